import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../server/db/migrations.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { loadConfig, parseTrustProxy } from '../../server/config.ts';
import type { AddressInfo } from 'node:net';
import { buildApp, loadPersistedOperations } from '../../server/http/app.ts';
import { redactUrl } from '../../server/http/logging.ts';
import { clockFrom } from '../../server/domain/clock.ts';
import { openTestDatabase } from '../setup/database.ts';
import { TEST_NOW } from '../setup/env.ts';

describe('GraphQL hardening in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', ID_SECRET: 'production-id-secret-0123456789', APP_SECRET: 'production-app-secret-0123456789', PUBLIC_URL: 'https://vraagwerk.example' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses ad-hoc documents and runs only the persisted operations', async () => {
    const adHoc = await server.graphql('{ streams { id } }');
    expect(adHoc.data).toBeUndefined();
    expect(adHoc.errors?.[0]?.message).toMatch(/PersistedQueryOnly/);
    const [id] = Object.entries(loadPersistedOperations()).find(([, text]) => text.includes('query StreamsScreenQuery'))!;
    const client = server.client();
    await client.csrf();
    const response = await client.post('/graphql', { variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
    const body = (await response.json()) as { data: { streams: unknown[] } };
    expect(body.data.streams).toHaveLength(11);
  });

  // The limits below must never refuse the web app's own operations (a screen would show 'Er ging iets mis').
  it('runs every operation of the web app within the GraphQL limits', async () => {
    const dir = join(projectRoot, 'web/__generated__');
    const ids = readdirSync(dir)
      .filter((f) => f.endsWith('.graphql.ts'))
      .flatMap((f) => /"id": "([0-9a-f]{64})"/.exec(readFileSync(join(dir, f), 'utf8'))?.[1] ?? []);
    expect(ids.length).toBeGreaterThan(20);
    const client = server.client();
    await client.csrf();
    const refused: string[] = [];
    for (const id of ids) {
      const response = await client.post('/graphql', { variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
      const body = (await response.json()) as { errors?: { message: string }[] };
      // Without its variables an operation may fail to run; it must not be refused for its size.
      for (const e of body.errors ?? [])
        if (/(depth|cost|token|alias|directive)s? limit/i.test(e.message)) refused.push(`${loadPersistedOperations()[id]!.split('(')[0]!.split('{')[0]!.trim()}: ${e.message}`);
    }
    expect(refused).toEqual([]);
  });

  it('refuses a persisted id with a document next to it', async () => {
    const client = server.client();
    await client.csrf();
    const [id] = Object.entries(loadPersistedOperations()).find(([, text]) => text.includes('query StreamsScreenQuery'))!;
    const response = await client.post('/graphql', { query: '{ __schema { types { name } } }', extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
    const body = (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions?.code).toBe('CANNOT_SEND_PQ_ID_AND_BODY');
  });

  it('believes one proxy hop by default: a client-chosen first X-Forwarded-For entry never becomes the address the limits count', async () => {
    // An unknown invitation link counts against the sender's address (the guessing limit).
    const miss = (forwardedFor: string) => server.get(`/api/invite-status?token=${'x'.repeat(43)}`, { headers: { 'X-Forwarded-For': forwardedFor } });
    const misses = async (ip: string) => (await server.db.prisma.loginThrottle.findUnique({ where: { key: `rate|invite-miss|${ip}` } }))?.failures ?? 0;
    // The proxy appends the address it saw (203.0.113.7); whatever the client wrote before it is ignored.
    for (const forged of ['198.51.100.1', '198.51.100.2, 192.0.2.9', 'not-an-address']) {
      expect((await miss(`${forged}, 203.0.113.7`)).status).toBe(200);
    }
    expect(await misses('203.0.113.7')).toBe(3);
    for (const forged of ['198.51.100.1', '198.51.100.2', '192.0.2.9']) expect(await misses(forged)).toBe(0);
  });

  it('sends secure cookies', async () => {
    const response = await server.get('/sanctum/csrf-cookie');
    expect(response.headers.getSetCookie().join(';')).toMatch(/Secure/i);
  });
});

describe('TRUST_PROXY: whose X-Forwarded-For makes the address of a request', () => {
  it.each([
    ['unset in production: one hop', undefined, true, 1],
    ['unset otherwise: nobody', undefined, false, false],
    ['false', 'false', true, false],
    ['true (only when nothing but the proxy can reach the server)', 'true', true, true],
    ['a number of hops', '2', true, 2],
    ['0 hops: nobody', '0', true, false],
    ['addresses and ranges', ' 10.0.0.0/8, 127.0.0.1 ,::1, fd00::/8', false, ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']],
    ["proxy-addr's range names", 'loopback,uniquelocal', false, ['loopback', 'uniquelocal']],
  ] as const)('%s', (_name, value, production, expected) => {
    expect(parseTrustProxy(value, production)).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '11', 'localhost', '1.2.3.4, nope', ','])('refuses %j at start-up', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it('believes only the listed proxies when given', async () => {
    const behindLoopback = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
    try {
      await behindLoopback.get(`/api/invite-status?token=${'y'.repeat(43)}`, { headers: { 'X-Forwarded-For': '198.51.100.1, 203.0.113.7' } });
      const keys = await behindLoopback.db.prisma.loginThrottle.findMany({ where: { key: { startsWith: 'rate|invite-miss|' } }, select: { key: true } });
      // 127.0.0.1 (the peer) is the listed proxy: the address it forwarded counts, nothing the client wrote before it.
      expect(keys.map((k) => k.key)).toEqual(['rate|invite-miss|203.0.113.7']);
    } finally {
      await behindLoopback.close();
    }
  });
});

describe('GraphQL limits in every mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses documents deeper than the configured limit', async () => {
    const shallow = await startTestServer({ GRAPHQL_MAX_DEPTH: '5' });
    try {
      expect((await shallow.graphql('{ viewer { user { email } } }')).errors).toBeUndefined();
      const result = await shallow.graphql('{ viewer { user { seats { license { groups { stream { course { name } } } } } } } }');
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]?.message).toMatch(/depth/i);
    } finally {
      await shallow.close();
    }
  });

  it('refuses documents with too many tokens', async () => {
    const fields = Array.from({ length: 2500 }, () => '__typename').join(' ');
    const result = await server.graphql(`{ ${fields} }`);
    expect(result.errors?.[0]?.message).toBe('Syntax Error: Token limit of 2000 exceeded.');
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: streams { id }`).join(' ');
    const result = await server.graphql(`{ ${aliases} }`);
    expect(result.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('masks unexpected errors', async () => {
    // A server of its own whose streams table is gone: the database's error must not reach the client. (A malformed
    // id such as 'Stream:abc' no longer reaches the database: it is a validation error, tests/server/graphqlLimits.test.ts.)
    const broken = await startTestServer();
    try {
      await broken.db.prisma.$executeRawUnsafe('ALTER TABLE streams RENAME TO streams_gone');
      const result = await broken.graphql('query ($id: ID!) { node(id: $id) { id } }', { id: Buffer.from('Stream:1').toString('base64') });
      expect(result.errors?.map((e) => e.message)).toEqual(['Unexpected error.']);
      expect(JSON.stringify(result)).not.toContain('streams');
    } finally {
      await broken.close();
    }
  });

  it('sends a content security policy that allows no inline script', async () => {
    const csp = (await server.get('/healthz')).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('sends the same security headers on every kind of answer, a refusal too', async () => {
    const answers = [await server.get('/healthz'), await server.get('/api/user'), await server.get('/files/999999/x.png'), await server.get('/graphql?query=%7B__typename%7D')];
    // An answer, a refusal of a visitor, a missing file and a GraphQL answer.
    expect(answers.map((r) => r.status)).toEqual([200, 401, 404, 200]);
    for (const response of answers) {
      const headers = Object.fromEntries([...response.headers].filter(([name]) => SECURITY_HEADERS.includes(name)));
      expect(headers).toEqual({
        'content-security-policy':
          "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self';style-src-attr 'unsafe-inline'",
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(response.headers.has('x-powered-by')).toBe(false);
    }
  });
});

/** The headers helmet can set. Cross-origin-embedder-policy is among them so that the test sees it stays switched off. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('request logs (LOG_LEVEL=debug) never carry an activation code, an invitation token or a sign-on code', () => {
  it.each([
    ['/api/activation-status?activation_code=Abc123_secret-code', '/api/activation-status?activation_code=[redacted]'],
    ['/activate/Abc123_secret-code', '/activate/[redacted]'],
    ['/activeer/Abc123_secret-code?x=1', '/activeer/[redacted]?x=1'],
    ['/uitnodiging-accepteren/Tok3n_secret', '/uitnodiging-accepteren/[redacted]'],
    ['/api/invite-status?token=Tok3n_secret&x=1', '/api/invite-status?token=[redacted]&x=1'],
    ['/api/sso/callback?code=c0de&state=st4te', '/api/sso/callback?code=[redacted]&state=[redacted]'],
    ['/api/invite-status?%74oken=Tok3n_secret', '/api/invite-status?%74oken=[redacted]'],
    ['/api/invite-status?%E0%A4%A=broken', '/api/invite-status?[redacted]'],
    ['/api/streams/dNRlx/search/results?filter[year][0]=2023&sort=position', '/api/streams/dNRlx/search/results?filter[year][0]=2023&sort=position'],
    ['/activate', '/activate'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('writes the request lines of a debug log with the secrets redacted', async () => {
    const lines: string[] = [];
    const db = await openTestDatabase();
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug', PORT: '0', HOST: '127.0.0.1' }), db, {
      clock: clockFrom(TEST_NOW),
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      for (const path of [
        '/api/activation-status?activation_code=GeheimeCode_1234567890abcdef',
        '/activate/GeheimeCode_1234567890abcdef',
        '/uitnodiging-accepteren/GeheimTok3n_abcdefghijklmnopqrstuvwxyz',
        '/api/invite-status?token=GeheimTok3n_abcdefghijklmnopqrstuvwxyz',
      ]) {
        await (await fetch(`${url}${path}`)).arrayBuffer();
      }
    } finally {
      await app.close();
      await db.close();
    }
    const urls = lines.map((line) => JSON.parse(line) as { req?: { url: string } }).flatMap((entry) => (entry.req ? [entry.req.url] : []));
    expect(urls).toEqual(['/api/activation-status?activation_code=[redacted]', '/activate/[redacted]', '/uitnodiging-accepteren/[redacted]', '/api/invite-status?token=[redacted]']);
    expect(lines.join('\n')).not.toMatch(/Geheim/);
  });
});
