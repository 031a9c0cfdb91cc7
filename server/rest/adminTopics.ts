// The back-office's topic routes (document 4 §13): POST /api/admin/exams/{exam}/topics, GET, PUT and DELETE
// /api/admin/topics/{topic}. Signed in, author or admin (visitor 401, wrong role 403); the rules are
// server/domain/admin/topics.ts's, shared with GraphQL. With `?withExamWrapper` a write answers the whole exam with its
// topics and questions instead of the topic. The legacy PUT names no version and wins as the last write; a client that
// sends `version` gets 409 with the fields changed since when it is behind.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Services } from '../app/context.ts';
import type { IdCodec } from '../app/ids.ts';
import { adminExamWithTopics, adminTopicWithExam, createTopic, deleteTopic, updateTopic, type AdminExamWithTopics, type AdminTopicWithExam, type EditableTopic } from '../domain/admin/topics.ts';
import type { FieldErrors } from '../domain/errors.ts';
import { backOfficeGuard, emptyAnswer, idParam, isRefusal, notFound, sendRefusal, type RestApp } from './context.ts';
import { attachmentJson, AttachmentJson, DenyJson, EmptyJson, MessageJson, ValidationErrorJson } from './json.ts';
import { ExamJson } from './topicJson.ts';

const guard = backOfficeGuard;
const Deny = DenyJson;

const Id = z.string();
const Complexity = z.enum(['low', 'average', 'high']);
const TopicQuestionJson = z.object({ id: Id, topic_id: Id, number: z.number().int(), points: z.number().int(), introduction: z.string().nullable(), text: z.string() });
const TopicFieldsJson = z.object({
  id: Id,
  exam_id: Id,
  name: z.string(),
  introduction: z.string().nullable(),
  complexity: Complexity.nullable(),
  popularity: z.number(),
  position: z.number().int(),
  has_answers: z.union([z.literal(0), z.literal(1)]),
  version: z.number().int().describe('Raised by every saved change; a PUT may name it to be refused (409) when behind'),
  attachments: z.array(AttachmentJson),
  questions: z.array(TopicQuestionJson),
});
const AdminTopicJson = TopicFieldsJson.extend({ exam: ExamJson });
const AdminExamJson = ExamJson.extend({ topics: z.array(TopicFieldsJson) });
const TopicOrExamJson = z.union([AdminTopicJson, AdminExamJson]);
const ConflictJson = z.object({
  message: z.string(),
  version: z.number().int().describe('The current version'),
  changed: z.array(z.string()).describe('The fields changed since the version the PUT named'),
  topic: z.object({
    name: z.string(),
    introduction: z.string().nullable(),
    complexity: Complexity.nullable(),
    popularity: z.number(),
    position: z.number().int(),
    attachments: z.array(z.object({ id: Id })),
  }),
});

const WrapperQuery = z.object({ withExamWrapper: z.string().optional().describe('Present: answer the whole exam instead of the topic') });
const AttachmentsBody = z.array(z.object({ id: z.string().max(20) })).max(100);

/** The REST spelling of the domain's field paths: attachmentIds.3 → attachments.3.id. */
function restErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, issues]) => [path.replace(/^attachmentIds\.(\d+)$/, 'attachments.$1.id').replace(/^attachmentIds$/, 'attachments'), issues]));
}

function writers(ids: IdCodec, publicUrl: string) {
  const examJson = (e: AdminTopicWithExam['exam']): z.infer<typeof ExamJson> => ({
    id: ids.encode(e.id),
    stream_id: ids.encode(e.streamId),
    status: e.status,
    notes: e.notes,
    year: e.year,
    term: e.term,
    show_answers: e.showAnswers,
    standardization_value: e.standardizationValue === null ? null : Number(e.standardizationValue),
    is_pilot: e.isPilot,
    introduction: e.introduction,
  });
  const topicFields = (t: AdminExamWithTopics['topics'][number]): z.infer<typeof TopicFieldsJson> => ({
    id: ids.encode(t.id),
    exam_id: ids.encode(t.examId),
    name: t.name,
    introduction: t.introduction,
    complexity: t.complexity,
    popularity: t.popularity,
    position: t.position,
    has_answers: t.hasAnswers ? 1 : 0,
    version: t.version,
    attachments: t.attachments.map((a) => attachmentJson(ids, publicUrl, a.attachment)),
    questions: t.questions.map((q) => ({ id: ids.encode(q.id), topic_id: ids.encode(q.topicId), number: q.number, points: q.points, introduction: q.introduction, text: q.text })),
  });
  const topicJson = (t: AdminTopicWithExam): z.infer<typeof AdminTopicJson> => ({ ...topicFields(t), exam: examJson(t.exam) });
  const examWithTopicsJson = (e: AdminExamWithTopics): z.infer<typeof AdminExamJson> => ({ ...examJson(e), topics: e.topics.map(topicFields) });
  const conflictJson = (message: string, changed: string[], t: EditableTopic): z.infer<typeof ConflictJson> => ({
    message,
    version: t.version,
    changed: changed.map((field) => (field === 'attachmentIds' ? 'attachments' : field)),
    topic: { name: t.name, introduction: t.introduction, complexity: t.complexity, popularity: t.popularity, position: t.position, attachments: t.attachmentIds.map((id) => ({ id: ids.encode(id) })) },
  });
  return { topicJson, examWithTopicsJson, conflictJson };
}

/** A conflict's message in document 4's English. */
const CONFLICT_MESSAGE = 'The topic was changed by someone else since the version you edited.';
const IN_USE_MESSAGE = "The topic has questions in a teacher's collection, or students saved scores or work on it, and cannot be deleted.";

export function adminTopicRoutes(app: RestApp, services: Services): void {
  const { ids, prisma } = services;
  const { topicJson, examWithTopicsJson, conflictJson } = writers(ids, services.config.publicUrl);
  /** Attachment ids as sent; one that decodes to nothing stays, as an unknown id the domain reports by its place. */
  const attachmentIds = (list: z.infer<typeof AttachmentsBody> | undefined) => list?.map((a) => ids.decode(a.id) ?? 0);

  /** The topic, or its exam with `withExamWrapper`. */
  async function answer(reply: FastifyReply, status: number, topicId: number, examId: number, wrapper: boolean) {
    if (wrapper) return reply.status(200).send(examWithTopicsJson((await adminExamWithTopics(prisma, examId))!));
    return reply.status(status).send(topicJson((await adminTopicWithExam(prisma, topicId))!));
  }

  app.post(
    '/admin/exams/:exam/topics',
    {
      preValidation: guard,
      schema: {
        params: z.object({ exam: idParam(ids) }),
        querystring: WrapperQuery,
        body: z.object({
          name: z.string().max(1000),
          introduction: z.string().nullable().optional(),
          position: z.number().int().nullable().optional(),
          attachments: AttachmentsBody.nullable().optional(),
        }),
        response: { 200: AdminExamJson, 201: AdminTopicJson, ...Deny, 404: MessageJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const result = await createTopic(request.ctx, {
        examId: request.params.exam,
        name: body.name,
        introduction: body.introduction ?? null,
        position: body.position ?? null,
        attachmentIds: attachmentIds(body.attachments ?? undefined),
      });
      if (isRefusal(result)) return sendRefusal(reply, result, restErrors);
      return answer(reply, 201, result.topic.id, result.topic.examId, request.query.withExamWrapper !== undefined);
    },
  );

  const TopicParams = z.object({ topic: idParam(ids) });

  app.get('/admin/topics/:topic', { preValidation: guard, schema: { params: TopicParams, response: { 200: AdminTopicJson, ...Deny, 404: MessageJson } } }, async (request, reply) => {
    const topic = await adminTopicWithExam(prisma, request.params.topic);
    return topic ? topicJson(topic) : notFound(reply);
  });

  app.put(
    '/admin/topics/:topic',
    {
      preValidation: guard,
      schema: {
        params: TopicParams,
        querystring: WrapperQuery,
        body: z.object({
          name: z.string().max(1000).optional(),
          introduction: z.string().nullable().optional(),
          complexity: Complexity.nullable().optional(),
          popularity: z.number().optional(),
          position: z.number().int().optional(),
          attachments: AttachmentsBody.optional(),
          version: z.number().int().optional().describe('The version edited; absent, the PUT wins as the last write'),
        }),
        response: { 200: TopicOrExamJson, ...Deny, 404: MessageJson, 409: ConflictJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const result = await updateTopic(request.ctx, {
        id: request.params.topic,
        version: body.version,
        name: body.name,
        introduction: body.introduction,
        complexity: body.complexity,
        popularity: body.popularity,
        position: body.position,
        attachmentIds: attachmentIds(body.attachments),
      });
      if (isRefusal(result)) return sendRefusal(reply, result, restErrors);
      switch (result.kind) {
        case 'conflict':
          return reply.status(409).send(conflictJson(CONFLICT_MESSAGE, result.changedFields, result.current));
        case 'ok':
          return answer(reply, 200, result.topic.id, result.topic.examId, request.query.withExamWrapper !== undefined);
      }
    },
  );

  app.delete('/admin/topics/:topic', { preValidation: guard, schema: { params: TopicParams, response: { 200: EmptyJson, ...Deny, 404: MessageJson, 409: MessageJson } } }, async (request, reply) => {
    const result = await deleteTopic(request.ctx, { id: request.params.topic });
    if (isRefusal(result)) return sendRefusal(reply, result);
    switch (result.kind) {
      case 'in-use':
        return reply.status(409).send({ message: IN_USE_MESSAGE });
      case 'ok':
        return emptyAnswer(reply, 200);
    }
  });
}
