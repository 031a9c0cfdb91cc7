// One instance at a time for work that many instances would otherwise do together: the file store's upkeep (the mover
// and the sweeper: harmless twice over, content-addressed keys and guarded updates, but wasteful — the first instance
// to take the lock does it and the others skip it) and the demo seed (which checks that the database is empty and
// then fills it: replicas starting together on an empty database would each fill it — they wait for the lock instead,
// and the later ones find it seeded). The lock is PostgreSQL's session-level advisory lock, taken on a connection held
// for the whole work (the pool's other connections do the work itself); an instance that dies releases it with its
// connection. The embedded database belongs to one process (database.ts lockDataDir): there a lock per Database
// object keeps that process's own runs apart. Migrations have a lock of their own (migrations.ts: the schema engine
// needs its own connection).
import type { Database } from './database.ts';

/**
 * The locks' keys: the first 60 bits of the SHA-256 of 'vraagwerk file mover', of 'vraagwerk file sweeper' and of
 * 'vraagwerk demo seed'.
 */
export const MOVER_LOCK_KEY = '259113193331359424';
export const SWEEPER_LOCK_KEY = '93003169817657750';
export const SEED_LOCK_KEY = '44110869655828093';

/** Runs `work` holding the lock `key`, waiting for it as long as another holds it. */
export async function waitingForAdvisoryLock<T>(db: Database, key: string, work: () => Promise<T>): Promise<T> {
  if (!db.pool) return work();
  const client = await db.pool.connect();
  let release: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [key]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch((error: Error) => {
        release = error;
      });
    }
  } finally {
    client.release(release);
  }
}

const heldInProcess = new WeakMap<Database, Set<string>>();

/** Runs `work` holding the lock `key`; answers { ran: false } without running it when another holds the lock. */
export async function underAdvisoryLock<T>(db: Database, key: string, work: () => Promise<T>): Promise<{ ran: true; result: T } | { ran: false }> {
  if (!db.pool) {
    const held = heldInProcess.get(db) ?? new Set<string>();
    heldInProcess.set(db, held);
    if (held.has(key)) return { ran: false };
    held.add(key);
    try {
      return { ran: true, result: await work() };
    } finally {
      held.delete(key);
    }
  }
  const client = await db.pool.connect();
  let release: Error | undefined;
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [key]);
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, result: await work() };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch((error: Error) => {
        // A connection whose unlock failed may still hold the lock: it is closed rather than given back to the pool.
        release = error;
      });
    }
  } finally {
    client.release(release);
  }
}
