// One seat of a licence in the back-office (/admin/licenses/{license}/{seat}, admins only; document 3 §2, §5, §6, §8,
// §9; issue 47), in three tabs: 'Licentiegebruiker' (names and e-mail address — an invitation goes out once it has an
// address and a first name — both fixed once an account is linked; 'Actief' shown, switched on the licence),
// 'Rechten' (the seat's actions; add one by choosing the action and then its object in a searchable list — 'onbeperkt
// …' lasts 7 days from today, the others the licence's period — and remove one after a question) and 'Activiteit'
// (its user's newest 1,000 log entries, shown 25 at a time).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useFragment, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { AdminSeatScreenQuery } from '../../../__generated__/AdminSeatScreenQuery.graphql';
import type { AdminSeatScreen_seat$data, AdminSeatScreen_seat$key } from '../../../__generated__/AdminSeatScreen_seat.graphql';
import type { AdminSeatScreen_activity$key } from '../../../__generated__/AdminSeatScreen_activity.graphql';
import type { AdminSeatScreenObjectsQuery } from '../../../__generated__/AdminSeatScreenObjectsQuery.graphql';
import { Button } from '../../../components/ui/Button.tsx';
import { Checkbox, fieldErrorMap, focusFirstInvalid, SelectField, TextField } from '../../../components/ui/Field.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { useTabs } from '../../../components/ui/useTabs.ts';
import { useToast } from '../../../components/Toasts.tsx';
import { ADMIN_SEAT_TEXT as T, isSeatEmail, SEAT_ACTIVITY_COUNT, SEAT_ACTIVITY_PAGE, SEAT_EMAIL_PATTERN } from './adminSeatText.ts';
import { useAddSeatPrivilegeMutation, useRemoveSeatPrivilegeMutation, useUpdateSeatMutation } from './seatMutations.ts';
import './adminLicenses.css';
import './adminSeat.css';

export const adminSeatScreenQuery = graphql`
  query AdminSeatScreenQuery($licenseUrlId: String!, $seatUrlId: String!) @preloadable {
    adminSeat(licenseUrlId: $licenseUrlId, seatUrlId: $seatUrlId) {
      ...AdminSeatScreen_seat
      ...AdminSeatScreen_activity
    }
  }
`;

const seatFragment = graphql`
  fragment AdminSeatScreen_seat on Seat {
    id
    role
    status
    name
    firstName
    lastName
    email
    isActive
    hasUser
    adminAccount {
      firstName
      lastName
      email
    }
    license {
      urlId
      type
      description
      begin
      end
    }
    adminPrivileges {
      id
      action
      objectType
      objectName
      begin
      end
      isActive
    }
    adminActions {
      action
      objectType
      unlimited
    }
  }
`;

const activityFragment = graphql`
  fragment AdminSeatScreen_activity on Seat {
    hasUser
    adminActivity(count: 1000) {
      activity
      ts
    }
  }
`;

const objectsQuery = graphql`
  query AdminSeatScreenObjectsQuery($seatId: ID!, $action: String!, $search: String) {
    adminPrivilegeObjects(seatId: $seatId, action: $action, search: $search) {
      urlId
      name
    }
  }
`;

type Seat = AdminSeatScreen_seat$data;
type Privilege = Seat['adminPrivileges'][number];
const TABS = ['seat', 'privileges', 'activity'] as const;
type Tab = (typeof TABS)[number];

export function AdminSeatScreen({ queryRef }: { queryRef: PreloadedQuery<AdminSeatScreenQuery> }) {
  const data = usePreloadedQuery<AdminSeatScreenQuery>(adminSeatScreenQuery, queryRef);
  const seat = useFragment<AdminSeatScreen_seat$key>(seatFragment, data.adminSeat ?? null);
  const [tab, setTab] = useState<Tab>('seat');
  const tabs = useTabs(TABS, tab, setTab);
  if (!seat || !data.adminSeat) return <p className="empty">{T.notFound}</p>;
  return (
    <section className="admin-license admin-seat">
      <p>
        <Link to={`/admin/licenses/${seat.license.urlId}`}>{T.back}</Link>
      </p>
      <h1>{T.title(seat.name || seat.email || T.noName)}</h1>
      <dl className="admin-seat-facts">
        <div>
          <dt>{T.facts.license}</dt>
          <dd>{seat.license.description || seat.license.type}</dd>
        </div>
        <div>
          <dt>{T.facts.role}</dt>
          <dd>{T.role[seat.role] ?? seat.role}</dd>
        </div>
        <div>
          <dt>{T.facts.status}</dt>
          <dd>{T.status[seat.status] ?? seat.status}</dd>
        </div>
      </dl>
      <div {...tabs.list(T.tabs)} className="admin-license-tabs">
        {TABS.map((name) => (
          <button key={name} {...tabs.tab(name)}>
            {T.tab[name]}
          </button>
        ))}
      </div>
      <div {...tabs.panel('seat')} className="admin-license-panel">
        <SeatForm seat={seat} />
      </div>
      <div {...tabs.panel('privileges')} className="admin-license-panel">
        <Privileges seat={seat} />
        <AddPrivilege seat={seat} />
      </div>
      <div {...tabs.panel('activity')} className="admin-license-panel">
        <Activity seat={data.adminSeat} />
      </div>
    </section>
  );
}

function SeatForm({ seat }: { seat: Seat }) {
  const [fields, setFields] = useState({ firstName: seat.firstName ?? '', lastName: seat.lastName ?? '', email: seat.email ?? '' });
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [save, saving] = useUpdateSeatMutation();
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const locked = seat.hasUser;
  // A seat with an account shows the account's names and address.
  const shown = locked ? { firstName: seat.adminAccount?.firstName ?? '', lastName: seat.adminAccount?.lastName ?? '', email: seat.adminAccount?.email ?? '' } : fields;
  const set = (name: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = fields.email.trim();
    if (email && !isSeatEmail(email)) {
      setErrors({ email: [T.invalidEmail] });
      return focusFirstInvalid(form.current);
    }
    try {
      const result = (await save({ input: { seatId: seat.id, firstName: fields.firstName, lastName: fields.lastName, email, isActive: seat.isActive } })).updateSeat;
      if (result.__typename === 'UpdateSeatSuccess') {
        setErrors({});
        toast(result.invitationSent ? T.savedInvited : T.saved, 'success');
      } else if (result.__typename === 'ValidationError') {
        setErrors(fieldErrorMap(result.fieldErrors));
        focusFirstInvalid(form.current);
        toast(T.saveFailed(T.checkFields), 'error');
      } else toast(T.saveFailed(('message' in result && result.message) || T.tryAgain), 'error');
    } catch {
      toast(T.saveFailed(T.tryAgain), 'error');
    }
  };

  return (
    <form ref={form} className="admin-license-form" onSubmit={submit} noValidate>
      {locked ? <p className="field-hint">{T.hasUserHint}</p> : <p className="field-hint">{T.inviteHint}</p>}
      <TextField label={T.firstName} maxLength={255} autoComplete="off" disabled={locked} value={shown.firstName} errors={errors.firstName} onChange={(e) => set('firstName')(e.target.value)} />
      <TextField label={T.lastName} maxLength={255} autoComplete="off" disabled={locked} value={shown.lastName} errors={errors.lastName} onChange={(e) => set('lastName')(e.target.value)} />
      <TextField
        label={T.email}
        type="email"
        pattern={SEAT_EMAIL_PATTERN}
        maxLength={255}
        autoComplete="off"
        disabled={locked}
        value={shown.email}
        errors={errors.email}
        onChange={(e) => set('email')(e.target.value)}
      />
      <Checkbox label={T.active} checked={seat.isActive} disabled aria-describedby={`${seat.id}-active-hint`} readOnly />
      <p id={`${seat.id}-active-hint`} className="field-hint">
        {T.activeHint}
      </p>
      {!locked && (
        <Button type="submit" loading={saving}>
          {T.save}
        </Button>
      )}
    </form>
  );
}

function Privileges({ seat }: { seat: Seat }) {
  const [removing, setRemoving] = useState<Privilege | null>(null);
  const [remove, busy] = useRemoveSeatPrivilegeMutation();
  const toast = useToast();
  const captionId = useId();
  const objectOf = (p: Privilege) => p.objectName || T.objectType[p.objectType] || p.objectType;

  const confirm = async () => {
    if (!removing) return;
    try {
      const result = (await remove({ id: removing.id })).removeSeatPrivilege;
      if (result.__typename === 'RemoveSeatPrivilegeSuccess') toast(T.removed, 'success');
      else if (result.__typename === 'ValidationError') toast(T.removeFailed(fieldErrorMap(result.fieldErrors).action?.[0] ?? T.tryAgain), 'error');
      else toast(T.removeFailed(('message' in result && result.message) || T.tryAgain), 'error');
    } catch {
      toast(T.removeFailed(T.tryAgain), 'error');
    }
    setRemoving(null);
  };

  if (!seat.adminPrivileges.length) return <p className="empty">{T.noPrivileges}</p>;
  return (
    <>
      <div className="table-scroll">
        <table className="admin-table admin-table-stack" aria-describedby={captionId}>
          <caption id={captionId} className="visually-hidden">
            {T.privilegesCaption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{T.columns.action}</th>
              <th scope="col">{T.columns.object}</th>
              <th scope="col">{T.columns.begin}</th>
              <th scope="col">{T.columns.end}</th>
              <th scope="col">{T.columns.active}</th>
              <th scope="col">{T.columns.remove}</th>
            </tr>
          </thead>
          <tbody>
            {seat.adminPrivileges.map((p) => (
              <tr key={p.id}>
                <td data-label={T.columns.action}>{p.action}</td>
                <td data-label={T.columns.object}>
                  <span>
                    {objectOf(p)} <span className="admin-seat-kind">({T.objectType[p.objectType] ?? p.objectType})</span>
                  </span>
                </td>
                <td data-label={T.columns.begin}>{T.day(p.begin)}</td>
                <td data-label={T.columns.end}>{T.day(p.end)}</td>
                <td data-label={T.columns.active}>{p.isActive ? T.yes : T.no}</td>
                <td data-label={T.columns.remove}>
                  <Button variant="secondary" aria-label={T.removeLabel(p.action, objectOf(p))} onClick={() => setRemoving(p)}>
                    {T.remove}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Modal
        open={!!removing}
        title={T.removeTitle}
        onClose={() => !busy && setRemoving(null)}
        actions={
          <>
            <Button variant="secondary" disabled={busy} onClick={() => setRemoving(null)}>
              {T.cancel}
            </Button>
            <Button variant="danger" loading={busy} onClick={confirm}>
              {T.remove}
            </Button>
          </>
        }
      >
        <p>{removing && T.removeQuestion(removing.action, objectOf(removing))}</p>
      </Modal>
    </>
  );
}

type SeatObject = { readonly urlId: string; readonly name: string };

/** The objects an action can name, for a search typed so far (asked again a moment after the typing stops). */
function useObjects(seatId: string, action: string, search: string) {
  const environment = useRelayEnvironment();
  const [objects, setObjects] = useState<readonly SeatObject[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!action) {
      setObjects([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      fetchQuery<AdminSeatScreenObjectsQuery>(environment, objectsQuery, { seatId, action, search: search.trim() || null }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((answer) => {
          if (!current) return;
          setObjects(answer?.adminPrivilegeObjects ?? []);
          setFailed(false);
        })
        .catch(() => current && setFailed(true));
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [environment, seatId, action, search]);
  return { objects, failed };
}

function AddPrivilege({ seat }: { seat: Seat }) {
  const [action, setAction] = useState('');
  const [search, setSearch] = useState('');
  const [objectId, setObjectId] = useState('');
  const [add, adding] = useAddSeatPrivilegeMutation();
  const toast = useToast();
  const titleId = useId();
  const chosen = seat.adminActions.find((a) => a.action === action);
  const { objects, failed } = useObjects(seat.id, action, search);
  // The choice stays only while the list still offers it.
  const object = objects.find((o) => o.urlId === objectId) ? objectId : '';
  const kind = chosen ? (T.objectType[chosen.objectType] ?? chosen.objectType) : '';

  const chooseAction = (value: string) => {
    setAction(value);
    setSearch('');
    setObjectId('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!action || !object) return;
    try {
      const result = (await add({ seatId: seat.id, action, objectId: object })).addSeatPrivilege;
      if (result.__typename === 'AddSeatPrivilegeSuccess') {
        toast(T.added, 'success');
        setObjectId('');
      } else if (result.__typename === 'ValidationError') {
        const first = result.fieldErrors?.[0]?.messages[0];
        toast(T.addFailed(first ?? T.tryAgain), 'error');
      } else toast(T.addFailed(('message' in result && result.message) || T.tryAgain), 'error');
    } catch {
      toast(T.addFailed(T.tryAgain), 'error');
    }
  };

  return (
    <form className="admin-license-add admin-seat-add" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{T.addTitle}</h2>
      <SelectField
        label={T.action}
        placeholder={T.chooseAction}
        value={action}
        onChange={(e) => chooseAction(e.target.value)}
        options={seat.adminActions.map((a) => ({ value: a.action, label: a.action }))}
      />
      {chosen && (
        <>
          <TextField label={T.search(kind)} hint={T.searchHint} type="search" autoComplete="off" maxLength={100} value={search} onChange={(e) => setSearch(e.target.value)} />
          <SelectField
            label={T.object}
            placeholder={objects.length ? T.chooseObject : T.noObjects}
            value={object}
            onChange={(e) => setObjectId(e.target.value)}
            options={objects.map((o) => ({ value: o.urlId, label: o.name }))}
            errors={failed ? [T.objectsFailed] : null}
          />
          <p className="field-hint">{chosen.unlimited ? T.periodUnlimited : T.periodLicense(seat.license.begin, seat.license.end)}</p>
        </>
      )}
      <Button type="submit" loading={adding} disabled={!object}>
        {T.add}
      </Button>
    </form>
  );
}

function Activity({ seat }: { seat: AdminSeatScreen_activity$key }) {
  const data = useFragment<AdminSeatScreen_activity$key>(activityFragment, seat);
  const [shown, setShown] = useState(SEAT_ACTIVITY_PAGE);
  const captionId = useId();
  const entries = data.adminActivity;
  if (!data.hasUser) return <p className="empty">{T.noUser}</p>;
  if (!entries.length) return <p className="empty">{T.noActivity}</p>;
  const visible = entries.slice(0, shown);
  return (
    <>
      <div className="table-scroll">
        <table className="admin-table admin-table-stack" aria-describedby={captionId}>
          <caption id={captionId} className="visually-hidden">
            {T.activityCaption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{T.when}</th>
              <th scope="col">{T.what}</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((entry, index) => (
              <tr key={`${entry.ts}-${index}`}>
                <td data-label={T.when}>{T.moment(entry.ts)}</td>
                <td data-label={T.what}>{entry.activity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="admin-seat-more" aria-live="polite">
        {T.shown(visible.length, Math.min(entries.length, SEAT_ACTIVITY_COUNT))}{' '}
        {shown < entries.length && (
          <Button variant="secondary" onClick={() => setShown((n) => n + SEAT_ACTIVITY_PAGE)}>
            {T.more}
          </Button>
        )}
      </p>
    </>
  );
}
