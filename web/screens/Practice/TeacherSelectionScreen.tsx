// /selectie-docent (document 2 §2.6): the sets the student's teachers shared with them, each opened at /student/{key},
// or the message that there are none yet.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { TeacherSelectionScreenQuery } from '../../__generated__/TeacherSelectionScreenQuery.graphql';
import { PRACTICE_TEXT as T } from './practiceText.ts';
import './practice.css';

export const teacherSelectionScreenQuery = graphql`
  query TeacherSelectionScreenQuery @preloadable {
    viewer {
      teacherSelection {
        key
        name
        authorName
        sharedAt
        questionCount
        stream {
          name
        }
      }
    }
  }
`;

const dateFormat = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' });

export function TeacherSelectionScreen({ queryRef }: { queryRef: PreloadedQuery<TeacherSelectionScreenQuery> }) {
  const sets = usePreloadedQuery<TeacherSelectionScreenQuery>(teacherSelectionScreenQuery, queryRef).viewer.teacherSelection;
  return (
    <div className="practice-page">
      <h1>{T.teacherSelection}</h1>
      {sets.length === 0 ? (
        <p className="empty">{T.selectionNone}</p>
      ) : (
        <>
          <p className="lead">{T.selectionSome}</p>
          <ul className="selection-list">
            {sets.map((set) => (
              <li key={set.key}>
                <Link to={`/student/${set.key}`}>{set.name}</Link>
                <span className="practice-row-meta">
                  {set.stream.name} · {T.selectionFacts(set.questionCount, set.authorName, dateFormat.format(new Date(set.sharedAt)))}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
