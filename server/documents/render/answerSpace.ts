// Answer space in the student's papers (issue 42, beyond the spec): the ruled lines a set made 'met antwoordruimte'
// prints under each question, as many as the model says (server/domain/documents/answerSpace.ts decides how many).
// The lines are light grey and 0.8 cm apart, across the whole width of the text (under the QR code too).
import type { Content } from 'pdfmake';
import { LeaderType, LineRuleType, Paragraph, Tab, TabStopType, TextRun } from 'docx';

/** 0.8 cm, in PDF points: room for a line of handwriting. */
const LINE_GAP_PT = (0.8 / 2.54) * 72;
/** The same in twips (Word's twentieths of a point). */
const LINE_GAP_TWIPS = Math.round(LINE_GAP_PT * 20);
/** Light grey: visible to write on, faint beside the print; the same in both files. */
const LINE_COLOR = '#a6a6a6';
const LINE_WIDTH = 0.6;
/**
 * The first lines that stay on the page of their question: an answer never starts on another page than its question,
 * and a page never ends in a question without room under it. The lines after them may continue on the next page.
 */
export const LINES_WITH_QUESTION = 3;

const linesCanvas = (count: number, width: number): Content => ({
  canvas: Array.from({ length: count }, (_, i) => ({ type: 'line' as const, x1: 0, y1: (i + 1) * LINE_GAP_PT, x2: width, y2: (i + 1) * LINE_GAP_PT, lineWidth: LINE_WIDTH, lineColor: LINE_COLOR })),
});

/**
 * A question's PDF block with `count` answer lines under it (the question's answerLines); the block itself for none.
 * The block is unbreakable (heading and question move together), and pdfmake keeps only the first page of an
 * unbreakable block taller than a page: so only the first LINES_WITH_QUESTION lines join it, and the others follow as
 * lines of their own that may run onto the next page. All fifteen in the block could push a long question past a page.
 */
export function withAnswerLines(block: { stack: Content[]; unbreakable: boolean }, count: number | undefined, width: number): Content {
  if (!count || count <= 0) return block;
  const kept = Math.min(count, LINES_WITH_QUESTION);
  return {
    stack: [{ ...block, stack: [...block.stack, linesCanvas(kept, width)] }, ...Array.from({ length: count - kept }, () => linesCanvas(1, width))],
  };
}

/**
 * `count` answer lines in Word (the question's answerLines): per line a paragraph of one tab that runs to the right
 * edge of the text (`rightEdge`, twips) with an underscore leader. Word and LibreOffice both draw a leader as it is,
 * whereas identical paragraphs with a bottom border merge into one box with a single line under it. The first
 * LINES_WITH_QUESTION lines keep together.
 */
export function answerLineParagraphs(count: number | undefined, rightEdge: number): Paragraph[] {
  if (!count || count <= 0) return [];
  return Array.from(
    { length: count },
    (_, i) =>
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: rightEdge, leader: LeaderType.UNDERSCORE }],
        spacing: { before: 0, after: 0, line: LINE_GAP_TWIPS, lineRule: LineRuleType.EXACT },
        keepNext: i < Math.min(count, LINES_WITH_QUESTION) - 1,
        // The no-break space gives the line a character: LibreOffice ignores the exact height of a line that holds
        // only a tab (seen: 12.6 pt apart instead of 22.7).
        children: [new TextRun({ children: ['\u00A0', new Tab()], color: LINE_COLOR.slice(1) })],
      }),
  );
}
