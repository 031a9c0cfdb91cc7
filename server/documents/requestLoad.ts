// Documents give way to requests. The server counts the requests it is answering in memory that its document threads
// share (server/http/requestLoad.ts counts them); a document thread looks at the count at many points of its work
// (giveWay) and, while any request is in flight, waits until none has begun for QUIET_MS. On a machine with few cores
// a rendering thread, and the garbage collection and compiling it brings with it, slows every request beside it; a
// paused one does not.
//
// A document never waits for ever:
// - Under a stream of requests it waits up to GIVE_WAY_MAX_MS, then renders on for RUN_ON_MS before it looks again:
//   about 2 % of its speed, so that even a server kept busy by one client's stream of requests answers them as fast
//   as at rest (npm run bench:documents measures both sides). A document that has waited PATIENT_MS in all waits
//   less and less (halving every HALVING_MS, down to GIVE_WAY_MIN_MS: about 9 %), so that it still arrives.
// - Requests that stay in flight while none begins for LONG_REQUEST_MS wait on their clients (a slow network, an
//   upload), not on the server: the document renders on until a request begins.
// - In quiet spells documents render at full speed.
//
// Time spent giving way is not rendering: the thread adds it to its task's pause clock (createPauseClock), and the
// document service's time-out leaves it out (server/documents/service.ts).
//
// Both sides are here: the main thread's counter (createRequestLoad) and the document thread's pause (giveWay).

/** The longest a document thread waits for a stream of requests before it renders on, at first. */
export const GIVE_WAY_MAX_MS = 250;
/** What that wait shortens to for a document that has waited long. */
export const GIVE_WAY_MIN_MS = 50;
/** A document that has given way this long in all waits less and less... */
export const PATIENT_MS = 20_000;
/** ...halving its waits every so long. */
export const HALVING_MS = 10_000;
/** How long it renders after a wait ran out, before it gives way again. */
export const RUN_ON_MS = 5;
/**
 * How long no request may have been in flight before a document thread renders again. With 2 ms, the gaps in one
 * client's stream of requests on a busy 2-core machine let the thread render a tenth of the time instead of 2 %.
 */
export const QUIET_MS = 5;
/** No request has begun for this long: those still in flight wait on their clients, and documents render on. */
export const LONG_REQUEST_MS = 50;

/** The longest wait of a document that has given way `waitedMs` in all. */
export function longestWait(waitedMs: number): number {
  if (waitedMs <= PATIENT_MS) return GIVE_WAY_MAX_MS;
  return Math.max(GIVE_WAY_MIN_MS, GIVE_WAY_MAX_MS / 2 ** ((waitedMs - PATIENT_MS) / HALVING_MS));
}

/** The main thread's count of requests in flight, in memory the document threads read. */
export interface RequestLoad {
  readonly buffer: SharedArrayBuffer;
  /** A request has started; its end() must follow exactly once. */
  begin(): void;
  end(): void;
  readonly inFlight: number;
}

/** The shared memory: the requests in flight, and the requests begun (wrapping around), which tells a quiet spell. */
const IN_FLIGHT = 0;
const BEGUN = 1;

export function createRequestLoad(): RequestLoad {
  const buffer = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
  const count = new Int32Array(buffer);
  return {
    buffer,
    begin() {
      Atomics.add(count, IN_FLIGHT, 1);
      Atomics.add(count, BEGUN, 1);
    },
    end() {
      // The last request done wakes the document threads that wait for it.
      if (Atomics.sub(count, IN_FLIGHT, 1) === 1) Atomics.notify(count, IN_FLIGHT);
    },
    get inFlight() {
      return Atomics.load(count, IN_FLIGHT);
    },
  };
}

/**
 * A task's pause clock: memory in which its document thread adds up the time it gave way (in microseconds), so the
 * thread that waits for the document can tell rendering from giving way.
 */
export function createPauseClock(): SharedArrayBuffer {
  return new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
}

/** The time (ms) the thread has given way so far on the task of this clock. */
export function pausedMs(clock: SharedArrayBuffer): number {
  return Atomics.load(new Int32Array(clock), 0) / 1000;
}

/**
 * Calls `onTimeout` once a task has rendered for `timeoutMs` from now: the time its thread gave way meanwhile (on
 * `clock`) does not count. When the timer runs out it subtracts that time and waits again for what is left; a thread
 * that never gives way is timed like any other. Returns the function that stops the timer.
 */
export function renderingTimeout(timeoutMs: number, clock: SharedArrayBuffer | undefined, onTimeout: () => void): () => void {
  const startedAt = performance.now();
  const check = () => {
    const rendering = performance.now() - startedAt - (clock ? pausedMs(clock) : 0);
    if (rendering >= timeoutMs) onTimeout();
    else timer = setTimeout(check, timeoutMs - rendering);
  };
  let timer = setTimeout(check, timeoutMs);
  return () => clearTimeout(timer);
}

// ── the document thread's side ──

let shared: Int32Array | null = null;
/** The current task's pause clock, if it has one. */
let pauseClock: Int32Array | null = null;
/** Until when (performance.now()) this thread renders on without looking at the count. */
let runOnUntil = 0;
/** Only long requests are in flight: the count of requests begun then. The thread renders on until it changes. */
let longRequestsBegun: number | null = null;
/** What this thread has waited since the figures were last read. */
const waited = { pauses: 0, ms: 0 };

/**
 * The count this document thread gives way to from now on (null: none, it never waits), and the pause clock it keeps
 * for its task; the figures start again.
 */
export function giveWayTo(buffer: SharedArrayBuffer | null | undefined, clock?: SharedArrayBuffer | null): void {
  shared = buffer ? new Int32Array(buffer) : null;
  pauseClock = clock ? new Int32Array(clock) : null;
  runOnUntil = 0;
  longRequestsBegun = null;
  waited.pauses = 0;
  waited.ms = 0;
}

/**
 * Called by a document thread between small steps of its work: while requests are in flight it waits until none has
 * begun for QUIET_MS. A wait ends sooner when no request has begun for LONG_REQUEST_MS (the thread then renders on
 * until one begins), or after longestWait() (it renders on for RUN_ON_MS). One memory read when no request is in
 * flight.
 */
export function giveWay(): void {
  if (shared === null || Atomics.load(shared, IN_FLIGHT) === 0) return;
  const now = performance.now();
  if (now < runOnUntil) return;
  let begun = Atomics.load(shared, BEGUN);
  if (begun === longRequestsBegun) return;
  longRequestsBegun = null;
  const until = now + longestWait(waited.ms);
  let lastBegunAt = now;
  let quiet = false;
  let long = false;
  for (let left = until - now; left > 0 && !quiet && !long; left = until - performance.now()) {
    const n = Atomics.load(shared, IN_FLIGHT);
    if (n > 0) {
      // Requests in flight: wait for the last one to end (it wakes this thread), looking now and then whether any
      // has begun meanwhile.
      Atomics.wait(shared, IN_FLIGHT, n, Math.min(left, LONG_REQUEST_MS));
      const nowBegun = Atomics.load(shared, BEGUN);
      const at = performance.now();
      if (nowBegun !== begun) {
        begun = nowBegun;
        lastBegunAt = at;
      } else if (at - lastBegunAt >= LONG_REQUEST_MS && Atomics.load(shared, IN_FLIGHT) > 0) long = true;
    }
    // None: render again only when none has begun for QUIET_MS, for a client that sends its next request at once
    // would otherwise meet a thread that has just resumed. (A new request does not wake this thread: it sleeps on.)
    else {
      begun = Atomics.load(shared, BEGUN);
      Atomics.wait(shared, IN_FLIGHT, 0, Math.min(QUIET_MS, left));
      quiet = Atomics.load(shared, BEGUN) === begun && Atomics.load(shared, IN_FLIGHT) === 0;
    }
  }
  const resumed = performance.now();
  waited.pauses++;
  waited.ms += resumed - now;
  if (pauseClock) Atomics.add(pauseClock, 0, Math.round((resumed - now) * 1000));
  if (long) longRequestsBegun = begun;
  // Only a wait that ran out earns the time to render on; after a quiet spell the next request stops the thread again.
  else if (!quiet) runOnUntil = resumed + RUN_ON_MS;
}

/** How often and how long this thread has given way since giveWayTo. */
export function waitedSoFar(): { pauses: number; ms: number } {
  return { ...waited };
}
