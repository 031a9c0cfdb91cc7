// The home chunk: the home screen with its variants (visitor, teacher with onboarding, student with its steps, staff).
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { HomeScreenQuery } from '../__generated__/HomeScreenQuery.graphql';
import { HomeScreen } from '../screens/Home/HomeScreen.tsx';
import { Suspended } from './Suspended.tsx';

export function HomeRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<HomeScreenQuery>;
  return (
    <Suspended>
      <HomeScreen queryRef={queryRef} />
    </Suspended>
  );
}
