// GET /metrics for Prometheus: requests by route and status, their latency, the document workers (how long each took
// and how it ended, how many wait) and PostgreSQL's connection pool, beside the process's own metrics. Each app has
// its own Registry (tests start many apps in one process; prom-client's global registry would add them all up); the
// process's metrics (memory, event loop, GC) are one process's, collected once in a registry of their own.
//
// A route is labelled with Fastify's template ('/api/collections/:id'), never the address asked for: ids, set keys
// and activation codes would make a series per value, and put secrets in the scrape. An address no route matched is
// 'unmatched'. The operations routes themselves (health, readiness, metrics) are not counted: a probe every second
// would outnumber the users.
//
// Who may read it: with METRICS_TOKEN, a scraper sending `Authorization: Bearer <token>` (401 to others); without it,
// only a process on this machine, judged by the socket's own address (X-Forwarded-For is whatever the client wrote),
// and to others the route does not exist (404).
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DocumentEvent } from '../documents/service.ts';

export interface MetricsSources {
  /** PostgreSQL's pool (none for PGlite: one connection in the process). */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  /** Documents waiting for a worker, read at scrape time. */
  queueDepth?: () => Promise<number>;
}

export interface Metrics {
  registry: Registry;
  /** Records how one document request ended (the document service's onDocument). */
  observeDocument(event: DocumentEvent): void;
  /** Where the queue depth is read from, once the document service exists. */
  setSources(sources: MetricsSources): void;
}

/** Latency buckets in seconds: from a cached answer (a few ms) to a slow document download. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** A document from memory takes a millisecond; one rendered from scratch seconds, up to DOCUMENT_TIMEOUT_S. */
const DOCUMENT_BUCKETS = [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

let processRegistry: Registry | undefined;

/** The process's own metrics (prom-client's defaults), one registry per process: they describe the process. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(initial: MetricsSources = {}): Metrics {
  const registry = new Registry();
  let sources = initial;
  new Gauge({
    name: 'vraagwerk_document_queue_depth',
    help: 'Documents waiting for a document worker',
    registers: [registry],
    async collect() {
      if (sources.queueDepth) this.set(await sources.queueDepth());
    },
  });
  const documentSeconds = new Histogram({
    name: 'vraagwerk_document_seconds',
    help: 'Time to answer a document request, by kind and outcome (memory, stored, rendered, busy, failed)',
    labelNames: ['kind', 'outcome'] as const,
    buckets: DOCUMENT_BUCKETS,
    registers: [registry],
  });
  const poolGauge = (name: string, help: string, read: (pool: NonNullable<MetricsSources['pool']>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        if (sources.pool) this.set(read(sources.pool));
      },
    });
  if (initial.pool) {
    poolGauge('vraagwerk_db_pool_connections', 'PostgreSQL connections open in the pool', (pool) => pool.totalCount);
    poolGauge('vraagwerk_db_pool_idle_connections', 'PostgreSQL connections open and idle in the pool', (pool) => pool.idleCount);
    poolGauge('vraagwerk_db_pool_waiting_clients', 'Queries waiting for a connection of the pool', (pool) => pool.waitingCount);
  }
  return {
    registry,
    observeDocument(event) {
      documentSeconds.observe({ kind: event.kind, outcome: event.outcome }, event.ms / 1000);
    },
    setSources(more) {
      sources = { ...sources, ...more };
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An operations route (health, readiness, metrics): not counted in the request metrics, never logged per request. */
    operations?: boolean;
  }
}

/** Loopback peers: 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\./.test(v4);
}

/** Compares the token as digests: constant time whatever the lengths. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer ([^\s]+)$/.exec(header ?? '');
  if (!match) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

/** Counts every answer and serves GET /metrics. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, options: { token?: string }): void {
  const requests = new Counter({
    name: 'vraagwerk_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [metrics.registry],
  });
  const duration = new Histogram({
    name: 'vraagwerk_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: HTTP_BUCKETS,
    registers: [metrics.registry],
  });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    if (!request.routeOptions.config.operations) {
      const route = request.is404 || !request.routeOptions.url ? 'unmatched' : request.routeOptions.url;
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    }
    done();
  });

  app.get('/metrics', { config: { operations: true }, logLevel: 'silent' }, async (request, reply) => {
    if (options.token) {
      if (!tokenMatches(request.headers.authorization, options.token)) {
        return reply.status(401).header('WWW-Authenticate', 'Bearer').send({ message: 'Unauthenticated.' });
      }
    } else if (!isLoopback(request.socket.remoteAddress)) {
      return reply.status(404).send({ message: 'Not Found' });
    }
    const text = (await metrics.registry.metrics()) + (await processMetrics().metrics());
    return reply.header('Cache-Control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}
