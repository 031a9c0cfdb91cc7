// The topic page (chunk ./topics.screens.tsx): a public preview for everyone, the selection for teachers.
import type { RouteObject } from 'react-router-dom';
import { loadQuery } from 'react-relay';
import { environment } from '../relay/environment.ts';
import topicScreenQuery from '../__generated__/TopicScreenQuery$parameters';
import type { TopicScreenQuery } from '../__generated__/TopicScreenQuery.graphql';
import { screen } from './lazy.ts';

export const topicRoutes: RouteObject[] = [
  {
    path: '/topics/:topicId',
    loader: ({ params }) => loadQuery<TopicScreenQuery>(environment, topicScreenQuery, { id: params.topicId ?? '' }, { fetchPolicy: 'store-and-network' }),
    lazy: screen(() => import('./topics.screens.tsx'), 'TopicRoute'),
  },
];
