// The store the configuration names (FILE_STORAGE): made once at start-up (server/http/app.ts, the mover and the
// sweeper in server/main.ts) and handed to whatever reads or writes files.
import type { Config } from '../config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { FileStorage } from './storage.ts';

export function createFileStorage(config: Pick<Config, 'files'>): FileStorage {
  const files = config.files;
  return files.kind === 's3' ? createS3Storage(files.s3) : createLocalStorage(files.dir);
}
