// Online payment of student licences through Mollie's official client (@mollie/api-client). The product only ever
// believes what it asks Mollie itself: a webhook call carries nothing but a payment id, and the payment's status is
// then fetched back with the product's own key.
import { createMollieClient, Locale, MollieApiError, type MollieClient, type Payment } from '@mollie/api-client';
import type { Config } from '../../config.ts';

/** Mollie's payment statuses (https://docs.mollie.com/reference/get-payment): open, pending and authorized may still become paid. */
export type PaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

const STATUSES: readonly PaymentStatus[] = ['open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired'];

/** Statuses after which a payment never becomes paid: a new payment may be started. */
export const UNPAID_FINAL: ReadonlySet<string> = new Set<PaymentStatus>(['failed', 'canceled', 'expired']);

/** A status that will not change any more: the provider need not be asked again. */
export const isFinal = (status: string | null | undefined) => status === 'paid' || UNPAID_FINAL.has(status ?? '');

export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  /** Where the payer pays; only while the payment is open. */
  checkoutUrl: string | null;
  amountCents: number;
  metadata: unknown;
}

export interface NewPayment {
  amountCents: number;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  metadata: Record<string, string | number>;
  /** The same key twice (a retry, two requests racing) makes one payment: Mollie answers the first one again. */
  idempotencyKey: string;
}

export interface PaymentProvider {
  create(payment: NewPayment): Promise<ProviderPayment>;
  /** The payment as the provider knows it; null when the provider knows no payment with this id. */
  get(id: string): Promise<ProviderPayment | null>;
}

/** The provider could not be reached or refused the request: nothing may be assumed about the payment. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

const PAYMENT_ID = /^tr_[A-Za-z0-9]{1,60}$/;

/** A Mollie payment id (tr_…); anything else is never sent to Mollie. */
export const isPaymentId = (id: string) => PAYMENT_ID.test(id);

function toProviderPayment(payment: Payment): ProviderPayment {
  const status = STATUSES.includes(payment.status as PaymentStatus) ? (payment.status as PaymentStatus) : 'open';
  return {
    id: payment.id,
    status,
    checkoutUrl: status === 'open' ? payment.getCheckoutUrl() : null,
    amountCents: Math.round(Number(payment.amount.value) * 100),
    metadata: payment.metadata ?? null,
  };
}

function mollieProvider(client: MollieClient): PaymentProvider {
  const fail = (error: unknown): never => {
    throw new PaymentProviderError(error instanceof Error ? error.message : String(error));
  };
  return {
    async create(input) {
      const payment = await client.payments
        .create({
          amount: { currency: 'EUR', value: (input.amountCents / 100).toFixed(2) },
          description: input.description,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          metadata: input.metadata,
          locale: Locale.nl_NL,
          idempotencyKey: input.idempotencyKey,
        })
        .catch(fail);
      return toProviderPayment(payment);
    },
    async get(id) {
      if (!isPaymentId(id)) return null;
      try {
        return toProviderPayment(await client.payments.get(id));
      } catch (error) {
        if (error instanceof MollieApiError && error.statusCode === 404) return null;
        return fail(error);
      }
    },
  };
}

const providers = new WeakMap<object, PaymentProvider>();

/** The payment provider of a configuration (one client per configuration), or null when online payment is off. */
export function paymentProvider(config: Pick<Config, 'mollie'>): PaymentProvider | null {
  const mollie = config.mollie;
  if (!mollie) return null;
  let provider = providers.get(mollie);
  if (!provider) {
    provider = mollieProvider(createMollieClient({ apiKey: mollie.apiKey, apiEndpoint: mollie.apiUrl, versionStrings: ['Vraagwerk/1'] }));
    providers.set(mollie, provider);
  }
  return provider;
}
