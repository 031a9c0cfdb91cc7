// An exam's teacher document (issue 45; document 3 §7, document 4 §13 GET /api/admin/teacher-document/{exam}) and the
// legacy 'split multiple methods' command (POST /api/admin/misc/answers/fix). The Word file is read back with real
// readers: unzip for its XML (the question texts, the marking-scheme lines, the native equations) and LibreOffice,
// which opens it and converts it to a PDF that pdftotext reads.
//
// Literal expectations: natuurkunde havo's 2024-2 exam is the stream's newest and therefore concept
// (prisma/seed/importContent.ts examSettings), with the topics Curling, Elektrische tandenborstel, Wilde zwijnen met
// cesium and Wifi in huis (prisma/seed/content/natuurkunde-havo/exams/2024-2.ts); its question 1 'Bereken de vertraging
// van de steen.' (3 points, 4 minutes) has the step 'berekenen van de gemiddelde snelheid' and the modeluitwerking
// $$v_{gem} = \dfrac{2{,}4 + 0}{2} = 1{,}2\ \text{m/s}$$.
import { createIdCodec } from '../../server/app/ids.ts';
import type { HttpClient } from '../setup/client.ts';
import { downloaded, signedInClient, streamIdOf } from '../setup/factories.ts';
import { docxPart, docxToPdf, pdfText, scratch, testWith } from '../setup/readers.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const FILE_NAME = 'Vraagwerk docentendocument Natuurkunde Havo 2024 2e tijdvak.docx';

let server: TestServer;
const files = scratch();
const clients: Record<string, HttpClient> = {};
const ROLES = [
  ['admin', 'admin@vraagwerk.nl'],
  ['author', 'auteur@vraagwerk.nl'],
  ['docent', 'docent@vraagwerk.nl'],
  ['leerling', 'leerling@vraagwerk.nl'],
] as const;
let examId = 0;

beforeAll(async () => {
  server = await startTestServer({ DOCUMENT_THREADS: '1' });
  for (const [role, email] of ROLES) clients[role] = await signedInClient(server, email);
  clients.visitor = server.client();
  const havo = await streamIdOf(db(), 'natuurkunde-havo');
  examId = (await db().exam.findFirstOrThrow({ where: { streamId: havo, year: 2024, term: 2 }, select: { id: true } })).id;
});
afterAll(async () => {
  await server.close();
  files.remove();
});

const db = () => server.db.prisma;
const ids = () => createIdCodec(server.config.idSecret);
const path = (id: number) => `/api/admin/teacher-document/${ids().encode(id)}`;

/** The text of each paragraph of a Word document's body, its runs joined, tabs as tabs (equations left out). */
function paragraphs(xml: string): string[] {
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((p) =>
    [...p[0].replace(/<m:oMath[\s\S]*?<\/m:oMath>/g, '').matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
      .map((t) => t[1] ?? '\t')
      .join('')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>'),
  );
}

describe('GET /api/admin/teacher-document/{exam}', () => {
  it('is for authors and admins: 403 for a teacher or a student, 401 for a visitor, 404 for an exam that does not exist', async () => {
    for (const role of ['docent', 'leerling']) expect((await clients[role]!.get(path(examId))).status).toBe(403);
    expect((await clients.visitor!.get(path(examId))).status).toBe(401);
    expect((await clients.author!.get(path(999_999_999))).status).toBe(404);
    expect((await clients.author!.get('/api/admin/teacher-document/not-an-id')).status).toBe(404);
    const last = await db().exam.findFirstOrThrow({ orderBy: { id: 'desc' }, select: { id: true } });
    expect((await clients.admin!.get(path(last.id + 1))).status).toBe(404);
  });

  testWith(['libreoffice', 'poppler'])(
    "makes a concept exam's Word file with every topic and question, their marking schemes and native equations, through the documents' pipeline",
    async () => {
      expect(await db().exam.findUniqueOrThrow({ where: { id: examId }, select: { status: true } })).toEqual({ status: 'concept' });
      // A concept solution strategy: the authors' document shows it (a teacher's correctievoorschrift does not).
      const question1 = await db().question.findFirstOrThrow({ where: { number: 1, topic: { examId } }, select: { id: true } });
      await db().answer.create({
        data: {
          questionId: question1.id,
          name: 'Aanpak met de bewegingsvergelijking',
          status: 'concept',
          position: 9,
          sections: { create: [{ position: 1, points: 3, correction: 'gebruik van de bewegingsvergelijking voor een eenparig vertraagde beweging' }] },
        },
      });

      const response = await downloaded(clients.author!, path(examId));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(DOCX);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${FILE_NAME}"; filename*=UTF-8''${encodeURIComponent(FILE_NAME)}`);
      expect(response.headers.get('x-document-cache')).toBe('miss');
      const docx = files.file('author.docx', response.data);

      const xml = await docxPart(docx, 'word/document.xml');
      const lines = paragraphs(xml);
      // The topics in the exam's order, each with its name, and the cover's heading.
      expect(lines.filter((l) => /^Opgave \d+ {2}/.test(l))).toEqual(['Opgave 1  Curling', 'Opgave 2  Elektrische tandenborstel', 'Opgave 3  Wilde zwijnen met cesium', 'Opgave 4  Wifi in huis']);
      expect(lines).toContain('Docentendocument');
      expect(lines).toContain('bron: centraal examen 2024 2e tijdvak · vragen 1, 2, 3, 4 en 5 van dit examen');
      // The topic's introduction, the question with its number, points and minutes, its text and its tip.
      expect(lines.some((l) => l.startsWith('Bij curling laat een speler een granieten steen over het ijs glijden naar een doel aan de overkant.'))).toBe(true);
      expect(lines).toContain('Vraag 1\t3 punten · 4 minuten');
      expect(lines).toContain('Bereken de vertraging van de steen.');
      expect(lines).toContain('Bij een eenparig vertraagde beweging is de gemiddelde snelheid het gemiddelde van begin- en eindsnelheid.');
      // The marking scheme: the table's header, a step's correctievoorschrift, and the concept strategy with its step.
      expect(lines).toEqual(expect.arrayContaining(['Stap', 'Correctievoorschrift', 'Tussenantwoord', 'Punten', 'berekenen van de gemiddelde snelheid']));
      expect(lines).toContain('Aanpak met de bewegingsvergelijking');
      expect(lines).toContain('gebruik van de bewegingsvergelijking voor een eenparig vertraagde beweging');
      expect(lines).toContain('Bereken de wrijvingskracht op de steen.');
      // Native equations: the modeluitwerking's fraction 2,4 + 0 over 2 is an m:f in an m:oMath.
      const equations = xml.match(/<m:oMath>[\s\S]*?<\/m:oMath>/g) ?? [];
      expect(equations.length).toBeGreaterThan(20);
      expect(equations.some((e) => /<m:f>[\s\S]*<m:num>[\s\S]*2,4[\s\S]*<\/m:num>[\s\S]*<m:den>[\s\S]*>2<\/m:t>[\s\S]*<\/m:den>/.test(e))).toBe(true);

      // LibreOffice opens it: the questions and the marking scheme are on its pages.
      const text = (await pdfText(await docxToPdf(docx, files.dir))).replace(/\s+/g, ' ');
      for (const literal of ['Docentendocument', 'Opgave 4 Wifi in huis', 'Bereken de vertraging van de steen.', 'berekenen van de gemiddelde snelheid', 'Aanpak met de bewegingsvergelijking'])
        expect(text).toContain(literal);

      // The same document again comes from the pipeline's cache; an admin gets it too.
      const again = await downloaded(clients.admin!, path(examId));
      expect(again.status).toBe(200);
      expect(again.headers.get('x-document-cache')).toBe('hit');
      expect(Buffer.from(again.data).equals(Buffer.from(response.data))).toBe(true);
    },
    300_000,
  );

  it('writes nothing: no audit entry and no change to the exam', async () => {
    const before = await db().auditEntry.count();
    const exam = await db().exam.findUniqueOrThrow({ where: { id: examId }, select: { version: true, updatedAt: true } });
    expect((await clients.admin!.get(path(examId))).status).toBe(200);
    expect(await db().auditEntry.count()).toBe(before);
    expect(await db().exam.findUniqueOrThrow({ where: { id: examId }, select: { version: true, updatedAt: true } })).toEqual(exam);
  }, 120_000);

  it('makes a new exam without topics and a topic without questions into a document too', async () => {
    const havo = await streamIdOf(db(), 'natuurkunde-havo');
    const empty = await db().exam.create({ data: { streamId: havo, year: 2031, term: 3, status: 'prepared' } });
    const response = await downloaded(clients.author!, path(empty.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="Vraagwerk docentendocument Natuurkunde Havo 2031 3e tijdvak.docx"');
    await db().topic.create({ data: { examId: empty.id, name: 'Nog in te vullen', introduction: 'Een opgave zonder vragen.', position: 1 } });
    const withTopic = await downloaded(clients.author!, path(empty.id));
    expect(withTopic.status).toBe(200);
    const lines = paragraphs(await docxPart(files.file('empty.docx', withTopic.data), 'word/document.xml'));
    expect(lines).toEqual(expect.arrayContaining(['Opgave 1  Nog in te vullen', 'Een opgave zonder vragen.']));
    expect(lines.some((l) => l.includes('van dit examen'))).toBe(false);
  }, 120_000);
});

describe('POST /api/admin/misc/answers/fix', () => {
  it('refuses an admin in Dutch and changes nothing; other roles 403, a visitor 401; never on GET', async () => {
    const count = async () => ({ answers: await db().answer.count(), sections: await db().answerSection.count(), audit: await db().auditEntry.count() });
    const before = await count();
    const answer = await clients.admin!.json<{ message: string }>('POST', '/api/admin/misc/answers/fix');
    expect(answer).toEqual({
      status: 409,
      body: {
        message:
          'Oplossingsstrategieën splitsen is niet beschikbaar: er is niet vastgelegd hoe een stap met meerdere methodes herkend en in aparte oplossingsstrategieën verdeeld wordt. Er is niets gewijzigd.',
      },
    });
    for (const role of ['author', 'docent', 'leerling']) expect((await clients[role]!.json('POST', '/api/admin/misc/answers/fix')).status).toBe(403);
    expect((await clients.visitor!.json('POST', '/api/admin/misc/answers/fix')).status).toBe(401);
    expect((await clients.admin!.get('/api/admin/misc/answers/fix')).status).toBe(404);
    expect(await count()).toEqual(before);
  });
});
