import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PrismaClient } from '../db/generated/client.ts';
import type { Config } from '../config.ts';
import type { Mailer } from '../domain/mail/mailer.ts';
import type { Viewer } from '../http/session.ts';
import type { IdCodec } from '../rest/ids.ts';
import type { SsoClient } from '../domain/sso/oidc.ts';

export interface Context {
  prisma: PrismaClient;
  viewer: Viewer;
  mailer: Mailer;
  config: Config;
  /** The opaque ids used in web addresses and the REST API (e.g. /courses/dNRlx/search). */
  ids: IdCodec;
  /** Single sign-on at the publisher partner; null when not configured. */
  sso: SsoClient | null;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Starts a signed-in session (cookie) and rotates the CSRF token. */
  startSession(token: string, remember: boolean): void;
  /** Ends the current session (cookie and database). */
  endSession(): Promise<void>;
}
