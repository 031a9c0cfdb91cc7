// The registrations' chunk (/admin/registraties, /admin/registraties/contactverzoeken, /admin/registraties/{id}; issue
// 47): admins only (the 'adminOnly' area: anyone else gets 'Beveiligde toegang'), loaded lazily by web/routes/admin.tsx
// with each page's query (./registrationsLoaders.ts).
import type { ReactNode } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { RegistrationListScreenQuery } from '../../../__generated__/RegistrationListScreenQuery.graphql';
import type { RegistrationDetailScreenQuery } from '../../../__generated__/RegistrationDetailScreenQuery.graphql';
import type { ContactRequestsScreenQuery } from '../../../__generated__/ContactRequestsScreenQuery.graphql';
import { Protected } from '../../../components/Protected.tsx';
import { FailureBoundary } from '../../../components/FailureBoundary.tsx';
import { Suspended } from '../../../routes/Suspended.tsx';
import { RegistrationListScreen } from './RegistrationListScreen.tsx';
import { RegistrationDetailScreen } from './RegistrationDetailScreen.tsx';
import { ContactRequestsScreen } from './ContactRequestsScreen.tsx';
import { REGISTRATIONS_TEXT } from './registrationsText.ts';

function AdminOnlyPage({ children, failed = REGISTRATIONS_TEXT.loadFailed }: { children: ReactNode; failed?: string }) {
  return (
    <Protected area="adminOnly">
      <FailureBoundary toast={failed} fallback={<p className="empty">{failed}</p>}>
        <Suspended>{children}</Suspended>
      </FailureBoundary>
    </Protected>
  );
}

export function AdminRegistrationsRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<RegistrationListScreenQuery>;
  return (
    <AdminOnlyPage>
      <RegistrationListScreen queryRef={queryRef} />
    </AdminOnlyPage>
  );
}

export function AdminRegistrationRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<RegistrationDetailScreenQuery>;
  return (
    <AdminOnlyPage>
      <RegistrationDetailScreen queryRef={queryRef} />
    </AdminOnlyPage>
  );
}

export function AdminContactRequestsRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<ContactRequestsScreenQuery>;
  return (
    <AdminOnlyPage failed={REGISTRATIONS_TEXT.contactLoadFailed}>
      <ContactRequestsScreen queryRef={queryRef} />
    </AdminOnlyPage>
  );
}
