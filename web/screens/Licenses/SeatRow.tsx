// One seat in the licence's table: who holds it, how far it is in its lifecycle and the way to change it.
import { graphql, useFragment } from 'react-relay';
import type { SeatRow_seat$key } from '../../__generated__/SeatRow_seat.graphql';
import type { SeatDialog_seat$key } from '../../__generated__/SeatDialog_seat.graphql';
import { LICENSES_TEXT as T } from './licensesText.ts';

/** `place` is the row's number in the list (1 for the first), for the button of a seat that names nobody yet. */
export function SeatRow({ seat, place, showTopics, onEdit }: { seat: SeatRow_seat$key; place: number; showTopics: boolean; onEdit(seat: SeatDialog_seat$key, opener: HTMLElement): void }) {
  const data = useFragment(
    graphql`
      fragment SeatRow_seat on Seat {
        id
        name
        email
        role
        status
        isActive
        isDemo
        isViewer
        invitationExpired
        invitationExpiresAt
        groups {
          id
          name
        }
        streams {
          streamName
          action
          end
        }
        ...SeatDialog_seat
      }
    `,
    seat,
  );
  const name = data.name || T.noName;
  const status = T.status[data.status] ?? data.status;
  return (
    <tr className={data.isActive ? undefined : 'seat-inactive'}>
      <th scope="row" className="seat-name">
        <span className={data.name ? undefined : 'muted'}>{name}</span>
        {data.isDemo && <span className="badge">{T.demoBadge}</span>}
        {data.isViewer && <span className="badge">{T.youBadge}</span>}
      </th>
      <td className="seat-email">{data.email ?? ''}</td>
      <td>{T.role[data.role] ?? data.role}</td>
      <td>{data.groups.length ? data.groups.map((g) => g.name).join(', ') : <span className="muted">{T.noGroups}</span>}</td>
      <td>
        <span className={`seat-status seat-status-${data.status}`}>{status}</span>
        {data.status === 'invited' && data.invitationExpired && <span className="seat-note"> ({T.invitationExpired})</span>}
        {data.status === 'invited' && !data.invitationExpired && data.invitationExpiresAt && <span className="seat-note">{T.invitedUntil(data.invitationExpiresAt as string)}</span>}
      </td>
      <td>{data.isActive ? T.yes : T.no}</td>
      {showTopics && (
        <td>
          {data.streams.length ? (
            <ul className="plain-list seat-topics">
              {data.streams.map((s, i) => (
                <li key={i}>{T.topic(s.streamName, s.action, s.end as string)}</li>
              ))}
            </ul>
          ) : (
            <span className="muted">{T.noTopics}</span>
          )}
        </td>
      )}
      <td>
        <button type="button" className="btn btn-link" aria-label={T.editLabel(data.name || data.email || T.freeSeat(place))} onClick={(event) => onEdit(data, event.currentTarget)}>
          {T.edit}
        </button>
      </td>
    </tr>
  );
}
