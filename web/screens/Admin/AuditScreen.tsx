// 'Logboek' (/admin/audit, admins only; document 3 §2, §3 'Audit entry'; issue 45 'The audit log'): every change
// the back-office and licence managers made, newest first, with who made it, the record, what happened and the old
// and new value of each changed field. The filters (user, type, from and to day) live in the address
// (?gebruiker=&type=&van=&tot=), so a reload or a shared link shows the same; the list loads 20 at a time.
// An update the server can undo has 'Herstellen' (issue 45, 'Undo from the log'): after a confirmation its old values
// go back, the log is fetched again with the restore's own entry on top, or the refusal says why (the fields changed
// since).
import { useCallback, useEffect, useId, useRef, useState, useTransition } from 'react';
import { fetchQuery, graphql, useFragment, usePaginationFragment, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { AuditScreenQuery, AuditScreenQuery$variables } from '../../__generated__/AuditScreenQuery.graphql';
import auditPaginationQuery, { type AuditScreenPaginationQuery } from '../../__generated__/AuditScreenPaginationQuery.graphql';
import type { AuditScreen_log$key } from '../../__generated__/AuditScreen_log.graphql';
import type { AuditScreen_entry$key } from '../../__generated__/AuditScreen_entry.graphql';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { SelectField, TextField } from '../../components/ui/Field.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { useRestoreAuditEntryMutation } from '../../mutations/useRestoreAuditEntryMutation.ts';
import { AUDIT_EVENTS, AUDIT_TEXT as T, fieldLabel, RESTORES_ENTRY_FIELD, typeLabel, valueText } from './auditText.ts';
import { AUDIT_PAGE, AUDIT_PARAMS, auditVariables } from './auditAddress.ts';
import './audit.css';

export const auditScreenQuery = graphql`
  query AuditScreenQuery($first: Int!, $userId: ID, $type: String, $from: Date, $to: Date) @preloadable {
    auditLogFilters {
      types
      users {
        id
        fullName
        email
      }
    }
    ...AuditScreen_log @arguments(first: $first, userId: $userId, type: $type, from: $from, to: $to)
  }
`;

const logFragment = graphql`
  fragment AuditScreen_log on Query
  @refetchable(queryName: "AuditScreenPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }, userId: { type: "ID" }, type: { type: "String" }, from: { type: "Date" }, to: { type: "Date" }) {
    auditEntries(first: $first, after: $after, userId: $userId, type: $type, from: $from, to: $to) @connection(key: "AuditScreen_auditEntries", filters: ["userId", "type", "from", "to"]) {
      totalCount
      edges {
        node {
          id
          ...AuditScreen_entry
        }
      }
    }
  }
`;

export function AuditScreen({ queryRef }: { queryRef: PreloadedQuery<AuditScreenQuery> }) {
  const query = usePreloadedQuery<AuditScreenQuery>(auditScreenQuery, queryRef);
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<AuditScreenPaginationQuery, AuditScreen_log$key>(logFragment, query);
  const environment = useRelayEnvironment();
  const toast = useToast();
  const [search, setSearch] = useSearchParams();
  const variables = auditVariables(search);
  const key = JSON.stringify(variables);
  // The filters the list shows: the route loaded the address's; a new address fetches, then shows without a blank page.
  const shown = useRef(key);
  const [fetching, setFetching] = useState(false);
  const [switching, startSwitch] = useTransition();
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  const show = useCallback(
    (wanted: AuditScreenQuery$variables, wantedKey: string, fetchPolicy: 'store-or-network' | 'network-only' = 'store-or-network') => {
      setFetching(true);
      fetchQuery<AuditScreenPaginationQuery>(environment, auditPaginationQuery, { ...wanted, after: null }, { fetchPolicy }).subscribe({
        complete: () => {
          shown.current = wantedKey;
          setFetching(false);
          startSwitch(() => {
            refetch({ ...wanted, after: null }, { fetchPolicy: 'store-only' });
          });
        },
        error: () => {
          setFetching(false);
          toast(T.filterFailed, 'error');
        },
      });
    },
    [environment, refetch, toast],
  );

  useEffect(() => {
    if (shown.current !== key) show(JSON.parse(key) as AuditScreenQuery$variables, key);
  }, [key, show]);

  const setFilter = (name: keyof typeof AUDIT_PARAMS, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(AUDIT_PARAMS[name], value);
    else next.delete(AUDIT_PARAMS[name]);
    setSearch(next, { replace: true, preventScrollReset: true });
  };
  const filtered = Object.values(AUDIT_PARAMS).some((name) => search.get(name));

  // Undo from the log: the entry asked about, and the server's refusal once it answered one.
  const [restoring, setRestoring] = useState<RestoreChoice | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; changedFields: readonly string[] | null } | null>(null);
  const [restore, restoreInFlight] = useRestoreAuditEntryMutation();
  const closeRestore = () => {
    if (restoreInFlight) return;
    setRestoring(null);
    setRefusal(null);
  };
  const confirmRestore = async () => {
    if (!restoring) return;
    try {
      const result = await restore(restoring.id);
      if (result.__typename === 'RestoreAuditEntrySuccess') {
        setRestoring(null);
        toast(T.restored, 'success');
        // The restore's own entry heads the log: fetch the list as the filters show it again.
        show(JSON.parse(key) as AuditScreenQuery$variables, key, 'network-only');
      } else if (result.__typename !== '%other') {
        setRefusal({ message: result.message ?? T.restoreFailed, changedFields: result.__typename === 'AuditEntryChangedSinceError' ? (result.changedFields ?? []) : null });
      }
    } catch {
      toast(T.restoreFailed, 'error');
    }
  };

  const filters = query.auditLogFilters;
  const log = data.auditEntries;
  const edges = log?.edges ?? [];
  const total = log?.totalCount ?? 0;

  return (
    <div className="audit-page">
      <h1>{T.title}</h1>
      <p className="lead">{T.lead}</p>
      <form className="audit-filters" role="search" aria-label={T.filters} onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label={T.user}
          placeholder={T.allUsers}
          value={variables.userId ?? ''}
          onChange={(event) => setFilter('userId', event.target.value)}
          options={(filters?.users ?? []).map((u) => ({ value: u.id, label: `${u.fullName || u.email} (${u.email})` }))}
        />
        <SelectField
          label={T.type}
          placeholder={T.allTypes}
          value={variables.type ?? ''}
          onChange={(event) => setFilter('type', event.target.value)}
          options={(filters?.types ?? []).map((type) => ({ value: type, label: typeLabel(type) }))}
        />
        <TextField label={T.from} type="date" value={variables.from ?? ''} max={variables.to ?? undefined} onChange={(event) => setFilter('from', event.target.value)} />
        <TextField label={T.to} type="date" value={variables.to ?? ''} min={variables.from ?? undefined} onChange={(event) => setFilter('to', event.target.value)} />
        {filtered && (
          <Button variant="secondary" onClick={() => setSearch(new URLSearchParams(), { replace: true, preventScrollReset: true })}>
            {T.clear}
          </Button>
        )}
      </form>
      <section aria-labelledby={titleId} aria-busy={fetching || switching || undefined}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className="audit-count">
          {T.count(edges.length, total)}
        </h2>
        {edges.length === 0 ? (
          <p className="empty">{filtered ? T.emptyFiltered : T.empty}</p>
        ) : (
          <div className="audit-table-wrap">
            <table className="audit-table">
              <caption className="visually-hidden">{T.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.time}</th>
                  <th scope="col">{T.who}</th>
                  <th scope="col">{T.kind}</th>
                  <th scope="col">{T.id}</th>
                  <th scope="col">{T.event}</th>
                  <th scope="col">{T.changes}</th>
                </tr>
              </thead>
              <tbody>
                {edges.map(({ node }) => (
                  <AuditRow key={node.id} entry={node} onRestore={setRestoring} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={AUDIT_PAGE} label={T.more} loadingLabel={T.loadingMore} failed={T.moreFailed} afterLast={heading} />
      </section>
      {restoring && (
        <Modal
          key={restoring.id}
          open
          title={T.restoreTitle}
          onClose={closeRestore}
          actions={
            refusal ? (
              <Button variant="secondary" onClick={closeRestore}>
                {T.restoreClose}
              </Button>
            ) : (
              <>
                <Button variant="secondary" disabled={restoreInFlight} onClick={closeRestore}>
                  {T.restoreCancel}
                </Button>
                <Button loading={restoreInFlight} onClick={() => void confirmRestore()}>
                  {T.restoreConfirm}
                </Button>
              </>
            )
          }
        >
          {refusal ? (
            <Alert kind="error" title={refusal.message}>
              {refusal.changedFields && <p>{T.changedSince(refusal.changedFields)}</p>}
            </Alert>
          ) : (
            <>
              <p>{T.restoreQuestion}</p>
              <p className="muted">{T.restoreWhat(typeLabel(restoring.type), restoring.auditableId, T.moment(restoring.createdAt))}</p>
            </>
          )}
        </Modal>
      )}
    </div>
  );
}

/** The entry 'Herstellen' was pressed on. */
interface RestoreChoice {
  id: string;
  type: string;
  auditableId: string;
  createdAt: string;
}

function AuditRow({ entry, onRestore }: { entry: AuditScreen_entry$key; onRestore(choice: RestoreChoice): void }) {
  const e = useFragment(
    graphql`
      fragment AuditScreen_entry on AuditEntry {
        id
        restorable
        restores {
          createdAt
          user {
            fullName
            email
          }
        }
        createdAt
        type
        auditableId
        event
        user {
          fullName
          email
        }
        changes {
          field
          old
          new
        }
      }
    `,
    entry,
  );
  const at = e.createdAt as string;
  const restored = e.restores;
  return (
    <tr>
      <td>
        <time dateTime={at}>{T.moment(at)}</time>
      </td>
      <td>
        {e.user ? (
          <>
            <span className="audit-user">{e.user.fullName || e.user.email}</span>
            <span className="audit-email muted">{e.user.email}</span>
          </>
        ) : (
          <span className="muted">{T.nobody}</span>
        )}
      </td>
      <td>{typeLabel(e.type)}</td>
      <td>
        <code>{e.auditableId}</code>
      </td>
      <td>{AUDIT_EVENTS[e.event] ?? e.event}</td>
      <td>
        <ul className="audit-changes">
          {e.changes
            .filter(({ field }) => field !== RESTORES_ENTRY_FIELD)
            .map(({ field, ...change }) => {
              const c = { old: change.old ?? null, new: change.new ?? null };
              return (
                <li key={field}>
                  <span className="audit-field">{fieldLabel(field)}</span>:{' '}
                  {c.old !== null && c.new !== null ? (
                    <>
                      <del className="audit-old">
                        <span className="visually-hidden">{T.oldValue} </span>
                        {valueText(c.old, e.type, field)}
                      </del>
                      <span aria-hidden="true"> → </span>
                      <ins className="audit-new">
                        <span className="visually-hidden">{T.newValue} </span>
                        {valueText(c.new, e.type, field)}
                      </ins>
                    </>
                  ) : (
                    // A created record has only new values, a deleted one only old ones: the event says which.
                    valueText(c.new ?? c.old, e.type, field)
                  )}
                </li>
              );
            })}
        </ul>
        {restored && <p className="audit-restores">{T.restoresEntry(T.moment(restored.createdAt as string), restored.user ? restored.user.fullName || restored.user.email : T.nobody)}</p>}
        {e.restorable && (
          <Button
            variant="secondary"
            className="audit-restore"
            aria-label={T.restoreLabel(typeLabel(e.type), T.moment(at))}
            onClick={() => onRestore({ id: e.id, type: e.type, auditableId: e.auditableId, createdAt: at })}
          >
            {T.restore}
          </Button>
        )}
      </td>
    </tr>
  );
}
