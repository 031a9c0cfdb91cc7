// The estimated grade for a whole central exam (issue 10): once a student has scored every question, the grade that
// score would have earned with the exam's N-term, and how many points were missing for the next whole grade.
//
// Source of the rules: College voor Toetsen en Examens, "Regeling omzetting scores in cijfers centrale examens en
// rekentoets VO 2016" (CvTE-15.02159, 30 november 2015), bijlage 1, https://wetten.overheid.nl/BWBR0037590/2021-04-10
// (the same text as in the 2015 regeling, CvTE-15.00618). That page was not reachable from here: the text was read as
// quoted verbatim in the source of the AWP exam administration (github.com/hansmeijs/awpr, awpr/grades/calc_score.py).
// It reads:
//   - uitgangspunten: elk gescoord punt draagt bij tot een hoger cijfer; 0% is altijd 1,0; 100% is altijd 10,0.
//   - hoofdrelatie:   C = 9,0 × (S/L) + N, with L the length of the score scale (the exam's maximum score).
//   - grensrelaties:  (2a) C = 1,0 + S × (9/L) × 2        (2b) C = 10,0 − (L − S) × (9/L) × 0,5
//                     (3a) C = 1,0 + S × (9/L) × 0,5      (3b) C = 10,0 − (L − S) × (9/L) × 2
//     "Bij N > 1,0 geldt voor de laagste scores de formule (2a) en voor de hoogste scores de formule (2b)",
//     "Bij N < 1,0 geldt voor de laagste scores de formule (3a) en voor de hoogste scores de formule (3b)",
//     "Bij N = 1,0 treedt het systeem van grensrelaties niet in werking." A combination that would fall outside the
//     window of the grensrelaties is replaced by the grensrelatie, so: N > 1 → the least of (1), (2a), (2b);
//     N < 1 → the greatest of (1), (3a), (3b).
// The CE grade has one decimal, 1,0 to 10,0 (Examenblad, "Het hoogst haalbare cijfer", 2023,
// https://www.examenblad.nl/veel-gevraagd/het-hoogst-haalbare-cijfer/2023). How the tenth is rounded is not in the
// quoted text; we round half up on the exact value, the usual Dutch rule and what Cito's own routine does as quoted in
// the same AWP source ("crcCijfer = Int(0.5 + 10 * crcCijfer) / 10 'NB: CITO norm rondt af op 1 decimaal").
//
// Exact arithmetic: every relation times 10·L is a whole number when S, L are whole and N is in tenths, so the grade
// is computed in those units and rounded with integer division. Floating point would round 9 × 9/20 + 1,4 = 5,45 to
// 5,4 instead of 5,5.

/** Which input is out of range: the maximum score L, the score S or the N-term. */
export type GradeInputIssue = 'maxScore' | 'score' | 'nTerm';

export class GradeInputError extends RangeError {
  constructor(readonly issue: GradeInputIssue) {
    super(`exam grade: invalid ${issue}`);
    this.name = 'GradeInputError';
  }
}

// Real score scales are tens to about 150 points; the cap keeps every intermediate value an exact integer.
const MAX_SCALE_LENGTH = 100_000;
// CvTE sets N in tenths, normally 0,0 to 2,0; a few exams had more (2,4 for vwo scheikunde 2022, 2,7 for a vmbo
// variant in 2015). Above 3,0 is taken for a typing error (13 for 1,3).
const MAX_N_TERM_TENTHS = 30;

/** The N-term in whole tenths (1.3 → 13), or null when it is not a tenth between 0,0 and 3,0. */
function nTermTenths(nTerm: number): number | null {
  if (!Number.isFinite(nTerm)) return null;
  const tenths = Math.round(nTerm * 10);
  if (Math.abs(nTerm * 10 - tenths) > 1e-9 || tenths < 0 || tenths > MAX_N_TERM_TENTHS) return null;
  return tenths;
}

/**
 * What is wrong with the input, or null when it is valid: L a whole number from 1 (up to 100 000), S a whole number
 * from 0 to L, N a multiple of 0,1 from 0,0 to 3,0.
 */
export function gradeInputIssue(score: number, maxScore: number, nTerm: number): GradeInputIssue | null {
  if (!Number.isInteger(maxScore) || maxScore < 1 || maxScore > MAX_SCALE_LENGTH) return 'maxScore';
  if (!Number.isInteger(score) || score < 0 || score > maxScore) return 'score';
  if (nTermTenths(nTerm) === null) return 'nTerm';
  return null;
}

function checked(score: number, maxScore: number, nTerm: number): number {
  const issue = gradeInputIssue(score, maxScore, nTerm);
  if (issue) throw new GradeInputError(issue);
  return nTermTenths(nTerm)!;
}

/** The grade in whole tenths (63 for 6,3), for valid input. */
function gradeTenths(s: number, l: number, n: number): number {
  // Each relation multiplied by 10·L.
  const main = 90 * s + n * l;
  let scaled = main;
  if (n > 10) scaled = Math.min(main, 10 * l + 180 * s, 100 * l - 45 * (l - s));
  else if (n < 10) scaled = Math.max(main, 10 * l + 45 * s, 100 * l - 180 * (l - s));
  // The grensrelaties already keep it within 1,0..10,0; the clamp states the rule rather than relying on it.
  scaled = Math.min(100 * l, Math.max(10 * l, scaled));
  // Round scaled / L half up to a whole number of tenths.
  return Math.floor((2 * scaled + l) / (2 * l));
}

/**
 * Estimated grade for score S of maximum L with N-term n: one decimal (6.3). Throws a GradeInputError (a
 * RangeError) for invalid input; see gradeInputIssue.
 */
export function examGrade(score: number, maxScore: number, nTerm: number): number {
  return gradeTenths(score, maxScore, checked(score, maxScore, nTerm)) / 10;
}

/**
 * The fewest extra points for the next whole grade, or null at 10. The next whole grade is the whole part of the
 * current (rounded) grade plus one: 6,3 → 7, 7,0 → 8, 9,9 → 10. `points` is S' − S for the smallest score S' ≤ L
 * whose rounded grade reaches it. Null when the current grade is 10,0 (which can happen below L: with N > 1, 99 of
 * 100 points rounds to 10,0). Throws a GradeInputError for invalid input.
 */
export function pointsToNextGrade(score: number, maxScore: number, nTerm: number): { grade: number; points: number } | null {
  const n = checked(score, maxScore, nTerm);
  const current = gradeTenths(score, maxScore, n);
  const target = (Math.floor(current / 10) + 1) * 10;
  if (target > 100) return null;
  // Every relation rises with S, and so do their least, greatest and rounding: the first score that reaches the
  // target can be found by halving.
  let low = score + 1;
  let high = maxScore;
  if (low > high || gradeTenths(high, maxScore, n) < target) return null;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (gradeTenths(middle, maxScore, n) >= target) high = middle;
    else low = middle + 1;
  }
  return { grade: target / 10, points: low - score };
}
