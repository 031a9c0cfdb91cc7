// Undo from the log (issue 45, beyond the spec item 4): an admin puts back an update's old values in one step through
// GraphQL (restoreAuditEntry), itself audited with restoresEntry; refused when the record changed since (nothing
// changed, no entry), for anyone but an admin, and for entries that cannot be undone (created, unversioned, a seat).
// Edits are made through the editors' own mutations, so the entries are the ones the product writes.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createIdCodec } from '../../server/app/ids.ts';
import type { HttpClient } from '../setup/client.ts';
import { signedInClient, streamIdOf, userIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';

let server: TestServer;
const db = () => server.db.prisma;
let havo = 0;
let admin = 0;
let author = 0;
const clients: Record<'admin' | 'author' | 'docent' | 'leerling', HttpClient> = {} as never;

beforeAll(async () => {
  server = await startTestServer();
  havo = await streamIdOf(db(), 'natuurkunde-havo');
  admin = await userIdOf(db(), 'admin@vraagwerk.nl');
  author = await userIdOf(db(), 'auteur@vraagwerk.nl');
  for (const [role, email] of [
    ['admin', 'admin@vraagwerk.nl'],
    ['author', 'auteur@vraagwerk.nl'],
    ['docent', 'docent@vraagwerk.nl'],
    ['leerling', 'leerling@vraagwerk.nl'],
  ] as const)
    clients[role] = await signedInClient(server, email);
});
afterAll(async () => {
  await server.close();
});

let nextYear = 2060;
const newExam = async (status: 'prepared' | 'concept' = 'concept') => (await db().exam.create({ data: { streamId: havo, year: nextYear++, term: 1, status } })).id;
const gid = (type: string, id: number) => encodeGlobalID(type, String(id));

const audited = (type: string, id: number) =>
  db().auditEntry.findMany({ where: { auditableType: type, auditableId: id }, orderBy: { id: 'asc' }, select: { id: true, userId: true, event: true, oldValues: true, newValues: true } });

const UPDATE_EXAM = `mutation ($id: ID!, $version: Int, $status: ExamEditableStatus, $notes: String) {
  updateExam(id: $id, version: $version, status: $status, notes: $notes) { __typename }
}`;
const UPDATE_TOPIC = `mutation ($id: ID!, $version: Int, $name: String, $popularity: Float, $complexity: Complexity) {
  updateTopic(id: $id, version: $version, name: $name, popularity: $popularity, complexity: $complexity) { __typename }
}`;
const RESTORE = `mutation ($id: ID!) {
  restoreAuditEntry(id: $id) {
    __typename
    ... on RestoreAuditEntrySuccess { entry { type event restorable changes { field old new } restores { id } } restored { id } }
    ... on AuditEntryChangedSinceError { message changedFields }
    ... on AuditEntryNotRestorableError { message reason }
    ... on ValidationError { message fieldErrors { field messages } }
    ... on Error { message }
  }
}`;
const RESTORABLE = `query ($id: ID!) { node(id: $id) { ... on AuditEntry { restorable } } }`;

type Answer = { restoreAuditEntry: { __typename: string } & Record<string, unknown> };
const restore = async (client: HttpClient, entryId: number) => {
  const answer = await client.graphql<Answer>(RESTORE, { id: gid('AuditEntry', entryId) });
  expect(answer.errors).toBeUndefined();
  return answer.data!.restoreAuditEntry;
};
const restorable = async (entryId: number) => (await clients.admin.graphql<{ node: { restorable: boolean } }>(RESTORABLE, { id: gid('AuditEntry', entryId) })).data!.node.restorable;
const ok = async (client: HttpClient, query: string, variables: Record<string, unknown>) => {
  const answer = await client.graphql<Record<string, { __typename: string }>>(query, variables);
  expect(Object.values(answer.data ?? {}).map((r) => r.__typename)[0]).toMatch(/Success$/);
};

describe('restoring an update from the log', () => {
  it("puts an exam edit's old values back through the exam's update, with an entry of its own that says so", async () => {
    const exam = await newExam();
    await ok(clients.author, UPDATE_EXAM, { id: gid('Exam', exam), version: 1, status: 'published', notes: 'Nagekeken door de auteur' });
    const [edit] = await audited('exam', exam);
    expect(await restorable(edit!.id)).toBe(true);

    expect(await restore(clients.admin, edit!.id)).toEqual({
      __typename: 'RestoreAuditEntrySuccess',
      entry: {
        type: 'exam',
        event: 'updated',
        restorable: true,
        changes: [
          { field: 'notes', old: '"Nagekeken door de auteur"', new: 'null' },
          { field: 'restoresEntry', old: null, new: String(edit!.id) },
          { field: 'status', old: '"published"', new: '"concept"' },
          { field: 'version', old: '2', new: '3' },
        ],
        restores: { id: gid('AuditEntry', edit!.id) },
      },
      restored: { id: gid('AuditEntry', edit!.id) },
    });
    expect(await db().exam.findUniqueOrThrow({ where: { id: exam }, select: { status: true, notes: true, version: true } })).toEqual({ status: 'concept', notes: null, version: 3 });
    expect((await audited('exam', exam)).map(({ id: _id, ...entry }) => entry)).toEqual([
      { userId: author, event: 'updated', oldValues: { status: 'concept', notes: null, version: 1 }, newValues: { status: 'published', notes: 'Nagekeken door de auteur', version: 2 } },
      {
        userId: admin,
        event: 'updated',
        oldValues: { status: 'published', notes: 'Nagekeken door de auteur', version: 2 },
        newValues: { status: 'concept', notes: null, version: 3, restoresEntry: edit!.id },
      },
    ]);
  });

  it("puts a topic edit's old values back: name, popularity and complexity", async () => {
    const exam = await newExam();
    const topic = (await db().topic.create({ data: { examId: exam, name: 'Waterraket', position: 3 } })).id;
    await ok(clients.author, UPDATE_TOPIC, { id: gid('Topic', topic), version: 1, name: 'Waterraket op het schoolplein', popularity: 4, complexity: 'high' });
    const [edit] = await audited('topic', topic);

    expect(await restore(clients.admin, edit!.id)).toMatchObject({ __typename: 'RestoreAuditEntrySuccess', restored: { id: gid('AuditEntry', edit!.id) } });
    expect(await db().topic.findUniqueOrThrow({ where: { id: topic }, select: { name: true, popularity: true, complexity: true, position: true, version: true } })).toEqual({
      name: 'Waterraket',
      popularity: 0,
      complexity: null,
      position: 3,
      version: 3,
    });
    expect((await audited('topic', topic)).map(({ id: _id, ...entry }) => entry)).toEqual([
      {
        userId: author,
        event: 'updated',
        oldValues: { name: 'Waterraket', popularity: 0, complexity: null, version: 1 },
        newValues: { name: 'Waterraket op het schoolplein', popularity: 4, complexity: 'high', version: 2 },
      },
      {
        userId: admin,
        event: 'updated',
        oldValues: { name: 'Waterraket op het schoolplein', popularity: 4, complexity: 'high', version: 2 },
        newValues: { name: 'Waterraket', popularity: 0, complexity: null, version: 3, restoresEntry: edit!.id },
      },
    ]);
  });

  it('puts a formula sheet back, and refuses once the sheet was saved again', async () => {
    const level = await db().level.findUniqueOrThrow({ where: { slug: 'havo' } });
    const course = await db().course.create({ data: { name: 'Herstelkunde', slug: 'herstelkunde' } });
    const stream = (await db().stream.create({ data: { slug: 'herstelkunde-havo', courseId: course.id, levelId: level.id, formulaSheet: 'E = m c^2' } })).id;
    const SAVE = `mutation ($s: ID!, $t: String) { saveFormulaSheet(streamId: $s, formulaSheet: $t) { __typename } }`;
    await ok(clients.author, SAVE, { s: gid('Stream', stream), t: 'F = m a' });
    await ok(clients.author, SAVE, { s: gid('Stream', stream), t: 'p = m v' });
    const [first, second] = await audited('stream', stream);

    expect(await restore(clients.admin, first!.id)).toEqual({
      __typename: 'AuditEntryChangedSinceError',
      message: 'Deze wijziging kan niet worden teruggezet: het item is daarna opnieuw gewijzigd.',
      changedFields: ['formulaSheet'],
    });
    expect(await restore(clients.admin, second!.id)).toMatchObject({ __typename: 'RestoreAuditEntrySuccess' });
    expect((await db().stream.findUniqueOrThrow({ where: { id: stream } })).formulaSheet).toBe('F = m a');
    expect((await audited('stream', stream)).map((e) => [e.userId, e.oldValues, e.newValues])).toEqual([
      [author, { formulaSheet: 'E = m c^2' }, { formulaSheet: 'F = m a' }],
      [author, { formulaSheet: 'F = m a' }, { formulaSheet: 'p = m v' }],
      [admin, { formulaSheet: 'p = m v' }, { formulaSheet: 'F = m a', restoresEntry: second!.id }],
    ]);
  });
});

describe("restoring a question's and a solution strategy's edit", () => {
  const UPDATE_QUESTION = `mutation ($id: ID!, $version: Int, $text: String, $points: Int) {
    updateQuestion(id: $id, version: $version, text: $text, points: $points) { __typename }
  }`;
  const UPDATE_ANSWER = `mutation ($answerId: String!, $version: Int, $name: String, $remark: String) {
    updateAnswer(answerId: $answerId, version: $version, name: $name, remark: $remark) { __typename }
  }`;

  it("puts a question's text and points back, and a strategy's name and remark, each with an entry that says so", async () => {
    const exam = await newExam();
    const topic = await db().topic.create({ data: { examId: exam, name: 'Windturbine', position: 1 } });
    const question = await db().question.create({ data: { topicId: topic.id, number: 1, points: 2, text: 'Bereken het vermogen.' } });
    const answer = await db().answer.create({ data: { questionId: question.id, name: 'Oplossingsstrategie', remark: 'Let op de eenheden.' } });

    await ok(clients.author, UPDATE_QUESTION, { id: gid('Question', question.id), version: 1, text: 'Bereken de energie in 24 uur.', points: 4 });
    const [questionEdit] = await audited('question', question.id);
    expect(await restorable(questionEdit!.id)).toBe(true);
    expect((await restore(clients.admin, questionEdit!.id)).__typename).toBe('RestoreAuditEntrySuccess');
    expect(await db().question.findUniqueOrThrow({ where: { id: question.id }, select: { text: true, points: true, version: true } })).toEqual({
      text: 'Bereken het vermogen.',
      points: 2,
      version: 3,
    });
    const questionEntries = await audited('question', question.id);
    expect(questionEntries.map((e) => [e.userId, e.event, e.oldValues, e.newValues])).toEqual([
      [author, 'updated', { text: 'Bereken het vermogen.', points: 2, version: 1 }, { text: 'Bereken de energie in 24 uur.', points: 4, version: 2 }],
      [admin, 'updated', { text: 'Bereken de energie in 24 uur.', points: 4, version: 2 }, { text: 'Bereken het vermogen.', points: 2, version: 3, restoresEntry: questionEdit!.id }],
    ]);

    await ok(clients.author, UPDATE_ANSWER, { answerId: createIdCodec(server.config.idSecret).encode(answer.id), version: 1, name: 'Strategie met energie', remark: '' });
    const [answerEdit] = await audited('answer', answer.id);
    expect((await restore(clients.admin, answerEdit!.id)).__typename).toBe('RestoreAuditEntrySuccess');
    expect(await db().answer.findUniqueOrThrow({ where: { id: answer.id }, select: { name: true, remark: true, version: true } })).toEqual({
      name: 'Oplossingsstrategie',
      remark: 'Let op de eenheden.',
      version: 3,
    });
    // Changed since: the second restore of the same edit is refused, and nothing more is logged.
    expect((await restore(clients.admin, answerEdit!.id)).__typename).toBe('AuditEntryChangedSinceError');
    expect(await audited('answer', answer.id)).toHaveLength(2);
  });
});

describe('refusals change nothing and log nothing', () => {
  it('refuses an entry whose exam changed since, naming the fields changed since', async () => {
    const exam = await newExam();
    await ok(clients.author, UPDATE_EXAM, { id: gid('Exam', exam), version: 1, notes: 'Eerste versie' });
    await ok(clients.author, UPDATE_EXAM, { id: gid('Exam', exam), version: 2, status: 'frozen' });
    const [first] = await audited('exam', exam);

    expect(await restore(clients.admin, first!.id)).toEqual({
      __typename: 'AuditEntryChangedSinceError',
      message: 'Deze wijziging kan niet worden teruggezet: het item is daarna opnieuw gewijzigd.',
      changedFields: ['status'],
    });
    expect(await db().exam.findUniqueOrThrow({ where: { id: exam }, select: { status: true, notes: true, version: true } })).toEqual({ status: 'frozen', notes: 'Eerste versie', version: 3 });
    expect(await audited('exam', exam)).toHaveLength(2);
  });

  it.each(['author', 'docent', 'leerling'] as const)('refuses %s: only an admin restores', async (role) => {
    const exam = await newExam();
    await ok(clients.author, UPDATE_EXAM, { id: gid('Exam', exam), version: 1, notes: 'Van de auteur' });
    const [edit] = await audited('exam', exam);
    expect(await restore(clients[role], edit!.id)).toEqual({ __typename: 'ForbiddenError', message: 'Je hebt geen toegang.' });
    expect(await db().exam.findUniqueOrThrow({ where: { id: exam }, select: { notes: true, version: true } })).toEqual({ notes: 'Van de auteur', version: 2 });
    expect(await audited('exam', exam)).toHaveLength(1);
  });

  it("refuses a 'created' entry and an update without a version (the exam's move to processing by its first topic)", async () => {
    const exam = await newExam('prepared');
    const created = await clients.author.graphql<{ createTopic: { __typename: string } }>(`mutation ($e: ID!) { createTopic(examId: $e, name: "Slinger") { __typename } }`, { e: gid('Exam', exam) });
    expect(created.data!.createTopic.__typename).toBe('CreateTopicSuccess');
    const topic = (await db().topic.findFirstOrThrow({ where: { examId: exam }, select: { id: true } })).id;
    const [topicCreated] = await audited('topic', topic);
    const [examMoved] = await audited('exam', exam);
    expect([topicCreated!.event, examMoved!.event, examMoved!.newValues]).toEqual(['created', 'updated', { status: 'processing' }]);

    expect([await restorable(topicCreated!.id), await restorable(examMoved!.id)]).toEqual([false, false]);
    expect(await restore(clients.admin, topicCreated!.id)).toEqual({
      __typename: 'AuditEntryNotRestorableError',
      message: 'Alleen een wijziging kan worden teruggezet, geen aanmaak of verwijdering.',
      reason: 'event',
    });
    expect(await restore(clients.admin, examMoved!.id)).toEqual({
      __typename: 'AuditEntryNotRestorableError',
      message: 'Deze wijziging kan niet worden teruggezet: ze is zonder versie vastgelegd.',
      reason: 'unversioned',
    });
    expect((await db().exam.findUniqueOrThrow({ where: { id: exam } })).status).toBe('processing');
    expect([(await audited('topic', topic)).length, (await audited('exam', exam)).length]).toEqual([1, 1]);
  });

  it("refuses a kind without a restorer (a seat's change) and an entry that does not exist", async () => {
    const seat = await db().auditEntry.create({ data: { userId: admin, auditableType: 'seat', auditableId: 1, event: 'updated', oldValues: { isActive: false }, newValues: { isActive: true } } });
    expect(await restorable(seat.id)).toBe(false);
    expect(await restore(clients.admin, seat.id)).toEqual({ __typename: 'AuditEntryNotRestorableError', message: 'Wijzigingen van dit type kunnen niet worden teruggezet.', reason: 'type' });
    expect(await restore(clients.admin, 2_000_000_000)).toEqual({ __typename: 'NotFoundError', message: expect.any(String) });
  });
});
