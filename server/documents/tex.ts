// TeX formulas as vector graphics for print: MathJax 4 renders each formula to a self-contained SVG (glyphs as paths,
// no font cache references), sized in em so the PDF scales it to its text and flattened (./flatSvg.ts); an inline
// formula also as the parts a line may wrap between. A formula MathJax cannot read comes back as `{ ok: false }`: the
// documents then show its source instead of MathJax's black error box.
import { mathjax } from '@mathjax/src/js/mathjax.js';
import { TeX } from '@mathjax/src/js/input/tex.js';
import { SVG } from '@mathjax/src/js/output/svg.js';
import { liteAdaptor } from '@mathjax/src/js/adaptors/liteAdaptor.js';
import { RegisterHTMLHandler } from '@mathjax/src/js/handlers/html.js';
import '@mathjax/src/js/input/tex/base/BaseConfiguration.js';
import '@mathjax/src/js/input/tex/ams/AmsConfiguration.js';
import '@mathjax/src/js/input/tex/newcommand/NewcommandConfiguration.js';
import '@mathjax/src/js/input/tex/textmacros/TextMacrosConfiguration.js';
// Lets MathJax load the font data of less common characters (⇌, \mathbb, accented \text) on demand.
import '@mathjax/src/js/util/asyncLoad/esm.js';
import { LruCache } from './lruCache.ts';
import { flatSvgText, flatten } from './flatSvg.ts';
import { pdfFormula, type PdfFormula } from './pdfFormula.ts';

export interface FormulaSvg {
  /** A standalone SVG document, black on transparent. */
  svg: string;
  /** The PDF's drawing operators of the flattened SVG; absent when it could not be flattened or converted. */
  pdf?: PdfFormula;
  /** Width, height above the baseline and depth below it, in em of the surrounding text. */
  width: number;
  ascent: number;
  depth: number;
}

export type FormulaResult = { ok: true; formula: FormulaSvg } | { ok: false };

/** Where a formula in a line of text may wrap, between two of its parts: a space (in em), or a new line it asks for. */
export type FormulaBreak = { kind: 'space'; width: number } | { kind: 'newline' };

/**
 * An inline formula in the parts a line of text may wrap between, as print does after a relation or an operator:
 * `breaks[i]` comes between `parts[i]` and `parts[i + 1]`. Each part's box is measured from the formula's baseline.
 */
export type FormulaPartsResult = { ok: true; parts: FormulaSvg[]; breaks: FormulaBreak[] } | { ok: false };

const adaptor = liteAdaptor();
RegisterHTMLHandler(adaptor);
type LiteNode = Parameters<typeof adaptor.innerHTML>[0];
const input = () =>
  new TeX({
    packages: ['base', 'ams', 'newcommand', 'textmacros'],
    formatError: (_jax: unknown, error: Error) => {
      throw error;
    },
  });
/** Each formula as one SVG (display formulas, and Word's images). */
const whole = mathjax.document('', { InputJax: input(), OutputJax: new SVG({ fontCache: 'none', linebreaks: { inline: false } }) });
/** Inline formulas as MathJax 4 gives them to a web page: an SVG per part, with a break element between two parts. */
const breakable = mathjax.document('', { InputJax: input(), OutputJax: new SVG({ fontCache: 'none' }) });

const VIEWBOX = /viewBox="([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+)"/;

/** The math of a TeX formula, or null when MathJax cannot read it. */
async function convert(document: typeof whole, tex: string, display: boolean): Promise<LiteNode | null> {
  try {
    return (await mathjax.handleRetriesFor(() => document.convert(tex, { display }))) as LiteNode;
  } catch {
    return null;
  }
}

/** MathJax's SVG for print: colour fixed, without the container's style (vertical-align means nothing on paper). */
const printed = (svg: string) => svg.replace(/currentColor/g, '#000').replace(/ style="[^"]*"/, '');

/** One SVG document of MathJax's, measured by its viewBox (1000 units to the em, y = 0 on the baseline). */
function measured(svg: string): FormulaSvg | null {
  const box = VIEWBOX.exec(svg);
  if (!box || svg.includes('data-mjx-error')) return null;
  const [minY, width, height] = [Number(box[2]), Number(box[3]), Number(box[4])];
  const print = printed(svg);
  // Flattened where it can be (all but the nested SVGs of stretched arrows), and then as the PDF's own operators.
  const flat = flatten(print);
  const pdf = flat && pdfFormula(flat);
  return {
    svg: flat ? flatSvgText(flat) : print,
    ...(pdf ? { pdf } : {}),
    width: width / 1000,
    ascent: -minY / 1000,
    depth: (minY + height) / 1000,
  };
}

/** MathJax's own SVG of a formula for print, before it is flattened (what the flattened one must look like). */
export async function mathJaxSvg(tex: string, display: boolean): Promise<string | null> {
  const node = await convert(whole, tex, display);
  return node && printed(adaptor.innerHTML(node));
}

/**
 * The formulas converted before, in this thread: the same exam questions go into many teachers' sets, and MathJax's
 * conversion is a tenth of a PDF's time. Bounded by the SVG text it holds; what it hands out is frozen, shared.
 */
const textLength = (f: FormulaSvg) => f.svg.length + (f.pdf?.content.length ?? 0);
const converted = new LruCache<FormulaResult | FormulaPartsResult>(16 * 1024 * 1024, (result) =>
  !result.ok ? 16 : 'formula' in result ? textLength(result.formula) : result.parts.reduce((n, part) => n + textLength(part), 0),
);

async function cached<R extends FormulaResult | FormulaPartsResult>(key: string, convert: () => Promise<R>): Promise<R> {
  const hit = converted.get(key);
  if (hit) return hit as R;
  const result = deepFreeze(await convert());
  converted.set(key, result);
  return result;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** One formula as an SVG; `{ ok: false }` when its TeX does not parse. */
export function texToSvg(tex: string, display: boolean): Promise<FormulaResult> {
  return cached(`${display ? 'D' : 'I'}${tex}`, async () => {
    const node = await convert(whole, tex, display);
    const formula = node && measured(adaptor.innerHTML(node));
    return formula ? { ok: true, formula } : { ok: false };
  });
}

/**
 * The widths of MathJax's breaks (output/svg/Wrappers/math.js): a break is a 1 em space of a font of its own, narrowed
 * by its letter-spacing; `size` names the math spaces 0 and 2/18 to 6/18 em.
 */
const BREAK_SIZES: Record<string, number> = { '0': 0, '1': 2 / 18, '2': 3 / 18, '3': 4 / 18, '4': 5 / 18, '5': 6 / 18 };
const LETTER_SPACING = /letter-spacing:\s*(-?[\d.]+)em/;

/** What one of MathJax's break elements stands for; null for the web's space before a break, which print has not. */
function breakOf(node: LiteNode): FormulaBreak | null {
  const attribute = (name: string): string | null => {
    const value: unknown = adaptor.getAttribute(node, name);
    return value === undefined || value === null ? null : String(value);
  };
  if (attribute('prebreak') !== null) return null;
  if (attribute('newline') !== null) return { kind: 'newline' };
  const size = attribute('size');
  if (size !== null && size in BREAK_SIZES) return { kind: 'space', width: BREAK_SIZES[size]! };
  const spacing = LETTER_SPACING.exec(attribute('style') ?? '');
  return { kind: 'space', width: spacing ? Math.max(0, Number(spacing[1]) + 1) : 0 };
}

/** An inline formula in the parts a line may wrap between (one part when it has no place to wrap). */
export function texToSvgParts(tex: string): Promise<FormulaPartsResult> {
  return cached(`P${tex}`, () => inParts(tex));
}

async function inParts(tex: string): Promise<FormulaPartsResult> {
  const node = await convert(breakable, tex, false);
  if (!node) return { ok: false };
  const parts: FormulaSvg[] = [];
  const breaks: FormulaBreak[] = [];
  let pending: FormulaBreak | null = null;
  for (const child of adaptor.childNodes(node) as LiteNode[]) {
    const kind = adaptor.kind(child);
    if (kind === 'mjx-break') {
      const found = breakOf(child);
      // A new line asked for wins over a space next to it.
      if (found && (!pending || found.kind === 'newline')) pending = found;
    } else if (kind === 'svg') {
      const part = measured(adaptor.outerHTML(child));
      if (!part) return { ok: false };
      if (parts.length) breaks.push(pending ?? { kind: 'space', width: 0 });
      parts.push(part);
      pending = null;
    }
  }
  return parts.length ? { ok: true, parts, breaks } : { ok: false };
}
