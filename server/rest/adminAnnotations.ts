// The writes of the practice sets (annotations; document 4 §9, closed as §15 asks) and the stream's question list:
//   POST   /api/annotations/{stream}                                    body parent_id, name → a 'basisvaardigheid' child; echoes {parent_id, name}
//   PUT    /api/annotation-question/{annotation}/{year}/{term}/{number} link → {id, topic_id, exam_id} of the question
//   DELETE /api/annotation-question/{annotation}/{year}/{term}/{number} unlink → the number 202 as the body, HTTP 200
//   GET    /api/streams/{stream}/all-questions                          [{year, term, number, topic}] of every exam
//   POST   /api/admin/annotations/{stream}/rebuild                      admins: rebuild 'examen'/'opgave' → {exams, created, updated, deleted}
// Signed in (401), author or admin (403; the rebuild admin only); the rules are server/domain/admin/annotations.ts's,
// shared with GraphQL. The legacy rebuild was an open GET (/api/annotations-create-exams): it is a POST here, and that
// GET does not exist. A question no exam of the stream has answers 404 with a Dutch message, and nothing is written.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Services } from '../app/context.ts';
import { addAnnotationChild, linkAnnotationQuestion, rebuildExamAnnotations, streamQuestions, unlinkAnnotationQuestion, type LinkResult } from '../domain/admin/annotations.ts';
import { adminOnly, backOfficeGuard, idField, idParam, isRefusal, notFound, sendRefusal, signedIn, validationError, type RestApp } from './context.ts';
import { DenyJson, MessageJson, ValidationErrorJson } from './json.ts';

/** The Dutch answers of the links' own refusals. */
export const ANNOTATION_REST_MESSAGES = {
  noQuestion: 'Er is in deze stroom geen vraag met dit jaar, tijdvak en nummer.',
  notLinked: 'Deze vraag hoort niet bij deze oefenset.',
  noAnnotation: 'Deze oefenset bestaat niet (meer).',
  otherParent: 'Deze oefenset hoort niet bij deze stroom.',
} as const;

const Deny = DenyJson;
const LinkJson = z.object({ id: z.string().describe('The question'), topic_id: z.string(), exam_id: z.string() });
const StreamQuestionJson = z.object({ year: z.number().int(), term: z.number().int(), number: z.number().int(), topic: z.string().describe("The topic's name") });
const RebuildJson = z.object({ exams: z.number().int(), created: z.number().int(), updated: z.number().int(), deleted: z.number().int() });
const int = (description: string) => z.coerce.number().int().min(0).max(100_000).describe(description);

export function adminAnnotationRoutes(app: RestApp, services: Services): void {
  const { ids, prisma } = services;
  const id = idParam(ids);

  app.post(
    '/annotations/:stream',
    {
      preValidation: backOfficeGuard,
      schema: {
        params: z.object({ stream: id.describe('The stream') }),
        body: z.object({ parent_id: idField(ids).describe('A top-level annotation of the stream'), name: z.string().max(1000) }),
        response: { 200: z.object({ parent_id: z.string(), name: z.string() }), ...Deny, 404: MessageJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const result = await addAnnotationChild(request.ctx, { streamId: request.params.stream, parentId: request.body.parent_id, name: request.body.name });
      if (result.kind === 'invalid' && result.errors.parentId) return validationError(reply, { parent_id: result.errors.parentId }, { message: ANNOTATION_REST_MESSAGES.otherParent });
      if (isRefusal(result)) return sendRefusal(reply, result);
      return reply.status(200).send({ parent_id: ids.encode(result.child.parentId), name: result.child.name });
    },
  );

  const LinkParams = z.object({ annotation: id.describe('The annotation'), year: int('The exam year'), term: int('The tijdvak'), number: int("The question's number") });

  function linkRefusal(reply: FastifyReply, result: Exclude<LinkResult, { kind: 'ok' }>) {
    if (result.kind === 'not-found') return reply.status(404).send({ message: ANNOTATION_REST_MESSAGES.noAnnotation });
    if (isRefusal(result)) return sendRefusal(reply, result);
    return reply.status(404).send({ message: result.kind === 'no-question' ? ANNOTATION_REST_MESSAGES.noQuestion : ANNOTATION_REST_MESSAGES.notLinked });
  }

  app.put(
    '/annotation-question/:annotation/:year/:term/:number',
    { preValidation: backOfficeGuard, schema: { params: LinkParams, response: { 200: LinkJson, ...Deny, 404: MessageJson, 422: ValidationErrorJson } } },
    async (request, reply) => {
      const { annotation, year, term, number } = request.params;
      const result = await linkAnnotationQuestion(request.ctx, { annotationId: annotation, year, term, number });
      if (result.kind !== 'ok') return linkRefusal(reply, result);
      return { id: ids.encode(result.question.questionId), topic_id: ids.encode(result.question.topicId), exam_id: ids.encode(result.question.examId) };
    },
  );

  app.delete(
    '/annotation-question/:annotation/:year/:term/:number',
    {
      preValidation: backOfficeGuard,
      schema: { params: LinkParams, response: { 200: z.literal(202).describe('The number 202 (document 4 §9)'), ...Deny, 404: MessageJson, 422: ValidationErrorJson } },
    },
    async (request, reply) => {
      const { annotation, year, term, number } = request.params;
      const result = await unlinkAnnotationQuestion(request.ctx, { annotationId: annotation, year, term, number });
      if (result.kind !== 'ok') return linkRefusal(reply, result);
      return reply.status(200).type('application/json; charset=utf-8').send(202);
    },
  );

  app.get(
    '/streams/:stream/all-questions',
    { preValidation: backOfficeGuard, schema: { params: z.object({ stream: id.describe('The stream') }), response: { 200: z.array(StreamQuestionJson), ...Deny, 404: MessageJson } } },
    async (request, reply) => {
      const stream = await prisma.stream.findUnique({ where: { id: request.params.stream }, select: { id: true } });
      if (!stream) return notFound(reply);
      return (await streamQuestions(prisma, stream.id)).map((q) => ({ year: q.year, term: q.term, number: q.number, topic: q.topicName }));
    },
  );

  app.post(
    '/admin/annotations/:stream/rebuild',
    { preValidation: [signedIn, adminOnly], schema: { params: z.object({ stream: id.describe('The stream') }), response: { 200: RebuildJson, ...Deny, 404: MessageJson } } },
    async (request, reply) => {
      const result = await rebuildExamAnnotations(request.ctx, { streamId: request.params.stream });
      if (isRefusal(result)) return sendRefusal(reply, result);
      return { exams: result.exams, created: result.created, updated: result.updated, deleted: result.deleted };
    },
  );
}
