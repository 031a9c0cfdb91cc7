// Undo of a keyword merge or delete (issue 46): after 'Samenvoegen' or 'Verwijderen' the keyword page offers 'Ongedaan
// maken'; this puts back the keyword(s) — with their own ids, so links and bookmarks to them hold — and exactly the
// question links they had, in one transaction with the stream locked, audited. What it puts back is read from the
// audit entries the merge or delete wrote (./tags.ts): the target's 'updated' entry of a merge (its questions before
// and after, `mergedFrom`) with each source's 'deleted' entry (its name and questions, `mergedInto`), or the
// keyword's 'deleted' entry. Authors and admins, as the change itself (an admin may also undo a merge from the log:
// ./restore.ts registers tagRestorer).
//
// Refused, nothing written, when the state moved on since:
// - 'undone': the change was undone already (an entry with `restoresEntry` of it exists);
// - 'gone': the merge's target (or the delete's stream) no longer exists;
// - 'links': the target's questions are not those the merge left (a question linked, unlinked or deleted since), or a
//   question of the deleted keyword is gone — putting back 'exactly the links they had' is no longer possible;
// - invalid `name` 'taken': another keyword of the stream has the name now (ignoring case), as a new keyword would be.
import type { Prisma } from '../../db/generated/client.ts';
import { sameKeyword } from '../../../shared/content/keywords.ts';
import { transact, type AppContext } from '../context.ts';
import { invalid, type Invalid } from '../errors.ts';
import { mayUseBackOffice } from './backOffice.ts';
import { lockStream, lockTagStream, oneTag, questionIdsOf, tagRenameRestorer, type StreamTag } from './tags.ts';

/** ./restore.ts's RESTORES_ENTRY (not imported: restore.ts imports this module to register tagRestorer). */
const RESTORES_ENTRY_KEY = 'restoresEntry';

export type TagUndoConflict = 'undone' | 'gone' | 'links';

export type UndoTagResult =
  { kind: 'ok'; streamId: number; tag: StreamTag; restoredIds: number[] } | { kind: 'forbidden' } | { kind: 'not-found' } | { kind: 'conflict'; reason: TagUndoConflict } | Invalid;

type Entry = { id: number; auditableType: string; auditableId: number; event: string; oldValues: Prisma.JsonValue | null; newValues: Prisma.JsonValue | null };

const recordOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const idList = (value: unknown): number[] | null => (Array.isArray(value) && value.every((v) => Number.isSafeInteger(v)) ? (value as number[]) : null);
const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);

/** A merge's entry: the target's update that names the keywords merged into it. */
export const isTagMergeEntry = (entry: Pick<Entry, 'auditableType' | 'event' | 'newValues'>) =>
  entry.auditableType === 'tag' && entry.event === 'updated' && idList(recordOf(entry.newValues).mergedFrom) !== null;
/** A delete's entry (not a merge's source: that one is undone with its merge). */
export const isTagDeleteEntry = (entry: Pick<Entry, 'auditableType' | 'event' | 'oldValues'>) => {
  const old = recordOf(entry.oldValues);
  return entry.auditableType === 'tag' && entry.event === 'deleted' && typeof old.name === 'string' && Number.isSafeInteger(old.streamId) && idList(old.questionIds) !== null && !('mergedInto' in old);
};

/** Whether entry `entryId` was undone already: an entry whose new values name it as the one restored. */
async function undoneAlready(tx: AppContext, entryId: number): Promise<boolean> {
  return (await tx.db.auditEntry.count({ where: { auditableType: 'tag', newValues: { path: [RESTORES_ENTRY_KEY], equals: entryId } } })) > 0;
}

/** Another keyword of the stream (not `except`) with a name equal to `name` ignoring case. */
async function nameTaken(tx: AppContext, streamId: number, name: string, except: number[] = []): Promise<boolean> {
  const others = await tx.db.tag.findMany({ where: { streamId, id: { notIn: except } }, select: { name: true } });
  return others.some((k) => sameKeyword(k.name, name));
}

/** Makes keyword `id` again with its name and links, audited as created by the undo of entry `entryId`. */
async function recreate(tx: AppContext, entryId: number, tag: { id: number; streamId: number; name: string; questionIds: number[] }): Promise<void> {
  await tx.db.tag.create({ data: { id: tag.id, streamId: tag.streamId, name: tag.name }, select: { id: true } });
  if (tag.questionIds.length) await tx.db.questionTag.createMany({ data: tag.questionIds.map((questionId) => ({ questionId, tagId: tag.id })) });
  await tx.audit.created({ type: 'tag', id: tag.id, values: { streamId: tag.streamId, name: tag.name, questionIds: tag.questionIds, [RESTORES_ENTRY_KEY]: entryId } });
}

/** Whether every question of `ids` still exists. */
async function questionsExist(tx: AppContext, ids: readonly number[]): Promise<boolean> {
  return ids.length === 0 || (await tx.db.question.count({ where: { id: { in: [...ids] } } })) === new Set(ids).size;
}

async function undoMerge(tx: AppContext, entry: Entry): Promise<UndoTagResult> {
  const targetId = entry.auditableId;
  const [old, now] = [recordOf(entry.oldValues), recordOf(entry.newValues)];
  const sourceIds = idList(now.mergedFrom)!;
  const streamId = await lockTagStream(tx, targetId);
  if (streamId === null) return { kind: 'conflict', reason: 'gone' };
  if (await undoneAlready(tx, entry.id)) return { kind: 'conflict', reason: 'undone' };
  // The sources as the merge deleted them: each one's newest 'deleted' entry before the merge's, naming the target.
  const deletions = await tx.db.auditEntry.findMany({
    where: { auditableType: 'tag', event: 'deleted', auditableId: { in: sourceIds }, id: { lt: entry.id } },
    orderBy: { id: 'desc' },
    select: { auditableId: true, oldValues: true },
  });
  const sources = sourceIds.map((id) => {
    const values = recordOf(deletions.find((d) => d.auditableId === id && recordOf(d.oldValues).mergedInto === targetId)?.oldValues);
    const questionIds = idList(values.questionIds);
    return typeof values.name === 'string' && questionIds ? { id, streamId, name: values.name, questionIds } : null;
  });
  if (sources.some((s) => s === null)) return { kind: 'not-found' };
  // The target's links now must be those the merge left; an entry without them means the merge changed none.
  const current = await questionIdsOf(tx, targetId);
  const [before, after] = [idList(old.questionIds), idList(now.questionIds)];
  if (after && !sameSet(current, after)) return { kind: 'conflict', reason: 'links' };
  const restored = sources as NonNullable<(typeof sources)[number]>[];
  if (
    !(await questionsExist(
      tx,
      restored.flatMap((s) => s.questionIds),
    ))
  )
    return { kind: 'conflict', reason: 'links' };
  for (const source of restored) if (await nameTaken(tx, streamId, source.name)) return invalid({ name: [{ code: 'taken' }] });
  if ((await tx.db.tag.count({ where: { id: { in: sourceIds } } })) > 0) return { kind: 'conflict', reason: 'undone' };

  for (const source of restored) await recreate(tx, entry.id, source);
  const added = before && after ? after.filter((q) => !before.includes(q)) : [];
  if (added.length) await tx.db.questionTag.deleteMany({ where: { tagId: targetId, questionId: { in: added } } });
  const target = await tx.db.tag.findUniqueOrThrow({ where: { id: targetId }, select: { name: true } });
  await tx.audit.record({
    type: 'tag',
    id: targetId,
    event: 'updated',
    old: { name: target.name, questionIds: current },
    new: { name: target.name, questionIds: await questionIdsOf(tx, targetId), unmergedFrom: sourceIds, [RESTORES_ENTRY_KEY]: entry.id },
  });
  return { kind: 'ok', streamId, tag: await oneTag(tx, targetId), restoredIds: sourceIds };
}

async function undoDelete(tx: AppContext, entry: Entry): Promise<UndoTagResult> {
  const old = recordOf(entry.oldValues);
  const tag = { id: entry.auditableId, streamId: old.streamId as number, name: old.name as string, questionIds: idList(old.questionIds)! };
  if (!(await lockStream(tx, tag.streamId))) return { kind: 'conflict', reason: 'gone' };
  if ((await undoneAlready(tx, entry.id)) || (await tx.db.tag.count({ where: { id: tag.id } })) > 0) return { kind: 'conflict', reason: 'undone' };
  if (!(await questionsExist(tx, tag.questionIds))) return { kind: 'conflict', reason: 'links' };
  if (await nameTaken(tx, tag.streamId, tag.name)) return invalid({ name: [{ code: 'taken' }] });
  await recreate(tx, entry.id, tag);
  return { kind: 'ok', streamId: tag.streamId, tag: await oneTag(tx, tag.id), restoredIds: [tag.id] };
}

/** Undoes the merge or delete of audit entry `entryId` (inside the caller's transaction, the actor already checked). */
async function undoIn(tx: AppContext, entry: Entry): Promise<UndoTagResult> {
  if (isTagMergeEntry(entry)) return undoMerge(tx, entry);
  if (isTagDeleteEntry(entry)) return undoDelete(tx, entry);
  return { kind: 'not-found' };
}

/**
 * Puts back what a keyword merge or delete took away (the `undoEntryId` its answer gave): the keyword(s) with their
 * ids and exactly their question links, in one transaction, audited; refused, with nothing written, when the state
 * moved on. An entry that is not a keyword merge or delete answers not-found.
 */
export async function undoTagChange(ctx: AppContext, input: { entryId: number }): Promise<UndoTagResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const entry = await tx.db.auditEntry.findUnique({ where: { id: input.entryId }, select: { id: true, auditableType: true, auditableId: true, event: true, oldValues: true, newValues: true } });
    if (!entry) return { kind: 'not-found' } as const;
    return undoIn(tx, entry);
  });
}

/**
 * The log's 'Herstellen' for keywords (./restore.ts registers it as 'tag'): a rename as before (./tags.ts
 * tagRenameRestorer), and a merge's entry, undone as above, inside the restore's transaction.
 */
export const tagRestorer = {
  restorable: (entry: { oldValues: Prisma.JsonValue | null; newValues: Prisma.JsonValue | null }): boolean =>
    tagRenameRestorer.restorable(entry) || isTagMergeEntry({ auditableType: 'tag', event: 'updated', newValues: entry.newValues }),
  async restore(ctx: AppContext, entry: Entry) {
    if (!isTagMergeEntry(entry)) return tagRenameRestorer.restore(ctx, entry);
    const result = await undoIn(ctx, entry);
    switch (result.kind) {
      case 'ok':
        return { kind: 'ok' } as const;
      case 'conflict':
        return result.reason === 'gone' ? ({ kind: 'not-found' } as const) : ({ kind: 'conflict', changedFields: ['questionIds'] } as const);
      default:
        return result;
    }
  },
};
