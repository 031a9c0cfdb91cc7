// /admin/courses/{course}/exams (document 3 §2): the exam table — Jaargang, Tijdvak in Roman numerals, Status in the
// list's words, Nakijken tonen, the action (the processing wizard for prepared and processing exams, the exam editor
// for the others) — newest year and term first, then by status rank (the server's order); 'Toevoegen' above it.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { AdminExamsScreenQuery } from '../../__generated__/AdminExamsScreenQuery.graphql';
import { ADMIN_TEXT as T, examPath, examStatusLabel, opensInWizard, romanTerm } from './adminText.ts';

export const adminExamsScreenQuery = graphql`
  query AdminExamsScreenQuery($urlId: String!) @preloadable {
    adminStream(urlId: $urlId) {
      urlId
      name
      adminExams(first: 100) {
        edges {
          node {
            id
            urlId
            year
            term
            status
            showAnswers
          }
        }
      }
    }
  }
`;

export function AdminExamsScreen({ queryRef }: { queryRef: PreloadedQuery<AdminExamsScreenQuery> }) {
  const { adminStream: stream } = usePreloadedQuery<AdminExamsScreenQuery>(adminExamsScreenQuery, queryRef);
  if (!stream) return <p className="empty">{T.loadFailed}</p>;
  const exams = stream.adminExams.edges.map((e) => e.node);
  return (
    <>
      <div className="admin-heading">
        <h1>{T.examsOf(stream.name)}</h1>
        <Link className="btn btn-primary" to={`/admin/courses/${stream.urlId}/exams/create`}>
          {T.add}
        </Link>
      </div>
      {exams.length === 0 ? (
        <p className="empty">{T.noExams}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table admin-table-stack">
            <thead>
              <tr>
                <th scope="col">{T.year}</th>
                <th scope="col">{T.term}</th>
                <th scope="col">{T.status}</th>
                <th scope="col">{T.showAnswers}</th>
                <th scope="col">{T.action}</th>
              </tr>
            </thead>
            <tbody>
              {exams.map((exam) => {
                const wizard = opensInWizard(exam.status);
                return (
                  <tr key={exam.id}>
                    <td data-label={T.year}>{exam.year}</td>
                    <td data-label={T.term}>{romanTerm(exam.term)}</td>
                    <td data-label={T.status}>{examStatusLabel(exam.status)}</td>
                    <td data-label={T.showAnswers}>{exam.showAnswers ? T.yes : T.no}</td>
                    <td data-label={T.action}>
                      <Link to={examPath(stream.urlId, exam)} aria-label={`${wizard ? T.process : T.edit} ${exam.year}-${exam.term}`}>
                        {wizard ? T.process : T.edit}
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
