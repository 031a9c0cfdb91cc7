// What a report is (issue 46 'Reports', document 3 §2 /admin/overzichten, document 4 §13 /admin/custom/…): an id (its
// path below /admin/custom/ and /admin/overzichten/), a Dutch title, its columns (key, Dutch label, type), the filters
// it accepts (document 3 §9: subjects, levels, years, terms) and ONE SQL statement. The statement's text is the same
// whatever the filters: each filter is a parameter, an array or NULL for 'all' (`$1::int[] IS NULL OR x = ANY($1)`).
import { Prisma } from '../../../db/generated/client.ts';

export type ReportFilterKind = 'subjects' | 'levels' | 'years' | 'terms' | 'range';
/** The filters that are lists of values ('range' is a period of days: from and to). */
export type ReportListFilterKind = Exclude<ReportFilterKind, 'range'>;
export const REPORT_FILTER_KINDS: readonly ReportListFilterKind[] = ['subjects', 'levels', 'years', 'terms'];

export type ReportColumnType = 'text' | 'number' | 'date';

export interface ReportColumn {
  /** The row's key in the statement's answer (an SQL alias). */
  key: string;
  /** The column's Dutch label: the table's header, the REST row's key, the download's header. */
  label: string;
  type: ReportColumnType;
}

/** The chosen filter values: course ids, level ids, exam years, exam terms; null means all. */
export interface ReportFilter {
  subjects: number[] | null;
  levels: number[] | null;
  years: number[] | null;
  terms: number[] | null;
  /** A period of calendar days (midnight UTC of each, as the Date scalar gives them), both included: the weekly KPIs'. */
  from?: Date | null;
  to?: Date | null;
}

export const NO_FILTER: ReportFilter = { subjects: null, levels: null, years: null, terms: null };

export interface ReportDefinition {
  /** The report's path below /api/admin/custom/ (document 4 §13's names where it gives them). */
  id: string;
  /** Its Dutch title. */
  title: string;
  columns: readonly ReportColumn[];
  filters: readonly ReportFilterKind[];
  /** The one statement; `f` only fills its parameters. */
  statement: (f: ReportFilter) => Prisma.Sql;
}

/** A cell as the domain answers it: text, a number, a moment (type date) or nothing. */
export type ReportCell = string | number | Date | null;
export type ReportRow = Record<string, ReportCell>;

/** `column = ANY(values)`, or true when `values` is null: one text for both. */
export const anyOf = (column: Prisma.Sql, values: number[] | null): Prisma.Sql => Prisma.sql`(${values}::int[] IS NULL OR ${column} = ANY(${values}::int[]))`;

/** The joins from a question to its stream's course and level (aliases q, t, e, s, c, l). */
export const QUESTION_JOINS = Prisma.sql`questions q
  JOIN topics t ON t.id = q.topic_id
  JOIN exams e ON e.id = t.exam_id
  JOIN streams s ON s.id = e.stream_id
  JOIN courses c ON c.id = s.course_id
  JOIN levels l ON l.id = s.level_id`;

/** The four filters on a question (aliases of QUESTION_JOINS). */
export const questionFilters = (f: ReportFilter): Prisma.Sql =>
  Prisma.sql`${anyOf(Prisma.sql`c.id`, f.subjects)} AND ${anyOf(Prisma.sql`l.id`, f.levels)} AND ${anyOf(Prisma.sql`e.year`, f.years)} AND ${anyOf(Prisma.sql`e.term`, f.terms)}`;

/** The columns that place a question: course, level, exam year and term, topic, number. */
export const QUESTION_PLACE_COLUMNS: readonly ReportColumn[] = [
  { key: 'vak', label: 'Vak', type: 'text' },
  { key: 'niveau', label: 'Niveau', type: 'text' },
  { key: 'jaar', label: 'Jaar', type: 'number' },
  { key: 'tijdvak', label: 'Tijdvak', type: 'number' },
  { key: 'opgave', label: 'Opgave', type: 'text' },
  { key: 'vraag', label: 'Vraag', type: 'number' },
];

/** The SELECT list of QUESTION_PLACE_COLUMNS. */
export const QUESTION_PLACE_SELECT = Prisma.sql`c.name AS vak, l.name AS niveau, e.year AS jaar, e.term AS tijdvak, t.name AS opgave, q.number AS vraag`;

/** The order of QUESTION_PLACE_COLUMNS' rows: course, level, newest exam first, topic, number. */
export const QUESTION_PLACE_ORDER = Prisma.sql`c.name, l.position, l.name, e.year DESC, e.term DESC, t.position, t.id, q.number, q.id`;
