// Sharing a set with the teacher's students, and hiding its questions from their self-practice until a date
// (document 1 §4, document 4 §6). Only the set's owner (or an admin) may do either. A share gives every student seat
// the privilege 'opgavenset uitvoeren' on the set for the licence's dates; a hide gives 'vraag verbergen' on each of
// the set's questions until the date. Repeating either adds nothing twice.
import type { Db } from '../../db/database.ts';
import { ACTIONS, type Access } from '../access/grants.ts';
import { transact, type AppContext } from '../context.ts';
import { addDays, today } from '../licensing/period.ts';
import { CLASS_STUDENT } from '../classroom/groupStudents.ts';
import type { Invalid } from '../errors.ts';
import { invalid } from '../errors.ts';

/** The default end of a hide: four weeks from today (document 1 §9). */
export const HIDE_DAYS = 28;
/** A hide runs at most a year: beyond that no licence lasts. */
export const HIDE_MAX_DAYS = 366;

export const defaultHideUntil = (now: Date): Date => addDays(today(now), HIDE_DAYS);

/** The owner and admins manage a set: share, hide, activity, history. */
export const mayManageSet = (access: Access, userId: number | null | undefined, set: { ownerId: number }): boolean => access.role === 'admin' || (userId != null && set.ownerId === userId);

/**
 * The sets a user manages (mayManageSet) as a filter: an admin every set, anyone else their own, a visitor none. A
 * filter by owner alone, so that it narrows a lookup by a unique key too (node(id:) of a set).
 */
export function managedSetsWhere(user: { id: number; role: string | null } | null): { ownerId?: number } {
  if (user?.role === 'admin') return {};
  // No account has id 0, so a visitor matches nothing.
  return { ownerId: user?.id ?? 0 };
}

/** The set (by id or link key), when the viewer may manage it; null otherwise (an outsider cannot tell it from a missing one). */
export async function findManagedSet(db: Db, access: Access, userId: number | null | undefined, where: { id: number } | { key: string }) {
  const set = await db.collection.findUnique({ where, select: { id: true, ownerId: true, key: true, createdAt: true } });
  return set && mayManageSet(access, userId, set) ? set : null;
}

interface StudentSeat {
  id: number;
  licenseBegin: Date;
  licenseEnd: Date;
}

/**
 * The student seats a set reaches: the seats of a group, or — without one — every student seat of the licences in
 * which the set's owner holds an active teacher seat. Only active seats of active licences that have not ended by
 * `day` (a privilege that ended before it was given reaches nobody).
 */
async function studentSeats(db: Db, ownerId: number, groupId: number | null, day: Date): Promise<StudentSeat[]> {
  const seats = await db.seat.findMany({
    where: {
      role: 'leerling',
      isActive: true,
      license: { isActive: true, end: { gt: day }, ...(groupId === null ? { seats: { some: { userId: ownerId, role: 'docent', isActive: true } } } : {}) },
      ...(groupId === null ? {} : { groups: { some: { groupId } } }),
    },
    select: { id: true, license: { select: { begin: true, end: true } } },
    orderBy: { id: 'asc' },
  });
  return seats.map((s) => ({ id: s.id, licenseBegin: s.license.begin, licenseEnd: s.license.end }));
}

/** A group the viewer may share with: one they manage ('groepen beheren'); admins any. */
async function checkGroup(db: Db, access: Access, groupId: number | null): Promise<boolean> {
  if (groupId === null) return true;
  if (access.role !== 'admin' && !access.managedGroupIds.includes(groupId)) return false;
  return !!(await db.group.findUnique({ where: { id: groupId }, select: { id: true } }));
}

/**
 * `shared`: the seats that got the privilege now (document 4's count); `students`: of those, the students
 * (../classroom/groupStudents.ts, as /leerlingen and /licenties count them) — the number the teacher is told.
 */
export type ShareResult = { kind: 'ok'; collectionId: number; shared: number; students: number } | { kind: 'not-found' } | Invalid;

/** Shares the set at the context's moment (the request's clock: the share's date is what 'Al gebruikt met …' shows). */
export async function shareCollection(ctx: AppContext, input: { setKey: string; groupId: number | null }): Promise<ShareResult> {
  const { now } = ctx;
  const { groupId } = input;
  const access = await ctx.actor.access();
  const userId = ctx.actor.user?.id;
  const set = await findManagedSet(ctx.db, access, userId, { key: input.setKey });
  // A set someone manages has someone acting: the second test only tells the compiler so.
  if (!set || userId === undefined) return { kind: 'not-found' };
  if (!(await checkGroup(ctx.db, access, groupId))) return invalid({ group: [{ code: 'unknownId' }] });
  return transact(ctx, async ({ db: tx }) => {
    // One share of a set at a time, so two at once cannot both find a seat without the privilege and both add it.
    await tx.$queryRaw`SELECT id FROM collections WHERE id = ${set.id} FOR UPDATE`;
    const seats = await studentSeats(tx, set.ownerId, groupId, today(now));
    const holding = new Set(
      (
        await tx.privilege.findMany({
          where: { seatId: { in: seats.map((s) => s.id) }, action: ACTIONS.runCollection, objectType: 'collection', objectId: set.id },
          select: { seatId: true },
        })
      ).map((p) => p.seatId),
    );
    const missing = seats.filter((s) => !holding.has(s.id));
    await tx.privilege.createMany({
      data: missing.map((s) => ({ seatId: s.id, action: ACTIONS.runCollection, objectType: 'collection' as const, objectId: set.id, begin: s.licenseBegin, end: s.licenseEnd })),
    });
    await tx.collectionShare.create({ data: { collectionId: set.id, groupId, sharedById: userId, createdAt: now }, select: { id: true } });
    // Free and invited seats get the privilege too (whoever takes them later has the set), but they are no students yet.
    const students = missing.length ? await tx.seat.count({ where: { id: { in: missing.map((s) => s.id) }, ...CLASS_STUDENT } }) : 0;
    return { kind: 'ok' as const, collectionId: set.id, shared: missing.length, students };
  });
}

export type HideResult = { kind: 'ok'; collectionId: number; hidden: number; until: Date } | { kind: 'not-found' } | Invalid;

/** Hides the set's questions from the students' self-practice until `until` (a day after today, within a year). */
export async function hideCollection(ctx: AppContext, input: { setKey: string; groupId: number | null; until: Date }): Promise<HideResult> {
  const { groupId } = input;
  const access = await ctx.actor.access();
  const userId = ctx.actor.user?.id;
  const set = await findManagedSet(ctx.db, access, userId, { key: input.setKey });
  // A set someone manages has someone acting: the second test only tells the compiler so.
  if (!set || userId === undefined) return { kind: 'not-found' };
  const day = today(input.until);
  const first = today(ctx.now);
  if (day <= first || day > addDays(first, HIDE_MAX_DAYS)) return invalid({ until: [{ code: 'invalid' }] });
  if (!(await checkGroup(ctx.db, access, groupId))) return invalid({ group: [{ code: 'unknownId' }] });
  return transact(ctx, async ({ db: tx }) => {
    await tx.$queryRaw`SELECT id FROM collections WHERE id = ${set.id} FOR UPDATE`;
    const seats = await studentSeats(tx, set.ownerId, groupId, first);
    const questionIds = (await tx.collectionQuestion.findMany({ where: { collectionId: set.id }, select: { questionId: true } })).map((q) => q.questionId);
    const seatIds = seats.map((s) => s.id);
    // A question already hidden for a seat gets the new date; the others get a privilege.
    const existing = await tx.privilege.findMany({
      where: { seatId: { in: seatIds }, action: ACTIONS.hideQuestion, objectType: 'question', objectId: { in: questionIds } },
      select: { id: true, seatId: true, objectId: true },
    });
    await tx.privilege.updateMany({ where: { id: { in: existing.map((p) => p.id) } }, data: { end: day, isActive: true } });
    const present = new Set(existing.map((p) => `${p.seatId}:${p.objectId}`));
    const data = seats.flatMap((s) =>
      questionIds
        .filter((q) => !present.has(`${s.id}:${q}`))
        .map((q) => ({ seatId: s.id, action: ACTIONS.hideQuestion, objectType: 'question' as const, objectId: q, begin: s.licenseBegin, end: day })),
    );
    await tx.privilege.createMany({ data });
    await tx.collectionHide.create({ data: { collectionId: set.id, groupId, hiddenById: userId, until: day, createdAt: ctx.now }, select: { id: true } });
    return { kind: 'ok' as const, collectionId: set.id, hidden: seats.length * questionIds.length, until: day };
  });
}
