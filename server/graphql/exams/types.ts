// The exam lists (document 2 §2.9): a stream's year blocks with their exam terms (tijdvakken), one exam term with its
// topics, and 'Examen als selectie gebruiken'. The rules live in server/domain/exams/; these resolvers only decode,
// ask the domain and word its answers.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import '../cart/types.ts';
import { Viewer } from '../accounts/viewer.ts';
import { cartTopicCount } from '../../domain/cart/cart.ts';
import { examTermTopicIds, examYears, findExamTerm, mayBrowseExams, parseTermId, termIdOf, type ExamTerm, type ExamYearBlock } from '../../domain/exams/examList.ts';
import { selectExam } from '../../domain/exams/selection.ts';
import { inIdOrder } from '../../domain/search/search.ts';
import { maySelectQuestions } from '../../domain/topics/policy.ts';
import { ForbiddenError, NotFoundError } from '../errors/types.ts';
import { NL } from '../errors/messages.ts';
import { idOf } from '../ids.ts';
import { requestLoader } from '../loaders.ts';
import { streamNotInLicense } from '../streams/notice.ts';

const ExamYearStateEnum = builder.enumType('ExamYearState', {
  values: {
    exams: { description: 'The year has exams the viewer sees.' },
    noCentralExams: { description: 'No central exams were held that year (2020: COVID-19).' },
    notProcessed: { description: "The year's central exams are not processed yet." },
  } as const,
});

/** The topic ids of each term a request asks about, read once per term (its topics and its question count need them). */
const termTopicIds = requestLoader<ExamTerm, number[], string>((terms, ctx) => Promise.all(terms.map((term) => examTermTopicIds(ctx.db, term))), {
  // The same term as the viewer sees it: its stream, year and term, and the exam statuses it holds.
  cacheKeyFn: (term) => `${term.streamId}:${termIdOf(term)}:${term.statuses.join(',')}`,
});

export const ExamTermRef = builder.objectRef<ExamTerm>('ExamTerm').implement({
  description: 'An exam term (tijdvak) of a stream: the exams of one year and term the viewer sees.',
  fields: (t) => ({
    id: t.id({
      description: 'A unique id for the client store (this viewer’s view of the term), so a mutation’s answer updates the page; not a node.',
      resolve: (e) => encodeGlobalID('ExamTerm', `${e.streamId}:${termIdOf(e)}`),
    }),
    termId: t.string({ description: "The id of the term in web addresses, '{year}-{term}' (e.g. '2023-1').", resolve: (e) => termIdOf(e) }),
    year: t.exposeInt('year'),
    term: t.exposeInt('term', { description: 'Tijdvak 1-3.' }),
    showAnswers: t.exposeBoolean('showAnswers', { description: 'Students get tips and self-marking for its questions.' }),
    isConcept: t.exposeBoolean('isConcept', { description: 'Only concept exams (seen by admins and authors).' }),
    stream: t.prismaField({ type: 'Stream', resolve: (query, e, _a, ctx) => ctx.db.stream.findUniqueOrThrow({ ...query, where: { id: e.streamId } }) }),
    topics: t.prismaField({
      type: ['Topic'],
      description: 'Its topics in exam order (position), as the search with the filters year and term and the sort position finds them.',
      resolve: async (query, e, _a, ctx) => {
        const ids = await termTopicIds(ctx).load(e);
        return ids.length ? inIdOrder(ids, await ctx.db.topic.findMany({ ...query, where: { id: { in: ids } } })) : [];
      },
    }),
    questionCount: t.int({
      description: 'The questions of its topics: what using the exam as the selection puts in the cart.',
      resolve: async (e, _a, ctx) => {
        const ids = await termTopicIds(ctx).load(e);
        return ids.length ? ctx.db.question.count({ where: { topicId: { in: ids } } }) : 0;
      },
    }),
    viewerMaySelect: t.boolean({
      description: 'The viewer may make this exam their current selection (a grant for the stream).',
      resolve: async (e, _a, ctx) => maySelectQuestions(await ctx.actor.access(), e.streamId),
    }),
    viewerSelectionNotice: t.string({
      nullable: true,
      description: "Why the viewer may not use this exam as their selection ('{course} {level} valt niet onder je licentie.'); null when they may.",
      resolve: async (e, _a, ctx) => (maySelectQuestions(await ctx.actor.access(), e.streamId) ? null : streamNotInLicense(ctx, e.streamId)),
    }),
    viewerSelectionCount: t.int({
      description: "Topics in the viewer's current selection of this stream, which using the exam as the selection would wipe.",
      resolve: (e, _a, ctx) => (ctx.actor.user ? cartTopicCount(ctx.db, ctx.actor.user.id, e.streamId) : 0),
    }),
  }),
});

const ExamYearRef = builder.objectRef<ExamYearBlock>('ExamYear').implement({
  description: 'A year block of the exam list.',
  fields: (t) => ({
    year: t.exposeInt('year'),
    state: t.field({ type: ExamYearStateEnum, resolve: (y) => y.state }),
    terms: t.field({ type: [ExamTermRef], description: 'By term; empty unless the state is exams.', resolve: (y) => y.terms }),
  }),
});

builder.prismaObjectFields('Stream', (t) => ({
  examYears: t.field({
    type: [ExamYearRef],
    description: 'The exam list (document 2 §2.9): year blocks from the newest year down to 2017. Docent, author and admin.',
    authScopes: async (_stream, _args, ctx) => mayBrowseExams(await ctx.actor.access()),
    resolve: async (stream, _a, ctx) => examYears(ctx.db, await ctx.actor.access(), stream.id, ctx.now),
  }),
  examTerm: t.field({
    type: ExamTermRef,
    nullable: true,
    description: "One exam term by its id ('2023-1'); null when the viewer sees no exam of that year and term.",
    authScopes: async (_stream, _args, ctx) => mayBrowseExams(await ctx.actor.access()),
    args: { termId: t.arg.string({ required: true }) },
    resolve: async (stream, { termId }, ctx) => {
      const ref = parseTermId(termId);
      return ref ? findExamTerm(ctx.db, await ctx.actor.access(), stream.id, ref.year, ref.term) : null;
    },
  }),
}));

const SelectExamSuccess = builder.objectRef<{ cartId: number; streamId: number; year: number; term: number; topicCount: number; questionCount: number }>('SelectExamSuccess').implement({
  fields: (t) => ({
    topicCount: t.exposeInt('topicCount', { description: 'Topics now in the selection.' }),
    questionCount: t.exposeInt('questionCount', { description: 'Questions now in the selection.' }),
    cart: t.prismaField({ type: 'Cart', resolve: (query, p, _a, ctx) => ctx.db.cart.findUniqueOrThrow({ ...query, where: { id: p.cartId } }) }),
    examTerm: t.field({
      type: ExamTermRef,
      nullable: true,
      description: 'The exam term after the change (its viewerSelectionCount).',
      resolve: async (p, _a, ctx) => findExamTerm(ctx.db, await ctx.actor.access(), p.streamId, p.year, p.term),
    }),
    viewer: t.field({ type: Viewer, description: 'The viewer: the exam’s stream is now the current one (the menu’s badge).', resolve: () => ({}) }),
  }),
});

builder.mutationField('selectExam', (t) =>
  t.field({
    type: SelectExamSuccess,
    description: "'Examen als selectie gebruiken': every question of an exam term replaces the viewer's current selection of the stream, which becomes the current stream.",
    authScopes: { signedIn: true },
    args: {
      streamId: t.arg.id({ required: true, description: 'The global id of the stream.' }),
      year: t.arg.int({ required: true }),
      term: t.arg.int({ required: true }),
    },
    errors: { types: [NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const streamId = idOf(args.streamId, 'Stream');
      if (streamId === undefined) throw new NotFoundError();
      const result = await selectExam(ctx, { streamId, year: args.year, term: args.term });
      switch (result.kind) {
        case 'not-found':
          throw new NotFoundError();
        case 'empty':
          throw new NotFoundError(NL.noQuestionsFound);
        case 'forbidden':
          throw new ForbiddenError(result.reason === 'license' ? NL.streamNotInLicense(result.course, result.level) : NL.forbidden);
        case 'ok':
          // The rest of this request answers with the exam's stream as the current one, as the database now has it.
          ctx.actor.currentStreamId = () => Promise.resolve(result.streamId);
          return { ...result, year: args.year, term: args.term };
      }
    },
  }),
);
