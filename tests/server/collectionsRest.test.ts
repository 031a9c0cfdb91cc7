// Sets (opgavensets) after they are made: sharing with students and hiding from their self-practice (the grants of
// the right seats), ownership of every owner-only route, 'Al gebruikt met …' on topics, reading a set by its link
// without signing in (GET /api/collections/{key}[/{topic}], document 4 §6), the fair-use limit of 75 devices under
// 100 at once (also across two server instances on one database), POST /api/log and GET /api/activity_summary
// (document 4 §7). Making sets is in collections.test.ts. The server's clock stands still at TEST_NOW (Tuesday
// 10 March 2026, 10:00 UTC), so every date below is a literal.
import type { AddressInfo } from 'node:net';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../../server/db/generated/client.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { buildApp } from '../../server/http/app.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import { createSetFixture, createLicense, createSeat, createUser, idValues, signedInClient, streamIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { createSearchFixture, type SearchFixture } from '../setup/searchFixture.ts';
import { TEST_NOW } from '../setup/env.ts';
import type { HttpClient } from '../setup/client.ts';

const clock = () => new Date(TEST_NOW.getTime());
let server: TestServer;
beforeAll(async () => {
  // Addresses come from X-Forwarded-For, so many devices can arrive from many addresses (new devices per address are limited).
  server = await startTestServer({ TRUST_PROXY: 'true' }, { clock });
});
afterAll(async () => {
  await server.close();
});

const db = () => server.db.prisma;
const ids = () => createIdCodec(server.config.idSecret);
const date = (day: string) => new Date(`${day}T00:00:00.000Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

// ── Fixtures ──

interface DemoTopic {
  id: number;
  globalId: string;
  urlId: string;
  /** Question number → database id. */
  q: Map<number, number>;
}

async function demoTopic(name: string): Promise<DemoTopic> {
  const topic = await db().topic.findFirstOrThrow({ where: { name, exam: { stream: { slug: 'natuurkunde-havo' } } }, select: { id: true, questions: { select: { id: true, number: true } } } });
  return { id: topic.id, globalId: encodeGlobalID('Topic', topic.id), urlId: ids().encode(topic.id), q: new Map(topic.questions.map((x) => [x.number, x.id])) };
}
/** Global ids of some questions of a topic. */
const gq = (t: DemoTopic, ...numbers: number[]) => numbers.map((n) => encodeGlobalID('Question', t.q.get(n)!));
/** The REST id of a question of a topic. */
const uq = (t: DemoTopic, n: number) => ids().encode(t.q.get(n)!);

const ONBOARDED = { school: 'Testschool', place: 'Utrecht', onboarding: { step1: 'finished', step2: 'finished' } };
const SCHOOL_YEAR = { begin: date('2025-08-01'), end: date('2026-08-01') };

/** A teacher with 'opgavensets samenstellen' in the given streams, signed in. */
async function teacher(streams: string[] = ['natuurkunde-havo'], name: [string, string] = ['Fixture', 'Docent']) {
  const user = await createUser(db(), { role: 'docent', firstName: name[0], lastName: name[1], data: ONBOARDED });
  const license = await createLicense(db(), SCHOOL_YEAR);
  const privileges = [];
  for (const slug of streams) privileges.push({ action: 'opgavensets samenstellen', objectId: await streamIdOf(db(), slug) });
  await createSeat(db(), { licenseId: license.id, userId: user.id, privileges });
  return { client: await signedInClient(server, user.email), userId: user.id };
}

/** A set made before, straight in the database. */
async function pastSet(ownerId: number, streamId: number, set: { at: Date; questionIds: number[] }) {
  return createSetFixture(db(), { ownerId, streamId, name: 'Eerdere set', createdAt: set.at, questionIds: set.questionIds });
}

const CREATE = `mutation ($streamId: ID!, $name: String!, $questionIds: [ID!]!) {
  createCollection(streamId: $streamId, name: $name, downloadType: digital, questionIds: $questionIds) {
    __typename ... on CreateCollectionSuccess { collection { id key } } ... on Error { message }
  }
}`;

let nat: number;

/** Makes a set over GraphQL: its global id and link key. */
async function created(client: HttpClient, vars: { name: string; questionIds: string[]; streamId?: number }): Promise<{ id: string; key: string }> {
  const result = await client.graphql<{ createCollection: { __typename: string; collection?: { id: string; key: string } } }>(CREATE, {
    streamId: encodeGlobalID('Stream', vars.streamId ?? nat),
    name: vars.name,
    questionIds: vars.questionIds,
  });
  const answer = result.data?.createCollection;
  if (!answer?.collection) throw new Error(`Expected a set, got ${JSON.stringify(result)}`);
  return answer.collection;
}

async function post<T = unknown>(client: HttpClient, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await client.request('POST', path, body ?? {});
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** A visitor's client with the CSRF cookie, as a legacy client fetches it before its first POST. */
async function visitor(): Promise<HttpClient> {
  const client = server.client();
  await client.csrf();
  return client;
}

let echolood: DemoTopic;
let tram: DemoTopic;
let skeeleren: DemoTopic;
let waterkoker: DemoTopic;
let echoscopie: DemoTopic;
let radon: DemoTopic;
beforeAll(async () => {
  nat = await streamIdOf(db(), 'natuurkunde-havo');
  echolood = await demoTopic('Echolood op een vissersboot'); // questions 16-19
  tram = await demoTopic('Tram in de binnenstad'); // questions 1-5
  skeeleren = await demoTopic('Skeeleren op de dijk'); // questions 1-4
  waterkoker = await demoTopic('Waterkoker');
  echoscopie = await demoTopic('Echoscopie');
  radon = await demoTopic('Radon in de kelder');
});

// ── Sharing, hiding, ownership ──

/**
 * A school licence (1 Aug 2025 – 1 Aug 2026) with groups Havo 4a and Havo 4b, which the owner manages; student
 * seats anna and bram (4a), cas (4b), dewi (no group), eva (4a, switched off). The owner also has a switched-off
 * seat in a licence with student fenna, an active seat in a licence that is switched off, with student hugo, and one
 * in a licence that ended on 1 March 2026, with student ivo; gijs is a student of another school, in its own group
 * 'Havo 4a'.
 */
async function school() {
  const owner = await createUser(db(), { role: 'docent', firstName: 'Jeroen', lastName: 'de Leraar', data: ONBOARDED });
  const license = await createLicense(db(), { ...SCHOOL_YEAR, groups: [{ name: 'Havo 4a' }, { name: 'Havo 4b' }] });
  const havo4a = license.groups[0]!;
  const havo4b = license.groups[1]!;
  await createSeat(db(), {
    licenseId: license.id,
    userId: owner.id,
    privileges: [
      { action: 'opgavensets samenstellen', objectId: nat },
      { action: 'groepen beheren', objectType: 'group', objectId: havo4a.id },
      { action: 'groepen beheren', objectType: 'group', objectId: havo4b.id },
    ],
  });
  // Each student seat is taken by an account: a share tells the teacher how many students got the set.
  const student = async (licenseId: number, groupIds: number[], isActive = true) =>
    (await createSeat(db(), { licenseId, role: 'leerling', userId: (await createUser(db(), { role: 'leerling' })).id, groupIds, isActive })).id;
  const seats = {
    anna: await student(license.id, [havo4a.id]),
    bram: await student(license.id, [havo4a.id]),
    cas: await student(license.id, [havo4b.id]),
    dewi: await student(license.id, []),
    eva: await student(license.id, [havo4a.id], false),
  } as Record<string, number>;
  const former = await createLicense(db(), { ...SCHOOL_YEAR, groups: [{ name: 'Havo 5' }] });
  await createSeat(db(), { licenseId: former.id, userId: owner.id, isActive: false });
  seats.fenna = await student(former.id, [former.groups[0]!.id]);
  const switchedOff = await createLicense(db(), { ...SCHOOL_YEAR, isActive: false });
  await createSeat(db(), { licenseId: switchedOff.id, userId: owner.id });
  seats.hugo = await student(switchedOff.id, []);
  const ended = await createLicense(db(), { begin: date('2025-08-01'), end: date('2026-03-01') });
  await createSeat(db(), { licenseId: ended.id, userId: owner.id });
  seats.ivo = await student(ended.id, []);
  const elsewhere = await createLicense(db(), { ...SCHOOL_YEAR, groups: [{ name: 'Havo 4a' }] });
  seats.gijs = await student(elsewhere.id, [elsewhere.groups[0]!.id]);
  const seatName = new Map(Object.entries(seats).map(([name, id]) => [id, name]));
  return {
    owner: { client: await signedInClient(server, owner.email), userId: owner.id },
    groups: { havo4a: havo4a.id, havo4b: havo4b.id, havo5: former.groups[0]!.id, elsewhere: elsewhere.groups[0]!.id },
    seatName,
  };
}

const SHARE = `mutation ($id: ID!, $groupId: ID) { shareCollection(id: $id, groupId: $groupId) {
  __typename
  ... on ShareCollectionSuccess { shared collection { shares { group { name } createdAt } } }
  ... on ValidationError { message fieldErrors { field messages } }
  ... on Error { message }
} }`;
const HIDE = `mutation ($id: ID!, $groupId: ID, $until: Date) { hideCollection(id: $id, groupId: $groupId, until: $until) {
  __typename
  ... on HideCollectionSuccess { hidden until collection { hides { group { name } until } } }
  ... on ValidationError { message fieldErrors { field messages } }
  ... on Error { message }
} }`;

async function share(client: HttpClient, key: string, groupId?: number) {
  const result = await client.graphql<{ shareCollection: Record<string, unknown> }>(SHARE, { id: encodeGlobalID('Collection', key), groupId: groupId ? encodeGlobalID('Group', groupId) : null });
  expect(result.errors).toBeUndefined();
  return result.data!.shareCollection;
}
async function hide(client: HttpClient, key: string, options: { groupId?: number; until?: string } = {}) {
  const result = await client.graphql<{ hideCollection: Record<string, unknown> }>(HIDE, {
    id: encodeGlobalID('Collection', key),
    groupId: options.groupId ? encodeGlobalID('Group', options.groupId) : null,
    until: options.until ?? null,
  });
  expect(result.errors).toBeUndefined();
  return result.data!.hideCollection;
}

/** The privileges of a school's seats on a set ('opgavenset uitvoeren') or its questions ('vraag verbergen'), per seat name. */
async function grantsOf(key: string, seatName: Map<number, string>) {
  const set = await db().collection.findUniqueOrThrow({ where: { key }, select: { id: true, questions: { select: { questionId: true } } } });
  const questions = new Map<number, number>(
    (await db().question.findMany({ where: { id: { in: set.questions.map((q) => q.questionId) } }, select: { id: true, number: true } })).map((q) => [q.id, q.number]),
  );
  const rows = await db().privilege.findMany({
    where: {
      seatId: { in: [...seatName.keys()] },
      OR: [
        { objectType: 'collection', objectId: set.id },
        { objectType: 'question', objectId: { in: [...questions.keys()] } },
      ],
    },
    orderBy: [{ seatId: 'asc' }, { objectId: 'asc' }],
    select: { seatId: true, action: true, objectType: true, objectId: true, begin: true, end: true },
  });
  return rows.map((p) => ({
    seat: seatName.get(p.seatId) ?? p.seatId,
    action: p.action,
    object: p.objectType === 'collection' ? (p.objectId === set.id ? 'this set' : p.objectId) : `question ${questions.get(p.objectId)}`,
    begin: iso(p.begin),
    end: iso(p.end),
  }));
}

const NODE = `query ($id: ID!) { node(id: $id) { ... on Collection {
  name viewerMayManage answeredQuestions shares { group { name } } hides { group { name } until } activity { devices sessions activities last }
} } }`;

describe('sharing and hiding', () => {
  it("shares with all the owner's students or one group: 'opgavenset uitvoeren' for the licence's dates, never twice", async () => {
    const { owner, groups, seatName } = await school();
    const set = await created(owner.client, { name: 'Delen', questionIds: gq(echolood, 16, 17) });
    const run = (seat: string) => ({ seat, action: 'opgavenset uitvoeren', object: 'this set', begin: '2025-08-01', end: '2026-08-01' });

    expect(await share(owner.client, set.key, groups.havo4a)).toEqual({
      __typename: 'ShareCollectionSuccess',
      shared: 2,
      collection: { shares: [{ group: { name: 'Havo 4a' }, createdAt: '2026-03-10T10:00:00.000Z' }] },
    });
    expect(await grantsOf(set.key, seatName)).toEqual([run('anna'), run('bram')]);
    expect(await share(owner.client, set.key, groups.havo4a)).toMatchObject({ shared: 0 });
    expect(await post(owner.client, `/api/collections/${set.key}/share/${ids().encode(groups.havo4b)}`)).toEqual({ status: 200, body: { status: 'ok', shared: 1 } });
    expect(await grantsOf(set.key, seatName)).toEqual([run('anna'), run('bram'), run('cas')]);
    // All students: dewi too; not eva (switched off), fenna (the owner's seat there is off), hugo (licence off), ivo
    // (licence ended), gijs (another school).
    expect(await post(owner.client, `/api/collections/${set.key}/share`)).toEqual({ status: 200, body: { status: 'ok', shared: 1 } });
    expect(await share(owner.client, set.key)).toMatchObject({ shared: 0 });
    expect(await grantsOf(set.key, seatName)).toEqual([run('anna'), run('bram'), run('cas'), run('dewi')]);

    // A fresh set shared with everyone at once.
    const other = await created(owner.client, { name: 'Iedereen', questionIds: gq(tram, 1) });
    expect(await post(owner.client, `/api/collections/${other.key}/share`)).toEqual({ status: 200, body: { status: 'ok', shared: 4 } });
    expect(await post(owner.client, `/api/collections/${other.key}/share`)).toEqual({ status: 200, body: { status: 'ok', shared: 0 } });
    expect((await grantsOf(other.key, seatName)).map((g) => g.seat)).toEqual(['anna', 'bram', 'cas', 'dewi']);
  });

  it('refuses a group the teacher does not manage', async () => {
    const { owner, groups, seatName } = await school();
    const set = await created(owner.client, { name: 'Groep', questionIds: gq(echolood, 16) });
    const unknownGroup = { __typename: 'ValidationError', message: 'Onbekende groep', fieldErrors: [{ field: 'group', messages: ['Onbekende groep'] }] };
    expect(await share(owner.client, set.key, groups.elsewhere)).toEqual(unknownGroup);
    expect(await share(owner.client, set.key, groups.havo5)).toEqual(unknownGroup);
    expect(await hide(owner.client, set.key, { groupId: groups.elsewhere })).toEqual(unknownGroup);
    const refused = { status: 422, body: { message: 'The given data was invalid.', errors: { group: ['The provided ID does not exists.'] } } };
    expect(await post(owner.client, `/api/collections/${set.key}/share/${ids().encode(groups.elsewhere)}`)).toEqual(refused);
    expect(await post(owner.client, `/api/collections/${set.key}/hide/${ids().encode(groups.havo5)}`, { until: '2026-04-01' })).toEqual(refused);
    expect(await post(owner.client, `/api/collections/${set.key}/share/nonsense`)).toEqual({ status: 404, body: { message: 'Not Found' } });
    const bad = await owner.client.graphql<{ shareCollection: unknown }>(SHARE, { id: set.id, groupId: 'bm9uc2Vuc2U=' });
    expect(bad.data!.shareCollection).toEqual(unknownGroup);
    expect(await grantsOf(set.key, seatName)).toEqual([]);
    expect(await db().collectionShare.count({ where: { collection: { key: set.key } } })).toBe(0);
  });

  it('hides each question per seat until a day (default four weeks: 7 April 2026); hiding again moves the day', async () => {
    const { owner, groups, seatName } = await school();
    const set = await created(owner.client, { name: 'Verbergen', questionIds: gq(echolood, 17, 16) });
    const hidden = (seat: string, question: number, end: string) => ({ seat, action: 'vraag verbergen', object: `question ${question}`, begin: '2025-08-01', end });
    // The day the sharing panel proposes is the server's default.
    expect((await owner.client.graphql<{ viewer: unknown }>('{ viewer { defaultHideUntil } }')).data!.viewer).toEqual({ defaultHideUntil: '2026-04-07' });

    expect(await hide(owner.client, set.key, { groupId: groups.havo4b })).toEqual({
      __typename: 'HideCollectionSuccess',
      hidden: 2,
      until: '2026-04-07',
      collection: { hides: [{ group: { name: 'Havo 4b' }, until: '2026-04-07' }] },
    });
    expect(await grantsOf(set.key, seatName)).toEqual([hidden('cas', 16, '2026-04-07'), hidden('cas', 17, '2026-04-07')]);

    expect(await post(owner.client, `/api/collections/${set.key}/hide`, { until: '2026-05-01' })).toEqual({ status: 200, body: { status: 'ok', hidden: 8 } });
    expect(await grantsOf(set.key, seatName)).toEqual(['anna', 'bram', 'cas', 'dewi'].flatMap((seat) => [hidden(seat, 16, '2026-05-01'), hidden(seat, 17, '2026-05-01')]));
    // Again, earlier: the same privileges, a new day.
    expect(await post(owner.client, `/api/collections/${set.key}/hide`)).toEqual({ status: 200, body: { status: 'ok', hidden: 8 } });
    expect(await grantsOf(set.key, seatName)).toEqual(['anna', 'bram', 'cas', 'dewi'].flatMap((seat) => [hidden(seat, 16, '2026-04-07'), hidden(seat, 17, '2026-04-07')]));
    expect(await hide(owner.client, set.key, { until: '2027-03-11' })).toMatchObject({ hidden: 8, until: '2027-03-11' });
  });

  it('refuses a day that is not after today or more than 366 days ahead', async () => {
    const { owner, seatName } = await school();
    const set = await created(owner.client, { name: 'Datum', questionIds: gq(echolood, 16) });
    const wrongDay = {
      __typename: 'ValidationError',
      message: 'Kies een datum na vandaag en binnen een jaar',
      fieldErrors: [{ field: 'until', messages: ['Kies een datum na vandaag en binnen een jaar'] }],
    };
    for (const until of ['2026-03-01', '2026-03-10', '2027-03-12']) expect(await hide(owner.client, set.key, { until })).toEqual(wrongDay);
    const refused = { status: 422, body: { message: 'The given data was invalid.', errors: { until: ['The until is invalid.'] } } };
    expect(await post(owner.client, `/api/collections/${set.key}/hide`, { until: '2026-03-09' })).toEqual(refused);
    expect(await post(owner.client, `/api/collections/${set.key}/hide`, { until: '2030-01-01' })).toEqual(refused);
    expect(await post(owner.client, `/api/collections/${set.key}/hide`, { until: '2026-13-45' })).toEqual(refused);
    // A day that does not exist is not the next one.
    expect(await post(owner.client, `/api/collections/${set.key}/hide`, { until: '2026-04-31' })).toEqual(refused);
    expect(await grantsOf(set.key, seatName)).toEqual([]);
    expect(await db().collectionHide.count({ where: { collection: { key: set.key } } })).toBe(0);
  });

  it("is for the owner and admins only: another school's teacher gets 404 and no node, a visitor 401", async () => {
    const { owner, seatName } = await school();
    const set = await created(owner.client, { name: 'Van mij', questionIds: gq(echolood, 16) });
    const { client: stranger } = await teacher();
    const notFound = { status: 404, body: { message: 'Not Found' } };
    expect(await post(stranger, `/api/collections/${set.key}/share`)).toEqual(notFound);
    expect(await post(stranger, `/api/collections/${set.key}/hide`, { until: '2026-04-01' })).toEqual(notFound);
    expect(await stranger.json('GET', `/api/activity_summary/${set.key}`)).toEqual(notFound);
    expect(await share(stranger, set.key)).toEqual({ __typename: 'NotFoundError', message: 'Niet gevonden.' });
    expect(await hide(stranger, set.key)).toEqual({ __typename: 'NotFoundError', message: 'Niet gevonden.' });
    expect(await share(owner.client, 'bm9uc2Vuc2U=')).toEqual({ __typename: 'NotFoundError', message: 'Niet gevonden.' });
    // GraphQL's node(id:) is the owner's view of a set: anyone else finds nothing there (students read a shared set
    // through the fair-use count of GET /api/collections/{key}).
    expect((await stranger.graphql<{ node: unknown }>(NODE, { id: set.id })).data!.node).toBeNull();
    const student = await signedInClient(server, 'leerling@vraagwerk.nl');
    expect((await student.graphql<{ node: unknown }>(NODE, { id: set.id })).data!.node).toBeNull();
    expect((await owner.client.graphql<{ node: unknown }>(NODE, { id: set.id })).data!.node).toEqual({
      name: 'Van mij',
      viewerMayManage: true,
      answeredQuestions: 1,
      shares: [],
      hides: [],
      activity: { devices: 0, sessions: 0, activities: 0, last: null },
    });

    const visitor = server.client();
    await visitor.csrf();
    const unauthenticated = { status: 401, body: { message: 'Unauthenticated.' } };
    expect(await post(visitor, `/api/collections/${set.key}/share`)).toEqual(unauthenticated);
    expect(await post(visitor, `/api/collections/${set.key}/hide`, { until: '2026-04-01' })).toEqual(unauthenticated);
    expect(await visitor.json('GET', `/api/activity_summary/${set.key}`)).toEqual(unauthenticated);
    expect((await visitor.graphql(SHARE, { id: set.id })).errors?.map((e) => e.message)).toEqual(['Ongeautoriseerd']);
    expect(await grantsOf(set.key, seatName)).toEqual([]);

    // An admin manages any set: shares with the owner's students, sees the shares and the activity.
    const admin = await signedInClient(server, 'admin@vraagwerk.nl');
    expect(await post(admin, `/api/collections/${set.key}/share`)).toEqual({ status: 200, body: { status: 'ok', shared: 4 } });
    expect(await post(admin, `/api/collections/${set.key}/hide`, { until: '2026-04-01' })).toEqual({ status: 200, body: { status: 'ok', hidden: 4 } });
    expect(await admin.json('GET', `/api/activity_summary/${set.key}`)).toEqual({ status: 200, body: { devices: 0, sessions: 0, last: null, activities: 0 } });
    expect((await admin.graphql<{ node: unknown }>(NODE, { id: set.id })).data!.node).toEqual({
      name: 'Van mij',
      viewerMayManage: true,
      answeredQuestions: 1,
      shares: [{ group: null }],
      hides: [{ group: null, until: '2026-04-01' }],
      activity: { devices: 0, sessions: 0, activities: 0, last: null },
    });
    expect((await owner.client.graphql<{ node: { shares: unknown } }>(NODE, { id: set.id })).data!.node.shares).toEqual([{ group: null }]);
  });
});

// ── 'Al gebruikt met Havo 4a op 10 maart' ──

describe('Topic.viewerLastUse', () => {
  const LAST_USE = `query ($id: ID!) { topic(id: $id) { viewerLastUse { groupName sharedAt } } }`;
  const lastUse = async (client: HttpClient, topic: DemoTopic) => (await client.graphql<{ topic: { viewerLastUse: unknown } }>(LAST_USE, { id: topic.urlId })).data!.topic.viewerLastUse;

  it('says when and with which group the viewer last shared a set holding the topic, this school year only', async () => {
    const { owner, groups } = await school();
    const set = await created(owner.client, { name: 'Gebruikt', questionIds: [...gq(echolood, 16), ...gq(tram, 1)] });
    expect(await lastUse(owner.client, echolood)).toBeNull();
    await share(owner.client, set.key, groups.havo4a);
    expect(await lastUse(owner.client, echolood)).toEqual({ groupName: 'Havo 4a', sharedAt: '2026-03-10T10:00:00.000Z' });
    expect(await lastUse(owner.client, tram)).toEqual({ groupName: 'Havo 4a', sharedAt: '2026-03-10T10:00:00.000Z' });
    expect(await lastUse(owner.client, skeeleren)).toBeNull();
    // Somebody else's share is not the viewer's.
    expect(await lastUse((await teacher()).client, echolood)).toBeNull();

    // Shares made earlier: the latest of this school year (from 1 August 2025) counts; with all students, no group.
    const shared = async (topic: DemoTopic, at: string, groupId: number | null) => {
      const old = await pastSet(owner.userId, nat, { at: new Date(at), questionIds: [[...topic.q.values()][0]!] });
      await db().collectionShare.create({ data: { collectionId: old.id, groupId, sharedById: owner.userId, createdAt: new Date(at) } });
    };
    await shared(waterkoker, '2025-07-31T12:00:00.000Z', groups.havo4a);
    await shared(radon, '2025-08-02T09:00:00.000Z', null);
    await shared(echoscopie, '2026-01-05T09:00:00.000Z', null);
    await shared(echoscopie, '2026-02-01T09:00:00.000Z', groups.havo4b);
    await shared(echoscopie, '2025-09-01T09:00:00.000Z', groups.havo4a);
    expect(await lastUse(owner.client, waterkoker)).toBeNull();
    expect(await lastUse(owner.client, radon)).toEqual({ groupName: null, sharedAt: '2025-08-02T09:00:00.000Z' });
    expect(await lastUse(owner.client, echoscopie)).toEqual({ groupName: 'Havo 4b', sharedAt: '2026-02-01T09:00:00.000Z' });

    // Several topics in one request (one statement for all of them).
    const many = await owner.client.graphql<Record<string, { viewerLastUse: { groupName: string | null } | null }>>(
      `query ($a: ID!, $b: ID!, $c: ID!) { a: topic(id: $a) { viewerLastUse { groupName } } b: topic(id: $b) { viewerLastUse { groupName } } c: topic(id: $c) { viewerLastUse { groupName } } }`,
      { a: echolood.urlId, b: radon.urlId, c: skeeleren.urlId },
    );
    expect(many.data).toEqual({ a: { viewerLastUse: { groupName: 'Havo 4a' } }, b: { viewerLastUse: { groupName: null } }, c: { viewerLastUse: null } });
    expect(await lastUse(server.client(), echolood)).toBeNull();
  });
});

// ── Reading a set by its link ──

describe('GET /api/collections/{key}[/{topic}]', () => {
  let fixture: SearchFixture;
  beforeAll(async () => {
    fixture = await createSearchFixture(db());
  });

  it("answers anyone holding the link in document 4 §6's shape; answers only of exams that show them", async () => {
    const { client } = await teacher(['testkunde-havo'], ['Femke', 'van Fixture']);
    const g = (id: number) => encodeGlobalID('Question', id);
    // Zonnepanelen: an exam that shows its answers; Elektrische fiets: one that does not (both have a marking scheme).
    const set = await created(client, { name: 'Energie', questionIds: [g(fixture.questions.fiets1), g(fixture.questions.zon1)], streamId: fixture.streamId });
    const { status, body } = await server.client().json<Record<string, unknown>>('GET', `/api/collections/${set.key}`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['author', 'complete_topics', 'created_at', 'download_type', 'id', 'name', 'partial_topics', 'questions', 'topic_order']);
    expect(body).toMatchObject({
      id: set.key,
      name: 'Energie',
      download_type: 'digital',
      complete_topics: 1,
      partial_topics: 1,
      topic_order: JSON.stringify([ids().encode(fixture.topics.fiets), ids().encode(fixture.topics.zon)]),
      created_at: '2026-03-10T10:00:00.000000Z',
      author: { full_name: 'Femke van Fixture' },
    });
    type Q = { number: number; topic: { name: string; exam: { show_answers: boolean } }; answers: { sections: { text: string }[] }[] };
    expect((body.questions as Q[]).map((q) => [q.topic.name, q.number, q.topic.exam.show_answers, q.answers.map((a) => a.sections.map((x) => x.text))])).toEqual([
      ['Elektrische fiets', 1, false, []],
      ['Zonnepanelen op het dak', 1, true, [['Het rendement is 18%.']]],
    ]);
    // Opaque ids only: the sequential id of the set appears nowhere.
    const sequential = (await db().collection.findUniqueOrThrow({ where: { key: set.key }, select: { id: true } })).id;
    expect(idValues(body).filter((v) => typeof v.value !== 'string' || v.value === String(sequential) || v.value === ids().encode(sequential))).toEqual([]);

    // One topic of the set.
    const one = await server.client().json<{ questions: Q[] }>('GET', `/api/collections/${set.key}/${ids().encode(fixture.topics.zon)}`);
    expect([one.status, one.body.questions.map((q) => q.topic.name)]).toEqual([200, ['Zonnepanelen op het dak']]);
  });

  it('answers 404 for a key that is no link, an unknown key, the sequential id, and a topic not in the set', async () => {
    const { client } = await teacher();
    const set = await created(client, { name: 'Sleutels', questionIds: gq(echolood, 16) });
    const other = await created(client, { name: 'Sleutels 2', questionIds: gq(echolood, 17) });
    expect(set.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(other.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(other.key).not.toBe(set.key);
    const sequential = (await db().collection.findUniqueOrThrow({ where: { key: set.key }, select: { id: true } })).id;
    const notFound = { status: 404, body: { message: 'Not Found' } };
    const anyone = server.client();
    for (const key of ['kort', 'A'.repeat(22), String(sequential), ids().encode(sequential), 'x'.repeat(41)]) expect(await anyone.json('GET', `/api/collections/${key}`)).toEqual(notFound);
    expect(await anyone.json('GET', `/api/collections/${set.key}/${tram.urlId}`)).toEqual(notFound);
    expect(await anyone.json('GET', `/api/collections/${set.key}/nonsense`)).toEqual(notFound);
    expect((await anyone.json('GET', `/api/collections/${set.key}/${echolood.urlId}`)).status).toBe(200);
    // Nor is the sequential id a way in over GraphQL.
    const byId = await anyone.graphql<{ node: unknown }>(`query ($id: ID!) { node(id: $id) { id } }`, { id: encodeGlobalID('Collection', String(sequential)) });
    expect(byId.data!.node).toBeNull();
    // The link key's own global id is no way in for a visitor either: node(id:) is the owner's view.
    expect((await anyone.graphql<{ node: unknown }>(`query ($id: ID!) { node(id: $id) { id } }`, { id: set.id })).data!.node).toBeNull();
  });
});

// ── Fair use: at most 75 anonymous devices ──

const FAIR_USE = { message: 'This set has been opened on too many devices: it can no longer be used (fair use).' };

/** GETs a set as an anonymous device from `url` (behind `address`): the status (the body read to the end) and the key the server gave. */
async function open(url: string, key: string, deviceKey?: string, init: { cookie?: string; address?: string } = {}): Promise<{ status: number; body: unknown; given: string | null }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (deviceKey) headers['X-Device-Key'] = deviceKey;
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.address) headers['X-Forwarded-For'] = init.address;
  const response = await fetch(`${url}/api/collections/${key}`, { headers });
  return { status: response.status, body: await response.json(), given: response.headers.get('x-device-key') };
}

const deviceKeys = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(3, '0')}`);
/** The address of the i-th of many new devices: ten to an address, as many schools at once. */
const addressOf = (i: number) => `10.1.${Math.floor(i / 10)}.1`;
/** `n` new devices (without a key: the server gives each one) opening a set at once, from `url(i)`. */
const newDevices = (n: number, key: string, url: (i: number) => string = () => server.url) => Promise.all(Array.from({ length: n }, (_, i) => open(url(i), key, undefined, { address: addressOf(i) })));

async function deviceCount(key: string) {
  const set = await db().collection.findUniqueOrThrow({ where: { key }, select: { deviceCount: true, _count: { select: { devices: true } } } });
  return { deviceCount: set.deviceCount, devices: set._count.devices };
}

/**
 * A second server on the same database: on PostgreSQL a second connection pool, as a second process would have.
 * PGlite belongs to one process and cannot be opened twice, so there the second instance is a second Prisma client
 * and Fastify app on the same embedded database in this process.
 */
async function secondInstance(): Promise<{ url: string; close(): Promise<void> }> {
  let db2: Database;
  if (server.db.target.kind === 'postgres') db2 = await openDatabase(server.db.target);
  else {
    const adapterFactory = new PrismaPGlite(server.db.pglite!);
    const prisma = new PrismaClient({ adapter: adapterFactory });
    db2 = { prisma, adapterFactory, target: server.db.target, close: () => prisma.$disconnect() };
  }
  const app = await buildApp(server.config, db2, { clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      await db2.close();
    },
  };
}

describe('the device limit (fair use)', () => {
  it('admits exactly 75 of 100 new devices arriving at once; known devices and signed-in users stay welcome', async () => {
    const owner = await teacher();
    const set = await created(owner.client, { name: 'Populair', questionIds: gq(echolood, 16) });
    const answers = await newDevices(100, set.key);
    expect(answers.filter((a) => a.status === 200).length).toBe(75);
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body])).toEqual(Array(25).fill([403, FAIR_USE]));
    expect(await deviceCount(set.key)).toEqual({ deviceCount: 75, devices: 75 });

    const admitted = answers.filter((a) => a.status === 200).map((a) => a.given!);
    const refused = answers.filter((a) => a.status === 403).map((a) => a.given!);
    expect((await open(server.url, set.key, admitted[0])).status).toBe(200);
    expect((await server.client().json('GET', `/api/collections/${set.key}?device_key=${admitted[1]}`)).status).toBe(200);
    expect((await open(server.url, set.key, refused[0])).status).toBe(403);
    expect((await open(server.url, set.key, 'nog-een-toestel')).status).toBe(403);
    // A client without a device key is a new device too.
    expect((await open(server.url, set.key)).status).toBe(403);
    // Signed-in users are never counted: another teacher (with a new device key), the owner.
    const colleague = await teacher();
    const cookie = [...colleague.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await open(server.url, set.key, 'toestel-van-collega', { cookie })).status).toBe(200);
    expect((await owner.client.json('GET', `/api/collections/${set.key}`)).status).toBe(200);
    expect(await deviceCount(set.key)).toEqual({ deviceCount: 75, devices: 75 });
    // The activity log applies the same rule.
    const anonymous = await visitor();
    const event = (device_key: string) => ({ origin: 'student', device_key, session_key: `sessie-${device_key}`, activity: 'Opgave', collection_id: set.key });
    expect(await post(anonymous, '/api/log', event('nieuw-toestel'))).toEqual({ status: 403, body: FAIR_USE });
    expect(await post(anonymous, '/api/log', event(admitted[2]!))).toEqual({ status: 201, body: undefined });
    expect(await owner.client.json('GET', `/api/activity_summary/${set.key}`)).toMatchObject({ status: 200, body: { devices: 75 } });
  });

  it('counts a device without a valid key as a new one, and gives it a key', async () => {
    const owner = await teacher();
    const set = await created(owner.client, { name: 'Oude app', questionIds: gq(echolood, 16) });
    const first = await open(server.url, set.key);
    expect(first.status).toBe(200);
    expect((await open(server.url, set.key, 'met spatie')).status).toBe(200);
    expect(await deviceCount(set.key)).toEqual({ deviceCount: 2, devices: 2 });
    expect((await open(server.url, set.key, first.given!)).given).toBeNull();
    expect(await deviceCount(set.key)).toEqual({ deviceCount: 2, devices: 2 });
  });

  it('admits exactly 75 across two server instances on one database', async () => {
    const owner = await teacher();
    const set = await created(owner.client, { name: 'Twee servers', questionIds: gq(echolood, 16) });
    const second = await secondInstance();
    try {
      const answers = await newDevices(100, set.key, (i) => (i % 2 ? second.url : server.url));
      expect(answers.filter((a) => a.status === 200).length).toBe(75);
      expect(answers.filter((a) => a.status === 403).length).toBe(25);
      expect(await deviceCount(set.key)).toEqual({ deviceCount: 75, devices: 75 });
    } finally {
      await second.close();
    }
  });

  it('admits exactly one of ten new devices logging at once when one place is left', async () => {
    const owner = await teacher();
    const set = await created(owner.client, { name: 'Bijna vol', questionIds: gq(echolood, 16) });
    const id = (await db().collection.findUniqueOrThrow({ where: { key: set.key }, select: { id: true } })).id;
    await db().collectionDevice.createMany({ data: deviceKeys('eerder', 74).map((deviceKey) => ({ collectionId: id, deviceKey })) });
    await db().collection.update({ where: { id }, data: { deviceCount: 74 } });
    const anonymous = await visitor();
    const answers = await Promise.all(
      deviceKeys('laatste', 10).map((device_key) => post(anonymous, '/api/log', { origin: 'student', device_key, session_key: 's', activity: 'Opgave', collection_id: set.key })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(403)]);
    expect(await deviceCount(set.key)).toEqual({ deviceCount: 75, devices: 75 });
    expect(await db().activityLog.count({ where: { collectionId: id, userId: null } })).toBe(1);
  });
});

// ── POST /api/log and GET /api/activity_summary ──

describe('POST /api/log', () => {
  const event = (fields: Record<string, unknown> = {}) => ({ origin: 'student', device_key: 'log-toestel', session_key: 'log-sessie', activity: 'Opgave', ...fields });
  const refused = (errors: Record<string, string[]>) => ({ status: 422, body: { message: 'The given data was invalid.', errors } });
  const unknown = ['The provided ID does not exists.'];

  it('records a valid event (201, empty) with the set, topic and question it names', async () => {
    const owner = await teacher();
    const set = await created(owner.client, { name: 'Loggen', questionIds: gq(echolood, 16, 17) });
    const anonymous = await visitor();
    // The device's key as the server gave it (reading the set).
    const device = (await open(server.url, set.key)).given!;
    expect(await post(anonymous, '/api/log', event({ device_key: device, activity: 'Mijn opgaven' }))).toEqual({ status: 201, body: undefined });
    expect(await post(anonymous, '/api/log', event({ device_key: device, activity: 'Ontvang een tip', collection_id: set.key, topic_id: echolood.urlId, question_id: uq(echolood, 17) }))).toEqual({
      status: 201,
      body: undefined,
    });
    const rows = await db().activityLog.findMany({
      where: { deviceKey: device },
      orderBy: { id: 'asc' },
      select: { origin: true, activity: true, sessionKey: true, userId: true, topicId: true, questionId: true, collection: { select: { key: true } }, createdAt: true },
    });
    expect(rows).toEqual([
      { origin: 'student', activity: 'Mijn opgaven', sessionKey: 'log-sessie', userId: null, topicId: null, questionId: null, collection: null, createdAt: TEST_NOW },
      {
        origin: 'student',
        activity: 'Ontvang een tip',
        sessionKey: 'log-sessie',
        userId: null,
        topicId: echolood.id,
        questionId: echolood.q.get(17),
        collection: { key: set.key },
        createdAt: TEST_NOW,
      },
    ]);
  });

  it('refuses unknown activities, bad device and session keys, and topics, questions or sets that do not fit, writing nothing', async () => {
    const owner = await teacher();
    const set = await created(owner.client, { name: 'Fout loggen', questionIds: gq(echolood, 16) });
    const anonymous = await visitor();
    const bad = 'log-fout';
    expect(await post(anonymous, '/api/log', event({ device_key: bad, activity: 'Hack de server' }))).toEqual(refused({ activity: ['The selected activity is invalid.'] }));
    expect(await post(anonymous, '/api/log', event({ device_key: 'x'.repeat(101) }))).toEqual(refused({ device_key: ['The device key may not be greater than 100 characters.'] }));
    expect(await post(anonymous, '/api/log', event({ device_key: 'mijn toestel' }))).toEqual(refused({ device_key: ['The device key is invalid.'] }));
    expect(await post(anonymous, '/api/log', event({ device_key: bad, session_key: '' }))).toEqual(refused({ session_key: ['The session key is invalid.'] }));
    expect(await post(anonymous, '/api/log', event({ device_key: bad, origin: '  ' }))).toEqual(refused({ origin: ['The origin field is required.'] }));
    expect(await post(anonymous, '/api/log', event({ device_key: bad, collection_id: set.key, topic_id: skeeleren.urlId }))).toEqual(refused({ topic_id: unknown }));
    expect(await post(anonymous, '/api/log', event({ device_key: bad, collection_id: set.key, question_id: uq(echolood, 17) }))).toEqual(refused({ question_id: unknown }));
    expect(await post(anonymous, '/api/log', event({ device_key: bad, collection_id: set.key, topic_id: echolood.urlId, question_id: uq(tram, 1) }))).toEqual(refused({ question_id: unknown }));
    expect(await post(anonymous, '/api/log', event({ device_key: bad, collection_id: 'A'.repeat(22) }))).toEqual(refused({ collection_id: unknown }));
    expect(await post(anonymous, '/api/log', event({ device_key: bad, collection_id: 'kort' }))).toEqual(refused({ collection_id: unknown }));
    expect(await post(anonymous, '/api/log', event({ device_key: bad, topic_id: 'nonsense' }))).toEqual(refused({ topic_id: unknown }));
    expect(await post(anonymous, '/api/log', event({ device_key: bad, topic_id: tram.urlId, question_id: uq(echolood, 16) }))).toEqual(refused({ question_id: unknown }));
    expect(await db().activityLog.count({ where: { deviceKey: bad } })).toBe(0);
    expect(await deviceCount(set.key)).toEqual({ deviceCount: 0, devices: 0 });
  });

  it('allows 60 events a minute per device: the 61st answers 429 with Retry-After', async () => {
    const anonymous = await visitor();
    const flood = await Promise.all(Array.from({ length: 60 }, () => post(anonymous, '/api/log', event({ device_key: 'snel-toestel' }))));
    expect(flood.map((a) => a.status)).toEqual(Array(60).fill(201));
    const response = await anonymous.request('POST', '/api/log', event({ device_key: 'snel-toestel' }));
    expect([response.status, response.headers.get('retry-after'), await response.json()]).toEqual([429, '60', { message: 'Too Many Attempts.' }]);
    expect(await post(anonymous, '/api/log', event({ device_key: 'rustig-toestel' }))).toEqual({ status: 201, body: undefined });
    expect(await db().activityLog.count({ where: { deviceKey: 'snel-toestel' } })).toBe(60);
  });
});

describe('GET /api/activity_summary/{key}', () => {
  it("counts the set's visitors — devices, sessions, the last day, events — not the owner's own events", async () => {
    const owner = await teacher();
    const set = await created(owner.client, { name: 'Samenvatting', questionIds: gq(echolood, 16) });
    const summary = () => owner.client.json('GET', `/api/activity_summary/${set.key}`);
    // Making the set is logged, as the owner's.
    expect(await summary()).toEqual({ status: 200, body: { devices: 0, sessions: 0, last: null, activities: 0 } });

    const log = (client: HttpClient, device_key: string, session_key: string, activity: string) =>
      post(client, '/api/log', { origin: 'student', device_key, session_key, activity, collection_id: set.key, topic_id: echolood.urlId });
    // Two phones: each is the device of the key the server gave it (its cookie), whatever key it names.
    const a = await visitor();
    const b = await visitor();
    await log(a, 'samen-a', 'sessie-a', 'Opgave');
    await log(a, 'samen-a', 'sessie-a', 'Ontvang een tip');
    await log(b, 'samen-b', 'sessie-b', 'Opgave');
    // A signed-in student: a session and an event, not an anonymous device.
    await log(await signedInClient(server, 'leerling@vraagwerk.nl'), 'samen-c', 'sessie-c', 'Kijk antwoord na');
    // The owner looking at their own set.
    await log(owner.client, 'samen-eigen', 'sessie-eigen', 'Opgave');

    expect(await summary()).toEqual({ status: 200, body: { devices: 2, sessions: 3, last: '2026-03-10', activities: 4 } });
    const node = await owner.client.graphql<{ node: { activity: unknown } }>(`query ($id: ID!) { node(id: $id) { ... on Collection { activity { devices sessions activities last } } } }`, {
      id: set.id,
    });
    expect(node.data!.node.activity).toEqual({ devices: 2, sessions: 3, activities: 4, last: '2026-03-10T10:00:00.000Z' });
    expect(await (await signedInClient(server, 'admin@vraagwerk.nl')).json('GET', `/api/activity_summary/${set.key}`)).toEqual({
      status: 200,
      body: { devices: 2, sessions: 3, last: '2026-03-10', activities: 4 },
    });
    expect(await owner.client.json('GET', '/api/activity_summary/kort')).toEqual({ status: 404, body: { message: 'Not Found' } });
    expect(await owner.client.json('GET', `/api/activity_summary/${'A'.repeat(22)}`)).toEqual({ status: 404, body: { message: 'Not Found' } });
  });
});
