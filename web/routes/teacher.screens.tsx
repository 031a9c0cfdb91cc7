// The teacher chunk: everything the routes in ./teacher.tsx render. Every page here is for docent, author and admin.
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { StreamsScreenQuery } from '../__generated__/StreamsScreenQuery.graphql';
import { StreamsScreen } from '../screens/Streams/StreamsScreen.tsx';
import { ComingSoonScreen } from '../screens/ComingSoon/ComingSoonScreen.tsx';
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

/** /vakken/{stream}/examens: the exam list comes in a later issue. */
export function ExamsComingSoonRoute() {
  return (
    <Protected area="exams">
      <ComingSoonScreen title="Hele examens" />
    </Protected>
  );
}
