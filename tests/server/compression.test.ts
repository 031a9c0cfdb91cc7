// Compression and caching over real HTTP: the web build's precompressed files with their cache headers, and dynamic
// GraphQL and REST answers compressed above 1 kB.
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildWeb } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire (not decoded). */
  body: Buffer;
}

/** A request without fetch's automatic decoding, so the test sees what was sent. */
function raw(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (init.body) req.write(init.body);
    req.end();
  });
}

function decode(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.body.toString('utf8');
}

describe('compression and caching', () => {
  let server: TestServer;
  let dist: string;
  let script: string;
  let csrf: { cookie: string; token: string };

  beforeAll(async () => {
    dist = buildWeb();
    server = await startTestServer({ WEB_DIST: dist });
    // The entry script that index.html loads.
    script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))![1]!;
    const response = await fetch(`${server.url}/sanctum/csrf-cookie`);
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('XSRF-TOKEN='))!
      .split(';')[0]!;
    csrf = { cookie, token: decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) };
  });
  afterAll(async () => {
    await server?.close();
  });

  const graphql = (query: string, acceptEncoding?: string) =>
    raw(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Cookie: csrf.cookie,
        'X-XSRF-TOKEN': csrf.token,
        ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}),
      },
      body: JSON.stringify({ query }),
    });

  it('writes brotli and gzip copies of the build next to each script, stylesheet and page', () => {
    const assets = readdirSync(join(dist, 'assets'));
    const scripts = assets.filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(1);
    for (const file of [...scripts, ...assets.filter((f) => f.endsWith('.css'))]) {
      expect(assets).toContain(`${file}.br`);
      expect(assets).toContain(`${file}.gz`);
    }
    const original = readFileSync(join(dist, script));
    expect(brotliDecompressSync(readFileSync(join(dist, `${script}.br`)))).toEqual(original);
    expect(gunzipSync(readFileSync(join(dist, `${script}.gz`)))).toEqual(original);
    expect(readdirSync(dist)).toEqual(expect.arrayContaining(['index.html.br', 'index.html.gz']));
  });

  it('serves a hashed script brotli-compressed when asked, cached for a year', async () => {
    const original = readFileSync(join(dist, script), 'utf8');
    const br = await raw(`${server.url}${script}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(original.length / 3);
    expect(decode(br)).toBe(original);

    const gzip = await raw(`${server.url}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip)).toBe(original);

    const plain = await raw(`${server.url}${script}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body.toString('utf8')).toBe(original);
  });

  it('serves index.html for client-side routes without preloaded answers, revalidated on every load; the icon is kept for a day', async () => {
    const index = readFileSync(join(dist, 'index.html'), 'utf8');
    // An e-mail address in the path ends like a file name ('.nl') but is a page of the back-office.
    for (const path of ['/forgot-password', '/vakken/abc/examens', '/leerlingen', '/admin/users/docent@school.nl', '/admin/users/a.b@c.com']) {
      const page = await raw(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'br' } });
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(decode(page)).toBe(index);
    }
    const favicon = await raw(`${server.url}/favicon.svg`);
    expect(favicon.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers a missing file or server path with a JSON 404', async () => {
    for (const path of ['/assets/index-ontbreekt.js', '/api/bestaat-niet', '/graphql/x', '/files/1/x.png', '/plaatje.png']) {
      const response = await raw(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'br' } });
      expect([path, response.status]).toEqual([path, 404]);
      expect(JSON.parse(decode(response))).toEqual({ message: 'Not Found' });
    }
  });

  it('compresses a GraphQL answer over 1 kB, decoding to the same JSON', async () => {
    const query = '{ streams { id slug name urlId practiceStatus level { name } } }';
    const plain = await graphql(query);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const json = JSON.parse(plain.body.toString('utf8')) as { data: { streams: unknown[] } };
    expect(json.data.streams).toHaveLength(11);

    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const compressed = await graphql(query, accept);
      expect(compressed.status).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(compressed.headers['content-length'])).toBe(compressed.body.length);
      expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decode(compressed))).toEqual(json);
    }
  });

  it('compresses a GraphQL answer over 64 kB too (in a stream, off the request thread), decoding to the same JSON', async () => {
    // Answers up to 64 kB are compressed in one call; larger ones go through a stream. The schema's own description
    // (introspection, outside production) is larger than that.
    const query = '{ __schema { types { name description fields { name description args { name description } } } } }';
    const plain = await graphql(query);
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(64 * 1024);
    const json = JSON.parse(plain.body.toString('utf8')) as { data: { __schema: { types: unknown[] } } };
    expect(json.data.__schema.types.length).toBeGreaterThan(50);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const compressed = await graphql(query, accept);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      // Streamed: its compressed length is not known when the headers go out.
      expect(compressed.headers['content-length']).toBeUndefined();
      expect(compressed.body.length).toBeLessThan(plain.body.length / 4);
      expect(JSON.parse(decode(compressed))).toEqual(json);
    }
  });

  it('compresses an answer of up to 64 kB in one call, with its length (a page of search results is 10 kB)', async () => {
    const query = '{ __schema { types { name description } } }';
    const plain = await graphql(query);
    expect(plain.body.length).toBeGreaterThan(8 * 1024);
    expect(plain.body.length).toBeLessThanOrEqual(64 * 1024);
    const compressed = await graphql(query, 'gzip, deflate, br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(Number(compressed.headers['content-length'])).toBe(compressed.body.length);
    expect(JSON.parse(decode(compressed))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('sends a small GraphQL answer as it is', async () => {
    const small = await graphql('{ viewer { user { email } } }', 'gzip, deflate, br');
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.length).toBeLessThan(1024);
    expect(Number(small.headers['content-length'])).toBe(small.body.length);
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ data: { viewer: { user: null } } });
  });

  it('compresses a REST answer over 1 kB and leaves a small one alone', async () => {
    const plain = await raw(`${server.url}/api/streams`, { headers: { Accept: 'application/json' } });
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await raw(`${server.url}/api/streams`, { headers: { Accept: 'application/json', 'Accept-Encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(br))).toEqual(JSON.parse(plain.body.toString('utf8')));

    const small = await raw(`${server.url}/healthz`, { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ status: 'ok', database: expect.any(String) });
  });
});
