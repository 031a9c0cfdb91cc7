// The exam lists (document 2 §2.9, issue 11): the year blocks of /vakken/{stream}/examens (which years, 2020's note,
// years not processed yet, exams by status and role), the term page's exam term and its topics, 'Examen als selectie
// gebruiken' (the cart's content replaced in one transaction, refusals that write nothing, a double submission that
// gives the same cart) and GET /api/streams/{id}/exams with the results route that lists one term's topics.
//
// The day is TEST_NOW (10 March 2026): 2026's central exams are not held yet, so the newest block is 2025 unless a
// stream already has an exam of 2026. Expected values come from the demo content (natuurkunde havo: 2017-1 … 2024-2
// without 2020; 2017-2 hides its answers, 2024-2 is a concept) and from the small stream made below.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { ACTIONS } from '../../server/domain/access/grants.ts';
import { newestListedYear, parseTermId } from '../../server/domain/exams/examList.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import type { HttpClient } from '../setup/client.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';

let server: TestServer;
const db = () => server.db.prisma;
const ids = () => createIdCodec(server.config.idSecret);

let havo = 0;
let vwo = 0;
/** 'Examenkunde Havo', a stream of known exams for the edges of the list (see createExamStream). */
let exk = 0;
let admin: HttpClient;
let author: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  havo = await streamIdOf(db(), 'natuurkunde-havo');
  vwo = await streamIdOf(db(), 'natuurkunde-vwo');
  exk = await createExamStream();
  admin = await signedInClient(server, 'admin@vraagwerk.nl');
  author = await signedInClient(server, 'auteur@vraagwerk.nl');
});
afterAll(async () => {
  await server.close();
});

/**
 * Examenkunde Havo:
 * | exam   | status    | answers | topics (position: questions)                    |
 * | 2026-1 | published | no      | Lege opgave (1: none)                           |
 * | 2023-2 | published | yes     | Alfa (2: 1)                                     |
 * | 2023-2 | concept   | yes     | Bèta (1: 1, 2)                                  |
 * | 2022-1 | concept   | yes     | Gamma (1: 1)                                    |
 * | 2021-1 | frozen    | yes     | Delta (1: 1)                                    |
 * | 2019-1 | prepared  | no      | –                                               |
 * | 2016-1 | published | yes     | Epsilon (1: 1)                                  |
 */
async function createExamStream(): Promise<number> {
  const level = await db().level.findUniqueOrThrow({ where: { slug: 'havo' } });
  const course = await db().course.create({ data: { name: 'Examenkunde', slug: 'examenkunde' } });
  const stream = await db().stream.create({ data: { slug: 'examenkunde-havo', courseId: course.id, levelId: level.id, practiceStatus: 'published', reviewStatus: 'published' } });
  const exam = async (year: number, term: number, status: 'published' | 'concept' | 'frozen' | 'prepared', showAnswers: boolean, topics: { name: string; position: number; questions: number[] }[]) => {
    await db().exam.create({
      data: {
        streamId: stream.id,
        year,
        term,
        status,
        showAnswers,
        topics: {
          create: topics.map((t) => ({ name: t.name, position: t.position, questions: { create: t.questions.map((number) => ({ number, points: 2, text: `Vraag ${number} van ${t.name}` })) } })),
        },
      },
    });
  };
  await exam(2026, 1, 'published', false, [{ name: 'Lege opgave', position: 1, questions: [] }]);
  await exam(2023, 2, 'published', true, [{ name: 'Alfa', position: 2, questions: [1] }]);
  await exam(2023, 2, 'concept', true, [{ name: 'Bèta', position: 1, questions: [2, 1] }]);
  await exam(2022, 1, 'concept', true, [{ name: 'Gamma', position: 1, questions: [1] }]);
  await exam(2021, 1, 'frozen', true, [{ name: 'Delta', position: 1, questions: [1] }]);
  await exam(2019, 1, 'prepared', false, []);
  await exam(2016, 1, 'published', true, [{ name: 'Epsilon', position: 1, questions: [1] }]);
  return stream.id;
}

/** A docent of a school licence with 'opgavensets samenstellen' in the given streams, signed in. */
async function teacher(streamIds: number[] = [havo]): Promise<{ client: HttpClient; userId: number }> {
  const user = await createUser(db(), { role: 'docent', data: { school: 'Testschool', place: 'Utrecht', onboarding: { step1: 'finished', step2: 'finished' } } });
  const license = await createLicense(db());
  await createSeat(db(), { licenseId: license.id, userId: user.id, privileges: streamIds.map((objectId) => ({ action: ACTIONS.sets, objectId })) });
  return { client: await signedInClient(server, user.email), userId: user.id };
}

// ───────────────────────────── the year blocks ─────────────────────────────

type Block = { year: number; state: string; terms: { termId: string; term: number; showAnswers: boolean; isConcept: boolean }[] };

const YEARS = `query ($stream: String!) { stream(urlId: $stream) { examYears { year state terms { termId term showAnswers isConcept } } } }`;

async function yearsOf(client: HttpClient, streamId: number): Promise<Block[]> {
  const result = await client.graphql<{ stream: { examYears: Block[] } }>(YEARS, { stream: ids().encode(streamId) });
  expect(result.errors).toBeUndefined();
  return result.data!.stream.examYears;
}

const term = (year: number, n: number, showAnswers = true, isConcept = false) => ({ termId: `${year}-${n}`, term: n, showAnswers, isConcept });
const none = (year: number) => ({ year, state: year === 2020 ? 'noCentralExams' : 'notProcessed', terms: [] });

/** Natuurkunde havo as a docent sees it: published exams only. */
const HAVO_YEARS: Block[] = [
  none(2025),
  { year: 2024, state: 'exams', terms: [term(2024, 1)] },
  { year: 2023, state: 'exams', terms: [term(2023, 1), term(2023, 2)] },
  { year: 2022, state: 'exams', terms: [term(2022, 1), term(2022, 2)] },
  { year: 2021, state: 'exams', terms: [term(2021, 1), term(2021, 2)] },
  none(2020),
  { year: 2019, state: 'exams', terms: [term(2019, 1), term(2019, 2)] },
  { year: 2018, state: 'exams', terms: [term(2018, 1), term(2018, 2)] },
  { year: 2017, state: 'exams', terms: [term(2017, 1), term(2017, 2, false)] },
];

describe('the exam list (/vakken/{stream}/examens)', () => {
  it('has a block per year from the newest held year down to 2017, 2020 without central exams, a year without exams not processed yet', async () => {
    const { client } = await teacher();
    expect(await yearsOf(client, havo)).toEqual(HAVO_YEARS);
  });

  it('shows concept exams to admins and authors only, marked as concepts', async () => {
    const staff = HAVO_YEARS.map((b) => (b.year === 2024 ? { ...b, terms: [term(2024, 1), term(2024, 2, true, true)] } : b));
    expect(await yearsOf(admin, havo)).toEqual(staff);
    expect(await yearsOf(author, havo)).toEqual(staff);
  });

  it('lets a docent without a grant for the stream see the list too (selecting is what the licence decides)', async () => {
    const { client } = await teacher([vwo]);
    expect(await yearsOf(client, havo)).toEqual(HAVO_YEARS);
  });

  it('starts at a newer year the stream already has, leaves out frozen, prepared and pre-2017 exams, and merges a term of two exams', async () => {
    const { client } = await teacher([exk]);
    expect(await yearsOf(client, exk)).toEqual([
      { year: 2026, state: 'exams', terms: [term(2026, 1, false)] },
      none(2025),
      none(2024),
      { year: 2023, state: 'exams', terms: [term(2023, 2)] },
      none(2022),
      none(2021),
      none(2020),
      none(2019),
      none(2018),
      none(2017),
    ]);
    const staff = await yearsOf(author, exk);
    expect(staff.find((b) => b.year === 2022)).toEqual({ year: 2022, state: 'exams', terms: [term(2022, 1, true, true)] });
    // A published and a concept exam of 2023-2: one term, not a concept, answers shown as both show them.
    expect(staff.find((b) => b.year === 2023)).toEqual({ year: 2023, state: 'exams', terms: [term(2023, 2)] });
    expect(staff.find((b) => b.year === 2021)).toEqual(none(2021));
  });

  it('is for docent, author and admin: a student and a visitor are refused', async () => {
    const student = await signedInClient(server, 'leerling@vraagwerk.nl');
    for (const client of [student, server.client()]) {
      const result = await client.graphql(YEARS, { stream: ids().encode(havo) });
      expect(result.errors?.map((e) => e.message)).toEqual(['Ongeautoriseerd']);
    }
  });

  it('lists the current year from June, when its first tijdvak has been held', () => {
    expect(newestListedYear(new Date('2026-03-10T10:00:00Z'), null)).toBe(2025);
    expect(newestListedYear(new Date('2026-05-31T23:59:59Z'), 2024)).toBe(2025);
    expect(newestListedYear(new Date('2026-06-01T00:00:00Z'), 2024)).toBe(2026);
    expect(newestListedYear(new Date('2026-03-10T10:00:00Z'), 2026)).toBe(2026);
  });

  it("reads term ids '{year}-{term}' with terms 1 to 3 only", () => {
    expect(parseTermId('2023-1')).toEqual({ year: 2023, term: 1 });
    expect(parseTermId('2019-3')).toEqual({ year: 2019, term: 3 });
    for (const text of ['2023-4', '2023-0', '2023', '23-1', '2023-1 ', '2023-01', 'abc', '']) expect(parseTermId(text)).toBeNull();
  });
});

// ───────────────────────────── one exam term ─────────────────────────────

type Term = {
  termId: string;
  year: number;
  term: number;
  showAnswers: boolean;
  isConcept: boolean;
  questionCount: number;
  viewerMaySelect: boolean;
  viewerSelectionNotice: string | null;
  viewerSelectionCount: number;
  topics: { name: string; urlId: string }[];
};

const TERM = `query ($stream: String!, $termId: String!) { stream(urlId: $stream) { examTerm(termId: $termId) {
  termId year term showAnswers isConcept questionCount viewerMaySelect viewerSelectionNotice viewerSelectionCount topics { name urlId }
} } }`;

async function termOf(client: HttpClient, streamId: number, termId: string): Promise<Term | null> {
  const result = await client.graphql<{ stream: { examTerm: Term | null } }>(TERM, { stream: ids().encode(streamId), termId });
  expect(result.errors).toBeUndefined();
  return result.data!.stream.examTerm;
}

const names = (t: Term | null) => t?.topics.map((topic) => topic.name);
const HAVO_2023_1 = ['Vrije-valtoren', 'Kerncentrale Borssele', 'Muziek digitaal opnemen', 'Koelbox op de camping'];

describe('the exam term page (/vakken/{stream}/examens/{year}-{term})', () => {
  it('has the term, its topics in exam order and what using it as the selection would do', async () => {
    const { client } = await teacher();
    const found = await termOf(client, havo, '2023-1');
    expect({ ...found, topics: names(found) }).toEqual({
      termId: '2023-1',
      year: 2023,
      term: 1,
      showAnswers: true,
      isConcept: false,
      questionCount: 17,
      viewerMaySelect: true,
      viewerSelectionNotice: null,
      viewerSelectionCount: 0,
      topics: HAVO_2023_1,
    });
  });

  it("has the licence's sentence for a docent without a grant for the stream", async () => {
    const { client } = await teacher([vwo]);
    expect(await termOf(client, havo, '2023-1')).toMatchObject({ viewerMaySelect: false, viewerSelectionNotice: 'Natuurkunde Havo valt niet onder je licentie.', topics: expect.any(Array) });
  });

  it('hides concept exams from a docent, and merges the exams of one term for an author in position order', async () => {
    const { client } = await teacher([havo, exk]);
    expect(await termOf(client, havo, '2024-2')).toBeNull();
    expect(await termOf(author, havo, '2024-2')).toMatchObject({
      isConcept: true,
      topics: [{ name: 'Curling' }, { name: 'Elektrische tandenborstel' }, { name: 'Wilde zwijnen met cesium' }, { name: 'Wifi in huis' }],
    });
    expect(names(await termOf(client, exk, '2023-2'))).toEqual(['Alfa']);
    expect(names(await termOf(author, exk, '2023-2'))).toEqual(['Bèta', 'Alfa']);
    expect(await termOf(author, exk, '2023-2')).toMatchObject({ questionCount: 3, isConcept: false });
  });

  it('has no term for a year or term without exams, a frozen exam or an id that is not one', async () => {
    const { client } = await teacher();
    for (const termId of ['2020-1', '2024-3', '2023-4', '2023', 'x']) expect(await termOf(client, havo, termId)).toBeNull();
    expect(await termOf(admin, exk, '2021-1')).toBeNull();
  });

  it("lists a term whose topics have no questions ('Geen opgaven gevonden.' is the page's)", async () => {
    const { client } = await teacher([exk]);
    expect(await termOf(client, exk, '2026-1')).toMatchObject({ questionCount: 0, topics: [{ name: 'Lege opgave' }] });
  });
});

// ───────────────────────────── 'Examen als selectie gebruiken' ─────────────────────────────

const SELECT_EXAM = `mutation ($streamId: ID!, $year: Int!, $term: Int!) { selectExam(streamId: $streamId, year: $year, term: $term) {
  __typename
  ... on SelectExamSuccess { topicCount questionCount examTerm { termId viewerSelectionCount } viewer { cartTopicCount currentStream { slug } } cart { stream { slug } } }
  ... on Error { message }
} }`;

type SelectExamResult =
  | {
      __typename: 'SelectExamSuccess';
      topicCount: number;
      questionCount: number;
      examTerm: { termId: string; viewerSelectionCount: number };
      viewer: { cartTopicCount: number; currentStream: { slug: string } };
      cart: { stream: { slug: string } };
    }
  | { __typename: 'NotFoundError' | 'ForbiddenError'; message: string };

async function selectExam(client: HttpClient, streamId: number, year: number, n: number): Promise<SelectExamResult> {
  const result = await client.graphql<{ selectExam: SelectExamResult }>(SELECT_EXAM, { streamId: encodeGlobalID('Stream', streamId), year, term: n });
  expect(result.errors).toBeUndefined();
  return result.data!.selectExam;
}

/** The user's carts as stored: per stream slug, the topics in their order with their question numbers. */
async function carts(userId: number): Promise<Record<string, { topic: string; position: number; questions: number[] }[]>> {
  const rows = await db().cart.findMany({
    where: { userId },
    orderBy: { streamId: 'asc' },
    select: {
      stream: { select: { slug: true } },
      topics: { orderBy: { position: 'asc' }, select: { position: true, topic: { select: { name: true } }, questions: { select: { question: { select: { number: true } } } } } },
    },
  });
  return Object.fromEntries(
    rows.map((c) => [c.stream.slug, c.topics.map((t) => ({ topic: t.topic.name, position: t.position, questions: t.questions.map((q) => q.question.number).sort((a, b) => a - b) }))]),
  );
}

const currentStreamOf = async (userId: number) => (await db().user.findUniqueOrThrow({ where: { id: userId }, select: { currentStreamId: true } })).currentStreamId;

/** Natuurkunde havo 2023-1 as the cart holds it after 'Examen als selectie gebruiken'. */
const HAVO_2023_1_CART = [
  { topic: 'Vrije-valtoren', position: 0, questions: [1, 2, 3, 4, 5] },
  { topic: 'Kerncentrale Borssele', position: 1, questions: [6, 7, 8, 9] },
  { topic: 'Muziek digitaal opnemen', position: 2, questions: [10, 11, 12, 13] },
  { topic: 'Koelbox op de camping', position: 3, questions: [14, 15, 16, 17] },
];

const SELECT_QUESTIONS = `mutation ($topicId: ID!, $questionIds: [ID!]!) { selectQuestions(topicId: $topicId, questionIds: $questionIds) { __typename } }`;

/** Puts questions of a demo topic in the cart through the topic page's 'Voeg toe'. */
async function addTopic(client: HttpClient, name: string, streamId: number, numbers: number[]) {
  const topic = await db().topic.findFirstOrThrow({ where: { name, exam: { streamId } }, select: { id: true, questions: { where: { number: { in: numbers } }, select: { id: true } } } });
  const result = await client.graphql<{ selectQuestions: { __typename: string } }>(SELECT_QUESTIONS, {
    topicId: encodeGlobalID('Topic', topic.id),
    questionIds: topic.questions.map((q) => encodeGlobalID('Question', q.id)),
  });
  expect(result.data?.selectQuestions.__typename).toBe('SelectQuestionsSuccess');
}

describe("'Examen als selectie gebruiken' (selectExam)", () => {
  it("replaces the cart's content with every question of the exam in exam order, and the badge counts it", async () => {
    const { client, userId } = await teacher();
    await addTopic(client, 'Tram in de binnenstad', havo, [1, 2]);
    await addTopic(client, 'Vrije-valtoren', havo, [3]);
    expect(await termOf(client, havo, '2023-1')).toMatchObject({ viewerSelectionCount: 2 });

    expect(await selectExam(client, havo, 2023, 1)).toEqual({
      __typename: 'SelectExamSuccess',
      topicCount: 4,
      questionCount: 17,
      examTerm: { termId: '2023-1', viewerSelectionCount: 4 },
      viewer: { cartTopicCount: 4, currentStream: { slug: 'natuurkunde-havo' } },
      cart: { stream: { slug: 'natuurkunde-havo' } },
    });
    expect(await carts(userId)).toEqual({ 'natuurkunde-havo': HAVO_2023_1_CART });
    // The cart page reads the same selection.
    const cart = await client.graphql<{ cart: { topics: { position: number; topic: { name: string } }[] } }>(`{ cart { topics { position topic { name } } } }`);
    expect(cart.data!.cart.topics.map((t) => t.topic.name)).toEqual(HAVO_2023_1);

    // Another exam replaces this one entirely.
    expect(await selectExam(client, havo, 2017, 2)).toMatchObject({ topicCount: 4, questionCount: 16 });
    expect((await carts(userId))['natuurkunde-havo']!.map((t) => t.topic)).toEqual(['Kitesurfen', 'Naafdynamo', 'Gitaarsnaar', 'Jodiumtherapie']);
  });

  it('gives the same cart for a double submission and for two requests at once', async () => {
    const { client, userId } = await teacher();
    const [first, second] = await Promise.all([selectExam(client, havo, 2023, 1), selectExam(client, havo, 2023, 1)]);
    expect([first.__typename, second.__typename]).toEqual(['SelectExamSuccess', 'SelectExamSuccess']);
    expect(await selectExam(client, havo, 2023, 1)).toMatchObject({ topicCount: 4, questionCount: 17, viewer: { cartTopicCount: 4 } });
    expect(await carts(userId)).toEqual({ 'natuurkunde-havo': HAVO_2023_1_CART });
    expect(await db().cart.count({ where: { userId } })).toBe(1);
    expect(await db().cartQuestion.count({ where: { cartTopic: { cart: { userId } } } })).toBe(17);

    // Two different exams racing: the cart ends as one of them whole, never a mix.
    const racing = await Promise.all([selectExam(client, havo, 2017, 2), selectExam(client, havo, 2023, 1), selectExam(client, havo, 2017, 2)]);
    expect(racing.map((r) => r.__typename)).toEqual(Array(3).fill('SelectExamSuccess'));
    const KITESURFEN_2017_2 = [
      { topic: 'Kitesurfen', position: 0, questions: [1, 2, 3, 4] },
      { topic: 'Naafdynamo', position: 1, questions: [5, 6, 7, 8] },
      { topic: 'Gitaarsnaar', position: 2, questions: [9, 10, 11, 12] },
      { topic: 'Jodiumtherapie', position: 3, questions: [13, 14, 15, 16] },
    ];
    expect([{ 'natuurkunde-havo': HAVO_2023_1_CART }, { 'natuurkunde-havo': KITESURFEN_2017_2 }]).toContainEqual(await carts(userId));
  });

  it("makes the exam's stream the current one and leaves the selection of another stream alone", async () => {
    const { client, userId } = await teacher([havo, vwo]);
    await addTopic(client, 'Tram in de binnenstad', havo, [1]);
    const before = await client.graphql<{ viewer: { currentStream: { slug: string }; cartTopicCount: number } }>(`{ viewer { currentStream { slug } cartTopicCount } }`);
    expect(before.data!.viewer).toEqual({ currentStream: { slug: 'natuurkunde-havo' }, cartTopicCount: 1 });
    expect(await selectExam(client, vwo, 2023, 1)).toMatchObject({
      __typename: 'SelectExamSuccess',
      topicCount: 3,
      questionCount: 12,
      viewer: { cartTopicCount: 3, currentStream: { slug: 'natuurkunde-vwo' } },
    });
    expect(await currentStreamOf(userId)).toBe(vwo);
    expect(await carts(userId)).toEqual({
      'natuurkunde-havo': [{ topic: 'Tram in de binnenstad', position: 0, questions: [1] }],
      'natuurkunde-vwo': [
        { topic: 'Fotocel met leds', position: 0, questions: [1, 2, 3, 4] },
        { topic: 'Een hete exoplaneet', position: 1, questions: [5, 6, 7, 8] },
        { topic: 'Elektrische step', position: 2, questions: [9, 10, 11, 12] },
      ],
    });
  });

  it("refuses a stream outside the licence with '{course} {level} valt niet onder je licentie.' and writes nothing", async () => {
    const { client, userId } = await teacher([vwo]);
    await addTopic(client, 'PET-scan', vwo, [2]);
    const before = { carts: await carts(userId), stream: await currentStreamOf(userId) };
    expect(before.carts).toEqual({ 'natuurkunde-vwo': [{ topic: 'PET-scan', position: 0, questions: [2] }] });
    expect(await selectExam(client, havo, 2023, 1)).toEqual({ __typename: 'ForbiddenError', message: 'Natuurkunde Havo valt niet onder je licentie.' });
    expect({ carts: await carts(userId), stream: await currentStreamOf(userId) }).toEqual(before);
  });

  it('refuses students and visitors, and writes nothing', async () => {
    const student = await signedInClient(server, 'leerling@vraagwerk.nl');
    const studentId = (await db().user.findUniqueOrThrow({ where: { email: 'leerling@vraagwerk.nl' }, select: { id: true } })).id;
    expect(await selectExam(student, havo, 2023, 1)).toEqual({ __typename: 'ForbiddenError', message: 'Je hebt geen toegang.' });
    expect(await db().cart.count({ where: { userId: studentId } })).toBe(0);
    const visitor = await server.client().graphql(SELECT_EXAM, { streamId: encodeGlobalID('Stream', havo), year: 2023, term: 1 });
    expect(visitor.errors?.map((e) => e.message)).toEqual(['Ongeautoriseerd']);
  });

  it("answers not found for a term without visible exams, and 'Geen opgaven gevonden.' for one without questions, writing nothing", async () => {
    const { client, userId } = await teacher([havo, exk]);
    await addTopic(client, 'Tram in de binnenstad', havo, [1]);
    const before = await carts(userId);
    const notFound = { __typename: 'NotFoundError', message: 'Niet gevonden.' };
    expect(await selectExam(client, havo, 2020, 1)).toEqual(notFound);
    expect(await selectExam(client, havo, 2024, 2)).toEqual(notFound);
    expect(await selectExam(client, exk, 2021, 1)).toEqual(notFound);
    const wrongId = await client.graphql<{ selectExam: SelectExamResult }>(SELECT_EXAM, { streamId: encodeGlobalID('Topic', havo), year: 2023, term: 1 });
    expect(wrongId.data!.selectExam).toEqual(notFound);
    expect(await selectExam(client, exk, 2026, 1)).toEqual({ __typename: 'NotFoundError', message: 'Geen opgaven gevonden.' });
    expect(await carts(userId)).toEqual(before);
    expect(await currentStreamOf(userId)).not.toBe(exk);
  });

  it('lets an author use a concept exam, and the questions of every exam of the term in position order', async () => {
    const authorId = (await db().user.findUniqueOrThrow({ where: { email: 'auteur@vraagwerk.nl' }, select: { id: true } })).id;
    expect(await selectExam(author, exk, 2023, 2)).toMatchObject({ __typename: 'SelectExamSuccess', topicCount: 2, questionCount: 3 });
    expect((await carts(authorId))['examenkunde-havo']).toEqual([
      { topic: 'Bèta', position: 0, questions: [1, 2] },
      { topic: 'Alfa', position: 1, questions: [1] },
    ]);
  });
});

// ───────────────────────────── REST ─────────────────────────────

describe('GET /api/streams/{id}/exams', () => {
  const HAVO_EXAMS = [
    { year: 2017, term: 1, show_answers: true },
    { year: 2017, term: 2, show_answers: false },
    { year: 2018, term: 1, show_answers: true },
    { year: 2018, term: 2, show_answers: true },
    { year: 2019, term: 1, show_answers: true },
    { year: 2019, term: 2, show_answers: true },
    { year: 2021, term: 1, show_answers: true },
    { year: 2021, term: 2, show_answers: true },
    { year: 2022, term: 1, show_answers: true },
    { year: 2022, term: 2, show_answers: true },
    { year: 2023, term: 1, show_answers: true },
    { year: 2023, term: 2, show_answers: true },
    { year: 2024, term: 1, show_answers: true },
  ];

  it("answers the stream's published exams as [{year, term, show_answers}] by year and term, for admins too", async () => {
    const { client } = await teacher();
    expect(await client.json('GET', `/api/streams/${ids().encode(havo)}/exams`)).toEqual({ status: 200, body: HAVO_EXAMS });
    expect(await admin.json('GET', `/api/streams/${ids().encode(havo)}/exams`)).toEqual({ status: 200, body: HAVO_EXAMS });
    expect(await admin.json('GET', `/api/streams/${ids().encode(exk)}/exams`)).toEqual({
      status: 200,
      body: [
        { year: 2016, term: 1, show_answers: true },
        { year: 2023, term: 2, show_answers: true },
        { year: 2026, term: 1, show_answers: false },
      ],
    });
  });

  it('is for whoever may browse the exam lists, as the GraphQL list: a docent without a grant too; 401 for a visitor, 403 for a student or participant, 404 for an unknown stream', async () => {
    const path = `/api/streams/${ids().encode(havo)}/exams`;
    expect(await server.client().json('GET', path)).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    const { client } = await teacher([vwo]);
    expect(await client.json('GET', path)).toEqual({ status: 200, body: HAVO_EXAMS });
    expect(await yearsOf(client, havo)).toEqual(HAVO_YEARS);
    expect((await (await signedInClient(server, 'leerling@vraagwerk.nl')).json('GET', path)).status).toBe(403);
    const participant = await signedInClient(server, 'deelnemer@vraagwerk.nl');
    expect((await participant.json('GET', path)).status).toBe(403);
    expect((await participant.graphql(YEARS, { stream: ids().encode(havo) })).errors?.map((e) => e.message)).toEqual(['Ongeautoriseerd']);
    expect((await admin.json('GET', `/api/streams/${ids().encode(999_999)}/exams`)).status).toBe(404);
    expect((await admin.json('GET', '/api/streams/not-an-id/exams')).status).toBe(404);
  });

  it("finds exactly one term's topics in position order with the results route, as the term page lists them", async () => {
    const { client } = await teacher();
    const { status, body } = await client.json<{ id: string; name: string; position: number }[]>(
      'GET',
      `/api/streams/${ids().encode(havo)}/search/results?filter[year][0]=2023&filter[term][0]=1&sort=position`,
    );
    expect(status).toBe(200);
    expect(body.map((t) => [t.name, t.position])).toEqual([
      ['Vrije-valtoren', 1],
      ['Kerncentrale Borssele', 2],
      ['Muziek digitaal opnemen', 3],
      ['Koelbox op de camping', 4],
    ]);
    const page = await termOf(client, havo, '2023-1');
    expect(page!.topics.map((t) => t.urlId)).toEqual(body.map((t) => t.id));
  });
});
