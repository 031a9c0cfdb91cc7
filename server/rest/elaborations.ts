// A student's worked answer sent to the teacher (document 4 §6, document 2 §7): the multipart upload from the
// answer-check page, and — new, for the set's owner and admins only — the list of a set's uploads and each image.
// The rules are the domain's (server/domain/collections/elaborations.ts); this file reads the multipart body and
// maps the answers. The upload is the only multipart route of the shim, so @fastify/multipart lives in this scope
// alone: every other route keeps refusing multipart bodies.
import { z } from 'zod';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deviceKeyOf } from './collections.ts';
import { ELABORATION_NAME_MAX, listElaborations, readElaborationFile, submitElaboration, UPLOAD_MAX_BYTES } from '../domain/collections/elaborations.ts';
import { NEW_DEVICE_WINDOW_MINUTES } from '../domain/collections/fairUse.ts';
import { idParam, notFound, signedIn } from './context.ts';
import type { Services } from '../app/context.ts';
import { MessageJson, timestamp, ValidationErrorJson } from './json.ts';
import { LEGACY, UPLOAD, uploadErrorsJson, uploadQuotaText } from './messages.ts';

const Key = z.string().max(40).describe("The set's link key");

/**
 * A request that says it is more than twice the largest upload is refused before a byte of it is read. Anything
 * smaller is read as a stream: the file is cut off one byte past the limit (the domain then calls it too large) and
 * the rest of the body is read and thrown away, so no more than UPLOAD_MAX_BYTES + 1 is ever held.
 */
const REQUEST_MAX_BYTES = 2 * UPLOAD_MAX_BYTES;
/** The name field: more than ELABORATION_NAME_MAX characters of UTF-8 is already too long; beyond this it is cut. */
const FIELD_MAX_BYTES = 4 * 1024;

const UploadBody = z
  .object({
    file: z.any().meta({ type: 'string', format: 'binary', description: 'The photo: a PNG or JPEG image of at most 10 MB (its bytes decide, not its name or type)' }),
    name: z.string().nullable().optional().describe(`The student's name, at most ${ELABORATION_NAME_MAX} characters`),
  })
  .partial()
  // A multipart body is read by the handler, as a stream: Fastify sees none.
  .nullish();

const DeviceQuery = z.object({ device_key: z.string().max(100).optional().describe('The device key of an anonymous visitor (or header X-Device-Key)') });

const ElaborationJson = z.object({
  id: z.string().describe('An opaque id'),
  question_id: z.string(),
  name: z.string().nullable(),
  mime: z.enum(['image/png', 'image/jpeg']),
  size: z.number().int().describe('Bytes of the stored image'),
  url: z.string().describe('Where the image is served, for the same viewer'),
  created_at: z.string(),
});

type Upload = { kind: 'ok'; bytes: Uint8Array | null; name: string | null } | { kind: 'limit'; field: string; message: string } | { kind: 'malformed' };

/** The form's file and name. Other fields are ignored; a file under another name is read and dropped. */
async function readUpload(request: FastifyRequest, body: { name?: string | null } | null | undefined): Promise<Upload> {
  // A client that sends no form at all has sent no file either.
  if (!request.isMultipart()) return { kind: 'ok', bytes: null, name: body?.name ?? null };
  let bytes: Uint8Array | null = null;
  let name: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') bytes = data;
      } else if (part.fieldname === 'name' && typeof part.value === 'string') {
        name = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') return { kind: 'limit', field: 'file', message: UPLOAD.oneFile };
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return { kind: 'limit', field: 'form', message: UPLOAD.tooManyFields };
    // A body that breaks off or is not multipart after all (no boundary, a bad part header): the client's fault.
    request.log.info({ err: error }, 'unreadable multipart body');
    return { kind: 'malformed' };
  }
  return { kind: 'ok', bytes, name };
}

/** Refuses, before reading it, a body that says it is larger than any upload can be. */
async function refuseOversize(request: FastifyRequest, reply: FastifyReply) {
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > REQUEST_MAX_BYTES) {
    // The body is left unread: close the connection rather than wait for it.
    return reply
      .status(413)
      .header('Connection', 'close')
      .send({ message: LEGACY.invalidData, errors: { file: [UPLOAD.file.tooLarge({ code: 'tooLarge', maxBytes: UPLOAD_MAX_BYTES })] } });
  }
}

/** The routes, in a scope of their own with the multipart parser and its limits. */
export function elaborationRoutes(services: Services) {
  return async function elaborations(scope: FastifyInstance): Promise<void> {
    await scope.register(fastifyMultipart, {
      // A file cut off at the limit is handed on as it is: the domain words 'too large' like its other answers.
      throwFileSizeLimit: false,
      limits: {
        // One byte past the limit: enough to know the file is too large, never more.
        fileSize: UPLOAD_MAX_BYTES + 1,
        files: 1,
        // The name, and room for a few fields a client adds of its own (they are ignored).
        fields: 4,
        parts: 5,
        fieldSize: FIELD_MAX_BYTES,
        fieldNameSize: 100,
        headerPairs: 20,
      },
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const ids = services.ids;

    app.post(
      '/collections/:collection/:question/elaborations',
      {
        onRequest: refuseOversize,
        schema: {
          summary: "A student's worked answer to a question of a set (a photo), for the set's owner to see",
          consumes: ['multipart/form-data'],
          params: z.object({ collection: Key, question: idParam(ids).describe('A question of the set') }),
          querystring: DeviceQuery,
          body: UploadBody,
          response: {
            201: z.object({ id: z.string().describe('The upload') }),
            400: MessageJson.describe('A multipart body that cannot be read'),
            403: MessageJson.describe('The set has been opened on too many devices (fair use), or cannot take more uploads (per device and question, per set, its store): in Dutch'),
            404: MessageJson.describe('No such set, or the question is not in it'),
            413: ValidationErrorJson.describe('The request is larger than any upload may be'),
            422: ValidationErrorJson.describe('What is wrong with the file or the name, in Dutch'),
            429: MessageJson.describe('Too many uploads from this device, this address or to this set, or too many new devices from this address, for now (see Retry-After), in Dutch'),
          },
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request, request.body);
        if (upload.kind === 'malformed') return reply.status(400).send({ message: LEGACY.badRequest });
        if (upload.kind === 'limit') return reply.status(422).send({ message: LEGACY.invalidData, errors: { [upload.field]: [upload.message] } });
        const result = await submitElaboration(request.ctx, {
          key: request.params.collection,
          questionId: request.params.question,
          name: upload.name,
          bytes: upload.bytes,
          deviceKey: deviceKeyOf(request, request.query),
          address: request.fairUseAddress(),
        });
        if (result.kind === 'not-found') return notFound(reply);
        if (result.kind === 'fair-use') return reply.status(403).send({ message: UPLOAD.fairUse });
        if (result.kind === 'new-devices')
          return reply
            .status(429)
            .header('Retry-After', String(NEW_DEVICE_WINDOW_MINUTES * 60))
            .send({ message: UPLOAD.newDevices });
        if (result.kind === 'quota') {
          const quota = result.quota;
          // A rate passes with time (429 and when); a count or a full store does not.
          if ('seconds' in quota)
            return reply
              .status(429)
              .header('Retry-After', String(quota.seconds))
              .send({ message: uploadQuotaText(quota) });
          return reply.status(403).send({ message: uploadQuotaText(quota) });
        }
        if (result.kind === 'invalid') return reply.status(422).send({ message: LEGACY.invalidData, errors: uploadErrorsJson(result.errors) });
        return reply.status(201).send({ id: ids.encode(result.elaborationId) });
      },
    );

    const imagePath = (id: number) => `/api/elaborations/${ids.encode(id)}`;

    app.get(
      '/collections/:collection/elaborations',
      {
        preValidation: signedIn,
        schema: {
          summary: "The worked answers students sent to a set, newest first: for the set's owner and admins",
          params: z.object({ collection: Key }),
          response: { 200: z.array(ElaborationJson), 401: MessageJson, 404: MessageJson.describe('No such set, or not yours') },
        },
      },
      async (request, reply) => {
        const user = request.ctx.actor.user!;
        const result = await listElaborations(services.prisma, request.params.collection, { access: await request.ctx.actor.access(), userId: user.id });
        if (result.kind === 'not-found') return notFound(reply);
        return result.elaborations.map((e) => ({
          id: ids.encode(e.id),
          question_id: ids.encode(e.questionId),
          name: e.name,
          mime: e.file.mime as 'image/png' | 'image/jpeg',
          size: e.file.size,
          url: imagePath(e.id),
          created_at: timestamp(e.createdAt)!,
        }));
      },
    );

    app.get(
      '/elaborations/:elaboration',
      {
        preValidation: signedIn,
        schema: {
          summary: "The image of a worked answer: for the set's owner and admins",
          params: z.object({ elaboration: idParam(ids) }),
          response: { 200: z.any().describe('The image: image/png or image/jpeg'), 401: MessageJson, 404: MessageJson.describe('No such upload, or not yours') },
        },
      },
      async (request, reply) => {
        const user = request.ctx.actor.user!;
        const result = await readElaborationFile(services.prisma, services.storage, request.params.elaboration, { access: await request.ctx.actor.access(), userId: user.id });
        if (result.kind === 'not-found') return notFound(reply);
        const file = result.file;
        return reply
          .header('Content-Type', file.mime)
          .header('Content-Disposition', 'inline')
          .header('Cache-Control', 'private, max-age=3600')
          .header('ETag', `"${file.sha256}"`)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .send(Buffer.from(file.content));
      },
    );
  };
}
