// The licence overview (/licenties, document 2 §2.10; document 1 §4, §8): its empty states, the seat dialog (checks,
// what is sent, the busy buttons, the confirmation before switching a seat off, answers, the store after saving) and
// the demo student's failure toast. Sentences the spec has are the spec's, the others the screen's, written out here.
import { fireEvent, screen, within } from '@testing-library/react';
import { LicensesScreen, licensesScreenQuery } from '../../web/screens/Licenses/LicensesScreen.tsx';
import type { LicensesScreenQuery } from '../../web/__generated__/LicensesScreenQuery.graphql';
import { mockRelay, renderScreen } from './relay.tsx';

const FREE = { id: 'Seat:1', name: null, firstName: null, lastName: null, email: null, role: 'leerling', status: 'empty', isActive: true, isDemo: false, isViewer: false };
const LINKED = {
  id: 'Seat:2',
  name: 'Eva de Vries',
  firstName: 'Eva',
  lastName: 'de Vries',
  email: 'eva@school.nl',
  role: 'leerling',
  status: 'active',
  isActive: true,
  isDemo: false,
  isViewer: false,
};
const OWN = { id: 'Seat:3', name: 'Jan Jansen', firstName: 'Jan', lastName: 'Jansen', email: 'jan@school.nl', role: 'docent', status: 'active', isActive: true, isDemo: false, isViewer: true };

function license(seats: object[], more: object = {}) {
  return {
    id: 'License:9',
    type: 'schoollicentie',
    description: 'Het Lyceum 2026-2027',
    begin: '2026-08-01',
    end: '2027-08-01',
    isActive: true,
    canManage: true,
    allowsDemoStudents: true,
    expiry: null,
    myDemoStudent: null,
    groups: [],
    seats: { totalCount: seats.length, edges: seats.map((node) => ({ node: { invitationExpired: false, invitationExpiresAt: null, groups: [], streams: [], ...node } })) },
    ...more,
  };
}

function openLicenses(licenses: object[]) {
  const relay = mockRelay();
  const ref = relay.preload<LicensesScreenQuery>(licensesScreenQuery, { Viewer: () => ({ licenses }), PageInfo: () => ({ hasNextPage: false, endCursor: null }) }, { onlyStudents: false });
  const view = renderScreen(<LicensesScreen queryRef={ref} />, relay, { path: '/licenties' });
  return { relay, ...view };
}

const dialog = () => screen.getByRole('dialog');
const inDialog = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(inDialog(label), { target: { value } });
const button = (name: string) => within(dialog()).getByRole('button', { name });
const edit = (who: string) => fireEvent.click(screen.getByRole('button', { name: `Gegevens van ${who} wijzigen` }));

test("without a licence: 'Geen licentie gekoppeld' (document 1 §8)", () => {
  openLicenses([]);
  expect(screen.getByText('Geen licentie gekoppeld')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});

test("a licence without seats: 'Geen deelnemers gevonden bij deze licentie' (document 1 §8)", () => {
  openLicenses([license([])]);
  expect(screen.getByText('Geen deelnemers gevonden bij deze licentie')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});

test('an address that is not one is refused in the dialog, and nothing is sent', () => {
  const { relay } = openLicenses([license([FREE])]);
  edit('vrije plek 1');
  expect(within(dialog()).getByRole('heading', { name: 'Deelnemer wijzigen' })).toBeTruthy();
  type('E-mailadres', 'eva-at-school');
  fireEvent.click(button('Opslaan'));
  expect(within(dialog()).getByRole('alert').textContent).toBe('Vul een geldig e-mailadres in.');
  expect(relay.pending()).toEqual([]);
});

test('saved with an invitation: the buttons hold while it runs, the toast names the address, the row shows the seat as the server has it', async () => {
  const { relay } = openLicenses([license([FREE, LINKED])]);
  edit('vrije plek 1');
  type('Voornaam', ' Piet ');
  type('E-mailadres', 'piet@school.nl');
  fireEvent.click(button('Opslaan'));
  expect(relay.latest().request.variables).toEqual({
    input: { seatId: 'Seat:1', firstName: 'Piet', lastName: null, email: 'piet@school.nl', isActive: true, resendInvitation: false },
  });
  expect(button('Opslaan').getAttribute('aria-busy')).toBe('true');
  expect(button('Annuleren').hasAttribute('disabled')).toBe(true);

  await relay.answer({
    Mutation: () => ({ updateSeat: { __typename: 'UpdateSeatSuccess', invitationSent: true } }),
    Seat: () => ({
      ...FREE,
      name: 'Piet',
      firstName: 'Piet',
      email: 'piet@school.nl',
      status: 'invited',
      invitationExpired: false,
      invitationExpiresAt: '2026-12-20T10:00:00Z',
      groups: [],
      streams: [],
    }),
  });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('De gegevens zijn opgeslagen en er is een uitnodiging verstuurd naar piet@school.nl.');
  expect(relay.record('Seat:1')).toMatchObject({ name: 'Piet', email: 'piet@school.nl', status: 'invited' });
  const row = screen.getByRole('row', { name: /Piet/ });
  expect(within(row).getByText('Uitgenodigd')).toBeTruthy();
  expect(within(row).getByText('piet@school.nl')).toBeTruthy();
});

test('switching off a seat with an account asks first; Terug changes nothing, Ja, uitzetten sends it', async () => {
  const { relay } = openLicenses([license([LINKED])]);
  edit('Eva de Vries');
  // The address of a linked account is for information only.
  expect(inDialog('E-mailadres').readOnly).toBe(true);
  fireEvent.click(inDialog('Actief'));
  fireEvent.click(button('Opslaan'));
  expect(within(dialog()).getByRole('heading', { name: 'Plek uitzetten?' })).toBeTruthy();
  expect(relay.pending()).toEqual([]);

  fireEvent.click(button('Terug'));
  expect(within(dialog()).getByRole('heading', { name: 'Deelnemer wijzigen' })).toBeTruthy();
  fireEvent.click(button('Opslaan'));
  fireEvent.click(button('Ja, uitzetten'));
  expect(relay.latest().request.variables.input).toMatchObject({ seatId: 'Seat:2', isActive: false });
  expect(button('Terug').hasAttribute('disabled')).toBe(true);

  await relay.answer({ Mutation: () => ({ updateSeat: { __typename: 'UpdateSeatSuccess', invitationSent: false } }), Seat: () => ({ ...LINKED, isActive: false, groups: [], streams: [] }) });
  expect(screen.getByRole('status').textContent).toBe('De gegevens zijn opgeslagen.');
  expect(within(screen.getByRole('row', { name: /Eva de Vries/ })).getByText('Nee')).toBeTruthy();
});

test("one's own seat cannot be switched off", () => {
  openLicenses([license([OWN])]);
  edit('Jan Jansen');
  expect(inDialog('Actief').disabled).toBe(true);
  expect(within(dialog()).getByText('Je eigen plek kun je niet uitzetten.')).toBeTruthy();
});

test("the server's field message stands at its field; a lost connection is said in the dialog, which stays open", async () => {
  const { relay } = openLicenses([license([FREE])]);
  edit('vrije plek 1');
  type('E-mailadres', 'piet@school.nl');
  fireEvent.click(button('Opslaan'));
  await relay.answer({
    Mutation: () => ({
      updateSeat: { __typename: 'ValidationError', message: 'x', fieldErrors: [{ field: 'email', messages: ['Dit adres heeft al een plek in deze licentie.'] }] },
    }),
  });
  expect(within(dialog()).getByRole('alert').textContent).toBe('Dit adres heeft al een plek in deze licentie.');
  expect(inDialog('E-mailadres').getAttribute('aria-invalid')).toBe('true');

  fireEvent.click(button('Opslaan'));
  await relay.fail();
  expect(within(dialog()).getByText('Dat is niet gelukt. Probeer het opnieuw.')).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
});

test("a demo student that cannot be made is an error toast with the server's reason, or the general one", async () => {
  const { relay, shell } = openLicenses([license([FREE])]);
  fireEvent.click(screen.getByRole('button', { name: 'Demoleerling maken' }));
  expect(relay.latest().request.variables).toEqual({ licenseId: 'License:9' });
  await relay.answer({ Mutation: () => ({ createDemoStudent: { __typename: 'ForbiddenError', message: 'Er is geen vrije plek voor een leerling.' } }) });
  expect(screen.getByRole('alert').textContent).toBe('Er is geen vrije plek voor een leerling.');
  expect(screen.getByRole('alert').className).toContain('toast-error');

  fireEvent.click(screen.getByRole('button', { name: 'Demoleerling maken' }));
  await relay.fail();
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Dat is niet gelukt. Probeer het opnieuw.');
  expect(shell.refreshViewer).toBe(0);
});
