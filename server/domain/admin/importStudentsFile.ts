// Reading a file of students for the import (document 3 §5 'Import students', issue 47): what kind of file it is,
// judged by its declared type, its name and its first bytes together, then its rows as text, streamed — a CSV through
// csv-parse (separator ';' ',' or Tab, a UTF-8 byte-order mark dropped), an Excel workbook through exceljs's streaming
// reader (the first sheet). Never a hand-written splitter. Every cell is text as the file holds it: a cell that starts
// with '=', '+', '-' or '@' stays that text (a formula is never evaluated here; exports escape it).
import { pipeline, Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import ExcelJS from 'exceljs';

/** Larger files are refused (document: 10 MB). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** More rows than this in one file are refused: a school's year is a few hundred, a large school a few thousand. */
export const IMPORT_ROWS_MAX = 5000;
/** The most lines to skip before the header row. */
export const IMPORT_SKIP_MAX = 100;

export const SEPARATORS = [';', ',', '\t'] as const;
export type Separator = (typeof SEPARATORS)[number];

export type FileKind = 'csv' | 'xlsx';

/** Why a file cannot be read at all (codes; the interfaces word them). */
export type FileProblem =
  { code: 'unknownType' } | { code: 'binary' } | { code: 'tooLarge'; max: number } | { code: 'tooManyRows'; max: number } | { code: 'malformed'; line: number | null } | { code: 'empty' };

export interface UploadedFile {
  /** The file's name as the browser sent it. */
  name: string | null;
  /** The declared type (Content-Type of the part). */
  type: string | null;
  content: AsyncIterable<Buffer | Uint8Array>;
}

const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/x-csv', 'text/comma-separated-values']);
/** What browsers declare for a spreadsheet: Windows with Excel installed declares a .csv as ms-excel. */
const EXCEL_TYPES = new Set(['application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
/** Other text the import reads as CSV, with a warning. */
const OTHER_TEXT_TYPES = new Set(['text/plain', 'text/tab-separated-values']);
const GENERIC_TYPES = new Set(['', 'application/octet-stream']);

const extension = (name: string | null) => /\.([a-z0-9]{1,5})$/i.exec(name ?? '')?.[1]?.toLowerCase() ?? '';

export type FileType = { kind: 'ok'; warning: 'textType' | null; allowZip: boolean } | { kind: 'unknownType' };

/**
 * The declared type decides what is accepted (document 3 §5: text/csv and ms-excel; other text types with a warning;
 * otherwise 'Onbekend bestandstype'); a browser that declares nothing is judged by the name's extension.
 */
export function judgeFileType(file: Pick<UploadedFile, 'name' | 'type'>): FileType {
  const type = (file.type ?? '').split(';')[0]!.trim().toLowerCase();
  const ext = extension(file.name);
  if (CSV_TYPES.has(type)) return { kind: 'ok', warning: null, allowZip: false };
  if (EXCEL_TYPES.has(type)) return { kind: 'ok', warning: null, allowZip: true };
  if (OTHER_TEXT_TYPES.has(type) || (type.startsWith('text/') && !['text/html', 'text/xml', 'text/javascript'].includes(type))) return { kind: 'ok', warning: 'textType', allowZip: false };
  if (GENERIC_TYPES.has(type)) {
    if (ext === 'csv') return { kind: 'ok', warning: null, allowZip: false };
    if (ext === 'xlsx') return { kind: 'ok', warning: null, allowZip: true };
    if (ext === 'txt' || ext === 'tsv') return { kind: 'ok', warning: 'textType', allowZip: false };
  }
  return { kind: 'unknownType' };
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** The first bytes looked at to tell text from a binary file. */
const SNIFF_BYTES = 64 * 1024;

class FileRefused extends Error {
  constructor(readonly problem: FileProblem) {
    super(problem.code);
  }
}

/**
 * The content counted as it passes: past `IMPORT_MAX_BYTES` it ends there and says so in `state` — whatever the file
 * claims, only so much is read. Ending (not failing) the stream lets each parser finish on its own; the reader then
 * answers 'tooLarge' whatever the parser made of the cut-off file.
 */
async function* limited(content: AsyncIterable<Buffer | Uint8Array>, state: { tooLarge: boolean }): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of content) {
    total += chunk.length;
    if (total > IMPORT_MAX_BYTES) {
      state.tooLarge = true;
      return;
    }
    yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
  }
}

/** The first bytes (at least SNIFF_BYTES or the whole file) and the content again from its start. */
async function peek(content: AsyncIterable<Buffer>): Promise<{ head: Buffer; all: AsyncIterable<Buffer> }> {
  const iterator = content[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    if (head.length) yield head;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head, all: all() };
}

/** Text, not a binary file: no NUL byte, and valid UTF-8 up to a character cut off at the end of the head. */
function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

export interface ReadOptions {
  separator: Separator;
  /** Lines before the header row that are not part of the table. */
  skipLines: number;
}

/** A row of the file: its line (or sheet row) number, counted from 1 as an editor shows it, and its cells as text. */
export interface FileRow {
  line: number;
  cells: string[];
}

export type ReadResult = { kind: 'ok'; fileKind: FileKind; warning: 'textType' | null; headers: string[]; rows: FileRow[] } | { kind: 'refused'; problem: FileProblem };

/**
 * The file's header row (the first after the skipped lines) and its other rows, blank rows left out. Refused: a type
 * the import does not take, a binary file whatever its name, more than IMPORT_MAX_BYTES or IMPORT_ROWS_MAX rows, a
 * CSV that is not one (an unclosed quote), a file with no header row.
 */
export async function readStudentFile(file: UploadedFile, options: ReadOptions): Promise<ReadResult> {
  const type = judgeFileType(file);
  if (type.kind !== 'ok') return { kind: 'refused', problem: { code: 'unknownType' } };
  const state = { tooLarge: false };
  const tooLarge = { kind: 'refused', problem: { code: 'tooLarge', max: IMPORT_MAX_BYTES } } as const;
  try {
    const { head, all } = await peek(limited(file.content, state));
    if (!head.length) return { kind: 'refused', problem: { code: 'empty' } };
    const zip = head.subarray(0, 4).equals(ZIP);
    if (zip && !type.allowZip) return { kind: 'refused', problem: { code: 'binary' } };
    let rows: FileRow[];
    let fileKind: FileKind;
    if (zip) {
      fileKind = 'xlsx';
      rows = await sheetRows(all, options.skipLines);
    } else {
      if (!looksLikeText(head)) return { kind: 'refused', problem: { code: 'binary' } };
      fileKind = 'csv';
      rows = await csvRows(all, options);
    }
    if (state.tooLarge) return tooLarge;
    const [header, ...body] = rows;
    if (!header) return { kind: 'refused', problem: { code: 'empty' } };
    return { kind: 'ok', fileKind, warning: type.warning, headers: header.cells.map((c) => c.trim()), rows: body };
  } catch (error) {
    if (state.tooLarge) return tooLarge;
    if (error instanceof FileRefused) return { kind: 'refused', problem: error.problem };
    throw error;
  }
}

const blank = (cells: readonly string[]) => cells.every((c) => !c.trim());

/**
 * A cell is kept up to this many characters: no field takes more (names and addresses 255), so a longer one is wrong
 * whatever it holds, and a column the import does not use (a long remark) costs no more memory than this per row.
 */
export const CELL_KEPT = 1024;
const kept = (text: string) => (text.length > CELL_KEPT ? text.slice(0, CELL_KEPT + 1) : text).normalize('NFC');

function keep(rows: FileRow[], row: FileRow) {
  if (blank(row.cells)) return;
  // The header row is not counted.
  if (rows.length > IMPORT_ROWS_MAX) throw new FileRefused({ code: 'tooManyRows', max: IMPORT_ROWS_MAX });
  rows.push(row);
}

async function csvRows(content: AsyncIterable<Buffer>, options: ReadOptions): Promise<FileRow[]> {
  const parser = parse({
    delimiter: options.separator,
    bom: true,
    from_line: options.skipLines + 1,
    relax_column_count: true,
    // A quote inside an unquoted cell is the cell's text (=HYPERLINK("…") as someone typed it), not an error.
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
    // A UTF-8 character cut between two chunks is joined again (the decoder of csv-parse).
    encoding: 'utf8',
    max_record_size: 64 * 1024,
  });
  // pipeline, not pipe: a failing upload (the client gone) fails the parser and so the loop below.
  pipeline(Readable.from(content), parser, () => {});
  const rows: FileRow[] = [];
  try {
    for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      keep(rows, { line: record.info.lines, cells: record.record.map(kept) });
    }
  } catch (error) {
    if (error instanceof FileRefused) throw error;
    if (error instanceof CsvError) throw new FileRefused({ code: 'malformed', line: (error as CsvError & { lines?: number }).lines ?? null });
    throw error;
  }
  return rows;
}

/** A cell as the text Excel shows: rich text joined, a link's text, a formula's last result (or the formula itself). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: ExcelJS.CellValue }).result;
      if (result !== undefined && result !== null && typeof result !== 'object') return String(result);
      const formula = (value as { formula?: string }).formula ?? (value as { sharedFormula?: string }).sharedFormula ?? '';
      return `=${formula}`;
    }
    if ('text' in value) return cellText((value as { text: ExcelJS.CellValue }).text);
    if ('error' in value) return '';
  }
  return '';
}

async function sheetRows(content: AsyncIterable<Buffer>, skipLines: number): Promise<FileRow[]> {
  const rows: FileRow[] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(content), { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore' });
    let first = true;
    for await (const sheet of reader) {
      // Only the first sheet is read; the others are drained so the reader finishes.
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        if (!first || row.number <= skipLines) continue;
        const values = row.values as ExcelJS.CellValue[];
        const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => kept(cellText(values[i + 1] ?? null)));
        keep(rows, { line: row.number, cells });
      }
      first = false;
    }
  } catch (error) {
    if (error instanceof FileRefused) throw error;
    // Not a workbook after all (a zip of something else, a damaged file).
    throw new FileRefused({ code: 'malformed', line: null });
  }
  return rows;
}
