// The back-office's question editor (vraag, issue 45): a question's editable fields with its version, the stream's
// choices the form offers (question types, keywords, chapters by method, domains), the earlier questions a dependency
// may name with what they hold, its solution strategies for the table, and the mutations createQuestion, updateQuestion
// and deleteQuestion. The resolvers decode ids, call the one domain command each (server/domain/admin/questions.ts) and
// map its answer onto typed errors: field errors by path, a version conflict, forbidden, not found, a question in use.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import {
  createQuestion,
  deleteQuestion,
  earlierQuestions,
  editableQuestion,
  questionFormOptions,
  updateQuestion,
  QUESTION_FIELD_ORDER,
  type EditableQuestion,
  type QuestionField,
  type QuestionInput,
} from '../../domain/admin/questions.ts';
import type { Issue } from '../../domain/errors.ts';
import { ErrorInterface, ForbiddenError, NotFoundError, ValidationError } from '../errors/types.ts';
import { issueText } from '../errors/messages.ts';
import { unlessRefused } from '../errors/outcome.ts';
import { VersionConflictInterface } from './conflicts.ts';
import { idOf } from '../ids.ts';
import type { Context } from '../context.ts';
import { ComplexityEnum } from '../topics/types.ts';
import { Attachment } from '../topics/question.ts';
import './types.ts';
import './topics.ts';

const backOffice = { area: 'admin' } as const;

/** Words of the question editor's failures (document 3 §8; the conflict is issue 45's 'No lost edit'). */
export const QUESTION_MESSAGES = {
  conflict: 'Deze vraag is intussen door iemand anders gewijzigd. Bekijk de wijzigingen en sla opnieuw op.',
  notDeleted: 'Kon de vraag niet verwijderen: ze staat in een opgavenset van een docent of leerlingen hebben haar al nagekeken.',
} as const;

/** The editor's own sentences for an issue (the dependency flags are named by their last path segment). */
const QUESTION_WORDING: Record<string, Partial<Record<Issue['code'], string>>> = {
  proportionValue: { notAllowed: 'Een P-waarde ligt tussen 0 en 100' },
  number: { notAllowed: 'Een nummer is 0 of meer' },
  points: { notAllowed: 'Het aantal punten is 0 of meer' },
  timeInMinutes: { notAllowed: 'Het aantal minuten is 0 of meer' },
  typeId: { unknownId: 'Kies een vraagtype van dit vak' },
  chapterIds: { unknownId: 'Kies een hoofdstuk van dit vak' },
  domainIds: { unknownId: 'Kies een domein van dit vak' },
  questionId: { notAllowed: 'Alleen een eerdere vraag (lager nummer) van dit examen' },
  introduction: { notAllowed: 'De eerdere vraag heeft geen inleiding' },
  attachments: { notAllowed: 'De eerdere vraag heeft geen bijlagen' },
  appendixes: { notAllowed: 'De eerdere vraag heeft geen uitwerkbijlagen' },
};
const wordQuestion = (field: string, issue: Issue) => QUESTION_WORDING[field]?.[issue.code] ?? issueText(field, issue);

const QuestionFieldEnum = builder.enumType('QuestionEditField', {
  description: "A field of the question editor, as a conflict names what changed since the edit's version.",
  values: QUESTION_FIELD_ORDER as QuestionField[],
});

async function attachmentsOf(ctx: Context, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await ctx.db.attachment.findMany({ where: { id: { in: [...ids] } }, include: { file: true } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const DependencyEdit = builder.objectRef<EditableQuestion['dependencies'][number]>('QuestionDependencyEdit').implement({
  description: 'An earlier question this one builds on, with what it brings in.',
  fields: (t) => ({
    questionId: t.string({ description: 'The earlier question, as EarlierQuestion.id.', resolve: (d, _a, ctx) => ctx.ids.encode(d.questionId) }),
    introduction: t.exposeBoolean('introduction'),
    attachments: t.exposeBoolean('attachments'),
    appendixes: t.exposeBoolean('appendixes'),
  }),
});

type Earlier = Awaited<ReturnType<typeof earlierQuestions>>[number];
const EarlierQuestion = builder.objectRef<Earlier>('EarlierQuestion').implement({
  description: 'A question of the same exam with a lower number: a dependency may name it, bringing in only what it has.',
  fields: (t) => ({
    id: t.string({ resolve: (q, _a, ctx) => ctx.ids.encode(q.id) }),
    number: t.exposeInt('number'),
    topicName: t.exposeString('topicName'),
    hasIntroduction: t.exposeBoolean('hasIntroduction'),
    hasAttachments: t.exposeBoolean('hasAttachments'),
    hasAppendixes: t.exposeBoolean('hasAppendixes'),
  }),
});

type Options = Awaited<ReturnType<typeof questionFormOptions>>;
const Choice = builder.objectRef<{ id: number; name: string }>('QuestionFormChoice').implement({
  fields: (t) => ({ id: t.string({ resolve: (c, _a, ctx) => ctx.ids.encode(c.id) }), name: t.exposeString('name') }),
});
const ChapterChoice = builder.objectRef<Options['chapters'][number]>('QuestionFormChapter').implement({
  fields: (t) => ({
    id: t.string({ resolve: (c, _a, ctx) => ctx.ids.encode(c.id) }),
    name: t.exposeString('name', { description: "A code such as 'H5' or 'H5.3'." }),
    title: t.exposeString('title', { nullable: true }),
    isBook: t.boolean({ description: 'A top-level chapter (a book); the others are its paragraphs.', resolve: (c) => c.parentId === null }),
  }),
});
const MethodologyChoice = builder.objectRef<{ id: number; name: string; chapters: Options['chapters'] }>('QuestionFormMethodology').implement({
  fields: (t) => ({ id: t.string({ resolve: (m, _a, ctx) => ctx.ids.encode(m.id) }), name: t.exposeString('name'), chapters: t.field({ type: [ChapterChoice], resolve: (m) => m.chapters }) }),
});
type DomainTree = { id: number; name: string; children: { id: number; name: string }[] };
const DomainChoice = builder.objectRef<DomainTree>('QuestionFormDomain').implement({
  fields: (t) => ({ id: t.string({ resolve: (d, _a, ctx) => ctx.ids.encode(d.id) }), name: t.exposeString('name'), children: t.field({ type: [Choice], resolve: (d) => d.children }) }),
});
const FormOptions = builder.objectRef<Options>('QuestionFormOptions').implement({
  description: "The stream's choices the question form offers.",
  fields: (t) => ({
    questionTypes: t.field({ type: [Choice], resolve: (o) => o.types }),
    tagNames: t.stringList({ description: "The stream's keywords, by name.", resolve: (o) => o.tags.map((tag) => tag.name) }),
    methodologies: t.field({
      type: [MethodologyChoice],
      description: 'Chapters grouped per method, in order.',
      resolve: (o) => {
        const groups = new Map<number, { id: number; name: string; chapters: Options['chapters'] }>();
        for (const c of o.chapters) {
          const group = groups.get(c.methodology.id) ?? { ...c.methodology, chapters: [] };
          group.chapters.push(c);
          groups.set(c.methodology.id, group);
        }
        return [...groups.values()];
      },
    }),
    domains: t.field({
      type: [DomainChoice],
      description: 'Top-level domains with their subdomains.',
      resolve: (o) => o.domains.filter((d) => d.parentId === null).map((d) => ({ id: d.id, name: d.name, children: o.domains.filter((c) => c.parentId === d.id) })),
    }),
  }),
});

type Strategy = { id: number; name: string; position: number; status: string; steps: number };
const StrategyRow = builder.objectRef<Strategy>('QuestionStrategyRow').implement({
  description: 'A solution strategy (answer) of the question, as its table lists it.',
  fields: (t) => ({
    urlId: t.string({ description: 'The id of its editor: …/exams/{exam}/answers/{urlId}.', resolve: (a, _a, ctx) => ctx.ids.encode(a.id) }),
    name: t.exposeString('name'),
    position: t.exposeInt('position'),
    status: t.exposeString('status', { description: 'concept or published.' }),
    stepCount: t.exposeInt('steps'),
  }),
});

const QuestionEdit = builder.objectRef<EditableQuestion>('QuestionEdit').implement({
  description: "A question's fields as the back-office's editor edits them, with the version a save is based on. Ids are the opaque ids of the form's choices.",
  fields: (t) => ({
    version: t.exposeInt('version', { description: 'Raised by every saved change; updateQuestion names the version it edited.' }),
    topicUrlId: t.string({ resolve: (q, _a, ctx) => ctx.ids.encode(q.topicId) }),
    number: t.exposeInt('number'),
    points: t.exposeInt('points'),
    timeInMinutes: t.exposeInt('timeInMinutes', { nullable: true }),
    complexity: t.field({ type: ComplexityEnum, nullable: true, resolve: (q) => q.complexity }),
    proportionValue: t.exposeInt('proportionValue', { nullable: true, description: 'P-waarde, 0-100.' }),
    typeId: t.string({ nullable: true, resolve: (q, _a, ctx) => (q.typeId === null ? null : ctx.ids.encode(q.typeId)) }),
    introduction: t.exposeString('introduction', { nullable: true, description: 'Markup.' }),
    text: t.exposeString('text', { description: 'Markup.' }),
    attachmentIds: t.stringList({ description: 'As Attachment.editId, in order.', resolve: (q, _a, ctx) => q.attachmentIds.map((id) => ctx.ids.encode(id)) }),
    attachments: t.field({ type: [Attachment], resolve: (q, _a, ctx) => attachmentsOf(ctx, q.attachmentIds) }),
    appendixIds: t.stringList({ description: 'Uitwerkbijlagen, as Attachment.editId, in order.', resolve: (q, _a, ctx) => q.appendixIds.map((id) => ctx.ids.encode(id)) }),
    appendixes: t.field({ type: [Attachment], resolve: (q, _a, ctx) => attachmentsOf(ctx, q.appendixIds) }),
    chapterIds: t.stringList({ resolve: (q, _a, ctx) => q.chapterIds.map((id) => ctx.ids.encode(id)) }),
    domainIds: t.stringList({ resolve: (q, _a, ctx) => q.domainIds.map((id) => ctx.ids.encode(id)) }),
    tagNames: t.stringList({ description: 'Keywords, by name.', resolve: (q) => q.tagNames }),
    highlights: t.stringList({ resolve: (q) => q.highlights }),
    dependencies: t.field({ type: [DependencyEdit], resolve: (q) => q.dependencies }),
    options: t.field({ type: FormOptions, description: "The stream's choices for the form.", resolve: (q, _a, ctx) => questionFormOptions(ctx.db, q.streamId) }),
    earlierQuestions: t.field({
      type: [EarlierQuestion],
      description: 'The questions of the exam with a lower number (the candidates for a dependency), by number.',
      resolve: (q, _a, ctx) => earlierQuestions(ctx.db, { examId: q.examId, number: q.number, exceptId: q.id }),
    }),
    strategies: t.field({
      type: [StrategyRow],
      description: 'Its solution strategies by position.',
      resolve: async (q, _a, ctx) =>
        (
          await ctx.db.answer.findMany({
            where: { questionId: q.id },
            select: { id: true, name: true, position: true, status: true, _count: { select: { sections: true } } },
            orderBy: [{ position: 'asc' }, { id: 'asc' }],
          })
        ).map((a) => ({ id: a.id, name: a.name, position: a.position, status: a.status, steps: a._count.sections })),
    }),
  }),
});

builder.prismaObjectFields('Question', (t) => ({
  edit: t.field({
    type: QuestionEdit,
    nullable: true,
    description: 'Its editable fields and version, for the back-office. Authors and admins.',
    authScopes: backOffice,
    select: { id: true },
    resolve: (question, _a, ctx) => editableQuestion(ctx, question.id),
  }),
}));

export class QuestionConflictError extends Error {
  constructor(
    public changedFields: QuestionField[],
    public current: EditableQuestion,
  ) {
    super(QUESTION_MESSAGES.conflict);
  }
}
builder.objectType(QuestionConflictError, {
  name: 'QuestionConflictError',
  description: 'The save was based on an older version: nothing was saved. The fields changed since, and the question as it is now.',
  interfaces: [ErrorInterface, VersionConflictInterface],
  fields: (t) => ({
    changedFields: t.field({ type: [QuestionFieldEnum], resolve: (e) => e.changedFields }),
    current: t.field({ type: QuestionEdit, resolve: (e) => e.current }),
  }),
});

export class QuestionNotDeletedError extends Error {
  constructor() {
    super(QUESTION_MESSAGES.notDeleted);
  }
}
builder.objectType(QuestionNotDeletedError, {
  name: 'QuestionNotDeletedError',
  description: "The question was not deleted: it is in a teacher's collection, or students saved scores or work on it.",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

const DependencyInput = builder.inputType('QuestionDependencyInput', {
  fields: (t) => ({
    questionId: t.string({ required: true, description: 'EarlierQuestion.id.' }),
    introduction: t.boolean({ required: true }),
    attachments: t.boolean({ required: true }),
    appendixes: t.boolean({ required: true }),
  }),
});

const QuestionSuccess = (name: string) =>
  builder.objectRef<{ questionId: number }>(name).implement({
    fields: (t) => ({
      question: t.prismaField({ type: 'Question', resolve: (query, p, _a, ctx) => ctx.db.question.findUniqueOrThrow({ ...query, where: { id: p.questionId } }) }),
    }),
  });
const CreateQuestionSuccess = QuestionSuccess('CreateQuestionSuccess');
const UpdateQuestionSuccess = QuestionSuccess('UpdateQuestionSuccess');
const DeleteQuestionSuccess = builder.objectRef<{ questionId: number; topicId: number }>('DeleteQuestionSuccess').implement({
  fields: (t) => ({
    deletedQuestionId: t.id({ description: 'The global id the question had.', resolve: (p) => encodeGlobalID('Question', p.questionId) }),
    topic: t.prismaField({ type: 'Topic', resolve: (query, p, _a, ctx) => ctx.db.topic.findUniqueOrThrow({ ...query, where: { id: p.topicId } }) }),
  }),
});

/** Opaque ids as the client names them; one that decodes to nothing stays, as an unknown id (0) the domain reports. */
const decoded = (ctx: Context, list: readonly string[] | null | undefined) => (list ? list.map((id) => ctx.ids.decode(id) ?? 0) : undefined);

type FieldArgs = {
  number?: number | null;
  points?: number | null;
  timeInMinutes?: number | null;
  complexity?: QuestionInput['complexity'];
  proportionValue?: number | null;
  typeId?: string | null;
  introduction?: string | null;
  text?: string | null;
  attachmentIds?: string[] | null;
  appendixIds?: string[] | null;
  chapterIds?: string[] | null;
  domainIds?: string[] | null;
  tagNames?: string[] | null;
  highlights?: string[] | null;
  dependencies?: { questionId: string; introduction: boolean; attachments: boolean; appendixes: boolean }[] | null;
};

/** The domain's input from the arguments: absent (undefined) keeps a field, null clears a nullable one. */
function inputOf(ctx: Context, a: FieldArgs): QuestionInput {
  return {
    number: a.number ?? undefined,
    points: a.points ?? undefined,
    timeInMinutes: a.timeInMinutes,
    complexity: a.complexity,
    proportionValue: a.proportionValue,
    typeId: a.typeId === undefined ? undefined : a.typeId === null || a.typeId === '' ? null : (ctx.ids.decode(a.typeId) ?? 0),
    introduction: a.introduction,
    text: a.text ?? undefined,
    attachmentIds: decoded(ctx, a.attachmentIds),
    appendixIds: decoded(ctx, a.appendixIds),
    chapterIds: decoded(ctx, a.chapterIds),
    domainIds: decoded(ctx, a.domainIds),
    tagNames: a.tagNames ?? undefined,
    highlights: a.highlights ?? undefined,
    dependencies: a.dependencies?.map((d) => ({ questionId: ctx.ids.decode(d.questionId) ?? 0, introduction: d.introduction, attachments: d.attachments, appendixes: d.appendixes })),
  };
}

builder.mutationField('createQuestion', (t) =>
  t.field({
    type: CreateQuestionSuccess,
    description: 'Makes a question in a topic: number 99 and points 0 unless given, text required. Authors and admins.',
    authScopes: { signedIn: true },
    args: {
      topicId: t.arg.id({ required: true, description: 'The global id of the topic.' }),
      text: t.arg.string({ required: true, description: 'Markup.' }),
      number: t.arg.int({ required: false }),
      points: t.arg.int({ required: false }),
      introduction: t.arg.string({ required: false, description: 'Markup; blank for none.' }),
    },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const topicId = idOf(args.topicId, 'Topic');
      if (topicId === undefined) throw new NotFoundError();
      const result = unlessRefused(await createQuestion(ctx, { topicId, ...inputOf(ctx, args), text: args.text }), wordQuestion);
      return { questionId: result.question.id };
    },
  }),
);

builder.mutationField('updateQuestion', (t) =>
  t.field({
    type: UpdateQuestionSuccess,
    description:
      "Saves a question's fields (those given; lists replaced in the given order; new keywords become the stream's tags). Naming an older version is refused with QuestionConflictError. Authors and admins.",
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({ required: true, description: 'The global id of the question.' }),
      version: t.arg.int({ required: false, description: 'The version the edit is based on (QuestionEdit.version).' }),
      number: t.arg.int({ required: false }),
      points: t.arg.int({ required: false }),
      timeInMinutes: t.arg.int({ required: false, description: 'Null clears it.' }),
      complexity: t.arg({ type: ComplexityEnum, required: false, description: 'Null clears it.' }),
      proportionValue: t.arg.int({ required: false, description: 'P-waarde 0-100; null clears it.' }),
      typeId: t.arg.string({ required: false, description: 'A QuestionFormOptions.questionTypes id; null clears it.' }),
      introduction: t.arg.string({ required: false, description: 'Markup; blank clears it.' }),
      text: t.arg.string({ required: false, description: 'Markup.' }),
      attachmentIds: t.arg.stringList({ required: false, description: 'Attachment.editId values, in order.' }),
      appendixIds: t.arg.stringList({ required: false, description: 'Attachment.editId values, in order.' }),
      chapterIds: t.arg.stringList({ required: false }),
      domainIds: t.arg.stringList({ required: false }),
      tagNames: t.arg.stringList({ required: false, description: "Keywords by name; a new name becomes the stream's tag." }),
      highlights: t.arg.stringList({ required: false, description: 'Each at most 255 characters; [] for none.' }),
      dependencies: t.arg({ type: [DependencyInput], required: false, description: 'Entries without a true flag are dropped.' }),
    },
    errors: { types: [ValidationError, QuestionConflictError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const id = idOf(args.id, 'Question');
      if (id === undefined) throw new NotFoundError();
      const result = unlessRefused(await updateQuestion(ctx, { id, version: args.version, ...inputOf(ctx, args) }), wordQuestion);
      if (result.kind === 'conflict') throw new QuestionConflictError(result.changedFields, result.current);
      return { questionId: result.question.id };
    },
  }),
);

builder.mutationField('deleteQuestion', (t) =>
  t.field({
    type: DeleteQuestionSuccess,
    description: "Deletes a question with its answers and tips; refused while it is in a teacher's collection or students saved scores or work on it. Authors and admins.",
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The global id of the question.' }) },
    errors: { types: [QuestionNotDeletedError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const id = idOf(args.id, 'Question');
      if (id === undefined) throw new NotFoundError();
      const result = unlessRefused(await deleteQuestion(ctx, { id }));
      if (result.kind === 'in-use') throw new QuestionNotDeletedError();
      return { questionId: result.id, topicId: result.topicId };
    },
  }),
);

builder.queryField('adminQuestionByUrlId', (t) =>
  t.prismaField({
    type: 'Question',
    nullable: true,
    description: 'One question of an exam of any status by the id of its web address (…/questions/{urlId}); null when there is none. Authors and admins.',
    authScopes: backOffice,
    args: { urlId: t.arg.string({ required: true }) },
    resolve: (query, _root, { urlId }, ctx) => {
      const id = ctx.ids.decode(urlId);
      return id === undefined ? null : ctx.db.question.findUnique({ ...query, where: { id } });
    },
  }),
);
