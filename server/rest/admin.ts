// The back-office's stream routes (document 4 §13): GET /api/admin (every stream with its exams, newest year and term
// first, their topics and questions), GET /api/admin/courses, GET and PUT /api/admin/courses/{stream} (the formula
// sheet) and GET /api/admin/courses/{stream}/exams. Signed in, author or admin (wrong role → 403); the rules and the
// exam order are server/domain/admin/backOffice.ts's, shared with GraphQL.
import { z } from 'zod';
import type { Services } from '../app/context.ts';
import type { IdCodec } from '../app/ids.ts';
import {
  backOfficeCourses,
  backOfficeStream,
  backOfficeTree,
  saveFormulaSheet,
  type BackOfficeExam,
  type BackOfficeQuestion,
  type BackOfficeStream,
  type BackOfficeTopic,
} from '../domain/admin/backOffice.ts';
import { backOfficeGuard, idParam, isRefusal, notFound, sendRefusal, type RestApp } from './context.ts';
import { DenyJson, MessageJson, NamedJson, StatusJson, ValidationErrorJson } from './json.ts';
import { ExamJson, StreamJson } from './topicJson.ts';

/** Every route here: signed in, author or admin. */
const guard = backOfficeGuard;
const Deny = DenyJson;

const Id = z.string();
const AdminQuestionJson = z.object({
  id: Id,
  topic_id: Id,
  type_id: z.string().describe('An opaque id, or "" for none'),
  number: z.number().int(),
  points: z.number().int(),
  time_in_minutes: z.number().int().nullable(),
  complexity: z.enum(['low', 'average', 'high']).nullable(),
  proportion_value: z.number().int().nullable(),
  introduction: z.string().nullable(),
  text: z.string(),
});
const AdminTopicJson = z.object({
  id: Id,
  exam_id: Id,
  complexity: z.enum(['low', 'average', 'high']).nullable(),
  popularity: z.number(),
  name: z.string(),
  introduction: z.string().nullable(),
  position: z.number().int(),
  has_answers: z.union([z.literal(0), z.literal(1)]),
  questions: z.array(AdminQuestionJson),
});
const AdminStreamJson = StreamJson.extend({ exams: z.array(ExamJson) });
const AdminTreeJson = z.array(StreamJson.extend({ exams: z.array(ExamJson.extend({ topics: z.array(AdminTopicJson) })) }));

const StreamParams = (ids: IdCodec) => z.object({ stream: idParam(ids) });

function writers(ids: IdCodec) {
  const streamJson = (s: BackOfficeStream): z.infer<typeof StreamJson> => ({
    id: ids.encode(s.id),
    slug: s.slug,
    status: s.practiceStatus,
    formuleblad: s.formulaSheet,
    course: { id: ids.encode(s.course.id), name: s.course.name },
    level: { id: ids.encode(s.level.id), name: s.level.name },
  });
  const examJson = (e: BackOfficeExam): z.infer<typeof ExamJson> => ({
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
  const questionJson = (q: BackOfficeQuestion): z.infer<typeof AdminQuestionJson> => ({
    id: ids.encode(q.id),
    topic_id: ids.encode(q.topicId),
    type_id: ids.encodeNullable(q.typeId),
    number: q.number,
    points: q.points,
    time_in_minutes: q.timeInMinutes,
    complexity: q.complexity,
    proportion_value: q.proportionValue,
    introduction: q.introduction,
    text: q.text,
  });
  const topicJson = (t: BackOfficeTopic & { questions: BackOfficeQuestion[] }): z.infer<typeof AdminTopicJson> => ({
    id: ids.encode(t.id),
    exam_id: ids.encode(t.examId),
    complexity: t.complexity,
    popularity: t.popularity,
    name: t.name,
    introduction: t.introduction,
    position: t.position,
    has_answers: t.hasAnswers ? 1 : 0,
    questions: t.questions.map(questionJson),
  });
  return { streamJson, examJson, topicJson };
}

export function adminRoutes(app: RestApp, services: Services): void {
  const { streamJson, examJson, topicJson } = writers(services.ids);

  app.get('/admin', { preValidation: guard, schema: { response: { 200: AdminTreeJson, ...Deny } } }, async () => {
    const streams = await backOfficeTree(services.prisma);
    return streams.map((s) => ({ ...streamJson(s), exams: s.exams.map((e) => ({ ...examJson(e), topics: e.topics.map(topicJson) })) }));
  });

  app.get('/admin/courses', { preValidation: guard, schema: { response: { 200: z.array(NamedJson), ...Deny } } }, async () => {
    const courses = await backOfficeCourses(services.prisma);
    return courses.map((c) => ({ id: services.ids.encode(c.id), name: c.name }));
  });

  app.get('/admin/courses/:stream', { preValidation: guard, schema: { params: StreamParams(services.ids), response: { 200: AdminStreamJson, ...Deny, 404: MessageJson } } }, async (request, reply) => {
    const stream = await backOfficeStream(services.prisma, request.params.stream);
    return stream ? { ...streamJson(stream), exams: stream.exams.map(examJson) } : notFound(reply);
  });

  app.put(
    '/admin/courses/:stream',
    {
      preValidation: guard,
      schema: {
        params: StreamParams(services.ids),
        body: z.object({ formuleblad: z.string().nullable().optional().describe('The formula sheet in markup; null or blank clears it') }),
        response: { 200: StatusJson, ...Deny, 404: MessageJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const result = await saveFormulaSheet(request.ctx, { streamId: request.params.stream, formulaSheet: request.body.formuleblad ?? null });
      if (isRefusal(result)) return sendRefusal(reply, result, (errors) => ({ formuleblad: errors.formulaSheet ?? [] }));
      return { status: 'ok' };
    },
  );

  app.get(
    '/admin/courses/:stream/exams',
    { preValidation: guard, schema: { params: StreamParams(services.ids), response: { 200: z.array(ExamJson), ...Deny, 404: MessageJson } } },
    async (request, reply) => {
      const stream = await backOfficeStream(services.prisma, request.params.stream);
      return stream ? stream.exams.map(examJson) : notFound(reply);
    },
  );
}
