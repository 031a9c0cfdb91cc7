import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PrismaClient } from '../db/generated/client.ts';
import type { Config } from '../config.ts';
import type { Mailer } from '../domain/mail/mailer.ts';
import type { IdCodec } from './ids.ts';

export interface RestContext {
  prisma: PrismaClient;
  ids: IdCodec;
  mailer: Mailer;
  config: Config;
  /** Starts a signed-in session in the browser (cookie) and rotates the CSRF token. */
  startSession(reply: FastifyReply, token: string, remember: boolean): void;
  /** Ends the request's session and clears the cookie. */
  endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** Laravel's validation answer (document 4 §0). */
export function validationError(reply: FastifyReply, errors: Record<string, string[]>, extra: Record<string, unknown> = {}) {
  return reply.status(422).send({ message: 'The given data was invalid.', ...extra, errors });
}

export function unauthenticated(reply: FastifyReply) {
  return reply.status(401).send({ message: 'Unauthenticated.' });
}

export function forbidden(reply: FastifyReply) {
  return reply.status(403).send({ message: '' });
}

export function notFound(reply: FastifyReply) {
  return reply.status(404).send({ message: 'Not Found' });
}
