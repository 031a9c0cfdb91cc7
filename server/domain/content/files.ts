// Stored files of the content (figures, appendixes): public, as the topic preview is.
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { storedFileBytes, storedFileBytesSelect } from './storedFiles.ts';

/** The file with that id and name, with its bytes, or null. The name must match, so ids alone do not enumerate files. */
export async function findContentFile(db: Db, storage: FileStorage, id: number, name: string): Promise<{ name: string; mime: string; sha256: string; content: Uint8Array } | null> {
  const file = await db.storedFile.findFirst({
    where: { id, name, attachments: { some: {} } },
    select: { name: true, mime: true, ...storedFileBytesSelect },
  });
  return file && { name: file.name, mime: file.mime, sha256: file.sha256, content: await storedFileBytes(storage, file) };
}

/** Where a stored content file is served (the /files route), relative to the site's root: files/{id}/{name}. */
export const contentFilePath = (file: { id: number; name: string }) => `files/${file.id}/${encodeURIComponent(file.name)}`;
