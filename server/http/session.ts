// Reads the session cookie once per request and makes the request's context (server/app/context.ts) with its actor
// (server/domain/context.ts), for GraphQL resolvers and REST routes alike.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endSession, resumeSessionWithGrants, type SessionSettings } from '../domain/accounts/sessions.ts';
import { actorOf, auditRecorder, type Actor } from '../domain/context.ts';
import type { Clock } from '../domain/clock.ts';
import type { RequestContext, Services } from '../app/context.ts';
import { isPreloadedPage } from './preload.ts';

export const SESSION_COOKIE = 'vraagwerk_session';

export function sessionCookies(settings: SessionSettings & { secure: boolean }) {
  return {
    set(reply: FastifyReply, token: string, remember: boolean) {
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: settings.secure,
        // Without 'Onthoud mij' a browser-session cookie; the server expires the session when idle either way.
        ...(remember ? { maxAge: settings.rememberDays * 24 * 60 * 60 } : {}),
      });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: settings.secure });
    },
  };
}

export interface RequestContextSettings {
  session: SessionSettings;
  clock: Clock;
  cookies: ReturnType<typeof sessionCookies>;
  /** Rotates the CSRF token when who is signed in changes. */
  rotateCsrf(reply: FastifyReply): void;
}

/**
 * Builds the request's one context (server/app/context.ts) in the first hook: the session cookie is read once, the
 * actor made from it, and GraphQL and REST both get `request.ctx`.
 */
export function registerRequestContext(app: FastifyInstance, services: Services, settings: RequestContextSettings): void {
  const db = services.prisma;
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url;
    // Static assets and files never need the session; the pages that come with their first answers do (./preload.ts).
    const needsSession = path.startsWith('/api') || path.startsWith('/graphql') || path.startsWith('/sanctum') || (request.method === 'GET' && isPreloadedPage(path));
    const now = settings.clock();
    const resumed = needsSession ? await resumeSessionWithGrants(db, settings.session, request.cookies[SESSION_COOKIE], now) : null;
    const actor: Actor = { ip: request.ip, userAgent: request.headers['user-agent'], ...actorOf(db, resumed?.session ?? null, now, resumed?.grants) };
    request.ctx = {
      ...services,
      db,
      actor,
      now,
      publicUrl: services.config.publicUrl,
      audit: auditRecorder(db, actor),
      request,
      reply,
      startSession(token, remember) {
        settings.cookies.set(reply, token, remember);
        settings.rotateCsrf(reply);
      },
      async endSession() {
        await endSession(db, request.cookies[SESSION_COOKIE]);
        settings.cookies.clear(reply);
        settings.rotateCsrf(reply);
        request.cookies[SESSION_COOKIE] = undefined;
      },
    };
  });
}
