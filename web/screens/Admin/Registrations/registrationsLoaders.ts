// The registrations' routes for web/routes/admin.tsx (issue 47): each page's query starts with its chunk's download.
// Small and without screens, so the main bundle holds only these few lines; the screens are RegistrationsRoutes.tsx.
import type { RouteObject } from 'react-router-dom';
import { loadQuery } from 'react-relay';
import { environment } from '../../../relay/environment.ts';
import { screen } from '../../../routes/lazy.ts';
import registrationListScreenQuery from '../../../__generated__/RegistrationListScreenQuery$parameters';
import type { RegistrationListScreenQuery } from '../../../__generated__/RegistrationListScreenQuery.graphql';
import registrationDetailScreenQuery from '../../../__generated__/RegistrationDetailScreenQuery$parameters';
import type { RegistrationDetailScreenQuery } from '../../../__generated__/RegistrationDetailScreenQuery.graphql';
import contactRequestsScreenQuery from '../../../__generated__/ContactRequestsScreenQuery$parameters';
import type { ContactRequestsScreenQuery } from '../../../__generated__/ContactRequestsScreenQuery.graphql';
import { listVariables } from './registrationsText.ts';

const registrationScreens = () => import('./RegistrationsRoutes.tsx');

export const registrationRoutes: RouteObject[] = [
  {
    path: 'registraties',
    loader: ({ request }) => loadQuery<RegistrationListScreenQuery>(environment, registrationListScreenQuery, listVariables(new URL(request.url).searchParams), { fetchPolicy: 'network-only' }),
    // A new search or sort refetches inside the screen: the loader runs only on arrival.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: screen(registrationScreens, 'AdminRegistrationsRoute'),
  },
  {
    path: 'registraties/contactverzoeken',
    loader: () => loadQuery<ContactRequestsScreenQuery>(environment, contactRequestsScreenQuery, {}, { fetchPolicy: 'network-only' }),
    lazy: screen(registrationScreens, 'AdminContactRequestsRoute'),
  },
  {
    path: 'registraties/:registration',
    loader: ({ params }) => loadQuery<RegistrationDetailScreenQuery>(environment, registrationDetailScreenQuery, { urlId: params.registration ?? '' }, { fetchPolicy: 'network-only' }),
    lazy: screen(registrationScreens, 'AdminRegistrationRoute'),
  },
];
