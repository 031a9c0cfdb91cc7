// A solution strategy's score table as its steps change (issue 45; document 3 §3 Scores): the one place of this rule,
// used by the server's command (server/domain/admin/scoreTable.ts) and by the editor while the author edits the steps
// (web/screens/Admin/ScoreTable.tsx). Row k holds the points when the steps whose bits are set in k are earned (bit i =
// step i, from 0), as students' scoring reads it (./scoring.ts). Pure TypeScript: no DOM, no database.
//
// The table is read as a function of the set of earned steps:
// - a new step earns nothing extra: each combination with it earned scores what the same combination without it scores
//   (adding a step to a table of 2^n doubles it: the upper half is a copy of the lower half);
// - a removed step's combinations in which it was earned are dropped (removing step i keeps the 2^(n-1) rows whose bit
//   i is clear, in their order), so adding a step and removing it again gives the table back;
// - reordered steps carry their bits with them.

/** The most steps a strategy with a score table may have: 2^8 = 256 rows, far more than an exam's marking uses. */
export const SCORE_TABLE_STEPS_MAX = 8;

/**
 * The rows after the steps change. `sources` lists the new steps in their new order, each the index (from 0) of the
 * step it was before, or null for a new step; old steps not listed are removed. An empty table stays empty, and a table
 * that does not fit `oldSteps` or has no steps left becomes empty.
 */
export function remapScoreRows<T>(table: readonly T[], oldSteps: number, sources: readonly (number | null)[]): T[] {
  if (table.length === 0 || table.length !== 2 ** oldSteps || sources.length === 0) return [];
  const next: T[] = [];
  for (let k = 0; k < 2 ** sources.length; k++) {
    let old = 0;
    sources.forEach((source, i) => {
      if (source !== null && k & (1 << i)) old |= 1 << source;
    });
    next.push(table[old]!);
  }
  return next;
}
