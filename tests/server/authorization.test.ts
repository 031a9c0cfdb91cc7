// The authorization matrix (tests/server/authorization/matrix.ts) against one real server: every root field of the
// built schema and every route of fastify's route table must have a row, and every row gets the answer it names for
// every role, with users made once by the factories. AUTHZ_RECORD=<file> writes the answers seen instead of failing on
// a difference (to review when adding rows; never to copy blindly).
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '../../server/graphql/schema.ts';
import { signedInClient } from './../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import type { HttpClient } from '../setup/client.ts';
import { GRAPHQL, ROLES, ROUTES, type Answer, type Fixtures, type Role } from './authorization/matrix.ts';
import { makeFixtures, type RoleEmails } from './authorization/fixtures.ts';

let server: TestServer;
let fixtures: Fixtures;
let emails: RoleEmails;
const clients = new Map<Role, HttpClient>();

/** Normalises a route for comparison: parameter names and wildcards do not matter. */
const routeKey = (covers: string) => covers.replace(/:[A-Za-z_|:]+/g, ':').replace(/\*$/, ':');

/** Fastify's route table as 'METHOD /path' (HEAD and OPTIONS, which fastify adds to every route, left out). */
function routeTable(printed: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of printed.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    const path = stack.join('');
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${path}`);
  }
  return [...new Set(routes)];
}

async function clientFor(role: Role, fresh = false): Promise<HttpClient> {
  if (!fresh && clients.has(role)) return clients.get(role)!;
  const client = role === 'visitor' ? server.client() : await signedInClient(server, emails[role]);
  if (!fresh) clients.set(role, client);
  return client;
}

function graphqlAnswer(body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] }): Answer {
  if (body.errors?.length) return `error:${body.errors[0]!.extensions?.code ?? body.errors[0]!.message}`;
  const value = body.data ? Object.values(body.data)[0] : null;
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return !value.length ? 'empty' : value.every((v) => v === null) ? 'null' : 'ok';
  const typename = (value as { __typename?: unknown }).__typename;
  if (typeof typename === 'string' && /Error$/.test(typename)) return typename;
  return 'ok';
}

beforeAll(async () => {
  // Without the web app's build, wherever the tests run: with it (CI builds it first) fastify-static adds a route per
  // built file, the same public file for everyone, and the table would differ from one checkout to the next. Its
  // server-side pages (/s/:key, /courses/:stream/search) answer only redirects; the data behind every page is GraphQL's.
  server = await startTestServer({ WEB_DIST: join(tmpdir(), 'vraagwerk-matrix-without-web') });
  ({ fixtures, emails } = await makeFixtures(server));
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('the authorization matrix', () => {
  it('has a row for every root field of the schema and every route of the server', () => {
    const fields = [schema.getQueryType()!, schema.getMutationType()!].flatMap((type) => Object.keys(type.getFields()).map((name) => `${type.name}.${name}`));
    const covered = new Set(GRAPHQL.map((row) => row.covers));
    expect(fields.filter((field) => !covered.has(field))).toEqual([]);
    const routes = routeTable(server.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(90);
    const coveredRoutes = new Set(ROUTES.map((row) => routeKey(row.covers)));
    expect(routes.filter((r) => !coveredRoutes.has(routeKey(r)))).toEqual([]);
    // And no row for a field or route that no longer exists.
    expect(GRAPHQL.map((row) => row.covers).filter((c) => !fields.includes(c))).toEqual([]);
    const keys = new Set(routes.map(routeKey));
    expect(ROUTES.map((row) => row.covers).filter((c) => !keys.has(routeKey(c)))).toEqual([]);
  });

  it('answers every row as it says, for every role', async () => {
    const seen: { row: string; role: Role; expected: Answer | readonly Answer[]; actual: Answer }[] = [];
    const people = () => Promise.all([server.db.prisma.user.count(), server.db.prisma.seat.count()]);
    const before = await people();
    for (const row of GRAPHQL) {
      for (const role of ROLES) {
        const client = await clientFor(role, row.fresh);
        const body = await client.graphql(row.query, row.variables?.(fixtures));
        seen.push({ row: `${row.covers}${row.case ? ` (${row.case})` : ''}`, role, expected: row.expect[role], actual: graphqlAnswer(body as never) });
      }
    }
    for (const row of ROUTES) {
      const [method, ...rest] = row.covers.split(' ');
      void rest;
      for (const role of ROLES) {
        const client = await clientFor(role, row.fresh);
        if (method !== 'GET' && !client.cookies.has('XSRF-TOKEN')) await client.csrf();
        const response = await client.request(method!, row.path(fixtures), method === 'GET' ? undefined : (row.body?.(fixtures) ?? {}));
        await response.arrayBuffer();
        seen.push({ row: `${row.covers}${row.case ? ` (${row.case})` : ''}`, role, expected: row.expect[role], actual: response.status });
      }
    }
    if (process.env.AUTHZ_RECORD) {
      writeFileSync(process.env.AUTHZ_RECORD, JSON.stringify(seen, null, 1));
      return;
    }
    expect(seen.filter((s) => (Array.isArray(s.expected) ? !s.expected.includes(s.actual) : s.actual !== s.expected))).toEqual([]);
    // The rows leave no account or seat behind (the demo students are the fixtures', made once), so they can run again.
    expect(await people()).toEqual(before);
  }, 240_000);
});
