// The topic editor's route component (/admin/courses/{course}/exams/{exam}/topics/{topic}): a chunk of its own, loaded
// with its query by the route in web/routes/admin.tsx, inside the back-office's shell; the exam's PDF beside the form.
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router-dom';
import type { TopicEditorScreenQuery } from '../../__generated__/TopicEditorScreenQuery.graphql';
import { FailureBoundary } from '../../components/FailureBoundary.tsx';
import { Suspended } from '../../routes/Suspended.tsx';
import { ExamPdfBeside } from './ExamPdfPane.tsx';
import { TopicEditorScreen } from './TopicEditorScreen.tsx';
import { ADMIN_TEXT } from './adminText.ts';

export function AdminTopicRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<TopicEditorScreenQuery>;
  const { exam = '', topic = '' } = useParams();
  return (
    <ExamPdfBeside examUrlId={exam} memoryKey={`topic:${topic}`}>
      <FailureBoundary toast={ADMIN_TEXT.loadFailed} fallback={<p className="empty">{ADMIN_TEXT.loadFailed}</p>}>
        <Suspended>
          <TopicEditorScreen queryRef={queryRef} />
        </Suspended>
      </FailureBoundary>
    </ExamPdfBeside>
  );
}
