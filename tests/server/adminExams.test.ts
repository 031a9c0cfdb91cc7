// Exams in the back-office (issue 45): create from PDFs (judged by their bytes), edit with 'no lost edit' versions,
// delete; authors and admins only, in GraphQL and REST (document 4 §13); one audit entry per change with literal
// old and new values and none for a refused one; a status change shows in the teachers' search at once.
//
// Literal expectations: natuurkunde havo's 2019-2 exam is published with the topics Achtbaan, Elektrische auto laden,
// Golfslagbad and Bestraling van specerijen, 2019-1 with Handboogschieten, Zonnepanelen op het schooldak, Aardbevingen in
// Groningen and Het veenlijk (prisma/seed/content/natuurkunde-havo/exams, prisma/seed/importContent.ts examSettings).
import { encodeGlobalID } from '@pothos/plugin-relay';
import * as pdfmakeModule from 'pdfmake';
import { createIdCodec } from '../../server/app/ids.ts';
import { FONT_FILES, FONT_NAME } from '../../server/documents/fonts.ts';
import type { HttpClient } from '../setup/client.ts';
import { createSetFixture, signedInClient, streamIdOf, userIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';

type PdfMake = typeof pdfmakeModule;
const pdfmake: PdfMake = ((pdfmakeModule as unknown as { default?: PdfMake }).default ?? pdfmakeModule) as PdfMake;
pdfmake.setFonts({ [FONT_NAME]: FONT_FILES });
const fontPaths = new Set<string>(Object.values(FONT_FILES));
pdfmake.setLocalAccessPolicy((path) => fontPaths.has(path));
pdfmake.setUrlAccessPolicy(() => false);

let server: TestServer;
const db = () => server.db.prisma;
const ids = () => createIdCodec(server.config.idSecret);
let havo = 0;
let author = 0;
let pdf: Buffer;
const clients: Record<string, HttpClient> = {};
const ROLES = [
  ['admin', 'admin@vraagwerk.nl'],
  ['author', 'auteur@vraagwerk.nl'],
  ['docent', 'docent@vraagwerk.nl'],
  ['leerling', 'leerling@vraagwerk.nl'],
] as const;

beforeAll(async () => {
  server = await startTestServer();
  havo = await streamIdOf(db(), 'natuurkunde-havo');
  author = await userIdOf(db(), 'auteur@vraagwerk.nl');
  for (const [role, email] of ROLES) clients[role] = await signedInClient(server, email);
  clients.anonymous = server.client();
  pdf = Buffer.from(await pdfmake.createPdf({ content: ['Centraal examen natuurkunde havo 2025, tijdvak 1'], defaultStyle: { font: FONT_NAME } }).getBuffer());
});
afterAll(async () => {
  await server.close();
});

const gid = (id: number) => encodeGlobalID('Exam', String(id));

/** POST /api/admin/exams as the web's form sends it. */
async function postExam(client: HttpClient, fields: Record<string, string>, files: { name: string; bytes: Buffer; filename: string; type?: string }[]) {
  if (!client.cookies.has('XSRF-TOKEN')) await client.csrf();
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  files.forEach((file, i) => {
    form.append(`files[${i}][name]`, file.name);
    form.append(`files[${i}][file]`, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.filename);
  });
  const response = await client.request('POST', '/api/admin/exams', form);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined, location: response.headers.get('location') };
}

const examFields = () => ({ stream_id: ids().encode(havo), year: '2025', term: '1', standardization_value: '1.2' });

async function makeExam(year = 2030, term = 1): Promise<number> {
  return (await db().exam.create({ data: { streamId: havo, year, term, status: 'concept' } })).id;
}

const audited = (id: number) =>
  db().auditEntry.findMany({ where: { auditableType: 'exam', auditableId: id }, orderBy: { id: 'asc' }, select: { userId: true, event: true, oldValues: true, newValues: true } });

const UPDATE = `mutation ($id: ID!, $version: Int, $status: ExamEditableStatus, $year: Int, $term: Int, $showAnswers: Boolean, $isPilot: Boolean, $standardizationValue: Float, $introduction: String, $notes: String) {
  updateExam(id: $id, version: $version, status: $status, year: $year, term: $term, showAnswers: $showAnswers, isPilot: $isPilot, standardizationValue: $standardizationValue, introduction: $introduction, notes: $notes) {
    __typename
    ... on UpdateExamSuccess { exam { edit { version status year term showAnswers isPilot standardizationValue introduction notes } } }
    ... on ExamConflictError { message changedFields current { version status notes } }
    ... on ValidationError { message fieldErrors { field messages } }
    ... on Error { message }
  }
}`;
const DELETE = `mutation ($id: ID!) { deleteExam(id: $id) { __typename ... on DeleteExamSuccess { deletedExamId } ... on ExamInUseError { message sets } ... on Error { message } } }`;
const EDIT = `query ($id: ID!) { adminExam(id: $id) { edit { version status files { name url } } } }`;

describe('who may change exams', () => {
  it.each(['docent', 'leerling'] as const)('refuses %s: GraphQL ForbiddenError, REST 403, and nothing changes', async (role) => {
    const id = await makeExam();
    const client = clients[role]!;
    expect((await client.graphql(UPDATE, { id: gid(id), notes: 'x' })).data).toEqual({ updateExam: { __typename: 'ForbiddenError', message: expect.any(String) } });
    expect((await client.graphql(DELETE, { id: gid(id) })).data).toEqual({ deleteExam: { __typename: 'ForbiddenError', message: expect.any(String) } });
    expect((await postExam(client, examFields(), [{ name: 'Opgaven', bytes: pdf, filename: 'opgaven.pdf' }])).status).toBe(403);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { stream_id: ids().encode(havo), year: 2030, term: 1, notes: 'x' }],
      ['DELETE', undefined],
    ] as const)
      expect([method, (await client.json(method, `/api/admin/exams/${ids().encode(id)}`, body)).status]).toEqual([method, 403]);
    expect(await db().exam.findUniqueOrThrow({ where: { id }, select: { notes: true } })).toEqual({ notes: null });
    expect(await audited(id)).toEqual([]);
  });

  it('lets authors and admins read an exam by the id of its address; refuses teachers and students', async () => {
    const id = await makeExam(2037, 2);
    const READ = `query ($urlId: String!) { adminExamByUrlId(urlId: $urlId) { year term edit { version status } } }`;
    for (const role of ['admin', 'author'] as const)
      expect((await clients[role]!.graphql(READ, { urlId: ids().encode(id) })).data).toEqual({ adminExamByUrlId: { year: 2037, term: 2, edit: { version: 1, status: 'concept' } } });
    for (const role of ['docent', 'leerling'] as const) {
      const answer = await clients[role]!.graphql(READ, { urlId: ids().encode(id) });
      expect([answer.data?.adminExamByUrlId, answer.errors?.map((e) => e.extensions?.code)]).toEqual([null, ['FORBIDDEN']]);
    }
  });

  it("answers GET /api/admin/exams/{exam} with its topics, their questions and each question's answers, steps, tags and domains (document 4 §13)", async () => {
    const id = await makeExam(2038, 1);
    const tag = await db().tag.create({ data: { streamId: havo, name: 'Windenergie (examentest)' } });
    const domain = await db().domain.create({ data: { streamId: havo, name: 'Energie (examentest)' } });
    await db().topic.create({
      data: {
        examId: id,
        name: 'Windturbine',
        position: 1,
        questions: {
          create: [
            {
              number: 3,
              points: 2,
              text: 'Bereken het vermogen.',
              tags: { create: [{ tagId: tag.id }] },
              domains: { create: [{ domainId: domain.id }] },
              answers: { create: [{ name: 'Oplossingsstrategie', sections: { create: [{ position: 0, points: 1, correction: 'gebruik van P = E / t' }] } }] },
            },
          ],
        },
      },
    });
    const answer = await clients.author!.json<{ topics: { name: string; questions: Record<string, unknown>[] }[] }>('GET', `/api/admin/exams/${ids().encode(id)}`);
    expect(answer.status).toBe(200);
    const [question] = answer.body.topics[0]!.questions as {
      number: number;
      text: string;
      tags: { name: string }[];
      domains: { name: string }[];
      answers: { name: string; sections: { correction: string; points: number }[] }[];
    }[];
    expect([answer.body.topics[0]!.name, question!.number, question!.text, question!.tags.map((t) => t.name), question!.domains.map((d) => d.name)]).toEqual([
      'Windturbine',
      3,
      'Bereken het vermogen.',
      ['Windenergie (examentest)'],
      ['Energie (examentest)'],
    ]);
    expect(question!.answers.map((a) => [a.name, a.sections.map((x) => [x.correction, x.points])])).toEqual([['Oplossingsstrategie', [['gebruik van P = E / t', 1]]]]);
  });

  it('answers a visitor 401 on every REST route', async () => {
    const id = ids().encode(await makeExam());
    const visitor = clients.anonymous!;
    expect((await postExam(visitor, examFields(), [{ name: 'Opgaven', bytes: pdf, filename: 'opgaven.pdf' }])).status).toBe(401);
    for (const method of ['GET', 'PUT', 'DELETE']) expect([method, (await visitor.json(method, `/api/admin/exams/${id}`, {})).status]).toEqual([method, 401]);
  });
});

describe('creating an exam (POST /api/admin/exams)', () => {
  it('makes a prepared exam from a real PDF, with its file and one audit entry', async () => {
    const answer = await postExam(clients.author!, examFields(), [{ name: 'Opgavenboekje', bytes: pdf, filename: 'opgaven.pdf' }]);
    expect([answer.status, answer.body]).toEqual([200, 200]);
    const id = ids().decode(answer.location!.replace('/api/admin/exams/', ''))!;
    expect(await db().exam.findUniqueOrThrow({ where: { id }, select: { streamId: true, year: true, term: true, status: true, version: true } })).toEqual({
      streamId: havo,
      year: 2025,
      term: 1,
      status: 'prepared',
      version: 1,
    });
    expect(await audited(id)).toEqual([
      { userId: author, event: 'created', oldValues: null, newValues: { streamId: havo, year: 2025, term: 1, status: 'prepared', standardizationValue: 1.2, files: ['Opgavenboekje'] } },
    ]);
    const get = await clients.author!.json<{ status: string; version: number; files: { name: string; url: string }[] }>('GET', answer.location!);
    expect([get.status, get.body.status, get.body.version, get.body.files.map((f) => f.name)]).toEqual([200, 'prepared', 1, ['Opgavenboekje']]);
    const download = await clients.author!.get(get.body.files[0]!.url);
    expect([download.status, download.headers.get('content-type'), download.headers.get('x-content-type-options')]).toEqual([200, 'application/pdf', 'nosniff']);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await clients.docent!.get(get.body.files[0]!.url)).status).toBe(403);
    const edit = await clients.admin!.graphql<{ adminExam: { edit: { version: number; status: string; files: { name: string }[] } } }>(EDIT, { id: gid(id) });
    expect(edit.data?.adminExam.edit).toEqual({ version: 1, status: 'prepared', files: [{ name: 'Opgavenboekje', url: get.body.files[0]!.url }] });
  });

  it('refuses a text file renamed .pdf, and one cut short, by their content: 422, nothing stored', async () => {
    const exams = await db().exam.count();
    const files = await db().storedFile.count();
    const text = Buffer.from('Dit is geen PDF maar gewone tekst.\n'.repeat(20));
    const answer = await postExam(clients.admin!, examFields(), [
      { name: 'Tekst', bytes: text, filename: 'opgaven.pdf' },
      { name: 'Afgebroken', bytes: pdf.subarray(0, pdf.length - 200), filename: 'correctie.pdf' },
    ]);
    expect([answer.status, answer.body]).toEqual([
      422,
      { message: 'The given data was invalid.', errors: { 'files.0.file': ['The files.0.file must be a file of type: pdf.'], 'files.1.file': ['The files.1.file must be a file of type: pdf.'] } },
    ]);
    expect([await db().exam.count(), await db().storedFile.count()]).toEqual([exams, files]);
  });

  it('refuses a year before 2010, term 4 and no files with field errors', async () => {
    const answer = await postExam(clients.admin!, { stream_id: ids().encode(havo), year: '2009', term: '4' }, []);
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.body as { errors: Record<string, string[]> }).errors).sort()).toEqual(['files', 'term', 'year']);
  });
});

describe('editing an exam', () => {
  it('saves the changed fields with one audit entry and a new version; an unchanged save writes nothing', async () => {
    const id = await makeExam(2031, 2);
    const saved = await clients.author!.graphql(UPDATE, { id: gid(id), version: 1, status: 'published', showAnswers: true, standardizationValue: 0.8, notes: 'Nagekeken' });
    expect(saved.data).toEqual({
      updateExam: {
        __typename: 'UpdateExamSuccess',
        exam: { edit: { version: 2, status: 'published', year: 2031, term: 2, showAnswers: true, isPilot: false, standardizationValue: 0.8, introduction: null, notes: 'Nagekeken' } },
      },
    });
    expect((await clients.author!.graphql(UPDATE, { id: gid(id), version: 2, status: 'published', notes: 'Nagekeken' })).data).toMatchObject({ updateExam: { exam: { edit: { version: 2 } } } });
    expect(await audited(id)).toEqual([
      {
        userId: author,
        event: 'updated',
        oldValues: { status: 'concept', showAnswers: false, standardizationValue: null, notes: null, version: 1 },
        newValues: { status: 'published', showAnswers: true, standardizationValue: 0.8, notes: 'Nagekeken', version: 2 },
      },
    ]);
  });

  it('refuses a save based on an older version with the fields changed since, writing nothing', async () => {
    const id = await makeExam(2032, 1);
    const first = await clients.admin!.graphql(UPDATE, { id: gid(id), version: 1, notes: 'Eerste tab' });
    expect(first.data).toMatchObject({ updateExam: { __typename: 'UpdateExamSuccess' } });
    const second = await clients.author!.graphql(UPDATE, { id: gid(id), version: 1, status: 'frozen' });
    expect(second.data).toEqual({
      updateExam: {
        __typename: 'ExamConflictError',
        message: 'Dit examen is intussen door iemand anders gewijzigd. Bekijk de wijzigingen en sla opnieuw op.',
        changedFields: ['notes'],
        current: { version: 2, status: 'concept', notes: 'Eerste tab' },
      },
    });
    const rest = await clients.author!.json('PUT', `/api/admin/exams/${ids().encode(id)}`, { stream_id: ids().encode(havo), year: 2032, term: 1, status: 'frozen', version: 1 });
    expect([rest.status, rest.body]).toEqual([409, { message: 'The exam was changed meanwhile.', version: 2, changed: { notes: 'Eerste tab' } }]);
    expect(await db().exam.findUniqueOrThrow({ where: { id }, select: { status: true, version: true } })).toEqual({ status: 'concept', version: 2 });
    expect(await audited(id)).toHaveLength(1);
    // The legacy PUT without a version: the last write wins, as before.
    const legacy = await clients.author!.json<{ status: string; version: number }>('PUT', `/api/admin/exams/${ids().encode(id)}`, {
      stream_id: ids().encode(havo),
      year: 2032,
      term: 1,
      status: 'frozen',
    });
    expect([legacy.status, legacy.body.status, legacy.body.version]).toEqual([200, 'frozen', 3]);
  });

  it('answers field errors by path in GraphQL and REST, and writes nothing', async () => {
    const id = await makeExam(2033, 1);
    const answer = await clients.author!.graphql(UPDATE, { id: gid(id), year: 2009, term: 4 });
    expect(answer.data).toEqual({
      updateExam: {
        __typename: 'ValidationError',
        message: expect.any(String),
        fieldErrors: [
          { field: 'year', messages: ['Kies een jaar vanaf 2010'] },
          { field: 'term', messages: ['Kies tijdvak 1, 2 of 3'] },
        ],
      },
    });
    const rest = await clients.author!.json<{ errors: Record<string, string[]> }>('PUT', `/api/admin/exams/${ids().encode(id)}`, { year: 2033, term: 1, status: 'prepared' });
    expect([rest.status, Object.keys(rest.body.errors).sort()]).toEqual([422, ['status', 'stream_id']]);
    expect(await audited(id)).toEqual([]);
  });

  it("a published exam set to concept leaves the teachers' search at once; back to published, it returns", async () => {
    const exam = await db().exam.findFirstOrThrow({ where: { streamId: havo, year: 2019, term: 2 }, select: { id: true, version: true } });
    const search = async (client: HttpClient) => {
      const answer = await client.json<{ name: string }[]>('GET', `/api/streams/${ids().encode(havo)}/search/results?filter[year]=2019`);
      expect(answer.status).toBe(200);
      return answer.body.map((t) => t.name).sort();
    };
    const all = ['Aardbevingen in Groningen', 'Achtbaan', 'Bestraling van specerijen', 'Elektrische auto laden', 'Golfslagbad', 'Handboogschieten', 'Het veenlijk', 'Zonnepanelen op het schooldak'];
    expect(await search(clients.docent!)).toEqual(all);
    expect((await clients.author!.graphql(UPDATE, { id: gid(exam.id), version: exam.version, status: 'concept' })).data).toMatchObject({ updateExam: { __typename: 'UpdateExamSuccess' } });
    expect(await search(clients.docent!)).toEqual(['Aardbevingen in Groningen', 'Handboogschieten', 'Het veenlijk', 'Zonnepanelen op het schooldak']);
    expect(await search(clients.admin!)).toEqual(all);
    const back = await clients.author!.json('PUT', `/api/admin/exams/${ids().encode(exam.id)}`, { stream_id: ids().encode(havo), year: 2019, term: 2, status: 'published' });
    expect(back.status).toBe(200);
    expect(await search(clients.docent!)).toEqual(all);
  });
});

describe('deleting an exam', () => {
  it('deletes it with its topics and questions, with one audit entry (REST and GraphQL)', async () => {
    const id = await makeExam(2034, 3);
    await db().topic.create({ data: { examId: id, name: 'Weg', questions: { create: [{ number: 1, text: 'Vraag' }] } } });
    const answer = await clients.author!.json('DELETE', `/api/admin/exams/${ids().encode(id)}`);
    expect([answer.status, answer.body]).toEqual([200, undefined]);
    expect([await db().exam.count({ where: { id } }), await db().topic.count({ where: { examId: id } })]).toEqual([0, 0]);
    expect(await audited(id)).toEqual([
      {
        userId: author,
        event: 'deleted',
        oldValues: { streamId: havo, status: 'concept', year: 2034, term: 3, showAnswers: false, isPilot: false, standardizationValue: null, introduction: null, notes: null, files: [] },
        newValues: null,
      },
    ]);
    expect((await clients.author!.json('DELETE', `/api/admin/exams/${ids().encode(id)}`)).status).toBe(404);
    const other = await makeExam(2035, 1);
    expect((await clients.admin!.graphql(DELETE, { id: gid(other) })).data).toEqual({ deleteExam: { __typename: 'DeleteExamSuccess', deletedExamId: gid(other) } });
  });

  it('refuses an exam on whose questions students saved scores: their work stays, nothing is written', async () => {
    const id = await makeExam(2037, 1);
    const topic = await db().topic.create({
      data: {
        examId: id,
        name: 'Geoefend',
        questions: {
          create: [
            { number: 1, text: 'Vraag' },
            { number: 2, text: 'Vraag' },
          ],
        },
      },
      select: { questions: { select: { id: true } } },
    });
    const student = await userIdOf(db(), 'leerling@vraagwerk.nl');
    for (const q of topic.questions)
      await db().score.create({ data: { userId: student, questionId: q.id, streamId: havo, clientUpdatedAt: '2026-03-09T12:00:00.000Z', totalPoints: 2, scoredPoints: 2 } });
    expect((await clients.admin!.graphql(DELETE, { id: gid(id) })).data).toEqual({
      deleteExam: {
        __typename: 'ExamInUseError',
        message: 'Dit examen kan niet worden verwijderd: leerlingen hebben vragen ervan al 2 keer nagekeken. Zet het op Concept of Bevroren om het te verbergen.',
        sets: 0,
      },
    });
    expect((await clients.author!.json('DELETE', `/api/admin/exams/${ids().encode(id)}`)).status).toBe(409);
    expect([await db().exam.count({ where: { id } }), await db().score.count({ where: { userId: student, question: { topic: { examId: id } } } }), (await audited(id)).length]).toEqual([1, 2, 0]);
  });

  it('refuses a legacy PUT without its required stream before anything is written, with every issue at once', async () => {
    const id = await makeExam(2038, 1);
    const url = `/api/admin/exams/${ids().encode(id)}`;
    const missing = await clients.author!.json<{ errors: Record<string, string[]> }>('PUT', url, { year: 2038, term: 1, notes: 'niet bewaard' });
    expect([missing.status, Object.keys(missing.body.errors)]).toEqual([422, ['stream_id']]);
    const both = await clients.author!.json<{ errors: Record<string, string[]> }>('PUT', url, { year: 2038, term: 1, notes: 'niet bewaard', status: 'wrong' });
    expect([both.status, Object.keys(both.body.errors).sort()]).toEqual([422, ['status', 'stream_id']]);
    expect(await db().exam.findUniqueOrThrow({ where: { id }, select: { notes: true, version: true } })).toEqual({ notes: null, version: 1 });
    expect((await audited(id)).length).toBe(0);
  });

  it("refuses an exam whose question is in a teacher's set, and writes nothing", async () => {
    const id = await makeExam(2036, 1);
    const topic = await db().topic.create({ data: { examId: id, name: 'In een set', questions: { create: [{ number: 1, text: 'Vraag' }] } }, select: { questions: { select: { id: true } } } });
    await createSetFixture(db(), { ownerId: await userIdOf(db(), 'docent@vraagwerk.nl'), streamId: havo, questionIds: [topic.questions[0]!.id] });
    expect((await clients.author!.graphql(DELETE, { id: gid(id) })).data).toEqual({
      deleteExam: { __typename: 'ExamInUseError', message: 'Dit examen kan niet worden verwijderd: vragen ervan staan in 1 set van docenten.', sets: 1 },
    });
    expect((await clients.author!.json('DELETE', `/api/admin/exams/${ids().encode(id)}`)).status).toBe(409);
    expect([await db().exam.count({ where: { id } }), (await audited(id)).length]).toEqual([1, 0]);
  });
});
