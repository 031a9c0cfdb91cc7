// GraphQL of registration, activation and payment (document 2 §2.12, §4.4, §5): the forms' choices, registering for a
// trial or student licence, and the activation page's state and steps. Resolvers parse, call one domain command from
// server/domain/signup/ and word its answer in the spec's Dutch (../errors/messages.ts).
import { builder } from '../builder.ts';
import { Viewer } from '../accounts/viewer.ts';
import { ErrorInterface, ValidationError } from '../errors/types.ts';
import { registrationIssueText, SIGNUP_NL } from '../errors/messages.ts';
import { refreshUser, refreshViewer, signOutHere } from '../viewerState.ts';
import { startUserSession } from '../../domain/accounts/auth.ts';
import type { FieldErrors } from '../../domain/errors.ts';
import { signupOptions, streamNamesOf, type SignupOptions, type StudentLevel, type TrialOption } from '../../domain/signup/options.ts';
import { registerStudent, registerTrial, type RegistrationResult } from '../../domain/signup/registration.ts';
import { activateLicense, activationState, setActivationPassword, startActivationPayment, type ActivationState, type ActivationStatus, type RegistrationView } from '../../domain/signup/activation.ts';
import type { PaymentStatus } from '../../domain/signup/payments.ts';

/** Codes longer than this name nothing; the domain never sees more. */
const CODE_MAX = 100;
const code = (text: string) => text.slice(0, CODE_MAX);

// ── the forms' choices ──

const TrialLicenseOption = builder.objectRef<TrialOption>('TrialLicenseOption').implement({
  description: 'A trial licence the teacher form offers (document 2 §9).',
  fields: (t) => ({
    slug: t.exposeString('slug', { description: "e.g. 'proeflicentie-natuurkunde-havo'" }),
    name: t.exposeString('name', { description: "e.g. 'Natuurkunde Havo'" }),
    levelName: t.exposeString('levelName'),
  }),
});

const StudentStreamOption = builder.objectRef<StudentLevel['streams'][number]>('StudentStreamOption').implement({
  fields: (t) => ({ slug: t.exposeString('slug'), courseName: t.exposeString('courseName') }),
});

const StudentLevelOption = builder.objectRef<StudentLevel>('StudentLevelOption').implement({
  description: 'The subjects of one level a student licence can hold.',
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    streams: t.field({ type: [StudentStreamOption], resolve: (l) => l.streams }),
  }),
});

const StudentLicensePrice = builder.objectRef<SignupOptions['prices'][number]>('StudentLicensePrice').implement({
  fields: (t) => ({
    subjects: t.exposeInt('subjects', { description: 'The number of subjects; the highest stands for that many or more.' }),
    amountCents: t.exposeInt('amountCents'),
  }),
});

const SignupOptionsRef = builder.objectRef<SignupOptions>('SignupOptions').implement({
  fields: (t) => ({
    trialLicenses: t.field({ type: [TrialLicenseOption], resolve: (o) => o.trialLicenses }),
    studentLevels: t.field({ type: [StudentLevelOption], resolve: (o) => o.studentLevels }),
    prices: t.field({ type: [StudentLicensePrice], resolve: (o) => o.prices }),
    wholeLevelFrom: t.exposeInt('wholeLevelFrom', { description: 'From this many subjects on, a student licence holds every subject of one level.' }),
    onlinePayment: t.exposeBoolean('onlinePayment', { description: 'False when online payment is not configured: student licences cannot be asked for.' }),
    trialDays: t.exposeInt('trialDays', { description: 'How many days a trial licence runs from its activation.' }),
    trialStudentSeats: t.exposeInt('trialStudentSeats', { description: "A trial licence's student seats; the first holds the teacher's demo student." }),
    studentLicenseEnd: t.expose('studentLicenseEnd', {
      type: 'Date',
      description: 'The first day a student licence asked for today no longer applies (the next 1 August): it is valid until then.',
    }),
  }),
});

builder.queryField('signupOptions', (t) =>
  t.field({
    type: SignupOptionsRef,
    resolve: (_root, _args, ctx) => signupOptions(ctx),
  }),
);

// ── registering ──

class RegistrationThrottledError extends Error {
  constructor(public retryAfterSeconds: number) {
    super(SIGNUP_NL.throttled(retryAfterSeconds));
  }
}

class PaymentUnavailableError extends Error {}

builder.objectType(RegistrationThrottledError, {
  name: 'RegistrationThrottledError',
  description: 'Too many registrations from this address or for this e-mail address in a short time.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});

builder.objectType(PaymentUnavailableError, {
  name: 'PaymentUnavailableError',
  description: 'Online payment is not configured, or the payment provider failed: nothing was stored.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

/** A validation error in the registration form's own words (document 2 §5). */
function formError(form: 'trial' | 'student', errors: FieldErrors): ValidationError {
  return new ValidationError(errors, undefined, (field, issue) => registrationIssueText(form, field, issue));
}

function registered(form: 'trial' | 'student', result: RegistrationResult): Extract<RegistrationResult, { kind: 'ok' }> {
  switch (result.kind) {
    case 'ok':
      return result;
    case 'invalid':
      throw formError(form, result.errors);
    case 'rate-limited':
      throw new RegistrationThrottledError(result.seconds);
    case 'payment-unavailable':
      throw new PaymentUnavailableError(SIGNUP_NL.paymentUnavailable);
    case 'payment-failed':
      throw new PaymentUnavailableError(SIGNUP_NL.paymentFailed);
  }
}

const registeredSuccess = (name: string) =>
  builder.objectRef<{ email: string }>(name).implement({
    description: 'The activation mail is on its way to this address (also when it was registered before).',
    fields: (t) => ({ email: t.exposeString('email') }),
  });

const RegisterStudentSuccess = builder.objectRef<{ email: string; streamNames: string[]; amountCents: number | null }>('RegisterStudentSuccess').implement({
  description: 'The activation mail, with the link to pay, is on its way to this address (also when it was registered before).',
  fields: (t) => ({
    email: t.exposeString('email'),
    streamNames: t.stringList({
      description: "The subjects the licence will hold, e.g. 'Natuurkunde Havo' — from three on every subject of their level.",
      resolve: (s) => s.streamNames,
    }),
    amountCents: t.exposeInt('amountCents', { nullable: true, description: 'What the payment asks, as the mail and the checkout say it.' }),
  }),
});

const RegisterTrialInput = builder.inputType('RegisterTrialInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    license: t.string({ required: true, description: "A trial licence slug from signupOptions, e.g. 'proeflicentie-nask1'." }),
    consent: t.boolean({ required: true }),
    newsletter: t.boolean({ required: false, defaultValue: false }),
  }),
});

builder.mutationField('registerTrial', (t) =>
  t.field({
    type: registeredSuccess('RegisterTrialSuccess'),
    description: "A teacher's request for a trial licence; mails the activation link ('Aanmelding Vraagwerk').",
    args: { input: t.arg({ type: RegisterTrialInput, required: true }) },
    errors: { types: [ValidationError, RegistrationThrottledError] },
    resolve: async (_root, { input }, ctx) => registered('trial', await registerTrial(ctx, input)),
  }),
);

const RegisterStudentInput = builder.inputType('RegisterStudentInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    streams: t.stringList({ required: true, description: 'Stream slugs; from three on, every subject of their one level is included.' }),
    consent: t.boolean({ required: true }),
    newsletter: t.boolean({ required: false, defaultValue: false }),
  }),
});

builder.mutationField('registerStudent', (t) =>
  t.field({
    type: RegisterStudentSuccess,
    description: "A student's request for a student licence ('leerlinglicentie-{count}'): the payment is made ready and the activation link mailed.",
    args: { input: t.arg({ type: RegisterStudentInput, required: true }) },
    errors: { types: [ValidationError, RegistrationThrottledError, PaymentUnavailableError] },
    resolve: async (_root, { input }, ctx) => {
      const { email, student } = registered('student', await registerStudent(ctx, input));
      return { email, streamNames: student ? await streamNamesOf(ctx.db, student.streamSlugs) : [], amountCents: student?.amountCents ?? null };
    },
  }),
);

// ── activation ──

const STATUSES: Record<ActivationStatus, string> = {
  'not-found': 'notFound',
  'activated-already': 'activatedAlready',
  'payment-needed': 'paymentNeeded',
  'payment-unavailable': 'paymentUnavailable',
  'registration-exists': 'registrationExists',
  'user-exists': 'userExists',
};

const ActivationStatusEnum = builder.enumType('ActivationStatus', {
  description: 'The state of an activation code (document 2 §4.4).',
  values: {
    notFound: { description: "No registration has this code: 'Onbekende registratiecode'." },
    activatedAlready: { description: "The code was used: 'Ongeldige registratiecode'." },
    paymentNeeded: { description: 'A student licence not paid yet: pay at the checkout.' },
    paymentUnavailable: { description: 'A student licence not paid yet, and online payment is not available.' },
    registrationExists: { description: 'Paid for or free, and no account yet: choose a password.' },
    userExists: { description: 'The account exists: the licence can be activated.' },
  } as const,
});

const PaymentStatusEnum = builder.enumType('PaymentStatus', {
  values: ['open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired'] as const satisfies readonly PaymentStatus[],
});

const LicenseKindEnum = builder.enumType('RegistrationKind', { values: ['trial', 'student'] as const });

const ActivationRegistration = builder.objectRef<RegistrationView>('ActivationRegistration').implement({
  description: "What the activation page shows of a registration (never its code or its payment's ids).",
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    licenseName: t.exposeString('licenseName'),
    kind: t.field({ type: LicenseKindEnum, resolve: (r) => r.kind }),
    amountCents: t.exposeInt('amountCents', { nullable: true, description: 'What a student licence costs; null for a trial.' }),
  }),
});

const ActivationPayment = builder.objectRef<{ status: PaymentStatus | null; checkoutUrl: string | null }>('ActivationPayment').implement({
  fields: (t) => ({
    status: t.field({ type: PaymentStatusEnum, nullable: true, description: 'The last payment, or null when none was made yet.', resolve: (p) => p.status }),
    checkoutUrl: t.exposeString('checkoutUrl', { nullable: true, description: 'Where to pay, while the payment is open.' }),
  }),
});

const Activation = builder.objectRef<ActivationState>('Activation').implement({
  fields: (t) => ({
    status: t.field({ type: ActivationStatusEnum, resolve: (s) => STATUSES[s.status] as never }),
    message: t.string({
      nullable: true,
      description: 'The sentence for a state that ends here (unknown or used code, no online payment).',
      resolve: (s) => (s.status === 'not-found' || s.status === 'activated-already' || s.status === 'payment-unavailable' ? SIGNUP_NL.state[s.status] : null),
    }),
    registration: t.field({ type: ActivationRegistration, nullable: true, resolve: (s) => ('registration' in s ? s.registration : null) }),
    payment: t.field({ type: ActivationPayment, nullable: true, resolve: (s) => (s.status === 'payment-needed' ? s.payment : null) }),
    activatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => (s.status === 'activated-already' ? s.activatedAt : null) }),
  }),
});

builder.queryField('activation', (t) =>
  t.field({
    type: Activation,
    description: 'The state of an activation code; asks the payment provider only while a payment can still change.',
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => activationState(ctx, code(args.code)),
  }),
);

export class ActivationError extends Error {
  constructor(
    public activation: ActivationState,
    message: string = SIGNUP_NL.state[activation.status],
  ) {
    super(message);
  }
}

builder.objectType(ActivationError, {
  name: 'ActivationError',
  description: 'The code is not (or no longer) in the state this step needs; activation shows the state it is in.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ activation: t.field({ type: Activation, resolve: (e) => e.activation }) }),
});

builder.mutationField('setActivationPassword', (t) =>
  t.field({
    type: builder.objectRef<{ activation: ActivationState }>('SetActivationPasswordSuccess').implement({
      description: "The account is made: the code's state moved to userExists.",
      fields: (f) => ({
        activation: f.field({ type: Activation, resolve: (s) => s.activation }),
        viewer: f.field({ type: Viewer, description: 'The viewer after the account was made: its holder, signed in.', resolve: () => ({}) }),
      }),
    }),
    description: "'registration exists': makes the account of the registration's address with this password.",
    args: { code: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    errors: { types: [ValidationError, ActivationError] },
    resolve: async (_root, args, ctx) => {
      const result = await setActivationPassword(ctx, { code: code(args.code), password: args.password });
      if (result.kind === 'invalid') throw new ValidationError(result.errors);
      if (result.kind === 'refused') throw new ActivationError(result.state);
      // The new teacher chose their password just now: they are signed in (instead of being sent to the sign-in
      // page), so the activation that follows and the home page after it are theirs. Someone else signed in here is
      // signed out first.
      if (ctx.actor.session) await ctx.endSession();
      const session = await startUserSession(ctx.db, ctx.config.session, { userId: result.userId, remember: false, ip: ctx.actor.ip, userAgent: ctx.actor.userAgent });
      ctx.startSession(session.token, false);
      await refreshViewer(ctx, session.token);
      return { activation: result.state };
    },
  }),
);

builder.mutationField('activateLicense', (t) =>
  t.field({
    type: builder.objectRef<{ email: string; licenseName: string }>('ActivateLicenseSuccess').implement({
      description: "Complete: 'Compleet! Log in en ga direct aan de slag!'",
      fields: (f) => ({
        email: f.exposeString('email'),
        licenseName: f.exposeString('licenseName'),
        viewer: f.field({ type: Viewer, description: 'The viewer after the activation (signed out when it was someone else).', resolve: () => ({}) }),
      }),
    }),
    description: "'user exists': makes the licence for the account of the registration's address; a code activates once.",
    args: { code: t.arg.string({ required: true }) },
    errors: { types: [ActivationError] },
    resolve: async (_root, args, ctx) => {
      const result = await activateLicense(ctx, code(args.code));
      if (result.kind === 'license-invalid') throw new ActivationError(await activationState(ctx, code(args.code)), SIGNUP_NL.licenseRefused[result.reason]);
      if (result.kind === 'refused') throw new ActivationError(result.state);
      // Whoever else is signed in on this browser is signed out; the holder stays signed in and the rest of the
      // response sees their new role and licence.
      await signOutHere(ctx, result.userId);
      await refreshUser(ctx);
      return { email: result.registration.email, licenseName: result.registration.licenseName };
    },
  }),
);

builder.mutationField('startActivationPayment', (t) =>
  t.field({
    type: builder.objectRef<{ checkoutUrl: string }>('StartActivationPaymentSuccess').implement({
      fields: (f) => ({ checkoutUrl: f.exposeString('checkoutUrl', { description: "The provider's checkout: the payer returns to the activation page." }) }),
    }),
    description: 'The checkout of a student licence: the open payment, or a new one after a cancelled, expired or failed payment.',
    args: { code: t.arg.string({ required: true }) },
    errors: { types: [ActivationError, PaymentUnavailableError] },
    resolve: async (_root, args, ctx) => {
      const result = await startActivationPayment(ctx, code(args.code));
      if (result.kind === 'payment-failed') throw new PaymentUnavailableError(SIGNUP_NL.paymentFailed);
      if (result.kind === 'refused') {
        if (result.state.status === 'payment-unavailable') throw new PaymentUnavailableError(SIGNUP_NL.paymentUnavailable);
        throw new ActivationError(result.state);
      }
      return { checkoutUrl: result.checkoutUrl };
    },
  }),
);
