// Routes of the teacher area (docent, author and admin: the area 'exams'): all streams and, until the exam lists come,
// the coming-soon page for each stream's exams (chunk ./teacher.screens.tsx).
import type { RouteObject } from 'react-router-dom';
import { loadQuery } from 'react-relay';
import { environment } from '../relay/environment.ts';
import streamsScreenQuery, { type StreamsScreenQuery } from '../__generated__/StreamsScreenQuery.graphql';
import { screen } from './lazy.ts';

const screens = () => import('./teacher.screens.tsx');

export const teacherRoutes: RouteObject[] = [
  {
    path: '/vakken',
    loader: () => loadQuery<StreamsScreenQuery>(environment, streamsScreenQuery, {}, { fetchPolicy: 'store-or-network' }),
    lazy: screen(screens, 'StreamsRoute'),
  },
  { path: '/vakken/:streamId/examens', lazy: screen(screens, 'ExamsComingSoonRoute') },
];
