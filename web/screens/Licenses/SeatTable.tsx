// The seats of a licence the viewer manages (document 1 §4): name, e-mail address, role, groups, status (free,
// invited, account linked) and 'Actief', fifty at a time. 'Opgaven tonen/verbergen' shows or hides a column with what
// each seat's privileges give (per stream: practising, making sets — and until when). The compact view, only the
// students' seats, follows the page's switch: the other view is fetched first while the table keeps showing, and only
// then shown — so a failed fetch leaves the table as it was and says so, instead of breaking the page.
import { useCallback, useEffect, useId, useRef, useState, useTransition } from 'react';
import { fetchQuery, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay';
import type { SeatTable_license$key } from '../../__generated__/SeatTable_license.graphql';
import type { SeatDialog_seat$key } from '../../__generated__/SeatDialog_seat.graphql';
import SeatTablePaginationQuery, { type SeatTablePaginationQuery as SeatTableQuery } from '../../__generated__/SeatTablePaginationQuery.graphql';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { SeatRow } from './SeatRow.tsx';
import { SeatDialog } from './SeatDialog.tsx';
import { LICENSES_TEXT as T } from './licensesText.ts';

const PAGE = 50;

interface View {
  compact: boolean;
  version: number;
}

/**
 * `version` goes up when seats were added elsewhere on the card (a demo student): the table loads anew. `name` is the
 * licence's name, for the table's caption (a page with several licences has several seat tables).
 */
export function SeatTable({ license, name, compact, version }: { license: SeatTable_license$key; name: string; compact: boolean; version: number }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<SeatTableQuery, SeatTable_license$key>(
    graphql`
      fragment SeatTable_license on License
      @refetchable(queryName: "SeatTablePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }, onlyStudents: { type: "Boolean", defaultValue: false }) {
        id
        seats(first: $count, after: $cursor, onlyStudents: $onlyStudents) @connection(key: "SeatTable_seats", filters: ["onlyStudents"]) {
          totalCount
          edges {
            node {
              id
              ...SeatRow_seat
            }
          }
        }
      }
    `,
    license,
  );
  const environment = useRelayEnvironment();
  const [showTopics, setShowTopics] = useState(false);
  const [editing, setEditing] = useState<{ seat: SeatDialog_seat$key; opener: HTMLElement | null } | null>(null);
  const [fetching, setFetching] = useState(false);
  const [failed, setFailed] = useState<View | null>(null);
  const [switching, startSwitch] = useTransition();
  const shownView = useRef<View>({ compact, version });
  const returnFocus = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const tableId = useId();
  const licenseId = data.id;

  const show = useCallback(
    (view: View) => {
      const fresh = view.version !== shownView.current.version;
      const variables = { id: licenseId, onlyStudents: view.compact, count: PAGE, cursor: null };
      setFetching(true);
      setFailed(null);
      fetchQuery<SeatTableQuery>(environment, SeatTablePaginationQuery, variables, { fetchPolicy: fresh ? 'network-only' : 'store-or-network' }).subscribe({
        complete: () => {
          shownView.current = view;
          setFetching(false);
          startSwitch(() => {
            refetch({ onlyStudents: view.compact, count: PAGE }, { fetchPolicy: 'store-only' });
          });
        },
        error: () => {
          setFetching(false);
          setFailed(view);
        },
      });
    },
    [environment, licenseId, refetch],
  );

  // The page's compact switch, or new seats: the other view.
  useEffect(() => {
    const shown = shownView.current;
    if (shown.compact === compact && shown.version === version) return;
    show({ compact, version });
  }, [compact, version, show]);
  // Back to the row's button once the dialog is gone (while it is open, the rest of the page cannot take focus).
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current.focus();
    returnFocus.current = null;
  }, [editing]);

  const seats = data.seats;
  if (!seats) return null;
  const edges = seats.edges;
  return (
    <section className="license-seats" aria-labelledby={titleId} aria-busy={fetching || switching || undefined}>
      <div className="license-seats-header">
        <h3 id={titleId} ref={heading} tabIndex={-1}>
          {T.seatsTitle} <span className="muted license-seats-count">({T.seatsCount(edges.length, seats.totalCount)})</span>
        </h3>
        {edges.length > 0 && (
          // The label says what pressing does; the column it shows or hides is named by aria-controls.
          <Button variant="secondary" aria-controls={tableId} onClick={() => setShowTopics((shown) => !shown)}>
            {showTopics ? T.hideTopics : T.showTopics}
          </Button>
        )}
      </div>
      {failed && (
        <Alert kind="error">
          <p>{T.seatsFailed}</p>
          <Button variant="secondary" loading={fetching} onClick={() => show(failed)}>
            {T.retry}
          </Button>
        </Alert>
      )}
      {edges.length === 0 ? (
        <p className="empty">{T.noSeats}</p>
      ) : (
        <div className="table-scroll">
          <table id={tableId} className="seat-table">
            <caption className="visually-hidden">{T.seatsCaption(name)}</caption>
            <thead>
              <tr>
                <th scope="col">{T.columns.name}</th>
                <th scope="col">{T.columns.email}</th>
                <th scope="col">{T.columns.role}</th>
                <th scope="col">{T.columns.groups}</th>
                <th scope="col">{T.columns.status}</th>
                <th scope="col">{T.columns.active}</th>
                {showTopics && <th scope="col">{T.columns.topics}</th>}
                <th scope="col">
                  <span className="visually-hidden">{T.columns.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {edges.map((edge, index) => (
                <SeatRow key={edge.node.id} seat={edge.node} place={index + 1} showTopics={showTopics} onEdit={(seat, opener) => setEditing({ seat, opener })} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={PAGE} label={T.more} loadingLabel={T.loadingMore} failed={T.moreFailed} afterLast={heading} />
      {editing && (
        <SeatDialog
          seat={editing.seat}
          onClose={() => {
            returnFocus.current = editing.opener;
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}
