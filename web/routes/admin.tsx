// Routes of the back-office (document 3 §2, issue 45): /admin and below, one lazily loaded chunk
// (./admin.screens.tsx), so a student's phone never downloads its code. The layout (top menu, side menu) is the
// parent route; each page's loader starts its query together with the chunk's download. Pages not built yet show
// 'Nog niet beschikbaar' inside the shell; the admin-only ones only for admins.
import type { RouteObject } from 'react-router-dom';
import { loadQuery } from 'react-relay';
import { environment } from '../relay/environment.ts';
import adminCoursesScreenQuery from '../__generated__/AdminCoursesScreenQuery$parameters';
import type { AdminCoursesScreenQuery } from '../__generated__/AdminCoursesScreenQuery.graphql';
import adminCourseScreenQuery from '../__generated__/AdminCourseScreenQuery$parameters';
import type { AdminCourseScreenQuery } from '../__generated__/AdminCourseScreenQuery.graphql';
import adminExamsScreenQuery from '../__generated__/AdminExamsScreenQuery$parameters';
import type { AdminExamsScreenQuery } from '../__generated__/AdminExamsScreenQuery.graphql';
import examEditorScreenQuery from '../__generated__/ExamEditorScreenQuery$parameters';
import type { ExamEditorScreenQuery } from '../__generated__/ExamEditorScreenQuery.graphql';
import auditScreenQuery from '../__generated__/AuditScreenQuery$parameters';
import type { AuditScreenQuery } from '../__generated__/AuditScreenQuery.graphql';
import examWizardScreenQuery from '../__generated__/ExamWizardScreenQuery$parameters';
import type { ExamWizardScreenQuery } from '../__generated__/ExamWizardScreenQuery.graphql';
import topicEditorScreenQuery from '../__generated__/TopicEditorScreenQuery$parameters';
import type { TopicEditorScreenQuery } from '../__generated__/TopicEditorScreenQuery.graphql';
import questionEditorScreenQuery from '../__generated__/QuestionEditorScreenQuery$parameters';
import type { QuestionEditorScreenQuery } from '../__generated__/QuestionEditorScreenQuery.graphql';
import questionCreateScreenQuery from '../__generated__/QuestionCreateScreenQuery$parameters';
import type { QuestionCreateScreenQuery } from '../__generated__/QuestionCreateScreenQuery.graphql';
import answerEditorScreenQuery from '../__generated__/AnswerEditorScreenQuery$parameters';
import type { AnswerEditorScreenQuery } from '../__generated__/AnswerEditorScreenQuery.graphql';
import { auditVariables } from '../screens/Admin/auditAddress.ts';
import { screen } from './lazy.ts';

const adminScreens = () => import('./admin.screens.tsx');
/** The Logboek (admins only) is a chunk of its own: authors never download it. */
const adminAuditScreens = () => import('./adminAudit.screens.tsx');
/** The topic editor: a chunk of its own. */
const topicScreens = () => import('../screens/Admin/TopicEditorRoute.tsx');
/** The question editor and its create form: a chunk of their own. */
const questionScreens = () => import('../screens/Admin/QuestionEditorRoute.tsx');
/** The exam create form and editor: a chunk of their own. */
const examScreens = () => import('../screens/Admin/ExamRoutes.tsx');
/** The solution-strategy editor: a chunk of its own. */
const answerScreens = () => import('../screens/Admin/AnswerEditorRoute.tsx');

export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    lazy: screen(adminScreens, 'AdminLayoutRoute'),
    children: [
      { index: true, lazy: screen(adminScreens, 'AdminLandingRoute') },
      {
        path: 'courses',
        loader: () => loadQuery<AdminCoursesScreenQuery>(environment, adminCoursesScreenQuery, {}, { fetchPolicy: 'store-and-network' }),
        lazy: screen(adminScreens, 'AdminCoursesRoute'),
      },
      {
        path: 'courses/:course',
        // The sheet may have been saved in another tab: ask the server each time the page opens.
        loader: ({ params }) => loadQuery<AdminCourseScreenQuery>(environment, adminCourseScreenQuery, { urlId: params.course ?? '' }, { fetchPolicy: 'network-only' }),
        lazy: screen(adminScreens, 'AdminCourseRoute'),
      },
      {
        path: 'courses/:course/exams',
        loader: ({ params }) => loadQuery<AdminExamsScreenQuery>(environment, adminExamsScreenQuery, { urlId: params.course ?? '' }, { fetchPolicy: 'network-only' }),
        lazy: screen(adminScreens, 'AdminExamsRoute'),
      },
      { path: 'courses/:course/exams/create', lazy: screen(examScreens, 'ExamCreateRoute') },
      {
        path: 'courses/:course/exams/process/:exam',
        loader: ({ params }) => loadQuery<ExamWizardScreenQuery>(environment, examWizardScreenQuery, { urlId: params.exam ?? '' }, { fetchPolicy: 'network-only' }),
        lazy: screen(examScreens, 'ExamWizardRoute'),
      },
      {
        path: 'courses/:course/exams/:exam',
        // Another tab may have saved the exam: ask the server each time the page opens.
        loader: ({ params }) => loadQuery<ExamEditorScreenQuery>(environment, examEditorScreenQuery, { urlId: params.exam ?? '' }, { fetchPolicy: 'network-only' }),
        lazy: screen(examScreens, 'ExamEditorRoute'),
      },
      {
        path: 'courses/:course/exams/:exam/topics/:topic',
        // Another tab may have saved the topic: ask the server each time the page opens.
        loader: ({ params }) => loadQuery<TopicEditorScreenQuery>(environment, topicEditorScreenQuery, { urlId: params.topic ?? '' }, { fetchPolicy: 'network-only' }),
        lazy: screen(topicScreens, 'AdminTopicRoute'),
      },
      {
        path: 'courses/:course/exams/:exam/topics/:topic/questions/create',
        loader: ({ params }) => loadQuery<QuestionCreateScreenQuery>(environment, questionCreateScreenQuery, { urlId: params.topic ?? '' }, { fetchPolicy: 'store-or-network' }),
        lazy: screen(questionScreens, 'AdminQuestionCreateRoute'),
      },
      {
        path: 'courses/:course/exams/:exam/questions/:question',
        // Another tab may have saved the question: ask the server each time the page opens.
        loader: ({ params }) => loadQuery<QuestionEditorScreenQuery>(environment, questionEditorScreenQuery, { urlId: params.question ?? '' }, { fetchPolicy: 'network-only' }),
        lazy: screen(questionScreens, 'AdminQuestionRoute'),
      },
      {
        path: 'courses/:course/exams/:exam/answers/:answer',
        // Another tab may have saved the strategy: ask the server each time the page opens.
        loader: ({ params }) => loadQuery<AnswerEditorScreenQuery>(environment, answerEditorScreenQuery, { urlId: params.answer ?? '' }, { fetchPolicy: 'network-only' }),
        lazy: screen(answerScreens, 'AdminAnswerRoute'),
      },
      {
        path: 'audit',
        loader: ({ request }) => loadQuery<AuditScreenQuery>(environment, auditScreenQuery, auditVariables(new URL(request.url).searchParams), { fetchPolicy: 'network-only' }),
        // A change of filters refetches inside the screen (without blanking the list): the loader runs only on arrival.
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
        lazy: screen(adminAuditScreens, 'AdminAuditRoute'),
      },
      ...['users', 'licenses', 'registraties'].flatMap((path) => [
        { path, lazy: screen(adminScreens, 'AdminOnlyNotYetRoute') },
        { path: `${path}/*`, lazy: screen(adminScreens, 'AdminOnlyNotYetRoute') },
      ]),
      { path: '*', lazy: screen(adminScreens, 'AdminNotYetRoute') },
    ],
  },
];
