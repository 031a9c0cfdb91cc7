// The back-office's licence routes (issue 47): /admin/licenses, /admin/licenses/create and /admin/licenses/{license},
// a chunk of their own for admins only (the 'adminOnly' area; anyone else gets 'Beveiligde toegang'), each loaded
// with its query by the routes in web/routes/admin.tsx inside the back-office's shell.
import type { ReactNode } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { AdminLicensesScreenQuery } from '../../../__generated__/AdminLicensesScreenQuery.graphql';
import type { AdminLicenseScreenQuery } from '../../../__generated__/AdminLicenseScreenQuery.graphql';
import type { AdminLicenseCreateScreenQuery } from '../../../__generated__/AdminLicenseCreateScreenQuery.graphql';
import { Protected } from '../../../components/Protected.tsx';
import { FailureBoundary } from '../../../components/FailureBoundary.tsx';
import { Suspended } from '../../../routes/Suspended.tsx';
import { AdminLicensesScreen } from './AdminLicensesScreen.tsx';
import { AdminLicenseScreen } from './AdminLicenseScreen.tsx';
import { AdminLicenseCreateScreen } from './AdminLicenseCreateScreen.tsx';
import { ADMIN_LICENSES_TEXT as T } from './adminLicensesText.ts';

function Page({ children }: { children: ReactNode }) {
  return (
    <Protected area="adminOnly">
      <FailureBoundary toast={T.loadFailed} fallback={<p className="empty">{T.loadFailed}</p>}>
        <Suspended>{children}</Suspended>
      </FailureBoundary>
    </Protected>
  );
}

export function AdminLicensesRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<AdminLicensesScreenQuery>;
  return (
    <Page>
      <AdminLicensesScreen queryRef={queryRef} />
    </Page>
  );
}

export function AdminLicenseRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<AdminLicenseScreenQuery>;
  return (
    <Page>
      <AdminLicenseScreen queryRef={queryRef} />
    </Page>
  );
}

export function AdminLicenseCreateRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<AdminLicenseCreateScreenQuery>;
  return (
    <Page>
      <AdminLicenseCreateScreen queryRef={queryRef} />
    </Page>
  );
}
