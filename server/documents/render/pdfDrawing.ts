// Formulas in the PDF drawn from their ready operators (../pdfFormula.ts). pdfmake lays a formula out as an SVG node of
// its size; a node that carries the formula's operators holds only an empty SVG of that size for pdfmake to measure,
// and when pdfmake draws it, the operators go onto the page as svg-to-pdfkit would have drawn the full SVG: moved to
// the node's place, clipped to its box, the viewBox fitted to it (xMidYMid meet). Every other SVG (figures, formulas
// that keep MathJax's SVG) is drawn by pdfmake as before.
//
// pdfmake has no hook for this: its renderer's renderSVG is wrapped, once per thread (./patch.ts).
import type { Content } from 'pdfmake';
import type { PdfFormula } from '../pdfFormula.ts';
import type { FormulaSvg } from '../tex.ts';
import { patchMethod, pdfmakePrototype } from './patch.ts';

/** The node property that carries a formula's operators. */
const OPERATORS = 'vraagwerkFormula';

interface PdfKitDocument {
  save(): PdfKitDocument;
  restore(): PdfKitDocument;
  transform(a: number, b: number, c: number, d: number, e: number, f: number): PdfKitDocument;
  rect(x: number, y: number, w: number, h: number): PdfKitDocument;
  clip(): PdfKitDocument;
  addContent(data: string): PdfKitDocument;
}

/** An SVG node as pdfmake's renderer holds it after layout: placed and sized. */
interface PlacedSvg {
  x: number;
  y: number;
  _width: number;
  _height: number;
  [OPERATORS]?: PdfFormula;
}

function install(): void {
  patchMethod(
    "pdfmake's Renderer",
    pdfmakePrototype('Renderer'),
    'renderSVG',
    'formulas',
    (renderSVG) =>
      function (this: { pdfDocument: PdfKitDocument }, node: PlacedSvg) {
        const formula = node[OPERATORS];
        if (!formula) return renderSVG.call(this, node);
        draw(this.pdfDocument, node, formula);
      },
  );
}

function draw(doc: PdfKitDocument, node: PlacedSvg, { viewBox: [minX, minY, width, height], content }: PdfFormula): void {
  const [w, h] = [node._width, node._height];
  const scale = Math.min(w / width, h / height);
  doc.save();
  doc.transform(1, 0, 0, 1, node.x, node.y);
  doc.rect(0, 0, w, h).clip();
  doc.transform(scale, 0, 0, scale, (w - width * scale) / 2 - minX * scale, (h - height * scale) / 2 - minY * scale);
  doc.addContent(content);
  doc.restore();
}

install();

/**
 * A formula as a pdfmake node of the given size (and any other node properties): drawn from its operators when it
 * has them, otherwise from its SVG.
 */
export function formulaNode(formula: Pick<FormulaSvg, 'svg' | 'pdf'>, width: number, height: number, rest: Record<string, unknown>): Content {
  if (!formula.pdf) return { svg: formula.svg, width, height, ...rest } as Content;
  const box = formula.pdf.viewBox.join(' ');
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${box}"/>`, width, height, ...rest, [OPERATORS]: formula.pdf } as Content;
}
