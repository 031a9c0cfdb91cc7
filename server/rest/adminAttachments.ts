// The back-office's attachment routes (document 4 §13): GET /api/admin/attachments?exam={exam} (the attachments of an
// exam's topics, questions and appendixes, and those uploaded for it) and POST /api/admin/attachments (multipart: name,
// file, and — new — exam, the exam it is uploaded for) → 201 Attachment {id, name, url, path}. Signed in, author or
// admin (a visitor 401, any other role 403). The rules are server/domain/admin/attachments.ts's; the web's attachment
// picker uploads here too (GraphQL reads no multipart bodies, server/graphql/admin/exams.ts). The file is judged by its
// bytes, never its name or declared type, and served at its url with its own type and nosniff (server/http/app.ts).
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../app/context.ts';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_PIXELS, ATTACHMENT_NAME_MAX, examAttachments, uploadAttachment, type AttachmentErrors } from '../domain/admin/attachments.ts';
import type { UploadIssue } from '../domain/collections/elaborations.ts';
import { backOfficeGuard, forbidden, notFound } from './context.ts';
import { attachmentJson, AttachmentJson, DenyJson, MessageJson, ValidationErrorJson } from './json.ts';
import { fieldErrorsJson, LEGACY } from './messages.ts';

const guard = backOfficeGuard;
const Deny = DenyJson;

/** A request that says it is larger than one upload and its fields can be is refused before it is read. */
const REQUEST_MAX_BYTES = ATTACHMENT_MAX_BYTES + 64 * 1024;
const FIELD_MAX_BYTES = 4 * 1024;

/** What is wrong with the file, in the legacy API's English (Laravel's own words where it had a rule for it). */
const FILE_TEXT: { [C in UploadIssue['code']]: (issue: Extract<UploadIssue, { code: C }>) => string } = {
  required: () => 'The file field is required.',
  notAnImage: () => 'The file must be a file of type: jpg, jpeg, png.',
  tooLarge: (i) => `The file may not be greater than ${i.maxBytes / 1024} kilobytes.`,
  tooManyPixels: (i) => `The file may not have more than ${i.maxPixels / 1_000_000} megapixels.`,
  unreadable: () => 'The file is damaged or incomplete and cannot be read as an image.',
};

function errorsJson(errors: AttachmentErrors): Record<string, string[]> {
  const json = fieldErrorsJson({ ...(errors.name ? { name: errors.name } : {}), ...(errors.examId ? { exam: errors.examId } : {}) });
  if (errors.file?.length) json.file = errors.file.map((issue) => (FILE_TEXT[issue.code] as (i: UploadIssue) => string)(issue));
  return json;
}

type Form = { kind: 'ok'; name: string | null; exam: string | null; bytes: Uint8Array | null } | { kind: 'limit' } | { kind: 'malformed' };

/** The form's name, exam and file; other fields are ignored, a file under another name is read and dropped. */
async function readForm(request: FastifyRequest): Promise<Form> {
  const form: Form = { kind: 'ok', name: null, exam: null, bytes: null };
  if (!request.isMultipart()) return form;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') form.bytes = data;
      } else if (typeof part.value === 'string') {
        if (part.fieldname === 'name') form.name = part.value;
        else if (part.fieldname === 'exam') form.exam = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return { kind: 'limit' };
    // A body that breaks off or is not multipart after all: the client's fault.
    request.log.info({ err: error }, 'unreadable multipart body');
    return { kind: 'malformed' };
  }
  return form;
}

export function adminAttachmentRoutes(services: Services) {
  return async function adminAttachments(scope: FastifyInstance): Promise<void> {
    await scope.register(fastifyMultipart, {
      // A file cut off at the limit is handed on as it is: the domain calls it too large like its other answers.
      throwFileSizeLimit: false,
      limits: {
        // One byte past the limit: enough to know the file is too large, never more.
        fileSize: ATTACHMENT_MAX_BYTES + 1,
        files: 1,
        fields: 4,
        parts: 5,
        fieldSize: FIELD_MAX_BYTES,
        fieldNameSize: 100,
        headerPairs: 20,
      },
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const { ids } = services;
    const publicUrl = services.config.publicUrl;

    app.get(
      '/admin/attachments',
      {
        preValidation: guard,
        schema: {
          summary: "The attachments of an exam's topics, questions and appendixes, and those uploaded for it, in the order they were made (no exam: none). Authors and admins",
          querystring: z.object({ exam: z.string().max(40).optional().describe('The exam (opaque id)') }),
          response: { 200: z.array(AttachmentJson), ...Deny, 404: MessageJson.describe('No such exam') },
        },
      },
      async (request, reply) => {
        const text = request.query.exam;
        if (!text) return [];
        const examId = ids.decode(text);
        if (examId === undefined) return notFound(reply);
        const result = await examAttachments(request.ctx, examId);
        if (result.kind === 'forbidden') return forbidden(reply);
        if (result.kind === 'not-found') return notFound(reply);
        return result.attachments.map((a) => attachmentJson(ids, publicUrl, a));
      },
    );

    app.post(
      '/admin/attachments',
      {
        preValidation: guard,
        onRequest: async (request, reply) => {
          const length = Number(request.headers['content-length']);
          if (Number.isFinite(length) && length > REQUEST_MAX_BYTES) return reply.status(413).header('Connection', 'close').send({ message: 'The request is too large.' });
        },
        schema: {
          summary: 'Stores an image (PNG or JPEG, judged by its content) as an attachment: re-encoded without metadata, upright, at most 2000 px on its longer side. Authors and admins',
          consumes: ['multipart/form-data'],
          body: z
            .object({
              name: z.string().describe(`Required: the caption and alternative text, at most ${ATTACHMENT_NAME_MAX} characters`),
              file: z.any().meta({
                type: 'string',
                format: 'binary',
                description: `Required: a PNG or JPEG image of at most ${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB and ${ATTACHMENT_MAX_PIXELS / 1_000_000} megapixels (its bytes decide, not its name or type)`,
              }),
              exam: z.string().describe('The exam it is for (opaque id): GET /api/admin/attachments?exam= then lists it'),
            })
            .partial()
            // A multipart body is read by the handler, as a stream: Fastify sees none.
            .nullish(),
          response: {
            201: AttachmentJson,
            400: MessageJson.describe('A multipart body that cannot be read'),
            ...Deny,
            413: MessageJson,
            422: ValidationErrorJson.describe('What is wrong with the name, the exam or the file'),
          },
        },
      },
      async (request, reply) => {
        const form = await readForm(request);
        if (form.kind === 'malformed') return reply.status(400).send({ message: LEGACY.badRequest });
        if (form.kind === 'limit') return reply.status(422).send({ message: LEGACY.invalidData, errors: { file: ['Send one file, with a name and an exam.'] } });
        // An exam id this server did not make names no exam: the domain's unknownId.
        const examId = form.exam ? (ids.decode(form.exam) ?? 0) : null;
        const result = await uploadAttachment(request.ctx, { name: form.name, bytes: form.bytes, examId });
        if (result.kind === 'forbidden') return forbidden(reply);
        if (result.kind === 'invalid') return reply.status(422).send({ message: LEGACY.invalidData, errors: errorsJson(result.errors) });
        return reply.status(201).send(attachmentJson(ids, publicUrl, result.attachment));
      },
    );
  };
}
