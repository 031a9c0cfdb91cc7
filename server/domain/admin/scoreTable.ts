// The score table of a solution strategy (document 3 §3 'Scores', §4, §9; issue 45): the points per combination of
// earned steps, 2^steps whole numbers of at least 0, entry k for the combination whose bit i (value 2^i) is set when
// step i (in the strategy's order, counted from 0) is earned — exactly what students' scoring reads
// (shared/practice/scoring.ts tableKey). An empty table means the question's points are the sum of its steps'.
//
// When the steps change, the table follows them (shared/practice/scoreTable.ts remapScoreRows, the editor's rule too).
// A table whose entries are all 0 is no table: it is stored as [] (document 3 §4 'an all-zero list deletes the scores').
import { tableFits } from '../../../shared/practice/scoring.ts';
import { remapScoreRows, SCORE_TABLE_STEPS_MAX } from '../../../shared/practice/scoreTable.ts';

export { SCORE_TABLE_STEPS_MAX };

/** The highest number of points one combination may score. */
export const SCORE_POINTS_MAX = 1000;

/** Whether `table` fits `steps` steps and may be stored: 2^steps whole numbers from 0 to SCORE_POINTS_MAX. */
export function isScoreTable(table: readonly number[], steps: number): boolean {
  return steps <= SCORE_TABLE_STEPS_MAX && tableFits(table, steps) && table.every((n) => n <= SCORE_POINTS_MAX);
}

/** The table as it is stored: [] for a table whose entries are all 0. */
export const storedTable = (table: readonly number[]): number[] => (table.every((n) => n === 0) ? [] : [...table]);

/** The table after the steps change (remapScoreRows), stored as [] when its entries are all 0. */
export const remapScoreTable = (table: readonly number[], oldSteps: number, sources: readonly (number | null)[]): number[] => storedTable(remapScoreRows(table, oldSteps, sources));
