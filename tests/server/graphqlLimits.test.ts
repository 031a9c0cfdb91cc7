// GraphQL's edges (issue 43, item 6 and the logging of item 5): a bad Date is the client's validation error, not a
// masked one; __typename aliases count towards the alias limit; nodes(ids:) takes at most 100 ids; a JSON body that is
// no object gets a plain 400; an unexpected error is logged whole with the request's id.
import type { AddressInfo } from 'node:net';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { loadConfig } from '../../server/config.ts';
import { buildApp } from '../../server/http/app.ts';
import { clockFrom } from '../../server/domain/clock.ts';
import { openTestDatabase } from '../setup/database.ts';
import { TEST_NOW } from '../setup/env.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { signedInClient } from '../setup/factories.ts';
import { createClient, type HttpClient } from '../setup/client.ts';
import { createIdCodec } from '../../server/app/ids.ts';

let server: TestServer;
let teacher: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  teacher = await signedInClient(server, 'docent@vraagwerk.nl');
});
afterAll(async () => {
  await server.close();
});

const HIDE = 'mutation ($id: ID!, $until: Date) { hideCollection(id: $id, until: $until) { __typename } }';

describe('the Date scalar', () => {
  it.each([
    ['not a day', 'volgende week', 'Variable "$until" got invalid value "volgende week"; Verwacht een datum als JJJJ-MM-DD.'],
    ['a day that does not exist', '2026-02-30', 'Variable "$until" got invalid value "2026-02-30"; Deze dag bestaat niet.'],
    ['a number', 20260301, 'Variable "$until" got invalid value 20260301; Verwacht een datum als JJJJ-MM-DD.'],
  ])('answers %s in a variable with a validation error', async (_name, until, message) => {
    const result = await teacher.graphql(HIDE, { id: encodeGlobalID('Collection', 'x'), until });
    expect(result.data).toBeUndefined();
    expect(result.errors?.map((e) => e.message)).toEqual([message]);
  });

  it('answers one written in the document with a validation error', async () => {
    const result = await teacher.graphql(`mutation { hideCollection(id: "${encodeGlobalID('Collection', 'x')}", until: "2026-13-01") { __typename } }`);
    expect(result.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['Deze dag bestaat niet.', 'GRAPHQL_VALIDATION_FAILED']]);
  });
});

describe('aliases', () => {
  const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

  it('counts __typename aliases towards the limit of 15, and __typename without an alias as none', async () => {
    const result = await server.graphql(aliases(100, '__typename'));
    expect(result).toEqual({ errors: [{ message: 'Syntax Error: Aliases limit of 15 exceeded, found 100.' }] });
    expect((await server.graphql(aliases(16, '__typename'))).errors?.map((e) => e.message)).toEqual(['Syntax Error: Aliases limit of 15 exceeded, found 16.']);
    const fifteen = await server.graphql<Record<string, string>>(`{ __typename ${aliases(15, '__typename').slice(1, -1)} }`);
    expect(fifteen.errors).toBeUndefined();
    expect(Object.keys(fifteen.data!)).toHaveLength(16);
  });
});

describe('nodes(ids:)', () => {
  it('takes at most 100 ids', async () => {
    const streams = await server.db.prisma.stream.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
    const id = encodeGlobalID('Stream', String(streams[0]!.id));
    const query = 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }';
    const hundred = await teacher.graphql<{ nodes: { id: string }[] }>(query, { ids: Array.from({ length: 100 }, () => id) });
    expect(hundred.errors).toBeUndefined();
    expect(hundred.data!.nodes).toHaveLength(100);
    for (const n of [101, 1000]) {
      const result = await teacher.graphql(query, { ids: Array.from({ length: n }, () => id) });
      expect(result.data).toBeNull();
      expect(result.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['Vraag hoogstens 100 objecten tegelijk op.', 'BAD_USER_INPUT']]);
    }
  });
});

describe('a malformed global id', () => {
  const NODE = 'query ($id: ID!) { node(id: $id) { id } }';
  const NODES = 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }';
  const invalid = [['Dit is geen geldige id.', 'BAD_USER_INPUT']];

  it.each([
    ['no global id', 'xyz'],
    ['no base64', '!!'],
    ['a type without an id', encodeGlobalID('Stream', '')],
    ['a negative id', encodeGlobalID('Stream', '-1')],
    ['an id that is no integer', encodeGlobalID('Stream', '1.5')],
    ['an id that is no number', encodeGlobalID('Stream', 'abc')],
    ['an id beyond an integer', encodeGlobalID('Topic', '99999999999')],
    ['an id with a leading zero', encodeGlobalID('Stream', '01')],
    ["a set's id that is no link key", encodeGlobalID('Collection', '1')],
  ])('%s is a validation error in node(id:) and nodes(ids:), not an unexpected one', async (_name, id) => {
    const node = await teacher.graphql(NODE, { id });
    expect(node.data).toEqual({ node: null });
    expect(node.errors?.map((e) => [e.message, e.extensions?.code])).toEqual(invalid);
    const nodes = await teacher.graphql(NODES, { ids: [id] });
    expect(nodes.data).toBeNull();
    expect(nodes.errors?.map((e) => [e.message, e.extensions?.code])).toEqual(invalid);
  });

  it('names a type that has no nodes', async () => {
    for (const typename of ['Nope', 'Query', 'SharedSet']) {
      const node = await teacher.graphql(NODE, { id: encodeGlobalID(typename, '1') });
      expect(node.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([[`Objecten van het type ${typename} bestaan niet.`, 'BAD_USER_INPUT']]);
    }
  });

  it('of a row that does not exist is null, for every type of node', async () => {
    for (const typename of ['Course', 'Level', 'Stream', 'Topic', 'Question', 'CartTopic', 'User', 'Group', 'Seat', 'License']) {
      const id = encodeGlobalID(typename, '999999');
      expect([typename, await teacher.graphql(NODE, { id })]).toEqual([typename, { data: { node: null } }]);
      expect([typename, await teacher.graphql(NODES, { ids: [id] })]).toEqual([typename, { data: { nodes: [null] } }]);
    }
  });

  it('leaves a well-formed id as it was', async () => {
    const stream = await server.db.prisma.stream.findFirstOrThrow({ where: { slug: 'natuurkunde-havo' }, select: { id: true } });
    const id = encodeGlobalID('Stream', String(stream.id));
    expect(await teacher.graphql(NODES, { ids: [id, id] })).toEqual({ data: { nodes: [{ id }, { id }] } });
  });

  it('in a urlId beyond an integer is no topic or stream, in GraphQL and REST', async () => {
    const huge = createIdCodec(server.config.idSecret).encode(99_999_999_999);
    expect(await teacher.graphql('query ($id: ID!) { topic(id: $id) { id } }', { id: huge })).toEqual({ data: { topic: null } });
    expect(await teacher.graphql('query ($id: String!) { stream(urlId: $id) { id } }', { id: huge })).toEqual({ data: { stream: null } });
    const rest = await teacher.get(`/api/topics/${huge}`);
    expect(rest.status).toBe(404);
  });
});

describe('a JSON body that is no object', () => {
  it.each([['null'], ['[]'], ['42'], ['"{ __typename }"']])('%s gets a plain 400 that names no parser', async (text) => {
    await teacher.csrf();
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Cookie: [...teacher.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'X-XSRF-TOKEN': decodeURIComponent(teacher.cookies.get('XSRF-TOKEN')!),
      },
      body: text,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'De aanvraag bevat geen GraphQL-operatie: stuur een JSON-object met een query.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});

describe('an unexpected error', () => {
  it('is logged with the id of its request, and the client sees only that something went wrong', async () => {
    const lines: string[] = [];
    const db = await openTestDatabase();
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug', PORT: '0', HOST: '127.0.0.1' }), db, {
      clock: clockFrom(TEST_NOW),
      logStream: { write: (line) => void lines.push(line) },
    });
    let answer: unknown;
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      // A fault of the server's own: the stream's table is gone from this test's own database.
      await db.prisma.$executeRawUnsafe('ALTER TABLE streams RENAME TO streams_gone');
      const stream = await db.prisma.$queryRawUnsafe<{ id: number }[]>('SELECT id FROM streams_gone ORDER BY id LIMIT 1');
      answer = await createClient(url).graphql('query ($id: ID!) { node(id: $id) { id } }', { id: encodeGlobalID('Stream', String(stream[0]!.id)) });
    } finally {
      await app.close();
      await db.close();
    }
    expect(answer).toMatchObject({ errors: [{ message: 'Unexpected error.', path: ['node'] }] });
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string; level: number; req?: { url: string; method: string }; err?: { message: string }; path?: string[] });
    const request = entries.find((e) => e.req?.url === '/graphql' && e.req.method === 'POST');
    const logged = entries.filter((e) => e.msg === 'unexpected GraphQL error');
    expect(logged).toHaveLength(1);
    expect(logged[0]!.reqId).toBe(request?.reqId);
    expect(logged[0]!.level).toBe(50);
    expect(logged[0]!.path).toEqual(['node']);
    expect(logged[0]!.err?.message).toBeTruthy();
  });
});
