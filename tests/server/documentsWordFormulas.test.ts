// Word equations that LibreOffice draws too (issue 42, item 6): real sets of natuurkunde havo and wiskunde B vwo
// (with the formula sheet), made and downloaded over HTTP as a teacher does, their Word file and correctievoorschrift
// opened by LibreOffice 7. Every formula of the texts the document shows (counted in the database) is a native
// equation in the file and an equation in LibreOffice's conversion, none shows '¿' (LibreOffice's mark for a formula
// it could not read: E_in, |x|, the formula sheet's integrals, '= 5' continuing a derivation), no printed line starts
// with the full stop or comma after a formula, and no equation in a table cell is wider than its column as
// LibreOffice lays the table out.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { streamIdOf, signedInSetMaker } from '../setup/factories.ts';
import type { HttpClient } from '../setup/client.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import { docxPart, docxToPdf, pdfPageTexts, pdfText, scratch, testWith } from '../setup/readers.ts';

const run = promisify(execFile);
let server: TestServer;
const files = scratch();
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'http://vraagwerk.test', DOCUMENT_THREADS: '1' });
});
afterAll(async () => {
  await server.close();
  files.remove();
});

const db = () => server.db.prisma;

/** Formulas written in a markup text: $$…$$ pairs. */
const formulaCount = (markup: string | null | undefined) => (markup ? (markup.match(/\$\$[\s\S]*?\$\$/g) ?? []).length : 0);
const sum = <T>(list: T[], count: (item: T) => number) => list.reduce((n, item) => n + count(item), 0);

/** A set of whole topics of one stream, made as Word through POST /api/collections; its key and its owner. */
async function wordSet(stream: string, name: string, topics: string[]): Promise<{ owner: HttpClient; key: string }> {
  const streamId = await streamIdOf(db(), stream);
  const owner = await signedInSetMaker(server, [stream]);
  const questions = await db().question.findMany({ where: { topic: { name: { in: topics }, exam: { streamId } } }, orderBy: [{ topicId: 'asc' }, { number: 'asc' }], select: { id: true } });
  expect(new Set((await db().topic.findMany({ where: { name: { in: topics }, exam: { streamId } }, select: { name: true } })).map((t) => t.name))).toEqual(new Set(topics));
  const ids = createIdCodec(server.config.idSecret);
  const response = await owner.json<{ id: string }>('POST', '/api/collections', {
    name,
    download_type: 'word',
    topic_order: null,
    course_id: ids.encode(streamId),
    questions: questions.map((q) => ids.encode(q.id)),
  });
  expect(response.status).toBe(201);
  return { owner, key: response.body.id };
}

async function download(client: HttpClient, path: string, file: string): Promise<string> {
  const response = await client.get(path);
  expect(response.status).toBe(200);
  return files.file(file, new Uint8Array(await response.arrayBuffer()));
}

/** The set's texts as the database holds them: what the paper and the corrections show. */
async function setTexts(key: string) {
  const set = await db().collection.findUniqueOrThrow({
    where: { key },
    select: {
      stream: { select: { formulaSheet: true } },
      questions: {
        select: {
          question: {
            select: {
              id: true,
              text: true,
              introduction: true,
              topic: { select: { id: true, introduction: true } },
              dependencies: { where: { introduction: true }, select: { dependsOn: { select: { id: true, introduction: true } } } },
              tips: { select: { text: true } },
              answers: {
                where: { status: 'published' },
                select: { remark: true, sections: { select: { correction: true, text: true, elaboration: true, explanation: true, tips: { select: { text: true } } } } },
              },
            },
          },
        },
      },
    },
  });
  return { formulaSheet: set.stream.formulaSheet, questions: set.questions.map((q) => q.question) };
}

/** The formulas the paper shows: the formula sheet, the topics' introductions, the questions' texts and what they bring in. */
function paperFormulas(texts: Awaited<ReturnType<typeof setTexts>>): number {
  const topics = new Map(texts.questions.map((q) => [q.topic.id, q.topic.introduction]));
  const inSet = new Set(texts.questions.map((q) => q.id));
  const brought = new Map(texts.questions.flatMap((q) => q.dependencies.filter((d) => !inSet.has(d.dependsOn.id)).map((d) => [d.dependsOn.id, d.dependsOn.introduction] as const)));
  return formulaCount(texts.formulaSheet) + sum([...topics.values(), ...brought.values()], formulaCount) + sum(texts.questions, (q) => formulaCount(q.text) + formulaCount(q.introduction));
}

/** The formulas the corrections show: per question its text, tips and every step's texts and tips. */
function correctionFormulas(texts: Awaited<ReturnType<typeof setTexts>>): number {
  return sum(
    texts.questions,
    (q) =>
      formulaCount(q.text) +
      sum(q.tips, (t) => formulaCount(t.text)) +
      sum(
        q.answers,
        (a) =>
          formulaCount(a.remark) +
          sum(a.sections, (s) => formulaCount(s.correction) + formulaCount(s.text) + formulaCount(s.elaboration) + formulaCount(s.explanation) + sum(s.tips, (t) => formulaCount(t.text))),
      ),
  );
}

/** A .docx converted to ODT by LibreOffice: its own document, with each equation an embedded formula object. */
async function docxToOdt(docx: string): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'lo-profile-'));
  try {
    await run('soffice', [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', 'odt', '--outdir', files.dir, docx], { timeout: 180_000 });
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  const odt = docx.replace(/\.docx$/, '.odt');
  if (!existsSync(odt)) throw new Error(`LibreOffice did not convert ${docx}`);
  return odt;
}

const LENGTH = /^([\d.]+)(cm|mm|in|pt)$/;
/** An ODF length in cm. */
function cm(length: string): number {
  const [, value, unit] = LENGTH.exec(length) ?? [];
  if (!value) throw new Error(`Not a length: ${length}`);
  return Number(value) * ({ cm: 1, mm: 0.1, in: 2.54, pt: 2.54 / 72 } as Record<string, number>)[unit!]!;
}

interface OdtEquations {
  /** Every equation object: its object's name and its frame's width in cm. */
  equations: { object: string; width: number }[];
  /** Equations in table cells: each one's width and its cell's width (its columns' widths less the cell's padding), in cm. */
  inCells: { object: string; width: number; cell: number }[];
  /** Each formula object's content as LibreOffice Math holds it (MathML), by object name. */
  objects: Map<string, string>;
}

/** The equations of LibreOffice's ODT, and where tables hold them, read from content.xml and its styles. */
async function odtEquations(odt: string): Promise<OdtEquations> {
  const content = await docxPart(odt, 'content.xml');
  // The page's text width: what a table of a relative width takes its share of.
  const page = /<style:page-layout-properties\b[^>]*fo:page-width[^>]*/.exec(await docxPart(odt, 'styles.xml'))![0];
  const pageLength = (name: string) => cm(new RegExp(`${name}="([^"]+)"`).exec(page)![1]!);
  const textWidth = pageLength('fo:page-width') - pageLength('fo:margin-left') - pageLength('fo:margin-right');
  // unzip -c writes each part after a line naming it.
  const listing = (await run('unzip', ['-c', odt, 'Object*/content.xml'], { maxBuffer: 256 * 1024 * 1024 })).stdout;
  const objects = new Map([...listing.matchAll(/inflating: (Object \d+)\/content\.xml\s*\n([\s\S]*?)(?=\n\s*inflating: |$)/g)].map((m) => [m[1]!, m[2]!]));
  const styleOf = (kind: string, name: string) =>
    new RegExp(`<style:style style:name="${name.replace(/[.]/g, '\\.')}" style:family="${kind}"[^>]*>([\\s\\S]*?)</style:style>`).exec(content)?.[1] ?? '';
  const frame = /<draw:frame\b([^>]*)>\s*<draw:object\b[^>]*xlink:href="\.\/(Object \d+)"/g;
  const equations = [...content.matchAll(frame)].map((m) => ({ object: m[2]!, width: cm(/svg:width="([^"]+)"/.exec(m[1]!)![1]!) }));
  const inCells: OdtEquations['inCells'] = [];
  for (const table of content.matchAll(/<table:table\b[\s\S]*?<\/table:table>/g)) {
    const xml = table[0];
    // Columns have a width of their own, or a share ('5242*') of the table's width.
    const tableStyle = styleOf('table', /table:style-name="([^"]+)"/.exec(xml)![1]!);
    const fixed = /style:width="([^"]+)"/.exec(tableStyle)?.[1];
    const tableWidth = fixed ? cm(fixed) : (Number(/style:rel-width="([\d.]+)%"/.exec(tableStyle)![1]) / 100) * textWidth;
    const shares: { width?: number; share?: number }[] = [];
    for (const c of xml.matchAll(/<table:table-column\b([^>]*)\/>/g)) {
      const props = styleOf('table-column', /table:style-name="([^"]+)"/.exec(c[1]!)![1]!);
      const width = /style:column-width="([^"]+)"/.exec(props)?.[1];
      const share = /style:rel-column-width="(\d+)\*"/.exec(props)?.[1];
      const repeated = Number(/table:number-columns-repeated="(\d+)"/.exec(c[1]!)?.[1] ?? 1);
      for (let i = 0; i < repeated; i++) shares.push(width ? { width: cm(width) } : { share: Number(share) });
    }
    const total = shares.reduce((n, c) => n + (c.share ?? 0), 0);
    const columns = shares.map((c) => c.width ?? (tableWidth * c.share!) / total);
    for (const row of xml.matchAll(/<table:table-row\b[\s\S]*?<\/table:table-row>/g)) {
      let column = 0;
      for (const c of row[0].matchAll(/<table:table-cell\b([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)|<table:covered-table-cell\b[^>]*?(?:\/>|>[\s\S]*?<\/table:covered-table-cell>)/g)) {
        if (!c[0].startsWith('<table:table-cell')) continue;
        const span = Number(/table:number-columns-spanned="(\d+)"/.exec(c[1]!)?.[1] ?? 1);
        const style = styleOf('table-cell', /table:style-name="([^"]+)"/.exec(c[1]!)?.[1] ?? '');
        const padding = (side: string) => cm(new RegExp(`fo:padding-${side}="([^"]+)"`).exec(style)?.[1] ?? /fo:padding="([^"]+)"/.exec(style)?.[1] ?? '0cm');
        const width = columns.slice(column, column + span).reduce((a, b) => a + b, 0) - padding('left') - padding('right');
        for (const m of (c[2] ?? '').matchAll(frame)) inCells.push({ object: m[2]!, width: cm(/svg:width="([^"]+)"/.exec(m[1]!)![1]!), cell: width });
        column += span;
      }
    }
  }
  return { equations, inCells, objects };
}

/** The letters, digits and Greek letters of a text, counted: what an equation shows, whatever its layout. */
function symbols(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>')) if (/[A-Za-z0-9\u0370-\u03ff%]/.test(c)) out[c] = (out[c] ?? 0) + 1;
  return out;
}
/** The text Word shows of each equation (its runs' m:t), in the file's order. */
const wordEquationTexts = (xml: string) => [...xml.matchAll(/<m:oMath>([\s\S]*?)<\/m:oMath>/g)].map((m) => [...m[1]!.matchAll(/<m:t(?: [^>]*)?>([^<]*)<\/m:t>/g)].map((t) => t[1]).join(''));
/** The text LibreOffice shows of a formula object: its MathML's tokens, without the StarMath source it keeps beside them. */
const mathText = (mathml: string) => [...mathml.replace(/<annotation[\s\S]*?<\/annotation>/g, '').matchAll(/>([^<]+)</g)].map((m) => m[1]).join('');

/** The lines of a PDF as pdftotext lays them out on paper (-layout: a fraction's parts on the lines above and below) that begin with a full stop or a comma. */
const linesStartingWithPunctuation = (text: string) => text.split('\n').filter((line) => /^\s*[.,]/.test(line));

interface Checked {
  file: string;
  formulas: number;
}

/** What the brief asks of one Word file: every equation there, none broken, punctuation kept, cells not overflowed. */
async function checkWordFile({ file, formulas }: Checked) {
  expect(formulas).toBeGreaterThan(20);
  const xml = await docxPart(file, 'word/document.xml');
  // Every formula a native equation in the file.
  expect((xml.match(/<m:oMath>/g) ?? []).length).toBe(formulas);
  // …and an equation in LibreOffice's reading of it.
  const odt = await odtEquations(await docxToOdt(file));
  expect(odt.equations.length).toBe(formulas);
  expect(odt.objects.size).toBe(formulas);
  // …showing what Word shows: each equation's letters and digits, in the same order of equations.
  const shown = wordEquationTexts(xml);
  const differing = odt.equations
    .map((e, i) => ({ word: shown[i]!, libreOffice: mathText(odt.objects.get(e.object) ?? '') }))
    .filter((e) => JSON.stringify(symbols(e.word)) !== JSON.stringify(symbols(e.libreOffice)));
  expect(differing).toEqual([]);
  // None that LibreOffice could not read: '¿' is its mark for a part of a formula it could not parse.
  const pdf = await docxToPdf(file, files.dir);
  expect(await pdfText(pdf)).not.toContain('¿');
  // No line starts with the punctuation that follows an equation.
  expect(linesStartingWithPunctuation((await pdfPageTexts(pdf)).join('\n'))).toEqual([]);
  // An equation in a table cell fits its column as LibreOffice laid the table out (it is cut off where it does not).
  expect(odt.inCells.filter((e) => e.width > e.cell + 0.01)).toEqual([]);
  return odt;
}

describe.each([
  // E_in, P_in and derivations that continue with '= …' in the steps; Waterkoker and Naafdynamo hold tables.
  { stream: 'natuurkunde-havo', name: 'Energie en vermogen', topics: ['Torenkraan', 'Naafdynamo', 'Koelbox op de camping', 'Waterkoker'] },
  // Vectors' lengths |a|, distances with |…|, integrals; and the formula sheet (integrals, |a| · |b|, ᵍlog).
  { stream: 'wiskunde-b-vwo', name: 'Vectoren en integralen', topics: ['Zendmast', 'Robotarm', 'Schotelantenne', 'Zeilwedstrijd'] },
])('$stream: $topics', ({ stream, name, topics }) => {
  let set: { owner: HttpClient; key: string };
  beforeAll(async () => {
    set = await wordSet(stream, name, topics);
  });

  testWith(['libreoffice', 'poppler'])('the Word file: every formula an equation that LibreOffice draws', async () => {
    const file = await download(set.owner, `/api/download-collection/${set.key}?type=word`, `${stream}.docx`);
    await checkWordFile({ file, formulas: paperFormulas(await setTexts(set.key)) });
  });

  testWith(['libreoffice', 'poppler'])('the correctievoorschrift: every formula an equation that LibreOffice draws, and none wider than its cell', async () => {
    const file = await download(set.owner, `/api/download-collection-corrections/${set.key}`, `${stream}-correcties.docx`);
    const odt = await checkWordFile({ file, formulas: correctionFormulas(await setTexts(set.key)) });
    // The step tables hold formulas: the check above looked at them.
    expect(odt.inCells.length).toBeGreaterThan(10);
  });
});
