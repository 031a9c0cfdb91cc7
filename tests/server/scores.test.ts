// Scores of signed-in students (document 4 §8, document 2 §4.1): saving and reading one's own through REST and
// GraphQL with the points computed by the server, newest-wins by the client's time, idempotent retries, racing saves,
// refusals that write nothing, and the teacher's route to a student's scores (only for that student's teachers).
// Expected points are worked out by hand from the fixture strategies below.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createIdCodec } from '../../server/app/ids.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { TEST_NOW } from '../setup/env.ts';
import type { HttpClient } from '../setup/client.ts';

const clock = () => new Date(TEST_NOW.getTime());
let server: TestServer;
const db = () => server.db.prisma;
const ids = () => createIdCodec(server.config.idSecret);

/** Strategy A: three steps of 1, 2 and 1 points, no table (total 4). Strategy B: two steps with table [0,1,1,3]. */
let streamId: number;
let otherStreamId: number;
let plain: { questionId: number; sections: number[] };
let table: { questionId: number; sections: number[] };
let otherQuestionId: number;

async function strategy(questionId: number, points: number[], scores: number[] = []) {
  const answer = await db().answer.create({
    data: {
      questionId,
      status: 'published',
      position: -1,
      scores,
      sections: { create: points.map((p, i) => ({ position: i, points: p, text: `Tussenantwoord ${i + 1}`, elaboration: `Uitwerking ${i + 1}` })) },
    },
    select: { sections: { orderBy: { position: 'asc' }, select: { id: true } } },
  });
  return answer.sections.map((s) => s.id);
}

beforeAll(async () => {
  server = await startTestServer({}, { clock });
  streamId = await streamIdOf(db(), 'natuurkunde-havo');
  otherStreamId = await streamIdOf(db(), 'scheikunde-havo');
  const questions = await db().question.findMany({ where: { topic: { exam: { streamId, status: 'published', showAnswers: true } } }, orderBy: { id: 'asc' }, take: 2, select: { id: true } });
  plain = { questionId: questions[0]!.id, sections: await strategy(questions[0]!.id, [1, 2, 1]) };
  table = { questionId: questions[1]!.id, sections: await strategy(questions[1]!.id, [0, 0], [0, 1, 1, 3]) };
  otherQuestionId = (await db().question.findFirstOrThrow({ where: { topic: { exam: { streamId: otherStreamId } } }, select: { id: true } })).id;
});
afterAll(async () => {
  await server.close();
});

/** A student with 'oefensets uitvoeren' in natuurkunde havo on a school licence, in a group; signed in. */
async function student(licence?: { id: number; groupId: number }) {
  const user = await createUser(db(), { role: 'leerling' });
  const license: { id: number; groupId: number } =
    licence ?? (await createLicense(db(), { groups: [{ name: 'H5a', streamSlug: 'natuurkunde-havo' }] }).then((l) => ({ id: l.id, groupId: l.groups[0]!.id })));
  const seat = await createSeat(db(), { licenseId: license.id, userId: user.id, role: 'leerling', groupIds: [license.groupId], privileges: [{ action: 'oefensets uitvoeren', objectId: streamId }] });
  return { client: await signedInClient(server, user.email), userId: user.id, license, privilegeId: seat.privileges[0]!.id };
}

async function teacherWith(privileges: { action: string; objectType: 'license' | 'group' | 'stream'; objectId: number }[], licenseId?: number) {
  const user = await createUser(db(), { role: 'docent' });
  const license = licenseId ?? (await createLicense(db())).id;
  await createSeat(db(), { licenseId: license, userId: user.id, privileges });
  return signedInClient(server, user.email);
}

const u = (id: number) => ids().encode(id);
const streamPath = (id = streamId) => `/api/streams/${u(id)}/scores`;
const marks = (sections: number[], flags: [boolean | null, boolean][]) => sections.map((id, i) => ({ id: u(id), isCorrect: flags[i]![0], shownElaboration: flags[i]![1] }));

function save(client: HttpClient, body: Record<string, unknown>, path = streamPath()) {
  return client.json('POST', path, body);
}

describe('POST and GET /api/streams/{id}/scores', () => {
  it('answers a visitor 401 and keeps nothing', async () => {
    const visitor = server.client();
    expect((await visitor.json('GET', streamPath())).status).toBe(401);
    const before = await db().score.count();
    expect((await save(visitor, { question_id: u(plain.questionId), updatedAt: '2026-03-10T09:00:00.000Z' })).status).toBe(401);
    expect(await db().score.count()).toBe(before);
  });

  it('saves the points the server computes from the marked steps, not the ones the client sends', async () => {
    const { client } = await student();
    expect(await client.json('GET', streamPath())).toEqual({ status: 200, body: [] });
    // Step 1 'Ja' (1), step 2 'Ja' after viewing its model answer (0), step 3 'Ja' (1): 2 of 1 + 2 + 1 = 4.
    const response = await save(client, {
      question_id: u(plain.questionId),
      updatedAt: '2026-03-10T09:00:00.000Z',
      totalPoints: 99,
      scoredPoints: 99,
      hasCompletedScoreFlow: true,
      sections: marks(plain.sections, [
        [true, false],
        [true, true],
        [true, false],
      ]),
    });
    expect(response.status).toBe(201);
    const read = await client.json<Record<string, unknown>>('GET', streamPath());
    expect(read.body).toEqual({
      [u(plain.questionId)]: {
        updatedAt: '2026-03-10T09:00:00.000Z',
        totalPoints: 4,
        scoredPoints: 2,
        hasCompletedScoreFlow: 1,
        sections: [
          { id: u(plain.sections[0]!), text: 'Tussenantwoord 1', points: 1, isCorrect: true, shownElaboration: false, isCompleted: true },
          { id: u(plain.sections[1]!), text: 'Tussenantwoord 2', points: 2, isCorrect: true, shownElaboration: true, isCompleted: true },
          { id: u(plain.sections[2]!), text: 'Tussenantwoord 3', points: 1, isCorrect: true, shownElaboration: false, isCompleted: true },
        ],
      },
    });
    // The stream's own path answers the same (document 4 §8's alias).
    expect((await client.json('GET', `/api/streams/${u(streamId)}`)).body).toEqual(read.body);
  });

  it("looks the score up in the strategy's table: only step 2 earned → entry 2 → 1 of the table's maximum 3", async () => {
    const { client } = await student();
    expect(
      (
        await save(client, {
          question_id: u(table.questionId),
          updatedAt: '2026-03-10T09:00:00.000Z',
          hasCompletedScoreFlow: 1,
          sections: marks(table.sections, [
            [false, false],
            [true, false],
          ]),
        })
      ).status,
    ).toBe(201);
    const read = await client.json<Record<string, { scoredPoints: number; totalPoints: number }>>('GET', streamPath());
    expect(read.body[u(table.questionId)]).toMatchObject({ scoredPoints: 1, totalPoints: 3, hasCompletedScoreFlow: 1 });
  });

  it('keeps the flow unfinished while a step is unmarked, whatever the client says', async () => {
    const { client } = await student();
    await save(client, { question_id: u(plain.questionId), updatedAt: '2026-03-10T09:00:00.000Z', hasCompletedScoreFlow: true, sections: marks(plain.sections.slice(0, 1), [[true, false]]) });
    const read = await client.json<Record<string, { scoredPoints: number; hasCompletedScoreFlow: number; sections: { isCompleted: boolean }[] }>>('GET', streamPath());
    const score = read.body[u(plain.questionId)]!;
    expect(score).toMatchObject({ scoredPoints: 1, totalPoints: 4, hasCompletedScoreFlow: 0 });
    expect(score.sections.map((s) => s.isCompleted)).toEqual([true, false, false]);
  });

  it('keeps one row for a repeated save, and the latest client time wins even when it arrives first', async () => {
    const { client, userId } = await student();
    const body = (updatedAt: string, correct: boolean) => ({
      question_id: u(plain.questionId),
      updatedAt,
      hasCompletedScoreFlow: true,
      sections: marks(plain.sections, [
        [correct, false],
        [correct, false],
        [correct, false],
      ]),
    });
    expect((await save(client, body('2026-03-10T09:30:00.000Z', true))).status).toBe(201);
    expect((await save(client, body('2026-03-10T09:30:00.000Z', true))).status).toBe(201);
    expect(await db().score.count({ where: { userId } })).toBe(1);
    // A marking made offline at 09:00 and sent later: kept, but not the score.
    expect((await save(client, body('2026-03-10T09:00:00.000Z', false))).status).toBe(201);
    let read = await client.json<Record<string, { scoredPoints: number; updatedAt: string }>>('GET', streamPath());
    expect(read.body[u(plain.questionId)]).toMatchObject({ updatedAt: '2026-03-10T09:30:00.000Z', scoredPoints: 4 });
    expect(await db().score.count({ where: { userId } })).toBe(2);
    // A later one replaces it.
    await save(client, body('2026-03-10T09:45:00.000Z', false));
    read = await client.json<Record<string, { scoredPoints: number; updatedAt: string }>>('GET', streamPath());
    expect(read.body[u(plain.questionId)]).toMatchObject({ updatedAt: '2026-03-10T09:45:00.000Z', scoredPoints: 0 });
    expect(await db().score.count({ where: { userId, isNewest: true } })).toBe(1);
  });

  // A race, run on PostgreSQL too (CI's second run): on PGlite a transaction holds the one connection until
  // it ends, so racing transactions take turns there; only PostgreSQL runs them at once.
  it('leaves exactly one newest score, the latest, when saves race, and one row for racing retries', async () => {
    const { client, userId } = await student();
    const times = Array.from({ length: 8 }, (_, i) => `2026-03-10T09:0${i}:00.000Z`);
    await client.csrf();
    const answers = await Promise.all(times.map((updatedAt) => save(client, { question_id: u(plain.questionId), updatedAt, sections: [] })));
    expect(answers.map((a) => a.status)).toEqual(times.map(() => 201));
    const newest = await db().score.findMany({ where: { userId, isNewest: true }, select: { clientUpdatedAt: true } });
    expect(newest).toEqual([{ clientUpdatedAt: '2026-03-10T09:07:00.000Z' }]);
    const retries = await Promise.all(Array.from({ length: 5 }, () => save(client, { question_id: u(table.questionId), updatedAt: '2026-03-10T09:00:00.000Z', sections: [] })));
    expect(retries.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await db().score.count({ where: { userId, questionId: table.questionId } })).toBe(1);
  });

  it('accepts the legacy path under the stream for a save', async () => {
    const { client } = await student();
    expect((await save(client, { question_id: u(table.questionId), updatedAt: '2026-03-10T09:00:00.000Z', sections: [] }, `/api/streams/${u(streamId)}/iets`)).status).toBe(201);
    const read = await client.json<Record<string, unknown>>('GET', streamPath());
    expect(Object.keys(read.body)).toEqual([u(table.questionId)]);
  });

  it('refuses bad saves with the field in error and writes nothing', async () => {
    const { client, userId } = await student();
    const good = {
      question_id: u(plain.questionId),
      updatedAt: '2026-03-10T09:00:00.000Z',
      sections: marks(plain.sections, [
        [true, false],
        [true, false],
        [true, false],
      ]),
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, question_id: u(otherQuestionId) }, 'question_id'],
      [{ ...good, updatedAt: 'gisteren' }, 'updatedAt'],
      [{ ...good, updatedAt: '2026-03-12T10:00:00.000Z' }, 'updatedAt'],
      [
        {
          ...good,
          sections: marks(
            [plain.sections[0]!, table.sections[0]!],
            [
              [true, false],
              [true, false],
            ],
          ),
        },
        'sections',
      ],
      [
        {
          ...good,
          sections: marks(
            [plain.sections[0]!, plain.sections[0]!],
            [
              [true, false],
              [true, false],
            ],
          ),
        },
        'sections',
      ],
      [{ ...good, updatedAt: undefined }, 'updatedAt'],
    ];
    for (const [body, field] of cases) {
      const response = await save(client, body);
      expect({ field, status: response.status }).toEqual({ field, status: 422 });
      expect(Object.keys((response.body as { errors: object }).errors)).toEqual([field]);
    }
    expect((await save(client, { ...good, question_id: 'zzzzzzzz' })).status).toBe(422);
    expect(await db().score.count({ where: { userId } })).toBe(0);
  });

  it('never saves (nor echoes) a marking scheme the student may not read: a concept exam, an exam hiding its answers', async () => {
    const { client, userId } = await student();
    const concept = await db().question.findFirstOrThrow({ where: { topic: { exam: { streamId, status: 'concept' } }, answers: { some: { status: 'published' } } }, select: { id: true } });
    const closed = await db().question.findFirstOrThrow({
      where: { topic: { exam: { streamId, status: 'published', showAnswers: false } }, answers: { some: { status: 'published' } } },
      select: { id: true },
    });
    const conceptAnswer = await save(client, { question_id: u(concept.id), updatedAt: '2026-03-10T09:00:00.000Z', sections: [] });
    expect(conceptAnswer.status).toBe(422);
    expect(Object.keys((conceptAnswer.body as { errors: object }).errors)).toEqual(['question_id']);
    const closedAnswer = await save(client, { question_id: u(closed.id), updatedAt: '2026-03-10T09:00:00.000Z', sections: [] });
    expect(closedAnswer.status).toBe(422);
    expect(Object.keys((closedAnswer.body as { errors: object }).errors)).toEqual(['sections']);
    expect(await db().score.count({ where: { userId } })).toBe(0);
  });

  it('refuses a granted stream whose practice is not published yet (403), and writes nothing', async () => {
    const user = await createUser(db(), { role: 'leerling' });
    const license = await createLicense(db());
    await createSeat(db(), { licenseId: license.id, userId: user.id, role: 'leerling', privileges: [{ action: 'oefensets uitvoeren', objectId: otherStreamId }] });
    const client = await signedInClient(server, user.email);
    expect((await db().stream.findUniqueOrThrow({ where: { id: otherStreamId }, select: { practiceStatus: true } })).practiceStatus).not.toBe('published');
    expect((await save(client, { question_id: u(otherQuestionId), updatedAt: '2026-03-10T09:00:00.000Z', sections: [] }, streamPath(otherStreamId))).status).toBe(403);
    expect(await db().score.count({ where: { userId: user.id } })).toBe(0);
  });

  it('refuses a stream the student may not practise in (403) and writes nothing', async () => {
    const { client, userId } = await student();
    const response = await save(client, { question_id: u(otherQuestionId), updatedAt: '2026-03-10T09:00:00.000Z', sections: [] }, streamPath(otherStreamId));
    expect(response.status).toBe(403);
    expect(await db().score.count({ where: { userId } })).toBe(0);
  });
});

describe('GET /api/privileges/{id}/scores', () => {
  it("shows a student's scores to their licence's manager, their group's manager and admins, and to nobody else", async () => {
    const pupil = await student();
    await save(pupil.client, {
      question_id: u(plain.questionId),
      updatedAt: '2026-03-10T09:00:00.000Z',
      hasCompletedScoreFlow: true,
      sections: marks(plain.sections, [
        [true, false],
        [false, false],
        [true, false],
      ]),
    });
    const path = `/api/privileges/${u(pupil.privilegeId)}/scores`;

    const licenceManager = await teacherWith([{ action: 'licentie beheren', objectType: 'license', objectId: pupil.license.id }], pupil.license.id);
    const groupManager = await teacherWith([{ action: 'groepen beheren', objectType: 'group', objectId: pupil.license.groupId }], pupil.license.id);
    const admin = await signedInClient(server, (await createUser(db(), { role: 'admin' })).email);
    for (const client of [licenceManager, groupManager, admin]) {
      const read = await client.json<Record<string, { scoredPoints: number; totalPoints: number }>>('GET', path);
      expect(read.status).toBe(200);
      // Steps 1 and 3 of 1 point each: 2 of 4.
      expect(read.body[u(plain.questionId)]).toMatchObject({ scoredPoints: 2, totalPoints: 4 });
    }

    // A teacher of another school managing their own licence, a teacher on the same licence without a management
    // privilege, the student's classmate, and the student themself through this route: 404.
    const otherSchool = await createLicense(db());
    const outsider = await teacherWith([{ action: 'licentie beheren', objectType: 'license', objectId: otherSchool.id }], otherSchool.id);
    const colleague = await teacherWith([{ action: 'opgavensets samenstellen', objectType: 'stream', objectId: streamId }], pupil.license.id);
    const classmate = await student(pupil.license);
    for (const client of [outsider, colleague, classmate.client]) {
      expect((await client.json('GET', path)).status).toBe(404);
    }
    expect((await server.client().json('GET', path)).status).toBe(401);
  });

  it("answers 403 for a student's privilege that is not a practice grant, to their teacher; 404 for a teacher's seat", async () => {
    const license = await createLicense(db());
    const pupil = await createUser(db(), { role: 'leerling' });
    const question = await db().question.findFirstOrThrow({ select: { id: true } });
    const seat = await createSeat(db(), { licenseId: license.id, userId: pupil.id, role: 'leerling', privileges: [{ action: 'vraag verbergen', objectType: 'question', objectId: question.id }] });
    const colleague = await createUser(db(), { role: 'docent' });
    const teacherSeat = await createSeat(db(), { licenseId: license.id, userId: colleague.id, privileges: [{ action: 'opgavensets samenstellen', objectId: streamId }] });
    const manager = await teacherWith([{ action: 'licentie beheren', objectType: 'license', objectId: license.id }], license.id);
    expect((await manager.json('GET', `/api/privileges/${u(seat.privileges[0]!.id)}/scores`)).status).toBe(403);
    // A colleague is nobody's student.
    expect((await manager.json('GET', `/api/privileges/${u(teacherSeat.privileges[0]!.id)}/scores`)).status).toBe(404);
  });
});

describe('GraphQL saveScore and Stream.myScores', () => {
  const SAVE = `mutation ($streamId: ID!, $questionId: ID!, $updatedAt: String!, $done: Boolean!, $sections: [SectionMarkInput!]!) {
    saveScore(streamId: $streamId, questionId: $questionId, updatedAt: $updatedAt, hasCompletedScoreFlow: $done, sections: $sections) {
      __typename
      ... on SaveScoreSuccess { created score { scoredPoints totalPoints status hasCompletedScoreFlow } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field messages } }
    }
  }`;
  const MINE = `query ($urlId: String!) { stream(urlId: $urlId) { myScores { questionId scoredPoints totalPoints status sections { sectionId isCorrect shownElaboration } } } }`;
  const gid = (type: string, id: number) => encodeGlobalID(type, id);
  const sectionMarks = (sections: number[], flags: [boolean | null, boolean][]) =>
    sections.map((id, i) => ({ sectionId: gid('AnswerSection', id), isCorrect: flags[i]![0], shownElaboration: flags[i]![1] }));

  it('saves, reads back with the status dot, and treats a retry as one', async () => {
    const { client, userId } = await student();
    const variables = {
      streamId: gid('Stream', streamId),
      questionId: gid('Question', plain.questionId),
      updatedAt: '2026-03-10T09:00:00.000Z',
      done: true,
      sections: sectionMarks(plain.sections, [
        [false, false],
        [false, true],
        [false, false],
      ]),
    };
    const first = await client.graphql(SAVE, variables);
    expect(first.data?.saveScore).toEqual({ __typename: 'SaveScoreSuccess', created: true, score: { scoredPoints: 0, totalPoints: 4, status: 'failed', hasCompletedScoreFlow: true } });
    const again = await client.graphql<{ saveScore: { created: boolean } }>(SAVE, variables);
    expect(again.data?.saveScore.created).toBe(false);
    expect(await db().score.count({ where: { userId } })).toBe(1);

    const mine = await client.graphql(MINE, { urlId: u(streamId) });
    expect(mine.data).toEqual({
      stream: {
        myScores: [
          {
            questionId: gid('Question', plain.questionId),
            scoredPoints: 0,
            totalPoints: 4,
            status: 'failed',
            sections: [
              { sectionId: gid('AnswerSection', plain.sections[0]!), isCorrect: false, shownElaboration: false },
              { sectionId: gid('AnswerSection', plain.sections[1]!), isCorrect: false, shownElaboration: true },
              { sectionId: gid('AnswerSection', plain.sections[2]!), isCorrect: false, shownElaboration: false },
            ],
          },
        ],
      },
    });
    // A visitor has no scores.
    expect((await server.client().graphql(MINE, { urlId: u(streamId) })).data).toEqual({ stream: { myScores: [] } });
  });

  it('words a refused save in Dutch and writes nothing', async () => {
    const { client, userId } = await student();
    const bad = await client.graphql<{ saveScore: { __typename: string; message: string; fieldErrors?: { field: string }[] } }>(SAVE, {
      streamId: gid('Stream', streamId),
      questionId: gid('Question', otherQuestionId),
      updatedAt: '2026-03-10T09:00:00.000Z',
      done: false,
      sections: [],
    });
    expect(bad.data?.saveScore.__typename).toBe('ValidationError');
    expect(bad.data?.saveScore.fieldErrors?.map((f) => f.field)).toEqual(['questionId']);
    const forbidden = await client.graphql<{ saveScore: { __typename: string; message: string } }>(SAVE, {
      streamId: gid('Stream', otherStreamId),
      questionId: gid('Question', otherQuestionId),
      updatedAt: '2026-03-10T09:00:00.000Z',
      done: false,
      sections: [],
    });
    expect(forbidden.data?.saveScore).toEqual({ __typename: 'ForbiddenError', message: 'Scheikunde Havo valt niet onder je licentie.' });
    expect(await db().score.count({ where: { userId } })).toBe(0);
    const visitor = await server
      .client()
      .graphql<{ saveScore: unknown }>(SAVE, { streamId: gid('Stream', streamId), questionId: gid('Question', plain.questionId), updatedAt: '2026-03-10T09:00:00.000Z', done: false, sections: [] });
    expect(visitor.data?.saveScore ?? null).toBeNull();
    expect(visitor.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });
});
