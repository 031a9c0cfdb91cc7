// Formulas flattened for the PDF (server/documents/flatSvg.ts): the flattened SVG must look exactly like MathJax's own.
// Both are drawn by librsvg (through sharp, a real SVG renderer independent of the PDF's reader) at 60 px to the em
// and compared pixel by pixel; what the flattening does not know keeps MathJax's SVG.
import sharp from 'sharp';
import { flatSvgText, flatten } from '../../server/documents/flatSvg.ts';
import { mathJaxSvg, texToSvg, texToSvgParts } from '../../server/documents/tex.ts';
import { EXAM_FORMULAS, inkAndDifference } from '../setup/examFormulas.ts';

/** A greyscale raster of an SVG, `width` px wide on white. */
async function raster(svg: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 300 }).resize({ width }).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer();
}

/** Ink pixels of MathJax's drawing, and pixels where the other drawing differs clearly from it. */
async function compare(original: string, other: string, widthEm: number) {
  const width = Math.max(20, Math.round(widthEm * 60));
  // MathJax writes a formula's TeX unescaped into data- attributes ('<' included), which an XML reader refuses; they
  // draw nothing.
  const [a, b] = await Promise.all([raster(original.replace(/ data-[\w-]+="[^"]*"/g, ''), width), raster(other, width)]);
  return inkAndDifference(a, b);
}

/** The flattened SVG as the documents get it, or null when the formula keeps MathJax's. */
function flattenMathSvg(svg: string): string | null {
  const formula = flatten(svg);
  return formula && flatSvgText(formula);
}

const widthOf = (svg: string) => Number(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/.exec(svg)![1]) / 1000;

describe('a formula flattened for the PDF', () => {
  it.each(EXAM_FORMULAS)('looks exactly like MathJax’s own drawing: %s', async (tex) => {
    for (const display of [true, false]) {
      const original = (await mathJaxSvg(tex, display))!;
      const flat = flattenMathSvg(original);
      expect(flat).not.toBeNull();
      // One level of glyphs and rules, each with its own transform; no TeX repeated per group.
      expect(flat!.match(/<g/g)).toHaveLength(1);
      expect(flat).not.toMatch(/data-|<g[^>]*transform/);
      expect(flat!.length).toBeLessThan(original.length);
      const { ink, differ } = await compare(original, flat!, widthOf(original));
      expect(ink).toBeGreaterThan(200);
      expect(differ).toBe(0);
    }
  });

  it('is what the documents receive, whole and in the parts a line wraps between', async () => {
    const tex = EXAM_FORMULAS[0]!;
    const whole = await texToSvg(tex, true);
    expect(whole.ok && whole.formula.svg).toBe(flattenMathSvg((await mathJaxSvg(tex, true))!));
    const parts = await texToSvgParts(tex);
    expect(parts.ok && parts.parts.length).toBeGreaterThan(1);
    for (const part of parts.ok ? parts.parts : []) expect(part.svg).not.toMatch(/data-|<g[^>]*transform/);
  });

  it('notices a glyph out of place (the comparison sees a difference)', async () => {
    const original = (await mathJaxSvg('\\frac{1}{2}', true))!;
    const flat = flattenMathSvg(original)!;
    // The fraction's rule (the last shape) moved 0.1 em.
    const last = flat.lastIndexOf('matrix(');
    const moved = flat.slice(0, last) + flat.slice(last).replace(/ (-?[\d.]+)\)/, (_, ty: string) => ` ${Number(ty) - 100})`);
    expect(moved).not.toBe(flat);
    expect((await compare(original, moved, widthOf(original))).differ).toBeGreaterThan(20);
  });

  it('keeps MathJax’s SVG for what it does not know', () => {
    const svg = (inner: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="1ex" height="1ex" viewBox="0 -500 500 600"><g stroke="#000" fill="#000" stroke-width="0" transform="scale(1,-1)">${inner}</g></svg>`;
    const glyph = '<path d="M10 10L100 10L100 100Z"></path>';
    expect(flattenMathSvg(svg(glyph))).not.toBeNull();
    // A nested SVG (MathJax's stretched arrows), text, another colour, a line, a rotation, a general matrix.
    expect(flattenMathSvg(svg(`<svg width="1" height="1" viewBox="0 0 1 1">${glyph}</svg>`))).toBeNull();
    expect(flattenMathSvg(svg('<text x="0" y="0">ë</text>'))).toBeNull();
    expect(flattenMathSvg(svg(`<g fill="red">${glyph}</g>`))).toBeNull();
    expect(flattenMathSvg(svg('<line x1="0" y1="0" x2="10" y2="10" stroke-width="50"></line>'))).toBeNull();
    expect(flattenMathSvg(svg(`<g transform="rotate(45)">${glyph}</g>`))).toBeNull();
    expect(flattenMathSvg(svg(`<g transform="matrix(1 0 0 1 5 5)">${glyph}</g>`))).toBeNull();
    // An attribute that would draw differently if it were dropped: a style, an opacity, a rounded corner.
    expect(flattenMathSvg(svg(`<g style="color: red">${glyph}</g>`))).toBeNull();
    expect(flattenMathSvg(svg('<path opacity="0.5" d="M10 10L100 10L100 100Z"></path>'))).toBeNull();
    expect(flattenMathSvg(svg('<rect rx="20" width="100" height="60"></rect>'))).toBeNull();
    expect(flattenMathSvg(svg('<rect width="100" height="60" data-frame="true"></rect>'))).not.toBeNull();
  });
});
