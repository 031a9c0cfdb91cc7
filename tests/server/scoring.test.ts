// Self-marking rules (shared/practice/scoring.ts), table-driven: every expected figure is worked out by hand in the
// row's description, never with the code under test.
import { questionStatus, scoreQuestion, tableKey, type StepMark } from '../../shared/practice/scoring.ts';

const yes = (points: number): StepMark => ({ points, isCorrect: true, shownElaboration: false });
const no = (points: number): StepMark => ({ points, isCorrect: false, shownElaboration: false });
const open = (points: number): StepMark => ({ points, isCorrect: null, shownElaboration: false });
/** Marked 'Ja', but after looking at the model answer. */
const yesSeen = (points: number): StepMark => ({ points, isCorrect: true, shownElaboration: true });
const noSeen = (points: number): StepMark => ({ points, isCorrect: false, shownElaboration: true });

describe('scoreQuestion', () => {
  // [description, steps, table, scored, total, complete]
  const rows: [string, StepMark[], number[] | null, number, number, boolean][] = [
    ['no table: every step correct earns 1 + 2 + 1 = 4 of 4', [yes(1), yes(2), yes(1)], null, 4, 4, true],
    ['no table: steps 1 and 3 correct earn 1 + 1 = 2 of 4', [yes(1), no(2), yes(1)], null, 2, 4, true],
    ['no table: nothing correct earns 0 of 4', [no(1), no(2), no(1)], null, 0, 4, true],
    ['no table: a correct step whose model answer was viewed earns 0: 1 + 0 + 1 = 2 of 4', [yes(1), yesSeen(2), yes(1)], null, 2, 4, true],
    ['no table: a wrong step with its model answer viewed earns 0 as well: 2 of 4', [yes(1), noSeen(2), yes(1)], null, 2, 4, true],
    ['no table: every model answer viewed earns 0 of 4', [yesSeen(1), yesSeen(2), yesSeen(1)], null, 0, 4, true],
    ['no table: an unmarked step earns nothing yet and the marking is incomplete: 1 of 4', [yes(1), open(2), open(1)], null, 1, 4, false],
    ['no table: a single step of 3 points, correct: 3 of 3', [yes(3)], null, 3, 3, true],
    ['no steps at all: 0 of 0, nothing left to mark', [], null, 0, 0, true],
    ['an empty table is no table: 2 + 1 = 3 of 3', [yes(2), yes(1)], [], 3, 3, true],
    // Table of 2 steps: index = bit 0 (step 1) + 2 × bit 1 (step 2).
    ['table [0,1,1,3]: both steps earned → index 3 → 3 of max 3', [yes(1), yes(1)], [0, 1, 1, 3], 3, 3, true],
    ['table [0,1,1,3]: only step 1 earned → index 1 → 1 of 3', [yes(1), no(1)], [0, 1, 1, 3], 1, 3, true],
    ['table [0,1,1,3]: only step 2 earned → index 2 → 1 of 3', [no(1), yes(1)], [0, 1, 1, 3], 1, 3, true],
    ['table [0,1,1,3]: none earned → index 0 → 0 of 3', [no(1), no(1)], [0, 1, 1, 3], 0, 3, true],
    ['table [0,1,1,3]: step 2 correct but its model answer viewed → index 1 → 1 of 3', [yes(1), yesSeen(1)], [0, 1, 1, 3], 1, 3, true],
    // Table of 3 steps, "2 of 3 correct: 1 point, 3 of 3: 2 points": index = s1 + 2·s2 + 4·s3.
    ['table of 3 steps: steps 1 and 3 earned → index 1 + 4 = 5 → 1 of 2', [yes(1), no(1), yes(1)], [0, 0, 0, 1, 0, 1, 1, 2], 1, 2, true],
    ['table of 3 steps: all earned → index 7 → 2 of 2', [yes(1), yes(1), yes(1)], [0, 0, 0, 1, 0, 1, 1, 2], 2, 2, true],
    ['table of 3 steps: only step 3 earned → index 4 → 0 of 2', [no(1), no(1), yes(1)], [0, 0, 0, 1, 0, 1, 1, 2], 0, 2, true],
    ["the total is the table's maximum, not its last entry: [0,2,1,1] with both earned → index 3 → 1 of 2", [yes(1), yes(1)], [0, 2, 1, 1], 1, 2, true],
    ['a table whose length does not fit the steps (3 for 2 steps) is ignored: sum 1 + 1 = 2 of 2', [yes(1), yes(1)], [0, 1, 5], 2, 2, true],
    ['a table with a negative entry is ignored: sum 2 of 2', [yes(1), yes(1)], [0, -1, 1, 3], 2, 2, true],
    ['a table with a fraction is ignored: sum 2 of 2', [yes(1), yes(1)], [0, 0.5, 1, 3], 2, 2, true],
    ['table with unmarked steps: step 1 earned, step 2 open → index 1 → 1 of 3, incomplete', [yes(1), open(1)], [0, 1, 1, 3], 1, 3, false],
  ];

  it.each(rows)('%s', (_description, steps, table, scored, total, complete) => {
    expect(scoreQuestion(steps, table)).toEqual({ scoredPoints: scored, totalPoints: total, complete });
  });

  it('keys the table on earned steps, step i as bit 2^i', () => {
    expect(tableKey([yes(1), no(1), yes(1), yes(1)])).toBe(0b1101);
    expect(tableKey([yesSeen(1), yes(1)])).toBe(0b10);
    expect(tableKey([])).toBe(0);
  });
});

describe('questionStatus', () => {
  const rows: [string, Parameters<typeof questionStatus>[0], string][] = [
    ['no score saved: pending', null, 'pending'],
    ['a score saved before "Bekijk je punten": pending', { scoredPoints: 2, totalPoints: 4, hasCompletedScoreFlow: false }, 'pending'],
    ['every point: passed', { scoredPoints: 4, totalPoints: 4, hasCompletedScoreFlow: true }, 'passed'],
    ['some points: finished', { scoredPoints: 1, totalPoints: 4, hasCompletedScoreFlow: true }, 'finished'],
    ['no points after marking: failed', { scoredPoints: 0, totalPoints: 4, hasCompletedScoreFlow: true }, 'failed'],
    ['a question worth nothing, marked: passed', { scoredPoints: 0, totalPoints: 0, hasCompletedScoreFlow: true }, 'passed'],
  ];
  it.each(rows)('%s', (_description, score, status) => {
    expect(questionStatus(score)).toBe(status);
  });
});
