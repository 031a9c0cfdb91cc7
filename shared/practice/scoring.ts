// Self-marking (document 2 §4.1, §4.3): what a question's steps earn, its total, and its status dot. The one place
// of these rules: the web app's scoring flow shows them as the student marks, and the server recomputes every saved
// score with them instead of trusting the points a client sends. Pure TypeScript: no DOM, no database.

/** How the student marked one step (tussenantwoord) of the strategy they followed. */
export interface StepMark {
  /** The step's points in the marking scheme. */
  points: number;
  /** 'Ja' (true), 'Nee' (false), or not marked yet (null). */
  isCorrect: boolean | null;
  /** The student looked at the step's model answer (uitwerking) before marking. */
  shownElaboration: boolean;
}

export interface QuestionScore {
  scoredPoints: number;
  totalPoints: number;
  /** Every step is marked. */
  complete: boolean;
}

/** A step earns its points when marked correct, unless its model answer was viewed: then it earns 0. */
export const stepEarns = (step: StepMark): boolean => step.isCorrect === true && !step.shownElaboration;

/**
 * Whether a score table fits a strategy of `steps` steps: one entry per combination of earned steps (2^steps), each a
 * whole number of points of at least 0. A table that does not fit is ignored and the steps' points are summed.
 */
export function tableFits(table: readonly number[] | null | undefined, steps: number): table is readonly number[] {
  return !!table && steps > 0 && steps <= 16 && table.length === 2 ** steps && table.every((n) => Number.isInteger(n) && n >= 0);
}

/**
 * The table's key for a marking: bit i (value 2^i) is set when step i (in the strategy's order) earns its points —
 * marked correct and its model answer not viewed. Document 2 §4.1 keys the table on "which sections were correct or
 * had their elaboration shown"; a viewed model answer takes a step's points away (the rule above it), so the key
 * counts a step only when both hold.
 */
export function tableKey(steps: readonly StepMark[]): number {
  return steps.reduce((key, step, i) => (stepEarns(step) ? key | (1 << i) : key), 0);
}

/**
 * A question's score for the marking of its strategy's steps. With a score table (answers whose points are not the
 * plain sum of their steps, e.g. "2 of 3 steps correct: 1 point"): the total is the table's maximum and the score
 * the table's entry for the earned steps. Without one: the total is the sum of the steps' points and the score the
 * sum of the earned steps' points.
 */
export function scoreQuestion(steps: readonly StepMark[], table?: readonly number[] | null): QuestionScore {
  const complete = steps.every((step) => step.isCorrect !== null);
  if (tableFits(table, steps.length)) {
    return { scoredPoints: table[tableKey(steps)]!, totalPoints: Math.max(...table), complete };
  }
  const sum = (list: readonly StepMark[]) => list.reduce((total, step) => total + step.points, 0);
  return { scoredPoints: sum(steps.filter(stepEarns)), totalPoints: sum(steps), complete };
}

export type QuestionStatus = 'pending' | 'passed' | 'finished' | 'failed';

/**
 * The status dot of a question (document 2 §4.3): pending while there is no finished score (none saved, or the
 * student has not yet pressed 'Bekijk je punten'); passed with every point; finished with some; failed with none.
 */
export function questionStatus(score: { scoredPoints: number; totalPoints: number; hasCompletedScoreFlow: boolean } | null | undefined): QuestionStatus {
  if (!score || !score.hasCompletedScoreFlow) return 'pending';
  if (score.scoredPoints >= score.totalPoints) return 'passed';
  return score.scoredPoints > 0 ? 'finished' : 'failed';
}
