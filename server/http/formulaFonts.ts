// GET /fonts/katex.css?f=<spec>: @font-face rules with just the glyphs a page's formulas use
// (server/domain/content/formulaFonts.ts), each font a small WOFF2 inside the stylesheet: one request, and the fonts are
// there the moment the stylesheet is. Each rule covers only its characters (unicode-range), so any other character
// still comes from KaTeX's own full font. The address says everything the answer holds, so it is cached for good.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import subsetFont from 'subset-font';
import { fontFilePath, parseFontSpec, type FontFace } from '../domain/content/formulaFonts.ts';

export const FONT_CSS_PATH = '/fonts/katex.css';
/** Stylesheets kept made (a set's page asks for the same one every time). */
const CACHE_MAX = 200;

const unicodeRange = (chars: readonly number[]) => chars.map((c) => `U+${c.toString(16).toUpperCase()}`).join(',');

async function fontFaceRule(face: FontFace, chars: readonly number[]): Promise<string> {
  const woff2 = await subsetFont(readFileSync(fontFilePath(face)), String.fromCodePoint(...chars), { targetFormat: 'woff2' });
  return `@font-face{font-display:block;font-family:${face.family};font-style:${face.style};font-weight:${face.weight};src:url(data:font/woff2;base64,${woff2.toString('base64')}) format("woff2");unicode-range:${unicodeRange(chars)}}`;
}

export function registerFormulaFonts(app: FastifyInstance): void {
  const made = new Map<string, Promise<string>>();
  app.get<{ Querystring: { f?: string } }>(FONT_CSS_PATH, async (request, reply) => {
    const text = typeof request.query.f === 'string' ? request.query.f : '';
    const fonts = parseFontSpec(text);
    if (!fonts) return reply.status(404).send({ message: 'Not Found' });
    let css = made.get(text);
    if (!css) {
      css = Promise.all(fonts.map(({ face, chars }) => fontFaceRule(face, chars))).then((rules) => rules.join('\n'));
      made.set(text, css);
      css.catch(() => made.delete(text));
      if (made.size > CACHE_MAX) made.delete(made.keys().next().value!);
    }
    return reply
      .type('text/css; charset=utf-8')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(await css);
  });
}
