// Signing in and out, password resets and switching between linked accounts.
import { randomBytes } from 'node:crypto';
import { inTransaction, type Db } from '../../db/database.ts';
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from './passwords.ts';
import { createSession, endUserSessions, hashToken, type SessionSettings } from './sessions.ts';
import { beginAttempt, clearFailures, consumeRate, recordFailure } from './throttle.ts';
import { maySignIn } from '../access/grants.ts';
import { transact, type AppContext } from '../context.ts';
import { invalid, REQUIRED, type FieldErrors, type Invalid, type Issue } from '../errors.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function isEmail(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL.test(text);
}

/** An e-mail field: required and well-formed. */
export function emailIssue(value: unknown): Issue | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return REQUIRED;
  return isEmail(text) ? null : { code: 'email' };
}

export function passwordIssue(password: unknown): Issue | null {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return { code: 'passwordLength', min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
  }
  return null;
}

export type SignInResult =
  | { kind: 'ok'; token: string; expiresAt: Date; userId: number }
  | Invalid
  | { kind: 'bad-credentials' }
  | { kind: 'not-authorized' }
  /** The right password of an account an admin deactivated (issue 47). */
  | { kind: 'deactivated' }
  | { kind: 'throttled'; seconds: number };

/**
 * Signs in with e-mail and password from the actor's address (throttled per address and e-mail) in a new session
 * (`settings`: the server's session lifetimes). The caller ends any session the request had and sets the cookie.
 */
export async function signIn(ctx: AppContext, input: { email: unknown; password: unknown; remember: boolean }, settings: SessionSettings): Promise<SignInResult> {
  const { db } = ctx;
  const { ip, userAgent } = ctx.actor;
  const errors: FieldErrors = {};
  const emailProblem = emailIssue(input.email);
  if (emailProblem) errors.email = [emailProblem];
  if (typeof input.password !== 'string' || input.password === '') errors.password = [REQUIRED];
  if (Object.keys(errors).length) return invalid(errors);

  const email = normalizeEmail(input.email as string);
  const password = (input.password as string).slice(0, PASSWORD_MAX_LENGTH + 1);
  const attempt = await beginAttempt(db, email, ip);
  if (attempt.wait > 0) return { kind: 'throttled', seconds: attempt.wait };

  const user = await db.user.findUnique({ where: { email }, select: { id: true, role: true, passwordHash: true, deactivatedAt: true } });
  // Verify even for unknown users (against a dummy hash) so timing does not tell which e-mails exist.
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
  if (!user || !valid) {
    await recordFailure(db, email, ip, attempt.counts);
    return { kind: 'bad-credentials' };
  }
  // The right password ends the count, also for an account that may not sign in.
  await clearFailures(db, email, ip);
  // Only after the right password, as 'not-authorized': a wrong one gets the same answer for a deactivated account as
  // for any other, so the answer tells nobody without the password whether an address has an account or what became
  // of it (students are minors; addresses are personal data). Whoever has the password learns why they cannot get in.
  if (user.deactivatedAt) return { kind: 'deactivated' };
  if (!maySignIn(user.role)) return { kind: 'not-authorized' };
  const session = await startUserSession(db, settings, { userId: user.id, remember: input.remember, ip, userAgent });
  return { kind: 'ok', token: session.token, expiresAt: session.expiresAt, userId: user.id };
}

/** A new session for a user who proved who they are, and the moment of their sign-in: one transaction. */
export function startUserSession(db: Db, settings: SessionSettings, input: { userId: number; remember: boolean; ip?: string; userAgent?: string }) {
  return inTransaction(db, async (tx) => {
    const session = await createSession(tx, settings, input);
    await tx.user.update({ where: { id: input.userId }, data: { lastLoginAt: new Date() } });
    return session;
  });
}

// An argon2id hash of a random password nobody knows, made once.
let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(randomBytes(24).toString('hex')));

export const RESET_TOKEN_MINUTES = 60;

/** What a deactivated account's holder reads (issue 47; the spec has no words for it). */
export const ACCOUNT_DEACTIVATED_MAIL = 'Dit account is gedeactiveerd. Neem contact op met je school of met Vraagwerk.';

/** A new single-use reset token for the account (RESET_TOKEN_MINUTES), replacing any earlier one: only the newest link works. */
export async function issueResetToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await inTransaction(db, async (tx) => {
    await tx.passwordResetToken.deleteMany({ where: { userId } });
    await tx.passwordResetToken.create({
      data: { userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60 * 1000) },
    });
  });
  return token;
}

/** The page that sets a password with a reset token; the token rides in the fragment, which no server log sees. */
export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/reset-password#${token}`;

/**
 * Always succeeds from the caller's view; mails a single-use link (to the context's public address) only when the
 * account exists. Limited per address of the actor and per e-mail.
 */
export async function requestPasswordReset(ctx: AppContext, input: { email: unknown }): Promise<{ kind: 'ok' } | Invalid> {
  const { db, mailer, publicUrl } = ctx;
  const { ip } = ctx.actor;
  const problem = emailIssue(input.email);
  if (problem) return invalid({ email: [problem] });
  const email = normalizeEmail(input.email as string);
  // Limits against mail bombing; the answer stays the same, so it tells nothing about the account.
  if ((await consumeRate(db, 'reset-ip', ip, 20, 15 * 60)) > 0) return { kind: 'ok' };
  if ((await consumeRate(db, 'reset-email', email, 3, 15 * 60)) > 0) return { kind: 'ok' };
  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true, firstName: true, deactivatedAt: true } });
  if (!user) return { kind: 'ok' };
  if (user.deactivatedAt) {
    // No link for a deactivated account (it would be a way in); the mailbox's owner, and only they, learns why.
    void mailer.send({
      to: user.email,
      subject: 'Wachtwoord opnieuw instellen',
      text: [`Beste ${user.firstName || 'gebruiker'},`, '', `Je hebt gevraagd om een nieuw wachtwoord voor Vraagwerk. ${ACCOUNT_DEACTIVATED_MAIL}`].join('\n'),
    });
    return { kind: 'ok' };
  }
  const token = await issueResetToken(db, user.id);
  // Not awaited: the answer takes as long whether or not the account exists (the mailer logs a failure itself).
  void mailer.send({
    to: user.email,
    subject: 'Wachtwoord opnieuw instellen',
    text: [
      `Beste ${user.firstName || 'gebruiker'},`,
      '',
      'Je hebt gevraagd om een nieuw wachtwoord voor Vraagwerk. Via deze link stel je het in:',
      resetLink(publicUrl, token),
      '',
      `De link werkt één keer en is ${RESET_TOKEN_MINUTES} minuten geldig. Heb je niets aangevraagd? Dan kun je deze e-mail negeren.`,
    ].join('\n'),
  });
  return { kind: 'ok' };
}

export type ResetPasswordResult = { kind: 'ok' } | Invalid | { kind: 'invalid-token' };

/** Sets a new password with a reset token (single use, 60 minutes) and ends every session of the account. */
export async function resetPassword(ctx: AppContext, input: { token: unknown; password: unknown }): Promise<ResetPasswordResult> {
  const errors: FieldErrors = {};
  if (typeof input.token !== 'string' || !input.token) errors.token = [REQUIRED];
  const passwordProblem = passwordIssue(input.password);
  if (passwordProblem) errors.password = [passwordProblem];
  if (Object.keys(errors).length) return invalid(errors);
  const passwordHash = await hashPassword(input.password as string);
  return transact(ctx, async ({ db: tx }) => {
    // Claiming the token and using it is one statement, so a token works exactly once.
    // A deactivated account's tokens are deleted with the deactivation; the condition also holds against one racing it.
    const claimed = await tx.passwordResetToken.updateManyAndReturn({
      where: { tokenHash: hashToken(input.token as string), usedAt: null, expiresAt: { gt: new Date() }, user: { deactivatedAt: null } },
      data: { usedAt: new Date() },
      select: { userId: true },
    });
    const userId = claimed[0]?.userId;
    if (!userId) return { kind: 'invalid-token' } as const;
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await endUserSessions(tx, userId);
    return { kind: 'ok' } as const;
  });
}

/** The accounts a user may switch to: the other active accounts with the same (non-null) link. */
export async function switchableAccounts<Q extends object>(db: Db, user: { id: number; link: string | null }, query?: Q) {
  if (!user.link) return [];
  return db.user.findMany({ ...(query as object), where: { link: user.link, deactivatedAt: null, id: { not: user.id } }, orderBy: { id: 'asc' } });
}

export type SwitchResult = { kind: 'ok'; token: string; expiresAt: Date; userId: number } | { kind: 'not-found' };

/**
 * Signs the actor in as a linked account (by id or e-mail), in a new session that is remembered as the actor's was
 * (`settings`: the server's session lifetimes); the caller ends the old session and sets the cookie.
 */
export async function switchAccount(ctx: AppContext, target: { id?: number; email?: string }, settings: SessionSettings): Promise<SwitchResult> {
  const { db } = ctx;
  const { session, ip, userAgent } = ctx.actor;
  const current = session?.user;
  if (!session || !current?.link) return { kind: 'not-found' };
  const where = target.id !== undefined ? { id: target.id } : { email: normalizeEmail(target.email ?? '') };
  // NOT, not a second `id` key: that would replace the requested id and pick any linked account.
  // A deactivated linked account is not there to switch to.
  const user = await db.user.findFirst({ where: { ...where, link: current.link, deactivatedAt: null, NOT: { id: current.id } }, select: { id: true, role: true } });
  if (!user || !maySignIn(user.role)) return { kind: 'not-found' };
  const created = await startUserSession(db, settings, { userId: user.id, remember: session.remember, ip, userAgent });
  return { kind: 'ok', token: created.token, expiresAt: created.expiresAt, userId: user.id };
}
