// /leerlingen/sets/{key} (issue 11, beyond the spec): where the class got stuck in one of the teacher's selections — a
// heatmap of questions × steps (HeatmapTable) with, per question, whether the tips helped. Only the set's owner (and
// admins) get it; anyone else reads that the selection was not found.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { SetHeatmapScreenQuery } from '../../__generated__/SetHeatmapScreenQuery.graphql';
import { Alert } from '../../components/ui/Alert.tsx';
import { HeatmapTable } from './HeatmapTable.tsx';
import { CLASSROOM_TEXT as T } from './classroomText.ts';
import './classroom.css';

export const setHeatmapScreenQuery = graphql`
  query SetHeatmapScreenQuery($key: String!) @preloadable {
    setHeatmap(key: $key) {
      ... on SetHeatmap @alias(as: "found") {
        name
        createdAt
        students
        tipsUsed
        elaborationsSeen
        stream {
          name
        }
        ...HeatmapTable_heatmap @alias(as: "table")
      }
    }
  }
`;

export function SetHeatmapScreen({ queryRef }: { queryRef: PreloadedQuery<SetHeatmapScreenQuery> }) {
  const heatmap = usePreloadedQuery<SetHeatmapScreenQuery>(setHeatmapScreenQuery, queryRef).setHeatmap.found;
  return (
    <div className="classroom-page">
      <p className="practice-back">
        <Link to="/leerlingen">{T.back}</Link>
      </p>
      <h1>{T.heatmapTitle}</h1>
      {!heatmap ? (
        <Alert kind="warning">{T.heatmapNotFound}</Alert>
      ) : (
        <>
          <p className="heatmap-set">
            {T.heatmapSet(heatmap.name, heatmap.createdAt as string)} · {heatmap.stream.name}
          </p>
          <p className="lead">{T.heatmapLead}</p>
          {heatmap.students === 0 ? (
            <p className="empty">{T.heatmapEmpty}</p>
          ) : (
            <>
              <p>
                {T.heatmapStudents(heatmap.students)} {T.heatmapHelp(heatmap.tipsUsed, heatmap.elaborationsSeen)}
              </p>
              {heatmap.table && <HeatmapTable heatmap={heatmap.table} />}
            </>
          )}
        </>
      )}
    </div>
  );
}
