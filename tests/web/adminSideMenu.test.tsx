// The back-office's side menu (issue 45, document 3 §2): a level opens when its button is pressed, and a level longer
// than its page (100) offers 'Meer laden', which asks for the next page after the last one shown and then goes.
import { fireEvent, screen } from '@testing-library/react';
import { AdminSideMenu } from '../../web/screens/Admin/AdminSideMenu.tsx';
import { mockRelay, renderScreen } from './relay.tsx';

const topic = (n: number) => ({ cursor: `c${n}`, node: { id: `Topic:${n}`, urlId: `t${n}`, name: `Opgave ${n}` } });

test("a level of more than 100 topics shows the first 100 with 'Meer laden', which loads the rest after the last one shown", async () => {
  const relay = mockRelay();
  renderScreen(<AdminSideMenu />, relay, { shell: false });
  await relay.answer({ Query: () => ({ adminStreams: [{ id: 'Stream:3', urlId: 'nh', name: 'Natuurkunde Havo' }] }) });
  fireEvent.click(screen.getByRole('button', { name: 'Natuurkunde Havo uitklappen' }));
  fireEvent.click(screen.getByRole('button', { name: 'Examens uitklappen' }));
  await relay.answer({
    Stream: () => ({
      id: 'Stream:3',
      adminExams: { edges: [{ cursor: 'x1', node: { id: 'Exam:9', urlId: 'e9', year: 2023, term: 1, status: 'published' } }], pageInfo: { hasNextPage: false, endCursor: 'x1' } },
    }),
  });
  expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '2023-1 uitklappen' }));
  await relay.answer({
    Exam: () => ({ id: 'Exam:9', adminTopics: { edges: Array.from({ length: 100 }, (_, i) => topic(i + 1)), pageInfo: { hasNextPage: true, endCursor: 'c100' } } }),
  });
  expect(screen.getByRole('link', { name: 'Opgave 100' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Opgave 101' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
  expect(relay.latest().request.variables).toEqual({ id: 'Exam:9', first: 100, after: 'c100' });
  await relay.answer({ Exam: () => ({ id: 'Exam:9', adminTopics: { edges: [topic(101)], pageInfo: { hasNextPage: false, endCursor: 'c101' } } }) });
  expect(screen.getByRole('link', { name: 'Opgave 101' })).toBeTruthy();
  expect(screen.getAllByRole('link', { name: /^Opgave / })).toHaveLength(101);
  expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
});
