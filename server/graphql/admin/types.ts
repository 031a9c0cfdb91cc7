// The back-office shell (document 3 §2, issue 45): the streams it lists and its side menu, loaded a level at a time as
// the author opens it — a stream's exams, an exam's topics, a topic's questions. Each level is one query of a few
// statements, whatever the number of children (tests/server/admin.test.ts counts them). Every field here is for
// authors and admins only (the area policy 'admin', server/domain/admin/backOffice.ts); the rules and orders live in
// the domain, these resolvers only decode and spread the client's selection.
import { builder } from '../builder.ts';
import { nodeId } from '../syncNodeIds.ts';
import { idOf } from '../ids.ts';
import { BACK_OFFICE_EXAM_ORDER, BACK_OFFICE_QUESTION_ORDER, BACK_OFFICE_TOPIC_ORDER, mayUseBackOffice } from '../../domain/admin/backOffice.ts';
import { streamOrder } from '../../domain/content/streams.ts';
import '../streams/types.ts';
import '../topics/types.ts';
import '../topics/question.ts';

/** A level of the side menu holds at most this many entries per page; a stream has some 60 exams, a topic a dozen questions. */
const MENU_PAGE = 100;
const MENU_PAGE_MAX = 500;

export const ExamStatusEnum = builder.enumType('ExamStatus', {
  description: 'Where an exam is in its processing (document 3 §4); the web words it.',
  values: {
    prepared: { description: 'Nog niet begonnen: the PDF is uploaded, no topic yet.' },
    processing: { description: 'Wordt al verwerkt: the first topic is made.' },
    published: { description: 'Gepubliceerd.' },
    concept: { description: 'Concept (seen by authors and admins only).' },
    frozen: { description: 'Bevroren.' },
  } as const,
});

const backOffice = { area: 'admin' } as const;

builder.prismaNode('Exam', {
  id: nodeId('id'),
  nullable: true,
  // No type-level scope (it would make every exam's id a promise, ../syncNodeIds.ts): every way to an exam — the
  // queries and connections below, node(id:) through findUnique — is for authors and admins only.
  description: 'An exam of a stream as the back-office sees it: authors and admins only.',
  // node(id:) finds an exam only for an author or admin: no exam of any status reaches anyone else this way.
  findUnique: async (id, ctx) => ({ id: mayUseBackOffice(await ctx.actor.access()) && Number.isSafeInteger(Number(id)) ? Number(id) : 0 }),
  fields: (t) => ({
    urlId: t.string({ description: 'The id used in web addresses: /admin/courses/{course}/exams/{urlId}.', resolve: (e, _a, ctx) => ctx.ids.encode(e.id) }),
    year: t.exposeInt('year'),
    term: t.exposeInt('term', { description: 'Tijdvak 1-3.' }),
    status: t.expose('status', { type: ExamStatusEnum }),
    showAnswers: t.exposeBoolean('showAnswers', { description: "'Nakijken tonen': students get tips and self-marking." }),
    isPilot: t.exposeBoolean('isPilot'),
    stream: t.relation('stream'),
    adminTopics: t.relatedConnection('topics', {
      cursor: 'id',
      defaultSize: MENU_PAGE,
      maxSize: MENU_PAGE_MAX,
      description: 'Its topics in exam order (position), for the side menu.',
      authScopes: backOffice,
      query: { orderBy: BACK_OFFICE_TOPIC_ORDER },
    }),
    adminQuestions: t.prismaConnection({
      type: 'Question',
      cursor: 'id',
      defaultSize: MENU_PAGE,
      maxSize: MENU_PAGE_MAX,
      description:
        "Every question of the exam, in exam order (its topic's position, then its number): one flat list, so a page listing topics with their questions (the processing wizard) asks for two lists, not one per topic. Authors and admins.",
      authScopes: backOffice,
      resolve: (query, exam, _a, ctx) =>
        ctx.db.question.findMany({ ...query, where: { topic: { examId: exam.id } }, orderBy: [{ topic: { position: 'asc' } }, { topicId: 'asc' }, ...BACK_OFFICE_QUESTION_ORDER] }),
    }),
  }),
});

builder.prismaObjectFields('Stream', (t) => ({
  adminExams: t.relatedConnection('exams', {
    cursor: 'id',
    defaultSize: MENU_PAGE,
    maxSize: MENU_PAGE_MAX,
    description: 'Every exam of the stream, of every status, newest year and term first, then by status rank (document 3 §2). Authors and admins.',
    authScopes: backOffice,
    query: { orderBy: BACK_OFFICE_EXAM_ORDER },
  }),
}));

builder.prismaObjectFields('Topic', (t) => ({
  adminQuestions: t.relatedConnection('questions', {
    cursor: 'id',
    defaultSize: MENU_PAGE,
    maxSize: MENU_PAGE_MAX,
    description: 'Its questions by number, for the side menu. Authors and admins.',
    authScopes: backOffice,
    query: { orderBy: BACK_OFFICE_QUESTION_ORDER },
  }),
}));

builder.queryField('adminStreams', (t) =>
  t.prismaField({
    type: ['Stream'],
    description: "The back-office's streams (course and level), in display order. Authors and admins.",
    authScopes: backOffice,
    resolve: (query, _root, _args, ctx) => ctx.db.stream.findMany({ ...query, orderBy: streamOrder }),
  }),
);

builder.queryField('adminStream', (t) =>
  t.prismaField({
    type: 'Stream',
    nullable: true,
    description: 'One stream by the id of its web address (/admin/courses/{urlId}); null when there is none. Authors and admins.',
    authScopes: backOffice,
    args: { urlId: t.arg.string({ required: true }) },
    resolve: (query, _root, { urlId }, ctx) => {
      const id = ctx.ids.decode(urlId);
      return id === undefined ? null : ctx.db.stream.findUnique({ ...query, where: { id } });
    },
  }),
);

builder.queryField('adminExam', (t) =>
  t.prismaField({
    type: 'Exam',
    nullable: true,
    description: 'One exam of any status by its global id; null when there is none. Authors and admins.',
    authScopes: backOffice,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => {
      const id = idOf(args.id, 'Exam');
      return id === undefined ? null : ctx.db.exam.findUnique({ ...query, where: { id } });
    },
  }),
);

builder.queryField('adminTopic', (t) =>
  t.prismaField({
    type: 'Topic',
    nullable: true,
    description: 'One topic of an exam of any status by its global id; null when there is none. Authors and admins.',
    authScopes: backOffice,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => {
      const id = idOf(args.id, 'Topic');
      return id === undefined ? null : ctx.db.topic.findUnique({ ...query, where: { id } });
    },
  }),
);
