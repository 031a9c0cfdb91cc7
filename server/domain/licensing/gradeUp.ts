// A class/group's name one school year later (issue 47 'A school's year in one step'): 'Havo 4' becomes 'Havo 5',
// 'Vwo 5' 'Vwo 6', 'Vmbo GT 3' 'Vmbo GT 4', '4H2' '5H2', 'H4a' 'H5a', 'v5' 'v6'; the final year of its level (havo 5,
// vwo 6, vmbo 4) leaves school. Only the grade's digit changes, so the name keeps its spelling and the rule cannot
// map two different names onto one. A name is understood only when exactly one level-and-grade is found in it and the
// grade exists in that level; anything else ('Brugklas', 'Wiskunde A havo', 'H4/V4', 'Havo 7') is left as it is and
// the preview says why. Pure: no database, table-tested in tests/server/gradeUp.test.ts.

export type SchoolLevel = 'vmbo' | 'havo' | 'vwo';

/** The last grade of each level: its students leave school after it. */
export const FINAL_GRADE: Record<SchoolLevel, number> = { vmbo: 4, havo: 5, vwo: 6 };

export type GradeStep =
  | { kind: 'up'; level: SchoolLevel; grade: number; name: string }
  | { kind: 'leaver'; level: SchoolLevel; grade: number }
  | { kind: 'left' }
  | { kind: 'unknown'; reason: 'noGrade' | 'ambiguous' | 'gradeOutOfRange' };

/** The end of the name a leavers' group gets (' (oud-leerlingen 2026-2027)'): such a group has left and stays. */
const LEFT = /\s\(oud-leerlingen \d{4}-\d{4}\)$/;

/**
 * The name a final-year group keeps once its students have left: 'Havo 5 (oud-leerlingen 2026-2027)', shortened in
 * front of the suffix to fit `max` characters. It frees 'Havo 5' for the class that moves up into it.
 */
export function leaversName(name: string, schoolYear: string, max: number): string {
  const suffix = ` (oud-leerlingen ${schoolYear})`;
  return `${name.slice(0, Math.max(0, max - suffix.length)).trimEnd()}${suffix}`;
}

// Level words as schools write them; longer alternatives first. 'atheneum'/'gymnasium' are vwo, 'mavo' is vmbo (TL).
const LEVEL_WORDS: [RegExp, SchoolLevel][] = [
  [/^(vmbo|mavo)$/i, 'vmbo'],
  [/^havo$/i, 'havo'],
  [/^(vwo|atheneum|gymnasium)$/i, 'vwo'],
];
// The short codes in class names like '4H2', 'H4a', 'v5', '3GT1', 'M4': one letter for havo and vwo, vmbo's streams
// by their two letters. A lone 'a' or 'g' is not taken for atheneum or gymnasium: '4a' is class a of some level.
const LEVEL_CODES: [RegExp, SchoolLevel][] = [
  [/^(gt|tl|kb|bb|kader|m)$/i, 'vmbo'],
  [/^h$/i, 'havo'],
  [/^(v|vw)$/i, 'vwo'],
];
// vmbo's streams after the word vmbo ('Vmbo GT 3', 'vmbo-kb 2', 'Vmbo T 4').
const VMBO_STREAM = String.raw`(?:[\s-]*(?:gt|tl|kb|bb|g|t|k|b))?`;

const levelOf = (text: string, table: [RegExp, SchoolLevel][]): SchoolLevel | undefined => table.find(([pattern]) => pattern.test(text))?.[1];

interface Found {
  level: SchoolLevel;
  grade: number;
  /** Where the grade's digit is in the name. */
  at: number;
}

/** Every level-and-grade in the name: words ('Havo 4', '4 havo', 'vwo5', 'Havo 4a') and codes ('4H2', 'H4a', 'v5'). */
function findGrades(name: string): Found[] {
  const found = new Map<number, Found>();
  const scan = (pattern: RegExp, levelGroup: number, table: [RegExp, SchoolLevel][]) => {
    for (const m of name.matchAll(pattern)) {
      const level = levelOf(m[levelGroup]!.split(/[\s-]/)[0]!.replace(/(?<=vmbo)(gt|tl|kb|bb|g|t|k|b)$/i, ''), table);
      const at = m.indices![levelGroup === 1 ? 2 : 1]![0];
      if (level && !found.has(at)) found.set(at, { level, grade: Number(name[at]), at });
    }
  };
  const word = String.raw`(vmbo${VMBO_STREAM}|mavo|havo|vwo|atheneum|gymnasium)`;
  const code = '(gt|tl|kb|bb|vw|h|v|m)';
  // The level word, then the grade and perhaps a class letter: 'Havo 4', 'Vmbo GT 3', 'vwo-5', 'havo4', 'Havo 4a'.
  scan(new RegExp(String.raw`(?<![\p{L}\d])${word}[\s-]*(\d)\p{L}?(?![\p{L}\d])`, 'giud'), 1, LEVEL_WORDS);
  // The grade, then the level word: '4 havo', '5-vwo', '4havo'.
  scan(new RegExp(String.raw`(?<![\p{L}\d])(\d)[\s-]*${word}(?![\p{L}\d])`, 'giud'), 2, LEVEL_WORDS);
  // A code, the grade first, then perhaps a class letter or number: '4H2', '5v', '4ha', '3GT1', '4M'.
  scan(new RegExp(String.raw`(?<![\p{L}\d])(\d)${code}(?:\p{L}|\d{1,2})?(?![\p{L}\d])`, 'giud'), 2, LEVEL_CODES);
  // A code, the level first: 'H4a', 'v5', 'GT3', 'M4b', 'vw6'.
  scan(new RegExp(String.raw`(?<![\p{L}\d])${code}(\d)(?:\p{L}|\d{1,2})?(?![\p{L}\d])`, 'giud'), 1, LEVEL_CODES);
  return [...found.values()];
}

/** The group's step into the next school year. */
export function gradeUp(name: string): GradeStep {
  if (LEFT.test(name)) return { kind: 'left' };
  const found = findGrades(name);
  if (found.length === 0) return { kind: 'unknown', reason: 'noGrade' };
  if (found.length > 1) return { kind: 'unknown', reason: 'ambiguous' };
  const { level, grade, at } = found[0]!;
  if (grade < 1 || grade > FINAL_GRADE[level]) return { kind: 'unknown', reason: 'gradeOutOfRange' };
  if (grade === FINAL_GRADE[level]) return { kind: 'leaver', level, grade };
  return { kind: 'up', level, grade, name: `${name.slice(0, at)}${grade + 1}${name.slice(at + 1)}` };
}

/** The school year `day` is in, as schools write it: '2026-2027' from 1 August 2026 to 31 July 2027. */
export function schoolYearLabel(day: Date): string {
  const start = day.getUTCMonth() >= 7 ? day.getUTCFullYear() : day.getUTCFullYear() - 1;
  return `${start}-${start + 1}`;
}
