// Accepting an invitation to a seat (document 4 §11, document 2 §4.5): its state, linking an existing account, making
// a new one. Public routes (the invitee is not signed in), limited against guessing by the domain
// (server/domain/licensing/invitations.ts). Accepting signs out whoever is signed in on this browser: the invitee
// signs in afterwards as themselves.
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { acceptInvitation, createInvitedAccount, invitationStatus, type InvitationState } from '../domain/licensing/invitations.ts';
import { validationError, type RestApp } from './context.ts';
import { MessageJson, PASSWORD_WIRE_MAX, StatusJson, ValidationErrorJson } from './json.ts';
import { LEGACY } from './messages.ts';

/** The legacy vocabulary has no word for an expired link: it is unknown there. */
const legacyState = (state: InvitationState) => (state === 'expired' ? 'unknown-seat' : state);

const Token = z.string().max(200);

function throttled(reply: FastifyReply, seconds: number) {
  return reply.status(429).header('Retry-After', String(seconds)).send({ message: LEGACY.tooManyRequests });
}

export function invitationRoutes(app: RestApp): void {
  app.get(
    '/invite-status',
    {
      schema: {
        querystring: z.object({ token: Token.optional() }),
        response: {
          200: StatusJson.describe("status: 'unknown-seat' (unknown or expired link), 'invalid-seat' (already used), 'valid-email' (an account with the address exists), 'unknown-email'"),
          429: MessageJson,
        },
      },
    },
    async (request, reply) => {
      const result = await invitationStatus(request.ctx, { token: request.query.token ?? '' });
      if (result.kind === 'throttled') return throttled(reply, result.seconds);
      return { status: legacyState(result.invitation.state) };
    },
  );

  app.post('/invite-ok', { schema: { body: z.object({ token: Token }), response: { 200: StatusJson, 400: MessageJson, 429: MessageJson } } }, async (request, reply) => {
    const result = await acceptInvitation(request.ctx, { token: request.body.token });
    if (result.kind === 'throttled') return throttled(reply, result.seconds);
    if (result.kind === 'deactivated') return reply.status(400).send({ message: LEGACY.accountDeactivated });
    if (result.kind !== 'ok') return reply.status(400).send({ message: LEGACY.invalidState });
    if (request.ctx.actor.session) await request.ctx.endSession();
    return { status: LEGACY.ok };
  });

  app.post(
    '/invite-account',
    {
      schema: {
        body: z.object({ token: Token, password: z.string().max(PASSWORD_WIRE_MAX).nullable().optional() }),
        response: { 200: StatusJson, 400: MessageJson, 422: ValidationErrorJson, 429: MessageJson },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const result = await createInvitedAccount(request.ctx, { token, password });
      switch (result.kind) {
        case 'throttled':
          return throttled(reply, result.seconds);
        case 'invalid-state':
          return reply.status(400).send({ message: LEGACY.invalidState });
        case 'invalid':
          // document 4 §11: a missing password is its own 400; one of the wrong length gets the product's rule.
          if (result.errors.password?.[0]?.code === 'required') return reply.status(400).send({ message: LEGACY.passwordRequired });
          return validationError(reply, result.errors);
        case 'ok':
          if (request.ctx.actor.session) await request.ctx.endSession();
          return { status: LEGACY.ok };
      }
    },
  );
}
