// /zelf-oefenen/{topic}/{question?} (document 2 §2.5, §4): one topic to practise, signed in. Its context and one
// panel per question with the practice of that question — tips one at a time, marking step by step, the score box —
// and the score saved for the student (and their teacher) when they ask for their points. The question of the
// address is open and scrolled to; hidden questions never reach this page (the server leaves them out).
import { useCallback, useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { PracticeTopicScreenQuery, PracticeTopicScreenQuery$data } from '../../__generated__/PracticeTopicScreenQuery.graphql';
import { Alert } from '../../components/ui/Alert.tsx';
import { QuestionPractice } from '../Student/QuestionPractice.tsx';
import { logActivity } from '../Student/studentStorage.ts';
import { STUDENT_TEXT } from '../Student/studentText.ts';
import { ScoreCell } from './ScoreCell.tsx';
import { usePracticeScores } from './usePracticeScores.ts';
import { PRACTICE_TEXT as T } from './practiceText.ts';
import '../Student/student.css';
import './practice.css';
import { FormulaSheet, TopicTags } from '../Student/TopicParts.tsx';
import { TopicIntroduction } from '../Student/TopicTask.tsx';

export const practiceTopicScreenQuery = graphql`
  query PracticeTopicScreenQuery($topic: String!) @preloadable {
    practiceTopic(urlId: $topic) {
      __typename
      ... on PracticeTopic {
        topic {
          urlId
          name
          courseName
          levelName
          exam {
            year
            term
          }
          ...TopicTask_topic
        }
        stream {
          formulaSheet
          ...usePracticeScores_stream
        }
        questions {
          question {
            id
            urlId
            number
            points
          }
          ...QuestionPractice_item
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** The PracticeTopic member of the answer (Relay types a union's members as one object with optional fields). */
type Found = { readonly [K in 'topic' | 'stream' | 'questions']-?: NonNullable<PracticeTopicScreenQuery$data['practiceTopic'][K]> };

export function PracticeTopicScreen({ queryRef }: { queryRef: PreloadedQuery<PracticeTopicScreenQuery> }) {
  const result = usePreloadedQuery<PracticeTopicScreenQuery>(practiceTopicScreenQuery, queryRef).practiceTopic;
  // Back to the list the student came from (with its chapter filter), or per onderwerp.
  const asked = (useLocation().state as { back?: unknown } | null)?.back;
  const back = typeof asked === 'string' && /^\/zelf-oefenen\/(per-onderwerp|hele-examens)\b/.test(asked) ? asked : '/zelf-oefenen/per-onderwerp';
  return (
    <div className="practice-page">
      <p className="practice-back">
        <Link to={back}>{T.backTo(back.startsWith('/zelf-oefenen/hele-examens') ? T.wholeExams : T.perTopic)}</Link>
      </p>
      {result.__typename === 'PracticeTopic' ? (
        <TopicPractice found={result as Found} />
      ) : (
        <Alert kind={result.__typename === 'ForbiddenError' ? 'warning' : 'error'}>{result.message ?? T.topicFailed}</Alert>
      )}
    </div>
  );
}

function TopicPractice({ found }: { found: Found }) {
  const { topic, stream, questions } = found;
  const { questionId } = useParams();
  const { scores, record } = usePracticeScores(stream);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set([questionId ?? questions[0]?.question.urlId ?? '']));

  // The question of the address: open it and bring it into view (also when the address changes to another one).
  useEffect(() => {
    if (!questionId) return;
    setOpen((all) => new Set([...all, questionId]));
    requestAnimationFrame(() => document.getElementById(`vraag-${questionId}`)?.scrollIntoView({ block: 'start' }));
  }, [questionId]);

  const log = useCallback(
    (activity: string, question?: { urlId: string }, step?: string) =>
      void logActivity({ origin: window.location.pathname, activity, topic_id: topic.urlId, question_id: question?.urlId, ...(step ? { section_id: step } : {}) }),
    [topic.urlId],
  );
  useEffect(() => log('Opgave'), [log]);

  return (
    <>
      <h1>{topic.name}</h1>
      <TopicTags topic={topic} />
      <TopicIntroduction topic={topic} />
      <p className="student-instruction">{STUDENT_TEXT.instruction}</p>
      {questions.length === 0 && <p className="empty">{T.noQuestions}</p>}
      {questions.map((item) => {
        const q = item.question;
        return (
          <details
            key={q.id}
            id={`vraag-${q.urlId}`}
            className="qr-panel practice-question"
            open={open.has(q.urlId)}
            onToggle={(event) => {
              const isOpen = (event.currentTarget as HTMLDetailsElement).open;
              setOpen((all) => {
                if (isOpen === all.has(q.urlId)) return all;
                const next = new Set(all);
                if (isOpen) next.add(q.urlId);
                else next.delete(q.urlId);
                return next;
              });
            }}
          >
            <summary>
              <span className="qr-panel-title">{T.questionN(q.number)}</span>
              <span className="question-points">&nbsp;({T.points(q.points)})</span>
              <span className="practice-summary-score">
                <ScoreCell score={scores[q.id]} points={q.points} />
              </span>
            </summary>
            <QuestionPractice item={item} saved={scores[q.id] ?? null} onScored={(score) => void record(q.id, score)} log={(activity, step) => log(activity, q, step)} />
          </details>
        );
      })}
      <FormulaSheet text={found.stream.formulaSheet} />
    </>
  );
}
