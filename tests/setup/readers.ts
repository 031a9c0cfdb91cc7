// The real document readers the document tests use: poppler-utils (pdftotext, pdfinfo, pdfimages, pdffonts,
// pdftoppm), qpdf (a PDF's objects, its syntax checked), zbar-tools (zbarimg) and LibreOffice (soffice, with
// libreoffice-math-nogui for equations). Where one
// is missing the tests that need it are skipped and say so; CI (REQUIRE_READERS=1) fails instead.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const TOOLS = {
  poppler: ['pdftotext', 'pdfinfo', 'pdfimages', 'pdffonts', 'pdftoppm'],
  qpdf: ['qpdf'],
  zbar: ['zbarimg'],
  libreoffice: ['soffice', 'unzip'],
} as const;
export type Reader = keyof typeof TOOLS;

const onPath = (command: string) => (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(join(dir, command)));

export function missingReaders(needs: readonly Reader[]): string[] {
  return needs.flatMap((reader) => TOOLS[reader].filter((command) => !onPath(command)));
}

/** `test`, or `test.skip` with a warning naming what is missing (a failure in CI, where REQUIRE_READERS=1). */
export function testWith(needs: readonly Reader[]): jest.It {
  const missing = missingReaders(needs);
  if (!missing.length) return test;
  if (process.env.REQUIRE_READERS === '1') throw new Error(`Document readers are required but missing: ${missing.join(', ')}`);
  console.warn(`Skipped: tests that need ${missing.join(', ')} (apt-get install poppler-utils qpdf zbar-tools libreoffice-writer-nogui libreoffice-math-nogui).`);
  return test.skip;
}

/** A scratch directory for one test file. */
export function scratch(): { dir: string; file(name: string, data?: Uint8Array): string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'vraagwerk-docs-'));
  return {
    dir,
    file(name, data) {
      const path = join(dir, name);
      if (data) writeFileSync(path, data);
      return path;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function pdfText(path: string): Promise<string> {
  return (await run('pdftotext', ['-enc', 'UTF-8', path, '-'], { maxBuffer: 64 * 1024 * 1024 })).stdout;
}

export async function pdfPages(path: string): Promise<number> {
  const { stdout } = await run('pdfinfo', [path]);
  return Number(/Pages:\s+(\d+)/.exec(stdout)?.[1] ?? NaN);
}

/**
 * The PDF's objects, each dictionary as text, read by qpdf with the object streams expanded (the renderers put every
 * dictionary in compressed object streams: server/documents/render/pdfObjectStreams.ts).
 */
export async function pdfObjects(path: string): Promise<string[]> {
  const plain = `${path}.objects.pdf`;
  try {
    await run('qpdf', ['--object-streams=disable', path, plain]);
    const raw = readFileSync(plain).toString('latin1');
    return [...raw.matchAll(/\d+ 0 obj\s*(<<[\s\S]*?)endobj/g)].map((m) => m[1]!);
  } finally {
    rmSync(plain, { force: true });
  }
}

/** The language a PDF declares (its catalog's /Lang), or null: poppler's pdfinfo does not print it. */
export async function pdfLanguage(path: string): Promise<string | null> {
  const catalog = (await pdfObjects(path)).find((o) => /\/Type\s*\/Catalog\b/.test(o));
  return catalog ? (/\/Lang\s*\(([^)]*)\)/.exec(catalog)?.[1] ?? null) : null;
}

/** qpdf's check of a PDF's syntax, cross-references and streams: its complaints, none when it is well-formed. */
export async function pdfSyntaxErrors(path: string): Promise<string[]> {
  try {
    await run('qpdf', ['--check', path]);
    return [];
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return `${stdout}\n${stderr}`.split('\n').filter((l) => /error|warning|damaged/i.test(l));
  }
}

/** How qpdf finds each object: 'compressed' (in an object stream) or 'uncompressed' (at an offset), counted. */
export async function pdfObjectPlaces(path: string): Promise<{ compressed: number; uncompressed: number }> {
  const { stdout } = await run('qpdf', ['--show-xref', path], { maxBuffer: 64 * 1024 * 1024 });
  return { compressed: (stdout.match(/: compressed;/g) ?? []).length, uncompressed: (stdout.match(/: uncompressed;/g) ?? []).length };
}

/** The raster images embedded in a PDF (pdfimages -list rows). */
export async function pdfImages(path: string): Promise<string[]> {
  const { stdout } = await run('pdfimages', ['-list', path]);
  return stdout
    .split('\n')
    .slice(2)
    .filter((line) => line.trim());
}

/** The fonts a PDF uses: name and whether each is embedded. */
export async function pdfFonts(path: string): Promise<{ name: string; embedded: boolean }[]> {
  const { stdout } = await run('pdffonts', [path]);
  return stdout
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const cols = line.trim().split(/\s+/);
      // name type [encoding…] emb sub uni object ID
      return { name: cols[0]!, embedded: cols[cols.length - 5] === 'yes' };
    });
}

/** Every QR code on every page of a PDF, decoded by zbarimg from a 150 dpi rendering. */
export async function pdfQrCodes(path: string, work: string): Promise<string[]> {
  await run('pdftoppm', ['-r', '150', '-png', path, join(work, 'page')]);
  const { readdirSync } = await import('node:fs');
  const pages = readdirSync(work)
    .filter((f) => f.startsWith('page') && f.endsWith('.png'))
    .map((f) => join(work, f));
  const codes: string[] = [];
  for (const page of pages) {
    try {
      const { stdout } = await run('zbarimg', ['-q', '--raw', '-Sdisable', '-Sqrcode.enable', page]);
      codes.push(...stdout.split('\n').filter(Boolean));
    } catch (error) {
      // zbarimg exits with 4 when a page has no code.
      if ((error as { code?: number }).code !== 4) throw error;
    }
  }
  return codes;
}

/** A .docx converted to PDF by LibreOffice (a real word processor opening the file). */
export async function docxToPdf(docx: string, outDir: string): Promise<string> {
  // A profile of its own: parallel test files never share LibreOffice's user directory.
  const profile = mkdtempSync(join(tmpdir(), 'lo-profile-'));
  try {
    await run('soffice', [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', outDir, docx], { timeout: 120_000 });
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  const pdf = join(
    outDir,
    docx
      .split('/')
      .pop()!
      .replace(/\.docx$/, '.pdf'),
  );
  if (!existsSync(pdf)) throw new Error(`LibreOffice did not convert ${docx}`);
  return pdf;
}

/** A file inside a .docx (a zip), e.g. word/document.xml, read with unzip. */
export async function docxPart(docx: string, part: string): Promise<string> {
  return (await run('unzip', ['-p', docx, part], { maxBuffer: 64 * 1024 * 1024 })).stdout;
}

export const readText = (path: string) => readFileSync(path, 'utf8');

/** The text of each page of a PDF, laid out as on paper (pdftotext -layout). */
export async function pdfPageTexts(path: string): Promise<string[]> {
  const pages = await pdfPages(path);
  const texts: string[] = [];
  for (let page = 1; page <= pages; page++) texts.push((await run('pdftotext', ['-layout', '-enc', 'UTF-8', '-f', `${page}`, '-l', `${page}`, path, '-'])).stdout);
  return texts;
}

export interface PdfWord {
  page: number;
  text: string;
  /** In points from the page's top left corner. */
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Every word of a PDF with its box, as pdftotext -bbox places it. */
export async function pdfWords(path: string): Promise<PdfWord[]> {
  const { stdout } = await run('pdftotext', ['-bbox', '-enc', 'UTF-8', path, '-'], { maxBuffer: 64 * 1024 * 1024 });
  const words: PdfWord[] = [];
  stdout
    .split('<page ')
    .slice(1)
    .forEach((page, index) => {
      for (const [, xMin, yMin, xMax, yMax, text] of page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
        words.push({ page: index + 1, text: unescapeXml(text!), xMin: Number(xMin), yMin: Number(yMin), xMax: Number(xMax), yMax: Number(yMax) });
      }
    });
  return words;
}

/** The resolution of pdfInk's rendering: two pixels to the point. */
const INK_DPI = 144;

/**
 * How many pixels of a box on a page (in points from the top left) are dark, in pdftoppm's greyscale rendering at
 * INK_DPI: whether anything is drawn there.
 */
export async function pdfInk(path: string, page: number, box: { x: number; y: number; width: number; height: number }, work: string): Promise<number> {
  const px = (pt: number) => Math.round((pt * INK_DPI) / 72);
  const prefix = join(work, `ink-${page}-${px(box.x)}-${px(box.y)}`);
  const crop = ['-x', px(box.x), '-y', px(box.y), '-W', Math.max(1, px(box.width)), '-H', Math.max(1, px(box.height))].map(String);
  await run('pdftoppm', ['-gray', '-r', String(INK_DPI), '-f', `${page}`, '-l', `${page}`, '-singlefile', ...crop, path, prefix]);
  const image = readFileSync(`${prefix}.pgm`);
  // A binary PGM: "P5", width, height and the largest value, separated by whitespace, then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(image.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error(`pdftoppm did not write a greyscale image for page ${page}`);
  const pixels = image.subarray(header[0].length);
  let dark = 0;
  for (const value of pixels) if (value < 128) dark++;
  return dark;
}
