// The classroom chunk: the teacher's student pages (the area 'students': docent, author, admin). A page that fails to
// load says so instead of an error page.
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { ClassroomScreenQuery } from '../__generated__/ClassroomScreenQuery.graphql';
import type { StudentResultsScreenQuery } from '../__generated__/StudentResultsScreenQuery.graphql';
import type { SetHeatmapScreenQuery } from '../__generated__/SetHeatmapScreenQuery.graphql';
import { FailureBoundary } from '../components/FailureBoundary.tsx';
import { Protected } from '../components/Protected.tsx';
import { ClassroomScreen } from '../screens/Classroom/ClassroomScreen.tsx';
import { StudentResultsScreen } from '../screens/Classroom/StudentResultsScreen.tsx';
import { SetHeatmapScreen } from '../screens/Classroom/SetHeatmapScreen.tsx';
import { CLASSROOM_TEXT as T } from '../screens/Classroom/classroomText.ts';
import { Suspended } from './Suspended.tsx';

export function ClassroomRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<ClassroomScreenQuery>;
  return (
    <Protected area="students">
      <FailureBoundary toast={T.loadFailed} fallback={<p className="empty">{T.loadFailed}</p>}>
        <Suspended>
          <ClassroomScreen queryRef={queryRef} />
        </Suspended>
      </FailureBoundary>
    </Protected>
  );
}

export function StudentResultsRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<StudentResultsScreenQuery>;
  return (
    <Protected area="students">
      <FailureBoundary toast={T.resultsFailed} fallback={<p className="empty">{T.resultsFailed}</p>}>
        <Suspended>
          <StudentResultsScreen queryRef={queryRef} />
        </Suspended>
      </FailureBoundary>
    </Protected>
  );
}

export function SetHeatmapRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<SetHeatmapScreenQuery>;
  return (
    <Protected area="students">
      <FailureBoundary toast={T.heatmapFailed} fallback={<p className="empty">{T.heatmapFailed}</p>}>
        <Suspended>
          <SetHeatmapScreen queryRef={queryRef} />
        </Suspended>
      </FailureBoundary>
    </Protected>
  );
}
