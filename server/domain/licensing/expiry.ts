// Licence expiry notices for the seats that manage a licence ('licentie beheren').
import type { Db } from '../../db/database.ts';
import { ACTIONS } from '../access/grants.ts';
import { today } from './period.ts';

const DAY = 24 * 60 * 60 * 1000;
export const EXPIRY_WARNING_DAYS = 10;

/**
 * Days left on a licence ending on `end`, counted to its last valid day: `end` itself is exclusive (grants stop on
 * it: loadGrants in ../access/grants.ts), so the last day it works is end − 1. On that day 0 are left ('verloopt
 * vandaag'), the day before 1 ('morgen'), and on the end day itself -1: it has expired.
 */
export function daysLeft(end: Date, now: Date): number {
  return Math.round((end.getTime() - DAY - today(now).getTime()) / DAY);
}

export type ExpiryState = 'expired' | 'soon';

/** The seats of a user that receive a licence's expiry warnings: active, with an active 'licentie beheren'. */
export const managingSeatWhere = (userId: number) => ({ userId, isActive: true, privileges: { some: { action: ACTIONS.manageLicense, isActive: true } } });

/** expired when fewer than 0 days are left, soon when fewer than 10; otherwise no notice. */
export function expiryState(days: number): ExpiryState | null {
  if (days < 0) return 'expired';
  if (days < EXPIRY_WARNING_DAYS) return 'soon';
  return null;
}

/** The warning for a licence ending on `end`: null while 10 or more days are left. */
export function licenseExpiry(end: Date, now: Date): { daysLeft: number; state: ExpiryState } | null {
  const days = daysLeft(end, now);
  const state = expiryState(days);
  return state ? { daysLeft: days, state } : null;
}

/**
 * The notices for the licences a user manages ('licentie beheren' on an active seat). Read from the seats, not from
 * the grants in force: a licence that has ended grants nothing any more, and that is exactly when its manager must
 * be told it has expired.
 */
export async function licenseNotices(db: Db, userId: number, now: Date): Promise<{ licenseId: number; daysLeft: number }[]> {
  const licenses = await db.license.findMany({
    where: { isActive: true, seats: { some: managingSeatWhere(userId) } },
    select: { id: true, end: true },
    orderBy: [{ end: 'asc' }, { id: 'asc' }],
  });
  return licenses.map((l) => ({ licenseId: l.id, daysLeft: daysLeft(l.end, now) })).filter((n) => expiryState(n.daysLeft) !== null);
}
