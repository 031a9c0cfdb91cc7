// Making documents off the request thread: a pool of worker threads (piscina) renders them, giving way to the
// server's requests in flight (./requestLoad.ts), so a teacher waiting for a PDF never slows anyone else's requests;
// a bounded admission count keeps memory bounded (a full pool answers 'busy' with a time to retry, never queues
// without end); a cache keyed on the document's version (a hash of what it shows) serves an unchanged set again
// without rendering; two requests for the same document share one rendering.
// Nothing of the rendering is loaded in the request thread: the renderers (pdfmake, docx, MathJax, the fonts) only in
// the worker threads, and the pool itself (piscina) with the first document unless the service prewarms. A server
// that makes no document — most test files start one — does not pay the 0.6 s of processor time that loading took.
// Finished documents also go to the file store (documents/<version>.pdf|docx, when a store is given): any instance
// serves a document that one of them made, and a restart does not make them again. In queue mode (./queue.ts) worker
// processes (server/worker.ts) run this same service, and the app only waits for their documents in the store.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { Piscina } from 'piscina';
import type { DocFile, DocumentModel } from '../domain/documents/model.ts';
import { documentVersion } from '../domain/documents/model.ts';
import { DOCUMENT_MIME, documentFormat, type DocumentKind } from '../domain/documents/kinds.ts';
import type { FileStorage } from '../storage/storage.ts';
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
  /**
   * The threads run at a lower priority than the process's request thread (./threadPriority.mjs), default true. A
   * document worker process (server/worker.ts) has no requests to yield to: there they run at the ordinary priority,
   * and on a shared host do not lose to every other process.
   */
  lowerPriority?: boolean;
  /** The server's requests in flight: the worker threads give way to them (./requestLoad.ts). None: they never wait. */
  requestLoad?: RequestLoad;
  /** Where finished documents are kept for every instance (documentKey); none: only this process's memory. */
  storage?: FileStorage;
  /** Told of every document asked for: how it was answered and how long that took (metrics). */
  onDocument?: (event: DocumentEvent) => void;
}

/**
 * How a document was answered: from this process's memory, from the file store, rendered for this request (or shared
 * with a request rendering it), refused as busy, or failed.
 */
export type DocumentOutcome = 'memory' | 'stored' | 'rendered' | 'busy' | 'failed';

export interface DocumentEvent {
  kind: DocumentKind;
  outcome: DocumentOutcome;
  ms: number;
}

/** A finished document's key in the file store: its version (a hash of what it shows and of the renderer) and format. */
export const documentKey = (kind: DocumentKind, version: string) => `documents/${version}.${documentFormat(kind)}`;

/** The content type a document is stored with. */
export const documentMime = (kind: DocumentKind) => DOCUMENT_MIME[documentFormat(kind)];

/** What making a document came to: the document, and whether it was rendered or found in the store. */
interface Made {
  rendered: Rendered;
  outcome: 'rendered' | 'stored';
}

/** The pool is full: try again after `retryAfter` seconds. */
export class DocumentsBusy extends Error {
  constructor(readonly retryAfter: number) {
    super('documents busy');
  }
}

export interface DocumentResult {
  data: Uint8Array;
  /** Served without rendering for this request: from the memory cache or the file store. */
  cached: boolean;
  formulas?: Rendered['formulas'];
}

export interface DocumentService {
  /**
   * The document of a model: from the cache, the file store, or rendered in a worker (its files loaded only then).
   * Throws DocumentsBusy when the pool is full.
   */
  document(kind: DocumentKind, model: DocumentModel, loadFiles: () => Promise<DocFile[]>): Promise<DocumentResult>;
  /** Documents being made or waiting: this process's admitted ones (threads), or the queue's over all instances. */
  queueDepth(): Promise<number>;
  readonly stats: {
    rendered: number;
    cached: number;
    /** Served from the file store. */
    stored: number;
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

/** A document service's figures, all zero, its cache's size read when asked (both modes: this one and ./queue.ts). */
export function documentStats(cache: { readonly size: number }): DocumentService['stats'] {
  return {
    rendered: 0,
    cached: 0,
    stored: 0,
    refused: 0,
    admitted: 0,
    gaveWay: { pauses: 0, ms: 0 },
    get cacheEntries() {
      return cache.size;
    },
  };
}

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
          workerData: { lowerPriority: options.lowerPriority !== false },
        }),
    ));
  // Prewarming starts the threads with the server, so the first document is as fast as any.
  if (options.prewarm !== false) void startPool();
  const cache = new LruCache<Rendered>(options.cacheBytes ?? 64 * 1024 * 1024, (r) => r.data.byteLength);
  const running = new Map<string, Promise<Made>>();
  const stats = documentStats(cache);
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

  /** The stored document of a version, or null (always null without a store). */
  async function fromStore(kind: DocumentKind, version: string): Promise<Rendered | null> {
    const data = await options.storage?.get(documentKey(kind, version));
    if (!data) return null;
    stats.stored++;
    const stored = { data };
    cache.set(version, stored);
    return stored;
  }

  /** From the store, or rendered in the pool and then stored; counted as admitted throughout. */
  async function make(kind: DocumentKind, version: string, model: DocumentModel, loadFiles: () => Promise<DocFile[]>): Promise<Made> {
    const started = Date.now();
    const stored = await fromStore(kind, version);
    if (stored) return { rendered: stored, outcome: 'stored' };
    const files = await loadFiles();
    const result = await renderInPool({ kind, model, files });
    averageMs = averageMs * 0.8 + (Date.now() - started) * 0.2;
    stats.rendered++;
    // Stored before it is handed out: a worker process's job is done only once every instance can serve it.
    await options.storage?.put(documentKey(kind, version), result.data, documentMime(kind));
    cache.set(version, result);
    return { rendered: result, outcome: 'rendered' };
  }

  return {
    stats,
    async document(kind, model, loadFiles) {
      const started = performance.now();
      const told = (outcome: DocumentOutcome) => options.onDocument?.({ kind, outcome, ms: performance.now() - started });
      const key = documentVersion(kind, RENDERER_VERSION, model);
      const hit = cache.get(key);
      if (hit) {
        stats.cached++;
        told('memory');
        return { data: hit.data, formulas: hit.formulas, cached: true };
      }
      let making = running.get(key);
      try {
        if (!making) {
          // Admission is counted synchronously, before anything is awaited: racing requests cannot all slip in.
          if (stats.admitted >= threads + queue) {
            // A full pool still hands out what another instance (or an earlier run) stored.
            const stored = await fromStore(kind, key);
            if (stored) {
              told('stored');
              return { data: stored.data, cached: true };
            }
            stats.refused++;
            told('busy');
            throw new DocumentsBusy(Math.max(1, Math.ceil(((stats.admitted / threads) * averageMs) / 1000)));
          }
          stats.admitted++;
          making = make(kind, key, model, loadFiles).finally(() => {
            stats.admitted--;
            running.delete(key);
          });
          running.set(key, making);
        }
        const { rendered, outcome } = await making;
        told(outcome);
        return { data: rendered.data, formulas: rendered.formulas, cached: outcome === 'stored' };
      } catch (error) {
        if (!(error instanceof DocumentsBusy)) told('failed');
        throw error;
      }
    },
    queueDepth: () => Promise.resolve(stats.admitted),
    async close() {
      if (pool) await (await pool).close({ force: true });
    },
  };
}
