// The figures of `npm run bench:load`: requests and errors per second over time, the error window around the database
// restart, the time from the database being up again to the first success and to the last failure, p95 before and
// after, 5xx counts, and the check of every set-making submission against the database.
import type { Outcome, Sample, Submission } from './loadFaultUsers.ts';

export interface RestartTimes {
  /** pg_ctl restart was called (ms on the recorder's clock). */
  begin: number;
  /** The first connection attempt that failed after `begin` (the server going down), if one did. */
  down?: number;
  /** The first connection and `SELECT 1` that succeeded after the server went down: the database is up again. */
  up: number;
  /** pg_ctl returned. */
  pgCtlDone: number;
}

export interface Figures {
  requests: number;
  failures: number;
  fiveXx: number;
  byOutcome: Record<Outcome, number>;
  failuresBeforeRestart: number;
  window?: { first: number; last: number; length: number };
  firstSuccessAfterUp?: number;
  lastFailureAfterUp?: number;
  p95Before: number;
  p95After: number;
  rpsBefore: number;
  rpsAfter: number;
  /** Healthz first answered 200 again, after the database was up. */
  healthAfterUp?: number;
}

export function percentile(values: number[], q: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : NaN;
}

const failed = (s: Sample) => s.outcome !== 'ok';

export function figures(samples: Sample[], health: Sample[], restart: RestartTimes, warmupMs: number, endMs: number): Figures {
  const byOutcome: Record<Outcome, number> = { ok: 0, '5xx': 0, network: 0, error: 0, refused: 0 };
  for (const s of samples) byOutcome[s.outcome]++;
  // A request fails at its end: the failures of the restart are those answered after pg_ctl was called.
  const around = samples.filter((s) => failed(s) && s.end >= restart.begin).sort((a, b) => a.end - b.end);
  const window = around.length ? { first: around[0]!.end, last: around.at(-1)!.end, length: around.at(-1)!.end - around[0]!.end } : undefined;
  const firstSuccess = samples.filter((s) => !failed(s) && s.end >= restart.up).sort((a, b) => a.end - b.end)[0];
  const recovered = Math.max(restart.up, window?.last ?? 0);
  const before = samples.filter((s) => s.start >= warmupMs && s.end < restart.begin);
  const after = samples.filter((s) => s.start >= recovered && s.end <= endMs);
  const healthy = health.filter((s) => !failed(s) && s.end >= restart.up).sort((a, b) => a.end - b.end)[0];
  return {
    requests: samples.length,
    failures: samples.filter(failed).length,
    fiveXx: byOutcome['5xx'],
    byOutcome,
    failuresBeforeRestart: samples.filter((s) => failed(s) && s.end < restart.begin).length,
    window,
    firstSuccessAfterUp: firstSuccess && firstSuccess.end - restart.up,
    lastFailureAfterUp: window && window.last - restart.up,
    p95Before: percentile(
      before.map((s) => s.end - s.start),
      0.95,
    ),
    p95After: percentile(
      after.map((s) => s.end - s.start),
      0.95,
    ),
    rpsBefore: before.length / Math.max(1, (restart.begin - warmupMs) / 1000),
    rpsAfter: after.length / Math.max(1, (endMs - recovered) / 1000),
    healthAfterUp: healthy && healthy.end - restart.up,
  };
}

/** Requests answered and failed per second (by answer time), and the 5xx among the failures. */
export function timeline(samples: Sample[], fromMs: number, toMs: number, stepMs: number): { at: number; requests: number; failures: number; fiveXx: number; p95: number }[] {
  const rows = [];
  for (let at = fromMs; at < toMs; at += stepMs) {
    const inside = samples.filter((s) => s.end >= at && s.end < at + stepMs);
    rows.push({
      at,
      requests: inside.length,
      failures: inside.filter(failed).length,
      fiveXx: inside.filter((s) => s.outcome === '5xx').length,
      p95: percentile(
        inside.map((s) => s.end - s.start),
        0.95,
      ),
    });
  }
  return rows;
}

export interface SetCheck {
  submissions: number;
  /** Submissions with at least one successful answer. */
  answered: number;
  /** Rows in the database for answered submissions (should equal `answered`). */
  made: number;
  /** Answered, but no set with that key and requestKey in the database. */
  lost: number;
  /** More than one set for a requestKey, or answers naming different sets for one key. */
  doubled: number;
  /** Submissions sent more than once (after a failure) that ended with one set. */
  retried: number;
  /** Of those, the ones whose failed request had made the set already (the retry was answered 'not created'). */
  retriedFoundMade: number;
  /** Sent twice at once on purpose and both answered; and of those, the ones whose answers named one set, made once. */
  doubleClicks: number;
  doubleClicksOne: number;
  /** Never answered with success (the run ended first); and of those, how many the database has anyway. */
  unanswered: number;
  unansweredInDatabase: number;
  problems: string[];
}

/** Every submission against the rows the database has for its requestKey (`rows`: request_key → link keys). */
export function checkSets(submissions: Submission[], rows: Map<string, string[]>): SetCheck {
  const check: SetCheck = {
    submissions: submissions.length,
    answered: 0,
    made: 0,
    lost: 0,
    doubled: 0,
    retried: 0,
    retriedFoundMade: 0,
    doubleClicks: 0,
    doubleClicksOne: 0,
    unanswered: 0,
    unansweredInDatabase: 0,
    problems: [],
  };
  for (const s of submissions) {
    const stored = rows.get(s.requestKey) ?? [];
    if (!s.answered.length) {
      check.unanswered++;
      if (stored.length) check.unansweredInDatabase++;
      if (stored.length > 1) {
        check.doubled++;
        check.problems.push(`${s.requestKey}: unanswered, but ${stored.length} sets`);
      }
      continue;
    }
    check.answered++;
    const keys = new Set(s.answered.map((a) => a.key));
    if (stored.length === 0) {
      check.lost++;
      check.problems.push(`${s.requestKey} (${s.teacher}): answered set ${[...keys].join(', ')}, not in the database`);
      continue;
    }
    check.made += stored.length;
    if (stored.length > 1 || keys.size > 1) {
      check.doubled++;
      check.problems.push(`${s.requestKey} (${s.teacher}): answered ${[...keys].join(', ')}, database has ${stored.join(', ')}`);
      continue;
    }
    if (!keys.has(stored[0]!)) {
      check.lost++;
      check.problems.push(`${s.requestKey} (${s.teacher}): answered ${[...keys].join(', ')}, database has ${stored[0]}`);
      continue;
    }
    if (s.attempts > (s.double ? 2 : 1)) {
      check.retried++;
      if (!s.double && !s.answered.some((a) => a.created)) check.retriedFoundMade++;
    }
    // Both requests of a double click answered (when one failed, the other's set is checked above like any other).
    if (s.double && s.answered.length >= 2) {
      check.doubleClicks++;
      if (keys.size === 1 && s.answered.filter((a) => a.created).length === 1) check.doubleClicksOne++;
    }
  }
  return check;
}
