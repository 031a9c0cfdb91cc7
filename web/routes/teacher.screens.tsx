// The teacher chunk: everything the routes in ./teacher.tsx render. Every page here is for docent, author and admin.
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { StreamsScreenQuery } from '../__generated__/StreamsScreenQuery.graphql';
import type { ExamListScreenQuery } from '../__generated__/ExamListScreenQuery.graphql';
import type { ExamTermScreenQuery } from '../__generated__/ExamTermScreenQuery.graphql';
import { StreamsScreen } from '../screens/Streams/StreamsScreen.tsx';
import { ExamListFailed, ExamListScreen } from '../screens/Exams/ExamListScreen.tsx';
import { ExamTermFailed, ExamTermScreen } from '../screens/Exams/ExamTermScreen.tsx';
import { EXAMS_TEXT } from '../screens/Exams/examsText.ts';
import { FailureBoundary } from '../components/FailureBoundary.tsx';
import { Protected } from '../components/Protected.tsx';
import { Suspended } from './Suspended.tsx';

export function StreamsRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<StreamsScreenQuery>;
  return (
    <Protected area="exams">
      <Suspended>
        <StreamsScreen queryRef={queryRef} />
      </Suspended>
    </Protected>
  );
}

/** /vakken/{stream}/examens; a failure says 'Kon examens niet laden.' (document 2 §8) as a toast and on the page. */
export function ExamListRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<ExamListScreenQuery>;
  return (
    <Protected area="exams">
      <FailureBoundary toast={EXAMS_TEXT.listFailed} fallback={<ExamListFailed />}>
        <Suspended>
          <ExamListScreen queryRef={queryRef} />
        </Suspended>
      </FailureBoundary>
    </Protected>
  );
}

/** /vakken/{stream}/examens/{year}-{term}. */
export function ExamTermRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<ExamTermScreenQuery>;
  return (
    <Protected area="exams">
      <FailureBoundary toast={EXAMS_TEXT.termFailed} fallback={<ExamTermFailed />}>
        <Suspended>
          <ExamTermScreen queryRef={queryRef} />
        </Suspended>
      </FailureBoundary>
    </Protected>
  );
}
