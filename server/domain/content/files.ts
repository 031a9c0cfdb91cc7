// Stored files of the content (figures, appendixes): public, as the topic preview is.
import type { Db } from '../../db/database.ts';

/** The file with that id and name, or null. The name must match, so ids alone do not enumerate files. */
export async function findContentFile(db: Db, id: number, name: string) {
  const file = await db.storedFile.findFirst({
    where: { id, name, attachments: { some: {} } },
    select: { name: true, mime: true, content: true, sha256: true },
  });
  return file;
}

/** Where a stored content file is served (the /files route), relative to the site's root: files/{id}/{name}. */
export const contentFilePath = (file: { id: number; name: string }) => `files/${file.id}/${encodeURIComponent(file.name)}`;
