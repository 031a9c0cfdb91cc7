// What every REST route gets, and the answers document 4 fixes for the common failures.
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PrismaClient } from '../db/generated/client.ts';
import type { Config } from '../config.ts';
import type { Mailer } from '../domain/mail/mailer.ts';
import type { FieldErrors } from '../domain/errors.ts';
import type { IdCodec } from './ids.ts';
import type { DocumentService } from '../documents/service.ts';
import { fieldErrorsJson, LEGACY } from './messages.ts';
import { mayOpenArea } from '../domain/access/grants.ts';

export interface RestContext {
  prisma: PrismaClient;
  ids: IdCodec;
  mailer: Mailer;
  config: Config;
  /** Renders PDF and Word documents in worker threads, with their cache. */
  documents: DocumentService;
  /** Starts a signed-in session in the browser (cookie) and rotates the CSRF token. */
  startSession(reply: FastifyReply, token: string, remember: boolean): void;
  /** Ends the request's session and clears the cookie. */
  endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** The REST scope with zod schemas: routes declare params, query, body and responses and get typed, validated input. */
export type RestApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** Laravel's validation answer (document 4 §0) for the domain's field issues. */
export function validationError(reply: FastifyReply, errors: FieldErrors, extra: Record<string, unknown> = {}) {
  return reply.status(422).send({ message: LEGACY.invalidData, ...extra, errors: fieldErrorsJson(errors) });
}

/** An answer without a body (document 4: '200 empty body', '201 empty'). */
export function emptyAnswer(reply: FastifyReply, status: number) {
  return reply.status(status).send();
}

export function unauthenticated(reply: FastifyReply) {
  return reply.status(401).send({ message: LEGACY.unauthenticated });
}

export function forbidden(reply: FastifyReply) {
  return reply.status(403).send({ message: LEGACY.forbidden });
}

export function notFound(reply: FastifyReply) {
  return reply.status(404).send({ message: LEGACY.notFound });
}

/**
 * Route hook: only a signed-in user gets past, before the request is validated (a visitor learns nothing of the
 * body's rules). Handlers behind it may read request.viewer.user!.
 */
export async function signedIn(request: FastifyRequest, reply: FastifyReply) {
  if (!request.viewer.user) return unauthenticated(reply);
}

/** Route hook after signedIn: admins only (the area policy of server/domain/access/grants.ts). */
export async function adminOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!mayOpenArea(await request.viewer.access(), 'adminOnly')) return forbidden(reply);
}

/** An id in a path: decoded by the schema; one this server did not make answers 404 (document 4 §0). */
export const idParam = (ids: IdCodec) =>
  z
    .string()
    .max(20)
    .transform((text, context) => {
      const id = ids.decode(text);
      if (id === undefined) {
        context.addIssue({ code: 'custom', message: LEGACY.unknownId, params: { issue: 'unknownId' } });
        return z.NEVER;
      }
      return id;
    });

/** An id in a body: undefined ids fail with document 4's 'The provided ID does not exists.' */
export const idField = idParam;
