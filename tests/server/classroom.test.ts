// The teacher's students and their results (issue 11, document 2 §2.7-§2.8, document 4 §7): the overview's figures
// and lists, a student's results, the heatmap of where the class got stuck, the log routes' shapes, the step on a log
// event, and who may see any of it. Every figure below is worked out by hand from the events this file inserts (the
// table of events in beforeAll), never with the code under test.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { randomBytes } from 'node:crypto';
import { createIdCodec } from '../../server/app/ids.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import type { HttpClient } from '../setup/client.ts';
import { TEST_NOW } from '../setup/env.ts';

let server: TestServer;
const db = () => server.db.prisma;
const u = (id: number) => createIdCodec(server.config.idSecret).encode(id);
const gid = encodeGlobalID;

let nat = 0;
let sch = 0;
/** Two questions of natuurkunde havo from two topics, each with a strategy of the test first: A (1, 2, 1 points) and B (2, 1). */
const q1 = { id: 0, topicId: 0, topicName: '', number: 0, steps: [] as number[] };
const q2 = { id: 0, topicId: 0, topicName: '', number: 0, steps: [] as number[] };
let teacher: { id: number; email: string; client: HttpClient };
let otherTeacher: { id: number; client: HttpClient };
let schTeacher: HttpClient;
let admin: HttpClient;
let anna: { id: number; email: string; seatId: number; practiceId: number; hideId: number; client: HttpClient };
let bram: { id: number; seatId: number; runSetId: number };
let hiddenSeatId = 0;
let colleagueSeatId = 0;
let groups: { h5a: number; h5b: number; other: number };
const sets = { older: { id: 0, key: '' }, newer: { id: 0, key: '' }, otherStream: { id: 0, key: '' }, others: { id: 0, key: '' } };

async function strategy(questionId: number, points: number[]) {
  const answer = await db().answer.create({
    data: {
      questionId,
      status: 'published',
      position: -1,
      name: 'Strategie van de test',
      sections: { create: points.map((p, i) => ({ position: i, points: p, text: `Stap ${i + 1}`, elaboration: `Uitwerking ${i + 1}` })) },
    },
    select: { sections: { orderBy: { position: 'asc' }, select: { id: true } } },
  });
  return answer.sections.map((s) => s.id);
}

async function set(ownerId: number, streamId: number, name: string, createdAt: string, questions: (typeof q1)[]) {
  const key = randomBytes(16).toString('base64url');
  const row = await db().collection.create({
    data: {
      key,
      ownerId,
      streamId,
      name,
      fingerprint: key,
      createdAt: new Date(createdAt),
      topicOrder: [...new Set(questions.map((q) => q.topicId))],
      questions: { create: questions.map((q, position) => ({ questionId: q.id, position })) },
    },
  });
  return { id: row.id, key };
}

async function teacherUser(firstName: string, currentStreamId: number) {
  return createUser(db(), { role: 'docent', firstName, lastName: 'Docent', data: { school: 'School', place: 'Plaats', onboarding: { step1: true, step2: 'finished' } } }).then((user) =>
    db().user.update({ where: { id: user.id }, data: { currentStreamId } }),
  );
}

beforeAll(async () => {
  // A stopped clock: the saved score's time is a literal.
  server = await startTestServer({}, { clock: () => new Date(TEST_NOW.getTime()) });
  nat = await streamIdOf(db(), 'natuurkunde-havo');
  sch = await streamIdOf(db(), 'scheikunde-havo');
  const shown = await db().question.findMany({
    where: { topic: { exam: { streamId: nat, status: 'published', showAnswers: true } } },
    orderBy: [{ topicId: 'asc' }, { number: 'asc' }],
    select: { id: true, topicId: true, number: true, topic: { select: { name: true } } },
  });
  const first = shown[0]!;
  const second = shown.find((q) => q.topicId !== first.topicId)!;
  Object.assign(q1, { id: first.id, topicId: first.topicId, topicName: first.topic.name, number: first.number, steps: await strategy(first.id, [1, 2, 1]) });
  Object.assign(q2, { id: second.id, topicId: second.topicId, topicName: second.topic.name, number: second.number, steps: await strategy(second.id, [2, 1]) });

  // School A (no BRIN): groups H5a and H5b of natuurkunde havo; Tessa manages both.
  const school = await createLicense(db(), {
    groups: [
      { name: 'H5a', streamSlug: 'natuurkunde-havo' },
      { name: 'H5b', streamSlug: 'natuurkunde-havo' },
    ],
  });
  const [h5a, h5b] = school.groups.map((g) => g.id) as [number, number];
  const tessa = await teacherUser('Tessa', nat);
  await createSeat(db(), {
    licenseId: school.id,
    userId: tessa.id,
    privileges: [
      { action: 'groepen beheren', objectType: 'group', objectId: h5a },
      { action: 'groepen beheren', objectType: 'group', objectId: h5b },
      { action: 'opgavensets samenstellen', objectId: nat },
    ],
  });
  // School B (BRIN 99XY): Otto manages his licence and group.
  const other = await createLicense(db(), { brinId: '99XY', groups: [{ name: 'H5x', streamSlug: 'natuurkunde-havo' }] });
  const otto = await teacherUser('Otto', nat);
  await createSeat(db(), {
    licenseId: other.id,
    userId: otto.id,
    privileges: [
      { action: 'licentie beheren', objectType: 'license', objectId: other.id },
      { action: 'groepen beheren', objectType: 'group', objectId: other.groups[0]!.id },
      { action: 'opgavensets samenstellen', objectId: nat },
    ],
  });
  groups = { h5a, h5b, other: other.groups[0]!.id };

  const annaUser = await createUser(db(), { role: 'leerling', firstName: 'Anna', lastName: 'Aalders' });
  const annaSeat = await createSeat(db(), {
    licenseId: school.id,
    userId: annaUser.id,
    role: 'leerling',
    groupIds: [h5a],
    privileges: [
      { action: 'oefensets uitvoeren', objectId: nat },
      { action: 'vraag verbergen', objectType: 'question', objectId: q1.id },
    ],
  });
  const bramUser = await createUser(db(), { role: 'leerling', firstName: 'Bram', lastName: 'Bos' });
  const bramSeat = await createSeat(db(), { licenseId: school.id, userId: bramUser.id, role: 'leerling', groupIds: [h5a], privileges: [{ action: 'oefensets uitvoeren', objectId: nat }] });
  // Not listed: a hidden student, a colleague's seat in the group, an empty student seat.
  const hidden = await createSeat(db(), { licenseId: school.id, userId: (await createUser(db(), { role: 'leerling', firstName: 'Cas' })).id, role: 'leerling', groupIds: [h5a] });
  await db().seat.update({ where: { id: hidden.id }, data: { isVisible: false } });
  hiddenSeatId = hidden.id;
  colleagueSeatId = (await createSeat(db(), { licenseId: school.id, userId: (await createUser(db(), { role: 'docent', firstName: 'Dirk' })).id, groupIds: [h5a] })).id;
  await createSeat(db(), { licenseId: school.id, role: 'leerling', groupIds: [h5a] });

  // Sets: two of Tessa in natuurkunde havo, one in scheikunde havo, one of Otto.
  sets.older = await set(tessa.id, nat, 'Kracht herhalen', '2026-03-02T08:15:00.000Z', [q1]);
  sets.newer = await set(tessa.id, nat, 'Proefwerk week 11', '2026-03-09T13:05:00.000Z', [q2, q1]);
  sets.otherStream = await set(tessa.id, sch, 'Zuren', '2026-03-09T14:00:00.000Z', [q1]);
  sets.others = await set(otto.id, nat, 'Set van Otto', '2026-03-08T10:00:00.000Z', [q1, q2]);
  const runSet = await db().privilege.create({
    data: { seatId: bramSeat.id, action: 'opgavenset uitvoeren', objectType: 'collection', objectId: sets.newer.id, begin: new Date('2026-01-01'), end: new Date('2026-08-01') },
  });

  // The events, in order. d1 and d2 are anonymous devices; d3 is Anna's, d4 Bram's.
  const [a1, a2, a3] = q1.steps as [number, number, number];
  const [b1] = q2.steps as [number];
  const t = (hhmm: string, day = '2026-03-10') => new Date(`${day}T${hhmm}:00.000Z`);
  const at = (key: string) => `/student/${key}`;
  type Event = { time: Date; device: string; user?: number; activity: string; q?: typeof q1; section?: number; set?: number; topic?: number; origin?: string };
  const events: Event[] = [
    { time: t('09:00'), device: 'dev-owner', user: tessa.id, activity: 'Begin met nakijken', q: q1 },
    { time: t('09:00'), device: 'dev-owner', user: tessa.id, activity: 'Ontvang een tip', q: q1, section: a1 },
    { time: t('09:01'), device: 'd1', activity: 'Opgave', q: q1 },
    { time: t('09:02'), device: 'd1', activity: 'Begin met nakijken', q: q1 },
    { time: t('09:03'), device: 'd1', activity: 'Begin met nakijken', q: q1 },
    { time: t('09:04'), device: 'd1', activity: 'Ontvang een tip', q: q1, section: a1 },
    { time: t('09:05'), device: 'd1', activity: 'Heb je dit tussenantwoord goed: Ja', q: q1, section: a1 },
    { time: t('09:06'), device: 'd1', activity: 'Heb je dit tussenantwoord goed: Nee', q: q1, section: a2 },
    { time: t('09:07'), device: 'd2', activity: 'Ontvang een tip', q: q1, section: a1 },
    { time: t('09:08'), device: 'd2', activity: 'Heb je dit tussenantwoord goed: Nee', q: q1, section: a1 },
    { time: t('09:09'), device: 'd2', activity: 'Kijk antwoord na', q: q1, section: a1 },
    { time: t('09:10'), device: 'd3', user: annaUser.id, activity: 'Begin met nakijken', q: q1 },
    { time: t('09:11'), device: 'd3', user: annaUser.id, activity: 'Heb je dit tussenantwoord goed: Nee', q: q1, section: a3 },
    { time: t('09:12'), device: 'd4', user: bramUser.id, activity: 'Begin met nakijken', q: q2 },
    { time: t('09:13'), device: 'd4', user: bramUser.id, activity: 'Heb je dit tussenantwoord goed: Nee', q: q1, section: a3 },
    { time: t('09:14'), device: 'd4', user: bramUser.id, activity: 'Ontvang een tip', q: q2, section: b1 },
    { time: t('09:30'), device: 'd2', activity: 'Ontvang een tip', q: q1 },
  ];
  const row = (e: Event, set: number | null) => ({
    origin: e.origin ?? (set === null ? '/zelf-oefenen' : at(set === sets.newer.id ? sets.newer.key : sets.older.key)),
    deviceKey: e.device,
    sessionKey: `s-${e.device}`,
    activity: e.activity,
    collectionId: set,
    topicId: e.topic ?? e.q?.topicId ?? null,
    questionId: e.q?.id ?? null,
    sectionId: e.section ?? null,
    userId: e.user ?? null,
    createdAt: e.time,
    updatedAt: e.time,
  });
  for (const e of events) await db().activityLog.create({ data: row(e, sets.newer.id) });
  // The older set: one anonymous visitor and the owner.
  await db().activityLog.create({ data: row({ time: t('08:30', '2026-03-02'), device: 'd5', activity: 'Opgave', q: q1 }, sets.older.id) });
  await db().activityLog.create({ data: row({ time: t('08:20', '2026-03-02'), device: 'dev-owner', user: tessa.id, activity: 'Ontvang een tip', q: q1 }, sets.older.id) });
  // Self-practice: Anna in natuurkunde havo on 5 March; Bram only in scheikunde havo.
  await db().activityLog.create({ data: row({ time: t('12:00', '2026-03-05'), device: 'd3', user: annaUser.id, activity: 'Ontvang een tip', q: q1 }, null) });
  const schTopic = await db().topic.findFirstOrThrow({ where: { exam: { streamId: sch } }, select: { id: true } });
  await db().activityLog.create({ data: row({ time: t('12:00', '2026-03-08'), device: 'd4', user: bramUser.id, activity: 'Opgave', topic: schTopic.id }, null) });

  const annaClient = await signedInClient(server, annaUser.email);
  anna = { id: annaUser.id, email: annaUser.email, seatId: annaSeat.id, practiceId: annaSeat.privileges[0]!.id, hideId: annaSeat.privileges[1]!.id, client: annaClient };
  bram = { id: bramUser.id, seatId: bramSeat.id, runSetId: runSet.id };
  // Anna saves her marking of q1 (at the server's 10:00): step 1 'Ja', step 2 'Ja' after its model answer, step 3 'Ja'.
  const saved = await annaClient.json('POST', `/api/streams/${u(nat)}/scores`, {
    question_id: u(q1.id),
    updatedAt: '2026-03-10T09:59:00.000Z',
    hasCompletedScoreFlow: true,
    sections: [
      { id: u(a1), isCorrect: true, shownElaboration: false },
      { id: u(a2), isCorrect: true, shownElaboration: true },
      { id: u(a3), isCorrect: true, shownElaboration: false },
    ],
  });
  expect(saved.status).toBe(201);

  teacher = { id: tessa.id, email: tessa.email, client: await signedInClient(server, tessa.email) };
  otherTeacher = { id: otto.id, client: await signedInClient(server, otto.email) };
  // A teacher of H5a whose current stream is scheikunde havo (practice in concept).
  const sam = await teacherUser('Sam', sch);
  await createSeat(db(), {
    licenseId: school.id,
    userId: sam.id,
    privileges: [
      { action: 'groepen beheren', objectType: 'group', objectId: h5a },
      { action: 'opgavensets samenstellen', objectId: sch },
    ],
  });
  schTeacher = await signedInClient(server, sam.email);
  // The admin works in natuurkunde havo too (without a choice an admin's current stream is the first one, NaSk 1).
  const adminUser = await createUser(db(), { role: 'admin' });
  await db().user.update({ where: { id: adminUser.id }, data: { currentStreamId: nat } });
  admin = await signedInClient(server, adminUser.email);
});

afterAll(async () => {
  await server.close();
});

const CLASSROOM = `{
  classroom {
    __typename
    ... on Error { message }
    ... on Classroom {
      stream { name }
      practicePublished
      needsLicenseLink
      groups {
        name
        classroomStudents(first: 10) { totalCount edges { node { seatUrlId name lastActivity } } }
      }
    }
  }
}`;

describe('the overview (Query.classroom, classroomSets)', () => {
  it("lists the teacher's groups of the stream with their visible students and their last self-practice", async () => {
    const { data, errors } = await teacher.client.graphql(CLASSROOM);
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      classroom: {
        __typename: 'Classroom',
        stream: { name: 'Natuurkunde Havo' },
        practicePublished: true,
        needsLicenseLink: true,
        groups: [
          {
            name: 'H5a',
            classroomStudents: {
              totalCount: 2,
              edges: [
                // Anna's newest self-practice is her saved score (10:00), after her event of 5 March; her events in a set do not count.
                { node: { seatUrlId: u(anna.seatId), name: 'Anna Aalders', lastActivity: '2026-03-10T10:00:00.000Z' } },
                // Bram practised only in another stream.
                { node: { seatUrlId: u(bram.seatId), name: 'Bram Bos', lastActivity: null } },
              ],
            },
          },
          { name: 'H5b', classroomStudents: { totalCount: 0, edges: [] } },
        ],
      },
    });
  });

  it("counts each set's devices, checked questions and tips, newest set first, the owner's own use left out", async () => {
    const PAGE = `query ($after: String) { classroomSets(first: 1, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { key name createdAt devices checkedQuestions tipsUsed } } } }`;
    const first = await teacher.client.graphql<{ classroomSets: { pageInfo: { endCursor: string } } }>(PAGE);
    expect(first.data).toEqual({
      classroomSets: {
        totalCount: 2,
        pageInfo: { hasNextPage: true, endCursor: expect.any(String) },
        // d1, d2, d3 and d4; (d1, q1) twice, (d3, q1) and (d4, q2); tips of d1, d2 (twice) and d4.
        edges: [{ node: { key: sets.newer.key, name: 'Proefwerk week 11', createdAt: '2026-03-09T13:05:00.000Z', devices: 4, checkedQuestions: 3, tipsUsed: 4 } }],
      },
    });
    const next = await teacher.client.graphql(PAGE, { after: first.data!.classroomSets.pageInfo.endCursor });
    expect(next.data).toEqual({
      classroomSets: {
        totalCount: 2,
        pageInfo: { hasNextPage: false, endCursor: expect.any(String) },
        edges: [{ node: { key: sets.older.key, name: 'Kracht herhalen', createdAt: '2026-03-02T08:15:00.000Z', devices: 1, checkedQuestions: 0, tipsUsed: 0 } }],
      },
    });
  });

  it('warns of an unpublished stream and says when the teacher has no groups in it', async () => {
    const { data } = await schTeacher.graphql(CLASSROOM);
    expect(data).toEqual({ classroom: { __typename: 'Classroom', stream: { name: 'Scheikunde Havo' }, practicePublished: false, needsLicenseLink: true, groups: [] } });
  });

  it('shows a teacher of another school only their own groups, and no link to link licences on a school licence', async () => {
    const { data } = await otherTeacher.client.graphql(CLASSROOM);
    expect(data).toEqual({
      classroom: {
        __typename: 'Classroom',
        stream: { name: 'Natuurkunde Havo' },
        practicePublished: true,
        needsLicenseLink: false,
        groups: [{ name: 'H5x', classroomStudents: { totalCount: 0, edges: [] } }],
      },
    });
    const sets = await otherTeacher.client.graphql(`{ classroomSets(first: 5) { totalCount edges { node { name } } } }`);
    expect(sets.data).toEqual({ classroomSets: { totalCount: 1, edges: [{ node: { name: 'Set van Otto' } }] } });
    // Tessa's groups are not his to read, not even by their global id.
    const node = await otherTeacher.client.graphql(`query ($id: ID!) { node(id: $id) { ... on Group { classroomStudents(first: 5) { totalCount } } } }`, { id: gid('Group', groups.h5a) });
    expect(node.data).toEqual({ node: null });
  });

  it('refuses a teacher without a licence the overview and its sets alike, with the same sentence', async () => {
    const unlicensed = await signedInClient(server, (await createUser(server.db.prisma, { role: 'docent' })).email);
    expect((await unlicensed.graphql(CLASSROOM)).data).toEqual({ classroom: { __typename: 'ForbiddenError', message: 'Je hebt nog geen vak met een licentie.' } });
    const sets = await unlicensed.graphql(`{ classroomSets(first: 1) { totalCount edges { node { name } } } }`);
    expect(sets.data).toEqual({ classroomSets: null });
    expect(sets.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['Je hebt nog geen vak met een licentie.', 'FORBIDDEN']]);
  });

  it('refuses students and visitors', async () => {
    expect((await anna.client.graphql(CLASSROOM)).data).toEqual({ classroom: { __typename: 'ForbiddenError', message: 'Je hebt geen toegang.' } });
    expect((await server.client().graphql(CLASSROOM)).data).toEqual({ classroom: { __typename: 'ForbiddenError', message: 'Je hebt geen toegang.' } });
    const sets = await anna.client.graphql(`{ classroomSets(first: 1) { totalCount } }`);
    expect(sets.errors?.map((e) => e.message)).toEqual(['Ongeautoriseerd']);
  });
});

describe("a student's results (Query.studentResults)", () => {
  const RESULTS = `query ($seat: String!) { studentResults(seatUrlId: $seat) {
    __typename
    ... on Error { message }
    ... on StudentResults {
      name
      stream { name }
      scores { questionId scoredPoints totalPoints status }
      practice { __typename ... on Error { message } ... on Practice { sets { name } } }
    }
  } }`;

  it("shows the student's scores and practice sets to their teacher and to an admin", async () => {
    for (const client of [teacher.client, admin]) {
      const { data } = await client.graphql<{ studentResults: Record<string, unknown> & { practice: { sets: unknown[] } } }>(RESULTS, { seat: u(anna.seatId) });
      expect(data!.studentResults).toMatchObject({
        __typename: 'StudentResults',
        name: 'Anna Aalders',
        stream: { name: 'Natuurkunde Havo' },
        // Steps of 1, 2 and 1 points, all 'Ja', step 2 after its model answer: 1 + 0 + 1 of 4.
        scores: [{ questionId: gid('Question', q1.id), scoredPoints: 2, totalPoints: 4, status: 'finished' }],
        practice: { __typename: 'Practice' },
      });
      expect(data!.studentResults.practice.sets.length).toBeGreaterThan(0);
    }
  });

  it("shows no scores in a stream the tying seat does not give the student, even when the student's own licence does", async () => {
    // Anna also bought a student licence for scheikunde havo and has a score there; Sam teaches her group (H5a) and
    // works in scheikunde havo. Her school seat gives her natuurkunde havo only: Sam sees none of it.
    const own = await createLicense(db(), { type: 'leerlinglicentie' });
    await createSeat(db(), {
      licenseId: own.id,
      userId: anna.id,
      role: 'leerling',
      privileges: [
        { action: 'licentie beheren', objectType: 'license', objectId: own.id },
        { action: 'oefensets uitvoeren', objectId: sch },
      ],
    });
    const schQuestion = await db().question.findFirstOrThrow({ where: { topic: { exam: { streamId: sch } } }, select: { id: true } });
    await db().score.create({ data: { userId: anna.id, questionId: schQuestion.id, streamId: sch, clientUpdatedAt: '2026-03-09T12:00:00.000Z', totalPoints: 3, scoredPoints: 3 } });
    try {
      const { data } = await schTeacher.graphql(RESULTS, { seat: u(anna.seatId) });
      expect(data).toMatchObject({
        studentResults: { name: 'Anna Aalders', scores: [], practice: { __typename: 'ForbiddenError', message: 'Deze leerling heeft geen licentie voor Scheikunde Havo.' } },
      });
    } finally {
      await db().score.deleteMany({ where: { userId: anna.id, streamId: sch } });
      await db().license.delete({ where: { id: own.id } });
    }
  });

  it('shows a student only while the seat that ties them holds its practice privilege today', async () => {
    // Eva's seat in H5a gave her natuurkunde havo until yesterday: her teacher no longer reads her scores or log there.
    const eva = await createUser(db(), { role: 'leerling', firstName: 'Eva', lastName: 'Eerder' });
    const seat = await createSeat(db(), {
      licenseId: (await db().group.findUniqueOrThrow({ where: { id: groups.h5a } })).licenseId,
      userId: eva.id,
      role: 'leerling',
      groupIds: [groups.h5a],
      privileges: [{ action: 'oefensets uitvoeren', objectId: nat, end: new Date('2026-03-10') }],
    });
    await db().score.create({ data: { userId: eva.id, questionId: q1.id, streamId: nat, clientUpdatedAt: '2026-03-01T12:00:00.000Z', totalPoints: 4, scoredPoints: 1 } });
    const privilege = seat.privileges[0]!.id;
    expect((await teacher.client.json('GET', `/api/privileges/${u(privilege)}/scores`)).status).toBe(404);
    expect((await teacher.client.json('GET', `/api/log/latest/${u(privilege)}`)).status).toBe(404);
    const { data } = await teacher.client.graphql(RESULTS, { seat: u(seat.id) });
    expect(data).toMatchObject({ studentResults: { name: 'Eva Eerder', scores: [], practice: { __typename: 'ForbiddenError', message: 'Deze leerling heeft geen licentie voor Natuurkunde Havo.' } } });
    // Renewed until the end of the school year: all of it again.
    await db().privilege.update({ where: { id: privilege }, data: { end: new Date('2026-08-01') } });
    expect((await teacher.client.json('GET', `/api/privileges/${u(privilege)}/scores`)).body).toEqual({ [u(q1.id)]: expect.objectContaining({ scoredPoints: 1, totalPoints: 4 }) });
    expect((await teacher.client.json('GET', `/api/log/latest/${u(privilege)}`)).status).toBe(200);
    expect((await teacher.client.graphql(RESULTS, { seat: u(seat.id) })).data).toMatchObject({
      studentResults: { scores: [{ scoredPoints: 1, totalPoints: 4 }], practice: { __typename: 'Practice' } },
    });
  });

  it('is not found for anyone but their teachers, and for seats that are not listed students', async () => {
    const notFound = { studentResults: { __typename: 'NotFoundError', message: 'Niet gevonden.' } };
    for (const client of [otherTeacher.client, anna.client, server.client()]) {
      expect((await client.graphql(RESULTS, { seat: u(anna.seatId) })).data).toEqual(notFound);
    }
    for (const seat of [u(hiddenSeatId), u(colleagueSeatId), 'zzzzzzzz']) {
      expect((await teacher.client.graphql(RESULTS, { seat })).data).toEqual(notFound);
    }
  });

  it("keeps the student's scores from another school's teacher on REST too (404)", async () => {
    expect((await otherTeacher.client.json('GET', `/api/privileges/${u(anna.practiceId)}/scores`)).status).toBe(404);
    // The results page's rule on REST too: a hidden student is nobody's to read, and a participant (no students area)
    // managing the group teaches no one.
    const cas = await db().privilege.create({
      data: { seatId: hiddenSeatId, action: 'oefensets uitvoeren', objectType: 'stream', objectId: nat, begin: new Date('2026-01-01'), end: new Date('2026-08-01') },
    });
    expect((await teacher.client.json('GET', `/api/privileges/${u(cas.id)}/scores`)).status).toBe(404);
    expect((await teacher.client.json('GET', `/api/log/latest/${u(cas.id)}`)).status).toBe(404);
    const participant = await createUser(db(), { role: 'participant' });
    await createSeat(db(), {
      licenseId: (await db().group.findUniqueOrThrow({ where: { id: groups.h5a } })).licenseId,
      userId: participant.id,
      privileges: [
        { action: 'groepen beheren', objectType: 'group', objectId: groups.h5a },
        { action: 'opgavensets samenstellen', objectId: nat },
      ],
    });
    const asParticipant = await signedInClient(server, participant.email);
    expect((await asParticipant.json('GET', `/api/privileges/${u(anna.practiceId)}/scores`)).status).toBe(404);
    expect((await asParticipant.json('GET', `/api/log/latest/${u(anna.practiceId)}`)).status).toBe(404);
    expect((await asParticipant.graphql(RESULTS, { seat: u(anna.seatId) })).data).toEqual({ studentResults: { __typename: 'NotFoundError', message: 'Niet gevonden.' } });
    const read = await teacher.client.json<Record<string, { scoredPoints: number }>>('GET', `/api/privileges/${u(anna.practiceId)}/scores`);
    expect(read.status).toBe(200);
    expect(read.body[u(q1.id)]).toMatchObject({ scoredPoints: 2, totalPoints: 4 });
  });
});

describe('where the class gets stuck (Query.setHeatmap)', () => {
  const HEATMAP = `query ($key: String!) { setHeatmap(key: $key) {
    __typename
    ... on Error { message }
    ... on SetHeatmap {
      name students
      questions { questionId number topicName students tipStudents helpedStudents tipsHelped
        strategies { name steps { sectionId position points tips elaborations no stuck } } }
    }
  } }`;
  type Question = { questionId: string; strategies: { name: string }[] } & Record<string, unknown>;

  it('counts per step the students who took a tip, saw the model answer or ended on Nee, and whether tips helped', async () => {
    const { data, errors } = await teacher.client.graphql<{ setHeatmap: { name: string; students: number; questions: Question[] } }>(HEATMAP, { key: sets.newer.key });
    expect(errors).toBeUndefined();
    const heatmap = data!.setHeatmap;
    expect({ name: heatmap.name, students: heatmap.students }).toEqual({ name: 'Proefwerk week 11', students: 4 });
    // Only the test's own strategy of each question (the demo content's follow it).
    const mine = heatmap.questions.map((q) => ({ ...q, strategies: q.strategies.slice(0, 1) }));
    const step = (id: number, position: number, points: number, tips: number, elaborations: number, no: number, stuck: number) => ({
      sectionId: gid('AnswerSection', id),
      position,
      points,
      tips,
      elaborations,
      no,
      stuck,
    });
    expect(mine).toEqual([
      // The set's topic order: q2's topic first. Bram alone: a tip on step 1 and no 'Ja' after it.
      {
        questionId: gid('Question', q2.id),
        number: q2.number,
        topicName: q2.topicName,
        students: 1,
        tipStudents: 1,
        helpedStudents: 0,
        tipsHelped: 0,
        strategies: [{ name: 'Strategie van de test', steps: [step(q2.steps[0]!, 1, 2, 1, 0, 0, 1), step(q2.steps[1]!, 2, 1, 0, 0, 0, 0)] }],
      },
      {
        questionId: gid('Question', q1.id),
        number: q1.number,
        topicName: q1.topicName,
        // d1, d2, Anna and Bram. A tip on step 1 for d1 (then 'Ja': helped) and d2 (then 'Nee').
        students: 4,
        tipStudents: 2,
        helpedStudents: 1,
        tipsHelped: 0.5,
        strategies: [
          {
            name: 'Strategie van de test',
            steps: [
              // Tips: d1, d2. Model answer: d2. Ending on 'Nee': d2 (d1 ended on 'Ja', Anna's score says 'Ja').
              step(q1.steps[0]!, 1, 1, 2, 1, 1, 2),
              // Model answer: Anna's saved score. 'Nee': d1.
              step(q1.steps[1]!, 2, 2, 0, 1, 1, 2),
              // 'Nee': Bram. Anna's 'Nee' of 09:11 was overruled by her saved score of 10:00.
              step(q1.steps[2]!, 3, 1, 0, 0, 1, 1),
            ],
          },
        ],
      },
    ]);
    // Nothing in the answer names a device.
    expect(JSON.stringify(data)).not.toMatch(/"d[1-4]"|s-d[1-4]/);
  });

  it("is only the set owner's and admins'", async () => {
    const admins = await admin.graphql<{ setHeatmap: { __typename: string; students: number } }>(HEATMAP, { key: sets.newer.key });
    expect(admins.data!.setHeatmap).toMatchObject({ __typename: 'SetHeatmap', students: 4 });
    const notFound = { setHeatmap: { __typename: 'NotFoundError', message: 'Niet gevonden.' } };
    expect((await otherTeacher.client.graphql(HEATMAP, { key: sets.newer.key })).data).toEqual(notFound);
    expect((await anna.client.graphql(HEATMAP, { key: sets.newer.key })).data).toEqual(notFound);
    expect((await teacher.client.graphql(HEATMAP, { key: sets.others.key })).data).toEqual(notFound);
    expect((await teacher.client.graphql(HEATMAP, { key: 'x'.repeat(22) })).data).toEqual(notFound);
  });
});

describe('GET /api/log/collection/{id}', () => {
  it("answers the set's activity per topic, in the set's order, without the owner's own events", async () => {
    const path = `/api/log/collection/${sets.newer.key}`;
    const origin = `/student/${sets.newer.key}`;
    const read = await teacher.client.json('GET', path);
    expect(read).toEqual({
      status: 200,
      body: {
        topics: [
          {
            id: u(q2.topicId),
            name: q2.topicName,
            devices: 1,
            logs: 2,
            activities: [
              { origin, activity: 'Begin met nakijken', devices: 1, logs: 1 },
              { origin, activity: 'Ontvang een tip', devices: 1, logs: 1 },
            ],
          },
          {
            id: u(q1.topicId),
            name: q1.topicName,
            devices: 4,
            logs: 13,
            activities: [
              { origin, activity: 'Heb je dit tussenantwoord goed: Nee', devices: 4, logs: 4 },
              { origin, activity: 'Begin met nakijken', devices: 2, logs: 3 },
              { origin, activity: 'Ontvang een tip', devices: 2, logs: 3 },
              { origin, activity: 'Heb je dit tussenantwoord goed: Ja', devices: 1, logs: 1 },
              { origin, activity: 'Kijk antwoord na', devices: 1, logs: 1 },
              { origin, activity: 'Opgave', devices: 1, logs: 1 },
            ],
          },
        ],
      },
    });
    expect((await admin.json('GET', path)).body).toEqual(read.body);
  });

  it('is 404 for anyone but the owner and admins, 401 for a visitor', async () => {
    const path = `/api/log/collection/${sets.newer.key}`;
    expect((await otherTeacher.client.json('GET', path)).status).toBe(404);
    expect((await anna.client.json('GET', path)).status).toBe(404);
    expect((await teacher.client.json('GET', `/api/log/collection/${sets.others.key}`)).status).toBe(404);
    expect(await server.client().json('GET', path)).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
  });
});

describe('GET /api/log/latest/{privilegeId}', () => {
  it("answers a student's newest checking or tip in the stream, with their e-mail and keys, to their teacher", async () => {
    const read = await teacher.client.json<{ id: string }[]>('GET', `/api/log/latest/${u(anna.practiceId)}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual([
      {
        id: expect.any(String),
        origin: `/student/${sets.newer.key}`,
        device_key: 'd3',
        session_key: 's-d3',
        activity: 'Begin met nakijken',
        collection_id: sets.newer.key,
        topic_id: u(q1.topicId),
        question_id: u(q1.id),
        section_id: null,
        email: anna.email,
        created_at: '2026-03-10 09:10:00',
        updated_at: '2026-03-10 09:10:00',
      },
    ]);
    expect(read.body[0]!.id).not.toMatch(/^\d+$/);
  });

  it("answers the newest in a shared set through the set's privilege, naming no one else", async () => {
    const read = await teacher.client.json('GET', `/api/log/latest/${u(bram.runSetId)}`);
    // An anonymous device's tip at 09:30: no e-mail, no keys.
    expect(read.body).toEqual([
      {
        id: expect.any(String),
        origin: `/student/${sets.newer.key}`,
        device_key: null,
        session_key: null,
        activity: 'Ontvang een tip',
        collection_id: sets.newer.key,
        topic_id: u(q1.topicId),
        question_id: u(q1.id),
        section_id: null,
        email: null,
        created_at: '2026-03-10 09:30:00',
        updated_at: '2026-03-10 09:30:00',
      },
    ]);
  });

  it('is 422 for another kind of privilege, 404 for other teachers and students, 401 for a visitor', async () => {
    expect(await teacher.client.json('GET', `/api/log/latest/${u(anna.hideId)}`)).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { privilege: ["The privilege must be 'oefensets uitvoeren' on a stream or 'opgavenset uitvoeren' on a set."] } },
    });
    for (const client of [otherTeacher.client, anna.client]) expect((await client.json('GET', `/api/log/latest/${u(anna.practiceId)}`)).status).toBe(404);
    expect((await teacher.client.json('GET', '/api/log/latest/zzzzzzzz')).status).toBe(404);
    expect((await server.client().json('GET', `/api/log/latest/${u(anna.practiceId)}`)).status).toBe(401);
    expect((await admin.json('GET', `/api/log/latest/${u(anna.practiceId)}`)).status).toBe(200);
  });
});

describe('POST /api/log with the step', () => {
  const base = () => ({ origin: `/student/${sets.others.key}`, device_key: 'dev-post', session_key: 'ses-post', collection_id: sets.others.key, topic_id: u(q1.topicId), question_id: u(q1.id) });

  it("keeps the step of a step's event, and still takes an event without one", async () => {
    const visitor = server.client();
    expect((await visitor.json('POST', '/api/log', { ...base(), activity: 'Ontvang een tip', section_id: u(q1.steps[1]!) })).status).toBe(201);
    expect((await visitor.json('POST', '/api/log', { ...base(), activity: 'Begin met nakijken' })).status).toBe(201);
    // Recorded under the key the server gave the visitor (the one its first event was admitted with, kept as its cookie).
    const rows = await db().activityLog.findMany({ where: { deviceKey: visitor.cookies.get('vraagwerk_device') }, orderBy: { id: 'asc' }, select: { activity: true, sectionId: true } });
    expect(rows).toEqual([
      { activity: 'Ontvang een tip', sectionId: q1.steps[1] },
      { activity: 'Begin met nakijken', sectionId: null },
    ]);
  });

  it('refuses a step of another question, a step without a question or with another activity, and writes nothing', async () => {
    const visitor = server.client();
    const before = await db().activityLog.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base(), activity: 'Ontvang een tip', section_id: u(q2.steps[0]!) }, 'The provided ID does not exists.'],
      [{ ...base(), question_id: undefined, activity: 'Ontvang een tip', section_id: u(q1.steps[0]!) }, 'The provided ID does not exists.'],
      [{ ...base(), activity: 'Opgave', section_id: u(q1.steps[0]!) }, 'The selected section id is invalid.'],
      [{ ...base(), activity: 'Ontvang een tip', section_id: 'zzzzzzzz' }, 'The provided ID does not exists.'],
    ];
    for (const [body, message] of cases) {
      expect(await visitor.json('POST', '/api/log', body)).toEqual({ status: 422, body: { message: 'The given data was invalid.', errors: { section_id: [message] } } });
    }
    expect(await db().activityLog.count()).toBe(before);
  });
});

describe("a set's figures are the class's: not the owner's own accounts, not scores from before the set", () => {
  it('leaves out the demo student sharing the owner’s link and a score saved before the set existed (heatmap, overview, set log)', async () => {
    // Tessa switches to her demo student (sharing her link) to try a new set; Fenna saved a marking of q1 on her own
    // the day before the set was made, then opened the set and started checking; an anonymous phone took a tip.
    const link = `link-${randomBytes(8).toString('hex')}`;
    await db().user.update({ where: { id: teacher.id }, data: { link } });
    const demo = await createUser(db(), { role: 'leerling', firstName: 'Demo', lastName: 'Leerling', link });
    const fenna = await createUser(db(), { role: 'leerling', firstName: 'Fenna' });
    const mine = await set(teacher.id, nat, 'Nieuwe set', '2026-03-09T15:00:00.000Z', [q1]);
    const [a1, a2] = q1.steps as [number, number];
    const log = (at: string, device: string, activity: string, user: number | null, section: number | null = null) =>
      db().activityLog.create({
        data: {
          origin: `/student/${mine.key}`,
          deviceKey: device,
          sessionKey: `s-${device}`,
          activity,
          collectionId: mine.id,
          topicId: q1.topicId,
          questionId: q1.id,
          sectionId: section,
          userId: user,
          createdAt: new Date(at),
          updatedAt: new Date(at),
        },
      });
    await log('2026-03-10T08:00:00.000Z', 'dev-demo', 'Begin met nakijken', demo.id);
    await log('2026-03-10T08:01:00.000Z', 'dev-demo', 'Ontvang een tip', demo.id, a1);
    await log('2026-03-10T08:02:00.000Z', 'dev-demo', 'Heb je dit tussenantwoord goed: Nee', demo.id, a2);
    await log('2026-03-10T08:10:00.000Z', 'd-fenna', 'Begin met nakijken', fenna.id);
    await log('2026-03-10T08:20:00.000Z', 'd9', 'Ontvang een tip', null, a1);
    await db().score.create({
      data: {
        userId: fenna.id,
        questionId: q1.id,
        streamId: nat,
        clientUpdatedAt: '2026-03-08T12:00:00.000Z',
        createdAt: new Date('2026-03-08T12:00:00.000Z'),
        totalPoints: 4,
        scoredPoints: 0,
        sections: [{ id: a2, text: 'Stap 2', points: 2, isCorrect: false, shownElaboration: true, isCompleted: true }],
      },
    });

    const heatmap = await teacher.client.graphql<{ setHeatmap: { students: number; questions: { students: number; tipStudents: number; strategies: { steps: unknown[] }[] }[] } }>(
      `query ($key: String!) { setHeatmap(key: $key) { ... on SetHeatmap { students questions { students tipStudents strategies { steps { tips elaborations no stuck } } } } } }`,
      { key: mine.key },
    );
    // Fenna and the phone; only the phone's tip on step 1. Nothing from the demo student, nothing from Fenna's old score.
    const [question] = heatmap.data!.setHeatmap.questions;
    expect({ students: heatmap.data!.setHeatmap.students, question: { ...question, strategies: question!.strategies.slice(0, 1) } }).toEqual({
      students: 2,
      question: {
        students: 2,
        tipStudents: 1,
        strategies: [
          {
            steps: [
              { tips: 1, elaborations: 0, no: 0, stuck: 1 },
              { tips: 0, elaborations: 0, no: 0, stuck: 0 },
              { tips: 0, elaborations: 0, no: 0, stuck: 0 },
            ],
          },
        ],
      },
    });

    // The overview: two devices, one question checked (Fenna's), one tip (the phone's).
    // (The list puts the set the class used last first: this one is found by its name.)
    const sets = await teacher.client.graphql<{ classroomSets: { edges: { node: { name: string } }[] } }>(`{ classroomSets(first: 20) { edges { node { name devices checkedQuestions tipsUsed } } } }`);
    expect(sets.data!.classroomSets.edges.map((e) => e.node).filter((n) => n.name === 'Nieuwe set')).toEqual([{ name: 'Nieuwe set', devices: 2, checkedQuestions: 1, tipsUsed: 1 }]);
    // The set's log (GET /api/log/collection/{key}) the same way: two devices, two events.
    const read = await teacher.client.json<{ topics: { devices: number; logs: number }[] }>('GET', `/api/log/collection/${mine.key}`);
    expect(read.body.topics.map((t) => ({ devices: t.devices, logs: t.logs }))).toEqual([{ devices: 2, logs: 2 }]);
  });
});
