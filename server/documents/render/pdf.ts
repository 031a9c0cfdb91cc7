// The set as a PDF exam paper (pdfmake, A4): a cover, per topic its introduction and figures, per question its
// number, points and minutes, its text with formulas as vector graphics and a QR code to the student's page of that
// question; page numbers; the formula sheet at the end. And the appendixes (uitwerkbijlagen): one sheet per page.
import * as pdfmakeModule from 'pdfmake';
import type { Content } from 'pdfmake';
import type { DocFigure, DocQuestion, DocTopic } from '../../domain/documents/model.ts';
import { DOCUMENT_LANGUAGE, PRODUCT_NAME } from '../../domain/documents/kinds.ts';
import { FONT_FILES, FONT_NAME } from '../fonts.ts';
import {
  appendixHeading,
  appendixLine,
  appendixSheets,
  coverLines,
  dutchDate,
  earlierLine,
  END_WORD,
  examNumbers,
  examSource,
  fileLookup,
  NAME_LINE,
  plural,
  questionFacts,
  questionHeading,
  questionTexts,
  setTotals,
  topicLabels,
  type RenderInput,
} from './common.ts';
import { renderFormulas } from './formulas.ts';
import { figure, markup, type PdfContext } from './pdfMarkup.ts';
import { qrCanvas } from './qr.ts';
import { pdfmakeGivesWay } from './givingWay.ts';
import { pdfTagOptions } from './pdfTagging.ts';
import './pdfObjectStreams.ts';
import { giveWay } from '../requestLoad.ts';
import { withAnswerLines } from './answerSpace.ts';

type PdfMake = typeof pdfmakeModule;
const pdfmake: PdfMake = ((pdfmakeModule as unknown as { default?: PdfMake }).default ?? pdfmakeModule) as PdfMake;
type TDocumentDefinitions = Parameters<PdfMake['createPdf']>[0];
pdfmake.setFonts({ [FONT_NAME]: FONT_FILES });
// The documents read nothing but their fonts: no other file, no URL.
const fontPaths = new Set<string>(Object.values(FONT_FILES));
pdfmake.setLocalAccessPolicy((path) => fontPaths.has(path));
pdfmake.setUrlAccessPolicy(() => false);
pdfmakeGivesWay((callback) => pdfmake.setProgressCallback(callback));

const PAGE_WIDTH = 595.28;
const MARGIN = 56;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const QR_SIZE = 76;
const QR_GAP = 14;
export const FONT_SIZE = 10;

export function baseDefinition(title: string, subject: string, content: Content[]): TDocumentDefinitions {
  return {
    // Tagged (./pdfTagging.ts): headings, paragraphs, figures, formulas and links in reading order for a screen reader.
    ...pdfTagOptions(),
    // PDF 1.7 (PDF/UA's base): with compressed object streams (./pdfObjectStreams.ts).
    version: '1.7',
    pageSize: 'A4',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN + 8],
    info: { title, subject, author: PRODUCT_NAME, creator: PRODUCT_NAME, producer: PRODUCT_NAME },
    // The catalog's /Lang: a screen reader reads the paper in Dutch.
    language: DOCUMENT_LANGUAGE,
    defaultStyle: { font: FONT_NAME, fontSize: FONT_SIZE, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 22, bold: true, margin: [0, 120, 0, 8] },
      subtitle: { fontSize: 13, margin: [0, 0, 0, 4] },
      topic: { fontSize: 15, bold: true, margin: [0, 0, 0, 2] },
      exam: { fontSize: 9, color: '#555555', margin: [0, 0, 0, 10] },
      question: { fontSize: 11, bold: true },
      facts: { fontSize: 9, color: '#444444' },
      muted: { fontSize: 9, color: '#555555' },
    },
    footer: (page: number, pages: number) => ({
      pdfTag: { role: 'Artifact', artifact: 'Pagination' },
      columns: [
        { text: title, style: 'muted', width: '*' },
        { text: `Pagina ${page} van ${pages}`, style: 'muted', alignment: 'right', width: 'auto' },
      ],
      margin: [MARGIN, 24, MARGIN, 0],
    }),
    content,
  };
}

/** The first page; `booklet`: the student's paper (name and class, the exam's cover lines), not the teacher's. */
export function cover(input: RenderInput, heading: string, booklet = true): Content[] {
  const { model } = input;
  const totals = setTotals(model);
  return [
    { text: model.title, style: 'title', pdfTag: 'H1' },
    { text: heading, style: 'subtitle' },
    { text: `${model.course} ${model.level} · ${dutchDate(model.date)}`, style: 'subtitle' },
    {
      text: [plural(totals.topics, 'opgave', 'opgaven'), plural(totals.questions, 'vraag', 'vragen'), plural(totals.points, 'punt', 'punten'), plural(totals.minutes, 'minuut', 'minuten')].join(' · '),
      style: 'muted',
      margin: [0, 6, 0, 18],
    },
    ...(booklet
      ? [{ text: NAME_LINE, margin: [0, 0, 0, 18] } as Content, ...coverLines(model).map((line): Content => ({ text: line, margin: [0, 0, 0, 4] })), { text: '', margin: [0, 0, 0, 14] } as Content]
      : []),
    {
      table: {
        headerRows: 1,
        widths: ['auto', '*', 'auto', 'auto'],
        body: [
          [
            { text: '', bold: true },
            { text: 'Opgave', bold: true },
            { text: 'Vragen', bold: true },
            { text: 'Punten', bold: true },
          ],
          ...model.topics.map((t, i) => [
            `${i + 1}`,
            { text: [{ text: t.name }, { text: `  ${examSource(t)}`, style: 'muted' }] },
            topicLabels(t),
            { text: `${t.questions.reduce((n, q) => n + q.points, 0)}`, alignment: 'right' as const },
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: `${PRODUCT_NAME} · ${dutchDate(model.date)}`, style: 'muted', margin: [0, 24, 0, 0], pageBreak: 'after' },
  ];
}

function figures(list: DocFigure[], ctx: PdfContext, width: number): Content[] {
  return list.flatMap((f) => figure(ctx.files.byId(f.fileId), f, width, f.caption));
}

function questionBlock(q: DocQuestion, ctx: PdfContext, qr: boolean): Content {
  giveWay();
  const width = qr ? CONTENT_WIDTH - QR_SIZE - QR_GAP : CONTENT_WIDTH;
  const body: Content[] = [
    ...q.earlier.flatMap((e): Content[] => [{ text: earlierLine(e), style: 'muted', margin: [0, 0, 0, 2] }, ...markup(e.introduction, ctx, width), ...figures(e.figures, ctx, width)]),
    ...markup(q.introduction, ctx, width),
    ...figures(q.figures, ctx, width),
    ...markup(q.text, ctx, width),
    ...(q.appendixes.length ? [{ text: appendixLine(q), italics: true, style: 'muted', margin: [0, 0, 0, 4] } as Content] : []),
  ];
  const heading: Content = {
    columns: [
      { text: questionHeading(q), style: 'question', width: 'auto', pdfTag: 'H2' },
      { text: questionFacts(q), style: 'facts', width: '*', alignment: 'right', margin: [0, 2, 0, 0] },
    ],
    margin: [0, 10, 0, 6],
  };
  const main: Content =
    qr && q.qrUrl
      ? {
          columns: [
            { stack: body, width },
            {
              stack: [{ canvas: qrCanvas(q.qrUrl, QR_SIZE), width: QR_SIZE } as Content, { text: 'Tips en antwoorden', fontSize: 6.5, color: '#555555', alignment: 'right', margin: [0, 2, 0, 0] }],
              width: QR_SIZE,
              pdfTag: { role: 'Link', link: q.qrUrl, alt: `Tips en antwoorden bij ${questionHeading(q)}` },
            },
          ],
          columnGap: QR_GAP,
        }
      : { stack: body };
  if (mayOverrunPage(q, width)) {
    // pdfmake keeps only the first page of an unbreakable block taller than a page and drops the rest: a long question
    // keeps its heading with its first part only, beside its QR code, and runs on over pages.
    const [first, ...rest] = body;
    const opening: Content =
      qr && q.qrUrl
        ? ({ ...(main as { columns: Content[] }), columns: [{ stack: first ? [first] : [], width }, (main as { columns: Content[] }).columns[1]!] } as Content)
        : { stack: first ? [first] : [] };
    return withAnswerLines({ stack: [{ stack: [heading, opening], unbreakable: true }, ...rest], unbreakable: false }, q.answerLines, CONTENT_WIDTH);
  }
  // A question's heading never stands alone at the foot of a page: heading and question move together.
  return withAnswerLines({ stack: [heading, main], unbreakable: true }, q.answerLines, CONTENT_WIDTH);
}

/** The height of the page's text area, in points. */
const PAGE_BODY = 841.89 - 2 * MARGIN - 8;

/**
 * Whether a question could be taller than most of a page (and so must not be one unbreakable block): a generous
 * estimate from its words (a line per column width of average characters, taller lines where formulas stand), its
 * paragraphs and its figures' sizes. Overestimating only gives up keeping a long question on one page.
 */
function mayOverrunPage(q: DocQuestion, width: number): boolean {
  const texts = [...q.earlier.map((e) => e.introduction), q.introduction, q.text].filter((t): t is string => !!t);
  const charsPerLine = width / (FONT_SIZE * 0.55);
  let height = 0;
  for (const text of texts) {
    for (const paragraph of text.split(/\n+/)) height += (Math.ceil(paragraph.length / charsPerLine) || 1) * FONT_SIZE * (paragraph.includes('$$') ? 2.4 : 1.4) + 6;
    height += (text.match(/!\[/g) ?? []).length * 220;
  }
  for (const f of [...q.figures, ...q.earlier.flatMap((e) => e.figures)]) {
    const w = (f.width ?? 480) * 0.75;
    height += (f.height ?? 300) * 0.75 * Math.min(1, width / w) + 24;
  }
  return height > PAGE_BODY * 0.6;
}

function topicBlock(t: DocTopic, index: number, ctx: PdfContext, qr: boolean, after?: SetPdfOptions['afterQuestion']): Content[] {
  const intro = markup(t.introduction, ctx, CONTENT_WIDTH);
  return [
    {
      stack: [
        { text: `Opgave ${index + 1}  ${t.name}`, style: 'topic', pdfTag: 'H1', margin: [0, index === 0 ? 0 : 18, 0, 2] },
        { text: `${examSource(t)} · ${examNumbers(t)}`, style: 'exam' },
        ...intro.slice(0, 1),
      ],
      unbreakable: true,
    },
    ...intro.slice(1),
    ...figures(t.figures, ctx, CONTENT_WIDTH),
    ...t.questions.flatMap((q) => [questionBlock(q, ctx, qr), ...(after?.(q, ctx) ?? [])]),
  ];
}

/** The formula sheet's text sizes to try, largest first: the questions' size, then a little smaller, as printed sheets are. */
const SHEET_FONT_SIZES = [FONT_SIZE, 9, 8.5, 8, 7.5];

/**
 * A formula sheet's sections: each bold heading line ('**Elektriciteit**') with the lines under it, as markup texts.
 * A sheet without headings is one section.
 */
export function sheetSections(text: string): string[] {
  const sections: string[][] = [[]];
  for (const line of text.split('\n')) {
    if (/^\s*\*\*[^*]+\*\*\s*$/.test(line) && sections[sections.length - 1]!.some((l) => l.trim())) sections.push([]);
    sections[sections.length - 1]!.push(line);
  }
  return sections.map((lines) => lines.join('\n').trim()).filter(Boolean);
}

const sheetHeading = (model: RenderInput['model'], pageBreak = false): Content =>
  ({ text: `Formuleblad ${model.course} ${model.level}`, style: 'topic', margin: [0, 0, 0, 10], pdfTag: 'H1', ...(pageBreak ? { pageBreak: 'before' } : {}) }) as Content;

function sheetBody(text: string, ctx: PdfContext, size: number): Content {
  const sheet: PdfContext = { ...ctx, fontSize: size };
  // Each section kept together with its heading: where a sheet needs two pages, no section's last lines stand alone.
  return { stack: sheetSections(text).map((section): Content => ({ stack: markup(section, sheet, CONTENT_WIDTH), unbreakable: true })), fontSize: size };
}

/** Per formula sheet (its text): the largest size at which it fits one page, found once per thread. */
const sheetSizes = new Map<string, number>();

/**
 * The formula sheet on one page where it fits one (issue 42: not four lines alone on a last page): laid out on its own
 * at the questions' size and, while it needs a second page, a little smaller, down to 7.5 pt; the size found is kept
 * for the thread's later documents of the same sheet.
 */
async function sheetSize(model: RenderInput['model'], ctx: PdfContext): Promise<number> {
  const text = model.formulaSheet!;
  const known = sheetSizes.get(text);
  if (known) return known;
  let chosen = SHEET_FONT_SIZES[1]!;
  for (const size of SHEET_FONT_SIZES) {
    let pages = 0;
    // Only its pages are counted: untagged, which lays out the same.
    const trial = { ...baseDefinition('', '', [sheetHeading(model), sheetBody(text, ctx, size)]), tagged: false, footer: (_page: number, count: number) => ((pages = count), '') };
    await pdfmake.createPdf(trial as TDocumentDefinitions).getBuffer();
    if (pages <= 1) {
      chosen = size;
      break;
    }
  }
  if (sheetSizes.size > 64) sheetSizes.clear();
  sheetSizes.set(text, chosen);
  return chosen;
}

async function formulaSheet(model: RenderInput['model'], ctx: PdfContext): Promise<Content[]> {
  return [sheetHeading(model, true), sheetBody(model.formulaSheet!, ctx, await sheetSize(model, ctx))];
}

export async function contextOf(input: RenderInput, texts: (string | null)[]): Promise<PdfContext> {
  return { formulas: await renderFormulas(texts), files: fileLookup(input.files), fontSize: FONT_SIZE };
}

export const toBuffer = async (definition: TDocumentDefinitions) => new Uint8Array(await pdfmake.createPdf(definition).getBuffer());

/** Another version of the set's PDF: the teacher's (./correctionsPdf.ts teacherPdf). */
export interface SetPdfOptions {
  /** The cover's heading and the footer's title before the set's name. */
  version: string;
  /** More texts whose formulas the added content shows. */
  texts: (string | null)[];
  /** What follows a question. */
  afterQuestion: (q: DocQuestion, ctx: PdfContext) => Content[];
}

/** The set as a PDF; `qr`: a QR code per question (the questions' qrUrl). */
export async function setPdf(input: RenderInput, options?: SetPdfOptions): Promise<Uint8Array> {
  const ctx = await contextOf(input, [...questionTexts(input.model), ...(options?.texts ?? [])]);
  const qr = input.model.topics.some((t) => t.questions.some((q) => q.qrUrl));
  const content: Content[] = [
    ...(options ? cover(input, options.version, false) : cover(input, 'Opgaven')),
    ...input.model.topics.flatMap((t, i) => topicBlock(t, i, ctx, qr, options?.afterQuestion)),
    { text: END_WORD, alignment: 'center', bold: true, margin: [0, 24, 0, 0] },
  ];
  if (input.model.formulaSheet) {
    content.push(...(await formulaSheet(input.model, ctx)));
  }
  const title = options ? `${options.version} ${input.model.title}` : input.model.title;
  return toBuffer(baseDefinition(title, `${options?.version ?? 'Opgaven'} ${input.model.course} ${input.model.level}`, content));
}

/** The appendixes (uitwerkbijlagen) of a set or topic: per appendix a page with the student's name line and the sheet. */
export async function appendixesPdf(input: RenderInput): Promise<Uint8Array> {
  const ctx = await contextOf(input, []);
  // Each appendix once, headed by every question of the set answered on it.
  const sheets = appendixSheets(input.model);
  const content: Content[] = sheets.length
    ? sheets.map((sheet, i): Content => ({
        stack: [
          { text: 'Uitwerkbijlage', style: 'topic', pdfTag: 'H1' },
          { text: appendixHeading(sheet), style: 'exam' },
          { text: NAME_LINE, margin: [0, 4, 0, 14] },
          ...figure(ctx.files.byId(sheet.figure.fileId), { width: sheet.figure.width, height: sheet.figure.height }, CONTENT_WIDTH, sheet.figure.caption),
        ],
        ...(i > 0 ? { pageBreak: 'before' as const } : {}),
      }))
    : [{ text: 'Bij deze vragen horen geen uitwerkbijlagen.' }];
  return toBuffer(baseDefinition(`Uitwerkbijlagen ${input.model.title}`, `Uitwerkbijlagen ${input.model.course} ${input.model.level}`, content));
}
