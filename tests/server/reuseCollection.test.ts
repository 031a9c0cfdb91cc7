// 'Bewerk een kopie' (issue 41): an earlier set back into the teacher's current selection (reuseCollection). The set's
// topics and questions replace the cart of its stream in the set's order, its name becomes the cart's, its stream the
// current one; someone else's set is refused as not found and writes nothing; the replacement is one transaction (a
// failure halfway leaves the old selection whole); a double submission leaves the same cart once; the licence's
// topics per set hold; topics the teacher no longer sees stay out and are counted.
import { randomBytes } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createSetFixture, createLicense, createSeat, createUser, signedInClient, streamIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import type { HttpClient } from '../setup/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.db.prisma;
const ONBOARDED = { school: 'Testschool', place: 'Utrecht', onboarding: { step1: 'finished', step2: 'finished' } };

async function teacher(streams: string[] = ['natuurkunde-havo'], action = 'opgavensets samenstellen'): Promise<{ client: HttpClient; userId: number }> {
  const user = await createUser(db(), { role: 'docent', data: ONBOARDED });
  const license = await createLicense(db());
  const privileges = [];
  for (const slug of streams) privileges.push({ action, objectId: await streamIdOf(db(), slug) });
  await createSeat(db(), { licenseId: license.id, userId: user.id, privileges });
  return { client: await signedInClient(server, user.email), userId: user.id };
}

/** Question ids of a demo topic by number. */
async function questionsOf(topic: string, numbers: number[], stream = 'natuurkunde-havo'): Promise<{ topicId: number; questionIds: number[] }> {
  const row = await db().topic.findFirstOrThrow({
    where: { name: topic, exam: { stream: { slug: stream } } },
    select: { id: true, questions: { where: { number: { in: numbers } }, orderBy: { number: 'asc' }, select: { id: true } } },
  });
  return { topicId: row.id, questionIds: row.questions.map((q) => q.id) };
}

/** A set made earlier, straight in the database: topics in the given order, each with its questions. */
async function madeSet(ownerId: number, name: string, topics: { topicId: number; questionIds: number[] }[], stream = 'natuurkunde-havo') {
  const { key } = await createSetFixture(db(), {
    ownerId,
    streamId: await streamIdOf(db(), stream),
    name,
    downloadType: 'digital',
    topicOrder: topics.map((t) => t.topicId),
    partialTopics: topics.length,
    questionIds: topics.flatMap((t) => t.questionIds),
  });
  return encodeGlobalID('Collection', key);
}

const REUSE = `mutation ($id: ID!) { reuseCollection(id: $id) {
  __typename
  ... on ReuseCollectionSuccess { topicCount questionCount leftOut viewer { cartTopicCount currentStream { slug } } cart { stream { slug } } }
  ... on SetLimitError { limit max }
  ... on Error { message }
} }`;

async function reuse(client: HttpClient, id: string) {
  const result = await client.graphql<{ reuseCollection: Record<string, unknown> }>(REUSE, { id });
  expect(result.errors).toBeUndefined();
  return result.data!.reuseCollection;
}

/** The user's carts: per stream slug, its name and its topics in order with their question numbers. */
async function carts(userId: number) {
  const rows = await db().cart.findMany({
    where: { userId },
    select: {
      name: true,
      stream: { select: { slug: true } },
      topics: {
        orderBy: { position: 'asc' },
        select: { position: true, topic: { select: { name: true } }, questions: { orderBy: { question: { number: 'asc' } }, select: { question: { select: { number: true } } } } },
      },
    },
  });
  return Object.fromEntries(
    rows.map((c) => [c.stream.slug, { name: c.name, topics: c.topics.map((t) => ({ topic: t.topic.name, position: t.position, questions: t.questions.map((q) => q.question.number) })) }]),
  );
}

async function select(client: HttpClient, topic: string, numbers: number[]) {
  const { topicId, questionIds } = await questionsOf(topic, numbers);
  const result = await client.graphql<{ selectQuestions: { __typename: string } }>(`mutation ($t: ID!, $q: [ID!]!) { selectQuestions(topicId: $t, questionIds: $q) { __typename } }`, {
    t: encodeGlobalID('Topic', topicId),
    q: questionIds.map((id) => encodeGlobalID('Question', id)),
  });
  expect(result.data?.selectQuestions.__typename).toBe('SelectQuestionsSuccess');
}

describe("'Bewerk een kopie' (reuseCollection)", () => {
  it("replaces the owner's selection with the set's topics and questions in the set's order, with its name, and the badge counts them", async () => {
    const { client, userId } = await teacher(['natuurkunde-havo', 'natuurkunde-vwo']);
    const set = await madeSet(userId, 'Toets golven', [await questionsOf('Tram in de binnenstad', [2, 4]), await questionsOf('Echolood op een vissersboot', [16, 17, 18, 19])]);
    await select(client, 'Skeeleren op de dijk', [1]);
    // The teacher works in another stream now: the set's stream becomes the current one.
    await db().user.update({ where: { id: userId }, data: { currentStreamId: await streamIdOf(db(), 'natuurkunde-vwo') } });

    expect(await reuse(client, set)).toEqual({
      __typename: 'ReuseCollectionSuccess',
      topicCount: 2,
      questionCount: 6,
      leftOut: 0,
      viewer: { cartTopicCount: 2, currentStream: { slug: 'natuurkunde-havo' } },
      cart: { stream: { slug: 'natuurkunde-havo' } },
    });
    expect(await carts(userId)).toEqual({
      'natuurkunde-havo': {
        name: 'Toets golven',
        topics: [
          { topic: 'Tram in de binnenstad', position: 0, questions: [2, 4] },
          { topic: 'Echolood op een vissersboot', position: 1, questions: [16, 17, 18, 19] },
        ],
      },
    });
    // The set itself is unchanged.
    expect(await db().collection.count({ where: { ownerId: userId } })).toBe(1);
  });

  it("refuses someone else's set as not found, a student and a visitor too, and writes nothing", async () => {
    const owner = await teacher();
    const set = await madeSet(owner.userId, 'Van een collega', [await questionsOf('Tram in de binnenstad', [1])]);
    const other = await teacher();
    await select(other.client, 'Skeeleren op de dijk', [1, 2]);
    const before = await carts(other.userId);

    expect(await reuse(other.client, set)).toEqual({ __typename: 'NotFoundError', message: expect.any(String) });
    expect(await carts(other.userId)).toEqual(before);
    const student = await signedInClient(server, 'leerling@vraagwerk.nl');
    expect(await reuse(student, set)).toMatchObject({ __typename: 'NotFoundError' });
    const visitor = await server.client().graphql<{ reuseCollection: unknown }>(REUSE, { id: set });
    expect(visitor.data?.reuseCollection ?? null).toBeNull();
    // A global id of another type, or of no set at all.
    expect(await reuse(other.client, encodeGlobalID('Topic', 1))).toMatchObject({ __typename: 'NotFoundError' });
    expect(await reuse(other.client, encodeGlobalID('Collection', randomBytes(16).toString('base64url')))).toMatchObject({ __typename: 'NotFoundError' });
    expect(await carts(owner.userId)).toEqual({});
  });

  it("refuses the owner when the set's stream is no longer in their licence, writing nothing", async () => {
    const { client, userId } = await teacher();
    const set = await madeSet(userId, 'Oude set', [await questionsOf('Tram in de binnenstad', [1])]);
    await db().privilege.updateMany({ where: { seat: { userId } }, data: { isActive: false } });
    expect(await reuse(client, set)).toEqual({ __typename: 'ForbiddenError', message: 'Natuurkunde Havo valt niet onder je licentie.' });
    expect(await carts(userId)).toEqual({});
  });

  it('replaces the selection in one transaction: a failure halfway leaves the old selection, its name and the current stream as they were', async () => {
    const { client, userId } = await teacher(['natuurkunde-havo', 'natuurkunde-vwo']);
    await select(client, 'Skeeleren op de dijk', [1, 2]);
    await db().cart.updateMany({ where: { userId }, data: { name: 'Mijn selectie' } });
    const vwo = await streamIdOf(db(), 'natuurkunde-vwo');
    await db().user.update({ where: { id: userId }, data: { currentStreamId: vwo } });
    const echolood = await questionsOf('Echolood op een vissersboot', [16, 17]);
    const set = await madeSet(userId, 'Halverwege mis', [await questionsOf('Tram in de binnenstad', [1]), echolood]);
    const before = await carts(userId);
    // The database refuses the last question's row, after the old topics were deleted and the new ones written.
    await db().$executeRawUnsafe(`CREATE FUNCTION refuse_cart_question() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.question_id = ${echolood.questionIds[1]} THEN RAISE EXCEPTION 'refused in the test'; END IF; RETURN NEW; END $$`);
    await db().$executeRawUnsafe('CREATE TRIGGER refuse_cart_question BEFORE INSERT ON cart_questions FOR EACH ROW EXECUTE FUNCTION refuse_cart_question()');
    try {
      const failed = await client.graphql(REUSE, { id: set });
      expect(failed.errors?.length).toBeGreaterThan(0);
    } finally {
      await db().$executeRawUnsafe('DROP TRIGGER refuse_cart_question ON cart_questions');
      await db().$executeRawUnsafe('DROP FUNCTION refuse_cart_question()');
    }
    expect(await carts(userId)).toEqual(before);
    expect(before['natuurkunde-havo']).toEqual({ name: 'Mijn selectie', topics: [{ topic: 'Skeeleren op de dijk', position: 0, questions: [1, 2] }] });
    expect((await db().user.findUniqueOrThrow({ where: { id: userId }, select: { currentStreamId: true } })).currentStreamId).toBe(vwo);
    // Without the failure the same request goes through.
    expect(await reuse(client, set)).toMatchObject({ __typename: 'ReuseCollectionSuccess', topicCount: 2, questionCount: 3 });
  });

  it('leaves one cart with the set once after a double submission and two requests at once', async () => {
    const { client, userId } = await teacher();
    const set = await madeSet(userId, 'Dubbel', [await questionsOf('Tram in de binnenstad', [1, 2, 3]), await questionsOf('Skeeleren op de dijk', [4])]);
    const results = await Promise.all([reuse(client, set), reuse(client, set)]);
    expect(results.map((r) => r.__typename)).toEqual(['ReuseCollectionSuccess', 'ReuseCollectionSuccess']);
    expect(await reuse(client, set)).toMatchObject({ topicCount: 2, questionCount: 4, viewer: { cartTopicCount: 2 } });
    expect(await db().cart.count({ where: { userId } })).toBe(1);
    expect(await db().cartTopic.count({ where: { cart: { userId } } })).toBe(2);
    expect(await db().cartQuestion.count({ where: { cartTopic: { cart: { userId } } } })).toBe(4);
    expect(await db().collection.count({ where: { ownerId: userId } })).toBe(1);
  });

  it("keeps to the licence's topics per set: a set of 9 topics is refused for a trial licence and writes nothing", async () => {
    const { client, userId } = await teacher(['natuurkunde-havo'], 'beperkt opgavensets samenstellen');
    const topics = await db().topic.findMany({
      where: { exam: { status: 'published', stream: { slug: 'natuurkunde-havo' } }, questions: { some: {} } },
      orderBy: { id: 'asc' },
      take: 9,
      select: { id: true, questions: { take: 1, select: { id: true } } },
    });
    const set = await madeSet(
      userId,
      'Te groot',
      topics.map((t) => ({ topicId: t.id, questionIds: t.questions.map((q) => q.id) })),
    );
    expect(await reuse(client, set)).toEqual({ __typename: 'SetLimitError', limit: 'topicsPerSet', max: 8, message: 'Je kunt maximaal 8 opgaven in één set opnemen.' });
    expect(await carts(userId)).toEqual({});
  });

  it('leaves out topics the teacher no longer sees, and counts them; a set of nothing visible selects nothing', async () => {
    const { client, userId } = await teacher();
    const echolood = await questionsOf('Echolood op een vissersboot', [16]);
    // Skeeleren op de dijk is of another exam than Echolood op een vissersboot (checked below).
    const skeeleren = await questionsOf('Skeeleren op de dijk', [1, 2]);
    const set = await madeSet(userId, 'Deels weg', [skeeleren, echolood]);
    const only = await madeSet(userId, 'Helemaal weg', [echolood]);
    const exam = await db().topic.findUniqueOrThrow({ where: { id: echolood.topicId }, select: { examId: true, exam: { select: { status: true } } } });
    expect((await db().topic.findUniqueOrThrow({ where: { id: skeeleren.topicId }, select: { examId: true } })).examId).not.toBe(exam.examId);
    await db().exam.update({ where: { id: exam.examId }, data: { status: 'concept' } });
    try {
      expect(await reuse(client, set)).toMatchObject({ __typename: 'ReuseCollectionSuccess', topicCount: 1, questionCount: 2, leftOut: 1 });
      expect(await reuse(client, only)).toEqual({ __typename: 'NotFoundError', message: 'Geen opgaven gevonden.' });
      expect((await carts(userId))['natuurkunde-havo']!.topics).toEqual([{ topic: 'Skeeleren op de dijk', position: 0, questions: [1, 2] }]);
    } finally {
      await db().exam.update({ where: { id: exam.examId }, data: { status: exam.exam.status } });
    }
  });
});
