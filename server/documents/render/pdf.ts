// The set as a PDF exam paper (pdfmake, A4): a cover, per topic its introduction and figures, per question its
// number, points and minutes, its text with formulas as vector graphics and a QR code to the student's page of that
// question; page numbers; the formula sheet at the end. And the appendixes (uitwerkbijlagen): one sheet per page.
import * as pdfmakeModule from 'pdfmake';
import type { Content } from 'pdfmake';
import type { DocFigure, DocQuestion, DocTopic } from '../../domain/documents/model.ts';
import { DOCUMENT_LANGUAGE, PRODUCT_NAME } from '../../domain/documents/kinds.ts';
import { FONT_FILES, FONT_NAME } from '../fonts.ts';
import { dutchDate, examLabel, fileLookup, plural, questionFacts, questionTexts, setTotals, type RenderInput } from './common.ts';
import { renderFormulas } from './formulas.ts';
import { figure, markup, type PdfContext } from './pdfMarkup.ts';
import { qrCanvas } from './qr.ts';
import { pdfmakeGivesWay } from './givingWay.ts';
import { giveWay } from '../requestLoad.ts';

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
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const QR_SIZE = 76;
const QR_GAP = 14;
const FONT_SIZE = 10;

function baseDefinition(title: string, subject: string, content: Content[]): TDocumentDefinitions {
  return {
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
      columns: [
        { text: title, style: 'muted', width: '*' },
        { text: `Pagina ${page} van ${pages}`, style: 'muted', alignment: 'right', width: 'auto' },
      ],
      margin: [MARGIN, 24, MARGIN, 0],
    }),
    content,
  };
}

function cover(input: RenderInput, heading: string): Content[] {
  const { model } = input;
  const totals = setTotals(model);
  return [
    { text: model.title, style: 'title' },
    { text: heading, style: 'subtitle' },
    { text: `${model.course} ${model.level} · ${dutchDate(model.date)}`, style: 'subtitle' },
    {
      text: [plural(totals.topics, 'opgave', 'opgaven'), plural(totals.questions, 'vraag', 'vragen'), plural(totals.points, 'punt', 'punten'), plural(totals.minutes, 'minuut', 'minuten')].join(' · '),
      style: 'muted',
      margin: [0, 6, 0, 24],
    },
    {
      table: {
        headerRows: 1,
        widths: ['auto', '*', 'auto', 'auto'],
        body: [
          [{ text: '', bold: true }, { text: 'Opgave', bold: true }, { text: 'Vragen', bold: true }, { text: 'Punten', bold: true }],
          ...model.topics.map((t, i) => [
            `${i + 1}`,
            { text: [{ text: t.name }, { text: `  ${examLabel(t)}`, style: 'muted' }] },
            t.questions.map((q) => q.number).join(', '),
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
    ...q.earlier.flatMap((e): Content[] => [
      { text: `Bij vraag ${e.number}:`, style: 'muted', margin: [0, 0, 0, 2] },
      ...markup(e.introduction, ctx, width),
      ...figures(e.figures, ctx, width),
    ]),
    ...markup(q.introduction, ctx, width),
    ...figures(q.figures, ctx, width),
    ...markup(q.text, ctx, width),
    ...(q.appendixes.length ? [{ text: 'Gebruik de uitwerkbijlage.', italics: true, style: 'muted', margin: [0, 0, 0, 4] } as Content] : []),
  ];
  const heading: Content = {
    columns: [
      { text: `Vraag ${q.number}`, style: 'question', width: 'auto' },
      { text: questionFacts(q), style: 'facts', width: '*', alignment: 'right', margin: [0, 2, 0, 0] },
    ],
    margin: [0, 10, 0, 6],
  };
  const main: Content =
    qr && q.qrUrl
      ? {
          columns: [
            { stack: body, width },
            { stack: [{ canvas: qrCanvas(q.qrUrl, QR_SIZE), width: QR_SIZE } as Content, { text: 'Tips en antwoorden', fontSize: 6.5, color: '#555555', alignment: 'right', margin: [0, 2, 0, 0] }], width: QR_SIZE },
          ],
          columnGap: QR_GAP,
        }
      : { stack: body };
  // A question's heading never stands alone at the foot of a page: heading and question move together.
  return { stack: [heading, main], unbreakable: true };
}

function topicBlock(t: DocTopic, index: number, ctx: PdfContext, qr: boolean): Content[] {
  const intro = markup(t.introduction, ctx, CONTENT_WIDTH);
  return [
    {
      stack: [
        { text: `Opgave ${index + 1}  ${t.name}`, style: 'topic', margin: [0, index === 0 ? 0 : 18, 0, 2] },
        { text: `${examLabel(t)}${t.complete ? '' : ' · een deel van de vragen'}`, style: 'exam' },
        ...intro.slice(0, 1),
      ],
      unbreakable: true,
    },
    ...intro.slice(1),
    ...figures(t.figures, ctx, CONTENT_WIDTH),
    ...t.questions.map((q) => questionBlock(q, ctx, qr)),
  ];
}

async function contextOf(input: RenderInput, texts: (string | null)[]): Promise<PdfContext> {
  return { formulas: await renderFormulas(texts), files: fileLookup(input.files), fontSize: FONT_SIZE };
}

const toBuffer = async (definition: TDocumentDefinitions) => new Uint8Array(await pdfmake.createPdf(definition).getBuffer());

/** The set as a PDF; `qr`: a QR code per question (the questions' qrUrl). */
export async function setPdf(input: RenderInput): Promise<Uint8Array> {
  const ctx = await contextOf(input, questionTexts(input.model));
  const qr = input.model.topics.some((t) => t.questions.some((q) => q.qrUrl));
  const content: Content[] = [...cover(input, 'Opgaven'), ...input.model.topics.flatMap((t, i) => topicBlock(t, i, ctx, qr))];
  if (input.model.formulaSheet) {
    content.push({ text: `Formuleblad ${input.model.course} ${input.model.level}`, style: 'topic', pageBreak: 'before', margin: [0, 0, 0, 10] }, ...markup(input.model.formulaSheet, ctx, CONTENT_WIDTH));
  }
  return toBuffer(baseDefinition(input.model.title, `Opgaven ${input.model.course} ${input.model.level}`, content));
}

/** The appendixes (uitwerkbijlagen) of a set or topic: per appendix a page with the student's name line and the sheet. */
export async function appendixesPdf(input: RenderInput): Promise<Uint8Array> {
  const ctx = await contextOf(input, []);
  const sheets = input.model.topics.flatMap((t) =>
    t.questions.flatMap((q) => [...q.appendixes.map((a) => ({ t, q, a, from: null as number | null })), ...q.earlier.flatMap((e) => e.appendixes.map((a) => ({ t, q, a, from: e.number })))]),
  );
  const content: Content[] = sheets.length
    ? sheets.map(({ t, q, a, from }, i): Content => ({
        stack: [
          { text: 'Uitwerkbijlage', style: 'topic' },
          { text: `Vraag ${q.number}${from === null ? '' : ` (bijlage van vraag ${from})`} · ${t.name} · ${examLabel(t)}`, style: 'exam' },
          { text: 'Naam: ______________________________    Klas: ________', margin: [0, 4, 0, 14] },
          ...figure(ctx.files.byId(a.fileId), { width: a.width, height: a.height }, CONTENT_WIDTH, a.caption),
        ],
        ...(i > 0 ? { pageBreak: 'before' as const } : {}),
      }))
    : [{ text: 'Bij deze vragen horen geen uitwerkbijlagen.' }];
  return toBuffer(baseDefinition(`Uitwerkbijlagen ${input.model.title}`, `Uitwerkbijlagen ${input.model.course} ${input.model.level}`, content));
}
