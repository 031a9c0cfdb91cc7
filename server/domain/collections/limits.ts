// Set-making limits (document 1 §9, document 4 §14): how many topics a teacher may put in a set, and how many
// complete topics and Word topics they may use in a period. The client shows them, but only the server decides:
// createCollection checks them inside the transaction that creates the set, under a lock per user.
import type { Db } from '../../db/database.ts';
import type { Access } from '../access/grants.ts';
import { addDays } from '../licensing/period.ts';

export interface LimitRules {
  /** The window over which complete and Word topics are counted, in days back from now. */
  periodDays: number;
  topicsPerSet: number;
  completeTopics: number;
  wordTopics: number;
}

/**
 * Full licence ('opgavensets samenstellen', 'onbeperkt opgavensets samenstellen'): 7 days, 8, 32, 32. Limited (trial)
 * licence ('beperkt opgavensets samenstellen'): 21 days, 8, 16, 16. Admins and authors have no limits.
 */
export const LIMITS = {
  full: { periodDays: 7, topicsPerSet: 8, completeTopics: 32, wordTopics: 32 },
  limited: { periodDays: 21, topicsPerSet: 8, completeTopics: 16, wordTopics: 16 },
} as const satisfies Record<string, LimitRules>;

export type LicenseKind = 'unlimited' | keyof typeof LIMITS;

/** Which rules hold for a user in a stream; null when they may not make sets there at all. */
export function licenseKind(access: Access, streamId: number): LicenseKind | null {
  if (access.isStaff) return 'unlimited';
  const making = access.setMaking(streamId);
  if (making === 'unlimited') return 'full';
  if (making === 'limited') return 'limited';
  return null;
}

/** What a user's sets of a stream used in a period (document 4 §14's counters). */
export interface Usage {
  completeTopics: number;
  /** Complete plus partial topics. */
  topics: number;
  /** Topics (complete plus partial) of sets made for Word. */
  wordTopics: number;
}

/** The user's sets of a stream created in the `periodDays` before `now`, summed. */
export async function usageInPeriod(db: Db, ownerId: number, streamId: number, periodDays: number, now: Date): Promise<Usage> {
  const since = addDays(now, -periodDays);
  const rows = await db.collection.groupBy({
    by: ['downloadType'],
    where: { ownerId, streamId, createdAt: { gt: since } },
    _sum: { completeTopics: true, partialTopics: true },
  });
  const usage: Usage = { completeTopics: 0, topics: 0, wordTopics: 0 };
  for (const row of rows) {
    const complete = row._sum.completeTopics ?? 0;
    const topics = complete + (row._sum.partialTopics ?? 0);
    usage.completeTopics += complete;
    usage.topics += topics;
    if (row.downloadType === 'word') usage.wordTopics += topics;
  }
  return usage;
}

/** One limit: the maximum, what was used, and what is left (never below 0). */
export interface Counter {
  max: number;
  used: number;
  available: number;
}

const counter = (max: number, used: number): Counter => ({ max, used, available: Math.max(0, max - used) });

export type Allowance = { kind: 'unlimited' } | { kind: 'full' | 'limited'; periodDays: number; topicsPerSet: number; completeTopics: Counter; wordTopics: Counter };

/** What a user may still do in a stream now: null when they may not make sets there. */
export async function allowance(db: Db, access: Access, ownerId: number, streamId: number, now: Date): Promise<Allowance | null> {
  const kind = licenseKind(access, streamId);
  if (kind === null) return null;
  if (kind === 'unlimited') return { kind };
  const rules = LIMITS[kind];
  const used = await usageInPeriod(db, ownerId, streamId, rules.periodDays, now);
  return {
    kind,
    periodDays: rules.periodDays,
    topicsPerSet: rules.topicsPerSet,
    completeTopics: counter(rules.completeTopics, used.completeTopics),
    wordTopics: counter(rules.wordTopics, used.wordTopics),
  };
}

/** A limit a new set would break. */
export type LimitBreach = { limit: 'topicsPerSet'; max: number } | { limit: 'completeTopics'; max: number; available: number } | { limit: 'wordTopics'; max: number; available: number };

/** A topic goes into a set complete when every one of its questions is chosen, else partial (document 4 §14). */
export const isCompleteTopic = (chosen: number, questionCount: number): boolean => chosen >= questionCount;

/** What a set would hold, as the limits count it. */
export interface SetCounts {
  /** Topics with at least one chosen question. */
  topics: number;
  completeTopics: number;
  word: boolean;
}

/** Every limit a set would break against an allowance, in the order the wizard names them. Pure. */
export function breaches(allowed: Allowance, set: SetCounts): LimitBreach[] {
  if (allowed.kind === 'unlimited') return [];
  const found: LimitBreach[] = [];
  if (set.topics > allowed.topicsPerSet) found.push({ limit: 'topicsPerSet', max: allowed.topicsPerSet });
  if (set.completeTopics > allowed.completeTopics.available) found.push({ limit: 'completeTopics', max: allowed.completeTopics.max, available: allowed.completeTopics.available });
  if (set.word && set.topics > allowed.wordTopics.available) found.push({ limit: 'wordTopics', max: allowed.wordTopics.max, available: allowed.wordTopics.available });
  return found;
}

/** The first limit a set would break, or null. Pure. */
export function breach(allowed: Allowance, set: SetCounts): LimitBreach | null {
  return breaches(allowed, set)[0] ?? null;
}
