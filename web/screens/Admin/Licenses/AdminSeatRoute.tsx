// The seat screen's route (/admin/licenses/{license}/{seat}, issue 47): a chunk of its own for admins only (the
// 'adminOnly' area; anyone else gets 'Beveiligde toegang'), loaded with its query by ./seatRoute.ts.
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { AdminSeatScreenQuery } from '../../../__generated__/AdminSeatScreenQuery.graphql';
import { Protected } from '../../../components/Protected.tsx';
import { FailureBoundary } from '../../../components/FailureBoundary.tsx';
import { Suspended } from '../../../routes/Suspended.tsx';
import { AdminSeatScreen } from './AdminSeatScreen.tsx';
import { ADMIN_SEAT_TEXT as T } from './adminSeatText.ts';

export function AdminSeatRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<AdminSeatScreenQuery>;
  return (
    <Protected area="adminOnly">
      <FailureBoundary toast={T.loadFailed} fallback={<p className="empty">{T.loadFailed}</p>}>
        <Suspended>
          <AdminSeatScreen queryRef={queryRef} />
        </Suspended>
      </FailureBoundary>
    </Protected>
  );
}
