// The correctievoorschrift as a PDF (issue 42 item 7: many teachers print it), and the teacher's version of a set:
// the set's PDF with each question's marking scheme after it, set apart in a shaded box (issue 42, beyond the spec).
// The content is the Word corrections' (./word.ts correctionsWord): per question its heading and exam source, its
// text and tips, per solution strategy the steps with correction, tussenantwoord and points, each step's worked
// solution (modeluitwerking) and explanation (toelichting), the score table and the steps' tips.
import type { Content, TableCell, TableLayout } from 'pdfmake';
import type { DocAnswer, DocQuestion, DocStep, DocTopic } from '../../domain/documents/model.ts';
import { baseDefinition, CONTENT_WIDTH, contextOf, cover, setPdf, toBuffer } from './pdf.ts';
import { markup, type PdfContext } from './pdfMarkup.ts';
import { CORRECTION_TEXT, correctionTexts, examNumbers, examSource, questionFacts, questionHeading, stepsOf, type RenderInput } from './common.ts';
import { giveWay } from '../requestLoad.ts';

/** pdfmake's default cell padding, left and right. */
const PAD = 4;
const STEP_COLUMN = 26;
const POINTS_COLUMN = 48;
const LABEL_WIDTH = 86;
const GAP = 6;

type Columns = Extract<Content, { columns: unknown }>;

const grid: TableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => '#888888',
  vLineColor: () => '#888888',
};

/** The teacher's version's box: a rule and a tint that tell the marking scheme from the students' question. */
const BOX_PADDING = 9;
const BOX_LINE = 1.2;
const box: TableLayout = {
  hLineWidth: () => BOX_LINE,
  vLineWidth: () => BOX_LINE,
  hLineColor: () => '#4a6f96',
  vLineColor: () => '#4a6f96',
  paddingLeft: () => BOX_PADDING,
  paddingRight: () => BOX_PADDING,
  paddingTop: () => 6,
  paddingBottom: () => 4,
};

const header = (text: string, alignment?: 'right'): TableCell => ({ text, bold: true, fillColor: '#eeeeee', ...(alignment ? { alignment } : {}) });

/** A label beside a markup text: 'Modeluitwerking' with the worked solution, 'Stap 2:' with a tip. */
function labelled(label: string, text: string, ctx: PdfContext, width: number, labelWidth = LABEL_WIDTH): Columns {
  return {
    columns: [
      { text: label, bold: true, fontSize: 9, width: labelWidth, margin: [0, 1, 0, 0] },
      { stack: markup(text, ctx, width - labelWidth - GAP), width: '*' },
    ],
    columnGap: GAP,
  };
}

/** A step's row and, under it, a row with its worked solution and explanation across correction, answer and points. */
function stepRows(s: DocStep, index: number, ctx: PdfContext, widths: number[]): TableCell[][] {
  const [, correction, answer] = widths as [number, number, number, number];
  const row: TableCell[] = [{ text: `${index + 1}` }, { stack: markup(s.correction, ctx, correction) }, { stack: markup(s.text, ctx, answer) }, { text: `${s.points}`, alignment: 'right' }];
  // The merged cell is as wide as its three columns and the paddings between them.
  const span = widths.slice(1).reduce((n, w) => n + w, 0) + 4 * PAD;
  const details = [
    ...(s.elaboration ? [labelled(CORRECTION_TEXT.elaboration, s.elaboration, ctx, span)] : []),
    ...(s.explanation ? [labelled(CORRECTION_TEXT.explanation, s.explanation, ctx, span)] : []),
  ];
  return details.length ? [row, [{ text: '' }, { stack: details, colSpan: 3 }, { text: '' }, { text: '' }]] : [row];
}

/**
 * A solution strategy: its name (and remark) heads its steps' table, so the name never stands alone at the foot of a
 * page. `repeat`: the name and the column headings repeat on each page the table runs on (not inside the teacher's
 * box, where pdfmake would draw them outside the box's frame).
 */
function answerBlock(a: DocAnswer, ctx: PdfContext, width: number, repeat: boolean): Content[] {
  giveWay();
  // Four columns with their paddings and rules fill `width`; correction and answer share what is left.
  const rest = width - STEP_COLUMN - POINTS_COLUMN - 8 * PAD - 2.5;
  const widths = [STEP_COLUMN, rest * 0.55, rest * 0.45, POINTS_COLUMN];
  const stepTips = a.steps.flatMap((s, i) => s.tips.map((tip) => ({ step: i + 1, tip })));
  const span = width - 2 * PAD - 2.5;
  const name: TableCell = {
    stack: [{ text: a.name, bold: true }, ...(a.remark ? [{ ...labelled('Opmerking:', a.remark, ctx, span), margin: [0, 3, 0, 0] } as Content] : [])],
    colSpan: 4,
  };
  return [
    {
      table: {
        ...(repeat ? { headerRows: 2, keepWithHeaderRows: 1 } : {}),
        widths,
        body: [
          [name, { text: '' }, { text: '' }, { text: '' }],
          [header('Stap'), header('Correctievoorschrift'), header('Tussenantwoord'), header('Punten', 'right')],
          ...a.steps.flatMap((s, i) => stepRows(s, i, ctx, widths)),
        ],
      },
      layout: grid,
      margin: [0, 6, 0, 6],
    },
    ...(a.scores.length
      ? [
          { text: 'Scoretabel', bold: true, margin: [0, 4, 0, 3] } as Content,
          {
            table: {
              ...(repeat ? { headerRows: 1 } : {}),
              widths: [Math.min(220, width * 0.6), 50],
              body: [
                [header('Goed gemaakt'), header('Score', 'right')],
                ...a.scores.map((score, mask): TableCell[] => [{ text: stepsOf(mask, a.steps.length) }, { text: `${score}`, alignment: 'right' }]),
              ],
            },
            layout: grid,
            margin: [0, 0, 0, 6],
          } as Content,
        ]
      : []),
    ...(stepTips.length ? [{ text: 'Tips bij de stappen', bold: true, margin: [0, 4, 0, 3] } as Content, ...stepTips.map(({ step, tip }) => labelled(`Stap ${step}:`, tip, ctx, width, 40))] : []),
  ];
}

/** A question's marking scheme: its tips, then each solution strategy (or the line that there is none yet). */
function correctionBlock(q: DocQuestion, ctx: PdfContext, width: number, repeat = true): Content[] {
  return [
    ...(q.tips.length
      ? [{ text: 'Tips bij de vraag', bold: true, margin: [0, 2, 0, 3] } as Content, { ul: q.tips.map((tip): Content => ({ stack: markup(tip, ctx, width - 14) })), margin: [0, 0, 0, 4] } as Content]
      : []),
    ...(q.answers.length ? q.answers.flatMap((a) => answerBlock(a, ctx, width, repeat)) : [{ text: CORRECTION_TEXT.noAnswers, italics: true, margin: [0, 2, 0, 6] } as Content]),
  ];
}

const topicHeading = (t: DocTopic, index: number): Content => ({
  stack: [
    { text: `Opgave ${index + 1}  ${t.name}`, style: 'topic', pdfTag: 'H1', margin: [0, index === 0 ? 0 : 18, 0, 2] },
    { text: `${examSource(t)} · ${examNumbers(t)}`, style: 'exam' },
  ],
  unbreakable: true,
});

function questionIntro(q: DocQuestion, ctx: PdfContext): Content {
  return {
    stack: [
      {
        columns: [
          { text: questionHeading(q), style: 'question', width: 'auto', pdfTag: 'H2' },
          { text: questionFacts(q), style: 'facts', width: '*', alignment: 'right', margin: [0, 2, 0, 0] },
        ],
        margin: [0, 10, 0, 6],
      },
      ...markup(q.text, ctx, CONTENT_WIDTH),
    ],
    unbreakable: true,
  };
}

/** The correctievoorschrift as a PDF: the teacher's cover, then per opgave and question the marking scheme. */
export async function correctionsPdf(input: RenderInput): Promise<Uint8Array> {
  const { model } = input;
  const ctx = await contextOf(input, correctionTexts(model));
  const content: Content[] = [
    ...cover(input, 'Correctievoorschrift', false),
    ...model.topics.flatMap((t, i) => [topicHeading(t, i), ...t.questions.flatMap((q) => [questionIntro(q, ctx), ...correctionBlock(q, ctx, CONTENT_WIDTH)])]),
  ];
  return toBuffer(baseDefinition(`Correctievoorschrift ${model.title}`, `Correctievoorschrift ${model.course} ${model.level}`, content));
}

/** The box after a question in the teacher's version: 'Correctievoorschrift vraag 7' and the marking scheme. */
function teacherBox(q: DocQuestion, ctx: PdfContext): Content {
  const inner = CONTENT_WIDTH - 2 * BOX_PADDING - 2 * BOX_LINE;
  return {
    table: {
      widths: ['*'],
      body: [[{ stack: [{ text: CORRECTION_TEXT.teacherBox(q), bold: true, color: '#27486b', margin: [0, 0, 0, 2], pdfTag: 'H3' }, ...correctionBlock(q, ctx, inner, false)], fillColor: '#f2f6fa' }]],
    },
    layout: box,
    margin: [0, 4, 0, 10],
  };
}

/** The teacher's version: the set's PDF (QR codes and all) with each question's marking scheme in a box after it. */
export function teacherPdf(input: RenderInput): Promise<Uint8Array> {
  return setPdf(input, { version: 'Docentversie', texts: correctionTexts(input.model), afterQuestion: (q, ctx) => [teacherBox(q, ctx)] });
}
