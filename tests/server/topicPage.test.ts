// The topic page (/topics/{id}) over GraphQL and REST against the seeded demo content: content and question order,
// dependencies, who sees marking schemes and tips, who may select, concept exams, document 4's shapes, and a page
// costing the same SQL statements for 3 questions as for 30.
import { createIdCodec } from '../../server/app/ids.ts';
import { signedInClient } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import type { HttpClient } from '../setup/client.ts';

let server: TestServer;
let statements: string[] = [];
let counting = false;
beforeAll(async () => {
  server = await startTestServer({}, { onQuery: (sql) => counting && statements.push(sql) });
});
afterAll(async () => {
  await server.close();
});

const db = () => server.db.prisma;
const ids = () => createIdCodec(server.config.idSecret);

/** The urlId of a demo topic, found by its name in a stream. */
async function urlIdOf(name: string, streamSlug: string): Promise<string> {
  const topic = await db().topic.findFirstOrThrow({ where: { name, exam: { stream: { slug: streamSlug } } }, select: { id: true } });
  return ids().encode(topic.id);
}

const clients = new Map<string, HttpClient>();
/** A signed-in client per demo account (null: a visitor), kept for the file. */
async function as(email: string | null): Promise<HttpClient> {
  const key = email ?? 'visitor';
  if (!clients.has(key)) clients.set(key, email ? await signedInClient(server, email) : server.client());
  return clients.get(key)!;
}

interface Attachment {
  name: string;
  url: string;
}
interface PageQuestion {
  id: string;
  number: number;
  points: number;
  questionType: string | null;
  introduction: string | null;
  text: string;
  highlights: string[];
  keywords: { name: string }[];
  domains: { name: string; parent: { name: string } | null }[];
  chapters: { name: string; title: string | null; methodology: string; parent: { name: string; title: string | null } | null }[];
  attachments: Attachment[];
  appendixes: Attachment[];
  dependencies: { number: number; introduction: string | null; attachments: Attachment[]; appendixes: Attachment[] }[];
  tips: { text: string }[];
  answers: { name: string; remark: string | null; sections: { points: number; correction: string | null; text: string | null; tips: { text: string }[] }[] }[];
}
interface Page {
  id: string;
  name: string;
  courseName: string;
  levelName: string;
  position: number;
  introduction: string | null;
  exam: { year: number; term: number; isConcept: boolean; showAnswers: boolean };
  attachments: Attachment[];
  viewerMaySeeAnswers: boolean;
  viewerMaySelect: boolean;
  viewerSelectionNotice: string | null;
  inCart: boolean;
  selectedQuestionIds: string[];
  formulas: { tex: string; display: boolean; html: string | null }[];
  questions: PageQuestion[];
}

const PAGE = `query TopicPage($id: ID!) { topic(id: $id) {
  id name courseName levelName position introduction
  exam { year term isConcept showAnswers }
  attachments { name url }
  viewerMaySeeAnswers viewerMaySelect viewerSelectionNotice inCart selectedQuestionIds
  formulas { tex display html }
  questions {
    id number points questionType introduction text highlights
    keywords { name }
    domains { name parent { name } }
    chapters { name title methodology parent { name title } }
    attachments { name url }
    appendixes { name url }
    dependencies { number introduction attachments { name url } appendixes { name url } }
    tips { text }
    answers { name remark sections { points correction text tips { text } } }
  }
} }`;

async function page(email: string | null, urlId: string): Promise<Page | null> {
  const result = await (await as(email)).graphql<{ topic: Page | null }>(PAGE, { id: urlId });
  expect(result.errors).toBeUndefined();
  return result.data!.topic;
}

const question = (p: Page, number: number) => p.questions.find((q) => q.number === number)!;

const ECHOLOOD = ['Echolood op een vissersboot', 'natuurkunde-havo'] as const;
const TRAM = ['Tram in de binnenstad', 'natuurkunde-havo'] as const;
const CURLING = ['Curling', 'natuurkunde-havo'] as const;
const ZEEHONDEN = ['Zeehonden in de Waddenzee', 'wiskunde-a-havo'] as const;

describe('the topic page over GraphQL', () => {
  // Texts and questions are for a teacher with a grant (the content rule, tests/server/contentRule.test.ts).
  it('shows the topic, its exam, introduction, attachments and its questions in number order', async () => {
    const p = (await page('docent@vraagwerk.nl', await urlIdOf(...ECHOLOOD)))!;
    expect(p).toMatchObject({
      name: 'Echolood op een vissersboot',
      courseName: 'Natuurkunde',
      levelName: 'Havo',
      position: 4,
      exam: { year: 2021, term: 2, isConcept: false, showAnswers: true },
    });
    expect(p.introduction).toMatch(/^Een vissersboot gebruikt een echolood om scholen vis en de zeebodem op te sporen\./);
    expect(p.attachments).toEqual([{ name: 'Figuur 3: een vissersboot met een echolood boven een school vis en de zeebodem', url: expect.stringMatching(/^\/files\/\d+\/figuur3\.svg$/) }]);
    expect(p.questions.map((q) => [q.number, q.questionType, q.points])).toEqual([
      [16, 'Bereken', 2],
      [17, 'Bepaal', 3],
      [18, 'Bepaal', 3],
      [19, 'Leg uit', 2],
    ]);
    expect(question(p, 16).text).toBe('Bereken de golflengte van het ultrasone geluid in het zeewater.');
    expect(question(p, 17).introduction).toMatch(/^Figuur 4 toont het signaal van de ontvanger/);
    expect(question(p, 17).attachments).toEqual([
      { name: 'Figuur 4: het ontvangen signaal: uitgezonden puls bij 0 ms, echo van de vis en echo van de bodem', url: expect.stringMatching(/^\/files\/\d+\/figuur4\.svg$/) },
    ]);
  });

  it("shows each question's features: highlights, keywords, question type, domains with their parent, chapters per method", async () => {
    // The features are part of the public preview.
    const p = (await page(null, await urlIdOf(...ECHOLOOD)))!;
    expect(p.questions.map((q) => q.text)).toEqual([null, null, null, null]);
    const q16 = question(p, 16);
    expect(q16.highlights).toEqual(['golflengte van ultrasoon geluid']);
    expect(q16.keywords.map((k) => k.name)).toEqual(['frequentie', 'geluidssnelheid', 'golflengte']);
    expect(q16.domains).toEqual([{ name: 'Trillingen en golven', parent: { name: 'Golven' } }]);
    expect(q16.chapters).toEqual([
      { name: 'H6.2', title: 'Golven', methodology: 'Newton', parent: { name: 'H6', title: 'Golven en geluid' } },
      { name: 'H5.2', title: 'Lopende golven', methodology: 'Nova', parent: { name: 'H5', title: 'Trillingen en golven' } },
    ]);
    expect(question(p, 18).highlights).toEqual(['maximaal aantal pulsen per seconde', 'diepte van de zee']);
  });

  it("brings in an earlier question's introduction, attachments or appendixes as the dependency's flags say", async () => {
    const echolood = (await page('docent@vraagwerk.nl', await urlIdOf(...ECHOLOOD)))!;
    // 18 builds on 17 with introduction and attachments.
    expect(question(echolood, 18).dependencies).toEqual([
      {
        number: 17,
        introduction: expect.stringMatching(/^Figuur 4 toont het signaal van de ontvanger na het uitzenden van één puls/),
        attachments: [{ name: 'Figuur 4: het ontvangen signaal: uitgezonden puls bij 0 ms, echo van de vis en echo van de bodem', url: expect.stringMatching(/figuur4\.svg$/) }],
        appendixes: [],
      },
    ]);
    // 19 builds on 16 without bringing anything in.
    expect(question(echolood, 19).dependencies).toEqual([{ number: 16, introduction: null, attachments: [], appendixes: [] }]);
    expect(question(echolood, 16).dependencies).toEqual([]);

    // Tram: 4 builds on 3 with its introduction and its appendix (uitwerkbijlage).
    const tram = (await page('docent@vraagwerk.nl', await urlIdOf(...TRAM)))!;
    expect(question(tram, 3).appendixes.map((a) => a.name)).toEqual(['Uitwerkbijlage bij vraag 3: leeg (v,t)-diagram voor de noodstop']);
    expect(question(tram, 4).dependencies).toEqual([
      {
        number: 3,
        introduction: expect.stringMatching(/^De tram rijdt met een snelheid van \$\$14\\ \\text\{m\/s\}\$\$ als de bestuurder/),
        attachments: [],
        appendixes: [{ name: 'Uitwerkbijlage bij vraag 3: leeg (v,t)-diagram voor de noodstop', url: expect.stringMatching(/^\/files\/\d+\/bijlage3\.svg$/) }],
      },
    ]);
    expect(question(tram, 5).dependencies).toEqual([{ number: 1, introduction: null, attachments: [], appendixes: [] }]);
  });

  // [who, topic, sees marking schemes and tips, may select, the notice on the disabled controls]
  const ROLES: [string, string | null, readonly [string, string], boolean, boolean, string | null][] = [
    ['a visitor (the public preview)', null, ECHOLOOD, false, false, 'Natuurkunde Havo valt niet onder je licentie.'],
    ['a student with a practice grant for the stream', 'leerling@vraagwerk.nl', ECHOLOOD, false, false, 'Natuurkunde Havo valt niet onder je licentie.'],
    ['a teacher with a grant for the stream', 'docent@vraagwerk.nl', ECHOLOOD, true, true, null],
    ['a teacher with a trial grant for the stream', 'proef@vraagwerk.nl', ECHOLOOD, true, true, null],
    ['a teacher without a grant for that stream', 'docent@vraagwerk.nl', ZEEHONDEN, false, false, 'Wiskunde A Havo valt niet onder je licentie.'],
    ['a teacher without any licence', 'nieuw@vraagwerk.nl', ECHOLOOD, false, false, 'Natuurkunde Havo valt niet onder je licentie.'],
    ['a participant without a grant', 'deelnemer@vraagwerk.nl', ECHOLOOD, false, false, 'Natuurkunde Havo valt niet onder je licentie.'],
    ['an author', 'auteur@vraagwerk.nl', ZEEHONDEN, true, true, null],
    ['an admin', 'admin@vraagwerk.nl', ECHOLOOD, true, true, null],
  ];

  it.each(ROLES)('shows marking schemes and tips to %s only when the policy allows', async (_who, email, topic, answers, select, notice) => {
    const p = (await page(email, await urlIdOf(...topic)))!;
    expect(p.viewerMaySeeAnswers).toBe(answers);
    expect(p.viewerMaySelect).toBe(select);
    expect(p.viewerSelectionNotice).toBe(notice);
    // Every question of the demo has tips and a marking scheme: all of them or none show, and the questions' texts
    // with them (the content rule).
    expect(p.questions.every((q) => q.answers.length > 0 && q.tips.length > 0)).toBe(answers);
    expect(p.questions.every((q) => q.answers.length === 0 && q.tips.length === 0)).toBe(!answers);
    expect(p.questions.every((q) => q.text !== null)).toBe(answers);
  });

  it('shows a teacher with a grant the whole marking scheme: strategies, steps, remarks and the tips per step', async () => {
    const q17 = question((await page('docent@vraagwerk.nl', await urlIdOf(...ECHOLOOD)))!, 17);
    expect(q17.tips).toEqual([{ text: 'Het geluid legt de afstand naar de vis twee keer af.' }]);
    expect(q17.answers).toEqual([
      {
        name: 'Oplossingsstrategie',
        remark: 'Een antwoord tussen $$17\\ \\text{m}$$ en $$19\\ \\text{m}$$ goed rekenen.',
        sections: [
          { points: 1, correction: 'aflezen van de looptijd van de echo van de vis', text: '$$t = 24\\ \\text{ms}$$', tips: [] },
          { points: 1, correction: 'gebruik van $$s = v \\cdot t$$', text: '$$s = 36{,}5\\ \\text{m}$$', tips: [] },
          {
            points: 1,
            correction: 'inzicht dat de diepte de helft van de afgelegde weg is en completeren',
            text: '$$d = 18\\ \\text{m}$$',
            tips: [{ text: 'Is $$36{,}5\\ \\text{m}$$ de afstand tot de vis, of de afstand heen en terug?' }],
          },
        ],
      },
    ]);
  });

  it('hides a concept exam from everyone but admins and authors', async () => {
    const curling = await urlIdOf(...CURLING);
    expect(await page(null, curling)).toBeNull();
    expect(await page('leerling@vraagwerk.nl', curling)).toBeNull();
    expect(await page('docent@vraagwerk.nl', curling)).toBeNull();
    expect((await page('auteur@vraagwerk.nl', curling))!.exam).toEqual({ year: 2024, term: 2, isConcept: true, showAnswers: true });
    const admin = (await page('admin@vraagwerk.nl', curling))!;
    expect(admin.questions.map((q) => q.number)).toEqual([1, 2, 3, 4, 5]);
    expect(admin.viewerMaySeeAnswers).toBe(true);
  });

  it('keeps the questions of a concept exam out of node lookups too', async () => {
    const q1 = await db().question.findFirstOrThrow({ where: { number: 1, topic: { name: 'Curling' } }, select: { id: true } });
    const id = Buffer.from(`Question:${q1.id}`).toString('base64');
    const lookup = async (email: string) =>
      (await (await as(email)).graphql<{ node: { number: number } | null }>(`query ($id: ID!) { node(id: $id) { ... on Question { number } } }`, { id })).data!.node;
    expect(await lookup('docent@vraagwerk.nl')).toBeNull();
    expect(await lookup('admin@vraagwerk.nl')).toEqual({ number: 1 });
  });

  it("lets no question of a concept exam reach a teacher through the topic's node either", async () => {
    const topic = await db().topic.findFirstOrThrow({ where: { name: 'Curling' }, select: { id: true } });
    const id = Buffer.from(`Topic:${topic.id}`).toString('base64');
    const result = await (
      await as('docent@vraagwerk.nl')
    ).graphql<{ node: { questions: unknown[] } | null }>(`query ($id: ID!) { node(id: $id) { ... on Topic { questions { number answers { name } } } } }`, { id });
    expect(result.errors).toBeUndefined();
    // Hidden as a whole (null), or at least without its questions.
    // node(id:) applies the topic policy: the concept topic is not found at all.
    expect(result.errors).toBeUndefined();
    expect(result.data!.node).toBeNull();
  });

  it('answers null for an id that names no topic', async () => {
    expect(await page(null, 'nonsense')).toBeNull();
    expect(await page(null, ids().encode(99_999_999))).toBeNull();
  });
});

describe("the topic page's formulas, drawn by the server", () => {
  /** A topic whose every text has formulas of its own: a marking scheme's, a dependency's, a repeated and a broken one. */
  async function topicWithFormulas(): Promise<string> {
    const prisma = db();
    const stream = await prisma.stream.findUniqueOrThrow({ where: { slug: 'natuurkunde-havo' }, select: { id: true } });
    const exam = await prisma.exam.create({ data: { streamId: stream.id, year: 2033, term: 2, status: 'published', showAnswers: true } });
    const topic = await prisma.topic.create({
      data: {
        examId: exam.id,
        name: 'Formules op de pagina',
        introduction: 'Een auto rijdt met $$v = 13{,}9\\ \\text{m/s}$$.',
        questions: {
          create: [
            {
              number: 1,
              points: 2,
              introduction: 'Water heeft een dichtheid $$\\rho = 998$$.',
              text: 'Bereken $$E_k$$.',
              answers: {
                create: [
                  { status: 'published' as const, sections: { create: [{ points: 1, correction: 'gebruik van $$E_k = \\tfrac{1}{2} m v^2$$', text: 'uitkomst $$E_k = 4{,}1 \\cdot 10^5$$' }] } },
                ],
              },
            },
            // Brings in the first question's introduction; a broken formula, and the introduction's again.
            { number: 2, points: 1, text: 'Kapot: $$\\frac{1}{$$ en weer $$v = 13{,}9\\ \\text{m/s}$$.' },
          ],
        },
      },
      select: { id: true, questions: { orderBy: { number: 'asc' }, select: { id: true } } },
    });
    await prisma.questionDependency.create({ data: { questionId: topic.questions[1]!.id, dependsOnId: topic.questions[0]!.id, introduction: true, attachments: false, appendixes: false } });
    return ids().encode(topic.id);
  }

  const TEXTS = ['v = 13{,}9\\ \\text{m/s}', '\\rho = 998', 'E_k', '\\frac{1}{'];
  const MARKING_SCHEME = ['E_k = \\tfrac{1}{2} m v^2', 'E_k = 4{,}1 \\cdot 10^5'];

  // The preview shows no texts, so none of their formulas (the topic has no highlights).
  it.each([
    ['a teacher with a grant', 'docent@vraagwerk.nl', [...TEXTS.slice(0, 3), ...MARKING_SCHEME, TEXTS[3]]],
    ['an author', 'auteur@vraagwerk.nl', [...TEXTS.slice(0, 3), ...MARKING_SCHEME, TEXTS[3]]],
    ['a teacher without a grant for the stream', 'deelnemer@vraagwerk.nl', []],
    ['a student', 'leerling@vraagwerk.nl', []],
    ['a visitor', null, []],
  ] as const)('gives %s every formula the page shows them, each once, and none of a marking scheme they may not see', async (_who, email, expected) => {
    const p = (await page(email, await topicWithFormulasOnce()))!;
    expect(p.formulas.map((f) => f.tex)).toEqual(expected);
    // KaTeX's HTML with MathML for screen readers; the broken one without HTML (the page shows its source).
    for (const f of p.formulas) {
      if (f.tex === '\\frac{1}{') expect(f.html).toBeNull();
      else expect(f.html).toMatch(/^<span class="katex">.*<math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML">/s);
    }
    expect(p.formulas.every((f) => f.display === false)).toBe(true);
  });

  let created: Promise<string> | undefined;
  const topicWithFormulasOnce = () => (created ??= topicWithFormulas());
});

describe('GET /api/topics/{topic}', () => {
  const get = async (email: string | null, urlId: string) => (await as(email)).json<Record<string, unknown>>('GET', `/api/topics/${urlId}`);

  it("answers document 4's Topic with exam, stream and questions — a visitor the public preview, without texts", async () => {
    const urlId = await urlIdOf(...ECHOLOOD);
    const { status, body } = await get(null, urlId);
    expect(status).toBe(200);
    // The content rule (tests/server/contentRule.test.ts): the preview has no introduction, figures or texts.
    expect(body).toMatchObject({ introduction: null, attachments: [] });
    const teacher = (await get('docent@vraagwerk.nl', urlId)).body;
    expect(Object.keys(body).sort()).toEqual(['attachments', 'cache', 'complexity', 'exam', 'exam_id', 'has_answers', 'id', 'introduction', 'name', 'popularity', 'position', 'questions']);
    expect(body).toMatchObject({ id: urlId, name: 'Echolood op een vissersboot', position: 4, has_answers: 1 });
    const exam = body.exam as Record<string, unknown>;
    expect(exam).toMatchObject({ status: 'published', year: 2021, term: 2, show_answers: true, is_pilot: false, notes: null });
    expect(exam.stream).toMatchObject({ slug: 'natuurkunde-havo', status: 'published', course: { name: 'Natuurkunde' }, level: { name: 'Havo' } });
    expect(teacher.attachments).toEqual([
      {
        id: expect.stringMatching(/^[A-Za-z0-9]{5,}$/),
        name: 'Figuur 3: een vissersboot met een echolood boven een school vis en de zeebodem',
        url: expect.stringMatching(/^http:\/\/.+\/files\/\d+\/figuur3\.svg$/),
        path: expect.stringMatching(/^files\/\d+\/figuur3\.svg$/),
      },
    ]);
    const questions = body.questions as Record<string, unknown>[];
    expect(questions.map((q) => q.number)).toEqual([16, 17, 18, 19]);
    for (const q of questions) {
      expect(q).toMatchObject({ text: null, introduction: null, attachments: [], appendixes: [], dependencies: [] });
      expect(q).not.toHaveProperty('answers');
      expect(q).not.toHaveProperty('tips');
    }
    const q16 = questions[0]!;
    expect(q16).toMatchObject({ topic_id: urlId, points: 2, time_in_minutes: 2, proportion_value: 76, question_type: { name: 'Bereken' }, highlights: [{ text: 'golflengte van ultrasoon geluid' }] });
    expect((q16.tags as { name: string }[]).map((t) => t.name)).toEqual(['frequentie', 'geluidssnelheid', 'golflengte']);
    expect(q16.domains).toEqual([{ id: expect.any(String), name: 'Trillingen en golven', topics_count: null, parent: { id: expect.any(String), name: 'Golven', topics_count: null }, children: [] }]);
    expect((q16.chapters as { name: string; methodology: { name: string }; parent: { name: string } }[]).map((c) => [c.methodology.name, c.name, c.parent.name])).toEqual([
      ['Newton', 'H6.2', 'H6'],
      ['Nova', 'H5.2', 'H5'],
    ]);
    const q18 = (teacher.questions as Record<string, unknown>[])[2]!;
    expect(q18.dependencies).toEqual([
      {
        id: questions[1]!.id,
        introduction: expect.stringMatching(/^Figuur 4 toont het signaal/),
        attachments: [expect.objectContaining({ name: 'Figuur 4: het ontvangen signaal: uitgezonden puls bij 0 ms, echo van de vis en echo van de bodem' })],
        appendixes: [],
        question_dependency: { introduction: true, attachments: true, appendixes: false },
      },
    ]);
    // Ids are opaque everywhere, the cache's included.
    expect(body.cache).toMatchObject({ course: 'Natuurkunde', level: 'Havo', year: 2021, term: 2, questionCount: 4, totalPoints: 10 });
    expect((body.cache as { questionsId: string[] }).questionsId).toEqual(questions.map((q) => q.id));
  });

  it('adds answers with their steps and tips for a teacher with a grant, never the exam notes', async () => {
    const { status, body } = await get('docent@vraagwerk.nl', await urlIdOf(...ECHOLOOD));
    expect(status).toBe(200);
    expect((body.exam as { notes: unknown }).notes).toBeNull();
    const q17 = (body.questions as Record<string, unknown>[])[1]!;
    expect(q17.tips).toEqual([{ id: expect.any(String), text: 'Het geluid legt de afstand naar de vis twee keer af.', type: 'App\\Models\\Question' }]);
    const [answer] = q17.answers as {
      name: string;
      type: string;
      status: string;
      remark: string;
      scores: unknown;
      question_id: string;
      sections: { points: number; correction: string; tips: unknown[] }[];
    }[];
    expect(answer).toMatchObject({ name: 'Oplossingsstrategie', type: 'correction', status: 'published', question_id: q17.id, scores: null });
    expect(answer!.remark).toBe('Een antwoord tussen $$17\\ \\text{m}$$ en $$19\\ \\text{m}$$ goed rekenen.');
    expect(answer!.sections.map((s) => [s.points, s.correction])).toEqual([
      [1, 'aflezen van de looptijd van de echo van de vis'],
      [1, 'gebruik van $$s = v \\cdot t$$'],
      [1, 'inzicht dat de diepte de helft van de afgelegde weg is en completeren'],
    ]);
    expect(answer!.sections[2]!.tips).toEqual([{ id: expect.any(String), text: 'Is $$36{,}5\\ \\text{m}$$ de afstand tot de vis, of de afstand heen en terug?', type: 'App\\Models\\AnswerSection' }]);
  });

  const REST_ROLES: [string, string, readonly [string, string], boolean][] = [
    ['a student', 'leerling@vraagwerk.nl', ECHOLOOD, false],
    ['a teacher without a grant for the stream', 'docent@vraagwerk.nl', ZEEHONDEN, false],
    ['an author', 'auteur@vraagwerk.nl', ZEEHONDEN, true],
  ];
  it.each(REST_ROLES)('gives answers and tips to %s only when allowed', async (_who, email, topic, allowed) => {
    const { status, body } = await get(email, await urlIdOf(...topic));
    expect(status).toBe(200);
    for (const q of body.questions as Record<string, unknown>[]) {
      expect('answers' in q).toBe(allowed);
      expect('tips' in q).toBe(allowed);
    }
  });

  it('answers 404 for a concept exam unless admin or author, and for ids that name nothing', async () => {
    const curling = await urlIdOf(...CURLING);
    expect((await get(null, curling)).status).toBe(404);
    expect(await get('docent@vraagwerk.nl', curling)).toEqual({ status: 404, body: { message: 'Not Found' } });
    const admin = await get('admin@vraagwerk.nl', curling);
    expect(admin.status).toBe(200);
    expect(admin.body.exam).toMatchObject({ status: 'concept', year: 2024, term: 2 });
    expect((await get(null, ids().encode(99_999_999))).status).toBe(404);
    expect((await get(null, 'x!y')).status).toBe(404);
  });
});

describe('the cost of a topic page', () => {
  /** A published exam in Natuurkunde Havo with a topic of `count` questions, each with every relation the page shows. */
  async function topicWithQuestions(count: number, year: number): Promise<string> {
    const prisma = db();
    const stream = await prisma.stream.findUniqueOrThrow({ where: { slug: 'natuurkunde-havo' }, select: { id: true } });
    const [tag, domain, chapter, type] = await Promise.all([
      prisma.tag.findFirstOrThrow({ where: { streamId: stream.id }, select: { id: true } }),
      prisma.domain.findFirstOrThrow({ where: { streamId: stream.id, parentId: { not: null } }, select: { id: true } }),
      prisma.chapter.findFirstOrThrow({ where: { streamId: stream.id, parentId: { not: null } }, select: { id: true } }),
      prisma.questionType.findFirstOrThrow({ where: { streamId: stream.id }, select: { id: true } }),
    ]);
    const exam = await prisma.exam.create({ data: { streamId: stream.id, year, term: 1, status: 'published', showAnswers: true } });
    const file = await prisma.storedFile.create({ data: { name: 'figuur.svg', mime: 'image/svg+xml', size: 4, sha256: 'x', content: Buffer.from('<svg/>') } });
    const figure = () => ({ create: [{ attachment: { create: { examId: exam.id, fileId: file.id, name: 'Figuur' } } }] });
    const topic = await prisma.topic.create({
      data: {
        examId: exam.id,
        name: `Proefopgave met ${count} vragen`,
        introduction: 'Inleiding',
        attachments: figure(),
        questions: {
          create: Array.from({ length: count }, (_, i) => ({
            number: i + 1,
            points: 2,
            text: `Vraag ${i + 1}`,
            typeId: type.id,
            highlights: { create: [{ text: `kernpunt ${i + 1}` }] },
            tags: { create: [{ tagId: tag.id }] },
            domains: { create: [{ domainId: domain.id }] },
            chapters: { create: [{ chapterId: chapter.id }] },
            tips: { create: [{ text: 'Tip' }] },
            attachments: figure(),
            appendixes: figure(),
            answers: { create: [{ status: 'published' as const, sections: { create: [{ points: 1, correction: 'stap', tips: { create: [{ text: 'staptip' }] } }] } }] },
          })),
        },
      },
      select: { id: true, questions: { orderBy: { number: 'asc' }, select: { id: true } } },
    });
    // Every question after the first builds on the one before it, bringing in everything.
    await prisma.questionDependency.createMany({
      data: topic.questions.slice(1).map((q, i) => ({ questionId: q.id, dependsOnId: topic.questions[i]!.id, introduction: true, attachments: true, appendixes: true })),
    });
    return ids().encode(topic.id);
  }

  async function cost(run: () => Promise<void>): Promise<number> {
    await run(); // the first request of a session may extend it
    statements = [];
    counting = true;
    await run();
    counting = false;
    return statements.length;
  }

  it('is the same number of SQL statements for 3 and for 30 questions, over GraphQL and REST', async () => {
    const three = await topicWithQuestions(3, 2031);
    const thirty = await topicWithQuestions(30, 2032);
    const teacher = await as('docent@vraagwerk.nl');
    const graphql = (urlId: string, n: number) => async () => {
      const result = await teacher.graphql<{ topic: Page }>(PAGE, { id: urlId });
      expect(result.data!.topic.questions).toHaveLength(n);
      expect(result.data!.topic.questions.every((q) => q.answers.length === 1 && q.tips.length === 1)).toBe(true);
      expect(result.data!.topic.questions[n - 1]!.dependencies[0]!.appendixes).toHaveLength(1);
    };
    const rest = (urlId: string, n: number) => async () => {
      const { status, body } = await teacher.json<{ questions: unknown[] }>('GET', `/api/topics/${urlId}`);
      expect(status).toBe(200);
      expect(body.questions).toHaveLength(n);
    };
    const graphqlCost = [await cost(graphql(three, 3)), await cost(graphql(thirty, 30))];
    const restCost = [await cost(rest(three, 3)), await cost(rest(thirty, 30))];
    // GraphQL: the session with the teacher's grants, and the page in one statement. REST: the session with the
    // grants, the topic's stream (for the policy) and the page.
    expect(graphqlCost).toEqual([2, 2]);
    expect(restCost).toEqual([3, 3]);
  });
});
