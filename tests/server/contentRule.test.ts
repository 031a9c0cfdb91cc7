// The content rule (server/domain/topics/policy.ts topicContentView) on every path that reaches a topic or question by
// its id: GET /api/topics/{id}, GET /api/cart, the feedback form's parts (REST and GraphQL), GraphQL's topic(id:),
// node(id:) of a question and a cart's questions. A visitor, a student, a teacher or participant without a licence for
// the stream and a teacher whose licence ended get the public preview — the questions' features but never a question's
// text, an introduction, a figure or a tip; a teacher with a licence gets them, as the database holds them.
import { createIdCodec } from '../../server/app/ids.ts';
import { addDays, today } from '../../server/domain/licensing/period.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import type { HttpClient } from '../setup/client.ts';
import { TEST_NOW } from '../setup/env.ts';

let server: TestServer;
const db = () => server.db.prisma;
const ids = () => createIdCodec(server.config.idSecret);

/** Echolood (natuurkunde havo, published) as the database holds it: its texts and tips are what must not leak. */
let topic: { id: number; urlId: string; globalId: string; introduction: string; figure: string; questions: { id: number; text: string; tips: string[] }[] };
const clients = new Map<string, HttpClient>();
/** A teacher whose licence for natuurkunde havo ended yesterday, with a question of Echolood still in the cart. */
let lapsedEmail: string;

beforeAll(async () => {
  server = await startTestServer();
  const row = await db().topic.findFirstOrThrow({
    where: { name: 'Echolood op een vissersboot', exam: { stream: { slug: 'natuurkunde-havo' } } },
    select: {
      id: true,
      introduction: true,
      attachments: { select: { attachment: { select: { name: true } } } },
      questions: {
        orderBy: { number: 'asc' },
        select: { id: true, text: true, tips: { select: { text: true } }, answers: { select: { sections: { select: { tips: { select: { text: true } } } } } } },
      },
    },
  });
  topic = {
    id: row.id,
    urlId: ids().encode(row.id),
    globalId: Buffer.from(`Topic:${row.id}`).toString('base64'),
    introduction: row.introduction!,
    figure: row.attachments[0]!.attachment.name,
    questions: row.questions.map((q) => ({ id: q.id, text: q.text, tips: [...q.tips.map((t) => t.text), ...q.answers.flatMap((a) => a.sections.flatMap((s) => s.tips.map((t) => t.text)))] })),
  };
  // Sanity of the fixture: the texts this file looks for exist.
  expect(topic.introduction.length).toBeGreaterThan(20);
  expect(topic.questions.every((q) => q.text.length > 20)).toBe(true);
  expect(topic.questions.flatMap((q) => q.tips).length).toBeGreaterThan(0);

  const day = today(TEST_NOW);
  const lapsed = await createUser(db(), { role: 'docent', data: { school: 'Testschool', place: 'Utrecht', onboarding: { step1: 'finished', step2: 'finished' } } });
  const license = await createLicense(db(), { begin: addDays(day, -300), end: day });
  const stream = await streamIdOf(db(), 'natuurkunde-havo');
  await createSeat(db(), { licenseId: license.id, userId: lapsed.id, privileges: [{ action: 'opgavensets samenstellen', objectId: stream, begin: addDays(day, -300), end: day }] });
  await db().cart.create({
    data: { userId: lapsed.id, streamId: stream, topics: { create: [{ topicId: topic.id, questions: { create: [{ questionId: topic.questions[0]!.id }] } }] } },
  });
  lapsedEmail = lapsed.email;
});
afterAll(async () => {
  await server.close();
});

async function as(who: string | null): Promise<HttpClient> {
  const key = who ?? 'visitor';
  if (!clients.has(key)) clients.set(key, who ? await signedInClient(server, who === 'lapsed' ? lapsedEmail : who) : server.client());
  return clients.get(key)!;
}

/** Whether any text of Echolood the preview must not show occurs anywhere in an answer. */
function leaked(body: unknown): string[] {
  const json = JSON.stringify(body);
  const texts = [topic.introduction, topic.figure, ...topic.questions.flatMap((q) => [q.text, ...q.tips])];
  return texts.filter((t) => json.includes(JSON.stringify(t).slice(1, -1)));
}

// [who, account]: everyone the rule gives the preview only.
const PREVIEW: [string, string | null][] = [
  ['a visitor', null],
  ['a student with a practice grant for the stream', 'leerling@vraagwerk.nl'],
  ['a teacher without a licence', 'nieuw@vraagwerk.nl'],
  ['a participant without a grant', 'deelnemer@vraagwerk.nl'],
  ['a teacher whose licence ended', 'lapsed'],
];
const CONTENT = 'docent@vraagwerk.nl';

describe('GET /api/topics/{topic}', () => {
  it.each(PREVIEW)("gives %s the preview: the card, the exam and the questions' features, no texts or figures", async (_who, account) => {
    const { status, body } = await (await as(account)).json<Record<string, unknown>>('GET', `/api/topics/${topic.urlId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: topic.urlId, name: 'Echolood op een vissersboot', introduction: null, attachments: [] });
    expect((body.exam as { year: number; term: number }).year).toBe(2021);
    const questions = body.questions as { number: number; text: unknown; question_type: { name: string } | null }[];
    expect(questions.map((q) => [q.number, q.text, q.question_type?.name])).toEqual([
      [16, null, 'Bereken'],
      [17, null, 'Bepaal'],
      [18, null, 'Bepaal'],
      [19, null, 'Leg uit'],
    ]);
    expect(leaked(body)).toEqual([]);
  });

  it('gives a teacher with a licence the texts and the tips', async () => {
    const { status, body } = await (await as(CONTENT)).json<{ introduction: string; questions: { text: string }[] }>('GET', `/api/topics/${topic.urlId}`);
    expect(status).toBe(200);
    expect(body.introduction).toBe(topic.introduction);
    expect(body.questions.map((q) => q.text)).toEqual(topic.questions.map((q) => q.text));
    expect(leaked(body).length).toBe(2 + topic.questions.length + topic.questions.flatMap((q) => q.tips).length);
  });
});

describe('GET /api/cart', () => {
  it.each([
    ['a teacher without a licence', 'nieuw@vraagwerk.nl'],
    ['a teacher whose licence ended', 'lapsed'],
  ])("refuses %s the topics' questions (403)", async (_who, account) => {
    const { status, body } = await (await as(account)).json('GET', `/api/cart?items[]=${topic.urlId}`);
    expect(status).toBe(403);
    expect(leaked(body)).toEqual([]);
  });

  it('gives a teacher with a licence the questions', async () => {
    const { status, body } = await (await as(CONTENT)).json<{ questions: { text: string }[] }[]>('GET', `/api/cart?items[]=${topic.urlId}`);
    expect(status).toBe(200);
    expect(body[0]!.questions.map((q) => q.text)).toEqual(topic.questions.map((q) => q.text));
  });
});

describe("the feedback form's parts", () => {
  const question = () => topic.questions.find((q) => q.tips.length > 0)!;
  const restPath = async () => {
    const row = await db().question.findUniqueOrThrow({ where: { id: question().id }, select: { topic: { select: { exam: { select: { id: true, streamId: true } } } } } });
    return `/api/feedback/${ids().encode(row.topic.exam.streamId)}/${ids().encode(row.topic.exam.id)}/${ids().encode(question().id)}`;
  };
  const PARTS = `query ($id: ID!) { feedbackOptions(questionId: $id) { label value info } }`;
  const questionGlobalId = () => Buffer.from(`Question:${question().id}`).toString('base64');

  it.each(PREVIEW)("names the parts to %s without a tip's text (REST and GraphQL)", async (_who, account) => {
    const client = await as(account);
    const rest = await client.json<{ label: string; info?: string }[]>('GET', await restPath());
    expect(rest.status).toBe(200);
    expect(rest.body.map((o) => o.label)).toContain('Algemene tip');
    expect(rest.body.filter((o) => 'info' in o)).toEqual([]);
    const graphql = await client.graphql<{ feedbackOptions: { label: string; info: string | null }[] }>(PARTS, { id: questionGlobalId() });
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data!.feedbackOptions.map((o) => o.label)).toContain('Algemene tip');
    expect(graphql.data!.feedbackOptions.map((o) => o.info)).toEqual(graphql.data!.feedbackOptions.map(() => null));
  });

  it('gives a teacher with a licence the tips with their text', async () => {
    const rest = await (await as(CONTENT)).json<{ info?: string }[]>('GET', await restPath());
    expect(rest.body.flatMap((o) => (o.info ? [o.info] : []))).toEqual(question().tips);
  });
});

describe('GraphQL', () => {
  const PAGE = `query ($id: ID!) { topic(id: $id) { name introduction attachments { name } formulas { tex } questions { number questionType text introduction attachments { name } appendixes { name } dependencies { introduction } tips { text } } } }`;
  const NODE = `query ($id: ID!) { node(id: $id) { ... on Question { number text } } }`;
  const CART = `query ($stream: ID!) { cart(streamId: $stream) { topics { topic { name introduction } questions { number text } } } }`;

  it.each(PREVIEW)('gives %s the topic page as a preview and no question by its id', async (_who, account) => {
    const client = await as(account);
    const page = await client.graphql<{ topic: Record<string, unknown> & { questions: unknown[] } }>(PAGE, { id: topic.urlId });
    expect(page.errors).toBeUndefined();
    expect(page.data!.topic).toMatchObject({ name: 'Echolood op een vissersboot', introduction: null, attachments: [] });
    const empty = { text: null, introduction: null, attachments: [], appendixes: [], dependencies: [], tips: [] };
    expect(page.data!.topic.questions).toEqual([
      { number: 16, questionType: 'Bereken', ...empty },
      { number: 17, questionType: 'Bepaal', ...empty },
      { number: 18, questionType: 'Bepaal', ...empty },
      { number: 19, questionType: 'Leg uit', ...empty },
    ]);
    expect(leaked(page.data)).toEqual([]);
    const node = await client.graphql<{ node: unknown }>(NODE, { id: Buffer.from(`Question:${topic.questions[0]!.id}`).toString('base64') });
    expect(node.errors).toBeUndefined();
    expect(node.data!.node).toBeNull();
    // Nor by way of a question's topic.
    const around = await client.graphql(`query ($id: ID!) { topic(id: $id) { questions { topic { introduction attachments { name } questions { text } } } } }`, { id: topic.urlId });
    expect(around.errors).toBeUndefined();
    expect(leaked(around.data)).toEqual([]);
  });

  it('gives a teacher with a licence the page with its texts and a question by its id', async () => {
    const client = await as(CONTENT);
    const page = await client.graphql<{ topic: { introduction: string; questions: { text: string }[] } }>(PAGE, { id: topic.urlId });
    expect(page.data!.topic.introduction).toBe(topic.introduction);
    expect(page.data!.topic.questions.map((q) => q.text)).toEqual(topic.questions.map((q) => q.text));
    const node = await client.graphql<{ node: { text: string } }>(NODE, { id: Buffer.from(`Question:${topic.questions[0]!.id}`).toString('base64') });
    expect(node.data!.node.text).toBe(topic.questions[0]!.text);
  });

  it("leaves a student's self-practice whole: the topic they may practise with its introduction and texts", async () => {
    const practice = await (
      await as('leerling@vraagwerk.nl')
    ).graphql<{ practiceTopic: { topic: { introduction: string }; questions: { question: { text: string } }[] } }>(
      `query ($t: String!) { practiceTopic(urlId: $t) { ... on PracticeTopic { topic { introduction } questions { question { text } } } } }`,
      { t: topic.urlId },
    );
    expect(practice.errors).toBeUndefined();
    expect(practice.data!.practiceTopic.topic.introduction).toBe(topic.introduction);
    expect(practice.data!.practiceTopic.questions.map((q) => q.question.text)).toEqual(topic.questions.map((q) => q.text));
  });

  it('shows a teacher whose licence ended the questions left in the cart, not their texts', async () => {
    const cart = await (
      await as('lapsed')
    ).graphql<{ cart: { topics: { topic: { name: string; introduction: string | null }; questions: unknown[] }[] } }>(CART, {
      stream: Buffer.from(`Stream:${await streamIdOf(db(), 'natuurkunde-havo')}`).toString('base64'),
    });
    expect(cart.errors).toBeUndefined();
    expect(cart.data!.cart.topics).toEqual([{ topic: { name: 'Echolood op een vissersboot', introduction: null }, questions: [{ number: 16, text: null }] }]);
  });
});
