// One licence in the back-office (/admin/licenses/{license}, admins only; document 3 §2, §5, §8; issue 47), in three
// tabs: 'Licentie' (type, begin, end, actief, omschrijving — a type that is no longer a trial makes every 'beperkt …'
// action unlimited and a new end becomes every action's end, on the server, in one save), 'Licentiegebruikers' (the
// seats with their state, shown or hidden in bulk, an unused seat deleted after a question, 'Leerlingen toevoegen')
// and 'Klassen/groepen' (rename). Each seat links to its own screen (/admin/licenses/{license}/{seat}).
import { useId, useRef, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useFragment, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { AdminLicenseScreenQuery } from '../../../__generated__/AdminLicenseScreenQuery.graphql';
import type { AdminLicenseScreen_license$data, AdminLicenseScreen_license$key } from '../../../__generated__/AdminLicenseScreen_license.graphql';
import { Button } from '../../../components/ui/Button.tsx';
import { Checkbox, fieldErrorMap, focusFirstInvalid, TextField } from '../../../components/ui/Field.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { useTabs } from '../../../components/ui/useTabs.ts';
import { useToast } from '../../../components/Toasts.tsx';
import { ADMIN_LICENSES_TEXT as T } from './adminLicensesText.ts';
import { RolloverDialog } from './RolloverDialog.tsx';
import { ImportStudents } from './ImportStudents.tsx';
import { useAddStudentsMutation, useDeleteSeatMutation, useRenameGroupMutation, useSeatsVisibleMutation, useUpdateLicenseMutation } from './licenseMutations.ts';
import './adminLicenses.css';

export const adminLicenseScreenQuery = graphql`
  query AdminLicenseScreenQuery($urlId: String!) @preloadable {
    adminLicenseByUrlId(urlId: $urlId) {
      ...AdminLicenseScreen_license
    }
    adminStreams {
      id
      urlId
      name
    }
    adminLicenseDefaults {
      types
    }
  }
`;

const licenseFragment = graphql`
  fragment AdminLicenseScreen_license on License {
    id
    urlId
    type
    begin
    end
    isActive
    description
    expired
    knownType
    groups {
      id
      name
      seatCount
    }
    adminSeats {
      id
      urlId
      role
      status
      name
      email
      isVisible
      groups {
        id
        name
      }
    }
  }
`;

type License = AdminLicenseScreen_license$data;
type Stream = { readonly id: string; readonly name: string };
const TABS = ['license', 'seats', 'groups'] as const;
type Tab = (typeof TABS)[number];

export function AdminLicenseScreen({ queryRef }: { queryRef: PreloadedQuery<AdminLicenseScreenQuery> }) {
  const data = usePreloadedQuery<AdminLicenseScreenQuery>(adminLicenseScreenQuery, queryRef);
  const license = useFragment<AdminLicenseScreen_license$key>(licenseFragment, data.adminLicenseByUrlId ?? null);
  const [tab, setTab] = useState<Tab>('license');
  const tabs = useTabs(TABS, tab, setTab);
  const environment = useRelayEnvironment();
  if (!license) return <p className="empty">{T.notFound}</p>;
  return (
    <section className="admin-license">
      <p>
        <Link to="/admin/licenses">{T.back}</Link>
      </p>
      <h1>
        {license.description || T.noDescription} {license.expired && <span className="tag-expired">{T.expired}</span>}
      </h1>
      <div {...tabs.list(T.tabs)} className="admin-license-tabs">
        {TABS.map((name) => (
          <button key={name} {...tabs.tab(name)}>
            {T.tab[name]}
          </button>
        ))}
      </div>
      <div {...tabs.panel('license')} className="admin-license-panel">
        <LicenseForm license={license} types={data.adminLicenseDefaults?.types ?? []} />
        <RolloverDialog licenseId={license.id} />
      </div>
      <div {...tabs.panel('seats')} className="admin-license-panel">
        <Seats license={license} />
        <AddStudents license={license} streams={data.adminStreams ?? []} />
        <ImportStudents
          licenseUrlId={license.urlId}
          groups={license.groups}
          streams={data.adminStreams ?? []}
          onImported={() => void fetchQuery(environment, adminLicenseScreenQuery, { urlId: license.urlId }).toPromise()}
        />
      </div>
      <div {...tabs.panel('groups')} className="admin-license-panel">
        <Groups license={license} />
      </div>
    </section>
  );
}

/** The licence's fields; `types` are the ones the product knows, suggested for the type (any other text is allowed). */
function LicenseForm({ license, types }: { license: License; types: readonly string[] }) {
  const [fields, setFields] = useState({ type: license.type, begin: license.begin, end: license.end, isActive: license.isActive, description: license.description ?? '' });
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [save, saving] = useUpdateLicenseMutation();
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const typesId = useId();
  const set = (name: keyof typeof fields) => (value: string | boolean) => setFields((f) => ({ ...f, [name]: value }));
  // A rollover (RolloverDialog) gives the licence new dates: the form follows them.
  const [period, setPeriod] = useState(`${license.begin}/${license.end}`);
  if (period !== `${license.begin}/${license.end}`) {
    setPeriod(`${license.begin}/${license.end}`);
    setFields((f) => ({ ...f, begin: license.begin, end: license.end }));
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = (await save({ id: license.id, ...fields, description: fields.description })).updateLicense;
      if (result.__typename === 'UpdateLicenseSuccess') {
        setErrors({});
        toast(T.saved, 'success');
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
      <TextField label={T.type} hint={T.typeHint} list={typesId} required maxLength={255} value={fields.type} errors={errors.type} onChange={(e) => set('type')(e.target.value)} />
      <datalist id={typesId}>
        {types.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      <div className="admin-license-dates">
        <TextField label={T.begin} type="date" required value={fields.begin} errors={errors.begin} onChange={(e) => set('begin')(e.target.value)} />
        <TextField label={T.end} hint={T.endHint} type="date" required value={fields.end} errors={errors.end} onChange={(e) => set('end')(e.target.value)} />
      </div>
      <Checkbox label={T.active} checked={fields.isActive} onChange={(e) => set('isActive')(e.target.checked)} />
      <TextField label={T.description} maxLength={255} value={fields.description} errors={errors.description} onChange={(e) => set('description')(e.target.value)} />
      <Button type="submit" loading={saving}>
        {T.save}
      </Button>
    </form>
  );
}

type Seat = License['adminSeats'] extends readonly (infer S)[] | null | undefined ? S : never;

function Seats({ license }: { license: License }) {
  const seats = license.adminSeats ?? [];
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<Seat | null>(null);
  const [setVisible, changing] = useSeatsVisibleMutation();
  const [remove, removing] = useDeleteSeatMutation();
  const toast = useToast();
  const captionId = useId();
  const who = (seat: Seat, place: number) => seat.name || seat.email || T.seatLabel(place);
  const allChosen = seats.length > 0 && seats.every((s) => chosen.has(s.id));

  const toggle = (id: string, on: boolean) =>
    setChosen((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const changeVisibility = async (visible: boolean) => {
    try {
      const result = (await setVisible({ seatIds: [...chosen], visible })).setSeatsVisible;
      if (result.__typename === 'SetSeatsVisibleSuccess') {
        toast(visible ? T.shown : T.hidden, 'success');
        setChosen(new Set());
      } else toast(T.visibilityFailed, 'error');
    } catch {
      toast(T.visibilityFailed, 'error');
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const result = (await remove({ id: deleting.id })).deleteLicenseSeat;
      if (result.__typename === 'DeleteLicenseSeatSuccess') {
        toast(T.deleted, 'success');
        toggle(deleting.id, false);
      } else if (result.__typename === 'SeatInUseError') toast(result.message ?? T.deleteFailed(T.tryAgain), 'error');
      else toast(T.deleteFailed(('message' in result && result.message) || T.tryAgain), 'error');
    } catch {
      toast(T.deleteFailed(T.tryAgain), 'error');
    }
    setDeleting(null);
  };

  if (!seats.length) return <p className="empty">{T.noSeats}</p>;
  return (
    <>
      <div className="admin-license-bulk" role="group" aria-label={T.selected(chosen.size)}>
        <span aria-live="polite">{T.selected(chosen.size)}</span>
        <Button variant="secondary" disabled={!chosen.size} loading={changing} onClick={() => changeVisibility(true)}>
          {T.show}
        </Button>
        <Button variant="secondary" disabled={!chosen.size} loading={changing} onClick={() => changeVisibility(false)}>
          {T.hide}
        </Button>
      </div>
      <div className="table-scroll">
        <table className="admin-table admin-table-stack" aria-describedby={captionId}>
          <caption id={captionId} className="visually-hidden">
            {T.seatsCaption}
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <input type="checkbox" aria-label={T.selectAll} checked={allChosen} onChange={(e) => setChosen(e.target.checked ? new Set(seats.map((s) => s.id)) : new Set())} />
              </th>
              <th scope="col">{T.seatColumns.name}</th>
              <th scope="col">{T.seatColumns.email}</th>
              <th scope="col">{T.seatColumns.role}</th>
              <th scope="col">{T.seatColumns.groups}</th>
              <th scope="col">{T.seatColumns.status}</th>
              <th scope="col">{T.seatColumns.visible}</th>
              <th scope="col">{T.seatColumns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {seats.map((seat, index) => {
              const label = who(seat, index + 1);
              return (
                <tr key={seat.id}>
                  <td data-label={T.seatColumns.select}>
                    <input type="checkbox" aria-label={T.selectSeat(label)} checked={chosen.has(seat.id)} onChange={(e) => toggle(seat.id, e.target.checked)} />
                  </td>
                  <td data-label={T.seatColumns.name}>
                    <Link to={`/admin/licenses/${license.urlId}/${seat.urlId}`} aria-label={T.openLabel(label)}>
                      {seat.name || T.seatLabel(index + 1)}
                    </Link>
                  </td>
                  <td data-label={T.seatColumns.email} className="admin-license-email">
                    {seat.email || T.noName}
                  </td>
                  <td data-label={T.seatColumns.role}>{T.role[seat.role] ?? seat.role}</td>
                  <td data-label={T.seatColumns.groups}>{seat.groups.map((g) => g.name).join(', ') || T.noName}</td>
                  <td data-label={T.seatColumns.status}>{T.status[seat.status] ?? seat.status}</td>
                  <td data-label={T.seatColumns.visible}>{seat.isVisible ? T.yes : T.no}</td>
                  <td data-label={T.seatColumns.actions}>
                    {seat.status === 'empty' ? (
                      <Button variant="secondary" aria-label={T.deleteLabel(label)} onClick={() => setDeleting(seat)}>
                        {T.deleteSeat}
                      </Button>
                    ) : (
                      T.noName
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Modal
        open={!!deleting}
        title={T.deleteTitle}
        onClose={() => !removing && setDeleting(null)}
        actions={
          <>
            <Button variant="secondary" disabled={removing} onClick={() => setDeleting(null)}>
              {T.cancel}
            </Button>
            <Button variant="danger" loading={removing} onClick={confirmDelete}>
              {T.deleteConfirm}
            </Button>
          </>
        }
      >
        <p>{T.deleteQuestion}</p>
      </Modal>
    </>
  );
}

function AddStudents({ license, streams }: { license: License; streams: readonly Stream[] }) {
  const [streamIds, setStreamIds] = useState<ReadonlySet<string>>(new Set());
  const [group, setGroup] = useState('');
  const [count, setCount] = useState('1');
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [add, adding] = useAddStudentsMutation();
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const groupsId = useId();
  const streamsErrorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const n = Number(count);
    const local: Record<string, readonly string[]> = {};
    if (!streamIds.size) local.streamIds = [T.chooseStreams];
    if (!group.trim()) local.group = [T.chooseGroup];
    if (!Number.isInteger(n) || n < 1) local.count = [T.invalidCount];
    setErrors(local);
    if (Object.keys(local).length) return focusFirstInvalid(form.current);
    try {
      const result = (await add({ licenseId: license.id, group: group.trim(), streamIds: [...streamIds], count: n })).addStudents;
      if (result.__typename === 'AddStudentsSuccess') {
        toast(T.added, 'success');
        setCount('1');
      } else if (result.__typename === 'ValidationError') {
        setErrors(fieldErrorMap(result.fieldErrors));
        focusFirstInvalid(form.current);
      } else toast(('message' in result && result.message) || T.failed, 'error');
    } catch {
      toast(T.failed, 'error');
    }
  };

  return (
    <form ref={form} className="admin-license-add" onSubmit={submit} noValidate aria-labelledby={`${groupsId}-title`}>
      <h2 id={`${groupsId}-title`}>{T.addTitle}</h2>
      <fieldset className={`admin-license-streams${errors.streamIds ? ' field-invalid' : ''}`} aria-describedby={errors.streamIds ? streamsErrorId : undefined}>
        <legend>{T.streams}</legend>
        {streams.map((stream, index) => (
          <Checkbox
            key={stream.id}
            label={stream.name}
            checked={streamIds.has(stream.id)}
            aria-invalid={index === 0 && errors.streamIds ? true : undefined}
            onChange={(e) =>
              setStreamIds((set) => {
                const next = new Set(set);
                if (e.target.checked) next.add(stream.id);
                else next.delete(stream.id);
                return next;
              })
            }
          />
        ))}
        {errors.streamIds && (
          <p id={streamsErrorId} className="field-error" role="alert">
            {errors.streamIds.join(' ')}
          </p>
        )}
      </fieldset>
      <TextField label={T.group} hint={T.groupHint} list={groupsId} maxLength={255} value={group} errors={errors.group} onChange={(e) => setGroup(e.target.value)} />
      <datalist id={groupsId}>
        {license.groups.map((g) => (
          <option key={g.id} value={g.name} />
        ))}
      </datalist>
      <TextField label={T.count} type="number" min={1} max={500} step={1} inputMode="numeric" value={count} errors={errors.count} onChange={(e) => setCount(e.target.value)} />
      <Button type="submit" loading={adding}>
        {T.add}
      </Button>
    </form>
  );
}

function Groups({ license }: { license: License }) {
  if (!license.groups.length) return <p className="empty">{T.noGroups}</p>;
  return (
    <ul className="admin-license-groups" aria-label={T.groupsCaption}>
      {license.groups.map((group) => (
        <GroupRow key={group.id} group={group} />
      ))}
    </ul>
  );
}

function GroupRow({ group }: { group: License['groups'][number] }) {
  const [name, setName] = useState(group.name);
  // A rollover renames groups: the field follows the saved name.
  const [saved, setSaved] = useState(group.name);
  if (saved !== group.name) {
    setSaved(group.name);
    setName(group.name);
  }
  const [errors, setErrors] = useState<readonly string[] | null>(null);
  const [rename, renaming] = useRenameGroupMutation();
  const toast = useToast();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = (await rename({ id: group.id, name })).renameLicenseGroup;
      if (result.__typename === 'RenameLicenseGroupSuccess') {
        setErrors(null);
        toast(T.renamed, 'success');
      } else if (result.__typename === 'ValidationError') setErrors(fieldErrorMap(result.fieldErrors).name ?? [T.failed]);
      else toast(('message' in result && result.message) || T.failed, 'error');
    } catch {
      toast(T.failed, 'error');
    }
  };
  return (
    <li>
      <form className="admin-license-group" onSubmit={submit} noValidate>
        <TextField label={T.groupName(group.name)} hint={T.groupSeats(group.seatCount)} maxLength={255} value={name} errors={errors} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" variant="secondary" loading={renaming} disabled={name === group.name}>
          {T.rename}
        </Button>
      </form>
    </li>
  );
}
