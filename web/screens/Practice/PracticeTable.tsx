// One part of a practice set as a table of its questions with their scores (document 2 §2.5, §9): collapsed it shows
// 5 rows, or up to the first unscored row and one more; 'Toon alles' when more than 3 are unscored and there are more
// than 6 rows. The rule is shared/practice/table.ts's. A teacher looking at a student's results (/leerlingen/{seat})
// sees the same table read-only: the questions are not links to practise.
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation } from 'react-router-dom';
import type { PracticeTable_child$key } from '../../__generated__/PracticeTable_child.graphql';
import { Button } from '../../components/ui/Button.tsx';
import { visibleRows } from '../../../shared/practice/table.ts';
import { ScoreCell } from './ScoreCell.tsx';
import type { Scores } from './usePracticeScores.ts';
import { questionStatus } from '../../../shared/practice/scoring.ts';
import { PRACTICE_TEXT as T } from './practiceText.ts';

export function PracticeTable({ child, scores, readOnly = false }: { child: PracticeTable_child$key; scores: Scores; readOnly?: boolean }) {
  const data = useFragment(
    graphql`
      fragment PracticeTable_child on PracticeSetChild {
        name
        questions {
          question {
            id
            urlId
            number
            points
            topic {
              urlId
              name
              exam {
                year
                term
              }
            }
          }
        }
      }
    `,
    child,
  );
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  // The topic page's back link returns here, with the chapter filter.
  const { pathname, search } = useLocation();
  const rows = data.questions.map(({ question }) => ({ question, score: scores[question.id] }));
  const { count, showToggle } = visibleRows(
    rows.map((r) => ({ scored: questionStatus(r.score) !== 'pending' })),
    expanded,
  );
  return (
    <div className="practice-table-block">
      <table className="practice-table">
        <caption>{data.name}</caption>
        <thead>
          <tr>
            <th scope="col">{T.question}</th>
            <th scope="col">{readOnly ? T.studentScore : T.yourScore}</th>
          </tr>
        </thead>
        <tbody id={bodyId}>
          {rows.slice(0, count).map(({ question: q, score }) => (
            <tr key={q.id}>
              <th scope="row">
                {readOnly ? (
                  <span className="practice-row-title">
                    {q.topic.name}, {T.questionN(q.number).toLowerCase()}
                  </span>
                ) : (
                  <Link to={`/zelf-oefenen/${q.topic.urlId}/${q.urlId}`} state={{ back: `${pathname}${search}` }}>
                    {q.topic.name}, {T.questionN(q.number).toLowerCase()}
                  </Link>
                )}
                {q.topic.exam && <span className="practice-row-meta">{T.exam(q.topic.exam.year, q.topic.exam.term)}</span>}
              </th>
              <td>
                <ScoreCell score={score} points={q.points} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {showToggle && (
        <Button variant="link" className="practice-toggle" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded((e) => !e)}>
          {expanded ? T.showLess : T.showAll}
        </Button>
      )}
    </div>
  );
}
