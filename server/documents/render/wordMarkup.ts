// Content markup as Word content (docx): paragraphs, bold, tables, figures, and every formula as a native, editable
// Word equation (docx's own LaTeX-to-OMML conversion). A formula that does not convert becomes an SVG image of the
// formula with a PNG fallback; one that MathJax cannot read either stays as its TeX source: never lost text.
import { AlignmentType, ImageRun, Math as OMath, Paragraph, Table, TableCell, TableRow, TextRun, WidthType, type ParagraphChild } from 'docx';
import { latexToMath } from 'docx/math';
import { Resvg } from '@resvg/resvg-js';
import { parseMarkup, type MarkupBlock, type MarkupInline } from '../../../shared/markup/parse.ts';
import { blockFormulas, formulaKey } from './formulas.ts';
import { texToSvg, type FormulaResult } from '../tex.ts';
import { figureSize, isBitmap, isSvg, svgText, type Files } from './common.ts';
import type { DocFile } from '../../domain/documents/model.ts';

/** Per formula: whether docx converts it to a native equation, or else MathJax's rendering of it. */
export type WordFormulas = ReadonlyMap<string, { native: true } | { image: FormulaResult }>;
const nativeMath = (tex: string) => latexToMath(tex.trim());

/** Converts the formulas of these texts: natively where docx can, MathJax only for the rest. */
export async function wordFormulas(texts: Iterable<string | null>): Promise<WordFormulas> {
  const keys = new Set<string>();
  for (const text of texts) if (text) blockFormulas(parseMarkup(text), keys);
  const table = new Map<string, { native: true } | { image: FormulaResult }>();
  for (const key of keys) {
    let native = false;
    try {
      native = nativeMath(key.slice(1)).length > 0;
    } catch {
      // not convertible: an image below
    }
    table.set(key, native ? { native: true } : { image: await texToSvg(key.slice(1), key[0] === 'D') });
  }
  return table;
}

export interface WordContext {
  formulas: WordFormulas;
  files: Files;
  /** Counts what became of the formulas: native equations, images, source text. */
  stats: { native: number; image: number; source: number };
}

/** The widest a figure is drawn, in CSS pixels: the text width of an A4 page with 2 cm margins. */
export const MAX_FIGURE_PX = 620;
/** 11 pt text in CSS pixels: a formula image's em. */
const EM_PX = (11 * 96) / 72;

/** A PNG of an SVG, for word processors that cannot show SVG. */
export function pngOf(svg: string, widthPx: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: Math.max(1, Math.round(widthPx * 2)) }, background: 'white' }).render().asPng();
}

function formulaRun(tex: string, display: boolean, ctx: WordContext, bold: boolean): ParagraphChild {
  const entry = ctx.formulas.get(formulaKey(tex, display));
  if (entry && 'native' in entry) {
    ctx.stats.native++;
    // A fresh conversion per use: one equation's parts are never shared between two places in the file.
    return new OMath({ children: nativeMath(tex) });
  }
  if (entry?.image.ok) {
    ctx.stats.image++;
    const f = entry.image.formula;
    const width = f.width * EM_PX;
    const height = (f.ascent + f.depth) * EM_PX;
    return new ImageRun({
      type: 'svg',
      data: Buffer.from(f.svg),
      transformation: { width, height },
      fallback: { type: 'png', data: pngOf(f.svg, width) },
      altText: { name: 'Formule', description: tex, title: tex },
    });
  }
  ctx.stats.source++;
  return new TextRun({ text: `$${tex}$`, bold, font: 'Consolas' });
}

/** A figure as an image run: SVG with a PNG fallback, or the PNG/JPEG itself; at most the text's width. */
export function imageRun(file: DocFile | null, stored: { width: number | null; height: number | null }, alt: string, maxWidth = MAX_FIGURE_PX): ParagraphChild | null {
  if (!file || !(isSvg(file) || isBitmap(file))) return null;
  const size = figureSize(file, stored);
  const width = Math.min(size.width, maxWidth);
  const height = (size.height / size.width) * width;
  const altText = { name: alt.slice(0, 100) || 'Figuur', description: alt, title: alt };
  if (isSvg(file)) {
    const svg = svgText(file);
    return new ImageRun({ type: 'svg', data: Buffer.from(file.data), transformation: { width, height }, fallback: { type: 'png', data: pngOf(svg, width) }, altText });
  }
  return new ImageRun({ type: file.mime === 'image/png' ? 'png' : 'jpg', data: Buffer.from(file.data), transformation: { width, height }, altText });
}

function runs(nodes: MarkupInline[], ctx: WordContext, bold = false): ParagraphChild[] {
  return nodes.flatMap((n): ParagraphChild[] => {
    switch (n.type) {
      case 'text':
        return [new TextRun({ text: n.text, bold })];
      case 'bold':
        return runs(n.children, ctx, true);
      case 'lineBreak':
        return [new TextRun({ text: '', break: 1 })];
      case 'formula':
        return [formulaRun(n.tex, false, ctx, bold)];
      case 'image': {
        const image = imageRun(ctx.files.bySrc(n.src), { width: null, height: null }, n.alt, 160);
        return [image ?? new TextRun({ text: n.alt, bold })];
      }
    }
  });
}

function block(b: MarkupBlock, ctx: WordContext): (Paragraph | Table)[] {
  switch (b.type) {
    case 'paragraph':
      return [new Paragraph({ children: runs(b.children, ctx), spacing: { after: 120 } })];
    case 'displayFormula':
      return [new Paragraph({ children: [formulaRun(b.tex, true, ctx, false)], alignment: AlignmentType.CENTER, spacing: { after: 120 } })];
    case 'image':
      return figureParagraphs(ctx.files.bySrc(b.src), { width: null, height: null }, b.alt);
    case 'table': {
      const columns = b.header.length;
      const row = (cells: { children: MarkupInline[] }[], header: boolean) =>
        new TableRow({
          tableHeader: header,
          children: cells.slice(0, columns).map((c) => new TableCell({ children: [new Paragraph({ children: runs(c.children, ctx, header) })] })),
        });
      return [
        new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [row(b.header, true), ...b.rows.map((r) => row(r, false))] }),
        new Paragraph({ children: [], spacing: { after: 60 } }),
      ];
    }
  }
}

/** A figure with its caption below it. */
export function figureParagraphs(file: DocFile | null, stored: { width: number | null; height: number | null }, caption: string): Paragraph[] {
  const image = imageRun(file, stored, caption);
  return [
    ...(image ? [new Paragraph({ children: [image], keepNext: true })] : []),
    ...(caption ? [new Paragraph({ children: [new TextRun({ text: caption, italics: true, size: 16 })], spacing: { after: 160 } })] : []),
  ];
}

/** A markup text as Word paragraphs and tables. */
export function wordMarkup(text: string | null, ctx: WordContext): (Paragraph | Table)[] {
  return text ? parseMarkup(text).flatMap((b) => block(b, ctx)) : [];
}

/** One line of markup as runs (a table cell, a list item). */
export function wordInline(text: string | null, ctx: WordContext): ParagraphChild[] {
  if (!text) return [];
  const out: ParagraphChild[] = [];
  for (const b of parseMarkup(text)) {
    if (out.length) out.push(new TextRun({ text: '', break: 1 }));
    if (b.type === 'paragraph') out.push(...runs(b.children, ctx));
    else if (b.type === 'displayFormula') out.push(formulaRun(b.tex, true, ctx, false));
    else if (b.type === 'image') out.push(imageRun(ctx.files.bySrc(b.src), { width: null, height: null }, b.alt, 300) ?? new TextRun(b.alt));
    else out.push(...runs([...b.header, ...b.rows.flat()].flatMap((c) => [...c.children, { type: 'text' as const, text: ' ' }]), ctx));
  }
  return out;
}
