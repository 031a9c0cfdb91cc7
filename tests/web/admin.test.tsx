// The back-office's exam table and formula sheet editor (issue 45, document 3 §2, §8): the status labels and Roman
// terms as the table shows them, and the editor's states — nothing to save until the text changes, the live preview,
// what is sent, 'Opgeslagen', the failure toast with the field's own message, and the toast when the request fails.
import { act } from 'react';
import { jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { AdminExamsScreen, adminExamsScreenQuery } from '../../web/screens/Admin/AdminExamsScreen.tsx';
import { AdminCourseScreen, adminCourseScreenQuery } from '../../web/screens/Admin/AdminCourseScreen.tsx';
import type { AdminExamsScreenQuery } from '../../web/__generated__/AdminExamsScreenQuery.graphql';
import type { AdminCourseScreenQuery } from '../../web/__generated__/AdminCourseScreenQuery.graphql';
import { mockRelay, renderScreen } from './relay.tsx';

const exam = (n: number, year: number, term: number, status: string, showAnswers = true) => ({ node: { id: `Exam:${n}`, urlId: `e${n}`, year, term, status, showAnswers } });

test('the exam table words each status and writes terms in Roman numerals; prepared and processing exams lead to the wizard', () => {
  const relay = mockRelay();
  const ref = relay.preload<AdminExamsScreenQuery>(
    adminExamsScreenQuery,
    {
      Stream: () => ({
        urlId: 'nh',
        name: 'Natuurkunde Havo',
        adminExams: {
          edges: [
            exam(1, 2025, 3, 'prepared', false),
            exam(2, 2025, 2, 'processing', false),
            exam(3, 2025, 1, 'published'),
            exam(4, 2024, 2, 'concept'),
            exam(5, 2024, 1, 'frozen', false),
            exam(6, 2023, 1, 'archived'),
          ],
        },
      }),
    },
    { urlId: 'nh' },
  );
  renderScreen(<AdminExamsScreen queryRef={ref} />, relay, { path: '/admin/courses/nh/exams' });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Examens Natuurkunde Havo');
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Jaargang', 'Tijdvak', 'Status', 'Nakijken tonen', 'Actie']);
  const rows = screen.getAllByRole('row').slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ),
  ).toEqual([
    ['2025', 'III', 'Nog niet begonnen', 'nee', 'Verwerken'],
    ['2025', 'II', 'Wordt al verwerkt', 'nee', 'Verwerken'],
    ['2025', 'I', 'Gepubliceerd', 'ja', 'Bewerken'],
    ['2024', 'II', 'Concept', 'ja', 'Bewerken'],
    ['2024', 'I', 'Bevroren', 'nee', 'Bewerken'],
    ['2023', 'I', 'Status onbekend', 'ja', 'Bewerken'],
  ]);
  expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/admin/courses/nh/exams/process/e1');
  expect(within(rows[2]!).getByRole('link').getAttribute('href')).toBe('/admin/courses/nh/exams/e3');
  expect(screen.getByRole('link', { name: 'Toevoegen' }).getAttribute('href')).toBe('/admin/courses/nh/exams/create');
});

function openCourse(formulaSheet: string | null) {
  const relay = mockRelay();
  const ref = relay.preload<AdminCourseScreenQuery>(adminCourseScreenQuery, { Stream: () => ({ id: 'Stream:7', urlId: 'nh', name: 'Natuurkunde Havo', formulaSheet }) }, { urlId: 'nh' });
  const view = renderScreen(<AdminCourseScreen queryRef={ref} />, relay, { path: '/admin/courses/nh' });
  const sheet = () => screen.getByRole('textbox', { name: 'Formuleblad' }) as HTMLTextAreaElement;
  const save = () => screen.getByRole('button', { name: 'Opslaan' }) as HTMLButtonElement;
  return { relay, ...view, sheet, save };
}

test('the course page shows its cards and the sheet; nothing to save until it changes; the preview follows the text', () => {
  const { sheet, save } = openCourse('**Oud** blad');
  expect(
    screen
      .getAllByRole('listitem')
      .map((li) => li.textContent)
      .slice(0, 4),
  ).toEqual(['Examens', 'Trefwoorden', 'Domeinen', 'Vraagtypen']);
  expect(sheet().value).toBe('**Oud** blad');
  expect(save().disabled).toBe(true);
  const preview = screen.getByRole('region', { name: 'Voorbeeld' });
  expect(within(preview).getByText('Oud').tagName).toBe('STRONG');
  fireEvent.change(sheet(), { target: { value: '**Nieuw** blad' } });
  expect(save().disabled).toBe(false);
  expect(within(preview).getByText('Nieuw').tagName).toBe('STRONG');
});

test("saving sends the stream and the text, says 'Opgeslagen' and has nothing left to save", async () => {
  const { relay, sheet, save } = openCourse(null);
  expect(within(screen.getByRole('region', { name: 'Voorbeeld' })).getByText('Nog geen formuleblad.')).toBeTruthy();
  fireEvent.change(sheet(), { target: { value: 'F = m a' } });
  fireEvent.click(save());
  expect(relay.latest().request.variables).toEqual({ streamId: 'Stream:7', formulaSheet: 'F = m a' });
  await relay.answer({ Mutation: () => ({ saveFormulaSheet: { __typename: 'SaveFormulaSheetSuccess' } }), Stream: () => ({ id: 'Stream:7', formulaSheet: 'F = m a' }) });
  expect(screen.getByRole('status').textContent).toBe('Opgeslagen');
  expect(sheet().value).toBe('F = m a');
  expect(save().disabled).toBe(true);
});

test("a refused save keeps the text and shows 'Oeps! Er ging iets niet helemaal goed.' with the field's message", async () => {
  const { relay, sheet, save } = openCourse('oud');
  fireEvent.change(sheet(), { target: { value: 'x'.repeat(20) } });
  fireEvent.click(save());
  await relay.answer({
    Mutation: () => ({
      saveFormulaSheet: { __typename: 'ValidationError', message: 'Controleer de velden.', fieldErrors: [{ field: 'formulaSheet', messages: ['Dit veld mag maximaal 100000 tekens bevatten.'] }] },
    }),
  });
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(expect.arrayContaining(['Oeps! Er ging iets niet helemaal goed.', 'Dit veld mag maximaal 100000 tekens bevatten.']));
  expect(sheet().value).toBe('x'.repeat(20));
  expect(sheet().getAttribute('aria-invalid')).toBe('true');
  expect(save().disabled).toBe(false);
});

test("a request that fails keeps the text and shows 'Oeps! Er ging iets niet helemaal goed.'", async () => {
  const { relay, sheet, save } = openCourse('oud');
  fireEvent.change(sheet(), { target: { value: 'nieuw' } });
  fireEvent.click(save());
  await relay.fail();
  expect(screen.getByRole('alert').textContent).toBe('Oeps! Er ging iets niet helemaal goed.');
  expect(sheet().value).toBe('nieuw');
});

test('leaving without changes asks nothing', () => {
  const { location } = openCourse('oud');
  const confirm = jest.spyOn(window, 'confirm');
  try {
    fireEvent.click(screen.getByRole('link', { name: 'Trefwoorden' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(location()).toBe('/admin/courses/nh/tags');
  } finally {
    confirm.mockRestore();
  }
});

test('leaving with unsaved changes asks first: staying keeps the page and the text, going leaves', async () => {
  const { sheet, location } = openCourse('oud');
  fireEvent.change(sheet(), { target: { value: 'nieuw' } });
  const ask = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  try {
    fireEvent.click(screen.getByRole('link', { name: 'Trefwoorden' }));
    await act(async () => {});
    expect(ask).toHaveBeenLastCalledWith('Je hebt wijzigingen die nog niet zijn opgeslagen. Wil je de pagina toch verlaten?');
    expect(location()).toBe('/admin/courses/nh');
    expect(sheet().value).toBe('nieuw');
    fireEvent.click(screen.getByRole('link', { name: 'Trefwoorden' }));
    await act(async () => {});
    expect(ask).toHaveBeenCalledTimes(2);
    expect(location()).toBe('/admin/courses/nh/tags');
  } finally {
    ask.mockRestore();
  }
});
