// What tagging a PDF costs (issue 42's aim: the structure tree, the formulas' text and the links may make a document
// at most 30 % slower or larger): the same document rendered tagged and untagged in turns in a thread of its own
// (./taggingWorker.mjs), compared by their medians.
import { Worker } from 'node:worker_threads';
import type { DocFile, DocumentModel } from '../../server/domain/documents/model.ts';
import type { DocumentKind } from '../../server/domain/documents/kinds.ts';
import { DOCUMENT_THREAD_LIMITS } from '../../server/documents/service.ts';
import { median } from './stats.ts';

export interface TaggingRun {
  ms: number;
  bytes: number;
}

export interface TaggingCost<K extends DocumentKind = DocumentKind> {
  kind: K;
  tagged: { medianMs: number; bytes: number; runs: TaggingRun[] };
  untagged: { medianMs: number; bytes: number; runs: TaggingRun[] };
  slower: number;
  larger: number;
}

export async function measureTaggingCost<K extends DocumentKind>(kind: K, model: DocumentModel, files: DocFile[], rounds: number): Promise<TaggingCost<K>> {
  const worker = new Worker(new URL('./taggingWorker.mjs', import.meta.url), {
    workerData: { kind, model, files, rounds },
    resourceLimits: DOCUMENT_THREAD_LIMITS,
  });
  const runs = await new Promise<Record<'tagged' | 'untagged', TaggingRun[]>>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The tagging thread ended (${code}) before it reported.`)));
  });
  await worker.terminate();
  const summary = (r: TaggingRun[]) => ({ medianMs: median(r.map((x) => x.ms)), bytes: median(r.map((x) => x.bytes)), runs: r });
  const tagged = summary(runs.tagged);
  const untagged = summary(runs.untagged);
  return { kind, tagged, untagged, slower: tagged.medianMs / untagged.medianMs, larger: tagged.bytes / untagged.bytes };
}
