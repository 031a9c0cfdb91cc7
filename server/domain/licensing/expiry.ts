// Licence expiry notices for the seats that manage a licence ('licentie beheren').
import { today } from './period.ts';

const DAY = 24 * 60 * 60 * 1000;
export const EXPIRY_WARNING_DAYS = 10;

export function daysLeft(end: Date, now: Date = new Date()): number {
  return Math.round((end.getTime() - today(now).getTime()) / DAY);
}

export type ExpiryState = 'expired' | 'soon';

/** expired when fewer than 0 days are left, soon when fewer than 10; otherwise no notice. */
export function expiryState(days: number): ExpiryState | null {
  if (days < 0) return 'expired';
  if (days < EXPIRY_WARNING_DAYS) return 'soon';
  return null;
}

export function expiryText(days: number): string | null {
  const state = expiryState(days);
  if (state === 'expired') return 'Je licentie is verlopen.';
  if (state !== 'soon') return null;
  if (days === 0) return 'Je licentie verloopt vandaag.';
  if (days === 1) return 'Je licentie verloopt morgen.';
  return `Je licentie verloopt over ${days} dagen.`;
}
