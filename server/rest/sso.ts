// Single sign-on: the browser flow (/api/sso/login → provider → /api/sso/callback → /sso) and POST /api/token.
import type { FastifyInstance } from 'fastify';
import { signInWithAccessToken, SSO_MESSAGES } from '../domain/sso/signIn.ts';
import type { SsoClient } from '../domain/sso/oidc.ts';
import { MESSAGES } from '../domain/accounts/auth.ts';
import { loadUserWithSeats } from '../domain/accounts/users.ts';
import { notFound, validationError, type RestContext } from './context.ts';
import { userWithSeatsJson } from './auth.ts';
import { userJson } from './json.ts';

const FLOW_COOKIE = 'vraagwerk_sso';

export function ssoRoutes(app: FastifyInstance, ctx: RestContext, sso: SsoClient | null): void {
  const settings = ctx.config.session;
  const callbackUrl = `${ctx.config.publicUrl}/api/sso/callback`;

  app.get('/sso/login', async (_request, reply) => {
    if (!sso) return notFound(reply);
    const flow = await sso.start(callbackUrl);
    reply.setCookie(FLOW_COOKIE, `${flow.state}.${flow.verifier}`, {
      path: '/api/sso',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.isProduction,
      signed: true,
      maxAge: 10 * 60,
    });
    return reply.redirect(flow.url);
  });

  app.get('/sso/callback', async (request, reply) => {
    if (!sso) return notFound(reply);
    const cookie = request.cookies[FLOW_COOKIE];
    const unsigned = cookie ? request.unsignCookie(cookie) : null;
    reply.clearCookie(FLOW_COOKIE, { path: '/api/sso' });
    const [state, verifier] = unsigned?.valid && unsigned.value ? unsigned.value.split('.') : [];
    if (!state || !verifier) return reply.redirect('/sso?fout=verlopen');
    let accessToken: string;
    try {
      const url = new URL(request.url, ctx.config.publicUrl);
      accessToken = await sso.finish(new URL(`${callbackUrl}${url.search}`), { state, verifier });
    } catch {
      return reply.redirect('/sso?fout=mislukt');
    }
    const result = await signInWithAccessToken(ctx.prisma, sso, ctx.config.ssoEans, settings, {
      accessToken,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    if (result.kind === 'no-license') return reply.redirect('/sso?fout=licentie');
    if (result.kind !== 'ok') return reply.redirect('/sso?fout=mislukt');
    if (request.viewer.session) await ctx.endSession(request, reply);
    ctx.startSession(reply, result.token, false);
    return reply.redirect('/sso');
  });

  app.get('/sso/logout', async (request, reply) => {
    if (request.viewer.session) await ctx.endSession(request, reply);
    if (!sso) return reply.redirect('/login');
    return reply.redirect(await sso.logoutUrl(`${ctx.config.publicUrl}/login`));
  });

  app.post<{ Body: { token?: unknown } | null }>('/token', async (request, reply) => {
    const current = request.viewer.user;
    if (current) return userJson(ctx.ids, current, current.link);
    if (!sso) return validationError(reply, { token: [SSO_MESSAGES.unresolved] });
    const result = await signInWithAccessToken(ctx.prisma, sso, ctx.config.ssoEans, settings, {
      accessToken: request.body?.token,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    switch (result.kind) {
      case 'invalid':
        return validationError(reply, result.errors);
      case 'no-license':
        return validationError(reply, { licenses: [SSO_MESSAGES.noLicense] });
      case 'throttled':
        return validationError(reply, { token: [MESSAGES.throttled(result.seconds)] });
      case 'ok': {
        ctx.startSession(reply, result.token, false);
        const user = await loadUserWithSeats(ctx.prisma, result.userId);
        return reply.status(result.created ? 201 : 200).send(userWithSeatsJson(ctx, user!, user!.link));
      }
    }
  });
}
