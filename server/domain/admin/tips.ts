// Tips in the back-office (document 3 §3 Tip, document 4 §13 PUT /admin/tips; issue 45): the tips of a question or of
// a step of a solution strategy, saved as a whole list — tips with an id updated (text and order), new ones made, the
// ones left out deleted — in one transaction with the audit entry of their owner.
//
// A question's tips are the question's: saving them names the question's version and raises it, and the entry is the
// question's (type 'question', {tips, version}). A step's tips are its strategy's: ./answers.ts saves them under the
// strategy's version, with the strategy's entry.
import { hasErrors, invalid, type FieldErrors, type Invalid } from '../errors.ts';
import { transact, type AppContext } from '../context.ts';
import { mayUseBackOffice } from './backOffice.ts';
import { checkTips, replaceTips, saveStepTips, type EditableTip, type TipInput, type UpdateAnswerResult } from './answers.ts';
import { changedFieldsSince, isStale, type VersionConflict } from './versions.ts';

/**
 * The question's fields as its editor's audit entries may name them, in its editor's order, for a conflict's list of
 * what changed since; a name not listed here is not reported, the conflict itself still is.
 */
const QUESTION_FIELDS = [
  'topicId',
  'typeId',
  'number',
  'points',
  'timeInMinutes',
  'complexity',
  'proportionValue',
  'introduction',
  'text',
  'attachmentIds',
  'appendixIds',
  'highlights',
  'tagNames',
  'domainIds',
  'chapterIds',
  'dependencies',
  'tips',
] as const;
export type QuestionTipsField = (typeof QUESTION_FIELDS)[number];

export interface QuestionTips {
  questionId: number;
  version: number;
  tips: EditableTip[];
}

export type QuestionTipsConflict = VersionConflict<QuestionTipsField, QuestionTips>;
export type SaveQuestionTipsResult = { kind: 'ok'; tips: QuestionTips } | { kind: 'forbidden' } | { kind: 'not-found' } | Invalid | QuestionTipsConflict;

/** A question's tips in order, with its version, or null. */
export async function questionTips(ctx: Pick<AppContext, 'db'>, questionId: number): Promise<QuestionTips | null> {
  const row = await ctx.db.question.findUnique({
    where: { id: questionId },
    select: { id: true, version: true, tips: { select: { id: true, text: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] } },
  });
  return row && { questionId: row.id, version: row.version, tips: row.tips };
}

/**
 * Replaces a question's tips. Based on an older version of the question it is refused with the question's fields
 * changed since; a save that changes nothing keeps the version and writes no entry.
 */
export async function saveQuestionTips(ctx: AppContext, input: { questionId: number; version?: number | null; tips: readonly TipInput[] }): Promise<SaveQuestionTipsResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const [locked] = await tx.db.$queryRaw<{ id: number }[]>`SELECT id FROM questions WHERE id = ${input.questionId} FOR UPDATE`;
    if (!locked) return { kind: 'not-found' } as const;
    const before = (await questionTips(tx, input.questionId))!;
    if (isStale(input.version, before.version)) {
      return { kind: 'conflict', changedFields: await changedFieldsSince(tx, { type: 'question', id: input.questionId }, input.version, QUESTION_FIELDS), current: before } as const;
    }
    const errors: FieldErrors = {};
    checkTips(input.tips, before.tips, ['tips'], errors);
    if (hasErrors(errors)) return invalid(errors);
    const same = JSON.stringify(before.tips.map((t) => [t.id, t.text])) === JSON.stringify(input.tips.map((t) => [t.id ?? null, t.text]));
    if (same) return { kind: 'ok', tips: before } as const;
    const version = before.version + 1;
    await replaceTips(tx, [{ owner: { questionId: input.questionId }, current: before.tips, tips: input.tips }]);
    await tx.db.question.update({ where: { id: input.questionId }, data: { version }, select: { id: true } });
    const after = (await questionTips(tx, input.questionId))!;
    await tx.audit.updated({ type: 'question', id: input.questionId, before: { tips: before.tips, version: before.version }, after: { tips: after.tips, version } });
    return { kind: 'ok', tips: after } as const;
  });
}

export type TipsOwner = { type: 'question'; id: number } | { type: 'step'; id: number };

/** PUT /admin/tips: the tips of a question or of a step, by the owner's kind. */
export function saveTips(ctx: AppContext, input: { owner: TipsOwner; version?: number | null; tips: readonly TipInput[] }): Promise<SaveQuestionTipsResult | UpdateAnswerResult> {
  return input.owner.type === 'question'
    ? saveQuestionTips(ctx, { questionId: input.owner.id, version: input.version, tips: input.tips })
    : saveStepTips(ctx, { stepId: input.owner.id, version: input.version, tips: input.tips });
}
