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
import annotationsScreenQuery from '../__generated__/AnnotationsScreenQuery$parameters';
import type { AnnotationsScreenQuery } from '../__generated__/AnnotationsScreenQuery.graphql';
import type { AnswerEditorScreenQuery } from '../__generated__/AnswerEditorScreenQuery.graphql';
import tagsScreenQuery from '../__generated__/TagsScreenQuery$parameters';
import type { TagsScreenQuery } from '../__generated__/TagsScreenQuery.graphql';
import { auditVariables } from '../screens/Admin/auditAddress.ts';
import userListScreenQuery from '../__generated__/UserListScreenQuery$parameters';
import type { UserListScreenQuery } from '../__generated__/UserListScreenQuery.graphql';
import { statusFromParam } from '../screens/Admin/Users/usersText.ts';
import userEditScreenQuery from '../__generated__/UserEditScreenQuery$parameters';
import type { UserEditScreenQuery } from '../__generated__/UserEditScreenQuery.graphql';
import reportsListScreenQuery from '../__generated__/ReportsListScreenQuery$parameters';
import type { ReportsListScreenQuery } from '../__generated__/ReportsListScreenQuery.graphql';
import reportScreenQuery from '../__generated__/ReportScreenQuery$parameters';
import type { ReportScreenQuery } from '../__generated__/ReportScreenQuery.graphql';
import reportScreenFiltersQuery from '../__generated__/ReportScreenFiltersQuery$parameters';
import type { ReportScreenFiltersQuery } from '../__generated__/ReportScreenFiltersQuery.graphql';
import type { ReportScreenRefs } from '../screens/Admin/Reports/ReportScreen.tsx';
import adminAllExamsScreenQuery from '../__generated__/AdminAllExamsScreenQuery$parameters';
import type { AdminAllExamsScreenQuery } from '../__generated__/AdminAllExamsScreenQuery.graphql';
import { filtersOf, filterVariables } from '../screens/Admin/Reports/reportTable.ts';
import adminLicensesScreenQuery from '../__generated__/AdminLicensesScreenQuery$parameters';
import type { AdminLicensesScreenQuery } from '../__generated__/AdminLicensesScreenQuery.graphql';
import adminLicenseScreenQuery from '../__generated__/AdminLicenseScreenQuery$parameters';
import type { AdminLicenseScreenQuery } from '../__generated__/AdminLicenseScreenQuery.graphql';
import adminLicenseCreateScreenQuery from '../__generated__/AdminLicenseCreateScreenQuery$parameters';
import type { AdminLicenseCreateScreenQuery } from '../__generated__/AdminLicenseCreateScreenQuery.graphql';
import { licensesVariables } from '../screens/Admin/Licenses/licensesAddress.ts';
import { seatRoute } from '../screens/Admin/Licenses/seatRoute.ts';
import booksScreenQuery from '../__generated__/BooksScreenQuery$parameters';
import type { BooksScreenQuery } from '../__generated__/BooksScreenQuery.graphql';
import domainsScreenQuery from '../__generated__/DomainsScreenQuery$parameters';
import type { DomainsScreenQuery } from '../__generated__/DomainsScreenQuery.graphql';
import domainsScreenTypesQuery from '../__generated__/DomainsScreenTypesQuery$parameters';
import type { DomainsScreenTypesQuery } from '../__generated__/DomainsScreenTypesQuery.graphql';
import { screen } from './lazy.ts';
import { registrationRoutes } from '../screens/Admin/Registrations/registrationsLoaders.ts';

/** The books, domains and question types pages: a chunk of their own. */
const metadataScreens = () => import('../screens/Admin/MetadataRoutes.tsx');

const adminScreens = () => import('./admin.screens.tsx');
/** The licence screens (admins only): a chunk of their own. */
const licenseScreens = () => import('../screens/Admin/Licenses/AdminLicensesRoute.tsx');
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
/** Users (admins only): a chunk of their own. */
const userScreens = () => import('../screens/Admin/Users/UsersRoutes.tsx');
/** The reports, the exams overview and /admin/misc: a chunk of their own. */
const reportScreens = () => import('../screens/Admin/Reports/ReportRoutes.tsx');
/** The practice sets (annotations): a chunk of its own. */
const annotationScreens = () => import('../screens/Admin/AnnotationsRoute.tsx');
/** The keywords (trefwoorden): a chunk of its own. */
const tagScreens = () => import('../screens/Admin/TagsRoute.tsx');

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
      // Books, domains and question types (issue 46): another tab may have changed them, so ask each time.
      {
        path: 'courses/:course/boeken',
        loader: ({ params }) => loadQuery<BooksScreenQuery>(environment, booksScreenQuery, { urlId: params.course ?? '' }, { fetchPolicy: 'network-only' }),
        lazy: screen(metadataScreens, 'AdminBooksRoute'),
      },
      {
        path: 'courses/:course/domains',
        loader: ({ params }) => loadQuery<DomainsScreenQuery>(environment, domainsScreenQuery, { urlId: params.course ?? '' }, { fetchPolicy: 'network-only' }),
        lazy: screen(metadataScreens, 'AdminDomainsRoute'),
      },
      {
        path: 'courses/:course/vraagtypen',
        loader: ({ params }) => loadQuery<DomainsScreenTypesQuery>(environment, domainsScreenTypesQuery, { urlId: params.course ?? '' }, { fetchPolicy: 'network-only' }),
        lazy: screen(metadataScreens, 'AdminQuestionTypesRoute'),
      },
      {
        path: 'courses/:course/tags',
        loader: ({ params }) => loadQuery<TagsScreenQuery>(environment, tagsScreenQuery, { urlId: params.course ?? '' }, { fetchPolicy: 'network-only' }),
        lazy: screen(tagScreens, 'AdminTagsRoute'),
      },
      {
        path: 'courses/:course/metadata',
        loader: ({ params }) => loadQuery<AnnotationsScreenQuery>(environment, annotationsScreenQuery, { urlId: params.course ?? '' }, { fetchPolicy: 'network-only' }),
        lazy: screen(annotationScreens, 'AdminAnnotationsRoute'),
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
      // The reports (issue 46): the list, and each report (its key may hold a '/') with its filters from the address.
      {
        path: 'overzichten',
        loader: () => loadQuery<ReportsListScreenQuery>(environment, reportsListScreenQuery, {}, { fetchPolicy: 'store-or-network' }),
        lazy: screen(reportScreens, 'AdminReportsRoute'),
      },
      {
        path: 'overzichten/*',
        // The rows with their filters, and the filters' choices (loaded once: a change of filters asks only for the rows).
        loader: ({ params, request }): ReportScreenRefs => ({
          report: loadQuery<ReportScreenQuery>(
            environment,
            reportScreenQuery,
            { key: params['*'] ?? '', ...filterVariables(filtersOf(new URL(request.url).searchParams)) },
            { fetchPolicy: 'network-only' },
          ),
          filters: loadQuery<ReportScreenFiltersQuery>(environment, reportScreenFiltersQuery, {}, { fetchPolicy: 'store-and-network' }),
        }),
        // A change of filters loads inside the screen (the table stays while the rows come): the loader runs on arrival.
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
        lazy: screen(reportScreens, 'AdminReportRoute'),
      },
      {
        path: 'exams',
        loader: () => loadQuery<AdminAllExamsScreenQuery>(environment, adminAllExamsScreenQuery, {}, { fetchPolicy: 'network-only' }),
        lazy: screen(reportScreens, 'AdminAllExamsRoute'),
      },
      { path: 'misc', lazy: screen(reportScreens, 'AdminMiscRoute') },
      {
        path: 'audit',
        loader: ({ request }) => loadQuery<AuditScreenQuery>(environment, auditScreenQuery, auditVariables(new URL(request.url).searchParams), { fetchPolicy: 'network-only' }),
        // A change of filters refetches inside the screen (without blanking the list): the loader runs only on arrival.
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
        lazy: screen(adminAuditScreens, 'AdminAuditRoute'),
      },
      {
        path: 'licenses',
        loader: ({ request }) => loadQuery<AdminLicensesScreenQuery>(environment, adminLicensesScreenQuery, licensesVariables(new URL(request.url).searchParams), { fetchPolicy: 'network-only' }),
        // A new search refetches inside the screen: the loader runs only on arrival.
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
        lazy: screen(licenseScreens, 'AdminLicensesRoute'),
      },
      {
        path: 'licenses/create',
        loader: () => loadQuery<AdminLicenseCreateScreenQuery>(environment, adminLicenseCreateScreenQuery, {}, { fetchPolicy: 'network-only' }),
        lazy: screen(licenseScreens, 'AdminLicenseCreateRoute'),
      },
      {
        path: 'licenses/:license',
        loader: ({ params }) => loadQuery<AdminLicenseScreenQuery>(environment, adminLicenseScreenQuery, { urlId: params.license ?? '' }, { fetchPolicy: 'network-only' }),
        lazy: screen(licenseScreens, 'AdminLicenseRoute'),
      },
      // The seat screen (/admin/licenses/{license}/{seat}), a chunk of its own.
      seatRoute,
      // Users (issue 47).
      {
        path: 'users',
        loader: ({ request }) => {
          const params = new URL(request.url).searchParams;
          const status = statusFromParam(params.get('status'));
          return loadQuery<UserListScreenQuery>(environment, userListScreenQuery, { search: params.get('zoek') || null, status: status === 'all' ? null : status }, { fetchPolicy: 'network-only' });
        },
        // A search refetches inside the screen (without blanking the list): the loader runs only on arrival.
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
        lazy: screen(userScreens, 'AdminUsersRoute'),
      },
      { path: 'users/create', lazy: screen(userScreens, 'AdminUserCreateRoute') },
      {
        path: 'users/:email',
        loader: ({ params }) => loadQuery<UserEditScreenQuery>(environment, userEditScreenQuery, { email: params.email ?? '' }, { fetchPolicy: 'network-only' }),
        lazy: screen(userScreens, 'AdminUserRoute'),
      },
      // Registrations and contact requests (issue 47).
      ...registrationRoutes,
      { path: '*', lazy: screen(adminScreens, 'AdminNotYetRoute') },
    ],
  },
];
