// Sign-in, sign-out, current user, password reset and account switching (document 4 §1).
import type { FastifyInstance } from 'fastify';
import { MESSAGES, requestPasswordReset, resetPassword, signIn, switchableAccounts, switchAccount } from '../domain/accounts/auth.ts';
import { loadUserWithSeats, type UserWithSeats } from '../domain/accounts/users.ts';
import { SIGN_IN_ROLES, type Role } from '../domain/access/grants.ts';
import { notFound, unauthenticated, validationError, type RestContext } from './context.ts';
import { groupJson, licenseJson, privilegeJson, seatJson, userJson } from './json.ts';

export function userWithSeatsJson(ctx: RestContext, user: UserWithSeats, viewerLink: string | null) {
  return userJson(ctx.ids, user, viewerLink, {
    seats: user.seats.map((seat) =>
      seatJson(ctx.ids, seat, {
        license: licenseJson(ctx.ids, seat.license),
        privileges: seat.privileges.map((p) => privilegeJson(ctx.ids, p)),
        groups: seat.groups.map((g) => groupJson(ctx.ids, g.group)),
      }),
    ),
  });
}

const sessionSettings = (ctx: RestContext) => ctx.config.session;

export function authRoutes(app: FastifyInstance, ctx: RestContext): void {
  app.post<{ Body: { email?: unknown; password?: unknown; remember?: unknown } | null }>('/login', async (request, reply) => {
    const current = request.viewer.user;
    if (current) return userJson(ctx.ids, current, current.link);
    const body = request.body ?? {};
    const remember = body.remember !== undefined && body.remember !== null && body.remember !== false && body.remember !== '' && body.remember !== 0;
    const result = await signIn(ctx.prisma, sessionSettings(ctx), {
      email: body.email,
      password: body.password,
      remember,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    switch (result.kind) {
      case 'invalid':
        return validationError(reply, result.errors);
      case 'bad-credentials':
        return validationError(reply, { email: [MESSAGES.badCredentials] });
      case 'throttled':
        return validationError(reply, { email: [MESSAGES.throttled(result.seconds)] }, { retry_after: result.seconds });
      case 'not-authorized':
        return reply.status(422).send({ status: 'unauthorized', message: MESSAGES.notAuthorized, errors: { email: [MESSAGES.notAuthorized] } });
      case 'ok': {
        ctx.startSession(reply, result.token, remember);
        const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: result.userId } });
        return userJson(ctx.ids, user, user.link);
      }
    }
  });

  app.post('/logout', async (request, reply) => {
    if (!request.viewer.user) return unauthenticated(reply);
    await ctx.endSession(request, reply);
    return { result: true };
  });

  app.get('/user', async (request, reply) => {
    const current = request.viewer.user;
    if (!current) return unauthenticated(reply);
    if (!current.role || !SIGN_IN_ROLES.includes(current.role as Role)) {
      await ctx.endSession(request, reply);
      return reply.status(401).send({ status: 'unauthorized', message: 'invalid role', user: { email: current.email, role: current.role ?? '' } });
    }
    const user = await loadUserWithSeats(ctx.prisma, current.id);
    if (!user) return unauthenticated(reply);
    return userWithSeatsJson(ctx, user, current.link);
  });

  app.post<{ Body: { email?: unknown } | null }>('/forgot-password', async (request, reply) => {
    const result = await requestPasswordReset(ctx.prisma, ctx.mailer, ctx.config.publicUrl, request.body?.email, request.ip);
    if (result.kind === 'invalid') return validationError(reply, result.errors);
    return reply.status(200).send();
  });

  app.post<{ Body: { token?: unknown; password?: unknown } | null }>('/reset-password', async (request, reply) => {
    const result = await resetPassword(ctx.prisma, { token: request.body?.token, password: request.body?.password });
    if (result.kind === 'invalid') return validationError(reply, result.errors);
    if (result.kind === 'invalid-token') return validationError(reply, { token: [MESSAGES.invalidResetToken] });
    return { message: 'password saved' };
  });

  app.get('/user/switch', async (request, reply) => {
    const current = request.viewer.user;
    if (!current) return unauthenticated(reply);
    const others = await switchableAccounts(ctx.prisma, current);
    const self = await ctx.prisma.user.findUniqueOrThrow({ where: { id: current.id } });
    return (current.link ? [self, ...others] : [self]).map((u) => userJson(ctx.ids, u, current.link));
  });

  app.post<{ Body: { email?: unknown; id?: unknown } | null }>('/user/switch', async (request, reply) => {
    const viewer = request.viewer;
    if (!viewer.user || !viewer.session) return unauthenticated(reply);
    const id = typeof request.body?.id === 'string' ? ctx.ids.decode(request.body.id) : undefined;
    const email = typeof request.body?.email === 'string' ? request.body.email : undefined;
    if (id === undefined && !email) return validationError(reply, { email: [MESSAGES.required('email')] });
    const result = await switchAccount(ctx.prisma, sessionSettings(ctx), viewer.user, { id, email }, {
      remember: viewer.session.remember,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    if (result.kind === 'not-found') return notFound(reply);
    await ctx.endSession(request, reply);
    ctx.startSession(reply, result.token, viewer.session.remember);
    const user = await loadUserWithSeats(ctx.prisma, result.userId);
    return userWithSeatsJson(ctx, user!, user!.link);
  });
}
