// Routes of the licence overview and invitations (issue 11): /licenties ('Licentieoverzicht', docent and admin; chunk
// ./licenses.screens.tsx) and the public invitation page /uitnodiging-accepteren/{token} (its own small chunk,
// ./invitation.screens.tsx, so an invitee downloads nothing of the overview). Loaders start the queries together with
// the chunk's download.
import type { RouteObject } from 'react-router-dom';
import { loadQuery } from 'react-relay';
import { environment } from '../relay/environment.ts';
import licensesScreenQuery from '../__generated__/LicensesScreenQuery$parameters';
import type { LicensesScreenQuery } from '../__generated__/LicensesScreenQuery.graphql';
import invitationScreenQuery from '../__generated__/InvitationScreenQuery$parameters';
import type { InvitationScreenQuery } from '../__generated__/InvitationScreenQuery.graphql';
import { screen } from './lazy.ts';

const licenseScreens = () => import('./licenses.screens.tsx');
const invitationScreens = () => import('./invitation.screens.tsx');

/** The compact view's switch in the address (the same as COMPACT_PARAM/COMPACT_VALUE in the screen). */
const isCompact = (url: string) => new URL(url).searchParams.get('weergave') === 'compact';

export const licenseRoutes: RouteObject[] = [
  {
    path: '/licenties',
    // Seats change in the dialog and elsewhere (an invitation accepted): ask the server each time the page opens.
    loader: ({ request }) => loadQuery<LicensesScreenQuery>(environment, licensesScreenQuery, { onlyStudents: isCompact(request.url) }, { fetchPolicy: 'network-only' }),
    // The compact switch refetches the tables in place; only a new visit loads the page anew.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: screen(licenseScreens, 'LicensesRoute'),
  },
  {
    path: '/uitnodiging-accepteren/:token',
    loader: ({ params }) => loadQuery<InvitationScreenQuery>(environment, invitationScreenQuery, { token: params.token ?? '' }, { fetchPolicy: 'network-only' }),
    lazy: screen(invitationScreens, 'InvitationRoute'),
  },
];
