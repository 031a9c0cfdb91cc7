// Malformed requests to every write route of the shim, taken from its own OpenAPI document: each gets a 4xx with a
// plain answer — never a 5xx, never an internal message — and changes nothing it should not.
import { createIdCodec } from '../../server/app/ids.ts';
import { signedInClient } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import type { HttpClient } from '../setup/client.ts';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

let server: TestServer;
let admin: HttpClient;
let operations: { method: string; route: string; path: string; body: Schema }[];

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, 'admin@vraagwerk.nl');
  const doc = (await (await server.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, Operation>> };
  const ids = createIdCodec(server.config.idSecret);
  // Path parameters name a record that does not exist: the body must still be judged without a crash.
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      // Routes that take a body (POST /api/privileges and /api/logout read none).
      .filter(([method, op]) => (method === 'post' || method === 'put') && op.requestBody)
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        route: path,
        path: path.replace(/\{[^}]+\}/g, ids.encode(999_999)),
        body: op.requestBody?.content?.['application/json']?.schema ?? {},
      })),
  );
  // Routes that end the session go last, so the others run signed in.
  const last = (path: string) => (/\/(logout|user\/switch)$/.test(path) ? 1 : 0);
  operations.sort((a, b) => last(a.path) - last(b.path));
});
afterAll(async () => {
  await server.close();
});

/** What no answer may contain: traces of the database, the runtime or the source. */
const INTERNAL = /prisma|postgres|pglite|sql|stack|node_modules|TypeError|ReferenceError|\bat \/|\.ts:\d+/i;

async function send(client: HttpClient, method: string, path: string, body: string, type = 'application/json') {
  const sent = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'Content-Type': type,
      Accept: 'application/json',
      Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'X-XSRF-TOKEN': decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? ''),
    },
    body,
  });
  return { status: sent.status, text: await sent.text() };
}

/** Bodies that are not what any route accepts, and bodies whose every field is the wrong type or far too long. */
function malformedBodies(schema: Schema): [string, string, string?][] {
  const fields = Object.keys(schema.properties ?? {});
  const wrongType = (s: Schema | undefined): unknown => {
    const types = [s?.type ?? s?.anyOf?.map((a) => a.type)].flat(2);
    if (types.includes('string')) return { nested: true };
    if (types.includes('array')) return 'not a list';
    return ['x'];
  };
  return [
    ['a JSON string', '"alleen tekst"'],
    ['a JSON number', '42'],
    ['a JSON list', '[1, 2, 3]'],
    ['JSON null', 'null'],
    ['malformed JSON', '{"a": '],
    ['plain text', 'hallo=wereld', 'text/plain'],
    ['XML', '<a>1</a>', 'application/xml'],
    ['every field the wrong type', JSON.stringify(Object.fromEntries(fields.map((f) => [f, wrongType(schema.properties![f])])))],
    ['every field 100,000 characters', JSON.stringify(Object.fromEntries(fields.map((f) => [f, 'x'.repeat(100_000)])))],
    ['every field a list of 10,000 entries', JSON.stringify(Object.fromEntries(fields.map((f) => [f, Array.from({ length: 10_000 }, () => 'x')])))],
  ];
}

describe('malformed requests to every POST and PUT route of the OpenAPI document', () => {
  it('covers the write routes of the shim', () => {
    expect(operations.map((o) => `${o.method} ${o.route}`)).toEqual(
      expect.arrayContaining(['POST /api/login', 'POST /api/profile', 'POST /api/userprofile', 'POST /api/feedback', 'PUT /api/groups/{group}', 'PUT /api/contact-requests/{id}']),
    );
  });

  it('answers each with a 4xx and a plain message, never a 5xx', async () => {
    const problems: string[] = [];
    let requests = 0;
    for (const op of operations) {
      for (const [name, body, type] of malformedBodies(op.body)) {
        const { status, text } = await send(admin, op.method, op.path, body, type);
        requests++;
        if (status >= 500 || status < 400 || INTERNAL.test(text)) problems.push(`${op.method} ${op.path} with ${name}: ${status} ${text.slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(100);
  });

  it('stored none of the oversized text', async () => {
    const db = server.db.prisma;
    const longUsers = await db.user.count({ where: { OR: [{ firstName: { contains: 'x'.repeat(300) } }, { lastName: { contains: 'x'.repeat(300) } }] } });
    const longFeedback = await db.feedback.count({ where: { text: { contains: 'x'.repeat(3000) } } });
    const admin = await db.user.findUniqueOrThrow({ where: { email: 'admin@vraagwerk.nl' }, select: { data: true } });
    expect([longUsers, longFeedback]).toEqual([0, 0]);
    expect(JSON.stringify(admin.data ?? null).length).toBeLessThan(9000);
  });
});
