// Self-practice sets (annotations) in document 4's shapes (§9): a stream's top-level annotations, their types, the
// practice sets per onderwerp and the whole exams with their children's questions, and one annotation. Signed in and
// allowed to practise in the stream (server/domain/practice/practiceSets.ts) — the legacy API left them open
// (§15). Questions hidden from the student's self-practice are left out, and no marking scheme, tip or answer is
// ever sent here. Editing annotations is the back-office's.
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  listAnnotations,
  listAnnotationTypes,
  listPracticeSets,
  PRACTICE_SET,
  practiceScope,
  readAnnotation,
  type AnnotationRow,
  type PracticeQuestionRow,
  type PracticeScope,
} from '../domain/practice/practiceSets.ts';
import { EXAM_ANNOTATION } from '../domain/practice/examAnnotations.ts';
import { forbidden, idParam, notFound, signedIn, type RestApp } from './context.ts';
import type { Services } from '../app/context.ts';
import { MessageJson, TopicCardJson, topicCardJson } from './json.ts';
import { ExamJson, QuestionJson, StreamJson, topicJsonWriters } from './topicJson.ts';

const AnnotationJson = z.object({ id: z.string(), stream_id: z.string(), name: z.string(), type: z.string(), position: z.number().int() });

/** Document 4's Question with its topic (exam, cache, attachments): never answers or tips in a practice set. */
const PracticeQuestionJson = QuestionJson.omit({ answers: true, tips: true }).extend({ topic: TopicCardJson.extend({ exam: ExamJson }) });

const PracticeChildJson = AnnotationJson.extend({ questions: z.array(PracticeQuestionJson) });
const PracticeSetJson = AnnotationJson.extend({ children: z.array(PracticeChildJson) });
const AnnotationDetailJson = AnnotationJson.extend({ stream: StreamJson, children: z.array(AnnotationJson), questions: z.array(PracticeQuestionJson) });

const Deny = { 401: MessageJson, 403: MessageJson, 404: MessageJson };

export function annotationRoutes(app: RestApp, services: Services): void {
  const { ids } = services;
  const publicUrl = services.config.publicUrl;
  const { streamJson, examJson, questionJson } = topicJsonWriters(ids, publicUrl);
  const id = idParam(ids);
  const StreamParams = z.object({ stream: id.describe('The stream') });

  /** The viewer's scope in the stream, or the refusal already sent. */
  async function scope(request: FastifyRequest, reply: FastifyReply, streamId: number): Promise<PracticeScope | undefined> {
    const result = await practiceScope(services.prisma, await request.ctx.actor.access(), request.ctx.actor.user?.id ?? null, streamId, request.ctx.now);
    if (result.kind === 'not-found') return void notFound(reply);
    if (result.kind === 'forbidden') return void forbidden(reply);
    return result;
  }

  const annotationJson = (a: AnnotationRow): z.infer<typeof AnnotationJson> => ({
    id: ids.encode(a.id),
    stream_id: ids.encode(a.streamId),
    name: a.name,
    type: a.type,
    position: a.position,
  });
  const practiceQuestionJson = (q: PracticeQuestionRow, s: PracticeScope): z.infer<typeof PracticeQuestionJson> => ({
    ...questionJson(q, false),
    topic: { ...topicCardJson(ids, publicUrl, q.topic), exam: examJson(q.topic.exam, s.access.isStaff) },
  });

  app.get('/annotations/:stream', { preValidation: signedIn, schema: { params: StreamParams, response: { 200: z.array(AnnotationJson), ...Deny } } }, async (request, reply) => {
    const s = await scope(request, reply, request.params.stream);
    if (!s) return reply;
    return (await listAnnotations(services.prisma, s)).map(annotationJson);
  });

  app.get('/annotations/:stream/types', { preValidation: signedIn, schema: { params: StreamParams, response: { 200: z.array(z.string()), ...Deny } } }, async (request, reply) => {
    const s = await scope(request, reply, request.params.stream);
    if (!s) return reply;
    return listAnnotationTypes(services.prisma, s);
  });

  app.get(
    '/annotations/:stream/types/:type',
    {
      preValidation: signedIn,
      schema: { params: StreamParams.extend({ type: z.string().max(100).describe('An annotation type, e.g. oefenset') }), response: { 200: z.array(AnnotationJson), ...Deny } },
    },
    async (request, reply) => {
      const s = await scope(request, reply, request.params.stream);
      if (!s) return reply;
      return (await listAnnotations(services.prisma, s, request.params.type)).map(annotationJson);
    },
  );

  for (const [path, kind] of [
    ['/annotations/:stream/oefensets', PRACTICE_SET],
    ['/annotations/:stream/examens', EXAM_ANNOTATION],
  ] as const) {
    app.get(path, { preValidation: signedIn, schema: { params: StreamParams, response: { 200: z.array(PracticeSetJson), ...Deny } } }, async (request, reply) => {
      const s = await scope(request, reply, request.params.stream);
      if (!s) return reply;
      const sets = await listPracticeSets(services.prisma, s, kind);
      return sets.map((set) => ({
        ...annotationJson(set),
        children: set.children.map((child) => ({ ...annotationJson(child), questions: child.questions.map((q) => practiceQuestionJson(q, s)) })),
      }));
    });
  }

  // After the fixed words above: /annotations/{stream}/{annotation}.
  app.get(
    '/annotations/:stream/:annotation',
    { preValidation: signedIn, schema: { params: StreamParams.extend({ annotation: id.describe('The annotation') }), response: { 200: AnnotationDetailJson, ...Deny } } },
    async (request, reply) => {
      const s = await scope(request, reply, request.params.stream);
      if (!s) return reply;
      const a = await readAnnotation(services.prisma, s, request.params.annotation);
      if (!a) return notFound(reply);
      return {
        ...annotationJson(a),
        stream: streamJson(a.stream),
        children: a.children.map(annotationJson),
        questions: a.questions.map((q) => practiceQuestionJson(q, s)),
      };
    },
  );
}
