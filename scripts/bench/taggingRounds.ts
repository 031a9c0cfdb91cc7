// The loop of ./taggingWorker.mjs, in one module with the renderers (tsx gives each tsImport its own copy of the
// modules it loads: the switch must be the renderers' own).
import { performance } from 'node:perf_hooks';
import type { DocFile, DocumentModel } from '../../server/domain/documents/model.ts';
import type { DocumentKind } from '../../server/domain/documents/kinds.ts';
import { render, warmUp } from '../../server/documents/render/index.ts';
import { setPdfTagging } from '../../server/documents/render/pdfTagging.ts';
import type { TaggingRun } from './taggingCost.ts';

export { warmUp };

/** The document rendered tagged and untagged in turns, `rounds` times each after one unmeasured round. */
export async function renderBothWays(kind: DocumentKind, model: DocumentModel, files: DocFile[], rounds: number): Promise<Record<'tagged' | 'untagged', TaggingRun[]>> {
  const runs: Record<'tagged' | 'untagged', TaggingRun[]> = { tagged: [], untagged: [] };
  try {
    // The first round is unmeasured: its formulas are new to the thread.
    for (let round = 0; round <= rounds; round++) {
      // Which goes first alternates, so that neither always follows the other's garbage.
      const order = round % 2 ? (['untagged', 'tagged'] as const) : (['tagged', 'untagged'] as const);
      for (const way of order) {
        setPdfTagging(way === 'tagged');
        const started = performance.now();
        // Another title each time: nothing is reused but what a document thread reuses between documents.
        const { data } = await render({ kind, model: { ...model, title: `${model.title} (${way} ${round})` }, files });
        if (round > 0) runs[way].push({ ms: performance.now() - started, bytes: data.byteLength });
      }
    }
  } finally {
    setPdfTagging(true);
  }
  return runs;
}
