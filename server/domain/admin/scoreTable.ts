// The score table of a solution strategy (document 3 §3 'Scores', §4, §9; issue 45): the points per combination of
// earned steps, 2^steps whole numbers of at least 0, entry k for the combination whose bit i (value 2^i) is set when
// step i (in the strategy's order, counted from 0) is earned — exactly what students' scoring reads
// (shared/practice/scoring.ts tableKey). An empty table means the question's points are the sum of its steps'.
//
// When the steps change, the table follows them, read as a function of the set of earned steps:
// - a new step earns nothing extra: each combination with it earned scores what the same combination without it
//   scores (adding a step to a table of 2^n doubles it: the upper half is a copy of the lower half), so the maximum and
//   what every student would score stay as they were until the author fills in the new rows;
// - a removed step's combinations in which it was earned are dropped (removing step i keeps the 2^(n-1) entries whose
//   bit i is clear, in their order), so adding a step and removing it again gives the table back;
// - reordered steps carry their bits with them.
// A table whose entries are all 0 is no table: it is stored as [] (document 3 §4 'an all-zero list deletes the scores').
import { tableFits } from '../../../shared/practice/scoring.ts';

/** The most steps a strategy with a score table may have: 2^8 = 256 rows, far more than an exam's marking uses. */
export const SCORE_TABLE_STEPS_MAX = 8;
/** The highest number of points one combination may score. */
export const SCORE_POINTS_MAX = 1000;

/** Whether `table` fits `steps` steps and may be stored: 2^steps whole numbers from 0 to SCORE_POINTS_MAX. */
export function isScoreTable(table: readonly number[], steps: number): boolean {
  return steps <= SCORE_TABLE_STEPS_MAX && tableFits(table, steps) && table.every((n) => n <= SCORE_POINTS_MAX);
}

/** The table as it is stored: [] for a table whose entries are all 0. */
export const storedTable = (table: readonly number[]): number[] => (table.every((n) => n === 0) ? [] : [...table]);

/**
 * The table after the steps change. `sources` lists the new steps in their new order, each the index (from 0) of the
 * step it was before, or null for a new step; old steps not listed are removed. An empty table stays empty; a table
 * that no longer fits (no steps left) becomes empty, and one whose entries are all 0 is stored as [].
 */
export function remapScoreTable(table: readonly number[], oldSteps: number, sources: readonly (number | null)[]): number[] {
  if (table.length === 0 || table.length !== 2 ** oldSteps || sources.length === 0) return [];
  const next: number[] = [];
  for (let k = 0; k < 2 ** sources.length; k++) {
    let old = 0;
    sources.forEach((source, i) => {
      if (source !== null && k & (1 << i)) old |= 1 << source;
    });
    next.push(table[old]!);
  }
  return storedTable(next);
}
