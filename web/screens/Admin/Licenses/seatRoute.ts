// The seat screen's route for web/routes/admin.tsx (issue 47): its query starts with its chunk's download. Small and
// without the screen, so the main bundle holds only these few lines.
import type { RouteObject } from 'react-router-dom';
import { loadQuery } from 'react-relay';
import { environment } from '../../../relay/environment.ts';
import { screen } from '../../../routes/lazy.ts';
import adminSeatScreenQuery from '../../../__generated__/AdminSeatScreenQuery$parameters';
import type { AdminSeatScreenQuery } from '../../../__generated__/AdminSeatScreenQuery.graphql';

const seatScreens = () => import('./AdminSeatRoute.tsx');

export const seatRoute: RouteObject = {
  path: 'licenses/:license/:seat',
  // Another tab may have changed the seat's rights: ask the server each time the page opens.
  loader: ({ params }) => loadQuery<AdminSeatScreenQuery>(environment, adminSeatScreenQuery, { licenseUrlId: params.license ?? '', seatUrlId: params.seat ?? '' }, { fetchPolicy: 'network-only' }),
  lazy: screen(seatScreens, 'AdminSeatRoute'),
};
