// The back-office shell (issue 45, document 3 §2, document 4 §13): who may use it (author and admin; a teacher, a
// student, a participant and a visitor nothing, in GraphQL and REST), the exam list's order (newest year and term
// first, then the status rank), the formula sheet's save with its one audit entry, and the side menu's levels, each
// costing the same number of SQL statements for a stream with few and with many exams, topics and questions.
//
// Expected values are literal: natuurkunde havo's demo exams are 2017-1 … 2024-2 without 2020, 2024-2 a concept
// (prisma/seed/content/natuurkunde-havo/exams, prisma/seed/importContent.ts examSettings); 'Ordekunde Havo' below is
// made here with exams whose order is worked out by hand.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createIdCodec } from '../../server/app/ids.ts';
import type { HttpClient } from '../setup/client.ts';
import { signedInClient, streamIdOf, userIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';

let server: TestServer;
const db = () => server.db.prisma;
const ids = () => createIdCodec(server.config.idSecret);
let statements: string[] = [];
let counting = false;

let havo = 0;
/** Ordekunde Havo: exams of one year and term in every status, to see the status rank (createOrderStream). */
let orde = 0;
const clients: Record<string, HttpClient> = {};

const ROLES = [
  ['admin', 'admin@vraagwerk.nl'],
  ['author', 'auteur@vraagwerk.nl'],
  ['docent', 'docent@vraagwerk.nl'],
  ['leerling', 'leerling@vraagwerk.nl'],
  ['participant', 'deelnemer@vraagwerk.nl'],
] as const;

beforeAll(async () => {
  server = await startTestServer({}, { onQuery: (sql) => counting && statements.push(sql) });
  havo = await streamIdOf(db(), 'natuurkunde-havo');
  orde = await createOrderStream();
  for (const [role, email] of ROLES) clients[role] = await signedInClient(server, email);
  clients.anonymous = server.client();
});
afterAll(async () => {
  await server.close();
});

type ExamStatus = 'prepared' | 'processing' | 'published' | 'concept' | 'frozen';

/**
 * Ordekunde Havo, exams made in this order (year-term status): 2023-1 frozen, 2023-1 prepared, 2024-1 concept,
 * 2023-1 published, 2023-2 published, 2023-1 concept, 2023-1 processing. Its topic 'Eerste' (of 2024-1) has questions
 * 3, 1, 2 made in that order.
 */
async function createOrderStream(): Promise<number> {
  const level = await db().level.findUniqueOrThrow({ where: { slug: 'havo' } });
  const course = await db().course.create({ data: { name: 'Ordekunde', slug: 'ordekunde' } });
  const stream = await db().stream.create({ data: { slug: 'ordekunde-havo', courseId: course.id, levelId: level.id, formulaSheet: 'F = m $$\\cdot$$ a' } });
  const made: [number, number, ExamStatus][] = [
    [2023, 1, 'frozen'],
    [2023, 1, 'prepared'],
    [2024, 1, 'concept'],
    [2023, 1, 'published'],
    [2023, 2, 'published'],
    [2023, 1, 'concept'],
    [2023, 1, 'processing'],
  ];
  for (const [year, term, status] of made) await db().exam.create({ data: { streamId: stream.id, year, term, status } });
  const exam = await db().exam.findFirstOrThrow({ where: { streamId: stream.id, year: 2024 } });
  await db().topic.create({ data: { examId: exam.id, name: 'Eerste', position: 1, questions: { create: [3, 1, 2].map((number) => ({ number, text: `Vraag ${number}` })) } } });
  return stream.id;
}

const gid = (type: string, id: number) => encodeGlobalID(type, String(id));

const STREAMS = `{ adminStreams { id name } }`;
const EXAMS = `query ($urlId: String!) { adminStream(urlId: $urlId) { name adminExams { edges { node { id year term status showAnswers } } } } }`;
const TOPICS = `query ($id: ID!) { adminExam(id: $id) { year term adminTopics { edges { node { id name } } } } }`;
const QUESTIONS = `query ($id: ID!) { adminTopic(id: $id) { name adminQuestions { edges { node { id number } } } } }`;
const SAVE = `mutation ($streamId: ID!, $formulaSheet: String) {
  saveFormulaSheet(streamId: $streamId, formulaSheet: $formulaSheet) {
    __typename
    ... on SaveFormulaSheetSuccess { stream { formulaSheet } }
    ... on Error { message }
  }
}`;

type Edges<T> = { edges: { node: T }[] };
type ExamNode = { id: string; year: number; term: number; status: ExamStatus; showAnswers: boolean };
const nodes = <T>(c: Edges<T>) => c.edges.map((e) => e.node);

async function ordeExam(year: number): Promise<number> {
  return (await db().exam.findFirstOrThrow({ where: { streamId: orde, year } })).id;
}
async function ordeTopic(): Promise<number> {
  return (await db().topic.findFirstOrThrow({ where: { name: 'Eerste', exam: { streamId: orde } } })).id;
}

describe('who may use the back-office', () => {
  const allowed = ['admin', 'author'] as const;
  const refused = ['docent', 'leerling', 'participant'] as const;

  const graphqlReads = async (client: HttpClient) => [
    await client.graphql(STREAMS),
    await client.graphql(EXAMS, { urlId: ids().encode(orde) }),
    await client.graphql(TOPICS, { id: gid('Exam', await ordeExam(2024)) }),
    await client.graphql(QUESTIONS, { id: gid('Topic', await ordeTopic()) }),
  ];
  const restReads = () => ['/api/admin', '/api/admin/courses', `/api/admin/courses/${ids().encode(orde)}`, `/api/admin/courses/${ids().encode(orde)}/exams`];

  it.each(allowed)('lets %s read every level in GraphQL and REST', async (role) => {
    for (const answer of await graphqlReads(clients[role]!)) {
      expect(answer.errors).toBeUndefined();
      expect(Object.values(answer.data!)[0]).not.toBeNull();
    }
    for (const path of restReads()) expect([path, (await clients[role]!.json('GET', path)).status]).toEqual([path, 200]);
  });

  it.each(refused)('refuses %s every level: GraphQL FORBIDDEN, REST 403', async (role) => {
    for (const answer of await graphqlReads(clients[role]!)) {
      // A nullable field answers null beside its error, a list field nulls the whole answer.
      expect(Object.values(answer.data ?? {}).every((value) => value === null)).toBe(true);
      expect(answer.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['Ongeautoriseerd', 'FORBIDDEN']]);
    }
    for (const path of restReads()) expect([path, (await clients[role]!.json('GET', path)).status]).toEqual([path, 403]);
  });

  it('refuses a visitor every level: GraphQL UNAUTHENTICATED, REST 401', async () => {
    for (const answer of await graphqlReads(clients.anonymous!)) expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    for (const path of restReads()) expect([path, (await clients.anonymous!.json('GET', path)).status]).toEqual([path, 401]);
  });

  it('finds no exam by node(id:) for a teacher, and finds it for an author', async () => {
    const query = `query ($id: ID!) { node(id: $id) { ... on Exam { year } } }`;
    const id = gid('Exam', await ordeExam(2024));
    expect((await clients.docent!.graphql(query, { id })).data).toEqual({ node: null });
    expect((await clients.author!.graphql(query, { id })).data).toEqual({ node: { year: 2024 } });
  });
});

describe('the exam list', () => {
  it("lists natuurkunde havo's exams newest year and term first, in GraphQL and REST alike", async () => {
    const expected = [
      '2024-2 concept',
      '2024-1 published',
      '2023-2 published',
      '2023-1 published',
      '2022-2 published',
      '2022-1 published',
      '2021-2 published',
      '2021-1 published',
      '2019-2 published',
      '2019-1 published',
      '2018-2 published',
      '2018-1 published',
      '2017-2 published',
      '2017-1 published',
    ];
    const answer = await clients.author!.graphql<{ adminStream: { name: string; adminExams: Edges<ExamNode> } }>(EXAMS, { urlId: ids().encode(havo) });
    expect(answer.data!.adminStream.name).toBe('Natuurkunde Havo');
    expect(nodes(answer.data!.adminStream.adminExams).map((e) => `${e.year}-${e.term} ${e.status}`)).toEqual(expected);
    const rest = await clients.author!.json<{ year: number; term: number; status: string }[]>('GET', `/api/admin/courses/${ids().encode(havo)}/exams`);
    expect(rest.body.map((e) => `${e.year}-${e.term} ${e.status}`)).toEqual(expected);
    // 2017-2 shows no answers (the demo's one exam without 'Nakijken tonen').
    expect(
      nodes(answer.data!.adminStream.adminExams)
        .filter((e) => !e.showAnswers)
        .map((e) => `${e.year}-${e.term}`),
    ).toEqual(['2017-2']);
  });

  it('orders the exams of one year and term by status rank: prepared, processing, published, concept, frozen', async () => {
    const expected = ['2024-1 concept', '2023-2 published', '2023-1 prepared', '2023-1 processing', '2023-1 published', '2023-1 concept', '2023-1 frozen'];
    const answer = await clients.admin!.graphql<{ adminStream: { adminExams: Edges<ExamNode> } }>(EXAMS, { urlId: ids().encode(orde) });
    expect(nodes(answer.data!.adminStream.adminExams).map((e) => `${e.year}-${e.term} ${e.status}`)).toEqual(expected);
    const stream = await clients.admin!.json<{ exams: { year: number; term: number; status: string }[] }>('GET', `/api/admin/courses/${ids().encode(orde)}`);
    expect(stream.body.exams.map((e) => `${e.year}-${e.term} ${e.status}`)).toEqual(expected);
    const tree = await clients.admin!.json<{ id: string; exams: { year: number; term: number; status: string; topics: { name: string; questions: { number: number }[] }[] }[] }[]>('GET', '/api/admin');
    const ordekunde = tree.body.find((s) => s.id === ids().encode(orde))!;
    expect(ordekunde.exams.map((e) => `${e.year}-${e.term} ${e.status}`)).toEqual(expected);
    expect(ordekunde.exams[0]!.topics.map((t) => [t.name, t.questions.map((q) => q.number)])).toEqual([['Eerste', [1, 2, 3]]]);
  });

  it('answers the courses as [{id, name}] and the stream with its course, level and formula sheet', async () => {
    const courses = await clients.author!.json<{ id: string; name: string }[]>('GET', '/api/admin/courses');
    expect(courses.body.map((c) => c.name)).toEqual(expect.arrayContaining(['Natuurkunde', 'Ordekunde', 'Scheikunde']));
    expect(courses.body.find((c) => c.name === 'Ordekunde')).toEqual({ id: expect.any(String), name: 'Ordekunde' });
    const stream = await clients.author!.json<Record<string, unknown>>('GET', `/api/admin/courses/${ids().encode(orde)}`);
    expect(stream.body).toMatchObject({ slug: 'ordekunde-havo', formuleblad: 'F = m $$\\cdot$$ a', course: { name: 'Ordekunde' }, level: { name: 'Havo' } });
    expect((await clients.author!.json('GET', '/api/admin/courses/zzzzzzzz')).status).toBe(404);
  });
});

describe('saving the formula sheet', () => {
  const audited = () =>
    db().auditEntry.findMany({ where: { auditableType: 'stream', auditableId: orde }, orderBy: { id: 'asc' }, select: { userId: true, event: true, oldValues: true, newValues: true } });
  const sheet = async () => (await db().stream.findUniqueOrThrow({ where: { id: orde } })).formulaSheet;

  it('writes the sheet with exactly one audit entry of the changed field (GraphQL), none for a save that changes nothing', async () => {
    await db().auditEntry.deleteMany({ where: { auditableType: 'stream', auditableId: orde } });
    await db().stream.update({ where: { id: orde }, data: { formulaSheet: 'oud blad' } });
    const saved = await clients.author!.graphql<{ saveFormulaSheet: { __typename: string; stream?: { formulaSheet: string } } }>(SAVE, {
      streamId: gid('Stream', orde),
      formulaSheet: 'nieuw $$E = mc^2$$',
    });
    expect(saved.data!.saveFormulaSheet).toEqual({ __typename: 'SaveFormulaSheetSuccess', stream: { formulaSheet: 'nieuw $$E = mc^2$$' } });
    expect(await sheet()).toBe('nieuw $$E = mc^2$$');
    const author = await userIdOf(db(), 'auteur@vraagwerk.nl');
    expect(await audited()).toEqual([{ userId: author, event: 'updated', oldValues: { formulaSheet: 'oud blad' }, newValues: { formulaSheet: 'nieuw $$E = mc^2$$' } }]);
    // The same text again: saved, nothing changed, nothing logged.
    expect(
      (await clients.author!.graphql<{ saveFormulaSheet: { __typename: string } }>(SAVE, { streamId: gid('Stream', orde), formulaSheet: 'nieuw $$E = mc^2$$' })).data!.saveFormulaSheet.__typename,
    ).toBe('SaveFormulaSheetSuccess');
    expect(await audited()).toHaveLength(1);
  });

  it('writes it through PUT /api/admin/courses/{stream} as {status:"ok"}, blank clearing it, with its audit entry', async () => {
    await db().auditEntry.deleteMany({ where: { auditableType: 'stream', auditableId: orde } });
    await db().stream.update({ where: { id: orde }, data: { formulaSheet: 'blad A' } });
    const put = await clients.admin!.json('PUT', `/api/admin/courses/${ids().encode(orde)}`, { formuleblad: 'blad B' });
    expect(put).toEqual({ status: 200, body: { status: 'ok' } });
    const cleared = await clients.admin!.json('PUT', `/api/admin/courses/${ids().encode(orde)}`, { formuleblad: '  ' });
    expect(cleared).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await sheet()).toBeNull();
    const admin = await userIdOf(db(), 'admin@vraagwerk.nl');
    expect(await audited()).toEqual([
      { userId: admin, event: 'updated', oldValues: { formulaSheet: 'blad A' }, newValues: { formulaSheet: 'blad B' } },
      { userId: admin, event: 'updated', oldValues: { formulaSheet: 'blad B' }, newValues: { formulaSheet: null } },
    ]);
  });

  it('refuses a teacher, a student, a participant and a visitor: nothing changes, nothing is logged', async () => {
    await db().auditEntry.deleteMany({ where: { auditableType: 'stream', auditableId: orde } });
    await db().stream.update({ where: { id: orde }, data: { formulaSheet: 'blijft' } });
    for (const role of ['docent', 'leerling', 'participant'] as const) {
      const answer = await clients[role]!.graphql<{ saveFormulaSheet: { __typename: string; message: string } }>(SAVE, { streamId: gid('Stream', orde), formulaSheet: 'weg' });
      expect([role, answer.data!.saveFormulaSheet]).toEqual([role, { __typename: 'ForbiddenError', message: 'Je hebt geen toegang.' }]);
      expect([role, (await clients[role]!.json('PUT', `/api/admin/courses/${ids().encode(orde)}`, { formuleblad: 'weg' })).status]).toEqual([role, 403]);
    }
    const visitor = await clients.anonymous!.graphql(SAVE, { streamId: gid('Stream', orde), formulaSheet: 'weg' });
    expect(visitor.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect((await clients.anonymous!.json('PUT', `/api/admin/courses/${ids().encode(orde)}`, { formuleblad: 'weg' })).status).toBe(401);
    expect(await sheet()).toBe('blijft');
    expect(await audited()).toEqual([]);
  });

  it('refuses text that is too long with a field error, and an unknown stream as not found', async () => {
    const long = 'x'.repeat(100_001);
    const answer = await clients.author!.graphql<{ saveFormulaSheet: { __typename: string } }>(SAVE, { streamId: gid('Stream', orde), formulaSheet: long });
    expect(answer.data!.saveFormulaSheet.__typename).toBe('ValidationError');
    const put = await clients.author!.json<{ errors: Record<string, string[]> }>('PUT', `/api/admin/courses/${ids().encode(orde)}`, { formuleblad: long });
    expect(put.status).toBe(422);
    expect(Object.keys(put.body.errors)).toEqual(['formuleblad']);
    const missing = await clients.author!.graphql<{ saveFormulaSheet: { __typename: string } }>(SAVE, { streamId: gid('Stream', 999_999), formulaSheet: 'x' });
    expect(missing.data!.saveFormulaSheet.__typename).toBe('NotFoundError');
  });
});

describe('the side menu loads a level at a time in a constant number of statements', () => {
  async function statementsOf(query: string, variables: Record<string, unknown>): Promise<number> {
    const client = clients.author!;
    await client.graphql(query, variables); // the session's first request may extend it
    statements = [];
    counting = true;
    const answer = await client.graphql(query, variables);
    counting = false;
    expect(answer.errors).toBeUndefined();
    return statements.length;
  }

  /** A stream with `exams` exams; the first has `topics` topics; its first topic `questions` questions. */
  async function streamOfSize(slug: string, exams: number, topics: number, questions: number) {
    const level = await db().level.findUniqueOrThrow({ where: { slug: 'vwo' } });
    const course = await db().course.create({ data: { name: `Maatkunde ${slug}`, slug: `maatkunde-${slug}` } });
    const stream = await db().stream.create({ data: { slug: `maatkunde-${slug}`, courseId: course.id, levelId: level.id } });
    await db().exam.createMany({ data: Array.from({ length: exams }, (_, i) => ({ streamId: stream.id, year: 2000 + i, term: 1 + (i % 3), status: 'published' as const })) });
    const exam = await db().exam.findFirstOrThrow({ where: { streamId: stream.id }, orderBy: { id: 'asc' } });
    await db().topic.createMany({ data: Array.from({ length: topics }, (_, i) => ({ examId: exam.id, name: `Opgave ${i + 1}`, position: i })) });
    const topic = await db().topic.findFirstOrThrow({ where: { examId: exam.id }, orderBy: { id: 'asc' } });
    await db().question.createMany({ data: Array.from({ length: questions }, (_, i) => ({ topicId: topic.id, number: i + 1, text: `Vraag ${i + 1}` })) });
    return { stream: stream.id, exam: exam.id, topic: topic.id };
  }

  it('costs the same for 2 exams, 1 topic and 1 question as for 60 exams, 40 topics and 80 questions', async () => {
    const few = await streamOfSize('klein', 2, 1, 1);
    const many = await streamOfSize('groot', 60, 40, 80);
    const levels = (s: typeof few) =>
      [
        [STREAMS, {}],
        [EXAMS, { urlId: ids().encode(s.stream) }],
        [TOPICS, { id: gid('Exam', s.exam) }],
        [QUESTIONS, { id: gid('Topic', s.topic) }],
      ] as const;
    const counted = async (s: typeof few) => {
      const counts: number[] = [];
      for (const [query, variables] of levels(s)) counts.push(await statementsOf(query, variables));
      return counts;
    };
    const small = await counted(few);
    const large = await counted(many);
    expect(large).toEqual(small);
    // The session with its user, then the level itself: one statement for the streams, two for each lower level
    // (its parent by id, its children).
    expect(small.every((n) => n <= 4)).toBe(true);
    // And the large stream's menu holds what was made.
    const exams = await clients.author!.graphql<{ adminStream: { adminExams: Edges<ExamNode> } }>(EXAMS, { urlId: ids().encode(many.stream) });
    expect(exams.data!.adminStream.adminExams.edges).toHaveLength(60);
  });
});
