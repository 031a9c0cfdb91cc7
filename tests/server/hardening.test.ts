import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadPersistedOperations } from '../../server/http/app.ts';
import { projectRoot } from '../../server/db/migrations.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';

describe('GraphQL hardening in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', ID_SECRET: 'production-id-secret-0123456789', APP_SECRET: 'production-app-secret-0123456789' });
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
      for (const e of body.errors ?? []) if (/(depth|cost|token|alias|directive)s? limit/i.test(e.message)) refused.push(`${loadPersistedOperations()[id]!.split('(')[0]!.split('{')[0]!.trim()}: ${e.message}`);
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

  it('sends secure cookies', async () => {
    const response = await server.get('/sanctum/csrf-cookie');
    expect(response.headers.getSetCookie().join(';')).toMatch(/Secure/i);
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
    // 'Stream:abc' reaches the database as an invalid id: the database error must not reach the client.
    const result = await server.graphql('query ($id: ID!) { node(id: $id) { id } }', { id: Buffer.from('Stream:abc').toString('base64') });
    expect(result.errors?.map((e) => e.message)).toEqual(['Unexpected error.']);
  });

  it('sends a content security policy that allows no inline script', async () => {
    const csp = (await server.get('/healthz')).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
