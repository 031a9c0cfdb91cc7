// The solution-strategy editor's route component (/admin/courses/{course}/exams/{exam}/answers/{answer}): a chunk of
// its own, loaded with its query by the route in web/routes/admin.tsx, inside the back-office's shell.
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { AnswerEditorScreenQuery } from '../../__generated__/AnswerEditorScreenQuery.graphql';
import { FailureBoundary } from '../../components/FailureBoundary.tsx';
import { Suspended } from '../../routes/Suspended.tsx';
import { AnswerEditorScreen } from './AnswerEditorScreen.tsx';
import { ADMIN_TEXT } from './adminText.ts';
import './answerEditor.css';

export function AdminAnswerRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<AnswerEditorScreenQuery>;
  return (
    <FailureBoundary toast={ADMIN_TEXT.loadFailed} fallback={<p className="empty">{ADMIN_TEXT.loadFailed}</p>}>
      <Suspended>
        <AnswerEditorScreen queryRef={queryRef} />
      </Suspended>
    </FailureBoundary>
  );
}
