// 'Activiteiten van alle leerlingen' (document 2 §2.7): the teacher's selections of the stream, newest first, with the
// students who opened each (an estimate: distinct devices), the questions checked and the tips used. Only the latest
// shows until 'Toon alle activiteiten'; the rest load from the server as they are asked for. Each selection links to
// where its class got stuck.
import { useId, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ClassroomSets_query$key } from '../../__generated__/ClassroomSets_query.graphql';
import type { ClassroomSetsPaginationQuery } from '../../__generated__/ClassroomSetsPaginationQuery.graphql';
import { Button } from '../../components/ui/Button.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { CLASSROOM_TEXT as T } from './classroomText.ts';

/** Sets loaded per click once the list is open. */
const PAGE = 20;

export function ClassroomSets({ query, course, level }: { query: ClassroomSets_query$key; course: string; level: string }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ClassroomSetsPaginationQuery, ClassroomSets_query$key>(
    graphql`
      fragment ClassroomSets_query on Query @refetchable(queryName: "ClassroomSetsPaginationQuery") @argumentDefinitions(first: { type: "Int", defaultValue: 1 }, after: { type: "String" }) {
        classroomSets(first: $first, after: $after) @connection(key: "ClassroomSets_classroomSets") {
          totalCount
          edges {
            node {
              key
              name
              createdAt
              devices
              checkedQuestions
              tipsUsed
            }
          }
        }
      }
    `,
    query,
  );
  const [expanded, setExpanded] = useState(false);
  const toast = useToast();
  const toggleButton = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  // Null only where the overview itself is refused (no stream), and then the screen shows no list.
  const { totalCount, edges } = data.classroomSets ?? { totalCount: 0, edges: [] };
  if (totalCount === 0) return <p className="empty">{T.noActivities(course, level)}</p>;
  const shown = expanded ? edges : edges.slice(0, 1);

  const toggle = () => {
    if (!expanded && hasNext && edges.length < PAGE) {
      loadNext(PAGE, {
        onComplete: (error) => {
          if (error) toast(T.moreFailed, 'error');
        },
      });
    }
    setExpanded((e) => !e);
  };

  return (
    <>
      <p className="lead">{T.activitiesLead}</p>
      <div className="classroom-table-wrap">
        <table className="classroom-table classroom-sets">
          <caption className="visually-hidden">{T.activitiesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.setColumn}</th>
              <th scope="col" className="number">
                {T.viewers} <span className="column-hint">({T.viewersHint})</span>
              </th>
              <th scope="col" className="number">
                {T.checked}
              </th>
              <th scope="col" className="number">
                {T.tips}
              </th>
            </tr>
          </thead>
          <tbody id={bodyId}>
            {shown.map(({ node }) => (
              <tr key={node.key}>
                <th scope="row">
                  <span className="set-name">{node.name}</span>
                  <span className="set-meta">{T.selectedOn(node.createdAt as string)}</span>
                  <Link className="set-heatmap" to={`/leerlingen/sets/${node.key}`}>
                    {T.heatmapLink}
                    <span className="visually-hidden">{T.heatmapLinkOf(node.name)}</span>
                  </Link>
                </th>
                <td className="number">{node.devices}</td>
                <td className="number">{node.checkedQuestions}</td>
                <td className="number">{node.tipsUsed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="classroom-actions">
        {totalCount > 1 && (
          <Button ref={toggleButton} variant="link" aria-expanded={expanded} aria-controls={bodyId} onClick={toggle}>
            {expanded ? T.showLess : T.showAll}
          </Button>
        )}
        <LoadMore
          hasNext={expanded && hasNext}
          isLoadingNext={isLoadingNext}
          loadNext={loadNext}
          count={PAGE}
          label={T.more}
          loadingLabel={T.loadingMore}
          failed={T.moreFailed}
          afterLast={toggleButton}
          className="classroom-load-more"
        />
      </div>
    </>
  );
}
