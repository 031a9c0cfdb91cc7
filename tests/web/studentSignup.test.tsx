// Registration for a student licence (/registreer/leerling, document 2 §2.12, §5): the subjects per level with the
// server's prices, what is sent, the server's messages at their fields, the page after sending, and no form without
// online payment. Sentences the spec has are the spec's; prices and names are the server's, made up here.
import { fireEvent, screen } from '@testing-library/react';
import { StudentSignupScreen, studentSignupScreenQuery } from '../../web/screens/Signup/StudentSignupScreen.tsx';
import type { StudentSignupScreenQuery } from '../../web/__generated__/StudentSignupScreenQuery.graphql';
import { mockRelay, renderScreen } from './relay.tsx';

const OPTIONS = {
  studentLevels: [
    {
      slug: 'havo',
      name: 'Havo',
      streams: [
        { slug: 'natuurkunde-havo', courseName: 'Natuurkunde' },
        { slug: 'wiskunde-b-havo', courseName: 'Wiskunde B' },
        { slug: 'scheikunde-havo', courseName: 'Scheikunde' },
      ],
    },
    { slug: 'vwo', name: 'Vwo', streams: [{ slug: 'natuurkunde-vwo', courseName: 'Natuurkunde' }] },
  ],
  prices: [
    { subjects: 1, amountCents: 1500 },
    { subjects: 2, amountCents: 2500 },
    { subjects: 3, amountCents: 3500 },
  ],
  wholeLevelFrom: 3,
  onlinePayment: true,
  studentLicenseEnd: '2027-08-01',
};

function openSignup(options: object = {}) {
  const relay = mockRelay();
  const ref = relay.preload<StudentSignupScreenQuery>(studentSignupScreenQuery, { SignupOptions: () => ({ ...OPTIONS, ...options }) });
  const view = renderScreen(<StudentSignupScreen queryRef={ref} />, relay, { path: '/registreer/leerling', shell: false });
  return { relay, ...view };
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Aanvragen' }));
const tick = (id: string) => fireEvent.click(document.getElementById(`subject-${id}`)!);
const price = () => document.querySelector('.signup-price')!.textContent!.replace(/\s+/g, ' ').trim();

test("the price follows the subjects ticked, from the server's list; from three on it is the whole level", () => {
  openSignup();
  expect(price()).toBe('Je hebt nog geen vak gekozen.');
  tick('natuurkunde-havo');
  expect(price()).toBe('Je kiest 1 vak: Natuurkunde Havo. Prijs: € 15,00');
  tick('wiskunde-b-havo');
  tick('scheikunde-havo');
  expect(price()).toBe('Je kiest 3 vakken: Natuurkunde Havo, Wiskunde B Havo, Scheikunde Havo. Je krijgt alle vakken van dat niveau. Prijs: € 35,00');
});

test("it sends the chosen subjects; the server's messages (document 2 §5) stand at the subjects and the consent", async () => {
  const { relay } = openSignup();
  tick('natuurkunde-vwo');
  send();
  expect(relay.latest().request.variables).toEqual({ input: { firstName: '', lastName: '', email: '', streams: ['natuurkunde-vwo'], consent: false } });
  await relay.answer({
    Mutation: () => ({
      registerStudent: {
        __typename: 'ValidationError',
        message: 'x',
        fieldErrors: [
          { field: 'streams', messages: ['Kies één of meerdere vakken'] },
          { field: 'consent', messages: ['Ga akkoord met de voorwaarden om een licentie aan te vragen.'] },
        ],
      },
    }),
  });
  expect(document.getElementById('subjects-error')!.textContent).toBe('Kies één of meerdere vakken');
  expect((document.getElementById('subject-natuurkunde-havo') as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
  const consent = screen.getByLabelText('Ik ga akkoord met de voorwaarden om een licentie aan te vragen.');
  expect(document.getElementById(consent.getAttribute('aria-describedby')!)!.textContent).toBe('Ga akkoord met de voorwaarden om een licentie aan te vragen.');
});

test('sent, the page names the address, the amount and the subjects as the server chose them', async () => {
  const { relay } = openSignup();
  tick('natuurkunde-havo');
  send();
  await relay.answer({
    Mutation: () => ({ registerStudent: { __typename: 'RegisterStudentSuccess', email: 'eva@school.nl', streamNames: ['Natuurkunde havo'], amountCents: 1500 } }),
  });
  expect(screen.getByRole('heading', { name: 'Controleer je e-mail' })).toBeTruthy();
  expect(screen.getByText(/^We hebben een e-mail gestuurd naar eva@school\.nl\. Via de link in de e-mail betaal je € 15,00/)).toBeTruthy();
  expect(screen.getByText('Je licentie geeft toegang tot: Natuurkunde havo.')).toBeTruthy();
});

test('without online payment there is no form, only why', () => {
  openSignup({ onlinePayment: false });
  expect(screen.queryByRole('button', { name: 'Aanvragen' })).toBeNull();
  expect(screen.getByRole('alert').textContent).toBe('Online betalen is op dit moment niet mogelijk, dus een leerlinglicentie kun je nu niet aanvragen. Probeer het later opnieuw.');
});
