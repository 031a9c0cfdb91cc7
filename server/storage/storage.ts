// Where files live: the content's files (figures, appendixes, exam PDFs, students' uploaded photos) and finished
// documents. One interface, two stores: a folder on local disk (the default; DATA_DIR/files) and an S3-compatible
// bucket (FILE_STORAGE=s3, the official AWS SDK v3 client; MinIO in docker-compose). Several instances of the server
// share a bucket, or a folder on a shared volume; the database holds what each file is (name, type, size, sha256),
// the store holds its bytes.
//
// Keys are paths of '/'-separated segments of [A-Za-z0-9._-] (never '..' or empty): 'files/<sha256>',
// 'documents/<version>.pdf'. Writing a key is all-or-nothing (a reader sees the old object, the new one or none, never
// part of one), and writing the same key twice with the same bytes is harmless: content-addressed keys make retries
// and racing writers safe.

/** An object as listed: its key, its size in bytes and when it was last written. */
export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

export interface FileStorage {
  /** What the store is, for logs and /readyz: 'local' or 's3'. */
  readonly kind: 'local' | 's3';
  /** Writes the object whole (replacing one of that key). */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Whether the object exists. */
  has(key: string): Promise<boolean>;
  /** Removes the object; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` ('files/', 'documents/'), in pages, for the sweeper. */
  list(prefix: string): AsyncIterable<StoredObject>;
  /**
   * Removes what interrupted writes left that is older than `olderThan` (the local store's '.partial' files of a
   * process that died mid-write), for the sweeper; answers how many. An S3 PUT leaves nothing half-written.
   */
  removePartial(olderThan: Date): Promise<number>;
  /** Whether the store answers (for /readyz): true, or the reason it does not. */
  check(): Promise<true | string>;
}

const SEGMENT = /^[A-Za-z0-9._-]+$/;

/** Throws unless `key` is a storage key as described above. */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  if (!key || key.length > 512 || segments.some((s) => !SEGMENT.test(s) || s === '.' || s === '..')) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}
