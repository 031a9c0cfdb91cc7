// The question editor's routes (/admin/courses/{course}/exams/{exam}/questions/{question}, and the create form at
// …/exams/{exam}/topics/{topic}/questions/create): a chunk of their own, loaded with their queries by the routes in
// web/routes/admin.tsx, inside the back-office's shell; the exam's PDF beside the form.
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router-dom';
import type { QuestionEditorScreenQuery } from '../../__generated__/QuestionEditorScreenQuery.graphql';
import type { QuestionCreateScreenQuery } from '../../__generated__/QuestionCreateScreenQuery.graphql';
import { FailureBoundary } from '../../components/FailureBoundary.tsx';
import { Suspended } from '../../routes/Suspended.tsx';
import { ExamPdfBeside } from './ExamPdfPane.tsx';
import { QuestionEditorScreen } from './QuestionEditorScreen.tsx';
import { QuestionCreateScreen } from './QuestionCreateScreen.tsx';
import { ADMIN_TEXT } from './adminText.ts';

export function AdminQuestionRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<QuestionEditorScreenQuery>;
  const { exam = '', question = '' } = useParams();
  return (
    <ExamPdfBeside examUrlId={exam} memoryKey={`question:${question}`}>
      <FailureBoundary toast={ADMIN_TEXT.loadFailed} fallback={<p className="empty">{ADMIN_TEXT.loadFailed}</p>}>
        <Suspended>
          <QuestionEditorScreen key={question} queryRef={queryRef} />
        </Suspended>
      </FailureBoundary>
    </ExamPdfBeside>
  );
}

export function AdminQuestionCreateRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<QuestionCreateScreenQuery>;
  const { exam = '', topic = '' } = useParams();
  return (
    <ExamPdfBeside examUrlId={exam} memoryKey={`question:new:${topic}`}>
      <FailureBoundary toast={ADMIN_TEXT.loadFailed} fallback={<p className="empty">{ADMIN_TEXT.loadFailed}</p>}>
        <Suspended>
          <QuestionCreateScreen queryRef={queryRef} />
        </Suspended>
      </FailureBoundary>
    </ExamPdfBeside>
  );
}
