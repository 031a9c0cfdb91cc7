// Sign-in throttling: 5 failures per e-mail + IP lock that pair for a minute; 20 failures per account lock the
// account for 15 minutes whatever the IP; 100 failures from one address within 15 minutes, whatever the e-mails, lock
// that address until the 15 minutes are over (one password tried on many accounts). Kept in the database, so every
// attempt counts, however it arrives.
import type { Db } from '../../db/database.ts';

export const PAIR_LIMIT = 5;
export const PAIR_LOCK_SECONDS = 60;
export const ACCOUNT_LIMIT = 20;
export const ACCOUNT_LOCK_SECONDS = 15 * 60;

/**
 * Failed sign-ins per address. A whole school signs in from one address (its NAT: some 1,500 pupils and their
 * teachers): at the start of a lesson hour perhaps eight classes sign in within the same quarter of an hour, and with a
 * mistyped or forgotten password for one in four of those 240 pupils that is some 60 failures. 100 leaves room above
 * that, while one address spraying a password over many accounts gets 100 tries per quarter instead of 5 per account
 * per minute. A sign-in that succeeds does not count.
 */
export const ADDRESS_LIMIT = 100;
export const ADDRESS_WINDOW_SECONDS = 15 * 60;

const keys = (email: string, ip: string) => [
  { key: `pair|${email}|${ip}`, limit: PAIR_LIMIT, lock: PAIR_LOCK_SECONDS },
  { key: `account|${email}`, limit: ACCOUNT_LIMIT, lock: ACCOUNT_LOCK_SECONDS },
];

// The address's row counts within a fixed window: lockedUntil is the window's end, and the address is locked only
// while the count is at its limit (the pair and account rows are locked whenever lockedUntil is set).
const addressKey = (ip: string) => `address|${ip}`;

/** Seconds to wait before another attempt is allowed, or 0. */
export async function secondsLocked(db: Db, email: string, ip: string, now = new Date()): Promise<number> {
  const address = addressKey(ip);
  const rows = await db.loginThrottle.findMany({ where: { key: { in: [...keys(email, ip).map((k) => k.key), address] } } });
  const waits = rows.map((r) => (r.lockedUntil && (r.key !== address || r.failures >= ADDRESS_LIMIT) ? Math.ceil((r.lockedUntil.getTime() - now.getTime()) / 1000) : 0));
  return Math.max(0, ...waits);
}

/**
 * Counts an attempt before its password is checked, so simultaneous attempts cannot all pass the lock check and
 * each try a password: answers the seconds to wait, or 0 and the attempt's number per key (for recordFailure).
 */
export async function beginAttempt(db: Db, email: string, ip: string, now = new Date()): Promise<{ wait: number; counts: number[] }> {
  const all = keys(email, ip);
  const address = addressKey(ip);
  // A lock or an address's window that has run out starts the count over.
  await db.loginThrottle.deleteMany({ where: { key: { in: [...all.map((k) => k.key), address] }, lockedUntil: { lte: now } } });
  const wait = await secondsLocked(db, email, ip, now);
  if (wait > 0) return { wait, counts: [] };
  // Counted as a failure before the password is checked, like the others, so that attempts at once cannot all pass
  // under the limit; a sign-in that succeeds gives its count back (clearFailures).
  const addressCount = await db.loginThrottle.upsert({
    where: { key: address },
    create: { key: address, failures: 1, lockedUntil: new Date(now.getTime() + ADDRESS_WINDOW_SECONDS * 1000) },
    update: { failures: { increment: 1 } },
  });
  if (addressCount.failures > ADDRESS_LIMIT) {
    return { wait: Math.max(1, Math.ceil(((addressCount.lockedUntil?.getTime() ?? now.getTime()) - now.getTime()) / 1000)), counts: [] };
  }
  const counts: number[] = [];
  for (const { key, limit, lock } of all) {
    // One INSERT … ON CONFLICT DO UPDATE: every attempt gets its own number, however many arrive at once.
    const row = await db.loginThrottle.upsert({ where: { key }, create: { key, failures: 1 }, update: { failures: { increment: 1 } } });
    if (row.failures > limit) {
      // One too many while the attempts before it are still being checked: make sure the key is locked (and so
      // also unlocks again).
      await db.loginThrottle.updateMany({ where: { key, lockedUntil: null }, data: { lockedUntil: new Date(now.getTime() + lock * 1000) } });
      return { wait: lock, counts: [] };
    }
    counts.push(row.failures);
  }
  return { wait: 0, counts };
}

/** A wrong password: the attempt that reached a key's limit locks that key. */
export async function recordFailure(db: Db, email: string, ip: string, counts: readonly number[], now = new Date()): Promise<void> {
  for (const [i, { key, limit, lock }] of keys(email, ip).entries()) {
    if ((counts[i] ?? 0) >= limit) {
      await db.loginThrottle.update({ where: { key }, data: { lockedUntil: new Date(now.getTime() + lock * 1000) } });
    }
  }
}

/** The right password: the pair and the account start over, and the address gets this attempt's count back. */
export async function clearFailures(db: Db, email: string, ip: string): Promise<void> {
  await db.loginThrottle.deleteMany({ where: { key: { in: keys(email, ip).map((k) => k.key) } } });
  await db.loginThrottle.updateMany({ where: { key: addressKey(ip), failures: { gt: 0 } }, data: { failures: { decrement: 1 } } });
}

/** Failed single-sign-on token exchanges per IP: 5, then a minute's lock. */
export async function ssoSecondsLocked(db: Db, ip: string, now = new Date()): Promise<number> {
  const row = await db.loginThrottle.findUnique({ where: { key: `sso|${ip}` } });
  return row?.lockedUntil ? Math.max(0, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000)) : 0;
}

export async function recordSsoFailure(db: Db, ip: string, now = new Date()): Promise<void> {
  const key = `sso|${ip}`;
  const row = await db.loginThrottle.upsert({ where: { key }, create: { key, failures: 1 }, update: { failures: { increment: 1 } } });
  if (row.failures >= PAIR_LIMIT) {
    await db.loginThrottle.update({ where: { key }, data: { failures: 0, lockedUntil: new Date(now.getTime() + PAIR_LOCK_SECONDS * 1000) } });
  }
}

/**
 * A fixed-window rate limit for actions that send mail or store messages (document 4 §15: no open write without a
 * limit). Counts the attempt atomically; answers 0 when it may go ahead, else the seconds until the window ends.
 */
export async function consumeRate(db: Db, name: string, subject: string, limit: number, windowSeconds: number, now = new Date()): Promise<number> {
  const key = `rate|${name}|${subject}`;
  await db.loginThrottle.deleteMany({ where: { key, lockedUntil: { lte: now } } });
  const row = await db.loginThrottle.upsert({
    where: { key },
    create: { key, failures: 1, lockedUntil: new Date(now.getTime() + windowSeconds * 1000) },
    update: { failures: { increment: 1 } },
  });
  if (row.failures <= limit) return 0;
  return Math.max(1, Math.ceil(((row.lockedUntil?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
}
