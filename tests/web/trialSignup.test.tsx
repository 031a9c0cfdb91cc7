// Registration for a trial licence (/registreer, document 2 §2.12, §5): the subjects offered, what is sent, the
// server's field messages at their fields, and the page after sending. The Dutch sentences are the spec's.
import { fireEvent, screen, within } from '@testing-library/react';
import { TrialSignupScreen, trialSignupScreenQuery } from '../../web/screens/Signup/TrialSignupScreen.tsx';
import type { TrialSignupScreenQuery } from '../../web/__generated__/TrialSignupScreenQuery.graphql';
import { mockRelay, renderScreen } from './relay.tsx';

const OPTIONS = {
  trialDays: 30,
  trialStudentSeats: 3,
  trialLicenses: [
    { slug: 'proeflicentie-nask1', name: 'NaSk 1', levelName: 'Vmbo GT' },
    { slug: 'proeflicentie-natuurkunde-havo', name: 'Natuurkunde', levelName: 'Havo' },
    { slug: 'proeflicentie-wiskunde-b-havo', name: 'Wiskunde B', levelName: 'Havo' },
  ],
};

function openSignup() {
  const relay = mockRelay();
  const ref = relay.preload<TrialSignupScreenQuery>(trialSignupScreenQuery, { SignupOptions: () => OPTIONS });
  // A visitor's page: outside the shell.
  const view = renderScreen(<TrialSignupScreen queryRef={ref} />, relay, { path: '/registreer', shell: false });
  return { relay, ...view };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Aanvragen' }));
const errorOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

test('the subjects are offered by level, as the server lists them, with its number of days and seats', () => {
  openSignup();
  const select = screen.getByLabelText('Vak en niveau');
  const groups = within(select)
    .getAllByRole('group')
    .map((g) => [
      g.getAttribute('label'),
      within(g)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ]);
  expect(groups).toEqual([
    ['Vmbo GT', ['NaSk 1']],
    ['Havo', ['Natuurkunde', 'Wiskunde B']],
  ]);
  expect(screen.getByText(/^Probeer Vraagwerk 30 dagen gratis met je klas\. Je krijgt er drie plekken voor leerlingen bij/)).toBeTruthy();
});

test("it sends what was filled in; the server's messages (document 2 §5) stand at their fields", async () => {
  const { relay } = openSignup();
  type('Achternaam', 'Jansen');
  fireEvent.change(screen.getByLabelText('Vak en niveau'), { target: { value: 'proeflicentie-wiskunde-b-havo' } });
  send();
  expect(relay.latest().request.variables).toEqual({
    input: { firstName: '', lastName: 'Jansen', email: '', license: 'proeflicentie-wiskunde-b-havo', consent: false },
  });
  expect(screen.getByRole('button', { name: 'Aanvragen' }).getAttribute('aria-busy')).toBe('true');

  await relay.answer({
    Mutation: () => ({
      registerTrial: {
        __typename: 'ValidationError',
        message: 'Controleer de velden.',
        fieldErrors: [
          { field: 'firstName', messages: ['Voornaam vereist'] },
          // Document 2 §5 spells it 'emailadres'; issue 41 (item 12) made it 'e-mailadres', as the server now says.
          { field: 'email', messages: ['Geldig e-mailadres vereist'] },
          { field: 'consent', messages: ['Ga akkoord met de voorwaarden voor een proeflicentie.'] },
        ],
      },
    }),
  });
  expect(errorOf('Voornaam')).toBe('Voornaam vereist');
  expect(errorOf('E-mailadres')).toBe('Geldig e-mailadres vereist');
  expect(errorOf('Ik ga akkoord met de voorwaarden voor een proeflicentie.')).toBe('Ga akkoord met de voorwaarden voor een proeflicentie.');
  expect(errorOf('Achternaam')).toBeNull();
  expect(field('Voornaam').getAttribute('aria-invalid')).toBe('true');
  expect(field('Achternaam').getAttribute('aria-invalid')).toBeNull();
  expect(screen.getByRole('button', { name: 'Aanvragen' }).getAttribute('aria-busy')).toBeNull();
});

test('no subject chosen: the message stands at the subject field', async () => {
  const { relay } = openSignup();
  send();
  await relay.answer({
    Mutation: () => ({ registerTrial: { __typename: 'ValidationError', message: 'x', fieldErrors: [{ field: 'license', messages: ['Vak/niveau keuze vereist'] }] } }),
  });
  expect(errorOf('Vak en niveau')).toBe('Vak/niveau keuze vereist');
});

test('sent, the page says where the link went', async () => {
  const { relay } = openSignup();
  type('Voornaam', 'Jan');
  type('Achternaam', 'Jansen');
  type('E-mailadres', 'jan@school.nl');
  fireEvent.change(screen.getByLabelText('Vak en niveau'), { target: { value: 'proeflicentie-nask1' } });
  fireEvent.click(screen.getByLabelText('Ik ga akkoord met de voorwaarden voor een proeflicentie.'));
  send();
  expect(relay.latest().request.variables.input).toMatchObject({ license: 'proeflicentie-nask1', consent: true, email: 'jan@school.nl' });
  await relay.answer({ Mutation: () => ({ registerTrial: { __typename: 'RegisterTrialSuccess', email: 'jan@school.nl' } }) });
  expect(screen.getByRole('heading', { name: 'Controleer je e-mail' })).toBeTruthy();
  expect(screen.getByText(/We hebben een e-mail gestuurd naar jan@school\.nl/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Aanvragen' })).toBeNull();
});

test('a refusal other than a field message, or a lost connection, is said above the form and keeps what was typed', async () => {
  const { relay } = openSignup();
  type('Voornaam', 'Jan');
  send();
  await relay.answer({ Mutation: () => ({ registerTrial: { __typename: 'ThrottledError', message: 'Te veel aanvragen. Probeer het over een paar minuten opnieuw.' } }) });
  expect(screen.getByText('Te veel aanvragen. Probeer het over een paar minuten opnieuw.')).toBeTruthy();
  expect(field('Voornaam').value).toBe('Jan');
  send();
  await relay.fail();
  expect(screen.queryByText('Te veel aanvragen. Probeer het over een paar minuten opnieuw.')).toBeNull();
  expect(screen.getByText('Er ging iets mis. Controleer je verbinding en probeer het opnieuw.')).toBeTruthy();
});
