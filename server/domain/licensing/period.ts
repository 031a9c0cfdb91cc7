// Licence periods: a licence runs from today until the next 1 August (the end of the school year).
const DAY = 24 * 60 * 60 * 1000;

/** Today at midnight UTC (DATE columns hold calendar days). */
export function today(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY);
}

/** The next 1 August after `date` (from 1 August onward: 1 August of the next year). */
export function nextFirstOfAugust(date: Date): Date {
  const year = date.getUTCMonth() >= 7 ? date.getUTCFullYear() + 1 : date.getUTCFullYear();
  return new Date(Date.UTC(year, 7, 1));
}

/** The 1 August the current school year started on. */
export function schoolYearStart(date: Date): Date {
  const next = nextFirstOfAugust(date);
  return new Date(Date.UTC(next.getUTCFullYear() - 1, 7, 1));
}

export const TRIAL_DAYS = 10;
export const TRIAL_STUDENT_SEATS = 3;
