// The measured difficulty in the question editor (issue 46, 'Beyond the spec 1'): beside the authored complexity and
// P-waarde, the share of students who marked the question and each of its steps 'Ja' — without a tip, with a tip,
// after the model answer — each with its n, so a share of two students is not over-read. A real table with a caption
// (rows become cards on a phone), the measured label and any disagreement in words, never colour alone. Who and which
// mark counts is the server's rule (server/domain/admin/difficulty.ts), summed up under the table.
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MeasuredDifficulty_question$key } from '../../__generated__/MeasuredDifficulty_question.graphql';
import { COMPLEXITY_WORDS } from './questionEditorText.ts';
import './measuredDifficulty.css';

export const MEASURED_TEXT = {
  title: 'Gemeten moeilijkheid',
  empty: 'Nog geen leerlingen hebben deze vraag nagekeken.',
  caption: "Aandeel leerlingen dat 'Ja' gaf bij het nakijken, per stap, met het aantal leerlingen (n)",
  part: 'Onderdeel',
  students: 'Leerlingen',
  withoutTip: 'Ja zonder tip',
  withTip: 'Ja met tip',
  afterAnswer: 'Ja na antwoord',
  question: 'Hele vraag',
  step: (strategy: string | null, position: number) => (strategy ? `${strategy}, stap ${position}` : `Stap ${position}`),
  cell: (share: number | null, n: number) => (share === null ? `– (n = ${n})` : `${Math.round(share * 100)}% (n = ${n})`),
  authored: (complexity: string | null, pValue: number | null) =>
    `Ingesteld: complexiteit ${complexity ? (COMPLEXITY_WORDS[complexity] ?? complexity) : 'niet ingesteld'}, P-waarde ${pValue ?? 'niet ingesteld'}.`,
  measured: (complexity: string | null) => (complexity ? `Gemeten: ${COMPLEXITY_WORDS[complexity] ?? complexity}.` : 'Gemeten: nog te weinig leerlingen zonder tip (minstens 5) voor een oordeel.'),
  disagrees: (authored: string, measured: string) =>
    `Let op: de ingestelde complexiteit (${COMPLEXITY_WORDS[authored] ?? authored}) wijkt af van de gemeten (${COMPLEXITY_WORDS[measured] ?? measured}).`,
  rule: "Per leerling (een anoniem apparaat of een leerlingaccount) telt per stap het laatste 'Ja' of 'Nee'. 'Met tip': na een tip van deze vraag; 'na antwoord': na de uitwerking van die stap of van de hele vraag. De hele vraag telt de stappen samen. Gemeten Laag bij minstens 70% 'Ja' zonder tip, Hoog onder 40%, met minstens 5 leerlingen.",
} as const;
const T = MEASURED_TEXT;

interface Figures {
  readonly students: number;
  readonly withoutTip: { readonly students: number; readonly share: number | null | undefined };
  readonly withTip: { readonly students: number; readonly share: number | null | undefined };
  readonly afterAnswer: { readonly students: number; readonly share: number | null | undefined };
}

function Row({ label, figures }: { label: string; figures: Figures }) {
  return (
    <tr>
      <th scope="row" data-label={T.part}>
        {label}
      </th>
      <td data-label={T.students} className="number">
        {figures.students}
      </td>
      <td data-label={T.withoutTip}>{T.cell(figures.withoutTip.share ?? null, figures.withoutTip.students)}</td>
      <td data-label={T.withTip}>{T.cell(figures.withTip.share ?? null, figures.withTip.students)}</td>
      <td data-label={T.afterAnswer}>{T.cell(figures.afterAnswer.share ?? null, figures.afterAnswer.students)}</td>
    </tr>
  );
}

export function MeasuredDifficulty({ question }: { question: MeasuredDifficulty_question$key }) {
  const data = useFragment(
    graphql`
      fragment MeasuredDifficulty_question on Question {
        measuredDifficulty {
          students
          complexity
          proportionValue
          measuredComplexity
          disagrees
          withoutTip {
            students
            share
          }
          withTip {
            students
            share
          }
          afterAnswer {
            students
            share
          }
          strategies {
            name
            steps {
              position
              students
              withoutTip {
                students
                share
              }
              withTip {
                students
                share
              }
              afterAnswer {
                students
                share
              }
            }
          }
        }
      }
    `,
    question,
  );
  const headingId = useId();
  const d = data.measuredDifficulty;
  if (!d) return null;
  const named = d.strategies.length > 1;
  return (
    <section className="measured-difficulty" aria-labelledby={headingId}>
      <h2 id={headingId}>{T.title}</h2>
      {d.students === 0 ? (
        <p className="empty">{T.empty}</p>
      ) : (
        <>
          <p>
            {T.authored(d.complexity ?? null, d.proportionValue ?? null)} {T.measured(d.measuredComplexity ?? null)}
          </p>
          {d.disagrees && d.complexity && d.measuredComplexity && <p className="measured-disagrees">{T.disagrees(d.complexity, d.measuredComplexity)}</p>}
          <div className="table-scroll">
            <table className="admin-table admin-table-stack measured-table">
              <caption>{T.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.part}</th>
                  <th scope="col" className="number">
                    {T.students}
                  </th>
                  <th scope="col">{T.withoutTip}</th>
                  <th scope="col">{T.withTip}</th>
                  <th scope="col">{T.afterAnswer}</th>
                </tr>
              </thead>
              <tbody>
                <Row label={T.question} figures={d} />
                {d.strategies.flatMap((s, i) => s.steps.map((step) => <Row key={`${i}-${step.position}`} label={T.step(named ? s.name : null, step.position)} figures={step} />))}
              </tbody>
            </table>
          </div>
          <p className="field-hint">{T.rule}</p>
        </>
      )}
    </section>
  );
}
