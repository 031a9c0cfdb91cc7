// Content markup as Word content (docx): paragraphs, bold, tables, figures, and every formula as a native, editable
// Word equation (docx's own LaTeX-to-OMML conversion, written so that LibreOffice reads it too: ./omml.ts). A formula
// that does not convert becomes an SVG image of the formula with a PNG fallback; one that MathJax cannot read either
// stays as its TeX source: never lost text. A formula wider than its table cell or the page is stacked over lines,
// and the punctuation after a formula goes with it, so that no line starts with it.
import { AlignmentType, ImageRun, Paragraph, Table, TableCell, TableRow, TextRun, WidthType, type ParagraphChild } from 'docx';
import { texToMath, wordEquation } from './omml.ts';
import sharp from 'sharp';
import { parseMarkup, type MarkupBlock, type MarkupInline } from '../../../shared/markup/parse.ts';
import { blockFormulas, formulaKey } from './formulas.ts';
import { texToSvg, type FormulaResult } from '../tex.ts';
import { giveWay } from '../requestLoad.ts';
import { LruCache } from '../lruCache.ts';
import { figureSize, isBitmap, isSvg, type Files } from './common.ts';
import type { DocFile } from '../../domain/documents/model.ts';

/** A formula: docx converts it to a native equation, or else MathJax's rendering of it and its PNG. */
type WordFormula = { native: true } | { image: FormulaResult; png: Buffer | null };
/** Per formula key, what it becomes. */
export type WordFormulas = ReadonlyMap<string, WordFormula>;

/** Converts the formulas of these texts: natively where docx can, MathJax only for the rest. */
export async function wordFormulas(texts: Iterable<string | null>): Promise<WordFormulas> {
  const keys = new Set<string>();
  for (const text of texts) if (text) blockFormulas(parseMarkup(text), keys);
  const table = new Map<string, WordFormula>();
  for (const key of keys) {
    giveWay();
    let native = false;
    try {
      native = texToMath(key.slice(1)).length > 0;
    } catch {
      // not convertible: an image below
    }
    if (native) table.set(key, { native: true });
    else {
      const image = await texToSvg(key.slice(1), key[0] === 'D');
      table.set(key, { image, png: image.ok ? await svgPng(image.formula.svg, 2 * image.formula.width * EM_PX) : null });
    }
  }
  return table;
}

export interface WordContext {
  formulas: WordFormulas;
  files: Files;
  /** The PNG fallback of each SVG file, by file id. */
  fallbacks: ReadonlyMap<number, Buffer>;
  /** Counts what became of the formulas: native equations, images, source text. */
  stats: { native: number; image: number; source: number };
}

/** The widest a figure is drawn, in CSS pixels: the text width of an A4 page with 2 cm margins. */
export const MAX_FIGURE_PX = 620;
/** 11 pt text in CSS pixels: a formula image's em. */
const EM_PX = (11 * 96) / 72;
/** The text's width in em of 11 pt: the room a formula has on the page. */
const TEXT_EM = MAX_FIGURE_PX / EM_PX;
/** A table cell's own margins (Word's default, 0.19 cm on either side), in em. */
const CELL_MARGINS_EM = 1;
/** Punctuation that belongs to what precedes it: kept with a formula it follows. */
const TRAILING_PUNCTUATION = /^[.,;:!?)\]’”»]+/;

/**
 * A PNG of an SVG `widthPx` wide, for word processors that cannot show SVG (Word itself draws the SVG). Rendered by
 * sharp (librsvg): twice as fast as resvg here, and resvg-js 2.6 keeps every rendered image's memory.
 */
export async function svgPng(svg: string | Uint8Array, widthPx: number): Promise<Buffer> {
  const data = Buffer.from(svg);
  const width = Math.max(1, Math.round(widthPx));
  const meta = await sharp(data).metadata();
  // Rasterise at a density that gives at least the wanted width, so the picture is drawn sharp, not scaled up.
  const density = Math.min(2400, Math.max(72, Math.ceil((96 * width) / Math.max(1, meta.width ?? width))));
  return sharp(data, { density }).resize({ width }).flatten({ background: '#ffffff' }).png().toBuffer();
}

/**
 * The PNG fallbacks of this thread's recent figures, by the file's hash and width: the same figures come back in set
 * after set, and rasterising one took 5-15 ms, half of a Word file's time.
 */
const fallbackCache = new LruCache<Buffer>(16 * 1024 * 1024, (png) => png.byteLength);

/** The PNG fallbacks of a document's SVG files, each at the widest a figure is drawn. */
export async function svgFallbacks(files: DocFile[]): Promise<Map<number, Buffer>> {
  const out = new Map<number, Buffer>();
  for (const file of files) {
    if (!isSvg(file)) continue;
    const width = Math.min(MAX_FIGURE_PX, figureSize(file, { width: null, height: null }).width);
    const key = `${file.sha256}:${width}`;
    let png = fallbackCache.get(key);
    if (!png) {
      giveWay();
      png = await svgPng(file.data, width);
      fallbackCache.set(key, png);
    }
    out.set(file.id, png);
  }
  return out;
}

/**
 * A formula as a native equation (else an image, else its source). `width`: the room it has, in em; `after`: the
 * punctuation that follows it, which a native equation takes in (the caller then leaves it out of the text).
 */
function formulaRun(tex: string, display: boolean, ctx: WordContext, bold: boolean, width: number, after = ''): ParagraphChild[] {
  const entry = ctx.formulas.get(formulaKey(tex, display));
  if (entry && 'native' in entry) {
    ctx.stats.native++;
    // A fresh conversion per use: one equation's parts are never shared between two places in the file.
    return [wordEquation(tex, { maxWidth: width, after })];
  }
  const rest = after ? [new TextRun({ text: after, bold })] : [];
  return [...formulaFallback(tex, entry, ctx, bold), ...rest];
}

function formulaFallback(tex: string, entry: WordFormula | undefined, ctx: WordContext, bold: boolean): ParagraphChild[] {
  if (entry && 'image' in entry && entry.image.ok && entry.png) {
    ctx.stats.image++;
    const f = entry.image.formula;
    const width = f.width * EM_PX;
    const height = (f.ascent + f.depth) * EM_PX;
    return [
      new ImageRun({
        type: 'svg',
        data: Buffer.from(f.svg),
        transformation: { width, height },
        fallback: { type: 'png', data: entry.png },
        altText: { name: 'Formule', description: tex, title: tex },
      }),
    ];
  }
  ctx.stats.source++;
  return [new TextRun({ text: `$${tex}$`, bold, font: 'Consolas' })];
}

/** A figure as an image run: SVG with a PNG fallback, or the PNG/JPEG itself; at most the text's width. */
export function imageRun(ctx: WordContext, file: DocFile | null, stored: { width: number | null; height: number | null }, alt: string, maxWidth = MAX_FIGURE_PX): ParagraphChild | null {
  if (!file || !(isSvg(file) || isBitmap(file))) return null;
  const size = figureSize(file, stored);
  const width = Math.min(size.width, maxWidth);
  const height = (size.height / size.width) * width;
  const altText = { name: alt.slice(0, 100) || 'Figuur', description: alt, title: alt };
  const fallback = ctx.fallbacks.get(file.id);
  if (isSvg(file)) {
    // The context prepares a fallback for every SVG the document shows; a missing one is a bug, never a lost figure.
    if (!fallback) throw new Error(`No PNG fallback prepared for the SVG file ${file.id}`);
    return new ImageRun({ type: 'svg', data: Buffer.from(file.data), transformation: { width, height }, fallback: { type: 'png', data: fallback }, altText });
  }
  return new ImageRun({ type: file.mime === 'image/png' ? 'png' : 'jpg', data: Buffer.from(file.data), transformation: { width, height }, altText });
}

/** `width`: the room the line has, in em. */
function runs(nodes: MarkupInline[], ctx: WordContext, width: number, bold = false): ParagraphChild[] {
  const out: ParagraphChild[] = [];
  // The punctuation a formula took in, left out of the text that follows it.
  let taken = 0;
  for (const [i, n] of nodes.entries()) {
    switch (n.type) {
      case 'text': {
        const text = n.text.slice(taken);
        taken = 0;
        if (text) out.push(new TextRun({ text, bold }));
        break;
      }
      case 'bold':
        out.push(...runs(n.children, ctx, width, true));
        break;
      case 'lineBreak':
        out.push(new TextRun({ text: '', break: 1 }));
        break;
      case 'formula': {
        const next = nodes[i + 1];
        const after = next?.type === 'text' ? (TRAILING_PUNCTUATION.exec(next.text)?.[0] ?? '') : '';
        out.push(...formulaRun(n.tex, false, ctx, bold, width, after));
        taken = after.length;
        break;
      }
      case 'image': {
        const image = imageRun(ctx, ctx.files.bySrc(n.src), { width: null, height: null }, n.alt, 160);
        out.push(image ?? new TextRun({ text: n.alt, bold }));
        break;
      }
    }
  }
  return out;
}

/** The room in a table cell, in em: `share` of the text's width less the cell's margins. */
const cellWidth = (share: number) => share * TEXT_EM - CELL_MARGINS_EM;

function block(b: MarkupBlock, ctx: WordContext, keepLines: boolean): (Paragraph | Table)[] {
  switch (b.type) {
    case 'paragraph':
      return [new Paragraph({ children: runs(b.children, ctx, TEXT_EM), spacing: { after: 120 }, keepLines })];
    case 'displayFormula':
      return [new Paragraph({ children: formulaRun(b.tex, true, ctx, false, TEXT_EM), alignment: AlignmentType.CENTER, spacing: { after: 120 } })];
    case 'image':
      return figureParagraphs(ctx, ctx.files.bySrc(b.src), { width: null, height: null }, b.alt);
    case 'table': {
      const columns = b.header.length;
      const row = (cells: { children: MarkupInline[] }[], header: boolean) =>
        new TableRow({
          tableHeader: header,
          children: cells.slice(0, columns).map((c) => new TableCell({ children: [new Paragraph({ children: runs(c.children, ctx, cellWidth(1 / columns), header) })] })),
        });
      return [
        new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [row(b.header, true), ...b.rows.map((r) => row(r, false))] }),
        new Paragraph({ children: [], spacing: { after: 60 } }),
      ];
    }
  }
}

/** A figure with its caption below it. */
export function figureParagraphs(ctx: WordContext, file: DocFile | null, stored: { width: number | null; height: number | null }, caption: string): Paragraph[] {
  const image = imageRun(ctx, file, stored, caption);
  return [
    ...(image ? [new Paragraph({ children: [image], keepNext: true })] : []),
    ...(caption ? [new Paragraph({ children: [new TextRun({ text: caption, italics: true, size: 16 })], spacing: { after: 160 } })] : []),
  ];
}

/** A markup text as Word paragraphs and tables. */
/** `keepLines`: each paragraph's lines stay on one page (a formula sheet's sections: heading and lines together). */
export function wordMarkup(text: string | null, ctx: WordContext, keepLines = false): (Paragraph | Table)[] {
  return text ? parseMarkup(text).flatMap((b) => block(b, ctx, keepLines)) : [];
}

/**
 * One line of markup as runs (a table cell, a list item). `share`: the part of the text's width it has, for a table
 * cell (the column's share of the table's full width): a formula wider than that is stacked.
 */
export function wordInline(text: string | null, ctx: WordContext, share = 1): ParagraphChild[] {
  if (!text) return [];
  const width = share < 1 ? cellWidth(share) : TEXT_EM;
  const out: ParagraphChild[] = [];
  for (const b of parseMarkup(text)) {
    if (out.length) out.push(new TextRun({ text: '', break: 1 }));
    if (b.type === 'paragraph') out.push(...runs(b.children, ctx, width));
    else if (b.type === 'displayFormula') out.push(...formulaRun(b.tex, true, ctx, false, width));
    else if (b.type === 'image') out.push(imageRun(ctx, ctx.files.bySrc(b.src), { width: null, height: null }, b.alt, 300) ?? new TextRun(b.alt));
    else
      out.push(
        ...runs(
          [...b.header, ...b.rows.flat()].flatMap((c) => [...c.children, { type: 'text' as const, text: ' ' }]),
          ctx,
          width,
        ),
      );
  }
  return out;
}
