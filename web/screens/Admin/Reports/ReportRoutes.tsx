// The route components of the reports (/admin/overzichten and below), the exams overview (/admin/exams) and /admin/misc
// (issue 46): a chunk of their own, loaded with their queries by the routes in web/routes/admin.tsx inside the
// back-office's shell (authors and admins); /admin/misc is for admins only, as its commands are.
import { useEffect, useRef, useTransition, type ReactNode } from 'react';
import { useQueryLoader, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useLocation, useParams, useSearchParams } from 'react-router-dom';
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
import { ReportScreen, reportScreenQuery, type ReportScreenRefs } from './ReportScreen.tsx';
import { filtersOf, filterVariables } from './reportTable.ts';
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

/** A report: the route loads it on arrival; a change of its filters (the address's query) loads it again here, in a
 * transition, so the table and the checkbox just ticked stay on the screen (and keep the focus) until the rows arrive. */
export function AdminReportRoute() {
  const refs = useLoaderData() as ReportScreenRefs;
  const { pathname } = useLocation();
  return (
    <Page failed={REPORT_TEXT.loadFailed}>
      <ReportLoader key={pathname} initial={refs.report} filtersRef={refs.filters} />
    </Page>
  );
}

function ReportLoader({ initial, filtersRef }: { initial: PreloadedQuery<ReportScreenQuery>; filtersRef: ReportScreenRefs['filters'] }) {
  const [queryRef, loadQuery] = useQueryLoader<ReportScreenQuery>(reportScreenQuery, initial);
  const { '*': key = '' } = useParams();
  const [params] = useSearchParams();
  const wanted = JSON.stringify({ key, ...filterVariables(filtersOf(params)) });
  const loaded = useRef(wanted);
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    if (loaded.current === wanted) return;
    loaded.current = wanted;
    startTransition(() => loadQuery(JSON.parse(wanted) as Parameters<typeof loadQuery>[0], { fetchPolicy: 'network-only' }));
  }, [wanted, loadQuery]);
  return <ReportScreen queryRef={queryRef ?? initial} filtersRef={filtersRef} pending={pending} />;
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
