// Making sets (opgavensets) over GraphQL and POST /api/collections (document 4 §6): the licence limits (both licence
// kinds, their periods, never below 0, staff unlimited, a refused set writes nothing, two sets at once cannot both
// slip under a limit), creation (validations, complete and partial topics, the order of topics and questions), one
// set per submission, clearing the cart, the history and GET /api/latest, the coverage grid and reorderCart. What
// happens to a set afterwards (sharing, hiding, reading by its link, fair use, the activity log) is in
// collectionsRest.test.ts. The server's clock stands still at TEST_NOW (Tuesday 10 March 2026, 10:00 UTC), so every
// date below is a literal.
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { createIdCodec } from '../../server/app/ids.ts';
import { createSetFixture, createLicense, createSeat, createUser, idValues, signedInClient, streamIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { createSearchFixture, type SearchFixture } from '../setup/searchFixture.ts';
import { TEST_NOW } from '../setup/env.ts';
import type { HttpClient } from '../setup/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date(TEST_NOW.getTime()) });
});
afterAll(async () => {
  await server.close();
});

const db = () => server.db.prisma;
const ids = () => createIdCodec(server.config.idSecret);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(TEST_NOW.getTime() - ms);
const date = (day: string) => new Date(`${day}T00:00:00.000Z`);

// ── Fixtures ──

interface DemoQuestion {
  id: number;
  globalId: string;
  urlId: string;
}
interface DemoTopic {
  id: number;
  name: string;
  examId: number;
  globalId: string;
  urlId: string;
  /** Question number → ids. */
  q: Map<number, DemoQuestion>;
}

async function demoTopic(name: string, streamSlug = 'natuurkunde-havo'): Promise<DemoTopic> {
  const topic = await db().topic.findFirstOrThrow({
    where: { name, exam: { stream: { slug: streamSlug } } },
    select: { id: true, examId: true, questions: { select: { id: true, number: true } } },
  });
  return {
    id: topic.id,
    name,
    examId: topic.examId,
    globalId: encodeGlobalID('Topic', topic.id),
    urlId: ids().encode(topic.id),
    q: new Map(topic.questions.map((x) => [x.number, { id: x.id, globalId: encodeGlobalID('Question', x.id), urlId: ids().encode(x.id) }])),
  };
}

/** Global ids of some questions of a topic (all of them without numbers). */
const gq = (t: DemoTopic, ...numbers: number[]) => (numbers.length ? numbers : [...t.q.keys()]).map((n) => t.q.get(n)!.globalId);
/** REST ids of some questions of a topic (all of them without numbers). */
const uq = (t: DemoTopic, ...numbers: number[]) => (numbers.length ? numbers : [...t.q.keys()]).map((n) => t.q.get(n)!.urlId);

const ONBOARDED = { school: 'Testschool', place: 'Utrecht', onboarding: { step1: 'finished', step2: 'finished' } };
const SCHOOL_YEAR = { begin: date('2025-08-01'), end: date('2026-08-01') };

interface Teacher {
  client: HttpClient;
  userId: number;
  email: string;
}

/** A teacher whose seat grants set-making in the given streams: 'opgavensets samenstellen' or the trial's 'beperkt …'. */
async function teacher(options: { limited?: boolean; streams?: string[]; name?: [string, string] } = {}): Promise<Teacher> {
  const [firstName, lastName] = options.name ?? ['Fixture', 'Docent'];
  const user = await createUser(db(), { role: 'docent', firstName, lastName, data: ONBOARDED });
  const license = await createLicense(db(), SCHOOL_YEAR);
  const action = options.limited ? 'beperkt opgavensets samenstellen' : 'opgavensets samenstellen';
  const privileges = [];
  for (const slug of options.streams ?? ['natuurkunde-havo']) privileges.push({ action, objectId: await streamIdOf(db(), slug) });
  await createSeat(db(), { licenseId: license.id, userId: user.id, privileges });
  return { client: await signedInClient(server, user.email), userId: user.id, email: user.email };
}

/** A set made before (straight in the database), counted by the limits when it falls in their period. */
async function pastSet(ownerId: number, streamId: number, set: { complete?: number; partial?: number; downloadType?: 'digital' | 'pdf' | 'word'; at: Date; name?: string; questionIds?: number[] }) {
  return createSetFixture(db(), {
    ownerId,
    streamId,
    name: set.name ?? 'Eerdere set',
    downloadType: set.downloadType ?? 'digital',
    completeTopics: set.complete ?? 0,
    partialTopics: set.partial ?? 0,
    createdAt: set.at,
    questionIds: set.questionIds ?? [],
  });
}

/** What a user has written: sets, activity rows and cart topics. */
async function footprint(userId: number) {
  return {
    sets: await db().collection.count({ where: { ownerId: userId } }),
    activities: await db().activityLog.count({ where: { userId } }),
    cartTopics: await db().cartTopic.count({ where: { cart: { userId } } }),
  };
}

// ── GraphQL operations ──

interface CreateVars {
  streamId?: string;
  name: string;
  downloadType?: 'digital' | 'pdf' | 'word';
  questionIds: string[];
  topicOrder?: string[] | null;
  requestKey?: string | null;
  fromCart?: boolean;
}

const CREATE = `mutation ($streamId: ID!, $name: String!, $downloadType: DownloadType!, $questionIds: [ID!]!, $topicOrder: [ID!], $requestKey: String, $fromCart: Boolean) {
  createCollection(streamId: $streamId, name: $name, downloadType: $downloadType, questionIds: $questionIds, topicOrder: $topicOrder, requestKey: $requestKey, fromCart: $fromCart) {
    __typename
    ... on CreateCollectionSuccess {
      created
      collection { id key name downloadType completeTopics partialTopics topicCount questionCount createdAt topics { topic { name } questions { number } points minutes } }
    }
    ... on SetLimitError { limit max available message }
    ... on ValidationError { message fieldErrors { field messages } }
    ... on Error { message }
  }
}`;

interface Created {
  __typename: 'CreateCollectionSuccess';
  created: boolean;
  collection: {
    id: string;
    key: string;
    name: string;
    downloadType: string;
    completeTopics: number;
    partialTopics: number;
    topicCount: number;
    questionCount: number;
    createdAt: string;
    topics: { topic: { name: string }; questions: { number: number }[]; points: number; minutes: number }[];
  };
}
type CreateResult =
  | Created
  | { __typename: 'SetLimitError'; limit: string; max: number; available: number | null; message: string }
  | { __typename: 'ValidationError'; message: string; fieldErrors: { field: string; messages: string[] }[] }
  | { __typename: 'ForbiddenError'; message: string };

let nat: number;
const natGlobal = () => encodeGlobalID('Stream', nat);

async function create(client: HttpClient, vars: CreateVars): Promise<CreateResult> {
  const result = await client.graphql<{ createCollection: CreateResult }>(CREATE, { streamId: natGlobal(), downloadType: 'digital', ...vars });
  expect(result.errors).toBeUndefined();
  return result.data!.createCollection;
}

async function created(client: HttpClient, vars: CreateVars): Promise<Created['collection']> {
  const result = await create(client, vars);
  if (result.__typename !== 'CreateCollectionSuccess') throw new Error(`Expected a set, got ${JSON.stringify(result)}`);
  return result.collection;
}

const ALLOWANCE = `query ($urlId: String!) { stream(urlId: $urlId) { viewerSetAllowance {
  kind periodDays topicsPerSet completeTopics { max used available } wordTopics { max used available }
} } }`;

async function allowance(client: HttpClient, streamId = nat) {
  const result = await client.graphql<{ stream: { viewerSetAllowance: unknown } }>(ALLOWANCE, { urlId: ids().encode(streamId) });
  expect(result.errors).toBeUndefined();
  return result.data!.stream.viewerSetAllowance;
}

const SELECT = `mutation ($topicId: ID!, $questionIds: [ID!]!) { selectQuestions(topicId: $topicId, questionIds: $questionIds) { __typename } }`;
async function select(client: HttpClient, topicId: string, questionIds: string[]) {
  const result = await client.graphql<{ selectQuestions: { __typename: string } }>(SELECT, { topicId, questionIds });
  expect(result.data?.selectQuestions.__typename).toBe('SelectQuestionsSuccess');
}

/** The REST creation payload of document 1 §3. */
const restBody = (name: string, questions: string[], topicOrder: string | string[] | null = null, downloadType = 'digital', streamId = nat) => ({
  name,
  download_type: downloadType,
  topic_order: topicOrder,
  course_id: ids().encode(streamId),
  questions,
});

async function post<T = unknown>(client: HttpClient, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: T }> {
  const response = await client.request('POST', path, body ?? {}, headers);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

let echolood: DemoTopic;
let tram: DemoTopic;
let skeeleren: DemoTopic;
let waterkoker: DemoTopic;
let echoscopie: DemoTopic;
let radon: DemoTopic;
let torenkraan: DemoTopic;
let broedmachine: DemoTopic;
let glasvezel: DemoTopic;
let curling: DemoTopic;
let zeehonden: DemoTopic;
beforeAll(async () => {
  nat = await streamIdOf(db(), 'natuurkunde-havo');
  echolood = await demoTopic('Echolood op een vissersboot'); // 4 questions, 16-19
  tram = await demoTopic('Tram in de binnenstad'); // 5 questions, 1-5
  skeeleren = await demoTopic('Skeeleren op de dijk'); // 4 questions, 1-4
  waterkoker = await demoTopic('Waterkoker');
  echoscopie = await demoTopic('Echoscopie');
  radon = await demoTopic('Radon in de kelder');
  torenkraan = await demoTopic('Torenkraan');
  broedmachine = await demoTopic('Broedmachine');
  glasvezel = await demoTopic('Glasvezelinternet');
  curling = await demoTopic('Curling'); // a concept exam
  zeehonden = await demoTopic('Zeehonden in de Waddenzee', 'wiskunde-a-havo');
});

/** The first question of nine topics: one topic too many for any licence. */
const nineTopics = () => [echolood.q.get(16)!, ...[tram, skeeleren, waterkoker, echoscopie, radon, torenkraan, broedmachine, glasvezel].map((t) => [...t.q.values()][0]!)];

// ── Limits ──

describe('licence limits (document 1 §9, document 4 §14)', () => {
  it("counts a full licence's sets of the last 7 days: 8 topics a set, 32 complete, 32 Word topics", async () => {
    const { client, userId } = await teacher();
    const other = await teacher();
    const vwo = await streamIdOf(db(), 'natuurkunde-vwo');
    await pastSet(userId, nat, { complete: 20, partial: 3, at: ago(3 * DAY) });
    await pastSet(userId, nat, { complete: 5, partial: 2, downloadType: 'word', at: ago(7 * DAY - HOUR) });
    // Older than the period, another stream, another teacher: not counted.
    await pastSet(userId, nat, { complete: 10, partial: 1, downloadType: 'word', at: ago(7 * DAY + HOUR) });
    await pastSet(userId, vwo, { complete: 30, downloadType: 'word', at: ago(DAY) });
    await pastSet(other.userId, nat, { complete: 30, downloadType: 'word', at: ago(DAY) });

    expect(await allowance(client)).toEqual({
      kind: 'full',
      periodDays: 7,
      topicsPerSet: 8,
      completeTopics: { max: 32, used: 25, available: 7 },
      wordTopics: { max: 32, used: 7, available: 25 },
    });
    const url = `/api/constraints/${ids().encode(nat)}`;
    expect(await client.json('GET', url)).toEqual({ status: 200, body: [{ complete_topics: 25, topics: 30, word_topics: 7 }] });
    expect(await client.json('GET', `${url}?period=8`)).toEqual({ status: 200, body: [{ complete_topics: 35, topics: 41, word_topics: 18 }] });
    expect(await client.json('GET', `${url}?period=1`)).toEqual({ status: 200, body: [{ complete_topics: 0, topics: 0, word_topics: 0 }] });
    expect(await client.json('GET', `${url}?period=0`)).toEqual({ status: 422, body: { message: 'The given data was invalid.', errors: { period: ['The period must be at least 1.'] } } });
  });

  it("counts a trial licence's ('beperkt opgavensets samenstellen') sets of the last 21 days: 8, 16, 16", async () => {
    const { client, userId } = await teacher({ limited: true });
    await pastSet(userId, nat, { complete: 10, downloadType: 'word', at: ago(20 * DAY) });
    await pastSet(userId, nat, { complete: 5, partial: 1, at: ago(22 * DAY) });
    expect(await allowance(client)).toEqual({
      kind: 'limited',
      periodDays: 21,
      topicsPerSet: 8,
      completeTopics: { max: 16, used: 10, available: 6 },
      wordTopics: { max: 16, used: 10, available: 6 },
    });
    const url = `/api/constraints/${ids().encode(nat)}`;
    expect(await client.json('GET', url)).toEqual({ status: 200, body: [{ complete_topics: 10, topics: 10, word_topics: 10 }] });
    expect(await client.json('GET', `${url}?period=30`)).toEqual({ status: 200, body: [{ complete_topics: 15, topics: 16, word_topics: 10 }] });
  });

  it('never answers less than 0 available', async () => {
    const { client, userId } = await teacher();
    await pastSet(userId, nat, { complete: 40, downloadType: 'word', at: ago(DAY) });
    expect(await allowance(client)).toMatchObject({ completeTopics: { max: 32, used: 40, available: 0 }, wordTopics: { max: 32, used: 40, available: 0 } });
  });

  it('lets admins and authors make sets without limits, and nobody else without a grant for the stream', async () => {
    const unlimited = { kind: 'unlimited', periodDays: null, topicsPerSet: null, completeTopics: null, wordTopics: null };
    const admin = await signedInClient(server, 'admin@vraagwerk.nl');
    expect(await allowance(admin)).toEqual(unlimited);
    expect(await allowance(await signedInClient(server, 'auteur@vraagwerk.nl'))).toEqual(unlimited);
    // Nine complete topics in one set.
    const nine = nineTopics().map((x) => x.globalId);
    const all = [echolood, tram, skeeleren, waterkoker, echoscopie, radon, torenkraan, broedmachine, glasvezel].flatMap((t) => gq(t));
    expect(await created(admin, { name: 'Alles van havo', questionIds: all, downloadType: 'word' })).toMatchObject({ completeTopics: 9, partialTopics: 0, topicCount: 9, questionCount: 37 });
    expect(await created(admin, { name: 'Negen losse vragen', questionIds: nine })).toMatchObject({ completeTopics: 0, partialTopics: 9 });
    expect(await admin.json('GET', `/api/constraints/${ids().encode(nat)}`)).toEqual({ status: 200, body: [{ complete_topics: 9, topics: 18, word_topics: 9 }] });

    // A teacher in a stream outside their licence, a student, a visitor.
    const wiskundeA = await streamIdOf(db(), 'wiskunde-a-havo');
    const { client } = await teacher();
    expect(await allowance(client, wiskundeA)).toBeNull();
    expect(await client.json('GET', `/api/constraints/${ids().encode(wiskundeA)}`)).toEqual({ status: 403, body: { message: '' } });
    const student = await signedInClient(server, 'leerling@vraagwerk.nl');
    expect(await allowance(student)).toBeNull();
    expect((await student.json('GET', `/api/constraints/${ids().encode(nat)}`)).status).toBe(403);
    expect(await allowance(server.client())).toBeNull();
    expect(await server.client().json('GET', `/api/constraints/${ids().encode(nat)}`)).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
  });

  it('refuses more than 8 topics in a set with SetLimitError (GraphQL) and 422 (REST), writing nothing', async () => {
    const { client, userId } = await teacher();
    const nine = nineTopics();
    expect(await create(client, { name: 'Te veel', questionIds: nine.map((x) => x.globalId) })).toEqual({
      __typename: 'SetLimitError',
      limit: 'topicsPerSet',
      max: 8,
      available: null,
      message: 'Je kunt maximaal 8 opgaven in één set opnemen.',
    });
    expect(
      await post(
        client,
        '/api/collections',
        restBody(
          'Te veel',
          nine.map((x) => x.urlId),
        ),
      ),
    ).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { topic_order: ['A set may hold at most 8 topics.'] } },
    });
    // Eight is allowed.
    expect(await created(client, { name: 'Acht', questionIds: nine.slice(0, 8).map((x) => x.globalId) })).toMatchObject({ topicCount: 8, partialTopics: 8 });
    expect(await footprint(userId)).toEqual({ sets: 1, activities: 1, cartTopics: 0 });
  });

  it('refuses more complete topics than are left, leaves the cart and writes nothing; partial topics still go', async () => {
    const { client, userId } = await teacher();
    await pastSet(userId, nat, { complete: 30, at: ago(DAY) });
    for (const t of [echolood, skeeleren, waterkoker]) await select(client, t.globalId, gq(t));
    const three = [...gq(echolood), ...gq(skeeleren), ...gq(waterkoker)];
    expect(await create(client, { name: 'Drie complete', questionIds: three, fromCart: true })).toEqual({
      __typename: 'SetLimitError',
      limit: 'completeTopics',
      max: 32,
      available: 2,
      message: 'Je kunt in deze periode nog 2 complete opgaven gebruiken (maximaal 32).',
    });
    expect(await post(client, '/api/collections', restBody('Drie complete', [...uq(echolood), ...uq(skeeleren), ...uq(waterkoker)]))).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { questions: ['Only 2 of 32 complete topics are left in this period.'] } },
    });
    // Nothing written: only the set made before, no activity, the cart as it was.
    expect(await footprint(userId)).toEqual({ sets: 1, activities: 0, cartTopics: 3 });
    // The cart page asks the same check before the teacher goes on: three complete topics, two left.
    const check = await client.graphql<{ cart: unknown }>(`{ cart {
      topics { complete }
      setCheck(downloadType: digital) { topics completeTopics questions breaches { limit max available message } }
      wordCheck: setCheck(downloadType: word) { breaches { limit } }
    } }`);
    expect(check.data!.cart).toEqual({
      topics: [{ complete: true }, { complete: true }, { complete: true }],
      setCheck: {
        topics: 3,
        completeTopics: 3,
        questions: three.length,
        breaches: [{ limit: 'completeTopics', max: 32, available: 2, message: 'Je kunt in deze periode nog 2 complete opgaven gebruiken (maximaal 32).' }],
      },
      wordCheck: { breaches: [{ limit: 'completeTopics' }] },
    });

    // Two complete topics and a partial one fit, and use up the period.
    const set = await created(client, { name: 'Twee complete', questionIds: [...gq(echolood), ...gq(skeeleren), ...gq(waterkoker, 5)], fromCart: true });
    expect(set).toMatchObject({ completeTopics: 2, partialTopics: 1 });
    expect(await footprint(userId)).toEqual({ sets: 2, activities: 1, cartTopics: 0 });
    expect(await allowance(client)).toMatchObject({ completeTopics: { max: 32, used: 32, available: 0 } });
    expect(await create(client, { name: 'Nog één', questionIds: gq(tram) })).toEqual({
      __typename: 'SetLimitError',
      limit: 'completeTopics',
      max: 32,
      available: 0,
      message: 'Je hebt het maximum van 32 complete opgaven in deze periode bereikt. Kies een deel van de vragen van een opgave.',
    });
    expect(await created(client, { name: 'Alleen delen', questionIds: gq(tram, 1, 2, 3, 4) })).toMatchObject({ completeTopics: 0, partialTopics: 1 });
  });

  it('refuses more Word topics than are left; the same set as a PDF goes', async () => {
    const { client, userId } = await teacher({ limited: true });
    await pastSet(userId, nat, { partial: 15, downloadType: 'word', at: ago(2 * DAY) });
    const questions = [...gq(echolood, 16), ...gq(tram, 1)];
    expect(await create(client, { name: 'Word', questionIds: questions, downloadType: 'word' })).toEqual({
      __typename: 'SetLimitError',
      limit: 'wordTopics',
      max: 16,
      available: 1,
      message: 'Je kunt in deze periode nog 1 opgave als Word-document aanmaken: kies minder opgaven, of digitaal of pdf.',
    });
    expect(await post(client, '/api/collections', restBody('Word', [...uq(echolood, 16), ...uq(tram, 1)], null, 'word'))).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { download_type: ['Only 1 of 16 topics as a Word document are left in this period.'] } },
    });
    expect(await footprint(userId)).toEqual({ sets: 1, activities: 0, cartTopics: 0 });
    expect(await created(client, { name: 'Word', questionIds: questions, downloadType: 'pdf' })).toMatchObject({ downloadType: 'pdf', partialTopics: 2 });
    expect(await created(client, { name: 'Eén in Word', questionIds: gq(echolood, 16), downloadType: 'word' })).toMatchObject({ downloadType: 'word' });
    expect(await allowance(client)).toMatchObject({ wordTopics: { max: 16, used: 16, available: 0 } });
    expect(await create(client, { name: 'Nog een Word', questionIds: gq(tram, 2), downloadType: 'word' })).toMatchObject({
      limit: 'wordTopics',
      available: 0,
      message: 'Je kunt geen Word-documenten meer aanmaken. Kies digitaal of pdf; over enkele dagen kan het weer.',
    });
  });

  it('lets only one of two sets made at once use the last complete topics (GraphQL and REST)', async () => {
    const { client, userId } = await teacher();
    await pastSet(userId, nat, { complete: 28, at: ago(DAY) });
    const results = await Promise.all([
      create(client, { name: 'Eerste', questionIds: [...gq(echolood), ...gq(skeeleren), ...gq(waterkoker)] }),
      create(client, { name: 'Tweede', questionIds: [...gq(echoscopie), ...gq(radon), ...gq(torenkraan)] }),
    ]);
    expect(results.map((r) => r.__typename).sort()).toEqual(['CreateCollectionSuccess', 'SetLimitError']);
    expect(results.find((r) => r.__typename === 'SetLimitError')).toEqual({
      __typename: 'SetLimitError',
      limit: 'completeTopics',
      max: 32,
      available: 1,
      message: 'Je kunt in deze periode nog 1 complete opgave gebruiken (maximaal 32).',
    });
    expect(await footprint(userId)).toEqual({ sets: 2, activities: 1, cartTopics: 0 });

    const rest = await teacher();
    await pastSet(rest.userId, nat, { complete: 28, at: ago(DAY) });
    const answers = await Promise.all([
      post(rest.client, '/api/collections', restBody('Eerste', [...uq(echolood), ...uq(skeeleren), ...uq(waterkoker)])),
      post(rest.client, '/api/collections', restBody('Tweede', [...uq(echoscopie), ...uq(radon), ...uq(torenkraan)])),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(answers.find((a) => a.status === 422)!.body).toEqual({ message: 'The given data was invalid.', errors: { questions: ['Only 1 of 32 complete topics are left in this period.'] } });
    expect(await footprint(rest.userId)).toEqual({ sets: 2, activities: 1, cartTopics: 0 });
  });
});

// ── Creation ──

describe('making a set', () => {
  it('counts complete and partial topics, puts the given topics first and each topic’s questions in number order', async () => {
    const { client, userId } = await teacher();
    const set = await created(client, {
      name: '  Golven en beweging  ',
      questionIds: [...gq(echolood, 18), ...gq(tram, 3), ...gq(skeeleren, 2), ...gq(echolood, 16), ...gq(tram, 1), ...gq(echolood, 19, 17)],
      topicOrder: [tram.globalId],
    });
    expect(set).toEqual({
      id: encodeGlobalID('Collection', set.key),
      key: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      name: 'Golven en beweging',
      downloadType: 'digital',
      completeTopics: 1,
      partialTopics: 2,
      topicCount: 3,
      questionCount: 7,
      createdAt: '2026-03-10T10:00:00.000Z',
      topics: [
        { topic: { name: 'Tram in de binnenstad' }, questions: [{ number: 1 }, { number: 3 }], points: 6, minutes: 9 },
        { topic: { name: 'Echolood op een vissersboot' }, questions: [{ number: 16 }, { number: 17 }, { number: 18 }, { number: 19 }], points: 10, minutes: 13 },
        { topic: { name: 'Skeeleren op de dijk' }, questions: [{ number: 2 }], points: 3, minutes: 3 },
      ],
    });
    // The global id holds the link key, never the sequential id.
    expect(decodeGlobalID(set.id)).toEqual({ typename: 'Collection', id: set.key });
    const row = await db().collection.findUniqueOrThrow({
      where: { key: set.key },
      select: { ownerId: true, topicOrder: true, qr: true, questions: { orderBy: { position: 'asc' }, select: { question: { select: { number: true, topicId: true } } } } },
    });
    expect(row).toEqual({
      ownerId: userId,
      topicOrder: [tram.id, echolood.id, skeeleren.id],
      qr: true,
      questions: [
        [tram.id, 1],
        [tram.id, 3],
        [echolood.id, 16],
        [echolood.id, 17],
        [echolood.id, 18],
        [echolood.id, 19],
        [skeeleren.id, 2],
      ].map(([topicId, number]) => ({ question: { number, topicId } })),
    });
    expect(await db().activityLog.findMany({ where: { userId }, select: { origin: true, activity: true, collection: { select: { key: true } } } })).toEqual([
      { origin: 'cart', activity: 'Opgavenset samengesteld (online)', collection: { key: set.key } },
    ]);
  });

  it('logs the download type: online, PDF or docx', async () => {
    const { client, userId } = await teacher();
    await created(client, { name: 'Pdf', questionIds: gq(echolood, 16), downloadType: 'pdf' });
    await created(client, { name: 'Word', questionIds: gq(echolood, 16), downloadType: 'word' });
    const rows = await db().activityLog.findMany({ where: { userId }, orderBy: { id: 'asc' }, select: { activity: true } });
    expect(rows.map((r) => r.activity)).toEqual(['Opgavenset samengesteld (PDF)', 'Opgavenset samengesteld (docx)']);
  });

  it('answers REST in document 4 §6’s shape: 201, the link key as id, topic cards, no sequential id anywhere', async () => {
    const { client } = await teacher();
    const { status, body } = await post<Record<string, unknown>>(client, '/api/collections', restBody('Via de oude API', [...uq(echolood), ...uq(tram, 3, 1)], JSON.stringify([tram.urlId]), 'pdf'));
    expect(status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(['complete_topics', 'created_at', 'download_type', 'id', 'name', 'partial_topics', 'topic_order', 'topics']);
    expect(body).toMatchObject({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      name: 'Via de oude API',
      download_type: 'pdf',
      partial_topics: 1,
      complete_topics: 1,
      topic_order: JSON.stringify([tram.urlId, echolood.urlId]),
      created_at: '2026-03-10T10:00:00.000000Z',
    });
    expect((body.topics as { id: string; name: string }[]).map((t) => [t.id, t.name])).toEqual([
      [tram.urlId, 'Tram in de binnenstad'],
      [echolood.urlId, 'Echolood op een vissersboot'],
    ]);
    const sequential = (await db().collection.findUniqueOrThrow({ where: { key: body.id as string }, select: { id: true } })).id;
    expect(idValues(body).filter((v) => typeof v.value !== 'string' || v.value === String(sequential))).toEqual([]);
    // topic_order as a comma list and as an array too; 'online' is the legacy name of digital.
    expect((await post(client, '/api/collections', restBody('Komma', uq(echolood, 16).concat(uq(tram, 2)), `${tram.urlId},${echolood.urlId}`, 'online'))).body).toMatchObject({
      download_type: 'digital',
      topic_order: JSON.stringify([tram.urlId, echolood.urlId]),
    });
    expect((await post(client, '/api/collections', restBody('Lijst', uq(echolood, 17).concat(uq(tram, 2)), [tram.urlId]))).body).toMatchObject({
      topic_order: JSON.stringify([tram.urlId, echolood.urlId]),
    });
  });

  it('refuses a blank or too long name, no questions, unknown or foreign questions and a wrong topic order (GraphQL)', async () => {
    const { client, userId } = await teacher({ streams: ['natuurkunde-havo', 'wiskunde-a-havo'] });
    const invalid = (field: string, message: string) => ({ __typename: 'ValidationError', message, fieldErrors: [{ field, messages: [message] }] });
    expect(await create(client, { name: '   ', questionIds: gq(echolood, 16) })).toEqual(invalid('name', 'Dit veld is verplicht'));
    expect(await create(client, { name: 'x'.repeat(256), questionIds: gq(echolood, 16) })).toEqual(invalid('name', 'Maximaal 255 tekens'));
    expect(await create(client, { name: 'Leeg', questionIds: [] })).toEqual(invalid('questions', 'Kies minimaal één vraag'));
    expect(await create(client, { name: ' ', questionIds: [] })).toEqual({
      __typename: 'ValidationError',
      message: 'Dit veld is verplicht',
      fieldErrors: [
        { field: 'name', messages: ['Dit veld is verplicht'] },
        { field: 'questions', messages: ['Kies minimaal één vraag'] },
      ],
    });
    const foreign = invalid('questions', 'Een van de vragen bestaat niet (meer) of hoort niet bij dit vak');
    expect(await create(client, { name: 'Onbekend', questionIds: [...gq(echolood, 16), encodeGlobalID('Question', 99_999_999)] })).toEqual(foreign);
    expect(await create(client, { name: 'Geen vraag', questionIds: [echolood.globalId] })).toEqual(foreign);
    expect(await create(client, { name: 'Onzin', questionIds: ['bm9uc2Vuc2U='] })).toEqual(foreign);
    // A question of another stream (one the teacher holds too), and one of a concept exam, hidden from a teacher.
    expect(await create(client, { name: 'Ander vak', questionIds: [...gq(echolood, 16), ...gq(zeehonden, 1)] })).toEqual(foreign);
    expect(await create(client, { name: 'Concept', questionIds: gq(curling, 1) })).toEqual(foreign);
    expect(await create(client, { name: 'Volgorde', questionIds: gq(echolood, 16), topicOrder: [skeeleren.globalId] })).toEqual(
      invalid('topicOrder', 'De volgorde noemt een opgave die niet in de set zit'),
    );
    expect(await create(client, { name: 'Sleutel', questionIds: gq(echolood, 16), requestKey: 'k'.repeat(101) })).toEqual(invalid('requestKey', 'Maximaal 100 tekens'));
    // A stream outside the licence, a student, a visitor.
    expect(await create(client, { streamId: encodeGlobalID('Stream', await streamIdOf(db(), 'wiskunde-b-havo')), name: 'Wiskunde B', questionIds: gq(echolood, 16) })).toEqual({
      __typename: 'ForbiddenError',
      message: 'Wiskunde B Havo valt niet onder je licentie.',
    });
    const student = await signedInClient(server, 'leerling@vraagwerk.nl');
    const refused = await student.graphql(CREATE, { streamId: natGlobal(), name: 'Leerling', downloadType: 'digital', questionIds: gq(echolood, 16) });
    expect(refused.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['Ongeautoriseerd', 'FORBIDDEN']]);
    const visitor = await server.client().graphql(CREATE, { streamId: natGlobal(), name: 'Bezoeker', downloadType: 'digital', questionIds: gq(echolood, 16) });
    expect(visitor.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['Ongeautoriseerd', 'UNAUTHENTICATED']]);
    expect(await footprint(userId)).toEqual({ sets: 0, activities: 0, cartTopics: 0 });
    // 255 characters is a name.
    expect(await created(client, { name: 'x'.repeat(255), questionIds: gq(echolood, 16) })).toMatchObject({ name: 'x'.repeat(255) });
  });

  it('refuses the same over REST with 422 in document 4’s shape, and visitors and students', async () => {
    const { client, userId } = await teacher();
    const unknown = ['The provided ID does not exists.'];
    const refused = (errors: Record<string, string[]>) => ({ status: 422, body: { message: 'The given data was invalid.', errors } });
    expect(await post(client, '/api/collections', restBody('  ', uq(echolood, 16)))).toEqual(refused({ name: ['The name field is required.'] }));
    expect(await post(client, '/api/collections', restBody('x'.repeat(256), uq(echolood, 16)))).toEqual(refused({ name: ['The name may not be greater than 255 characters.'] }));
    expect(await post(client, '/api/collections', restBody('Leeg', []))).toEqual(refused({ questions: ['The questions field is required.'] }));
    expect(await post(client, '/api/collections', restBody('Onzin', ['nonsense']))).toEqual(refused({ questions: unknown }));
    expect(await post(client, '/api/collections', restBody('Onbekend', [ids().encode(99_999_999)]))).toEqual(refused({ questions: unknown }));
    expect(await post(client, '/api/collections', restBody('Concept', uq(curling, 1)))).toEqual(refused({ questions: unknown }));
    expect(await post(client, '/api/collections', restBody('Volgorde', uq(echolood, 16), JSON.stringify([skeeleren.urlId])))).toEqual(refused({ topic_order: unknown }));
    expect(await post(client, '/api/collections', restBody('Volgorde', uq(echolood, 16), '[not json'))).toEqual(refused({ topic_order: unknown }));
    expect(await post(client, '/api/collections', { ...restBody('Vak', uq(echolood, 16)), course_id: 'nope' })).toEqual(refused({ course_id: unknown }));
    expect(await post(client, '/api/collections', restBody('Docx', uq(echolood, 16), null, 'docx'))).toEqual(refused({ download_type: ['The selected download type is invalid.'] }));
    const { topic_order: _absent, ...withoutOrder } = restBody('Zonder volgorde', uq(echolood, 16));
    const missing = await post<{ errors: Record<string, string[]> }>(client, '/api/collections', withoutOrder);
    expect([missing.status, Object.keys(missing.body.errors)]).toEqual([422, ['topic_order']]);
    expect(await footprint(userId)).toEqual({ sets: 0, activities: 0, cartTopics: 0 });

    const visitor = server.client();
    await visitor.csrf();
    expect(await post(visitor, '/api/collections', restBody('Bezoeker', uq(echolood, 16)))).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    const student = await signedInClient(server, 'leerling@vraagwerk.nl');
    expect((await post(student, '/api/collections', restBody('Leerling', uq(echolood, 16)))).status).toBe(403);
  });
});

// ── One set per submission, and the cart ──

describe('one set per submission', () => {
  it('answers the set of the first request to a repeat with the same requestKey (GraphQL)', async () => {
    const { client, userId } = await teacher();
    const first = await create(client, { name: 'Dubbelklik', questionIds: gq(echolood, 16), requestKey: 'aanvraag-1' });
    const again = await create(client, { name: 'Dubbelklik', questionIds: gq(echolood, 16), requestKey: 'aanvraag-1' });
    const renamed = await create(client, { name: 'Andere naam', questionIds: gq(echolood, 17), requestKey: 'aanvraag-1' });
    expect([first, again, renamed].map((r) => r.__typename === 'CreateCollectionSuccess' && [r.created, r.collection.name])).toEqual([
      [true, 'Dubbelklik'],
      [false, 'Dubbelklik'],
      [false, 'Dubbelklik'],
    ]);
    const keys = new Set([first, again, renamed].map((r) => (r as Created).collection.key));
    expect(keys.size).toBe(1);
    expect(await footprint(userId)).toEqual({ sets: 1, activities: 1, cartTopics: 0 });
    // Another key is another set, even with the same content.
    expect(await create(client, { name: 'Dubbelklik', questionIds: gq(echolood, 16), requestKey: 'aanvraag-2' })).toMatchObject({ created: true });
  });

  // A race, run on PostgreSQL too (CI's second run): on PGlite a transaction holds the one connection until
  // it ends, so racing transactions take turns there; only PostgreSQL runs them at once.
  it('makes one set of two identical requests at once, with and without a key', async () => {
    const { client, userId } = await teacher();
    const vars = { name: 'Tegelijk', questionIds: gq(echolood, 16, 17) };
    const pair = await Promise.all([create(client, vars), create(client, vars)]);
    expect(pair.map((r) => (r as Created).created).sort()).toEqual([false, true]);
    expect((pair[0] as Created).collection.key).toBe((pair[1] as Created).collection.key);
    const keyed = { name: 'Tegelijk met sleutel', questionIds: gq(tram, 1), requestKey: 'tegelijk' };
    const keyedPair = await Promise.all([create(client, keyed), create(client, keyed)]);
    expect(keyedPair.map((r) => (r as Created).created).sort()).toEqual([false, true]);
    expect(await footprint(userId)).toEqual({ sets: 2, activities: 2, cartTopics: 0 });
  });

  // A race, run on PostgreSQL too (CI's second run): on PGlite a transaction holds the one connection until
  // it ends, so racing transactions take turns there; only PostgreSQL runs them at once.
  it('makes one set of a REST body sent twice (201, then 200), with an Idempotency-Key or at once', async () => {
    const { client, userId } = await teacher();
    const body = restBody('Opnieuw verstuurd', uq(echolood, 16, 17));
    const first = await post<{ id: string }>(client, '/api/collections', body);
    const second = await post<{ id: string }>(client, '/api/collections', body);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.id).toBe(first.body.id);
    expect(await footprint(userId)).toEqual({ sets: 1, activities: 1, cartTopics: 0 });

    const keyed = await post<{ id: string; name: string }>(client, '/api/collections', restBody('Met sleutel', uq(tram, 1)), { 'Idempotency-Key': 'poging-1' });
    const retry = await post<{ id: string; name: string }>(client, '/api/collections', restBody('Met sleutel, gewijzigd', uq(tram, 2)), { 'Idempotency-Key': 'poging-1' });
    expect([keyed.status, retry.status, retry.body.id, retry.body.name]).toEqual([201, 200, keyed.body.id, 'Met sleutel']);
    expect(await footprint(userId)).toEqual({ sets: 2, activities: 2, cartTopics: 0 });

    const together = await Promise.all([0, 1].map(() => post<{ id: string }>(client, '/api/collections', restBody('Tegelijk', uq(skeeleren, 1)))));
    expect(together.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(together[0]!.body.id).toBe(together[1]!.body.id);
    expect(await footprint(userId)).toEqual({ sets: 3, activities: 3, cartTopics: 0 });

    // The same set again after the retry window (two minutes) is a new set: made on purpose.
    await db().collection.updateMany({ where: { ownerId: userId }, data: { createdAt: ago(3 * 60_000) } });
    expect((await post(client, '/api/collections', body)).status).toBe(201);
    expect(await footprint(userId)).toEqual({ sets: 4, activities: 4, cartTopics: 0 });
  });

  it('empties the cart of the set’s stream with fromCart, in the same transaction; other streams keep theirs', async () => {
    const { client, userId } = await teacher({ streams: ['natuurkunde-havo', 'wiskunde-a-havo'] });
    await select(client, echolood.globalId, gq(echolood, 16, 17));
    await select(client, tram.globalId, gq(tram, 1));
    await select(client, zeehonden.globalId, gq(zeehonden, 1));
    await created(client, { name: 'Niet uit de selectie', questionIds: gq(echolood, 16) });
    expect(await footprint(userId)).toMatchObject({ cartTopics: 3 });
    await created(client, { name: 'Uit de selectie', questionIds: [...gq(echolood, 16, 17), ...gq(tram, 1)], fromCart: true });
    const carts = await db().cart.findMany({ where: { userId }, orderBy: { streamId: 'asc' }, select: { streamId: true, topics: { select: { topicId: true } } } });
    expect(carts).toEqual([
      { streamId: nat, topics: [] },
      { streamId: await streamIdOf(db(), 'wiskunde-a-havo'), topics: [{ topicId: zeehonden.id }] },
    ]);
  });
});

// ── History ──

describe('the history', () => {
  const HISTORY = `query ($first: Int!, $after: String) { viewer { collections(first: $first, after: $after) {
    edges { node { name } } pageInfo { hasNextPage endCursor }
  } } }`;
  type History = { viewer: { collections: { edges: { node: { name: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } };

  it('pages the viewer’s own sets by 10, newest first', async () => {
    const { client, userId } = await teacher();
    const other = await teacher();
    // Made in another order than their dates, so the ids do not follow the dates.
    for (const n of [5, 12, 1, 9, 3, 11, 7, 2, 10, 4, 8, 6]) await pastSet(userId, nat, { name: `Set ${String(n).padStart(2, '0')}`, at: ago((13 - n) * HOUR) });
    await pastSet(other.userId, nat, { name: 'Van een ander', at: ago(0) });

    const page1 = (await client.graphql<History>(HISTORY, { first: 10 })).data!.viewer.collections;
    expect(page1.edges.map((e) => e.node.name)).toEqual(['Set 12', 'Set 11', 'Set 10', 'Set 09', 'Set 08', 'Set 07', 'Set 06', 'Set 05', 'Set 04', 'Set 03']);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await client.graphql<History>(HISTORY, { first: 10, after: page1.pageInfo.endCursor })).data!.viewer.collections;
    expect(page2.edges.map((e) => e.node.name)).toEqual(['Set 02', 'Set 01']);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    // The home page's latest two.
    expect((await client.graphql<History>(HISTORY, { first: 2 })).data!.viewer.collections.edges.map((e) => e.node.name)).toEqual(['Set 12', 'Set 11']);
    expect((await server.client().graphql<History>(HISTORY, { first: 10 })).data!.viewer.collections.edges).toEqual([]);
  });

  it("answers GET /api/latest (and ?count=2) in document 4's shape", async () => {
    const { client, userId } = await teacher();
    await pastSet(userId, nat, { name: 'Oudste', at: ago(2 * DAY), questionIds: [skeeleren.q.get(1)!.id] });
    await pastSet(userId, nat, { name: 'Gisteren', at: ago(DAY), downloadType: 'word', questionIds: [skeeleren.q.get(2)!.id] });
    const set = await created(client, { name: 'Vandaag', downloadType: 'pdf', questionIds: [...gq(echolood), ...gq(tram, 3, 1)], topicOrder: [tram.globalId] });

    const { status, body } = await client.json<Record<string, unknown>[]>('GET', '/api/latest');
    expect(status).toBe(200);
    expect(body.map((s) => s.name)).toEqual(['Vandaag', 'Gisteren', 'Oudste']);
    const exam = { id: ids().encode(tram.examId), level: 'Havo', course: 'Natuurkunde', year: 2021, term: 2 };
    expect(body[0]).toEqual({
      id: set.key,
      name: 'Vandaag',
      download_type: 'pdf',
      topic_order: JSON.stringify([tram.urlId, echolood.urlId]),
      date: '2026-03-10T10:00:00+00:00',
      topics: [
        { id: tram.urlId, name: 'Tram in de binnenstad', questions: 5, points: 6, has_answers: 1, time_in_minutes: 9, selected: uq(tram, 1, 3), exam },
        { id: echolood.urlId, name: 'Echolood op een vissersboot', questions: 4, points: 10, has_answers: 1, time_in_minutes: 13, selected: uq(echolood, 16, 17, 18, 19), exam },
      ],
    });
    expect(body[1]).toMatchObject({
      name: 'Gisteren',
      download_type: 'word',
      date: '2026-03-09T10:00:00+00:00',
      topics: [{ name: 'Skeeleren op de dijk', questions: 4, points: 3, time_in_minutes: 3, selected: uq(skeeleren, 2) }],
    });
    expect(idValues(body).filter((v) => typeof v.value !== 'string')).toEqual([]);

    expect((await client.json<{ name: string }[]>('GET', '/api/latest?count=2')).body.map((s) => s.name)).toEqual(['Vandaag', 'Gisteren']);
    expect((await client.json<unknown[]>('GET', '/api/latest?count=0')).body).toEqual([]);
    expect(await server.client().json('GET', '/api/latest')).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
  });
});

// ── Coverage grid ──

describe('the coverage grid', () => {
  const COVERAGE = `coverage {
    complexities
    rows { domainUrlId name cells { complexity questions points minutes } total { questions points minutes } }
    totals { complexity questions points minutes }
    total { questions points minutes }
  }`;
  let fixture: SearchFixture;
  beforeAll(async () => {
    fixture = await createSearchFixture(db());
  });
  const cell = (complexity: string | null, questions: number, points: number, minutes: number) => ({ complexity, questions, points, minutes });

  it('counts questions, points and minutes per domain × complexity; a question in two domains counts in both rows, once in the totals', async () => {
    const { client } = await teacher({ streams: ['testkunde-havo'] });
    const { questions: q, topics } = fixture;
    const g = (id: number) => encodeGlobalID('Question', id);
    // Zonnepanelen (high): 1 in Energie, 2 in Schakelingen; Hijskraan (low) in Krachten; Elektrische fiets (average) in Energie and Schakelingen.
    await select(client, encodeGlobalID('Topic', topics.zon), [g(q.zon1), g(q.zon2)]);
    await select(client, encodeGlobalID('Topic', topics.kraan), [g(q.kraan1)]);
    await select(client, encodeGlobalID('Topic', topics.fiets), [g(q.fiets1)]);
    const grid = {
      complexities: ['low', 'average', 'high'],
      rows: [
        {
          domainUrlId: ids().encode(fixture.domains.mechanica),
          name: 'Mechanica',
          cells: [cell('low', 1, 4, 5), cell('average', 1, 2, 2), cell('high', 1, 3, 4)],
          total: { questions: 3, points: 9, minutes: 11 },
        },
        {
          domainUrlId: ids().encode(fixture.domains.elektriciteit),
          name: 'Elektriciteit',
          cells: [cell('low', 0, 0, 0), cell('average', 1, 2, 2), cell('high', 1, 2, 3)],
          total: { questions: 2, points: 4, minutes: 5 },
        },
      ],
      totals: [cell('low', 1, 4, 5), cell('average', 1, 2, 2), cell('high', 2, 5, 7)],
      total: { questions: 4, points: 11, minutes: 14 },
    };
    const streamId = encodeGlobalID('Stream', fixture.streamId);
    const cart = await client.graphql<{ cart: { coverage: unknown } }>(`query ($s: ID) { cart(streamId: $s) { ${COVERAGE} } }`, { s: streamId });
    expect(cart.data!.cart.coverage).toEqual(grid);

    const made = await client.graphql<{ createCollection: { collection: { key: string; completeTopics: number; answeredQuestions: number; tipCount: number; coverage: unknown } } }>(
      `mutation ($s: ID!, $q: [ID!]!) { createCollection(streamId: $s, name: "Dekking", downloadType: digital, questionIds: $q, fromCart: true) {
        ... on CreateCollectionSuccess { collection { key completeTopics answeredQuestions tipCount ${COVERAGE} } }
      } }`,
      { s: streamId, q: [q.zon1, q.zon2, q.kraan1, q.fiets1].map(g) },
    );
    expect(made.data!.createCollection.collection).toEqual({ key: expect.any(String), completeTopics: 3, answeredQuestions: 2, tipCount: 0, coverage: grid });
  });

  it('gives questions without a domain a row and questions without a complexity a column of their own', async () => {
    const { client } = await teacher({ streams: ['testkunde-havo'] });
    const loose = await db().topic.create({
      data: { examId: fixture.examIds.e2024, name: 'Losse vraag', complexity: null, questions: { create: [{ number: 9, points: 1, timeInMinutes: null, text: 'Een vraag zonder domein.' }] } },
      select: { questions: { select: { id: true } } },
    });
    const made = await client.graphql<{ createCollection: { collection: { coverage: unknown } } }>(
      `mutation ($s: ID!, $q: [ID!]!) { createCollection(streamId: $s, name: "Los", downloadType: digital, questionIds: $q) {
        ... on CreateCollectionSuccess { collection { ${COVERAGE} } }
      } }`,
      { s: encodeGlobalID('Stream', fixture.streamId), q: [fixture.questions.zon1, loose.questions[0]!.id].map((id) => encodeGlobalID('Question', id)) },
    );
    expect(made.data!.createCollection.collection.coverage).toEqual({
      complexities: ['low', 'average', 'high', null],
      rows: [
        {
          domainUrlId: ids().encode(fixture.domains.mechanica),
          name: 'Mechanica',
          cells: [cell('low', 0, 0, 0), cell('average', 0, 0, 0), cell('high', 1, 3, 4), cell(null, 0, 0, 0)],
          total: { questions: 1, points: 3, minutes: 4 },
        },
        { domainUrlId: null, name: null, cells: [cell('low', 0, 0, 0), cell('average', 0, 0, 0), cell('high', 0, 0, 0), cell(null, 1, 1, 0)], total: { questions: 1, points: 1, minutes: 0 } },
      ],
      totals: [cell('low', 0, 0, 0), cell('average', 0, 0, 0), cell('high', 1, 3, 4), cell(null, 1, 1, 0)],
      total: { questions: 2, points: 4, minutes: 4 },
    });
  });
});

// ── The cart's order ──

describe('reorderCart', () => {
  const REORDER = `mutation ($s: ID!, $t: [ID!]!) { reorderCart(streamId: $s, topicIds: $t) {
    __typename
    ... on ReorderCartSuccess { cart { topics { position topic { name } } } }
    ... on ValidationError { message fieldErrors { field messages } }
    ... on Error { message }
  } }`;

  it('stores the new order; a list that misses, repeats or adds a topic is refused and changes nothing', async () => {
    const { client } = await teacher();
    await select(client, echolood.globalId, gq(echolood, 16));
    await select(client, tram.globalId, gq(tram, 1));
    await select(client, skeeleren.globalId, gq(skeeleren, 1));
    const reorder = async (topics: DemoTopic[]) => (await client.graphql<{ reorderCart: unknown }>(REORDER, { s: natGlobal(), t: topics.map((t) => t.globalId) })).data!.reorderCart;
    const order = (...names: string[]) => ({ __typename: 'ReorderCartSuccess', cart: { topics: names.map((name, position) => ({ position, topic: { name } })) } });

    expect(await reorder([skeeleren, echolood, tram])).toEqual(order('Skeeleren op de dijk', 'Echolood op een vissersboot', 'Tram in de binnenstad'));
    const incomplete = 'De volgorde moet elke opgave van de selectie één keer noemen';
    expect(await reorder([skeeleren, echolood])).toEqual({ __typename: 'ValidationError', message: incomplete, fieldErrors: [{ field: 'topicIds', messages: [incomplete] }] });
    expect(await reorder([skeeleren, echolood, tram, waterkoker])).toEqual({ __typename: 'ValidationError', message: incomplete, fieldErrors: [{ field: 'topicIds', messages: [incomplete] }] });
    const twice = 'Elke opgave mag maar één keer in de volgorde staan';
    expect(await reorder([skeeleren, skeeleren, echolood, tram])).toEqual({ __typename: 'ValidationError', message: twice, fieldErrors: [{ field: 'topicIds', messages: [twice] }] });
    expect(await reorder([tram, echolood, skeeleren])).toEqual(order('Tram in de binnenstad', 'Echolood op een vissersboot', 'Skeeleren op de dijk'));
    const cart = await client.graphql<{ cart: { topics: { topic: { name: string } }[] } }>(`query ($s: ID) { cart(streamId: $s) { topics { topic { name } } } }`, { s: natGlobal() });
    expect(cart.data!.cart.topics.map((t) => t.topic.name)).toEqual(['Tram in de binnenstad', 'Echolood op een vissersboot', 'Skeeleren op de dijk']);

    const student = await signedInClient(server, 'leerling@vraagwerk.nl');
    expect((await student.graphql(REORDER, { s: natGlobal(), t: [echolood.globalId] })).errors?.map((e) => e.message)).toEqual(['Ongeautoriseerd']);
  });
});
