// The back-office's keywords (trefwoorden) of a stream (issue 46; document 3 §2 /admin/courses/{course}/tags, §3 Tag,
// §9 'Tag preview per domain'; document 4 §13): the stream's keywords with their question counts, and add, rename,
// merge and delete for authors and admins, each in one transaction with its audit entries.
//
// - A name is required, at most 255 characters, and unique in its stream ignoring case (shared/content/keywords.ts
//   sameKeyword: the rule the question editor and the question save use to pick a keyword). The stream's row is locked
//   by every command here, so two requests cannot both add 'Kracht' and 'kracht'.
// - Renaming a keyword to the name of another keyword of the stream merges it into that one: its questions move to
//   the other (a question that has both keeps one link) and it is deleted, in one transaction, both audited.
// - The teachers' keyword index (the topics' tag_ids and display cache) follows by the database's triggers on tags and
//   question_tags in the same transaction (../search/topicIndex.ts), so it is right the moment a command commits.
import { Prisma } from '../../db/generated/client.ts';
import type { Db } from '../../db/database.ts';
import { addIssue, hasErrors, invalid, textIssue, type FieldErrors, type Invalid } from '../errors.ts';
import { transact, type AppContext } from '../context.ts';
import { mayUseBackOffice } from './backOffice.ts';
import { duplicateKeywordGroups, sameKeyword, type DuplicateGroup } from '../../../shared/content/keywords.ts';
import { queryRows } from '../../db/queryRows.ts';

/** The longest keyword name (document 4 §13: name ≤ 255). */
export const TAG_NAME_MAX = 255;
/** The per-domain keyword preview holds at most this many (document 3 §9). */
export const DOMAIN_TAG_PREVIEW = 6;
/** The most keywords one merge takes into another. */
export const MERGE_SOURCES_MAX = 100;

export interface StreamTag {
  id: number;
  streamId: number;
  name: string;
  /** The questions that carry it. */
  questionCount: number;
}

export type TagListResult = { kind: 'ok'; tags: StreamTag[] } | { kind: 'forbidden' } | { kind: 'not-found' };
/**
 * `tag` is the keyword as saved; after a rename that merged, the keyword it went into (`mergedIds` the ones gone).
 * `undoEntryId`: after a merge or a delete, the audit entry that ./tagUndo.ts's undoTagChange takes to put it back.
 */
export type TagChangeResult = { kind: 'ok'; streamId: number; tag: StreamTag; mergedIds: number[]; undoEntryId?: number } | { kind: 'forbidden' } | { kind: 'not-found' } | Invalid;
export type DeleteTagResult = { kind: 'ok'; streamId: number; id: number; questionCount: number; undoEntryId: number } | { kind: 'forbidden' } | { kind: 'not-found' };

const byName = (a: StreamTag, b: StreamTag) => a.name.localeCompare(b.name, 'nl') || a.id - b.id;

/** Every keyword of a stream with its question count, by name (Dutch order). Two statements. */
export async function tagsOfStream(db: Db, streamId: number): Promise<StreamTag[]> {
  const rows = await queryRows<{ id: number; name: string; n: bigint | number }>(
    db,
    Prisma.sql`SELECT t.id, t.name, (SELECT count(*) FROM question_tags qt WHERE qt.tag_id = t.id) AS n FROM tags t WHERE t.stream_id = ${streamId}`,
  );
  return rows.map((r) => ({ id: r.id, streamId, name: r.name, questionCount: Number(r.n) })).sort(byName);
}

/** The stream's keywords for an author or admin; not-found for a stream that does not exist. */
export async function streamTags(ctx: AppContext, streamId: number): Promise<TagListResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const stream = await ctx.db.stream.findUnique({ where: { id: streamId }, select: { id: true } });
  if (!stream) return { kind: 'not-found' };
  return { kind: 'ok', tags: await tagsOfStream(ctx.db, streamId) };
}

/** The stream's near-duplicate keywords ('Mogelijk dubbele trefwoorden'), each group with the one to keep. */
export function duplicateTags(tags: readonly StreamTag[]): DuplicateGroup<StreamTag>[] {
  return duplicateKeywordGroups(tags);
}

/** The name's issue (required, ≤ 255, storable), by the field `name`. */
function nameErrors(name: string): FieldErrors {
  const errors: FieldErrors = {};
  addIssue(errors, 'name', textIssue(name, TAG_NAME_MAX, true));
  return errors;
}

/** Locks the stream's row: the commands on its keywords run one at a time. False when there is no such stream. */
export async function lockStream(tx: AppContext, streamId: number): Promise<boolean> {
  const [row] = await tx.db.$queryRaw<{ id: number }[]>`SELECT id FROM streams WHERE id = ${streamId} FOR UPDATE`;
  return Boolean(row);
}

/** The stream of a keyword, with the stream locked; null when there is no such keyword. */
export async function lockTagStream(tx: AppContext, tagId: number): Promise<number | null> {
  const tag = await tx.db.tag.findUnique({ where: { id: tagId }, select: { streamId: true } });
  if (!tag || !(await lockStream(tx, tag.streamId))) return null;
  // Read again under the lock: a keyword merged away meanwhile is gone.
  return (await tx.db.tag.findUnique({ where: { id: tagId }, select: { streamId: true } }))?.streamId ?? null;
}

export async function questionIdsOf(tx: AppContext, tagId: number): Promise<number[]> {
  return (await tx.db.questionTag.findMany({ where: { tagId }, select: { questionId: true }, orderBy: { questionId: 'asc' } })).map((q) => q.questionId);
}

export async function oneTag(tx: AppContext, id: number): Promise<StreamTag> {
  const tag = await tx.db.tag.findUniqueOrThrow({ where: { id }, select: { id: true, streamId: true, name: true } });
  return { ...tag, questionCount: await tx.db.questionTag.count({ where: { tagId: id } }) };
}

/** Adds a keyword to a stream. A name the stream has already (ignoring case) is refused: `name` taken. */
export async function createTag(ctx: AppContext, input: { streamId: number; name: string }): Promise<TagChangeResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const name = input.name.trim();
  const errors = nameErrors(name);
  if (hasErrors(errors)) return invalid(errors);
  return transact(ctx, async (tx) => {
    if (!(await lockStream(tx, input.streamId))) return { kind: 'not-found' } as const;
    const known = await tx.db.tag.findMany({ where: { streamId: input.streamId }, select: { id: true, name: true } });
    if (known.some((k) => sameKeyword(k.name, name))) return invalid({ name: [{ code: 'taken' }] });
    const made = await tx.db.tag.create({ data: { streamId: input.streamId, name }, select: { id: true } });
    await tx.audit.created({ type: 'tag', id: made.id, values: { streamId: input.streamId, name } });
    return { kind: 'ok', streamId: input.streamId, tag: { id: made.id, streamId: input.streamId, name, questionCount: 0 }, mergedIds: [] } as const;
  });
}

/** The newest audit entry of keyword `id` with `event`, written in this transaction: the one an undo takes. */
async function lastTagEntry(tx: AppContext, id: number, event: 'updated' | 'deleted'): Promise<number> {
  return (await tx.db.auditEntry.findFirstOrThrow({ where: { auditableType: 'tag', auditableId: id, event }, orderBy: { id: 'desc' }, select: { id: true } })).id;
}

/**
 * Moves the questions of `sourceIds` to `targetId` and deletes the sources, inside the caller's transaction (the
 * stream locked): a question that has both keeps one link. Audits each source as deleted (with its questions) and the
 * target as updated (its questions before and after, and `mergedFrom`); answers the target's entry (the undo's).
 */
async function mergeInto(tx: AppContext, streamId: number, targetId: number, sourceIds: readonly number[]): Promise<number> {
  const target = await tx.db.tag.findUniqueOrThrow({ where: { id: targetId }, select: { name: true } });
  const before = await questionIdsOf(tx, targetId);
  for (const sourceId of sourceIds) {
    const source = await tx.db.tag.findUniqueOrThrow({ where: { id: sourceId }, select: { name: true } });
    const moved = await questionIdsOf(tx, sourceId);
    await tx.db.$executeRaw`
      INSERT INTO question_tags (question_id, tag_id, created_at, updated_at)
      SELECT question_id, ${targetId}, now(), now() FROM question_tags WHERE tag_id = ${sourceId}
      ON CONFLICT (question_id, tag_id) DO NOTHING`;
    // Its own links go with it (the schema's cascade), and with them its place in the index.
    await tx.db.tag.delete({ where: { id: sourceId }, select: { id: true } });
    await tx.audit.deleted({ type: 'tag', id: sourceId, values: { streamId, name: source.name, questionIds: moved, mergedInto: targetId } });
  }
  const after = await questionIdsOf(tx, targetId);
  await tx.audit.updated({ type: 'tag', id: targetId, before: { name: target.name, questionIds: before }, after: { name: target.name, questionIds: after, mergedFrom: [...sourceIds] } });
  return lastTagEntry(tx, targetId, 'updated');
}

/**
 * Renames a keyword. A name another keyword of the stream has (ignoring case) merges this one into that one; a name
 * that differs from its own only in case just changes the spelling. A name equal to its own changes nothing.
 */
export async function renameTag(ctx: AppContext, input: { id: number; name: string }): Promise<TagChangeResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const name = input.name.trim();
  const errors = nameErrors(name);
  if (hasErrors(errors)) return invalid(errors);
  return transact(ctx, async (tx) => {
    const streamId = await lockTagStream(tx, input.id);
    if (streamId === null) return { kind: 'not-found' } as const;
    const current = await tx.db.tag.findUniqueOrThrow({ where: { id: input.id }, select: { name: true } });
    const other = (await tx.db.tag.findMany({ where: { streamId, id: { not: input.id } }, select: { id: true, name: true }, orderBy: { id: 'asc' } })).find((k) => sameKeyword(k.name, name));
    if (other) {
      const undoEntryId = await mergeInto(tx, streamId, other.id, [input.id]);
      return { kind: 'ok', streamId, tag: await oneTag(tx, other.id), mergedIds: [input.id], undoEntryId } as const;
    }
    if (current.name !== name) {
      await tx.db.tag.update({ where: { id: input.id }, data: { name }, select: { id: true } });
      await tx.audit.updated({ type: 'tag', id: input.id, before: { name: current.name }, after: { name } });
    }
    return { kind: 'ok', streamId, tag: await oneTag(tx, input.id), mergedIds: [] } as const;
  });
}

/**
 * Merges keywords into one ('Samenvoegen met…', and the hygiene list's one-step merge): the questions of every source
 * move to the target, the sources are deleted, all in one transaction. All must be keywords of one stream; the target
 * is not among the sources. An unknown id answers not-found and changes nothing.
 */
export async function mergeTags(ctx: AppContext, input: { targetId: number; sourceIds: readonly number[] }): Promise<TagChangeResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const sourceIds = [...new Set(input.sourceIds)];
  const errors: FieldErrors = {};
  if (sourceIds.length === 0) addIssue(errors, 'sourceIds', { code: 'required' });
  else if (sourceIds.length > MERGE_SOURCES_MAX) addIssue(errors, 'sourceIds', { code: 'tooMany', max: MERGE_SOURCES_MAX });
  else if (sourceIds.includes(input.targetId)) addIssue(errors, 'sourceIds', { code: 'notAllowed' });
  if (hasErrors(errors)) return invalid(errors);
  return transact(ctx, async (tx) => {
    const streamId = await lockTagStream(tx, input.targetId);
    if (streamId === null) return { kind: 'not-found' } as const;
    const sources = await tx.db.tag.findMany({ where: { id: { in: sourceIds } }, select: { id: true, streamId: true } });
    if (sources.length !== sourceIds.length) return { kind: 'not-found' } as const;
    if (sources.some((s) => s.streamId !== streamId)) return invalid({ sourceIds: [{ code: 'notAllowed' }] });
    const undoEntryId = await mergeInto(tx, streamId, input.targetId, sourceIds);
    return { kind: 'ok', streamId, tag: await oneTag(tx, input.targetId), mergedIds: sourceIds, undoEntryId } as const;
  });
}

/** Deletes a keyword: its questions lose it (the schema's cascade). Audited with the questions it had. */
export async function deleteTag(ctx: AppContext, input: { id: number }): Promise<DeleteTagResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const streamId = await lockTagStream(tx, input.id);
    if (streamId === null) return { kind: 'not-found' } as const;
    const tag = await tx.db.tag.findUniqueOrThrow({ where: { id: input.id }, select: { name: true } });
    const questionIds = await questionIdsOf(tx, input.id);
    await tx.db.tag.delete({ where: { id: input.id }, select: { id: true } });
    await tx.audit.deleted({ type: 'tag', id: input.id, values: { streamId, name: tag.name, questionIds } });
    return { kind: 'ok', streamId, id: input.id, questionCount: questionIds.length, undoEntryId: await lastTagEntry(tx, input.id, 'deleted') } as const;
  });
}

export type DomainTagsResult = { kind: 'ok'; tags: { name: string; n: number }[] } | { kind: 'forbidden' } | { kind: 'not-found' };

/**
 * A domain's keyword preview (document 3 §9): the keywords of the questions in the domain or one of its subdomains,
 * each with the number of those questions that carry it, at most 6, most used first (then by name).
 */
export async function domainTags(ctx: AppContext, domainId: number): Promise<DomainTagsResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const domain = await ctx.db.domain.findUnique({ where: { id: domainId }, select: { id: true } });
  if (!domain) return { kind: 'not-found' };
  const rows = await queryRows<{ name: string; n: bigint | number }>(
    ctx.db,
    Prisma.sql`
    SELECT t.name, count(DISTINCT qt.question_id) AS n
    FROM question_tags qt JOIN tags t ON t.id = qt.tag_id
    WHERE qt.question_id IN (SELECT qd.question_id FROM question_domains qd JOIN domains d ON d.id = qd.domain_id WHERE d.id = ${domainId} OR d.parent_id = ${domainId})
    GROUP BY t.id, t.name
    ORDER BY n DESC, t.name, t.id
    LIMIT ${DOMAIN_TAG_PREVIEW}`,
  );
  return { kind: 'ok', tags: rows.map((r) => ({ name: r.name, n: Number(r.n) })) };
}

export interface DomainPreview {
  id: number;
  name: string;
  /** Its keyword preview: at most 6, most used first. */
  tags: { name: string; n: number }[];
}

/**
 * The stream's top-level domains (by position) each with its keyword preview, as the course page's Domeinen card
 * shows them: one statement for all (a window over the counts), not one per domain.
 */
export async function domainPreviews(db: Db, streamId: number): Promise<DomainPreview[]> {
  const domains = await db.domain.findMany({ where: { streamId, parentId: null }, select: { id: true, name: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
  if (domains.length === 0) return [];
  const rows = await queryRows<{ domain_id: number; name: string; n: bigint | number }>(
    db,
    Prisma.sql`
    WITH qs AS (
      SELECT DISTINCT top.id AS domain_id, qd.question_id
      FROM domains top JOIN domains d ON d.id = top.id OR d.parent_id = top.id JOIN question_domains qd ON qd.domain_id = d.id
      WHERE top.stream_id = ${streamId} AND top.parent_id IS NULL
    ), counted AS (
      SELECT qs.domain_id, t.name, count(*) AS n, row_number() OVER (PARTITION BY qs.domain_id ORDER BY count(*) DESC, t.name, t.id) AS rank
      FROM qs JOIN question_tags qt ON qt.question_id = qs.question_id JOIN tags t ON t.id = qt.tag_id
      GROUP BY qs.domain_id, t.id, t.name
    )
    SELECT domain_id, name, n FROM counted WHERE rank <= ${DOMAIN_TAG_PREVIEW} ORDER BY domain_id, rank`,
  );
  const byDomain = new Map<number, { name: string; n: number }[]>();
  for (const r of rows) byDomain.set(r.domain_id, [...(byDomain.get(r.domain_id) ?? []), { name: r.name, n: Number(r.n) }]);
  return domains.map((d) => ({ ...d, tags: byDomain.get(d.id) ?? [] }));
}

const recordOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * Undo of a keyword's rename from the log (./restore.ts registers it as 'tag'): only an entry that changed the name
 * alone (a merge's entry, with its questions, is not offered). Keywords have no version: the log is theirs, as for the
 * formula sheet — refused as changed since when the name is no longer the entry's new one or a later entry renamed it;
 * refused as invalid (name taken) when another keyword of the stream has the old name now, rather than merging.
 */
export const tagRenameRestorer = {
  restorable: (entry: { oldValues: unknown; newValues: unknown }): boolean => {
    const [old, now] = [recordOf(entry.oldValues), recordOf(entry.newValues)];
    return typeof old.name === 'string' && typeof now.name === 'string' && !('questionIds' in now);
  },
  async restore(ctx: AppContext, entry: { id: number; auditableId: number; oldValues: unknown; newValues: unknown }) {
    const streamId = await lockTagStream(ctx, entry.auditableId);
    if (streamId === null) return { kind: 'not-found' } as const;
    const current = await ctx.db.tag.findUniqueOrThrow({ where: { id: entry.auditableId }, select: { name: true } });
    const later = await ctx.db.auditEntry.findMany({ where: { auditableType: 'tag', auditableId: entry.auditableId, event: 'updated', id: { gt: entry.id } }, select: { newValues: true } });
    if (current.name !== recordOf(entry.newValues).name || later.some((e) => 'name' in recordOf(e.newValues))) return { kind: 'conflict', changedFields: ['name'] } as const;
    const old = String(recordOf(entry.oldValues).name);
    const others = await ctx.db.tag.findMany({ where: { streamId, id: { not: entry.auditableId } }, select: { name: true } });
    if (others.some((k) => sameKeyword(k.name, old))) return invalid({ name: [{ code: 'taken' }] });
    const result = await renameTag(ctx, { id: entry.auditableId, name: old });
    return result.kind === 'ok' ? ({ kind: 'ok' } as const) : result;
  },
};
