// The invitation link (/uitnodiging-accepteren/{token}, document 2 §4.5): the states of the spec's table, a new
// account's password, and the acceptance ('Welkom! Log in en ga direct aan de slag!' and on to /).
import { fireEvent, screen } from '@testing-library/react';
import { InvitationScreen, invitationScreenQuery } from '../../web/screens/Invitation/InvitationScreen.tsx';
import type { InvitationScreenQuery } from '../../web/__generated__/InvitationScreenQuery.graphql';
import { mockRelay, renderScreen } from './relay.tsx';

function openInvitation(status: string, signedInAs: string | null = null) {
  const relay = mockRelay();
  const ref = relay.preload<InvitationScreenQuery>(
    invitationScreenQuery,
    {
      Query: () => ({ invitation: { __typename: 'Invitation', status, email: 'eva@school.nl', firstName: 'Eva', licenseDescription: 'Het Lyceum 2026-2027' } }),
      Viewer: () => ({ user: signedInAs ? { email: signedInAs } : null }),
    },
    { token: 'tok-9' },
  );
  const view = renderScreen(<InvitationScreen token="tok-9" queryRef={ref} />, relay, { path: '/uitnodiging-accepteren/tok-9' });
  return { relay, ...view };
}

test.each([
  ['unknownSeat', 'Onbekende link'],
  ['invalidSeat', 'Link al geactiveerd'],
])("a link in state %s says '%s' (document 2 §4.5)", (status, title) => {
  openInvitation(status);
  expect(screen.getByText(title)).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
});

test('a new address chooses a password twice; different ones are refused before sending', () => {
  const { relay } = openInvitation('unknownEmail');
  expect(screen.getByRole('heading', { name: 'Welkom, Eva!' })).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: 'geheim123' } });
  fireEvent.change(screen.getByLabelText('Wachtwoord opnieuw'), { target: { value: 'geheim321' } });
  fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
  expect(screen.getByRole('alert').textContent).toBe('Wachtwoorden komen niet overeen');
  expect(relay.pending()).toEqual([]);
});

test("an existing account links the seat only when accepted; then the shell starts over, the page goes to / and says 'Welkom! Log in en ga direct aan de slag!'", async () => {
  const { relay, shell, location } = openInvitation('validEmail', 'jan@school.nl');
  expect(screen.getByText('Je bent nu ingelogd als jan@school.nl. Je wordt uitgelogd zodra je de uitnodiging accepteert.')).toBeTruthy();
  expect(relay.pending()).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Uitnodiging accepteren' }));
  expect(relay.latest().request.variables).toEqual({ token: 'tok-9' });
  await relay.answer({ Mutation: () => ({ acceptInvitation: { __typename: 'AcceptInvitationSuccess' } }) });
  expect(shell.resetForNewViewer).toBe(1);
  expect(location()).toBe('/');
  const toasts = [...document.querySelectorAll('.toasts > [role]')].map((toast) => toast.textContent);
  expect(toasts).toEqual(['Welkom! Log in en ga direct aan de slag!']);
});

test('a link used meanwhile shows that state instead of the form', async () => {
  const { relay } = openInvitation('validEmail');
  fireEvent.click(screen.getByRole('button', { name: 'Uitnodiging accepteren' }));
  await relay.answer({ Mutation: () => ({ acceptInvitation: { __typename: 'InvitationStateError', status: 'invalidSeat', message: 'Deze uitnodiging is al gebruikt.' } }) });
  expect(screen.getByText('Link al geactiveerd')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Uitnodiging accepteren' })).toBeNull();
});
