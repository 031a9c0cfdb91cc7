// `npm run bench:documents`' measure of what tagging costs (./taggingCost.ts): a thread like a document thread (the
// priority and warm-up of server/documents/worker.mjs; its heap limits are the caller's) that renders one document
// tagged and untagged in turns (./taggingRounds.ts) and reports the runs.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';
import { yieldToRequestThread } from '../../server/documents/threadPriority.mjs';

yieldToRequestThread();
const { renderBothWays, warmUp } = await tsImport('./taggingRounds.ts', import.meta.url);
await warmUp();
const { kind, model, files, rounds } = workerData;
parentPort.postMessage(await renderBothWays(kind, model, files, rounds));
