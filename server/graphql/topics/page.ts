// The topic page (/topics/{id}): the query `topic(id)` by the topic's urlId and the page's fields on Topic (the card
// fields are in ./types.ts). Visibility, marking schemes and selection follow server/domain/topics/policy.ts; the
// viewer's own selection comes from the cart store (server/domain/cart/cart.ts).
import { builder } from '../builder.ts';
import './types.ts';
import { asPreview, Attachment, byPosition, dependencyOrder, NONE, Question, questionGlobalId, reachedWithQuestion, roleOf } from './question.ts';
import { broughtIn, visibleTopicByIdWhere } from '../../domain/topics/page.ts';
import { answerWhere, maySeeAnswers, maySelectQuestions, mayReadContent, visibleQuestionWhere } from '../../domain/topics/policy.ts';
import { renderFormulas } from '../../domain/content/formulas.ts';
import { topicCardCache } from '../../domain/search/topicIndex.ts';
import { RenderedFormulaRef } from '../formulas.ts';
import type { Context } from '../context.ts';
import { viewerCartTopicSelect, viewerSelection } from '../../domain/cart/cart.ts';
import { NL } from '../errors/messages.ts';

const asc = 'asc' as const;
/**
 * The topic's questions as the page lists them: the topic's own visibility again, so its questions never show through
 * a way to the topic that forgot it. The page's formulas select them the same way, so both come in one relation.
 */
const pageQuestions = (ctx: Context) => ({ where: visibleQuestionWhere(roleOf(ctx)), orderBy: [{ number: asc }, { id: asc }] });

const TopicExam = builder.objectRef<{ year: number; term: number; status: string; showAnswers: boolean }>('TopicExam').implement({
  description: 'The exam a topic belongs to.',
  fields: (t) => ({
    year: t.exposeInt('year'),
    term: t.exposeInt('term', { description: 'Tijdvak 1-3.' }),
    isConcept: t.boolean({ description: 'Not yet published: only admins and authors see it.', resolve: (e) => e.status === 'concept' }),
    showAnswers: t.exposeBoolean('showAnswers', { description: 'Students get tips and self-marking for this exam.' }),
  }),
});

/** The stream and its names: what the policies and the licence notice need of every topic. */
const streamSelect = { exam: { select: { streamId: true } } };

/** The topic's texts only where the content rule lets the viewer read them; its preview (card fields) otherwise. */
const readsContent = async (topic: { exam: { streamId: number } }, ctx: Context) => mayReadContent(await ctx.actor.access(), topic.exam.streamId);
/** The topic's context (introduction, figures) also comes with a question the viewer reads whole, a set's included. */
const readsContext = async (topic: { exam: { streamId: number } }, ctx: Context) => reachedWithQuestion(topic) || (await readsContent(topic, ctx));

builder.prismaObjectFields('Topic', (t) => ({
  introduction: t.string({
    nullable: true,
    description: 'The context of the topic, in markup; null in the public preview (no licence for the stream).',
    select: { introduction: true, ...streamSelect },
    resolve: async (topic, _a, ctx) => ((await readsContext(topic, ctx)) ? topic.introduction : null),
  }),
  position: t.exposeInt('position', { description: 'The number of the topic (opgave) in its exam.' }),
  exam: t.field({
    type: TopicExam,
    select: { exam: { select: { year: true, term: true, status: true, showAnswers: true } } },
    resolve: (topic) => topic.exam,
  }),
  attachments: t.field({
    type: [Attachment],
    description: '[] in the public preview.',
    select: (_a, _c, nested) => ({ ...streamSelect, attachments: { orderBy: [{ position: asc }, { attachmentId: asc }], select: { attachment: nested() } } }),
    resolve: async (topic, _a, ctx) => ((await readsContext(topic, ctx)) ? topic.attachments.map((a) => a.attachment) : []),
  }),
  questions: t.field({
    type: [Question],
    description: "In number order; in the public preview (no licence for the stream) with their 'Kenmerken' but not their texts.",
    select: (_a, ctx, nested) => ({ ...streamSelect, questions: nested(pageQuestions(ctx)) }),
    resolve: async (topic, _a, ctx) => ((await readsContent(topic, ctx)) ? topic.questions : asPreview(topic.questions)),
  }),
  formulas: t.field({
    type: [RenderedFormulaRef],
    description:
      "Every formula of the texts this topic's page shows the viewer (highlights, introduction, its questions' texts with what they bring in from earlier ones, and the steps of their marking schemes where the viewer may see those), each once, drawn by the server: the page needs no KaTeX script.",
    select: (_a, ctx) => ({
      card: true,
      introduction: true,
      ...streamSelect,
      questions: {
        ...pageQuestions(ctx),
        select: {
          introduction: true,
          text: true,
          // The arguments of the page's own relations (./question.ts), so that this joins the page's one statement.
          dependencies: { orderBy: dependencyOrder, select: { introduction: true, attachments: true, appendixes: true, dependsOn: { select: { introduction: true } } } },
          answers: { where: answerWhere(roleOf(ctx)) ?? NONE, orderBy: byPosition, select: { sections: { orderBy: byPosition, select: { correction: true, text: true } } } },
        },
      },
    }),
    resolve: async (topic, _a, ctx) => {
      const highlights = topicCardCache(topic.card).highlights.map((h) => h.text);
      if (!(await readsContent(topic, ctx))) return renderFormulas(highlights);
      const answers = maySeeAnswers(await ctx.actor.access(), topic.exam.streamId);
      return renderFormulas([
        ...highlights,
        topic.introduction,
        ...topic.questions.flatMap((q) => [
          ...q.dependencies.map((d) => broughtIn(d, { introduction: d.dependsOn.introduction }).introduction),
          q.introduction,
          q.text,
          ...(answers ? q.answers.flatMap((a) => a.sections.flatMap((s) => [s.correction, s.text])) : []),
        ]),
      ]);
    },
  }),
  viewerMaySeeAnswers: t.boolean({
    description: 'The viewer sees marking schemes, tips and answers of this topic.',
    select: streamSelect,
    resolve: async (topic, _a, ctx) => maySeeAnswers(await ctx.actor.access(), topic.exam.streamId),
  }),
  viewerMaySelect: t.boolean({
    description: 'The viewer may put questions of this topic in the cart.',
    select: streamSelect,
    resolve: async (topic, _a, ctx) => maySelectQuestions(await ctx.actor.access(), topic.exam.streamId),
  }),
  viewerSelectionNotice: t.string({
    nullable: true,
    description: "Why the selection controls are disabled ('{course} {level} valt niet onder je licentie.'); null when the viewer may select.",
    select: { exam: { select: { streamId: true, stream: { select: { course: { select: { name: true } }, level: { select: { name: true } } } } } } },
    resolve: async (topic, _a, ctx) => (maySelectQuestions(await ctx.actor.access(), topic.exam.streamId) ? null : NL.streamNotInLicense(topic.exam.stream.course.name, topic.exam.stream.level.name)),
  }),
  inCart: t.boolean({
    description: "The topic is in the viewer's current selection ('Werk bij' instead of 'Voeg toe').",
    select: (_a, ctx) => viewerCartTopicSelect(ctx.actor.user?.id),
    resolve: (topic) => viewerSelection(topic).inCart,
  }),
  selectedQuestionIds: t.idList({
    description: "The ids of this topic's questions in the viewer's current selection.",
    select: (_a, ctx) => viewerCartTopicSelect(ctx.actor.user?.id),
    resolve: (topic) => viewerSelection(topic).questionIds.map(questionGlobalId),
  }),
}));

builder.queryField('topic', (t) =>
  t.prismaField({
    type: 'Topic',
    nullable: true,
    description: 'A topic by its urlId (/topics/{urlId}); null when it does not exist or is hidden from the viewer.',
    args: { id: t.arg.id({ required: true, description: 'The urlId.' }) },
    resolve: (query, _root, { id }, ctx) => {
      const topicId = ctx.ids.decode(String(id));
      return topicId === undefined ? null : ctx.db.topic.findFirst({ ...query, where: visibleTopicByIdWhere({ role: ctx.actor.user?.role ?? null }, topicId) });
    },
  }),
);
