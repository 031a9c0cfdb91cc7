// A real Mollie-like payment server on loopback for tests: it answers the calls the product makes through the official
// client (@mollie/api-client) — POST /v2/payments and GET /v2/payments/{id}, with Mollie's JSON, errors, bearer key
// and Idempotency-Key — and lets a test play the payer (paid, failed, expired, canceled) and Mollie's webhook call.
//
// The official client always connects over HTTPS and trusts only the CA bundle it ships with (its https.Agent gets
// that bundle as `ca`; no option of the client changes it). So the server speaks TLS with the self-signed loopback
// certificate below, and while it runs, TLS connections of the test process to this server's own address and port
// (and to no other) trust exactly that certificate: certificates are still verified, host name included. The product
// points the client at the server with MOLLIE_API_URL (the client's `apiEndpoint` option).
import { createServer } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import tls, { type ConnectionOptions } from 'node:tls';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/** A throwaway key and certificate for 127.0.0.1, valid until 2126: for this loopback server only. */
const TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgM6MLw2GPMO5mAhWD
b8hi0MvsIh8kE8duF78x+VPMuZChRANCAATPBCEOornW4sfy6FI7qdqJwRtbmjm4
kLYw25if0ggzKebce8+Tytz3FWlq9yC9auG9sIMmq+wxVIQen4gO3hQF
-----END PRIVATE KEY-----
`;
const TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBkDCCATagAwIBAgIUW8qpR8WuC5phVySVTUwqkWwTEecwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNjA1MDY0NloYDzIxMjYxMTAy
MDUwNjQ2WjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAATPBCEOornW4sfy6FI7qdqJwRtbmjm4kLYw25if0ggzKebce8+Tytz3
FWlq9yC9auG9sIMmq+wxVIQen4gO3hQFo2QwYjAdBgNVHQ4EFgQUNtS5XUBPU0pS
pnzgzZXJxsbXa5QwHwYDVR0jBBgwFoAUNtS5XUBPU0pSpnzgzZXJxsbXa5QwDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0gAMEUC
ICq3RNI+xOdeC/hcx6dYkdBPHKYWbSiuRluV97w2NQXQAiEAo5vCO+OTBgnzWXCw
WZW7woAAwLLqVVIMTBq2TFQctBA=
-----END CERTIFICATE-----
`;

export type MolliePaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface MolliePayment {
  id: string;
  status: MolliePaymentStatus;
  amount: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  webhookUrl: string | null;
  metadata: unknown;
  locale: string | null;
  createdAt: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}

export interface TestMollie {
  /** The API root to configure as MOLLIE_API_URL. */
  apiUrl: string;
  /** The key the server accepts; configure it as MOLLIE_API_KEY. */
  apiKey: string;
  payments: Map<string, MolliePayment>;
  requests: RecordedRequest[];
  /** How often the product fetched each payment (GET /v2/payments/{id}). */
  fetches(id: string): number;
  /** The payer (or time) changes a payment's status at Mollie. */
  setStatus(id: string, status: MolliePaymentStatus): void;
  /** Mollie's webhook call: POST id=<payment id> (form-encoded) to the payment's webhook URL; answers the HTTP status. */
  notify(id: string): Promise<number>;
  /** The next payment creation is refused with this HTTP status (a Mollie error answer). */
  refuseNextCreate(status?: number): void;
  /** Every call's connection is dropped without an answer (Mollie unreachable) until called with false. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/hal+json' });
  res.end(JSON.stringify(body));
}

const error = (status: number, title: string, detail: string) => ({ status, title, detail, _links: { documentation: { href: 'https://docs.mollie.com/errors', type: 'text/html' } } });

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

export async function startMollie(): Promise<TestMollie> {
  const apiKey = `test_${randomBytes(15).toString('hex')}`;
  const payments = new Map<string, MolliePayment>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: RecordedRequest[] = [];
  const fetchCounts = new Map<string, number>();
  let refuseNext: number | null = null;
  let down = false;
  let base = '';

  const json = (p: MolliePayment) => ({
    resource: 'payment',
    id: p.id,
    mode: 'test',
    createdAt: p.createdAt,
    amount: p.amount,
    description: p.description,
    method: null,
    metadata: p.metadata,
    status: p.status,
    isCancelable: false,
    ...(p.status === 'paid' ? { paidAt: new Date().toISOString() } : {}),
    profileId: 'pfl_loopback',
    sequenceType: 'oneoff',
    redirectUrl: p.redirectUrl,
    webhookUrl: p.webhookUrl,
    locale: p.locale,
    _links: {
      self: { href: `${base}/v2/payments/${p.id}`, type: 'application/hal+json' },
      ...(p.status === 'open' ? { checkout: { href: `${base}/checkout/${p.id}`, type: 'text/html' } } : {}),
      dashboard: { href: `${base}/dashboard/${p.id}`, type: 'text/html' },
    },
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    const text = await readBody(req);
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined);
    if (url.pathname.startsWith('/v2/')) {
      requests.push({ method: req.method ?? '', path: url.pathname, authorization: header('authorization'), idempotencyKey: header('idempotency-key'), body });
    }
    // Unreachable: the connection drops without an answer (the client does not retry that, unlike a 5xx).
    if (down) return void req.socket.destroy();

    // The payer's page: ?result=paid|failed|canceled|expired settles the payment and returns to the shop.
    const checkout = /^\/checkout\/(tr_\w+)$/.exec(url.pathname);
    if (checkout && req.method === 'GET') {
      const payment = payments.get(checkout[1]!);
      if (!payment) return send(res, 404, error(404, 'Not Found', 'No such checkout'));
      const result = url.searchParams.get('result');
      if (result) {
        payment.status = result as MolliePaymentStatus;
        res.writeHead(303, { Location: payment.redirectUrl });
        return res.end();
      }
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(
        `<!doctype html><html lang="nl"><title>Testbetaling</title><main><h1>Testbetaling ${payment.amount.value}</h1><a href="?result=paid">Betalen</a> <a href="?result=canceled">Annuleren</a></main></html>`,
      );
    }

    if (header('authorization') !== `Bearer ${apiKey}`) return send(res, 401, error(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate'));

    if (url.pathname === '/v2/payments' && req.method === 'POST') {
      const key = header('idempotency-key');
      const again = key ? byIdempotencyKey.get(key) : undefined;
      if (again) return send(res, 201, json(payments.get(again)!));
      if (refuseNext !== null) {
        const status = refuseNext;
        refuseNext = null;
        return send(res, status, error(status, 'Unprocessable Entity', 'The payment could not be created.'));
      }
      const input = (body ?? {}) as Record<string, unknown>;
      const amount = input.amount as { currency?: unknown; value?: unknown } | undefined;
      if (!amount || amount.currency !== 'EUR' || typeof amount.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value)) {
        return send(res, 422, { ...error(422, 'Unprocessable Entity', 'The amount is invalid'), field: 'amount' });
      }
      if (typeof input.description !== 'string' || !input.description) return send(res, 422, { ...error(422, 'Unprocessable Entity', 'The description is invalid'), field: 'description' });
      if (typeof input.redirectUrl !== 'string' || !/^https?:\/\//.test(input.redirectUrl)) {
        return send(res, 422, { ...error(422, 'Unprocessable Entity', 'The redirect URL is invalid'), field: 'redirectUrl' });
      }
      const payment: MolliePayment = {
        id: `tr_${randomBytes(5).toString('hex')}`,
        status: 'open',
        amount: { currency: 'EUR', value: amount.value },
        description: input.description,
        redirectUrl: input.redirectUrl,
        webhookUrl: typeof input.webhookUrl === 'string' ? input.webhookUrl : null,
        metadata: input.metadata ?? null,
        locale: typeof input.locale === 'string' ? input.locale : null,
        createdAt: new Date().toISOString(),
      };
      payments.set(payment.id, payment);
      if (key) byIdempotencyKey.set(key, payment.id);
      return send(res, 201, json(payment));
    }

    const one = /^\/v2\/payments\/([^/]+)$/.exec(url.pathname);
    if (one && req.method === 'GET') {
      const id = decodeURIComponent(one[1]!);
      fetchCounts.set(id, (fetchCounts.get(id) ?? 0) + 1);
      const payment = payments.get(id);
      if (!payment) return send(res, 404, error(404, 'Not Found', `No payment exists with token ${id}.`));
      return send(res, 200, json(payment));
    }
    return send(res, 404, error(404, 'Not Found', 'The resource does not exist.'));
  }

  const server = createServer({ key: TLS_KEY, cert: TLS_CERT }, (req, res) => {
    handle(req, res).catch((e: unknown) => send(res, 500, error(500, 'Internal Server Error', String(e))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  base = `https://127.0.0.1:${port}`;
  const restoreTrust = trustLoopbackCertificate(port);

  return {
    apiUrl: `${base}/v2/`,
    apiKey,
    payments,
    requests,
    fetches: (id) => fetchCounts.get(id) ?? 0,
    setStatus(id, status) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`No payment ${id} at the loopback Mollie`);
      payment.status = status;
    },
    async notify(id) {
      const payment = payments.get(id);
      if (!payment?.webhookUrl) throw new Error(`Payment ${id} has no webhook URL`);
      const response = await fetch(payment.webhookUrl, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ id }).toString() });
      await response.text();
      return response.status;
    },
    refuseNextCreate(status = 422) {
      refuseNext = status;
    },
    setDown(value) {
      down = value;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      restoreTrust();
    },
  };
}

/**
 * Connections to 127.0.0.1:<port> trust the loopback certificate (instead of the CA bundle the caller passed); every
 * other connection is left as it is. Node's https agents open their sockets through tls.connect(options).
 */
function trustLoopbackCertificate(port: number): () => void {
  const original = tls.connect;
  const patched = function (this: unknown, ...args: unknown[]) {
    const options = args[0] as ConnectionOptions | undefined;
    if (options && typeof options === 'object' && Number(options.port) === port && (options.host === '127.0.0.1' || options.host === undefined)) {
      args[0] = { ...options, ca: TLS_CERT };
    }
    return (original as (...a: unknown[]) => tls.TLSSocket).apply(this, args);
  } as typeof tls.connect;
  tls.connect = patched;
  return () => {
    if (tls.connect === patched) tls.connect = original;
  };
}
