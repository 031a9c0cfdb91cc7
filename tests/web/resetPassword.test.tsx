// A new password from the e-mailed link (/reset-password#<token>, document 1 §2.2, §5: 'both passwords must be equal,
// otherwise 'Wachtwoorden komen niet overeen' at the second field'): the checks, what is sent and the answers.
import { fireEvent, screen } from '@testing-library/react';
import { ResetPasswordScreen } from '../../web/screens/Auth/ResetPasswordScreen.tsx';
import { mockRelay, renderScreen } from './relay.tsx';

function openReset(path = '/reset-password#tok-123') {
  const relay = mockRelay();
  const view = renderScreen(<ResetPasswordScreen />, relay, { path, shell: false });
  return { relay, ...view };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
const errorOf = (label: string) => {
  const ids = (field(label).getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'))?.textContent ?? null;
};

test("two different passwords: 'Wachtwoorden komen niet overeen' at the second field, and nothing is sent", () => {
  const { relay } = openReset();
  type('Wachtwoord', 'nieuwgeheim1');
  type('Wachtwoord opnieuw', 'nieuwgeheim2');
  save();
  expect(errorOf('Wachtwoord opnieuw')).toBe('Wachtwoorden komen niet overeen');
  expect(errorOf('Wachtwoord')).toBeNull();
  expect(relay.pending()).toEqual([]);
});

test("empty fields: 'Dit veld is verplicht' at both", () => {
  const { relay } = openReset();
  save();
  expect(errorOf('Wachtwoord')).toBe('Dit veld is verplicht');
  expect(errorOf('Wachtwoord opnieuw')).toBe('Dit veld is verplicht');
  expect(relay.pending()).toEqual([]);
});

test('it sends the token from the link; saved, the token leaves the address and the page says so', async () => {
  const { relay, location } = openReset('/reset-password#tok%2B123');
  type('Wachtwoord', 'nieuwgeheim1');
  type('Wachtwoord opnieuw', 'nieuwgeheim1');
  save();
  expect(relay.latest().request.variables).toEqual({ token: 'tok+123', password: 'nieuwgeheim1' });
  await relay.answer({ Mutation: () => ({ resetPassword: { __typename: 'ResetPasswordSuccess' } }) });
  expect(location()).toBe('/reset-password');
  expect(screen.getByRole('heading', { name: 'Nieuw wachtwoord ingesteld' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe('/login');
});

test("the server's rule for the password stands at the field", async () => {
  const { relay } = openReset();
  type('Wachtwoord', 'kort');
  type('Wachtwoord opnieuw', 'kort');
  save();
  await relay.answer({
    Mutation: () => ({ resetPassword: { __typename: 'ValidationError', message: 'x', fieldErrors: [{ field: 'password', messages: ['Het wachtwoord moet minimaal 8 tekens hebben.'] }] } }),
  });
  expect(errorOf('Wachtwoord')).toBe('Het wachtwoord moet minimaal 8 tekens hebben.');
});

test('a used or expired link says so, with the way to a new one', async () => {
  const { relay } = openReset();
  type('Wachtwoord', 'nieuwgeheim1');
  type('Wachtwoord opnieuw', 'nieuwgeheim1');
  save();
  await relay.answer({ Mutation: () => ({ resetPassword: { __typename: 'InvalidTokenError', message: 'Deze link is verlopen of al gebruikt.' } }) });
  expect(screen.getByRole('alert').textContent).toBe('Deze link is verlopen of al gebruikt. Nieuwe link aanvragen');
  expect(screen.getByRole('link', { name: 'Nieuwe link aanvragen' }).getAttribute('href')).toBe('/forgot-password');
});

test('a link without a token offers no form', () => {
  openReset('/reset-password');
  expect(screen.getByText('Deze link is onvolledig')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
});
