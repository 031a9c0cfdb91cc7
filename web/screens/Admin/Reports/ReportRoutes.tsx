// The route components of the reports (/admin/overzichten and below), the exams overview (/admin/exams) and /admin/misc
// (issue 46): a chunk of their own, loaded with their queries by the routes in web/routes/admin.tsx inside the
// back-office's shell (authors and admins); /admin/misc is for admins only, as its commands are.
import type { ReactNode } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { ReportsListScreenQuery } from '../../../__generated__/ReportsListScreenQuery.graphql';
import type { ReportScreenQuery } from '../../../__generated__/ReportScreenQuery.graphql';
import type { AdminAllExamsScreenQuery } from '../../../__generated__/AdminAllExamsScreenQuery.graphql';
import { FailureBoundary } from '../../../components/FailureBoundary.tsx';
import { Protected } from '../../../components/Protected.tsx';
import { Suspended } from '../../../routes/Suspended.tsx';
import { ADMIN_TEXT } from '../adminText.ts';
import { AdminAllExamsScreen } from '../AdminAllExamsScreen.tsx';
import { AdminMiscScreen } from '../AdminMiscScreen.tsx';
import { REPORT_TEXT } from './reportText.ts';
import { ReportScreen } from './ReportScreen.tsx';
import { ReportsListScreen } from './ReportsListScreen.tsx';

function Page({ failed, children }: { failed: string; children: ReactNode }) {
  return (
    <FailureBoundary toast={failed} fallback={<p className="empty">{failed}</p>}>
      <Suspended>{children}</Suspended>
    </FailureBoundary>
  );
}

export function AdminReportsRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<ReportsListScreenQuery>;
  return (
    <Page failed={REPORT_TEXT.loadFailed}>
      <ReportsListScreen queryRef={queryRef} />
    </Page>
  );
}

export function AdminReportRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<ReportScreenQuery>;
  return (
    <Page failed={REPORT_TEXT.loadFailed}>
      <ReportScreen queryRef={queryRef} />
    </Page>
  );
}

export function AdminAllExamsRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<AdminAllExamsScreenQuery>;
  return (
    <Page failed={ADMIN_TEXT.loadFailed}>
      <AdminAllExamsScreen queryRef={queryRef} />
    </Page>
  );
}

export function AdminMiscRoute() {
  return (
    <Protected area="adminOnly">
      <AdminMiscScreen />
    </Protected>
  );
}
