// The local store: each object a file under one folder (FILES_DIR, by default DATA_DIR/files). A write goes to a
// temporary file in the same folder first and is then renamed over the key's file, so readers never see half a file
// and a crash leaves at most a temporary file behind (the sweeper removes those).
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, relative, sep } from 'node:path';
import { assertStorageKey, type FileStorage, type StoredObject } from './storage.ts';

/** Temporary files of writes in progress end so; list() never shows them. */
export const PARTIAL_SUFFIX = '.partial';

export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomBytes(6).toString('hex')}${PARTIAL_SUFFIX}`;
      const file = await open(partial, 'w');
      try {
        await file.writeFile(data);
        await file.sync();
      } finally {
        await file.close();
      }
      try {
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        const bytes = await readFile(pathOf(key));
        return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async has(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list(prefix) {
      async function* walk(dir: string): AsyncGenerator<StoredObject> {
        let entries;
        try {
          entries = await readdir(dir, { withFileTypes: true });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw error;
        }
        for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) yield* walk(path);
          else if (entry.isFile() && !entry.name.endsWith(PARTIAL_SUFFIX)) {
            const key = relative(root, path).split(sep).join('/');
            if (!key.startsWith(prefix)) continue;
            const info = await stat(path).catch(() => null);
            if (info) yield { key, size: info.size, modifiedAt: info.mtime };
          }
        }
      }
      // Only the folders the prefix can lie in are walked.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      yield* walk(folder ? join(root, ...folder.split('/')) : root);
    },
    async removePartial(olderThan) {
      let removed = 0;
      async function walk(dir: string): Promise<void> {
        let entries;
        try {
          entries = await readdir(dir, { withFileTypes: true });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw error;
        }
        for (const entry of entries) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) await walk(path);
          else if (entry.isFile() && entry.name.endsWith(PARTIAL_SUFFIX)) {
            const info = await stat(path).catch(() => null);
            if (info && info.mtime < olderThan) {
              await rm(path, { force: true });
              removed += 1;
            }
          }
        }
      }
      await walk(root);
      return removed;
    },
    async check() {
      try {
        await mkdir(root, { recursive: true });
        return true;
      } catch (error) {
        return `the folder ${root} cannot be made: ${(error as Error).message}`;
      }
    },
  };
}
