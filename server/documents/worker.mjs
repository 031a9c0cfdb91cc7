// The entry of a document worker thread (piscina). Workers are plain Node threads: they load the TypeScript renderers
// through tsx's loader, then warm up once so the first real document does not pay for loading fonts and MathJax.
import { tsImport } from 'tsx/esm/api';

const renderer = await tsImport('./render/index.ts', import.meta.url);
await renderer.warmUp();

/** Renders one document (server/documents/render/index.ts). */
export default function renderTask(task) {
  return renderer.render(task);
}
