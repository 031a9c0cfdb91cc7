// Importing students from a file (issue 47, document 3 §5 'Import students'): POST /api/licenses/{license}/import-leerlingen,
// new beside document 4 §12's licence routes — document 4 has no import route (POST /api/create-leerlingen takes the
// entries, not a file). A multipart form like the exam upload's (server/rest/adminExams.ts): the GraphQL endpoint
// reads no multipart bodies, and a 10 MB file in a JSON body would be neither small nor streamed. The fields come
// first, then the file, which is read as a stream and never kept whole. `preview=1` writes nothing. Signed in (401);
// an admin or the licence's manager (404 for a licence the caller holds no seat in, 403 otherwise). The answers are
// worded in Dutch: the back-office screen shows them as they are (document 3 §8 'Leerlingen importeren is mislukt: …').
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../app/context.ts';
import type { FieldErrors, Issue } from '../domain/errors.ts';
import {
  IMPORT_FIELDS,
  importAccess,
  importStudents,
  previewStudentImport,
  type ImportField,
  type ImportOptions,
  type ImportPreview,
  type ImportRow,
  type RowIssue,
} from '../domain/admin/importStudents.ts';
import { IMPORT_MAX_BYTES, type FileProblem } from '../domain/admin/importStudentsFile.ts';
import { dutchIssueText } from '../wording/issues.ts';
import { forbidden, notFound, signedIn } from './context.ts';
import { MessageJson } from './json.ts';
import { LEGACY } from './messages.ts';

/** The screen's words (document 3 §8; the spec is silent on the rows' own, so these are plain Dutch). */
export const IMPORT_NL = {
  imported: 'Leerlingen geïmporteerd',
  failed: (reason: string) => `Leerlingen importeren is mislukt: ${reason}`,
  checkFields: 'Controleer de velden',
  textWarning: 'Dit bestand is geen CSV- of Excelbestand; het is als CSV gelezen. Controleer de voorvertoning.',
  file: {
    unknownType: 'Onbekend bestandstype',
    binary: 'Onbekend bestandstype: dit bestand is geen tekst (CSV) en geen Excelbestand.',
    tooLarge: (max: number) => `Het bestand is groter dan ${max / (1024 * 1024)} MB.`,
    tooManyRows: (max: number) => `Het bestand heeft meer dan ${max} regels. Splits het in kleinere bestanden.`,
    malformed: (line: number | null) =>
      line ? `Het bestand is geen geldig CSV-bestand (regel ${line}). Controleer het scheidingsteken en de aanhalingstekens.` : 'Het bestand kon niet worden gelezen.',
    empty: 'Het bestand is leeg: er is geen kopregel met kolomnamen.',
    required: 'Kies een bestand',
  },
  fields: {
    streamIds: { required: 'Selecteer één of meerdere vakken', unknownId: 'Onbekend vak' },
    group: { required: 'Kies/creëer een klas/groep' },
    'columns.firstName': { required: 'Kies de kolom met de voornaam' },
    'columns.email': { required: 'Kies de kolom met het e-mailadres' },
    columns: { notAllowed: 'Kies voor elk gegeven een andere kolom' },
    separator: { notAllowed: 'Kies ; , of Tab' },
    skipLines: { invalid: 'Vul 0 of meer regels in' },
  } as Record<string, Partial<Record<Issue['code'], string>>>,
  row: {
    firstName: { required: 'Voornaam ontbreekt' },
    lastName: {},
    email: { required: 'E-mailadres ontbreekt', email: 'Geen geldig e-mailadres' },
    duplicate: (line: number) => `Dit e-mailadres staat al op regel ${line}`,
  } as Record<string, Partial<Record<Issue['code'], string>>> & { duplicate: (line: number) => string },
} as const;

export function fileProblemText(problem: FileProblem): string {
  switch (problem.code) {
    case 'tooLarge':
      return IMPORT_NL.file.tooLarge(problem.max);
    case 'tooManyRows':
      return IMPORT_NL.file.tooManyRows(problem.max);
    case 'malformed':
      return IMPORT_NL.file.malformed(problem.line);
    default:
      return IMPORT_NL.file[problem.code];
  }
}

export function rowIssueText(problem: RowIssue): string {
  if (problem.issue.code === 'duplicate') return IMPORT_NL.row.duplicate(problem.issue.line);
  const issue = problem.issue as Issue;
  return IMPORT_NL.row[problem.field]?.[issue.code] ?? dutchIssueText(issue);
}

const fieldsText = (errors: FieldErrors): Record<string, string[]> =>
  Object.fromEntries(Object.entries(errors).map(([path, issues]) => [path, issues.map((issue) => IMPORT_NL.fields[path]?.[issue.code] ?? dutchIssueText(issue))]));

const SNAKE: Record<ImportField, string> = { firstName: 'first_name', prefix: 'prefix', lastName: 'last_name', email: 'email' };

const RowJson = z.object({
  line: z.number().int().describe('The line (CSV) or row (Excel) in the file, from 1'),
  first_name: z.string().nullable(),
  last_name: z.string().nullable().describe('With the prefix in front: van der Berg'),
  email: z.string().nullable(),
  action: z.enum(['create', 'exists', 'invalid']).describe('create: a new seat; exists: the licence has a seat with this address (skipped); invalid: not written'),
  errors: z.array(z.string()),
});
const ColumnsJson = z.object({ first_name: z.number().int().nullable(), prefix: z.number().int().nullable(), last_name: z.number().int().nullable(), email: z.number().int().nullable() });
const ImportJson = z.object({
  status: z.enum(['preview', 'imported']),
  message: z.string().optional(),
  file_type: z.enum(['csv', 'xlsx']),
  warning: z.string().nullable(),
  headers: z.array(z.string()),
  columns: ColumnsJson.describe('The column (0-based) of each field as used: chosen, or guessed from the header row'),
  rows: z.array(RowJson),
  counts: z.object({ create: z.number().int(), exists: z.number().int(), invalid: z.number().int() }),
  summary: z.object({ seats_created: z.number().int(), invitations_sent: z.number().int(), rows_skipped: z.number().int() }).optional(),
  errors: z.record(z.string(), z.array(z.string())).optional().describe('A preview: what the mapping still lacks'),
});
const FailureJson = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) });

const rowJson = (r: ImportRow): z.infer<typeof RowJson> => ({ line: r.line, first_name: r.firstName, last_name: r.lastName, email: r.email, action: r.action, errors: r.issues.map(rowIssueText) });

function previewJson(p: ImportPreview): z.infer<typeof ImportJson> {
  return {
    status: 'preview',
    file_type: p.fileKind,
    warning: p.warning ? IMPORT_NL.textWarning : null,
    headers: p.headers,
    columns: Object.fromEntries(IMPORT_FIELDS.map((f) => [SNAKE[f], p.columns[f]])) as z.infer<typeof ColumnsJson>,
    rows: p.rows.map(rowJson),
    counts: p.counts,
  };
}

/** A form field as a column: '' or absent is no column, a number is one, anything else is kept to be refused. */
function column(value: string | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (value.trim() === '') return null;
  return /^\d{1,4}$/.test(value.trim()) ? Number(value) : -1;
}

const SEPARATOR_NAMES: Record<string, string> = { ';': ';', ',': ',', tab: '\t', '\t': '\t' };

export function importStudentRoutes(services: Services) {
  return async function importStudentsScope(scope: FastifyInstance): Promise<void> {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, fields: 30, parts: 31, fieldSize: 4096, fieldNameSize: 100, headerPairs: 20 },
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const { ids } = services;

    app.post(
      '/licenses/:license/import-leerlingen',
      {
        preValidation: signedIn,
        schema: {
          summary: 'Imports students from a CSV or Excel file into a licence (preview=1: judges every row, writes nothing). Admins and the licence manager',
          consumes: ['multipart/form-data'],
          params: z.object({ license: z.string().max(20).describe('The licence') }),
          body: z
            .object({
              preview: z.string().describe('1: only the preview; 0 or absent: the import'),
              separator: z.string().describe("';' (default), ',' or 'tab'"),
              skip_lines: z.string().describe('Lines before the header row (default 0)'),
              'columns[first_name]': z.string().describe('The 0-based column; columns[prefix], columns[last_name], columns[email] likewise; absent: guessed from the header row'),
              streams: z.string().describe('A stream (opaque id); repeat the field or separate with commas'),
              group: z.string().describe('The group by name: an existing one of the licence or a new one'),
              file: z.any().meta({ type: 'string', format: 'binary', description: 'The file: text/csv or Excel (.xlsx), at most 10 MB; the last part of the form' }),
            })
            .partial()
            // A multipart body is read by the handler, as a stream: Fastify sees none.
            .nullish(),
          response: { 200: ImportJson, 400: MessageJson, 401: MessageJson, 403: MessageJson, 404: MessageJson, 422: FailureJson },
        },
      },
      async (request, reply) => {
        const licenseId = ids.decode(request.params.license);
        if (licenseId === undefined) return notFound(reply);
        // Who may, before the form is read: a refused caller's file is never looked at.
        const access = await importAccess(request.ctx, licenseId);
        if (access.kind === 'forbidden') return forbidden(reply);
        if (access.kind === 'not-found') return notFound(reply);
        if (!request.isMultipart()) return reply.status(422).send({ message: IMPORT_NL.failed(IMPORT_NL.file.required), errors: { file: [IMPORT_NL.file.required] } });
        let part;
        try {
          part = await request.file();
        } catch (error) {
          request.log.info({ err: error }, 'unreadable multipart body');
          return reply.status(400).send({ message: LEGACY.badRequest });
        }
        if (!part) return reply.status(422).send({ message: IMPORT_NL.failed(IMPORT_NL.file.required), errors: { file: [IMPORT_NL.file.required] } });
        const fields = new Map<string, string[]>();
        for (const [name, value] of Object.entries(part.fields)) {
          for (const f of Array.isArray(value) ? value : [value]) {
            if (f && f.type === 'field' && typeof f.value === 'string') fields.set(name.replace(/\[\]$/, ''), [...(fields.get(name.replace(/\[\]$/, '')) ?? []), f.value]);
          }
        }
        const one = (name: string) => fields.get(name)?.[0];
        const streamTexts = (fields.get('streams') ?? [])
          .flatMap((s) => s.split(','))
          .map((s) => s.trim())
          .filter(Boolean);
        const streamIds = streamTexts.map((s) => ids.decode(s) ?? 0);
        const skip = one('skip_lines');
        const separator = one('separator');
        const columns: Partial<Record<ImportField, number | null>> = {};
        for (const f of IMPORT_FIELDS) {
          const value = column(one(`columns[${SNAKE[f]}]`));
          if (value !== undefined) columns[f] = value;
        }
        const input: ImportOptions = {
          licenseId,
          file: { name: part.filename ?? null, type: part.mimetype ?? null, content: part.file },
          separator: separator === undefined ? undefined : (SEPARATOR_NAMES[separator.toLowerCase()] ?? separator),
          skipLines: skip === undefined || skip.trim() === '' ? undefined : /^\d{1,4}$/.test(skip.trim()) ? Number(skip) : -1,
          columns,
          streamIds,
          group: one('group') ?? null,
        };
        const isPreview = one('preview') === '1' || one('preview') === 'true';
        try {
          const result = isPreview ? await previewStudentImport(request.ctx, input) : await importStudents(request.ctx, input);
          if (result.kind === 'forbidden') return forbidden(reply);
          if (result.kind === 'not-found') return notFound(reply);
          if (result.kind === 'file') {
            const text = fileProblemText(result.problem);
            return reply.status(422).send({ message: IMPORT_NL.failed(text), errors: { file: [text] } });
          }
          if (result.kind === 'invalid') return reply.status(422).send({ message: IMPORT_NL.failed(IMPORT_NL.checkFields), errors: fieldsText(result.errors) });
          const json = previewJson(result);
          if ('summary' in result) {
            const s = result.summary as { seatsCreated: number; invitationsSent: number; rowsSkipped: number };
            return { ...json, status: 'imported' as const, message: IMPORT_NL.imported, summary: { seats_created: s.seatsCreated, invitations_sent: s.invitationsSent, rows_skipped: s.rowsSkipped } };
          }
          return 'errors' in result && result.errors ? { ...json, errors: fieldsText(result.errors) } : json;
        } finally {
          // What the command did not read (a refusal before the file) is drained, so the request ends.
          part.file.resume();
        }
      },
    );
  };
}
