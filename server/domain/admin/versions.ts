// No lost edit (issue 45): every content row the back-office edits carries a version, raised by each update that
// changes something, and each such update's audit entry carries the version it made (newValues.version). A save based
// on an older version is refused with the fields changed since; this module reads them, for every editor alike.
//
// The editors follow one shape: lock the row (SELECT … FOR UPDATE), compare the version the save names with the stored
// one, and on a difference answer `{ kind: 'conflict', changedFields: await changedFieldsSince(…), current }` without
// writing. A save naming no version (the legacy REST routes) wins as the last one.
import type { AppContext } from '../context.ts';

/** A save refused because it was based on an older version: what changed since, in the editor's order, and the row now. */
export interface VersionConflict<F extends string, Current extends { version: number }> {
  kind: 'conflict';
  changedFields: F[];
  current: Current;
}

/** Whether a save naming `named` (absent: the legacy last-one-wins) is based on an older version than `stored`. */
export const isStale = (named: number | null | undefined, stored: number): named is number => named !== undefined && named !== null && named !== stored;

/**
 * The fields the updates after `version` changed, in `order`: from the audit log's update entries of the row
 * (`type` as the audit log names it, e.g. 'exam', 'topic', 'question', 'answer'). A row changed outside the back-office
 * (no entries) conflicts with nothing named.
 */
export async function changedFieldsSince<F extends string>(ctx: Pick<AppContext, 'db'>, row: { type: string; id: number }, version: number, order: readonly F[]): Promise<F[]> {
  const entries = await ctx.db.auditEntry.findMany({
    where: { auditableType: row.type, auditableId: row.id, event: 'updated' },
    select: { newValues: true },
    orderBy: { id: 'asc' },
  });
  const changed = new Set<string>();
  for (const entry of entries) {
    const values = (entry.newValues ?? {}) as Record<string, unknown>;
    if (typeof values.version === 'number' && values.version > version) for (const key of Object.keys(values)) changed.add(key);
  }
  return order.filter((field) => changed.has(field));
}
