// The seats of a licence the viewer manages (document 1 §4): name, e-mail address, role, groups, status (free,
// invited, account linked) and 'Actief', fifty at a time. 'Opgaven tonen/verbergen' shows or hides a column with what
// each seat's privileges give (per stream: practising, making sets — and until when). The compact view, only the
// students' seats, follows the page's switch; the table keeps showing while the other view loads.
import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SeatTable_license$key } from '../../__generated__/SeatTable_license.graphql';
import type { SeatDialog_seat$key } from '../../__generated__/SeatDialog_seat.graphql';
import { Button } from '../../components/ui/Button.tsx';
import { SeatRow } from './SeatRow.tsx';
import { SeatDialog } from './SeatDialog.tsx';
import { LICENSES_TEXT as T } from './licensesText.ts';

const PAGE = 50;

/** `version` goes up when seats were added elsewhere on the card (a demo student): the table loads anew. */
export function SeatTable({ license, compact, version }: { license: SeatTable_license$key; compact: boolean; version: number }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment SeatTable_license on License
      @refetchable(queryName: "SeatTablePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }, onlyStudents: { type: "Boolean", defaultValue: false }) {
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
  const [showTopics, setShowTopics] = useState(false);
  const [editing, setEditing] = useState<{ seat: SeatDialog_seat$key; opener: HTMLElement | null } | null>(null);
  const [switching, startSwitch] = useTransition();
  const shownView = useRef({ compact, version });
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const tableId = useId();

  // The page's compact switch, or new seats: fetch the other view without hiding the table meanwhile.
  useEffect(() => {
    const shown = shownView.current;
    if (shown.compact === compact && shown.version === version) return;
    shownView.current = { compact, version };
    startSwitch(() => {
      refetch({ onlyStudents: compact, count: PAGE }, { fetchPolicy: shown.version === version ? 'store-or-network' : 'network-only' });
    });
  }, [compact, version, refetch]);
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
    <section className="license-seats" aria-labelledby={titleId} aria-busy={switching || undefined}>
      <div className="license-seats-header">
        <h3 id={titleId}>
          {T.seatsTitle} <span className="muted license-seats-count">({T.seatsCount(edges.length, seats.totalCount)})</span>
        </h3>
        {edges.length > 0 && (
          <Button variant="secondary" aria-pressed={showTopics} aria-controls={tableId} onClick={() => setShowTopics((shown) => !shown)}>
            {showTopics ? T.hideTopics : T.showTopics}
          </Button>
        )}
      </div>
      {edges.length === 0 ? (
        <p className="empty">{T.noSeats}</p>
      ) : (
        <div className="table-scroll">
          <table id={tableId} className="seat-table">
            <caption className="visually-hidden">{T.seatsTitle}</caption>
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
              {edges.map((edge) => (
                <SeatRow key={edge.node.id} seat={edge.node} showTopics={showTopics} onEdit={(seat, opener) => setEditing({ seat, opener })} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasNext && (
        <p className="load-more">
          <Button variant="secondary" loading={isLoadingNext} onClick={() => loadNext(PAGE)}>
            {isLoadingNext ? T.loadingMore : T.more}
          </Button>
        </p>
      )}
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
