// The self-practice chunk: everything the routes in ./practice.tsx render. Each page is for its area (every signed-in
// role for self-practice, students for the teacher's selection) and says what failed with the spec's toast.
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { WholeExamsScreenQuery } from '../__generated__/WholeExamsScreenQuery.graphql';
import type { PracticeTopicScreenQuery } from '../__generated__/PracticeTopicScreenQuery.graphql';
import type { TeacherSelectionScreenQuery } from '../__generated__/TeacherSelectionScreenQuery.graphql';
import { FailureBoundary } from '../components/FailureBoundary.tsx';
import { Protected } from '../components/Protected.tsx';
import { PracticeSetsScreen } from '../screens/Practice/PracticeSetsScreen.tsx';
import { WholeExamsScreen } from '../screens/Practice/WholeExamsScreen.tsx';
import { PracticeTopicScreen } from '../screens/Practice/PracticeTopicScreen.tsx';
import { TeacherSelectionScreen } from '../screens/Practice/TeacherSelectionScreen.tsx';
import { PRACTICE_TEXT as T } from '../screens/Practice/practiceText.ts';
import type { PracticeSetsLoaderData } from './practice.tsx';
import { Suspended } from './Suspended.tsx';

export function PracticeSetsRoute() {
  const { filtersRef, setsRef } = useLoaderData() as PracticeSetsLoaderData;
  return (
    <Protected area="selfPractice">
      <PracticeSetsScreen filtersRef={filtersRef} setsRef={setsRef} />
    </Protected>
  );
}

export function WholeExamsRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<WholeExamsScreenQuery>;
  return (
    <Protected area="selfPractice">
      <FailureBoundary toast={T.examsFailed} fallback={<p className="empty">{T.examsFailed}</p>}>
        <Suspended>
          <WholeExamsScreen queryRef={queryRef} />
        </Suspended>
      </FailureBoundary>
    </Protected>
  );
}

export function PracticeTopicRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<PracticeTopicScreenQuery>;
  return (
    <Protected area="selfPractice">
      <FailureBoundary toast={T.topicFailed} fallback={<p className="empty">{T.topicFailed}</p>}>
        <Suspended>
          <PracticeTopicScreen queryRef={queryRef} />
        </Suspended>
      </FailureBoundary>
    </Protected>
  );
}

export function TeacherSelectionRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<TeacherSelectionScreenQuery>;
  return (
    <Protected area="teacherSelection">
      <FailureBoundary toast={T.selectionFailed} fallback={<p className="empty">{T.selectionFailed}</p>}>
        <Suspended>
          <TeacherSelectionScreen queryRef={queryRef} />
        </Suspended>
      </FailureBoundary>
    </Protected>
  );
}
