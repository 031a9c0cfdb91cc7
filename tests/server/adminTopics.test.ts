// The back-office's topic editor (issue 45, document 3 §3 Topic and §5, document 4 §13): who may create, read, edit
// and delete a topic in GraphQL and REST; the audit rows each change writes (literal old and new values, none for a
// refused change); an exam's first topic moving it from prepared to processing, and a second leaving it; a save based
// on an older version refused with the fields changed since; and the teachers' search and the public topic page
// showing a renamed topic and its new introduction at once (the database's triggers in the same transaction).
//
// Ordekunde Havo is made here, with one exam per case; natuurkunde havo's seeded topics serve the search and the page.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createLicense, createSeat, createSetFixture, createUser, signedInClient, streamIdOf, userIdOf } from '../setup/factories.ts';
import { TEST_NOW } from '../setup/env.ts';
import { backOfficeSuite } from '../setup/backOffice.ts';

const suite = backOfficeSuite('Ordekunde');
const { db, ids, clients } = suite;

let stream = 0;
let author = 0;
let admin = 0;

beforeAll(async () => {
  stream = suite.stream;
  author = suite.author;
  admin = suite.admin;
});
const gid = (type: string, id: number) => encodeGlobalID(type, String(id));
let nextYear = 2030;
const newExam = async (status: 'prepared' | 'processing' | 'concept' = 'prepared') => (await db().exam.create({ data: { streamId: stream, year: nextYear++, term: 1, status } })).id;
const examStatus = async (id: number) => (await db().exam.findUniqueOrThrow({ where: { id } })).status;
const audited = (type: string, id: number) =>
  db().auditEntry.findMany({ where: { auditableType: type, auditableId: id }, orderBy: { id: 'asc' }, select: { userId: true, event: true, oldValues: true, newValues: true } });

const CREATE = `mutation ($examId: ID!, $name: String!, $introduction: String, $position: Int) {
  createTopic(examId: $examId, name: $name, introduction: $introduction, position: $position) {
    __typename
    ... on CreateTopicSuccess { topic { id name edit { name introduction complexity popularity position version attachmentIds } } exam { status } }
    ... on ValidationError { fieldErrors { field messages } }
    ... on Error { message }
  }
}`;
const UPDATE = `mutation ($id: ID!, $version: Int, $name: String, $introduction: String, $complexity: Complexity, $popularity: Float, $position: Int) {
  updateTopic(id: $id, version: $version, name: $name, introduction: $introduction, complexity: $complexity, popularity: $popularity, position: $position) {
    __typename
    ... on UpdateTopicSuccess { topic { edit { name introduction complexity popularity position version } } }
    ... on TopicConflictError { changedFields current { name introduction complexity popularity version } }
    ... on ValidationError { fieldErrors { field messages } }
    ... on Error { message }
  }
}`;
const DELETE = `mutation ($id: ID!) { deleteTopic(id: $id) { __typename ... on DeleteTopicSuccess { deletedTopicId exam { year } } ... on Error { message } } }`;
const EDIT = `query ($id: ID!) { adminTopic(id: $id) { edit { name version } } }`;

type Result = { __typename: string } & Record<string, unknown>;
/** A mutation's answer: the one field asked for. */
type Answer = { createTopic: Result; updateTopic: Result; deleteTopic: Result };

describe('who may edit topics', () => {
  it.each(['admin', 'author'] as const)('lets %s create, read, update and delete in GraphQL and REST', async (role) => {
    const client = clients[role]!;
    const exam = await newExam();
    const made = await client.graphql<Answer>(CREATE, { examId: gid('Exam', exam), name: 'Slinger', position: 3 });
    expect(made.data!.createTopic.__typename).toBe('CreateTopicSuccess');
    const topicGid = (made.data!.createTopic as unknown as { topic: { id: string } }).topic.id;
    expect((await client.graphql<{ adminTopic: unknown }>(EDIT, { id: topicGid })).data!.adminTopic).toEqual({ edit: { name: 'Slinger', version: 1 } });
    const updated = await client.graphql<Answer>(UPDATE, { id: topicGid, version: 1, name: 'Slinger 2' });
    expect(updated.data!.updateTopic.__typename).toBe('UpdateTopicSuccess');
    expect((await client.graphql<Answer>(DELETE, { id: topicGid })).data!.deleteTopic).toEqual({ __typename: 'DeleteTopicSuccess', deletedTopicId: topicGid, exam: { year: nextYear - 1 } });

    const post = await client.json<{ id: string }>('POST', `/api/admin/exams/${ids().encode(exam)}/topics`, { name: 'Veer' });
    expect(post.status).toBe(201);
    expect((await client.json('GET', `/api/admin/topics/${post.body.id}`)).status).toBe(200);
    expect((await client.json('PUT', `/api/admin/topics/${post.body.id}`, { name: 'Veer 2' })).status).toBe(200);
    const gone = await client.json('DELETE', `/api/admin/topics/${post.body.id}`);
    expect([gone.status, gone.body]).toEqual([200, undefined]);
    expect((await client.json('GET', `/api/admin/topics/${post.body.id}`)).status).toBe(404);
  });

  it.each(['docent', 'leerling', 'anonymous'] as const)('refuses %s everything, writing nothing', async (role) => {
    const client = clients[role]!;
    const exam = await newExam();
    const topic = (await db().topic.create({ data: { examId: exam, name: 'Blijft', position: 1 } })).id;
    const status = role === 'anonymous' ? 401 : 403;
    const typename = role === 'anonymous' ? 'NotAuthorizedError' : 'ForbiddenError';
    const answers = [
      await client.graphql<Answer>(CREATE, { examId: gid('Exam', exam), name: 'Nieuw' }),
      await client.graphql<Answer>(UPDATE, { id: gid('Topic', topic), name: 'Anders' }),
      await client.graphql<Answer>(DELETE, { id: gid('Topic', topic) }),
    ];
    for (const answer of answers) {
      const result = answer.data ? Object.values(answer.data)[0] : null;
      // A visitor is stopped by the signedIn scope (an error beside a null), a signed-in user by the domain's rule.
      if (result) expect(result.__typename).toBe(typename);
      else expect(answer.errors?.length).toBe(1);
    }
    expect((await client.graphql<{ adminTopic: unknown }>(EDIT, { id: gid('Topic', topic) })).data?.adminTopic ?? null).toBeNull();
    const path = `/api/admin/topics/${ids().encode(topic)}`;
    expect((await client.json('POST', `/api/admin/exams/${ids().encode(exam)}/topics`, { name: 'Nieuw' })).status).toBe(status);
    expect((await client.json('GET', path)).status).toBe(status);
    expect((await client.json('PUT', path, { name: 'Anders' })).status).toBe(status);
    expect((await client.json('DELETE', path)).status).toBe(status);
    expect(await db().topic.findMany({ where: { examId: exam }, select: { name: true } })).toEqual([{ name: 'Blijft' }]);
    expect(await examStatus(exam)).toBe('prepared');
    expect(await audited('topic', topic)).toEqual([]);
    expect(await audited('exam', exam)).toEqual([]);
  });
});

describe("the editor's address", () => {
  it('finds a topic by the id of its web address for authors and admins, for nobody else', async () => {
    const exam = await newExam('concept');
    const topic = (await db().topic.create({ data: { examId: exam, name: 'Op adres', position: 1 } })).id;
    const BY_URL = `query ($urlId: String!) { adminTopicByUrlId(urlId: $urlId) { edit { name version } } }`;
    for (const role of ['admin', 'author'] as const) {
      expect((await clients[role]!.graphql(BY_URL, { urlId: ids().encode(topic) })).data).toEqual({ adminTopicByUrlId: { edit: { name: 'Op adres', version: 1 } } });
    }
    expect((await clients.author!.graphql(BY_URL, { urlId: 'zzzzzzzz' })).data).toEqual({ adminTopicByUrlId: null });
    for (const role of ['docent', 'leerling', 'anonymous'] as const) {
      const answer = await clients[role]!.graphql<{ adminTopicByUrlId: unknown }>(BY_URL, { urlId: ids().encode(topic) });
      expect([role, answer.data?.adminTopicByUrlId ?? null, answer.errors?.length]).toEqual([role, null, 1]);
    }
  });
});

describe('creating topics', () => {
  it('moves a prepared exam to processing with its first topic (GraphQL), not again with its second (REST); literal audit rows', async () => {
    const exam = await newExam('prepared');
    // The server's clock runs from the tests' fixed day (TEST_NOW).
    const before = Math.floor(TEST_NOW.getTime() / 1000);
    const first = await clients.author!.graphql<Answer>(CREATE, { examId: gid('Exam', exam), name: 'Eerste opgave', introduction: 'Een **blok** op een helling.' });
    const after = before + 600;
    const made = first.data!.createTopic as unknown as { topic: { id: string; edit: { position: number } }; exam: { status: string } };
    expect(made.exam.status).toBe('processing');
    // Position from the time (document 3 §5): seconds since 1970 at the moment of the request.
    expect(made.topic.edit.position).toBeGreaterThanOrEqual(before);
    expect(made.topic.edit.position).toBeLessThanOrEqual(after);
    expect(made.topic.edit).toEqual({
      name: 'Eerste opgave',
      introduction: 'Een **blok** op een helling.',
      complexity: null,
      popularity: 0,
      position: made.topic.edit.position,
      version: 1,
      attachmentIds: [],
    });
    const firstId = Number(Buffer.from(made.topic.id, 'base64').toString().split(':')[1]);
    expect(await audited('topic', firstId)).toEqual([
      {
        userId: author,
        event: 'created',
        oldValues: null,
        newValues: { examId: exam, name: 'Eerste opgave', introduction: 'Een **blok** op een helling.', complexity: null, popularity: 0, position: made.topic.edit.position, attachmentIds: [] },
      },
    ]);
    expect(await audited('exam', exam)).toEqual([{ userId: author, event: 'updated', oldValues: { status: 'prepared' }, newValues: { status: 'processing' } }]);

    const second = await clients.admin!.json<{ name: string; position: number; exam: { status: string } }>('POST', `/api/admin/exams/${ids().encode(exam)}/topics`, {
      name: 'Tweede opgave',
      position: 7,
    });
    expect([second.status, second.body.name, second.body.position, second.body.exam.status]).toEqual([201, 'Tweede opgave', 7, 'processing']);
    expect(await audited('exam', exam)).toHaveLength(1);
    // withExamWrapper answers the exam with its topics by position.
    const wrapped = await clients.admin!.json<{ status: string; topics: { name: string }[] }>('POST', `/api/admin/exams/${ids().encode(exam)}/topics?withExamWrapper=1`, {
      name: 'Derde opgave',
      position: 1,
    });
    expect([wrapped.status, wrapped.body.status, wrapped.body.topics.map((t) => t.name)]).toEqual([200, 'processing', ['Derde opgave', 'Tweede opgave', 'Eerste opgave']]);
  });

  it('leaves an exam past prepared as it is', async () => {
    const exam = await newExam('concept');
    await clients.author!.graphql(CREATE, { examId: gid('Exam', exam), name: 'Los' });
    expect(await examStatus(exam)).toBe('concept');
    expect(await audited('exam', exam)).toEqual([]);
  });

  it('refuses a blank name with field errors (GraphQL by path, REST 422) and an unknown exam, writing nothing', async () => {
    const exam = await newExam();
    const answer = await clients.author!.graphql<Answer>(CREATE, { examId: gid('Exam', exam), name: '  ' });
    expect(answer.data!.createTopic).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'name', messages: [expect.any(String)] }] });
    const rest = await clients.author!.json<{ errors: Record<string, string[]> }>('POST', `/api/admin/exams/${ids().encode(exam)}/topics`, { name: '' });
    expect([rest.status, Object.keys(rest.body.errors)]).toEqual([422, ['name']]);
    const unknown = await clients.author!.json<{ errors: Record<string, string[]> }>('POST', `/api/admin/exams/${ids().encode(exam)}/topics`, {
      name: 'Met figuur',
      attachments: [{ id: ids().encode(999_999) }],
    });
    expect([unknown.status, unknown.body.errors]).toEqual([422, { 'attachments.0.id': [expect.any(String)] }]);
    expect((await clients.author!.graphql<Answer>(CREATE, { examId: gid('Exam', 999_999), name: 'Weg' })).data!.createTopic.__typename).toBe('NotFoundError');
    expect(await db().topic.count({ where: { examId: exam } })).toBe(0);
    expect(await examStatus(exam)).toBe('prepared');
  });
});

describe('updating topics', () => {
  it('records only the changed fields with the version; a save changing nothing records nothing; popularity stays within 0-5', async () => {
    const exam = await newExam('processing');
    const topic = (await db().topic.create({ data: { examId: exam, name: 'Katrol', introduction: 'Oud', position: 4 } })).id;
    const first = await clients.author!.graphql<Answer>(UPDATE, { id: gid('Topic', topic), version: 1, name: 'Katrol', introduction: 'Nieuw', complexity: 'high', popularity: 2.5 });
    expect(first.data!.updateTopic).toEqual({
      __typename: 'UpdateTopicSuccess',
      topic: { edit: { name: 'Katrol', introduction: 'Nieuw', complexity: 'high', popularity: 2.5, position: 4, version: 2 } },
    });
    const same = await clients.author!.graphql<Answer>(UPDATE, { id: gid('Topic', topic), version: 2, introduction: 'Nieuw' });
    expect(same.data!.updateTopic).toMatchObject({ topic: { edit: { version: 2 } } });
    const tooPopular = await clients.author!.graphql<Answer>(UPDATE, { id: gid('Topic', topic), popularity: 6 });
    expect(tooPopular.data!.updateTopic).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'popularity' }] });
    const rest = await clients.admin!.json<{ errors: Record<string, string[]> }>('PUT', `/api/admin/topics/${ids().encode(topic)}`, { complexity: 'extreme' });
    expect(rest.status).toBe(422);
    expect(await audited('topic', topic)).toEqual([
      {
        userId: author,
        event: 'updated',
        oldValues: { introduction: 'Oud', complexity: null, popularity: 0, version: 1 },
        newValues: { introduction: 'Nieuw', complexity: 'high', popularity: 2.5, version: 2 },
      },
    ]);
  });

  it('refuses a save based on an older version with the fields changed since (GraphQL), REST without version wins, with version 409', async () => {
    const exam = await newExam('processing');
    const topic = (await db().topic.create({ data: { examId: exam, name: 'Hefboom', introduction: 'Begin', position: 1 } })).id;
    // Tab A and tab B both open version 1; A saves the name, then the introduction.
    await clients.author!.graphql(UPDATE, { id: gid('Topic', topic), version: 1, name: 'Hefboom A' });
    await clients.author!.graphql(UPDATE, { id: gid('Topic', topic), version: 2, introduction: 'Van A' });
    const b = await clients.admin!.graphql<Answer>(UPDATE, { id: gid('Topic', topic), version: 1, name: 'Hefboom B', popularity: 1 });
    expect(b.data!.updateTopic).toEqual({
      __typename: 'TopicConflictError',
      message: 'Deze opgavetitel is intussen door iemand anders gewijzigd. Bekijk de wijzigingen en sla opnieuw op.',
      changedFields: ['name', 'introduction'],
      current: { name: 'Hefboom A', introduction: 'Van A', complexity: null, popularity: 0, version: 3 },
    });
    // Based on version 2, only the introduction changed since.
    const b2 = await clients.admin!.graphql<Answer>(UPDATE, { id: gid('Topic', topic), version: 2, popularity: 1 });
    expect(b2.data!.updateTopic).toMatchObject({ __typename: 'TopicConflictError', changedFields: ['introduction'] });
    expect(await db().topic.findUniqueOrThrow({ where: { id: topic }, select: { name: true, popularity: true, version: true } })).toEqual({ name: 'Hefboom A', popularity: 0, version: 3 });

    const stale = await clients.admin!.json<Record<string, unknown>>('PUT', `/api/admin/topics/${ids().encode(topic)}`, { name: 'Hefboom C', version: 1 });
    expect([stale.status, stale.body.version, stale.body.changed]).toEqual([409, 3, ['name', 'introduction']]);
    const legacy = await clients.admin!.json<{ name: string; version: number }>('PUT', `/api/admin/topics/${ids().encode(topic)}`, { name: 'Hefboom C' });
    expect([legacy.status, legacy.body.name, legacy.body.version]).toEqual([200, 'Hefboom C', 4]);
    expect((await audited('topic', topic)).map((e) => [e.userId, e.newValues])).toEqual([
      [author, { name: 'Hefboom A', version: 2 }],
      [author, { introduction: 'Van A', version: 3 }],
      [admin, { name: 'Hefboom C', version: 4 }],
    ]);
  });

  it('re-syncs attachments in the order given', async () => {
    const exam = await newExam('processing');
    const topic = (await db().topic.create({ data: { examId: exam, name: 'Figuren', position: 1 } })).id;
    const file = await db().storedFile.findFirstOrThrow({ select: { id: true } });
    const [a, b, c] = await Promise.all(['a', 'b', 'c'].map(async (name) => (await db().attachment.create({ data: { examId: exam, fileId: file.id, name } })).id));
    const put = (list: number[]) =>
      clients.author!.json<{ attachments: { name: string }[] }>('PUT', `/api/admin/topics/${ids().encode(topic)}`, { attachments: list.map((id) => ({ id: ids().encode(id) })) });
    expect((await put([c!, a!])).body.attachments.map((x) => x.name)).toEqual(['c', 'a']);
    expect((await put([b!])).body.attachments.map((x) => x.name)).toEqual(['b']);
    expect((await audited('topic', topic)).map((e) => [e.oldValues, e.newValues])).toEqual([
      [
        { attachmentIds: [], version: 1 },
        { attachmentIds: [c, a], version: 2 },
      ],
      [
        { attachmentIds: [c, a], version: 2 },
        { attachmentIds: [b], version: 3 },
      ],
    ]);
  });
});

describe('deleting topics', () => {
  it('deletes a topic with its questions (cascade), each recorded; a second delete finds nothing', async () => {
    const exam = await newExam('processing');
    const topic = (await db().topic.create({ data: { examId: exam, name: 'Weg ermee', position: 2, questions: { create: [{ number: 1, points: 3, text: 'Bereken de kracht.' }] } } })).id;
    const question = (await db().question.findFirstOrThrow({ where: { topicId: topic } })).id;
    const answer = await clients.author!.graphql<Answer>(DELETE, { id: gid('Topic', topic) });
    expect(answer.data!.deleteTopic.__typename).toBe('DeleteTopicSuccess');
    expect(await db().question.count({ where: { id: question } })).toBe(0);
    expect(await audited('topic', topic)).toEqual([
      {
        userId: author,
        event: 'deleted',
        oldValues: { examId: exam, name: 'Weg ermee', introduction: null, complexity: null, popularity: 0, position: 2, attachmentIds: [], version: 1 },
        newValues: null,
      },
    ]);
    expect(await audited('question', question)).toEqual([{ userId: author, event: 'deleted', oldValues: { topicId: topic, number: 1, points: 3, text: 'Bereken de kracht.' }, newValues: null }]);
    expect((await clients.author!.graphql<Answer>(DELETE, { id: gid('Topic', topic) })).data!.deleteTopic.__typename).toBe('NotFoundError');
  });

  it("refuses a topic whose question is in a teacher's collection: 'Kon opgavetitel niet verwijderen.', REST 409", async () => {
    const exam = await newExam('processing');
    const topic = (await db().topic.create({ data: { examId: exam, name: 'In een set', position: 1, questions: { create: [{ number: 1, text: 'Vraag' }] } } })).id;
    const question = (await db().question.findFirstOrThrow({ where: { topicId: topic } })).id;
    await createSetFixture(db(), { ownerId: await userIdOf(db(), 'docent@vraagwerk.nl'), streamId: stream, questionIds: [question] });
    const answer = await clients.admin!.graphql<Answer>(DELETE, { id: gid('Topic', topic) });
    expect(answer.data!.deleteTopic).toEqual({ __typename: 'TopicNotDeletedError', message: 'Kon opgavetitel niet verwijderen.' });
    expect((await clients.admin!.json('DELETE', `/api/admin/topics/${ids().encode(topic)}`)).status).toBe(409);
    expect(await db().topic.count({ where: { id: topic } })).toBe(1);
    expect(await audited('topic', topic)).toEqual([]);
  });

  it("refuses a topic on which a student saved a score: the student's work stays, REST 409", async () => {
    const exam = await newExam('processing');
    const topic = (await db().topic.create({ data: { examId: exam, name: 'Geoefend', position: 1, questions: { create: [{ number: 1, points: 2, text: 'Vraag' }] } } })).id;
    const question = (await db().question.findFirstOrThrow({ where: { topicId: topic } })).id;
    const student = await userIdOf(db(), 'leerling@vraagwerk.nl');
    await db().score.create({ data: { userId: student, questionId: question, streamId: stream, clientUpdatedAt: '2026-03-09T12:00:00.000Z', totalPoints: 2, scoredPoints: 1 } });
    const answer = await clients.author!.graphql<Answer>(DELETE, { id: gid('Topic', topic) });
    expect(answer.data!.deleteTopic).toEqual({ __typename: 'TopicNotDeletedError', message: 'Kon opgavetitel niet verwijderen.' });
    expect((await clients.admin!.json('DELETE', `/api/admin/topics/${ids().encode(topic)}`)).status).toBe(409);
    expect([await db().topic.count({ where: { id: topic } }), await db().score.count({ where: { questionId: question } }), (await audited('topic', topic)).length]).toEqual([1, 1, 0]);
  });
});

describe('the search and the topic page follow at once', () => {
  it("finds a renamed topic by its new name in the teachers' search, and the topic page shows its new introduction", async () => {
    const havo = await streamIdOf(db(), 'natuurkunde-havo');
    const user = await createUser(db(), { role: 'docent', email: 'zoeker-topics@example.test' });
    const license = await createLicense(db());
    await createSeat(db(), { licenseId: license.id, userId: user.id, privileges: [{ action: 'opgavensets samenstellen', objectId: havo }] });
    const teacher = await signedInClient(suite.server, 'zoeker-topics@example.test');
    const topic = await db().topic.findFirstOrThrow({ where: { exam: { streamId: havo, status: 'published' } }, orderBy: { id: 'asc' }, select: { id: true, name: true } });
    const search = async (text: string) =>
      (await teacher.json<{ name: string }[]>('GET', `/api/streams/${ids().encode(havo)}/search/results?filter[text]=${encodeURIComponent(text)}`)).body.map((t) => t.name);
    expect(await search('Zwaaislingerproef')).toEqual([]);

    const put = await clients.author!.json('PUT', `/api/admin/topics/${ids().encode(topic.id)}`, { name: 'Zwaaislingerproef', introduction: 'Een kwikthermometer hangt aan een touw.' });
    expect(put.status).toBe(200);
    expect(await search('Zwaaislingerproef')).toEqual(['Zwaaislingerproef']);
    expect(await search('kwikthermometer')).toEqual(['Zwaaislingerproef']);
    const page = await teacher.json<{ name: string; introduction: string }>('GET', `/api/topics/${ids().encode(topic.id)}`);
    expect([page.status, page.body.name, page.body.introduction]).toEqual([200, 'Zwaaislingerproef', 'Een kwikthermometer hangt aan een touw.']);
    expect(await search(topic.name)).not.toContain(topic.name);
  });
});
