// Peak resident memory of this process over a stretch of time, for `npm run bench:documents`: document worker threads
// are threads of this process, so the process's RSS holds what they use. Sampled from a thread (./rssSampler.mjs).
import { Worker } from 'node:worker_threads';

export interface RssSampler {
  /** Starts a stretch: the current RSS becomes its baseline (bytes). */
  begin(): number;
  /** Ends the stretch: its peak RSS (bytes; at least the baseline) and how many samples it took. */
  end(): { peak: number; samples: number };
  close(): Promise<void>;
}

export async function startRssSampler(intervalMs = 10): Promise<RssSampler> {
  const cells = new BigInt64Array(new SharedArrayBuffer(3 * 8));
  const worker = new Worker(new URL('./rssSampler.mjs', import.meta.url), { workerData: { shared: cells.buffer, intervalMs } });
  worker.unref();
  // Running once it has taken its first sample.
  while (Atomics.load(cells, 1) === 0n) await new Promise((resolve) => setTimeout(resolve, 5));
  let baseline = 0;
  return {
    begin() {
      baseline = process.memoryUsage.rss();
      Atomics.exchange(cells, 0, 0n);
      Atomics.exchange(cells, 1, 0n);
      return baseline;
    },
    end() {
      const peak = Number(Atomics.exchange(cells, 0, 0n));
      const samples = Number(Atomics.exchange(cells, 1, 0n));
      return { peak: Math.max(peak, baseline, process.memoryUsage.rss()), samples };
    },
    async close() {
      Atomics.store(cells, 2, 1n);
      await worker.terminate();
    },
  };
}
