// Single sign-on: the browser flow (/api/sso/login → provider → /api/sso/callback → next or /sso), signing out at the
// provider (/api/sso/logout) and POST /api/token.
import { z } from 'zod';
import { signInWithAccessToken } from '../domain/sso/signIn.ts';
import type { SsoClient } from '../domain/sso/oidc.ts';
import { safeReturnPath } from '../domain/sso/returnPath.ts';
import { loadUserWithSeats } from '../domain/accounts/users.ts';
import { notFound, validationError, type RestApp } from './context.ts';
import type { Services } from '../app/context.ts';
import { MessageJson, RedirectJson, UserJson, userJson, UserWithSeatsJson, userWithSeatsJson, ValidationErrorJson } from './json.ts';
import { LEGACY } from './messages.ts';

const FLOW_COOKIE = 'vraagwerk_sso';
const Redirect = { 302: RedirectJson };

export function ssoRoutes(app: RestApp, services: Services, sso: SsoClient | null): void {
  const settings = services.config.session;
  const callbackUrl = `${services.config.publicUrl}/api/sso/callback`;
  /** Where a failure lands: /sso with the reason, and the path to return to after a retry. */
  const failure = (reason: string, next: string | null) => `/sso?fout=${reason}${next ? `&next=${encodeURIComponent(next)}` : ''}`;

  app.get('/sso/login', { schema: { querystring: z.object({ next: z.string().max(2000).optional() }), response: { ...Redirect, 404: MessageJson } } }, async (request, reply) => {
    if (!sso) return notFound(reply);
    const flow = await sso.start(callbackUrl);
    const next = safeReturnPath(request.query.next) ?? '';
    reply.setCookie(FLOW_COOKIE, [flow.state, flow.verifier, Buffer.from(next).toString('base64url')].join('.'), {
      path: '/api/sso',
      httpOnly: true,
      sameSite: 'lax',
      secure: services.config.isProduction,
      signed: true,
      maxAge: 10 * 60,
    });
    return reply.redirect(flow.url);
  });

  app.get('/sso/callback', { schema: { querystring: z.record(z.string(), z.string().max(4096)), response: { ...Redirect, 404: MessageJson } } }, async (request, reply) => {
    if (!sso) return notFound(reply);
    const cookie = request.cookies[FLOW_COOKIE];
    const unsigned = cookie ? request.unsignCookie(cookie) : null;
    reply.clearCookie(FLOW_COOKIE, { path: '/api/sso' });
    const [state, verifier, encodedNext] = unsigned?.valid && unsigned.value ? unsigned.value.split('.') : [];
    const next = safeReturnPath(Buffer.from(encodedNext ?? '', 'base64url').toString());
    if (!state || !verifier) return reply.redirect(failure('verlopen', next));
    let accessToken: string;
    try {
      const url = new URL(request.url, services.config.publicUrl);
      accessToken = await sso.finish(new URL(`${callbackUrl}${url.search}`), { state, verifier });
    } catch {
      return reply.redirect(failure('mislukt', next));
    }
    const result = await signInWithAccessToken(request.ctx, { accessToken }, { sso, eans: services.config.ssoEans, settings });
    if (result.kind === 'no-license') return reply.redirect(failure('licentie', next));
    if (result.kind === 'deactivated') return reply.redirect(failure('gedeactiveerd', next));
    if (result.kind !== 'ok') return reply.redirect(failure('mislukt', next));
    if (request.ctx.actor.session) await request.ctx.endSession();
    request.ctx.startSession(result.token, false);
    return reply.redirect(next ?? '/sso');
  });

  // Signing out at the provider. A GET never ends the session here: any page could make a browser fetch this address
  // (an image will do), and the sign-on page links to it for someone the provider signed in without a licence, who has
  // no session here. Ending the session too is a POST, which the CSRF check guards like every other.
  const providerLogout = async () => (sso ? sso.logoutUrl(`${services.config.publicUrl}/login`) : '/login');
  app.get('/sso/logout', { schema: { response: Redirect } }, async (_request, reply) => reply.redirect(await providerLogout()));
  app.post('/sso/logout', { schema: { response: { 303: RedirectJson } } }, async (request, reply) => {
    if (request.ctx.actor.session) await request.ctx.endSession();
    return reply.redirect(await providerLogout(), 303);
  });

  app.post(
    '/token',
    {
      schema: {
        body: z.object({ token: z.string().max(4096) }),
        response: { 200: z.union([UserWithSeatsJson, UserJson]), 201: UserWithSeatsJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const current = request.ctx.actor.user;
      if (current) return userJson(services.ids, current, current.link);
      if (!sso) return validationError(reply, { token: [{ code: 'unresolvedUser' }] });
      const result = await signInWithAccessToken(request.ctx, { accessToken: request.body.token }, { sso, eans: services.config.ssoEans, settings });
      switch (result.kind) {
        case 'invalid':
          return validationError(reply, result.errors);
        case 'no-license':
          return reply.status(422).send({ message: LEGACY.invalidData, errors: { licenses: [LEGACY.noLicense] } });
        case 'deactivated':
          return reply.status(422).send({ message: LEGACY.invalidData, errors: { email: [LEGACY.accountDeactivated] } });
        case 'throttled':
          return reply.status(422).send({ message: LEGACY.invalidData, errors: { token: [LEGACY.throttled(result.seconds)] } });
        case 'ok': {
          request.ctx.startSession(result.token, false);
          const user = (await loadUserWithSeats(services.prisma, result.userId))!;
          return reply.status(result.created ? 201 : 200).send(userWithSeatsJson(services.ids, user, user.link));
        }
      }
    },
  );
}
