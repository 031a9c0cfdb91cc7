// What day it is for the rules that depend on the calendar: licence and privilege periods, expiry notices, licence
// end dates. Injected (never read from `new Date()` inside a rule), so tests can fix the day and know the answers.
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that starts at `start` and runs on in real time: a fixed calendar day for a test run. */
export function clockFrom(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}
