// The reports' REST routes (document 4 §13, issue 46): GET /api/admin/custom/ → [{title, path, endpoint}]; each report's
// endpoint GET /api/admin/custom/{report} → its rows with the Dutch column labels as keys (the weekly KPIs in the
// legacy's column-per-week shape, document 4 §13); and its downloads
// {endpoint}.csv and {endpoint}.xlsx (attachment, a Dutch file name with the day). All take the same filters in the
// query: vak and niveau (ids, comma-separated), jaar and tijdvak (numbers, comma-separated), none is 'all'; van and tot
// (days) for the weekly KPIs. Signed in,
// author or admin (a visitor 401, any other role 403). The rules and statements are server/domain/admin/reports/.
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { Services } from '../app/context.ts';
import type { IdCodec } from '../app/ids.ts';
import { listReports, REPORTS, runReport, type ReportDefinition, type ReportFilter } from '../domain/admin/reports/index.ts';
import { labelledRows, reportCsv, reportFileName, reportXlsx } from '../domain/admin/reports/files.ts';
import { kpiWeekColumns } from '../domain/admin/reports/kpis.ts';
import type { FieldErrors } from '../domain/errors.ts';
import { backOfficeGuard, forbidden, isRefusal, sendRefusal, validationError, type RestApp } from './context.ts';
import { DenyJson, ValidationErrorJson } from './json.ts';

const FilterQuery = z.object({
  vak: z.string().max(2000).optional().describe('Courses (vakken): their ids, comma-separated'),
  niveau: z.string().max(2000).optional().describe('Levels: their ids, comma-separated'),
  jaar: z.string().max(2000).optional().describe('Exam years, comma-separated'),
  tijdvak: z.string().max(200).optional().describe('Exam terms 1–3, comma-separated'),
  van: z.string().max(20).optional().describe("The period's first day, YYYY-MM-DD (the weekly KPIs)"),
  tot: z.string().max(20).optional().describe("The period's last day, YYYY-MM-DD, included (the weekly KPIs)"),
});
type FilterQuery = z.infer<typeof FilterQuery>;

const ReportListJson = z.array(z.object({ title: z.string(), path: z.string(), endpoint: z.string() }));
const ReportRowsJson = z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))).describe('The rows, each with the Dutch column labels as keys');

const KpiWeekColumnsJson = z
  .array(z.object({ KPI: z.string().describe("The figure's Dutch name"), Aantal: z.number().int().describe('The sum of the weeks') }).catchall(z.number().int().nullable()))
  .describe("Document 4 §13's shape: a row per KPI with a column per ISO week of the period ('2020-W10', in order): its count, null for none");

/** The reports whose JSON keeps the legacy's own shape (document 4 §13) rather than a row per table row; CSV and Excel stay the table's. */
const LEGACY_JSON: Record<string, { schema: z.ZodTypeAny; shape: (rows: Parameters<typeof kpiWeekColumns>[0]) => unknown }> = {
  kpis: { schema: KpiWeekColumnsJson, shape: kpiWeekColumns },
};

const list = (text: string | undefined) => (text ? text.split(',').filter((v) => v !== '') : []);

/** The query's filters as the domain takes them; ids this server did not make, or years that are not numbers, are refused. */
function filterOf(ids: IdCodec, query: FilterQuery): { filter: Partial<ReportFilter>; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const idsOf = (field: string, text: string | undefined) => {
    const values = list(text).map((v) => ids.decode(v));
    if (values.some((v) => v === undefined)) errors[field] = [{ code: 'unknownId' }];
    return values.filter((v): v is number => v !== undefined);
  };
  const numbersOf = (field: string, text: string | undefined) => {
    const values = list(text);
    if (!values.every((v) => /^[0-9]{1,9}$/.test(v))) errors[field] = [{ code: 'invalid' }];
    return values.filter((v) => /^[0-9]{1,9}$/.test(v)).map(Number);
  };
  const dayOf = (field: string, text: string | undefined) => {
    if (!text) return null;
    const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : null;
    if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) {
      errors[field] = [{ code: 'invalid' }];
      return null;
    }
    return day;
  };
  return {
    filter: {
      subjects: idsOf('vak', query.vak),
      levels: idsOf('niveau', query.niveau),
      years: numbersOf('jaar', query.jaar),
      terms: numbersOf('tijdvak', query.tijdvak),
      from: dayOf('van', query.van),
      to: dayOf('tot', query.tot),
    },
    errors,
  };
}

/** The domain's filter names as the query's. */
const QUERY_FIELD: Record<string, string> = { subjects: 'vak', levels: 'niveau', years: 'jaar', terms: 'tijdvak', from: 'van', to: 'tot' };
const queryFields = (errors: FieldErrors): FieldErrors => Object.fromEntries(Object.entries(errors).map(([k, v]) => [QUERY_FIELD[k] ?? k, v]));

const attachment = (reply: FastifyReply, type: string, name: string) =>
  reply.header('content-type', type).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');

export function adminReportRoutes(app: RestApp, services: Services) {
  app.get(
    '/admin/custom',
    {
      preValidation: backOfficeGuard,
      schema: { summary: 'The reports (Overzichten): title, the web page and the REST endpoint of each. Authors and admins', response: { 200: ReportListJson, ...DenyJson } },
    },
    async (request, reply) => {
      const result = await listReports(request.ctx);
      if (result.kind !== 'ok') return forbidden(reply);
      return result.reports.map((r) => ({ title: r.title, path: `/admin/overzichten/${r.id}`, endpoint: `/api/admin/custom/${r.id}` }));
    },
  );

  const run = async (report: ReportDefinition, request: { ctx: Parameters<typeof runReport>[0]; query: FilterQuery }, reply: FastifyReply) => {
    const { filter, errors } = filterOf(services.ids, request.query);
    if (Object.keys(errors).length) {
      validationError(reply, errors);
      return null;
    }
    const result = await runReport(request.ctx, report.id, filter);
    if (isRefusal(result)) {
      sendRefusal(reply, result, queryFields);
      return null;
    }
    return result;
  };

  for (const report of REPORTS) {
    const endpoint = `/admin/custom/${report.id}`;
    const refusals = { ...DenyJson, 422: ValidationErrorJson };
    app.get(
      endpoint,
      {
        preValidation: backOfficeGuard,
        schema: { summary: `Report '${report.title}': its rows. Authors and admins`, querystring: FilterQuery, response: { 200: LEGACY_JSON[report.id]?.schema ?? ReportRowsJson, ...refusals } },
      },
      async (request, reply) => {
        const result = await run(report, request, reply);
        if (!result) return reply;
        const legacy = LEGACY_JSON[report.id];
        return legacy ? legacy.shape(result.rows) : labelledRows(report, result.rows);
      },
    );
    app.get(
      `${endpoint}.csv`,
      {
        preValidation: backOfficeGuard,
        schema: { summary: `Report '${report.title}' as CSV (UTF-8 with BOM, ';'). Authors and admins`, querystring: FilterQuery, response: { 200: z.any().describe('text/csv'), ...refusals } },
      },
      async (request, reply) => {
        const result = await run(report, request, reply);
        if (!result) return reply;
        return attachment(reply, 'text/csv; charset=utf-8', reportFileName(report, request.ctx.now, 'csv')).send(Buffer.from(reportCsv(report, result.rows), 'utf8'));
      },
    );
    app.get(
      `${endpoint}.xlsx`,
      {
        preValidation: backOfficeGuard,
        schema: {
          summary: `Report '${report.title}' as Excel (.xlsx). Authors and admins`,
          querystring: FilterQuery,
          response: { 200: z.any().describe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'), ...refusals },
        },
      },
      async (request, reply) => {
        const result = await run(report, request, reply);
        if (!result) return reply;
        const file = await reportXlsx(report, result.rows);
        return attachment(reply, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', reportFileName(report, request.ctx.now, 'xlsx')).send(file);
      },
    );
  }
}
