// Reading the audit log (Logboek, document 3 §2 /admin/audit, §3 'Audit entry'; issue 45 'The audit log'): admins
// only, newest first, filtered by who acted, the kind of record and a range of days. The entries are written by the
// commands themselves through the context's recorder (../context.ts: audit.created / updated / deleted), in the same
// transaction as their change; this module only reads them. GraphQL pages with the query it gives, REST by page number.
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { mayOpenArea, type Access } from '../access/grants.ts';
import type { AppContext } from '../context.ts';

/** The log's page: 20 entries (the legacy paginator's per_page, document 4 §13). */
export const AUDIT_PAGE_SIZE = 20;

/** The days of the log's filters are Dutch days: an entry at 23:30 on 1 March in Amsterdam belongs to 1 March. */
export const AUDIT_TIME_ZONE = 'Europe/Amsterdam';

export interface AuditFilter {
  /** Entries by this user. */
  userId?: number | null;
  /** Entries about this kind of record ('seat', 'group', ...). */
  type?: string | null;
  /** From this day on, and up to and including this day: calendar days (a Date at midnight UTC, as the Date scalar gives). */
  from?: Date | null;
  to?: Date | null;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: AUDIT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Amsterdam's clock is ahead of UTC at `moment`, in milliseconds. */
function offsetAt(moment: Date): number {
  const part = Object.fromEntries(dayFormat.formatToParts(moment).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - Math.floor(moment.getTime() / 1000) * 1000;
}

/** The moment a calendar day (midnight UTC of it) begins in Amsterdam; clocks change at 02:00 or 03:00, never at midnight. */
export function amsterdamDayStart(day: Date): Date {
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return new Date(midnight - offsetAt(new Date(midnight)));
}

const nextDay = (day: Date) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1));

export function auditWhere(filter: AuditFilter): Prisma.AuditEntryWhereInput {
  const createdAt: Prisma.DateTimeFilter = {};
  if (filter.from) createdAt.gte = amsterdamDayStart(filter.from);
  if (filter.to) createdAt.lt = amsterdamDayStart(nextDay(filter.to));
  return {
    ...(filter.userId != null ? { userId: filter.userId } : {}),
    ...(filter.type ? { auditableType: filter.type } : {}),
    ...(filter.from || filter.to ? { createdAt } : {}),
  };
}

/** Newest first; entries of one transaction share their moment and keep the order they were written in, reversed. */
export const AUDIT_ORDER: Prisma.AuditEntryOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** The query of the log for `access`: admins only. */
export function auditLogQuery(access: Pick<Access, 'role'>, filter: AuditFilter): { kind: 'forbidden' } | { kind: 'ok'; where: Prisma.AuditEntryWhereInput; orderBy: typeof AUDIT_ORDER } {
  if (!mayOpenArea(access, 'adminOnly')) return { kind: 'forbidden' };
  return { kind: 'ok', where: auditWhere(filter), orderBy: AUDIT_ORDER };
}

/** Who acted, as the log shows them: null when nobody was signed in (a script) or the account has been deleted since. */
export const AUDIT_USER_SELECT = { id: true, firstName: true, lastName: true, email: true, role: true } as const satisfies Prisma.UserSelect;

const entrySelect = {
  id: true,
  userId: true,
  auditableType: true,
  auditableId: true,
  event: true,
  oldValues: true,
  newValues: true,
  createdAt: true,
  updatedAt: true,
  user: { select: AUDIT_USER_SELECT },
} as const satisfies Prisma.AuditEntrySelect;

export type AuditEntryRow = Prisma.AuditEntryGetPayload<{ select: typeof entrySelect }>;

export interface AuditPage {
  kind: 'ok';
  entries: AuditEntryRow[];
  /** The page asked for (1 is the newest); a page beyond the last is empty. */
  page: number;
  perPage: number;
  total: number;
}

/** One page of the log, newest first, for an admin. */
export async function readAuditLog(ctx: AppContext, input: { page: number; filter?: AuditFilter }): Promise<{ kind: 'forbidden' } | AuditPage> {
  const query = auditLogQuery(await ctx.actor.access(), input.filter ?? {});
  if (query.kind !== 'ok') return query;
  const [total, entries] = await Promise.all([
    ctx.db.auditEntry.count({ where: query.where }),
    ctx.db.auditEntry.findMany({ where: query.where, orderBy: query.orderBy, skip: (input.page - 1) * AUDIT_PAGE_SIZE, take: AUDIT_PAGE_SIZE, select: entrySelect }),
  ]);
  return { kind: 'ok', entries, page: input.page, perPage: AUDIT_PAGE_SIZE, total };
}

/** What the filters offer: the kinds of record in the log, and the users who acted in it (by name). */
export async function auditFilterOptions(ctx: AppContext): Promise<{ kind: 'forbidden' } | { kind: 'ok'; types: string[]; userIds: number[] }> {
  if (!mayOpenArea(await ctx.actor.access(), 'adminOnly')) return { kind: 'forbidden' };
  const [types, users] = await Promise.all([
    ctx.db.auditEntry.findMany({ distinct: ['auditableType'], select: { auditableType: true }, orderBy: { auditableType: 'asc' } }),
    ctx.db.user.findMany({ where: { auditEntries: { some: {} } }, select: { id: true }, orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }] }),
  ]);
  return { kind: 'ok', types: types.map((t) => t.auditableType), userIds: users.map((u) => u.id) };
}

/**
 * The records the entries are about as they are now, for the legacy answer's `auditable` (document 4 §13: raw rows):
 * by kind, the columns a back-office reader may see. Never a secret: a seat's invitation token hash and its expiry stay
 * out (the hash opens the seat), as do a user's password hash and switch link. A kind not listed here, or a record
 * deleted since, has none.
 */
const AUDITABLE_ROWS: Record<string, (db: Db, ids: number[]) => Promise<{ id: number }[]>> = {
  seat: (db, ids) =>
    db.seat.findMany({
      where: { id: { in: ids } },
      select: { id: true, licenseId: true, role: true, userId: true, email: true, firstName: true, lastName: true, isActive: true, isVisible: true, createdAt: true, updatedAt: true },
    }),
  group: (db, ids) => db.group.findMany({ where: { id: { in: ids } }, select: { id: true, licenseId: true, streamId: true, name: true, isActive: true, createdAt: true, updatedAt: true } }),
};

/** The current rows of the entries' records, keyed `type:id`; one statement per kind of record on the page. */
export async function auditableRows(db: Db, entries: readonly Pick<AuditEntryRow, 'auditableType' | 'auditableId'>[]): Promise<Map<string, Record<string, unknown>>> {
  const byType = new Map<string, number[]>();
  for (const e of entries) if (AUDITABLE_ROWS[e.auditableType]) byType.set(e.auditableType, [...(byType.get(e.auditableType) ?? []), e.auditableId]);
  const rows = new Map<string, Record<string, unknown>>();
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      for (const row of await AUDITABLE_ROWS[type]!(db, [...new Set(ids)])) rows.set(`${type}:${row.id}`, row);
    }),
  );
  return rows;
}
