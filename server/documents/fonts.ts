// The fonts of the documents: DejaVu Sans, which has every glyph the content uses (→ ⇌ ≤ ≥ ≈ µ Δ Ω ë ½ °…); the
// PDF's default font and the font its own line layout measures text with (pdfmake has no per-glyph fallback).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const dir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const FONT_FILES = {
  normal: join(dir, 'DejaVuSans.ttf'),
  bold: join(dir, 'DejaVuSans-Bold.ttf'),
  italics: join(dir, 'DejaVuSans-Oblique.ttf'),
  bolditalics: join(dir, 'DejaVuSans-BoldOblique.ttf'),
} as const;

export const FONT_NAME = 'DejaVuSans';

type Face = { layout(text: string): { advanceWidth: number }; unitsPerEm: number; ascent: number; descent: number };
const open = (path: string) => fontkit.openSync(path) as unknown as Face;
const faces = { normal: open(FONT_FILES.normal), bold: open(FONT_FILES.bold) };
const widths = new Map<string, number>();

/** The advance width of a text at 1 pt, in pt. */
export function textWidth(text: string, bold: boolean): number {
  const key = (bold ? 'b' : 'n') + text;
  let width = widths.get(key);
  if (width === undefined) {
    const face = bold ? faces.bold : faces.normal;
    width = face.layout(text).advanceWidth / face.unitsPerEm;
    if (widths.size > 50_000) widths.clear();
    widths.set(key, width);
  }
  return width;
}

/** Ascent and descent (positive) of the font at 1 pt, as pdfmake places a line: baseline at the ascender. */
export const FONT_ASCENT = faces.normal.ascent / faces.normal.unitsPerEm;
export const FONT_DESCENT = -faces.normal.descent / faces.normal.unitsPerEm;
