// The controls for `npm run bench:documents`' light query: a thread at a document thread's priority that does nothing
// but one kind of work, and never touches the server. What the light query loses beside it is what this machine loses
// to that kind of work on another thread, before any of the documents' own:
//   compute   — arithmetic in registers: no memory, no heap;
//   memory    — random reads and writes across 64 MB: the processor's caches and memory bandwidth, no garbage;
//   allocate  — short-lived objects and strings, as a layout makes: the garbage collector and V8's helper threads.
// Stops when its cell is set.
import { workerData } from 'node:worker_threads';
import { yieldToRequestThread } from '../../server/documents/threadPriority.mjs';

yieldToRequestThread();
const stop = new Int32Array(workerData.shared);
let x = 0;
if (workerData.kind === 'memory') {
  const cells = new Float64Array(8 * 1024 * 1024);
  const mask = cells.length - 1;
  while (Atomics.load(stop, 0) === 0) {
    for (let i = 0; i < 1e6; i++) {
      x = (x * 1103515245 + 12345) | 0;
      cells[x & mask] += 1;
    }
  }
} else if (workerData.kind === 'allocate') {
  let kept = [];
  while (Atomics.load(stop, 0) === 0) {
    for (let i = 0; i < 1e5; i++) {
      kept.push({ index: i, text: `glyph ${i}`, box: [i, i + 1, i + 2, i + 3] });
      if (kept.length > 50_000) kept = [];
    }
    x += kept.length;
  }
} else {
  while (Atomics.load(stop, 0) === 0) {
    for (let i = 0; i < 1e6; i++) x = (x * 31 + i) | 0;
  }
}
// Keeps the loops from being optimised away.
if (x === 42) console.log('');
