// The exam pages' route components (issue 45): the create form, the processing wizard and the exam editor of /admin/courses/{course}/exams,
// loaded lazily by the back-office's route table (web/routes/admin.tsx) as a chunk of their own, inside the admin
// shell (authors and admins; the shell's <Protected area="admin"> guards them).
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router-dom';
import type { ExamEditorScreenQuery } from '../../__generated__/ExamEditorScreenQuery.graphql';
import type { ExamWizardScreenQuery } from '../../__generated__/ExamWizardScreenQuery.graphql';
import { FailureBoundary } from '../../components/FailureBoundary.tsx';
import { Suspended } from '../../routes/Suspended.tsx';
import { ADMIN_TEXT } from './adminText.ts';
import { ExamCreateScreen } from './ExamCreateScreen.tsx';
import { ExamEditorScreen } from './ExamEditorScreen.tsx';
import { ExamPdfBeside } from './ExamPdfPane.tsx';
import { ExamWizardScreen } from './ExamWizardScreen.tsx';

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

/** The processing wizard, with the exam's PDF beside its forms (the page remembered for the wizard). */
export function ExamWizardRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<ExamWizardScreenQuery>;
  const { exam = '' } = useParams();
  return (
    <ExamPdfBeside examUrlId={exam} memoryKey={`wizard:${exam}`}>
      <FailureBoundary toast={FAILED} fallback={<p className="empty">{FAILED}</p>}>
        <Suspended>
          <ExamWizardScreen queryRef={queryRef} />
        </Suspended>
      </FailureBoundary>
    </ExamPdfBeside>
  );
}
