// Documents through a job queue in PostgreSQL (DOCUMENT_WORKERS=queue): the app never renders. It serves a document
// from its memory or the file store, and otherwise puts a job on the queue 'documents' (pg-boss) and waits while a
// worker process (server/worker.ts, `npm run worker`, on this machine or any other that reaches the database and the
// store) renders it into the store; the web app shows its progress meanwhile, as it does for the worker threads.
//
// Why these choices (pg-boss 10.4.2, read in its source: node_modules/pg-boss/src/plans.js):
// - The queue's policy is 'stately': a unique index allows per singleton key (the document's version) at most one job
//   created, one in retry and one active. So one version is never rendered twice at once (a second fetch of the same
//   key fails on the index and fetches nothing), and five requests for one document make one job (send() answers
//   null for the others, which then wait for that job). 'singleton' would let duplicates pile up while one is active,
//   'short' would let a second run while the first is active, 'standard' guards nothing. A job sent while one of its
//   version is active waits behind it and then finds the document in the store: never rendered twice, but it holds up
//   the queue's head meanwhile (pg-boss fetches the oldest job first), so the app sends no job while one of the
//   version is unfinished; only two instances racing in the same instant can still make that second job.
// - A job expires DOCUMENT_TIMEOUT_S plus a margin after a worker takes it (workerJobSeconds): a worker killed in
//   the middle of a document leaves an active job that pg-boss's maintenance (every maintenanceSeconds(): a quarter
//   of a job's life, at most 30 s; in whichever app or worker gets there first) puts back for another worker; a
//   retry limit of 2 lets it run again twice. The worker looks in the store before rendering: a job that comes again
//   after its document was stored (the worker died between storing and completing) renders nothing.
// - The model travels as JSON text inside the job: jsonb would reorder its keys, and the worker checks that the
//   version it computes from that text is the version it was sent (the same renderer on both sides).
// - The app learns that a document is ready from a NOTIFY the worker sends after storing it (one listening
//   connection per process, not per request), with a slow poll of the job as a fallback for a lost notice.
// - Admission: once DOCUMENT_QUEUE documents (at least one) wait for a worker (created or retry, over all instances),
//   a request for another answers busy with a Retry-After; the jobs being rendered are the workers' capacity and are
//   not counted against it. So the depth at which a request is refused is DOCUMENT_QUEUE plus what the running
//   workers take at once, whatever that is. One process admits one request at a time (count, then send); instances
//   racing may overshoot by one job each.
import pg from 'pg';
import type PgBoss from 'pg-boss';
import { setTimeout as delay } from 'node:timers/promises';
import type { DocumentModel } from '../domain/documents/model.ts';
import { documentVersion } from '../domain/documents/model.ts';
import type { DocumentKind } from '../domain/documents/kinds.ts';
import type { FileStorage } from '../storage/storage.ts';
import { RENDERER_VERSION } from './render/version.ts';
import { LruCache } from './lruCache.ts';
import { documentKey, documentStats, DocumentsBusy, type DocumentEvent, type DocumentOutcome, type DocumentService } from './service.ts';

/** The pg-boss queue of documents to render. */
export const DOCUMENT_QUEUE_NAME = 'documents';
/** Where a worker says that a document is in the store, or failed for good (payload: DocumentNotice as JSON). */
export const DOCUMENT_DONE_CHANNEL = 'vraagwerk_document_done';
/** Where the app says that it sent a job, so idle workers fetch at once instead of at their next poll. */
export const DOCUMENT_SENT_CHANNEL = 'vraagwerk_document_sent';
/** How often a job that failed (or a worker that died) is tried again before the request fails. */
export const DOCUMENT_RETRY_LIMIT = 2;

/** A job: the kind, the version the app computed, and the model as JSON text (kept byte for byte). */
export interface DocumentJob {
  kind: DocumentKind;
  version: string;
  model: string;
}

/** What a worker tells: the document of `version` is stored (with its rendering's ms), or failed for good. */
export interface DocumentNotice {
  version: string;
  ms?: number;
  error?: string;
}

/** A job's life after a worker takes it: the rendering's time-out plus a margin for loading files and storing. */
export const workerJobSeconds = (timeoutMs: number) => {
  const seconds = Math.ceil(timeoutMs / 1000);
  return seconds + Math.max(5, Math.ceil(seconds / 4));
};

/** pg-boss's maintenance (expiring the jobs of dead workers) runs this often: a quarter of a job's life, at most 30 s. */
export const maintenanceSeconds = (timeoutMs: number) => Math.min(30, Math.max(1, Math.ceil(workerJobSeconds(timeoutMs) / 4)));

/**
 * A started pg-boss on the database, with the documents queue made (or its settings brought up to date). `max` is its
 * pool of connections. Every app and worker supervises: pg-boss lets one of them do the maintenance per interval.
 */
export async function startDocumentBoss(databaseUrl: string, timeoutMs: number, max: number, onError: (error: Error) => void): Promise<PgBoss> {
  const { default: PgBossClass } = await import('pg-boss');
  const boss = new PgBossClass({
    connectionString: databaseUrl,
    max,
    application_name: 'vraagwerk-documents',
    // No cron jobs here: its clock checks and schedule polling would be queries for nothing.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: maintenanceSeconds(timeoutMs),
  });
  // Unheard, an 'error' event would end the process; a lost connection is retried by the pool.
  boss.on('error', onError);
  await boss.start();
  const queue = { name: DOCUMENT_QUEUE_NAME, policy: 'stately' as const, retryLimit: DOCUMENT_RETRY_LIMIT, retryDelay: 0, expireInSeconds: workerJobSeconds(timeoutMs) };
  await boss.createQueue(DOCUMENT_QUEUE_NAME, queue);
  // createQueue keeps an existing queue's settings; the policy must be given again or updateQueue sets 'standard'.
  await boss.updateQueue(DOCUMENT_QUEUE_NAME, queue);
  return boss;
}

/**
 * One listening connection for this process: LISTEN on `channel`, each notice's payload handed to `onNotice`. A
 * broken connection is opened again after a second (the callers' polls cover the gap).
 */
export function listen(databaseUrl: string, channel: string, onNotice: (payload: string) => void, onError: (error: Error) => void): { ready: Promise<void>; close(): Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  // Tried again every second until it connects, or the listener is closed.
  const again = () => {
    if (!closed)
      setTimeout(
        () =>
          void connect().catch((error: Error) => {
            onError(error);
            again();
          }),
        1000,
      ).unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'vraagwerk-documents-listen' });
    let listening = false;
    // A connection lost once it listened (an error, or the server ending it) is replaced; one that never connected
    // is the caller's to retry.
    const lost = () => {
      if (!listening || closed) return;
      listening = false;
      if (client === next) client = undefined;
      void next.end().catch(() => {});
      again();
    };
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError(error);
      lost();
    });
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) return void (await next.end());
    listening = true;
    client = next;
  };
  const ready = connect();
  return {
    ready,
    async close() {
      closed = true;
      await ready.catch(() => {});
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}

export interface QueueDocumentServiceOptions {
  /** PostgreSQL, where the queue is (DATABASE_URL). */
  databaseUrl: string;
  /** Where the workers put finished documents and this service reads them. */
  storage: FileStorage;
  /** Documents that may wait for a worker over all instances; more answer busy (DOCUMENT_QUEUE). */
  queue?: number;
  /** A worker's time-out per document (DOCUMENT_TIMEOUT_S); a job's life and the request's wait follow from it. */
  timeoutMs?: number;
  /** The memory cache's size in bytes. */
  cacheBytes?: number;
  /** How often a waiting request looks at its job when no notice came (the fallback of LISTEN). */
  pollMs?: number;
  onDocument?: (event: DocumentEvent) => void;
  /** Where a lost connection or pg-boss's own errors are told (they are retried). */
  onError?: (error: Error) => void;
}

/** The document service of the app in queue mode (see the head of this module). */
export function createQueueDocumentService(options: QueueDocumentServiceOptions): DocumentService {
  const queue = Math.max(1, options.queue ?? 8);
  const timeoutMs = options.timeoutMs ?? 60_000;
  const pollMs = options.pollMs ?? 3000;
  const onError = options.onError ?? (() => {});
  const storage = options.storage;
  const cache = new LruCache<Uint8Array>(options.cacheBytes ?? 64 * 1024 * 1024, (data) => data.byteLength);
  const running = new Map<string, Promise<Made>>();
  const stats = documentStats(cache);
  // A worker's rendering time (from its notices), to tell a refused client when a worker is likely free.
  let averageMs = 1500;
  /** No new document is asked for (the server is shutting down)... */
  let closing = false;
  /** ...and, once the grace for the ones being waited for is over, those stop waiting. */
  let abandoned = false;

  // The requests waiting here, by version: a notice wakes them.
  const waiters = new Map<string, Set<(notice: DocumentNotice) => void>>();
  const tell = (payload: string) => {
    let notice: DocumentNotice;
    try {
      notice = JSON.parse(payload) as DocumentNotice;
    } catch {
      return;
    }
    if (typeof notice.ms === 'number') averageMs = averageMs * 0.8 + notice.ms * 0.2;
    for (const wake of waiters.get(notice.version) ?? []) wake(notice);
  };

  let boss: Promise<{ boss: PgBoss; listener: ReturnType<typeof listen> }> | undefined;
  const started = () =>
    (boss ??= (async () => {
      const listener = listen(options.databaseUrl, DOCUMENT_DONE_CHANNEL, tell, onError);
      try {
        await listener.ready;
        return { boss: await startDocumentBoss(options.databaseUrl, timeoutMs, 4, onError), listener };
      } catch (error) {
        await listener.close();
        throw error;
      }
    })().catch((error: unknown) => {
      // Not reachable now: the next document tries again.
      boss = undefined;
      throw error;
    }));

  /** Notices for one version, from before its job is sent (none is missed); next() waits for one, or `ms`. */
  function watch(version: string) {
    const pending: DocumentNotice[] = [];
    let wake: ((notice: DocumentNotice | undefined) => void) | undefined;
    const onNotice = (notice: DocumentNotice) => {
      if (wake) wake(notice);
      else pending.push(notice);
    };
    const set = waiters.get(version) ?? new Set();
    set.add(onNotice);
    waiters.set(version, set);
    return {
      next(ms: number): Promise<DocumentNotice | undefined> {
        if (pending.length) return Promise.resolve(pending.shift());
        return new Promise((resolve) => {
          const timer = setTimeout(() => {
            wake = undefined;
            resolve(undefined);
          }, ms);
          wake = (notice) => {
            clearTimeout(timer);
            wake = undefined;
            resolve(notice);
          };
        });
      },
      close() {
        set.delete(onNotice);
        if (!set.size) waiters.delete(version);
      },
    };
  }

  // One admission at a time in this process: the count and the send it allows are not split by another request's.
  let admission: Promise<unknown> = Promise.resolve();
  function serially<T>(work: () => Promise<T>): Promise<T> {
    const run = admission.then(work, work);
    admission = run.catch(() => {});
    return run;
  }

  const UNFINISHED = `SELECT id FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND policy = 'stately' AND state <= 'active' ORDER BY created_on LIMIT 1`;
  const COUNTS = `SELECT count(*) FILTER (WHERE state < 'active')::int AS waiting, count(*) FILTER (WHERE state = 'active')::int AS active FROM pgboss.job WHERE name = $1 AND state <= 'active'`;

  async function counts(b: PgBoss): Promise<{ waiting: number; active: number }> {
    const { rows } = await b.getDb().executeSql(COUNTS, [DOCUMENT_QUEUE_NAME]);
    return rows[0] as { waiting: number; active: number };
  }

  /** The id of the job that makes this version: one already unfinished, or one sent now. Busy when the queue is full. */
  async function enqueue(kind: DocumentKind, version: string, model: DocumentModel): Promise<string> {
    const { boss: b } = await started();
    const unfinished = async () => ((await b.getDb().executeSql(UNFINISHED, [DOCUMENT_QUEUE_NAME, version])).rows[0] as { id: string } | undefined)?.id;
    return serially(async () => {
      const existing = await unfinished();
      if (existing) return existing;
      const { waiting, active } = await counts(b);
      if (waiting >= queue) {
        stats.refused++;
        throw new DocumentsBusy(Math.max(1, Math.ceil((((waiting + 1) / Math.max(1, active)) * averageMs) / 1000)));
      }
      const job: DocumentJob = { kind, version, model: JSON.stringify(model) };
      const id = await b.send(DOCUMENT_QUEUE_NAME, job, { singletonKey: version, retryLimit: DOCUMENT_RETRY_LIMIT, expireInSeconds: workerJobSeconds(timeoutMs) });
      if (id) {
        await b.getDb().executeSql('SELECT pg_notify($1, $2)', [DOCUMENT_SENT_CHANNEL, '']);
        return id;
      }
      // 'stately' refused it: another instance sent this version's job just now.
      const other = await unfinished();
      if (other) return other;
      throw new Error('The document could not be queued.');
    });
  }

  /** Waits until the job's document is in the store: woken by a worker's notice, or looking every `pollMs`. */
  async function awaitDocument(kind: DocumentKind, version: string, jobId: string, notices: ReturnType<typeof watch>): Promise<Uint8Array> {
    const { boss: b } = await started();
    // A job may wait for a worker, be rendered and be tried again twice: beyond that no worker is making it.
    const deadline = Date.now() + (DOCUMENT_RETRY_LIMIT + 2) * workerJobSeconds(timeoutMs) * 1000;
    for (;;) {
      const notice = await notices.next(pollMs);
      if (notice?.error) throw new Error(`The document could not be made: ${notice.error}`);
      const data = await storage.get(documentKey(kind, version));
      if (data) return data;
      // Shutting down, and the requests' grace is over: this one fails cleanly instead of holding the shutdown.
      if (abandoned) throw new Error('The server is shutting down: the document was not waited for.');
      const job = await b.getJobById<DocumentJob>(DOCUMENT_QUEUE_NAME, jobId, { includeArchive: true });
      if (!job) throw new Error(`The document's job ${jobId} is gone.`);
      if (job.state === 'failed' || job.state === 'cancelled') throw new Error(`The document could not be made: ${(job.output as { message?: string } | null)?.message ?? job.state}`);
      if (job.state === 'completed') {
        // Stored before completed: read once more, in case the store answered before the worker's write was seen.
        const again = await storage.get(documentKey(kind, version));
        if (again) return again;
        throw new Error(`The document's job ${jobId} completed, but the document is not in the store.`);
      }
      if (Date.now() > deadline) throw new Error(`No worker made the document in time (job ${jobId} is ${job.state}).`);
    }
  }

  async function make(kind: DocumentKind, version: string, model: DocumentModel): Promise<Made> {
    stats.admitted++;
    try {
      const stored = await storage.get(documentKey(kind, version));
      if (stored) {
        stats.stored++;
        cache.set(version, stored);
        return { data: stored, outcome: 'stored' };
      }
      // Listening before the job exists: a worker's notice cannot come before the waiting starts.
      const notices = watch(version);
      try {
        const jobId = await enqueue(kind, version, model);
        const data = await awaitDocument(kind, version, jobId, notices);
        stats.rendered++;
        cache.set(version, data);
        return { data, outcome: 'rendered' };
      } finally {
        notices.close();
      }
    } finally {
      stats.admitted--;
    }
  }

  return {
    stats,
    // The files are the worker's to load: the app hands over the model only.
    async document(kind: DocumentKind, model: DocumentModel) {
      const begun = performance.now();
      const told = (outcome: DocumentOutcome) => options.onDocument?.({ kind, outcome, ms: performance.now() - begun });
      const version = documentVersion(kind, RENDERER_VERSION, model);
      const hit = cache.get(version);
      if (hit) {
        stats.cached++;
        told('memory');
        return { data: hit, cached: true };
      }
      if (closing) throw new Error('The server is shutting down.');
      let making = running.get(version);
      if (!making) {
        making = make(kind, version, model).finally(() => running.delete(version));
        running.set(version, making);
      }
      try {
        const { data, outcome } = await making;
        told(outcome);
        return { data, cached: outcome === 'stored' };
      } catch (error) {
        told(error instanceof DocumentsBusy ? 'busy' : 'failed');
        throw error;
      }
    },
    async queueDepth() {
      const { waiting, active } = await counts((await started()).boss);
      return waiting + active;
    },
    async close() {
      closing = true;
      // Requests waiting for a worker get a little while to receive their document (they go on looking for it, woken by
      // the workers' notices as before), then fail cleanly.
      const waiting = Promise.allSettled([...running.values()]);
      const wakeAll = () => {
        abandoned = true;
        for (const [version, set] of waiters) for (const wake of set) wake({ version });
      };
      await Promise.race([waiting, delay(Math.min(10_000, timeoutMs), undefined, { ref: false }).then(wakeAll)]);
      wakeAll();
      await waiting;
      if (!boss) return;
      const { boss: b, listener } = await boss.catch(() => ({ boss: undefined, listener: undefined }));
      await listener?.close();
      await b?.stop({ graceful: false, timeout: 1000 });
    },
  };
}

interface Made {
  data: Uint8Array;
  outcome: 'rendered' | 'stored';
}
