// Routes of the cart and the reuse list (chunk ./collections.screens.tsx): /cart ('Huidige selectie', the four-step
// wizard that makes a set) and /collections/history ('Opgaven opnieuw gebruiken'). Loaders start the queries together
// with the chunk's download.
import type { RouteObject } from 'react-router-dom';
import { loadQuery } from 'react-relay';
import { environment } from '../relay/environment.ts';
import cartScreenQuery from '../__generated__/CartScreenQuery$parameters';
import type { CartScreenQuery } from '../__generated__/CartScreenQuery.graphql';
import historyScreenQuery from '../__generated__/HistoryScreenQuery$parameters';
import type { HistoryScreenQuery } from '../__generated__/HistoryScreenQuery.graphql';
import { screen } from './lazy.ts';

const screens = () => import('./collections.screens.tsx');

export const collectionRoutes: RouteObject[] = [
  {
    path: '/cart',
    // The selection changes on other pages (the topic page): always ask the server.
    loader: () => loadQuery<CartScreenQuery>(environment, cartScreenQuery, {}, { fetchPolicy: 'network-only' }),
    lazy: screen(screens, 'CartRoute'),
  },
  {
    path: '/collections/history',
    loader: () => loadQuery<HistoryScreenQuery>(environment, historyScreenQuery, {}, { fetchPolicy: 'store-and-network' }),
    lazy: screen(screens, 'HistoryRoute'),
  },
];
