// The file store's upkeep, hourly (server/main.ts): what nothing needs any more is deleted.
// - files/<sha256> that no stored_files row names and older than an hour: an upload stores its bytes before its row
//   (server/domain/content/storedFiles.ts), so a refused or failed transaction leaves one, and a deleted row leaves
//   its bytes here (another row may share them). The hour lets a transaction that is still running commit its row.
// - documents/ (finished PDF and Word files) older than DOCUMENT_KEEP_DAYS: made again on demand.
// - '.partial' leftovers of interrupted writes older than an hour (the local store's).
// One instance sweeps at a time (server/db/advisoryLock.ts); the others skip the hour.
//
// What remains racy, and how little: an object listed as old and unnamed, then written again by an upload of the very
// same bytes whose row commits between the sweeper's look at the rows and its delete (milliseconds), would lose its
// bytes. Identical uploads more than an hour apart that straddle a sweep to the millisecond are what that takes.
import type { Database } from '../db/database.ts';
import { SWEEPER_LOCK_KEY, underAdvisoryLock } from '../db/advisoryLock.ts';
import type { FileStorage, StoredObject } from './storage.ts';

export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
export const DEFAULT_DOCUMENT_KEEP_DAYS = 7;
/** How many keys are looked up in the database at once. */
const LOOKUP_BATCH = 500;

export interface SweepOptions {
  now?: Date;
  /** How long finished documents are kept (DOCUMENT_KEEP_DAYS). */
  documentKeepDays?: number;
}

export interface SweepResult {
  /** false: another instance holds the lock (and sweeps). */
  ran: boolean;
  files: number;
  documents: number;
  partial: number;
}

export async function sweepFileStorage(db: Database, storage: FileStorage, options: SweepOptions = {}): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const graceEnd = new Date(now.getTime() - ORPHAN_GRACE_MS);
  const keepEnd = new Date(now.getTime() - (options.documentKeepDays ?? DEFAULT_DOCUMENT_KEEP_DAYS) * 24 * 60 * 60 * 1000);
  const outcome = await underAdvisoryLock(db, SWEEPER_LOCK_KEY, async () => {
    let files = 0;
    let pending: StoredObject[] = [];
    const sweepPending = async () => {
      const hashes = pending.map((o) => o.key.slice('files/'.length));
      const named = await db.prisma.$queryRaw<{ sha256: string }[]>`SELECT DISTINCT sha256 FROM stored_files WHERE sha256 = ANY(${hashes}::text[])`;
      const keep = new Set(named.map((r) => r.sha256));
      for (const object of pending) {
        if (keep.has(object.key.slice('files/'.length))) continue;
        await storage.delete(object.key);
        files += 1;
      }
      pending = [];
    };
    for await (const object of storage.list('files/')) {
      if (object.modifiedAt >= graceEnd) continue;
      pending.push(object);
      if (pending.length >= LOOKUP_BATCH) await sweepPending();
    }
    if (pending.length) await sweepPending();

    let documents = 0;
    for await (const object of storage.list('documents/')) {
      if (object.modifiedAt >= keepEnd) continue;
      await storage.delete(object.key);
      documents += 1;
    }
    const partial = await storage.removePartial(graceEnd);
    return { files, documents, partial };
  });
  return outcome.ran ? { ran: true, ...outcome.result } : { ran: false, files: 0, documents: 0, partial: 0 };
}
