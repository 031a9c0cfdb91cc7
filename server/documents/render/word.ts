// The set as an editable Word file, and its correctievoorschrift (docx). Headings are Word's own styles ('Opgave'
// based on Heading 1, 'Vraag' on Heading 2), so a teacher restyles the whole paper at once; formulas are native
// equations the teacher can edit.
import { AlignmentType, Document, Footer, ImageRun, LevelFormat, Packer, PageNumber, Paragraph, Table, TableCell, TableRow, TabStopType, TextRun, WidthType, type ISectionOptions } from 'docx';
import type { DocAnswer, DocFigure, DocQuestion, DocStep, DocTopic } from '../../domain/documents/model.ts';
import { DOCUMENT_LANGUAGE, PRODUCT_NAME } from '../../domain/documents/kinds.ts';
import {
  appendixLine,
  correctionTexts,
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
  questionHeading as headingText,
  questionTexts,
  setTotals,
  topicLabels,
  type RenderInput,
} from './common.ts';
import { CORRECTION_TEXT, stepsOf } from './common.ts';
import { figureParagraphs, svgFallbacks, wordFormulas, wordInline, wordMarkup, type WordContext } from './wordMarkup.ts';
import { qrPng } from './qr.ts';
import { markupFileIds } from '../../../shared/markup/parse.ts';
import { docxGivesWay } from './givingWay.ts';
import { giveWay } from '../requestLoad.ts';
import { answerLineParagraphs } from './answerSpace.ts';

docxGivesWay();

export interface WordResult {
  data: Uint8Array;
  /** What became of the formulas: native equations, images, TeX source. */
  formulas: WordContext['stats'];
}

const FONT = 'Arial';
/** The right edge of the text on A4 with 2 cm margins, in twips: where a heading's facts are tabbed to. */
const RIGHT_TAB = 9638;
const CM = 567;

const styles = {
  // Dutch for every run (w:lang in the document defaults): Word's spelling checker and a screen reader use it.
  default: { document: { run: { font: FONT, size: 22, language: { value: DOCUMENT_LANGUAGE } } } },
  paragraphStyles: [
    { id: 'Title', name: 'Title', basedOn: 'Normal', next: 'Normal', run: { size: 44, bold: true }, paragraph: { spacing: { before: 1200, after: 240 } } },
    {
      id: 'Opgave',
      name: 'Opgave',
      basedOn: 'Heading1',
      next: 'Normal',
      quickFormat: true,
      run: { font: FONT, size: 30, bold: true, color: '000000' },
      paragraph: { spacing: { before: 360, after: 60 }, keepNext: true },
    },
    {
      id: 'Vraag',
      name: 'Vraag',
      basedOn: 'Heading2',
      next: 'Normal',
      quickFormat: true,
      run: { font: FONT, size: 23, bold: true, color: '000000' },
      paragraph: { spacing: { before: 240, after: 80 }, keepNext: true, tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_TAB }] },
    },
    { id: 'Examen', name: 'Examen', basedOn: 'Normal', next: 'Normal', run: { size: 18, color: '555555' }, paragraph: { spacing: { after: 200 }, keepNext: true } },
  ],
};

const numbering = {
  config: [{ reference: 'bullets', levels: [{ level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 240 } } } }] }],
};

function footer(title: string) {
  return new Footer({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_TAB }],
        children: [new TextRun({ text: title, size: 16, color: '555555' }), new TextRun({ children: ['\tPagina ', PageNumber.CURRENT, ' van ', PageNumber.TOTAL_PAGES], size: 16, color: '555555' })],
      }),
    ],
  });
}

function section(title: string, children: (Paragraph | Table)[]): ISectionOptions {
  return {
    properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 2 * CM, bottom: 2 * CM, left: 2 * CM, right: 2 * CM } } },
    footers: { default: footer(title) },
    children,
  };
}

/** The first page; `booklet`: the student's paper (name and class, the exam's cover lines), not the teacher's. */
function cover(input: RenderInput, heading: string, booklet = true): Paragraph[] {
  const { model } = input;
  const t = setTotals(model);
  return [
    new Paragraph({ style: 'Title', children: [new TextRun(model.title)] }),
    new Paragraph({ children: [new TextRun({ text: heading, size: 28 })], spacing: { after: 80 } }),
    new Paragraph({ children: [new TextRun({ text: `${model.course} ${model.level} · ${dutchDate(model.date)}`, size: 24 })], spacing: { after: 80 } }),
    new Paragraph({
      children: [
        new TextRun({
          text: [plural(t.topics, 'opgave', 'opgaven'), plural(t.questions, 'vraag', 'vragen'), plural(t.points, 'punt', 'punten'), plural(t.minutes, 'minuut', 'minuten')].join(' · '),
          color: '555555',
        }),
      ],
      spacing: { after: 240 },
    }),
    ...(booklet
      ? [
          new Paragraph({ children: [new TextRun(NAME_LINE)], spacing: { after: 240 } }),
          ...coverLines(model).map((line) => new Paragraph({ children: [new TextRun(line)], spacing: { after: 60 } })),
          new Paragraph({ children: [], spacing: { after: 200 } }),
        ]
      : []),
    ...model.topics.map(
      (topic, i) =>
        new Paragraph({
          numbering: { reference: 'bullets', level: 0 },
          children: [new TextRun(`Opgave ${i + 1}: ${topic.name} (vraag ${topicLabels(topic)}; ${examSource(topic)})`)],
        }),
    ),
    new Paragraph({ children: [new TextRun({ text: `${PRODUCT_NAME} · ${dutchDate(model.date)}`, color: '555555', size: 18 })], spacing: { before: 360 }, pageBreakBefore: false }),
  ];
}

function figures(list: DocFigure[], ctx: WordContext): Paragraph[] {
  return list.flatMap((f) => figureParagraphs(ctx, ctx.files.byId(f.fileId), f, f.caption));
}

const questionHeading = (q: DocQuestion, facts: string) => new Paragraph({ style: 'Vraag', children: [new TextRun(headingText(q)), new TextRun({ text: `\t${facts}`, bold: false, size: 18 })] });

const topicHeading = (t: DocTopic, index: number, pageBreak: boolean) => [
  new Paragraph({ style: 'Opgave', pageBreakBefore: pageBreak, children: [new TextRun(`Opgave ${index + 1}  ${t.name}`)] }),
  new Paragraph({ style: 'Examen', children: [new TextRun(`${examSource(t)} · ${examNumbers(t)}`)] }),
];

async function question(q: DocQuestion, ctx: WordContext): Promise<(Paragraph | Table)[]> {
  giveWay();
  return [
    questionHeading(q, questionFacts(q)),
    ...q.earlier.flatMap((e) => [new Paragraph({ children: [new TextRun({ text: earlierLine(e), color: '555555', size: 18 })] }), ...wordMarkup(e.introduction, ctx), ...figures(e.figures, ctx)]),
    ...wordMarkup(q.introduction, ctx),
    ...figures(q.figures, ctx),
    ...wordMarkup(q.text, ctx),
    ...(q.appendixes.length ? [new Paragraph({ children: [new TextRun({ text: appendixLine(q), italics: true })] })] : []),
    ...(q.qrUrl
      ? [
          new Paragraph({
            alignment: AlignmentType.RIGHT,
            children: [
              new ImageRun({
                type: 'png',
                data: qrPng(q.qrUrl, 144),
                transformation: { width: 72, height: 72 },
                altText: { name: `QR-code ${headingText(q).toLowerCase()}`, description: q.qrUrl, title: 'Tips en antwoorden' },
              }),
              new TextRun({ text: '', break: 1 }),
              new TextRun({ text: 'Tips en antwoorden', size: 14, color: '555555' }),
            ],
          }),
        ]
      : []),
    ...answerLineParagraphs(q.answerLines, RIGHT_TAB),
  ];
}

/** `texts`: only the files these texts show need a fallback (the corrections show no figures of their own). */
async function newContext(input: RenderInput, formulas: Awaited<ReturnType<typeof wordFormulas>>, texts?: (string | null)[]): Promise<WordContext> {
  const shown = texts && new Set(markupFileIds(texts));
  const files = shown ? input.files.filter((f) => shown.has(f.id)) : input.files;
  return { formulas, files: fileLookup(input.files), fallbacks: await svgFallbacks(files), stats: { native: 0, image: 0, source: 0 } };
}

async function pack(title: string, subject: string, sections: ISectionOptions[]): Promise<Uint8Array> {
  const doc = new Document({ title, subject, creator: PRODUCT_NAME, description: subject, styles, numbering, features: { updateFields: false }, sections });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** The set as an editable Word file: the same content as the PDF. */
export async function setWord(input: RenderInput): Promise<WordResult> {
  const { model } = input;
  const ctx = await newContext(input, await wordFormulas(questionTexts(model)));
  const body: (Paragraph | Table)[] = [...cover(input, 'Opgaven')];
  for (const [i, t] of model.topics.entries()) {
    body.push(...topicHeading(t, i, i === 0), ...wordMarkup(t.introduction, ctx), ...figures(t.figures, ctx));
    for (const q of t.questions) body.push(...(await question(q, ctx)));
  }
  body.push(new Paragraph({ alignment: AlignmentType.CENTER, spacing: { before: 360 }, children: [new TextRun({ text: END_WORD, bold: true })] }));
  if (model.formulaSheet)
    body.push(new Paragraph({ style: 'Opgave', pageBreakBefore: true, children: [new TextRun(`Formuleblad ${model.course} ${model.level}`)] }), ...wordMarkup(model.formulaSheet, ctx, true));
  const data = await pack(model.title, `Opgaven ${model.course} ${model.level}`, [section(model.title, body)]);
  return { data, formulas: ctx.stats };
}

const cell = (children: Paragraph[], header = false, width?: number) =>
  new TableCell({ children, ...(width ? { width: { size: width, type: WidthType.PERCENTAGE } } : {}), shading: header ? { fill: 'EEEEEE' } : undefined });
const textCell = (text: string, header = false, width?: number) => cell([new Paragraph({ children: [new TextRun({ text, bold: header })] })], header, width);

/**
 * A step's worked solution (modeluitwerking) and explanation (toelichting), in a row under the step's own that spans
 * its correction, answer and points: the teacher reads how the step is done beside what it earns.
 */
function stepDetails(s: DocStep, ctx: WordContext): TableRow[] {
  const line = (label: string, text: string | null) =>
    text ? [new Paragraph({ spacing: { after: 40 }, children: [new TextRun({ text: `${label}: `, bold: true, size: 20 }), ...wordInline(text, ctx, 0.92)] })] : [];
  const lines = [...line(CORRECTION_TEXT.elaboration, s.elaboration), ...line(CORRECTION_TEXT.explanation, s.explanation)];
  return lines.length ? [new TableRow({ children: [cell([new Paragraph({ children: [] })]), new TableCell({ columnSpan: 3, children: lines })] })] : [];
}

function answer(a: DocAnswer, ctx: WordContext): (Paragraph | Table)[] {
  giveWay();
  const out: (Paragraph | Table)[] = [new Paragraph({ children: [new TextRun({ text: a.name, bold: true })], spacing: { before: 120, after: 60 }, keepNext: true })];
  if (a.remark) out.push(new Paragraph({ children: [new TextRun({ text: 'Opmerking: ', italics: true }), ...wordInline(a.remark, ctx)] }));
  out.push(
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [
        new TableRow({ tableHeader: true, children: [textCell('Stap', true, 8), textCell('Correctievoorschrift', true, 46), textCell('Tussenantwoord', true, 36), textCell('Punten', true, 10)] }),
        ...a.steps.flatMap((s, i) => [
          new TableRow({
            cantSplit: true,
            children: [
              textCell(`${i + 1}`),
              // The column's share of the width: a formula wider than its cell is stacked (wordInline).
              cell([new Paragraph({ children: wordInline(s.correction, ctx, 0.46) })]),
              cell([new Paragraph({ children: wordInline(s.text, ctx, 0.36) })]),
              cell([new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun(`${s.points}`)] })]),
            ],
          }),
          ...stepDetails(s, ctx),
        ]),
      ],
    }),
  );
  if (a.scores.length) {
    out.push(
      new Paragraph({ children: [new TextRun({ text: 'Scoretabel', bold: true })], spacing: { before: 160, after: 60 }, keepNext: true }),
      new Table({
        width: { size: 60, type: WidthType.PERCENTAGE },
        rows: [
          new TableRow({ tableHeader: true, children: [textCell('Goed gemaakt', true), textCell('Score', true)] }),
          ...a.scores.map(
            (score, mask) => new TableRow({ children: [textCell(stepsOf(mask, a.steps.length)), cell([new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun(`${score}`)] })])] }),
          ),
        ],
      }),
    );
  }
  const stepTips = a.steps.flatMap((s, i) => s.tips.map((tip) => ({ step: i + 1, tip })));
  if (stepTips.length) {
    out.push(new Paragraph({ children: [new TextRun({ text: 'Tips bij de stappen', bold: true })], spacing: { before: 160 }, keepNext: true }));
    for (const { step, tip } of stepTips) out.push(new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: [new TextRun(`Stap ${step}: `), ...wordInline(tip, ctx)] }));
  }
  out.push(new Paragraph({ children: [], spacing: { after: 120 } }));
  return out;
}

/** A question's tips and its solution strategies (or the line that it has none yet): the marking scheme after it. */
function questionCorrections(q: DocQuestion, ctx: WordContext): (Paragraph | Table)[] {
  return [
    ...(q.tips.length
      ? [
          new Paragraph({ children: [new TextRun({ text: 'Tips bij de vraag', bold: true })], keepNext: true }),
          ...q.tips.map((tip) => new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: wordInline(tip, ctx) })),
        ]
      : []),
    ...(q.answers.length ? q.answers.flatMap((a) => answer(a, ctx)) : [new Paragraph({ children: [new TextRun({ text: CORRECTION_TEXT.noAnswers, italics: true })] })]),
  ];
}

/**
 * The correctievoorschrift: per question its solution strategies with their steps and points, each step with its
 * worked solution and explanation, score tables and tips.
 */
export async function correctionsWord(input: RenderInput): Promise<WordResult> {
  const { model } = input;
  const texts = correctionTexts(model);
  const ctx = await newContext(input, await wordFormulas(texts), texts);
  const body: (Paragraph | Table)[] = [
    ...cover(input, 'Correctievoorschrift', false),
    ...model.topics.flatMap((t, i) => [
      ...topicHeading(t, i, i === 0),
      ...t.questions.flatMap((q): (Paragraph | Table)[] => [questionHeading(q, plural(q.points, 'punt', 'punten')), ...wordMarkup(q.text, ctx), ...questionCorrections(q, ctx)]),
    ]),
  ];
  const data = await pack(`Correctievoorschrift ${model.title}`, `Correctievoorschrift ${model.course} ${model.level}`, [section(`Correctievoorschrift ${model.title}`, body)]);
  return { data, formulas: ctx.stats };
}

/**
 * An exam's teacher document (the back-office, issue 45): every topic with its introduction and figures, every question
 * as the paper shows it (heading with points, introduction, figures, text) and after it its marking scheme as the
 * correctievoorschrift shows it. The same pieces as the set's Word file and correctievoorschrift, in one file.
 */
export async function examTeacherWord(input: RenderInput): Promise<WordResult> {
  const { model } = input;
  const ctx = await newContext(input, await wordFormulas([...questionTexts(model), ...correctionTexts(model)]));
  const body: (Paragraph | Table)[] = [...cover(input, 'Docentendocument', false)];
  for (const [i, t] of model.topics.entries()) {
    // A topic without questions yet has no line of exam numbers.
    const heading = topicHeading(t, i, i === 0);
    body.push(...(t.questions.length ? heading : heading.slice(0, 1)), ...wordMarkup(t.introduction, ctx), ...figures(t.figures, ctx));
    for (const q of t.questions) body.push(...(await question(q, ctx)), ...questionCorrections(q, ctx));
  }
  const data = await pack(`Docentendocument ${model.title}`, `Docentendocument ${model.course} ${model.level}`, [section(`Docentendocument ${model.title}`, body)]);
  return { data, formulas: ctx.stats };
}
