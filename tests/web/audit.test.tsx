// The audit log (/admin/audit, 'Logboek'; issue 45): its rows (Dutch time, user, type, id, event), the diff of old and
// new values, the filters kept in the address and sent to the server, 'Meer laden' and the empty states; 'Herstellen'
// on a restorable entry (undo from the log): the confirmation, the toast and the log fetched again, or the refusal with
// the fields changed since.
import { fireEvent, screen, within } from '@testing-library/react';
import { AuditScreen, auditScreenQuery } from '../../web/screens/Admin/AuditScreen.tsx';
import { auditVariables } from '../../web/screens/Admin/auditAddress.ts';
import { fieldList, valueText } from '../../web/screens/Admin/auditText.ts';
import type { AuditScreenQuery } from '../../web/__generated__/AuditScreenQuery.graphql';
import { mockRelay, renderScreen, type MockResolvers } from './relay.tsx';

const SEAT_SAVED = {
  id: 'AuditEntry:2',
  createdAt: '2026-03-10T10:05:00.000Z',
  type: 'seat',
  auditableId: 'ocrC8',
  event: 'updated',
  user: { id: 'User:7', fullName: 'Marieke Beheer', email: 'marieke@school.nl' },
  changes: [
    { field: 'firstName', old: 'null', new: '"Piet"' },
    { field: 'isActive', old: 'true', new: 'false' },
  ],
  restorable: false,
  restores: null,
};
const DEMO_MADE = {
  id: 'AuditEntry:1',
  createdAt: '2026-03-09T22:30:00.000Z',
  type: 'seat',
  auditableId: 'xYz12',
  event: 'created',
  user: null,
  changes: [{ field: 'role', old: null, new: '"leerling"' }],
  restorable: false,
  restores: null,
};
const EXAM_SAVED = {
  id: 'AuditEntry:3',
  createdAt: '2026-03-11T09:00:00.000Z',
  type: 'exam',
  auditableId: 'Ex4m1',
  event: 'updated',
  user: { id: 'User:8', fullName: 'Ada Auteur', email: 'auteur@vraagwerk.nl' },
  changes: [
    { field: 'notes', old: 'null', new: '"Nagekeken"' },
    { field: 'status', old: '"concept"', new: '"published"' },
    { field: 'version', old: '1', new: '2' },
  ],
  restorable: true,
  restores: null,
};
const EXAM_RESTORED = {
  id: 'AuditEntry:4',
  createdAt: '2026-03-11T10:00:00.000Z',
  type: 'exam',
  auditableId: 'Ex4m1',
  event: 'updated',
  user: { id: 'User:1', fullName: 'Anouk Beheer', email: 'admin@vraagwerk.nl' },
  changes: [
    { field: 'notes', old: '"Nagekeken"', new: 'null' },
    { field: 'restoresEntry', old: null, new: '3' },
    { field: 'status', old: '"published"', new: '"concept"' },
    { field: 'version', old: '2', new: '3' },
  ],
  restorable: true,
  restores: { id: 'AuditEntry:3', createdAt: EXAM_SAVED.createdAt, user: EXAM_SAVED.user },
};
const FILTERS = { types: ['group', 'seat'], users: [{ id: 'User:7', fullName: 'Marieke Beheer', email: 'marieke@school.nl' }] };

const log = (entries: object[], more: { totalCount?: number; hasNextPage?: boolean } = {}): MockResolvers => ({
  AuditLogFilters: () => FILTERS,
  AuditEntryConnection: () => ({ totalCount: more.totalCount ?? entries.length, edges: entries.map((node) => ({ node, cursor: `c-${(node as { id: string }).id}` })) }),
  PageInfo: () => ({ hasNextPage: more.hasNextPage ?? false, endCursor: 'c-last' }),
});

function openAudit(resolvers: MockResolvers, search = '') {
  const relay = mockRelay();
  const ref = relay.preload<AuditScreenQuery>(auditScreenQuery, resolvers, auditVariables(new URLSearchParams(search)));
  const view = renderScreen(<AuditScreen queryRef={ref} />, relay, { path: `/admin/audit${search ? `?${search}` : ''}` });
  return { relay, ...view };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

test('shows each change with its Dutch time, user, type, id and event, and the old → new value per field', () => {
  openAudit(log([SEAT_SAVED, DEMO_MADE]));
  expect(screen.getByRole('heading', { name: 'Logboek' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: '2 wijzigingen' })).toBeTruthy();
  const [saved, made] = rows() as [HTMLElement, HTMLElement];
  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  expect(cells(saved)).toEqual([
    '10 maart 2026 11:05',
    'Marieke Beheermarieke@school.nl',
    'Licentiegebruiker',
    'ocrC8',
    'gewijzigd',
    'Voornaam: oud: (leeg) → nieuw: PietActief: oud: ja → nieuw: nee',
  ]);
  // Amsterdam's day: 22:30 UTC on 9 March is 23:30 there. A created record has only new values; a script acted as nobody.
  expect(cells(made)).toEqual(['9 maart 2026 23:30', 'Systeem', 'Licentiegebruiker', 'xYz12', 'aangemaakt', 'Rol: leerling']);
  // The diff marks what went and what came.
  expect(
    within(saved)
      .getAllByRole('deletion')
      .map((d) => d.textContent),
  ).toEqual(['oud: (leeg)', 'oud: ja']);
  expect(
    within(saved)
      .getAllByRole('insertion')
      .map((d) => d.textContent),
  ).toEqual(['nieuw: Piet', 'nieuw: nee']);
  expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
});

test('a filter goes into the address and asks the server for that log; none found says so', async () => {
  const { relay, location } = openAudit(log([SEAT_SAVED, DEMO_MADE]));
  expect((screen.getByLabelText('Type') as HTMLSelectElement).options[2]!.textContent).toBe('Licentiegebruiker');
  fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'group' } });
  expect(location()).toBe('/admin/audit?type=group');
  expect(relay.pending()).toEqual(['AuditScreenPaginationQuery']);
  expect(relay.latest().request.variables).toMatchObject({ type: 'group', userId: null, from: null, to: null, first: 20, after: null });
  await relay.answer(log([]));
  expect(screen.getByText('Geen wijzigingen gevonden met deze filters.')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();

  fireEvent.change(screen.getByLabelText('Gebruiker'), { target: { value: 'User:7' } });
  fireEvent.change(screen.getByLabelText('Vanaf'), { target: { value: '2026-03-01' } });
  fireEvent.change(screen.getByLabelText('Tot en met'), { target: { value: '2026-03-10' } });
  expect(location()).toBe('/admin/audit?type=group&gebruiker=User%3A7&van=2026-03-01&tot=2026-03-10');
  expect(relay.latest().request.variables).toMatchObject({ type: 'group', userId: 'User:7', from: '2026-03-01', to: '2026-03-10' });
  await relay.answer(log([SEAT_SAVED]));
  expect(rows()).toHaveLength(1);

  fireEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
  expect(location()).toBe('/admin/audit');
});

test('opens with the filters of the address, as the route loaded them, without asking again', () => {
  const { relay } = openAudit(log([SEAT_SAVED]), 'gebruiker=User%3A7&type=seat&van=2026-03-01&tot=geen-dag');
  expect(relay.pending()).toEqual([]);
  expect((screen.getByLabelText('Gebruiker') as HTMLSelectElement).value).toBe('User:7');
  expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('seat');
  expect((screen.getByLabelText('Vanaf') as HTMLInputElement).value).toBe('2026-03-01');
  // A day that is none is not sent.
  expect(auditVariables(new URLSearchParams('tot=geen-dag')).to).toBeNull();
});

test("'Meer laden' asks for the next 20", () => {
  const { relay } = openAudit(log([SEAT_SAVED], { totalCount: 25, hasNextPage: true }));
  expect(screen.getByRole('heading', { name: '1 van 25 wijzigingen' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
  expect(relay.pending()).toEqual(['AuditScreenPaginationQuery']);
  expect(relay.latest().request.variables).toMatchObject({ first: 20, after: 'c-last' });
});

test('an empty log says there is nothing yet', () => {
  openAudit(log([]));
  expect(screen.getByText('Er staan nog geen wijzigingen in het logboek.')).toBeTruthy();
  expect(screen.getByRole('heading', { name: '0 wijzigingen' })).toBeTruthy();
});

test("'Herstellen' asks first, puts the old values back, says so and shows the log again with the restore on top", async () => {
  const { relay } = openAudit(log([EXAM_SAVED, SEAT_SAVED]));
  // Only the restorable entry offers it.
  expect(screen.getAllByRole('button', { name: /^Herstellen/ })).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: 'Herstellen: Examen, gewijzigd 11 maart 2026 10:00' }));
  const dialog = screen.getByRole('dialog', { name: 'Oude waarden terugzetten' });
  expect(within(dialog).getByText('Weet je zeker dat je de oude waarden van deze wijziging wil terugzetten?')).toBeTruthy();
  expect(relay.pending()).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Terugzetten' }));
  expect(relay.latest().request.variables).toEqual({ id: 'AuditEntry:3' });
  await relay.answer({ Mutation: () => ({ restoreAuditEntry: { __typename: 'RestoreAuditEntrySuccess' } }), AuditEntry: () => EXAM_RESTORED });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('Oude waarden teruggezet');
  expect(relay.pending()).toEqual(['AuditScreenPaginationQuery']);
  await relay.answer(log([EXAM_RESTORED, EXAM_SAVED, SEAT_SAVED]));
  const [top] = rows() as [HTMLElement];
  expect(within(top).getAllByRole('cell').at(-1)!.textContent).toBe(
    'Notities: oud: Nagekeken → nieuw: (leeg)Status: oud: Gepubliceerd → nieuw: ConceptVersie: oud: 2 → nieuw: 3' +
      'Teruggezet: de oude waarden van de wijziging van 11 maart 2026 10:00 door Ada Auteur.Herstellen',
  );
});

test('a refused restore says why, with the fields changed since, and changes nothing on the page', async () => {
  const { relay } = openAudit(log([EXAM_SAVED]));
  fireEvent.click(screen.getByRole('button', { name: /^Herstellen/ }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Terugzetten' }));
  await relay.answer({
    Mutation: () => ({
      restoreAuditEntry: {
        __typename: 'AuditEntryChangedSinceError',
        message: 'Deze wijziging kan niet worden teruggezet: het item is daarna opnieuw gewijzigd.',
        changedFields: ['status', 'notes'],
      },
    }),
  });
  const dialog = screen.getByRole('dialog', { name: 'Oude waarden terugzetten' });
  expect(within(dialog).getByRole('alert').textContent).toBe('Deze wijziging kan niet worden teruggezet: het item is daarna opnieuw gewijzigd.Sindsdien gewijzigd: Status en Notities.');
  expect(relay.pending()).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(rows()).toHaveLength(1);
});

test("a question's and a solution strategy's changes read in their editors' words", () => {
  expect(fieldList(['text', 'tagNames', 'dependencies'])).toBe('Tekst, Trefwoorden en Afhankelijkheden');
  expect(fieldList(['steps', 'scores'])).toBe('Stappen en Punten obv. antwoordcombinaties');
  expect([valueText('"high"', 'question', 'complexity'), valueText('"published"', 'answer', 'status')]).toEqual(['Hoog', 'Gepubliceerd']);
});
