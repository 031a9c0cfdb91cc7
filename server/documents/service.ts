// Making documents off the request thread: a pool of worker threads (piscina) renders them, giving way to the
// server's requests in flight (./requestLoad.ts), so a teacher waiting for a PDF never slows anyone else's requests;
// a bounded admission count keeps memory bounded (a full pool answers 'busy' with a time to retry, never queues
// without end); a cache keyed on the document's version (a hash of what it shows) serves an unchanged set again
// without rendering; two requests for the same document share one rendering.
// Nothing of the rendering is loaded in the request thread: the renderers (pdfmake, docx, MathJax, the fonts) only in
// the worker threads, and the pool itself (piscina) with the first document unless the service prewarms. A server
// that makes no document — most test files start one — does not pay the 0.6 s of processor time that loading took.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { Piscina } from 'piscina';
import type { DocFile, DocumentModel } from '../domain/documents/model.ts';
import { documentVersion } from '../domain/documents/model.ts';
import type { DocumentKind } from '../domain/documents/kinds.ts';
import type { Rendered, RenderTask } from './render/index.ts';
import { RENDERER_VERSION } from './render/version.ts';
import { LruCache } from './lruCache.ts';
import { createPauseClock, renderingTimeout, type RequestLoad } from './requestLoad.ts';

/** What a worker receives (./worker.mjs): the task, and the port on which it says that it has taken it. */
interface WorkerTask extends RenderTask {
  taken: MessagePort;
}

export interface DocumentServiceOptions {
  /** Worker threads (default: the cores but one, at least one). */
  threads?: number;
  /** Documents that may wait for a thread beyond the ones rendering; more at once are refused as busy. */
  queue?: number;
  /** The cache's size in bytes. */
  cacheBytes?: number;
  /**
   * A document whose rendering takes longer is abandoned (its worker is replaced). The time counts from the moment a
   * worker takes the document, not from its admission: waiting for a busy pool or a starting thread is not rendering,
   * and neither is the time the thread gives way to requests.
   */
  timeoutMs?: number;
  /**
   * Start the worker threads (and warm them: fonts, MathJax) with the server, so the first document is as fast as
   * any (default). Off, a thread starts with the first document and ends after a minute without one.
   */
  prewarm?: boolean;
  /** The server's requests in flight: the worker threads give way to them (./requestLoad.ts). None: they never wait. */
  requestLoad?: RequestLoad;
}

/** The pool is full: try again after `retryAfter` seconds. */
export class DocumentsBusy extends Error {
  constructor(readonly retryAfter: number) {
    super('documents busy');
  }
}

export interface DocumentResult {
  data: Uint8Array;
  /** Served from the cache. */
  cached: boolean;
  formulas?: Rendered['formulas'];
}

export interface DocumentService {
  /**
   * The document of a model: from the cache, or rendered in a worker (its files loaded only then). Throws
   * DocumentsBusy when the pool is full.
   */
  document(kind: DocumentKind, model: DocumentModel, loadFiles: () => Promise<DocFile[]>): Promise<DocumentResult>;
  readonly stats: {
    rendered: number;
    cached: number;
    refused: number;
    cacheEntries: number;
    admitted: number;
    /** How often and how long (ms) the worker threads gave way to requests, over all documents rendered. */
    gaveWay: { pauses: number; ms: number };
  };
  close(): Promise<void>;
}

/**
 * A document thread's heap: a runaway document ends its own thread, never the server; a larger young generation means
 * fewer scavenges of the many short-lived objects a layout makes.
 */
export const DOCUMENT_THREAD_LIMITS = { maxOldGenerationSizeMb: 768, maxYoungGenerationSizeMb: 64 };

export function createDocumentService(options: DocumentServiceOptions = {}): DocumentService {
  const threads = Math.max(1, options.threads ?? availableParallelism() - 1);
  const queue = Math.max(0, options.queue ?? 8);
  const timeoutMs = options.timeoutMs ?? 60_000;
  let pool: Promise<Piscina<WorkerTask, Rendered>> | undefined;
  const startPool = () =>
    (pool ??= import('piscina').then(
      ({ Piscina }) =>
        new Piscina<WorkerTask, Rendered>({
          filename: fileURLToPath(new URL('./worker.mjs', import.meta.url)),
          minThreads: options.prewarm === false ? 0 : threads,
          maxThreads: threads,
          // Admission below bounds what waits; the pool's own queue never holds more.
          maxQueue: threads + queue,
          idleTimeout: 60_000,
          resourceLimits: DOCUMENT_THREAD_LIMITS,
        }),
    ));
  // Prewarming starts the threads with the server, so the first document is as fast as any.
  if (options.prewarm !== false) void startPool();
  const cache = new LruCache<Rendered>(options.cacheBytes ?? 64 * 1024 * 1024, (r) => r.data.byteLength);
  const running = new Map<string, Promise<Rendered>>();
  const stats = {
    rendered: 0,
    cached: 0,
    refused: 0,
    admitted: 0,
    gaveWay: { pauses: 0, ms: 0 },
    get cacheEntries() {
      return cache.size;
    },
  };
  // The average time of one document, to tell a refused client when a thread is likely free.
  let averageMs = 1500;

  /**
   * Renders a task; the time-out starts when a worker says it has taken the task (a message on its own port), and
   * counts only its rendering: when it runs out, the time the thread gave way meanwhile (its pause clock) is added on.
   */
  async function renderInPool(task: RenderTask): Promise<Rendered> {
    const abandon = new AbortController();
    const { port1: takenBy, port2: taken } = new MessageChannel();
    const pauseClock = options.requestLoad ? createPauseClock() : undefined;
    let stopTimer: (() => void) | undefined;
    takenBy.once('message', () => {
      stopTimer = renderingTimeout(timeoutMs, pauseClock, () => abandon.abort(new Error(`A document took longer than ${timeoutMs} ms to render.`)));
    });
    try {
      const rendered = await (await startPool()).run({ ...task, taken, requestLoad: options.requestLoad?.buffer, pauseClock } satisfies WorkerTask, { signal: abandon.signal, transferList: [taken] });
      stats.gaveWay.pauses += rendered.waited?.pauses ?? 0;
      stats.gaveWay.ms += rendered.waited?.ms ?? 0;
      return rendered;
    } finally {
      stopTimer?.();
      takenBy.close();
    }
  }

  return {
    stats,
    async document(kind, model, loadFiles) {
      const key = documentVersion(kind, RENDERER_VERSION, model);
      const hit = cache.get(key);
      if (hit) {
        stats.cached++;
        return { data: hit.data, formulas: hit.formulas, cached: true };
      }
      let rendering = running.get(key);
      if (!rendering) {
        // Admission is counted synchronously, before anything is awaited: racing requests cannot all slip in.
        if (stats.admitted >= threads + queue) {
          stats.refused++;
          throw new DocumentsBusy(Math.max(1, Math.ceil(((stats.admitted / threads) * averageMs) / 1000)));
        }
        stats.admitted++;
        const started = Date.now();
        rendering = (async () => {
          try {
            const files = await loadFiles();
            const result = await renderInPool({ kind, model, files });
            averageMs = averageMs * 0.8 + (Date.now() - started) * 0.2;
            stats.rendered++;
            cache.set(key, result);
            return result;
          } finally {
            stats.admitted--;
            running.delete(key);
          }
        })();
        running.set(key, rendering);
      }
      const result = await rendering;
      return { data: result.data, formulas: result.formulas, cached: false };
    },
    async close() {
      if (pool) await (await pool).close({ force: true });
    },
  };
}
