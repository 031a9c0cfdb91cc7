// The entry of a document worker thread (piscina). Workers are plain Node threads: they load the TypeScript renderers
// through tsx's loader, then warm up once so the first real document does not pay for loading fonts and MathJax.
import { setPriority } from 'node:os';
import { tsImport } from 'tsx/esm/api';

// On Linux a thread has its own nice value, and setpriority(…, 0, …) sets the calling thread's: this worker yields
// the processor to the request thread, so a teacher's PDF never slows another user's page.
try {
  setPriority(10);
} catch {
  // Not permitted, or a system without per-thread priorities: the documents still render.
}

const renderer = await tsImport('./render/index.ts', import.meta.url);
await renderer.warmUp();

/** Renders one document (server/documents/render/index.ts). */
export default function renderTask(task) {
  return renderer.render(task);
}
