// /admin/exams (document 3 §2 'exams overview'; issue 46): every exam of every stream with its status in the exam list's
// words, stream by stream and then in the exam list's order (the server's: newest year and term first, then the status
// rank), each row leading to its exam editor or, while prepared or processing, to the processing wizard.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { AdminAllExamsScreenQuery } from '../../__generated__/AdminAllExamsScreenQuery.graphql';
import { ADMIN_TEXT as T, examPath, examStatusLabel, opensInWizard, romanTerm } from './adminText.ts';

export const adminAllExamsScreenQuery = graphql`
  query AdminAllExamsScreenQuery @preloadable {
    adminAllExams {
      id
      urlId
      year
      term
      status
      stream {
        urlId
        name
      }
    }
  }
`;

const TITLE = 'Alle examens';
const COURSE = 'Vak';

export function AdminAllExamsScreen({ queryRef }: { queryRef: PreloadedQuery<AdminAllExamsScreenQuery> }) {
  const { adminAllExams: exams } = usePreloadedQuery<AdminAllExamsScreenQuery>(adminAllExamsScreenQuery, queryRef);
  return (
    <>
      <h1>{TITLE}</h1>
      {exams.length === 0 ? (
        <p className="empty">{T.noExams}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table admin-table-stack">
            <thead>
              <tr>
                <th scope="col">{COURSE}</th>
                <th scope="col">{T.year}</th>
                <th scope="col">{T.term}</th>
                <th scope="col">{T.status}</th>
                <th scope="col">{T.action}</th>
              </tr>
            </thead>
            <tbody>
              {exams.map((exam) => {
                const wizard = opensInWizard(exam.status);
                const action = wizard ? T.process : T.edit;
                return (
                  <tr key={exam.id}>
                    <td data-label={COURSE}>{exam.stream.name}</td>
                    <td data-label={T.year}>{exam.year}</td>
                    <td data-label={T.term}>{romanTerm(exam.term)}</td>
                    <td data-label={T.status}>{examStatusLabel(exam.status)}</td>
                    <td data-label={T.action}>
                      <Link to={examPath(exam.stream.urlId, exam)} aria-label={`${action} ${exam.stream.name} ${exam.year}-${exam.term}`}>
                        {action}
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
