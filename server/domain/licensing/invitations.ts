// Invitations to a seat (document 2 §4.5, document 4 §11): a manager saves a seat with an e-mail address and a first
// name, and the address gets a link /uitnodiging-accepteren/<token>. The token is 256 random bits; only its SHA-256 is
// stored (Seat.inviteTokenHash), it expires after 14 days and links one account once, even when two requests race
// (the seat is claimed with a conditional update). An expired link says so (the state 'expired'); the legacy REST
// vocabulary has no word for it and answers 'unknown-seat' there.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { auditRecorder, transact, type AppContext } from '../context.ts';
import { hashToken, loadSessionUser } from '../accounts/sessions.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { normalizeEmail, passwordIssue } from '../accounts/auth.ts';
import { consumeRate } from '../accounts/throttle.ts';
import { invalid, REQUIRED, type Invalid } from '../errors.ts';
import { addDays } from './period.ts';
import type { Mailer } from '../mail/mailer.ts';

export const INVITATION_DAYS = 14;
export const INVITATION_PATH = '/uitnodiging-accepteren';

/** The state of an invitation link, in the legacy API's words where it has them. */
export type InvitationState = 'unknown-seat' | 'expired' | 'invalid-seat' | 'valid-email' | 'unknown-email';

/** A new invitation token and what the seat keeps of it. */
export function newInvitation(now: Date): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token), expiresAt: addDays(now, INVITATION_DAYS) };
}

const dutchDay = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' });
const dutchTime = new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Amsterdam' });

/** The moment a link stops working, as a Dutch reader on Dutch time reads it: '24 maart 2026 om 11:00 uur'. */
export const dutchMoment = (moment: Date) => `${dutchDay.format(moment)} om ${dutchTime.format(moment)} uur`;

/** The invitation e-mail (document 4 §12: 'Aanmelding <Product>'). */
export function invitationMail(input: { to: string; firstName: string; inviter: string | null; licenseDescription: string | null; url: string; expiresAt: Date }) {
  const who = input.inviter ? `${input.inviter} nodigt je uit` : 'Je bent uitgenodigd';
  const what = input.licenseDescription ? ` voor de licentie '${input.licenseDescription}'` : '';
  // The link expires at the moment 14 days after it was made, not at the end of that day: the mail says that moment.
  const until = dutchMoment(input.expiresAt);
  return {
    to: input.to,
    subject: 'Aanmelding Vraagwerk',
    text: [
      `Beste ${input.firstName},`,
      '',
      `${who} om Vraagwerk te gebruiken${what}: examenopgaven oefenen, tips krijgen en je eigen antwoorden nakijken.`,
      '',
      'Via deze link maak je je account aan, of koppel je de licentie aan je bestaande account:',
      input.url,
      '',
      `De link werkt één keer en is geldig tot ${until}. Verwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren.`,
      '',
      'Met vriendelijke groet,',
      'Vraagwerk',
    ].join('\n'),
  };
}

export function sendInvitationMail(
  mailer: Mailer,
  publicUrl: string,
  input: { to: string; firstName: string; inviter: string | null; licenseDescription: string | null; token: string; expiresAt: Date },
) {
  return mailer.send(invitationMail({ ...input, url: `${publicUrl}${INVITATION_PATH}/${input.token}` }));
}

// ── Guessing ──
// Tokens cannot be guessed (256 bits), but whoever tries gets slowed down: 20 unknown tokens per address in 15
// minutes, then that address waits. Only misses count, so a class behind one school address opening its real links
// is never held up.
export const MISS_LIMIT = 20;
export const MISS_WINDOW_SECONDS = 15 * 60;
const MISSES = 'invite-miss';
/** consumeRate's key for the misses of one address (server/domain/accounts/throttle.ts). */
const missKey = (ip: string) => `rate|${MISSES}|${ip}`;

async function secondsBlocked(db: Db, ip: string, now: Date): Promise<number> {
  const row = await db.loginThrottle.findUnique({ where: { key: missKey(ip) } });
  if (!row?.lockedUntil || row.failures < MISS_LIMIT || row.lockedUntil <= now) return 0;
  return Math.max(1, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000));
}

const recordMiss = (db: Db, ip: string, now: Date) => consumeRate(db, MISSES, ip, MISS_LIMIT, MISS_WINDOW_SECONDS, now);

/** What a token may look like: the base64url text newInvitation makes (anything else is unknown without a lookup). */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

const invitedSeat = {
  id: true,
  userId: true,
  email: true,
  firstName: true,
  lastName: true,
  role: true,
  isActive: true,
  inviteExpiresAt: true,
  license: { select: { isActive: true, description: true } },
} as const;

type InvitedSeat = { id: number; userId: number | null; email: string | null; firstName: string | null; isActive: boolean; inviteExpiresAt: Date | null; license: { isActive: boolean } };

/** The state of a found seat: linked already, withdrawn (seat or licence switched off), expired, or open. */
function seatState(seat: InvitedSeat, accountExists: boolean, now: Date): InvitationState {
  if (seat.userId !== null) return 'invalid-seat';
  if (!seat.isActive || !seat.license.isActive || !seat.email) return 'unknown-seat';
  if (!seat.inviteExpiresAt || seat.inviteExpiresAt <= now) return 'expired';
  return accountExists ? 'valid-email' : 'unknown-email';
}

async function lookUp(db: Db, token: string, now: Date) {
  const seat = TOKEN.test(token) ? await db.seat.findUnique({ where: { inviteTokenHash: hashToken(token) }, select: invitedSeat }) : null;
  if (!seat) return { state: 'unknown-seat' as const, seat: null, account: null };
  const account = seat.email ? await db.user.findUnique({ where: { email: normalizeEmail(seat.email) }, select: { id: true, role: true, emailVerifiedAt: true, deactivatedAt: true } }) : null;
  return { state: seatState(seat, !!account, now), seat, account };
}

export interface InvitationView {
  state: InvitationState;
  /** The invited address and name, only while the invitation can be accepted (the holder of the link got them by mail). */
  email: string | null;
  firstName: string | null;
  licenseDescription: string | null;
}

export type InvitationStatusResult = { kind: 'ok'; invitation: InvitationView } | { kind: 'throttled'; seconds: number };

/**
 * The state of a token (GET /api/invite-status, the invitation page). Unknown tokens count against the address the
 * request came from.
 */
export async function invitationStatus(ctx: AppContext, input: { token: string }): Promise<InvitationStatusResult> {
  const { db, now } = ctx;
  const { ip } = ctx.actor;
  const { token } = input;
  const wait = await secondsBlocked(db, ip, now);
  if (wait > 0) return { kind: 'throttled', seconds: wait };
  const found = await lookUp(db, token, now);
  if (!found.seat && token) await recordMiss(db, ip, now);
  const open = found.state === 'valid-email' || found.state === 'unknown-email';
  return {
    kind: 'ok',
    invitation: {
      state: found.state,
      email: open ? found.seat!.email : null,
      firstName: open ? found.seat!.firstName : null,
      licenseDescription: open ? found.seat!.license.description : null,
    },
  };
}

/** 'deactivated': the invited address's account was deactivated by an admin (issue 47); the seat stays open. */
export type AcceptInvitationResult = { kind: 'ok'; userId: number } | { kind: 'invalid-state'; state: InvitationState } | { kind: 'deactivated' } | { kind: 'throttled'; seconds: number } | Invalid;

/** The seat is still open for this token: nobody linked, active, not expired. The condition of every claim. */
const openSeatWhere = (seatId: number, token: string, now: Date) => ({
  id: seatId,
  userId: null,
  isActive: true,
  inviteTokenHash: hashToken(token),
  inviteExpiresAt: { gt: now },
  license: { isActive: true },
});

/**
 * The audit log of a claimed seat names the invitee as who acted: the holder of the mailed link takes the seat, not
 * whoever happened to be signed in on that browser (they are signed out).
 */
const inviteeAudit = async (tx: Db, userId: number) => auditRecorder(tx, { user: await loadSessionUser(tx, userId) });

/** Rolls a claim back when the seat was taken between the check and the write. */
class SeatTaken extends Error {}

/**
 * 'valid-email': links the existing account with the seat's address to the seat (POST /api/invite-ok). The link was
 * mailed to that address, so whoever holds it may attach the seat to that account — never to any other. An account
 * without a role yet gets the seat's role; its address counts as verified.
 */
export async function acceptInvitation(ctx: AppContext, input: { token: string }): Promise<AcceptInvitationResult> {
  const { db, now } = ctx;
  const { ip } = ctx.actor;
  const { token } = input;
  const wait = await secondsBlocked(db, ip, now);
  if (wait > 0) return { kind: 'throttled', seconds: wait };
  const result = await transact(ctx, async ({ db: tx }) => {
    const found = await lookUp(tx, token, now);
    if (found.state !== 'valid-email') return { kind: 'invalid-state', state: found.state } as const;
    const { seat, account } = found as { seat: NonNullable<typeof found.seat>; account: NonNullable<typeof found.account> };
    // The link went to the account's own address, so its holder may learn why: nothing is linked or verified.
    if (account.deactivatedAt) return { kind: 'deactivated' } as const;
    // Conditional: of two racing requests only one finds the seat still open.
    const { count } = await tx.seat.updateMany({ where: openSeatWhere(seat.id, token, now), data: { userId: account.id } });
    if (count !== 1) return { kind: 'invalid-state', state: 'invalid-seat' } as const;
    await (await inviteeAudit(tx, account.id)).updated({ type: 'seat', id: seat.id, before: { userId: null }, after: { userId: account.id } });
    // Conditional writes: a role or verification another request gave the account meanwhile (a trial activated at the
    // same moment) is never overwritten with what was read before.
    await tx.user.updateMany({ where: { id: account.id, role: null }, data: { role: seat.role } });
    await tx.user.updateMany({ where: { id: account.id, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
    return { kind: 'ok', userId: account.id } as const;
  });
  if (result.kind === 'invalid-state' && result.state === 'unknown-seat') await recordMiss(db, ip, now);
  return result;
}

/**
 * 'unknown-email': makes the account of the invited address with the chosen password — the seat's role and names, the
 * address verified (the link was mailed there) — and links it to the seat (POST /api/invite-account).
 */
export async function createInvitedAccount(ctx: AppContext, input: { token: string; password: unknown }): Promise<Exclude<AcceptInvitationResult, { kind: 'deactivated' }>> {
  const { db, now } = ctx;
  const { ip } = ctx.actor;
  const { token, password } = input;
  if (typeof password !== 'string' || password === '') return invalid({ password: [REQUIRED] });
  const problem = passwordIssue(password);
  if (problem) return invalid({ password: [problem] });
  const wait = await secondsBlocked(db, ip, now);
  if (wait > 0) return { kind: 'throttled', seconds: wait };
  const before = await lookUp(db, token, now);
  if (before.state !== 'unknown-email') {
    if (before.state === 'unknown-seat') await recordMiss(db, ip, now);
    return { kind: 'invalid-state', state: before.state };
  }
  const passwordHash = await hashPassword(password);
  try {
    return await transact(ctx, async ({ db: tx }) => {
      const found = await lookUp(tx, token, now);
      if (found.state !== 'unknown-email') return { kind: 'invalid-state', state: found.state } as const;
      const seat = found.seat!;
      const user = await tx.user.create({
        data: {
          email: normalizeEmail(seat.email!),
          firstName: seat.firstName?.trim() ?? '',
          lastName: seat.lastName?.trim() ?? '',
          role: seat.role,
          passwordHash,
          emailVerifiedAt: now,
        },
        select: { id: true },
      });
      const { count } = await tx.seat.updateMany({ where: openSeatWhere(seat.id, token, now), data: { userId: user.id } });
      if (count !== 1) throw new SeatTaken();
      await (await inviteeAudit(tx, user.id)).updated({ type: 'seat', id: seat.id, before: { userId: null }, after: { userId: user.id } });
      return { kind: 'ok', userId: user.id } as const;
    });
  } catch (error) {
    // A racing request linked the seat or made the account first: this one changed nothing.
    if (error instanceof SeatTaken || (error as { code?: string }).code === 'P2002') {
      return { kind: 'invalid-state', state: (await lookUp(db, token, now)).state };
    }
    throw error;
  }
}
