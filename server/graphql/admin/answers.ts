// The back-office's solution-strategy editor (oplossingsstrategie, issue 45): a strategy's editable fields, steps,
// tips and score table with its version for authors and admins (Answer.edit, adminAnswerByUrlId), and the mutations
// createAnswer, updateAnswer, deleteAnswer, saveScoreTable and saveTips. The resolvers decode ids, call the one
// domain command each (server/domain/admin/answers.ts, tips.ts) and map its answer onto typed errors: field errors by
// path (steps.2.points, steps.0.tips.1.text, scores), a version conflict with the fields changed since and the row as
// it is now, forbidden, not found.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import {
  addAnswerStep,
  ANSWER_FIELD_ORDER,
  createAnswer,
  deleteAnswer,
  editableAnswer,
  saveScoreTable,
  saveStepTips,
  updateAnswer,
  type AnswerField,
  type EditableAnswer,
  type EditableStep,
  type EditableTip,
  type StepInput,
  type TipInput,
  type UpdateAnswerResult,
} from '../../domain/admin/answers.ts';
import { questionTips, saveQuestionTips, type QuestionTips, type QuestionTipsField } from '../../domain/admin/tips.ts';
import { SCORE_TABLE_STEPS_MAX } from '../../domain/admin/scoreTable.ts';
import type { Issue } from '../../domain/errors.ts';
import { ErrorInterface, ForbiddenError, NotFoundError, ValidationError } from '../errors/types.ts';
import { issueText } from '../errors/messages.ts';
import { unlessRefused } from '../errors/outcome.ts';
import { VersionConflictInterface } from './conflicts.ts';
import { idOf } from '../ids.ts';
import type { Context } from '../context.ts';
import '../topics/question.ts';

const backOffice = { area: 'admin' } as const;

/** Words of the strategy editor's failures; the field issues are the one table's, the score table's its own. */
export const ANSWER_MESSAGES = {
  conflict: 'Deze oplossingsstrategie is intussen door iemand anders gewijzigd. Bekijk de wijzigingen en sla opnieuw op.',
  tipsConflict: 'Deze vraag is intussen door iemand anders gewijzigd. Bekijk de wijzigingen en sla de tips opnieuw op.',
  scoresLength: 'De tabel heeft precies één aantal punten per combinatie van stappen nodig.',
  scoresTooMany: `Een tabel met punten per antwoordcombinatie kan voor hoogstens ${SCORE_TABLE_STEPS_MAX} stappen.`,
  stepsWithTable: `Met een tabel met punten per antwoordcombinatie heeft een strategie hoogstens ${SCORE_TABLE_STEPS_MAX} stappen.`,
  pointsRange: 'Vul een geheel aantal punten van 0 tot en met 1000 in.',
} as const;

/** The score table's and the steps' issues in this editor's words; every other issue as the one table words it. */
function answerIssueText(field: string, issue: Issue): string {
  // The table's length is the table's issue ('scores'); an entry's is at its place ('scores.3', worded as points).
  if (field === 'scores' && issue.code === 'invalid') return ANSWER_MESSAGES.scoresLength;
  if (field === 'scores' && issue.code === 'tooMany') return ANSWER_MESSAGES.scoresTooMany;
  if (field === 'steps' && issue.code === 'tooMany' && issue.max === SCORE_TABLE_STEPS_MAX) return ANSWER_MESSAGES.stepsWithTable;
  if ((field === 'points' || field === 'scores') && (issue.code === 'invalid' || issue.code === 'notAllowed')) return ANSWER_MESSAGES.pointsRange;
  return issueText(field, issue);
}
const word = answerIssueText;

const AnswerTypeEnum = builder.enumType('AnswerType', {
  description: 'What a solution strategy is for.',
  values: { correction: { description: 'A marking scheme (correctievoorschrift).' }, didactic: { description: 'A didactic strategy.' } } as const,
});
const AnswerStatusEnum = builder.enumType('AnswerStatus', {
  description: 'Students see only published strategies (document 3 §4: new ones are concept).',
  values: { concept: { description: 'Concept.' }, published: { description: 'Gepubliceerd.' } } as const,
});
const AnswerFieldEnum = builder.enumType('AnswerEditField', {
  description: "A field of the strategy editor, as a conflict names what changed since the edit's version.",
  values: ANSWER_FIELD_ORDER as readonly AnswerField[],
});

const TipEdit = builder.objectRef<EditableTip>('TipEdit').implement({
  description: 'A tip as the back-office edits it.',
  fields: (t) => ({
    id: t.string({ description: 'Names the tip in a save (TipInput.id).', resolve: (tip, _a, ctx) => ctx.ids.encode(tip.id) }),
    text: t.exposeString('text', { description: 'Markup.' }),
  }),
});

const AnswerStepEdit = builder.objectRef<EditableStep>('AnswerStepEdit').implement({
  description: 'A step of a strategy as the editor edits it.',
  fields: (t) => ({
    id: t.string({ description: 'Names the step in a save (AnswerStepInput.id).', resolve: (s, _a, ctx) => ctx.ids.encode(s.id) }),
    correction: t.exposeString('correction', { nullable: true, description: 'Correctievoorschrift (markup).' }),
    text: t.exposeString('text', { nullable: true, description: 'Tussenantwoord (markup).' }),
    elaboration: t.exposeString('elaboration', { nullable: true, description: 'Modeluitwerking (markup).' }),
    explanation: t.exposeString('explanation', { nullable: true, description: 'Toelichting (markup).' }),
    points: t.exposeInt('points'),
    tips: t.field({ type: [TipEdit], resolve: (s) => s.tips }),
  }),
});

const AnswerQuestionTips = builder.objectRef<QuestionTips>('AnswerQuestionTips').implement({
  description: "A question's own tips with the question's version, which a save of them names.",
  fields: (t) => ({
    version: t.exposeInt('version'),
    tips: t.field({ type: [TipEdit], resolve: (q) => q.tips }),
  }),
});

const AnswerQuestion = builder.objectRef<{ id: number; number: number; text: string; points: number; topicId: number; topicName: string; examId: number }>('AnswerEditQuestion').implement({
  description: 'The question a strategy belongs to, as its editor shows and links it.',
  fields: (t) => ({
    urlId: t.string({ description: 'The id in the question editor’s address.', resolve: (q, _a, ctx) => ctx.ids.encode(q.id) }),
    questionId: t.id({ description: 'The global id of the question (saveTips takes it).', resolve: (q) => encodeGlobalID('Question', q.id) }),
    number: t.exposeInt('number'),
    points: t.exposeInt('points'),
    text: t.exposeString('text', { description: 'Markup.' }),
    topicUrlId: t.string({ resolve: (q, _a, ctx) => ctx.ids.encode(q.topicId) }),
    topicName: t.exposeString('topicName'),
    examUrlId: t.string({ resolve: (q, _a, ctx) => ctx.ids.encode(q.examId) }),
    tips: t.field({ type: AnswerQuestionTips, resolve: async (q, _a, ctx) => (await questionTips(ctx, q.id))! }),
  }),
});

async function questionOf(ctx: Context, id: number) {
  const q = await ctx.db.question.findUniqueOrThrow({ where: { id }, select: { id: true, number: true, text: true, points: true, topicId: true, topic: { select: { name: true, examId: true } } } });
  return { id: q.id, number: q.number, text: q.text, points: q.points, topicId: q.topicId, topicName: q.topic.name, examId: q.topic.examId };
}

const AnswerEdit = builder.objectRef<EditableAnswer>('AnswerEdit').implement({
  description: "A strategy's fields, steps, tips and score table as the back-office's editor edits them, with the version a save is based on.",
  fields: (t) => ({
    urlId: t.string({ description: 'Names the strategy in its address and in saves.', resolve: (a, _a, ctx) => ctx.ids.encode(a.id) }),
    version: t.exposeInt('version', { description: 'Raised by every saved change (fields, steps, step tips, score table).' }),
    type: t.field({ type: AnswerTypeEnum, resolve: (a) => a.type }),
    name: t.exposeString('name'),
    position: t.exposeInt('position'),
    remark: t.exposeString('remark', { nullable: true, description: 'Opmerkingen (markup).' }),
    status: t.field({ type: AnswerStatusEnum, resolve: (a) => a.status }),
    scores: t.exposeIntList('scores', { description: 'Points per combination of earned steps (bit i = step i, from 0): 2^steps entries, or [] for the sum of the steps.' }),
    steps: t.field({ type: [AnswerStepEdit], resolve: (a) => a.steps }),
    question: t.field({ type: AnswerQuestion, resolve: (a, _args, ctx) => questionOf(ctx, a.questionId) }),
  }),
});

builder.prismaObjectFields('Answer', (t) => ({
  urlId: t.string({
    description: 'The id in the strategy editor’s address: …/exams/{exam}/answers/{urlId}.',
    select: { id: true },
    resolve: (a, _args, ctx) => ctx.ids.encode(a.id),
  }),
  edit: t.field({
    type: AnswerEdit,
    nullable: true,
    description: 'Its editable fields, steps, tips and score table with its version, for the back-office. Authors and admins.',
    authScopes: backOffice,
    select: { id: true },
    resolve: (a, _args, ctx) => editableAnswer(ctx, a.id),
  }),
}));

builder.queryField('adminAnswerByUrlId', (t) =>
  t.prismaField({
    type: 'Answer',
    nullable: true,
    description: 'One strategy of any status by the id of its web address; null when there is none. Authors and admins.',
    authScopes: backOffice,
    args: { urlId: t.arg.string({ required: true }) },
    resolve: (query, _root, { urlId }, ctx) => {
      const id = ctx.ids.decode(urlId);
      return id === undefined ? null : ctx.db.answer.findUnique({ ...query, where: { id } });
    },
  }),
);

export class AnswerConflictError extends Error {
  constructor(
    public changedFields: AnswerField[],
    public current: EditableAnswer,
  ) {
    super(ANSWER_MESSAGES.conflict);
  }
}
builder.objectType(AnswerConflictError, {
  name: 'AnswerConflictError',
  description: 'The save was based on an older version: nothing was saved. The fields changed since, and the strategy as it is now.',
  interfaces: [ErrorInterface, VersionConflictInterface],
  fields: (t) => ({
    changedFields: t.field({ type: [AnswerFieldEnum], resolve: (e) => e.changedFields }),
    current: t.field({ type: AnswerEdit, resolve: (e) => e.current }),
  }),
});

export class QuestionTipsConflictError extends Error {
  constructor(
    public changedFields: QuestionTipsField[],
    public current: QuestionTips,
  ) {
    super(ANSWER_MESSAGES.tipsConflict);
  }
}
builder.objectType(QuestionTipsConflictError, {
  name: 'QuestionTipsConflictError',
  description: "The question's tips were saved against an older version of the question: nothing was saved. Its fields changed since, and its tips now.",
  interfaces: [ErrorInterface, VersionConflictInterface],
  fields: (t) => ({
    changedFields: t.stringList({ resolve: (e) => e.changedFields }),
    current: t.field({ type: AnswerQuestionTips, resolve: (e) => e.current }),
  }),
});

const TipInputRef = builder.inputType('TipInput', {
  fields: (t) => ({
    id: t.string({ required: false, description: 'TipEdit.id of a tip kept; absent for a new one.' }),
    text: t.string({ required: true, description: 'Markup.' }),
  }),
});

const AnswerStepInputRef = builder.inputType('AnswerStepInput', {
  fields: (t) => ({
    id: t.string({ required: false, description: 'AnswerStepEdit.id of a step kept (and moved here); absent for a new one.' }),
    correction: t.string({ required: false }),
    text: t.string({ required: false }),
    elaboration: t.string({ required: false }),
    explanation: t.string({ required: false }),
    points: t.int({ required: false, description: '0 or more; 0 when the points come from the score table.' }),
    tips: t.field({ type: [TipInputRef], required: false, description: "The step's tips in order (replacing them); absent, kept." }),
  }),
});

/** An id the client names; one that decodes to nothing stays, as an unknown id the domain reports by its place. */
const decoded = (ctx: Context, id: string | null | undefined) => (id === null || id === undefined ? undefined : (ctx.ids.decode(id) ?? 0));
const tipsOf = (ctx: Context, tips: readonly { id?: string | null; text: string }[]): TipInput[] => tips.map((tip) => ({ id: decoded(ctx, tip.id), text: tip.text }));

type StepArg = {
  id?: string | null;
  correction?: string | null;
  text?: string | null;
  elaboration?: string | null;
  explanation?: string | null;
  points?: number | null;
  tips?: { id?: string | null; text: string }[] | null;
};
const stepsOf = (ctx: Context, steps: readonly StepArg[]): StepInput[] =>
  steps.map((s) => ({
    id: decoded(ctx, s.id),
    correction: s.correction,
    text: s.text,
    elaboration: s.elaboration,
    explanation: s.explanation,
    points: s.points ?? undefined,
    tips: s.tips ? tipsOf(ctx, s.tips) : undefined,
  }));

const AnswerSuccess = (name: string) =>
  builder.objectRef<{ answerId: number }>(name).implement({
    fields: (t) => ({
      answer: t.prismaField({ type: 'Answer', resolve: (query, p, _a, ctx) => ctx.db.answer.findUniqueOrThrow({ ...query, where: { id: p.answerId } }) }),
    }),
  });
const CreateAnswerSuccess = AnswerSuccess('CreateAnswerSuccess');
const UpdateAnswerSuccess = AnswerSuccess('UpdateAnswerSuccess');
const SaveScoreTableSuccess = AnswerSuccess('SaveScoreTableSuccess');

const DeleteAnswerSuccess = builder.objectRef<{ answerId: number; questionId: number }>('DeleteAnswerSuccess').implement({
  fields: (t) => ({
    deletedAnswerUrlId: t.string({ description: 'The urlId the strategy had.', resolve: (p, _a, ctx) => ctx.ids.encode(p.answerId) }),
    questionUrlId: t.string({ description: 'Its question, for the way back.', resolve: (p, _a, ctx) => ctx.ids.encode(p.questionId) }),
  }),
});

const SaveTipsSuccess = builder.objectRef<{ question?: QuestionTips; answerId?: number }>('SaveTipsSuccess').implement({
  fields: (t) => ({
    questionTips: t.field({ type: AnswerQuestionTips, nullable: true, description: "The question's tips now (when they were saved).", resolve: (p) => p.question ?? null }),
    answer: t.prismaField({
      type: 'Answer',
      nullable: true,
      description: "The step's strategy now (when a step's tips were saved).",
      resolve: (query, p, _a, ctx) => (p.answerId ? ctx.db.answer.findUnique({ ...query, where: { id: p.answerId } }) : null),
    }),
  }),
});

/** A strategy command's answer: its id, or a thrown typed error. */
function answered(result: UpdateAnswerResult): { answerId: number } {
  const outcome = unlessRefused(result, word);
  if (outcome.kind === 'conflict') throw new AnswerConflictError(outcome.changedFields, outcome.current);
  return { answerId: outcome.answer.id };
}

builder.mutationField('createAnswer', (t) =>
  t.field({
    type: CreateAnswerSuccess,
    description: "Makes a strategy of a question: 'Oplossingsstrategie nr. <n>', status concept, no steps. Authors and admins.",
    authScopes: { signedIn: true },
    args: {
      questionId: t.arg.id({ required: true, description: 'The global id of the question.' }),
      type: t.arg({ type: AnswerTypeEnum, required: false, description: 'correction unless given.' }),
    },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const result = unlessRefused(await createAnswer(ctx, { questionId: idOf(args.questionId, 'Question') ?? 0, type: args.type ?? 'correction' }), word);
      return { answerId: result.answer.id };
    },
  }),
);

builder.mutationField('updateAnswer', (t) =>
  t.field({
    type: UpdateAnswerSuccess,
    description:
      "Saves a strategy's fields and, when given, all its steps in their new order (kept by id, new ones made, those left out deleted; each step's tips replaced when given). The score table follows the steps. Naming an older version is refused with AnswerConflictError. Authors and admins.",
    authScopes: { signedIn: true },
    args: {
      answerId: t.arg.string({ required: true, description: 'AnswerEdit.urlId.' }),
      version: t.arg.int({ required: false, description: 'The version the edit is based on (AnswerEdit.version).' }),
      name: t.arg.string({ required: false }),
      position: t.arg.int({ required: false }),
      remark: t.arg.string({ required: false, description: 'Markup; blank clears it.' }),
      status: t.arg({ type: AnswerStatusEnum, required: false }),
      steps: t.arg({ type: [AnswerStepInputRef], required: false }),
    },
    errors: { types: [ValidationError, AnswerConflictError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) =>
      answered(
        await updateAnswer(ctx, {
          id: ctx.ids.decode(args.answerId) ?? 0,
          version: args.version,
          name: args.name ?? undefined,
          position: args.position ?? undefined,
          remark: args.remark,
          status: args.status ?? undefined,
          steps: args.steps ? stepsOf(ctx, args.steps) : undefined,
        }),
      ),
  }),
);

builder.mutationField('addAnswerStep', (t) =>
  t.field({
    type: UpdateAnswerSuccess,
    description: 'Appends an empty step (points 0); a score table doubles, the new step earning nothing extra. Authors and admins.',
    authScopes: { signedIn: true },
    args: { answerId: t.arg.string({ required: true }), version: t.arg.int({ required: false }) },
    errors: { types: [ValidationError, AnswerConflictError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => answered(await addAnswerStep(ctx, { id: ctx.ids.decode(args.answerId) ?? 0, version: args.version })),
  }),
);

builder.mutationField('saveScoreTable', (t) =>
  t.field({
    type: SaveScoreTableSuccess,
    description: 'Sets the score table: exactly 2^steps whole numbers of 0 or more (entry k: the steps whose bit is set in k earned). All zeros, or [], deletes it. Authors and admins.',
    authScopes: { signedIn: true },
    args: {
      answerId: t.arg.string({ required: true }),
      version: t.arg.int({ required: false }),
      scores: t.arg.intList({ required: true }),
    },
    errors: { types: [ValidationError, AnswerConflictError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => answered(await saveScoreTable(ctx, { id: ctx.ids.decode(args.answerId) ?? 0, version: args.version, scores: args.scores })),
  }),
);

builder.mutationField('deleteAnswer', (t) =>
  t.field({
    type: DeleteAnswerSuccess,
    description: "Deletes a strategy with its steps and their tips. Students' saved scores keep their own copy of the steps. Authors and admins.",
    authScopes: { signedIn: true },
    args: { answerId: t.arg.string({ required: true }) },
    errors: { types: [NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const result = unlessRefused(await deleteAnswer(ctx, { id: ctx.ids.decode(args.answerId) ?? 0 }));
      return { answerId: result.id, questionId: result.questionId };
    },
  }),
);

builder.mutationField('saveTips', (t) =>
  t.field({
    type: SaveTipsSuccess,
    description:
      "Replaces the tips of a question (questionId; version: the question's) or of a step (stepId; version: its strategy's): tips with an id updated, new ones made, those left out deleted. Authors and admins.",
    authScopes: { signedIn: true },
    args: {
      questionId: t.arg.id({ required: false, description: 'The global id of the question whose own tips these are.' }),
      stepId: t.arg.string({ required: false, description: 'AnswerStepEdit.id of the step whose tips these are.' }),
      version: t.arg.int({ required: false }),
      tips: t.arg({ type: [TipInputRef], required: true }),
    },
    errors: { types: [ValidationError, AnswerConflictError, QuestionTipsConflictError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const tips = tipsOf(ctx, args.tips);
      if (args.stepId !== null && args.stepId !== undefined) {
        return answered(await saveStepTips(ctx, { stepId: ctx.ids.decode(args.stepId) ?? 0, version: args.version, tips }));
      }
      const questionId = args.questionId ? (idOf(args.questionId, 'Question') ?? 0) : 0;
      const outcome = unlessRefused(await saveQuestionTips(ctx, { questionId, version: args.version, tips }), word);
      if (outcome.kind === 'conflict') throw new QuestionTipsConflictError(outcome.changedFields, outcome.current);
      return { question: outcome.tips };
    },
  }),
);
