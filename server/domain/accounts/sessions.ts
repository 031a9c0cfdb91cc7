// Server-side sessions: the cookie carries 256 random bits; the table keeps only their SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';

export interface SessionSettings {
  /** Idle time-out of a browser-session ('Onthoud mij' off). */
  idleTimeoutMs: number;
  /** Idle time-out of a remembered session. */
  rememberDays: number;
}

const DAY = 24 * 60 * 60 * 1000;
/** Extend a session at most once a minute (sooner with a short idle time-out), so reads do not each write. */
const touchIntervalMs = (settings: SessionSettings) => Math.min(60 * 1000, Math.floor(settings.idleTimeoutMs / 4));

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function sessionLifetimeMs(settings: SessionSettings, remember: boolean): number {
  return remember ? settings.rememberDays * DAY : settings.idleTimeoutMs;
}

export async function createSession(
  db: Db,
  settings: SessionSettings,
  input: { userId: number; remember: boolean; ip?: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + sessionLifetimeMs(settings, input.remember));
  await db.session.create({
    data: {
      tokenHash: hashToken(token),
      userId: input.userId,
      remember: input.remember,
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
      expiresAt,
    },
  });
  return { token, expiresAt };
}

const sessionUser = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  role: true,
  link: true,
  data: true,
  currentStreamId: true,
  newsletter: true,
  createdAt: true,
  lastLoginAt: true,
} as const;

/** The live session of a token with its user, extended on use; null when unknown or expired. */
export async function resumeSession(db: Db, settings: SessionSettings, token: string | undefined) {
  if (!token || token.length > 200) return null;
  const session = await db.session.findUnique({ where: { tokenHash: hashToken(token) }, include: { user: { select: sessionUser } } });
  if (!session || !session.user) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now) {
    await db.session.deleteMany({ where: { id: session.id } });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > touchIntervalMs(settings)) {
    const expiresAt = new Date(now + sessionLifetimeMs(settings, session.remember));
    await db.session.update({ where: { id: session.id }, data: { lastSeenAt: new Date(now), expiresAt } });
    session.expiresAt = expiresAt;
  }
  return { id: session.id, remember: session.remember, expiresAt: session.expiresAt, user: session.user };
}

export type LiveSession = NonNullable<Awaited<ReturnType<typeof resumeSession>>>;

/** The signed-in user as a session carries it, read again after a change. */
export function loadSessionUser(db: Db, userId: number) {
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: sessionUser });
}
export type SessionUser = LiveSession['user'];

export async function endSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.session.deleteMany({ where: { tokenHash: hashToken(token) } });
}

/** Signs a user out everywhere (password reset, deactivation). */
export async function endUserSessions(db: Db, userId: number): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { userId } });
  return count;
}

export async function pruneExpiredSessions(db: Db): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  return count;
}
