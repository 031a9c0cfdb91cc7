// The back-office's user routes (document 4 §13, admin-only): GET /api/admin/users (with `email`: that user with seats →
// licence and privileges, or JSON null; without: the users a page at a time — `page`, 25 a page, by e-mail — where the
// old API sent every user at once), POST /api/admin/users (201 empty), PUT /api/admin/users (by `email`: 422 when absent,
// 404 when unknown; the optional `deactivated`, which document 4 does not have, deactivates or reactivates the user —
// issue 47) and GET /api/admin/users/log (`email` required, `count` 1-1,000, default 10). Visitors 401, every
// role but admin 403. The rules are server/domain/admin/users.ts's, shared with GraphQL. No answer ever holds a
// password hash, a switch link or a token: the JSON shapes below have no such field. The admin's user answers carry
// `deactivated_at` (null while active) beside document 4's fields; GET's list takes an optional `status` filter.
import { z } from 'zod';
import type { Services } from '../app/context.ts';
import { createUserAccount, listUsers, updateUserAccount, userActivity, userByEmail, USER_STATUSES, type InitialPassword } from '../domain/admin/users.ts';
import { adminOnly, emptyAnswer, isRefusal, notFound, sendRefusal, signedIn, type RestApp } from './context.ts';
import { DenyJson, EmptyJson, MessageJson, PASSWORD_WIRE_MAX, timestamp, UserJson, userJson, UserWithSeatsJson, userWithSeatsJson, ValidationErrorJson } from './json.ts';

const guard = [signedIn, adminOnly];

/** The answers to a role change the rules refuse, worded here (the domain answers codes). */
export const USER_REFUSALS = {
  selfDemote: 'You cannot take away your own admin role.',
  lastAdmin: 'At least one admin must remain.',
  selfDeactivate: 'You cannot deactivate your own account.',
  lastActiveAdmin: 'At least one active admin must remain.',
  badPage: 'The page must be a whole number of 1 or more.',
} as const;

const LogJson = z.array(z.object({ activity: z.string(), ts: z.string().describe('YYYY-MM-DD HH:MM:SS (UTC), as a raw row') }));

/** A raw row's moment: `YYYY-MM-DD HH:MM:SS` in UTC (document 4 §0). */
const rawMoment = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** A whole number in a query string as a number; anything else stays as it came, for the domain to refuse. */
const queryNumber = (value: string | undefined): unknown => (value === undefined ? undefined : /^[0-9]{1,9}$/.test(value) ? Number(value) : value);

const Name = z.string().max(10_000);

/** Beside document 4's user fields: when an admin deactivated the account, null while it is active (issue 47). */
const Deactivation = { deactivated_at: z.string().nullable().describe('ISO-8601 UTC; null while the account is active') };
const AdminUserJson = UserJson.extend(Deactivation);
const AdminUserWithSeatsJson = UserWithSeatsJson.extend(Deactivation);
const deactivation = (user: { deactivatedAt: Date | null }) => ({ deactivated_at: timestamp(user.deactivatedAt) });

export function adminUserRoutes(app: RestApp, services: Services) {
  const { ids } = services;

  app.get(
    '/admin/users',
    {
      preValidation: guard,
      schema: {
        querystring: z.object({
          email: z.string().max(1000).optional().describe('The user to read (any case)'),
          page: z.string().max(20).optional().describe('Without email: the page, 1 or more (25 users a page)'),
          status: z.enum(USER_STATUSES).optional().describe("Without email: 'all' users (default), only the 'active' or only the 'deactivated' ones"),
        }),
        response: { 200: z.union([AdminUserWithSeatsJson, z.array(AdminUserJson), z.null()]), ...DenyJson, 400: MessageJson },
      },
    },
    async (request, reply) => {
      const { email, page, status } = request.query;
      if (email !== undefined) {
        const found = await userByEmail(request.ctx, email);
        if (isRefusal(found)) return sendRefusal(reply, found);
        // JSON null for nobody (document 4 §13); switchable is about the caller's own linked accounts, never an admin's view.
        return found.user ? { ...userWithSeatsJson(ids, found.user, null), switchable: false, ...deactivation(found.user) } : reply.status(200).send(null);
      }
      const number = page === undefined ? 1 : /^[1-9][0-9]{0,8}$/.test(page) ? Number(page) : null;
      if (number === null) return reply.status(400).send({ message: USER_REFUSALS.badPage });
      const list = await listUsers(request.ctx, { page: number, status });
      if (isRefusal(list)) return sendRefusal(reply, list);
      return list.users.map((u) => ({ ...userJson(ids, u, null), switchable: false, ...deactivation(u) }));
    },
  );

  app.post(
    '/admin/users',
    {
      preValidation: guard,
      schema: {
        body: z.object({
          first_name: Name.optional(),
          last_name: Name.optional(),
          email: z.string().max(1000).optional(),
          role: z.string().max(50).optional(),
          password: z.string().max(PASSWORD_WIRE_MAX).optional().describe('At least 8 characters; absent: the user gets an e-mail with a link to set one'),
        }),
        response: { 201: EmptyJson, ...DenyJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const password: InitialPassword = body.password === undefined ? { kind: 'invite' } : { kind: 'given', password: body.password };
      const result = await createUserAccount(request.ctx, { firstName: body.first_name, lastName: body.last_name, email: body.email, role: body.role, password });
      if (isRefusal(result)) return sendRefusal(reply, result);
      return emptyAnswer(reply, 201);
    },
  );

  app.put(
    '/admin/users',
    {
      preValidation: guard,
      schema: {
        body: z.object({
          email: z.string().max(1000).optional(),
          first_name: Name.optional(),
          last_name: Name.optional(),
          role: z.string().max(50).optional(),
          deactivated: z.boolean().optional().describe('Not in document 4: true deactivates the user (no sign-in; their sessions and reset links end), false reactivates them; absent leaves it'),
        }),
        response: { 200: AdminUserWithSeatsJson, ...DenyJson, 404: MessageJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const result = await updateUserAccount(request.ctx, { email: body.email, firstName: body.first_name, lastName: body.last_name, role: body.role, deactivated: body.deactivated });
      if (isRefusal(result)) return sendRefusal(reply, result);
      if (result.kind === 'self-demote' || result.kind === 'self-deactivate' || result.kind === 'last-admin') {
        const deactivating = body.deactivated === true && result.kind !== 'self-demote';
        const message =
          result.kind === 'self-demote'
            ? USER_REFUSALS.selfDemote
            : result.kind === 'self-deactivate'
              ? USER_REFUSALS.selfDeactivate
              : deactivating
                ? USER_REFUSALS.lastActiveAdmin
                : USER_REFUSALS.lastAdmin;
        return reply.status(422).send({ message, errors: { [deactivating ? 'deactivated' : 'role']: [message] } });
      }
      const found = await userByEmail(request.ctx, body.email!);
      if (isRefusal(found) || !found.user) return notFound(reply);
      return { ...userWithSeatsJson(ids, found.user, null), switchable: false, ...deactivation(found.user) };
    },
  );

  app.get(
    '/admin/users/log',
    {
      preValidation: guard,
      schema: {
        querystring: z.object({ email: z.string().max(1000).optional(), count: z.string().max(20).optional().describe('1 to 1000 entries, default 10') }),
        response: { 200: LogJson, ...DenyJson, 404: MessageJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const result = await userActivity(request.ctx, { email: request.query.email, count: queryNumber(request.query.count) });
      if (isRefusal(result)) return sendRefusal(reply, result);
      return result.entries.map((e) => ({ activity: e.activity, ts: rawMoment(e.ts) }));
    },
  );
}
