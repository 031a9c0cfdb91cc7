// Closed-loop load for `npm run bench:search`: N callers each issue the next request as soon as the last one answered,
// for a fixed time after a warm-up. HTTP load runs in a worker thread (./httpLoadWorker.mjs) so that the client does
// not steal the server's event loop; SQL load on the database runs here, where the database client lives.
import { Worker } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { cpuBetween, cpuSnapshot, type CpuSnapshot } from './cpuByThread.ts';

export interface LoadOptions {
  connections: number;
  warmupMs: number;
  durationMs: number;
}

export interface Measurement {
  requests: number;
  failures: number;
  firstFailure?: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Mean bytes per answer as sent (compressed when the server compressed it); HTTP only. */
  bytesPerAnswer?: number;
  /** Processor time per answer over the measured window (Linux only). */
  cpuPerAnswer?: CpuPerRequest;
}

/**
 * Processor time per answer, in ms: this process's main thread (the server's for HTTP load; the SQL client's for load
 * run here), the HTTP load client's thread, this process's other threads (V8's garbage collector and compilers,
 * libuv's pool), PostgreSQL's processes, and everything else the machine did; and how busy the cores were (1 = all).
 * Where the kernel keeps run-queue delays, also how long the main thread and PostgreSQL waited for a core.
 */
export interface CpuPerRequest {
  main: number;
  client: number;
  otherThreads: number;
  postgres: number;
  rest: number;
  all: number;
  coresBusy: number;
  /** Time ready to run but waiting for a core, in ms per answer: the main thread's and PostgreSQL's (not processor time). */
  mainWaited?: number;
  postgresWaited?: number;
}

function perRequest(before: CpuSnapshot | undefined, after: CpuSnapshot | undefined, requests: number, client?: number): CpuPerRequest | undefined {
  const split = cpuBetween(before, after, client);
  if (!split?.machine || !requests) return undefined;
  const per = (ms: number) => ms / requests;
  const own = split.main + split.apart + split.niced + split.otherThreads + split.postgres;
  return {
    main: per(split.main),
    client: per(split.apart),
    otherThreads: per(split.niced + split.otherThreads),
    postgres: per(split.postgres),
    rest: per(Math.max(0, split.machine.busy - own)),
    all: per(split.machine.busy),
    coresBusy: split.machine.busy / split.machine.total,
    mainWaited: split.waited && per(split.waited.main),
    postgresWaited: split.waited && per(split.waited.postgres),
  };
}

/**
 * Processor snapshots when the measured window opens (after the warm-up) and when it closes, taken on this thread's
 * timers: the answers still in flight after the window are not counted, so neither is the time they take.
 */
function snapshotsOfWindow(options: LoadOptions): () => [CpuSnapshot | undefined, CpuSnapshot | undefined] {
  let opened: CpuSnapshot | undefined;
  let closed: CpuSnapshot | undefined;
  const timers = [setTimeout(() => (opened = cpuSnapshot()), options.warmupMs), setTimeout(() => (closed = cpuSnapshot()), options.warmupMs + options.durationMs)];
  return () => {
    for (const timer of timers) clearTimeout(timer);
    return [opened, closed ?? cpuSnapshot()];
  };
}

export interface HttpRequestSpec {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** Summary of measured latencies (ms) over a window. */
export function summarize(latencies: number[], failures: number, windowMs: number, bytes?: number): Measurement {
  const sorted = Float64Array.from(latencies).sort();
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : NaN);
  return {
    requests: sorted.length,
    failures,
    rps: sorted.length / (windowMs / 1000),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    ...(bytes !== undefined && sorted.length ? { bytesPerAnswer: bytes / sorted.length } : {}),
  };
}

/** HTTP load on the server from a worker thread. */
export function loadHttp(spec: HttpRequestSpec, options: LoadOptions): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./httpLoadWorker.mjs', import.meta.url), { workerData: { ...spec, ...options } });
    const window = snapshotsOfWindow(options);
    worker.once('message', (m: { latencies: number[]; failures: number; firstFailure?: string; bytes: number; windowMs: number; tid?: number }) => {
      // The window's snapshots were taken on this thread's timers while the client thread ran (its tid sets it apart);
      // should the closing one not have come yet, it is taken now, before the client thread may end.
      const cpu = perRequest(...window(), m.latencies.length, m.tid);
      worker.postMessage('end');
      resolve({ ...summarize(m.latencies, m.failures, m.windowMs, m.bytes), ...(m.firstFailure ? { firstFailure: m.firstFailure } : {}), ...(cpu ? { cpuPerAnswer: cpu } : {}) });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`The load worker stopped with code ${code}.`)));
  });
}

/** The same closed loop in this thread, for work that must run next to its client (SQL on the database). */
export async function loadHere(issue: () => Promise<unknown>, options: LoadOptions): Promise<Measurement> {
  const measureFrom = performance.now() + options.warmupMs;
  const measureUntil = measureFrom + options.durationMs;
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  const loop = async () => {
    for (;;) {
      const t0 = performance.now();
      if (t0 >= measureUntil) return;
      let failed: unknown;
      try {
        await issue();
      } catch (error) {
        failed = error;
      }
      const t1 = performance.now();
      if (t1 > measureFrom && t1 <= measureUntil) {
        latencies.push(t1 - t0);
        if (failed !== undefined) {
          failures++;
          firstFailure ??= String(failed);
        }
      }
    }
  };
  const window = snapshotsOfWindow(options);
  await Promise.all(Array.from({ length: options.connections }, loop));
  const cpu = perRequest(...window(), latencies.length);
  return { ...summarize(latencies, failures, options.durationMs), ...(firstFailure ? { firstFailure } : {}), ...(cpu ? { cpuPerAnswer: cpu } : {}) };
}
