// Registration, activation and the payment webhook (document 4 §11, §14). Public routes: a registration answers
// {status: 'success'} for every valid request (whether or not the address has an account) or {status: 'failed',
// message}; validation answers 422 as everywhere in the shim. Unlike the legacy API, activation never returns the
// registration row (its code, its payment's ids): a safe shape instead, and a student licence is activated only
// after payment, once. The webhook believes only what it fetches back from Mollie.
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EMAIL_MAX_LENGTH } from '../domain/accounts/auth.ts';
import { amountValue } from '../domain/signup/catalogue.ts';
import { LICENSE_MAX_LENGTH, NAME_MAX_LENGTH, registerStudent, registerTrial, STREAMS_MAX, type RegistrationResult } from '../domain/signup/registration.ts';
import {
  activateLicense,
  activationState,
  paymentWebhook,
  setActivationPassword,
  startActivationPayment,
  type ActivationState,
  type ActivationStatus,
  type LicenseRefusal,
} from '../domain/signup/activation.ts';
import { PaymentProviderError } from '../domain/signup/payments.ts';
import { emptyAnswer, validationError, type RestApp } from './context.ts';
import type { Services } from '../app/context.ts';
import { day, EmptyJson, Flag, MessageJson, PASSWORD_WIRE_MAX, timestamp, ValidationErrorJson } from './json.ts';
import { LEGACY } from './messages.ts';

const S = LEGACY.signup;

const Code = z.string().max(200);

const RegisterBody = z.object({
  first_name: z.string().max(NAME_MAX_LENGTH),
  last_name: z.string().max(NAME_MAX_LENGTH),
  email: z.string().max(EMAIL_MAX_LENGTH),
  license: z.string().max(LICENSE_MAX_LENGTH),
  consent: Flag.nullable().optional().describe('The terms accepted (true, 1, "1", "true", "on", "yes")'),
  newsletter: Flag.nullable().optional(),
});

const RegisterLeerlingBody = RegisterBody.extend({
  license: z.string().max(LICENSE_MAX_LENGTH).optional().describe("'leerlinglicentie-{count}'; the server counts the streams itself"),
  streams: z.array(z.string().max(64)).max(STREAMS_MAX).describe('Stream slugs, e.g. natuurkunde-havo; from three on, every stream of their one level'),
});

const RegisterJson = z.union([z.object({ status: z.literal('success') }), z.object({ status: z.literal('failed'), message: z.string() })]);

const RegistrationJson = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  license: z.string().describe("The licence slug, e.g. 'proeflicentie-nask1' or 'leerlinglicentie-2'"),
  license_name: z.string(),
  amount: z.string().nullable().describe("What a student licence costs, e.g. '35.00'; null for a trial"),
});

const ActivationJson = z
  .object({
    info: z.string(),
    activated: z.string().nullable().optional(),
    checkout_url: z.string().nullable().optional(),
    payment_status: z.string().nullable().optional(),
    registration: RegistrationJson.optional(),
  })
  .describe(
    "info: 'registration not found', 'registration activated already' (+activated), 'payment needed' (+checkout_url), 'payment status unknown' (no online payment), 'registration exists', 'user exists'",
  );

const CompleteJson = z.object({
  info: z.literal('complete'),
  registration: RegistrationJson,
  license: z.object({ id: z.string(), type: z.string(), begin: z.string(), end: z.string() }),
});

const INFO: Record<ActivationStatus, string> = {
  'not-found': 'registration not found',
  'activated-already': S.activatedAlready,
  'payment-needed': S.paymentNeeded,
  'payment-unavailable': S.paymentStatusUnknown,
  'registration-exists': S.registrationExists,
  'user-exists': S.userExists,
};

const REFUSED: Record<LicenseRefusal, string> = {
  'unknown-streams': S.licenseInvalid,
  'trial-for-teachers': S.trialForTeachers,
  'trial-used': S.trialUsed,
};

function activationJson(state: ActivationState, checkoutUrl?: string | null): z.infer<typeof ActivationJson> {
  const json: z.infer<typeof ActivationJson> = { info: INFO[state.status] };
  if (state.status === 'activated-already') json.activated = timestamp(state.activatedAt);
  if (state.status === 'payment-needed') {
    json.checkout_url = checkoutUrl ?? state.payment.checkoutUrl;
    json.payment_status = state.payment.status;
  }
  if ('registration' in state) {
    const r = state.registration;
    json.registration = {
      first_name: r.firstName,
      last_name: r.lastName,
      email: r.email,
      license: r.licenseSlug,
      license_name: r.licenseName,
      amount: r.amountCents === null ? null : amountValue(r.amountCents),
    };
  }
  return json;
}

/** A step the code's state does not allow: 406 with the legacy words ('activation_code invalid' for an unknown code). */
function refused(reply: FastifyReply, state: ActivationState) {
  return reply.status(406).send({ message: state.status === 'not-found' ? S.codeInvalid : INFO[state.status] });
}

function registrationAnswer(reply: FastifyReply, result: RegistrationResult) {
  switch (result.kind) {
    case 'ok':
      return { status: S.success };
    case 'invalid':
      return validationError(reply, result.errors);
    case 'rate-limited':
      return reply
        .status(429)
        .header('Retry-After', String(result.seconds))
        .send({ status: S.failed, message: S.throttled(result.seconds) });
    case 'payment-unavailable':
      return { status: S.failed, message: S.paymentUnavailable };
    case 'payment-failed':
      return { status: S.failed, message: S.paymentFailed };
  }
}

export function signupRoutes(app: RestApp, shared: Services): void {
  const responses = { 200: RegisterJson, 422: ValidationErrorJson, 429: RegisterJson };

  app.post('/register', { schema: { body: RegisterBody, response: responses } }, async (request, reply) => {
    const b = request.body;
    const result = await registerTrial(request.ctx, {
      firstName: b.first_name,
      lastName: b.last_name,
      email: b.email,
      license: b.license,
      consent: b.consent,
      newsletter: b.newsletter,
      legacyKeys: true,
    });
    return registrationAnswer(reply, result);
  });

  app.post('/register-leerling', { schema: { body: RegisterLeerlingBody, response: responses } }, async (request, reply) => {
    const b = request.body;
    const result = await registerStudent(request.ctx, {
      firstName: b.first_name,
      lastName: b.last_name,
      email: b.email,
      streams: b.streams,
      license: b.license,
      consent: b.consent,
      newsletter: b.newsletter,
    });
    return registrationAnswer(reply, result);
  });

  app.get('/activation-status', { schema: { querystring: z.object({ activation_code: Code.optional() }), response: { 200: ActivationJson } } }, async (request) => {
    const state = await activationState(request.ctx, request.query.activation_code ?? '');
    // Legacy clients have no other way to pay again: a cancelled, expired or failed payment is started anew here.
    if (state.status === 'payment-needed' && !state.payment.checkoutUrl) {
      const started = await startActivationPayment(request.ctx, request.query.activation_code);
      if (started.kind === 'ok') return activationJson(state, started.checkoutUrl);
      if (started.kind === 'refused') return activationJson(started.state);
    }
    return activationJson(state);
  });

  app.post(
    '/activate-account',
    {
      schema: {
        body: z.object({ activation_code: Code, password: z.string().max(PASSWORD_WIRE_MAX).nullable().optional() }),
        response: { 200: ActivationJson, 400: MessageJson, 406: MessageJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const { activation_code: code, password } = request.body;
      // document 4 §11: a missing password is its own 400; one against the product's rule is a validation error.
      if (!password) return reply.status(400).send({ message: S.passwordRequired });
      const result = await setActivationPassword(request.ctx, { code, password });
      if (result.kind === 'invalid') return validationError(reply, result.errors);
      if (result.kind === 'refused') return refused(reply, result.state);
      return activationJson(result.state);
    },
  );

  app.post('/activate-license', { schema: { body: z.object({ activation_code: Code }), response: { 200: CompleteJson, 406: MessageJson } } }, async (request, reply) => {
    const result = await activateLicense(request.ctx, request.body.activation_code);
    if (result.kind === 'license-invalid') return reply.status(406).send({ message: REFUSED[result.reason] });
    if (result.kind === 'refused') {
      if (result.state.status === 'registration-exists') return reply.status(406).send({ message: S.userDoesNotExist });
      return refused(reply, result.state);
    }
    await signOutOthers(request, result.userId);
    const license = await shared.prisma.license.findUniqueOrThrow({ where: { id: result.licenseId } });
    const registration = activationJson({ status: 'user-exists', registration: result.registration }).registration!;
    return { info: 'complete' as const, registration, license: { id: shared.ids.encode(license.id), type: license.type, begin: day(license.begin)!, end: day(license.end)! } };
  });

  app.post(
    '/payments/webhook',
    {
      // Mollie calls this: no session and no CSRF token, and nothing it says is believed (the payment is fetched back).
      config: { csrf: false },
      schema: {
        description: "Mollie's payment webhook: form or JSON body {id}. Always 200 for an id, known or not; 503 when Mollie cannot be reached (it calls again).",
        body: z.object({ id: z.string().max(100) }),
        response: { 200: EmptyJson, 503: MessageJson },
      },
    },
    async (request, reply) => {
      try {
        // Mollie calls with no session: the context's actor is a visitor, and nothing here depends on who acts.
        await paymentWebhook(request.ctx, request.body.id.trim());
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.warn({ err: error }, 'Mollie could not be asked about a payment');
        return reply.status(503).send({ message: 'Service Unavailable' });
      }
      return emptyAnswer(reply, 200);
    },
  );
}

/** Whoever else is signed in on this browser is signed out: the licence's holder signs in as themselves. */
async function signOutOthers(request: FastifyRequest, holderId: number): Promise<void> {
  if (request.ctx.actor.session && request.ctx.actor.user?.id !== holderId) await request.ctx.endSession();
}
