// 'Profielgegevens' (/profile, document 1 §2.8, §5, §8; document 2 §5): the fields per role, the checks before
// sending, what is sent, and the answers. The Dutch sentences are the spec's, written out here.
import { fireEvent, screen, within } from '@testing-library/react';
import { ProfileScreen, profileScreenQuery } from '../../web/screens/Profile/ProfileScreen.tsx';
import type { ProfileScreenQuery } from '../../web/__generated__/ProfileScreenQuery.graphql';
import { mockRelay, renderScreen, type MockResolvers } from './relay.tsx';

const TEACHER = {
  id: 'User:12',
  email: 'jan@school.nl',
  role: 'docent',
  firstName: 'Jan',
  lastName: 'Jansen',
  school: 'Het Lyceum',
  place: 'Utrecht',
  course: null,
  grade: null,
  newsletter: false,
  manageGroups: [],
  seats: [],
};

const STUDENT = { ...TEACHER, id: 'User:30', email: 'eva@school.nl', role: 'leerling', firstName: 'Eva', lastName: 'de Vries', school: null, place: null, course: null, grade: null };

function openProfile(user: object, viewer: object = {}) {
  const relay = mockRelay();
  const resolvers: MockResolvers = {
    Viewer: () => ({ user, streams: [], choosableGroups: [], ...viewer }),
  };
  const ref = relay.preload<ProfileScreenQuery>(profileScreenQuery, resolvers);
  const view = renderScreen(<ProfileScreen queryRef={ref} />, relay, { path: '/profile' });
  return { relay, ...view };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => screen.getByRole('button', { name: 'Opslaan' });
const errorOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id.split(' ').pop()!)?.textContent ?? null) : null;
};

test('a teacher has school and place; e-mail and groups are shown, not editable', () => {
  openProfile(TEACHER);
  expect(field('School').value).toBe('Het Lyceum');
  expect(field('Plaats').value).toBe('Utrecht');
  expect(screen.queryByLabelText('Klas')).toBeNull();
  expect(screen.queryByLabelText('Vak')).toBeNull();
  expect(screen.getByText('jan@school.nl')).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: 'E-mailadres' })).toBeNull();
  expect(screen.getByText('Geen groepen')).toBeTruthy();
});

test("a student has course and grade, with the spec's grades", () => {
  openProfile(STUDENT, { streams: [{ course: { name: 'Natuurkunde' } }, { course: { name: 'Wiskunde B' } }, { course: { name: 'Natuurkunde' } }] });
  expect(screen.queryByLabelText('School')).toBeNull();
  const grades = within(screen.getByLabelText('Klas'))
    .getAllByRole('option')
    .map((o) => o.textContent);
  // Document 1 §5: Vmbo GT (Vmbo 3, Vmbo 4), Havo (Havo 4, Havo 5), Vwo (Vwo 5, Vwo 6).
  expect(grades).toEqual(['Kies je klas', 'Vmbo 3', 'Vmbo 4', 'Havo 4', 'Havo 5', 'Vwo 5', 'Vwo 6']);
  const courses = within(screen.getByLabelText('Vak'))
    .getAllByRole('option')
    .map((o) => o.textContent);
  expect(courses).toEqual(['Kies je vak', 'Natuurkunde', 'Wiskunde B']);
});

test("a teacher's emptied names, school and place are refused before sending", () => {
  const { relay } = openProfile(TEACHER);
  type('Voornaam', ' ');
  type('School', '');
  type('Plaats', '');
  fireEvent.click(save());
  expect(errorOf('Voornaam')).toBe('Dit veld is verplicht');
  expect(errorOf('School')).toBe('Dit veld is verplicht');
  expect(errorOf('Plaats')).toBe('Dit veld is verplicht');
  expect(errorOf('Achternaam')).toBeNull();
  expect(relay.pending()).toEqual([]);
});

test('a student without course and grade is refused before sending', () => {
  const { relay } = openProfile(STUDENT, { streams: [{ course: { name: 'Natuurkunde' } }] });
  fireEvent.click(save());
  expect(errorOf('Klas')).toBe('Dit veld is verplicht');
  expect(errorOf('Vak')).toBe('Dit veld is verplicht');
  expect(relay.pending()).toEqual([]);
});

test('a teacher with a licence of the publisher must choose a class', () => {
  const seat = { id: 'Seat:1', isActive: true, groups: [], license: { id: 'License:4', type: 'boom', brinId: '12AB' } };
  const { relay } = openProfile(
    { ...TEACHER, seats: [seat] },
    {
      choosableGroups: [
        { id: 'Group:1', name: 'H4a' },
        { id: 'Group:2', name: 'H4b' },
      ],
    },
  );
  fireEvent.click(save());
  expect(screen.getByText('Kies minimaal één klas')).toBeTruthy();
  expect(relay.pending()).toEqual([]);

  fireEvent.click(screen.getByLabelText('H4b'));
  fireEvent.click(save());
  expect(relay.latest().request.variables.input.manageGroups).toEqual(['H4b']);
});

test("it sends the role's fields only; saved, it says so and the shell and the store have the new name", async () => {
  const { relay, shell } = openProfile(TEACHER);
  type('Voornaam', ' Johan ');
  fireEvent.click(screen.getByLabelText('Ik wil de nieuwsbrief ontvangen'));
  fireEvent.click(save());
  expect(relay.latest().request.variables).toEqual({
    input: { firstName: 'Johan', lastName: 'Jansen', newsletter: true, school: 'Het Lyceum', place: 'Utrecht' },
  });
  expect(save().getAttribute('aria-busy')).toBe('true');

  await relay.answer({
    Mutation: () => ({ saveProfile: { __typename: 'SaveProfileSuccess' } }),
    // The same user as the page's (every User in the answer is this one), now with the new name.
    User: () => ({ ...TEACHER, firstName: 'Johan', fullName: 'Johan Jansen', newsletter: true }),
  });
  // Document 1 §8: success 'De profielgegevens zijn opgeslagen'.
  expect(screen.getByRole('status').textContent).toBe('De profielgegevens zijn opgeslagen');
  expect(shell.refreshViewer).toBe(1);
  expect(relay.record('User:12')).toMatchObject({ firstName: 'Johan', fullName: 'Johan Jansen', newsletter: true });
  expect(save().getAttribute('aria-busy')).toBeNull();
});

test("the server's field messages go to their fields, others above the form", async () => {
  const { relay } = openProfile(TEACHER);
  fireEvent.click(save());
  await relay.answer({
    Mutation: () => ({
      saveProfile: {
        __typename: 'ValidationError',
        message: 'Controleer de velden.',
        fieldErrors: [
          { field: 'place', messages: ['Plaats is te lang.'] },
          { field: 'account', messages: ['Dit account kan niet worden gewijzigd.'] },
        ],
      },
    }),
  });
  expect(errorOf('Plaats')).toBe('Plaats is te lang.');
  expect(screen.getByText('Dit account kan niet worden gewijzigd.')).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
});

test('a refusal or a lost connection is an alert with the message (document 1 §8)', async () => {
  // The browser's alert box, recorded instead of shown (jsdom has none).
  const alerts: string[] = [];
  const browserAlert = window.alert;
  window.alert = (text) => void alerts.push(String(text));
  try {
    const { relay, shell } = openProfile(TEACHER);
    fireEvent.click(save());
    await relay.answer({ Mutation: () => ({ saveProfile: { __typename: 'NotAuthorizedError', message: 'Je mag dit profiel niet wijzigen.' } }) });
    fireEvent.click(save());
    await relay.fail();
    expect(alerts).toEqual(['Je mag dit profiel niet wijzigen.', 'Er ging iets mis. Controleer je verbinding en probeer het opnieuw.']);
    expect(shell.refreshViewer).toBe(0);
  } finally {
    window.alert = browserAlert;
  }
});
