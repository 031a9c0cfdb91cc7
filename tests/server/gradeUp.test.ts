// The grade rule of the school-year rollover (server/domain/licensing/gradeUp.ts) and the rollover's pure parts
// (server/domain/admin/rollover.ts: the new period by the 1 August rule, the groups' new names without collisions).
// Every expectation is written out by hand.
import { gradeUp, leaversName, schoolYearLabel } from '../../server/domain/licensing/gradeUp.ts';
import { planGroups, rolloverPeriod } from '../../server/domain/admin/rollover.ts';

const D = (text: string) => new Date(`${text}T00:00:00.000Z`);
const day = (date: Date) => date.toISOString().slice(0, 10);

describe('gradeUp: a group a grade up', () => {
  test.each([
    ['Havo 4', 'Havo 5'],
    ['Havo 1', 'Havo 2'],
    ['Vwo 5', 'Vwo 6'],
    ['Vmbo GT 3', 'Vmbo GT 4'],
    ['vmbo-kb 2', 'vmbo-kb 3'],
    ['Vmbo T 3', 'Vmbo T 4'],
    ['mavo 3', 'mavo 4'],
    ['Atheneum 5', 'Atheneum 6'],
    ['4H2', '5H2'],
    ['4H12', '5H12'],
    ['H4a', 'H5a'],
    ['v5', 'v6'],
    ['5V1', '6V1'],
    ['vw4b', 'vw5b'],
    ['3GT1', '4GT1'],
    ['M3', 'M4'],
    ['4 havo', '5 havo'],
    ['5vwo', '6vwo'],
    ['havo4', 'havo5'],
    ['Havo 4a', 'Havo 5a'],
    ['Natuurkunde Havo 4', 'Natuurkunde Havo 5'],
    ['Scheikunde vwo 5 (2025)', 'Scheikunde vwo 6 (2025)'],
    ['2026-2027 Havo 4', '2026-2027 Havo 5'],
    ['Groep 4h', 'Groep 5h'],
  ])('%s → %s', (name, next) => {
    expect(gradeUp(name)).toMatchObject({ kind: 'up', name: next });
  });

  test.each([
    ['Havo 5', 'havo', 5],
    ['Vwo 6', 'vwo', 6],
    ['Gymnasium 6', 'vwo', 6],
    ['Vmbo GT 4', 'vmbo', 4],
    ['mavo 4', 'vmbo', 4],
    ['5H1', 'havo', 5],
    ['v6', 'vwo', 6],
    ['H5b', 'havo', 5],
  ])('%s: the final year, leavers', (name, level, grade) => {
    expect(gradeUp(name)).toEqual({ kind: 'leaver', level, grade });
  });

  test.each([
    ['Brugklas', 'noGrade'],
    ['Wiskunde A havo', 'noGrade'],
    ['Klas 4', 'noGrade'],
    ['4a', 'noGrade'],
    ['Havo 45', 'noGrade'],
    ['H4/V4', 'ambiguous'],
    ['Havo 4 en Vwo 4', 'ambiguous'],
    ['Havo 7', 'gradeOutOfRange'],
    ['Vmbo 5', 'gradeOutOfRange'],
    ['Vwo 0', 'gradeOutOfRange'],
  ])('%s: not understood (%s), stays', (name, reason) => {
    expect(gradeUp(name)).toEqual({ kind: 'unknown', reason });
  });

  test('a leavers’ group of an earlier year has left and stays', () => {
    expect(gradeUp('Havo 5 (oud-leerlingen 2026-2027)')).toEqual({ kind: 'left' });
  });

  test('the leavers’ name keeps the school year and fits the column', () => {
    expect(leaversName('Havo 5', '2026-2027', 255)).toBe('Havo 5 (oud-leerlingen 2026-2027)');
    const long = leaversName(`${'x'.repeat(250)}5`, '2026-2027', 255);
    expect(long).toHaveLength(255);
    expect(long.endsWith('x (oud-leerlingen 2026-2027)')).toBe(true);
  });

  test('school year labels turn over on 1 August', () => {
    expect(schoolYearLabel(D('2027-07-31'))).toBe('2026-2027');
    expect(schoolYearLabel(D('2027-08-01'))).toBe('2027-2028');
    expect(schoolYearLabel(D('2027-01-05'))).toBe('2026-2027');
  });
});

describe('rolloverPeriod: the 1 August rule', () => {
  const schoolYear = { begin: D('2026-08-01'), end: D('2027-08-01') };
  const period = (license: { begin: Date; end: Date }, today: string) => {
    const p = rolloverPeriod(license, D(today));
    return p && { begin: day(p.begin), end: day(p.end), schoolYear: p.schoolYear, leaversYear: p.leaversYear };
  };

  test('in June: the coming school year; the licence keeps its begin, so June and July stay covered', () => {
    expect(period(schoolYear, '2027-06-15')).toEqual({ begin: '2026-08-01', end: '2028-08-01', schoolYear: '2027-2028', leaversYear: '2026-2027' });
  });
  test('on 31 July still the coming year; on 1 August the year that begins that day', () => {
    expect(period(schoolYear, '2027-07-31')).toEqual({ begin: '2026-08-01', end: '2028-08-01', schoolYear: '2027-2028', leaversYear: '2026-2027' });
    expect(period(schoolYear, '2027-08-01')).toEqual({ begin: '2027-08-01', end: '2028-08-01', schoolYear: '2027-2028', leaversYear: '2026-2027' });
  });
  test('late, in September: the school year that has begun, from its 1 August', () => {
    expect(period(schoolYear, '2027-09-20')).toEqual({ begin: '2027-08-01', end: '2028-08-01', schoolYear: '2027-2028', leaversYear: '2026-2027' });
  });
  test('a licence made mid-year (begin today by §14) keeps that begin in the spring', () => {
    expect(period({ begin: D('2026-10-12'), end: D('2027-08-01') }, '2027-05-02')).toEqual({ begin: '2026-10-12', end: '2028-08-01', schoolYear: '2027-2028', leaversYear: '2026-2027' });
  });
  test('a licence that begins after today gets today as its begin', () => {
    expect(period({ begin: D('2027-07-01'), end: D('2027-08-01') }, '2027-06-15')).toMatchObject({ begin: '2027-06-15', end: '2028-08-01' });
  });
  test('an expired licence comes back for the coming year', () => {
    expect(period({ begin: D('2024-08-01'), end: D('2025-08-01') }, '2027-06-15')).toMatchObject({ begin: '2024-08-01', end: '2028-08-01' });
  });
  test('not due: it already ends after the new year’s first 1 August (rolled over, or sold for longer)', () => {
    expect(period({ begin: D('2026-08-01'), end: D('2028-08-01') }, '2027-06-15')).toBeNull();
    expect(period({ begin: D('2026-08-01'), end: D('2027-08-02') }, '2027-06-15')).toBeNull();
    expect(period({ begin: D('2027-08-01'), end: D('2028-08-01') }, '2027-09-20')).toBeNull();
  });
});

describe('planGroups: new names, leavers first, no two groups with one name', () => {
  test('Havo 4 takes the name Havo 5 frees; a class two grades on does not collide', () => {
    const groups = [
      { id: 1, name: 'Havo 4' },
      { id: 2, name: 'Havo 5' },
      { id: 3, name: 'V4' },
      { id: 4, name: 'V5' },
      { id: 5, name: 'V6' },
      { id: 6, name: 'Brugklas' },
    ];
    expect(planGroups(groups, '2026-2027')).toEqual([
      { kind: 'up', groupId: 1, name: 'Havo 4', newName: 'Havo 5' },
      { kind: 'leaver', groupId: 2, name: 'Havo 5', newName: 'Havo 5 (oud-leerlingen 2026-2027)', hiddenSeats: 0 },
      { kind: 'up', groupId: 3, name: 'V4', newName: 'V5' },
      { kind: 'up', groupId: 4, name: 'V5', newName: 'V6' },
      { kind: 'leaver', groupId: 5, name: 'V6', newName: 'V6 (oud-leerlingen 2026-2027)', hiddenSeats: 0 },
      { kind: 'stays', groupId: 6, name: 'Brugklas', reason: 'noGrade' },
    ]);
  });

  test('a new name another group keeps stays taken, and so does whatever then collides', () => {
    const groups = [
      { id: 1, name: 'Havo 4' },
      { id: 2, name: 'Havo 5' },
      { id: 3, name: 'Havo 5 (oud-leerlingen 2026-2027)' },
      { id: 4, name: 'Vwo 4' },
      { id: 5, name: 'Vwo 5x' },
    ];
    expect(planGroups(groups, '2026-2027')).toEqual([
      { kind: 'stays', groupId: 1, name: 'Havo 4', reason: 'taken' },
      { kind: 'stays', groupId: 2, name: 'Havo 5', reason: 'taken' },
      { kind: 'stays', groupId: 3, name: 'Havo 5 (oud-leerlingen 2026-2027)', reason: 'left' },
      { kind: 'up', groupId: 4, name: 'Vwo 4', newName: 'Vwo 5' },
      { kind: 'up', groupId: 5, name: 'Vwo 5x', newName: 'Vwo 6x' },
    ]);
  });

  test('a group not understood keeps its name, and a class moving onto it stays', () => {
    expect(
      planGroups(
        [
          { id: 1, name: 'H4' },
          { id: 2, name: 'H5/V5' },
          { id: 3, name: 'h5' },
        ],
        '2026-2027',
      ),
    ).toEqual([
      { kind: 'up', groupId: 1, name: 'H4', newName: 'H5' },
      { kind: 'stays', groupId: 2, name: 'H5/V5', reason: 'ambiguous' },
      { kind: 'leaver', groupId: 3, name: 'h5', newName: 'h5 (oud-leerlingen 2026-2027)', hiddenSeats: 0 },
    ]);
  });
});
