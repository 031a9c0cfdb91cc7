// KaTeX's fonts as a page needs them (issue 10: "KaTeX's fonts only as the page needs them"). A formula drawn by KaTeX
// uses a handful of its twenty fonts, and of those a few dozen glyphs; the full files (20-30 kB each) arrive after the
// page's first paint and move every line with a formula when they swap in. For a page whose formulas the server drew
// (the student pages: SharedSet.formulas) it can say beforehand which fonts and which characters they use, and serve
// exactly those glyphs, small enough to arrive with the page's code.
//
// Which font a piece of a formula uses is KaTeX's stylesheet's business; this module reads the rules from it (the
// class → family/style/weight rules and the @font-face table), so it follows KaTeX when KaTeX changes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface FontFace {
  /** The file's name without extension, e.g. 'KaTeX_Main-Regular'. */
  file: string;
  family: string;
  style: 'normal' | 'italic';
  weight: number;
}

interface Face {
  family?: string;
  style?: 'normal' | 'italic';
  weight?: number;
}

const katexDir = dirname(createRequire(import.meta.url).resolve('katex/dist/katex.min.css'));

function readKatexCss() {
  const css = readFileSync(join(katexDir, 'katex.min.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const faces: FontFace[] = [];
  for (const block of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const body = block[1]!;
    const family = /font-family:\s*"?([\w-]+)/.exec(body)?.[1];
    const file = /url\(fonts\/([\w-]+)\.woff2\)/.exec(body)?.[1];
    if (!family || !file) continue;
    faces.push({ file, family, style: /font-style:\s*italic/.test(body) ? 'italic' : 'normal', weight: Number(/font-weight:\s*(\d+)/.exec(body)?.[1] ?? 400) });
  }
  // Rules of the form `.katex .a.b, .katex .c { font-family: …; font-style: …; font-weight: … }` (descendant parts
  // after the compound, as in `.delimsizing.mult .delim-size1>span`, are read as the compound's own).
  const rules: { classes: string[]; face: Face }[] = [];
  for (const rule of css.matchAll(/([^{}@]+){([^}]*)}/g)) {
    const body = rule[2]!;
    const face: Face = {};
    const family = /font-family:\s*"?([\w-]+)/.exec(body)?.[1];
    if (family?.startsWith('KaTeX_')) face.family = family;
    if (/font-style:\s*italic/.test(body)) face.style = 'italic';
    else if (/font-style:\s*normal/.test(body)) face.style = 'normal';
    const weight = /font-weight:\s*(\d+|bold)/.exec(body)?.[1];
    if (weight) face.weight = weight === 'bold' ? 700 : Number(weight);
    if (!face.family && !face.style && !face.weight) continue;
    for (const selector of rule[1]!.split(',')) {
      const parts = selector.trim().split(/\s+|>/).filter(Boolean);
      if (parts[0] !== '.katex' || parts.length < 2) continue;
      rules.push({ classes: parts[1]!.split('.').filter(Boolean), face });
    }
  }
  return { faces, rules };
}

const { faces: FACES, rules: RULES } = readKatexCss();

/** The face every formula starts in (`.katex { font: … KaTeX_Main }`). */
const BASE: Required<Face> = { family: 'KaTeX_Main', style: 'normal', weight: 400 };

function faceFile(face: Required<Face>): FontFace | undefined {
  return FACES.find((f) => f.family === face.family && f.style === face.style && f.weight === face.weight) ?? FACES.find((f) => f.family === face.family);
}

/**
 * The fonts the formulas' HTML (KaTeX's, as the server drew it) uses, each with the characters it shows: the faces of
 * every element's classes, applied in document order like the cascade would, and the characters of the text inside.
 * The hidden MathML part (for screen readers) is skipped: it is never drawn in KaTeX's fonts.
 */
export function fontsOfFormulas(htmls: readonly string[]): Map<FontFace, Set<number>> {
  const used = new Map<FontFace, Set<number>>();
  for (const html of htmls) {
    const stack: { face: Required<Face>; tag: string; mathml: boolean }[] = [{ face: BASE, tag: '', mathml: false }];
    for (const token of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*?)(\/?)>|([^<]+)/g)) {
      const top = stack[stack.length - 1]!;
      if (token[5] !== undefined) {
        if (top.mathml) continue;
        const text = token[5].replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (_, entity: string) =>
          entity.startsWith('#x')
            ? String.fromCodePoint(parseInt(entity.slice(2), 16))
            : entity.startsWith('#')
              ? String.fromCodePoint(Number(entity.slice(1)))
              : (({ amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0' } as Record<string, string>)[entity] ?? ''),
        );
        if (!text.trim()) continue;
        const file = faceFile(top.face);
        if (!file) continue;
        const chars = used.get(file) ?? new Set<number>();
        for (const char of text) if (char.trim()) chars.add(char.codePointAt(0)!);
        used.set(file, chars);
        continue;
      }
      const [, closing, tag, attributes, selfClosing] = token;
      if (closing) {
        const at = stack.map((s) => s.tag).lastIndexOf(tag!.toLowerCase());
        if (at > 0) stack.length = at;
        continue;
      }
      if (selfClosing || /^(br|img|svg|path|line|rect)$/i.test(tag!)) continue;
      const classes = new Set((/class="([^"]*)"/.exec(attributes ?? '')?.[1] ?? '').split(/\s+/).filter(Boolean));
      const face = { ...top.face };
      for (const rule of RULES) if (rule.classes.every((c) => classes.has(c))) Object.assign(face, rule.face);
      stack.push({ face, tag: tag!.toLowerCase(), mathml: top.mathml || classes.has('katex-mathml') || tag!.toLowerCase() === 'math' });
    }
  }
  return used;
}

/** A face by its file's name, for the fonts route. */
export const faceByFile = (file: string): FontFace | undefined => FACES.find((f) => f.file === file);

export const fontFilePath = (face: FontFace) => join(katexDir, 'fonts', `${face.file}.woff2`);

// ── The stylesheet of a page's glyphs ──
// Its address names the fonts and the characters (code points in base 36), so the same formulas always ask for the same
// address: browsers and caches keep it for good.

/** At most this many fonts and characters per font in one stylesheet: a bound on the work one request can ask for. */
export const MAX_FONTS = 12;
export const MAX_CHARS = 400;

/** `KaTeX_Main-Regular:1t.2l.…;KaTeX_Math-Italic:…` for the fonts and characters a page uses. */
export function fontSpec(used: Map<FontFace, Set<number>>): string {
  return [...used]
    .sort(([a], [b]) => a.file.localeCompare(b.file))
    .map(
      ([face, chars]) =>
        `${face.file}:${[...chars]
          .sort((a, b) => a - b)
          .map((c) => c.toString(36))
          .join('.')}`,
    )
    .join(';');
}

/** The fonts and characters of a spec, or null when it names an unknown font or asks too much. */
export function parseFontSpec(spec: string): { face: FontFace; chars: number[] }[] | null {
  const parts = spec.split(';');
  if (!spec || parts.length > MAX_FONTS) return null;
  const result: { face: FontFace; chars: number[] }[] = [];
  for (const part of parts) {
    const [file, list] = part.split(':');
    const face = file ? faceByFile(file) : undefined;
    const chars = (list ?? '').split('.').map((c) => parseInt(c, 36));
    if (!face || !chars.length || chars.length > MAX_CHARS || chars.some((c) => !Number.isInteger(c) || c < 0x20 || c > 0x10ffff)) return null;
    result.push({ face, chars });
  }
  return result;
}
