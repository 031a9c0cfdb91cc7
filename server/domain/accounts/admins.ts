// The first admin of a server, made by its operator (npm run admin:create): a production start loads no accounts, and
// the back-office that makes admins needs one to sign in. Only someone who can run commands on the server (and so
// reach its database) gets here; the web has no way in.
import type { Db } from '../../db/database.ts';
import { transact, type AppContext } from '../context.ts';
import { invalid, type FieldErrors, type Invalid } from '../errors.ts';
import { emailIssue, issueResetToken, normalizeEmail, passwordIssue, resetLink, RESET_TOKEN_MINUTES } from './auth.ts';
import { hashPassword } from './passwords.ts';
import { endUserSessions } from './sessions.ts';

export type AdminResult =
  /** `link`: the one-time sign-in link when no password was given (valid RESET_TOKEN_MINUTES, single use). */
  | { kind: 'ok'; userId: number; created: boolean; link: string | null; minutes: number }
  | Invalid
  /** The address belongs to an account with another role: the operator promotes it in the back-office, knowingly. */
  | { kind: 'other-role'; role: string | null };

/**
 * Makes an admin with this address, or gives an existing admin a new way in: the given password, or without one a
 * one-time link (on the context's public address) to the page that sets it (the reset-token machinery, so the password
 * is never typed on a command line). The operator's script acts as nobody: the right to run it is the server's.
 */
export async function createAdmin(ctx: AppContext, input: { email: unknown; password?: unknown }): Promise<AdminResult> {
  const errors: FieldErrors = {};
  const emailProblem = emailIssue(input.email);
  if (emailProblem) errors.email = [emailProblem];
  const passwordProblem = input.password === undefined ? null : passwordIssue(input.password);
  if (passwordProblem) errors.password = [passwordProblem];
  if (Object.keys(errors).length) return invalid(errors);

  const email = normalizeEmail(input.email as string);
  const passwordHash = typeof input.password === 'string' ? await hashPassword(input.password) : null;
  const outcome = await transact(ctx, async ({ db: tx, now }) => {
    const existing = await tx.user.findUnique({ where: { email }, select: { id: true, role: true } });
    if (existing && existing.role !== 'admin') return { kind: 'other-role', role: existing.role } as const;
    if (existing) {
      if (passwordHash) {
        await tx.user.update({ where: { id: existing.id }, data: { passwordHash } });
        // Whoever knew the old password is signed out with it.
        await endUserSessions(tx, existing.id);
      }
      return { kind: 'ok', userId: existing.id, created: false } as const;
    }
    const user = await tx.user.create({
      data: { email, role: 'admin', passwordHash, emailVerifiedAt: now, data: { onboarding: { step1: 'finished', step2: 'finished' } } },
      select: { id: true },
    });
    return { kind: 'ok', userId: user.id, created: true } as const;
  });
  if (outcome.kind !== 'ok') return outcome;
  const link = passwordHash ? null : resetLink(ctx.publicUrl, await issueResetToken(ctx.db, outcome.userId));
  return { ...outcome, link, minutes: RESET_TOKEN_MINUTES };
}

/** Does the server have an admin yet? Without one a production start says how to make the first. */
export async function hasAdmin(db: Db): Promise<boolean> {
  return (await db.user.count({ where: { role: 'admin' } })) > 0;
}
