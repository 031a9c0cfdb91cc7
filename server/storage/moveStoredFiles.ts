// Existing installations kept files' bytes in the database (stored_files.content). At start-up, after the migrations,
// this copies each such row's bytes into the file store (files/<sha256>) and then empties the row's content, so that
// the database shrinks and every instance reads the same store. Until a row is moved, readers read its own content
// (server/domain/content/storedFiles.ts), so the server serves every file throughout.
//
// Safe to stop at any moment and to run again: a row is emptied only after its object is written, by an UPDATE that
// names the row's id and the sha256 it was read with and requires content still to be there (a row changed or moved
// meanwhile is left alone, and a second run finds it moved). The key is the sha256 of the bytes as they are: a row
// whose recorded sha256 does not match its bytes is corrected to theirs, or it would name another file's object.
// Rows are read one at a time (a PDF may be megabytes), their ids in batches. With many instances starting together,
// one does the work (server/db/advisoryLock.ts) and the others start without waiting for it.
import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { storedFileKey } from '../domain/content/storedFiles.ts';
import { MOVER_LOCK_KEY, underAdvisoryLock } from '../db/advisoryLock.ts';
import type { FileStorage } from './storage.ts';

export interface MoveResult {
  /** false: another instance holds the lock (and does the work). */
  ran: boolean;
  /** Rows whose bytes went to the store. */
  moved: number;
  /** Bytes moved. */
  bytes: number;
}

const BATCH = 100;

export async function moveStoredFiles(db: Database, storage: FileStorage, options: { batch?: number } = {}): Promise<MoveResult> {
  const batch = options.batch ?? BATCH;
  const outcome = await underAdvisoryLock(db, MOVER_LOCK_KEY, async () => {
    let moved = 0;
    let bytes = 0;
    for (let after = 0; ;) {
      const ids = await db.prisma.$queryRaw<{ id: number }[]>`
        SELECT id FROM stored_files WHERE content IS NOT NULL AND id > ${after} ORDER BY id LIMIT ${batch}`;
      if (ids.length === 0) break;
      for (const { id } of ids) {
        const [row] = await db.prisma.$queryRaw<{ sha256: string; mime: string; content: Uint8Array | null }[]>`
          SELECT sha256, mime, content FROM stored_files WHERE id = ${id}`;
        if (!row?.content) continue;
        const sha256 = createHash('sha256').update(row.content).digest('hex');
        await storage.put(storedFileKey(sha256), row.content, row.mime);
        const updated = await db.prisma.$executeRaw`
          UPDATE stored_files SET content = NULL, sha256 = ${sha256} WHERE id = ${id} AND sha256 = ${row.sha256} AND content IS NOT NULL`;
        if (updated === 1) {
          moved += 1;
          bytes += row.content.byteLength;
        }
      }
      after = ids[ids.length - 1]!.id;
    }
    return { moved, bytes };
  });
  return outcome.ran ? { ran: true, ...outcome.result } : { ran: false, moved: 0, bytes: 0 };
}
