// Changing a seat of a licence one manages (document 1 §4, document 4 §12): names, e-mail address and 'Actief'.
// Saving a seat that has no user yet with an address and a first name invites that address (./invitations.ts).
// Switching a seat off ends its user's sessions in the same transaction, so the next request of that user is signed
// out. A manager cannot switch off or free their own seat (they would lock themselves out of the licence).
import type { Db } from '../../db/database.ts';
import { emailIssue, EMAIL_MAX_LENGTH, normalizeEmail } from '../accounts/auth.ts';
import { endUserSessions } from '../accounts/sessions.ts';
import { consumeRate } from '../accounts/throttle.ts';
import { addIssue, hasErrors, invalid, textIssue, type FieldErrors, type Invalid } from '../errors.ts';
import { transact, type AppContext } from '../context.ts';
import { managedLicense } from './access.ts';
import { newInvitation, sendInvitationMail } from './invitations.ts';
import { TRIAL_LICENSE_TYPE } from '../signup/catalogue.ts';

export const SEAT_NAME_MAX = 255;
export { EMAIL_MAX_LENGTH as SEAT_EMAIL_MAX };
/** Invitations one manager may send in an hour, and one address may receive: no mail bombing through seats. */
export const INVITES_PER_SENDER_HOUR = 200;
export const INVITES_PER_ADDRESS_HOUR = 5;
/**
 * Invitations a licence may send in 24 hours, by its seats: a few per seat (a typo corrected, a lost mail sent again),
 * at least a handful for a small licence. A trial licence is self-registered by anyone with an address, and its
 * invitations carry names its manager chooses: two per seat, no more.
 */
export const INVITES_PER_SEAT_DAY = 3;
export const INVITES_PER_LICENSE_DAY_MIN = 10;
export const TRIAL_INVITES_PER_SEAT_DAY = 2;
const DAY_SECONDS = 24 * 60 * 60;

export function invitationsPerDay(license: { type: string }, seats: number): number {
  return license.type === TRIAL_LICENSE_TYPE ? TRIAL_INVITES_PER_SEAT_DAY * seats : Math.max(INVITES_PER_LICENSE_DAY_MIN, INVITES_PER_SEAT_DAY * seats);
}

/** What a save may change; an absent key keeps the value, null clears it. */
export interface SeatChanges {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  isActive?: boolean;
  /** Legacy clients only: null frees a seat of its user; the seat's own user changes nothing; any other is refused. */
  userId?: number | null;
  /** Send a new invitation even when the current one is still valid for the same address. */
  resendInvitation?: boolean;
}

/** Who a licence is managed by: the acting user, as managedLicense judges them. */
type Manager = { id: number; role: string | null };

export type ManagedSeatResult<T> = { kind: 'ok'; seat: T } | { kind: 'not-found' } | { kind: 'forbidden' } | { kind: 'not-in-license' };

/**
 * A seat of a licence the viewer manages. With `licenseId` (REST: /licenses/{l}/{seat}) the licence is judged first
 * (404, 403) and a seat of another licence is 'not-in-license' (400); without it (GraphQL) the seat's own licence is
 * judged, and a seat the viewer cannot see is not found.
 */
export async function managedSeat(db: Db, user: Manager, seatId: number, now: Date, licenseId?: number): Promise<ManagedSeatResult<{ id: number; licenseId: number }>> {
  if (licenseId !== undefined) {
    const license = await managedLicense(db, user, licenseId, now);
    if (license.kind !== 'ok') return license;
    const seat = await db.seat.findFirst({ where: { id: seatId, licenseId }, select: { id: true, licenseId: true } });
    return seat ? { kind: 'ok', seat } : { kind: 'not-in-license' };
  }
  const seat = await db.seat.findUnique({ where: { id: seatId }, select: { id: true, licenseId: true } });
  if (!seat) return { kind: 'not-found' };
  const license = await managedLicense(db, user, seat.licenseId, now);
  return license.kind === 'ok' ? { kind: 'ok', seat } : license;
}

export type UpdateSeatResult = { kind: 'ok'; seatId: number; invited: boolean; sessionsEnded: number } | Exclude<ManagedSeatResult<never>, { kind: 'ok' }> | Invalid;

const trimmedOrNull = (value: string | null | undefined) => (value === undefined ? undefined : value === null || !value.trim() ? null : value.trim());

/** Which seat a save is for: REST names its licence too (see managedSeat). */
export interface SeatTarget {
  seatId: number;
  licenseId?: number;
}

/**
 * Saves a seat's names, address and 'Actief' for the acting manager of its licence; see the top of this file. The
 * change is in the audit log, written in the same transaction as the seat.
 */
export async function updateSeat(ctx: AppContext, input: SeatTarget & SeatChanges): Promise<UpdateSeatResult> {
  const { now } = ctx;
  const manager = ctx.actor.user;
  if (!manager) return { kind: 'not-found' };
  const { seatId, licenseId, ...changes } = input;
  const found = await managedSeat(ctx.db, manager, seatId, now, licenseId);
  if (found.kind !== 'ok') return found;

  const errors: FieldErrors = {};
  const firstName = trimmedOrNull(changes.firstName);
  const lastName = trimmedOrNull(changes.lastName);
  const rawEmail = trimmedOrNull(changes.email);
  addIssue(errors, 'firstName', textIssue(changes.firstName, SEAT_NAME_MAX, false));
  addIssue(errors, 'lastName', textIssue(changes.lastName, SEAT_NAME_MAX, false));
  if (rawEmail) addIssue(errors, 'email', emailIssue(rawEmail));
  if (hasErrors(errors)) return invalid(errors);
  const email = rawEmail ? normalizeEmail(rawEmail) : rawEmail;

  const outcome = await transact(ctx, async ({ db: tx, audit }) => {
    // One save of a seat at a time: the checks below see the seat as the write will find it.
    await tx.$queryRaw`SELECT id FROM seats WHERE id = ${found.seat.id} FOR UPDATE`;
    const seat = await tx.seat.findUniqueOrThrow({
      where: { id: found.seat.id },
      select: {
        id: true,
        licenseId: true,
        userId: true,
        email: true,
        firstName: true,
        lastName: true,
        isActive: true,
        inviteTokenHash: true,
        inviteExpiresAt: true,
        license: { select: { description: true, type: true, _count: { select: { seats: true } } } },
      },
    });
    const own = seat.userId === manager.id;
    if (changes.isActive === false && own && seat.isActive) addIssue(errors, 'isActive', { code: 'notAllowed' });
    if (changes.userId !== undefined && changes.userId !== seat.userId) {
      if (changes.userId !== null) addIssue(errors, 'userId', { code: 'unknownId' });
      else if (own) addIssue(errors, 'userId', { code: 'notAllowed' });
    }
    const next = {
      userId: changes.userId === null ? null : seat.userId,
      email: email === undefined ? seat.email : email,
      firstName: firstName === undefined ? seat.firstName : firstName,
      lastName: lastName === undefined ? seat.lastName : lastName,
      isActive: changes.isActive ?? seat.isActive,
    };
    const emailChanged = next.email !== seat.email;
    if (emailChanged && next.email && (await tx.seat.count({ where: { licenseId: seat.licenseId, email: next.email, NOT: { id: seat.id } } }))) {
      addIssue(errors, 'email', { code: 'taken' });
    }
    if (hasErrors(errors)) return invalid(errors);

    const liveInvitation = !!seat.inviteTokenHash && !!seat.inviteExpiresAt && seat.inviteExpiresAt > now && !emailChanged;
    const invite = next.userId === null && !!next.email && !!next.firstName && next.isActive && (!liveInvitation || !!changes.resendInvitation);
    if (invite) {
      const wait = Math.max(
        await consumeRate(tx, 'invite-sender', String(manager.id), INVITES_PER_SENDER_HOUR, 3600, now),
        await consumeRate(tx, 'invite-address', next.email!, INVITES_PER_ADDRESS_HOUR, 3600, now),
      );
      if (wait > 0) return invalid({ email: [{ code: 'rateLimited', seconds: wait }] });
      const max = invitationsPerDay(seat.license, seat.license._count.seats);
      const tomorrow = await consumeRate(tx, 'invite-license', String(seat.licenseId), max, DAY_SECONDS, now);
      if (tomorrow > 0) return invalid({ email: [{ code: 'invitationLimit', max, seconds: tomorrow }] });
    }
    const invitation = invite ? newInvitation(now) : null;
    // A new address withdraws the invitation to the old one, and a freed seat forgets the link its user came in by
    // (else that used link would open the seat again).
    const clearToken = !invitation && ((seat.userId === null && emailChanged) || (seat.userId !== null && next.userId === null));
    await tx.seat.update({
      where: { id: seat.id },
      data: {
        ...(firstName !== undefined ? { firstName } : {}),
        ...(lastName !== undefined ? { lastName } : {}),
        ...(email !== undefined ? { email } : {}),
        isActive: next.isActive,
        userId: next.userId,
        ...(invitation ? { inviteTokenHash: invitation.tokenHash, inviteExpiresAt: invitation.expiresAt } : {}),
        ...(clearToken ? { inviteTokenHash: null, inviteExpiresAt: null } : {}),
      },
    });
    // What the manager sees of the seat; the invitation's token stays out of the log (it opens the seat).
    const before = { userId: seat.userId, email: seat.email, firstName: seat.firstName, lastName: seat.lastName, isActive: seat.isActive };
    await audit.updated({ type: 'seat', id: seat.id, before, after: next });
    // Switched off: its user is signed out everywhere now, not when their session happens to run out.
    const sessionsEnded = seat.isActive && !next.isActive && seat.userId !== null ? await endUserSessions(tx, seat.userId) : 0;
    return {
      kind: 'ok' as const,
      seatId: seat.id,
      sessionsEnded,
      invitation: invitation && { ...invitation, to: next.email!, firstName: next.firstName!, licenseDescription: seat.license.description },
    };
  });
  if (outcome.kind !== 'ok') return outcome;
  const { invitation } = outcome;
  // Mailed once the seat is saved (a refused save sends nothing); the outbox keeps it whatever the SMTP server says.
  if (invitation) {
    const inviter = `${manager.firstName} ${manager.lastName}`.trim() || null;
    await sendInvitationMail(ctx.mailer, ctx.publicUrl, { ...invitation, inviter });
  }
  return { kind: 'ok', seatId: outcome.seatId, invited: !!invitation, sessionsEnded: outcome.sessionsEnded };
}

export const SEATS_PER_VISIBILITY_CHANGE = 500;

export type SeatVisibilityResult = { kind: 'ok'; seatIds: number[] } | Invalid;

/**
 * Shows or hides seats in the teachers' student overview (is_visible; document 4 §12 hide-seats/show-seats), all of
 * them or none: every seat must belong to a licence the acting user manages. Each seat that changes is in the audit log.
 */
export async function setSeatsVisible(ctx: AppContext, input: { seatIds: readonly number[]; visible: boolean }): Promise<SeatVisibilityResult> {
  const { visible } = input;
  const ids = [...new Set(input.seatIds)];
  if (!ids.length) return invalid({ seats: [{ code: 'required' }] });
  if (ids.length > SEATS_PER_VISIBILITY_CHANGE) return invalid({ seats: [{ code: 'tooMany', max: SEATS_PER_VISIBILITY_CHANGE }] });
  const user = ctx.actor.user;
  if (!user) return invalid({ seats: [{ code: 'unknownId' }] });
  return transact(ctx, async ({ db, audit, now }) => {
    const seats = await db.seat.findMany({ where: { id: { in: ids } }, select: { id: true, licenseId: true, isVisible: true }, orderBy: { id: 'asc' } });
    const licenseIds = [...new Set(seats.map((s) => s.licenseId))];
    const managed = await Promise.all(licenseIds.map(async (id) => (await managedLicense(db, user, id, now)).kind === 'ok'));
    if (seats.length !== ids.length || managed.some((ok) => !ok)) return invalid({ seats: [{ code: 'unknownId' }] });
    await db.seat.updateMany({ where: { id: { in: ids } }, data: { isVisible: visible } });
    for (const seat of seats) await audit.updated({ type: 'seat', id: seat.id, before: { isVisible: seat.isVisible }, after: { isVisible: visible } });
    return { kind: 'ok', seatIds: ids } as const;
  });
}
