// The audit log's filters in the address (/admin/audit?gebruiker=&type=&van=&tot=) and the query variables they make:
// small and without the screen's code, so the route table (in the main chunk) can start the query from the address.
import type { AuditScreenQuery$variables } from '../../__generated__/AuditScreenQuery.graphql';

/** Entries per page: the server's page size (AUDIT_PAGE_SIZE). */
export const AUDIT_PAGE = 20;

/** The filters' names in the address. */
export const AUDIT_PARAMS = { userId: 'gebruiker', type: 'type', from: 'van', to: 'tot' } as const;

const isDay = (text: string | null) => !!text && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/** The query's variables from the address (the route's loader reads them the same way); a day that is none is left out. */
export function auditVariables(search: URLSearchParams): AuditScreenQuery$variables {
  const from = search.get(AUDIT_PARAMS.from);
  const to = search.get(AUDIT_PARAMS.to);
  return {
    first: AUDIT_PAGE,
    userId: search.get(AUDIT_PARAMS.userId) || null,
    type: search.get(AUDIT_PARAMS.type) || null,
    from: isDay(from) ? from : null,
    to: isDay(to) ? to : null,
  };
}
