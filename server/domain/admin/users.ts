// Users in the back-office (document 3 §2 /admin/users…, §3 User, §5 'User creation', §6; document 4 §13; issue 47):
// admins only. A searchable list a page at a time, a quick search of at most 10 matches (the user dropdown, §9), a
// user with their seats, licences and privileges, the activity log (25 on the screen, up to 1,000), making a user with
// a generated initial password (shown once, stored only as its hash) or an invitation e-mail to set one, and changing
// names and role, and deactivating and reactivating them. Every write is one transaction with its audit entry (never a
// password); a role change or a deactivation ends the user's sessions in that same transaction.
//
// Admins stay: an admin cannot demote or deactivate themselves, and no change leaves the server without an active admin. The admins' rows
// are locked (FOR UPDATE) before the rule is checked, so two admins demoting each other at once are serialised: the
// second finds itself no longer an admin (refused) or the other one gone (refused), never both demoted.
import { randomBytes } from 'node:crypto';
import type { Prisma } from '../../db/generated/client.ts';
import type { Role } from '../../db/generated/enums.ts';
import { mayOpenArea } from '../access/grants.ts';
import { emailIssue, issueResetToken, normalizeEmail, passwordIssue, resetLink, RESET_TOKEN_MINUTES } from '../accounts/auth.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { endUserSessions } from '../accounts/sessions.ts';
import { transact, type AppContext } from '../context.ts';
import { addIssue, hasErrors, invalid, textIssue, type FieldErrors, type Invalid } from '../errors.ts';

/** The roles an admin gives (document 4 §13), participant the default (document 3 §5). */
export const USER_ROLES = ['admin', 'author', 'participant', 'docent', 'leerling'] as const satisfies readonly Role[];
export const DEFAULT_USER_ROLE: Role = 'participant';
/** The names' longest length (document 4 §13: ≤ 255). */
export const USER_NAME_MAX = 255;
/** The user dropdown shows at most this many matches (document 3 §9). */
export const USER_DROPDOWN_MAX = 10;
/** A page of the list (screen and REST). */
export const USER_PAGE_SIZE = 25;
/** The activity log: the screen's first fetch, REST's default, and the most one fetch returns (document 3 §9, document 4 §13). */
export const USER_LOG_SCREEN = 25;
export const USER_LOG_DEFAULT = 10;
export const USER_LOG_MAX = 1000;
/** The generated initial password's length: 24 random bytes as base64url (document 3 §5: up to 32 characters). */
export const INITIAL_PASSWORD_LENGTH = 32;

type Forbidden = { kind: 'forbidden' };
const FORBIDDEN: Forbidden = { kind: 'forbidden' };

async function isAdmin(ctx: AppContext): Promise<boolean> {
  return mayOpenArea(await ctx.actor.access(), 'adminOnly');
}

/** The users a search names: its words each in the e-mail, first or last name (any case); every user without one. */
export function userSearchWhere(search: string | null | undefined): Prisma.UserWhereInput {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return {};
  return {
    AND: words.map((word) => ({
      OR: [{ email: { contains: word, mode: 'insensitive' } }, { firstName: { contains: word, mode: 'insensitive' } }, { lastName: { contains: word, mode: 'insensitive' } }],
    })),
  } as Prisma.UserWhereInput;
}

/** The list's order: by e-mail (unique, so pages never overlap). */
export const USER_ORDER: Prisma.UserOrderByWithRelationInput[] = [{ email: 'asc' }, { id: 'asc' }];

/** The list's filter on deactivation (issue 47): every user, only the active or only the deactivated ones. */
export const USER_STATUSES = ['all', 'active', 'deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

const statusWhere = (status: UserStatus | null | undefined): Prisma.UserWhereInput =>
  status === 'active' ? { deactivatedAt: null } : status === 'deactivated' ? { deactivatedAt: { not: null } } : {};

/** The query of the list for the actor: admins only. */
export async function userListQuery(
  ctx: AppContext,
  search: string | null | undefined,
  status?: UserStatus | null,
): Promise<Forbidden | { kind: 'ok'; where: Prisma.UserWhereInput; orderBy: typeof USER_ORDER }> {
  if (!(await isAdmin(ctx))) return FORBIDDEN;
  const filter = statusWhere(status);
  const where = userSearchWhere(search);
  return { kind: 'ok', where: Object.keys(filter).length ? { AND: [where, filter] } : where, orderBy: USER_ORDER };
}

const listSelect = { id: true, email: true, firstName: true, lastName: true, role: true, newsletter: true, link: true, data: true, createdAt: true, lastLoginAt: true, deactivatedAt: true } as const;

/** One page (1 is the first) of the list, with the number of users the search names. */
export async function listUsers(ctx: AppContext, input: { search?: string | null; status?: UserStatus | null; page: number }) {
  const query = await userListQuery(ctx, input.search, input.status);
  if (query.kind !== 'ok') return query;
  const [total, users] = await Promise.all([
    ctx.db.user.count({ where: query.where }),
    ctx.db.user.findMany({ where: query.where, orderBy: query.orderBy, skip: (input.page - 1) * USER_PAGE_SIZE, take: USER_PAGE_SIZE, select: listSelect }),
  ]);
  return { kind: 'ok' as const, users, total, page: input.page, perPage: USER_PAGE_SIZE };
}

/** The user dropdown: at most USER_DROPDOWN_MAX users the search names. */
export async function quickUserSearch(ctx: AppContext, search: string): Promise<Forbidden | { kind: 'ok'; where: Prisma.UserWhereInput; take: number; orderBy: typeof USER_ORDER }> {
  if (!(await isAdmin(ctx))) return FORBIDDEN;
  // An empty search names nobody: the dropdown shows matches, not the first ten users.
  return { kind: 'ok', where: search.trim() ? userSearchWhere(search) : { id: 0 }, take: USER_DROPDOWN_MAX, orderBy: USER_ORDER };
}

export const userSeatsInclude = {
  orderBy: { id: 'asc' },
  include: {
    license: { include: { groups: { orderBy: { name: 'asc' } } } },
    privileges: { orderBy: { id: 'asc' } },
    groups: { include: { group: true }, orderBy: { groupId: 'asc' } },
  },
} as const satisfies Prisma.User$seatsArgs;

/** A user by e-mail (any case) with their seats, licences and privileges; null when there is none. */
export async function userByEmail(ctx: AppContext, email: string) {
  if (!(await isAdmin(ctx))) return FORBIDDEN;
  const user = await ctx.db.user.findUnique({ where: { email: normalizeEmail(email) }, include: { seats: userSeatsInclude } });
  return { kind: 'ok' as const, user };
}

export type ActivityEntry = { activity: string; ts: Date };

/** The user's activity, newest first: `count` entries (1 to USER_LOG_MAX). */
export async function userActivity(ctx: AppContext, input: { email: unknown; count?: unknown }): Promise<Forbidden | Invalid | { kind: 'not-found' } | { kind: 'ok'; entries: ActivityEntry[] }> {
  if (!(await isAdmin(ctx))) return FORBIDDEN;
  const errors: FieldErrors = {};
  if (typeof input.email !== 'string' || !input.email.trim()) addIssue(errors, 'email', { code: 'required' });
  const count = input.count === undefined || input.count === null ? USER_LOG_DEFAULT : input.count;
  if (typeof count !== 'number' || !Number.isInteger(count)) addIssue(errors, 'count', { code: 'invalid' });
  else if (count < 1 || count > USER_LOG_MAX) addIssue(errors, 'count', { code: 'notAllowed' });
  if (hasErrors(errors)) return invalid(errors);
  const user = await ctx.db.user.findUnique({ where: { email: normalizeEmail(input.email as string) }, select: { id: true } });
  if (!user) return { kind: 'not-found' };
  return { kind: 'ok', entries: await activityOf(ctx, user.id, count as number) };
}

/** The newest `count` entries of a user's activity log. */
export async function activityOf(ctx: Pick<AppContext, 'db'>, userId: number, count: number): Promise<ActivityEntry[]> {
  const rows = await ctx.db.activityLog.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: Math.max(1, Math.min(count, USER_LOG_MAX)),
    select: { activity: true, createdAt: true },
  });
  return rows.map((r) => ({ activity: r.activity, ts: r.createdAt }));
}

/** How a new user gets their first password: given (REST), generated and shown once, or set through an e-mailed link. */
export type InitialPassword = { kind: 'given'; password: unknown } | { kind: 'generate' } | { kind: 'invite' };

export interface CreateUserInput {
  firstName: unknown;
  lastName: unknown;
  email: unknown;
  role?: unknown;
  password: InitialPassword;
}

export type CreateUserResult = Forbidden | Invalid | { kind: 'ok'; userId: number; email: string; generatedPassword: string | null; invited: boolean };

/** A random initial password of INITIAL_PASSWORD_LENGTH characters (node:crypto). */
export function generatePassword(): string {
  return randomBytes(24).toString('base64url');
}

/** Back-office accounts skip the teachers' onboarding (as admin:create makes them); teachers and students go through it. */
const BACK_OFFICE_ONBOARDING = { onboarding: { step1: 'finished', step2: 'finished' } };

const isRole = (value: unknown): value is Role => typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);

function checkNames(input: { firstName?: unknown; lastName?: unknown }, errors: FieldErrors, required: boolean): void {
  for (const field of ['firstName', 'lastName'] as const) {
    const value = input[field];
    if (value === undefined && !required) continue;
    if (value !== undefined && value !== null && typeof value !== 'string') addIssue(errors, field, { code: 'invalid' });
    else addIssue(errors, field, textIssue(value ?? '', USER_NAME_MAX, true));
  }
}

/**
 * Makes a user (admins only): names required, the e-mail unique whatever its case (stored lower-cased; the unique index
 * decides between two saves at once: the second is refused as taken, so a double submit makes one user), the role
 * participant unless given. The user and its audit entry (without any password) commit together; the invitation mail
 * goes after the commit.
 */
export async function createUserAccount(ctx: AppContext, input: CreateUserInput): Promise<CreateUserResult> {
  if (!(await isAdmin(ctx))) return FORBIDDEN;
  const errors: FieldErrors = {};
  checkNames(input, errors, true);
  addIssue(errors, 'email', emailIssue(input.email));
  const role = input.role === undefined || input.role === null || input.role === '' ? DEFAULT_USER_ROLE : input.role;
  if (!isRole(role)) addIssue(errors, 'role', { code: 'notAllowed' });
  if (input.password.kind === 'given') addIssue(errors, 'password', passwordIssue(input.password.password));
  if (hasErrors(errors)) return invalid(errors);

  const email = normalizeEmail(input.email as string);
  const generatedPassword = input.password.kind === 'generate' ? generatePassword() : null;
  const plain = input.password.kind === 'given' ? (input.password.password as string) : generatedPassword;
  const passwordHash = plain ? await hashPassword(plain) : null;
  const firstName = (input.firstName as string).trim();
  const lastName = (input.lastName as string).trim();
  const invite = input.password.kind === 'invite';

  const made = await transact(ctx, async (tx) => {
    // ON CONFLICT DO NOTHING: a taken address (or a second submit racing the first) makes nothing and aborts nothing.
    const [user] = await tx.db.user.createManyAndReturn({
      data: [
        { email, firstName, lastName, role: role as Role, passwordHash, emailVerifiedAt: invite ? null : tx.now, ...(role === 'admin' || role === 'author' ? { data: BACK_OFFICE_ONBOARDING } : {}) },
      ],
      skipDuplicates: true,
      select: { id: true },
    });
    if (!user) return null;
    await tx.audit.created({ type: 'user', id: user.id, values: { email, firstName, lastName, role } });
    const token = invite ? await issueResetToken(tx.db, user.id) : null;
    return { id: user.id, token };
  });
  if (!made) return invalid({ email: [{ code: 'taken' }] });
  if (made.token) {
    await ctx.mailer.send({
      to: email,
      subject: 'Je account bij Vraagwerk',
      text: [
        `Beste ${firstName},`,
        '',
        'Er is een account voor je aangemaakt bij Vraagwerk. Via deze link stel je je wachtwoord in:',
        resetLink(ctx.publicUrl, made.token),
        '',
        `De link werkt één keer en is ${RESET_TOKEN_MINUTES} minuten geldig. Daarna kun je via 'Wachtwoord vergeten' een nieuwe link aanvragen.`,
      ].join('\n'),
    });
  }
  return { kind: 'ok', userId: made.id, email, generatedPassword, invited: invite };
}

export interface UpdateUserInput {
  email: unknown;
  firstName?: unknown;
  lastName?: unknown;
  role?: unknown;
  /** true deactivates the user, false reactivates them; absent leaves it (issue 47). */
  deactivated?: unknown;
}

export type UpdateUserResult =
  | Forbidden
  | Invalid
  | { kind: 'not-found' }
  /** An admin taking away their own admin role. */
  | { kind: 'self-demote' }
  /** An admin deactivating themselves. */
  | { kind: 'self-deactivate' }
  /** The change would leave the server without an active admin (another admin demoted or deactivated the rest meanwhile). */
  | { kind: 'last-admin' }
  | { kind: 'ok'; userId: number; sessionsEnded: number };

/**
 * Changes a user's names, role and whether they are deactivated (admins only), found by e-mail. A role change or a
 * deactivation ends every session of the user in the same transaction, so a request in a session of theirs is refused
 * right after; a deactivation also drops their password-reset links. An unchanged save writes nothing.
 *
 * Deactivation is not deletion (issue 47): the account, its seats, privileges, scores and activity stay; only signing
 * in stops (accounts/auth.ts, sso/provision.ts, licensing/invitations.ts and the session lookup refuse the account).
 * The row keeps the moment (users.deactivated_at); who did it is the audit entry's actor. Reactivation lets the user in
 * again with the password they had.
 */
export async function updateUserAccount(ctx: AppContext, input: UpdateUserInput): Promise<UpdateUserResult> {
  if (!(await isAdmin(ctx))) return FORBIDDEN;
  const errors: FieldErrors = {};
  if (typeof input.email !== 'string' || !input.email.trim()) addIssue(errors, 'email', { code: 'required' });
  checkNames(input, errors, false);
  if (input.role !== undefined && !isRole(input.role)) addIssue(errors, 'role', { code: 'notAllowed' });
  if (input.deactivated !== undefined && typeof input.deactivated !== 'boolean') addIssue(errors, 'deactivated', { code: 'invalid' });
  if (hasErrors(errors)) return invalid(errors);
  const email = normalizeEmail(input.email as string);
  const actorId = ctx.actor.user!.id;

  return transact(ctx, async (tx) => {
    const found = await tx.db.user.findUnique({ where: { email }, select: { id: true } });
    if (!found) return { kind: 'not-found' } as const;
    // Lock the admins (in id order, as every such change does) before reading the user: the rule below sees the
    // admins as they are once any other change of them has committed. Only active admins count: a deactivated one
    // cannot sign in to run the server.
    const admins = (await tx.db.$queryRaw<{ id: number; active: boolean }[]>`SELECT id, deactivated_at IS NULL AS active FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`)
      .filter((a) => a.active)
      .map((a) => a.id);
    if (!admins.includes(actorId)) return FORBIDDEN;
    const before = await tx.db.user.findUniqueOrThrow({ where: { id: found.id }, select: { firstName: true, lastName: true, role: true, deactivatedAt: true } });
    const after = {
      firstName: input.firstName === undefined ? before.firstName : (input.firstName as string).trim(),
      lastName: input.lastName === undefined ? before.lastName : (input.lastName as string).trim(),
      role: input.role === undefined ? before.role : (input.role as Role),
      // An already deactivated user keeps the moment they were deactivated.
      deactivatedAt: input.deactivated === undefined ? before.deactivatedAt : input.deactivated ? (before.deactivatedAt ?? tx.now) : null,
    };
    const demotesAdmin = before.role === 'admin' && after.role !== 'admin';
    const deactivates = before.deactivatedAt === null && after.deactivatedAt !== null;
    if (demotesAdmin && found.id === actorId) return { kind: 'self-demote' } as const;
    if (deactivates && found.id === actorId) return { kind: 'self-deactivate' } as const;
    if (before.role === 'admin' && (demotesAdmin || deactivates) && admins.filter((id) => id !== found.id).length === 0) return { kind: 'last-admin' } as const;
    await tx.db.user.update({ where: { id: found.id }, data: after });
    // The recorder keeps only the fields that changed, with their literal old and new values.
    await tx.audit.updated({ type: 'user', id: found.id, before, after });
    const sessionsEnded = after.role !== before.role || deactivates ? await endUserSessions(tx.db, found.id) : 0;
    if (deactivates) await tx.db.passwordResetToken.deleteMany({ where: { userId: found.id } });
    return { kind: 'ok', userId: found.id, sessionsEnded } as const;
  });
}
