// A school's year in one step (issue 47, 'Beyond the spec' 2): at the end of a school year an admin rolls a licence
// over to the next one — new dates, every seat privilege's end moved with the licence's, each class/group a grade up,
// the leavers' seats hidden. First a preview says exactly what will change; the rollover then does that in one
// transaction, audited, and only if the licence is still as previewed (the preview's fingerprint). A second submission
// of the same preview does nothing and answers as the first did.
//
// The dates (document 4 §14: a licence ends on the next 1 August; the school year rolls over after July). The new
// school year is the one starting on 1 August of today's calendar year: from January to July the coming one, from
// August to December the one that has just begun (a late rollover). Its end is the 1 August after that (§14's rule
// applied to its first day). Its begin is that 1 August once it has come; before it, the licence keeps its begin
// (today at the latest), so nobody loses access in the weeks left of the current year — the licence simply runs on.
// A licence that already ends after the new year's first day has been rolled over (or was sold for longer): refused.
//
// Who: admins only. The rollover changes the licence's period, which a licence manager may not change (updateLicense
// keeps type, period and 'actief' the admins'), and hides seats across the school's classes.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { transact, type AppContext } from '../context.ts';
import { GROUP_NAME_MAX } from '../licensing/groups.ts';
import { gradeUp, leaversName, schoolYearLabel } from '../licensing/gradeUp.ts';
import { nextFirstOfAugust } from '../licensing/period.ts';
import { setSeatsVisible, SEATS_PER_VISIBILITY_CHANGE } from '../licensing/seats.ts';
import { amsterdamToday, isTrialType, mayAdministerLicenses, updateLicense } from './licenses.ts';

/** The audit log's kind of the entry that records a whole rollover (its fingerprint makes a resubmission a no-op). */
export const ROLLOVER_AUDIT_TYPE = 'licenseRollover';

/** What happens to one group: a grade up, its students leave (renamed, seats hidden), or it stays as it is. */
export type GroupChange =
  | { kind: 'up'; groupId: number; name: string; newName: string }
  | { kind: 'leaver'; groupId: number; name: string; newName: string; hiddenSeats: number }
  /** left: an earlier year's leavers; taken: its new name would be another group's. */
  | { kind: 'stays'; groupId: number; name: string; reason: 'noGrade' | 'ambiguous' | 'gradeOutOfRange' | 'left' | 'taken' };

export interface RolloverPlan {
  licenseId: number;
  /** The new school year ('2027-2028') and the one its leavers left in ('2026-2027'). */
  schoolYear: string;
  leaversYear: string;
  before: { begin: Date; end: Date };
  after: { begin: Date; end: Date };
  groups: GroupChange[];
  /** The student seats of the leavers' groups that are still shown: hidden (is_visible false), not deleted. */
  hiddenSeatIds: number[];
  /** The seat privileges whose end becomes the new end. */
  movedPrivileges: number;
  /** Of the licence as this plan read it: the rollover goes ahead only while it still is. */
  fingerprint: string;
}

type Refusal = { kind: 'forbidden' } | { kind: 'not-found' } | { kind: 'trial' } | { kind: 'not-due'; end: Date };
export type RolloverPreviewResult = { kind: 'ok'; plan: RolloverPlan } | Refusal;
export type RolloverResult =
  { kind: 'ok'; licenseId: number; repeated: boolean; renamedGroups: number; hiddenSeats: number; movedPrivileges: number; begin: string; end: string } | Refusal | { kind: 'changed' };

const dayText = (date: Date) => date.toISOString().slice(0, 10);
const firstOfAugust = (year: number) => new Date(Date.UTC(year, 7, 1));

/** The new period of a licence rolled over on `today` (see the top of this file); null when it is not due. */
export function rolloverPeriod(license: { begin: Date; end: Date }, today: Date): { begin: Date; end: Date; schoolYear: string; leaversYear: string } | null {
  const start = firstOfAugust(today.getUTCFullYear());
  if (license.end.getTime() > start.getTime()) return null;
  const begin = start.getTime() <= today.getTime() ? start : new Date(Math.min(license.begin.getTime(), today.getTime()));
  const lastYear = firstOfAugust(start.getUTCFullYear() - 1);
  return { begin, end: nextFirstOfAugust(start), schoolYear: schoolYearLabel(start), leaversYear: schoolYearLabel(lastYear) };
}

/**
 * Each group's change: leavers first renamed out of the way, every other group a grade up; a new name that would be
 * another group's final name keeps both as they are (and whatever then collides, until no name is taken twice).
 */
export function planGroups(groups: readonly { id: number; name: string }[], leaversYear: string): GroupChange[] {
  const changes: GroupChange[] = groups.map(({ id, name }) => {
    const step = gradeUp(name);
    if (step.kind === 'up') return { kind: 'up', groupId: id, name, newName: step.name };
    if (step.kind === 'leaver') return { kind: 'leaver', groupId: id, name, newName: leaversName(name, leaversYear, GROUP_NAME_MAX), hiddenSeats: 0 };
    return { kind: 'stays', groupId: id, name, reason: step.kind === 'left' ? 'left' : step.reason };
  });
  const finalName = (c: GroupChange) => (c.kind === 'stays' ? c.name : c.newName);
  for (;;) {
    const count = new Map<string, number>();
    for (const c of changes) count.set(finalName(c), (count.get(finalName(c)) ?? 0) + 1);
    const clash = changes.findIndex((c) => c.kind !== 'stays' && count.get(c.newName)! > 1);
    if (clash < 0) return changes;
    const c = changes[clash]!;
    changes[clash] = { kind: 'stays', groupId: c.groupId, name: c.name, reason: 'taken' };
  }
}

const planSelect = {
  id: true,
  type: true,
  begin: true,
  end: true,
  isActive: true,
  description: true,
  updatedAt: true,
  groups: { orderBy: { id: 'asc' }, select: { id: true, name: true, seats: { orderBy: { seatId: 'asc' }, select: { seat: { select: { id: true, role: true, isVisible: true } } } } } },
} as const satisfies Prisma.LicenseSelect;

async function makePlan(db: Db, licenseId: number, now: Date): Promise<RolloverPreviewResult> {
  const license = await db.license.findUnique({ where: { id: licenseId }, select: planSelect });
  if (!license) return { kind: 'not-found' };
  if (isTrialType(license.type)) return { kind: 'trial' };
  const period = rolloverPeriod(license, amsterdamToday(now));
  if (!period) return { kind: 'not-due', end: license.end };

  const groups = planGroups(license.groups, period.leaversYear);
  const hidden = new Set<number>();
  for (const change of groups) {
    if (change.kind !== 'leaver') continue;
    const members = license.groups.find((g) => g.id === change.groupId)!.seats.map((s) => s.seat);
    const leaving = members.filter((s) => s.role === 'leerling' && s.isVisible).map((s) => s.id);
    change.hiddenSeats = leaving.length;
    for (const id of leaving) hidden.add(id);
  }
  // The privileges updateLicense moves when the end changes: every one of the licence's seats not already ending then.
  const movedPrivileges = await db.privilege.count({ where: { seat: { licenseId }, NOT: { end: period.end } } });
  const hiddenSeatIds = [...hidden].sort((a, b) => a - b);
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([
        license.id,
        license.type,
        dayText(license.begin),
        dayText(license.end),
        license.isActive,
        license.description,
        license.updatedAt.toISOString(),
        license.groups.map((g) => [g.id, g.name, g.seats.map((s) => [s.seat.id, s.seat.role, s.seat.isVisible])]),
        dayText(period.begin),
        dayText(period.end),
        movedPrivileges,
      ]),
    )
    .digest('base64url');
  return {
    kind: 'ok',
    plan: {
      licenseId: license.id,
      schoolYear: period.schoolYear,
      leaversYear: period.leaversYear,
      before: { begin: license.begin, end: license.end },
      after: { begin: period.begin, end: period.end },
      groups,
      hiddenSeatIds,
      movedPrivileges,
      fingerprint,
    },
  };
}

/** What rolling the licence over today would change. Admins only. */
export async function previewRollover(ctx: AppContext, input: { licenseId: number }): Promise<RolloverPreviewResult> {
  if (!mayAdministerLicenses(await ctx.actor.access())) return { kind: 'forbidden' };
  return makePlan(ctx.db, input.licenseId, ctx.now);
}

/**
 * Rolls the licence over as the preview with `fingerprint` showed, in one transaction: the new period through
 * updateLicense (which moves every seat privilege's end and audits both), the groups renamed (leavers first, through
 * temporary names so no two groups ever share a name), the leavers' seats hidden through setSeatsVisible, and one
 * 'licenseRollover' entry with the fingerprint. The same fingerprint again finds that entry and changes nothing.
 */
export async function rolloverLicense(ctx: AppContext, input: { licenseId: number; fingerprint: string }): Promise<RolloverResult> {
  if (!mayAdministerLicenses(await ctx.actor.access())) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const { db, audit } = tx;
    // One rollover (or licence save) at a time: a double submission waits here and then finds the first one's entry.
    const locked = await db.$queryRaw<{ id: number }[]>`SELECT id FROM licenses WHERE id = ${input.licenseId} FOR UPDATE`;
    if (!locked.length) return { kind: 'not-found' } as const;
    const done = await db.auditEntry.findFirst({
      where: { auditableType: ROLLOVER_AUDIT_TYPE, auditableId: input.licenseId, newValues: { path: ['fingerprint'], equals: input.fingerprint } },
      select: { newValues: true },
    });
    if (done) {
      const v = done.newValues as { begin: string; end: string; groups: unknown[]; hiddenSeats: number; movedPrivileges: number };
      return {
        kind: 'ok',
        licenseId: input.licenseId,
        repeated: true,
        renamedGroups: v.groups.length,
        hiddenSeats: v.hiddenSeats,
        movedPrivileges: v.movedPrivileges,
        begin: v.begin,
        end: v.end,
      } as const;
    }
    const planned = await makePlan(db, input.licenseId, tx.now);
    if (planned.kind !== 'ok') return planned;
    const { plan } = planned;
    if (plan.fingerprint !== input.fingerprint) return { kind: 'changed' } as const;

    const license = await db.license.findUniqueOrThrow({ where: { id: plan.licenseId }, select: { type: true, isActive: true, description: true } });
    const saved = await updateLicense(tx, {
      licenseId: plan.licenseId,
      type: license.type,
      begin: plan.after.begin,
      end: plan.after.end,
      isActive: license.isActive,
      description: license.description,
    });
    if (saved.kind !== 'ok') throw new Error(`rollover: the licence's new period was refused (${saved.kind})`);

    const renames = plan.groups.filter((c) => c.kind !== 'stays');
    // Leavers first, then the rest; via a temporary name each, so 'Havo 4' never meets the 'Havo 5' it replaces.
    const ordered = [...renames.filter((c) => c.kind === 'leaver'), ...renames.filter((c) => c.kind === 'up')];
    for (const c of ordered) await db.group.update({ where: { id: c.groupId }, data: { name: `rollover ${c.groupId} ${plan.fingerprint.slice(0, 12)}` } });
    for (const c of ordered) {
      await db.group.update({ where: { id: c.groupId }, data: { name: c.newName } });
      await audit.updated({ type: 'group', id: c.groupId, before: { name: c.name }, after: { name: c.newName } });
    }
    for (let i = 0; i < plan.hiddenSeatIds.length; i += SEATS_PER_VISIBILITY_CHANGE) {
      const hidden = await setSeatsVisible(tx, { seatIds: plan.hiddenSeatIds.slice(i, i + SEATS_PER_VISIBILITY_CHANGE), visible: false });
      if (hidden.kind !== 'ok') throw new Error('rollover: hiding the leavers’ seats was refused');
    }
    const values = {
      fingerprint: plan.fingerprint,
      schoolYear: plan.schoolYear,
      begin: dayText(plan.after.begin),
      end: dayText(plan.after.end),
      groups: ordered.map((c) => ({ from: c.name, to: c.newName })),
      hiddenSeats: plan.hiddenSeatIds.length,
      movedPrivileges: saved.movedPrivileges,
    };
    await audit.created({ type: ROLLOVER_AUDIT_TYPE, id: plan.licenseId, values });
    return {
      kind: 'ok',
      licenseId: plan.licenseId,
      repeated: false,
      renamedGroups: ordered.length,
      hiddenSeats: values.hiddenSeats,
      movedPrivileges: values.movedPrivileges,
      begin: values.begin,
      end: values.end,
    } as const;
  });
}
