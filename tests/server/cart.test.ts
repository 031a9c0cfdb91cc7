// The cart store ('Huidige selectie') behind the topic page: adding, updating and removing a topic's selection over
// GraphQL, the topic order, the menu badge, refusals (nothing selected, foreign questions, no grant, hidden topics),
// double and racing submissions, and GET /api/cart?items[]= in document 4's shape.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { ACTIONS } from '../../server/domain/access/grants.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf } from '../setup/factories.ts';
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
const ids = () => createIdCodec(server.config.idSecret);

interface DemoTopic {
  id: number;
  globalId: string;
  urlId: string;
  /** Question number → global id. */
  questions: Map<number, string>;
}

/** A demo topic by name in a stream, with the global ids of its questions. */
async function demoTopic(name: string, streamSlug: string): Promise<DemoTopic> {
  const topic = await db().topic.findFirstOrThrow({
    where: { name, exam: { stream: { slug: streamSlug } } },
    select: { id: true, questions: { select: { id: true, number: true } } },
  });
  return {
    id: topic.id,
    globalId: encodeGlobalID('Topic', topic.id),
    urlId: ids().encode(topic.id),
    questions: new Map(topic.questions.map((q) => [q.number, encodeGlobalID('Question', q.id)])),
  };
}

const q = (topic: DemoTopic, ...numbers: number[]) => numbers.map((n) => topic.questions.get(n)!);

/** A new teacher with a school licence granting set-making in the given streams, signed in. */
async function teacher(streams: string[] = ['natuurkunde-havo']): Promise<{ client: HttpClient; userId: number }> {
  const user = await createUser(db(), { role: 'docent', data: { school: 'Testschool', place: 'Utrecht', onboarding: { step1: 'finished', step2: 'finished' } } });
  const license = await createLicense(db());
  const privileges = [];
  for (const slug of streams) privileges.push({ action: ACTIONS.sets, objectId: await streamIdOf(db(), slug) });
  await createSeat(db(), { licenseId: license.id, userId: user.id, privileges });
  return { client: await signedInClient(server, user.email), userId: user.id };
}

type Result =
  | {
      __typename: 'SelectQuestionsSuccess';
      cartTopic: { position: number; questions: { number: number }[]; topic: { name: string } };
      topic: { inCart: boolean; selectedQuestionIds: string[] };
      viewer: { cartTopicCount: number };
    }
  | { __typename: 'ValidationError'; message: string; fieldErrors: { field: string; messages: string[] }[] }
  | { __typename: 'NotFoundError' | 'ForbiddenError'; message: string };

const SELECT = `mutation ($topicId: ID!, $questionIds: [ID!]!) { selectQuestions(topicId: $topicId, questionIds: $questionIds) {
  __typename
  ... on SelectQuestionsSuccess {
    cartTopic { position questions { number } topic { name } }
    topic { inCart selectedQuestionIds }
    viewer { cartTopicCount }
  }
  ... on ValidationError { message fieldErrors { field messages } }
  ... on Error { message }
} }`;

async function select(client: HttpClient, topic: DemoTopic, questionIds: string[]): Promise<Result> {
  const result = await client.graphql<{ selectQuestions: Result }>(SELECT, { topicId: topic.globalId, questionIds });
  expect(result.errors).toBeUndefined();
  return result.data!.selectQuestions;
}

const REMOVE = `mutation ($topicId: ID!) { removeTopicFromCart(topicId: $topicId) {
  __typename
  ... on RemoveTopicFromCartSuccess { removedCartTopicId topic { inCart selectedQuestionIds } viewer { cartTopicCount } }
  ... on Error { message }
} }`;

async function remove(client: HttpClient, topic: DemoTopic) {
  const result = await client.graphql<{
    removeTopicFromCart: { __typename: string; removedCartTopicId?: string | null; topic?: { inCart: boolean }; viewer?: { cartTopicCount: number }; message?: string };
  }>(REMOVE, {
    topicId: topic.globalId,
  });
  expect(result.errors).toBeUndefined();
  return result.data!.removeTopicFromCart;
}

const CART = `{ cart { stream { slug } topics { position topic { name } questions { number } } } }`;

async function cart(client: HttpClient) {
  const result = await client.graphql<{ cart: { stream: { slug: string }; topics: { position: number; topic: { name: string }; questions: { number: number }[] }[] } | null }>(CART);
  expect(result.errors).toBeUndefined();
  return result.data!.cart;
}

/** What the database holds for a user: their carts, cart topics and cart questions. */
async function stored(userId: number) {
  const carts = await db().cart.findMany({ where: { userId }, select: { streamId: true, topics: { select: { topicId: true, questions: { select: { questionId: true } } } } } });
  return { carts: carts.length, topics: carts.flatMap((c) => c.topics).length, questions: carts.flatMap((c) => c.topics.flatMap((t) => t.questions)).length };
}

const CHOOSE = "Selecteer één of meerdere vragen om aan 'Huidige selectie' toe te voegen";

let echolood: DemoTopic;
let tram: DemoTopic;
let zeehonden: DemoTopic;
let curling: DemoTopic;
beforeAll(async () => {
  echolood = await demoTopic('Echolood op een vissersboot', 'natuurkunde-havo');
  tram = await demoTopic('Tram in de binnenstad', 'natuurkunde-havo');
  zeehonden = await demoTopic('Zeehonden in de Waddenzee', 'wiskunde-a-havo');
  curling = await demoTopic('Curling', 'natuurkunde-havo');
});

describe('the cart store over GraphQL', () => {
  it("adds, updates and removes topics, keeps their order and updates the menu badge ('Voeg toe', 'Werk bij')", async () => {
    const { client } = await teacher();
    expect(await cart(client)).toBeNull();

    const added = await select(client, echolood, q(echolood, 18, 16));
    expect(added).toEqual({
      __typename: 'SelectQuestionsSuccess',
      cartTopic: { position: 0, questions: [{ number: 16 }, { number: 18 }], topic: { name: 'Echolood op een vissersboot' } },
      topic: { inCart: true, selectedQuestionIds: q(echolood, 16, 18) },
      viewer: { cartTopicCount: 1 },
    });
    const second = await select(client, tram, q(tram, 1));
    expect(second).toMatchObject({ cartTopic: { position: 1, questions: [{ number: 1 }] }, viewer: { cartTopicCount: 2 } });

    // 'Werk bij': a new selection for a topic in the cart keeps its place in the order.
    const updated = await select(client, echolood, q(echolood, 17));
    expect(updated).toMatchObject({ cartTopic: { position: 0, questions: [{ number: 17 }] }, topic: { inCart: true, selectedQuestionIds: q(echolood, 17) }, viewer: { cartTopicCount: 2 } });
    expect(await cart(client)).toEqual({
      stream: { slug: 'natuurkunde-havo' },
      topics: [
        { position: 0, topic: { name: 'Echolood op een vissersboot' }, questions: [{ number: 17 }] },
        { position: 1, topic: { name: 'Tram in de binnenstad' }, questions: [{ number: 1 }] },
      ],
    });

    // A topic in the cart may keep no questions at all.
    expect(await select(client, echolood, [])).toMatchObject({ cartTopic: { position: 0, questions: [] }, topic: { inCart: true, selectedQuestionIds: [] }, viewer: { cartTopicCount: 2 } });

    const removed = await remove(client, echolood);
    expect(removed).toMatchObject({ __typename: 'RemoveTopicFromCartSuccess', removedCartTopicId: expect.any(String), topic: { inCart: false }, viewer: { cartTopicCount: 1 } });
    // Removing it again is no error and changes nothing.
    expect(await remove(client, echolood)).toMatchObject({ __typename: 'RemoveTopicFromCartSuccess', removedCartTopicId: null, viewer: { cartTopicCount: 1 } });

    // Added again, it goes to the end of the order.
    expect(await select(client, echolood, q(echolood, 19))).toMatchObject({ cartTopic: { position: 2 }, viewer: { cartTopicCount: 2 } });
    expect((await cart(client))!.topics.map((t) => t.topic.name)).toEqual(['Tram in de binnenstad', 'Echolood op een vissersboot']);
  });

  it('shows the selection on the topic page: inCart and selectedQuestionIds for the viewer only', async () => {
    const { client } = await teacher();
    const other = await teacher();
    await select(client, echolood, q(echolood, 19, 17));
    const query = `query ($id: ID!) { topic(id: $id) { inCart selectedQuestionIds } }`;
    expect((await client.graphql<{ topic: unknown }>(query, { id: echolood.urlId })).data!.topic).toEqual({ inCart: true, selectedQuestionIds: q(echolood, 17, 19) });
    expect((await other.client.graphql<{ topic: unknown }>(query, { id: echolood.urlId })).data!.topic).toEqual({ inCart: false, selectedQuestionIds: [] });
    expect((await server.client().graphql<{ topic: unknown }>(query, { id: echolood.urlId })).data!.topic).toEqual({ inCart: false, selectedQuestionIds: [] });
  });

  it("refuses adding nothing for a topic not in the cart, with the spec's sentence, and changes nothing", async () => {
    const { client, userId } = await teacher();
    expect(await select(client, echolood, [])).toEqual({ __typename: 'ValidationError', message: CHOOSE, fieldErrors: [{ field: 'questionIds', messages: [CHOOSE] }] });
    expect(await stored(userId)).toEqual({ carts: 0, topics: 0, questions: 0 });
  });

  it('refuses question ids of another topic or of no question at all, and changes nothing', async () => {
    const { client, userId } = await teacher();
    await select(client, echolood, q(echolood, 16));
    const foreign = { __typename: 'ValidationError', message: 'Deze vraag hoort niet bij deze opgave.', fieldErrors: [{ field: 'questionIds', messages: ['Deze vraag hoort niet bij deze opgave.'] }] };
    expect(await select(client, echolood, [...q(echolood, 17), ...q(tram, 1)])).toEqual(foreign);
    expect(await select(client, echolood, [echolood.globalId])).toEqual(foreign);
    expect(await select(client, echolood, ['bm9uc2Vuc2U='])).toEqual(foreign);
    const held = await db().cartQuestion.findMany({ where: { cartTopic: { cart: { userId } } }, select: { questionId: true } });
    expect(held.map((h) => encodeGlobalID('Question', h.questionId))).toEqual(q(echolood, 16));
  });

  it("refuses a stream outside the teacher's licence with '{course} {level} valt niet onder je licentie.'", async () => {
    const { client, userId } = await teacher();
    expect(await select(client, zeehonden, q(zeehonden, 1))).toEqual({ __typename: 'ForbiddenError', message: 'Wiskunde A Havo valt niet onder je licentie.' });
    expect(await stored(userId)).toEqual({ carts: 0, topics: 0, questions: 0 });
  });

  it('refuses roles without a cart, visitors, hidden topics and ids that name no topic', async () => {
    const student = await signedInClient(server, 'leerling@vraagwerk.nl');
    expect(await select(student, echolood, q(echolood, 16))).toEqual({ __typename: 'ForbiddenError', message: 'Je hebt geen toegang.' });
    expect(await remove(student, echolood)).toEqual({ __typename: 'ForbiddenError', message: 'Je hebt geen toegang.' });
    const visitor = await server.client().graphql(SELECT, { topicId: echolood.globalId, questionIds: q(echolood, 16) });
    expect(visitor.errors?.map((e) => e.message)).toEqual(['Ongeautoriseerd']);
    const { client, userId } = await teacher();
    // A concept exam is hidden from a teacher: as if it did not exist.
    expect(await select(client, curling, q(curling, 1))).toEqual({ __typename: 'NotFoundError', message: 'Niet gevonden.' });
    const result = await client.graphql<{ selectQuestions: Result }>(SELECT, { topicId: encodeGlobalID('Question', 1), questionIds: [] });
    expect(result.data!.selectQuestions).toEqual({ __typename: 'NotFoundError', message: 'Niet gevonden.' });
    expect(await stored(userId)).toEqual({ carts: 0, topics: 0, questions: 0 });
  });

  it('lets an admin select in any stream', async () => {
    const admin = await signedInClient(server, 'admin@vraagwerk.nl');
    expect(await select(admin, zeehonden, q(zeehonden, 2, 1))).toMatchObject({ __typename: 'SelectQuestionsSuccess', cartTopic: { questions: [{ number: 1 }, { number: 2 }] } });
    await remove(admin, zeehonden);
  });

  it('makes one cart and no duplicate rows from a double submission or racing requests', async () => {
    const { client, userId } = await teacher();
    // The same 'Voeg toe' twice at once.
    const same = await Promise.all([select(client, echolood, q(echolood, 16, 17)), select(client, echolood, q(echolood, 16, 17))]);
    expect(same.map((r) => r.__typename)).toEqual(['SelectQuestionsSuccess', 'SelectQuestionsSuccess']);
    expect(await stored(userId)).toEqual({ carts: 1, topics: 1, questions: 2 });
    // Two topics at once into a cart of another stream that does not exist yet... and in this one.
    const { client: other, userId: otherId } = await teacher(['natuurkunde-havo', 'wiskunde-a-havo']);
    const racing = await Promise.all([select(other, echolood, q(echolood, 16)), select(other, tram, q(tram, 2)), select(other, zeehonden, q(zeehonden, 3)), select(other, echolood, q(echolood, 16))]);
    expect(racing.map((r) => r.__typename)).toEqual(Array(4).fill('SelectQuestionsSuccess'));
    expect(await stored(otherId)).toEqual({ carts: 2, topics: 3, questions: 3 });
    // Two topics added to one cart at once still get places of their own in the order.
    const places = await db().cartTopic.findMany({ where: { cart: { userId: otherId } }, select: { position: true, cart: { select: { streamId: true } } } });
    const natuurkunde = await streamIdOf(db(), 'natuurkunde-havo');
    expect(
      places
        .filter((p) => p.cart.streamId === natuurkunde)
        .map((p) => p.position)
        .sort(),
    ).toEqual([0, 1]);
    // Two removals at once.
    const removals = await Promise.all([remove(other, echolood), remove(other, echolood)]);
    expect(removals.map((r) => r.__typename)).toEqual(['RemoveTopicFromCartSuccess', 'RemoveTopicFromCartSuccess']);
    expect(removals.filter((r) => r.removedCartTopicId).length).toBe(1);
    expect(await stored(otherId)).toEqual({ carts: 2, topics: 2, questions: 2 });
  });
});

describe('GET /api/cart?items[]=', () => {
  it("answers the given topics in their order in document 4's cart item shape: questions with attachments and appendixes only", async () => {
    const { client } = await teacher();
    const { status, body } = await client.json<Record<string, unknown>[]>('GET', `/api/cart?items[]=${tram.urlId}&items[]=${echolood.urlId}`);
    expect(status).toBe(200);
    expect(body.map((t) => t.name)).toEqual(['Tram in de binnenstad', 'Echolood op een vissersboot']);
    const item = body[1]!;
    expect(Object.keys(item).sort()).toEqual(['cache', 'exam', 'has_answers', 'id', 'introduction', 'name', 'questions']);
    expect(item).toMatchObject({ id: echolood.urlId, has_answers: 1 });
    expect(item.exam).toEqual({
      id: expect.any(String),
      stream_id: expect.any(String),
      status: 'published',
      notes: null,
      year: 2021,
      term: 2,
      show_answers: true,
      standardization_value: expect.any(Number),
      is_pilot: false,
      introduction: null,
    });
    const questions = item.questions as Record<string, unknown>[];
    expect(questions.map((x) => x.number)).toEqual([16, 17, 18, 19]);
    expect(Object.keys(questions[1]!).sort()).toEqual(
      ['appendixes', 'attachments', 'complexity', 'id', 'introduction', 'number', 'points', 'proportion_value', 'text', 'time_in_minutes', 'topic_id', 'type_id'].sort(),
    );
    expect((questions[1]!.attachments as { name: string }[]).map((a) => a.name)).toEqual(['Figuur 4: het ontvangen signaal: uitgezonden puls bij 0 ms, echo van de vis en echo van de bodem']);
    expect((body[0]!.questions as { number: number; appendixes: { name: string }[] }[])[2]!.appendixes.map((a) => a.name)).toEqual(['Uitwerkbijlage bij vraag 3: leeg (v,t)-diagram voor de noodstop']);
    expect(item.cache).toMatchObject({ course: 'Natuurkunde', level: 'Havo', questionCount: 4 });
  });

  it('takes one item as well as a repeated one', async () => {
    const { client } = await teacher();
    const { status, body } = await client.json<{ name: string }[]>('GET', `/api/cart?items[]=${tram.urlId}`);
    expect(status).toBe(200);
    expect(body.map((t) => t.name)).toEqual(['Tram in de binnenstad']);
    // A topic of a stream outside the licence: its questions are not the teacher's to read (tests/server/contentRule.test.ts).
    expect((await client.json('GET', `/api/cart?items[]=${zeehonden.urlId}`)).status).toBe(403);
  });

  it('answers 422, not 500, without items or with an id that names no visible topic', async () => {
    const { client } = await teacher();
    expect(await client.json('GET', '/api/cart')).toEqual({ status: 422, body: { message: 'The given data was invalid.', errors: { items: ['The items field is required.'] } } });
    const unknown = { status: 422, body: { message: 'The given data was invalid.', errors: { items: ['The provided ID does not exists.'] } } };
    expect(await client.json('GET', `/api/cart?items[]=${ids().encode(99_999_999)}`)).toEqual(unknown);
    expect(await client.json('GET', `/api/cart?items[]=${echolood.urlId}&items[]=nonsense`)).toEqual(unknown);
    // A concept exam's topic is hidden from a teacher.
    expect(await client.json('GET', `/api/cart?items[]=${curling.urlId}`)).toEqual(unknown);
  });

  it('is for signed-in teacher-like roles only', async () => {
    expect(await server.client().json('GET', `/api/cart?items[]=${echolood.urlId}`)).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    const student = await signedInClient(server, 'leerling@vraagwerk.nl');
    expect((await student.json('GET', `/api/cart?items[]=${echolood.urlId}`)).status).toBe(403);
  });
});
