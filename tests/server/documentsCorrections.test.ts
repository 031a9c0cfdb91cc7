// The correctievoorschrift with each step's worked solution and explanation, in Word and as a PDF, and the teacher's
// version of a set (issue 42 item 7 and 'a version for the class and a version for the teacher'), read back with real
// readers: LibreOffice opens the Word file, pdftotext reads the PDFs, zbarimg the teacher's QR codes. Who may download
// them, and the web's list of a set's documents. Expected values come from the demo content in the database.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { streamIdOf, signedInSetMaker, downloaded } from '../setup/factories.ts';
import type { HttpClient } from '../setup/client.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import { docxPart, docxToPdf, pdfQrCodes, pdfText, scratch, testWith } from '../setup/readers.ts';
import { loadFiles, loadSetModel } from '../../server/domain/documents/model.ts';
import { render } from '../../server/documents/render/index.ts';
import { testStorage } from '../setup/files.ts';

const PUBLIC_URL = 'http://vraagwerk.test';
let server: TestServer;
const files = scratch();
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL, DOCUMENT_THREADS: '1' });
});
afterAll(async () => {
  await server.close();
  files.remove();
});

const db = () => server.db.prisma;
const ids = () => createIdCodec(server.config.idSecret);
const teacher = () => signedInSetMaker(server);
const download = downloaded;

/** Makes a set of whole topics through POST /api/collections, as the web app does. */
async function makeSet(client: HttpClient, name: string, downloadType: 'pdf' | 'word' | 'digital', topics: string[]): Promise<string> {
  const questionIds: number[] = [];
  for (const name of topics) {
    const topic = await db().topic.findFirstOrThrow({ where: { name, exam: { stream: { slug: 'natuurkunde-havo' } } }, select: { questions: { orderBy: { number: 'asc' }, select: { id: true } } } });
    questionIds.push(...topic.questions.map((q) => q.id));
  }
  const stream = await streamIdOf(db(), 'natuurkunde-havo');
  const response = await client.json<{ id: string }>('POST', '/api/collections', {
    name,
    download_type: downloadType,
    topic_order: null,
    course_id: ids().encode(stream),
    questions: questionIds.map((id) => ids().encode(id)),
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

/** The set's questions as the database holds them, in the set's order, labelled through the set from 1, with their published marking schemes. */
async function questionsOf(key: string) {
  const set = await db().collection.findUniqueOrThrow({
    where: { key },
    select: {
      questions: {
        orderBy: { position: 'asc' },
        select: {
          question: {
            select: {
              id: true,
              topicId: true,
              text: true,
              answers: {
                where: { status: 'published' },
                orderBy: [{ position: 'asc' }, { id: 'asc' }],
                select: { name: true, sections: { orderBy: [{ position: 'asc' }, { id: 'asc' }], select: { correction: true, elaboration: true, explanation: true } } },
              },
            },
          },
        },
      },
    },
  });
  return set.questions.map((q, i) => ({ ...q.question, label: i + 1 }));
}

const squash = (text: string) => text.replace(/\s+/g, ' ');
/** The first words of a markup text before any formula, bold, image, table or line break: plain words on paper. */
function openingWords(markup: string | null, count = 5): string {
  const plain = (markup ?? '').split(/\$\$|\*\*|!\[|\n|\|/)[0]!;
  return plain.trim().split(/\s+/).slice(0, count).join(' ');
}
/** Where a question's heading stands: 'Vraag 1' but not 'Vraag 13'. */
const headingAt = (text: string, label: number, from = 0) => {
  const match = new RegExp(`Vraag ${label}(?!\\d)`, 'g');
  match.lastIndex = from;
  return match.exec(text)?.index ?? -1;
};
const headingCount = (text: string, label: number) => (text.match(new RegExp(`Vraag ${label}(?!\\d)`, 'g')) ?? []).length;

// Skeeleren op de dijk and Waterkoker (2017): every step has a worked solution and an explanation, many opening with
// words, some with a formula; score tables.
const TOPICS = ['Skeeleren op de dijk', 'Waterkoker'];
const SET_NAME = 'Correctie H3/H4';

describe('the correctievoorschrift', () => {
  let owner: HttpClient;
  let key: string;
  let questions: Awaited<ReturnType<typeof questionsOf>>;
  beforeAll(async () => {
    owner = await teacher();
    key = await makeSet(owner, SET_NAME, 'pdf', TOPICS);
    questions = await questionsOf(key);
  });

  /** The steps' worked solutions and explanations that open with words (the others open with a formula). */
  const stepTexts = () => {
    const steps = questions.flatMap((q) => q.answers.flatMap((a) => a.sections));
    return {
      elaborations: steps.map((s) => openingWords(s.elaboration)).filter((w) => w.split(' ').length >= 3),
      explanations: steps.map((s) => openingWords(s.explanation)).filter((w) => w.split(' ').length >= 3),
    };
  };

  testWith(['libreoffice', 'poppler'])('in Word holds each step’s worked solution and explanation beside its correction', async () => {
    const { elaborations, explanations } = stepTexts();
    // Enough of them to mean something.
    expect(elaborations.length).toBeGreaterThanOrEqual(8);
    expect(explanations.length).toBeGreaterThanOrEqual(15);
    // Without type, and with the legacy type=word: the Word file of document 4 §6.
    for (const path of [`/api/download-collection-corrections/${key}`, `/api/download-collection-corrections/${key}?type=word`]) {
      const answer = await download(owner, path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(answer.headers.get('content-disposition')).toContain('filename="Vraagwerk correctievoorschrift Correctie H3 H4.docx"');
    }
    const docx = files.file('correcties.docx', (await download(owner, `/api/download-collection-corrections/${key}`)).data);
    const text = squash(await pdfText(await docxToPdf(docx, files.dir)));
    for (const words of elaborations) expect(text).toContain(`Modeluitwerking: ${words}`);
    for (const words of explanations) expect(text).toContain(`Toelichting: ${words}`);
    for (const q of questions) for (const a of q.answers) for (const s of a.sections) if (s.correction) expect(text).toContain(openingWords(s.correction, 3));
    // The formulas of the worked solutions and explanations are native equations: one at least per formula they hold.
    const formulas =
      questions
        .flatMap((q) => q.answers.flatMap((a) => a.sections.flatMap((s) => [s.elaboration, s.explanation])))
        .join(' ')
        .match(/\$\$[\s\S]*?\$\$/g) ?? [];
    expect(formulas.length).toBeGreaterThan(20);
    const equations = ((await docxPart(docx, 'word/document.xml')).match(/<m:oMath>/g) ?? []).length;
    expect(equations).toBeGreaterThanOrEqual(formulas.length);
  });

  testWith(['poppler'])('as a PDF (type=pdf): every question’s label, each step’s correction and worked solution', async () => {
    const answer = await download(owner, `/api/download-collection-corrections/${key}?type=pdf`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Vraagwerk correctievoorschrift Correctie H3 H4.pdf')}`);
    expect(Buffer.from(answer.data.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = squash(await pdfText(files.file('correcties.pdf', answer.data)));
    expect(text).toContain('Correctievoorschrift');
    for (const q of questions) {
      // The label of the set's paper, once.
      expect(headingCount(text, q.label)).toBe(1);
      for (const a of q.answers) {
        expect(text).toContain(a.name);
        for (const s of a.sections) {
          if (s.correction) expect(text).toContain(openingWords(s.correction, 3));
          const worked = openingWords(s.elaboration);
          if (worked.split(' ').length >= 3) expect(text).toContain(worked);
          const why = openingWords(s.explanation);
          if (why.split(' ').length >= 3) expect(text).toContain(why);
        }
      }
    }
    expect(text).toContain('Modeluitwerking');
    expect(text).toContain('Toelichting');
    expect(text).toContain('Scoretabel');
  });

  testWith(['poppler', 'zbar'])('the teacher’s version: each question, then its correctievoorschrift, then the next question; QR codes as on the paper', async () => {
    const answer = await download(owner, `/api/download-collection-teacher-pdf/${key}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Vraagwerk docentversie Correctie H3 H4.pdf')}`);
    const pdf = files.file('docent.pdf', answer.data);
    const text = squash(await pdfText(pdf));
    expect(text).toContain('Docentversie');
    let from = 0;
    for (const q of questions) {
      const heading = headingAt(text, q.label, from);
      expect(heading).toBeGreaterThanOrEqual(from);
      const questionAt = text.indexOf(openingWords(q.text), heading);
      expect(questionAt).toBeGreaterThan(heading);
      const box = text.indexOf(`Correctievoorschrift vraag ${q.label} `, questionAt);
      expect(box).toBeGreaterThan(questionAt);
      const step = q.answers[0]!.sections.find((s) => s.correction)!;
      const correctionAt = text.indexOf(openingWords(step.correction, 3), box);
      expect(correctionAt).toBeGreaterThan(box);
      const next = questions.find((n) => n.label === q.label + 1);
      if (next) expect(headingAt(text, next.label, box)).toBeGreaterThan(correctionAt);
      from = box;
    }
    const work = scratch();
    try {
      const codes = await pdfQrCodes(pdf, work.dir);
      expect(codes.sort()).toEqual(questions.map((q) => `${PUBLIC_URL}/c/${key}/${ids().encode(q.topicId)}/${ids().encode(q.id)}`).sort());
    } finally {
      work.remove();
    }
  });

  testWith(['poppler'])('a worked solution longer than a page is printed whole, and what follows it too', async () => {
    const set = await db().collection.findUniqueOrThrow({ where: { key }, select: { id: true } });
    const model = (await loadSetModel(db(), set.id, { role: 'docent' }, null))!;
    const lines = Array.from({ length: 90 }, (_, i) => `Regel ${i + 1} van een lange uitwerking met $$E = P \\cdot t$$.`);
    const steps = model.topics[0]!.questions[0]!.answers[0]!.steps;
    steps[0] = { ...steps[0]!, elaboration: lines.join('\n\n') };
    const stored = await loadFiles(db(), testStorage(), model.files);
    for (const kind of ['correctionsPdf', 'teacherPdf'] as const) {
      const text = squash(await pdfText(files.file(`lang-${kind}.pdf`, (await render({ kind, model, files: stored })).data)));
      for (let i = 1; i <= 90; i++) expect(text).toContain(`Regel ${i} van een lange uitwerking`);
      // The next step and the last question's scheme are still there.
      expect(text).toContain(openingWords(steps[1]!.correction, 3));
      expect(text).toContain(openingWords(questions[questions.length - 1]!.answers[0]!.sections[0]!.correction, 3));
    }
  });

  test('only the owner gets the two PDFs: another teacher cannot tell them from a missing set; a visitor must sign in', async () => {
    const paths = [`/api/download-collection-corrections/${key}?type=pdf`, `/api/download-collection-teacher-pdf/${key}`];
    for (const path of paths) {
      const answer = await download(owner, path);
      expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    }
    const other = await teacher();
    for (const path of paths) expect((await download(other, path)).status).toBe(404);
    for (const path of paths) expect((await download(server.client(), path)).status).toBe(401);
  });

  test('the web’s list of the set’s documents offers both, and the teacher’s version only for a set handed out on paper', async () => {
    const query = `query($id: ID!) { node(id: $id) { ... on Collection { documents { kind path fileName format } } } }`;
    type Documents = { node: { documents: { kind: string; path: string; fileName: string; format: string }[] } };
    const result = await owner.graphql<Documents>(query, { id: encodeGlobalID('Collection', key) });
    const documents = result.data!.node.documents;
    expect(documents).toContainEqual({
      kind: 'CORRECTIONS_PDF',
      path: `/api/download-collection-corrections/${key}?type=pdf`,
      fileName: 'Vraagwerk correctievoorschrift Correctie H3 H4.pdf',
      format: 'pdf',
    });
    expect(documents).toContainEqual({ kind: 'TEACHER_PDF', path: `/api/download-collection-teacher-pdf/${key}`, fileName: 'Vraagwerk docentversie Correctie H3 H4.pdf', format: 'pdf' });
    // The Word corrections keep their place and their address (document 4 §6).
    expect(documents.map((d) => d.kind).slice(0, 2)).toEqual(['PDF', 'CORRECTIONS']);
    expect(documents).toContainEqual({ kind: 'CORRECTIONS', path: `/api/download-collection-corrections/${key}`, fileName: 'Vraagwerk correctievoorschrift Correctie H3 H4.docx', format: 'docx' });

    const digital = await makeSet(owner, 'Online', 'digital', ['Waterkoker']);
    const online = (await owner.graphql<Documents>(query, { id: encodeGlobalID('Collection', digital) })).data!.node.documents.map((d) => d.kind);
    expect(online).toContain('CORRECTIONS_PDF');
    expect(online).not.toContain('TEACHER_PDF');
    expect((await download(owner, `/api/download-collection-teacher-pdf/${digital}`)).status).toBe(404);
    const word = await makeSet(owner, 'Op papier', 'word', ['Waterkoker']);
    expect((await owner.graphql<Documents>(query, { id: encodeGlobalID('Collection', word) })).data!.node.documents.map((d) => d.kind)).toContain('TEACHER_PDF');
  });

  test('the OpenAPI document marks the teacher’s version as an extension of document 4', async () => {
    const doc = (await (await server.get('/api/openapi.json')).json()) as { paths: Record<string, { get?: { description?: string } }> };
    expect(doc.paths['/api/download-collection-teacher-pdf/{id}']?.get?.description).toMatch(/^Extension of this server, not in document 4/);
    expect(doc.paths['/api/download-collection-corrections/{id}']?.get?.description).toContain('type=pdf');
  });
});
