// Formulas that students would not see drawn are refused (issue 45, 'what students will see, while typing'): the check
// itself on literal texts (KaTeX's own reasons, the formula's number in reading order, a `$$` left without its partner),
// and the back-office's saves — the topic's introduction in GraphQL and REST, the exam's introduction and notes, the
// formula sheet — each refused with the same Dutch sentence, changing nothing and writing no audit entry.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { renderToString } from 'katex';
import { createIdCodec } from '../../server/app/ids.ts';
import { markupIssue } from '../../server/domain/content/markupCheck.ts';
import { formulaProblems } from '../../shared/markup/check.ts';
import type { HttpClient } from '../setup/client.ts';
import { signedInClient } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';

describe('markupIssue', () => {
  it.each([
    ['a fraction', '$$\\frac{1}{2}$$'],
    ['text without formulas', 'Een blok glijdt **zonder wrijving** van de helling. ![figuur](figuur1.svg)'],
    ['nothing', ''],
    ['formulas in a paragraph, a display line and a table', 'Gebruik $$v = \\frac{s}{t}$$:\n\n$$E = P \\cdot t$$\n\n| grootheid | formule |\n|---|---|\n| arbeid | $$W = F \\cdot s$$ |'],
    ['a lone dollar sign', 'Dat kost $5.'],
  ])('passes %s', (_name, text) => {
    expect(markupIssue(text)).toBeNull();
  });

  it('passes null', () => {
    expect(markupIssue(null)).toBeNull();
  });

  it('refuses a formula KaTeX cannot read, with its number and KaTeX’s reason', () => {
    expect(markupIssue('$$\\frac{1}{$$')).toEqual({ code: 'formula', index: 1, detail: "Unexpected end of input in a macro argument, expected '}'" });
    expect(markupIssue('De snelheid $$v = \\frac{s}{t}$$ en de energie $$E = mc^$$.')).toEqual({ code: 'formula', index: 2, detail: "Expected group after '^'" });
    expect(markupIssue('$$x$$\n\n$$\\sqrt{2gh}$$\n\n$$\\wortel{2}$$')).toEqual({ code: 'formula', index: 3, detail: 'Undefined control sequence: \\wortel' });
  });

  it('counts formulas in reading order through bold and table cells', () => {
    expect(markupIssue('**Let op: $$a^2$$** en dan\n\n| a | b |\n|---|---|\n| $$x$$ | $$\\left( x$$ |')).toEqual({ code: 'formula', index: 3, detail: "Expected '\\right', got 'EOF'" });
  });

  it('refuses a $$ without its partner and an empty formula, numbered as the formula it was meant to be', () => {
    expect(markupIssue('Eerst $$x$$, dan $$y')).toEqual({ code: 'unclosedFormula', index: 2 });
    // A formula cannot span a blank line: both halves stay text.
    expect(markupIssue('$$a\n\nb$$')).toEqual({ code: 'unclosedFormula', index: 1 });
    expect(markupIssue('Leeg: $$ $$ en $$x$$')).toEqual({ code: 'emptyFormula', index: 1 });
  });

  it('places each problem in the text (what the editor selects)', () => {
    const text = 'Zie $$x^$$ en $$y$$ en $$z';
    expect(formulaProblems(text, renderToString).map(({ issue, tex, start, end }) => [issue.code, issue.index, tex, start, end])).toEqual([
      ['formula', 1, 'x^', 4, 10],
      ['unclosedFormula', 3, null, 23, 25],
    ]);
  });
});

describe('the back-office refuses a formula that cannot be read', () => {
  let server: TestServer;
  let author: HttpClient;
  const db = () => server.db.prisma;
  const ids = () => createIdCodec(server.config.idSecret);
  let stream = 0;
  let exam = 0;
  let topic = 0;

  const BROKEN = 'Bereken $$\\frac{1}{2}$$ en $$\\frac{1}{$$.';
  const MESSAGE = "Formule 2 kan niet worden gelezen: Unexpected end of input in a macro argument, expected '}'";

  beforeAll(async () => {
    server = await startTestServer();
    const level = await db().level.findUniqueOrThrow({ where: { slug: 'havo' } });
    const course = await db().course.create({ data: { name: 'Formulekunde', slug: 'formulekunde' } });
    stream = (await db().stream.create({ data: { slug: 'formulekunde-havo', courseId: course.id, levelId: level.id, formulaSheet: 'oud $$F = m a$$' } })).id;
    exam = (await db().exam.create({ data: { streamId: stream, year: 2031, term: 1, status: 'concept', introduction: 'Oude inleiding', notes: 'Oude notities' } })).id;
    topic = (await db().topic.create({ data: { examId: exam, name: 'Hefboom', introduction: 'Oude introductie', position: 1 } })).id;
    author = await signedInClient(server, 'auteur@vraagwerk.nl');
  });
  afterAll(async () => {
    await server.close();
  });

  const gid = (type: string, id: number) => encodeGlobalID(type, String(id));
  const auditCount = () =>
    db().auditEntry.count({
      where: {
        OR: [
          { auditableType: 'topic', auditableId: topic },
          { auditableType: 'exam', auditableId: exam },
          { auditableType: 'stream', auditableId: stream },
        ],
      },
    });
  type Result = { __typename: string; fieldErrors?: { field: string; messages: string[] }[] };
  type Answer = { updateTopic: Result; updateExam: Result; saveFormulaSheet: Result };
  const RESULT = '__typename ... on ValidationError { fieldErrors { field messages } }';

  it('in GraphQL updateTopic, changing nothing', async () => {
    const answer = await author.graphql<Answer>(`mutation ($id: ID!, $name: String, $introduction: String) { updateTopic(id: $id, name: $name, introduction: $introduction) { ${RESULT} } }`, {
      id: gid('Topic', topic),
      name: 'Hefboom 2',
      introduction: BROKEN,
    });
    expect(answer.data!.updateTopic).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'introduction', messages: [MESSAGE] }] });
    expect(await db().topic.findUniqueOrThrow({ where: { id: topic }, select: { name: true, introduction: true, version: true } })).toEqual({
      name: 'Hefboom',
      introduction: 'Oude introductie',
      version: 1,
    });
    expect(await auditCount()).toBe(0);
  });

  it('in REST PUT /api/admin/topics/{topic}, changing nothing', async () => {
    const answer = await author.json<{ errors: Record<string, string[]> }>('PUT', `/api/admin/topics/${ids().encode(topic)}`, { name: 'Hefboom 3', introduction: BROKEN });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ introduction: [MESSAGE] });
    expect(await db().topic.findUniqueOrThrow({ where: { id: topic }, select: { name: true, introduction: true } })).toEqual({ name: 'Hefboom', introduction: 'Oude introductie' });
    expect(await auditCount()).toBe(0);
  });

  it('in REST POST /api/admin/exams/{exam}/topics, making no topic', async () => {
    const answer = await author.json<{ errors: Record<string, string[]> }>('POST', `/api/admin/exams/${ids().encode(exam)}/topics`, { name: 'Katrol', introduction: 'Zonder einde $$x' });
    expect([answer.status, answer.body.errors]).toEqual([422, { introduction: ['Formule 1 is niet afgesloten: zet er $$ achter (of haal de $$ weg).'] }]);
    expect(await db().topic.count({ where: { examId: exam } })).toBe(1);
  });

  it('in the exam’s introduction and notes', async () => {
    const answer = await author.graphql<Answer>(`mutation ($id: ID!, $introduction: String, $notes: String) { updateExam(id: $id, introduction: $introduction, notes: $notes) { ${RESULT} } }`, {
      id: gid('Exam', exam),
      introduction: 'Goed: $$\\sqrt{2}$$',
      notes: 'Leeg: $$ $$',
    });
    expect(answer.data!.updateExam).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'notes', messages: ['Formule 1 is leeg: zet de formule tussen de $$ (of haal de $$ weg).'] }] });
    const rest = await author.json<{ errors: Record<string, string[]> }>('PUT', `/api/admin/exams/${ids().encode(exam)}`, {
      stream_id: ids().encode(stream),
      year: 2031,
      term: 1,
      introduction: BROKEN,
    });
    expect([rest.status, rest.body.errors]).toEqual([422, { introduction: [MESSAGE] }]);
    expect(await db().exam.findUniqueOrThrow({ where: { id: exam }, select: { introduction: true, notes: true } })).toEqual({ introduction: 'Oude inleiding', notes: 'Oude notities' });
    expect(await auditCount()).toBe(0);
  });

  it('in the formula sheet, GraphQL and REST', async () => {
    const answer = await author.graphql<Answer>(`mutation ($streamId: ID!, $formulaSheet: String) { saveFormulaSheet(streamId: $streamId, formulaSheet: $formulaSheet) { ${RESULT} } }`, {
      streamId: gid('Stream', stream),
      formulaSheet: BROKEN,
    });
    expect(answer.data!.saveFormulaSheet).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'formulaSheet', messages: [MESSAGE] }] });
    const rest = await author.json<{ errors: Record<string, string[]> }>('PUT', `/api/admin/courses/${ids().encode(stream)}`, { formuleblad: BROKEN });
    expect([rest.status, rest.body.errors]).toEqual([422, { formuleblad: [MESSAGE] }]);
    expect((await db().stream.findUniqueOrThrow({ where: { id: stream }, select: { formulaSheet: true } })).formulaSheet).toBe('oud $$F = m a$$');
    expect(await auditCount()).toBe(0);
  });

  it('and saves the text once the formula is mended', async () => {
    const answer = await author.graphql<Answer>(`mutation ($id: ID!, $introduction: String) { updateTopic(id: $id, introduction: $introduction) { __typename } }`, {
      id: gid('Topic', topic),
      introduction: 'Bereken $$\\frac{1}{2}$$ en $$\\frac{1}{3}$$.',
    });
    expect(answer.data!.updateTopic.__typename).toBe('UpdateTopicSuccess');
    expect((await db().topic.findUniqueOrThrow({ where: { id: topic }, select: { introduction: true } })).introduction).toBe('Bereken $$\\frac{1}{2}$$ en $$\\frac{1}{3}$$.');
  });
});
