// The back-office's methods, books and chapters (document 4 §13, issue 46): GET /api/admin/courses/{stream}/chapters
// and /unused-chapters, POST /api/admin/courses/{stream}/chapters (a book), PUT/DELETE /api/admin/books/{book},
// POST /api/admin/books/{book} (a chapter of it), PUT/DELETE /api/admin/chapters/{chapter}. Signed in, author or admin
// (visitor 401, wrong role 403); unknown ids 404; invalid input 422 with nothing written; a delete refused while
// questions use the book or chapter 409 with the count. The rules are server/domain/admin/books.ts's, shared with GraphQL.
import { z } from 'zod';
import type { Services } from '../app/context.ts';
import {
  chapterWithChildren,
  createBook,
  createChapter,
  deleteBook,
  deleteChapter,
  streamBooks,
  unusedMethodologies,
  updateBook,
  updateChapter,
  type ChapterRow,
  type ChapterWithChildren,
} from '../domain/admin/books.ts';
import type { FieldErrors } from '../domain/errors.ts';
import { backOfficeGuard, idParam, isRefusal, notFound, sendRefusal, type RestApp } from './context.ts';
import { DenyJson, MessageJson, StatusJson, ValidationErrorJson } from './json.ts';

const guard = backOfficeGuard;
const Deny = DenyJson;

/** A delete refused while questions use it. */
export const inUseMessage = (n: number) => `Kan niet verwijderen: ${n === 1 ? '1 vraag gebruikt' : `${n} vragen gebruiken`} dit nog.`;

const ChildJson = z.object({
  id: z.string(),
  name: z.string().describe('The code, e.g. H3'),
  title: z.string().nullable(),
  position: z.number().int(),
  topics_count: z.number().int().describe('Topics with a question linked to it'),
  questions_count: z.number().int().describe('Questions linked to it'),
});
const ChapterJson = ChildJson.extend({
  stream_id: z.string(),
  methodology_id: z.string(),
  parent_id: z.string().describe('"" for a book'),
  children: z.array(ChildJson),
});
const MethodologyJson = z.object({ id: z.string(), name: z.string(), chapters: z.array(ChapterJson) });
const NamedJson = z.object({ id: z.string(), name: z.string() });
const Name = z.string().max(1000);

/** The REST spelling of the domain's field names. */
const restErrors = (errors: FieldErrors): FieldErrors => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k === 'methodologyId' ? 'methodology_id' : k, v]));

export function adminBookRoutes(app: RestApp, services: Services): void {
  const { ids } = services;
  const child = (c: ChapterRow): z.infer<typeof ChildJson> => ({
    id: ids.encode(c.id),
    name: c.name,
    title: c.title,
    position: c.position,
    topics_count: c.topicCount,
    questions_count: c.questionCount,
  });
  const chapterJson = (c: ChapterWithChildren): z.infer<typeof ChapterJson> => ({
    ...child(c),
    stream_id: ids.encode(c.streamId),
    methodology_id: ids.encode(c.methodologyId),
    parent_id: c.parentId === null ? '' : ids.encode(c.parentId),
    children: c.children.map(child),
  });
  const StreamParams = z.object({ stream: idParam(ids) });
  const BookParams = z.object({ book: idParam(ids) });
  const ChapterParams = z.object({ chapter: idParam(ids) });

  app.get(
    '/admin/courses/:stream/chapters',
    { preValidation: guard, schema: { params: StreamParams, response: { 200: z.array(MethodologyJson), ...Deny, 404: MessageJson } } },
    async (request, reply) => {
      const result = await streamBooks(request.ctx, request.params.stream);
      if (!Array.isArray(result)) return sendRefusal(reply, result);
      return result.map((m) => ({
        id: ids.encode(m.id),
        name: m.name,
        chapters: m.books.map((b) => chapterJson({ ...b, streamId: request.params.stream, parentId: null, children: b.chapters })),
      }));
    },
  );

  app.get(
    '/admin/courses/:stream/unused-chapters',
    { preValidation: guard, schema: { params: StreamParams, response: { 200: z.array(NamedJson), ...Deny, 404: MessageJson } } },
    async (request, reply) => {
      const result = await unusedMethodologies(request.ctx, request.params.stream);
      if (!Array.isArray(result)) return sendRefusal(reply, result);
      return result.map((m) => ({ id: ids.encode(m.id), name: m.name }));
    },
  );

  const answer = async (reply: import('fastify').FastifyReply, status: number, id: number) => {
    const row = await chapterWithChildren({ db: services.prisma }, id);
    return row ? reply.status(status).send(chapterJson(row)) : notFound(reply);
  };

  app.post(
    '/admin/courses/:stream/chapters',
    {
      preValidation: guard,
      schema: {
        params: StreamParams,
        body: z.object({ methodology_id: z.string().max(20), name: Name }),
        response: { 201: ChapterJson, ...Deny, 404: MessageJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const result = await createBook(request.ctx, { streamId: request.params.stream, methodologyId: ids.decode(request.body.methodology_id) ?? null, name: request.body.name });
      if (isRefusal(result)) return sendRefusal(reply, result, restErrors);
      return answer(reply, 201, result.book.id);
    },
  );

  app.put(
    '/admin/books/:book',
    { preValidation: guard, schema: { params: BookParams, body: z.object({ name: Name }), response: { 200: ChapterJson, ...Deny, 404: MessageJson, 422: ValidationErrorJson } } },
    async (request, reply) => {
      const result = await updateBook(request.ctx, { id: request.params.book, name: request.body.name });
      if (isRefusal(result)) return sendRefusal(reply, result);
      return answer(reply, 200, result.book.id);
    },
  );

  app.delete('/admin/books/:book', { preValidation: guard, schema: { params: BookParams, response: { 200: StatusJson, ...Deny, 404: MessageJson, 409: MessageJson } } }, async (request, reply) => {
    const result = await deleteBook(request.ctx, { id: request.params.book });
    if (isRefusal(result)) return sendRefusal(reply, result);
    if (result.kind === 'in-use') return reply.status(409).send({ message: inUseMessage(result.questions) });
    return { status: 'ok' };
  });

  app.post(
    '/admin/books/:book',
    {
      preValidation: guard,
      schema: { params: BookParams, body: z.object({ name: Name, title: Name }), response: { 201: ChapterJson, ...Deny, 404: MessageJson, 422: ValidationErrorJson } },
    },
    async (request, reply) => {
      const result = await createChapter(request.ctx, { bookId: request.params.book, name: request.body.name, title: request.body.title });
      if (isRefusal(result)) return sendRefusal(reply, result);
      return answer(reply, 201, result.chapter.id);
    },
  );

  app.put(
    '/admin/chapters/:chapter',
    {
      preValidation: guard,
      schema: { params: ChapterParams, body: z.object({ name: Name, title: Name }), response: { 200: ChapterJson, ...Deny, 404: MessageJson, 422: ValidationErrorJson } },
    },
    async (request, reply) => {
      const result = await updateChapter(request.ctx, { id: request.params.chapter, name: request.body.name, title: request.body.title });
      if (isRefusal(result)) return sendRefusal(reply, result);
      return answer(reply, 200, result.chapter.id);
    },
  );

  app.delete(
    '/admin/chapters/:chapter',
    { preValidation: guard, schema: { params: ChapterParams, response: { 200: StatusJson, ...Deny, 404: MessageJson, 409: MessageJson } } },
    async (request, reply) => {
      const result = await deleteChapter(request.ctx, { id: request.params.chapter });
      if (isRefusal(result)) return sendRefusal(reply, result);
      if (result.kind === 'in-use') return reply.status(409).send({ message: inUseMessage(result.questions) });
      return { status: 'ok' };
    },
  );
}
