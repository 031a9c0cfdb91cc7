// The back-office's keyword routes (document 4 §13): GET and POST /api/admin/courses/{stream}/tags, PUT and DELETE
// /api/admin/tags/{tag} (each write answers the stream's keyword list after the change), POST
// /api/admin/tags/{tag}/merge (this port's explicit 'Samenvoegen met…'), and GET /api/admin/domains/{domain}/tags (the
// per-domain preview, `[{name, n}]`). Signed in, author or admin (visitor 401, wrong role 403); the rules are
// server/domain/admin/tags.ts's, shared with GraphQL.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Services } from '../app/context.ts';
import { createTag, deleteTag, domainTags, mergeTags, renameTag, streamTags, tagsOfStream, type StreamTag } from '../domain/admin/tags.ts';
import { backOfficeGuard, idParam, isRefusal, sendRefusal, type RestApp } from './context.ts';
import { DenyJson, MessageJson, ValidationErrorJson } from './json.ts';

const Deny = DenyJson;
const Id = z.string();
const AdminTagJson = z.object({ id: Id, stream_id: Id, name: z.string(), question_count: z.number().int() });
const TagListJson = z.array(AdminTagJson).describe("The stream's keywords with their question counts, by name");
const NameBody = z.object({ name: z.string().max(1000) });

export function adminTagRoutes(app: RestApp, services: Services): void {
  const { ids, prisma } = services;
  const tagJson = (t: StreamTag): z.infer<typeof AdminTagJson> => ({ id: ids.encode(t.id), stream_id: ids.encode(t.streamId), name: t.name, question_count: t.questionCount });
  const listAnswer = async (reply: FastifyReply, streamId: number) => reply.status(200).send((await tagsOfStream(prisma, streamId)).map(tagJson));

  const StreamParams = z.object({ stream: idParam(ids) });
  const TagParams = z.object({ tag: idParam(ids) });

  app.get('/admin/courses/:stream/tags', { preValidation: backOfficeGuard, schema: { params: StreamParams, response: { 200: TagListJson, ...Deny, 404: MessageJson } } }, async (request, reply) => {
    const result = await streamTags(request.ctx, request.params.stream);
    if (isRefusal(result)) return sendRefusal(reply, result);
    return result.tags.map(tagJson);
  });

  app.post(
    '/admin/courses/:stream/tags',
    { preValidation: backOfficeGuard, schema: { params: StreamParams, body: NameBody, response: { 200: TagListJson, ...Deny, 404: MessageJson, 422: ValidationErrorJson } } },
    async (request, reply) => {
      const result = await createTag(request.ctx, { streamId: request.params.stream, name: request.body.name });
      if (isRefusal(result)) return sendRefusal(reply, result);
      return listAnswer(reply, result.streamId);
    },
  );

  app.put(
    '/admin/tags/:tag',
    { preValidation: backOfficeGuard, schema: { params: TagParams, body: NameBody, response: { 200: TagListJson, ...Deny, 404: MessageJson, 422: ValidationErrorJson } } },
    async (request, reply) => {
      const result = await renameTag(request.ctx, { id: request.params.tag, name: request.body.name });
      if (isRefusal(result)) return sendRefusal(reply, result);
      return listAnswer(reply, result.streamId);
    },
  );

  app.delete('/admin/tags/:tag', { preValidation: backOfficeGuard, schema: { params: TagParams, response: { 200: TagListJson, ...Deny, 404: MessageJson } } }, async (request, reply) => {
    const result = await deleteTag(request.ctx, { id: request.params.tag });
    if (isRefusal(result)) return sendRefusal(reply, result);
    return listAnswer(reply, result.streamId);
  });

  app.post(
    '/admin/tags/:tag/merge',
    {
      preValidation: backOfficeGuard,
      schema: {
        params: TagParams,
        body: z.object({ sources: z.array(z.string().max(20)).max(100).describe('The keywords that go into this one (their ids)') }),
        response: { 200: TagListJson, ...Deny, 404: MessageJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      // An id this server did not make names no keyword: 404, as in a path.
      const sourceIds = request.body.sources.map((id) => ids.decode(id) ?? 0);
      const result = await mergeTags(request.ctx, { targetId: request.params.tag, sourceIds });
      if (isRefusal(result)) return sendRefusal(reply, result, (errors) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k === 'sourceIds' ? 'sources' : k, v])));
      return listAnswer(reply, result.streamId);
    },
  );

  app.get(
    '/admin/domains/:domain/tags',
    {
      preValidation: backOfficeGuard,
      schema: {
        params: z.object({ domain: idParam(ids) }),
        response: { 200: z.array(z.object({ name: z.string(), n: z.number().int() })).describe('At most 6, most used first'), ...Deny, 404: MessageJson },
      },
    },
    async (request, reply) => {
      const result = await domainTags(request.ctx, request.params.domain);
      if (isRefusal(result)) return sendRefusal(reply, result);
      return result.tags;
    },
  );
}
