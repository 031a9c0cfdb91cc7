// Server-side sessions: the cookie carries 256 random bits; the table keeps only their SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/queryRows.ts';
import { Prisma } from '../../db/generated/client.ts';
import { grantOf, grantRowsSql, type GrantRow } from '../access/grants.ts';
import type { Role } from '../../db/generated/enums.ts';

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

export async function createSession(db: Db, settings: SessionSettings, input: { userId: number; remember: boolean; ip?: string; userAgent?: string }): Promise<{ token: string; expiresAt: Date }> {
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

/** The row of a session with the columns of its user (sessionUser), as one flat statement reads it. */
interface SessionRow {
  id: number;
  remember: boolean;
  expires_at: Date;
  last_seen_at: Date;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: Role | null;
  link: string | null;
  data: Prisma.JsonValue;
  current_stream_id: number | null;
  newsletter: boolean;
  created_at: Date;
  last_login_at: Date | null;
}

/**
 * The live session of a token with its user, extended on use; null when unknown, expired or its user deactivated
 * (deactivation ends the sessions too; this also refuses one a sign-in racing the deactivation made). Every request with a
 * cookie starts here, so the session and its user come in one flat statement (Prisma's include measured twice the
 * cost of the plain join).
 */
export async function resumeSession(db: Db, settings: SessionSettings, token: string | undefined) {
  return (await resume(db, settings, token, null))?.session ?? null;
}

/**
 * resumeSession with the user's grants in force on `day` (../access/grants.ts), read in the same statement: nearly
 * every request of a signed-in user asks what they may do, and one statement costs less than two.
 */
export async function resumeSessionWithGrants(db: Db, settings: SessionSettings, token: string | undefined, day: Date) {
  return resume(db, settings, token, day);
}

async function resume(db: Db, settings: SessionSettings, token: string | undefined, grantsDay: Date | null) {
  if (!token || token.length > 200) return null;
  const [row] = await queryRows<SessionRow & { grants?: GrantRow[] }>(
    db,
    Prisma.sql`
    SELECT s.id, s.remember, s.expires_at, s.last_seen_at, u.id AS user_id, u.email, u.first_name, u.last_name, u.role::text AS role,
           u.link, u.data, u.current_stream_id, u.newsletter, u.created_at, u.last_login_at${
             grantsDay ? Prisma.sql`, (SELECT coalesce(json_agg(g ORDER BY g.id), '[]'::json) FROM (${grantRowsSql(Prisma.sql`u.id`, grantsDay)}) g) AS grants` : Prisma.empty
           }
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = ${hashToken(token)} AND u.deactivated_at IS NULL`,
  );
  if (!row) return null;
  const now = Date.now();
  if (row.expires_at.getTime() <= now) {
    await db.session.deleteMany({ where: { id: row.id } });
    return null;
  }
  let expiresAt = row.expires_at;
  if (now - row.last_seen_at.getTime() > touchIntervalMs(settings)) {
    expiresAt = new Date(now + sessionLifetimeMs(settings, row.remember));
    await db.session.update({ where: { id: row.id }, data: { lastSeenAt: new Date(now), expiresAt } });
  }
  const user: SessionUserRow = {
    id: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    link: row.link,
    data: row.data,
    currentStreamId: row.current_stream_id,
    newsletter: row.newsletter,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  };
  return { session: { id: row.id, remember: row.remember, expiresAt, user }, grants: (row.grants ?? []).map(grantOf) };
}

type SessionUserRow = Prisma.UserGetPayload<{ select: typeof sessionUser }>;

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
