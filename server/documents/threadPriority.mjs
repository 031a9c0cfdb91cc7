// The priority of a document thread. On Linux a thread has its own nice value, and setpriority(…, 0, …) sets the
// calling thread's: a document thread yields the processor to the request thread, so a teacher's PDF never slows
// another user's page. `npm run bench:documents` gives its busy-loop control thread the same priority.
import { setPriority } from 'node:os';

const DOCUMENT_THREAD_NICE = 10;

/** Lowers the calling thread's priority; where that is not permitted (or not per thread) nothing changes. */
export function yieldToRequestThread() {
  try {
    setPriority(DOCUMENT_THREAD_NICE);
  } catch {
    // The documents still render, at the ordinary priority.
  }
}
