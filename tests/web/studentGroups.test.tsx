// A student's group choice on the home screen (document 2 §2.11, §5: 'save disabled until at least one group is
// chosen'): the disabled button, what is sent, and the answers.
import { fireEvent, screen } from '@testing-library/react';
import { HomeScreen, homeScreenQuery } from '../../web/screens/Home/HomeScreen.tsx';
import type { HomeScreenQuery } from '../../web/__generated__/HomeScreenQuery.graphql';
import { mockRelay, renderScreen } from './relay.tsx';

const GROUPS = [
  { id: 'Group:1', name: 'H4a', stream: { name: 'Natuurkunde havo' } },
  { id: 'Group:2', name: 'H4b', stream: null },
];

function openHome(choosableGroups: object[] = GROUPS) {
  const relay = mockRelay();
  const ref = relay.preload<HomeScreenQuery>(homeScreenQuery, {
    Query: () => ({ streams: [] }),
    Viewer: () => ({ home: 'studentGroups', user: { id: 'User:30', firstName: 'Eva' }, choosableGroups }),
  });
  const view = renderScreen(<HomeScreen queryRef={ref} />, relay);
  return { relay, ...view };
}

const save = () => screen.getByRole('button', { name: 'Opslaan' }) as HTMLButtonElement;

test('Opslaan stays disabled until a group is chosen, and says so beside it', () => {
  const { relay } = openHome();
  expect(screen.getByRole('heading', { name: 'Welkom, Eva! In welke groep zit je?' })).toBeTruthy();
  expect(save().disabled).toBe(true);
  expect(screen.getByText('Kies minimaal één groep.')).toBeTruthy();
  fireEvent.click(screen.getByLabelText('H4a (Natuurkunde havo)'));
  expect(save().disabled).toBe(false);
  expect(screen.getByText('1 groep gekozen.')).toBeTruthy();
  fireEvent.click(screen.getByLabelText('H4a (Natuurkunde havo)'));
  expect(save().disabled).toBe(true);
  fireEvent.click(save());
  expect(relay.pending()).toEqual([]);
});

test('it sends the chosen groups, holds while it runs; saved, the home moves on and the shell catches up', async () => {
  const { relay, shell } = openHome();
  fireEvent.click(screen.getByLabelText('H4b'));
  fireEvent.click(screen.getByLabelText('H4a (Natuurkunde havo)'));
  expect(screen.getByText('2 groepen gekozen.')).toBeTruthy();
  fireEvent.click(save());
  expect(relay.latest().request.variables).toEqual({ groupIds: ['Group:2', 'Group:1'] });
  expect(save().getAttribute('aria-busy')).toBe('true');
  await relay.answer({
    Mutation: () => ({ chooseGroups: { __typename: 'ChooseGroupsSuccess' } }),
    // The server's viewer after the choice: in a group now, so the student's own home.
    Viewer: () => ({ home: 'student', hasGroups: true, currentStream: null, practiceNotice: null }),
    User: () => ({ id: 'User:30', firstName: 'Eva', seats: [] }),
  });
  expect(shell.refreshViewer).toBe(1);
  // The payload's viewer is the store's viewer (relay-runtime keeps one `viewer` record), so the home moves on by itself.
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welkom, Eva!');
  expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
});

test("the server's refusal is said above the form; nothing is refreshed", async () => {
  const { relay, shell } = openHome();
  fireEvent.click(screen.getByLabelText('H4b'));
  fireEvent.click(save());
  await relay.answer({
    Mutation: () => ({ chooseGroups: { __typename: 'ValidationError', message: 'x', fieldErrors: [{ field: 'groupIds', messages: ['Deze groep hoort niet bij je licentie.'] }] } }),
  });
  expect(screen.getByRole('alert').textContent).toBe('Deze groep hoort niet bij je licentie.');
  expect(shell.refreshViewer).toBe(0);
  expect(save().getAttribute('aria-busy')).toBeNull();
});

test('without groups in the licence: the empty state instead of a form', () => {
  openHome([]);
  expect(screen.getByText('Er zijn nog geen groepen bij je licentie. Vraag je docent om groepen aan te maken.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
});
