// Content markup as pdfmake content: paragraphs, bold, tables, figures and formulas as vector graphics.
//
// pdfmake cannot put an image inside a line of text, so a paragraph that holds a formula is laid out here: its words
// are measured with the PDF's own font, packed into lines, and each line becomes a row of fixed-width columns —
// runs of real text (searchable, selectable) and formulas as SVG — lifted so that every item sits on one baseline.
// Paragraphs without formulas are plain pdfmake text and wrap by themselves.
import type { Content } from 'pdfmake';
import { parseMarkup, type MarkupBlock, type MarkupInline } from '../../../shared/markup/parse.ts';
import { FONT_ASCENT, FONT_DESCENT, FONT_NAME, textWidth } from '../fonts.ts';
import { formulaKey, type FormulaTable } from './formulas.ts';
import { figureSize, isBitmap, isSvg, svgText, type Files } from './common.ts';
import { formulaNode } from './pdfDrawing.ts';
import type { PdfFormula } from '../pdfFormula.ts';
import type { FormulaBreak } from '../tex.ts';
import { formulaText } from '../../../shared/markup/formulaText.ts';
import { PDF_TAG, PDF_TEXT, type PdfTag, type PdfText } from './pdfTagging.ts';

export interface PdfContext {
  formulas: FormulaTable;
  files: Files;
  fontSize: number;
}

/** A figure's CSS pixel is drawn at 0.75 pt (96 dpi), never wider than the column. */
const PT_PER_PX = 0.75;
/** MathJax's glyphs have a smaller x-height than DejaVu Sans: a formula is drawn a little larger to match its text. */
export const FORMULA_SCALE = 1.12;

type Item =
  | { kind: 'text'; text: string; bold: boolean; width: number }
  | { kind: 'space'; width: number }
  | { kind: 'svg'; svg: string; pdf?: PdfFormula; width: number; ascent: number; depth: number; tag?: PdfTag; said?: PdfText }
  | { kind: 'break' };

function wordsOf(text: string, bold: boolean, size: number, out: Item[]) {
  for (const part of text.split(/(\s+)/)) {
    if (!part) continue;
    if (/^\s+$/.test(part)) out.push({ kind: 'space', width: textWidth(' ', bold) * size });
    else out.push({ kind: 'text', text: part, bold, width: textWidth(part, bold) * size });
  }
}

/** The source of a formula that does not render: shown as it was written, never lost. */
const formulaSource = (tex: string) => `$${tex}$`;

/** The words, spaces and graphics of inline markup; `width`: the column's, which no formula may exceed. */
function itemsOf(nodes: MarkupInline[], ctx: PdfContext, bold: boolean, out: Item[], width: number) {
  const size = ctx.fontSize;
  for (const [index, node] of nodes.entries()) {
    switch (node.type) {
      case 'text':
        wordsOf(node.text, bold, size, out);
        break;
      case 'bold':
        itemsOf(node.children, ctx, true, out, width);
        break;
      case 'lineBreak':
        out.push({ kind: 'break' });
        break;
      case 'formula': {
        const result = ctx.formulas.get(formulaKey(node.tex, false));
        if (result?.ok) {
          // A long formula wraps where MathJax allows (after a relation or an operator), as print does; a part still
          // wider than its column (a long fraction in a table cell) makes the whole formula smaller to fit.
          const em = Math.min(size * FORMULA_SCALE, ...result.parts.map((p) => width / p.width));
          // The parts of one formula are one element of the structure tree, its text written over the first part.
          const gap = (b: FormulaBreak | undefined) => (b?.kind === 'space' ? b.width * em : 0);
          const drawn = result.parts.reduce((w, p, i) => w + p.width * em + (i > 0 ? gap(result.breaks[i - 1]) : 0), 0);
          // The spaces around it in the sentence go with its text: the words and the formula are drawn apart, not spaced.
          const next = nodes[index + 1];
          const spaced = (text: string) => `${out[out.length - 1]?.kind === 'space' ? ' ' : ''}${text}${next?.type === 'text' && /^\s/.test(next.text) ? ' ' : ''}`;
          const said = formulaSaid(node.tex, result.parts[0]!.ascent * em, size, drawn, spaced);
          const tag = formulaTag(said);
          result.parts.forEach((p, i) => {
            const before = i > 0 ? result.breaks[i - 1] : undefined;
            if (before) out.push(before.kind === 'newline' ? { kind: 'break' } : { kind: 'space', width: before.width * em });
            out.push({ kind: 'svg', svg: p.svg, pdf: p.pdf, width: p.width * em, ascent: p.ascent * em, depth: p.depth * em, tag, said });
          });
        } else wordsOf(formulaSource(node.tex), bold, size, out);
        break;
      }
      case 'image': {
        const file = ctx.files.bySrc(node.src);
        if (file && isSvg(file)) {
          const { width, height } = figureSize(file, { width: null, height: null });
          const w = Math.min(width * PT_PER_PX, size * 12);
          const h = (height / width) * w;
          out.push({ kind: 'svg', svg: svgText(file), width: w, ascent: h, depth: 0, tag: { role: 'Figure', alt: node.alt || 'Afbeelding' } });
        } else wordsOf(node.alt, bold, size, out);
        break;
      }
    }
  }
}

const hasGraphics = (nodes: MarkupInline[]): boolean => nodes.some((n) => n.type === 'formula' || n.type === 'image' || (n.type === 'bold' && hasGraphics(n.children)));

/** Plain pdfmake text of inlines without graphics. */
function plainText(nodes: MarkupInline[], bold = false): Content[] {
  return nodes.flatMap((n): Content[] => {
    if (n.type === 'text') return [{ text: n.text, bold }];
    if (n.type === 'bold') return plainText(n.children, true);
    if (n.type === 'lineBreak') return [{ text: '\n' }];
    return [];
  });
}

/** Lays inlines with formulas out into lines of at most `width` pt. */
function laidOut(nodes: MarkupInline[], ctx: PdfContext, width: number): Content {
  const items: Item[] = [];
  itemsOf(nodes, ctx, false, items, width);
  const lines: Item[][] = [[]];
  let used = 0;
  for (const item of items) {
    const line = lines[lines.length - 1]!;
    if (item.kind === 'break') {
      lines.push([]);
      used = 0;
      continue;
    }
    if (item.kind === 'space') {
      if (line.length) {
        line.push(item);
        used += item.width;
      }
      continue;
    }
    if (used + item.width > width && line.length) {
      while (line.length && line[line.length - 1]!.kind === 'space') line.pop();
      lines.push([item]);
      used = item.width;
    } else {
      line.push(item);
      used += item.width;
    }
  }
  const size = ctx.fontSize;
  const textAscent = FONT_ASCENT * size;
  const textDescent = FONT_DESCENT * size;
  const stack: Content[] = lines.map((line) => {
    while (line.length && line[line.length - 1]!.kind === 'space') line.pop();
    if (!line.length) return { text: ' ' };
    const ascent = Math.max(textAscent, ...line.map((i) => (i.kind === 'svg' ? i.ascent : 0)));
    const depth = Math.max(textDescent, ...line.map((i) => (i.kind === 'svg' ? i.depth : 0)));
    const columns: Content[] = [];
    let run: { text: string; bold: boolean }[] = [];
    let runWidth = 0;
    // pdfmake drops spaces at the start and end of a column's text, so a space next to a formula is an empty column.
    let gap = 0;
    const spacer = () => {
      if (gap > 0) columns.push({ text: '', width: gap } as Content);
      gap = 0;
    };
    const endRun = () => {
      if (!run.length) return;
      // A hair wider than measured, so pdfmake never wraps the run it was given.
      spacer();
      columns.push({ text: run, width: runWidth + 0.5, margin: [0, ascent - textAscent, 0, 0] } as Content);
      run = [];
      runWidth = 0;
      gap = 0;
    };
    // A space between two words stays in the text.
    let space = 0;
    for (const item of line) {
      if (item.kind === 'svg') {
        endRun();
        gap += space;
        spacer();
        columns.push(formulaNode(item, item.width, item.ascent + item.depth, { margin: [0, ascent - item.ascent, 0, 0], font: FONT_NAME, [PDF_TAG]: item.tag, [PDF_TEXT]: item.said }));
        gap = 0;
        space = 0;
      } else if (item.kind === 'space') {
        space += item.width;
      } else if (item.kind === 'text') {
        if (run.length && space) {
          run[run.length - 1]!.text += ' ';
          runWidth += space;
        } else if (space) gap += space;
        space = 0;
        const last = run[run.length - 1];
        if (last && last.bold === item.bold) last.text += item.text;
        else run.push({ text: item.text, bold: item.bold });
        runWidth += item.width;
      }
    }
    endRun();
    return { columns, columnGap: 0, margin: [0, 0, 0, Math.max(0, depth - textDescent) + size * 0.2] };
  });
  return { stack };
}

function inlines(nodes: MarkupInline[], ctx: PdfContext, width: number): Content {
  return hasGraphics(nodes) ? laidOut(nodes, ctx, width) : { text: plainText(nodes) };
}

/** A formula's text (shared/markup/formulaText.ts), written invisibly over its drawing: pdftotext, search and copy read it. */
function formulaSaid(tex: string, baseline: number, fontSize: number, width: number, spaced = (text: string) => text): PdfText {
  return { text: spaced(formulaText(tex)), baseline, fontSize, width };
}

/**
 * A formula in the structure tree: a Formula element with its text as alt text, one for all the parts of a formula
 * broken over lines. A formula that only writes a quantity or a name (a number, a unit, a variable: '62 kg', 't') is
 * read as the words it is, within its paragraph: its text on the page is the paragraph's own (a Formula element each
 * was a sixth of what tagging added to a paper's size).
 */
function formulaTag(said: PdfText): PdfTag | undefined {
  const text = said.text.trim();
  return /^[\p{L}\p{N} ,.%°']*$/u.test(text) ? undefined : { role: 'Formula', alt: text };
}

/** A figure's alt text is its caption; PDF/UA wants one on every figure. */
const figureTag = (caption: string | null): PdfTag => ({ role: 'Figure', alt: caption?.trim() || 'Afbeelding' });

/** A figure: SVG as vector graphics, PNG and JPEG as images, at its size but never wider than the column. */
export function figure(file: ReturnType<Files['byId']>, stored: { width: number | null; height: number | null }, width: number, caption: string | null): Content[] {
  if (!file || !(isSvg(file) || isBitmap(file))) return caption ? [{ text: caption, italics: true }] : [];
  const size = figureSize(file, stored);
  const w = Math.min(size.width * PT_PER_PX, width);
  const graphic: Content = isSvg(file) ? { svg: svgText(file), width: w, font: FONT_NAME } : { image: `data:${file.mime};base64,${Buffer.from(file.data).toString('base64')}`, width: w };
  return [
    // One Figure element: the caption under the graphic is its alt text, so within it (a screen reader reads it once).
    { stack: [graphic, ...(caption ? [{ text: caption, italics: true, fontSize: 8, margin: [0, 3, 0, 0] } as Content] : [])], unbreakable: true, margin: [0, 4, 0, 8], [PDF_TAG]: figureTag(caption) },
  ];
}

function block(b: MarkupBlock, ctx: PdfContext, width: number): Content {
  switch (b.type) {
    case 'paragraph':
      return { stack: [inlines(b.children, ctx, width)], margin: [0, 0, 0, 6], [PDF_TAG]: 'P' };
    case 'displayFormula': {
      const result = ctx.formulas.get(formulaKey(b.tex, true));
      if (!result?.ok) return { text: formulaSource(b.tex), alignment: 'center', margin: [0, 2, 0, 8] };
      const f = result.parts[0]!;
      const em = Math.min(ctx.fontSize * FORMULA_SCALE, width / f.width);
      const said = formulaSaid(b.tex, f.ascent * em, ctx.fontSize, f.width * em);
      return formulaNode(f, f.width * em, (f.ascent + f.depth) * em, { alignment: 'center', margin: [0, 2, 0, 8], font: FONT_NAME, [PDF_TAG]: formulaTag(said) ?? 'P', [PDF_TEXT]: said });
    }
    case 'image':
      return { stack: figure(ctx.files.bySrc(b.src), { width: null, height: null }, width, b.alt) };
    case 'table': {
      const columns = b.header.length;
      const cellWidth = width / columns - 10;
      const row = (cells: { children: MarkupInline[] }[], header: boolean): Content[] =>
        cells.slice(0, columns).map((c) => ({ stack: [inlines(c.children, ctx, cellWidth)], bold: header, fillColor: header ? '#eeeeee' : undefined }));
      return {
        table: { headerRows: 1, widths: Array(columns).fill('*'), body: [row(b.header, true), ...b.rows.map((r) => row(r, false))] },
        layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, hLineColor: () => '#888888', vLineColor: () => '#888888' },
        margin: [0, 2, 0, 8],
      };
    }
  }
}

/** A markup text as pdfmake content for a column `width` pt wide. */
export function markup(text: string | null, ctx: PdfContext, width: number): Content[] {
  return text ? parseMarkup(text).map((b) => block(b, ctx, width)) : [];
}
