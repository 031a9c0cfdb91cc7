// Undo from the log (issue 45, beyond the spec item 4): an admin puts back the old values of one 'updated' entry of the
// audit log in one step. The restore goes through the record's own update command, so it is checked, versioned and
// audited as any edit is: the command writes the new entry, which this module marks with `restoresEntry` (the id of
// the entry it undid) in its new values. One transaction: a refused restore changes nothing and logs nothing.
//
// Refused, with a code, when:
// - the entry is not an update ('created', 'deleted': nothing to put back into a row), or its kind has no restorer
//   (seats, groups...: their changes are not the back-office's content) — 'not-restorable', reason 'event' / 'type';
// - the entry lacks what the restorer needs to know the row is as the entry left it: for a versioned kind, the version
//   the update made (newValues.version; older rows have none) — 'not-restorable', reason 'unversioned';
// - the record is gone — 'not-restorable', reason 'gone';
// - the record changed since the entry: a versioned kind names the entry's version to its update command, whose 'no lost
//   edit' check refuses a newer row with the fields changed since — 'changed-since' with those fields;
// - the old values are no longer accepted by the command (an attachment deleted since, a status only the processing
//   flow sets) — 'invalid' with the command's field issues.
//
// How a kind registers (exam, topic, question and solution strategy do): add one line to
// RESTORERS below, `question: versioned(QUESTION_FIELDS, (ctx, id, version, values) => updateQuestion(ctx, { ...values,
// id, version }))`: the fields the entry's oldValues may hold, and the call of the update command, whose answer (with
// its conflict in ./versions.ts' shape) is the restorer's. The kind's update entries must carry the version they made
// (newValues.version), as every editor's do. A kind without a version column writes its own restorer (see `stream`, the
// formula sheet: the log itself is its version).
import type { Prisma } from '../../db/generated/client.ts';
import { mayOpenArea } from '../access/grants.ts';
import { transact, type AppContext, type AuditRecorder } from '../context.ts';
import type { Invalid } from '../errors.ts';
import { saveFormulaSheet } from './backOffice.ts';
import { EXAM_EDITABLE_FIELDS, updateExam, type UpdateExamInput } from './exams.ts';
import { updateTopic, type UpdateTopicInput } from './topics.ts';
import { QUESTION_FIELD_ORDER, updateQuestion, type UpdateQuestionInput } from './questions.ts';
import { updateAnswer, type UpdateAnswerInput } from './answers.ts';
import { tagRestorer } from './tagUndo.ts';
import { chapterRestorer } from './books.ts';
import { domainRestorer, questionTypeRestorer } from './domains.ts';

/** The key the restore's own entry carries in its new values: the id of the entry it put back. */
export const RESTORES_ENTRY = 'restoresEntry';

export type NotRestorableReason = 'event' | 'type' | 'unversioned' | 'gone';

export type RestoreResult =
  | { kind: 'ok'; type: string; id: number; restoredEntryId: number; entryId: number }
  | { kind: 'forbidden' }
  | { kind: 'not-found' }
  | { kind: 'not-restorable'; reason: NotRestorableReason }
  | { kind: 'changed-since'; fields: string[] }
  | Invalid;

/**
 * What a restorer answers: done, or refused in the domain's codes — an update command's own answer fits (its conflict
 * is the editors' one shape, ./versions.ts).
 */
export type RestoreOutcome = { kind: 'ok' } | { kind: 'not-found' } | { kind: 'forbidden' } | { kind: 'conflict'; changedFields: readonly string[] } | Invalid;

/** The part of an audit entry a restorer reads. */
export interface RestorableEntry {
  id: number;
  auditableType: string;
  auditableId: number;
  event: string;
  oldValues: Prisma.JsonValue | null;
  newValues: Prisma.JsonValue | null;
}

export interface Restorer {
  /** Whether an 'updated' entry carries what a restore needs; from its values only (the log's list asks it per row). */
  restorable(entry: Pick<RestorableEntry, 'oldValues' | 'newValues'>): boolean;
  /** Puts the entry's old values back through the record's own command, in the caller's transaction. */
  restore(ctx: AppContext, entry: RestorableEntry): Promise<RestoreOutcome>;
}

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** The entry's old values of `fields` (only those it holds: an update keeps the changed fields only). */
const oldValuesOf = (entry: Pick<RestorableEntry, 'oldValues'>, fields: readonly string[]) => {
  const old = asRecord(entry.oldValues);
  return Object.fromEntries(fields.filter((field) => field in old).map((field) => [field, old[field]]));
};

/**
 * A restorer for a kind whose rows carry a version: the entry must have made one (newValues.version), and the update
 * command is called with that version, so a row changed since is refused by the command's own conflict check.
 */
export function versioned(fields: readonly string[], update: (ctx: AppContext, id: number, version: number, values: Record<string, unknown>) => Promise<RestoreOutcome>): Restorer {
  return {
    restorable: (entry) => Number.isInteger(asRecord(entry.newValues).version) && Object.keys(oldValuesOf(entry, fields)).length > 0,
    restore: (ctx, entry) => update(ctx, entry.auditableId, asRecord(entry.newValues).version as number, oldValuesOf(entry, fields)),
  };
}

const TOPIC_FIELDS = ['name', 'introduction', 'complexity', 'popularity', 'position', 'attachmentIds'] as const;
/**
 * A solution strategy's fields its update command takes back: its steps as the entry holds them (each with its id, so a
 * step deleted since is refused as unknown). Its score table is saved by a command of its own: an entry that changed
 * only the table (or only a question's tips, logged as the question's) holds none of these and is not offered.
 */
const ANSWER_FIELDS = ['name', 'position', 'remark', 'status', 'steps'] as const;

/**
 * The formula sheet of a stream has no version column: the log is its version. The sheet is as the entry left it when
 * no later entry of the stream changed it and it still holds the entry's new value (a change outside the back-office
 * writes no entry, so the value is compared too).
 */
const formulaSheetRestorer: Restorer = {
  restorable: (entry) => 'formulaSheet' in asRecord(entry.oldValues) && 'formulaSheet' in asRecord(entry.newValues),
  async restore(ctx, entry) {
    const streamId = entry.auditableId;
    const [row] = await ctx.db.$queryRaw<{ formula_sheet: string | null }[]>`SELECT formula_sheet FROM streams WHERE id = ${streamId} FOR UPDATE`;
    if (!row) return { kind: 'not-found' };
    const later = await ctx.db.auditEntry.findMany({ where: { auditableType: 'stream', auditableId: streamId, event: 'updated', id: { gt: entry.id } }, select: { newValues: true } });
    const changed = later.some((e) => 'formulaSheet' in asRecord(e.newValues)) || row.formula_sheet !== (asRecord(entry.newValues).formulaSheet ?? null);
    if (changed) return { kind: 'conflict', changedFields: ['formulaSheet'] };
    const old = asRecord(entry.oldValues).formulaSheet;
    const result = await saveFormulaSheet(ctx, { streamId, formulaSheet: typeof old === 'string' ? old : null });
    return result.kind === 'ok' ? { kind: 'ok' } : result;
  },
};

/** The kinds whose updates can be undone, by the log's type. */
const RESTORERS: Readonly<Record<string, Restorer>> = {
  exam: versioned(EXAM_EDITABLE_FIELDS, (ctx, id, version, values) => updateExam(ctx, { ...(values as Partial<UpdateExamInput>), id, version })),
  topic: versioned(TOPIC_FIELDS, (ctx, id, version, values) => updateTopic(ctx, { ...(values as Partial<UpdateTopicInput>), id, version })),
  question: versioned(QUESTION_FIELD_ORDER, (ctx, id, version, values) => updateQuestion(ctx, { ...(values as Partial<UpdateQuestionInput>), id, version })),
  answer: versioned(ANSWER_FIELDS, (ctx, id, version, values) => updateAnswer(ctx, { ...(values as Partial<UpdateAnswerInput>), id, version })),
  stream: formulaSheetRestorer,
  tag: tagRestorer,
  chapter: chapterRestorer,
  domain: domainRestorer,
  questionType: questionTypeRestorer,
};

/** Whether an entry can be offered for a restore, by its kind, event and values (no query): the log's 'Herstellen'. */
export function isRestorable(entry: Pick<RestorableEntry, 'auditableType' | 'event' | 'oldValues' | 'newValues'>): boolean {
  if (entry.event !== 'updated') return false;
  const restorer = RESTORERS[entry.auditableType];
  return !!restorer && restorer.restorable(entry);
}

/**
 * The recorder of a restore: the update entry the command writes for the restored record carries `restoresEntry`
 * with the id of the entry undone; every other change it writes is recorded as it is.
 */
function markingRestore(audit: AuditRecorder, entry: RestorableEntry): AuditRecorder {
  const marked: AuditRecorder = {
    record: (change) =>
      audit.record(
        change.event === 'updated' && change.type === entry.auditableType && change.id === entry.auditableId && change.new ? { ...change, new: { ...change.new, [RESTORES_ENTRY]: entry.id } } : change,
      ),
    created: (change) => audit.created(change),
    updated: ({ type, id, before, after }) => marked.record({ type, id, event: 'updated', old: before, new: after }),
    deleted: (change) => audit.deleted(change),
  };
  return marked;
}

const entrySelect = { id: true, auditableType: true, auditableId: true, event: true, oldValues: true, newValues: true } as const satisfies Prisma.AuditEntrySelect;

/**
 * Restores the old values of audit entry `entryId` for an admin: through the record's own update command, in one
 * transaction, refused (nothing written) when the entry cannot be undone or the record changed since it.
 */
export async function restoreAuditEntry(ctx: AppContext, input: { entryId: number }): Promise<RestoreResult> {
  if (!mayOpenArea(await ctx.actor.access(), 'adminOnly')) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const entry = await tx.db.auditEntry.findUnique({ where: { id: input.entryId }, select: entrySelect });
    if (!entry) return { kind: 'not-found' } as const;
    if (entry.event !== 'updated') return { kind: 'not-restorable', reason: 'event' } as const;
    const restorer = RESTORERS[entry.auditableType];
    if (!restorer) return { kind: 'not-restorable', reason: 'type' } as const;
    if (!restorer.restorable(entry)) return { kind: 'not-restorable', reason: 'unversioned' } as const;

    const outcome = await restorer.restore({ ...tx, audit: markingRestore(tx.audit, entry) }, entry);
    switch (outcome.kind) {
      case 'not-found':
        return { kind: 'not-restorable', reason: 'gone' } as const;
      case 'conflict':
        return { kind: 'changed-since', fields: [...outcome.changedFields] } as const;
      case 'forbidden':
      case 'invalid':
        // The commands judge before they write: a refused restore has written nothing.
        return outcome;
    }
    const written = await tx.db.auditEntry.findFirst({
      where: { auditableType: entry.auditableType, auditableId: entry.auditableId, event: 'updated', newValues: { path: [RESTORES_ENTRY], equals: entry.id } },
      orderBy: { id: 'desc' },
      select: { id: true },
    });
    if (!written) throw new Error(`The restore of audit entry ${entry.id} wrote no entry of its own`);
    return { kind: 'ok', type: entry.auditableType, id: entry.auditableId, restoredEntryId: entry.id, entryId: written.id } as const;
  });
}
