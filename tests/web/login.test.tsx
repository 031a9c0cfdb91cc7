// The sign-in form (/login, document 1 §2.2, §5, §8): what it checks before sending, what it sends, and how it shows
// the server's answers. The Dutch sentences are the spec's, written out here.
import { fireEvent, screen } from '@testing-library/react';
import { LoginScreen, loginScreenQuery } from '../../web/screens/Auth/LoginScreen.tsx';
import type { LoginScreenQuery } from '../../web/__generated__/LoginScreenQuery.graphql';
import { mockRelay, renderScreen } from './relay.tsx';

function openLogin({ ssoAvailable = false, path = '/login' } = {}) {
  const relay = mockRelay();
  const ref = relay.preload<LoginScreenQuery>(loginScreenQuery, { Viewer: () => ({ user: null, ssoAvailable }) });
  const view = renderScreen(<LoginScreen queryRef={ref} />, relay, { path });
  return { relay, ...view };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const signInButton = () => screen.getByRole('button', { name: 'Inloggen' });
/** The message shown under a field (the element its aria-describedby names), or null. */
const errorOf = (label: string) => {
  const input = field(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'));
  return error?.textContent ?? null;
};

test("'Onthoud mij' is on when the page opens, and the provider's button shows only when single sign-on is set up", () => {
  openLogin();
  expect((screen.getByLabelText('Onthoud mij') as HTMLInputElement).checked).toBe(true);
  expect(screen.queryByRole('link', { name: 'Inloggen via de uitgever' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' }).getAttribute('href')).toBe('/forgot-password');
});

test("the provider's button keeps where the user was going", () => {
  openLogin({ ssoAvailable: true, path: '/login?next=%2Fcart' });
  expect(screen.getByRole('link', { name: 'Inloggen via de uitgever' }).getAttribute('href')).toBe('/api/sso/login?next=%2Fcart');
});

test('empty fields are refused at the fields, and nothing is sent', () => {
  const { relay } = openLogin();
  fireEvent.click(signInButton());
  expect(errorOf('E-mailadres')).toBe('Dit veld is verplicht');
  expect(errorOf('Wachtwoord')).toBe('Dit veld is verplicht');
  expect(field('E-mailadres').getAttribute('aria-invalid')).toBe('true');
  expect(relay.pending()).toEqual([]);
});

test('an address that is not one is refused before sending', () => {
  const { relay } = openLogin();
  type('E-mailadres', 'jan.docent');
  type('Wachtwoord', 'geheim123');
  fireEvent.click(signInButton());
  expect(errorOf('E-mailadres')).toBe('Vul een geldig e-mailadres in.');
  expect(errorOf('Wachtwoord')).toBeNull();
  expect(relay.pending()).toEqual([]);
});

test("it sends the address, the password and 'Onthoud mij', and the button holds until the server answers", async () => {
  const { relay } = openLogin();
  type('E-mailadres', 'jan@school.nl');
  type('Wachtwoord', 'geheim123');
  fireEvent.click(screen.getByLabelText('Onthoud mij'));
  fireEvent.click(signInButton());
  expect(relay.latest().request.variables).toEqual({ input: { email: 'jan@school.nl', password: 'geheim123', remember: false } });
  expect(signInButton().getAttribute('aria-busy')).toBe('true');
  // A second press while it runs sends nothing more.
  fireEvent.click(signInButton());
  expect(relay.pending()).toEqual(['useSignInMutation']);

  // Document 1 §5: the server's 'These credentials do not match our records.' in Dutch, at the field.
  await relay.answer({
    Mutation: () => ({ signIn: { __typename: 'InvalidCredentialsError', message: 'De combinatie van gebruikersnaam en wachtwoord is onbekend.' } }),
  });
  expect(errorOf('E-mailadres')).toBe('De combinatie van gebruikersnaam en wachtwoord is onbekend.');
  // Document 1 §8: 'the button stops loading'.
  expect(signInButton().getAttribute('aria-busy')).toBeNull();
});

test("a server's field messages go to their fields", async () => {
  const { relay } = openLogin();
  type('E-mailadres', 'jan@school.nl');
  type('Wachtwoord', 'x');
  fireEvent.click(signInButton());
  await relay.answer({
    Mutation: () => ({
      signIn: { __typename: 'ValidationError', message: 'Controleer de velden.', fieldErrors: [{ field: 'password', messages: ['Het wachtwoord is te kort.'] }] },
    }),
  });
  expect(errorOf('Wachtwoord')).toBe('Het wachtwoord is te kort.');
  expect(errorOf('E-mailadres')).toBeNull();
  // A field message stands at its field, not once more above the button.
  expect(screen.queryByText('Controleer de velden.')).toBeNull();
});

test('a lost connection is said above the button, and the form can be sent again', async () => {
  const { relay } = openLogin();
  type('E-mailadres', 'jan@school.nl');
  type('Wachtwoord', 'geheim123');
  fireEvent.click(signInButton());
  await relay.fail();
  expect(screen.getByText('Er ging iets mis. Controleer je verbinding en probeer het opnieuw.')).toBeTruthy();
  expect(signInButton().getAttribute('aria-busy')).toBeNull();
  fireEvent.click(signInButton());
  expect(relay.pending()).toEqual(['useSignInMutation']);
});

test('signed in, the shell starts over for the new user and the page goes where the user was going', async () => {
  const { relay, shell, location } = openLogin({ path: '/login?next=%2Fprofile' });
  type('E-mailadres', 'jan@school.nl');
  type('Wachtwoord', 'geheim123');
  fireEvent.click(signInButton());
  await relay.answer({
    Mutation: () => ({ signIn: { __typename: 'SignInSuccess' } }),
    User: () => ({ id: 'User:7', fullName: 'Jan Jansen', role: 'docent' }),
  });
  expect(shell.resetForNewViewer).toBe(1);
  expect(location()).toBe('/profile');
});

test('a `next` on another site is not followed', async () => {
  const { relay, location } = openLogin({ path: '/login?next=%2F%2Fevil.example%2F' });
  type('E-mailadres', 'jan@school.nl');
  type('Wachtwoord', 'geheim123');
  fireEvent.click(signInButton());
  await relay.answer({ Mutation: () => ({ signIn: { __typename: 'SignInSuccess' } }) });
  expect(location()).toBe('/');
});
