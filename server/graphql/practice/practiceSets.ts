// Self-practice of a signed-in user (document 2 §2.5-§2.6; issue 10): Stream.practice — the practice sets per
// onderwerp with the chapter filter, the whole exams per year and term with the estimated grade — the topic to
// practise at /zelf-oefenen/{topic}/{question?} (Query.practiceTopic), and the sets the student's teachers shared
// (Viewer.teacherSelection). Who may practise and what is hidden from them is the domain's practiceScope; a refusal
// is a ForbiddenError in the spec's words. The questions are SetQuestion (./sharedSet.ts): what a student may see of a
// question, tips and the marking scheme only where the exam shows its answers. They load in one statement per list
// with what the client selected of them (queryFromInfo), however many sets, children, exams or topics hold them.
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import { builder } from '../builder.ts';
import { Viewer } from '../accounts/viewer.ts';
import { SetQuestion } from './sharedSet.ts';
import { withQuestionContext } from '../topics/question.ts';
import { ForbiddenError, NotFoundError } from '../errors/types.ts';
import { NL } from '../errors/messages.ts';
import { streamNotInLicense } from '../streams/notice.ts';
import type { Context } from '../context.ts';
import type { Question as QuestionRow } from '../../db/generated/client.ts';
import {
  PRACTICE_SET,
  practiceChapterOptions,
  practiceRefusal,
  practiceScope,
  type ChapterOption,
  type MethodologyOption,
  type PracticeRefusal,
  type PracticeScope,
} from '../../domain/practice/practiceSets.ts';
import {
  practiceExams,
  practiceSetIds,
  practiceTopic,
  type ExamTerm,
  type ExamYear,
  type GradeEstimate,
  type PracticeChildIds,
  type PracticeExam,
  type PracticeSetIds,
} from '../../domain/practice/practicePages.ts';
import { teacherSelection, type SelectedSet } from '../../domain/collections/teacherSelection.ts';

/** Someone's self-practice in one stream: the viewer's own, or a student's that their teacher looks at (classroom). */
export interface PracticeParent {
  scope: PracticeScope;
  userId: number;
}

/** A question as the query loaded it: a Question row with what its SetQuestion fields need. */
type SetQuestionRow = QuestionRow;

/**
 * The SetQuestion rows of `ids` with the selection the client made under `path` (from the field being resolved), in
 * one statement. Rows come back by id, so each list keeps its own order.
 */
async function loadSetQuestions(ctx: Context, info: GraphQLResolveInfo, path: string[], ids: readonly number[]): Promise<Map<number, SetQuestionRow>> {
  if (!ids.length) return new Map();
  const query = queryFromInfo({ context: ctx, info, typeName: 'SetQuestion', path, select: { id: true } });
  const rows = (await ctx.db.question.findMany({ ...query, where: { id: { in: [...new Set(ids)] } } })) as SetQuestionRow[];
  return new Map(rows.map((row) => [row.id, row]));
}

const inOrder = (ids: readonly number[], rows: ReadonlyMap<number, SetQuestionRow>) => ids.flatMap((id) => rows.get(id) ?? []);

/** A refusal of practiceScope in the spec's words (the same sentences as the disabled menu entries). */
export async function refusalText(ctx: Context, reason: PracticeRefusal, streamId: number): Promise<string> {
  if (reason === 'signedOut') return NL.practiceSignedOut;
  if (reason === 'license') return streamNotInLicense(ctx, streamId);
  const stream = (await ctx.actor.streams()).find((s) => s.id === streamId);
  return stream ? NL.practiceUnpublished(stream.courseName, stream.levelName) : NL.forbidden;
}

// ── The chapter filter ──

const PracticeChapter = builder.objectRef<ChapterOption>('PracticeChapter');
PracticeChapter.implement({
  description: 'A chapter (or paragraph) of the chapter filter of /zelf-oefenen/per-onderwerp.',
  fields: (t) => ({
    urlId: t.string({ description: 'What Practice.sets(chapterUrlId) takes.', resolve: (c, _a, ctx) => ctx.ids.encode(c.id) }),
    name: t.exposeString('name', { description: "A code such as 'H5' or 'H5.3'." }),
    title: t.exposeString('title', { nullable: true }),
    children: t.field({ type: [PracticeChapter], description: 'Its paragraphs with practice questions.', resolve: (c) => c.children }),
  }),
});

const PracticeMethod = builder.objectRef<MethodologyOption>('PracticeMethod').implement({
  description: 'A textbook method (methode) with its chapters that hold practice questions.',
  fields: (t) => ({
    name: t.exposeString('name'),
    chapters: t.field({ type: [PracticeChapter], resolve: (m) => m.chapters }),
  }),
});

// ── Per onderwerp ──

type ChildParent = Omit<PracticeChildIds, 'questionIds'> & { questions: SetQuestionRow[] };
type SetParent = Omit<PracticeSetIds, 'children'> & { children: ChildParent[] };

const PracticeSetChild = builder.objectRef<ChildParent>('PracticeSetChild').implement({
  description: "A part of a practice set: 'basisvaardigheid' or 'gecombineerde-opgaven' (an 'opgave' in an exam).",
  fields: (t) => ({
    urlId: t.string({ resolve: (c, _a, ctx) => ctx.ids.encode(c.id) }),
    name: t.exposeString('name'),
    type: t.exposeString('type'),
    questions: t.field({ type: [SetQuestion], description: 'In the set’s order; never a question hidden from the viewer.', resolve: (c) => c.questions }),
  }),
});

const PracticeSet = builder.objectRef<SetParent>('PracticeSet').implement({
  description: 'A practice set (oefenset) with the parts that have something left to practise.',
  fields: (t) => ({
    urlId: t.string({ resolve: (s, _a, ctx) => ctx.ids.encode(s.id) }),
    name: t.exposeString('name'),
    type: t.exposeString('type'),
    children: t.field({ type: [PracticeSetChild], resolve: (s) => s.children }),
  }),
});

// ── Hele examens ──

const EstimatedGrade = builder.objectRef<GradeEstimate>('EstimatedGrade').implement({
  description: "The grade the viewer's scores of a whole exam would have earned (CvTE: 9·S/L + N with its boundary relations, one decimal). L is the sum of the exam's question points.",
  fields: (t) => ({
    grade: t.exposeFloat('grade', { description: 'One decimal, 1.0 to 10.0.' }),
    score: t.exposeInt('score', { description: 'S: the points scored.' }),
    maxScore: t.exposeInt('maxScore', { description: 'L: the maximum score of the exam.' }),
    nTerm: t.exposeFloat('nTerm'),
    nextGrade: t.int({ nullable: true, description: 'The next whole grade; null at 10.', resolve: (g) => g.next?.grade ?? null }),
    pointsToNextGrade: t.int({ nullable: true, description: 'The fewest extra points for the next whole grade; null at 10.', resolve: (g) => g.next?.points ?? null }),
  }),
});

type ExamTopicParent = { topicId: number; name: string; position: number; questions: SetQuestionRow[] };
type ExamParent = Omit<PracticeExam, 'topics'> & { topics: ExamTopicParent[] };
type TermParent = Omit<ExamTerm, 'exams'> & { exams: ExamParent[] };
type YearParent = Omit<ExamYear, 'terms'> & { terms: TermParent[] };

const PracticeExamTopic = builder.objectRef<ExamTopicParent>('PracticeExamTopic').implement({
  description: 'A topic (opgave) of a whole exam.',
  fields: (t) => ({
    urlId: t.string({ description: 'The topic: /zelf-oefenen/{urlId}.', resolve: (topic, _a, ctx) => ctx.ids.encode(topic.topicId) }),
    name: t.exposeString('name'),
    position: t.exposeInt('position', { description: 'Its number in the exam.' }),
    questions: t.field({ type: [SetQuestion], description: 'In number order; never a question hidden from the viewer.', resolve: (topic) => topic.questions }),
  }),
});

const PracticeExam = builder.objectRef<ExamParent>('PracticeExam').implement({
  description: 'A whole exam to practise, with the viewer’s progress.',
  fields: (t) => ({
    urlId: t.string({ resolve: (e, _a, ctx) => ctx.ids.encode(e.examId) }),
    name: t.exposeString('name', { description: "E.g. '2019 2e tijdvak'." }),
    year: t.exposeInt('year'),
    term: t.exposeInt('term', { description: 'Tijdvak 1-3.' }),
    isPilot: t.exposeBoolean('isPilot'),
    nTerm: t.exposeFloat('nTerm', { nullable: true, description: 'The N-term of the normering; null while unknown.' }),
    topics: t.field({ type: [PracticeExamTopic], resolve: (e) => e.topics }),
    questionCount: t.exposeInt('questionCount', { description: 'Every question of the exam, also those hidden from the viewer.' }),
    maxScore: t.exposeInt('maxScore', { description: "The sum of the exam's question points." }),
    scoredCount: t.exposeInt('scoredCount', { description: "Questions the viewer scored ('Bekijk je punten')." }),
    scoredPoints: t.exposeInt('scoredPoints', { description: 'Their points.' }),
    estimatedGrade: t.field({
      type: EstimatedGrade,
      nullable: true,
      description: 'Once every question of the exam is scored and its N-term is known; null before.',
      resolve: (e) => e.estimate,
    }),
  }),
});

const PracticeExamTerm = builder.objectRef<TermParent>('PracticeExamTerm').implement({
  fields: (t) => ({ term: t.exposeInt('term', { description: 'Tijdvak 1-3.' }), exams: t.field({ type: [PracticeExam], resolve: (x) => x.exams }) }),
});

const PracticeExamYear = builder.objectRef<YearParent>('PracticeExamYear').implement({
  fields: (t) => ({ year: t.exposeInt('year'), terms: t.field({ type: [PracticeExamTerm], description: 'By term.', resolve: (y) => y.terms }) }),
});

// ── Practice ──

export const Practice = builder.objectRef<PracticeParent>('Practice').implement({
  description: "The viewer's self-practice in a stream (document 2 §2.5).",
  fields: (t) => ({
    chapterOptions: t.field({
      type: [PracticeMethod],
      description: "The chapter filter: per method the chapters with practice questions, without those whose title holds 'examen' or 'training'.",
      resolve: (p, _a, ctx) => practiceChapterOptions(ctx.db, p.scope),
    }),
    sets: t.field({
      type: [PracticeSet],
      description: "The practice sets per onderwerp (oefensets), with a chapter only that chapter's questions; [] is 'Geen oefenset gevonden'.",
      args: { chapterUrlId: t.arg.string({ required: false, description: 'A chapter of chapterOptions (a chapter takes its paragraphs with it).' }) },
      resolve: async (p, args, ctx, info) => {
        const chapterId = args.chapterUrlId ? (ctx.ids.decode(args.chapterUrlId) ?? 0) : null;
        const sets = await practiceSetIds(ctx.db, p.scope, PRACTICE_SET, chapterId);
        const rows = await loadSetQuestions(
          ctx,
          info,
          ['children', 'questions'],
          sets.flatMap((s) => s.children.flatMap((c) => c.questionIds)),
        );
        return sets.map((s) => ({ ...s, children: s.children.map(({ questionIds, ...c }) => ({ ...c, questions: inOrder(questionIds, rows) })) }));
      },
    }),
    exams: t.field({
      type: [PracticeExamYear],
      description: 'The whole exams (hele examens), newest year first, per term.',
      resolve: async (p, _a, ctx, info) => {
        const years = await practiceExams(ctx.db, p.scope, p.userId);
        const exams = years.flatMap((y) => y.terms.flatMap((term) => term.exams));
        const rows = await loadSetQuestions(
          ctx,
          info,
          ['terms', 'exams', 'topics', 'questions'],
          exams.flatMap((e) => e.topics.flatMap((topic) => topic.questionIds)),
        );
        return years.map((y) => ({
          ...y,
          terms: y.terms.map((term) => ({
            ...term,
            exams: term.exams.map((e) => ({ ...e, topics: e.topics.map(({ questionIds, ...topic }) => ({ ...topic, questions: inOrder(questionIds, rows) })) })),
          })),
        }));
      },
    }),
  }),
});

builder.prismaObjectField('Stream', 'practice', (t) =>
  t.field({
    type: Practice,
    description: 'Self-practice in this stream: for signed-in users with the stream, once its practice sets are published (admins and authors also in concept). Otherwise a ForbiddenError saying why.',
    errors: { types: [ForbiddenError] },
    resolve: async (stream, _a, ctx) => {
      const scope = await practiceScope(ctx.db, await ctx.actor.access(), ctx.actor.user?.id ?? null, stream.id, ctx.now);
      if (scope.kind === 'forbidden') throw new ForbiddenError(await refusalText(ctx, scope.reason, stream.id));
      if (scope.kind === 'not-found') throw new ForbiddenError(NL.forbidden);
      return { scope, userId: ctx.actor.user!.id };
    },
  }),
);

// ── One topic ──

const PracticeTopic = builder.objectRef<{ topicId: number; streamId: number; questions: SetQuestionRow[] }>('PracticeTopic').implement({
  description: 'A topic to practise at /zelf-oefenen/{topic}/{question?}.',
  fields: (t) => ({
    // Practised by the student's own right (practiceTopic checked it): the topic's introduction and figures come along.
    topic: t.prismaField({ type: 'Topic', resolve: async (query, p, _a, ctx) => withQuestionContext(await ctx.db.topic.findUniqueOrThrow({ ...query, where: { id: p.topicId } })) }),
    stream: t.prismaField({ type: 'Stream', description: 'Where its scores are saved.', resolve: (query, p, _a, ctx) => ctx.db.stream.findUniqueOrThrow({ ...query, where: { id: p.streamId } }) }),
    questions: t.field({ type: [SetQuestion], description: 'In number order, without those hidden from the viewer.', resolve: (p) => p.questions }),
  }),
});

builder.queryField('practiceTopic', (t) =>
  t.field({
    type: PracticeTopic,
    description: 'A topic to practise by its urlId, in a stream the viewer may practise in; NotFoundError for an unknown or invisible topic.',
    args: { urlId: t.arg.string({ required: true }) },
    errors: { types: [NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx, info) => {
      const topicId = ctx.ids.decode(args.urlId);
      if (topicId === undefined) throw new NotFoundError();
      const result = await practiceTopic(ctx.db, await ctx.actor.access(), ctx.actor.user?.id ?? null, topicId, ctx.now);
      if (result.kind === 'not-found') throw new NotFoundError();
      if (result.kind === 'forbidden') throw new ForbiddenError(await refusalText(ctx, result.reason, result.streamId));
      const rows = await loadSetQuestions(ctx, info, ['questions'], result.questionIds);
      return { topicId, streamId: result.scope.streamId, questions: inOrder(result.questionIds, rows) };
    },
  }),
);

// ── Selectie vanuit docent ──

const SelectedSetRef = builder.objectRef<SelectedSet>('SelectedSet').implement({
  description: "A set a teacher shared with the student ('Selectie vanuit docent'); the student opens it at /student/{key}.",
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    authorName: t.exposeString('ownerName'),
    sharedAt: t.expose('sharedAt', { type: 'DateTime', description: 'When it was last shared with the student.' }),
    stream: t.prismaField({ type: 'Stream', resolve: (query, s, _a, ctx) => ctx.db.stream.findUniqueOrThrow({ ...query, where: { id: s.streamId } }) }),
    questionCount: t.exposeInt('questionCount'),
    topicCount: t.exposeInt('topicCount'),
  }),
});

builder.objectField(Viewer, 'teacherSelection', (t) =>
  t.field({
    type: [SelectedSetRef],
    description: "The sets the viewer's teachers shared with their groups or all their students, the latest share first; [] for anyone without a student seat.",
    resolve: (_v, _a, ctx) => (ctx.actor.user ? teacherSelection(ctx.db, ctx.actor.user.id, ctx.now) : []),
  }),
);

builder.objectField(Viewer, 'practiceNotice', (t) =>
  t.string({
    nullable: true,
    description: "Why the viewer cannot practise in the current stream, in the spec's words — the menu's and the student home's disabled self-practice entries say it — or null when they can.",
    resolve: async (_v, _a, ctx) => {
      const streamId = await ctx.actor.currentStreamId();
      if (!streamId) return ctx.actor.user ? NL.practiceNoStream : NL.practiceSignedOut;
      const stream = await ctx.db.stream.findUnique({ where: { id: streamId }, select: { id: true, practiceStatus: true } });
      const reason = stream ? practiceRefusal(await ctx.actor.access(), stream) : 'license';
      return reason ? refusalText(ctx, reason, streamId) : null;
    },
  }),
);
