// Activation by the code from the registration mail (document 2 §4.4; document 4 §11). The page asks the state of a
// code and moves it on: payment needed → registration exists (set a password: the account is made) → user exists
// (activate: the licence is made) → complete. Whoever holds the code has read the mail sent to the registration's
// address, so the code is the proof of that address: when an account with that address exists already, the licence
// goes to it without a password, and no second account is ever made. A code activates once, also when two requests
// race: the claim of the registration is one conditional update in the activation's transaction.
import type { Db } from '../../db/database.ts';
import type { Registration } from '../../db/generated/client.ts';
import { passwordIssue } from '../accounts/auth.ts';
import { hashPassword } from '../accounts/passwords.ts';
import type { Role } from '../access/grants.ts';
import { transact } from '../context.ts';
import { invalid, type Invalid } from '../errors.ts';
import { isTrialSlug, studentLicensePriceCents } from './catalogue.ts';
import { PaymentProviderError, UNPAID_FINAL, isPaymentId, type PaymentStatus, type ProviderPayment } from './payments.ts';
import { mayHoldTrial, provisionStudentLicense, provisionTrialLicense } from './provision.ts';
import { isPaidFor, licenseName, lockAddress, needsProvider, startPayment, trialUsed, type SignupContext } from './registration.ts';

/** What the activation page shows of a registration: never its code or its payment's ids. */
export interface RegistrationView {
  firstName: string;
  lastName: string;
  email: string;
  licenseSlug: string;
  licenseName: string;
  kind: 'trial' | 'student';
  /** What a student licence costs; null for a trial. */
  amountCents: number | null;
}

export type ActivationState =
  | { status: 'not-found' }
  | { status: 'activated-already'; activatedAt: Date }
  /** A student licence not paid yet: the open payment's checkout, or none when a new payment must be started. */
  | { status: 'payment-needed'; registration: RegistrationView; payment: { status: PaymentStatus | null; checkoutUrl: string | null } }
  /** A student licence not paid yet, and online payment is not configured (any more). */
  | { status: 'payment-unavailable'; registration: RegistrationView }
  | { status: 'registration-exists'; registration: RegistrationView }
  | { status: 'user-exists'; registration: RegistrationView };

export type ActivationStatus = ActivationState['status'];

/** Codes are URL-safe text of 32 characters (the seed's older ones 32 hex digits): anything else names nothing. */
const CODE = /^[A-Za-z0-9_-]{16,100}$/;

async function view(db: Db, registration: Registration): Promise<RegistrationView> {
  const trial = isTrialSlug(registration.licenseSlug);
  return {
    firstName: registration.firstName,
    lastName: registration.lastName,
    email: registration.email,
    licenseSlug: registration.licenseSlug,
    licenseName: await licenseName(db, registration.licenseSlug, registration.streamSlugs),
    kind: trial ? 'trial' : 'student',
    amountCents: trial ? null : (registration.paymentAmountCents ?? studentLicensePriceCents(Math.max(1, registration.streamSlugs.length))),
  };
}

function findRegistration(db: Db, code: unknown): Promise<Registration | null> {
  if (typeof code !== 'string' || !CODE.test(code)) return Promise.resolve(null);
  return db.registration.findUnique({ where: { activationCode: code } });
}

/**
 * What the provider says of a registration's payment, stored on it. Only the payment the registration holds counts,
 * and only when the provider's copy says it belongs to this registration (its metadata, set with the product's own key
 * when the payment was made) and pays the price. A paid registration stays paid.
 */
async function applyPayment(db: Db, registration: Registration, payment: ProviderPayment): Promise<Registration> {
  const owner = Number((payment.metadata as { registration?: unknown } | null)?.registration);
  if (payment.id !== registration.paymentId || owner !== registration.id || isTrialSlug(registration.licenseSlug)) return registration;
  if (payment.status === 'paid' && payment.amountCents < (registration.paymentAmountCents ?? Infinity)) return registration;
  await db.registration.updateMany({
    where: { id: registration.id, paymentId: payment.id, OR: [{ paymentStatus: null }, { paymentStatus: { not: 'paid' } }] },
    data: { paymentStatus: payment.status, checkoutUrl: payment.checkoutUrl },
  });
  return db.registration.findUniqueOrThrow({ where: { id: registration.id } });
}

/** The stored payment brought up to date with the provider, when its status can still change. */
async function refreshPayment(ctx: SignupContext, registration: Registration): Promise<Registration> {
  if (!ctx.payments || !needsProvider(registration)) return registration;
  try {
    const payment = await ctx.payments.get(registration.paymentId!);
    return payment ? await applyPayment(ctx.db, registration, payment) : registration;
  } catch (error) {
    // The provider is unreachable: the stored status stands; the page can be opened again.
    if (error instanceof PaymentProviderError) return registration;
    throw error;
  }
}

/** The state of a registration, with the registration as that state was judged on (its payment brought up to date). */
async function judge(ctx: SignupContext, found: Registration | null): Promise<{ state: ActivationState; registration: Registration | null }> {
  if (!found) return { state: { status: 'not-found' }, registration: null };
  if (found.activatedAt) return { state: { status: 'activated-already', activatedAt: found.activatedAt }, registration: found };
  const registration = await refreshPayment(ctx, found);
  const shown = await view(ctx.db, registration);
  if (!isPaidFor(registration)) {
    if (!ctx.payments) return { state: { status: 'payment-unavailable', registration: shown }, registration };
    const status = (registration.paymentStatus as PaymentStatus | null) ?? null;
    return { state: { status: 'payment-needed', registration: shown, payment: { status, checkoutUrl: status === 'open' ? registration.checkoutUrl : null } }, registration };
  }
  const account = await ctx.db.user.count({ where: { email: registration.email } });
  return { state: { status: account ? 'user-exists' : 'registration-exists', registration: shown }, registration };
}

const stateOf = async (ctx: SignupContext, found: Registration | null) => (await judge(ctx, found)).state;

/** The state of a code, asking the payment provider only while a payment's status can still change. */
export async function activationState(ctx: SignupContext, code: unknown): Promise<ActivationState> {
  return stateOf(ctx, await findRegistration(ctx.db, code));
}

export type StartPaymentResult = { kind: 'ok'; checkoutUrl: string } | { kind: 'refused'; state: ActivationState } | { kind: 'payment-failed' };

/**
 * The checkout of a student licence's payment: the open payment's, or a new payment's when there is none or the last
 * one was cancelled, expired or failed. A payment being processed (pending, authorized) or paid is not started again.
 */
export async function startActivationPayment(ctx: SignupContext, code: unknown): Promise<StartPaymentResult> {
  const { state, registration } = await judge(ctx, await findRegistration(ctx.db, code));
  if (state.status !== 'payment-needed' || !registration) return { kind: 'refused', state };
  if (state.payment.status === 'open' && state.payment.checkoutUrl) return { kind: 'ok', checkoutUrl: state.payment.checkoutUrl };
  if (state.payment.status !== null && !UNPAID_FINAL.has(state.payment.status)) return { kind: 'refused', state };
  try {
    const amount = registration.paymentAmountCents ?? studentLicensePriceCents(registration.streamSlugs.length);
    // The new payment follows the one judged here, so requests racing to replace it ask the provider with one key.
    const started = await startPayment(ctx, registration, amount, registration.paymentId ?? 'first');
    if (started.paymentStatus === 'open' && started.checkoutUrl) return { kind: 'ok', checkoutUrl: started.checkoutUrl };
    return { kind: 'refused', state: await stateOf(ctx, started) };
  } catch (error) {
    if (error instanceof PaymentProviderError) return { kind: 'payment-failed' };
    throw error;
  }
}

/** `userId`: the account just made; its holder chose the password this moment, so the caller signs them in. */
export type SetPasswordResult = { kind: 'ok'; state: ActivationState; userId: number } | Invalid | { kind: 'refused'; state: ActivationState };

/** 'registration exists': makes the account of the registration's address with this password (its address verified by the code). */
export async function setActivationPassword(ctx: SignupContext, input: { code: unknown; password: unknown }): Promise<SetPasswordResult> {
  const found = await findRegistration(ctx.db, input.code);
  const state = await stateOf(ctx, found);
  if (state.status !== 'registration-exists') return { kind: 'refused', state };
  const problem = passwordIssue(input.password);
  if (problem) return invalid({ password: [problem] });
  const passwordHash = await hashPassword(input.password as string);
  let userId: number;
  try {
    ({ id: userId } = await ctx.db.user.create({
      data: { email: found!.email, firstName: found!.firstName, lastName: found!.lastName, newsletter: found!.newsletter, role: null, passwordHash, emailVerifiedAt: ctx.now },
      select: { id: true },
    }));
  } catch (error) {
    // Two requests racing to make the account: the address is unique, the other one made it.
    if ((error as { code?: string }).code !== 'P2002') throw error;
    return { kind: 'refused', state: await stateOf(ctx, found) };
  }
  return { kind: 'ok', state: await stateOf(ctx, found), userId };
}

/**
 * Why the licence of a registration cannot be made: it names streams this product does not have (any more), or it
 * is a trial licence and the address's account is a student's — a trial licence is for teachers, and making one
 * would turn the student into a teacher of every stream their student seats open — or the address has used a trial of
 * one of its streams already (two registrations made before either was activated).
 */
export type LicenseRefusal = 'unknown-streams' | 'trial-for-teachers' | 'trial-used';

export type ActivateLicenseResult =
  | { kind: 'ok'; licenseId: number; userId: number; registration: RegistrationView }
  | { kind: 'refused'; state: ActivationState }
  /** This licence cannot be made (for this account): nothing was made or claimed, the code stays unused. */
  | { kind: 'license-invalid'; reason: LicenseRefusal };

/**
 * 'user exists': makes the licence for the account of the registration's address and marks the code used, in one
 * transaction. The registration is claimed by a conditional update first, so of two requests racing only one makes a
 * licence; the other finds the code used. A trial for a student's account is refused before the claim (the role is
 * read in the same transaction): nothing is made, and the code is not used up.
 */
export async function activateLicense(ctx: SignupContext, code: unknown): Promise<ActivateLicenseResult> {
  const found = await findRegistration(ctx.db, code);
  const state = await stateOf(ctx, found);
  if (state.status !== 'user-exists') return { kind: 'refused', state };
  const registration = found!;
  const streams = await ctx.db.stream.findMany({ where: { slug: { in: registration.streamSlugs } }, include: { course: true, level: true } });
  const ordered = registration.streamSlugs.map((slug) => streams.find((s) => s.slug === slug)).filter((s) => !!s);
  if (!ordered.length || ordered.length !== registration.streamSlugs.length) return { kind: 'license-invalid', reason: 'unknown-streams' };
  const trial = isTrialSlug(registration.licenseSlug);
  const outcome = await transact(ctx, async (inTx) => {
    const tx = inTx.db;
    if (trial) {
      await lockAddress(tx, registration.email);
      if (await trialUsed(tx, registration.email, registration.streamSlugs)) return { kind: 'license-invalid', reason: 'trial-used' } as const;
    }
    // The account is read locked: its role cannot change between this check and the licence.
    const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM users WHERE email = ${registration.email} FOR UPDATE`;
    const user = locked ? await tx.user.findUnique({ where: { id: locked.id } }) : null;
    if (!user) return null;
    if (trial && !mayHoldTrial(user.role as Role | null)) return { kind: 'license-invalid', reason: 'trial-for-teachers' } as const;
    const claimed = await tx.registration.updateMany({
      where: { id: registration.id, activatedAt: null, ...(trial ? {} : { paymentStatus: 'paid' }) },
      data: { activatedAt: inTx.now, userId: user.id },
    });
    if (!claimed.count) return null;
    const holder = { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role as Role | null, link: user.link };
    const license = trial ? await provisionTrialLicense(inTx, holder, ordered) : await provisionStudentLicense(inTx, holder, ordered);
    await tx.registration.update({ where: { id: registration.id }, data: { licenseId: license.id } });
    return { kind: 'ok', licenseId: license.id, userId: user.id } as const;
  });
  if (!outcome) return { kind: 'refused', state: await activationState(ctx, code) };
  if (outcome.kind === 'license-invalid') return outcome;
  return { ...outcome, registration: state.registration };
}

export type WebhookResult = 'updated' | 'ignored';

/**
 * Mollie's webhook: the call names a payment id and nothing else is believed. Only a payment the product made and
 * still waits for (not paid yet) is asked about (so a flood of made-up ids never reaches Mollie); it is fetched back with the
 * product's key and its status stored on the registration it belongs to. A payment the provider does not know, or an
 * id that is no payment id, changes nothing. Throws PaymentProviderError when the provider cannot be reached, so the
 * caller answers with an error and Mollie calls again.
 */
export async function paymentWebhook(ctx: SignupContext, id: string): Promise<WebhookResult> {
  if (!ctx.payments || !isPaymentId(id)) return 'ignored';
  const waiting = await ctx.db.registration.findFirst({ where: { paymentId: id, activatedAt: null, OR: [{ paymentStatus: null }, { paymentStatus: { not: 'paid' } }] } });
  if (!waiting) return 'ignored';
  const payment = await ctx.payments.get(id);
  if (!payment) return 'ignored';
  const stored = await applyPayment(ctx.db, waiting, payment);
  return stored.paymentStatus !== waiting.paymentStatus ? 'updated' : 'ignored';
}
