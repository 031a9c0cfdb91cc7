// The HTTP server: GraphQL at /graphql, the REST shim at /api, content files at /files, the web app at /.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import { createYoga, useErrorHandler, type YogaServerInstance } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { Config, TrustProxy } from '../config.ts';
import type { Database } from '../db/database.ts';
import { schema } from '../graphql/schema.ts';
import type { Context } from '../graphql/context.ts';
import { createIdCodec } from '../app/ids.ts';
import { restPlugin, type RestRoute } from '../rest/plugin.ts';
import { findContentFile } from '../domain/content/files.ts';
import { createFileStorage } from '../storage/index.ts';
import type { FileStorage } from '../storage/storage.ts';
import { projectRoot } from '../db/migrations.ts';
import { csrf } from './csrf.ts';
import { errorSerializer, logMethod, requestSerializer } from './logging.ts';
import { registerJsonBodies } from './jsonBody.ts';
import { NL } from '../graphql/errors/messages.ts';
import { registerCompression } from './compression.ts';
import { registerSecurityHeaders } from './securityHeaders.ts';
import { registerWebApp } from './static.ts';
import { registerFormulaFonts } from './formulaFonts.ts';
import { registerRequestContext, sessionCookies } from './session.ts';
import { registerDevices } from './device.ts';
import { createMailer } from '../domain/mail/mailer.ts';
import { createSsoClient } from '../domain/sso/oidc.ts';
import { paymentProvider } from '../domain/signup/payments.ts';
import type { Services } from '../app/context.ts';
import { systemClock, type Clock } from '../domain/clock.ts';
import { createDocumentService, type DocumentService } from '../documents/service.ts';
import { createQueueDocumentService } from '../documents/queue.ts';
import { createRequestLoad, type RequestLoad } from '../documents/requestLoad.ts';
import { countRequests } from './requestLoad.ts';
import { registerOperations } from './operations.ts';
import { createMetrics, registerMetrics } from './metrics.ts';
import { registerRequestId, requestIdGenerator, useRequestIdInMaskedErrors } from './requestId.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes of the REST shim as registered (the OpenAPI document must hold each). */
    restRoutes: readonly RestRoute[];
    /** The document workers and their cache (stats for tests and benchmarks). */
    documents: DocumentService;
    /** The requests in flight, which the document workers give way to (read by tests and benchmarks). */
    requestLoad: RequestLoad;
  }
}

export interface AppOptions {
  /** What day it is for licence periods and notices (tests fix it). */
  clock?: Clock;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** The file store, when the caller has made it already (main.ts, for the mover and the sweeper); else made from config. */
  storage?: FileStorage;
}

/** The operations relay-compiler persisted (id → document). */
export function loadPersistedOperations(): Record<string, string> {
  const file = join(projectRoot, 'web/persisted-queries.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/**
 * TRUST_PROXY as Fastify takes it. A number of hops becomes a function trusting the nearest n addresses (the peer and
 * the proxies before it): Fastify itself ignores a bare number, so the client's address would be the proxy's.
 */
export function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** An error the client did not cause, which Yoga masks: not a GraphQLError, or one made from something else. */
function isUnexpected(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return true;
  return error.originalError ? isUnexpected(error.originalError) : false;
}

/** Content types of answers that Yoga streams (subscriptions, incremental delivery). */
const STREAMED = /^(text\/event-stream|multipart\/)/;

/** The server context Yoga is handed by the /graphql route: the Fastify request and reply. */
export interface YogaServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** GraphQL at /graphql: Fastify hands each request to Yoga and sends Yoga's answer (the bench's stack floor too). */
export function registerGraphqlRoute<UserContext extends object>(app: FastifyInstance, yoga: YogaServerInstance<YogaServerContext, UserContext>): void {
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (request, reply) => {
      // A JSON body that is no object (null, a number, an empty list) holds no operation. Yoga would read the spent
      // stream again and answer with its parser's own message. A list with operations is a batch, which Yoga refuses
      // in its own words ('Batching is not supported.', tests/server/streams.test.ts).
      const body: unknown = request.body;
      const noOperation = body === null || typeof body !== 'object' || (Array.isArray(body) && body.length === 0);
      if (request.method === 'POST' && body !== undefined && noOperation) {
        return reply
          .status(400)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify({ errors: [{ message: NL.bodyNotAnOperation, extensions: { code: 'BAD_REQUEST' } }] }));
      }
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      void reply.status(response.status);
      // An answer is one JSON document, which Yoga made as text: sent as that text, it keeps its Content-Length and
      // compresses above the threshold like any answer (reading it back from a web stream cost a stream and a reader
      // per request). Streamed answers (SSE, multipart) stay streams.
      void reply.send(STREAMED.test(response.headers.get('content-type') ?? '') ? response.body : await response.text());
      return reply;
    },
  });
}

export async function buildApp(config: Config, db: Database, options: AppOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, serializers: { req: requestSerializer, err: errorSerializer }, hooks: { logMethod }, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Whose X-Forwarded-For to believe (TRUST_PROXY): never a client's own, or every per-address limit is theirs to dodge.
    trustProxy: trustProxyOption(config.trustProxy),
    // One line per request only when asked for (LOG_LEVEL=debug); start-up and errors always.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    // /foo/ and /foo are the same route; the client redirects to the path without the slash.
    routerOptions: { ignoreTrailingSlash: true },
    // A UUID, or a trusted proxy's own id for the request (./requestId.ts), in every log line of the request.
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    // On close, idle keep-alive connections end at once; those with a request in flight end after its answer.
    forceCloseConnections: 'idle',
  });
  registerRequestId(app);
  const metrics = createMetrics({ pool: db.pool });
  registerMetrics(app, metrics, { token: config.metricsToken });

  // Counted from the first hook: the document threads give way to every request in flight.
  const requestLoad = createRequestLoad();
  countRequests(app, requestLoad);
  await app.register(fastifyCookie, { secret: config.appSecret });
  registerJsonBodies(app);
  // Legacy clients post HTML forms too; their CSRF token then travels as the field _token (document 4 §0).
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  // Cross-origin clients of the legacy API (document 4 §0): only /api and /sanctum, only the configured origins.
  await app.register(fastifyCors, {
    delegator: (request, callback) => {
      const legacy = /^\/(api|sanctum)(\/|$|\?)/.test(request.url ?? '');
      // A legacy client reads the device key the server gives it (fair use) from X-Device-Key.
      callback(
        null,
        legacy ? { origin: config.corsOrigins, credentials: true, methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], exposedHeaders: ['X-Device-Key'], maxAge: 0 } : { origin: false },
      );
    },
  });
  // Whatever fails unexpectedly answers a plain 500: no internal message ever leaves the server.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    return reply
      .status(status)
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send({ message: status === 500 ? 'Server Error' : error.message });
  });
  const cookies = sessionCookies({ ...config.session, secure: config.isProduction });
  const xsrf = csrf(config.appSecret, config.isProduction);
  await xsrf.register(app);
  const mailer = createMailer(db.prisma, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    printMails: !config.isProduction,
    // In development the outbox's mails are printed as they are, links and all; in production an id as a log line.
    log: (text) => {
      if (config.logLevel === 'silent') return;
      if (config.isProduction) app.log.info({ mail: text });
      else console.log(`\n${text}\n`);
    },
  });
  app.addHook('onClose', async () => mailer.close());
  const storage = options.storage ?? createFileStorage(config);
  // Rendered by worker threads of this process, or by worker processes through a queue in PostgreSQL (DOCUMENT_WORKERS).
  const documents =
    config.documents.workers === 'queue'
      ? createQueueDocumentService({ ...config.documents, databaseUrl: config.databaseUrl!, storage, onError: (error) => app.log.warn(error), onDocument: metrics.observeDocument })
      : createDocumentService({ ...config.documents, requestLoad, storage, onDocument: metrics.observeDocument });
  metrics.setSources({ queueDepth: () => documents.queueDepth() });
  app.addHook('onClose', async () => documents.close());
  app.decorate('documents', documents);
  app.decorate('requestLoad', requestLoad);
  const services: Services = {
    prisma: db.prisma,
    mailer,
    config,
    ids: createIdCodec(config.idSecret),
    sso: config.oidc ? createSsoClient(config.oidc) : null,
    payments: paymentProvider(config),
    documents,
    storage,
  };
  registerRequestContext(app, services, { session: config.session, clock, cookies, rotateCsrf: (reply) => xsrf.rotate(reply) });
  registerDevices(app, config.appSecret, config.isProduction);
  registerSecurityHeaders(app, config);
  await registerCompression(app);

  const persisted = loadPersistedOperations();
  const yoga = createYoga<YogaServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    maskedErrors: true,
    batching: false,
    // Yoga's own CORS would answer every origin's preflight and mark every answer readable by the asking origin, with
    // credentials: a page elsewhere on the same site could read a signed-in visitor's data by GET. GraphQL serves the
    // web app on its own origin only; cross-origin clients have the legacy API (the CORS above).
    cors: false,
    graphiql: !config.isProduction,
    logging: false,
    // The request's one context (./session.ts registerRequestContext), as REST routes get it too.
    context: ({ req }): Context => req.ctx,
    plugins: [
      // Limits in every mode: deep, wide or expensive documents are refused before they run.
      // Depth and cost count fields only: Relay writes every component's data as a fragment, and a fragment spread is
      // no deeper and no dearer than its fields written out.
      EnvelopArmorPlugin({
        maxDepth: { n: config.graphqlLimits.depth, flattenFragments: true },
        // __typename too (armor lets it pass by default): a hundred aliases of it are a hundred fields all the same.
        maxAliases: { n: config.graphqlLimits.aliases, allowList: [] },
        maxTokens: { n: config.graphqlLimits.tokens },
        maxDirectives: { n: 20 },
        costLimit: { maxCost: config.graphqlLimits.cost, flattenFragments: true },
        blockFieldSuggestion: { enabled: config.isProduction },
      }),
      ...(config.isProduction ? [useDisableIntrospection()] : []),
      // What the client sees as 'Unexpected error.' is logged whole, with the request's id (the request's own logger).
      useErrorHandler(({ errors, context, phase }) => {
        // In the execution phase envelop hands over the execution's arguments, the context among them.
        const { req } = (phase === 'execution' ? (context as { contextValue: Partial<YogaServerContext> }).contextValue : context) as Partial<YogaServerContext>;
        for (const error of errors) {
          if (isUnexpected(error))
            req?.log.error({ err: error instanceof GraphQLError ? (error.originalError ?? error) : error, path: error instanceof GraphQLError ? error.path : undefined }, 'unexpected GraphQL error');
        }
      }),
      useRequestIdInMaskedErrors(),
      usePersistedOperations({
        getPersistedOperation: (id: string) => persisted[id] ?? null,
        // Outside production ad-hoc documents are allowed (tests, GraphiQL); in production only persisted ones.
        allowArbitraryOperations: !config.isProduction,
        skipDocumentValidation: false,
      }),
    ],
  });

  registerGraphqlRoute(app, yoga);

  const restRoutes: RestRoute[] = [];
  app.decorate('restRoutes', restRoutes);
  await app.register(restPlugin(services, restRoutes), { prefix: '/api' });

  registerOperations(app, { db, storage: services.storage });

  app.get<{ Params: { id: string; name: string } }>('/files/:id/:name', async (request, reply) => {
    const id = Number(request.params.id);
    const file = Number.isSafeInteger(id) && id > 0 ? await findContentFile(db.prisma, services.storage, id, request.params.name) : null;
    if (!file) return reply.status(404).send({ message: 'Not Found' });
    void reply.header('Content-Type', file.mime);
    void reply.header('Cache-Control', 'public, max-age=86400');
    void reply.header('ETag', `"${file.sha256}"`);
    // SVG may carry script: never let a browser run it from our origin.
    void reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return reply.send(Buffer.from(file.content));
  });

  registerFormulaFonts(app);
  // The set pages' first answers (./preload.ts): the endpoint's own execution, with the page request's viewer.
  await registerWebApp(app, config.webDist, async (request, reply, url) => {
    const response = await yoga.fetch(`http://localhost${url}`, { headers: { accept: 'application/json' } }, { req: request, reply });
    return { status: response.status, json: await response.json().catch(() => null) };
  });
  return app;
}
