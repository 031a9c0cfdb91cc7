// The home route: one variant per role and onboarding state (chunk ./home.screens.tsx).
import type { RouteObject } from 'react-router-dom';
import { loadQuery } from 'react-relay';
import { environment } from '../relay/environment.ts';
import homeScreenQuery from '../__generated__/HomeScreenQuery$parameters';
import type { HomeScreenQuery } from '../__generated__/HomeScreenQuery.graphql';
import { screen } from './lazy.ts';

export const homeRoutes: RouteObject[] = [
  // The home variant follows the viewer: show what the store has at once and refresh it from the server.
  {
    path: '/',
    loader: () => loadQuery<HomeScreenQuery>(environment, homeScreenQuery, {}, { fetchPolicy: 'store-and-network' }),
    lazy: screen(() => import('./home.screens.tsx'), 'HomeRoute'),
  },
];
