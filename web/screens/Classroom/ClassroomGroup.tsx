// One group in 'Resultaten van leerlingen met licentie' (document 2 §2.7): its students (visible leerling seats with an
// account) with their last self-practice, and 'Bekijk resultaten' once the stream is published and the student has
// practised. A large group loads in pages.
import { useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ClassroomGroup_group$key } from '../../__generated__/ClassroomGroup_group.graphql';
import type { ClassroomGroupPaginationQuery } from '../../__generated__/ClassroomGroupPaginationQuery.graphql';
import { LoadMore } from '../../components/LoadMore.tsx';
import { formatDate } from '../../lib/dates.ts';
import { CLASSROOM_TEXT as T } from './classroomText.ts';

const PAGE = 50;

export function ClassroomGroup({ group, published }: { group: ClassroomGroup_group$key; published: boolean }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ClassroomGroupPaginationQuery, ClassroomGroup_group$key>(
    graphql`
      fragment ClassroomGroup_group on Group @refetchable(queryName: "ClassroomGroupPaginationQuery") @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
        id
        name
        classroomStudents(first: $first, after: $after) @connection(key: "ClassroomGroup_classroomStudents") {
          totalCount
          edges {
            node {
              seatUrlId
              name
              lastActivity
            }
          }
        }
      }
    `,
    group,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `group-${data.id}`;
  const students = data.classroomStudents?.edges ?? [];
  return (
    <section className="classroom-group card" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {data.name} <span className="group-count">({T.groupCount(data.classroomStudents?.totalCount ?? 0)})</span>
      </h3>
      {students.length === 0 ? (
        <p className="empty">{T.emptyGroup}</p>
      ) : (
        <div className="classroom-table-wrap">
          <table className="classroom-table">
            <caption className="visually-hidden">{T.groupCaption(data.name)}</caption>
            <thead>
              <tr>
                <th scope="col">{T.student}</th>
                <th scope="col">{T.lastActivity}</th>
                <th scope="col">
                  <span className="visually-hidden">{T.viewResults}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {students.map(({ node }) => (
                <tr key={node.seatUrlId}>
                  <th scope="row">{node.name}</th>
                  <td>{node.lastActivity ? formatDate(node.lastActivity as string) : <span className="muted">{T.noActivity}</span>}</td>
                  <td className="action">
                    {published && node.lastActivity && (
                      <Link to={`/leerlingen/${node.seatUrlId}`}>
                        {T.viewResults}
                        <span className="visually-hidden">{T.viewResultsOf(node.name)}</span>
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={loadNext}
        count={PAGE}
        label={T.moreStudents}
        loadingLabel={T.loadingMoreStudents}
        failed={T.moreStudentsFailed}
        afterLast={heading}
      />
    </section>
  );
}
