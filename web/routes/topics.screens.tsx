// The topic chunk: the topic page.
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { TopicScreenQuery } from '../__generated__/TopicScreenQuery.graphql';
import { TopicBoundary, TopicScreen } from '../screens/Topic/TopicScreen.tsx';
import { Suspended } from './Suspended.tsx';

export function TopicRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<TopicScreenQuery>;
  return (
    <TopicBoundary>
      <Suspended>
        <TopicScreen queryRef={queryRef} />
      </Suspended>
    </TopicBoundary>
  );
}
