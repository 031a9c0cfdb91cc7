// The back-office's chunk (document 3 §2, issue 45): /admin and below, for authors and admins (the 'admin' area; the
// admin-only pages the 'adminOnly' area). A teacher or student gets 'Beveiligde toegang' and never this area's data.
import type { ReactNode } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { AdminCoursesScreenQuery } from '../__generated__/AdminCoursesScreenQuery.graphql';
import type { AdminCourseScreenQuery } from '../__generated__/AdminCourseScreenQuery.graphql';
import type { AdminExamsScreenQuery } from '../__generated__/AdminExamsScreenQuery.graphql';
import { Protected } from '../components/Protected.tsx';
import { FailureBoundary } from '../components/FailureBoundary.tsx';
import { AdminLanding, AdminLayout, AdminNotYet } from '../screens/Admin/AdminLayout.tsx';
import { AdminCoursesScreen } from '../screens/Admin/AdminCoursesScreen.tsx';
import { AdminCourseScreen } from '../screens/Admin/AdminCourseScreen.tsx';
import { AdminExamsScreen } from '../screens/Admin/AdminExamsScreen.tsx';
import { ADMIN_TEXT } from '../screens/Admin/adminText.ts';
import { Suspended } from './Suspended.tsx';

const FAILED = ADMIN_TEXT.loadFailed;

function Page({ children }: { children: ReactNode }) {
  return (
    <FailureBoundary toast={FAILED} fallback={<p className="empty">{FAILED}</p>}>
      <Suspended>{children}</Suspended>
    </FailureBoundary>
  );
}

export function AdminLayoutRoute() {
  return (
    <Protected area="admin">
      <AdminLayout />
    </Protected>
  );
}

export function AdminLandingRoute() {
  return <AdminLanding />;
}

export function AdminNotYetRoute() {
  return <AdminNotYet />;
}

/** A page of the admin-only menu entries (Gebruikers, Licenties, Registraties, Logboek) not built yet. */
export function AdminOnlyNotYetRoute() {
  return (
    <Protected area="adminOnly">
      <AdminNotYet />
    </Protected>
  );
}

export function AdminCoursesRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<AdminCoursesScreenQuery>;
  return (
    <Page>
      <AdminCoursesScreen queryRef={queryRef} />
    </Page>
  );
}

export function AdminCourseRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<AdminCourseScreenQuery>;
  return (
    <Page>
      <AdminCourseScreen queryRef={queryRef} />
    </Page>
  );
}

export function AdminExamsRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<AdminExamsScreenQuery>;
  return (
    <Page>
      <AdminExamsScreen queryRef={queryRef} />
    </Page>
  );
}
