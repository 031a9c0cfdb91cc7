// TeX formulas as vector graphics for print: MathJax 4 renders each formula to a self-contained SVG (glyphs as paths,
// no font cache references), sized in em so the PDF scales it to its text. A formula MathJax cannot read comes back
// as `error`: the documents then show its source instead of MathJax's black error box.
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

export interface FormulaSvg {
  /** A standalone SVG document, black on transparent. */
  svg: string;
  /** Width, height above the baseline and depth below it, in em of the surrounding text. */
  width: number;
  ascent: number;
  depth: number;
}

export type FormulaResult = { ok: true; formula: FormulaSvg } | { ok: false };

const adaptor = liteAdaptor();
RegisterHTMLHandler(adaptor);
const html = mathjax.document('', {
  InputJax: new TeX({ packages: ['base', 'ams', 'newcommand', 'textmacros'], formatError: (_jax: unknown, error: Error) => { throw error; } }),
  // One SVG per formula: MathJax 4 would otherwise split an inline formula at its relations and operators into
  // several SVGs for the web's line breaking, and a document would draw only the first ('v' of 'v = \sqrt{2gh}').
  OutputJax: new SVG({ fontCache: 'none', linebreaks: { inline: false } }),
});

const VIEWBOX = /viewBox="([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+)"/;

/** One formula as an SVG; `{ ok: false }` when its TeX does not parse. */
export async function texToSvg(tex: string, display: boolean): Promise<FormulaResult> {
  let node: unknown;
  try {
    node = await mathjax.handleRetriesFor(() => html.convert(tex, { display }));
  } catch {
    return { ok: false };
  }
  const element = node as Parameters<typeof adaptor.innerHTML>[0];
  const svg = adaptor.innerHTML(element);
  const box = VIEWBOX.exec(svg);
  if (!box || svg.includes('data-mjx-error')) return { ok: false };
  const [minY, width, height] = [Number(box[2]), Number(box[3]), Number(box[4])];
  return {
    ok: true,
    formula: {
      // Colour fixed for print; the container's style (vertical-align) means nothing outside a web page.
      svg: svg.replace(/currentColor/g, '#000').replace(/ style="[^"]*"/, ''),
      width: width / 1000,
      ascent: -minY / 1000,
      depth: (minY + height) / 1000,
    },
  };
}
