// The one context of a request, built once (server/http/context.ts) and handed to both interfaces: GraphQL resolvers
// get it as their context, REST handlers as `request.ctx`. It is the domain's application context (who acts, the
// database, the moment, the mailer, the audit recorder) with what the interfaces add: the process's services and the
// request's own session controls. The interfaces import this module, never each other or the HTTP layer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PrismaClient } from '../db/generated/client.ts';
import type { Config } from '../config.ts';
import type { AppContext } from '../domain/context.ts';
import type { Mailer } from '../domain/mail/mailer.ts';
import type { SsoClient } from '../domain/sso/oidc.ts';
import type { PaymentProvider } from '../domain/signup/payments.ts';
import type { DocumentService } from '../documents/service.ts';
import type { IdCodec } from './ids.ts';
import type { FileStorage } from '../storage/storage.ts';

/** What the process holds for every request: made once at start-up. */
export interface Services {
  prisma: PrismaClient;
  mailer: Mailer;
  config: Config;
  /** The opaque ids used in web addresses and the REST API (e.g. /courses/dNRlx/search). */
  ids: IdCodec;
  /** Single sign-on at the publisher partner; null when not configured. */
  sso: SsoClient | null;
  /** Online payment of student licences (Mollie); null when not configured. */
  payments: PaymentProvider | null;
  /** Renders PDF and Word documents in worker threads, with their cache. */
  documents: DocumentService;
  /** Where files' bytes live: local disk or an S3-compatible bucket (FILE_STORAGE; server/storage/). */
  storage: FileStorage;
}

/**
 * `db` is what commands use (the client; a command's transaction makes its own context); `prisma` is the same client,
 * typed as the client for what needs one (Pothos's Prisma plugin, services that open transactions themselves).
 */
export interface RequestContext extends AppContext, Services {
  request: FastifyRequest;
  reply: FastifyReply;
  /** Starts a signed-in session (cookie) and rotates the CSRF token. */
  startSession(token: string, remember: boolean): void;
  /** Ends the current session (cookie and database). */
  endSession(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's context, made in the first hook (server/http/context.ts). */
    ctx: RequestContext;
  }
}
