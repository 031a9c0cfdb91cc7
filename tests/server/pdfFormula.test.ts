// Formulas drawn in the PDF from their own operators (server/documents/pdfFormula.ts, render/pdfDrawing.ts): the
// operators of a path are checked against hand-worked values, and a page of formulas drawn from operators must look
// exactly like the same page drawn by pdfmake's SVG reader (svg-to-pdfkit) from the formulas' SVG, both rasterised by
// poppler's pdftoppm and compared pixel by pixel.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as pdfmakeModule from 'pdfmake';
import type { Content } from 'pdfmake';
import sharp from 'sharp';
import { FONT_FILES, FONT_NAME } from '../../server/documents/fonts.ts';
import { flatSvgText, flatten } from '../../server/documents/flatSvg.ts';
import { pathOperators, pdfFormula } from '../../server/documents/pdfFormula.ts';
import { formulaNode } from '../../server/documents/render/pdfDrawing.ts';
import { texToSvg, texToSvgParts, type FormulaSvg } from '../../server/documents/tex.ts';
import { EXAM_FORMULAS, inkAndDifference } from '../setup/examFormulas.ts';
import { scratch, testWith } from '../setup/readers.ts';

const run = promisify(execFile);
type PdfMake = typeof pdfmakeModule;
const pdfmake: PdfMake = ((pdfmakeModule as unknown as { default?: PdfMake }).default ?? pdfmakeModule) as PdfMake;
pdfmake.setFonts({ [FONT_NAME]: FONT_FILES });
pdfmake.setLocalAccessPolicy(() => true);
pdfmake.setUrlAccessPolicy(() => false);

const work = scratch();
afterAll(() => work.remove());

/** Points to the em: large, so that a difference of a fraction of a glyph's stroke shows. */
const EM = 36;

/** A page with the formulas one under the other, each as the given node. */
async function page(formulas: FormulaSvg[], node: (f: FormulaSvg, width: number, height: number) => Content): Promise<Uint8Array> {
  const content = formulas.map((f) => ({ stack: [node(f, f.width * EM, (f.ascent + f.depth) * EM)], margin: [0, 0, 0, 12] }) as Content);
  return new Uint8Array(await pdfmake.createPdf({ pageSize: 'A3', pageMargins: 20, content, defaultStyle: { font: FONT_NAME } }).getBuffer());
}

let rasters = 0;
/** pdftoppm's greyscale raster of a one-page PDF at 100 dpi. */
async function raster(pdf: Uint8Array): Promise<Buffer> {
  const name = `r${rasters++}`;
  const prefix = join(work.dir, name);
  await run('pdftoppm', ['-r', '100', '-gray', '-png', '-singlefile', work.file(`${name}.pdf`, pdf), prefix]);
  return sharp(readFileSync(`${prefix}.png`))
    .raw()
    .toBuffer();
}

/** Ink pixels of the first page, and pixels where the second differs clearly from it. */
async function compare(a: Uint8Array, b: Uint8Array) {
  const [x, y] = await Promise.all([raster(a), raster(b)]);
  expect(y.length).toBe(x.length);
  return inkAndDifference(x, y);
}

/** The formulas' SVG drawn by pdfmake's SVG reader, as every formula was drawn before. */
const bySvgReader = (f: FormulaSvg, width: number, height: number): Content => ({ svg: f.svg, width, height }) as Content;
const byOperators = (f: FormulaSvg, width: number, height: number): Content => formulaNode(f, width, height, {});

async function examFormulas(): Promise<FormulaSvg[]> {
  const out: FormulaSvg[] = [];
  for (const tex of EXAM_FORMULAS) {
    const whole = await texToSvg(tex, true);
    const parts = await texToSvgParts(tex);
    if (!whole.ok || !parts.ok) throw new Error(`MathJax did not read ${tex}`);
    out.push(whole.formula, ...parts.parts);
  }
  return out;
}

describe('the PDF operators of a path', () => {
  it('move, draw lines and close, absolute and relative, with numbers written without separators', () => {
    expect(pathOperators('M10 20L30 40Z')).toBe('10 20 m\n30 40 l\nh');
    // Pairs after a move are lines; after a close, a relative command starts from the start of the path.
    expect(pathOperators('M0 0 10 0 10 10')).toBe('0 0 m\n10 0 l\n10 10 l');
    expect(pathOperators('m10 10l5 0h5v5zl0 10')).toBe('10 10 m\n15 10 l\n20 10 l\n20 15 l\nh\n10 20 l');
    expect(pathOperators('M186-4L1.5.5H-2V1e1')).toBe('186 -4 m\n1.5 0.5 l\n-2 0.5 l\n-2 10 l');
  });

  it('curves: cubic, smooth cubic (reflected control point), quadratic and smooth quadratic as cubics', () => {
    expect(pathOperators('M0 0C0 10 10 10 10 0S20 -10 20 0')).toBe('0 0 m\n0 10 10 10 10 0 c\n10 -10 20 -10 20 0 c');
    expect(pathOperators('M0 0c0 10 10 10 10 0s10 -10 10 0')).toBe('0 0 m\n0 10 10 10 10 0 c\n10 -10 20 -10 20 0 c');
    // The quadratic through control point (30, 30): cubic control points two thirds of the way there.
    expect(pathOperators('M0 0Q30 30 60 0T120 0')).toBe('0 0 m\n20 20 40 20 60 0 c\n80 -20 100 -20 120 0 c');
    expect(pathOperators('M0 0q30 30 60 0')).toBe('0 0 m\n20 20 40 20 60 0 c');
  });

  it('is null for what it cannot convert: an arc, missing numbers, unknown letters, numbers before a command', () => {
    expect(pathOperators('M0 0A5 5 0 0 1 10 0')).toBeNull();
    expect(pathOperators('M0 0L10')).toBeNull();
    expect(pathOperators('M0 0L')).toBeNull();
    expect(pathOperators('M0 0X10 10')).toBeNull();
    expect(pathOperators('10 10L0 0')).toBeNull();
    expect(pathOperators('M0 0Z5')).toBeNull();
    expect(pathOperators('M0 0;L1 1')).toBeNull();
  });
});

describe('a formula drawn from its operators', () => {
  it('comes with operators from the formula cache, whole and in parts; a nested SVG keeps its SVG', async () => {
    for (const f of await examFormulas()) {
      expect(f.pdf?.content).toMatch(/^0 0 0 rg\nq\n/);
      expect(f.pdf?.viewBox).toHaveLength(4);
    }
    // MathJax draws a stretched arrow as an SVG in the SVG, which is not flattened.
    const arrow = await texToSvg('A \\xrightarrow{\\text{warmte}} B', true);
    expect(arrow.ok && arrow.formula.svg).toMatch(/<svg[^]*<svg/);
    expect(arrow.ok && arrow.formula.pdf).toBeUndefined();
  });

  testWith(['poppler'])('looks exactly like pdfmake’s SVG reader’s drawing of the same formulas', async () => {
    const formulas = await examFormulas();
    const { ink, differ } = await compare(await page(formulas, bySvgReader), await page(formulas, byOperators));
    expect(ink).toBeGreaterThan(20_000);
    expect(differ).toBe(0);
  });

  testWith(['poppler'])('is clipped to its box and fitted into it (centred, aspect kept), as the SVG reader does', async () => {
    // Shapes that reach past the viewBox on every side, in a box four times as wide as high for a viewBox of two to one.
    const flat = flatten(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4ex" height="2ex" viewBox="0 -800 2000 1000"><g fill="#000">' +
        '<rect x="-300" y="-900" width="900" height="1400"/><path d="M1400 -1000L2400 -300L1400 300Z"/></g></svg>',
    )!;
    const f: FormulaSvg = { svg: flatSvgText(flat), pdf: pdfFormula(flat)!, width: 6, ascent: 1, depth: 0.5 };
    expect(f.pdf).toBeTruthy();
    const { ink, differ } = await compare(await page([f], bySvgReader), await page([f], byOperators));
    expect(ink).toBeGreaterThan(500);
    expect(differ).toBe(0);
    // The reference is not blind to placement: without the clip the shapes spill out of the box.
    const unclipped = await compare(await page([f], bySvgReader), await page([{ ...f, svg: f.svg.replace('<svg ', '<svg overflow="visible" ') }], bySvgReader));
    expect(unclipped.differ).toBeGreaterThan(100);
  });

  testWith(['poppler'])('the comparison notices a glyph moved', async () => {
    const [f] = await examFormulas();
    const moved: FormulaSvg = { ...f!, pdf: { ...f!.pdf!, content: f!.pdf!.content.replace(/cm\n/, 'cm\n1 0 0 1 0 40 cm\n') } };
    expect(moved.pdf!.content).not.toBe(f!.pdf!.content);
    const { differ } = await compare(await page([f!], bySvgReader), await page([moved], byOperators));
    expect(differ).toBeGreaterThan(50);
  });

  testWith(['poppler'])('leaves a formula without operators to the SVG reader', async () => {
    const arrow = await texToSvg('A \\xrightarrow{\\text{warmte}} B', true);
    if (!arrow.ok) throw new Error('MathJax did not read the arrow');
    const { ink, differ } = await compare(await page([arrow.formula], bySvgReader), await page([arrow.formula], byOperators));
    expect(ink).toBeGreaterThan(500);
    expect(differ).toBe(0);
  });
});
