// The back-office's exam routes (document 4 §13): POST /api/admin/exams (multipart: stream_id, year, term,
// standardization_value, files[i][name], files[i][file]), GET, PUT and DELETE /api/admin/exams/{exam}, and — new, for
// the editor's file list — GET /api/admin/exams/{exam}/files/{file}, the PDF itself. Signed in, author or admin (a
// visitor 401, any other role 403). The rules are server/domain/admin/exams.ts's, shared with GraphQL; this file reads
// the request and maps the answers. The upload is judged by its bytes (a PDF), never its name or declared type, and
// is served back as application/pdf, never sniffed, as a download in a sandbox.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../app/context.ts';
import type { IdCodec } from '../app/ids.ts';
import { BACK_OFFICE_QUESTION_ORDER, BACK_OFFICE_TOPIC_ORDER } from '../domain/admin/backOffice.ts';
import {
  createExam,
  deleteExam,
  EXAM_FILE_MAX_BYTES,
  EXAM_FILES_MAX,
  examFiles,
  examUpdateIssues,
  readExamFile,
  updateExam,
  type EditedExam,
  type ExamUpload,
  type ExamValues,
} from '../domain/admin/exams.ts';
import { restQuestionSelect } from '../domain/admin/questions.ts';
import { hasErrors, type FieldErrors } from '../domain/errors.ts';
import { backOfficeGuard, emptyAnswer, forbidden, idParam, isRefusal, notFound, sendRefusal, validationError } from './context.ts';
import { DenyJson, MessageJson, ValidationErrorJson } from './json.ts';
import { fieldErrorsJson, LEGACY } from './messages.ts';
import { ExamJson } from './topicJson.ts';
import { QuestionJson, questionWriters } from './adminQuestions.ts';

const guard = backOfficeGuard;
const Deny = DenyJson;

/** Several PDFs of an exam in one request; a request that says it is larger is refused before it is read. */
const REQUEST_MAX_BYTES = 3 * EXAM_FILE_MAX_BYTES;
const FIELD_MAX_BYTES = 4 * 1024;

const Id = z.string();
const AdminExamJson = ExamJson.extend({
  version: z.number().int().describe('Raised by every change; send it back with PUT to be told of a change made meanwhile (409)'),
  files: z.array(z.object({ id: Id, name: z.string(), url: z.string().describe('The PDF, for authors and admins') })),
  topics: z.array(
    z.object({
      id: Id,
      exam_id: Id,
      name: z.string(),
      position: z.number().int(),
      has_answers: z.union([z.literal(0), z.literal(1)]),
      questions: z.array(QuestionJson).describe('With their answers and steps, tags, domains, chapters, attachments (document 4 §13)'),
    }),
  ),
});
const ConflictJson = z.object({
  message: z.string(),
  version: z.number().int().describe("The exam's current version"),
  changed: z.record(z.string(), z.unknown()).describe('The fields changed since the version sent, with their current values'),
});

/** Field names as document 4 spells them. */
const SNAKE: Record<keyof ExamValues, string> = {
  status: 'status',
  year: 'year',
  term: 'term',
  showAnswers: 'show_answers',
  isPilot: 'is_pilot',
  standardizationValue: 'standardization_value',
  introduction: 'introduction',
  notes: 'notes',
};

const CONFLICT_MESSAGE = 'The exam was changed meanwhile.';

/** A number as a form or JSON sends it: 2024 or '2024'; anything else stays as it is (the domain refuses it). */
function numeric(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

function booleanOf(value: unknown): unknown {
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return value;
}

type MultipartForm = { kind: 'ok'; fields: Map<string, string>; files: Map<number, ExamUpload> } | { kind: 'limit'; field: string } | { kind: 'malformed' };

/** The form's fields and its files by index (files[i][name], files[i][file]); other parts are read and dropped. */
async function readForm(request: FastifyRequest): Promise<MultipartForm> {
  const fields = new Map<string, string>();
  const files = new Map<number, ExamUpload>();
  const slot = (i: number) => files.get(i) ?? (files.set(i, { name: null, bytes: null }), files.get(i)!);
  if (!request.isMultipart()) return { kind: 'ok', fields, files };
  try {
    for await (const part of request.parts()) {
      const match = /^files\[(\d{1,2})\]\[(name|file)\]$/.exec(part.fieldname);
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (match && match[2] === 'file') slot(Number(match[1])).bytes = data;
      } else if (typeof part.value === 'string') {
        if (match && match[2] === 'name') slot(Number(match[1])).name = part.value;
        else if (!match) fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') return { kind: 'limit', field: 'files' };
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return { kind: 'limit', field: 'form' };
    request.log.info({ err: error }, 'unreadable multipart body');
    return { kind: 'malformed' };
  }
  return { kind: 'ok', fields, files };
}

/** Document 4's messages for the upload's own fields; the others are the shared table's. */
function createErrorsJson(errors: FieldErrors): Record<string, string[]> {
  const own: FieldErrors = {};
  const json: Record<string, string[]> = {};
  for (const [path, issues] of Object.entries(errors)) {
    const file = /^files\.(\d+)\.file$/.exec(path);
    if (file)
      json[`files.${file[1]}.file`] = issues.map((issue) =>
        issue.code === 'required'
          ? `The files.${file[1]}.file field is required.`
          : issue.code === 'tooLong'
            ? `The files.${file[1]}.file may not be greater than ${EXAM_FILE_MAX_BYTES / 1024} kilobytes.`
            : `The files.${file[1]}.file must be a file of type: pdf.`,
      );
    else own[path] = issues;
  }
  return { ...fieldErrorsJson(own), ...json };
}

function writers(ids: IdCodec) {
  const fileUrl = (examId: number, fileId: number) => `/api/admin/exams/${ids.encode(examId)}/files/${ids.encode(fileId)}`;
  const examJson = (e: EditedExam): z.infer<typeof ExamJson> & { version: number } => ({
    id: ids.encode(e.id),
    stream_id: ids.encode(e.streamId),
    status: e.status,
    notes: e.notes,
    year: e.year,
    term: e.term,
    show_answers: e.showAnswers,
    standardization_value: e.standardizationValue,
    is_pilot: e.isPilot,
    introduction: e.introduction,
    version: e.version,
  });
  /** The fields changed since, with their values now, by their legacy names. */
  const changedJson = (fields: readonly (keyof ExamValues)[], current: ExamValues) => Object.fromEntries(fields.map((field) => [SNAKE[field], current[field]]));
  return { fileUrl, examJson, changedJson };
}

export function adminExamRoutes(services: Services) {
  return async function adminExams(scope: FastifyInstance): Promise<void> {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: {
        // One byte past the limit: enough to know a file is too large, never more.
        fileSize: EXAM_FILE_MAX_BYTES + 1,
        files: EXAM_FILES_MAX,
        fields: 2 * EXAM_FILES_MAX + 10,
        parts: 3 * EXAM_FILES_MAX + 10,
        fieldSize: FIELD_MAX_BYTES,
        fieldNameSize: 100,
        headerPairs: 20,
      },
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const ids = services.ids;
    const { fileUrl, examJson, changedJson } = writers(ids);
    const { questionJson } = questionWriters(ids, services.config.publicUrl);
    const ExamParams = z.object({ exam: idParam(ids) });

    /** The exam as GET and PUT answer it: its fields, version, PDFs and topics with their questions as the question routes write them. */
    const fullExam = async (request: FastifyRequest, exam: EditedExam): Promise<z.infer<typeof AdminExamJson>> => {
      const db = request.ctx.db;
      const files = await examFiles(db, exam.id);
      const topics = await db.topic.findMany({
        where: { examId: exam.id },
        orderBy: BACK_OFFICE_TOPIC_ORDER,
        select: { id: true, examId: true, name: true, position: true, hasAnswers: true, questions: { orderBy: BACK_OFFICE_QUESTION_ORDER, select: restQuestionSelect } },
      });
      return {
        ...examJson(exam),
        files: files.map((f) => ({ id: ids.encode(f.id), name: f.name, url: fileUrl(exam.id, f.id) })),
        topics: topics.map((t) => ({
          id: ids.encode(t.id),
          exam_id: ids.encode(t.examId),
          name: t.name,
          position: t.position,
          has_answers: t.hasAnswers ? 1 : 0,
          questions: t.questions.map(questionJson),
        })),
      };
    };

    const readExam = async (request: FastifyRequest, id: number): Promise<EditedExam | null> => {
      const row = await request.ctx.db.exam.findUnique({
        where: { id },
        select: { id: true, streamId: true, version: true, status: true, year: true, term: true, showAnswers: true, isPilot: true, standardizationValue: true, introduction: true, notes: true },
      });
      return row && { ...row, standardizationValue: row.standardizationValue === null ? null : Number(row.standardizationValue) };
    };

    app.post(
      '/admin/exams',
      {
        preValidation: guard,
        onRequest: async (request, reply) => {
          const length = Number(request.headers['content-length']);
          if (Number.isFinite(length) && length > REQUEST_MAX_BYTES) return reply.status(413).header('Connection', 'close').send({ message: 'The request is too large.' });
        },
        schema: {
          summary: 'Creates an exam in status prepared from its PDFs (judged by their content). Authors and admins',
          consumes: ['multipart/form-data'],
          body: z
            .object({
              stream_id: z.string().describe('The stream (opaque id)'),
              year: z.string().describe('An integer, at least 2010'),
              term: z.string().describe('1, 2 or 3'),
              standardization_value: z.string().nullable().describe('The N-term, a number'),
              'files[0][name]': z.string().describe('The name of the first file; files[1][name] and so on for more'),
              'files[0][file]': z.any().meta({ type: 'string', format: 'binary', description: 'The first PDF; files[1][file] and so on for more' }),
            })
            .partial()
            // A multipart body is read by the handler, as a stream: Fastify sees none.
            .nullish(),
          response: {
            200: z.literal(200).describe('The number 200 (document 4); the new exam is at the Location header'),
            400: MessageJson,
            ...Deny,
            413: MessageJson,
            422: ValidationErrorJson,
          },
        },
      },
      async (request, reply) => {
        const form = await readForm(request);
        if (form.kind === 'malformed') return reply.status(400).send({ message: LEGACY.badRequest });
        if (form.kind === 'limit') return reply.status(422).send({ message: LEGACY.invalidData, errors: { [form.field]: [`The ${form.field} may not have more than ${EXAM_FILES_MAX} items.`] } });
        const streamText = form.fields.get('stream_id');
        const streamId = streamText ? ids.decode(streamText) : undefined;
        const nTerm = form.fields.get('standardization_value');
        const files = [...form.files.entries()].sort(([a], [b]) => a - b).map(([, file]) => file);
        const result = await createExam(request.ctx, {
          streamId: streamId ?? 0,
          year: numeric(form.fields.get('year')) as number,
          term: numeric(form.fields.get('term')) as number,
          standardizationValue: nTerm === undefined || nTerm === '' ? null : (numeric(nTerm) as number),
          files,
        });
        if (result.kind === 'forbidden') return forbidden(reply);
        if (result.kind === 'invalid') {
          const errors = { ...result.errors };
          if (!streamText) errors.streamId = [{ code: 'required' }];
          return reply.status(422).send({ message: LEGACY.invalidData, errors: createErrorsJson(errors) });
        }
        return reply
          .status(200)
          .header('Location', `/api/admin/exams/${ids.encode(result.exam.id)}`)
          .send(200);
      },
    );

    app.get(
      '/admin/exams/:exam',
      {
        preValidation: guard,
        schema: { summary: 'One exam of any status with its PDFs and topics. Authors and admins', params: ExamParams, response: { 200: AdminExamJson, ...Deny, 404: MessageJson } },
      },
      async (request, reply) => {
        const exam = await readExam(request, request.params.exam);
        return exam ? fullExam(request, exam) : notFound(reply);
      },
    );

    app.put(
      '/admin/exams/:exam',
      {
        preValidation: guard,
        schema: {
          summary: "Saves an exam's fields. With version, a change made meanwhile is refused (409) and nothing is written. Authors and admins",
          params: ExamParams,
          body: z.object({
            stream_id: z.string().optional().describe("Required: the exam's stream (opaque id); an exam does not move to another stream"),
            status: z.string().nullable().optional().describe('concept, published or frozen'),
            year: z.union([z.number(), z.string()]).optional().describe('Required: an integer, at least 2010'),
            term: z.union([z.number(), z.string()]).optional().describe('Required: 1, 2 or 3'),
            show_answers: z.union([z.boolean(), z.number(), z.string()]).nullable().optional(),
            is_pilot: z.union([z.boolean(), z.number(), z.string()]).nullable().optional(),
            standardization_value: z.union([z.number(), z.string()]).nullable().optional().describe('The N-term'),
            introduction: z.string().nullable().optional(),
            notes: z.string().nullable().optional(),
            version: z.number().int().optional().describe('The version the edit started from (GET gives it); absent: the last write wins'),
          }),
          response: { 200: AdminExamJson, ...Deny, 404: MessageJson, 409: ConflictJson, 422: ValidationErrorJson },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const current = await readExam(request, request.params.exam);
        if (!current) return notFound(reply);
        const required: FieldErrors = {};
        if (!body.stream_id) required.streamId = [{ code: 'required' }];
        else if (ids.decode(body.stream_id) !== current.streamId) required.streamId = [{ code: 'unknownId' }];
        if (body.year === undefined || body.year === '') required.year = [{ code: 'required' }];
        if (body.term === undefined || body.term === '') required.term = [{ code: 'required' }];
        const input = {
          version: body.version,
          status: body.status,
          year: numeric(body.year) as number | undefined,
          term: numeric(body.term) as number | undefined,
          showAnswers: booleanOf(body.show_answers) as boolean | null | undefined,
          isPilot: booleanOf(body.is_pilot) as boolean | null | undefined,
          standardizationValue: body.standardization_value === '' ? null : (numeric(body.standardization_value) as number | null | undefined),
          introduction: body.introduction,
          notes: body.notes,
        };
        // The legacy PUT requires the stream, year and term: refused with every other issue, before anything is written.
        if (hasErrors(required)) return validationError(reply, { ...required, ...examUpdateIssues(input) });
        const result = await updateExam(request.ctx, { id: request.params.exam, ...input });
        if (isRefusal(result)) return sendRefusal(reply, result);
        switch (result.kind) {
          case 'conflict':
            return reply.status(409).send({ message: CONFLICT_MESSAGE, version: result.current.version, changed: changedJson(result.changedFields, result.current) });
          case 'ok':
            return fullExam(request, result.exam);
        }
      },
    );

    app.delete(
      '/admin/exams/:exam',
      {
        preValidation: guard,
        schema: {
          summary: 'Deletes an exam with its topics, questions and PDFs; refused (409) while a teacher’s set holds one of its questions. Authors and admins',
          params: ExamParams,
          response: { 200: z.null().describe('Empty'), ...Deny, 404: MessageJson, 409: MessageJson },
        },
      },
      async (request, reply) => {
        const result = await deleteExam(request.ctx, { id: request.params.exam });
        if (isRefusal(result)) return sendRefusal(reply, result);
        switch (result.kind) {
          case 'in-use':
            return reply.status(409).send({
              message:
                result.sets > 0
                  ? `The exam has questions in ${result.sets} ${result.sets === 1 ? 'set' : 'sets'} of teachers.`
                  : `Students saved ${result.practised} ${result.practised === 1 ? 'score or piece of work' : 'scores and pieces of work'} on the exam's questions.`,
            });
          case 'ok':
            return emptyAnswer(reply, 200);
        }
      },
    );

    app.get(
      '/admin/exams/:exam/files/:file',
      {
        preValidation: guard,
        schema: {
          summary: 'One PDF of an exam, as a download. Authors and admins',
          params: z.object({ exam: idParam(ids), file: idParam(ids) }),
          response: { 200: z.any().describe('application/pdf'), ...Deny, 404: MessageJson },
        },
      },
      async (request, reply) => {
        const file = await readExamFile(request.ctx, { examId: request.params.exam, fileId: request.params.file });
        if (!file) return notFound(reply);
        const ascii = file.name.replace(/[^A-Za-z0-9 ._-]/g, '_');
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .send(Buffer.from(file.content));
      },
    );
  };
}
