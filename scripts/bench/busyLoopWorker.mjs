// The control for `npm run bench:documents`' light query: a thread that does nothing but compute, at a document
// thread's priority, without touching memory, the heap or the server. What the light query loses beside it is what
// this machine loses to any busy thread, before any of the documents' own work. Stops when its cell is set.
import { workerData } from 'node:worker_threads';
import { yieldToRequestThread } from '../../server/documents/threadPriority.mjs';

yieldToRequestThread();
const stop = new Int32Array(workerData.shared);
let x = 0;
while (Atomics.load(stop, 0) === 0) {
  for (let i = 0; i < 1e6; i++) x = (x * 31 + i) | 0;
}
// Keeps the loop from being optimised away.
if (x === 42) console.log('');
