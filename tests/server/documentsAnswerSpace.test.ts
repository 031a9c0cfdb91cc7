// Answer space on request (issue 42, beyond the spec): a set made 'met antwoordruimte' keeps the choice, and its PDF
// and Word files print ruled lines under each question, as many as the question's points ask for; a set without it
// prints none, and the corrections never do. Read back with real readers: the PDF's drawn lines with poppler
// (pdftocairo -svg gives every stroked segment with its position, pdftotext -bbox every heading's), the Word file's
// document.xml unzipped, and the Word file as LibreOffice lays it out.
// The number of lines is known beforehand (LINES, below), for each question's points as the database holds them.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { streamIdOf, signedInSetMaker } from '../setup/factories.ts';
import type { HttpClient } from '../setup/client.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import { docxPart, docxToPdf, pdfWords, scratch, testWith, type PdfWord } from '../setup/readers.ts';

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
const teacher = () => signedInSetMaker(server);

/**
 * The answer lines a question gets, by its points: three lines (0.8 cm each) per point, at least three, at most
 * fifteen (the rule of server/domain/documents/answerSpace.ts, written out here by hand).
 */
const LINES: Record<number, number> = { 1: 3, 2: 6, 3: 9, 4: 12, 5: 15, 6: 15, 7: 15, 8: 15 };
const expectedLines = (points: number) => {
  expect(LINES[points]).toBeDefined();
  return LINES[points]!;
};

// Questions with figures, formulas and a table (Waterkoker), an appendix (Radon) and QR codes, of 2 to 4 points; and
// from other topics a question of 1 point and one of 6 (the demo has none above 4: this file's database is its own,
// and one question is given 6 points), for the least and the most lines.
const TOPICS = ['Skeeleren op de dijk', 'Waterkoker', 'Radon in de kelder'];
let extra: number[] = [];

async function chooseExtra(): Promise<void> {
  const stream = await streamIdOf(db(), 'natuurkunde-havo');
  const other = { exam: { streamId: stream, status: 'published' as const }, name: { notIn: TOPICS } };
  const least = await db().question.findFirstOrThrow({ where: { points: 1, topic: other }, orderBy: { id: 'asc' }, select: { id: true } });
  const most = await db().question.findFirstOrThrow({ where: { points: { gt: 1 }, topic: other }, orderBy: { id: 'desc' }, select: { id: true } });
  await db().question.update({ where: { id: most.id }, data: { points: 6 } });
  extra = [least.id, most.id];
}

async function questionIds(): Promise<number[]> {
  const stream = await streamIdOf(db(), 'natuurkunde-havo');
  const topics = await db().topic.findMany({
    where: { name: { in: TOPICS }, exam: { streamId: stream } },
    select: { name: true, questions: { orderBy: { number: 'asc' }, select: { id: true } } },
  });
  expect(topics.map((t) => t.name).sort()).toEqual([...TOPICS].sort());
  return [...TOPICS.flatMap((name) => topics.find((t) => t.name === name)!.questions.map((q) => q.id)), ...extra];
}

const CREATE = `mutation ($streamId: ID!, $name: String!, $downloadType: DownloadType!, $questionIds: [ID!]!, $answerSpace: Boolean) {
  createCollection(streamId: $streamId, name: $name, downloadType: $downloadType, questionIds: $questionIds, answerSpace: $answerSpace) {
    __typename
    ... on CreateCollectionSuccess { created collection { key answerSpace } }
    ... on Error { message }
  }
}`;

interface Made {
  key: string;
  answerSpace: boolean;
  created: boolean;
}

/** Makes a set over GraphQL, as the cart does; `answerSpace` undefined: the argument left out. */
async function makeSet(client: HttpClient, name: string, downloadType: 'pdf' | 'word', answerSpace?: boolean): Promise<Made> {
  const variables: Record<string, unknown> = {
    streamId: encodeGlobalID('Stream', await streamIdOf(db(), 'natuurkunde-havo')),
    name,
    downloadType,
    questionIds: (await questionIds()).map((id) => encodeGlobalID('Question', id)),
  };
  if (answerSpace !== undefined) variables.answerSpace = answerSpace;
  const result = await client.graphql<{ createCollection: { __typename: string; created?: boolean; collection?: { key: string; answerSpace: boolean }; message?: string } }>(CREATE, variables);
  expect(result.errors).toBeUndefined();
  const made = result.data!.createCollection;
  expect(made.__typename).toBe('CreateCollectionSuccess');
  return { ...made.collection!, created: made.created! };
}

async function download(client: HttpClient, path: string, name: string): Promise<string> {
  const response = await client.get(path);
  expect(response.status).toBe(200);
  return files.file(name, new Uint8Array(await response.arrayBuffer()));
}

/** The set's questions as the database holds them, in the set's order, with their labels (numbered through the set). */
async function questionsOf(key: string) {
  const set = await db().collection.findUniqueOrThrow({
    where: { key },
    select: { questions: { orderBy: { position: 'asc' }, select: { question: { select: { id: true, points: true } } } } },
  });
  return set.questions.map((q, i) => ({ ...q.question, label: i + 1 }));
}

/** A place on the paper in reading order: page, then from the top. */
interface Spot {
  page: number;
  y: number;
}
const before = (a: Spot, b: Spot) => a.page < b.page || (a.page === b.page && a.y < b.y);

/** Every straight horizontal stroked segment of a PDF, as poppler draws it (pdftocairo -svg), in points from the top. */
async function horizontalStrokes(pdf: string, work: string): Promise<(Spot & { x1: number; x2: number })[]> {
  const svg = `${work}/paper.svg`;
  await run('pdftocairo', ['-svg', pdf, svg]);
  const pages = readFileSync(svg, 'utf8').split('<page>').slice(1);
  return pages.flatMap((page, index) =>
    [...page.matchAll(/<path style="([^"]*)" d="M ([\d.-]+) ([\d.-]+) L ([\d.-]+) ([\d.-]+) "(?: transform="matrix\(([^)]*)\)")?\/>/g)].flatMap(([, style, x1, y1, x2, y2, matrix]) => {
      if (!/stroke-width/.test(style!) || /stroke:none/.test(style!)) return [];
      const [a, b, c, d, e, f] = (matrix ?? '1,0,0,1,0,0').split(',').map(Number) as [number, number, number, number, number, number];
      const at = (x: number, y: number) => ({ x: a * x + c * y + e, y: b * x + d * y + f });
      const p1 = at(Number(x1), Number(y1));
      const p2 = at(Number(x2), Number(y2));
      if (Math.abs(p1.y - p2.y) > 0.1) return [];
      return [{ page: index + 1, y: p1.y, x1: Math.min(p1.x, p2.x), x2: Math.max(p1.x, p2.x) }];
    }),
  );
}

/** Where each question's heading ('Vraag {label}', at the left margin) stands, by label. */
function headings(words: PdfWord[]): Map<number, Spot> {
  const found = new Map<number, Spot>();
  words.forEach((word, i) => {
    const next = words[i + 1];
    if (word.text !== 'Vraag' || word.xMin > 60 || !next || next.page !== word.page || Math.abs(next.yMin - word.yMin) > 1 || !/^\d+$/.test(next.text)) return;
    const label = Number(next.text);
    expect(found.has(label)).toBe(false);
    found.set(label, { page: word.page, y: word.yMin });
  });
  return found;
}

/**
 * The lines across the text's whole width (the page's margins are 56 pt) under each question: between its heading and
 * the next question's, the last question's up to 'einde'. Lines before the first heading (the cover's table) count for
 * none.
 */
async function linesPerQuestion(pdf: string, labels: number[]): Promise<Map<number, number>> {
  const work = scratch();
  try {
    const words = await pdfWords(pdf);
    const heads = headings(words);
    expect([...heads.keys()].sort((a, b) => a - b)).toEqual(labels);
    const end = words.filter((w) => w.text === 'einde' && w.xMin > 200).map((w): Spot => ({ page: w.page, y: w.yMin }));
    expect(end).toHaveLength(1);
    const bounds = labels.map((label, i) => ({ label, from: heads.get(label)!, to: i + 1 < labels.length ? heads.get(labels[i + 1]!)! : end[0]! }));
    const counts = new Map(labels.map((label) => [label, 0]));
    for (const line of await horizontalStrokes(pdf, work.dir)) {
      if (line.x1 > 57 || line.x2 < 538) continue;
      const owner = bounds.find((b) => before(b.from, line) && before(line, b.to));
      if (owner) counts.set(owner.label, counts.get(owner.label)! + 1);
    }
    return counts;
  } finally {
    work.remove();
  }
}

/** The text of a Word paragraph's runs. */
const paragraphText = (xml: string) => [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');

/**
 * The answer lines of each question in a Word file's document.xml: the paragraphs after its heading (style 'Vraag')
 * that hold nothing but a tab to an underscore leader, up to the next heading or 'einde'.
 */
function wordLinesPerQuestion(xml: string): Map<number, number> {
  const counts = new Map<number, number>();
  let current: number | null = null;
  for (const [p] of xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)) {
    const text = paragraphText(p);
    if (p.includes('<w:pStyle w:val="Vraag"/>')) {
      current = Number(/^Vraag (\d+)/.exec(text)?.[1]);
      expect(counts.has(current)).toBe(false);
      counts.set(current, 0);
    } else if (text.trim() === 'einde') {
      current = null;
    } else if (current !== null && /w:leader="underscore"/.test(p) && /<w:tab\/>/.test(p) && !text.replace(/\u00a0/g, '').trim()) {
      counts.set(current, counts.get(current)! + 1);
    }
  }
  return counts;
}

/** The lines of underscores under each heading of LibreOffice's layout (pdftotext -layout), up to 'einde'. */
async function laidOutLinesPerQuestion(pdf: string): Promise<Map<number, number>> {
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', pdf, '-'], { maxBuffer: 64 * 1024 * 1024 });
  const counts = new Map<number, number>();
  let current: number | null = null;
  for (const line of stdout.split('\n')) {
    const heading = /^\s*Vraag (\d+)\s{2,}/.exec(line);
    if (heading) {
      current = Number(heading[1]);
      counts.set(current, 0);
    } else if (/^\s*einde\s*$/.test(line)) {
      current = null;
    } else if (current !== null && /^\s*_{40,}\s*$/.test(line)) {
      counts.set(current, counts.get(current)! + 1);
    }
  }
  return counts;
}

describe('a set made with answer space', () => {
  let owner: HttpClient;
  let withSpace: Made;
  let without: Made;
  let word: Made;
  beforeAll(async () => {
    await chooseExtra();
    owner = await teacher();
    withSpace = await makeSet(owner, 'Toets H3 met antwoordruimte', 'pdf', true);
    without = await makeSet(owner, 'Toets H3 zonder antwoordruimte', 'pdf');
    word = await makeSet(owner, 'Toets H3 in Word', 'word', true);
  });

  test('keeps the choice: the set reads answerSpace true, in the database too, and a set made without it reads false', async () => {
    expect(withSpace.answerSpace).toBe(true);
    expect(without.answerSpace).toBe(false);
    expect(word.answerSpace).toBe(true);
    const rows = await db().collection.findMany({ where: { key: { in: [withSpace.key, without.key, word.key] } }, select: { key: true, answerSpace: true } });
    expect(Object.fromEntries(rows.map((r) => [r.key, r.answerSpace]))).toEqual({ [withSpace.key]: true, [without.key]: false, [word.key]: true });
    const read = await owner.graphql<{ node: { answerSpace: boolean } }>('query ($id: ID!) { node(id: $id) { ... on Collection { answerSpace } } }', {
      id: encodeGlobalID('Collection', withSpace.key),
    });
    expect(read.errors).toBeUndefined();
    expect(read.data!.node.answerSpace).toBe(true);
  });

  test('is another submission than the same set without it: sent again without a key within two minutes, each choice makes its own set', async () => {
    const client = await teacher();
    const first = await makeSet(client, 'Zelfde set', 'pdf', false);
    const spaced = await makeSet(client, 'Zelfde set', 'pdf', true);
    expect(spaced.created).toBe(true);
    expect(spaced.key).not.toBe(first.key);
    expect(spaced.answerSpace).toBe(true);
    // The same choice again is the retry it looks like: the set made the first time.
    const again = await makeSet(client, 'Zelfde set', 'pdf', true);
    expect(again).toEqual({ ...spaced, created: false });
  });

  test('is also offered to REST clients (answer_space, an optional extra of document 4’s payload)', async () => {
    const client = await teacher();
    const stream = await streamIdOf(db(), 'natuurkunde-havo');
    const questions = (await questionIds()).slice(0, 2).map((id) => ids().encode(id));
    for (const choice of [true, false, undefined]) {
      const response = await client.json<{ id: string }>('POST', '/api/collections', {
        name: `REST ${choice}`,
        download_type: 'pdf',
        topic_order: null,
        course_id: ids().encode(stream),
        questions,
        ...(choice === undefined ? {} : { answer_space: choice }),
      });
      expect(response.status).toBe(201);
      const row = await db().collection.findUniqueOrThrow({ where: { key: response.body.id }, select: { answerSpace: true } });
      expect(row.answerSpace).toBe(choice === true);
    }
  });

  testWith(['poppler'])('prints under each question of its PDF as many ruled lines as its points ask for; the same set without it prints none', async () => {
    const questions = await questionsOf(withSpace.key);
    // 1 to 6 points: the fewest lines, the most, and those between.
    expect(Math.min(...questions.map((q) => q.points))).toBe(1);
    expect(Math.max(...questions.map((q) => q.points))).toBe(6);
    const labels = questions.map((q) => q.label);
    const spaced = await linesPerQuestion(await download(owner, `/api/download-collection-pdf/${withSpace.key}?type=pdf`, 'spaced.pdf'), labels);
    const plain = await linesPerQuestion(await download(owner, `/api/download-collection-pdf/${without.key}?type=pdf`, 'plain.pdf'), labels);
    expect(Object.fromEntries(spaced)).toEqual(Object.fromEntries(questions.map((q) => [q.label, expectedLines(q.points)])));
    expect(Object.fromEntries(plain)).toEqual(Object.fromEntries(questions.map((q) => [q.label, 0])));
  });

  testWith(['poppler'])('draws the lines 0.8 cm apart, and each question’s first three on the page of its heading', async () => {
    const pdf = files.file('spaced.pdf');
    const work = scratch();
    try {
      const heads = headings(await pdfWords(pdf));
      const lines = (await horizontalStrokes(pdf, work.dir)).filter((l) => l.x1 <= 57 && l.x2 >= 538 && before(heads.get(1)!, l));
      for (const [label, head] of heads) {
        const next = heads.get(label + 1);
        const own = lines.filter((l) => before(head, l) && (!next || before(l, next)));
        expect(own.slice(0, 3).every((l) => l.page === head.page)).toBe(true);
        for (let i = 1; i < own.length; i++) if (own[i]!.page === own[i - 1]!.page) expect(Math.abs(own[i]!.y - own[i - 1]!.y - (0.8 / 2.54) * 72)).toBeLessThan(0.5);
      }
    } finally {
      work.remove();
    }
  });

  testWith(['libreoffice', 'poppler'])('gives each question of its Word file as many answer lines, which LibreOffice lays out', async () => {
    const questions = await questionsOf(word.key);
    const expected = Object.fromEntries(questions.map((q) => [q.label, expectedLines(q.points)]));
    const docx = await download(owner, `/api/download-collection/${word.key}?type=word`, 'spaced.docx');
    expect(Object.fromEntries(wordLinesPerQuestion(await docxPart(docx, 'word/document.xml')))).toEqual(expected);
    expect(Object.fromEntries(await laidOutLinesPerQuestion(await docxToPdf(docx, files.dir)))).toEqual(expected);
  });

  testWith(['libreoffice'])('leaves them out of the corrections (correctievoorschrift)', async () => {
    const docx = await download(owner, `/api/download-collection-corrections/${word.key}`, 'corrections.docx');
    const counts = wordLinesPerQuestion(await docxPart(docx, 'word/document.xml'));
    expect(counts.size).toBe((await questionsOf(word.key)).length);
    expect([...counts.values()].every((n) => n === 0)).toBe(true);
  });
});
