// The bytes of stored files (exam PDFs, attachments, students' photos, the seed's figures). A stored_files row says what
// a file is; its bytes are the file store's object files/<sha256> (server/storage/): content-addressed, so identical
// files share one object and two uploads of the same bytes racing each other write the same object twice, harmlessly.
//
// Writing: the bytes go into the store BEFORE the row is written (storeFileBytes, then the row with content NULL), so a
// committed row always has its object; a row whose transaction then fails leaves an object nobody names, which the
// sweeper (server/storage/sweep.ts) removes after an hour. Deleting a row never deletes the object (another row may
// share it): the sweeper does that too.
//
// Reading: storedFileBytes is the one way, for every route and the document renderer. A row made before the store
// still has its own `content` until the mover (server/storage/moveStoredFiles.ts) has copied it; that is read as it is.
import { createHash } from 'node:crypto';
import type { FileStorage } from '../../storage/storage.ts';

/** The store's key of the bytes with this sha256 (hex). */
export const storedFileKey = (sha256: string) => `files/${sha256}`;

/** What a new stored_files row takes for its bytes: their size and sha256, and no content of its own. */
export interface StoredBytes {
  size: number;
  sha256: string;
  content: null;
}

/** Puts the bytes into the store under their sha256 and answers what the row records of them. */
export async function storeFileBytes(storage: FileStorage, bytes: Uint8Array, mime: string): Promise<StoredBytes> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await storage.put(storedFileKey(sha256), bytes, mime);
  return { size: bytes.byteLength, sha256, content: null };
}

/** What a row must be read with for its bytes. */
export const storedFileBytesSelect = { sha256: true, content: true } as const;

/**
 * A row's bytes: its own content while it has some (a row from before the store, not yet moved), else the store's
 * object. Throws when neither exists: a row without its bytes is damage to report, never an empty file to serve.
 */
export async function storedFileBytes(storage: FileStorage, row: { sha256: string; content: Uint8Array | null }): Promise<Uint8Array> {
  if (row.content) return row.content;
  const bytes = await storage.get(storedFileKey(row.sha256));
  if (!bytes) throw new Error(`The file store holds no ${storedFileKey(row.sha256)}.`);
  return bytes;
}

/** What a command that reads or writes files' bytes takes besides its context: the store (a request's context has it). */
export interface WithStorage {
  storage: FileStorage;
}
