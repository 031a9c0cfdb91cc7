// A seat's privileges on the back-office's seat screen (/admin/licenses/{license}/{seat}, tab 'Rechten'; document 3
// §5, §6; document 4 §13 POST /api/admin/licenses/{l}/{seat} and DELETE /api/admin/privileges/{p}; issue 47): adding
// one (an action on an object of the kind the action needs) and removing one. Who may: admins every seat, a licence
// manager only the seats of a licence they manage (managedSeat, the /licenties rule). An 'onbeperkt …' action lasts
// from today to today + 7 days, every other one the licence's begin to end (document 3 §6, §9). A manager hands out
// only what the licence already has: no 'onbeperkt …' or collection/question grants (the back-office's), no full
// set-making on a trial licence, streams the licence holds already, and only the rule's dates. Each change is one
// transaction with its audit entry; a refused change writes nothing.
import type { PrivilegeObjectType } from '../../db/generated/client.ts';
import { ACTIONS } from '../access/grants.ts';
import { addIssue, hasErrors, invalid, type FieldErrors, type Invalid } from '../errors.ts';
import { transact, type AppContext } from '../context.ts';
import { managedLicense } from '../licensing/access.ts';
import { managedSeat, type ManagedSeatResult } from '../licensing/seats.ts';
import { addDays } from '../licensing/period.ts';
import { amsterdamToday, isTrialType } from './licenses.ts';

/** How long an 'onbeperkt' action lasts from today (document 3 §9). */
export const UNLIMITED_DAYS = 7;
const UNLIMITED_PREFIX = 'onbeperkt ';

export interface PrivilegeAction {
  action: string;
  objectType: PrivilegeObjectType;
  /** The seat role it belongs to (document 3 §6: teacher actions, the student action). */
  role: 'docent' | 'leerling';
  /** Only admins hand it out. */
  adminOnly: boolean;
}

/** The actions the seat screen offers, in its order, with the object each needs. */
export const PRIVILEGE_ACTIONS: readonly PrivilegeAction[] = [
  { action: ACTIONS.manageLicense, objectType: 'license', role: 'docent', adminOnly: false },
  { action: ACTIONS.manageGroups, objectType: 'group', role: 'docent', adminOnly: false },
  { action: ACTIONS.sets, objectType: 'stream', role: 'docent', adminOnly: false },
  { action: ACTIONS.limitedSets, objectType: 'stream', role: 'docent', adminOnly: false },
  { action: ACTIONS.unlimitedSets, objectType: 'stream', role: 'docent', adminOnly: true },
  { action: ACTIONS.practice, objectType: 'stream', role: 'leerling', adminOnly: false },
  { action: ACTIONS.runCollection, objectType: 'collection', role: 'leerling', adminOnly: true },
  { action: ACTIONS.hideQuestion, objectType: 'question', role: 'leerling', adminOnly: true },
];

export const privilegeAction = (action: string): PrivilegeAction | undefined => PRIVILEGE_ACTIONS.find((a) => a.action === action);

export const isUnlimitedAction = (action: string): boolean => action.startsWith(UNLIMITED_PREFIX);

/** The period a new privilege gets: 'onbeperkt …' today to today + 7 days (Europe/Amsterdam), others the licence's. */
export function privilegePeriod(action: string, license: { begin: Date; end: Date }, now: Date): { begin: Date; end: Date } {
  if (!isUnlimitedAction(action)) return { begin: license.begin, end: license.end };
  const today = amsterdamToday(now);
  return { begin: today, end: addDays(today, UNLIMITED_DAYS) };
}

/** The actions a viewer may add to a seat of this role (admins: all of the role's; managers: not the admin-only ones). */
export const actionsFor = (role: string, admin: boolean): PrivilegeAction[] => PRIVILEGE_ACTIONS.filter((a) => a.role === role && (admin || !a.adminOnly));

/** A DATE as the audit log writes it. */
const dayText = (date: Date) => date.toISOString().slice(0, 10);
const validDate = (date: Date) => date instanceof Date && !Number.isNaN(date.getTime());

export interface AddPrivilegeInput {
  seatId: number;
  /** REST names the licence too (a seat of another licence is 'not-in-license'). */
  licenseId?: number;
  action: string;
  /** REST sends it; it must be the one the action needs. */
  objectType?: string;
  objectId: number;
  /** REST sends them (document 4 §13); without them the rule's period. */
  begin?: Date;
  end?: Date;
}

type Refused = Exclude<ManagedSeatResult<never>, { kind: 'ok' }>;
export type AddPrivilegeResult = { kind: 'ok'; privilegeId: number; seatId: number } | Refused | Invalid;
export type RemovePrivilegeResult = { kind: 'ok'; privilegeId: number; seatId: number } | { kind: 'forbidden' } | { kind: 'not-found' } | Invalid;

/** Whether an object of `type` exists and may be named for this seat (a group or licence: the seat's own licence). */
async function objectIssue(ctx: AppContext, type: PrivilegeObjectType, id: number, licenseId: number, admin: boolean) {
  const { db } = ctx;
  switch (type) {
    case 'license':
      return id === licenseId ? null : { code: 'unknownId' as const };
    case 'group':
      return (await db.group.count({ where: { id, licenseId } })) ? null : { code: 'unknownId' as const };
    case 'stream': {
      if (!(await db.stream.count({ where: { id } }))) return { code: 'unknownId' as const };
      // A manager gives a seat only streams the licence holds already (on any of its seats).
      if (admin) return null;
      const held = await db.privilege.count({ where: { objectType: 'stream', objectId: id, seat: { licenseId } } });
      return held ? null : { code: 'notAllowed' as const };
    }
    case 'collection':
      return (await db.collection.count({ where: { id } })) ? null : { code: 'unknownId' as const };
    case 'question':
      return (await db.question.count({ where: { id } })) ? null : { code: 'unknownId' as const };
  }
}

/**
 * Adds a privilege to a seat (see the top of this file). Codes: action 'required' / 'notAllowed' (unknown, not for
 * the seat's role, or not the manager's to give), objectType 'notAllowed' (not what the action needs), objectId
 * 'unknownId' / 'notAllowed', begin/end 'invalid' / 'notAllowed' (end before begin; a manager outside the rule's
 * period), and 'taken' when the seat has that action on that object already.
 */
export async function addSeatPrivilege(ctx: AppContext, input: AddPrivilegeInput): Promise<AddPrivilegeResult> {
  const user = ctx.actor.user;
  if (!user) return { kind: 'forbidden' };
  const found = await managedSeat(ctx.db, user, input.seatId, ctx.now, input.licenseId);
  if (found.kind !== 'ok') return found;
  const admin = user.role === 'admin';
  const errors: FieldErrors = {};
  const action = input.action.trim();
  const known = privilegeAction(action);

  return transact(ctx, async (tx) => {
    const { db, audit, now } = tx;
    // One change of a seat's privileges at a time: the duplicate check sees what the write will find.
    await db.$queryRaw`SELECT id FROM seats WHERE id = ${found.seat.id} FOR UPDATE`;
    const seat = await db.seat.findUniqueOrThrow({ where: { id: found.seat.id }, select: { id: true, role: true, license: { select: { id: true, type: true, begin: true, end: true } } } });
    const license = seat.license;
    if (!action) addIssue(errors, 'action', { code: 'required' });
    else if (!known || known.role !== seat.role || (!admin && known.adminOnly)) addIssue(errors, 'action', { code: 'notAllowed' });
    // A trial's manager would otherwise lift their own limit.
    else if (!admin && action === ACTIONS.sets && isTrialType(license.type)) addIssue(errors, 'action', { code: 'notAllowed' });
    if (known && input.objectType !== undefined && input.objectType !== known.objectType) addIssue(errors, 'objectType', { code: 'notAllowed' });
    if (known && !hasErrors(errors)) addIssue(errors, 'objectId', await objectIssue(tx, known.objectType, input.objectId, license.id, admin));

    const rule = privilegePeriod(action, license, now);
    const begin = input.begin ?? rule.begin;
    const end = input.end ?? rule.end;
    if (!validDate(begin)) addIssue(errors, 'begin', { code: 'invalid' });
    if (!validDate(end)) addIssue(errors, 'end', { code: 'invalid' });
    else if (validDate(begin) && end.getTime() < begin.getTime()) addIssue(errors, 'end', { code: 'notAllowed' });
    else if (!admin && validDate(begin) && (begin.getTime() < rule.begin.getTime() || end.getTime() > rule.end.getTime())) {
      addIssue(errors, begin.getTime() < rule.begin.getTime() ? 'begin' : 'end', { code: 'notAllowed' });
    }
    if (hasErrors(errors)) return invalid(errors);

    const objectType = known!.objectType;
    if (await db.privilege.count({ where: { seatId: seat.id, action, objectType, objectId: input.objectId } })) return invalid({ objectId: [{ code: 'taken' }] });
    const values = { seatId: seat.id, action, objectType, objectId: input.objectId, begin, end };
    const privilege = await db.privilege.create({ data: values, select: { id: true } });
    await audit.created({ type: 'privilege', id: privilege.id, values: { ...values, begin: dayText(begin), end: dayText(end) } });
    return { kind: 'ok', privilegeId: privilege.id, seatId: seat.id } as const;
  });
}

/**
 * Removes a privilege of a seat of a licence the viewer manages. A manager may not take 'licentie beheren' from their
 * own seat (they would lock themselves out): action 'notAllowed'.
 */
export async function removeSeatPrivilege(ctx: AppContext, input: { privilegeId: number }): Promise<RemovePrivilegeResult> {
  const user = ctx.actor.user;
  if (!user) return { kind: 'forbidden' };
  const row = await ctx.db.privilege.findUnique({ where: { id: input.privilegeId }, select: { seat: { select: { licenseId: true } } } });
  if (!row) return { kind: 'not-found' };
  const license = await managedLicense(ctx.db, user, row.seat.licenseId, ctx.now);
  if (license.kind !== 'ok') return license;

  return transact(ctx, async ({ db, audit }) => {
    const [locked] = await db.$queryRaw<{ id: number }[]>`SELECT id FROM privileges WHERE id = ${input.privilegeId} FOR UPDATE`;
    if (!locked) return { kind: 'not-found' } as const;
    const p = await db.privilege.findUniqueOrThrow({
      where: { id: input.privilegeId },
      select: { id: true, seatId: true, action: true, objectType: true, objectId: true, begin: true, end: true, isActive: true, seat: { select: { userId: true } } },
    });
    if (user.role !== 'admin' && p.action === ACTIONS.manageLicense && p.seat.userId === user.id) return invalid({ action: [{ code: 'notAllowed' }] });
    await db.privilege.delete({ where: { id: p.id } });
    await audit.deleted({
      type: 'privilege',
      id: p.id,
      values: { seatId: p.seatId, action: p.action, objectType: p.objectType, objectId: p.objectId, begin: dayText(p.begin), end: dayText(p.end), isActive: p.isActive },
    });
    return { kind: 'ok', privilegeId: p.id, seatId: p.seatId } as const;
  });
}
