// The exam pages' route components (issue 45): the create form and the exam editor of /admin/courses/{course}/exams,
// loaded lazily by the back-office's route table (web/routes/admin.tsx) as a chunk of their own, inside the admin
// shell (authors and admins; the shell's <Protected area="admin"> guards them).
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { ExamEditorScreenQuery } from '../../__generated__/ExamEditorScreenQuery.graphql';
import { FailureBoundary } from '../../components/FailureBoundary.tsx';
import { Suspended } from '../../routes/Suspended.tsx';
import { ADMIN_TEXT } from './adminText.ts';
import { ExamCreateScreen } from './ExamCreateScreen.tsx';
import { ExamEditorScreen } from './ExamEditorScreen.tsx';

const FAILED = ADMIN_TEXT.loadFailed;

export function ExamCreateRoute() {
  return <ExamCreateScreen />;
}

export function ExamEditorRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<ExamEditorScreenQuery>;
  return (
    <FailureBoundary toast={FAILED} fallback={<p className="empty">{FAILED}</p>}>
      <Suspended>
        <ExamEditorScreen queryRef={queryRef} />
      </Suspended>
    </FailureBoundary>
  );
}
