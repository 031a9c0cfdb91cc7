// Reads the session cookie once per request and exposes the viewer (user and access) to routes and resolvers.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { endSession, resumeSession, type LiveSession, type SessionSettings } from '../domain/accounts/sessions.ts';
import { loadAccess, type Access, type Role } from '../domain/access/grants.ts';

export const SESSION_COOKIE = 'vraagwerk_session';

export interface Viewer {
  session: LiveSession | null;
  user: LiveSession['user'] | null;
  /** The user's permissions, loaded on first use and then kept for the request. */
  access(): Promise<Access>;
  ip: string;
  userAgent: string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
}

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

export function registerViewer(app: FastifyInstance, db: Db, settings: SessionSettings): void {
  app.decorateRequest('viewer', null as unknown as Viewer);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const path = request.url;
    // Static assets and files never need the session.
    const needsSession = path.startsWith('/api') || path.startsWith('/graphql') || path.startsWith('/sanctum');
    const session = needsSession ? await resumeSession(db, settings, request.cookies[SESSION_COOKIE]) : null;
    request.viewer = { ip: request.ip, userAgent: request.headers['user-agent'], ...viewerOf(db, session) };
  });
}

/** The session-dependent part of a viewer; also used when a request signs in or switches halfway. */
export function viewerOf(db: Db, session: LiveSession | null): Pick<Viewer, 'session' | 'user' | 'access'> {
  let access: Promise<Access> | undefined;
  return {
    session,
    user: session?.user ?? null,
    access: () => (access ??= loadAccess(db, session ? { id: session.user.id, role: session.user.role as Role | null } : null)),
  };
}

export async function signOut(db: Db, request: FastifyRequest): Promise<void> {
  await endSession(db, request.cookies[SESSION_COOKIE]);
}
