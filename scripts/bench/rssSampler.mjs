// The resident memory of the whole process (the server's main thread, the document worker threads and any client
// threads), sampled every `intervalMs` from a thread of its own, so that a busy main thread does not skip samples.
// Plain JavaScript: a worker thread does not inherit tsx. The peak is kept in shared memory: the main thread reads and
// resets it at once with Atomics.exchange (./memory.ts); slot 1 counts the samples.
import { workerData } from 'node:worker_threads';

const { shared, intervalMs } = workerData;
const cells = new BigInt64Array(shared);
const tick = new Int32Array(new SharedArrayBuffer(4));

for (;;) {
  const rss = BigInt(process.memoryUsage.rss());
  // Raise the peak unless the main thread reset it in between (compare-and-swap).
  for (;;) {
    const peak = Atomics.load(cells, 0);
    if (rss <= peak || Atomics.compareExchange(cells, 0, peak, rss) === peak) break;
  }
  Atomics.add(cells, 1, 1n);
  if (Atomics.load(cells, 2) !== 0n) break;
  Atomics.wait(tick, 0, 0, intervalMs);
}
