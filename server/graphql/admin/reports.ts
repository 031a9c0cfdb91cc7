// The reports (Overzichten, issue 46) and the exams overview in GraphQL, for the back-office's screens: Query.adminReports
// (the list), Query.adminReportFilters (what the filters offer), Query.adminReport (one report's columns and rows in a
// generic shape: each row a list of cells as text) and Query.adminAllExams (/admin/exams). Authors and admins; the rules
// and statements are server/domain/admin/reports/, REST (server/rest/adminReports.ts) calls the same functions.
import { GraphQLError } from 'graphql';
import { builder } from '../builder.ts';
import { NL } from '../errors/messages.ts';
import {
  listReports,
  reportFilterOptions,
  runReport,
  type ReportColumn,
  type ReportDefinition,
  type ReportFilter,
  type ReportFilterOptions,
  type ReportRow,
} from '../../domain/admin/reports/index.ts';
import { jsonCell } from '../../domain/admin/reports/files.ts';
import { ALL_EXAMS_MAX, ALL_EXAMS_ORDER } from '../../domain/admin/reports/examsOverview.ts';
import { mayUseBackOffice } from '../../domain/admin/backOffice.ts';
import './types.ts';

const backOffice = { area: 'admin' } as const;
const forbidden = () => new GraphQLError(NL.forbidden, { extensions: { code: 'FORBIDDEN' } });
const badInput = () => new GraphQLError(NL.invalidId, { extensions: { code: 'BAD_USER_INPUT' } });

const ReportFilterKindEnum = builder.enumType('ReportFilterKind', {
  description: "A filter a report accepts (document 3 §9): Vakken, Niveaus, Jaren, Tijdvakken; 'range' a period of days (from, to).",
  values: ['subjects', 'levels', 'years', 'terms', 'range'] as const,
});

const ReportColumnTypeEnum = builder.enumType('ReportColumnType', {
  description: 'How a column’s cells read: text, a number, or a day (YYYY-MM-DD, a Dutch calendar day).',
  values: ['text', 'number', 'date'] as const,
});

const ReportColumnRef = builder.objectRef<ReportColumn>('ReportColumn').implement({
  description: 'A column of a report.',
  fields: (t) => ({
    key: t.exposeString('key'),
    label: t.exposeString('label', { description: 'The Dutch label (the header, the downloads’ header).' }),
    type: t.field({ type: ReportColumnTypeEnum, resolve: (c) => c.type }),
  }),
});

const AdminReportRef = builder.objectRef<ReportDefinition>('AdminReport').implement({
  description: 'A report of the back-office (Overzichten): authors and admins.',
  fields: (t) => ({
    key: t.exposeString('id', { description: "Its key (not a node id): its path below /admin/overzichten/ and /api/admin/custom/ ('questions/complexity_count')." }),
    title: t.exposeString('title', { description: 'The Dutch title.' }),
    columns: t.field({ type: [ReportColumnRef], resolve: (r) => [...r.columns] }),
    filters: t.field({ type: [ReportFilterKindEnum], resolve: (r) => [...r.filters] }),
    endpoint: t.string({ description: 'Its REST route; add .csv or .xlsx for the downloads.', resolve: (r) => `/api/admin/custom/${r.id}` }),
  }),
});

const ReportRowRef = builder.objectRef<{ cells: (string | null)[] }>('AdminReportRow').implement({
  description: "A row of a report: its cells in the columns' order, as text (numbers in digits, days as YYYY-MM-DD), null when empty.",
  fields: (t) => ({ cells: t.field({ type: ['String'], nullable: { list: false, items: true }, resolve: (r) => r.cells }) }),
});

const AdminReportResultRef = builder.objectRef<{ report: ReportDefinition; rows: ReportRow[] }>('AdminReportResult').implement({
  description: 'A report run with its filters.',
  fields: (t) => ({
    report: t.field({ type: AdminReportRef, resolve: (r) => r.report }),
    rows: t.field({
      type: [ReportRowRef],
      resolve: (r) => r.rows.map((row) => ({ cells: r.report.columns.map((c) => cellText(row[c.key] ?? null)) })),
    }),
  }),
});

const cellText = (cell: ReportRow[string]): string | null => {
  const value = cell === null ? null : jsonCell(cell);
  return value === null ? null : String(value);
};

const NamedOptionRef = builder.objectRef<{ urlId: string; name: string }>('ReportFilterOption').implement({
  description: 'A course or level a report can be filtered on.',
  fields: (t) => ({ urlId: t.exposeString('urlId', { description: 'Its id in addresses.' }), name: t.exposeString('name') }),
});

const ReportFiltersRef = builder.objectRef<ReportFilterOptions & { encode: (id: number) => string }>('AdminReportFilters').implement({
  description: 'What the reports’ filters offer: the courses (vakken), levels and exam years of the bank, and terms 1–3.',
  fields: (t) => ({
    subjects: t.field({ type: [NamedOptionRef], resolve: (o) => o.subjects.map((s) => ({ urlId: o.encode(s.id), name: s.name })) }),
    levels: t.field({ type: [NamedOptionRef], resolve: (o) => o.levels.map((s) => ({ urlId: o.encode(s.id), name: s.name })) }),
    years: t.exposeIntList('years'),
    terms: t.exposeIntList('terms'),
  }),
});

builder.queryField('adminReports', (t) =>
  t.field({
    type: [AdminReportRef],
    description: 'The reports (Overzichten), in the list’s order. Authors and admins.',
    authScopes: backOffice,
    resolve: async (_root, _a, ctx) => {
      const result = await listReports(ctx);
      if (result.kind !== 'ok') throw forbidden();
      return [...result.reports];
    },
  }),
);

builder.queryField('adminReportFilters', (t) =>
  t.field({
    type: ReportFiltersRef,
    description: 'What the reports’ filters offer. Authors and admins.',
    authScopes: backOffice,
    resolve: async (_root, _a, ctx) => {
      const result = await reportFilterOptions(ctx);
      if (result.kind !== 'ok') throw forbidden();
      return { ...result, encode: (id: number) => ctx.ids.encode(id) };
    },
  }),
);

builder.queryField('adminReport', (t) =>
  t.field({
    type: AdminReportResultRef,
    nullable: true,
    description: 'One report with its rows; null when there is no report of that id. Filters the report does not accept are ignored; none or an empty list is all. Authors and admins.',
    authScopes: backOffice,
    args: {
      id: t.arg.string({ required: true }),
      subjects: t.arg.stringList({ description: 'Courses (their urlIds).' }),
      levels: t.arg.stringList({ description: 'Levels (their urlIds).' }),
      years: t.arg.intList(),
      terms: t.arg.intList(),
      from: t.arg({ type: 'Date', description: "The period's first day (reports with the filter 'range'; default: 11 weeks before 'to')." }),
      to: t.arg({ type: 'Date', description: "The period's last day, included (default: today)." }),
    },
    resolve: async (_root, args, ctx) => {
      const decode = (values: readonly string[] | null | undefined): number[] | null => {
        if (!values) return null;
        return values.map((v) => {
          const id = ctx.ids.decode(v);
          if (id === undefined) throw badInput();
          return id;
        });
      };
      const filter: Partial<ReportFilter> = {
        subjects: decode(args.subjects),
        levels: decode(args.levels),
        years: args.years ? [...args.years] : null,
        terms: args.terms ? [...args.terms] : null,
        from: args.from ?? null,
        to: args.to ?? null,
      };
      const result = await runReport(ctx, args.id, filter);
      if (result.kind === 'forbidden') throw forbidden();
      if (result.kind === 'not-found') return null;
      if (result.kind === 'invalid') throw new GraphQLError('Deze filter is niet geldig.', { extensions: { code: 'BAD_USER_INPUT' } });
      return result;
    },
  }),
);

builder.queryField('adminAllExams', (t) =>
  t.prismaField({
    type: ['Exam'],
    description: `Every exam of every stream (/admin/exams): stream by stream, then newest year and term first and by status rank; at most ${ALL_EXAMS_MAX}. Authors and admins.`,
    authScopes: backOffice,
    resolve: async (query, _root, _a, ctx) => {
      if (!mayUseBackOffice(await ctx.actor.access())) throw forbidden();
      return ctx.db.exam.findMany({ ...query, orderBy: ALL_EXAMS_ORDER, take: ALL_EXAMS_MAX });
    },
  }),
);
