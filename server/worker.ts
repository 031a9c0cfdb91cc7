// A document worker process (`npm run worker`, DOCUMENT_WORKERS=queue): takes jobs from the queue 'documents' in
// PostgreSQL and renders them with the same worker threads the app uses in threads mode (./documents/service.ts),
// DOCUMENT_THREADS at a time, into the file store, where every instance of the app finds them. It shares nothing with
// the app but DATABASE_URL and the store (FILE_STORAGE), so it may run on any machine that reaches both, as many as
// needed. Per job: a document already in the store is done (never rendered twice); else its files are loaded (the
// domain's loadFiles), it is rendered, stored, the app is told (NOTIFY), and the job completes. A worker killed in the
// middle loses nothing: its job expires and another worker runs it (./documents/queue.ts). SIGTERM or SIGINT: no new
// jobs, the ones in flight finish (up to the time-out), then exit 0.
import { availableParallelism } from 'node:os';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { createFileStorage } from './storage/index.ts';
import { createDocumentService, documentKey } from './documents/service.ts';
import { DOCUMENT_DONE_CHANNEL, DOCUMENT_QUEUE_NAME, DOCUMENT_SENT_CHANNEL, listen, startDocumentBoss, type DocumentJob, type DocumentNotice } from './documents/queue.ts';
import { documentVersion, loadFiles, type DocumentModel } from './domain/documents/model.ts';
import { RENDERER_VERSION } from './documents/render/version.ts';

const print = (line: string) => console.log(`${new Date().toISOString()} ${line}`);

const config = (() => {
  try {
    const loaded = loadConfig();
    if (!loaded.databaseUrl) throw new Error('Invalid configuration:\n  DATABASE_URL: a document worker takes its jobs from PostgreSQL; set DATABASE_URL as for the app');
    return { ...loaded, databaseUrl: loaded.databaseUrl };
  } catch (error) {
    process.stderr.write(`The document worker cannot start. ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
})();

const threads = config.documents.threads ?? Math.max(1, availableParallelism() - 1);
const db = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
const storage = createFileStorage(config);
// No memory cache (the store is the cache) and no waiting line: the queue is the line, `threads` jobs at a time.
const documents = createDocumentService({ threads, queue: 0, timeoutMs: config.documents.timeoutMs, cacheBytes: 0, prewarm: true, storage, lowerPriority: false });
const onError = (error: Error) => print(`error ${error.message}`);
const boss = await startDocumentBoss(config.databaseUrl, config.documents.timeoutMs, threads + 2, onError);

const notify = (notice: DocumentNotice) => boss.getDb().executeSql('SELECT pg_notify($1, $2)', [DOCUMENT_DONE_CHANNEL, JSON.stringify(notice)]);

/** One job: from the store if it is there already, else rendered and stored; the app is told either way. */
async function run(job: { id: string; data: DocumentJob; retryCount: number; retryLimit: number }): Promise<void> {
  const started = performance.now();
  const { kind, version } = job.data;
  const label = `${kind} ${version.slice(0, 10)}`;
  try {
    let outcome = 'stored';
    if (!(await storage.has(documentKey(kind, version)))) {
      const model = JSON.parse(job.data.model) as DocumentModel;
      // The app and this worker must draw the same document for a version: another release's renderer would not.
      const ours = documentVersion(kind, RENDERER_VERSION, model);
      if (ours !== version) throw new Error(`version ${ours.slice(0, 10)} here, ${version.slice(0, 10)} at the app: the worker and the app run different releases`);
      const result = await documents.document(kind, model, () => loadFiles(db.prisma, storage, model.files));
      outcome = result.cached ? 'stored' : 'rendered';
    }
    const ms = Math.round(performance.now() - started);
    // Logged before the app hears of it: the line is in the log by the time the download answers.
    print(`document ${label} ${outcome} ${ms} ms (job ${job.id})`);
    await notify({ version, ...(outcome === 'rendered' ? { ms } : {}) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const final = job.retryCount >= job.retryLimit;
    print(`document ${label} failed ${Math.round(performance.now() - started)} ms (job ${job.id}, ${final ? 'for good' : 'will be tried again'}): ${message}`);
    // Told only when no retry follows: until then the app waits for the next try.
    if (final) await notify({ version, error: message }).catch(() => {});
    throw error;
  }
}

// One pg-boss worker per thread, each a job at a time; a notice of a sent job wakes them before their next poll. A worker
// that has done a job looks for the next at once: pg-boss waits out the polling interval after every fetch, a job or
// none, unless notified (20 documents at once took 39 s for 8 s of rendering, bench:scale).
const workerIds: string[] = [];
for (let i = 0; i < threads; i++) {
  let id = '';
  id = await boss.work<DocumentJob>(DOCUMENT_QUEUE_NAME, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 2 }, async ([job]) => {
    try {
      await run(job!);
    } finally {
      boss.notifyWorker(id);
    }
  });
  workerIds.push(id);
}
const sent = listen(config.databaseUrl, DOCUMENT_SENT_CHANNEL, () => workerIds.forEach((id) => boss.notifyWorker(id)), onError);
await sent.ready;
print(`Document worker: ${threads} at a time, queue '${DOCUMENT_QUEUE_NAME}', store ${storage.kind}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    print(`${signal}: taking no new documents, finishing those in flight`);
    void (async () => {
      await sent.close();
      // Jobs still running after the time-out are failed back to the queue (tried again by another worker).
      await boss.stop({ graceful: true, wait: true, timeout: config.documents.timeoutMs + 5000 });
      await documents.close();
      await db.close();
      print('Document worker stopped');
      process.exit(0);
    })().catch((error: unknown) => {
      print(`error while stopping: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
  });
}
