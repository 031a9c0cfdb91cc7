// The entry of a document worker thread (piscina). Workers are plain Node threads: they load the TypeScript renderers
// through tsx's loader, then warm up once so the first real document does not pay for loading fonts and MathJax.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';
import { yieldToRequestThread } from './threadPriority.mjs';

// Below the request thread, unless the service says there is none to yield to (a document worker process).
if (workerData?.lowerPriority !== false) yieldToRequestThread();

const renderer = await tsImport('./render/index.ts', import.meta.url);
await renderer.warmUp();

/**
 * Renders one document (server/documents/render/index.ts). First it says on the task's port that it has taken the
 * task: the service's time-out starts then (server/documents/service.ts).
 */
export default function renderTask({ taken, ...task }) {
  taken.postMessage('taken');
  taken.close();
  return renderer.render(task);
}
