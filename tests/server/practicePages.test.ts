// Self-practice over GraphQL (document 2 §2.5-§2.6; issue 10) on the demo content of natuurkunde havo: the practice
// sets per onderwerp with their questions as a student practises them, the chapter filter, the whole exams per year
// and term with the estimated grade, one topic to practise, questions a teacher hid from self-practice missing until
// the date, the sets teachers shared ('Selectie vanuit docent'), and every refusal in the spec's words. The server's
// clock starts at TEST_NOW (Tuesday 10 March 2026, 10:00 UTC) and is moved by the hiding test only. Every expected
// value is written out by hand from the demo content (prisma/seed/content/natuurkunde-havo) and the CvTE formula
// C = 9·S/L + N with its boundary relations (server/domain/practice/grade.ts).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createIdCodec } from '../../server/app/ids.ts';
import { createSetFixture, createSeat, createUser, signedInClient, streamIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { movableClock, practisingStudent, schoolWithGroups } from '../setup/practice.ts';
import type { HttpClient } from '../setup/client.ts';

const time = movableClock();
const onDay = time.onDay;

let server: TestServer;
const db = () => server.db.prisma;
const u = (id: number) => createIdCodec(server.config.idSecret).encode(id);

let nat: number;
let schei: number;
let nask: number;

beforeAll(async () => {
  server = await startTestServer({}, { clock: time.clock });
  nat = await streamIdOf(db(), 'natuurkunde-havo');
  schei = await streamIdOf(db(), 'scheikunde-havo');
  nask = await streamIdOf(db(), 'nask1-vmbo');
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  time.reset();
});

// ── Fixtures ──

const school = (groups?: string[]) => schoolWithGroups(db(), groups);

/** A practising student (tests/setup/practice.ts) of natuurkunde havo unless said otherwise; signed in. */
async function student(streams: number[] = [nat], seat?: { licenseId: number; groupIds: number[] }) {
  return practisingStudent(server, streams, seat);
}

async function questionId(topic: string, number: number): Promise<number> {
  return (await db().question.findFirstOrThrow({ where: { topic: { name: topic, exam: { streamId: nat } }, number }, select: { id: true } })).id;
}

/** Saved scores straight in the database: the newest, finished ('Bekijk je punten') unless said otherwise. */
async function seedScores(userId: number, topic: string, scored: Record<number, number>, finished = true) {
  for (const [number, points] of Object.entries(scored)) {
    await db().score.create({
      data: {
        userId,
        questionId: await questionId(topic, Number(number)),
        streamId: nat,
        clientUpdatedAt: '2026-03-09T12:00:00.000Z',
        scoredPoints: points,
        totalPoints: points,
        hasCompletedScoreFlow: finished,
        sections: [],
      },
    });
  }
}

async function gql<T>(client: HttpClient, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await client.graphql<T>(query, variables);
  expect(response.errors).toBeUndefined();
  return response.data!;
}

const QUESTION = `question { number points topic { name exam { year term } } }`;

interface Q {
  question: { number: number; points: number; topic: { name: string; exam: { year: number; term: number } } };
}
const label = (q: Q) => `${q.question.topic.exam.year}-${q.question.topic.exam.term} ${q.question.topic.name} ${q.question.number}`;

type PracticeAnswer<T> = { stream: { practice: ({ __typename: 'Practice' } & T) | { __typename: string; message: string } } };

async function practice<T>(client: HttpClient, selection: string, streamId = nat, variables: Record<string, unknown> = {}, args = ''): Promise<T> {
  const data = await gql<PracticeAnswer<T>>(
    client,
    `query Practice($stream: String!${args}) { stream(urlId: $stream) { practice { __typename ... on Practice { ${selection} } ... on Error { message } } } }`,
    { stream: u(streamId), ...variables },
  );
  expect(data.stream.practice.__typename).toBe('Practice');
  return data.stream.practice as T;
}

interface SetsAnswer {
  sets: { name: string; type: string; children: { name: string; type: string; questions: Q[] }[] }[];
}

async function sets(client: HttpClient, chapterUrlId?: string): Promise<SetsAnswer['sets']> {
  const answer = await practice<SetsAnswer>(
    client,
    `sets(chapterUrlId: $chapter) { name type children { name type questions { ${QUESTION} } } }`,
    nat,
    { chapter: chapterUrlId ?? null },
    ', $chapter: String',
  );
  return answer.sets;
}

async function chapterUrlId(methodology: string, name: string): Promise<string> {
  const chapter = await db().chapter.findFirstOrThrow({ where: { streamId: nat, name, methodology: { name: methodology } }, select: { id: true } });
  return u(chapter.id);
}

const GELUID = [
  '2018-2 Festival in de polder 9',
  '2018-2 Festival in de polder 11',
  '2021-1 Walvisgeluid 11',
  '2021-1 Walvisgeluid 12',
  '2021-1 Walvisgeluid 13',
  '2021-2 Echolood op een vissersboot 17',
  '2022-2 Bladblazer 6',
  '2022-2 Bladblazer 8',
  '2023-2 Luidspreker 15',
  '2023-2 Luidspreker 16',
];

// ── Per onderwerp ──

describe('Stream.practice.sets: the practice sets per onderwerp', () => {
  let client: HttpClient;
  beforeAll(async () => {
    client = (await student()).client;
  });

  it('answers the sets with their children and questions in order', async () => {
    const answer = await sets(client);
    expect(answer.map((s) => [s.name, s.type, s.children.map((c) => `${c.type} ${c.name} (${c.questions.length})`)])).toEqual([
      ['Vaardigheden', 'oefenset', ['basisvaardigheid Modelleren (2)', 'gecombineerde-opgaven Gecombineerde opgaven vaardigheden (2)']],
      [
        'Golven',
        'oefenset',
        [
          'basisvaardigheid Trillingen en golven (10)',
          'basisvaardigheid Geluid (10)',
          'basisvaardigheid Informatieoverdracht (3)',
          'basisvaardigheid Medische beeldvorming (6)',
          'gecombineerde-opgaven Gecombineerde opgaven golven (12)',
        ],
      ],
      [
        'Beweging en wisselwerking',
        'oefenset',
        [
          'basisvaardigheid Kracht en beweging (12)',
          'basisvaardigheid Energie en arbeid (12)',
          'basisvaardigheid Momenten en evenwicht (3)',
          'gecombineerde-opgaven Gecombineerde opgaven beweging en wisselwerking (12)',
        ],
      ],
      [
        'Lading en veld',
        'oefenset',
        [
          'basisvaardigheid Elektrische schakelingen (11)',
          'basisvaardigheid Elektrisch vermogen en energie (12)',
          'basisvaardigheid Elektromagnetisme (5)',
          'gecombineerde-opgaven Gecombineerde opgaven lading en veld (12)',
        ],
      ],
      [
        'Straling en materie',
        'oefenset',
        [
          'basisvaardigheid Stoffen en materialen (6)',
          'basisvaardigheid Ioniserende straling (12)',
          'basisvaardigheid Kernprocessen (12)',
          'gecombineerde-opgaven Gecombineerde opgaven straling en materie (12)',
        ],
      ],
    ]);
    expect(answer[1]!.children[1]!.questions.map(label)).toEqual(GELUID);
  });

  it('gives each question with its tips and marking scheme for practising, where the exam shows its answers', async () => {
    const answer = await practice<{
      sets: { name: string; children: { name: string; questions: { question: { number: number; topic: { name: string } }; answers: { sections: { points: number }[] }[] }[] }[] }[];
    }>(client, 'sets { name children { name questions { question { number topic { name } } answers { sections { points } } } } }');
    const kracht = answer.sets.find((s) => s.name === 'Beweging en wisselwerking')!.children.find((c) => c.name === 'Kracht en beweging')!;
    // Skeeleren op de dijk 1 (2017 1e tijdvak): one strategy of three steps of 1 point.
    expect(kracht.questions[0]).toEqual({ question: { number: 1, topic: { name: 'Skeeleren op de dijk' } }, answers: [{ sections: [{ points: 1 }, { points: 1 }, { points: 1 }] }] });
  });

  it('loads the questions of every set in a fixed number of statements', async () => {
    const statements: string[] = [];
    const counting = await startTestServer({}, { clock: time.clock, onQuery: (sql) => statements.push(sql) });
    try {
      // The demo student (Havo 4, natuurkunde havo).
      const pupil = await signedInClient(counting, 'leerling@vraagwerk.nl');
      const query = `query Sets($stream: String!) { stream(urlId: $stream) { practice { ... on Practice { sets { name children { name questions { ${QUESTION} tips { text } answers { name sections { points tips { text } } } } } } } } } }`;
      statements.length = 0;
      const response = await pupil.graphql<{ stream: { practice: { sets: unknown[] } } }>(query, { stream: u(nat) });
      expect(response.data?.stream.practice.sets).toHaveLength(5);
      // 5 sets of 19 parts holding 166 questions with their tips and strategies: one statement for all the questions
      // (8 in all today, the session and the viewer's access included), not one per set or part.
      expect(statements.filter((sql) => /FROM "public"\."questions"/.test(sql))).toHaveLength(1);
      expect(statements.length).toBeLessThanOrEqual(10);
    } finally {
      await counting.close();
    }
  });

  it("offers the chapter filter without 'Examentraining', and filters the sets by a chapter with its paragraphs", async () => {
    const options = await practice<{ chapterOptions: { name: string; chapters: { name: string; title: string; children: { name: string }[] }[] }[] }>(
      client,
      'chapterOptions { name chapters { name title children { name } } }',
    );
    expect(options.chapterOptions.map((m) => [m.name, m.chapters.map((c) => `${c.name} ${c.title}`)])).toEqual([
      [
        'Newton',
        [
          'H1 Materialen en warmte',
          'H2 Elektrische systemen',
          'H3 Beweging en kracht',
          'H4 Evenwicht',
          'H5 Energie en arbeid',
          'H6 Golven en geluid',
          'H7 Straling en gezondheid',
          'H8 Elektromagnetisme',
        ],
      ],
      [
        'Nova',
        ['H1 Beweging', 'H2 Elektrische schakelingen', 'H3 Krachten', 'H4 Energie', 'H5 Trillingen en golven', 'H6 Materialen', 'H7 Straling', 'H8 Elektromagnetisme', 'H9 Onderzoek en modelleren'],
      ],
    ]);

    // Newton H4 'Evenwicht' (paragraphs H4.1 and H4.2): six questions in three parts of one set.
    const evenwicht = await sets(client, await chapterUrlId('Newton', 'H4'));
    expect(evenwicht.map((s) => [s.name, s.children.map((c) => `${c.name}: ${c.questions.map(label).join(', ')}`)])).toEqual([
      [
        'Beweging en wisselwerking',
        [
          'Kracht en beweging: 2017-2 Kitesurfen 1, 2017-2 Kitesurfen 2',
          'Momenten en evenwicht: 2018-1 Torenkraan 1, 2018-1 Torenkraan 2, 2023-2 Ophaalbrug 1',
          'Gecombineerde opgaven beweging en wisselwerking: 2022-1 Schansspringen 3',
        ],
      ],
    ]);
    const onderzoek = await sets(client, await chapterUrlId('Nova', 'H9'));
    expect(onderzoek.map((s) => [s.name, s.children.map((c) => `${c.name}: ${c.questions.map(label).join(', ')}`)])).toEqual([
      ['Vaardigheden', ['Gecombineerde opgaven vaardigheden: 2018-1 Broedmachine 8, 2018-2 Parachutesprong 4']],
    ]);
    // A chapter of another stream, or no chapter at all: nothing ('Geen oefenset gevonden').
    const other = await db().chapter.findFirstOrThrow({ where: { streamId: nask }, select: { id: true } });
    expect(await sets(client, u(other.id))).toEqual([]);
    expect(await sets(client, 'nonsense')).toEqual([]);
  });
});

// ── Hele examens ──

interface ExamsAnswer {
  exams: {
    year: number;
    terms: {
      term: number;
      exams: {
        name: string;
        nTerm: number | null;
        questionCount: number;
        maxScore: number;
        scoredCount: number;
        scoredPoints: number;
        topics: { name: string; position: number; questions: { question: { number: number } }[] }[];
        estimatedGrade: { grade: number; score: number; maxScore: number; nTerm: number; nextGrade: number | null; pointsToNextGrade: number | null } | null;
      }[];
    }[];
  }[];
}

const EXAMS = `exams { year terms { term exams { name nTerm questionCount maxScore scoredCount scoredPoints topics { name position questions { question { number } } }
  estimatedGrade { grade score maxScore nTerm nextGrade pointsToNextGrade } } } }`;

async function exam(client: HttpClient, year: number, term: number) {
  const answer = await practice<ExamsAnswer>(client, EXAMS);
  return answer.exams.find((y) => y.year === year)!.terms.find((t) => t.term === term)!.exams[0]!;
}

describe('Stream.practice.exams: the whole exams per year and term, and the estimated grade', () => {
  it('groups the exams per year (newest first) and term, each with its topics and N-term', async () => {
    const { client } = await student();
    const answer = await practice<ExamsAnswer>(client, EXAMS);
    expect(answer.exams.map((y) => `${y.year}: ${y.terms.map((t) => `${t.term} (${t.exams.map((e) => `${e.name}, N ${e.nTerm}`).join('; ')})`).join(' ')}`)).toEqual([
      '2024: 1 (2024 1e tijdvak, N 0.8)',
      '2023: 1 (2023 1e tijdvak, N 1) 2 (2023 2e tijdvak, N 1.3)',
      '2022: 1 (2022 1e tijdvak, N 0.9) 2 (2022 2e tijdvak, N 1.2)',
      '2021: 1 (2021 1e tijdvak, N 1.4) 2 (2021 2e tijdvak, N 1.1)',
      '2019: 1 (2019 1e tijdvak, N 1) 2 (2019 2e tijdvak, N 1.3)',
      '2018: 1 (2018 1e tijdvak, N 0.9) 2 (2018 2e tijdvak, N 1.1)',
      '2017: 1 (2017 1e tijdvak, N 1)',
    ]);
    const first2017 = answer.exams.at(-1)!.terms[0]!.exams[0]!;
    expect(first2017.topics.map((t) => `${t.position} ${t.name}: ${t.questions.map((q) => q.question.number).join(' ')}`)).toEqual([
      '1 Skeeleren op de dijk: 1 2 3 4',
      '2 Waterkoker: 5 6 7 8',
      '3 Echoscopie: 9 10 11 12',
      '4 Radon in de kelder: 13 14 15 16',
    ]);
    // Points 3 3 4 2 | 3 4 2 3 | 2 3 2 1 | 3 3 4 2: L = 44.
    expect(first2017).toMatchObject({ questionCount: 16, maxScore: 44, scoredCount: 0, scoredPoints: 0, estimatedGrade: null });
  });

  it('estimates the grade only once every question is scored: 28 of 44 with N = 1,0 is 6,7, 2 points short of a 7', async () => {
    const pupil = await student();
    // All but question 12 (Echoscopie, one step of 1 point): 27 points.
    await seedScores(pupil.id, 'Skeeleren op de dijk', { 1: 3, 2: 2, 3: 4, 4: 0 });
    await seedScores(pupil.id, 'Waterkoker', { 5: 3, 6: 2, 7: 2, 8: 1 });
    await seedScores(pupil.id, 'Echoscopie', { 9: 2, 10: 3, 11: 0 });
    await seedScores(pupil.id, 'Radon in de kelder', { 13: 1, 14: 2, 15: 2, 16: 0 });
    expect(await exam(pupil.client, 2017, 1)).toMatchObject({ questionCount: 16, maxScore: 44, scoredCount: 15, scoredPoints: 27, estimatedGrade: null });

    // Question 12 begun but not finished ('Bekijk je punten' not pressed): still no grade.
    await seedScores(pupil.id, 'Echoscopie', { 12: 0 }, false);
    expect(await exam(pupil.client, 2017, 1)).toMatchObject({ scoredCount: 15, estimatedGrade: null });

    // The student marks question 12's one step correct and asks for the points.
    const q12 = await db().question.findUniqueOrThrow({
      where: { id: await questionId('Echoscopie', 12) },
      select: { id: true, answers: { where: { status: 'published' }, select: { sections: { select: { id: true } } } } },
    });
    expect(q12.answers).toHaveLength(1);
    const saved = await gql<{ saveScore: { __typename: string; score: { scoredPoints: number } } }>(
      pupil.client,
      `mutation Save($stream: ID!, $question: ID!, $sections: [SectionMarkInput!]!) {
        saveScore(streamId: $stream, questionId: $question, updatedAt: "2026-03-10T09:59:00.000Z", hasCompletedScoreFlow: true, sections: $sections) {
          __typename ... on SaveScoreSuccess { score { scoredPoints } }
        }
      }`,
      {
        stream: encodeGlobalID('Stream', nat),
        question: encodeGlobalID('Question', q12.id),
        sections: [{ sectionId: encodeGlobalID('AnswerSection', q12.answers[0]!.sections[0]!.id), isCorrect: true }],
      },
    );
    expect(saved.saveScore).toEqual({ __typename: 'SaveScoreSuccess', score: { scoredPoints: 1 } });
    // S = 28, L = 44, N = 1,0 (no boundary relations): 9 × 28/44 + 1 = 6,727… → 6,7. A 7 needs 6,95: 9 × 29/44 + 1 =
    // 6,93 is not enough, 9 × 30/44 + 1 = 7,14 is: 2 more points.
    expect(await exam(pupil.client, 2017, 1)).toMatchObject({
      scoredCount: 16,
      scoredPoints: 28,
      estimatedGrade: { grade: 6.7, score: 28, maxScore: 44, nTerm: 1, nextGrade: 7, pointsToNextGrade: 2 },
    });
  });

  it('applies the boundary relation near the top (N = 1,4): 41 of 42 is 9,9, and 42 is 10,0 with no next grade', async () => {
    const pupil = await student();
    // 2021 1e tijdvak, points 3 3 2 4 1 | 2 3 3 2 2 | 3 2 1 3 | 3 3 2: L = 42. Everything but one point of question 1.
    await seedScores(pupil.id, 'Noodstop met een vrachtwagen', { 1: 2, 2: 3, 3: 2, 4: 4, 5: 1 });
    await seedScores(pupil.id, 'Windpark en hoogspanning', { 6: 2, 7: 3, 8: 3, 9: 2, 10: 2 });
    await seedScores(pupil.id, 'Walvisgeluid', { 11: 3, 12: 2, 13: 1, 14: 3 });
    await seedScores(pupil.id, 'Vloerverwarming', { 15: 3, 16: 3, 17: 2 });
    // 9 × 41/42 + 1,4 = 10,19, above (2b) 10 − 1 × 9/42 × 0,5 = 9,893 → 9,9; a 10 needs all 42.
    expect((await exam(pupil.client, 2021, 1)).estimatedGrade).toEqual({ grade: 9.9, score: 41, maxScore: 42, nTerm: 1.4, nextGrade: 10, pointsToNextGrade: 1 });
    await db().score.updateMany({ where: { userId: pupil.id, questionId: await questionId('Noodstop met een vrachtwagen', 1) }, data: { scoredPoints: 3 } });
    expect((await exam(pupil.client, 2021, 1)).estimatedGrade).toEqual({ grade: 10, score: 42, maxScore: 42, nTerm: 1.4, nextGrade: null, pointsToNextGrade: null });
  });
});

// ── One topic ──

const TOPIC = `query Topic($topic: String!) {
  practiceTopic(urlId: $topic) {
    __typename
    ... on PracticeTopic { topic { name exam { year term } } stream { slug } questions { question { number } } }
    ... on Error { message }
  }
}`;

interface TopicAnswer {
  practiceTopic: { __typename: string; message?: string; topic?: { name: string; exam: { year: number; term: number } }; stream?: { slug: string }; questions?: { question: { number: number } }[] };
}

async function topicId(name: string, streamId = nat): Promise<number> {
  return (await db().topic.findFirstOrThrow({ where: { name, exam: { streamId } }, select: { id: true } })).id;
}

describe('Query.practiceTopic: one topic to practise', () => {
  it('answers the topic with its questions in number order and its stream', async () => {
    const { client } = await student();
    const answer = await gql<TopicAnswer>(client, TOPIC, { topic: u(await topicId('Walvisgeluid')) });
    expect(answer.practiceTopic).toEqual({
      __typename: 'PracticeTopic',
      topic: { name: 'Walvisgeluid', exam: { year: 2021, term: 1 } },
      stream: { slug: 'natuurkunde-havo' },
      questions: [{ question: { number: 11 } }, { question: { number: 12 } }, { question: { number: 13 } }, { question: { number: 14 } }],
    });
  });

  it('does not find an unknown topic, nor one of a concept exam for a student; refuses a stream without the grant', async () => {
    const { client } = await student();
    expect((await gql<TopicAnswer>(client, TOPIC, { topic: 'nonsense' })).practiceTopic).toEqual({ __typename: 'NotFoundError', message: 'Niet gevonden.' });
    const concept = await db().topic.findFirstOrThrow({ where: { exam: { streamId: nat, status: 'concept' } }, select: { id: true } });
    expect((await gql<TopicAnswer>(client, TOPIC, { topic: u(concept.id) })).practiceTopic).toEqual({ __typename: 'NotFoundError', message: 'Niet gevonden.' });
    const vmbo = await db().topic.findFirstOrThrow({ where: { exam: { streamId: nask, status: 'published' } }, select: { id: true } });
    expect((await gql<TopicAnswer>(client, TOPIC, { topic: u(vmbo.id) })).practiceTopic).toEqual({ __typename: 'ForbiddenError', message: 'NaSk 1 Vmbo GT valt niet onder je licentie.' });
  });
});

// ── Refusals ──

describe('who may practise', () => {
  const refusal = async (client: HttpClient, streamId: number) =>
    (await gql<PracticeAnswer<object>>(client, `query P($stream: String!) { stream(urlId: $stream) { practice { __typename ... on Error { message } } } }`, { stream: u(streamId) })).stream.practice;

  it('refuses a visitor, a student without the stream and a stream whose practice is in concept; staff preview it', async () => {
    expect(await refusal(server.client(), nat)).toEqual({ __typename: 'ForbiddenError', message: 'Log in om zelf te oefenen.' });
    const other = (await student([nask])).client;
    expect(await refusal(other, nat)).toEqual({ __typename: 'ForbiddenError', message: 'Natuurkunde Havo valt niet onder je licentie.' });
    const chemist = (await student([schei])).client;
    expect(await refusal(chemist, schei)).toEqual({ __typename: 'ForbiddenError', message: 'De oefensets van Scheikunde Havo zijn nog niet beschikbaar.' });
    const admin = await signedInClient(server, 'admin@vraagwerk.nl');
    expect(await refusal(admin, schei)).toEqual({ __typename: 'Practice' });
    const chemistry = await db().topic.findFirstOrThrow({ where: { exam: { streamId: schei, status: 'published' } }, select: { id: true } });
    expect((await gql<TopicAnswer>(chemist, TOPIC, { topic: u(chemistry.id) })).practiceTopic).toEqual({
      __typename: 'ForbiddenError',
      message: 'De oefensets van Scheikunde Havo zijn nog niet beschikbaar.',
    });
  });

  it('words the same refusal as Viewer.practiceNotice for the menu and the home cards, null when the student may practise', async () => {
    const notice = async (client: HttpClient) => (await gql<{ viewer: { practiceNotice: string | null } }>(client, `{ viewer { practiceNotice } }`, {})).viewer.practiceNotice;
    expect(await notice(server.client())).toBe('Log in om zelf te oefenen.');
    expect(await notice((await student([schei])).client)).toBe('De oefensets van Scheikunde Havo zijn nog niet beschikbaar.');
    expect(await notice((await student([nat])).client)).toBeNull();
  });
});

// ── Hidden from self-practice; shared with the student ──

describe('a teacher hiding and sharing a set', () => {
  /** A school with groups Havo 5a and 5b, their teacher, and a set of Walvisgeluid 11 and 12; anna in 5a, bram in 5b. */
  async function scene() {
    const licence = await school(['Havo 5a', 'Havo 5b']);
    const [a, b] = licence.groups;
    const teacherUser = await createUser(db(), { role: 'docent', firstName: 'Karin', lastName: 'Docent' });
    await createSeat(db(), {
      licenseId: licence.id,
      userId: teacherUser.id,
      privileges: [
        { action: 'opgavensets samenstellen', objectId: nat },
        { action: 'groepen beheren', objectType: 'group', objectId: a!.id },
        { action: 'groepen beheren', objectType: 'group', objectId: b!.id },
      ],
    });
    const walvis = [await questionId('Walvisgeluid', 11), await questionId('Walvisgeluid', 12)];
    const topic = await topicId('Walvisgeluid');
    const set = await createSetFixture(db(), { ownerId: teacherUser.id, streamId: nat, name: 'Toets geluid', topicOrder: [topic], questionIds: walvis });
    return {
      teacher: await signedInClient(server, teacherUser.email),
      key: set.key,
      groups: { a: a!.id, b: b!.id },
      anna: (await student([nat], { licenseId: licence.id, groupIds: [a!.id] })).client,
      bram: (await student([nat], { licenseId: licence.id, groupIds: [b!.id] })).client,
    };
  }

  const geluid = async (client: HttpClient) =>
    (await sets(client))
      .find((s) => s.name === 'Golven')!
      .children.find((c) => c.name === 'Geluid')!
      .questions.map(label);
  const walvisTopic = async (client: HttpClient) => (await gql<TopicAnswer>(client, TOPIC, { topic: u(await topicId('Walvisgeluid')) })).practiceTopic.questions!.map((q) => q.question.number);
  const walvisInExam = async (client: HttpClient) => {
    const e = await exam(client, 2021, 1);
    return { numbers: e.topics.find((t) => t.name === 'Walvisgeluid')!.questions.map((q) => q.question.number), questionCount: e.questionCount };
  };

  it("leaves the hidden questions out of the sets, the topic and the exam for the group's students until the date", async () => {
    const { teacher, key, groups, anna, bram } = await scene();
    expect(await teacher.json('POST', `/api/collections/${key}/hide/${u(groups.a)}`, { until: '2026-03-20' })).toEqual({ status: 200, body: { status: 'ok', hidden: 2 } });
    const withoutWalvis11and12 = GELUID.filter((q) => q !== '2021-1 Walvisgeluid 11' && q !== '2021-1 Walvisgeluid 12');
    expect(await geluid(anna)).toEqual(withoutWalvis11and12);
    expect(await walvisTopic(anna)).toEqual([13, 14]);
    // The exam still has its 17 questions: a grade needs them all, hidden or not.
    expect(await walvisInExam(anna)).toEqual({ numbers: [13, 14], questionCount: 17 });
    expect(await geluid(bram)).toEqual(GELUID);
    expect(await walvisTopic(bram)).toEqual([11, 12, 13, 14]);
    onDay('2026-03-19');
    expect(await walvisTopic(anna)).toEqual([13, 14]);
    onDay('2026-03-20');
    expect(await geluid(anna)).toEqual(GELUID);
    expect(await walvisTopic(anna)).toEqual([11, 12, 13, 14]);
    expect(await walvisInExam(anna)).toEqual({ numbers: [11, 12, 13, 14], questionCount: 17 });
  });

  const SELECTION = `query { viewer { teacherSelection { key name authorName sharedAt questionCount topicCount stream { slug } } } }`;
  type Selection = { viewer: { teacherSelection: { key: string; name: string; authorName: string; sharedAt: string; questionCount: number; topicCount: number; stream: { slug: string } }[] } };

  it("lists the sets shared with the student's group, or with all the teacher's students, in 'Selectie vanuit docent'", async () => {
    const { teacher, key, groups, anna, bram } = await scene();
    expect((await gql<Selection>(anna, SELECTION)).viewer.teacherSelection).toEqual([]);
    expect((await teacher.json('POST', `/api/collections/${key}/share/${u(groups.a)}`)).status).toBe(200);
    expect((await gql<Selection>(anna, SELECTION)).viewer.teacherSelection).toEqual([
      { key, name: 'Toets geluid', authorName: 'Karin Docent', sharedAt: '2026-03-10T10:00:00.000Z', questionCount: 2, topicCount: 1, stream: { slug: 'natuurkunde-havo' } },
    ]);
    expect((await gql<Selection>(bram, SELECTION)).viewer.teacherSelection).toEqual([]);
    // Shared again a day later with all the teacher's students: bram has it too, and anna's date is the latest share.
    onDay('2026-03-11');
    expect((await teacher.json('POST', `/api/collections/${key}/share`)).status).toBe(200);
    expect((await gql<Selection>(bram, SELECTION)).viewer.teacherSelection.map((s) => [s.name, s.sharedAt])).toEqual([['Toets geluid', '2026-03-11T10:00:00.000Z']]);
    expect((await gql<Selection>(anna, SELECTION)).viewer.teacherSelection.map((s) => [s.name, s.sharedAt])).toEqual([['Toets geluid', '2026-03-11T10:00:00.000Z']]);
    // A teacher has no student seat: nothing.
    expect((await gql<Selection>(teacher, SELECTION)).viewer.teacherSelection).toEqual([]);
  });
});
