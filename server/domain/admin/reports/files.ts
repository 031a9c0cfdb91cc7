// A report's downloads (issue 46): CSV (csv-stringify; UTF-8 with a byte-order mark and ';' between fields, so Excel
// in Dutch reads 'é' and the columns) and Excel (exceljs: a real .xlsx, a bold header row, numbers as numbers, dates
// as dates). Both carry the report's Dutch column labels; the file name is the title and the day, in Dutch.
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { ReportCell, ReportDefinition, ReportRow } from './types.ts';

const ZONE = 'Europe/Amsterdam';
const dayParts = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day of `moment` in the Netherlands, as 'YYYY-MM-DD'. */
export function reportDay(moment: Date): string {
  const part = Object.fromEntries(dayParts.formatToParts(moment).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}`;
}

/** A Dutch date: '7-12-2026'. */
export function dutchDay(moment: Date): string {
  const [y, m, d] = reportDay(moment).split('-');
  return `${Number(d)}-${Number(m)}-${y}`;
}

/** A cell as JSON text keeps it: dates as the Dutch calendar day 'YYYY-MM-DD'. */
export const jsonCell = (cell: ReportCell): string | number | null => (cell instanceof Date ? reportDay(cell) : cell);

/** The rows with the Dutch column labels as keys (document 4 §13: raw rows, Dutch labels). */
export const labelledRows = (report: ReportDefinition, rows: readonly ReportRow[]): Record<string, string | number | null>[] =>
  rows.map((row) => Object.fromEntries(report.columns.map((c) => [c.label, jsonCell(row[c.key] ?? null)])));

/** The download's name: the title in lower case without accents, then the day: 'vragen-per-complexiteit-2026-12-07.csv'. */
export function reportFileName(report: ReportDefinition, now: Date, extension: 'csv' | 'xlsx'): string {
  const base = report.title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base}-${reportDay(now)}.${extension}`;
}

const BOM = '\uFEFF';

/**
 * Text a spreadsheet would take for a formula ('=HYPERLINK(…)', '+', '-', '@', or a tab or carriage return before
 * one) is written with a leading apostrophe, as OWASP advises for CSV: Excel shows it as the text it is. Numbers stay
 * numbers (a negative number is not text).
 */
export const csvSafeText = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** The report as CSV text: a byte-order mark, the header row of labels, then the rows; dates as Dutch dates. */
export function reportCsv(report: ReportDefinition, rows: readonly ReportRow[]): string {
  const records = rows.map((row) =>
    report.columns.map((c) => {
      const cell = row[c.key] ?? null;
      if (cell === null) return '';
      if (cell instanceof Date) return dutchDay(cell);
      return typeof cell === 'string' ? csvSafeText(cell) : cell;
    }),
  );
  return BOM + stringify([report.columns.map((c) => csvSafeText(c.label)), ...records], { delimiter: ';', record_delimiter: 'windows' });
}

/** The report as an .xlsx workbook: one sheet, a bold header row, numbers as numbers, days as Excel dates. */
export async function reportXlsx(report: ReportDefinition, rows: readonly ReportRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Vraagwerk';
  const sheet = workbook.addWorksheet(report.title.slice(0, 31));
  sheet.columns = report.columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: Math.max(12, c.label.length + 2),
    ...(c.type === 'date' ? { style: { numFmt: 'dd-mm-yyyy' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) {
    sheet.addRow(
      Object.fromEntries(
        report.columns.map((c) => {
          const cell = row[c.key] ?? null;
          // Excel's dates have no zone: the Dutch day at midnight, written as that moment in UTC.
          return [c.key, cell instanceof Date ? new Date(`${reportDay(cell)}T00:00:00Z`) : cell];
        }),
      ),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
