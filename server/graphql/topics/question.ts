// A question of a topic page with what 'Kenmerken vraag' and 'Correctievoorschrift' show. Everything is selected
// through the topic's query (one statement with joins, whatever the number of questions). Marking schemes, tips and
// answers resolve to [] unless the viewer may see them (server/domain/topics/policy.ts).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { nodeId } from '../syncNodeIds.ts';
import { ComplexityEnum, TopicNode } from './types.ts';
import { answerWhere, maySeeAnswers, readableQuestionWhere } from '../../domain/topics/policy.ts';
import { broughtIn } from '../../domain/topics/page.ts';
import { contentFilePath } from '../../domain/content/files.ts';
import type { Context } from '../context.ts';

const asc = 'asc' as const;
/**
 * The orders of the relations below (and NONE, roleOf): a field elsewhere that selects the same relations (the topic
 * page's formulas, ./page.ts) must give the same arguments, or its selection cannot join the page's statement.
 */
export const byPosition = [{ position: asc }, { id: asc }];
export const dependencyOrder = { dependsOn: { number: asc } };
/** Nothing matches: a relation the viewer's role never sees is not even loaded. */
export const NONE = { id: { in: [] as number[] } };

export const roleOf = (ctx: Context) => ({ role: ctx.actor.user?.role ?? null });

/**
 * Marks a question reached through a topic whose content the viewer may only preview (the content rule,
 * ../../domain/topics/policy.ts topicContentView): its texts, figures and what it brings in resolve empty, its
 * 'Kenmerken' stay. Whoever returns questions of a topic by its id marks them so (the topic page, the cart); a set's
 * questions are its readers' by its link and are not marked.
 */
const PREVIEW = Symbol('preview');
export const asPreview = <Q extends object>(questions: readonly Q[]): Q[] => questions.map((q) => ({ ...q, [PREVIEW]: true }));
const inPreview = (q: object) => PREVIEW in q;

/**
 * Marks the topic of a question the viewer reads whole (a set's question by its link, or one of a topic whose content
 * they may read): its introduction and figures are that question's context and come with it (../topics/page.ts).
 */
const WITH_QUESTION = Symbol('withQuestion');
export const reachedWithQuestion = (topic: object) => WITH_QUESTION in topic;
/** The topic of questions the viewer reads by another right than the content rule (a set, their self-practice). */
export const withQuestionContext = <T extends object>(topic: T): T => ({ ...topic, [WITH_QUESTION]: true });

export const Attachment = builder.prismaObject('Attachment', {
  description: 'A figure or document of a topic or question, or an appendix (uitwerkbijlage).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Caption and alternative text.' }),
    url: t.string({ description: 'Where the file is served, from the site root.', select: { file: { select: { id: true, name: true } } }, resolve: (a) => `/${contentFilePath(a.file)}` }),
    width: t.exposeInt('width', { nullable: true }),
    height: t.exposeInt('height', { nullable: true }),
  }),
});

/** A field listing the attachments of a join relation (topic, question or appendix links) in their order. */
const orderedAttachments = { orderBy: [{ position: asc }, { attachmentId: asc }] };

const Tip = builder.prismaObject('Tip', {
  description: 'A tip that nudges a student towards a question or a step, in markup.',
  fields: (t) => ({ text: t.exposeString('text') }),
});

builder.prismaObject('AnswerSection', {
  description: 'A step of a solution strategy (a bullet of the correctievoorschrift).',
  fields: (t) => ({
    id: t.globalID({ description: 'Names the step when a score is saved (SectionMarkInput.sectionId).', resolve: (s) => ({ type: 'AnswerSection', id: s.id }) }),
    position: t.exposeInt('position'),
    points: t.exposeInt('points'),
    correction: t.exposeString('correction', { nullable: true, description: 'The scoring bullet.' }),
    text: t.exposeString('text', { nullable: true, description: 'The intermediate answer (tussenantwoord).' }),
    elaboration: t.exposeString('elaboration', { nullable: true, description: 'The worked step (modeluitwerking).' }),
    explanation: t.exposeString('explanation', { nullable: true, description: 'Why the step is done this way (toelichting).' }),
    tips: t.relation('tips', { query: { orderBy: byPosition } }),
  }),
});

const Answer = builder.prismaObject('Answer', {
  description: 'A solution strategy (oplossingsstrategie) with its steps.',
  fields: (t) => ({
    name: t.exposeString('name'),
    position: t.exposeInt('position'),
    remark: t.exposeString('remark', { nullable: true, description: 'A remark for the teacher on marking.' }),
    scores: t.exposeIntList('scores', {
      description: 'The score table: points per combination of earned steps (bit i = step i), 2^steps entries; [] when the points are the sum of the steps.',
    }),
    sections: t.relation('sections', { query: { orderBy: byPosition } }),
  }),
});

interface NamedRow {
  id: number;
  name: string;
}

const QuestionKeyword = builder.objectRef<NamedRow>('QuestionKeyword').implement({
  description: 'A keyword (trefwoord) of a question.',
  fields: (t) => ({
    urlId: t.string({ description: 'The id used in web addresses: /courses/{stream}/search/tags/{urlId}.', resolve: (k, _a, ctx) => ctx.ids.encode(k.id) }),
    name: t.exposeString('name'),
  }),
});

type DomainRow = NamedRow & { parent?: NamedRow | null };
const QuestionDomain = builder.objectRef<DomainRow>('QuestionDomain');
QuestionDomain.implement({
  description: 'A (sub)domain of the syllabus a question belongs to.',
  fields: (t) => ({
    urlId: t.string({ resolve: (d, _a, ctx) => ctx.ids.encode(d.id) }),
    name: t.exposeString('name'),
    parent: t.field({ type: QuestionDomain, nullable: true, resolve: (d) => d.parent ?? null }),
  }),
});

interface ChapterRow extends NamedRow {
  title: string | null;
  methodology: NamedRow;
  parent?: ChapterRow | null;
}

const QuestionChapter = builder.objectRef<ChapterRow>('QuestionChapter');
QuestionChapter.implement({
  description: 'A chapter or paragraph of a textbook method (methode) that treats the question.',
  fields: (t) => ({
    urlId: t.string({ resolve: (c, _a, ctx) => ctx.ids.encode(c.id) }),
    name: t.exposeString('name', { description: "A code such as 'H5' or 'H5.3'." }),
    title: t.exposeString('title', { nullable: true }),
    methodology: t.string({ description: 'The method, e.g. Nova.', resolve: (c) => c.methodology.name }),
    parent: t.field({ type: QuestionChapter, nullable: true, resolve: (c) => c.parent ?? null }),
  }),
});

const chapterSelect = { id: true, name: true, title: true, methodology: { select: { id: true, name: true } } };

const QuestionDependency = builder.prismaObject('QuestionDependency', {
  description: "What a question brings in from an earlier question it builds on: that question's introduction, attachments or appendixes, as its flags say.",
  select: { introduction: true, attachments: true, appendixes: true },
  fields: (t) => ({
    number: t.int({ description: 'The number of the earlier question.', select: { dependsOn: { select: { number: true } } }, resolve: (d) => d.dependsOn.number }),
    introduction: t.string({
      nullable: true,
      select: { dependsOn: { select: { introduction: true } } },
      resolve: (d) => broughtIn(d, { introduction: d.dependsOn.introduction }).introduction,
    }),
    attachments: t.field({
      type: [Attachment],
      select: (_a, _c, nested) => ({ dependsOn: { select: { attachments: { ...orderedAttachments, select: { attachment: nested() } } } } }),
      resolve: (d) => broughtIn(d, { attachments: d.dependsOn.attachments.map((a) => a.attachment) }).attachments,
    }),
    appendixes: t.field({
      type: [Attachment],
      select: (_a, _c, nested) => ({ dependsOn: { select: { appendixes: { ...orderedAttachments, select: { attachment: nested() } } } } }),
      resolve: (d) => broughtIn(d, { appendixes: d.dependsOn.appendixes.map((a) => a.attachment) }).appendixes,
    }),
  }),
});

/** The topic's stream decides whether the viewer may see marking schemes and tips. */
const streamSelect = { topic: { select: { exam: { select: { streamId: true } } } } };

export const Question = builder.prismaNode('Question', {
  id: nodeId('id'),
  nullable: true,
  description: 'A question (vraag) of a topic.',
  // A node lookup obeys the topic page's rules: a concept exam's questions stay hidden, and a question's texts are for
  // whom the content rule lets read them (the public preview has no questions).
  findUnique: async (id, ctx) => ({ id: Number(id), AND: [readableQuestionWhere(await ctx.actor.access())] }),
  fields: (t) => ({
    urlId: t.string({ description: 'The id used in web addresses: /c/{set}/{topic}/{urlId}, /a/{set}/{urlId}.', resolve: (q, _a, ctx) => ctx.ids.encode(q.id) }),
    number: t.exposeInt('number'),
    points: t.exposeInt('points'),
    timeInMinutes: t.exposeInt('timeInMinutes', { nullable: true }),
    complexity: t.expose('complexity', { type: ComplexityEnum, nullable: true }),
    pValue: t.exposeInt('proportionValue', { nullable: true, description: 'Share (0-100) of candidates who scored the points.' }),
    introduction: t.string({ nullable: true, description: 'Context before the question, in markup; null in the public preview.', resolve: (q) => (inPreview(q) ? null : q.introduction) }),
    text: t.string({ nullable: true, description: 'The question, in markup; null in the public preview (no licence for the stream).', resolve: (q) => (inPreview(q) ? null : q.text) }),
    topic: t.field({
      type: TopicNode,
      select: (_a, _c, nested) => ({ topic: nested() }),
      resolve: (q) => (inPreview(q) ? q.topic : withQuestionContext(q.topic)),
    }),
    highlights: t.stringList({
      select: { highlights: { orderBy: byPosition, select: { text: true } } },
      resolve: (q) => q.highlights.map((h) => h.text),
    }),
    questionType: t.string({
      nullable: true,
      description: "The question type, e.g. 'Bereken'.",
      select: { questionType: { select: { name: true } } },
      resolve: (q) => q.questionType?.name ?? null,
    }),
    keywords: t.field({
      type: [QuestionKeyword],
      select: { tags: { orderBy: { tag: { name: asc } }, select: { tag: { select: { id: true, name: true } } } } },
      resolve: (q) => q.tags.map((x) => x.tag),
    }),
    domains: t.field({
      type: [QuestionDomain],
      select: {
        domains: {
          orderBy: [{ domain: { position: asc } }, { domainId: asc }],
          select: { domain: { select: { id: true, name: true, parent: { select: { id: true, name: true } } } } },
        },
      },
      resolve: (q) => q.domains.map((x) => x.domain),
    }),
    chapters: t.field({
      type: [QuestionChapter],
      description: 'Chapters per method (methode).',
      select: {
        chapters: {
          orderBy: [{ chapter: { methodology: { name: asc } } }, { chapter: { position: asc } }, { chapterId: asc }],
          select: { chapter: { select: { ...chapterSelect, parent: { select: chapterSelect } } } },
        },
      },
      resolve: (q) => q.chapters.map((x) => x.chapter),
    }),
    attachments: t.field({
      type: [Attachment],
      description: '[] in the public preview.',
      select: (_a, _c, nested) => ({ attachments: { ...orderedAttachments, select: { attachment: nested() } } }),
      resolve: (q) => (inPreview(q) ? [] : q.attachments.map((a) => a.attachment)),
    }),
    appendixes: t.field({
      type: [Attachment],
      description: 'Appendixes (uitwerkbijlagen) the student completes; [] in the public preview.',
      select: (_a, _c, nested) => ({ appendixes: { ...orderedAttachments, select: { attachment: nested() } } }),
      resolve: (q) => (inPreview(q) ? [] : q.appendixes.map((a) => a.attachment)),
    }),
    dependencies: t.field({
      type: [QuestionDependency],
      description: 'What the question brings in from earlier ones; [] in the public preview.',
      select: (_a, _c, nested) => ({ dependencies: nested({ orderBy: dependencyOrder }) }),
      resolve: (q) => (inPreview(q) ? [] : q.dependencies),
    }),
    tips: t.field({
      type: [Tip],
      description: 'Tips on the question as a whole; [] unless the viewer may see marking schemes.',
      select: (_a, ctx, nested) => ({ ...streamSelect, tips: nested({ where: answerWhere(roleOf(ctx)) ? {} : NONE, orderBy: byPosition }) }),
      resolve: async (q, _a, ctx) => (maySeeAnswers(await ctx.actor.access(), q.topic.exam.streamId) ? q.tips : []),
    }),
    answers: t.field({
      type: [Answer],
      description: 'The marking scheme (correctievoorschrift): solution strategies with their steps; [] unless the viewer may see it.',
      select: (_a, ctx, nested) => ({ ...streamSelect, answers: nested({ where: answerWhere(roleOf(ctx)) ?? NONE, orderBy: byPosition }) }),
      resolve: async (q, _a, ctx) => (maySeeAnswers(await ctx.actor.access(), q.topic.exam.streamId) ? q.answers : []),
    }),
  }),
});

/** A question's global id, as the web app's selection state holds it. */
export const questionGlobalId = (id: number) => encodeGlobalID('Question', id);
