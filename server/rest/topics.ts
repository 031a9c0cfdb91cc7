// A topic with its questions (GET /api/topics/{topic}) and the topics of a cart (GET /api/cart?items[]=), in document
// 4's shapes (§4, §5). The topic is the public preview: anyone may read a published one, but marking schemes, tips
// and answers only go to whom server/domain/topics/policy.ts allows — the legacy API sent them to everyone.
import { z } from 'zod';
import { mayUseCart } from '../domain/cart/cart.ts';
import { broughtIn, readTopicPage, readTopicsWithQuestions, type CartTopicRow, type TopicPageRow } from '../domain/topics/page.ts';
import { forbidden, idParam, notFound, signedIn, validationError, type RestApp, type RestContext } from './context.ts';
import { AttachmentJson, attachmentJson, MessageJson, TopicCardJson, topicCacheJson, ValidationErrorJson } from './json.ts';

const Id = z.string();
const Complexity = z.enum(['low', 'average', 'high']).nullable();

const NamedJson = z.object({ id: Id, name: z.string() });

const StreamJson = z.object({
  id: Id,
  slug: z.string(),
  status: z.enum(['published', 'concept', 'missing']),
  formuleblad: z.string().nullable(),
  course: NamedJson,
  level: NamedJson,
});

const ExamJson = z.object({
  id: Id,
  stream_id: Id,
  status: z.string(),
  notes: z.string().nullable().describe('Admins and authors only; null for everyone else'),
  year: z.number().int(),
  term: z.number().int(),
  show_answers: z.boolean(),
  standardization_value: z.number().nullable(),
  is_pilot: z.boolean(),
  introduction: z.string().nullable(),
});

const TipJson = z.object({ id: Id, text: z.string(), type: z.enum(['App\\Models\\Question', 'App\\Models\\AnswerSection']) });

const AnswerJson = z.object({
  id: Id,
  question_id: Id,
  name: z.string(),
  type: z.enum(['correction', 'didactic']),
  position: z.number().int(),
  remark: z.string().nullable(),
  status: z.enum(['concept', 'published']),
  sections: z.array(
    z.object({
      id: Id,
      correction: z.string().nullable(),
      text: z.string().nullable(),
      elaboration: z.string().nullable(),
      explanation: z.string().nullable(),
      points: z.number().int(),
      tips: z.array(TipJson),
    }),
  ),
  scores: z.array(z.number().int()).nullable(),
});

const TagJson = z.object({ id: Id, stream_id: Id, name: z.string(), children: z.array(z.object({ id: Id, stream_id: Id, name: z.string() })) });
const DomainRefJson = z.object({ id: Id, name: z.string(), topics_count: z.null() });
const DomainJson = DomainRefJson.extend({ parent: DomainRefJson.nullable(), children: z.array(DomainRefJson) });
const ChapterRefJson = z.object({ id: Id, name: z.string(), title: z.string().nullable(), methodology: NamedJson, topics_count: z.null() });
const ChapterJson = ChapterRefJson.extend({ parent: ChapterRefJson.nullable(), children: z.array(ChapterRefJson) });
const DependencyJson = z.object({
  id: Id.describe('The earlier question'),
  introduction: z.string().nullable(),
  attachments: z.array(AttachmentJson),
  appendixes: z.array(AttachmentJson),
  question_dependency: z.object({ introduction: z.boolean(), attachments: z.boolean(), appendixes: z.boolean() }),
});

/** A question as the cart lists it: with attachments and appendixes only. */
const CartQuestionJson = z.object({
  id: Id,
  topic_id: Id,
  type_id: z.string().describe('An opaque id, or "" for none'),
  number: z.number().int(),
  points: z.number().int(),
  time_in_minutes: z.number().int().nullable(),
  complexity: Complexity,
  proportion_value: z.number().int().nullable(),
  introduction: z.string().nullable(),
  text: z.string(),
  attachments: z.array(AttachmentJson),
  appendixes: z.array(AttachmentJson),
});

const QuestionJson = CartQuestionJson.extend({
  question_type: NamedJson.nullable(),
  tags: z.array(TagJson),
  domains: z.array(DomainJson),
  chapters: z.array(ChapterJson),
  highlights: z.array(z.object({ id: Id, text: z.string() })),
  dependencies: z.array(DependencyJson),
  tips: z.array(TipJson).optional().describe('Only for admins, authors and teachers with a grant for the stream'),
  answers: z.array(AnswerJson).optional().describe('Only for admins, authors and teachers with a grant for the stream'),
});

const TopicJson = TopicCardJson.extend({ exam: ExamJson.extend({ stream: StreamJson }), questions: z.array(QuestionJson) });

const CartItemJson = TopicCardJson.pick({ id: true, name: true, introduction: true, has_answers: true, cache: true }).extend({
  exam: ExamJson,
  questions: z.array(CartQuestionJson),
});

const ItemsQuery = z
  .object({
    'items[]': z.union([z.string().max(20), z.array(z.string().max(20)).max(100)]).optional(),
    items: z.union([z.string().max(2000), z.array(z.string().max(20)).max(100)]).optional(),
  })
  .describe('items[]=<topic id>, repeated: the topics to load (at least one)');

export function topicRoutes(app: RestApp, ctx: RestContext): void {
  const ids = ctx.ids;
  const attachment = (a: { id: number; name: string; file: { id: number; name: string } }) => attachmentJson(ids, ctx.config.publicUrl, a);
  const attachments = (links: { attachment: { id: number; name: string; file: { id: number; name: string } } }[]) => links.map((l) => attachment(l.attachment));

  const examJson = (exam: CartTopicRow['exam'], maySeeNotes: boolean): z.infer<typeof ExamJson> => ({
    id: ids.encode(exam.id),
    stream_id: ids.encode(exam.streamId),
    status: exam.status,
    notes: maySeeNotes ? exam.notes : null,
    year: exam.year,
    term: exam.term,
    show_answers: exam.showAnswers,
    standardization_value: exam.standardizationValue === null ? null : Number(exam.standardizationValue),
    is_pilot: exam.isPilot,
    introduction: exam.introduction,
  });

  const cartQuestionJson = (q: CartTopicRow['questions'][number]): z.infer<typeof CartQuestionJson> => ({
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
    attachments: attachments(q.attachments),
    appendixes: attachments(q.appendixes),
  });

  const tip = (type: z.infer<typeof TipJson>['type']) => (t: { id: number; text: string }) => ({ id: ids.encode(t.id), text: t.text, type });
  type ChapterRow = TopicPageRow['questions'][number]['chapters'][number]['chapter']['parent'] & {};
  const chapterRef = (c: ChapterRow) => ({
    id: ids.encode(c.id),
    name: c.name,
    title: c.title,
    methodology: { id: ids.encode(c.methodology.id), name: c.methodology.name },
    topics_count: null,
  });
  const domainRef = (d: { id: number; name: string }) => ({ id: ids.encode(d.id), name: d.name, topics_count: null });

  const questionJson = (q: TopicPageRow['questions'][number], maySeeAnswers: boolean): z.infer<typeof QuestionJson> => ({
    ...cartQuestionJson(q),
    question_type: q.questionType ? { id: ids.encode(q.questionType.id), name: q.questionType.name } : null,
    tags: q.tags.map(({ tag }) => ({
      id: ids.encode(tag.id),
      stream_id: ids.encode(tag.streamId),
      name: tag.name,
      children: tag.children.map((c) => ({ id: ids.encode(c.id), stream_id: ids.encode(c.streamId), name: c.name })),
    })),
    domains: q.domains.map(({ domain }) => ({ ...domainRef(domain), parent: domain.parent ? domainRef(domain.parent) : null, children: domain.children.map(domainRef) })),
    chapters: q.chapters.map(({ chapter }) => ({ ...chapterRef(chapter), parent: chapter.parent ? chapterRef(chapter.parent) : null, children: chapter.children.map(chapterRef) })),
    highlights: q.highlights.map((h) => ({ id: ids.encode(h.id), text: h.text })),
    dependencies: q.dependencies.map((d) => {
      const brought = broughtIn(d, d.dependsOn);
      return {
        id: ids.encode(d.dependsOn.id),
        introduction: brought.introduction,
        attachments: attachments(brought.attachments),
        appendixes: attachments(brought.appendixes),
        question_dependency: { introduction: d.introduction, attachments: d.attachments, appendixes: d.appendixes },
      };
    }),
    // Not loaded for a viewer who may not see them, and then omitted, as document 4 omits a relation it did not load.
    ...(maySeeAnswers
      ? {
          tips: q.tips.map(tip('App\\Models\\Question')),
          answers: q.answers.map((a) => ({
            id: ids.encode(a.id),
            question_id: ids.encode(a.questionId),
            name: a.name,
            type: a.type,
            position: a.position,
            remark: a.remark,
            status: a.status,
            sections: a.sections.map((s) => ({
              id: ids.encode(s.id),
              correction: s.correction,
              text: s.text,
              elaboration: s.elaboration,
              explanation: s.explanation,
              points: s.points,
              tips: s.tips.map(tip('App\\Models\\AnswerSection')),
            })),
            scores: a.scores.length ? a.scores : null,
          })),
        }
      : {}),
  });

  app.get(
    '/topics/:topic',
    { schema: { params: z.object({ topic: idParam(ids) }), response: { 200: TopicJson, 404: MessageJson } } },
    async (request, reply) => {
      const page = await readTopicPage(ctx.prisma, await request.viewer.access(), request.params.topic);
      if (!page) return notFound(reply);
      const { topic, maySeeAnswers, maySeeNotes } = page;
      const stream = topic.exam.stream;
      return {
        id: ids.encode(topic.id),
        exam_id: ids.encode(topic.examId),
        complexity: topic.complexity,
        popularity: topic.popularity,
        name: topic.name,
        introduction: topic.introduction,
        position: topic.position,
        has_answers: topic.hasAnswers ? (1 as const) : (0 as const),
        attachments: attachments(topic.attachments),
        cache: topicCacheJson(ids, topic.cache),
        exam: {
          ...examJson(topic.exam, maySeeNotes),
          stream: {
            id: ids.encode(stream.id),
            slug: stream.slug,
            status: stream.practiceStatus,
            formuleblad: stream.formulaSheet,
            course: { id: ids.encode(stream.course.id), name: stream.course.name },
            level: { id: ids.encode(stream.level.id), name: stream.level.name },
          },
        },
        questions: topic.questions.map((q) => questionJson(q, maySeeAnswers)),
      };
    },
  );

  app.get(
    '/cart',
    {
      preValidation: signedIn,
      schema: { querystring: ItemsQuery, response: { 200: z.array(CartItemJson), 401: MessageJson, 403: MessageJson, 422: ValidationErrorJson } },
    },
    async (request, reply) => {
      const access = await request.viewer.access();
      if (!mayUseCart(access)) return forbidden(reply);
      const { items, 'items[]': bracketed } = request.query;
      const texts = [items, bracketed].flat().filter((v): v is string => typeof v === 'string').flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
      if (!texts.length) return validationError(reply, { items: [{ code: 'required' }] });
      const topicIds = texts.map((text) => ids.decode(text));
      if (topicIds.some((id) => id === undefined)) return validationError(reply, { items: [{ code: 'unknownId' }] });
      const result = await readTopicsWithQuestions(ctx.prisma, access, topicIds as number[]);
      if (result.kind === 'invalid') return validationError(reply, result.errors);
      return result.topics.map((topic) => ({
        id: ids.encode(topic.id),
        name: topic.name,
        introduction: topic.introduction,
        has_answers: topic.hasAnswers ? (1 as const) : (0 as const),
        cache: topicCacheJson(ids, topic.cache),
        exam: examJson(topic.exam, result.maySeeNotes),
        questions: topic.questions.map(cartQuestionJson),
      }));
    },
  );
}
