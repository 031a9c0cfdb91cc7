// The JSON of topics and questions (document 4 §5) shared by the routes that send them: a topic page, the cart's
// topics and the questions of a shared set. Each shape is a zod schema (declared as a route's answer) with the
// function that maps the domain's rows to it.
import { z } from 'zod';
import { broughtIn, type CartTopicRow, type TopicPageRow } from '../domain/topics/page.ts';
import type { IdCodec } from '../app/ids.ts';
import { AttachmentJson, attachmentJson, TopicCardJson } from './json.ts';

export const Id = z.string();
const Complexity = z.enum(['low', 'average', 'high']).nullable();

const NamedJson = z.object({ id: Id, name: z.string() });

export const StreamJson = z.object({
  id: Id,
  slug: z.string(),
  status: z.enum(['published', 'concept', 'missing']),
  formuleblad: z.string().nullable(),
  course: NamedJson,
  level: NamedJson,
});

export const ExamJson = z.object({
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

export const TipJson = z.object({ id: Id, text: z.string(), type: z.enum(['App\\Models\\Question', 'App\\Models\\AnswerSection']) });

export const AnswerJson = z.object({
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
export const CartQuestionJson = z.object({
  id: Id,
  topic_id: Id,
  type_id: z.string().describe('An opaque id, or "" for none'),
  number: z.number().int(),
  points: z.number().int(),
  time_in_minutes: z.number().int().nullable(),
  complexity: Complexity,
  proportion_value: z.number().int().nullable(),
  introduction: z.string().nullable(),
  text: z.string().nullable().describe('null in the public preview of GET /api/topics/{topic} (no licence for the stream)'),
  attachments: z.array(AttachmentJson),
  appendixes: z.array(AttachmentJson),
});

export const QuestionJson = CartQuestionJson.extend({
  question_type: NamedJson.nullable(),
  tags: z.array(TagJson),
  domains: z.array(DomainJson),
  chapters: z.array(ChapterJson),
  highlights: z.array(z.object({ id: Id, text: z.string() })),
  dependencies: z.array(DependencyJson),
  tips: z.array(TipJson).optional().describe('Only for admins, authors and teachers with a grant for the stream'),
  answers: z.array(AnswerJson).optional().describe('Only for admins, authors and teachers with a grant for the stream'),
});

export const TopicJson = TopicCardJson.extend({ exam: ExamJson.extend({ stream: StreamJson }), questions: z.array(QuestionJson) });

export const CartItemJson = TopicCardJson.pick({ id: true, name: true, introduction: true, has_answers: true, cache: true }).extend({
  exam: ExamJson,
  questions: z.array(CartQuestionJson),
});

/** The writers of topic and question JSON for one id codec and public address. */
interface StreamRow {
  id: number;
  slug: string;
  practiceStatus: z.infer<typeof StreamJson>['status'];
  formulaSheet: string | null;
  course: { id: number; name: string };
  level: { id: number; name: string };
}

export function topicJsonWriters(ids: IdCodec, publicUrl: string) {
  const attachment = (a: { id: number; name: string; file: { id: number; name: string } }) => attachmentJson(ids, publicUrl, a);
  const attachments = (links: { attachment: { id: number; name: string; file: { id: number; name: string } } }[]) => links.map((l) => attachment(l.attachment));

  /** A stream with its course and level, as a topic page and a practice set send it. */
  const streamJson = (stream: StreamRow): z.infer<typeof StreamJson> => ({
    id: ids.encode(stream.id),
    slug: stream.slug,
    status: stream.practiceStatus,
    formuleblad: stream.formulaSheet,
    course: { id: ids.encode(stream.course.id), name: stream.course.name },
    level: { id: ids.encode(stream.level.id), name: stream.level.name },
  });

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

  const cartQuestionJson = (q: Omit<CartTopicRow['questions'][number], 'text'> & { text: string | null }): z.infer<typeof CartQuestionJson> => ({
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

  return { attachment, attachments, streamJson, examJson, cartQuestionJson, questionJson };
}
