// Reads the session cookie once per request and exposes the viewer (user and access) to routes and resolvers.
// What several fields or routes of one request ask for is computed once: the viewer's access, the list of streams
// and the current stream are lazy memos that live as long as the request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { endSession, resumeSessionWithGrants, type LiveSession, type SessionSettings } from '../domain/accounts/sessions.ts';
import { accessOf, loadAccess, type Access, type Grant, type Role } from '../domain/access/grants.ts';
import { currentStreamId } from '../domain/accounts/currentStream.ts';
import { streamCatalogue, type StreamSummary } from '../domain/content/streams.ts';
import type { Clock } from '../domain/clock.ts';
import { isPreloadedPage } from './preload.ts';

export const SESSION_COOKIE = 'vraagwerk_session';

export interface Viewer {
  session: LiveSession | null;
  user: LiveSession['user'] | null;
  /** The moment the request began: the whole request sees one day (licence periods, notices). */
  now: Date;
  /** The user's permissions, loaded on first use and then kept for the request. */
  access(): Promise<Access>;
  /** Every stream in display order, loaded on first use. */
  streams(): Promise<readonly StreamSummary[]>;
  /** The stream the viewer works in (null when they may open none), computed on first use. */
  currentStreamId(): Promise<number | null>;
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

export function registerViewer(app: FastifyInstance, db: Db, settings: SessionSettings, clock: Clock): void {
  app.decorateRequest('viewer', null as unknown as Viewer);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const path = request.url;
    // Static assets and files never need the session; the pages that come with their first answers do (./preload.ts).
    const needsSession = path.startsWith('/api') || path.startsWith('/graphql') || path.startsWith('/sanctum') || (request.method === 'GET' && isPreloadedPage(path));
    const now = clock();
    const resumed = needsSession ? await resumeSessionWithGrants(db, settings, request.cookies[SESSION_COOKIE], now) : null;
    request.viewer = { ip: request.ip, userAgent: request.headers['user-agent'], ...viewerOf(db, resumed?.session ?? null, now, resumed?.grants) };
  });
}

const memo = <T>(load: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
};

/**
 * The session-dependent part of a viewer, with fresh memos; also used when a request signs in, switches or changes
 * what the memos depend on halfway. `grants` are the user's grants on `now` when they came with the session (read
 * again on first use otherwise, as after a change halfway).
 */
export function viewerOf(
  db: Db,
  session: LiveSession | null,
  now: Date,
  grants?: readonly Grant[],
): Pick<Viewer, 'session' | 'user' | 'now' | 'access' | 'streams' | 'currentStreamId'> {
  const user = session?.user ?? null;
  const holder = user ? { id: user.id, role: user.role as Role | null } : null;
  const access = memo(async () => (grants ? accessOf(holder, grants) : loadAccess(db, holder, now)));
  const streams = memo(() => streamCatalogue(db));
  return {
    session,
    user,
    now,
    access,
    streams,
    currentStreamId: memo(async () => currentStreamId(await access(), user, streams)),
  };
}

export async function signOut(db: Db, request: FastifyRequest): Promise<void> {
  await endSession(db, request.cookies[SESSION_COOKIE]);
}
