// The measured difficulty in the question editor (issue 46, 'Beyond the spec 1'): a real table with its caption, each
// share with its n, the steps named by strategy when there are several, the measured label and a disagreement in words;
// and the empty state when nobody marked the question.
import { screen, within } from '@testing-library/react';
import { QuestionEditorScreen, questionEditorScreenQuery } from '../../web/screens/Admin/QuestionEditorScreen.tsx';
import type { QuestionEditorScreenQuery } from '../../web/__generated__/QuestionEditorScreenQuery.graphql';
import { mockRelay, renderScreen } from './relay.tsx';

const g = (students: number, share: number | null) => ({ students, share });

function open(measured: object) {
  const relay = mockRelay();
  const ref = relay.preload<QuestionEditorScreenQuery>(
    questionEditorScreenQuery,
    {
      Question: () => ({ id: 'Question:7', measuredDifficulty: measured }),
      QuestionFormOptions: () => ({ questionTypes: [], tagNames: [], methodologies: [], domains: [] }),
      QuestionEdit: () => ({
        version: 1,
        number: 3,
        points: 2,
        complexity: 'low',
        proportionValue: 80,
        text: 'Vraag',
        typeId: null,
        earlierQuestions: [],
        strategies: [],
        attachmentIds: [],
        attachments: [],
        appendixIds: [],
        appendixes: [],
        chapterIds: [],
        domainIds: [],
        tagNames: [],
        highlights: [],
        dependencies: [],
      }),
    },
    { urlId: 'q7' },
  );
  renderScreen(<QuestionEditorScreen queryRef={ref} />, relay, { path: '/admin/courses/c/exams/e/questions/q7' });
  return screen.getByRole('region', { name: 'Gemeten moeilijkheid' });
}

test('shows the shares per step with their n, the measured label and the disagreement in words', () => {
  const section = open({
    students: 6,
    complexity: 'low',
    proportionValue: 80,
    measuredComplexity: 'high',
    disagrees: true,
    withoutTip: g(5, 0.2),
    withTip: g(1, 1),
    afterAnswer: g(0, null),
    strategies: [
      { name: 'Met de formule', steps: [{ position: 1, students: 6, withoutTip: g(5, 0.2), withTip: g(1, 1), afterAnswer: g(0, null) }] },
      { name: 'Met een grafiek', steps: [{ position: 1, students: 0, withoutTip: g(0, null), withTip: g(0, null), afterAnswer: g(0, null) }] },
    ],
  });
  expect(within(section).getByText(/^Ingesteld:/).textContent).toBe('Ingesteld: complexiteit Laag, P-waarde 80. Gemeten: Hoog.');
  within(section).getByText('Let op: de ingestelde complexiteit (Laag) wijkt af van de gemeten (Hoog).');
  const table = within(section).getByRole('table', { name: "Aandeel leerlingen dat 'Ja' gaf bij het nakijken, per stap, met het aantal leerlingen (n)" });
  const rows = within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['Onderdeel', 'Leerlingen', 'Ja zonder tip', 'Ja met tip', 'Ja na antwoord'],
    ['Hele vraag', '6', '20% (n = 5)', '100% (n = 1)', '– (n = 0)'],
    ['Met de formule, stap 1', '6', '20% (n = 5)', '100% (n = 1)', '– (n = 0)'],
    ['Met een grafiek, stap 1', '0', '– (n = 0)', '– (n = 0)', '– (n = 0)'],
  ]);
});

test('says that nobody marked the question yet, without a table', () => {
  const none = { students: 0, share: null };
  const section = open({ students: 0, complexity: null, proportionValue: null, measuredComplexity: null, disagrees: false, withoutTip: none, withTip: none, afterAnswer: none, strategies: [] });
  within(section).getByText('Nog geen leerlingen hebben deze vraag nagekeken.');
  expect(within(section).queryByRole('table')).toBeNull();
});
