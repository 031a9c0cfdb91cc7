// Routes of self-practice (document 2 §2.1, §2.5-§2.6; chunk ./practice.screens.tsx): /zelf-oefenen per onderwerp,
// hele examens and one topic, for every signed-in role, and /selectie-docent for students. The pages follow the
// viewer's current stream (the stream picker revalidates them). What a student scored changes these pages, so they
// show what the store has and refresh it from the server. The chapter filter is in the address (?hoofdstuk=…): its
// options load once, the sets for each choice.
import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import { environment } from '../relay/environment.ts';
import practiceSetsScreenQuery from '../__generated__/PracticeSetsScreenQuery$parameters';
import type { PracticeSetsScreenQuery } from '../__generated__/PracticeSetsScreenQuery.graphql';
import practiceSetsScreenFiltersQuery from '../__generated__/PracticeSetsScreenFiltersQuery$parameters';
import type { PracticeSetsScreenFiltersQuery } from '../__generated__/PracticeSetsScreenFiltersQuery.graphql';
import wholeExamsScreenQuery from '../__generated__/WholeExamsScreenQuery$parameters';
import type { WholeExamsScreenQuery } from '../__generated__/WholeExamsScreenQuery.graphql';
import practiceTopicScreenQuery from '../__generated__/PracticeTopicScreenQuery$parameters';
import type { PracticeTopicScreenQuery } from '../__generated__/PracticeTopicScreenQuery.graphql';
import teacherSelectionScreenQuery from '../__generated__/TeacherSelectionScreenQuery$parameters';
import type { TeacherSelectionScreenQuery } from '../__generated__/TeacherSelectionScreenQuery.graphql';
import { screen } from './lazy.ts';

const screens = () => import('./practice.screens.tsx');

export interface PracticeSetsLoaderData {
  filtersRef: PreloadedQuery<PracticeSetsScreenFiltersQuery>;
  setsRef: PreloadedQuery<PracticeSetsScreenQuery>;
}

function loadSets({ request }: LoaderFunctionArgs): PracticeSetsLoaderData {
  const chapter = new URL(request.url).searchParams.get('hoofdstuk') || null;
  return {
    filtersRef: loadQuery<PracticeSetsScreenFiltersQuery>(environment, practiceSetsScreenFiltersQuery, {}, { fetchPolicy: 'store-or-network' }),
    setsRef: loadQuery<PracticeSetsScreenQuery>(environment, practiceSetsScreenQuery, { chapter }, { fetchPolicy: 'store-and-network' }),
  };
}

export const practiceRoutes: RouteObject[] = [
  { path: '/zelf-oefenen', element: <Navigate to="/zelf-oefenen/per-onderwerp" replace /> },
  { path: '/zelf-oefenen/per-onderwerp', loader: loadSets, lazy: screen(screens, 'PracticeSetsRoute') },
  {
    path: '/zelf-oefenen/hele-examens',
    loader: () => loadQuery<WholeExamsScreenQuery>(environment, wholeExamsScreenQuery, {}, { fetchPolicy: 'store-and-network' }),
    lazy: screen(screens, 'WholeExamsRoute'),
  },
  {
    path: '/zelf-oefenen/:topicId/:questionId?',
    loader: ({ params }) => loadQuery<PracticeTopicScreenQuery>(environment, practiceTopicScreenQuery, { topic: params.topicId ?? '' }, { fetchPolicy: 'store-and-network' }),
    lazy: screen(screens, 'PracticeTopicRoute'),
  },
  {
    path: '/selectie-docent',
    loader: () => loadQuery<TeacherSelectionScreenQuery>(environment, teacherSelectionScreenQuery, {}, { fetchPolicy: 'store-and-network' }),
    lazy: screen(screens, 'TeacherSelectionRoute'),
  },
];
