// The practice table of /zelf-oefenen/per-onderwerp (document 2 §2.5, §9): how many of a practice set's rows show
// before the student expands it, and whether the expand toggle is there at all. The one place of this rule: the web
// app imports it as it is. Pure TypeScript: no DOM, no database, no dependencies.

/** Rows shown collapsed when nothing asks for more. */
export const COLLAPSED_ROWS = 5;
/** The toggle needs more unscored rows than this… */
export const TOGGLE_MIN_UNSCORED = 3;
/** …and more rows than this. */
export const TOGGLE_MIN_ROWS = 6;

export interface VisibleRows {
  /** How many rows, from the top, are shown. */
  count: number;
  /** Whether the expand (and collapse) toggle is offered. */
  showToggle: boolean;
}

/**
 * Collapsed, the table shows 5 rows, or — when that is more — every row up to and including the first unscored one
 * plus one more after it: a student coming back to a set finds the exercise to do next on screen together with the
 * one that follows it, never hidden below the fold. With the first unscored row at index i (0-based) that is i + 2
 * rows. Without unscored rows it is 5. Never more than there are rows.
 *
 * The toggle shows when more than 3 rows are unscored and there are more than 6 rows, collapsed or expanded (it
 * collapses again). Then there is always something to expand: with at least 4 unscored rows the first one sits at
 * index n − 4 at the latest, so at most n − 2 rows show collapsed. Expanded, every row shows.
 */
export function visibleRows(rows: readonly { scored: boolean }[], expanded: boolean): VisibleRows {
  const total = rows.length;
  const unscored = rows.filter((row) => !row.scored).length;
  const showToggle = unscored > TOGGLE_MIN_UNSCORED && total > TOGGLE_MIN_ROWS;
  if (expanded) return { count: total, showToggle };
  const firstUnscored = rows.findIndex((row) => !row.scored);
  const wanted = firstUnscored === -1 ? COLLAPSED_ROWS : Math.max(COLLAPSED_ROWS, firstUnscored + 2);
  return { count: Math.min(total, wanted), showToggle };
}
