// Sign-in throttling: 5 failures per e-mail + IP lock that pair for a minute; 20 failures per account lock the
// account for 15 minutes whatever the IP. Kept in the database, so every attempt counts, however it arrives.
import type { Db } from '../../db/database.ts';

export const PAIR_LIMIT = 5;
export const PAIR_LOCK_SECONDS = 60;
export const ACCOUNT_LIMIT = 20;
export const ACCOUNT_LOCK_SECONDS = 15 * 60;

const keys = (email: string, ip: string) => [
  { key: `pair|${email}|${ip}`, limit: PAIR_LIMIT, lock: PAIR_LOCK_SECONDS },
  { key: `account|${email}`, limit: ACCOUNT_LIMIT, lock: ACCOUNT_LOCK_SECONDS },
];

/** Seconds to wait before another attempt is allowed, or 0. */
export async function secondsLocked(db: Db, email: string, ip: string, now = new Date()): Promise<number> {
  const rows = await db.loginThrottle.findMany({ where: { key: { in: keys(email, ip).map((k) => k.key) } } });
  const waits = rows.map((r) => (r.lockedUntil ? Math.ceil((r.lockedUntil.getTime() - now.getTime()) / 1000) : 0));
  return Math.max(0, ...waits);
}

export async function recordFailure(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  for (const { key, limit, lock } of keys(email, ip)) {
    const row = await db.loginThrottle.upsert({
      where: { key },
      create: { key, failures: 1 },
      update: { failures: { increment: 1 } },
    });
    if (row.failures >= limit) {
      await db.loginThrottle.update({ where: { key }, data: { failures: 0, lockedUntil: new Date(now.getTime() + lock * 1000) } });
    }
  }
}

export async function clearFailures(db: Db, email: string, ip: string): Promise<void> {
  await db.loginThrottle.deleteMany({ where: { key: { in: keys(email, ip).map((k) => k.key) } } });
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
