// Measured difficulty (issue 46, 'Beyond the spec 1'): the shares of 'Ja' without a tip, with a tip and after the model
// answer, per question and step, in the question editor (GraphQL Question.measuredDifficulty) and as the report
// 'Moeilijkheid gemeten' (REST and CSV), against a fixture worked out by hand below. Anonymous devices send their
// events through the students' own POST /api/log (self-practice, no set); the signed-in student's tip goes through the
// same route, and their saved score is inserted directly (a documented insert: saving through the API needs a
// practice licence on this file's own stream, which is not what is tested here), after their events.
import { parse } from 'csv-parse/sync';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { backOfficeSuite } from '../setup/backOffice.ts';
import { createUser, downloaded, signedInClient } from '../setup/factories.ts';

const suite = backOfficeSuite('Moeilijkheidkunde');
const { db, ids, clients } = suite;

let q1 = 0;
let q2 = 0;
let q3 = 0;
let s1 = 0;
let s2 = 0;
let t1 = 0;
let vak = '';

const YES = 'Heb je dit tussenantwoord goed: Ja';
const NO = 'Heb je dit tussenantwoord goed: Nee';
const TIP = 'Ontvang een tip';
const SEEN = 'Kijk antwoord na';

/** One event of an anonymous device (or of `client`'s account) in self-practice, through the students' route. */
async function log(client: ReturnType<typeof suite.server.client>, device: string, activity: string, questionId: number, sectionId?: number) {
  const body = { origin: '/oefenen', device_key: device, session_key: `s-${device}`, activity, question_id: ids().encode(questionId), section_id: sectionId ? ids().encode(sectionId) : null };
  const answer = await client.json('POST', '/api/log', body);
  expect([device, activity, answer.status]).toEqual([device, activity, 201]);
}

beforeAll(async () => {
  const d = db();
  vak = ids().encode(suite.course);
  const exam = await d.exam.create({ data: { streamId: suite.stream, year: 2024, term: 1, status: 'published' } });
  const topic = await d.topic.create({ data: { examId: exam.id, name: 'Hellingen', position: 1 } });
  q1 = (await d.question.create({ data: { topicId: topic.id, number: 1, complexity: 'low', proportionValue: 80, text: 'Bereken de helling.' } })).id;
  const a = await d.answer.create({ data: { questionId: q1, name: 'Oplossingsstrategie nr. 1', position: 0, status: 'published', scores: [0, 2, 1, 3] } });
  s1 = (await d.answerSection.create({ data: { answerId: a.id, position: 0, points: 2, text: 'v = 3 m/s' } })).id;
  s2 = (await d.answerSection.create({ data: { answerId: a.id, position: 1, points: 1, text: 'a = 2 m/s²' } })).id;
  const b = await d.answer.create({ data: { questionId: q1, name: 'Oplossingsstrategie nr. 2', position: 1, status: 'concept' } });
  await d.answerSection.create({ data: { answerId: b.id, position: 0, points: 3 } });
  q2 = (await d.question.create({ data: { topicId: topic.id, number: 2, complexity: 'low', proportionValue: 50, text: 'Leg uit.' } })).id;
  const c = await d.answer.create({ data: { questionId: q2, position: 0, status: 'published', scores: [0, 1] } });
  t1 = (await d.answerSection.create({ data: { answerId: c.id, position: 0, points: 1 } })).id;
  // A question nobody marked: no row in the report.
  await d.question.create({ data: { topicId: topic.id, number: 3, complexity: 'high', text: 'Niemand.' } });
  const older = await d.exam.create({ data: { streamId: suite.stream, year: 2023, term: 2, status: 'published' } });
  const olderTopic = await d.topic.create({ data: { examId: older.id, name: 'Oud', position: 1 } });
  q3 = (await d.question.create({ data: { topicId: olderTopic.id, number: 4, text: 'Oud.' } })).id;
  const e = await d.answer.create({ data: { questionId: q3, position: 0, status: 'published' } });
  const u1 = (await d.answerSection.create({ data: { answerId: e.id, position: 0, points: 1 } })).id;

  const visitor = suite.server.client();
  // q1, step 1 — without a tip: d1 Ja; d2 Nee then Ja (the latest counts: Ja); d3 Nee; d7 Ja, and a tip only after it.
  await log(visitor, 'dif-d1', YES, q1, s1);
  await log(visitor, 'dif-d2', NO, q1, s1);
  await log(visitor, 'dif-d2', YES, q1, s1);
  await log(visitor, 'dif-d3', NO, q1, s1);
  await log(visitor, 'dif-d7', YES, q1, s1);
  await log(visitor, 'dif-d7', TIP, q1);
  // with a tip: d4 a tip on the question, then Ja; d5 a tip on step 2 (a tip of the question), then Nee on step 1.
  await log(visitor, 'dif-d4', TIP, q1);
  await log(visitor, 'dif-d4', YES, q1, s1);
  await log(visitor, 'dif-d5', TIP, q1, s2);
  await log(visitor, 'dif-d5', NO, q1, s1);
  // after the model answer: d6 opened step 1's model answer, then Ja.
  await log(visitor, 'dif-d6', SEEN, q1, s1);
  await log(visitor, 'dif-d6', YES, q1, s1);
  // q1, step 2: d8 Ja without a tip.
  await log(visitor, 'dif-d8', YES, q1, s2);
  // A teacher trying the question is no student: left out.
  await log(clients.docent!, 'dif-docent', NO, q1, s1);

  // Lotte, a signed-in student: a tip, then her saved score — step 1 Ja (with a tip), step 2 Nee after its model answer.
  // An older score of hers (not the newest) says otherwise and does not count.
  await createUser(d, { email: 'lotte.dif@example.nl', role: 'leerling' });
  const lotte = await signedInClient(suite.server, 'lotte.dif@example.nl');
  await log(lotte, 'dif-lotte', TIP, q1);
  const userId = (await d.user.findUniqueOrThrow({ where: { email: 'lotte.dif@example.nl' } })).id;
  const step = (id: number, isCorrect: boolean | null, shownElaboration: boolean) => ({ id, text: '', points: 1, isCorrect, shownElaboration, isCompleted: isCorrect !== null });
  await d.score.create({
    data: { userId, questionId: q1, streamId: suite.stream, clientUpdatedAt: '2026-01-01T10:00:00Z', isNewest: false, sections: [step(s1, false, false), step(s2, true, false)] },
  });
  await d.score.create({
    data: { userId, questionId: q1, streamId: suite.stream, clientUpdatedAt: '2026-01-02T10:00:00Z', isNewest: true, sections: [step(s1, true, false), step(s2, false, true)] },
  });
  // An author's own score is no student's either.
  await d.score.create({ data: { userId: suite.author, questionId: q1, streamId: suite.stream, clientUpdatedAt: '2026-01-02T10:00:00Z', sections: [step(s1, false, false)] } });

  // q2 (authored 'low'), its one step: four of five devices Nee without a tip (20 % Ja: measured 'high'); d9 saw the
  // whole model answer (no step named) and then Ja.
  for (const [device, activity] of [
    ['dif-d1', NO],
    ['dif-d2', NO],
    ['dif-d3', NO],
    ['dif-d4', YES],
    ['dif-d8', NO],
  ] as const)
    await log(visitor, device, activity, q2, t1);
  await log(visitor, 'dif-d9', SEEN, q2);
  await log(visitor, 'dif-d9', YES, q2, t1);
  // q3 (2023), one Ja.
  await log(visitor, 'dif-d1', YES, q3, u1);
});

const QUERY = `query ($urlId: String!) {
  adminQuestionByUrlId(urlId: $urlId) {
    measuredDifficulty {
      students complexity proportionValue measuredComplexity disagrees
      withoutTip { students marks yes share } withTip { students marks yes share } afterAnswer { students marks yes share }
      strategies { name status steps { position points students
        withoutTip { students marks yes share } withTip { students marks yes share } afterAnswer { students marks yes share } } }
    }
  }
}`;

const g = (students: number, marks: number, yes: number, share: number | null) => ({ students, marks, yes, share });
const none = g(0, 0, 0, null);

type Group = ReturnType<typeof g>;
interface Editor {
  adminQuestionByUrlId: { measuredDifficulty: { students: number; withoutTip: Group; withTip: Group; afterAnswer: Group; measuredComplexity: string | null; disagrees: boolean } };
}

describe('the question editor: Question.measuredDifficulty', () => {
  it('q1: per step and pooled per question, by the help that came before each student’s latest mark', async () => {
    const answer = await clients.author!.graphql<Editor>(QUERY, { urlId: ids().encode(q1) });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.adminQuestionByUrlId.measuredDifficulty).toEqual({
      // d1 d2 d3 d4 d5 d6 d7 d8 and Lotte.
      students: 9,
      complexity: 'low',
      proportionValue: 80,
      // Without a tip: step 1 d1 d2 d3 d7 (3 Ja) + step 2 d8 (Ja): 4 of 5, 80 % ≥ 70 % with 5 students → low.
      measuredComplexity: 'low',
      disagrees: false,
      withoutTip: g(5, 5, 4, 0.8),
      // d4 Ja, d5 Nee, Lotte Ja (step 1).
      withTip: g(3, 3, 2, 2 / 3),
      // d6 Ja (step 1), Lotte Nee (step 2, shownElaboration).
      afterAnswer: g(2, 2, 1, 0.5),
      strategies: [
        {
          name: 'Oplossingsstrategie nr. 1',
          status: 'published',
          steps: [
            { position: 1, points: 2, students: 8, withoutTip: g(4, 4, 3, 0.75), withTip: g(3, 3, 2, 2 / 3), afterAnswer: g(1, 1, 1, 1) },
            { position: 2, points: 1, students: 2, withoutTip: g(1, 1, 1, 1), withTip: none, afterAnswer: g(1, 1, 0, 0) },
          ],
        },
        { name: 'Oplossingsstrategie nr. 2', status: 'concept', steps: [{ position: 1, points: 3, students: 0, withoutTip: none, withTip: none, afterAnswer: none }] },
      ],
    });
  });

  it('q2: 20 % Ja without a tip over 5 students is measured high, and disagrees with the authored low', async () => {
    const answer = await clients.admin!.graphql<Editor>(QUERY, { urlId: ids().encode(q2) });
    const d = answer.data!.adminQuestionByUrlId.measuredDifficulty;
    expect([d.students, d.withoutTip, d.withTip, d.afterAnswer, d.measuredComplexity, d.disagrees]).toEqual([6, g(5, 5, 1, 0.2), none, g(1, 1, 1, 1), 'high', true]);
  });

  it.each([
    ['docent', 'FORBIDDEN'],
    ['leerling', 'FORBIDDEN'],
    ['anonymous', 'UNAUTHENTICATED'],
  ])('%s is refused', async (role, code) => {
    const answer = await clients[role]!.graphql(`query ($urlId: String!) { adminQuestionByUrlId(urlId: $urlId) { measuredDifficulty { students } } }`, { urlId: ids().encode(q1) });
    expect(answer.errors?.[0]?.extensions?.code).toBe(code);
    expect(answer.data?.adminQuestionByUrlId ?? null).toBeNull();
  });

  it('is refused to a teacher on a question the teacher may read (the field itself is the editor’s)', async () => {
    const shown = await db().question.findFirstOrThrow({ where: { topic: { exam: { status: 'published', stream: { slug: 'natuurkunde-havo' } } } }, select: { id: true } });
    const query = `query ($id: ID!) { node(id: $id) { ... on Question { number measuredDifficulty { students } } } }`;
    const answer = await clients.docent!.graphql<{ node: { number: number; measuredDifficulty: null } }>(query, { id: encodeGlobalID('Question', shown.id) });
    expect(answer.data!.node.number).toEqual(expect.any(Number));
    expect([answer.data!.node.measuredDifficulty, answer.errors?.[0]?.extensions?.code]).toEqual([null, 'FORBIDDEN']);
  });
});

describe("the report 'Moeilijkheid gemeten'", () => {
  const ROW_Q1 = {
    Vak: 'Moeilijkheidkunde',
    Niveau: 'Havo',
    Jaar: 2024,
    Tijdvak: 1,
    Opgave: 'Hellingen',
    Vraag: 1,
    Complexiteit: 'Laag',
    'P-waarde': 80,
    'Leerlingen (n)': 9,
    'Ja zonder tip (%)': 80,
    'n zonder tip': 5,
    'Ja met tip (%)': 67,
    'n met tip': 3,
    'Ja na antwoord (%)': 50,
    'n na antwoord': 2,
    'Gemeten complexiteit': 'Laag',
    'Wijkt af': null,
  };
  const ROW_Q2 = {
    ...ROW_Q1,
    Vraag: 2,
    'P-waarde': 50,
    'Leerlingen (n)': 6,
    'Ja zonder tip (%)': 20,
    'n zonder tip': 5,
    'Ja met tip (%)': null,
    'n met tip': 0,
    'Ja na antwoord (%)': 100,
    'n na antwoord': 1,
    'Gemeten complexiteit': 'Hoog',
    'Wijkt af': 'Ja',
  };
  const ROW_Q3 = {
    ...ROW_Q1,
    Jaar: 2023,
    Tijdvak: 2,
    Opgave: 'Oud',
    Vraag: 4,
    Complexiteit: null,
    'P-waarde': null,
    'Leerlingen (n)': 1,
    'Ja zonder tip (%)': 100,
    'n zonder tip': 1,
    'Ja met tip (%)': null,
    'n met tip': 0,
    'Ja na antwoord (%)': null,
    'n na antwoord': 0,
    'Gemeten complexiteit': null,
    'Wijkt af': null,
  };

  it('is listed, and gives a row per marked question (newest exam first), the unmarked one left out', async () => {
    const list = await clients.author!.json('GET', '/api/admin/custom/');
    expect(list.body).toContainEqual({ title: 'Moeilijkheid gemeten', path: '/admin/overzichten/questions/measured_difficulty', endpoint: '/api/admin/custom/questions/measured_difficulty' });
    const rows = await clients.author!.json('GET', `/api/admin/custom/questions/measured_difficulty?vak=${vak}`);
    expect(rows).toEqual({ status: 200, body: [ROW_Q1, ROW_Q2, ROW_Q3] });
  });

  it('filters by year and term', async () => {
    expect((await clients.admin!.json('GET', `/api/admin/custom/questions/measured_difficulty?vak=${vak}&jaar=2023`)).body).toEqual([ROW_Q3]);
    expect((await clients.admin!.json('GET', `/api/admin/custom/questions/measured_difficulty?vak=${vak}&tijdvak=1`)).body).toEqual([ROW_Q1, ROW_Q2]);
  });

  it('downloads as CSV with the Dutch labels', async () => {
    const file = await downloaded(clients.author!, `/api/admin/custom/questions/measured_difficulty.csv?vak=${vak}&jaar=2024`);
    expect(file.status).toBe(200);
    const text = new TextDecoder().decode(file.data.slice(3));
    expect(parse(text, { delimiter: ';' })).toEqual([
      Object.keys(ROW_Q1),
      ['Moeilijkheidkunde', 'Havo', '2024', '1', 'Hellingen', '1', 'Laag', '80', '9', '80', '5', '67', '3', '50', '2', 'Laag', ''],
      ['Moeilijkheidkunde', 'Havo', '2024', '1', 'Hellingen', '2', 'Laag', '50', '6', '20', '5', '', '0', '100', '1', 'Hoog', 'Ja'],
    ]);
  });

  it.each([
    ['docent', 403],
    ['leerling', 403],
    ['anonymous', 401],
  ] as const)('REST: %s gets %i', async (role, status) => {
    for (const path of ['/api/admin/custom/questions/measured_difficulty', '/api/admin/custom/questions/measured_difficulty.csv']) {
      expect([path, (await clients[role]!.get(path)).status]).toEqual([path, status]);
    }
  });
});
