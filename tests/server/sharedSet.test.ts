// GraphQL sharedSet and its REST twin (document 2 §2.3-§2.4): a set read by its link key without signing in — tips and solution
// strategies only where the exam shows its answers, one topic by its urlId, an unknown key or a topic outside the set
// as NotFoundError, and the fair-use limit per device key as FairUseError ('Helaas...').
import { createIdCodec } from '../../server/app/ids.ts';
import { createSetFixture, streamIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';

let server: TestServer;
const db = () => server.db.prisma;
/** The SQL statements of the requests under count(). */
let statements: string[] | null = null;
beforeAll(async () => {
  server = await startTestServer({}, { onQuery: (sql) => statements?.push(sql) });
});
afterAll(async () => {
  await server.close();
});

const QUERY = `query ($key: String!, $topic: String, $device: String) {
  sharedSet(key: $key, topicUrlId: $topic, deviceKey: $device) {
    __typename
    ... on SharedSet { name authorName topicIds questions(topicUrlId: $topic) { question { number topic { name } } tips { text } answers { name scores sections { id points text } } } }
    ... on Error { message }
  }
}`;

interface Answer {
  sharedSet: {
    __typename: string;
    message?: string;
    name?: string;
    questions?: { question: { number: number; topic: { name: string } }; tips: { text: string }[]; answers: { sections: { text: string | null }[] }[] }[];
  };
}

/** A set of one question from an exam that shows its answers and one from an exam that does not. */
async function fixture() {
  const streamId = await streamIdOf(db(), 'natuurkunde-havo');
  const pick = async (showAnswers: boolean) => {
    const question = await db().question.findFirstOrThrow({
      where: { topic: { exam: { streamId, status: 'published', showAnswers } }, answers: { some: { status: 'published' } } },
      orderBy: { id: 'asc' },
      select: { id: true, topicId: true, number: true },
    });
    await db().tip.create({ data: { questionId: question.id, position: 99, text: `Tip bij ${showAnswers ? 'open' : 'gesloten'} examen` } });
    return question;
  };
  const shown = await pick(true);
  const hidden = await pick(false);
  const owner = await db().user.findUniqueOrThrow({ where: { email: 'docent@vraagwerk.nl' }, select: { id: true } });
  const set = await createSetFixture(db(), { ownerId: owner.id, streamId, name: 'Set met en zonder antwoorden', topicOrder: [shown.topicId, hidden.topicId], questionIds: [shown.id, hidden.id] });
  return { set, shown, hidden };
}

describe('sharedSet', () => {
  it('shows tips and strategies only for the exam that shows its answers, to a visitor without signing in', async () => {
    const { set, shown, hidden } = await fixture();
    const answer = await server.client().graphql<Answer>(QUERY, { key: set.key, device: 'toestel-1' });
    expect(answer.errors).toBeUndefined();
    const result = answer.data!.sharedSet;
    expect(result).toMatchObject({ __typename: 'SharedSet', name: 'Set met en zonder antwoorden', authorName: 'Marieke van Dijk' });
    const [open, closed] = result.questions!;
    expect(open!.question.number).toBe(shown.number);
    expect(open!.answers.length).toBeGreaterThan(0);
    expect(open!.tips.map((t) => t.text)).toContain('Tip bij open examen');
    expect(closed!.question.number).toBe(hidden.number);
    expect(closed!.answers).toEqual([]);
    expect(closed!.tips).toEqual([]);
    // REST (GET /api/collections/{key}) follows the same rule.
    const rest = await server.client().json<{ questions: { number: number; tips: { text: string }[]; answers?: unknown[] }[] }>('GET', `/api/collections/${set.key}?device_key=toestel-1`);
    const [restOpen, restClosed] = rest.body.questions;
    expect(restOpen!.tips.map((t) => t.text)).toContain('Tip bij open examen');
    expect(restClosed!.tips).toEqual([]);
    expect(restClosed!.answers ?? []).toEqual([]);
  });

  it('narrows to one topic of the set by its urlId, and answers NotFoundError for a topic outside it or an unknown key', async () => {
    const { set, hidden } = await fixture();
    const ids = createIdCodec(server.config.idSecret);
    const one = await server.client().graphql<Answer>(QUERY, { key: set.key, topic: ids.encode(hidden.topicId), device: 'toestel-2' });
    expect(one.data!.sharedSet.questions!.map((q) => q.question.number)).toEqual([hidden.number]);
    const other = await db().topic.findFirstOrThrow({ where: { id: { notIn: set.topicOrder } }, select: { id: true } });
    for (const variables of [{ key: set.key, topic: ids.encode(other.id) }, { key: 'onbekendesleutel1234567' }, { key: set.key, topic: 'geen-id' }]) {
      const answer = await server.client().graphql<Answer>(QUERY, { ...variables, device: 'toestel-3' });
      expect(answer.data!.sharedSet).toEqual({ __typename: 'NotFoundError', message: 'Niet gevonden.' });
    }
  });

  it("counts each new device against the fair-use limit and answers the 76th with 'Helaas...'", async () => {
    const { set } = await fixture();
    await db().collection.update({ where: { id: set.id }, data: { deviceCount: 74 } });
    // A device is a client with the key the server gave it (its cookie), whatever key it names itself.
    const phones = new Map<string, ReturnType<TestServer['client']>>();
    const open = (device: string) => {
      if (!phones.has(device)) phones.set(device, server.client());
      return phones.get(device)!.graphql<Answer>(QUERY, { key: set.key, device });
    };
    expect((await open('toestel-75')).data!.sharedSet.__typename).toBe('SharedSet');
    expect((await open('toestel-75')).data!.sharedSet.__typename).toBe('SharedSet');
    expect((await open('toestel-76')).data!.sharedSet).toEqual({
      __typename: 'FairUseError',
      message: 'Helaas... Je kunt deze examenvragen niet meer gebruiken. Ze zijn zo vaak gebruikt dat geen sprake meer is van redelijk gebruik.',
    });
    expect((await db().collection.findUniqueOrThrow({ where: { id: set.id }, select: { deviceCount: true } })).deviceCount).toBe(75);
  });
});

describe("the cost of a set's pages", () => {
  // What the set's pages read (web/screens/Student/StudentSetScreen.tsx): each question with its topic's introduction
  // and figures and what it brings in from earlier questions (issue 41), and every formula of it drawn.
  const PAGE = `query ($key: String!, $device: String) {
    sharedSet(key: $key, deviceKey: $device) {
      __typename
      ... on SharedSet {
        formulas { tex html }
        questions {
          question {
            number introduction text attachments { url } appendixes { url }
            topic { name introduction attachments { name url } }
            dependencies { number introduction attachments { url } appendixes { url } }
          }
          tips { text }
          answers { sections { text tips { text } } }
        }
      }
    }
  }`;
  type Page = { sharedSet: { questions: { question: { topic: { introduction: string | null }; dependencies: { introduction: string | null }[] } }[] } };

  async function setOf(questionIds: number[], topicIds: number[]) {
    const owner = await db().user.findUniqueOrThrow({ where: { email: 'docent@vraagwerk.nl' }, select: { id: true } });
    const streamId = await streamIdOf(db(), 'natuurkunde-havo');
    const set = await createSetFixture(db(), { ownerId: owner.id, streamId, name: 'Kosten', topicOrder: topicIds, questionIds });
    return set.key;
  }

  async function cost(key: string): Promise<{ statements: number; page: Page }> {
    const device = server.client();
    const ask = () => device.graphql<Page>(PAGE, { key, device: 'cost-device' });
    await ask(); // the device's first visit is counted for fair use
    statements = [];
    const result = await ask();
    const count = statements.length;
    statements = null;
    expect(result.errors).toBeUndefined();
    return { statements: count, page: result.data! };
  }

  it('is the same number of SQL statements for one question as for a whole exam with its introductions and dependencies', async () => {
    const streamId = await streamIdOf(db(), 'natuurkunde-havo');
    const exam = await db().exam.findFirstOrThrow({
      where: { streamId, topics: { some: { name: 'Tram in de binnenstad' } } },
      select: { topics: { orderBy: { position: 'asc' }, select: { id: true, questions: { orderBy: { number: 'asc' }, select: { id: true } } } } },
    });
    const first = exam.topics[0]!;
    const one = await cost(await setOf([first.questions[0]!.id], [first.id]));
    const whole = await cost(
      await setOf(
        exam.topics.flatMap((t) => t.questions.map((q) => q.id)),
        exam.topics.map((t) => t.id),
      ),
    );
    expect(whole.page.sharedSet.questions.length).toBeGreaterThan(15);
    expect(whole.page.sharedSet.questions.every((q) => q.question.topic.introduction)).toBe(true);
    expect(whole.page.sharedSet.questions.some((q) => q.question.dependencies.some((d) => d.introduction))).toBe(true);
    expect(whole.statements).toBe(one.statements);
  });
});

describe('sharedSet labels (issue 42 item 1)', () => {
  it("names each question by its place in the set, as the set's documents do, also beside one topic's questions", async () => {
    // Two whole topics of different exams: their own numbers both start low, so they repeat within the set.
    const streamId = await streamIdOf(db(), 'natuurkunde-havo');
    const topics = await db().topic.findMany({
      where: { streamId, exam: { status: 'published' } },
      orderBy: { id: 'asc' },
      distinct: ['examId'],
      take: 2,
      select: { id: true, questions: { orderBy: { number: 'desc' }, select: { id: true, number: true } } },
    });
    // Stored positions in the set's order; written here in reverse id order, so the labels follow positions, not ids.
    const placed = topics.flatMap((t) => [...t.questions].reverse()).map((q) => q.id);
    const owner = await db().user.findUniqueOrThrow({ where: { email: 'docent@vraagwerk.nl' }, select: { id: true } });
    const set = await createSetFixture(db(), { ownerId: owner.id, streamId, name: 'Twee examens', topicOrder: topics.map((t) => t.id), questionIds: placed });
    const ids = createIdCodec(server.config.idSecret);
    const second = ids.encode(topics[1]!.id);
    const answer = await server
      .client()
      .graphql<{ sharedSet: { labels: { questionId: string; label: number }[]; questions: { question: { id: string; number: number } }[] } }>(
        `query ($key: String!, $topic: String) { sharedSet(key: $key, deviceKey: "labels") { ... on SharedSet { labels { questionId label } questions(topicUrlId: $topic) { question { id number } } } } }`,
        { key: set.key, topic: second },
      );
    expect(answer.errors).toBeUndefined();
    const { labels, questions } = answer.data!.sharedSet;
    const { decodeGlobalID } = await import('@pothos/plugin-relay');
    const byId = new Map(labels.map((l) => [Number(decodeGlobalID(l.questionId).id), l.label]));
    expect(byId.size).toBe(placed.length);
    placed.forEach((questionId, i) => expect(byId.get(questionId)).toBe(i + 1));
    // The second topic's questions, asked for alone, keep the labels after the first topic's.
    const firstCount = topics[0]!.questions.length;
    expect(questions.map((q) => labels.find((l) => l.questionId === q.question.id)?.label)).toEqual(topics[1]!.questions.map((_, i) => firstCount + i + 1));
    expect(questions.map((q) => q.question.number)).toEqual([...topics[1]!.questions].reverse().map((q) => q.number));
  });
});
