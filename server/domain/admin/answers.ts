// The back-office's solution-strategy editor (oplossingsstrategie, document 3 §2 'Answer page', §3 Answer, Answer
// section, Tip and Scores, §4; issue 45): create, update and delete a strategy, its steps with their tips, and its
// score table, for an author or admin, each in one transaction with its audit entries of type 'answer'. The search
// index, the topic display cache and has_answers follow by the database's triggers on answers and answer_sections in
// the same transaction, so the public topic page and the teachers' search show a change at once.
//
// No lost edit: the answer's version covers its fields, its steps, the steps' tips and its score table; every change
// raises it, and a save naming an older version is refused with the fields changed since (./versions.ts). The
// question's own tips are the question's (./tips.ts).
//
// Deleting a strategy or a step is allowed while students scored it: a saved score keeps its own copy of each step's
// text, points and marks (scores.sections, server/domain/practice/scores.ts) and points at the question, not at the
// strategy, so the student's work and totals stay as they were saved; the activity log's step links become empty.
import type { Prisma } from '../../db/generated/client.ts';
import type { AnswerStatus, AnswerType } from '../../db/generated/enums.ts';
import { addIssue, hasErrors, invalid, textIssue, type FieldErrors, type Invalid, type Issue } from '../errors.ts';
import { transact, type AppContext } from '../context.ts';
import { markupTextIssue } from '../content/markupCheck.ts';
import { mayUseBackOffice } from './backOffice.ts';
import { changedFieldsSince, isStale, type VersionConflict } from './versions.ts';
import { isScoreTable, remapScoreTable, SCORE_POINTS_MAX, SCORE_TABLE_STEPS_MAX, storedTable } from './scoreTable.ts';

/** Markup fields: storable text whose formulas students would see drawn (../content/markupCheck.ts). */
const markupIssue = markupTextIssue;

export const ANSWER_NAME_MAX = 255;
/** The longest remark, step text or tip (markup), in characters. */
export const ANSWER_TEXT_MAX = 100_000;
export const TIP_TEXT_MAX = 10_000;
/** The most steps a strategy has, and tips one question or step has. */
export const ANSWER_STEPS_MAX = 20;
export const TIPS_MAX = 20;
/** The most points one step is worth. */
export const STEP_POINTS_MAX = SCORE_POINTS_MAX;
const INT_MAX = 2_147_483_647;

const TYPES: readonly AnswerType[] = ['correction', 'didactic'];
const STATUSES: readonly AnswerStatus[] = ['concept', 'published'];

export interface EditableTip {
  id: number;
  text: string;
}
export interface EditableStep {
  id: number;
  /** Correctievoorschrift. */
  correction: string | null;
  /** Tussenantwoord. */
  text: string | null;
  /** Modeluitwerking. */
  elaboration: string | null;
  /** Toelichting. */
  explanation: string | null;
  points: number;
  tips: EditableTip[];
}

/** The fields the editor edits, as the audit log keeps them. */
export interface AnswerFields {
  name: string;
  position: number;
  remark: string | null;
  status: AnswerStatus;
  steps: EditableStep[];
  /** The score table: 2^steps entries, or [] when the points are the sum of the steps'. */
  scores: number[];
}
export type AnswerField = keyof AnswerFields;
export const ANSWER_FIELD_ORDER: readonly AnswerField[] = ['name', 'position', 'remark', 'status', 'steps', 'scores'];

export interface EditableAnswer extends AnswerFields {
  id: number;
  questionId: number;
  type: AnswerType;
  version: number;
}

export interface TipInput {
  /** An existing tip of the same owner to update; absent for a new one. */
  id?: number | null;
  text: string;
}
/** A step as saved: an existing one by its id (fields left out stay as they are) or a new one (fields left out empty). */
export interface StepInput {
  id?: number | null;
  correction?: string | null;
  text?: string | null;
  elaboration?: string | null;
  explanation?: string | null;
  points?: number;
  /** The step's tips in order (replacing them: ids updated, new ones made, those left out deleted); absent, kept. */
  tips?: readonly TipInput[];
}
export interface UpdateAnswerInput {
  id: number;
  /** The version the edit is based on; absent, the update wins as the last one (legacy REST). */
  version?: number | null;
  name?: string;
  position?: number;
  remark?: string | null;
  status?: AnswerStatus;
  /** Every step in its new order: ids of the answer's steps kept (and moved), new ones made, those left out deleted. */
  steps?: readonly StepInput[];
}

export type AnswerConflict = VersionConflict<AnswerField, EditableAnswer>;
type Refused = { kind: 'forbidden' } | { kind: 'not-found' } | Invalid;
export type AnswerResult = { kind: 'ok'; answer: EditableAnswer } | Refused;
export type UpdateAnswerResult = AnswerResult | AnswerConflict;
export type DeleteAnswerResult = { kind: 'ok'; id: number; questionId: number } | { kind: 'forbidden' } | { kind: 'not-found' };

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text : null);

function integerIssue(value: number, min: number, max: number): Issue | null {
  if (!Number.isInteger(value)) return { code: 'invalid' };
  if (value < min || value > max) return { code: 'notAllowed' };
  return null;
}

const stepSelect = {
  id: true,
  correction: true,
  text: true,
  elaboration: true,
  explanation: true,
  points: true,
  tips: { select: { id: true, text: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.AnswerSectionSelect;

/** One strategy as the editor edits it (steps and tips in their order), or null. */
export async function editableAnswer(ctx: Pick<AppContext, 'db'>, id: number): Promise<EditableAnswer | null> {
  const row = await ctx.db.answer.findUnique({
    where: { id },
    select: {
      id: true,
      questionId: true,
      type: true,
      name: true,
      position: true,
      remark: true,
      status: true,
      scores: true,
      version: true,
      sections: { select: stepSelect, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
    },
  });
  if (!row) return null;
  const { sections, ...rest } = row;
  return { ...rest, steps: sections };
}

export const answerFieldsOf = (a: EditableAnswer): AnswerFields => ({ name: a.name, position: a.position, remark: a.remark, status: a.status, steps: a.steps, scores: a.scores });

/**
 * Checks a list of tips (replace semantics) against the owner's current ones, adding issues under `path`: at most
 * TIPS_MAX, each text required, each id one of the owner's tips, once.
 */
export function checkTips(tips: readonly TipInput[], current: readonly EditableTip[], path: readonly (string | number)[], errors: FieldErrors): void {
  if (tips.length > TIPS_MAX) addIssue(errors, [...path], { code: 'tooMany', max: TIPS_MAX });
  const seen = new Set<number>();
  tips.forEach((tip, i) => {
    addIssue(errors, [...path, i, 'text'], markupIssue(tip.text, TIP_TEXT_MAX, true));
    if (tip.id !== undefined && tip.id !== null) {
      if (!current.some((t) => t.id === tip.id) || seen.has(tip.id)) addIssue(errors, [...path, i, 'id'], { code: 'unknownId' });
      seen.add(tip.id);
    }
  });
}

/** One owner's tips as they are and as they are to be. */
export interface TipsReplacement {
  owner: { questionId: number } | { answerSectionId: number };
  current: readonly EditableTip[];
  tips: readonly TipInput[];
}

/**
 * Puts owners' tips as given: ids updated (text, order), new ones made, those left out deleted. Whatever the number of
 * owners, the deletes are one statement and the new tips one statement (a strategy's steps are saved together).
 */
export async function replaceTips(ctx: AppContext, replacements: readonly TipsReplacement[]): Promise<void> {
  const gone: number[] = [];
  const made: { questionId?: number; answerSectionId?: number; text: string; position: number }[] = [];
  const kept: { id: number; text: string; position: number }[] = [];
  for (const { owner, current, tips } of replacements) {
    const keptIds = new Set(tips.flatMap((t) => (t.id ? [t.id] : [])));
    gone.push(...current.filter((t) => !keptIds.has(t.id)).map((t) => t.id));
    for (const [position, tip] of tips.entries()) {
      if (tip.id) kept.push({ id: tip.id, text: tip.text, position });
      else made.push({ ...owner, text: tip.text, position });
    }
  }
  if (gone.length) await ctx.db.tip.deleteMany({ where: { id: { in: gone } } });
  for (const tip of kept) await ctx.db.tip.update({ where: { id: tip.id }, data: { text: tip.text, position: tip.position }, select: { id: true } });
  if (made.length) await ctx.db.tip.createMany({ data: made });
}

function checkFields(input: Omit<UpdateAnswerInput, 'id' | 'steps'>, errors: FieldErrors): void {
  if (input.name !== undefined) addIssue(errors, 'name', textIssue(input.name, ANSWER_NAME_MAX, true));
  if (input.position !== undefined) addIssue(errors, 'position', integerIssue(input.position, 0, INT_MAX));
  if (input.remark !== undefined) addIssue(errors, 'remark', markupIssue(input.remark, ANSWER_TEXT_MAX, false));
  if (input.status !== undefined && !STATUSES.includes(input.status)) addIssue(errors, 'status', { code: 'notAllowed' });
  if (input.version !== undefined && input.version !== null) addIssue(errors, 'version', integerIssue(input.version, 1, INT_MAX));
}

const STEP_TEXTS = ['correction', 'text', 'elaboration', 'explanation'] as const;

/** Checks the steps' own values (ids against the answer later). */
function checkSteps(steps: readonly StepInput[], errors: FieldErrors): void {
  if (steps.length > ANSWER_STEPS_MAX) addIssue(errors, 'steps', { code: 'tooMany', max: ANSWER_STEPS_MAX });
  steps.forEach((step, i) => {
    for (const field of STEP_TEXTS) if (step[field] !== undefined) addIssue(errors, ['steps', i, field], markupIssue(step[field], ANSWER_TEXT_MAX, false));
    if (step.points !== undefined) addIssue(errors, ['steps', i, 'points'], integerIssue(step.points, 0, STEP_POINTS_MAX));
  });
}

type StepLike = Omit<EditableStep, 'id' | 'tips'> & { id: number | null; tips: readonly { id?: number | null; text: string }[] };

/** A step's values in one order, to tell whether a save changes it. */
const comparableStep = (s: StepLike) => JSON.stringify([s.id, s.correction, s.text, s.elaboration, s.explanation, s.points, s.tips.map((t) => [t.id ?? null, t.text])]);
const comparable = (a: Omit<AnswerFields, 'steps'> & { steps: readonly StepLike[] }) => JSON.stringify([a.name, a.position, a.remark, a.status, a.scores, a.steps.map(comparableStep)]);

/** Locks the strategy's row and reads it: the one place a save starts from. */
async function lockedAnswer(tx: AppContext, id: number): Promise<EditableAnswer | null> {
  const [locked] = await tx.db.$queryRaw<{ id: number }[]>`SELECT id FROM answers WHERE id = ${id} FOR UPDATE`;
  return locked ? editableAnswer(tx, id) : null;
}

/** A step as it will be stored: the stored step's values where the input leaves a field out. */
function plannedStep(step: StepInput, stored: EditableStep | undefined): StepLike {
  const value = (field: (typeof STEP_TEXTS)[number]) => (step[field] === undefined ? (stored?.[field] ?? null) : blankToNull(step[field]));
  return {
    id: stored?.id ?? null,
    correction: value('correction'),
    text: value('text'),
    elaboration: value('elaboration'),
    explanation: value('explanation'),
    points: step.points ?? stored?.points ?? 0,
    tips: step.tips ? step.tips.map((t) => ({ id: t.id ?? null, text: t.text })) : (stored?.tips ?? []),
  };
}

/**
 * Saves a locked strategy's changes: fields, steps (with their tips) and the score table, which follows the steps
 * (./scoreTable.ts) unless `scores` is given. A save that changes nothing keeps the version and writes no entry; one
 * that does raises the version and records the changed fields with it.
 */
async function saveLocked(tx: AppContext, before: EditableAnswer, input: Omit<UpdateAnswerInput, 'id' | 'version'> & { scores?: readonly number[] }): Promise<AnswerResult> {
  const errors: FieldErrors = {};
  const stepsInput = input.steps;
  const byId = new Map(before.steps.map((s, index) => [s.id, { step: s, index }]));
  if (stepsInput) {
    const seen = new Set<number>();
    stepsInput.forEach((step, i) => {
      const stored = step.id ? byId.get(step.id) : undefined;
      if (step.id && (!stored || seen.has(step.id))) addIssue(errors, ['steps', i, 'id'], { code: 'unknownId' });
      if (step.id) seen.add(step.id);
      if (step.tips) checkTips(step.tips, stored?.step.tips ?? [], ['steps', i, 'tips'], errors);
    });
  }
  if (hasErrors(errors)) return invalid(errors);
  const planned: readonly StepLike[] = stepsInput ? stepsInput.map((s) => plannedStep(s, s.id ? byId.get(s.id)?.step : undefined)) : before.steps;
  let scores = before.scores;
  if (input.scores) scores = storedTable(input.scores);
  else if (stepsInput)
    scores = remapScoreTable(
      before.scores,
      before.steps.length,
      planned.map((s) => (s.id === null ? null : byId.get(s.id)!.index)),
    );
  if (scores.length > 0 && planned.length > SCORE_TABLE_STEPS_MAX) return invalid({ steps: [{ code: 'tooMany', max: SCORE_TABLE_STEPS_MAX }] });

  const old = answerFieldsOf(before);
  const next: Omit<AnswerFields, 'steps'> & { steps: readonly StepLike[] } = {
    name: input.name ?? before.name,
    position: input.position ?? before.position,
    remark: input.remark === undefined ? before.remark : blankToNull(input.remark),
    status: input.status ?? before.status,
    steps: planned,
    scores,
  };
  if (comparable(old) === comparable(next)) return { kind: 'ok', answer: before };

  const version = before.version + 1;
  await tx.db.answer.update({
    where: { id: before.id },
    data: { name: next.name, position: next.position, remark: next.remark, status: next.status, scores: next.scores, version },
    select: { id: true },
  });
  if (stepsInput) {
    const keptIds = new Set(planned.flatMap((s) => (s.id === null ? [] : [s.id])));
    const removed = before.steps.filter((s) => !keptIds.has(s.id)).map((s) => s.id);
    if (removed.length) await tx.db.answerSection.deleteMany({ where: { id: { in: removed } } });
    const tipReplacements: TipsReplacement[] = [];
    for (const [position, step] of planned.entries()) {
      const data = { position, correction: step.correction, text: step.text, elaboration: step.elaboration, explanation: step.explanation, points: step.points };
      const stored = step.id === null ? undefined : byId.get(step.id)!.step;
      let id = step.id;
      if (stored) {
        if (comparableStep(stored) !== comparableStep(step) || byId.get(stored.id)!.index !== position) await tx.db.answerSection.update({ where: { id: stored.id }, data, select: { id: true } });
      } else {
        id = (await tx.db.answerSection.create({ data: { ...data, answerId: before.id }, select: { id: true } })).id;
      }
      const tips = stepsInput[position]!.tips;
      if (tips) tipReplacements.push({ owner: { answerSectionId: id! }, current: stored?.tips ?? [], tips });
    }
    await replaceTips(tx, tipReplacements);
  }
  const after = (await editableAnswer(tx, before.id))!;
  await tx.audit.updated({ type: 'answer', id: before.id, before: { ...old, version: before.version }, after: { ...answerFieldsOf(after), version } });
  return { kind: 'ok', answer: after };
}

/** Runs `save` on the locked strategy after the version check: not found, a conflict, or what `save` answers. */
async function withLockedAnswer(
  ctx: AppContext,
  id: number,
  version: number | null | undefined,
  save: (tx: AppContext, before: EditableAnswer) => Promise<UpdateAnswerResult>,
): Promise<UpdateAnswerResult> {
  return transact(ctx, async (tx) => {
    const before = await lockedAnswer(tx, id);
    if (!before) return { kind: 'not-found' } as const;
    if (isStale(version, before.version)) {
      return { kind: 'conflict', changedFields: await changedFieldsSince(tx, { type: 'answer', id }, version, ANSWER_FIELD_ORDER), current: before } as const;
    }
    return save(tx, before);
  });
}

/**
 * Makes a strategy of a question: 'Oplossingsstrategie nr. <n>' for the question's n-th, after its others, status
 * concept (document 3 §4: students see only published strategies), no steps, no score table.
 */
export async function createAnswer(ctx: AppContext, input: { questionId: number; type: AnswerType }): Promise<AnswerResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  if (!TYPES.includes(input.type)) return invalid({ type: [{ code: 'notAllowed' }] });
  return transact(ctx, async (tx) => {
    // The question's row lock: two strategies made at once still get two numbers.
    const [question] = await tx.db.$queryRaw<{ id: number }[]>`SELECT id FROM questions WHERE id = ${input.questionId} FOR UPDATE`;
    if (!question) return { kind: 'not-found' } as const;
    const others = await tx.db.answer.aggregate({ where: { questionId: input.questionId }, _count: true, _max: { position: true } });
    const n = others._count + 1;
    const created = await tx.db.answer.create({
      data: { questionId: input.questionId, type: input.type, name: `Oplossingsstrategie nr. ${n}`, position: others._count ? (others._max.position ?? 0) + 1 : 0, status: 'concept' },
      select: { id: true },
    });
    const answer = (await editableAnswer(tx, created.id))!;
    await tx.audit.created({ type: 'answer', id: answer.id, values: { questionId: answer.questionId, type: answer.type, ...answerFieldsOf(answer) } });
    return { kind: 'ok', answer } as const;
  });
}

/** Saves a strategy's fields and steps (those given). Based on an older version it is refused with what changed since. */
export async function updateAnswer(ctx: AppContext, input: UpdateAnswerInput): Promise<UpdateAnswerResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const errors: FieldErrors = {};
  checkFields(input, errors);
  if (input.steps) checkSteps(input.steps, errors);
  if (hasErrors(errors)) return invalid(errors);
  const { id: _id, version, ...changes } = input;
  return withLockedAnswer(ctx, input.id, version, (tx, before) => saveLocked(tx, before, changes));
}

/** Appends an empty step (points 0); the score table doubles as ./scoreTable.ts says (legacy POST /admin/answers/{a}). */
export async function addAnswerStep(ctx: AppContext, input: { id: number; version?: number | null }): Promise<UpdateAnswerResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  return withLockedAnswer(ctx, input.id, input.version, (tx, before) => {
    if (before.steps.length >= ANSWER_STEPS_MAX) return Promise.resolve(invalid({ steps: [{ code: 'tooMany', max: ANSWER_STEPS_MAX }] }));
    return saveLocked(tx, before, { steps: [...before.steps.map((s) => ({ id: s.id })), {}] });
  });
}

/** Saves one step's fields (those given); a step of another strategy is not found. */
export async function updateAnswerStep(ctx: AppContext, input: { answerId: number; stepId: number; version?: number | null; step: Omit<StepInput, 'id'> }): Promise<UpdateAnswerResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const errors: FieldErrors = {};
  checkSteps([input.step], errors);
  // The one step's issues by its own field names (a REST route for one section).
  if (hasErrors(errors)) return invalid(Object.fromEntries(Object.entries(errors).map(([path, issues]) => [path.replace(/^steps\.0\./, ''), issues])));
  return withLockedAnswer(ctx, input.answerId, input.version, (tx, before) => {
    if (!before.steps.some((s) => s.id === input.stepId)) return Promise.resolve({ kind: 'not-found' } as const);
    return saveLocked(tx, before, { steps: before.steps.map((s) => (s.id === input.stepId ? { ...input.step, id: s.id } : { id: s.id })) });
  });
}

/** Removes one step (and its tips); the score table drops the combinations in which it was earned. */
export async function deleteAnswerStep(ctx: AppContext, input: { answerId: number; stepId: number; version?: number | null }): Promise<UpdateAnswerResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  return withLockedAnswer(ctx, input.answerId, input.version, (tx, before) => {
    if (!before.steps.some((s) => s.id === input.stepId)) return Promise.resolve({ kind: 'not-found' } as const);
    return saveLocked(tx, before, { steps: before.steps.filter((s) => s.id !== input.stepId).map((s) => ({ id: s.id })) });
  });
}

/** Replaces a step's tips (PUT /admin/tips for an AnswerSection): the strategy's version covers them. */
export async function saveStepTips(ctx: AppContext, input: { stepId: number; version?: number | null; tips: readonly TipInput[] }): Promise<UpdateAnswerResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const step = await ctx.db.answerSection.findUnique({ where: { id: input.stepId }, select: { answerId: true } });
  if (!step) return { kind: 'not-found' };
  return withLockedAnswer(ctx, step.answerId, input.version, async (tx, before) => {
    if (!before.steps.some((s) => s.id === input.stepId)) return { kind: 'not-found' } as const;
    const result = await saveLocked(tx, before, { steps: before.steps.map((s) => (s.id === input.stepId ? { id: s.id, tips: input.tips } : { id: s.id })) });
    // The issues by the tips' own paths (the step's place is the caller's to know).
    if (result.kind === 'invalid') {
      const index = before.steps.findIndex((s) => s.id === input.stepId);
      return invalid(Object.fromEntries(Object.entries(result.errors).map(([path, issues]) => [path.replace(new RegExp(`^steps\\.${index}\\.`), ''), issues])));
    }
    return result;
  });
}

/**
 * Sets the score table: exactly 2^steps whole numbers from 0 (document 3 §3, §9), at most SCORE_TABLE_STEPS_MAX steps.
 * A table whose entries are all 0, or an empty one, deletes it (document 3 §4).
 */
export async function saveScoreTable(ctx: AppContext, input: { id: number; version?: number | null; scores: readonly number[] }): Promise<UpdateAnswerResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const errors: FieldErrors = {};
  // An entry that is no whole number from 0 to SCORE_POINTS_MAX is not allowed where it stands.
  input.scores.forEach((n, i) => addIssue(errors, ['scores', i], integerIssue(n, 0, SCORE_POINTS_MAX) && { code: 'notAllowed' }));
  if (input.version !== undefined && input.version !== null) addIssue(errors, 'version', integerIssue(input.version, 1, INT_MAX));
  if (hasErrors(errors)) return invalid(errors);
  return withLockedAnswer(ctx, input.id, input.version, (tx, before) => {
    const steps = before.steps.length;
    if (input.scores.length > 0 && !isScoreTable(input.scores, steps)) {
      return Promise.resolve(invalid({ scores: [steps > SCORE_TABLE_STEPS_MAX ? { code: 'tooMany', max: 2 ** SCORE_TABLE_STEPS_MAX } : { code: 'invalid' }] }));
    }
    return saveLocked(tx, before, { scores: input.scores });
  });
}

/** Deletes a strategy with its steps and their tips (the schema's cascades). */
export async function deleteAnswer(ctx: AppContext, input: { id: number }): Promise<DeleteAnswerResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const before = await lockedAnswer(tx, input.id);
    if (!before) return { kind: 'not-found' } as const;
    await tx.db.answer.delete({ where: { id: input.id }, select: { id: true } });
    await tx.audit.deleted({ type: 'answer', id: before.id, values: { questionId: before.questionId, type: before.type, ...answerFieldsOf(before), version: before.version } });
    return { kind: 'ok', id: before.id, questionId: before.questionId } as const;
  });
}
