// The authorization matrix (tests/server/authorization/matrix.ts) against one real server: every root field of the
// built schema and every route of fastify's route table must have a row, and every row gets the answer it names for
// every role, with users made once by the factories. AUTHZ_RECORD=<file> writes the answers seen instead of failing on
// a difference (to review when adding rows; never to copy blindly).
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { schema } from '../../server/graphql/schema.ts';
import { createIdCodec } from '../../server/rest/ids.ts';
import { contentFilePath } from '../../server/domain/content/files.ts';
import { addDays, today } from '../../server/domain/licensing/period.ts';
import { ACTIONS } from '../../server/domain/access/grants.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf } from './../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import type { HttpClient } from '../setup/client.ts';
import { TEST_NOW } from '../setup/env.ts';
import { GRAPHQL, ROLES, ROUTES, type Answer, type Fixtures, type Role } from './authorization/matrix.ts';

let server: TestServer;
let fixtures: Fixtures;
const emails = {} as Record<Exclude<Role, 'visitor'>, string>;
const clients = new Map<Role, HttpClient>();
const db = () => server.db.prisma;

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

async function makeFixtures(): Promise<Fixtures> {
  const ids = createIdCodec(server.config.idSecret);
  const day = today(TEST_NOW);
  const onboarded = { school: 'Matrixschool', place: 'Utrecht', onboarding: { step1: 'finished', step2: 'finished' } };
  const havo = await streamIdOf(db(), 'natuurkunde-havo');
  const topic = await db().topic.findFirstOrThrow({
    where: { name: 'Echolood op een vissersboot', exam: { streamId: havo } },
    select: { id: true, exam: { select: { id: true, year: true, term: true } }, questions: { orderBy: { number: 'asc' }, select: { id: true } }, attachments: { select: { attachment: { select: { file: { select: { id: true, name: true } } } } } } },
  });
  const tag = await db().tag.findFirstOrThrow({ where: { streamId: havo }, select: { id: true } });

  /** A school's licence with a group, a teacher who manages both and makes sets, and a student in the group. */
  async function school(name: string, end = addDays(day, 200)) {
    const license = await createLicense(db(), { end, groups: [{ name: `${name} 4`, streamSlug: 'natuurkunde-havo' }] });
    const group = license.groups[0]!;
    const teacher = await createUser(db(), { role: 'docent', data: onboarded });
    const seat = await createSeat(db(), {
      licenseId: license.id,
      userId: teacher.id,
      groupIds: [group.id],
      privileges: [
        { action: ACTIONS.manageLicense, objectType: 'license', objectId: license.id, end },
        { action: ACTIONS.manageGroups, objectType: 'group', objectId: group.id, end },
        { action: ACTIONS.sets, objectId: havo, end },
      ],
    });
    const student = await createUser(db(), { role: 'leerling' });
    const studentSeat = await createSeat(db(), { licenseId: license.id, userId: student.id, role: 'leerling', groupIds: [group.id], privileges: [{ action: ACTIONS.practice, objectId: havo, end }] });
    return { license, group, teacher, seat, student, studentSeat };
  }
  const own = await school('Eigen');
  const other = await school('Andere');
  const lapsed = await school('Verlopen');
  const trial = await createUser(db(), { role: 'docent', data: onboarded });
  const trialLicense = await createLicense(db(), { type: 'proeflicentie', end: addDays(day, 5) });
  await createSeat(db(), { licenseId: trialLicense.id, userId: trial.id, privileges: [{ action: ACTIONS.limitedSets, objectId: havo, end: addDays(day, 5) }] });
  const without = await createUser(db(), { role: 'docent', data: onboarded });
  const participant = await createUser(db(), { role: 'participant', data: onboarded });
  const author = await createUser(db(), { role: 'author' });
  const admin = await createUser(db(), { role: 'admin' });
  Object.assign(emails, {
    leerling: own.student.email,
    docentWithoutLicence: without.email,
    trialDocent: trial.email,
    schoolDocent: own.teacher.email,
    participant: participant.email,
    author: author.email,
    admin: admin.email,
  });

  /** A set of the whole topic made by a school's teacher, through GraphQL as the web app makes it. */
  async function setOf(email: string) {
    const client = await signedInClient(server, email);
    const made = await client.graphql<{ createCollection: { __typename: string; collection?: { key: string } } }>(
      `mutation ($s: ID!, $q: [ID!]!) { createCollection(streamId: $s, name: "Matrix", downloadType: word, questionIds: $q) { __typename ... on CreateCollectionSuccess { collection { key } } } }`,
      { s: encodeGlobalID('Stream', havo), q: topic.questions.map((q) => encodeGlobalID('Question', q.id)) },
    );
    const key = made.data?.createCollection.collection?.key;
    if (!key) throw new Error(`No set for the matrix: ${JSON.stringify(made)}`);
    return { key, globalId: encodeGlobalID('Collection', key), topicUrlId: ids.encode(topic.id) };
  }
  const sets = { own: await setOf(own.teacher.email), otherSchool: await setOf(other.teacher.email), expired: await setOf(lapsed.teacher.email) };
  // The third school's licence ended yesterday (end is exclusive), after its teacher made the set.
  await db().license.update({ where: { id: lapsed.license.id }, data: { end: day } });
  await db().privilege.updateMany({ where: { seat: { licenseId: lapsed.license.id } }, data: { end: day } });

  const licenseOf = (s: Awaited<ReturnType<typeof school>>) => ({
    urlId: ids.encode(s.license.id),
    globalId: encodeGlobalID('License', s.license.id),
    seatUrlId: ids.encode(s.studentSeat.id),
    seatGlobalId: encodeGlobalID('Seat', s.studentSeat.id),
    groupUrlId: ids.encode(s.group.id),
    groupGlobalId: encodeGlobalID('Group', s.group.id),
  });
  const file = topic.attachments[0]!.attachment.file;
  return {
    stream: { urlId: ids.encode(havo), globalId: encodeGlobalID('Stream', havo), slug: 'natuurkunde-havo' },
    topic: { urlId: ids.encode(topic.id), globalId: encodeGlobalID('Topic', topic.id) },
    question: { urlId: ids.encode(topic.questions[0]!.id), globalId: encodeGlobalID('Question', topic.questions[0]!.id) },
    exam: { urlId: ids.encode(topic.exam.id), globalId: encodeGlobalID('Exam', topic.exam.id), year: topic.exam.year, term: topic.exam.term },
    tag: { urlId: ids.encode(tag.id) },
    sets,
    licenses: { own: licenseOf(own), otherSchool: licenseOf(other), expired: licenseOf(lapsed) },
    studentPrivilegeUrlId: ids.encode(own.studentSeat.privileges[0]!.id),
    studentSeatUrlId: ids.encode(own.studentSeat.id),
    elaborationUrlId: 'nope',
    fileUrl: `/${contentFilePath(file)}`,
    adminUserGlobalId: encodeGlobalID('User', admin.id),
  };
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
  fixtures = await makeFixtures();
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
  }, 240_000);
});
