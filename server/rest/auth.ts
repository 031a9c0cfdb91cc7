// Sign-in, sign-out, current user, password reset and account switching (document 4 §1).
import { z } from 'zod';
import { requestPasswordReset, resetPassword, signIn, switchableAccounts, switchAccount, EMAIL_MAX_LENGTH } from '../domain/accounts/auth.ts';
import { loadUser, loadUserWithSeats } from '../domain/accounts/users.ts';
import { maySignIn } from '../domain/access/grants.ts';
import { emptyAnswer, idField, notFound, signedIn, unauthenticated, validationError, type RestApp } from './context.ts';
import type { Services } from '../app/context.ts';
import { EmptyJson, MessageJson, PASSWORD_WIRE_MAX, UserJson, userJson, UserWithSeatsJson, userWithSeatsJson, ValidationErrorJson } from './json.ts';
import { LEGACY } from './messages.ts';

const LoginBody = z.object({
  email: z.string().max(EMAIL_MAX_LENGTH),
  password: z.string().max(PASSWORD_WIRE_MAX),
  /** Any filled value means 'Onthoud mij' (document 4 §1). */
  remember: z
    .union([z.boolean(), z.number(), z.string().max(10)])
    .nullable()
    .optional(),
});

const InvalidRoleJson = z.object({ status: z.string(), message: z.string(), user: z.object({ email: z.string(), role: z.string() }) });
const NotAuthorizedJson = ValidationErrorJson;

export function authRoutes(app: RestApp, services: Services): void {
  const settings = services.config.session;

  app.post('/login', { schema: { body: LoginBody, response: { 200: UserJson, 422: NotAuthorizedJson } } }, async (request, reply) => {
    const current = request.ctx.actor.user;
    if (current) return userJson(services.ids, current, current.link);
    const { email, password, remember: rememberValue } = request.body;
    const remember = rememberValue !== undefined && rememberValue !== null && rememberValue !== false && rememberValue !== '' && rememberValue !== 0;
    const result = await signIn(request.ctx, { email, password, remember }, settings);
    switch (result.kind) {
      case 'invalid':
        return validationError(reply, result.errors);
      case 'bad-credentials':
        return reply.status(422).send({ message: LEGACY.invalidData, errors: { email: [LEGACY.badCredentials] } });
      case 'throttled':
        return reply.status(422).send({ message: LEGACY.invalidData, retry_after: result.seconds, errors: { email: [LEGACY.throttled(result.seconds)] } });
      case 'not-authorized':
        return reply.status(422).send({ status: LEGACY.unauthorizedStatus, message: LEGACY.notAuthorized, errors: { email: [LEGACY.notAuthorized] } });
      case 'deactivated':
        return reply.status(422).send({ status: LEGACY.unauthorizedStatus, message: LEGACY.accountDeactivated, errors: { email: [LEGACY.accountDeactivated] } });
      case 'ok': {
        request.ctx.startSession(result.token, remember);
        const user = await loadUser(services.prisma, result.userId);
        return userJson(services.ids, user, user.link);
      }
    }
  });

  app.post('/logout', { preValidation: signedIn, schema: { response: { 200: z.object({ result: z.literal(true) }), 401: MessageJson } } }, async (request) => {
    await request.ctx.endSession();
    return { result: true as const };
  });

  app.get('/user', { schema: { response: { 200: UserWithSeatsJson, 401: z.union([InvalidRoleJson, MessageJson]) } } }, async (request, reply) => {
    const current = request.ctx.actor.user;
    if (!current) return unauthenticated(reply);
    if (!maySignIn(current.role)) {
      await request.ctx.endSession();
      return reply.status(401).send({ status: LEGACY.unauthorizedStatus, message: LEGACY.invalidRole, user: { email: current.email, role: current.role ?? '' } });
    }
    const user = await loadUserWithSeats(services.prisma, current.id);
    if (!user) return unauthenticated(reply);
    return userWithSeatsJson(services.ids, user, current.link);
  });

  app.post('/forgot-password', { schema: { body: z.object({ email: z.string().max(EMAIL_MAX_LENGTH) }), response: { 200: EmptyJson, 422: ValidationErrorJson } } }, async (request, reply) => {
    const result = await requestPasswordReset(request.ctx, { email: request.body.email });
    if (result.kind === 'invalid') return validationError(reply, result.errors);
    return emptyAnswer(reply, 200);
  });

  app.post(
    '/reset-password',
    {
      schema: {
        body: z.object({ token: z.string().max(200), password: z.string().max(PASSWORD_WIRE_MAX) }),
        response: { 200: MessageJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const result = await resetPassword(request.ctx, request.body);
      if (result.kind === 'invalid') return validationError(reply, result.errors);
      if (result.kind === 'invalid-token') return reply.status(422).send({ message: LEGACY.invalidData, errors: { token: [LEGACY.invalidResetToken] } });
      return { message: LEGACY.passwordSaved };
    },
  );

  app.get('/user/switch', { preValidation: signedIn, schema: { response: { 200: z.array(UserJson), 401: MessageJson } } }, async (request) => {
    const current = request.ctx.actor.user!;
    const others = await switchableAccounts(services.prisma, current);
    return [current, ...others].map((u) => userJson(services.ids, u, current.link));
  });

  app.post(
    '/user/switch',
    {
      preValidation: signedIn,
      schema: {
        body: z.object({ email: z.string().max(EMAIL_MAX_LENGTH).optional(), id: idField(services.ids).optional() }),
        response: { 200: UserWithSeatsJson, 401: MessageJson, 404: MessageJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const viewer = request.ctx.actor;
      if (!viewer.user || !viewer.session) return unauthenticated(reply);
      const { id, email } = request.body;
      if (id === undefined && !email) return validationError(reply, { email: [{ code: 'required' }] });
      const result = await switchAccount(request.ctx, { id, email }, settings);
      if (result.kind === 'not-found') return notFound(reply);
      await request.ctx.endSession();
      request.ctx.startSession(result.token, viewer.session.remember);
      const user = (await loadUserWithSeats(services.prisma, result.userId))!;
      return userWithSeatsJson(services.ids, user, user.link);
    },
  );
}
