// The score table of a solution strategy ('Punten obv. antwoordcombinaties', document 3 §2, §3 Scores, §4; issue 45):
// one row per combination of earned steps, 2^steps rows, each named in words ('stap 1 en 3 goed') in the order
// students' scoring reads them (row k: bit i set = step i+1 earned). The note that the steps' points must then be 0,
// with the steps that still have points; clearing the table (all zeros) deletes it, after a confirmation.
import { Button } from '../../components/ui/Button.tsx';
import { SCORE_TABLE_STEPS_MAX } from '../../../shared/practice/scoreTable.ts';
import { ANSWER_TEXT, combinationName } from './answerEditorText.ts';

export function ScoreTable({
  steps,
  table,
  stepPoints,
  errors,
  onChange,
}: {
  steps: number;
  /** The rows as typed; [] when there is no table. */
  table: readonly string[];
  stepPoints: readonly number[];
  errors: Record<string, readonly string[]>;
  onChange: (table: string[]) => void;
}) {
  if (steps === 0) return <p className="empty">{ANSWER_TEXT.scoresNoSteps}</p>;
  if (steps > SCORE_TABLE_STEPS_MAX) return <p className="empty">{ANSWER_TEXT.scoresTooMany(SCORE_TABLE_STEPS_MAX)}</p>;
  const rows = table.length === 2 ** steps ? table : new Array<string>(2 ** steps).fill('0');
  const withPoints = stepPoints.flatMap((points, i) => (points > 0 ? [i + 1] : []));
  const hasTable = table.length > 0 && table.some((n) => Number(n) !== 0);
  const clear = () => {
    if (window.confirm(ANSWER_TEXT.confirmClear)) onChange([]);
  };
  return (
    <div className="score-table">
      <p className="field-hint">{ANSWER_TEXT.scoresNote}</p>
      {hasTable && withPoints.length > 0 && (
        <p className="score-table-warning" role="status">
          {ANSWER_TEXT.scoresStepPoints(withPoints)}
        </p>
      )}
      {!hasTable && <p>{ANSWER_TEXT.scoresNone}</p>}
      {errors.scores && (
        <p className="field-error" role="alert">
          {errors.scores.join(' ')}
        </p>
      )}
      <table>
        <thead>
          <tr>
            <th scope="col">{ANSWER_TEXT.combination}</th>
            <th scope="col">{ANSWER_TEXT.combinationPoints}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((value, k) => {
            const name = combinationName(k, steps);
            const rowErrors = errors[`scores.${k}`];
            return (
              <tr key={k}>
                <th scope="row">{name}</th>
                <td>
                  <input
                    type="number"
                    min={0}
                    step={1}
                    inputMode="numeric"
                    aria-label={ANSWER_TEXT.pointsOf(name)}
                    aria-invalid={rowErrors ? true : undefined}
                    value={value}
                    onChange={(event) => onChange(rows.map((v, i) => (i === k ? event.target.value : v)))}
                  />
                  {rowErrors && <span className="field-error">{rowErrors.join(' ')}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {hasTable && (
        <div className="form-actions">
          <Button type="button" variant="secondary" onClick={clear}>
            {ANSWER_TEXT.clearTable}
          </Button>
        </div>
      )}
    </div>
  );
}
