import { createIdCodec } from '../../server/app/ids.ts';
import { readStreamColumns, type StreamColumn } from '../../server/domain/content/streams.ts';
import { Prisma } from '../../server/db/generated/client.ts';
import { loadPersistedOperations } from '../../server/http/app.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const EXPECTED_ORDER = [
  'NaSk 1 Vmbo GT',
  'NaSk 2 Vmbo GT',
  'Natuurkunde Havo',
  'Natuurkunde Vwo',
  'Scheikunde Havo',
  'Scheikunde Vwo',
  'Wiskunde Vmbo GT',
  'Wiskunde A Havo',
  'Wiskunde A Vwo',
  'Wiskunde B Havo',
  'Wiskunde B Vwo',
];

describe('GraphQL streams', () => {
  it('lists every stream ordered by course and level, with statuses', async () => {
    const result = await server.graphql<{ streams: { id: string; name: string; slug: string; practiceStatus: string; reviewStatus: string; course: { name: string }; level: { name: string } }[] }>(
      `{ streams { id name slug practiceStatus reviewStatus course { name } level { name } } }`,
    );
    expect(result.errors).toBeUndefined();
    const streams = result.data!.streams;
    expect(streams.map((s) => s.name)).toEqual(EXPECTED_ORDER);
    const scheikunde = streams.filter((s) => s.course.name === 'Scheikunde');
    expect(scheikunde.map((s) => [s.practiceStatus, s.reviewStatus])).toEqual([
      ['concept', 'missing'],
      ['concept', 'missing'],
    ]);
    expect(streams.filter((s) => s.course.name !== 'Scheikunde').every((s) => s.practiceStatus === 'published' && s.reviewStatus === 'published')).toBe(true);
  });

  it('looks a stream up by its global id through node', async () => {
    const { data } = await server.graphql<{ streams: { id: string; slug: string }[] }>(`{ streams { id slug } }`);
    const havo = data!.streams.find((s) => s.slug === 'natuurkunde-havo')!;
    const result = await server.graphql<{ node: { __typename: string; name: string; formulaSheet: string | null } | null }>(
      `query ($id: ID!) { node(id: $id) { __typename ... on Stream { name formulaSheet } } }`,
      { id: havo.id },
    );
    expect(result.data!.node).toMatchObject({ __typename: 'Stream', name: 'Natuurkunde Havo' });
    expect(result.data!.node!.formulaSheet).toMatch(/\$\$/);
  });

  it('looks a stream up by the id of its address, by its own columns alone or with its course and level', async () => {
    const havo = await server.db.prisma.stream.findUniqueOrThrow({ where: { slug: 'natuurkunde-havo' }, select: { id: true } });
    const urlId = createIdCodec(server.config.idSecret).encode(havo.id);
    // Own columns only (read past Prisma's client), and with relations (through Prisma).
    const own = await server.graphql<{ stream: { slug: string; urlId: string; practiceStatus: string; reviewStatus: string; formulaSheet: string | null } | null }>(
      `query ($urlId: String!) { stream(urlId: $urlId) { slug urlId practiceStatus reviewStatus formulaSheet } }`,
      { urlId },
    );
    expect(own.errors).toBeUndefined();
    expect(own.data!.stream).toMatchObject({ slug: 'natuurkunde-havo', urlId, practiceStatus: 'published', reviewStatus: 'published' });
    expect(own.data!.stream!.formulaSheet).toMatch(/\$\$/);
    const named = await server.graphql<{ stream: { slug: string; name: string; course: { name: string } } | null }>(`query ($urlId: String!) { stream(urlId: $urlId) { slug name course { name } } }`, {
      urlId,
    });
    expect(named.data!.stream).toEqual({ slug: 'natuurkunde-havo', name: 'Natuurkunde Havo', course: { name: 'Natuurkunde' } });
    const missing = await server.graphql<{ stream: unknown }>(`query ($urlId: String!) { stream(urlId: $urlId) { slug } }`, { urlId: createIdCodec(server.config.idSecret).encode(999999) });
    expect(missing).toEqual({ data: { stream: null } });
  });

  it('reads a stream’s every column as Prisma reads it, on the hot path too', async () => {
    const select = Object.fromEntries(Object.keys(Prisma.StreamScalarFieldEnum).map((field) => [field, true])) as Prisma.StreamSelect;
    const { id } = await server.db.prisma.stream.findFirstOrThrow({ where: { slug: 'scheikunde-vwo' }, select: { id: true } });
    const viaPrisma = await server.db.prisma.stream.findUnique({ where: { id }, select });
    const direct = await readStreamColumns(server.db.prisma, id, Object.keys(select) as StreamColumn[]);
    expect(direct).toEqual(viaPrisma);
    expect(direct).toMatchObject({ slug: 'scheikunde-vwo', practiceStatus: 'concept', reviewStatus: 'missing' });
    expect((direct as { createdAt: unknown }).createdAt).toBeInstanceOf(Date);
  });

  it('answers null for a node id that does not exist', async () => {
    const id = Buffer.from('Stream:999999').toString('base64');
    const result = await server.graphql<{ node: unknown }>(`query ($id: ID!) { node(id: $id) { id } }`, { id });
    expect(result.data!.node).toBeNull();
  });

  it('runs the operations relay-compiler persisted for the web app by their id', async () => {
    const persisted = loadPersistedOperations();
    const [id, text] = Object.entries(persisted).find(([, doc]) => doc.includes('query StreamsScreenQuery'))!;
    expect(text).toContain('StreamList_streams');
    const client = server.client();
    await client.csrf();
    const response = await client.post('/graphql', { variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
    const body = (await response.json()) as { data: { streams: { name: string }[] } };
    expect(body.data.streams.map((s) => s.name)).toEqual(EXPECTED_ORDER);
  });

  it('rejects batched requests', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.post('/graphql', [{ query: '{ streams { id } }' }, { query: '{ streams { id } }' }]);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ message: 'Batching is not supported.', extensions: { code: 'BAD_REQUEST' } }] });
  });
});

describe('REST /api/streams', () => {
  it('returns the legacy shape with opaque ids', async () => {
    const response = await server.get('/api/streams');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>[];
    expect(body).toHaveLength(11);
    const havo = body.find((s) => s.slug === 'natuurkunde-havo')!;
    expect(Object.keys(havo).sort()).toEqual(['course', 'id', 'level', 'proportion_threshold_high', 'proportion_threshold_low', 'slug', 'status'].sort());
    expect(havo).toMatchObject({ status: 'published', course: { name: 'Natuurkunde' }, level: { name: 'Havo' }, proportion_threshold_low: 0 });
    expect(typeof havo.id).toBe('string');
    expect(havo.id).not.toMatch(/^\d+$/);
    const ids = createIdCodec(server.config.idSecret);
    const row = await server.db.prisma.stream.findUniqueOrThrow({ where: { slug: 'natuurkunde-havo' } });
    expect(ids.decode(havo.id as string)).toBe(row.id);
    expect(body.map((s) => `${(s.course as { name: string }).name} ${(s.level as { name: string }).name}`)).toEqual(EXPECTED_ORDER);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await server.get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });
});

describe('health and files', () => {
  it('reports the database on /healthz', async () => {
    const response = await server.get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('serves the figures of the content as sandboxed SVG', async () => {
    const attachment = await server.db.prisma.attachment.findFirstOrThrow({ include: { file: { select: { id: true, name: true } } } });
    const response = await server.get(`/files/${attachment.file.id}/${encodeURIComponent(attachment.file.name)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(await response.text()).toMatch(/^<svg/);
    expect((await server.get(`/files/${attachment.file.id}/other-name.svg`)).status).toBe(404);
  });

  it('sends security headers with a content security policy', async () => {
    const response = await server.get('/api/streams');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
