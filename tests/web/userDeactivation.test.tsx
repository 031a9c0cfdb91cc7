// The user screen's 'Account' section (/admin/users/{email}; issue 47): an active user offers 'Deactiveren', which asks
// first (focus on 'Annuleren') and sends nothing until confirmed; the answer turns the section and the heading to the
// deactivated state with a toast; a refusal (the admin's own account) is shown and changes nothing; a deactivated user
// offers 'Heractiveren' at once, without a dialog.
import { fireEvent, screen, within } from '@testing-library/react';
import { UserEditScreen, userEditScreenQuery } from '../../web/screens/Admin/Users/UserEditScreen.tsx';
import type { UserEditScreenQuery } from '../../web/__generated__/UserEditScreenQuery.graphql';
import { mockRelay, renderScreen } from './relay.tsx';

type UserFixture = { id: string; email: string; firstName: string; lastName: string; role: string; createdAt: string; lastLoginAt: string | null; deactivatedAt: string | null };
const ACTIVE: UserFixture = {
  id: 'User:9',
  email: 'tess@school.nl',
  firstName: 'Tess',
  lastName: 'Uit',
  role: 'docent',
  createdAt: '2026-03-01T09:00:00.000Z',
  lastLoginAt: null,
  deactivatedAt: null,
};
const DEACTIVATED: UserFixture = { ...ACTIVE, deactivatedAt: '2026-03-10T10:00:00.000Z' };

function openUser(user: UserFixture) {
  const relay = mockRelay();
  const ref = relay.preload<UserEditScreenQuery>(userEditScreenQuery, { User: () => ({ ...user, adminSeats: [], adminActivity: [] }) }, { email: user.email });
  renderScreen(<UserEditScreen queryRef={ref} />, relay, { path: '/admin/users/tess%40school%2Enl' });
  return relay;
}

const account = () => screen.getByRole('heading', { level: 2, name: 'Account' }).parentElement!;

test("'Deactiveren' asks first, then shows the user deactivated with a toast", async () => {
  const relay = openUser(ACTIVE);
  expect(within(account()).getByText('Dit account is actief: de gebruiker kan inloggen.')).toBeTruthy();
  fireEvent.click(within(account()).getByRole('button', { name: 'Deactiveren' }));
  const dialog = screen.getByRole('dialog', { name: 'Gebruiker deactiveren?' });
  expect(within(dialog).getByText(/^Tess Uit wordt overal afgemeld en kan daarna niet meer inloggen\./)).toBeTruthy();
  expect(relay.pending()).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Deactiveren' }));
  expect(relay.latest().request.variables).toEqual({ email: 'tess@school.nl', deactivated: true });
  await relay.answer({ Mutation: () => ({ adminSetUserDeactivated: { __typename: 'AdminUpdateUserSuccess' } }), User: () => DEACTIVATED });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('Gebruiker gedeactiveerd');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tess Uit gedeactiveerd');
  expect(within(account()).getByText(/^Gedeactiveerd op 10 maart 2026, 11:00\./)).toBeTruthy();
  expect(within(account()).getByRole('button', { name: 'Heractiveren' })).toBeTruthy();
});

test("'Annuleren' closes the dialog and sends nothing", () => {
  const relay = openUser(ACTIVE);
  fireEvent.click(within(account()).getByRole('button', { name: 'Deactiveren' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuleren' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(relay.pending()).toEqual([]);
});

test('a refusal is shown and the user stays active', async () => {
  const relay = openUser(ACTIVE);
  fireEvent.click(within(account()).getByRole('button', { name: 'Deactiveren' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactiveren' }));
  await relay.answer({ Mutation: () => ({ adminSetUserDeactivated: { __typename: 'UserDeactivationRefusedError', message: 'Je kunt je eigen account niet deactiveren.' } }) });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(within(account()).getByText('Je kunt je eigen account niet deactiveren.')).toBeTruthy();
  expect(within(account()).getByRole('button', { name: 'Deactiveren' })).toBeTruthy();
});

test("'Heractiveren' needs no confirmation", async () => {
  const relay = openUser(DEACTIVATED);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tess Uit gedeactiveerd');
  fireEvent.click(within(account()).getByRole('button', { name: 'Heractiveren' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(relay.latest().request.variables).toEqual({ email: 'tess@school.nl', deactivated: false });
  await relay.answer({ Mutation: () => ({ adminSetUserDeactivated: { __typename: 'AdminUpdateUserSuccess' } }), User: () => ACTIVE });
  expect(screen.getByRole('status').textContent).toBe('Gebruiker geheractiveerd');
  expect(within(account()).getByRole('button', { name: 'Deactiveren' })).toBeTruthy();
});
