// The users' chunk (/admin/users, /admin/users/create, /admin/users/{email}; issue 47): admins only (the 'adminOnly'
// area: anyone else gets 'Beveiligde toegang'), loaded lazily by web/routes/admin.tsx with each page's query.
import type { ReactNode } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { UserListScreenQuery } from '../../../__generated__/UserListScreenQuery.graphql';
import type { UserEditScreenQuery } from '../../../__generated__/UserEditScreenQuery.graphql';
import { Protected } from '../../../components/Protected.tsx';
import { FailureBoundary } from '../../../components/FailureBoundary.tsx';
import { Suspended } from '../../../routes/Suspended.tsx';
import { UserListScreen } from './UserListScreen.tsx';
import { UserCreateScreen } from './UserCreateScreen.tsx';
import { UserEditScreen } from './UserEditScreen.tsx';
import { USERS_TEXT } from './usersText.ts';

const FAILED = USERS_TEXT.loadFailed;

function AdminOnlyPage({ children }: { children: ReactNode }) {
  return (
    <Protected area="adminOnly">
      <FailureBoundary toast={FAILED} fallback={<p className="empty">{FAILED}</p>}>
        <Suspended>{children}</Suspended>
      </FailureBoundary>
    </Protected>
  );
}

export function AdminUsersRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<UserListScreenQuery>;
  return (
    <AdminOnlyPage>
      <UserListScreen queryRef={queryRef} />
    </AdminOnlyPage>
  );
}

export function AdminUserCreateRoute() {
  return (
    <AdminOnlyPage>
      <UserCreateScreen />
    </AdminOnlyPage>
  );
}

export function AdminUserRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<UserEditScreenQuery>;
  return (
    <AdminOnlyPage>
      <UserEditScreen queryRef={queryRef} />
    </AdminOnlyPage>
  );
}
