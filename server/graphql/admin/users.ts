// Users in the back-office's GraphQL (/admin/users…, issue 47), admins only: Query.adminUsers (the list, a connection
// with a search), Query.adminUserSearch (the user dropdown, at most 10), Query.adminUser (by e-mail) with the user's
// seats, licences and privileges (User.adminSeats) and activity (User.adminActivity), whether they are deactivated
// (User.deactivatedAt), and the mutations adminCreateUser, adminUpdateUser and adminSetUserDeactivated. The resolvers call the domain (server/domain/admin/users.ts) and word its codes in Dutch.
import { builder } from '../builder.ts';
import { ErrorInterface, ForbiddenError, NotFoundError, ValidationError } from '../errors/types.ts';
import { issueText, NL } from '../errors/messages.ts';
import { unlessRefused } from '../errors/outcome.ts';
import { GraphQLError } from 'graphql';
import type { Issue } from '../../domain/errors.ts';
import {
  activityOf,
  createUserAccount,
  quickUserSearch,
  updateUserAccount,
  userByEmail,
  userListQuery,
  USER_LOG_MAX,
  USER_LOG_SCREEN,
  USER_PAGE_SIZE,
  USER_STATUSES,
  type UpdateUserResult,
} from '../../domain/admin/users.ts';
import { RoleEnum } from '../accounts/types.ts';

const adminOnly = { area: 'adminOnly' } as const;

/** The words of the users' screens that come from the server (document 3 §8; the refusals are issue 47's). */
export const USER_MESSAGES = {
  invalid: 'Er zijn validatiefouten opgetreden. Controlleer de velden en probeer het opnieuw.',
  emailTaken: 'Er is al een gebruiker met dit e-mailadres.',
  selfDemote: 'Je kunt je eigen rol als beheerder niet afnemen.',
  lastAdmin: 'Er moet minstens één beheerder overblijven.',
  selfDeactivate: 'Je kunt je eigen account niet deactiveren.',
  lastActiveAdmin: 'Er moet minstens één actieve beheerder overblijven.',
} as const;

const wordIssue = (field: string, issue: Issue) => (field === 'email' && issue.code === 'taken' ? USER_MESSAGES.emailTaken : issueText(field, issue));

const forbidden = () => new GraphQLError(NL.forbidden, { extensions: { code: 'FORBIDDEN' } });

interface SeatRow {
  id: number;
  role: 'docent' | 'leerling';
  isActive: boolean;
  license: { id: number; type: string; description: string | null; begin: Date; end: Date; isActive: boolean };
  privileges: { id: number; action: string; objectType: string; begin: Date; end: Date; isActive: boolean }[];
  groups: { group: { name: string } }[];
}

const AdminUserPrivilege = builder.objectRef<SeatRow['privileges'][number]>('AdminUserPrivilege').implement({
  description: 'A privilege of a seat, as the user screen lists it (read-only).',
  fields: (t) => ({
    action: t.exposeString('action', { description: "'oefensets uitvoeren', 'licentie beheren'…" }),
    objectType: t.exposeString('objectType'),
    begin: t.expose('begin', { type: 'Date' }),
    end: t.expose('end', { type: 'Date' }),
    isActive: t.exposeBoolean('isActive'),
  }),
});

const AdminUserSeat = builder.objectRef<SeatRow>('AdminUserSeat').implement({
  description: 'A seat of the user with its licence and privileges; the screen links to /admin/licenses/{licenseUrlId}/{seatUrlId}.',
  fields: (t) => ({
    seatUrlId: t.string({ resolve: (s, _a, ctx) => ctx.ids.encode(s.id) }),
    licenseUrlId: t.string({ resolve: (s, _a, ctx) => ctx.ids.encode(s.license.id) }),
    role: t.exposeString('role'),
    isActive: t.exposeBoolean('isActive'),
    licenseType: t.string({ resolve: (s) => s.license.type }),
    licenseDescription: t.string({ nullable: true, resolve: (s) => s.license.description }),
    licenseBegin: t.field({ type: 'Date', resolve: (s) => s.license.begin }),
    licenseEnd: t.field({ type: 'Date', resolve: (s) => s.license.end }),
    groups: t.stringList({ resolve: (s) => s.groups.map((g) => g.group.name) }),
    privileges: t.field({ type: [AdminUserPrivilege], resolve: (s) => s.privileges }),
  }),
});

const AdminActivityEntry = builder.objectRef<{ activity: string; ts: Date }>('AdminActivityEntry').implement({
  fields: (t) => ({ activity: t.exposeString('activity'), ts: t.expose('ts', { type: 'DateTime' }) }),
});

builder.prismaObjectFields('User', (t) => ({
  deactivatedAt: t.expose('deactivatedAt', {
    type: 'DateTime',
    nullable: true,
    description: 'When an admin deactivated the account (it cannot sign in; its data stays); null while it is active. Admins only.',
    authScopes: adminOnly,
  }),
  adminSeats: t.field({
    type: [AdminUserSeat],
    description: 'Every seat of the user with its licence and privileges. Admins only.',
    authScopes: adminOnly,
    select: { id: true },
    resolve: async (u, _a, ctx) => {
      const found = await ctx.db.seat.findMany({
        where: { userId: u.id },
        orderBy: { id: 'asc' },
        include: { license: true, privileges: { orderBy: { id: 'asc' } }, groups: { include: { group: true }, orderBy: { groupId: 'asc' } } },
      });
      return found as SeatRow[];
    },
  }),
  adminActivity: t.field({
    type: [AdminActivityEntry],
    description: `The user's activity, newest first: \`count\` entries (default ${USER_LOG_SCREEN}, at most ${USER_LOG_MAX}). Admins only.`,
    authScopes: adminOnly,
    args: { count: t.arg.int({ required: false }) },
    select: { id: true },
    resolve: (u, args, ctx) => activityOf(ctx, u.id, Math.max(1, Math.min(args.count ?? USER_LOG_SCREEN, USER_LOG_MAX))),
  }),
}));

const UserStatusEnum = builder.enumType('AdminUserStatus', {
  description: "The users list's filter on deactivation: 'all', 'active' or 'deactivated'.",
  values: USER_STATUSES,
});

builder.queryField('adminUsers', (t) =>
  t.prismaConnection(
    {
      type: 'User',
      cursor: 'id',
      defaultSize: USER_PAGE_SIZE,
      maxSize: 100,
      nullable: true,
      description: `The users by e-mail, ${USER_PAGE_SIZE} a page; \`search\` matches e-mail, first and last name (any case). Admins only.`,
      authScopes: adminOnly,
      args: { search: t.arg.string({ required: false }), status: t.arg({ type: UserStatusEnum, required: false, description: 'Every user (default), only the active or only the deactivated ones.' }) },
      totalCount: async (_root, args, ctx) => {
        const query = await userListQuery(ctx, args.search, args.status);
        if (query.kind !== 'ok') throw forbidden();
        return ctx.db.user.count({ where: query.where });
      },
      resolve: async (query, _root, args, ctx) => {
        const list = await userListQuery(ctx, args.search, args.status);
        if (list.kind !== 'ok') throw forbidden();
        return ctx.db.user.findMany({ ...query, where: list.where, orderBy: list.orderBy });
      },
    },
    { name: 'AdminUserConnection' },
    { name: 'AdminUserEdge' },
  ),
);

builder.queryField('adminUserSearch', (t) =>
  t.prismaField({
    type: ['User'],
    description: 'The user dropdown: at most 10 users the search names. Admins only.',
    authScopes: adminOnly,
    args: { search: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const quick = await quickUserSearch(ctx, args.search.slice(0, 200));
      if (quick.kind !== 'ok') throw forbidden();
      return ctx.db.user.findMany({ ...query, where: quick.where, orderBy: quick.orderBy, take: quick.take });
    },
  }),
);

builder.queryField('adminUser', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'A user by e-mail (any case), the address of /admin/users/{email}; null when there is none. Admins only.',
    authScopes: adminOnly,
    args: { email: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const found = await userByEmail(ctx, args.email.slice(0, 300));
      if (found.kind !== 'ok') throw forbidden();
      return found.user ? ctx.db.user.findUnique({ ...query, where: { id: found.user.id } }) : null;
    },
  }),
);

const PasswordModeEnum = builder.enumType('AdminUserPasswordMode', {
  description: "How a new user gets a password: 'generate' a random one shown once, or 'invite' by an e-mail with a link to set it.",
  values: ['generate', 'invite'] as const,
});

const AdminCreateUserSuccess = builder.objectRef<{ userId: number; generatedPassword: string | null }>('AdminCreateUserSuccess').implement({
  fields: (t) => ({
    user: t.prismaField({ type: 'User', resolve: (query, p, _a, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }) }),
    initialPassword: t.string({
      nullable: true,
      description: 'The generated password, in this answer only (it is stored as its hash); null when the user was invited by e-mail.',
      resolve: (p) => p.generatedPassword,
    }),
  }),
});

const AdminUpdateUserSuccess = builder.objectRef<{ userId: number }>('AdminUpdateUserSuccess').implement({
  fields: (t) => ({
    user: t.prismaField({ type: 'User', resolve: (query, p, _a, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }) }),
  }),
});

export class UserRoleRefusedError extends Error {}
builder.objectType(UserRoleRefusedError, {
  name: 'UserRoleRefusedError',
  description: 'The role change was refused: an admin taking away their own admin role, or the last admin losing it. Nothing was saved.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

builder.mutationField('adminCreateUser', (t) =>
  t.field({
    type: AdminCreateUserSuccess,
    description: 'Makes a user (role participant unless given) with a generated password shown once, or an invitation e-mail. Admins only.',
    authScopes: { signedIn: true },
    args: {
      firstName: t.arg.string({ required: true }),
      lastName: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      role: t.arg({ type: RoleEnum, required: false }),
      passwordMode: t.arg({ type: PasswordModeEnum, required: true }),
    },
    errors: { types: [ValidationError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const result = await createUserAccount(ctx, { firstName: args.firstName, lastName: args.lastName, email: args.email, role: args.role ?? undefined, password: { kind: args.passwordMode } });
      if (result.kind === 'invalid') throw new ValidationError(result.errors, USER_MESSAGES.invalid, wordIssue);
      const ok = unlessRefused(result);
      return { userId: ok.userId, generatedPassword: ok.generatedPassword };
    },
  }),
);

builder.mutationField('adminUpdateUser', (t) =>
  t.field({
    type: AdminUpdateUserSuccess,
    description: "Changes a user's names and role, found by e-mail; a role change ends the user's sessions. Admins only.",
    authScopes: { signedIn: true },
    args: {
      email: t.arg.string({ required: true }),
      firstName: t.arg.string({ required: false }),
      lastName: t.arg.string({ required: false }),
      role: t.arg({ type: RoleEnum, required: false }),
    },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError, UserRoleRefusedError] },
    resolve: async (_root, args, ctx) => {
      const result = await updateUserAccount(ctx, { email: args.email, firstName: args.firstName ?? undefined, lastName: args.lastName ?? undefined, role: args.role ?? undefined });
      return { userId: updated(result, () => new UserRoleRefusedError(USER_MESSAGES.lastAdmin)).userId };
    },
  }),
);

export class UserDeactivationRefusedError extends Error {}
builder.objectType(UserDeactivationRefusedError, {
  name: 'UserDeactivationRefusedError',
  description: 'The deactivation was refused: an admin deactivating themselves, or the last active admin. Nothing was saved.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

/** The update's answer, or its refusal thrown as the typed error the mutations declare (`lastAdmin`: the mutation's own). */
function updated(result: UpdateUserResult, lastAdmin: () => Error) {
  if (result.kind === 'last-admin') throw lastAdmin();
  if (result.kind === 'invalid') throw new ValidationError(result.errors, USER_MESSAGES.invalid, wordIssue);
  if (result.kind === 'self-demote') throw new UserRoleRefusedError(USER_MESSAGES.selfDemote);
  if (result.kind === 'self-deactivate') throw new UserDeactivationRefusedError(USER_MESSAGES.selfDeactivate);
  return unlessRefused(result);
}

builder.mutationField('adminSetUserDeactivated', (t) =>
  t.field({
    type: AdminUpdateUserSuccess,
    description:
      'Deactivates (true) or reactivates (false) a user, found by e-mail: a deactivated user cannot sign in and their sessions and password-reset links end at once; their data stays. Not oneself, not the last active admin. Admins only.',
    authScopes: { signedIn: true },
    args: { email: t.arg.string({ required: true }), deactivated: t.arg.boolean({ required: true }) },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError, UserDeactivationRefusedError] },
    resolve: async (_root, args, ctx) => {
      const result = await updateUserAccount(ctx, { email: args.email, deactivated: args.deactivated });
      return { userId: updated(result, () => new UserDeactivationRefusedError(USER_MESSAGES.lastActiveAdmin)).userId };
    },
  }),
);
