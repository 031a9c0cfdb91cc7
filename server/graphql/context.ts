import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PrismaClient } from '../db/generated/client.ts';
import type { Config } from '../config.ts';
import type { Mailer } from '../domain/mail/mailer.ts';
import type { Viewer } from '../http/session.ts';

export interface Context {
  prisma: PrismaClient;
  viewer: Viewer;
  mailer: Mailer;
  config: Config;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Starts a signed-in session (cookie) and rotates the CSRF token. */
  startSession(token: string, remember: boolean): void;
  /** Ends the current session (cookie and database). */
  endSession(): Promise<void>;
}
