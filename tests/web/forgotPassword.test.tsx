// Asking for a reset link (/forgot-password, document 1 §2.2, §8: 'browser alert with the message; the flow moves on
// to the confirmation page in every case'): the check of the address, what is sent, and the way on.
import { fireEvent, screen } from '@testing-library/react';
import { ForgotPasswordScreen } from '../../web/screens/Auth/ForgotPasswordScreen.tsx';
import { mockRelay, renderScreen } from './relay.tsx';

function openForgot() {
  const relay = mockRelay();
  const view = renderScreen(<ForgotPasswordScreen />, relay, { path: '/forgot-password', shell: false });
  return { relay, ...view };
}

const type = (value: string) => fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value } });
const ask = () => fireEvent.click(screen.getByRole('button', { name: 'Nieuw wachtwoord opvragen' }));

/** The browser's alert boxes during `run`, recorded instead of shown (jsdom has none). */
async function alertsDuring(run: () => Promise<void>): Promise<string[]> {
  const alerts: string[] = [];
  const browserAlert = window.alert;
  window.alert = (text) => void alerts.push(String(text));
  try {
    await run();
  } finally {
    window.alert = browserAlert;
  }
  return alerts;
}

test('an address that is not one is refused at the field, and the page stays', () => {
  const { relay, location } = openForgot();
  type('jan.school.nl');
  ask();
  expect(screen.getByRole('alert').textContent).toBe('Vul een geldig e-mailadres in.');
  expect(relay.pending()).toEqual([]);
  expect(location()).toBe('/forgot-password');
});

test('asked, it goes on to the confirmation without an alert', async () => {
  const { relay, location } = openForgot();
  type('jan@school.nl');
  const alerts = await alertsDuring(async () => {
    ask();
    expect(relay.latest().request.variables).toEqual({ email: 'jan@school.nl' });
    await relay.answer({ Mutation: () => ({ requestPasswordReset: { __typename: 'RequestPasswordResetSuccess' } }) });
  });
  expect(alerts).toEqual([]);
  expect(location()).toBe('/forgot-password/verstuurd');
});

test('a refusal or a lost connection is an alert with the message, and it goes on all the same (document 1 §8)', async () => {
  const first = openForgot();
  type('jan@school.nl');
  const refused = await alertsDuring(async () => {
    ask();
    await first.relay.answer({ Mutation: () => ({ requestPasswordReset: { __typename: 'ThrottledError', message: 'Te veel aanvragen. Probeer het later opnieuw.' } }) });
  });
  expect(refused).toEqual(['Te veel aanvragen. Probeer het later opnieuw.']);
  expect(first.location()).toBe('/forgot-password/verstuurd');
  first.unmount();

  const second = openForgot();
  type('jan@school.nl');
  const lost = await alertsDuring(async () => {
    ask();
    await second.relay.fail();
  });
  expect(lost).toEqual(['Er ging iets mis. Controleer je verbinding en probeer het opnieuw.']);
  expect(second.location()).toBe('/forgot-password/verstuurd');
});
