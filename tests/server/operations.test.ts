// Operations (issue 48, part 5): /healthz says the process is alive without asking the database; /readyz says whether
// the database answers, its migrations are the ones on disk and the server is not shutting down, and which check
// failed; GET /metrics counts requests by route template and status (never a raw address) and is for this machine or
// the bearer of METRICS_TOKEN only; every answer carries X-Request-Id, the same id is in the request's log lines, in a
// 500's body and in a masked GraphQL error, and an incoming id is kept only from a trusted proxy. Real HTTP against
// real servers on fresh databases; expected values are literals or what the test itself sent.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import { signedInSetMaker, streamIdOf } from '../setup/factories.ts';

/** This machine's address on a network interface (not loopback). */
function networkAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
  if (!address) throw new Error('This test needs a network interface besides loopback (a request from an address that is not 127.0.0.1).');
  return address;
}

/** A GET from a chosen local address (127.0.0.2 is loopback too, and a different peer than 127.0.0.1). */
function getFrom(
  target: TestServer,
  path: string,
  options: { host?: string; localAddress?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const port = Number(new URL(target.url).port);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: options.host ?? '127.0.0.1', port, path, localAddress: options.localAddress, headers: options.headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let server: TestServer;
const lines: string[] = [];
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  // Debug: Fastify then logs a line as each request comes and goes (and TRUST_PROXY believes a proxy on this machine).
  // Its trusted proxy is 127.0.0.2: requests from 127.0.0.1 are from anyone else.
  server = await startTestServer({ LOG_LEVEL: 'debug', TRUST_PROXY: '127.0.0.2' }, { host: '0.0.0.0', logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(async () => {
  await server?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The value of one sample of the Prometheus text (0 when the series is not there yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '')
      .split(/,(?=[a-zA-Z_]\w*=")/)
      .filter(Boolean)
      .sort();
    if (have.length === wanted.length && have.every((pair, i) => pair === wanted[i])) return Number(match[3]);
  }
  return 0;
}

async function scrape(target: TestServer = server, headers: Record<string, string> = {}): Promise<string> {
  const response = await target.get('/metrics', { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

describe('health and readiness', () => {
  it('answers /healthz and /readyz without a cookie, a session or a log line', async () => {
    const before = lines.length;
    const health = await server.get('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
    const ready = await server.get('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });
    for (const answer of [health, ready]) {
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect(answer.headers.get('x-request-id')).toMatch(UUID);
    }
    // The XSRF cookie every other first request gets: the probes' silence above is theirs.
    expect((await server.get('/api/streams')).headers.getSetCookie().join()).toContain('XSRF-TOKEN=');
    const probeLines = lines.slice(before).filter((line) => /healthz|readyz/.test(line));
    expect(probeLines).toEqual([]);
  });

  it('keeps /healthz at 200 while /readyz answers 503 naming the check that failed: migrations, database, shutdown', async () => {
    const own = await startTestServer();
    try {
      // A migration on disk that the database has not applied (its row removed, as before `db:migrate` ran it).
      const [last] = await own.db.prisma.$queryRaw<{ migration_name: string }[]>`SELECT migration_name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`;
      await own.db.prisma.$executeRaw`DELETE FROM _prisma_migrations WHERE migration_name = ${last!.migration_name}`;
      const pending = await own.get('/readyz');
      expect(pending.status).toBe(503);
      expect(await pending.json()).toEqual({ status: 'unavailable', checks: { migrations: `migrations not current (pending: ${last!.migration_name})` } });
      // Applied again: ready again at the next probe (a failing check is not remembered).
      await own.db.prisma
        .$executeRaw`INSERT INTO _prisma_migrations (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES (${'ops-test'}, ${'x'}, now(), ${last!.migration_name}, now(), 1)`;
      expect((await own.get('/readyz')).status).toBe(200);

      // The database gone: alive still, not ready.
      await own.db.close();
      expect((await own.get('/healthz')).status).toBe(200);
      const down = await own.get('/readyz');
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'unavailable', checks: { database: 'the database does not answer', migrations: 'not checked: the database does not answer' } });

      // The shutdown's first step comes before any other check.
      own.app.operations.beginShutdown();
      const closing = await own.get('/readyz');
      expect(closing.status).toBe(503);
      expect(await closing.json()).toEqual({ status: 'unavailable', checks: { shutdown: 'shutting down' } });
    } finally {
      await own.app.close();
    }
  });

  it('answers /readyz 503 when the file store does not answer', async () => {
    // A store folder that cannot be made: its parent is a file.
    const parent = mkdtempSync(join(tmpdir(), 'vraagwerk-ops-'));
    writeFileSync(join(parent, 'not-a-folder'), '');
    const own = await startTestServer({ FILES_DIR: join(parent, 'not-a-folder', 'files') });
    try {
      const answer = await own.get('/readyz');
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ status: 'unavailable', checks: { storage: 'the file store does not answer' } });
      expect((await own.get('/healthz')).status).toBe(200);
    } finally {
      await own.close();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe('metrics', () => {
  it('counts requests by route template and status, exactly, with no raw address in the scrape', async () => {
    // A stream's feedback options: its opaque id in the address.
    const [stream] = (await (await server.get('/api/streams')).json()) as { id: string }[];
    const route = { method: 'GET', route: '/api/feedback/:stream' };
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await server.get(`/api/feedback/${stream!.id}`)).status).toBe(200);
    for (const id of ['zzzzzzQ', 'zzzzzzR']) expect((await server.get(`/api/feedback/${id}`)).status).toBe(404);
    expect((await server.get('/api/no-such-route/4242')).status).toBe(404);
    await server.get('/healthz');
    await server.get('/readyz');
    const after = await scrape();

    const delta = (labels: Record<string, string>) => sample(after, 'vraagwerk_http_requests_total', labels) - sample(before, 'vraagwerk_http_requests_total', labels);
    expect(delta({ ...route, status: '200' })).toBe(3);
    expect(delta({ ...route, status: '404' })).toBe(2);
    expect(delta({ method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(sample(after, 'vraagwerk_http_request_duration_seconds_count', route) - sample(before, 'vraagwerk_http_request_duration_seconds_count', route)).toBe(5);
    // The probes and the scrapes are not requests of the product.
    expect(after).not.toMatch(/route="\/(healthz|readyz|metrics)"/);
    for (const raw of [stream!.id, 'zzzzzzQ', '4242', 'no-such-route']) expect(after).not.toContain(raw);
    // The process's own metrics and the document metrics are there too.
    expect(after).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(after).toContain('# TYPE vraagwerk_document_seconds histogram');
    expect(after).toContain('# TYPE vraagwerk_document_queue_depth gauge');
  });

  it('shows the PostgreSQL pool, and no pool for PGlite', async () => {
    const text = await scrape();
    if (process.env.TEST_DATABASE_URL) {
      // The requests above opened connections; a pool of 10 holds some, none is waiting at rest.
      expect(sample(text, 'vraagwerk_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'vraagwerk_db_pool_connections')).toBeLessThanOrEqual(10);
      expect(sample(text, 'vraagwerk_db_pool_idle_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'vraagwerk_db_pool_waiting_clients')).toBe(0);
    } else {
      expect(text).not.toContain('vraagwerk_db_pool');
    }
  });

  it('answers only on this machine without METRICS_TOKEN: 404 to any other peer, whatever X-Forwarded-For says', async () => {
    const host = networkAddress();
    const far = await getFrom(server, '/metrics', { host });
    expect(far.status).toBe(404);
    expect(far.body).toBe('{"message":"Not Found"}');
    const pretending = await getFrom(server, '/metrics', { host, headers: { 'X-Forwarded-For': '127.0.0.1' } });
    expect(pretending.status).toBe(404);
    expect((await getFrom(server, '/metrics', { localAddress: '127.0.0.2' })).status).toBe(200);
  });

  it('asks for the bearer token when METRICS_TOKEN is set, also on this machine', async () => {
    const guarded = await startTestServer({ METRICS_TOKEN: 'scraper-token-0123456789' }, { host: '0.0.0.0' });
    try {
      expect((await guarded.get('/metrics')).status).toBe(401);
      expect((await guarded.get('/metrics', { headers: { Authorization: 'Bearer scraper-token-012345678' } })).status).toBe(401);
      expect((await guarded.get('/metrics', { headers: { Authorization: 'Basic scraper-token-0123456789' } })).status).toBe(401);
      const text = await scrape(guarded, { Authorization: 'Bearer scraper-token-0123456789' });
      expect(text).toContain('# TYPE vraagwerk_http_requests_total counter');
      // Another peer with the token is a scraper elsewhere: welcome.
      const far = await getFrom(guarded, '/metrics', { host: networkAddress(), headers: { Authorization: 'Bearer scraper-token-0123456789' } });
      expect(far.status).toBe(200);
      expect(far.body).toContain('# TYPE vraagwerk_http_requests_total counter');
    } finally {
      await guarded.close();
    }
  });
});

describe('document metrics', () => {
  it('times each document request by kind and outcome, and shows the queue depth', async () => {
    const own = await startTestServer({ DOCUMENT_THREADS: '1' });
    try {
      const ids = createIdCodec(own.config.idSecret);
      const owner = await signedInSetMaker(own);
      const topic = await own.db.prisma.topic.findFirstOrThrow({
        where: { exam: { stream: { slug: 'natuurkunde-havo' } } },
        orderBy: { id: 'asc' },
        select: { questions: { orderBy: { number: 'asc' }, take: 2, select: { id: true } } },
      });
      const made = await owner.json<{ id: string }>('POST', '/api/collections', {
        name: 'Metingen',
        download_type: 'pdf',
        topic_order: null,
        course_id: ids.encode(await streamIdOf(own.db.prisma, 'natuurkunde-havo')),
        questions: topic.questions.map((q) => ids.encode(q.id)),
      });
      expect(made.status).toBe(201);
      const before = await scrape(own);
      expect(sample(before, 'vraagwerk_document_queue_depth')).toBe(0);
      // Rendered the first time, from memory the second.
      for (let i = 0; i < 2; i++) expect((await owner.get(`/api/download-collection-pdf/${made.body.id}?type=pdf`)).status).toBe(200);
      const after = await scrape(own);
      const count = (outcome: string) => sample(after, 'vraagwerk_document_seconds_count', { kind: 'pdf', outcome });
      expect([count('rendered'), count('memory'), count('stored'), count('busy'), count('failed')]).toEqual([1, 1, 0, 0, 0]);
      // Rendering takes longer than a millisecond: its time is in a bucket above the first.
      expect(sample(after, 'vraagwerk_document_seconds_bucket', { kind: 'pdf', outcome: 'rendered', le: '0.001' })).toBe(0);
      expect(sample(after, 'vraagwerk_document_seconds_sum', { kind: 'pdf', outcome: 'rendered' })).toBeGreaterThan(0.001);
      expect(sample(after, 'vraagwerk_document_queue_depth')).toBe(0);
    } finally {
      await own.close();
    }
  });
});

describe('request ids', () => {
  it('keeps a well-formed id from a trusted proxy, and refuses one from anyone else or ill-formed', async () => {
    const trusted = await getFrom(server, '/api/streams', { localAddress: '127.0.0.2', headers: { 'X-Request-Id': 'proxy-7f3a9c:0001' } });
    expect(trusted.status).toBe(200);
    expect(trusted.headers['x-request-id']).toBe('proxy-7f3a9c:0001');
    for (const bad of ['short', 'has space in it', 'x'.repeat(129), 'semi;colon-12345']) {
      const answer = await getFrom(server, '/api/streams', { localAddress: '127.0.0.2', headers: { 'X-Request-Id': bad } });
      expect(answer.headers['x-request-id']).toMatch(UUID);
    }
    // A peer TRUST_PROXY does not name (127.0.0.1 here, and this machine's network address): its id is not believed.
    for (const from of [{ localAddress: '127.0.0.1' }, { host: networkAddress() }]) {
      const untrusted = await getFrom(server, '/api/streams', { ...from, headers: { 'X-Request-Id': 'proxy-7f3a9c:0002' } });
      expect(untrusted.status).toBe(200);
      expect(untrusted.headers['x-request-id']).toMatch(UUID);
    }
    // Each request its own.
    const ids = await Promise.all([1, 2, 3].map(async () => (await server.get('/api/streams')).headers.get('x-request-id')));
    expect(new Set(ids).size).toBe(3);
  });

  it("puts the id in the request's log lines", async () => {
    const answer = await getFrom(server, '/api/streams', { localAddress: '127.0.0.2', headers: { 'X-Request-Id': 'trace-log-lines-0001' } });
    expect(answer.status).toBe(200);
    const mine = logged().filter((line) => line.reqId === 'trace-log-lines-0001');
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('names the request in the header of a 4xx, in the body of a 500 and in a masked GraphQL error, and not in a 2xx body', async () => {
    // Malformed JSON to /graphql: the body parser's 400, through the app's error handler.
    const client = server.client();
    await client.csrf();
    const badJson = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'X-XSRF-TOKEN': decodeURIComponent(client.cookies.get('XSRF-TOKEN')!) },
      body: '{"query": ',
    });
    expect(badJson.status).toBe(400);
    // A 4xx keeps document 4's shape exactly (legacy clients and tests compare it whole): the id is in its header.
    expect(badJson.headers.get('x-request-id')).toMatch(UUID);
    expect(await badJson.json()).toEqual({ message: "Body is not valid JSON but content-type is set to 'application/json'" });
    const ok = await server.get('/api/streams');
    expect(await ok.text()).not.toContain(ok.headers.get('x-request-id')!);

    await server.db.prisma.$executeRawUnsafe('ALTER TABLE streams RENAME TO streams_gone');
    try {
      const rest = await server.get('/api/streams');
      expect(rest.status).toBe(500);
      const restId = rest.headers.get('x-request-id')!;
      expect(restId).toMatch(UUID);
      expect(await rest.json()).toEqual({ message: 'Server Error', requestId: restId });
      // The log line of the failure carries it.
      expect(logged().some((line) => line.reqId === restId && line.level === 50)).toBe(true);

      const graphql = await server.get(`/graphql?query=${encodeURIComponent('{ node(id: "U3RyZWFtOjE=") { id } }')}`);
      const graphqlId = graphql.headers.get('x-request-id')!;
      const body = (await graphql.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
      expect(body.errors.map((error) => [error.message, error.extensions.code, error.extensions.requestId])).toEqual([['Unexpected error.', 'INTERNAL_SERVER_ERROR', graphqlId]]);
      expect(logged().some((line) => line.reqId === graphqlId && line.msg === 'unexpected GraphQL error')).toBe(true);
    } finally {
      await server.db.prisma.$executeRawUnsafe('ALTER TABLE streams_gone RENAME TO streams');
    }
  });
});
