// What every REST route gets, and the answers document 4 fixes for the common failures.
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FieldErrors } from '../domain/errors.ts';
import type { IdCodec } from '../app/ids.ts';
import { fieldErrorsJson, LEGACY } from './messages.ts';
import { mayOpenArea } from '../domain/access/grants.ts';
import { mayUseBackOffice } from '../domain/admin/backOffice.ts';

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

/** The refusals every domain command may answer, whatever else it answers. */
export type Refusal = { kind: 'forbidden' } | { kind: 'not-found' } | { kind: 'invalid'; errors: FieldErrors };
const REFUSALS: ReadonlySet<string> = new Set(['forbidden', 'not-found', 'invalid']);

/** Whether a command's answer is one of the common refusals (the route answers the rest itself). */
export const isRefusal = <R extends { kind: string }>(result: R): result is Extract<R, Refusal> => REFUSALS.has(result.kind);

/** A common refusal as every route answers it: 403, 404, or 422 with the field issues (named by `fields` as the route's document names them). */
export function sendRefusal(reply: FastifyReply, result: Refusal, fields: (errors: FieldErrors) => FieldErrors = (errors) => errors) {
  if (result.kind === 'forbidden') return forbidden(reply);
  if (result.kind === 'not-found') return notFound(reply);
  return validationError(reply, fields(result.errors));
}

/**
 * Route hook: only a signed-in user gets past, before the request is validated (a visitor learns nothing of the
 * body's rules). Handlers behind it may read request.ctx.actor.user!.
 */
export async function signedIn(request: FastifyRequest, reply: FastifyReply) {
  if (!request.ctx.actor.user) return unauthenticated(reply);
}

/** Route hook after signedIn: admins only (the area policy of server/domain/access/grants.ts). */
export async function adminOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!mayOpenArea(await request.ctx.actor.access(), 'adminOnly')) return forbidden(reply);
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

/** A calendar day as document 4 §0 writes DATE columns (YYYY-MM-DD), parsed to midnight UTC. */
export const DayField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be YYYY-MM-DD.')
  .transform((text, context) => {
    const date = new Date(`${text}T00:00:00.000Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
      context.addIssue({ code: 'custom', message: 'The date is not a valid date.' });
      return z.NEVER;
    }
    return date;
  });

/** Route hook after signedIn: authors and admins, the back-office's users (server/domain/admin/backOffice.ts). */
export async function backOffice(request: FastifyRequest, reply: FastifyReply) {
  if (!mayUseBackOffice(await request.ctx.actor.access())) return forbidden(reply);
}

/** The hooks of every back-office route: signed in (401), then author or admin (403). */
export const backOfficeGuard = [signedIn, backOffice];
