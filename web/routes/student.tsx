// The student pages of a shared set (chunk ./student.screens.tsx): no sign-in, opened from a link or a QR code.
// They read the whole set with this device's key (fair use counts devices).
import { redirect, type RouteObject } from 'react-router-dom';
import { loadQuery } from 'react-relay';
import { environment } from '../relay/environment.ts';
import studentSetScreenQuery from '../__generated__/StudentSetScreenQuery$parameters';
import type { StudentSetScreenQuery } from '../__generated__/StudentSetScreenQuery.graphql';
import { deviceKey } from '../screens/Student/studentStorage.ts';
import { screen } from './lazy.ts';

const loadSet = ({ params }: { params: Record<string, string | undefined> }) =>
  loadQuery<StudentSetScreenQuery>(environment, studentSetScreenQuery, { key: params.key ?? '', deviceKey: deviceKey() }, { fetchPolicy: 'store-or-network' });

export const studentRoutes: RouteObject[] = [
  { path: '/student/:key/:topicId?', loader: loadSet, lazy: screen(() => import('./student.screens.tsx'), 'StudentSetRoute') },
  { path: '/c/:key/:topicId/:questionId?', loader: loadSet, lazy: screen(() => import('./student.screens.tsx'), 'QrRoute') },
  { path: '/a/:key/:questionId', loader: loadSet, lazy: screen(() => import('./student.screens.tsx'), 'AnswerRoute') },
  // The short link of the classroom projector; the server redirects it too, this serves it from the service worker's app.
  { path: '/s/:key', loader: ({ params }) => redirect(`/student/${encodeURIComponent(params.key ?? '')}`) },
];
