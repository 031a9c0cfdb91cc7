// One instance at a time for the file store's upkeep (the mover and the sweeper): several instances starting together,
// or sweeping on the same hour, would otherwise each copy or delete the same objects. The work is harmless twice over
// (content-addressed keys, guarded updates) but wasteful, so the first instance to take the lock does it and the others
// skip it. The lock is PostgreSQL's session-level advisory lock, taken with pg_try_advisory_lock on a connection held
// for the whole work (the pool's other connections do the work itself); an instance that dies releases it with its
// connection. The embedded database belongs to one process (database.ts lockDataDir): there a lock per Database
// object keeps that process's own runs apart.
import type { Database } from '../db/database.ts';

/** The locks' keys: the first 60 bits of the SHA-256 of 'vraagwerk file mover' and of 'vraagwerk file sweeper'. */
export const MOVER_LOCK_KEY = '259113193331359424';
export const SWEEPER_LOCK_KEY = '93003169817657750';

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
