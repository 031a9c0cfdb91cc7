// The set's PDF is accessible and searchable (issue 42, item 5), read back with real readers: pdfinfo says it is
// tagged and prints its structure tree (a heading per topic and per question, in reading order, no page furniture),
// the figures' alternative texts and the annotations are read from the file's own objects, pdftotext finds a
// formula's words where the formula stands, and the QR codes are links to the questions' pages. Expected values come
// from the demo content in the database and from literals written here, never from the renderer.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { streamIdOf, signedInSetMaker } from '../setup/factories.ts';
import type { HttpClient } from '../setup/client.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import { pdfObjectPlaces, pdfObjects, pdfSyntaxErrors, pdfText, scratch, testWith } from '../setup/readers.ts';

const run = promisify(execFile);
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
const squash = (text: string) => text.replace(/\s+/g, ' ');
const teacher = () => signedInSetMaker(server);

// Skeeleren's introduction shows a figure with its alt text; Waterkoker's holds '$$18{,}0\ \text{°C}$$' and a table;
// Radon has an appendix.
const TOPICS = ['Skeeleren op de dijk', 'Waterkoker', 'Radon in de kelder'];

/** The set's topics and questions as the database holds them, in the set's order. */
async function topicsOf(names: string[]) {
  const topics = [];
  for (const name of names) {
    topics.push(
      await db().topic.findFirstOrThrow({
        where: { name, exam: { stream: { slug: 'natuurkunde-havo' } } },
        select: { id: true, name: true, introduction: true, questions: { orderBy: { number: 'asc' }, select: { id: true, number: true, text: true } } },
      }),
    );
  }
  return topics;
}

// ---- Reading the PDF's own objects (qpdf expands the object streams: ../setup/readers.ts pdfObjects).

/** A PDF string's text from its bytes: UTF-16BE when it starts with the byte order mark. */
function textOf(bytes: number[]): string {
  const buffer = Buffer.from(bytes);
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return buffer.subarray(2).swap16().toString('utf16le');
  return buffer.toString('latin1');
}

/** A PDF literal string's text: its escapes undone. */
function pdfString(literal: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < literal.length; i++) {
    const c = literal[i]!;
    if (c !== '\\') {
      bytes.push(c.charCodeAt(0));
      continue;
    }
    const next = literal[++i]!;
    const octal = /^[0-7]{1,3}/.exec(literal.slice(i))?.[0];
    if (octal) {
      bytes.push(parseInt(octal, 8));
      i += octal.length - 1;
    } else bytes.push(({ n: 10, r: 13, t: 9, b: 8, f: 12 } as Record<string, number>)[next] ?? next.charCodeAt(0));
  }
  return textOf(bytes);
}

/** A key's string in a dictionary's text, literal '(…)' or hexadecimal '<…>' (as qpdf writes one that is not ASCII), or null. */
function stringOf(dictionary: string, key: string): string | null {
  const m = new RegExp(`/${key}\\s*(?:\\(((?:\\\\[\\s\\S]|[^\\\\)])*)\\)|<([0-9A-Fa-f\\s]*)>)`).exec(dictionary);
  if (!m) return null;
  if (m[1] !== undefined) return pdfString(m[1]);
  const hex = m[2]!.replace(/\s/g, '');
  return textOf(hex.match(/../g)?.map((h) => parseInt(h, 16)) ?? []);
}

/** The alternative texts of the structure elements of a type. */
const altTexts = async (path: string, type: string) => (await pdfObjects(path)).filter((o) => new RegExp(`/S /${type}\\b`).test(o)).map((o) => stringOf(o, 'Alt'));

/** pdfinfo -struct-text: the structure tree, one element or text a line, indented by depth. */
async function structure(path: string): Promise<{ depth: number; line: string }[]> {
  const { stdout } = await run('pdfinfo', ['-struct-text', path], { maxBuffer: 64 * 1024 * 1024 });
  return stdout
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => ({ depth: l.length - l.trimStart().length, line: l.trim() }));
}

/** The elements of a type with their text (the quoted lines under them). */
function elements(tree: { depth: number; line: string }[], type: string): string[] {
  const found: string[] = [];
  tree.forEach((node, i) => {
    if (!new RegExp(`^${type}\\b`).test(node.line)) return;
    const texts: string[] = [];
    for (let j = i + 1; j < tree.length && tree[j]!.depth > node.depth; j++) if (tree[j]!.line.startsWith('"')) texts.push(tree[j]!.line.slice(1, -1));
    found.push(texts.join(' '));
  });
  return found;
}

describe('the set as an accessible PDF', () => {
  let owner: HttpClient;
  let key: string;
  let path: string;
  let topics: Awaited<ReturnType<typeof topicsOf>>;
  beforeAll(async () => {
    owner = await teacher();
    topics = await topicsOf(TOPICS);
    const response = await owner.json<{ id: string }>('POST', '/api/collections', {
      name: 'Toegankelijk & doorzoekbaar',
      download_type: 'pdf',
      topic_order: null,
      course_id: ids().encode(await streamIdOf(db(), 'natuurkunde-havo')),
      questions: topics.flatMap((t) => t.questions).map((q) => ids().encode(q.id)),
    });
    expect(response.status).toBe(201);
    key = response.body.id;
    const pdf = await owner.get(`/api/download-collection-pdf/${key}?type=pdf`);
    expect(pdf.status).toBe(200);
    path = files.file('set.pdf', new Uint8Array(await pdf.arrayBuffer()));
  });

  testWith(['poppler', 'qpdf'])('is a tagged PDF (pdfinfo) in Dutch, marked as PDF/UA, its title shown', async () => {
    const { stdout } = await run('pdfinfo', [path]);
    expect(stdout).toMatch(/^Tagged:\s+yes$/m);
    const catalog = (await pdfObjects(path)).find((o) => /\/Type \/Catalog/.test(o))!;
    expect(stringOf(catalog, 'Lang')).toBe('nl-NL');
    expect(catalog).toMatch(/\/MarkInfo/);
    const { stdout: meta } = await run('pdfinfo', ['-meta', path]);
    expect(meta).toContain('<pdfuaid:part>1</pdfuaid:part>');
    // The set's name in the metadata as well-formed XML ('&' escaped).
    expect(meta).toContain('Toegankelijk &amp; doorzoekbaar');
    expect((await pdfObjects(path)).some((o) => /\/DisplayDocTitle true/.test(o))).toBe(true);
  });

  testWith(['qpdf'])('is well-formed (qpdf --check), its dictionaries in compressed object streams', async () => {
    expect(await pdfSyntaxErrors(path)).toEqual([]);
    // The structure tree's thousands of small dictionaries would otherwise make the file a third larger (issue 42).
    const places = await pdfObjectPlaces(path);
    expect(places.compressed).toBeGreaterThan(places.uncompressed);
  });

  testWith(['poppler', 'qpdf'])('has a heading per topic and per question, in reading order, and no page furniture in its structure', async () => {
    const tree = await structure(path);
    const headings = tree.filter((n) => /^H[12]\b/.test(n.line)).map((n) => n.line.slice(0, 2));
    const h1 = elements(tree, 'H1');
    const h2 = elements(tree, 'H2');
    // The cover's title, each topic by its name, then the formula sheet.
    expect(h1[0]).toBe('Toegankelijk & doorzoekbaar');
    const topicHeadings = h1.filter((h) => /^Opgave \d/.test(h));
    expect(topicHeadings.map((h) => h.replace(/^Opgave \d+\s+/, ''))).toEqual(topics.map((t) => t.name));
    // Under each topic's H1, one H2 for each of its questions, each 'Vraag' and a number.
    const perTopic: number[] = [];
    let h1Index = -1;
    for (const [i, level] of headings.entries()) {
      if (level === 'H1') {
        h1Index++;
        continue;
      }
      const topic = topicHeadings.indexOf(h1[h1Index]!);
      perTopic[topic] = (perTopic[topic] ?? 0) + 1;
      expect(h2[headings.slice(0, i).filter((l) => l === 'H2').length]).toMatch(/^Vraag \d+/);
    }
    expect(perTopic).toEqual(topics.map((t) => t.questions.length));
    expect(h2).toHaveLength(topics.reduce((n, t) => n + t.questions.length, 0));
    // Paragraphs carry the questions' words; the footer ('Pagina 1 van …') is an artifact, outside the tree.
    const text = squash(
      tree
        .filter((n) => n.line.startsWith('"'))
        .map((n) => n.line.slice(1, -1))
        .join(' '),
    );
    expect(elements(tree, 'P').length).toBeGreaterThan(10);
    for (const t of topics)
      for (const q of t.questions)
        expect(text).toContain(
          q.text
            .split(/\$\$|\*\*|!\[|\n|\|/)[0]!
            .trim()
            .split(/\s+/)
            .slice(0, 4)
            .join(' '),
        );
    expect(text).not.toContain('Pagina 1 van');
    expect(squash(await pdfText(path))).toContain('Pagina 1 van');
  });

  testWith(['poppler', 'qpdf'])('gives a figure its alt text, and a table its rows and header cells', async () => {
    const skeeleren = topics.find((t) => t.name === 'Skeeleren op de dijk')!;
    const alt = /!\[([^\]]+)\]\(/.exec(skeeleren.introduction ?? '')?.[1];
    expect(alt).toBe('Figuur 1: het (v,t)-diagram van Lotte');
    expect(await altTexts(path, 'Figure')).toContain(alt);
    // Every figure has one (PDF/UA).
    expect((await altTexts(path, 'Figure')).every((a) => a && a.trim())).toBe(true);
    const tree = await structure(path);
    // Waterkoker's table 1: a row is a TR of cells; its first row of header cells.
    const waterkoker = topics.find((t) => t.name === 'Waterkoker')!;
    expect(waterkoker.introduction).toContain('| netspanning |');
    expect(elements(tree, 'TD')).toContain('netspanning');
    expect(tree.some((n) => /^TH\b/.test(n.line))).toBe(true);
    expect(tree.some((n) => /^TR\b/.test(n.line))).toBe(true);
  });

  testWith(['poppler', 'qpdf'])('carries a formula as text where it stands: pdftotext finds it, a screen reader reads its alt text', async () => {
    const waterkoker = topics.find((t) => t.name === 'Waterkoker')!;
    // The database holds the temperature as TeX; the paper draws it as paths.
    expect(waterkoker.introduction).toContain(String.raw`$$18{,}0\ \text{°C}$$`);
    const text = squash(await pdfText(path));
    expect(text).toContain('water van 18,0 °C');
    // A quantity is words within its paragraph, for a screen reader too.
    const paragraphs = elements(await structure(path), 'P');
    expect(paragraphs.some((p) => squash(p).includes('water van 18,0 °C en meet'))).toBe(true);
    // The formula sheet's electric power and energy, with their multiplication dots: on the page, and each a Formula
    // element whose alt text a screen reader reads.
    const sheet = (await db().stream.findFirstOrThrow({ where: { slug: 'natuurkunde-havo' }, select: { formulaSheet: true } })).formulaSheet ?? '';
    expect(sheet).toContain(String.raw`$$P = U \cdot I$$ en $$E = P \cdot t$$`);
    expect(text).toContain('P = U · I en E = P · t');
    expect(await altTexts(path, 'Formula')).toEqual(expect.arrayContaining(['P = U · I', 'E = P · t']));
  });

  testWith(['poppler', 'qpdf'])('makes each QR code a link to its question’s page, tagged as a link', async () => {
    const { stdout } = await run('pdfinfo', ['-url', path]);
    const urls = stdout
      .split('\n')
      .slice(1)
      .filter((l) => l.trim())
      .map((l) => l.trim().split(/\s+/).pop()!);
    const expected = topics.flatMap((t) => t.questions.map((q) => `${PUBLIC_URL}/c/${key}/${ids().encode(t.id)}/${ids().encode(q.id)}`));
    expect(urls.sort()).toEqual(expected.sort());
    // Each annotation names its Link element, and says where it leads.
    const links = (await pdfObjects(path)).filter((o) => /\/Subtype \/Link/.test(o));
    expect(links).toHaveLength(expected.length);
    for (const link of links) {
      expect(link).toMatch(/\/StructParent \d+/);
      expect(stringOf(link, 'Contents')).toMatch(/^Tips en antwoorden bij vraag \d+/i);
    }
    expect(elements(await structure(path), 'Link')).toHaveLength(expected.length);
  });

  testWith(['poppler', 'qpdf'])('the appendixes too: tagged, each sheet a figure with its caption as alt text', async () => {
    const answer = await owner.get(`/api/download-appendixes-pdf/${key}`);
    expect(answer.status).toBe(200);
    const appendixes = files.file('appendixes.pdf', new Uint8Array(await answer.arrayBuffer()));
    const { stdout } = await run('pdfinfo', [appendixes]);
    expect(stdout).toMatch(/^Tagged:\s+yes$/m);
    const captions = await db().attachment.findMany({ where: { appendixOf: { some: { question: { topic: { name: 'Radon in de kelder' } } } } }, select: { name: true } });
    expect(captions.length).toBeGreaterThan(0);
    const alts = await altTexts(appendixes, 'Figure');
    for (const c of captions) expect(alts).toContain(c.name.trim());
    expect(elements(await structure(appendixes), 'H1')).toContain('Uitwerkbijlage');
  });
});
