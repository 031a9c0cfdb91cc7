// The bytes of a stored file written since the file store (server/storage/): its row keeps none, and the run's store
// (FILES_DIR of every test server, tests/setup/env.ts) holds them as files/<sha256>. Tests that look at what an upload
// stored read it here, so that they also check where it went.
import { Buffer } from 'node:buffer';
import { createLocalStorage } from '../../server/storage/local.ts';
import { testFilesDir } from './env.ts';

/** The store's object of a row made by an upload; throws when the row kept bytes of its own or the object is missing. */
export async function storedObject(file: { sha256: string; content?: Uint8Array | null }): Promise<Buffer> {
  if (file.content !== undefined && file.content !== null) throw new Error('The stored file kept its bytes in the database.');
  const bytes = await testStorage().get(`files/${file.sha256}`);
  if (!bytes) throw new Error(`The file store holds no files/${file.sha256}.`);
  return Buffer.from(bytes);
}

/** The run's file store, as every test server has it. */
export const testStorage = () => createLocalStorage(testFilesDir());
