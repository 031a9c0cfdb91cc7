// The estimated central-exam grade (issue 10) as a pure function, on tables of cases. Every expected value comes from
// a published example (source named) or from a hand calculation written out next to it; none from the code under test.
import { GradeInputError, examGrade, gradeInputIssue, pointsToNextGrade, type GradeInputIssue } from '../../server/domain/practice/grade.ts';

describe('examGrade: published examples', () => {
  // [source, L, S, N, grade]
  const cases: [string, number, number, number, number][] = [
    // CvTE, Regeling omzetting scores in cijfers centrale examens (en rekentoets) VO 2015/2016, bijlage 1
    // (https://wetten.overheid.nl/BWBR0037590): "Bij N = 1,3 zouden de drie kandidaten met scores 0%, 50% en 100% op
    // grond van de hoofdrelatie resp. de cijfers 1,3, 5,8 en 10,3 krijgen; daarvan is echter het eerste cijfer guller
    // dan de bedoeling en is het derde cijfer hoger dan het toegestane maximum", and for N = 0,7: "0,7, 5,2 en 9,7 ...
    // het eerste cijfer onder het toegestane minimum en het derde cijfer lager dan de verdiende 10,0". With the
    // uitgangspunten "0% correspondeert altijd met 1,0; 100% altijd met 10,0" those become 1,0 / 5,8 / 10,0 and
    // 1,0 / 5,2 / 10,0. L = 90 is the regeling's own example scale.
    ['CvTE: N 1,3, 0% (hoofdrelatie 1,3 is too generous)', 90, 0, 1.3, 1.0],
    ['CvTE: N 1,3, 50%', 90, 45, 1.3, 5.8],
    ['CvTE: N 1,3, 100% (hoofdrelatie 10,3 is above the maximum)', 90, 90, 1.3, 10.0],
    ['CvTE: N 0,7, 0% (hoofdrelatie 0,7 is below the minimum)', 90, 0, 0.7, 1.0],
    ['CvTE: N 0,7, 50%', 90, 45, 0.7, 5.2],
    ['CvTE: N 0,7, 100% (hoofdrelatie 9,7 is below the earned 10,0)', 90, 90, 0.7, 10.0],
    // examenoverzicht.nl, "Hoe werkt de normering van een examen?": "In een normale situatie (N = 1,0) zou een score van
    // 50 punten op een examen waar je 100 punten kunt halen, leiden tot een 5,5."
    ['examenoverzicht.nl: 50 of 100 at N 1,0', 100, 50, 1.0, 5.5],
    // cijferrekenaar.nl, veelgestelde vragen: "Normeringsterm 0 ... De helft goed geeft een 4.5", "Normeringsterm 2 ...
    // De helft goed geeft een 6.5". (By hand: 9 × 1/2 = 4,5 plus N; the grensrelaties at 50% give 1 + 4,5 × 2 = 10 and
    // 10 − 4,5 × 0,5 = 7,75 for N > 1, 1 + 4,5 × 0,5 = 3,25 and 10 − 4,5 × 2 = 1 for N < 1, so they do not bite.)
    ['cijferrekenaar.nl: half the points at N 0', 100, 50, 0.0, 4.5],
    ['cijferrekenaar.nl: half the points at N 2', 100, 50, 2.0, 6.5],
    // vragenwiki.nl, "Hoe bereken je examencijfer 2022?": "de normering is 1,0 en je hebt 52 van de 78 punten behaald ...
    // 9*52/78+1,0 = 7,0".
    ['vragenwiki.nl: 52 of 78 at N 1,0', 78, 52, 1.0, 7.0],
  ];
  test.each(cases)('%s', (_source, maxScore, score, nTerm, grade) => {
    expect(examGrade(score, maxScore, nTerm)).toBe(grade);
  });
});

describe('examGrade: the grensrelaties, by hand', () => {
  // [case with the hand calculation, L, S, N, grade]; 9/L = 0,225 for L = 40.
  const cases: [string, number, number, number, number][] = [
    // N > 1: the least of (1) 9S/L + N, (2a) 1 + S × 9/L × 2, (2b) 10 − (L − S) × 9/L × 0,5.
    ['N 2,0, low score, 2a bites: (1) 0,45 + 2 = 2,45; (2a) 1 + 2 × 0,225 × 2 = 1,9; (2b) 10 − 38 × 0,1125 = 5,725', 40, 2, 2.0, 1.9],
    ['N 2,0, high score, 2b bites: (1) 8,55 + 2 = 10,55; (2a) 18,1; (2b) 10 − 2 × 0,1125 = 9,775 → 9,8', 40, 38, 2.0, 9.8],
    ['N 2,0, 99 of 100, 2b rounds up to 10: (2b) 10 − 1 × 0,09 × 0,5 = 9,955 → 10,0', 100, 99, 2.0, 10.0],
    ['N 3,0, 0 points: (1) 3,0; (2a) 1,0', 40, 0, 3.0, 1.0],
    ['N 3,0, all points: (1) 12,0; (2b) 10,0', 40, 40, 3.0, 10.0],
    // N < 1: the greatest of (1), (3a) 1 + S × 9/L × 0,5, (3b) 10 − (L − S) × 9/L × 2.
    ['N 0,0, low score, 3a bites: (1) 0,9; (3a) 1 + 4 × 0,1125 = 1,45 → 1,5; (3b) 10 − 36 × 0,45 = −6,2', 40, 4, 0.0, 1.5],
    ['N 0,0, high score, 3b bites: (1) 8,1; (3a) 1 + 36 × 0,1125 = 5,05; (3b) 10 − 4 × 0,45 = 8,2', 40, 36, 0.0, 8.2],
    ['N 0,0, 0 points: (1) 0,0; (3a) 1,0', 40, 0, 0.0, 1.0],
    ['N 0,0, all points: (1) 9,0; (3b) 10,0', 40, 40, 0.0, 10.0],
    // N = 1: the hoofdrelatie only.
    ['N 1,0, half: 4,5 + 1 = 5,5', 40, 20, 1.0, 5.5],
    ['N 1,0, 0 points: 0 + 1 = 1,0', 40, 0, 1.0, 1.0],
    ['N 1,0, all points: 9 + 1 = 10,0', 40, 40, 1.0, 10.0],
  ];
  test.each(cases)('%s', (_case, maxScore, score, nTerm, grade) => {
    expect(examGrade(score, maxScore, nTerm)).toBe(grade);
  });
});

describe('examGrade: rounding to one decimal, half up on the exact value', () => {
  // [case with the hand calculation, L, S, N, grade]
  const cases: [string, number, number, number, number][] = [
    ['9 × 89/180 = 4,45; + 1,0 = 5,45 → 5,5', 180, 89, 1.0, 5.5],
    // In floating point 9 * 9 / 20 + 1.4 is 5.449999…, which Math.round would take to 5,4: a fail instead of a pass.
    ['9 × 9/20 = 4,05; + 1,4 = 5,45 (2a 9,1; 2b 10 − 11 × 0,225 = 7,525) → 5,5', 20, 9, 1.4, 5.5],
    ['9 × 13/20 = 5,85; + 0,1 = 5,95 (3a 1 + 13 × 0,225 = 3,925; 3b 10 − 7 × 0,9 = 3,7) → 6,0', 20, 13, 0.1, 6.0],
    ['9 × 33/70 = 4,2428…; + 1,0 = 5,2428… → 5,2 (down)', 70, 33, 1.0, 5.2],
    ['9 × 39/80 = 4,3875; + 1,0 = 5,3875 → 5,4 (up)', 80, 39, 1.0, 5.4],
  ];
  test.each(cases)('%s', (_case, maxScore, score, nTerm, grade) => {
    expect(examGrade(score, maxScore, nTerm)).toBe(grade);
  });

  test('an N-term that arrives as an inexact float (0.1 + 0.2) counts as 0,3', () => {
    // 9 × 20/40 = 4,5; + 0,3 = 4,8 (3a 1 + 20 × 0,1125 = 3,25; 3b 10 − 20 × 0,45 = 1)
    expect(examGrade(20, 40, 0.1 + 0.2)).toBe(4.8);
  });
});

describe('pointsToNextGrade', () => {
  // [case with the hand calculation, L, S, N, expected]
  const cases: [string, number, number, number, { grade: number; points: number } | null][] = [
    ['5,8 → 6: 46 gives 4,6 + 1,3 = 5,9; 47 gives 4,7 + 1,3 = 6,0 (2b at 47: 10 − 43 × 0,05 = 7,85)', 90, 45, 1.3, { grade: 6, points: 2 }],
    ['7,0 → 8 (a whole grade aims at the next): 60 gives 9 × 60/78 + 1 = 7,92 → 7,9; 61 gives 8,04 → 8,0', 78, 52, 1.0, { grade: 8, points: 9 }],
    ['9,8 → 10 under 2b: 39 gives 10 − 0,1125 = 9,8875 → 9,9; 40 gives 10,0', 40, 38, 2.0, { grade: 10, points: 2 }],
    ['1,0 → 2 from 0 points at N 0,0: 8 gives max(1,8; 3a 1,9) = 1,9; 9 gives max(2,025; 3a 2,0125) → 2,0', 40, 0, 0.0, { grade: 2, points: 9 }],
    ['5,5 → 6 where half up decides: 12 gives 5,4 + 0,1 = 5,5; 13 gives 5,95 → 6,0', 20, 12, 0.1, { grade: 6, points: 1 }],
    ['all points: already 10,0', 40, 40, 1.0, null],
    ['99 of 100 at N 2,0 already rounds to 10,0 (2b 9,955)', 100, 99, 2.0, null],
  ];
  test.each(cases)('%s', (_case, maxScore, score, nTerm, expected) => {
    expect(pointsToNextGrade(score, maxScore, nTerm)).toEqual(expected);
  });
});

function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('invalid input', () => {
  // [case, L, S, N, issue]
  const cases: [string, number, number, number, GradeInputIssue][] = [
    ['L is 0', 0, 0, 1.0, 'maxScore'],
    ['L is negative', -5, 0, 1.0, 'maxScore'],
    ['L is not whole', 40.5, 20, 1.0, 'maxScore'],
    ['L is NaN', Number.NaN, 0, 1.0, 'maxScore'],
    ['L is absurdly large', 1_000_000, 0, 1.0, 'maxScore'],
    ['S is negative', 40, -1, 1.0, 'score'],
    ['S is above L', 40, 41, 1.0, 'score'],
    ['S is not whole', 40, 20.5, 1.0, 'score'],
    ['S is NaN', 40, Number.NaN, 1.0, 'score'],
    ['N is negative', 40, 20, -0.1, 'nTerm'],
    ['N is above 3,0', 40, 20, 3.1, 'nTerm'],
    ['N is a typing error (13 for 1,3)', 40, 20, 13, 'nTerm'],
    ['N has two decimals', 40, 20, 1.25, 'nTerm'],
    ['N is NaN', 40, 20, Number.NaN, 'nTerm'],
    ['N is infinite', 40, 20, Number.POSITIVE_INFINITY, 'nTerm'],
  ];
  test.each(cases)('%s', (_case, maxScore, score, nTerm, issue) => {
    expect(gradeInputIssue(score, maxScore, nTerm)).toBe(issue);
    for (const call of [() => examGrade(score, maxScore, nTerm), () => pointsToNextGrade(score, maxScore, nTerm)]) {
      const error = thrownBy(call);
      expect(error).toBeInstanceOf(RangeError);
      expect(error).toBeInstanceOf(GradeInputError);
      expect((error as GradeInputError).issue).toBe(issue);
    }
  });

  test('the edges of the ranges are valid', () => {
    expect(gradeInputIssue(0, 1, 0)).toBeNull();
    expect(gradeInputIssue(1, 1, 3.0)).toBeNull();
    expect(gradeInputIssue(100_000, 100_000, 2.4)).toBeNull();
  });
});
