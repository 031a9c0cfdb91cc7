// The coverage grid (beyond the spec, issue 8): the selection as the syllabus's main domains × complexity, with the
// number of questions and their points and minutes per cell, totals per row and column — so a teacher sees at a
// glance what the set practises and what it leaves out. A real table; on a phone it scrolls sideways inside its own
// box, never the page. The numbers are the server's (Coverage): a question in two domains counts in both rows and once
// in the totals.
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CoverageGrid_coverage$key } from '../../__generated__/CoverageGrid_coverage.graphql';
import { COMPLEXITY_LABEL, type Complexity } from '../Search/searchState.ts';
import { CART_TEXT } from './cartText.ts';

interface Cell {
  questions: number;
  points: number;
  minutes: number;
}

const columnLabel = (complexity: string | null | undefined) => (complexity && complexity in COMPLEXITY_LABEL ? COMPLEXITY_LABEL[complexity as Complexity] : CART_TEXT.unknownComplexity);

/** A tint from 0 (empty) to 4 (the fullest cell), so the grid reads at a glance; the numbers carry the meaning. */
const shade = (questions: number, most: number) => (questions === 0 ? 0 : Math.max(1, Math.ceil((questions / Math.max(1, most)) * 4)));

function Numbers({ cell, most, total = false }: { cell: Cell; most?: number; total?: boolean }) {
  if (cell.questions === 0) {
    return (
      <td className="coverage-cell coverage-empty">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{CART_TEXT.none}</span>
      </td>
    );
  }
  return (
    <td className={`coverage-cell${total ? ' coverage-total' : ` coverage-shade-${shade(cell.questions, most ?? 1)}`}`}>
      <span className="coverage-questions">{CART_TEXT.cellQuestions(cell.questions)}</span>
      <span className="coverage-detail">{CART_TEXT.cellDetail(cell.points, cell.minutes)}</span>
    </td>
  );
}

export function CoverageGrid({ coverage }: { coverage: CoverageGrid_coverage$key }) {
  const grid = useFragment(
    graphql`
      fragment CoverageGrid_coverage on Coverage {
        complexities
        rows {
          domainUrlId
          name
          cells {
            complexity
            questions
            points
            minutes
          }
          total {
            questions
            points
            minutes
          }
        }
        totals {
          complexity
          questions
          points
          minutes
        }
        total {
          questions
          points
          minutes
        }
      }
    `,
    coverage,
  );
  const captionId = useId();
  const hintId = useId();
  const most = Math.max(0, ...grid.rows.flatMap((r) => r.cells.map((c) => c.questions)));
  return (
    <div className="coverage">
      <div className="coverage-scroll" role="region" aria-labelledby={captionId} aria-describedby={hintId} tabIndex={0}>
        <table className="coverage-table">
          <caption id={captionId}>{CART_TEXT.coverageCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{CART_TEXT.domain}</th>
              {grid.complexities.map((c) => (
                <th scope="col" key={c ?? 'none'}>
                  {columnLabel(c)}
                </th>
              ))}
              <th scope="col">{CART_TEXT.total}</th>
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row) => (
              <tr key={row.domainUrlId ?? 'none'}>
                <th scope="row">{row.name ?? CART_TEXT.noDomain}</th>
                {row.cells.map((cell, i) => (
                  <Numbers key={cell.complexity ?? `none${i}`} cell={cell} most={most} />
                ))}
                <Numbers cell={row.total} total />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{CART_TEXT.total}</th>
              {grid.totals.map((cell, i) => (
                <Numbers key={cell.complexity ?? `none${i}`} cell={cell} total />
              ))}
              <Numbers cell={grid.total} total />
            </tr>
          </tfoot>
        </table>
      </div>
      <p id={hintId} className="field-hint">
        {CART_TEXT.coverageHint}
      </p>
    </div>
  );
}
