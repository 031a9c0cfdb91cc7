// /vakken/{stream}/examens (document 2 §2.9): the central exams of a stream in year blocks, newest first down to 2017,
// each with its exam terms. Docent, author and admin (the route's <Protected area="exams">).
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ExamListScreenQuery } from '../../__generated__/ExamListScreenQuery.graphql';
import { ExamYearBlock } from './ExamYearBlock.tsx';
import { EXAMS_TEXT as T } from './examsText.ts';
import './exams.css';

export const examListScreenQuery = graphql`
  query ExamListScreenQuery($streamId: String!) @preloadable {
    stream(urlId: $streamId) {
      urlId
      name
      examYears {
        year
        ...ExamYearBlock_year
      }
    }
  }
`;

export function ExamListScreen({ queryRef }: { queryRef: PreloadedQuery<ExamListScreenQuery> }) {
  const { stream } = usePreloadedQuery<ExamListScreenQuery>(examListScreenQuery, queryRef);
  return (
    <div className="exams-page">
      <p className="breadcrumb">
        <Link to="/vakken">{T.allStreams}</Link>
      </p>
      <h1>{T.listTitle}</h1>
      {stream ? (
        <>
          <p className="lead">{T.listLead(stream.name)}</p>
          <div className="exam-years">
            {stream.examYears.map((year) => (
              <ExamYearBlock key={year.year} year={year} streamUrlId={stream.urlId} />
            ))}
          </div>
        </>
      ) : (
        <p className="empty">{T.noStream}</p>
      )}
    </div>
  );
}

/** What the page shows when the list could not be loaded (the toast 'Kon examens niet laden.' says it too). */
export function ExamListFailed() {
  return (
    <div className="exams-page">
      <h1>{T.listTitle}</h1>
      <p className="empty">{T.listFailed}</p>
    </div>
  );
}
