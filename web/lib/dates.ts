// Dutch dates for people: '12 maart', '12 maart 2026', 'dinsdag 10 maart 2026 om 11:00'. The product's users are in
// the Netherlands, so moments are shown in Dutch time whatever the device's own zone.
const ZONE = 'Europe/Amsterdam';

const dayMonth = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', timeZone: ZONE });
const dayMonthYear = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: ZONE });
const time = new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', timeZone: ZONE });

const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** '12 maart' */
export const formatDayMonth = (value: string | Date) => dayMonth.format(asDate(value));

/** '12 maart 2026' */
export const formatDate = (value: string | Date) => dayMonthYear.format(asDate(value));

/** '11:00' */
export const formatTime = (value: string | Date) => time.format(asDate(value));

/** A calendar day (GraphQL Date, YYYY-MM-DD) as '7 april 2026': the day itself, not a moment in some zone. */
const calendarDay = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const formatDay = (day: string) => calendarDay.format(new Date(`${day}T00:00:00Z`));

/** Today plus `days` as YYYY-MM-DD in Dutch time (the value of a date input). */
export function dayFromToday(days: number, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: ZONE }).format(now);
  const date = new Date(`${parts}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
