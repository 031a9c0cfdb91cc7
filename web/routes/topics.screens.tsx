// The topic chunk: the topic page.
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { TopicScreenQuery } from '../__generated__/TopicScreenQuery.graphql';
import { FailureBoundary } from '../components/FailureBoundary.tsx';
import { TOPIC_FAILED, TopicScreen } from '../screens/Topic/TopicScreen.tsx';
import { Suspended } from './Suspended.tsx';

export function TopicRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<TopicScreenQuery>;
  return (
    <FailureBoundary toast={TOPIC_FAILED} fallback={<p className="empty">{TOPIC_FAILED}</p>}>
      <Suspended>
        <TopicScreen queryRef={queryRef} />
      </Suspended>
    </FailureBoundary>
  );
}
