// The student chunk: the pages of a shared set.
import type { ComponentType } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { StudentSetScreenQuery } from '../__generated__/StudentSetScreenQuery.graphql';
import { FailureBoundary } from '../components/FailureBoundary.tsx';
import { AnswerScreen, QrScreen, StudentSetScreen } from '../screens/Student/StudentSetScreen.tsx';
import { STUDENT_TEXT } from '../screens/Student/studentText.ts';
import { Suspended } from './Suspended.tsx';

function route(Screen: ComponentType<{ queryRef: PreloadedQuery<StudentSetScreenQuery> }>) {
  return function StudentRoute() {
    const queryRef = useLoaderData() as PreloadedQuery<StudentSetScreenQuery>;
    return (
      <FailureBoundary toast={STUDENT_TEXT.loadFailed} fallback={<p className="empty">{STUDENT_TEXT.loadFailed}</p>}>
        <Suspended>
          <Screen queryRef={queryRef} />
        </Suspended>
      </FailureBoundary>
    );
  };
}

export const StudentSetRoute = route(StudentSetScreen);
export const QrRoute = route(QrScreen);
export const AnswerRoute = route(AnswerScreen);
