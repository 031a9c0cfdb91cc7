// The audit log's chunk: /admin/audit ('Logboek'), admins only (the 'adminOnly' area). The admin shell's route table
// (web/routes/admin.tsx) lazily loads AdminAuditRoute from here, with a loader that starts the screen's query from the
// address's filters (auditVariables).
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { AuditScreenQuery } from '../__generated__/AuditScreenQuery.graphql';
import { Protected } from '../components/Protected.tsx';
import { FailureBoundary } from '../components/FailureBoundary.tsx';
import { AuditScreen } from '../screens/Admin/AuditScreen.tsx';
import { AUDIT_TEXT } from '../screens/Admin/auditText.ts';
import { Suspended } from './Suspended.tsx';

const FAILED = AUDIT_TEXT.loadFailed;

export function AdminAuditRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<AuditScreenQuery>;
  return (
    <Protected area="adminOnly">
      <FailureBoundary toast={FAILED} fallback={<p className="empty">{FAILED}</p>}>
        <Suspended>
          <AuditScreen queryRef={queryRef} />
        </Suspended>
      </FailureBoundary>
    </Protected>
  );
}
