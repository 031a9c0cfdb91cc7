// The score table of a solution strategy (document 3 §3 'Scores', §4, §9; issue 45): 2^steps entries, entry k for the
// combination whose bit i is set when step i+1 is earned — the order students' scoring reads; each combination named
// in words for the editor; how the table follows when steps are added, removed or moved; all zeros is no table.
// Every expected value is written out by hand.
import { isScoreTable, remapScoreTable, storedTable } from '../../server/domain/admin/scoreTable.ts';
import { scoreQuestion } from '../../shared/practice/scoring.ts';
import { combinationName } from '../../web/screens/Admin/answerEditorText.ts';

describe('the rows of the table', () => {
  it('names the 4 rows of a 2-step table in the order scoring reads them', () => {
    expect([0, 1, 2, 3].map((k) => combinationName(k, 2))).toEqual(['geen stap goed', 'stap 1 goed', 'stap 2 goed', 'stap 1 en 2 goed']);
  });

  it('names the 8 rows of a 3-step table', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((k) => combinationName(k, 3))).toEqual([
      'geen stap goed',
      'stap 1 goed',
      'stap 2 goed',
      'stap 1 en 2 goed',
      'stap 3 goed',
      'stap 1 en 3 goed',
      'stap 2 en 3 goed',
      'stap 1, 2 en 3 goed',
    ]);
  });

  it('is what a student scores for the steps they earned: row "stap 2 goed" of [0, 1, 1, 3]', () => {
    const step = (isCorrect: boolean) => ({ points: 0, isCorrect, shownElaboration: false });
    expect(scoreQuestion([step(false), step(true)], [0, 1, 1, 3])).toEqual({ scoredPoints: 1, totalPoints: 3, complete: true });
    expect(scoreQuestion([step(true), step(true)], [0, 1, 1, 3])).toEqual({ scoredPoints: 3, totalPoints: 3, complete: true });
  });
});

describe('what a table is', () => {
  it('takes exactly 2^steps whole numbers of 0 or more, for at most 8 steps', () => {
    expect(isScoreTable([0, 1, 1, 2], 2)).toBe(true);
    expect(isScoreTable([0, 1, 1], 2)).toBe(false);
    expect(isScoreTable([0, 1, 1, 2, 0], 2)).toBe(false);
    expect(isScoreTable([0, -1, 1, 2], 2)).toBe(false);
    expect(isScoreTable([0, 1.5, 1, 2], 2)).toBe(false);
    expect(isScoreTable([0, 1], 0)).toBe(false);
    expect(isScoreTable(new Array(256).fill(1), 8)).toBe(true);
    expect(isScoreTable(new Array(512).fill(1), 9)).toBe(false);
  });

  it('stores all zeros as no table', () => {
    expect(storedTable([0, 0, 0, 0])).toEqual([]);
    expect(storedTable([0, 0, 0, 2])).toEqual([0, 0, 0, 2]);
  });
});

describe('the table follows its steps', () => {
  // Two steps: nothing 0, step 1 → 1, step 2 → 2, both → 4.
  const two = [0, 1, 2, 4];

  it('adding a step doubles it: the new step earns nothing extra, so the upper half copies the lower', () => {
    expect(remapScoreTable(two, 2, [0, 1, null])).toEqual([0, 1, 2, 4, 0, 1, 2, 4]);
  });

  it('adding a step in front moves the old steps up a bit', () => {
    // New order: new step, old step 1, old step 2. Row k: bit 0 the new step, bit 1 old step 1, bit 2 old step 2.
    expect(remapScoreTable(two, 2, [null, 0, 1])).toEqual([0, 0, 1, 1, 2, 2, 4, 4]);
  });

  it('removing step i keeps the rows where step i is not earned, in their order', () => {
    // Three steps: row k scores k (0..7). Removing step 2 (bit 1) keeps rows 0, 1, 4, 5.
    expect(remapScoreTable([0, 1, 2, 3, 4, 5, 6, 7], 3, [0, 2])).toEqual([0, 1, 4, 5]);
    // Removing step 1 (bit 0) keeps rows 0, 2, 4, 6.
    expect(remapScoreTable([0, 1, 2, 3, 4, 5, 6, 7], 3, [1, 2])).toEqual([0, 2, 4, 6]);
  });

  it('gives the table back when a step is added and removed again', () => {
    const added = remapScoreTable(two, 2, [0, 1, null]);
    expect(remapScoreTable(added, 3, [0, 1])).toEqual(two);
  });

  it('swapping two steps swaps their rows', () => {
    expect(remapScoreTable(two, 2, [1, 0])).toEqual([0, 2, 1, 4]);
  });

  it('is gone when no step is left, when it had none, or when what is left is all zeros', () => {
    expect(remapScoreTable(two, 2, [])).toEqual([]);
    expect(remapScoreTable([], 2, [0, 1, null])).toEqual([]);
    // Only step 2 earned scores: removing step 2 leaves rows 0 and 1, both 0.
    expect(remapScoreTable([0, 0, 3, 3], 2, [0])).toEqual([]);
  });
});
