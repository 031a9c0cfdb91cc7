// Registering for a licence (document 2 §2.12, §5; document 4 §11): a teacher's trial licence or a student licence.
// A registration is a request with an activation code, mailed to the address; the account and the licence only come
// with the activation (./activation.ts). Whatever happens, the answer is the same for every valid request, so the
// form never tells whether an address has an account or a registration already.
//
// A repeated registration: while a registration with the same address and the same licence is pending (not
// activated), its e-mail is sent again — the same code, the same payment — and nothing new is made; a second request
// within a minute (a double submission) sends nothing more. Another licence for the same address is a registration
// of its own; activating either gives the licence to the one account of that address. A trial of a stream can be
// used once per address: asking again for a trial that shares a stream with an activated one (whatever key named
// either) mails the address that it was used already, and activation refuses it too.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { Registration } from '../../db/generated/client.ts';
import { emailIssue, normalizeEmail } from '../accounts/auth.ts';
import { consumeRate } from '../accounts/throttle.ts';
import { streamOrder } from '../content/streams.ts';
import { z } from 'zod';
import { addIssue, hasErrors, invalid, REQUIRED, type FieldErrors, type Invalid } from '../errors.ts';
import { checked, collect, reportIssue, textField, ticked } from '../validation.ts';
import { transact, type AppContext } from '../context.ts';
import { isTrialSlug, levelOfStreamSlug, studentLicensePriceCents, studentLicenseSlug, TRIAL_LICENSE_TYPE, TRIAL_LICENSES, trialStreamSlugs, WHOLE_LEVEL_FROM } from './catalogue.ts';
import { isFinal, PaymentProviderError, type PaymentProvider } from './payments.ts';
import { activationMail, activationUrl, trialUsedMail } from './mails.ts';

export const NAME_MAX_LENGTH = 255;
export const LICENSE_MAX_LENGTH = 255;
/** More subjects than the product has cannot be asked for. */
export const STREAMS_MAX = 20;

/**
 * Registrations per IP address and per e-mail address in an hour: a school's whole staff behind one address can
 * register in a workshop, one mailbox cannot be flooded.
 */
export const REGISTRATIONS_PER_IP = 50;
export const REGISTRATIONS_PER_EMAIL = 3;
export const REGISTRATION_WINDOW_SECONDS = 60 * 60;
/** A repeated request within this time is a double submission: its mail is on its way already. */
const RESEND_AFTER_MS = 60 * 1000;

/**
 * What registering and activating need: the application context (the database, the mailer, the public address for
 * links in mails and Mollie's redirect and webhook, the sender's address for the rate limits) and the payment
 * provider, a service of the process — null when online payment is not configured. A request's context is one.
 */
export type SignupContext = AppContext & { payments: PaymentProvider | null };

export interface RegistrationInput {
  firstName: unknown;
  lastName: unknown;
  email: unknown;
  /** The terms accepted: only true is consent (REST's yes/no values arrive as booleans, server/rest/json.ts Flag). */
  consent: boolean | null | undefined;
  newsletter?: boolean | null;
}

export interface TrialRegistrationInput extends RegistrationInput {
  /** A trial licence slug (document 2 §9). */
  license: unknown;
  /** Also accept the combined keys of legacy clients (document 4 §14): the REST shim does. */
  legacyKeys?: boolean;
}

export interface StudentRegistrationInput extends RegistrationInput {
  /** Stream slugs. */
  streams: unknown;
  /** 'leerlinglicentie-{count}', as legacy clients send it (document 4 §11); the product's form leaves it out. */
  license?: unknown;
}

export type RegistrationResult =
  /** `student`: what a student registration holds — its subjects (from three on, every subject of the level) and price. */
  | { kind: 'ok'; email: string; student?: { streamSlugs: string[]; amountCents: number } }
  | Invalid
  | { kind: 'rate-limited'; seconds: number }
  /** A student licence needs online payment, and none is configured: nothing was stored or sent. */
  | { kind: 'payment-unavailable' }
  /** The payment provider failed: nothing was stored or sent. */
  | { kind: 'payment-failed' };

/** An activation code: 32 random characters (192 bits), URL-safe. */
export const newActivationCode = () => randomBytes(24).toString('base64url');

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  newsletter: boolean;
}

/** Who registers (document 2 §5): names as typed, trimmed; the address as the account will have it. */
const PersonSchema = z.object({
  firstName: textField(NAME_MAX_LENGTH, { required: true, trim: true }),
  lastName: textField(NAME_MAX_LENGTH, { required: true, trim: true }),
  // The sign-in form's rule (../accounts/auth.ts): the account's address is the one registered.
  email: checked(z.unknown(), emailIssue).transform((email) => normalizeEmail(email as string)),
});

function validatePerson(input: RegistrationInput, errors: FieldErrors): Person {
  const person = collect(PersonSchema, input, errors);
  return { firstName: person?.firstName ?? '', lastName: person?.lastName ?? '', email: person?.email ?? '', newsletter: input.newsletter === true };
}

const ConsentSchema = z.object({ consent: ticked() });

/** Consent is given by ticking the box: the tick is checked after the fields, so it is reported last. */
function checkConsent(input: RegistrationInput, errors: FieldErrors): void {
  collect(ConsentSchema, input, errors);
}

/** Both limits count every valid request, so neither an address nor a sender can flood a mailbox. */
async function rateLimit(db: Db, ip: string, email: string): Promise<number> {
  const byIp = await consumeRate(db, 'register-ip', ip, REGISTRATIONS_PER_IP, REGISTRATION_WINDOW_SECONDS);
  if (byIp > 0) return byIp;
  return consumeRate(db, 'register-email', email, REGISTRATIONS_PER_EMAIL, REGISTRATION_WINDOW_SECONDS);
}

/**
 * Requests for the same address wait for each other, so a double submission finds the first one's registration and
 * two activations of one address's trials cannot both find no trial used.
 */
export async function lockAddress(tx: Db, email: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`registration|${email}`}))`;
}

/**
 * A trial of a stream is used once per address: an activated trial registration of the address that shares a stream
 * counts, whichever key named it — a legacy combined key ('proeflicentie-natuurkunde': havo and vwo) and a single one
 * ('proeflicentie-natuurkunde-havo') alike, in either order.
 */
export async function trialUsed(tx: Db, email: string, streamSlugs: readonly string[]): Promise<boolean> {
  const used = await tx.registration.count({
    where: { email, activatedAt: { not: null }, licenseSlug: { startsWith: `${TRIAL_LICENSE_TYPE}-` }, streamSlugs: { hasSome: [...streamSlugs] } },
  });
  return used > 0;
}

const sameStreams = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((slug, i) => slug === b[i]);

type Pending = { kind: 'new'; registration: Registration } | { kind: 'again'; registration: Registration; resend: boolean } | { kind: 'trial-used' };

/**
 * The registration for this request, in one transaction under the address's lock: the pending one with the same
 * licence and subjects when there is one (touched, so a double submission within a minute sends no second mail),
 * else a new one.
 */
function findOrCreate(ctx: AppContext, person: Person, licenseSlug: string, streamSlugs: readonly string[]): Promise<Pending> {
  return transact(ctx, async ({ db: tx }) => {
    await lockAddress(tx, person.email);
    if (isTrialSlug(licenseSlug) && (await trialUsed(tx, person.email, streamSlugs))) return { kind: 'trial-used' } as const;
    const earlier = await tx.registration.findMany({ where: { email: person.email, licenseSlug }, orderBy: { id: 'desc' } });
    const pending = earlier.find((r) => !r.activatedAt && sameStreams(r.streamSlugs, streamSlugs));
    if (pending) {
      // Measured in real time, as the rows' timestamps are (a technical window like the rate limits, not a calendar rule).
      const touched = new Date();
      const resend = touched.getTime() - pending.updatedAt.getTime() >= RESEND_AFTER_MS;
      const registration = resend ? await tx.registration.update({ where: { id: pending.id }, data: { updatedAt: touched } }) : pending;
      return { kind: 'again', registration, resend } as const;
    }
    const registration = await tx.registration.create({
      data: {
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        licenseSlug,
        streamSlugs: [...streamSlugs],
        newsletter: person.newsletter,
        consent: true,
        activationCode: newActivationCode(),
      },
    });
    return { kind: 'new', registration } as const;
  });
}

/**
 * The trial licence asked for, as its slug and streams: the product's own form offers the trial licences of document
 * 2 §9; legacy clients also send the combined keys (document 4 §14).
 */
const trialSchema = (streamsOf: (slug: string) => readonly string[] | null) =>
  z.object({
    license: z.unknown().transform((value, ctx) => {
      const slug = typeof value === 'string' ? value.trim().toLowerCase() : '';
      const streamSlugs = !slug || slug.length > LICENSE_MAX_LENGTH ? null : streamsOf(slug);
      if (!streamSlugs) {
        reportIssue(ctx, slug ? { code: 'notAllowed' } : REQUIRED);
        return z.NEVER;
      }
      return { slug, streamSlugs };
    }),
  });
const TrialSchema = trialSchema((slug) => TRIAL_LICENSES[slug] ?? null);
const LegacyTrialSchema = trialSchema(trialStreamSlugs);

/** Registers a teacher for a trial licence and mails the activation link. */
export async function registerTrial(ctx: SignupContext, input: TrialRegistrationInput): Promise<RegistrationResult> {
  const { db, mailer, publicUrl } = ctx;
  const errors: FieldErrors = {};
  const person = validatePerson(input, errors);
  const trial = collect(input.legacyKeys ? LegacyTrialSchema : TrialSchema, input, errors);
  checkConsent(input, errors);
  if (hasErrors(errors) || !trial) return invalid(errors);
  const { slug, streamSlugs } = trial.license;

  const wait = await rateLimit(db, ctx.actor.ip, person.email);
  if (wait > 0) return { kind: 'rate-limited', seconds: wait };
  const found = await findOrCreate(ctx, person, slug, streamSlugs);
  if (found.kind === 'trial-used') {
    await mailer.send(trialUsedMail(person, await licenseName(db, slug, streamSlugs)));
  } else if (found.kind === 'new' || found.resend) {
    await mailer.send(activationMail(found.registration, await licenseName(db, slug, streamSlugs), publicUrl));
  }
  return { kind: 'ok', email: person.email };
}

/** The subjects asked for, before they are looked up: one or more, and no more than the product has. */
const StreamsSchema = z.object({
  streams: checked(z.unknown(), (value) => (!Array.isArray(value) || value.length === 0 ? REQUIRED : value.length > STREAMS_MAX ? { code: 'tooMany', max: STREAMS_MAX } : null)).transform(
    (value) => value as unknown[],
  ),
});

/**
 * The streams of a student licence: one or more known streams; from three on every stream of their one level
 * (document 2 §5). Issues go to `errors.streams`.
 */
async function chooseStudentStreams(db: Db, input: StudentRegistrationInput, errors: FieldErrors): Promise<string[]> {
  const requested = collect(StreamsSchema, input, errors)?.streams;
  if (!requested) return [];
  const wanted = [...new Set(requested.map((s) => (typeof s === 'string' ? s.trim().toLowerCase() : '')))];
  const known = await db.stream.findMany({ where: { slug: { in: wanted.filter(Boolean) } }, select: { slug: true } });
  if (known.length !== wanted.length) {
    addIssue(errors, 'streams', { code: 'notAllowed' });
    return [];
  }
  const ordered = (slugs: string[]) => db.stream.findMany({ where: { slug: { in: slugs } }, orderBy: streamOrder, select: { slug: true } }).then((rows) => rows.map((r) => r.slug));
  if (wanted.length < WHOLE_LEVEL_FROM) return ordered(wanted);
  const levels = new Set(wanted.map(levelOfStreamSlug));
  const level = [...levels][0];
  if (levels.size !== 1 || !level) {
    addIssue(errors, 'streams', { code: 'invalid' });
    return [];
  }
  const all = await db.stream.findMany({ where: { level: { slug: level } }, orderBy: streamOrder, select: { slug: true } });
  return all.map((s) => s.slug);
}

/** 'leerlinglicentie' or 'leerlinglicentie-{n}' for the number of subjects sent or included; anything else is refused. */
function studentLicenseIssue(license: unknown, sent: number, included: number) {
  if (license === undefined || license === null || license === '') return null;
  if (typeof license !== 'string') return { code: 'invalid' } as const;
  const match = /^leerlinglicentie(?:-(\d{1,2}))?$/.exec(license.trim().toLowerCase());
  if (!match) return { code: 'notAllowed' } as const;
  const count = match[1] === undefined ? null : Number(match[1]);
  return count === null || count === sent || count === included ? null : ({ code: 'notAllowed' } as const);
}

/**
 * Registers a student for a paid student licence: the registration, its payment at the provider (redirecting to the
 * activation page) and the activation mail. Without online payment nothing is stored; when the provider fails, the
 * new registration is removed again, so a refused request leaves nothing behind.
 */
export async function registerStudent(ctx: SignupContext, input: StudentRegistrationInput): Promise<RegistrationResult> {
  const { db, mailer, publicUrl } = ctx;
  const errors: FieldErrors = {};
  const person = validatePerson(input, errors);
  const requestedCount = Array.isArray(input.streams) ? new Set(input.streams).size : 0;
  const streamSlugs = await chooseStudentStreams(db, input, errors);
  if (streamSlugs.length) addIssue(errors, 'license', studentLicenseIssue(input.license, requestedCount, streamSlugs.length));
  checkConsent(input, errors);
  if (hasErrors(errors)) return invalid(errors);
  if (!ctx.payments) return { kind: 'payment-unavailable' };

  const wait = await rateLimit(db, ctx.actor.ip, person.email);
  if (wait > 0) return { kind: 'rate-limited', seconds: wait };
  const slug = studentLicenseSlug(streamSlugs.length);
  const found = await findOrCreate(ctx, person, slug, streamSlugs);
  if (found.kind === 'trial-used') throw new Error('A student licence is never a trial.');
  let registration = found.registration;
  if (!registration.paymentId) {
    try {
      registration = await startPayment(ctx, registration, studentLicensePriceCents(streamSlugs.length), 'first');
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // Only this request's own new registration is taken back; a pending one keeps waiting for its payment.
      if (found.kind === 'new') await db.registration.deleteMany({ where: { id: registration.id, paymentId: null, activatedAt: null } });
      return { kind: 'payment-failed' };
    }
  }
  if (found.kind === 'new' || found.resend) {
    await mailer.send(activationMail(registration, await licenseName(db, slug, streamSlugs), publicUrl));
  }
  return {
    kind: 'ok',
    email: person.email,
    student: { streamSlugs: registration.streamSlugs, amountCents: registration.paymentAmountCents ?? studentLicensePriceCents(registration.streamSlugs.length) },
  };
}

/**
 * Starts a payment for a registration and stores it, unless another request stored one first. `after` names what the
 * payment follows ('first', or the failed payment's id), so that two requests racing to start the same payment make
 * one: the provider answers the same idempotency key with the same payment.
 */
export async function startPayment(ctx: SignupContext, registration: Registration, amountCents: number, after: string): Promise<Registration> {
  const provider = ctx.payments;
  if (!provider) throw new PaymentProviderError('Online payment is not configured.');
  const payment = await provider.create({
    amountCents,
    description: `Vraagwerk leerlinglicentie (${registration.streamSlugs.length === 1 ? '1 vak' : `${registration.streamSlugs.length} vakken`})`,
    redirectUrl: activationUrl(ctx.publicUrl, registration.activationCode),
    webhookUrl: `${ctx.publicUrl}/api/payments/webhook`,
    metadata: { registration: registration.id },
    // Unique across installations that might share a Mollie account (a row id is not): the code is random.
    idempotencyKey: createHash('sha256').update(`${registration.activationCode}|after|${after}`).digest('base64url'),
  });
  const previous = registration.paymentId;
  // Stored only over the payment it follows: when another request stored one meanwhile (the same one, by the
  // idempotency key) or the registration was paid, that one counts.
  await ctx.db.registration.updateMany({
    where: { id: registration.id, paymentId: previous, activatedAt: null, OR: [{ paymentStatus: null }, { paymentStatus: { not: 'paid' } }] },
    data: { paymentId: payment.id, paymentStatus: payment.status, checkoutUrl: payment.checkoutUrl, paymentAmountCents: amountCents },
  });
  return ctx.db.registration.findUniqueOrThrow({ where: { id: registration.id } });
}

/** Is the registration's payment settled as paid (student licences), or is there none to pay (trials)? */
export const isPaidFor = (registration: Pick<Registration, 'licenseSlug' | 'paymentStatus'>) => isTrialSlug(registration.licenseSlug) || registration.paymentStatus === 'paid';

/** Does the stored payment status still need the provider's word? */
export const needsProvider = (registration: Pick<Registration, 'paymentId' | 'paymentStatus'>) => !!registration.paymentId && !isFinal(registration.paymentStatus);

/** The name of the licence a registration asks for: 'Proeflicentie Natuurkunde Havo', 'Leerlinglicentie Natuurkunde Havo, …'. */
export async function licenseName(db: Db, licenseSlug: string, streamSlugs: readonly string[]): Promise<string> {
  const streams = await db.stream.findMany({ where: { slug: { in: [...streamSlugs] } }, include: { course: true, level: true } });
  const names = streamSlugs
    .map((slug) => streams.find((s) => s.slug === slug))
    .filter((s) => !!s)
    .map((s) => `${s.course.name} ${s.level.name}`);
  return `${isTrialSlug(licenseSlug) ? 'Proeflicentie' : 'Leerlinglicentie'} ${names.join(', ')}`;
}
