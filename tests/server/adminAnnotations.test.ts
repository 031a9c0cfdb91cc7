// The back-office's practice sets (issue 46; document 3 §2 /metadata, §3 Annotation; document 4 §9, §15): who may
// add a child, link and unlink questions, list the stream's questions and rebuild the 'examen' sets (REST and GraphQL);
// links by year, term and number — an unknown one or one of another stream refused with nothing written, linking twice
// (also at once) one link; the audit entries; and the rebuild against a small fixture, keeping the ids of what stands.
//
// Praktijkkunde Havo is made here: exam 2024-1 (published, answers shown) with Zonnepaneel (vragen 1, 2) and Remweg
// (vraag 3); 2023-2 (published, no answers) with Slinger (vraag 1); 2022-1 (concept) with Veer (vraag 5). Another stream,
// Elderskunde, has 2024-1 vraag 9.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createIdCodec } from '../../server/app/ids.ts';
import type { HttpClient } from '../setup/client.ts';
import { signedInClient, userIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';

let server: TestServer;
const db = () => server.db.prisma;
const u = (id: number) => createIdCodec(server.config.idSecret).encode(id);
const clients: Record<string, HttpClient> = {};
let stream = 0;
let other = 0;
let mechanica = 0;
let elders = 0;
const exam: Record<string, number> = {};
const topic: Record<string, number> = {};
const q: Record<string, number> = {};

const ROLES = [
  ['admin', 'admin@vraagwerk.nl'],
  ['author', 'auteur@vraagwerk.nl'],
  ['docent', 'docent@vraagwerk.nl'],
  ['leerling', 'leerling@vraagwerk.nl'],
] as const;

async function makeTopic(examId: number, name: string, position: number, numbers: [string, number][]) {
  topic[name] = (await db().topic.create({ data: { examId, name, position } })).id;
  for (const [key, number] of numbers) q[key] = (await db().question.create({ data: { topicId: topic[name]!, number, points: 2, text: `Vraag ${number}` } })).id;
}

beforeAll(async () => {
  server = await startTestServer();
  const level = await db().level.findUniqueOrThrow({ where: { slug: 'havo' } });
  const course = await db().course.create({ data: { name: 'Praktijkkunde', slug: 'praktijkkunde' } });
  stream = (await db().stream.create({ data: { slug: 'praktijkkunde-havo', courseId: course.id, levelId: level.id } })).id;
  const course2 = await db().course.create({ data: { name: 'Elderskunde', slug: 'elderskunde' } });
  other = (await db().stream.create({ data: { slug: 'elderskunde-havo', courseId: course2.id, levelId: level.id } })).id;
  exam.e2024 = (await db().exam.create({ data: { streamId: stream, year: 2024, term: 1, status: 'published', showAnswers: true } })).id;
  exam.e2023 = (await db().exam.create({ data: { streamId: stream, year: 2023, term: 2, status: 'published', showAnswers: false } })).id;
  exam.e2022 = (await db().exam.create({ data: { streamId: stream, year: 2022, term: 1, status: 'concept' } })).id;
  exam.elders = (await db().exam.create({ data: { streamId: other, year: 2024, term: 1, status: 'published', showAnswers: true } })).id;
  await makeTopic(exam.e2024, 'Zonnepaneel', 1, [
    ['q1', 1],
    ['q2', 2],
  ]);
  await makeTopic(exam.e2024, 'Remweg', 2, [['q3', 3]]);
  await makeTopic(exam.e2023, 'Slinger', 1, [['s1', 1]]);
  await makeTopic(exam.e2022, 'Veer', 1, [['v5', 5]]);
  await makeTopic(exam.elders, 'Elders', 1, [['x9', 9]]);
  mechanica = (await db().annotation.create({ data: { streamId: stream, type: 'oefenset', name: 'Mechanica', position: 1 } })).id;
  elders = (await db().annotation.create({ data: { streamId: other, type: 'oefenset', name: 'Elders', position: 1 } })).id;
  for (const [role, email] of ROLES) clients[role] = await signedInClient(server, email);
  clients.anonymous = server.client();
});
afterAll(async () => {
  await server.close();
});

const auditCount = () => db().auditEntry.count({ where: { auditableType: { in: ['annotation', 'annotationQuestion'] } } });
const linksOf = async (annotationId: number) => (await db().annotationQuestion.findMany({ where: { annotationId }, orderBy: { position: 'asc' } })).map((l) => l.questionId);
let childSeq = 0;
const newChild = async (parentId = mechanica) => (await db().annotation.create({ data: { streamId: stream, parentId, type: 'basisvaardigheid', name: `Kind ${++childSeq}`, position: childSeq } })).id;
const linkPath = (annotation: number, year: number, term: number, number: number) => `/api/annotation-question/${u(annotation)}/${year}/${term}/${number}`;

describe('who may edit the practice sets', () => {
  it('refuses a visitor (401), a teacher and a student (403), and changes nothing', async () => {
    const child = await newChild();
    const before = await auditCount();
    for (const [role, status] of [
      ['anonymous', 401],
      ['docent', 403],
      ['leerling', 403],
    ] as const) {
      const c = clients[role]!;
      expect((await c.json('POST', `/api/annotations/${u(stream)}`, { parent_id: u(mechanica), name: 'Nieuw' })).status).toBe(status);
      expect((await c.json('PUT', linkPath(child, 2024, 1, 3))).status).toBe(status);
      expect((await c.json('DELETE', linkPath(child, 2024, 1, 3))).status).toBe(status);
      expect((await c.json('GET', `/api/streams/${u(stream)}/all-questions`)).status).toBe(status);
      expect((await c.json('POST', `/api/admin/annotations/${u(stream)}/rebuild`)).status).toBe(status);
    }
    const gql = await clients.docent!.graphql<{ linkAnnotationQuestion: { __typename: string } }>(
      `mutation ($a: String!) { linkAnnotationQuestion(annotationUrlId: $a, year: 2024, term: 1, number: 3) { __typename } }`,
      { a: u(child) },
    );
    expect(gql.data!.linkAnnotationQuestion.__typename).toBe('ForbiddenError');
    expect(await linksOf(child)).toEqual([]);
    expect(await db().annotation.count({ where: { parentId: mechanica, name: 'Nieuw' } })).toBe(0);
    expect(await auditCount()).toBe(before);
  });

  it('lets an author edit but not rebuild; an admin rebuilds', async () => {
    expect((await clients.author!.json('GET', `/api/streams/${u(stream)}/all-questions`)).status).toBe(200);
    expect((await clients.author!.json('POST', `/api/admin/annotations/${u(stream)}/rebuild`)).status).toBe(403);
    const gql = await clients.author!.graphql<{ rebuildExamAnnotations: { __typename: string } }>(`mutation ($s: ID!) { rebuildExamAnnotations(streamId: $s) { __typename } }`, {
      s: encodeGlobalID('Stream', String(stream)),
    });
    expect(gql.data!.rebuildExamAnnotations.__typename).toBe('ForbiddenError');
    expect(await db().annotation.count({ where: { streamId: stream, type: 'examen' } })).toBe(0);
  });
});

describe('children', () => {
  it('adds a basisvaardigheid child with POST /api/annotations/{stream} and echoes parent_id and name', async () => {
    const res = await clients.author!.json('POST', `/api/annotations/${u(stream)}`, { parent_id: u(mechanica), name: '  Krachten  ' });
    expect(res).toEqual({ status: 200, body: { parent_id: u(mechanica), name: 'Krachten' } });
    const child = await db().annotation.findFirstOrThrow({ where: { parentId: mechanica, name: 'Krachten' } });
    expect({ type: child.type, streamId: child.streamId }).toEqual({ type: 'basisvaardigheid', streamId: stream });
    const entries = await db().auditEntry.findMany({ where: { auditableType: 'annotation', auditableId: child.id }, select: { event: true, newValues: true, userId: true } });
    expect(entries).toEqual([
      {
        event: 'created',
        userId: await userIdOf(db(), 'auteur@vraagwerk.nl'),
        newValues: { streamId: stream, parentId: mechanica, type: 'basisvaardigheid', name: 'Krachten', position: child.position },
      },
    ]);
  });

  it('refuses an empty name and a parent of another stream, writing nothing', async () => {
    const before = await db().annotation.count();
    const audits = await auditCount();
    const empty = await clients.author!.json<{ errors: Record<string, string[]> }>('POST', `/api/annotations/${u(stream)}`, { parent_id: u(mechanica), name: ' ' });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['name']);
    const foreign = await clients.author!.json('POST', `/api/annotations/${u(stream)}`, { parent_id: u(elders), name: 'Nieuw' });
    expect(foreign).toEqual({ status: 422, body: { message: 'Deze oefenset hoort niet bij deze stroom.', errors: { parent_id: ['The provided ID does not exists.'] } } });
    const gql = await clients.author!.graphql<{ addAnnotationChild: { __typename: string } }>(
      `mutation ($s: ID!, $p: String!) { addAnnotationChild(streamId: $s, parentUrlId: $p, name: "") { __typename } }`,
      { s: encodeGlobalID('Stream', String(stream)), p: u(mechanica) },
    );
    expect(gql.data!.addAnnotationChild.__typename).toBe('ValidationError');
    expect(await db().annotation.count()).toBe(before);
    expect(await auditCount()).toBe(audits);
  });

  it('renames and deletes a child in GraphQL, with their audit entries', async () => {
    const child = await newChild();
    await db().annotationQuestion.create({ data: { annotationId: child, questionId: q.q1!, position: 0 } });
    const rename = await clients.author!.graphql<{ renameAnnotationChild: { __typename: string } }>(`mutation ($a: String!) { renameAnnotationChild(urlId: $a, name: "Energie") { __typename } }`, {
      a: u(child),
    });
    expect(rename.data!.renameAnnotationChild.__typename).toBe('RenameAnnotationChildSuccess');
    const del = await clients.author!.graphql<{ deleteAnnotationChild: { __typename: string } }>(`mutation ($a: String!) { deleteAnnotationChild(urlId: $a) { __typename } }`, { a: u(child) });
    expect(del.data!.deleteAnnotationChild.__typename).toBe('DeleteAnnotationChildSuccess');
    expect(await db().annotation.count({ where: { id: child } })).toBe(0);
    expect(await db().question.count({ where: { id: q.q1! } })).toBe(1);
    const entries = await db().auditEntry.findMany({ where: { auditableType: 'annotation', auditableId: child }, orderBy: { id: 'asc' }, select: { event: true, oldValues: true, newValues: true } });
    expect(entries).toEqual([
      { event: 'updated', oldValues: { name: `Kind ${childSeq}` }, newValues: { name: 'Energie' } },
      { event: 'deleted', oldValues: { streamId: stream, parentId: mechanica, type: 'basisvaardigheid', name: 'Energie', position: childSeq, questionIds: [q.q1] }, newValues: null },
    ]);
    // A top-level annotation is not a child: not found.
    const top = await clients.author!.graphql<{ deleteAnnotationChild: { __typename: string } }>(`mutation ($a: String!) { deleteAnnotationChild(urlId: $a) { __typename } }`, { a: u(mechanica) });
    expect(top.data!.deleteAnnotationChild.__typename).toBe('NotFoundError');
  });
});

describe('links by year, term and number', () => {
  it('links vraag 3 of 2024-1 and answers {id, topic_id, exam_id}; unlinks with 202 as the body', async () => {
    const child = await newChild();
    const put = await clients.author!.json('PUT', linkPath(child, 2024, 1, 3));
    expect(put).toEqual({ status: 200, body: { id: u(q.q3!), topic_id: u(topic.Remweg!), exam_id: u(exam.e2024!) } });
    // A concept exam's question may be linked too: its exam is of this stream.
    expect((await clients.author!.json('PUT', linkPath(child, 2022, 1, 5))).status).toBe(200);
    expect(await linksOf(child)).toEqual([q.q3, q.v5]);
    const del = await clients.author!.json('DELETE', linkPath(child, 2024, 1, 3));
    expect(del).toEqual({ status: 200, body: 202 });
    expect(await linksOf(child)).toEqual([q.v5]);
    const entries = await db().auditEntry.findMany({
      where: { auditableType: 'annotationQuestion', auditableId: child },
      orderBy: { id: 'asc' },
      select: { event: true, oldValues: true, newValues: true },
    });
    expect(entries).toEqual([
      { event: 'created', oldValues: null, newValues: { annotationId: child, questionId: q.q3 } },
      { event: 'created', oldValues: null, newValues: { annotationId: child, questionId: q.v5 } },
      { event: 'deleted', oldValues: { annotationId: child, questionId: q.q3 }, newValues: null },
    ]);
  });

  it('refuses an unknown question, one of another stream, an impossible term and an unknown annotation, writing nothing', async () => {
    const child = await newChild();
    const audits = await auditCount();
    const message = { message: 'Er is in deze stroom geen vraag met dit jaar, tijdvak en nummer.' };
    expect(await clients.author!.json('PUT', linkPath(child, 2024, 1, 99))).toEqual({ status: 404, body: message });
    expect(await clients.author!.json('PUT', linkPath(child, 2019, 1, 1))).toEqual({ status: 404, body: message });
    // Vraag 9 of 2024-1 is Elderskunde's.
    expect(await clients.author!.json('PUT', linkPath(child, 2024, 1, 9))).toEqual({ status: 404, body: message });
    expect((await clients.author!.json('PUT', linkPath(child, 2024, 4, 1))).status).toBe(422);
    expect(await clients.author!.json('PUT', linkPath(999_999, 2024, 1, 3))).toEqual({ status: 404, body: { message: 'Deze oefenset bestaat niet (meer).' } });
    expect(await clients.author!.json('DELETE', linkPath(child, 2024, 1, 3))).toEqual({ status: 404, body: { message: 'Deze vraag hoort niet bij deze oefenset.' } });
    const gql = await clients.author!.graphql<{ linkAnnotationQuestion: { __typename: string; message: string } }>(
      `mutation ($a: String!) { linkAnnotationQuestion(annotationUrlId: $a, year: 2024, term: 1, number: 99) { __typename ... on Error { message } } }`,
      { a: u(child) },
    );
    expect(gql.data!.linkAnnotationQuestion).toEqual({ __typename: 'AnnotationQuestionNotFoundError', message: 'Er is in deze stroom geen vraag met dit jaar, tijdvak en nummer.' });
    expect(await linksOf(child)).toEqual([]);
    expect(await auditCount()).toBe(audits);
  });

  it('makes one link of two links one after the other and of racing ones, with one audit entry', async () => {
    const child = await newChild();
    const answers = await Promise.all([1, 2, 3, 4].map(() => clients.author!.json('PUT', linkPath(child, 2024, 1, 1))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect((await clients.admin!.json('PUT', linkPath(child, 2024, 1, 1))).status).toBe(200);
    expect(await linksOf(child)).toEqual([q.q1]);
    expect(await db().auditEntry.count({ where: { auditableType: 'annotationQuestion', auditableId: child } })).toBe(1);
  });
});

describe('reading', () => {
  it('lists the stream’s questions of every exam with GET /api/streams/{stream}/all-questions', async () => {
    const res = await clients.author!.json('GET', `/api/streams/${u(stream)}/all-questions`);
    expect(res).toEqual({
      status: 200,
      body: [
        { year: 2022, term: 1, number: 5, topic: 'Veer' },
        { year: 2023, term: 2, number: 1, topic: 'Slinger' },
        { year: 2024, term: 1, number: 1, topic: 'Zonnepaneel' },
        { year: 2024, term: 1, number: 2, topic: 'Zonnepaneel' },
        { year: 2024, term: 1, number: 3, topic: 'Remweg' },
      ],
    });
  });

  it('gives the page the annotations with their children and linked questions', async () => {
    const s = await db().stream.create({
      data: {
        slug: 'praktijkkunde-havo-2',
        courseId: (await db().stream.findUniqueOrThrow({ where: { id: stream } })).courseId,
        levelId: (await db().level.findUniqueOrThrow({ where: { slug: 'vwo' } })).id,
      },
    });
    const set = await db().annotation.create({ data: { streamId: s.id, type: 'oefenset', name: 'Golven', position: 0 } });
    const child = await db().annotation.create({ data: { streamId: s.id, parentId: set.id, type: 'gecombineerde-opgaven', name: 'Geluid', position: 0 } });
    await db().annotation.create({ data: { streamId: s.id, type: 'examen', name: '2024 1e tijdvak', position: 0 } });
    await db().annotationQuestion.create({ data: { annotationId: child.id, questionId: q.q2!, position: 0 } });
    const res = await clients.author!.graphql<{ adminStream: unknown }>(
      `query ($u: String!) { adminStream(urlId: $u) { canRebuildAnnotations adminAnnotations { name type children { urlId name type questions { year term number topicName } } } } }`,
      { u: u(s.id) },
    );
    expect(res.data!.adminStream).toEqual({
      canRebuildAnnotations: false,
      adminAnnotations: [
        { name: '2024 1e tijdvak', type: 'examen', children: [] },
        {
          name: 'Golven',
          type: 'oefenset',
          children: [{ urlId: u(child.id), name: 'Geluid', type: 'gecombineerde-opgaven', questions: [{ year: 2024, term: 1, number: 2, topicName: 'Zonnepaneel' }] }],
        },
      ],
    });
  });
});

describe('rebuilding the examen sets', () => {
  const tree = async () =>
    (
      await db().annotation.findMany({
        where: { streamId: stream, type: 'examen' },
        orderBy: { position: 'asc' },
        select: {
          id: true,
          name: true,
          position: true,
          examId: true,
          children: { orderBy: { position: 'asc' }, select: { id: true, name: true, type: true, topicId: true, questions: { orderBy: { position: 'asc' }, select: { questionId: true } } } },
        },
      })
    ).map((a) => ({ ...a, children: a.children.map((c) => ({ ...c, questions: c.questions.map((l) => l.questionId) })) }));
  const rebuild = () => clients.admin!.json('POST', `/api/admin/annotations/${u(stream)}/rebuild`);

  it('makes one set of racing rebuilds', async () => {
    const course = await db().course.create({ data: { name: 'Racekunde', slug: 'racekunde' } });
    const s = await db().stream.create({ data: { slug: 'racekunde-havo', courseId: course.id, levelId: (await db().level.findUniqueOrThrow({ where: { slug: 'havo' } })).id } });
    const e = await db().exam.create({ data: { streamId: s.id, year: 2021, term: 2, status: 'published', showAnswers: true } });
    const t = await db().topic.create({ data: { examId: e.id, name: 'Racebaan', position: 1 } });
    await db().question.create({ data: { topicId: t.id, number: 1, points: 1, text: 'Vraag 1' } });
    const answers = await Promise.all([1, 2, 3].map(() => clients.admin!.json<{ created: number }>('POST', `/api/admin/annotations/${u(s.id)}/rebuild`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.created).sort()).toEqual([0, 0, 2]);
    expect(await db().annotation.findMany({ where: { streamId: s.id }, orderBy: { id: 'asc' }, select: { name: true, type: true } })).toEqual([
      { name: '2021 2e tijdvak', type: 'examen' },
      { name: 'Racebaan', type: 'opgave' },
    ]);
  });

  it('makes one examen per published exam with answers, an opgave per topic, and keeps ids and students’ scores on a rebuild', async () => {
    expect(await rebuild()).toEqual({ status: 200, body: { exams: 1, created: 3, updated: 0, deleted: 0 } });
    const first = await tree();
    expect(first.map(({ id: _id, children, ...a }) => ({ ...a, children: children.map(({ id: _c, ...c }) => c) }))).toEqual([
      {
        name: '2024 1e tijdvak',
        position: 0,
        examId: exam.e2024,
        children: [
          { name: 'Zonnepaneel', type: 'opgave', topicId: topic.Zonnepaneel, questions: [q.q1, q.q2] },
          { name: 'Remweg', type: 'opgave', topicId: topic.Remweg, questions: [q.q3] },
        ],
      },
    ]);
    // A student practised vraag 1 meanwhile: a rebuild that changes nothing changes nothing.
    const leerling = await userIdOf(db(), 'leerling@vraagwerk.nl');
    const score = await db().score.create({ data: { userId: leerling, questionId: q.q1!, streamId: stream, clientUpdatedAt: '2026-12-01T10:00:00Z', totalPoints: 2, scoredPoints: 1 } });
    expect(await rebuild()).toEqual({ status: 200, body: { exams: 1, created: 0, updated: 0, deleted: 0 } });
    expect(await tree()).toEqual(first);

    // The topic renamed, a question added, 2023-2's answers shown: the sets follow, the ids that stand stay.
    await db().topic.update({ where: { id: topic.Zonnepaneel! }, data: { name: 'Zonnecel' } });
    const q4 = (await db().question.create({ data: { topicId: topic.Remweg!, number: 4, points: 1, text: 'Vraag 4' } })).id;
    await db().exam.update({ where: { id: exam.e2023! }, data: { showAnswers: true } });
    const audits = await auditCount();
    const gql = await clients.admin!.graphql<{ rebuildExamAnnotations: unknown }>(
      `mutation ($s: ID!) { rebuildExamAnnotations(streamId: $s) { __typename ... on RebuildExamAnnotationsSuccess { exams created updated deleted } } }`,
      { s: encodeGlobalID('Stream', String(stream)) },
    );
    expect(gql.data!.rebuildExamAnnotations).toEqual({ __typename: 'RebuildExamAnnotationsSuccess', exams: 2, created: 2, updated: 2, deleted: 0 });
    expect(await auditCount()).toBe(audits + 4);
    const second = await tree();
    expect(second.map((a) => [a.id, a.name, a.position, a.children.map((c) => [c.id, c.name, c.questions])])).toEqual([
      [
        first[0]!.id,
        '2024 1e tijdvak',
        0,
        [
          [first[0]!.children[0]!.id, 'Zonnecel', [q.q1, q.q2]],
          [first[0]!.children[1]!.id, 'Remweg', [q.q3, q4]],
        ],
      ],
      [expect.any(Number), '2023 2e tijdvak', 1, [[expect.any(Number), 'Slinger', [q.s1]]]],
    ]);

    // 2024-1 unpublished: its set and both children go, and the student's score stays.
    // An author's own part under the 2024-1 set goes with it, and is logged.
    const extra = (await db().annotation.create({ data: { streamId: stream, parentId: first[0]!.id, type: 'basisvaardigheid', name: 'Extra', position: 9 } })).id;
    await db().exam.update({ where: { id: exam.e2024! }, data: { status: 'concept' } });
    expect(await rebuild()).toEqual({ status: 200, body: { exams: 1, created: 0, updated: 1, deleted: 4 } });
    expect(await db().auditEntry.findMany({ where: { auditableType: 'annotation', auditableId: extra }, select: { event: true, oldValues: true } })).toEqual([
      { event: 'deleted', oldValues: { streamId: stream, parentId: first[0]!.id, type: 'basisvaardigheid', name: 'Extra', position: 9, examId: null, topicId: null, questionIds: [] } },
    ]);
    expect((await tree()).map((a) => [a.id, a.name, a.position])).toEqual([[second[1]!.id, '2023 2e tijdvak', 0]]);
    expect(await db().score.count({ where: { id: score.id } })).toBe(1);
  });
});
