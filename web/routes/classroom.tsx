// Routes of the teacher's students (document 2 §2.1, §2.7-§2.8; issue 11; chunk ./classroom.screens.tsx): the
// overview of the current stream at /leerlingen, a student's results at /leerlingen/{seatId}, and where the class got
// stuck in a selection at /leerlingen/sets/{key}. Students practise while the teacher looks, so each page asks the
// server every time it opens (showing what the store has meanwhile).
import type { RouteObject } from 'react-router-dom';
import { loadQuery } from 'react-relay';
import { environment } from '../relay/environment.ts';
import classroomScreenQuery from '../__generated__/ClassroomScreenQuery$parameters';
import type { ClassroomScreenQuery } from '../__generated__/ClassroomScreenQuery.graphql';
import studentResultsScreenQuery from '../__generated__/StudentResultsScreenQuery$parameters';
import type { StudentResultsScreenQuery } from '../__generated__/StudentResultsScreenQuery.graphql';
import setHeatmapScreenQuery from '../__generated__/SetHeatmapScreenQuery$parameters';
import type { SetHeatmapScreenQuery } from '../__generated__/SetHeatmapScreenQuery.graphql';
import { screen } from './lazy.ts';

const screens = () => import('./classroom.screens.tsx');

export const classroomRoutes: RouteObject[] = [
  {
    path: '/leerlingen',
    loader: () => loadQuery<ClassroomScreenQuery>(environment, classroomScreenQuery, {}, { fetchPolicy: 'store-and-network' }),
    lazy: screen(screens, 'ClassroomRoute'),
  },
  {
    path: '/leerlingen/sets/:key',
    loader: ({ params }) => loadQuery<SetHeatmapScreenQuery>(environment, setHeatmapScreenQuery, { key: params.key ?? '' }, { fetchPolicy: 'store-and-network' }),
    lazy: screen(screens, 'SetHeatmapRoute'),
  },
  {
    path: '/leerlingen/:seatId',
    loader: ({ params }) => loadQuery<StudentResultsScreenQuery>(environment, studentResultsScreenQuery, { seat: params.seatId ?? '' }, { fetchPolicy: 'store-and-network' }),
    lazy: screen(screens, 'StudentResultsRoute'),
  },
];
