// Closed-loop load for `npm run bench:search`: N callers each issue the next request as soon as the last one answered,
// for a fixed time after a warm-up. HTTP load runs in a worker thread (./httpLoadWorker.mjs) so that the client does
// not steal the server's event loop; SQL load on the database runs here, where the database client lives.
import { Worker } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';

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
    worker.once('message', (m: { latencies: number[]; failures: number; firstFailure?: string; bytes: number; windowMs: number }) => {
      resolve({ ...summarize(m.latencies, m.failures, m.windowMs, m.bytes), ...(m.firstFailure ? { firstFailure: m.firstFailure } : {}) });
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
  await Promise.all(Array.from({ length: options.connections }, loop));
  return { ...summarize(latencies, failures, options.durationMs), ...(firstFailure ? { firstFailure } : {}) };
}
