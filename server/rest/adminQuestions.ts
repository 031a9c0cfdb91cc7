// The back-office's question routes (document 4 §13): POST /api/admin/topics/{topic}/questions, GET, PUT and DELETE
// /api/admin/questions/{question}. Signed in, author or admin (visitor 401, wrong role 403); the rules are
// server/domain/admin/questions.ts's, shared with GraphQL. POST answers the topic's whole exam (document 4); PUT the
// question, or the exam with `?withExamWrapper`. `tagNames` that name no tag of the stream become its tags; highlights
// are replaced; dependencies keep only entries with a true flag; `answerSections` replaces every answer of the question
// with one 'Oplossingsstrategie'. The legacy PUT names no version and wins as the last write; a client that sends
// `version` gets 409 with the fields changed since when it is behind.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Services } from '../app/context.ts';
import type { IdCodec } from '../app/ids.ts';
import {
  adminExamWithQuestions,
  adminQuestion,
  createQuestion,
  deleteQuestion,
  updateQuestion,
  type AdminExamWithQuestions,
  type AdminQuestion,
  type EditableQuestion,
  type LegacyAnswerSections,
} from '../domain/admin/questions.ts';
import type { FieldErrors } from '../domain/errors.ts';
import { backOfficeGuard, emptyAnswer, idParam, isRefusal, notFound, sendRefusal, type RestApp } from './context.ts';
import { attachmentJson, AttachmentJson, DenyJson, EmptyJson, MessageJson, ValidationErrorJson } from './json.ts';
import { ExamJson } from './topicJson.ts';

const guard = backOfficeGuard;
const Deny = DenyJson;

const Id = z.string();
const Complexity = z.enum(['low', 'average', 'high']);
const Named = z.object({ id: Id, name: z.string() });
const SectionJson = z.object({
  id: Id,
  correction: z.string().nullable(),
  text: z.string().nullable(),
  elaboration: z.string().nullable(),
  explanation: z.string().nullable(),
  points: z.number().int(),
});
const AnswerJson = z.object({
  id: Id,
  question_id: Id,
  name: z.string(),
  type: z.string(),
  position: z.number().int(),
  remark: z.string().nullable(),
  status: z.string(),
  sections: z.array(SectionJson),
});
const Flags = z.object({ introduction: z.boolean(), attachments: z.boolean(), appendixes: z.boolean() });
export const QuestionJson = z.object({
  id: Id,
  topic_id: Id,
  type_id: Id.nullable(),
  number: z.number().int(),
  points: z.number().int(),
  time_in_minutes: z.number().int().nullable(),
  complexity: Complexity.nullable(),
  proportion_value: z.number().int().nullable(),
  introduction: z.string().nullable(),
  text: z.string(),
  version: z.number().int().describe('Raised by every saved change; a PUT may name it to be refused (409) when behind'),
  question_type: Named.nullable(),
  topic: z.object({ id: Id, exam_id: Id, name: z.string() }),
  attachments: z.array(AttachmentJson),
  appendixes: z.array(AttachmentJson),
  tags: z.array(Named),
  domains: z.array(Named.extend({ parent_id: Id.nullable() })),
  chapters: z.array(Named.extend({ title: z.string().nullable(), methodology: Named })),
  highlights: z.array(z.object({ id: Id, text: z.string() })),
  dependencies: z.array(z.object({ id: Id, number: z.number().int(), introduction: z.string().nullable(), question_dependency: Flags })),
  answers: z.array(AnswerJson),
});
const ExamWithQuestionsJson = ExamJson.extend({ topics: z.array(z.object({ id: Id, name: z.string(), position: z.number().int(), questions: z.array(QuestionJson) })) });
const ConflictJson = z.object({
  message: z.string(),
  version: z.number().int().describe('The current version'),
  changed: z.array(z.string()).describe('The fields changed since the version the PUT named, in the REST spelling'),
});

const WrapperQuery = z.object({ withExamWrapper: z.string().optional().describe('Present: answer the whole exam instead of the question') });
const IdList = z.array(z.object({ id: z.string().max(20) })).max(100);
const Text = z.string().max(200_000);

const CreateBody = z.object({
  number: z.number().int(),
  points: z.number().int(),
  proportion_value: z.number().int().nullable().optional(),
  introduction: Text.nullable().optional(),
  text: Text,
  answerSections: z
    .array(z.object({ correction: Text, points: z.number().int() }))
    .max(100)
    .optional(),
  answer_remark: Text.nullable().optional(),
  attachments: IdList.nullable().optional(),
});
const UpdateBody = CreateBody.partial().extend({
  topic_id: z.string().max(20).optional(),
  time_in_minutes: z.number().int().nullable().optional(),
  complexity: Complexity.nullable().optional(),
  type_id: z.string().max(20).nullable().optional(),
  tagNames: z.array(z.string().max(1000)).max(100).optional(),
  domains: IdList.optional(),
  chapters: IdList.optional(),
  appendixes: IdList.optional(),
  highlights: z
    .array(z.object({ text: z.string().max(1000) }))
    .max(100)
    .optional(),
  dependencies: z
    .array(Flags.extend({ id: z.string().max(20) }))
    .max(100)
    .optional(),
  version: z.number().int().optional().describe('The version edited; absent, the PUT wins as the last write'),
});

/** The REST spelling of the domain's field paths (document 4's request keys). */
const REST_FIELDS: [RegExp, string][] = [
  [/^proportionValue/, 'proportion_value'],
  [/^timeInMinutes/, 'time_in_minutes'],
  [/^typeId/, 'type_id'],
  [/^topicId/, 'topic_id'],
  [/^attachmentIds\.(\d+)$/, 'attachments.$1.id'],
  [/^attachmentIds$/, 'attachments'],
  [/^appendixIds\.(\d+)$/, 'appendixes.$1.id'],
  [/^appendixIds$/, 'appendixes'],
  [/^chapterIds\.(\d+)$/, 'chapters.$1.id'],
  [/^chapterIds$/, 'chapters'],
  [/^domainIds\.(\d+)$/, 'domains.$1.id'],
  [/^domainIds$/, 'domains'],
  [/^highlights\.(\d+)$/, 'highlights.$1.text'],
  [/^dependencies\.(\d+)\.questionId$/, 'dependencies.$1.id'],
  [/^answerRemark$/, 'answer_remark'],
];
function restErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, issues]) => [REST_FIELDS.reduce((p, [from, to]) => p.replace(from, to), path), issues]));
}
const REST_FIELD_NAMES: Record<string, string> = {
  timeInMinutes: 'time_in_minutes',
  proportionValue: 'proportion_value',
  typeId: 'type_id',
  attachmentIds: 'attachments',
  appendixIds: 'appendixes',
  chapterIds: 'chapters',
  domainIds: 'domains',
};

/** The JSON of the question routes; the exam routes write their exam's questions with questionJson too. */
export function questionWriters(ids: IdCodec, publicUrl: string) {
  const named = (x: { id: number; name: string }) => ({ id: ids.encode(x.id), name: x.name });
  const questionJson = (q: AdminQuestion): z.infer<typeof QuestionJson> => ({
    id: ids.encode(q.id),
    topic_id: ids.encode(q.topicId),
    type_id: q.typeId === null ? null : ids.encode(q.typeId),
    number: q.number,
    points: q.points,
    time_in_minutes: q.timeInMinutes,
    complexity: q.complexity,
    proportion_value: q.proportionValue,
    introduction: q.introduction,
    text: q.text,
    version: q.version,
    question_type: q.questionType ? named(q.questionType) : null,
    topic: { id: ids.encode(q.topic.id), exam_id: ids.encode(q.topic.examId), name: q.topic.name },
    attachments: q.attachments.map((a) => attachmentJson(ids, publicUrl, a.attachment)),
    appendixes: q.appendixes.map((a) => attachmentJson(ids, publicUrl, a.attachment)),
    tags: q.tags.map((t) => named(t.tag)),
    domains: q.domains.map(({ domain }) => ({ ...named(domain), parent_id: domain.parentId === null ? null : ids.encode(domain.parentId) })),
    chapters: q.chapters.map(({ chapter }) => ({ ...named(chapter), title: chapter.title, methodology: named(chapter.methodology) })),
    highlights: q.highlights.map((h) => ({ id: ids.encode(h.id), text: h.text })),
    dependencies: q.dependencies.map((d) => ({
      id: ids.encode(d.dependsOn.id),
      number: d.dependsOn.number,
      introduction: d.dependsOn.introduction,
      question_dependency: { introduction: d.introduction, attachments: d.attachments, appendixes: d.appendixes },
    })),
    answers: q.answers.map((a) => ({
      id: ids.encode(a.id),
      question_id: ids.encode(q.id),
      name: a.name,
      type: a.type,
      position: a.position,
      remark: a.remark,
      status: a.status,
      sections: a.sections.map((s) => ({ ...s, id: ids.encode(s.id) })),
    })),
  });
  const examJson = (e: AdminExamWithQuestions): z.infer<typeof ExamWithQuestionsJson> => ({
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
    topics: e.topics.map((t) => ({ id: ids.encode(t.id), name: t.name, position: t.position, questions: t.questions.map(questionJson) })),
  });
  const conflictJson = (changed: string[], q: EditableQuestion): z.infer<typeof ConflictJson> => ({
    message: CONFLICT_MESSAGE,
    version: q.version,
    changed: changed.map((field) => REST_FIELD_NAMES[field] ?? field),
  });
  return { questionJson, examJson, conflictJson };
}

const CONFLICT_MESSAGE = 'The question was changed by someone else since the version you edited.';
const IN_USE_MESSAGE = "The question is in a teacher's collection, or students saved scores or work on it, and cannot be deleted.";

export function adminQuestionRoutes(app: RestApp, services: Services): void {
  const { ids, prisma } = services;
  const { questionJson, examJson, conflictJson } = questionWriters(ids, services.config.publicUrl);
  /** Ids as sent; one that decodes to nothing stays, as an unknown id (0) the domain reports by its place. */
  const decoded = (list: readonly { id: string }[] | null | undefined) => list?.map((a) => ids.decode(a.id) ?? 0);
  const legacyAnswer = (body: { answerSections?: { correction: string; points: number }[]; answer_remark?: string | null }): LegacyAnswerSections | undefined =>
    body.answerSections ? { sections: body.answerSections, remark: body.answer_remark ?? null } : undefined;

  const exam = async (reply: FastifyReply, status: number, examId: number) => reply.status(status).send(examJson((await adminExamWithQuestions(prisma, examId))!));

  app.post(
    '/admin/topics/:topic/questions',
    {
      preValidation: guard,
      schema: {
        params: z.object({ topic: idParam(ids) }),
        body: CreateBody,
        response: { 200: ExamWithQuestionsJson, ...Deny, 404: MessageJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const result = await createQuestion(request.ctx, {
        topicId: request.params.topic,
        number: body.number,
        points: body.points,
        proportionValue: body.proportion_value ?? null,
        introduction: body.introduction ?? null,
        text: body.text,
        attachmentIds: decoded(body.attachments),
        legacyAnswer: legacyAnswer(body),
      });
      if (isRefusal(result)) return sendRefusal(reply, result, restErrors);
      return exam(reply, 200, result.question.examId);
    },
  );

  const QuestionParams = z.object({ question: idParam(ids) });

  app.get('/admin/questions/:question', { preValidation: guard, schema: { params: QuestionParams, response: { 200: QuestionJson, ...Deny, 404: MessageJson } } }, async (request, reply) => {
    const question = await adminQuestion(prisma, request.params.question);
    return question ? questionJson(question) : notFound(reply);
  });

  app.put(
    '/admin/questions/:question',
    {
      preValidation: guard,
      schema: {
        params: QuestionParams,
        querystring: WrapperQuery,
        body: UpdateBody,
        response: { 200: z.union([QuestionJson, ExamWithQuestionsJson]), ...Deny, 404: MessageJson, 409: ConflictJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const result = await updateQuestion(request.ctx, {
        id: request.params.question,
        version: body.version,
        topicId: body.topic_id === undefined ? undefined : (ids.decode(body.topic_id) ?? 0),
        number: body.number,
        points: body.points,
        timeInMinutes: body.time_in_minutes,
        complexity: body.complexity,
        proportionValue: body.proportion_value,
        typeId: body.type_id === undefined ? undefined : body.type_id === null ? null : (ids.decode(body.type_id) ?? 0),
        introduction: body.introduction,
        text: body.text,
        attachmentIds: decoded(body.attachments ?? undefined),
        appendixIds: decoded(body.appendixes),
        chapterIds: decoded(body.chapters),
        domainIds: decoded(body.domains),
        tagNames: body.tagNames,
        highlights: body.highlights?.map((h) => h.text),
        dependencies: body.dependencies?.map((d) => ({ questionId: ids.decode(d.id) ?? 0, introduction: d.introduction, attachments: d.attachments, appendixes: d.appendixes })),
        legacyAnswer: legacyAnswer(body),
      });
      if (isRefusal(result)) return sendRefusal(reply, result, restErrors);
      switch (result.kind) {
        case 'conflict':
          return reply.status(409).send(conflictJson(result.changedFields, result.current));
        case 'ok':
          if (request.query.withExamWrapper !== undefined) return exam(reply, 200, result.question.examId);
          return questionJson((await adminQuestion(prisma, result.question.id))!);
      }
    },
  );

  app.delete(
    '/admin/questions/:question',
    { preValidation: guard, schema: { params: QuestionParams, response: { 200: EmptyJson, ...Deny, 404: MessageJson, 409: MessageJson } } },
    async (request, reply) => {
      const result = await deleteQuestion(request.ctx, { id: request.params.question });
      if (isRefusal(result)) return sendRefusal(reply, result);
      switch (result.kind) {
        case 'in-use':
          return reply.status(409).send({ message: IN_USE_MESSAGE });
        case 'ok':
          return emptyAnswer(reply, 200);
      }
    },
  );
}
