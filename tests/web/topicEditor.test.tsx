// The back-office's topic editor (issue 45, document 3 §3 Topic, §8): the fields as stored with the live preview,
// what a save sends (with the version it edited) and 'Opgavetitel opgeslagen', a conflict shown field by field with
// the choice to load the stored version, the delete confirmation and its failure, and leaving with unsaved changes.
import { jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { TopicEditorScreen, topicEditorScreenQuery } from '../../web/screens/Admin/TopicEditorScreen.tsx';
import type { TopicEditorScreenQuery } from '../../web/__generated__/TopicEditorScreenQuery.graphql';
import { mockRelay, renderScreen } from './relay.tsx';

const PATH = '/admin/courses/nh/exams/e1/topics/t1';
const STORED = {
  name: 'Hefboom',
  introduction: 'Een **balk** op een steunpunt.',
  complexity: 'average',
  popularity: 2,
  position: 1700000000,
  version: 3,
  attachmentIds: ['a1'],
  attachments: [{ name: 'Figuur 1', editId: 'a1', url: '/files/1/figuur.png' }],
};

function openTopic() {
  const relay = mockRelay();
  const ref = relay.preload<TopicEditorScreenQuery>(topicEditorScreenQuery, { Topic: () => ({ id: 'Topic:9' }), TopicEdit: () => STORED }, { urlId: 't1' });
  const view = renderScreen(<TopicEditorScreen queryRef={ref} />, relay, { path: PATH });
  const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
  const save = () => screen.getByRole('button', { name: 'Opslaan' }) as HTMLButtonElement;
  return { relay, ...view, field, save };
}

test('shows the stored fields, the preview as students see it and the attachments; nothing to save until a change', () => {
  const { field, save } = openTopic();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Opgavetitel Hefboom');
  expect([field('Naam').value, field('Introductie').value, field('Complexiteit').value, field('Populariteit').value, field('Positie').value]).toEqual([
    'Hefboom',
    'Een **balk** op een steunpunt.',
    'average',
    '2',
    '1700000000',
  ]);
  expect(
    within(field('Complexiteit') as unknown as HTMLElement)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Niet ingesteld', 'Laag', 'Gemiddeld', 'Hoog']);
  const preview = screen.getByRole('region', { name: 'Voorbeeld' });
  expect(within(preview).getByText('balk').tagName).toBe('STRONG');
  // The attachment picker (its own test: attachmentPicker.test.tsx) lists the topic's attachments.
  expect(within(screen.getByRole('group', { name: 'Bijlagen' })).getByText('Figuur 1')).toBeTruthy();
  expect(save().disabled).toBe(true);
  fireEvent.change(field('Introductie'), { target: { value: 'Een **nieuwe** balk.' } });
  expect(within(preview).getByText('nieuwe').tagName).toBe('STRONG');
  expect(save().disabled).toBe(false);
});

test("saving sends the fields with the version edited and says 'Opgavetitel opgeslagen'", async () => {
  const { relay, field, save } = openTopic();
  fireEvent.change(field('Naam'), { target: { value: 'Hefboom 2' } });
  fireEvent.change(field('Complexiteit'), { target: { value: 'high' } });
  fireEvent.click(save());
  expect(relay.latest().request.variables).toEqual({
    id: 'Topic:9',
    version: 3,
    name: 'Hefboom 2',
    introduction: 'Een **balk** op een steunpunt.',
    complexity: 'high',
    popularity: 2,
    position: 1700000000,
    attachmentIds: ['a1'],
  });
  await relay.answer({
    Mutation: () => ({ updateTopic: { __typename: 'UpdateTopicSuccess' } }),
    Topic: () => ({ id: 'Topic:9', name: 'Hefboom 2' }),
    TopicEdit: () => ({ ...STORED, name: 'Hefboom 2', complexity: 'high', version: 4 }),
  });
  expect(screen.getByRole('status').textContent).toBe('Opgavetitel opgeslagen');
  expect(save().disabled).toBe(true);
  // The next save names the new version.
  fireEvent.change(field('Populariteit'), { target: { value: '3.5' } });
  fireEvent.click(save());
  expect(relay.latest().request.variables).toMatchObject({ version: 4, popularity: 3.5 });
});

test('the attachments are part of the form: reordered in the picker, the save sends the new order', async () => {
  const relay = mockRelay();
  const ref = relay.preload<TopicEditorScreenQuery>(
    topicEditorScreenQuery,
    {
      Topic: () => ({ id: 'Topic:9' }),
      TopicEdit: () => ({
        ...STORED,
        attachmentIds: ['a1', 'a2'],
        attachments: [
          { name: 'Figuur 1', editId: 'a1', url: '/files/1/figuur.png' },
          { name: 'Figuur 2', editId: 'a2', url: '/files/2/figuur.png' },
        ],
      }),
    },
    { urlId: 't1' },
  );
  renderScreen(<TopicEditorScreen queryRef={ref} />, relay, { path: PATH });
  const save = () => screen.getByRole('button', { name: 'Opslaan' }) as HTMLButtonElement;
  expect(save().disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Figuur 2 omhoog' }));
  expect(save().disabled).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Figuur 1 verwijderen' }));
  fireEvent.click(save());
  expect(relay.latest().request.variables).toMatchObject({ id: 'Topic:9', version: 3, attachmentIds: ['a2'] });
  // The picker looks in the exam of the editor's address.
  fireEvent.click(screen.getByRole('button', { name: 'Kies uit dit examen' }));
  expect(relay.latest().request.variables).toEqual({ exam: 'e1' });
});

test('a save based on an older version shows what changed meanwhile field by field; loading the stored version takes it', async () => {
  const { relay, field, save } = openTopic();
  fireEvent.change(field('Naam'), { target: { value: 'Mijn naam' } });
  fireEvent.click(save());
  await relay.answer({
    Mutation: () => ({ updateTopic: { __typename: 'TopicConflictError', message: 'Deze opgavetitel is intussen door iemand anders gewijzigd.', changedFields: ['name', 'complexity'] } }),
    TopicEdit: () => ({ ...STORED, name: 'Hun naam', complexity: 'low', version: 5 }),
  });
  const conflict = screen.getByRole('alert', { name: 'Intussen gewijzigd' });
  expect(
    within(conflict)
      .getAllByRole('term')
      .map((dt) => dt.textContent),
  ).toEqual(['Naam', 'Complexiteit']);
  expect(
    within(conflict)
      .getAllByRole('definition')
      .map((dd) => dd.textContent),
  ).toEqual(['Nu opgeslagen: Hun naam', 'Jouw versie: Mijn naam', 'Nu opgeslagen: Laag', 'Jouw versie: Gemiddeld']);
  expect(field('Naam').value).toBe('Mijn naam');
  fireEvent.click(within(conflict).getByRole('button', { name: 'Opgeslagen versie laden' }));
  expect(screen.queryByRole('alert', { name: 'Intussen gewijzigd' })).toBeNull();
  expect([field('Naam').value, field('Complexiteit').value]).toEqual(['Hun naam', 'low']);
  fireEvent.change(field('Positie'), { target: { value: '2' } });
  fireEvent.click(save());
  expect(relay.latest().request.variables).toMatchObject({ version: 5, name: 'Hun naam', position: 2 });
});

test('deleting asks first; confirmed it goes back to the exam with "Opgavetitel verwijderd"; refused it says "Kon opgavetitel niet verwijderen."', async () => {
  const { relay, location } = openTopic();
  const ask = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true).mockReturnValueOnce(true);
  try {
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(ask).toHaveBeenLastCalledWith('Weet je zeker dat je deze opgavetitel wil verwijderen?');
    expect(relay.pending()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await relay.answer({ Mutation: () => ({ deleteTopic: { __typename: 'TopicNotDeletedError', message: 'Kon opgavetitel niet verwijderen.' } }) });
    expect(screen.getByRole('alert').textContent).toBe('Kon opgavetitel niet verwijderen.');
    expect(location()).toBe(PATH);
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(relay.latest().request.variables).toEqual({ id: 'Topic:9' });
    await relay.answer({ Mutation: () => ({ deleteTopic: { __typename: 'DeleteTopicSuccess' } }) });
    expect(location()).toBe('/admin/courses/nh/exams/e1');
    expect(screen.getByRole('status').textContent).toBe('Opgavetitel verwijderd');
  } finally {
    ask.mockRestore();
  }
});

test('closing the tab with unsaved changes asks first (the browser asks), without changes not', () => {
  const { field } = openTopic();
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(unload()).toBe(false);
  fireEvent.change(field('Naam'), { target: { value: 'Anders' } });
  expect(unload()).toBe(true);
  fireEvent.change(field('Naam'), { target: { value: 'Hefboom' } });
  expect(unload()).toBe(false);
});
