// The exam editor of the back-office (issue 45, document 3 §2-§5, §8): its fields as loaded, nothing to save until
// something changes, the introduction's preview, what a save sends, 'Examen opgeslagen', a conflict shown field by
// field with the value now stored, field errors at their fields, and deleting only after the confirmation.
import { jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { ExamEditorScreen, examEditorScreenQuery } from '../../web/screens/Admin/ExamEditorScreen.tsx';
import type { ExamEditorScreenQuery } from '../../web/__generated__/ExamEditorScreenQuery.graphql';
import { mockRelay, renderScreen } from './relay.tsx';

const EDIT = { version: 3, status: 'concept', year: 2024, term: 2, showAnswers: false, isPilot: false, standardizationValue: 1.1, introduction: '**Lees** dit eerst', notes: null };

function openEditor() {
  const relay = mockRelay();
  const ref = relay.preload<ExamEditorScreenQuery>(
    examEditorScreenQuery,
    {
      Exam: () => ({
        id: 'Exam:9',
        urlId: 'e9',
        stream: { urlId: 'nh', name: 'Natuurkunde Havo' },
        adminTopics: { edges: [{ node: { id: 'Topic:1', urlId: 't1', name: 'Hijskraan' } }] },
        edit: { ...EDIT, files: [{ id: 'f1', name: 'Opgavenboekje', url: '/api/admin/exams/e9/files/f1' }] },
      }),
    },
    { urlId: 'e9' },
  );
  const view = renderScreen(<ExamEditorScreen queryRef={ref} />, relay, { path: '/admin/courses/nh/exams/e9' });
  const save = () => screen.getByRole('button', { name: 'Opslaan' }) as HTMLButtonElement;
  const status = () => screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
  const notes = () => screen.getByRole('textbox', { name: 'Notities' }) as HTMLTextAreaElement;
  return { relay, ...view, save, status, notes };
}

test('shows the exam as loaded, its files and topics; nothing to save until it changes; the preview follows the introduction', () => {
  const { save, status } = openEditor();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Examen 2024 tijdvak II');
  expect(status().value).toBe('concept');
  expect([...status().options].map((o) => o.textContent)).toEqual(['Concept', 'Gepubliceerd', 'Bevroren']);
  expect((screen.getByRole('textbox', { name: 'N-term' }) as HTMLInputElement).value).toBe('1.1');
  expect((screen.getByRole('checkbox', { name: 'Nakijken tonen' }) as HTMLInputElement).checked).toBe(false);
  expect(screen.getByRole('link', { name: 'Opgavenboekje' }).getAttribute('href')).toBe('/api/admin/exams/e9/files/f1');
  expect(screen.getByRole('link', { name: 'Hijskraan' }).getAttribute('href')).toBe('/admin/courses/nh/exams/e9/topics/t1');
  expect(save().disabled).toBe(true);
  const preview = screen.getByRole('region', { name: 'Voorbeeld' });
  expect(within(preview).getByText('Lees').tagName).toBe('STRONG');
  fireEvent.change(screen.getByRole('textbox', { name: 'Introductie' }), { target: { value: '**Nieuw**' } });
  expect(within(preview).getByText('Nieuw').tagName).toBe('STRONG');
  expect(save().disabled).toBe(false);
});

test("saving sends the version and the fields, says 'Examen opgeslagen' and has nothing left to save", async () => {
  const { relay, save, status } = openEditor();
  fireEvent.change(status(), { target: { value: 'published' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Nakijken tonen' }));
  fireEvent.click(save());
  expect(relay.latest().request.variables).toEqual({
    id: 'Exam:9',
    version: 3,
    status: 'published',
    year: 2024,
    term: 2,
    showAnswers: true,
    isPilot: false,
    standardizationValue: 1.1,
    introduction: '**Lees** dit eerst',
    notes: '',
  });
  await relay.answer({ Mutation: () => ({ updateExam: { __typename: 'UpdateExamSuccess' } }), Exam: () => ({ id: 'Exam:9', edit: { ...EDIT, version: 4, status: 'published', showAnswers: true } }) });
  // The toast; the teacher document's (empty) live region is a status too.
  expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Examen opgeslagen');
  expect(status().value).toBe('published');
  expect(save().disabled).toBe(true);
});

test('a save refused as a conflict shows what changed meanwhile, field by field, and keeps the typed values', async () => {
  const { relay, save, notes } = openEditor();
  fireEvent.change(notes(), { target: { value: 'Mijn notitie' } });
  fireEvent.click(save());
  await relay.answer({
    Mutation: () => ({
      updateExam: {
        __typename: 'ExamConflictError',
        message: 'Dit examen is intussen door iemand anders gewijzigd. Bekijk de wijzigingen en sla opnieuw op.',
        changedFields: ['status', 'notes'],
        current: { ...EDIT, version: 4, status: 'frozen', notes: 'Andere notitie' },
      },
    }),
  });
  const notice = screen.getAllByRole('alert').find((a) => a.textContent?.includes('Intussen gewijzigd'))!;
  expect(within(notice).getByText('Dit examen is intussen door iemand anders gewijzigd. Bekijk de wijzigingen en sla opnieuw op.')).toBeTruthy();
  expect(
    within(notice)
      .getAllByRole('term')
      .map((dt) => dt.textContent),
  ).toEqual(['Status', 'Notities']);
  expect(
    within(notice)
      .getAllByRole('definition')
      .map((dd) => dd.textContent),
  ).toEqual(['Nu opgeslagen: Bevroren', 'Jouw versie: Concept', 'Nu opgeslagen: Andere notitie', 'Jouw versie: Mijn notitie']);
  expect(notes().value).toBe('Mijn notitie');
  // Keeping one's own values: the next save is based on the version stored now and saves them over it.
  fireEvent.click(within(notice).getByRole('button', { name: 'Mijn versie behouden' }));
  fireEvent.click(save());
  expect(relay.latest().request.variables).toMatchObject({ version: 4, notes: 'Mijn notitie' });
});

test("field errors appear at their fields with 'Oeps! Er ging iets niet helemaal goed.'", async () => {
  const { relay, save } = openEditor();
  fireEvent.change(screen.getByRole('textbox', { name: 'Jaargang' }), { target: { value: '2009' } });
  fireEvent.click(save());
  await relay.answer({
    Mutation: () => ({ updateExam: { __typename: 'ValidationError', message: 'Kies een jaar vanaf 2010', fieldErrors: [{ field: 'year', messages: ['Kies een jaar vanaf 2010'] }] } }),
  });
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(expect.arrayContaining(['Oeps! Er ging iets niet helemaal goed.', 'Kies een jaar vanaf 2010']));
  expect(screen.getByRole('textbox', { name: 'Jaargang' }).getAttribute('aria-invalid')).toBe('true');
});

test('deleting asks first; declined, nothing is sent', () => {
  const { relay } = openEditor();
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const before = relay.pending().length;
  fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
  expect(confirm).toHaveBeenCalledWith('Weet je zeker dat je dit examen wil verwijderen?');
  expect(relay.pending()).toHaveLength(before);
  confirm.mockRestore();
});
