// /admin/courses (document 3 §2): the table of streams, each with its links Open, Examens, Trefwoorden, Boeken and
// Metadata.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { AdminCoursesScreenQuery } from '../../__generated__/AdminCoursesScreenQuery.graphql';
import { ADMIN_TEXT as T } from './adminText.ts';

export const adminCoursesScreenQuery = graphql`
  query AdminCoursesScreenQuery @preloadable {
    adminStreams {
      id
      urlId
      name
    }
  }
`;

export function AdminCoursesScreen({ queryRef }: { queryRef: PreloadedQuery<AdminCoursesScreenQuery> }) {
  const { adminStreams } = usePreloadedQuery<AdminCoursesScreenQuery>(adminCoursesScreenQuery, queryRef);
  return (
    <>
      <h1>{T.coursesTitle}</h1>
      <div className="table-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{T.courseColumn}</th>
              <th scope="col">{T.linksColumn}</th>
            </tr>
          </thead>
          <tbody>
            {adminStreams.map((s) => {
              const base = `/admin/courses/${s.urlId}`;
              return (
                <tr key={s.id}>
                  <th scope="row">{s.name}</th>
                  <td>
                    <ul className="admin-links" aria-label={s.name}>
                      <li>
                        <Link to={base}>{T.open}</Link>
                      </li>
                      <li>
                        <Link to={`${base}/exams`}>{T.exams}</Link>
                      </li>
                      <li>
                        <Link to={`${base}/tags`}>{T.tags}</Link>
                      </li>
                      <li>
                        <Link to={`${base}/boeken`}>{T.books}</Link>
                      </li>
                      <li>
                        <Link to={`${base}/metadata`}>{T.metadata}</Link>
                      </li>
                    </ul>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
