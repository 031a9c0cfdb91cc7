// Routes of the teacher area (docent, author and admin: the area 'exams'; chunk ./teacher.screens.tsx): all streams,
// a stream's exam list and one exam term (document 2 §2.9). Loaders start the queries together with the chunk.
import type { RouteObject } from 'react-router-dom';
import { loadQuery } from 'react-relay';
import { environment } from '../relay/environment.ts';
import streamsScreenQuery from '../__generated__/StreamsScreenQuery$parameters';
import type { StreamsScreenQuery } from '../__generated__/StreamsScreenQuery.graphql';
import examListScreenQuery from '../__generated__/ExamListScreenQuery$parameters';
import type { ExamListScreenQuery } from '../__generated__/ExamListScreenQuery.graphql';
import examTermScreenQuery from '../__generated__/ExamTermScreenQuery$parameters';
import type { ExamTermScreenQuery } from '../__generated__/ExamTermScreenQuery.graphql';
import { screen } from './lazy.ts';

const screens = () => import('./teacher.screens.tsx');

export const teacherRoutes: RouteObject[] = [
  {
    path: '/vakken',
    loader: () => loadQuery<StreamsScreenQuery>(environment, streamsScreenQuery, {}, { fetchPolicy: 'store-or-network' }),
    lazy: screen(screens, 'StreamsRoute'),
  },
  {
    path: '/vakken/:streamId/examens',
    loader: ({ params }) => loadQuery<ExamListScreenQuery>(environment, examListScreenQuery, { streamId: params.streamId ?? '' }, { fetchPolicy: 'store-and-network' }),
    lazy: screen(screens, 'ExamListRoute'),
  },
  {
    path: '/vakken/:streamId/examens/:termId',
    // The selection the button would wipe changes on other pages (the topic page, the cart): always ask the server,
    // so the confirm dialog is never skipped on an old count.
    loader: ({ params }) => loadQuery<ExamTermScreenQuery>(environment, examTermScreenQuery, { streamId: params.streamId ?? '', termId: params.termId ?? '' }, { fetchPolicy: 'network-only' }),
    lazy: screen(screens, 'ExamTermRoute'),
  },
];
