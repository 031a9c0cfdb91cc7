// The reports (Overzichten, issue 46; document 3 §2 /admin/overzichten, document 4 §13 /admin/custom/…): the list, the
// filters' choices and running one report, for authors and admins (document 3 §6). Each report is a module of its own
// (its columns, filters and one statement); GraphQL and REST call runReport and word the answer each their own way.
import type { Db } from '../../../db/database.ts';
import { mayUseBackOffice } from '../backOffice.ts';
import type { AppContext } from '../../context.ts';
import { addIssue, invalid, type FieldErrors, type Invalid, type Issue } from '../../errors.ts';
import { activitiesAll } from './activitiesAll.ts';
import { clicksDevices } from './clicksDevices.ts';
import { complexityCount } from './complexityCount.ts';
import { complexityIsNull } from './complexityIsNull.ts';
import { measuredDifficulty } from './measuredDifficulty.ts';
import { multipleAnswers } from './multipleAnswers.ts';
import { notInPracticeSets } from './notInPracticeSets.ts';
import { studentLicencesPerSchool } from './studentLicencesPerSchool.ts';
import { KPI_WEEKS_DEFAULT, KPI_WEEKS_MAX, kpis } from './kpis.ts';
import { reportDay } from './files.ts';
import { REPORT_FILTER_KINDS, type ReportDefinition, type ReportFilter, type ReportRow } from './types.ts';

export * from './types.ts';

/** Every report, in the list's order. */
export const REPORTS: readonly ReportDefinition[] = [
  complexityCount,
  complexityIsNull,
  notInPracticeSets,
  multipleAnswers,
  studentLicencesPerSchool,
  clicksDevices,
  kpis,
  activitiesAll,
  measuredDifficulty,
];

export const reportById = (id: string): ReportDefinition | undefined => REPORTS.find((r) => r.id === id);

/** The terms of document 3 §9 (an exam's tijdvak is 1 to 3). */
export const REPORT_TERMS: readonly number[] = [1, 2, 3];

/** At most this many values per filter: more than the bank has courses, levels or years. */
export const REPORT_FILTER_VALUES_MAX = 100;

export interface ReportFilterOptions {
  subjects: { id: number; name: string }[];
  levels: { id: number; name: string }[];
  years: number[];
  terms: number[];
}

export type ReportListResult = { kind: 'ok'; reports: readonly ReportDefinition[] } | { kind: 'forbidden' };
export type ReportOptionsResult = ({ kind: 'ok' } & ReportFilterOptions) | { kind: 'forbidden' };
export type RunReportResult = { kind: 'ok'; report: ReportDefinition; filter: ReportFilter; rows: ReportRow[] } | { kind: 'forbidden' } | { kind: 'not-found' } | Invalid;

/** The reports an author or admin may open; anyone else is refused. */
export async function listReports(ctx: AppContext): Promise<ReportListResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  return { kind: 'ok', reports: REPORTS };
}

/** What the filters offer, from the database (courses, levels, the exams' years) and document 3 §9 (terms 1–3). */
export async function reportFilterOptions(ctx: AppContext): Promise<ReportOptionsResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  return { kind: 'ok', ...(await filterOptions(ctx.db)) };
}

async function filterOptions(db: Db): Promise<ReportFilterOptions> {
  const subjects = await db.course.findMany({ select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
  const levels = await db.level.findMany({ select: { id: true, name: true }, orderBy: [{ position: 'asc' }, { name: 'asc' }] });
  const years = await db.exam.findMany({ select: { year: true }, distinct: ['year'], orderBy: { year: 'asc' } });
  return { subjects, levels, years: years.map((y) => y.year), terms: [...REPORT_TERMS] };
}

/** The filter `report` runs with: the kinds it does not accept are dropped; an empty list is 'all'. */
function checkedFilter(report: ReportDefinition, filter: Partial<ReportFilter>, now: Date): { filter: ReportFilter; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const out: ReportFilter = { subjects: null, levels: null, years: null, terms: null };
  if (report.filters.includes('range')) {
    const range = checkedRange(filter, now);
    if ('issue' in range) addIssue(errors, range.field, range.issue);
    else Object.assign(out, range);
  }
  for (const kind of REPORT_FILTER_KINDS) {
    const values = filter[kind];
    if (!values || values.length === 0 || !report.filters.includes(kind)) continue;
    if (values.length > REPORT_FILTER_VALUES_MAX) addIssue(errors, kind, { code: 'tooMany', max: REPORT_FILTER_VALUES_MAX });
    else if (!values.every((v) => Number.isSafeInteger(v) && v >= 0 && v <= 2_147_483_647)) addIssue(errors, kind, { code: 'invalid' });
    else out[kind] = [...new Set(values)];
  }
  return { filter: out, errors };
}

const DAY = 86_400_000;
const WEEK = 7 * DAY;

/**
 * A report's period: both days or neither (then the default weeks up to today, a Dutch day); 'to' not before 'from';
 * at most KPI_WEEKS_MAX weeks from the first week's Monday to the last week's.
 */
function checkedRange(filter: Partial<ReportFilter>, now: Date): { from: Date; to: Date } | { field: string; issue: Issue } {
  const today = new Date(`${reportDay(now)}T00:00:00Z`);
  const to = filter.to ?? today;
  const from = filter.from ?? new Date(to.getTime() - (KPI_WEEKS_DEFAULT - 1) * WEEK);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return { field: 'from', issue: { code: 'invalid' } };
  if (to < from) return { field: 'to', issue: { code: 'invalid' } };
  const monday = (day: Date) => day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY;
  if ((monday(to) - monday(from)) / WEEK + 1 > KPI_WEEKS_MAX) return { field: 'from', issue: { code: 'tooMany', max: KPI_WEEKS_MAX } };
  return { from, to };
}

/** The rows of report `id` with `filter`, for an author or admin: one statement, whatever the filters. */
export async function runReport(ctx: AppContext, id: string, filter: Partial<ReportFilter> = {}): Promise<RunReportResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const report = reportById(id);
  if (!report) return { kind: 'not-found' };
  const checked = checkedFilter(report, filter, ctx.now);
  if (Object.keys(checked.errors).length) return invalid(checked.errors);
  const raw = await ctx.db.$queryRaw<Record<string, unknown>[]>(report.statement(checked.filter));
  return { kind: 'ok', report, filter: checked.filter, rows: raw.map((row) => cells(report, row)) };
}

/** A row of the statement as the report's cells: counts as numbers, moments as Dates, text as text. */
function cells(report: ReportDefinition, row: Record<string, unknown>): ReportRow {
  return Object.fromEntries(
    report.columns.map((column) => {
      const value = row[column.key];
      if (value === null || value === undefined) return [column.key, null];
      if (column.type === 'number') return [column.key, Number(value)];
      if (column.type === 'date') return [column.key, value instanceof Date ? value : new Date(String(value))];
      return [column.key, String(value)];
    }),
  );
}
