// Paying for a student licence (document 4 §11, §14; document 2 §4.4) through Mollie's official client against a
// loopback Mollie (tests/setup/mollie.ts) that records every call: the prices, the payment made at registration with
// the activation page as redirect and the product's webhook, the webhook believing only what Mollie says (a forged call
// changes nothing), paid / failed / expired / cancelled payments, starting again after a failed one (once, even when
// racing), asking Mollie only while a status can change, and a provider that fails or cannot be reached.
import { createHash } from 'node:crypto';
import { startTestServer, freePort, type TestServer } from '../setup/server.ts';
import { startSmtp, type TestSmtp } from '../setup/smtp.ts';
import { startMollie, type TestMollie } from '../setup/mollie.ts';
import { movableClock } from '../setup/practice.ts';
import { signedInClient, streamIdOf } from '../setup/factories.ts';
import { studentLicensePriceCents } from '../../server/domain/signup/catalogue.ts';

const time = movableClock();
let smtp: TestSmtp;
let mollie: TestMollie;
let server: TestServer;
let publicUrl: string;
const db = () => server.db.prisma;

beforeAll(async () => {
  smtp = await startSmtp();
  mollie = await startMollie();
  // The server's own address is its public one, so the loopback Mollie can call the webhook it was given.
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  server = await startTestServer({ PORT: String(port), PUBLIC_URL: publicUrl, SMTP_URL: smtp.url, MOLLIE_API_KEY: mollie.apiKey, MOLLIE_API_URL: mollie.apiUrl }, { clock: time.clock });
});
afterAll(async () => {
  await server?.close();
  await mollie?.close();
  await smtp?.close();
});
beforeEach(() => db().loginThrottle.deleteMany({ where: { key: { startsWith: 'rate|register-ip|' } } }));

let count = 0;
const address = () => `leerling-betaalt-${++count}@example.nl`;

const REGISTER_STUDENT = `mutation($input: RegisterStudentInput!) { registerStudent(input: $input) {
  __typename ... on RegisterStudentSuccess { email streamNames amountCents } ... on Error { message } } }`;
const ACTIVATION = `query($code: String!) { activation(code: $code) { status payment { status checkoutUrl } registration { licenseName kind amountCents } } }`;
const START = `mutation($code: String!) { startActivationPayment(code: $code) {
  __typename ... on StartActivationPaymentSuccess { checkoutUrl } ... on ActivationError { message activation { status } } ... on Error { message } } }`;

/** Registers a student licence through GraphQL; answers the code from the mail and the registration's payment id. */
async function register(streams: string[], email = address()) {
  const mail = smtp.waitFor(email);
  const answer = await server.graphql<{ registerStudent: unknown }>(REGISTER_STUDENT, { input: { firstName: 'Sanne', lastName: 'de Vries', email, streams, consent: true } });
  expect(answer.data!.registerStudent).toMatchObject({ __typename: 'RegisterStudentSuccess', email });
  const text = (await mail).text;
  const code = new RegExp(`${publicUrl.replace(/[.:/]/g, '\\$&')}/activate/([A-Za-z0-9_-]+)`).exec(text)![1]!;
  const registration = await db().registration.findUniqueOrThrow({ where: { activationCode: code } });
  const { streamNames, amountCents } = answer.data!.registerStudent as { streamNames: string[]; amountCents: number };
  return { email, code, text, registration, paymentId: registration.paymentId!, answered: { streamNames, amountCents } };
}

async function activation(code: string) {
  return (await server.graphql<{ activation: { status: string; payment: { status: string | null; checkoutUrl: string | null } | null } }>(ACTIVATION, { code })).data!.activation;
}

describe('prices (document 4 §14)', () => {
  it('are €20 for one subject, €35 for two and €40 from three on', () => {
    expect([1, 2, 3, 4, 11].map(studentLicensePriceCents)).toEqual([2000, 3500, 4000, 4000, 4000]);
    expect(() => studentLicensePriceCents(0)).toThrow(RangeError);
  });

  it("are what Mollie is asked for: 'leerlinglicentie-{count}', three subjects of a level being the whole level", async () => {
    const one = await register(['natuurkunde-havo']);
    const two = await register(['wiskunde-b-vwo', 'natuurkunde-havo']);
    const level = await register(['natuurkunde-havo', 'scheikunde-havo', 'wiskunde-a-havo']);
    expect([one, two, level].map((r) => [r.registration.licenseSlug, r.registration.streamSlugs, r.registration.paymentAmountCents, mollie.payments.get(r.paymentId)!.amount.value])).toEqual([
      ['leerlinglicentie-1', ['natuurkunde-havo'], 2000, '20.00'],
      ['leerlinglicentie-2', ['natuurkunde-havo', 'wiskunde-b-vwo'], 3500, '35.00'],
      ['leerlinglicentie-4', ['natuurkunde-havo', 'scheikunde-havo', 'wiskunde-a-havo', 'wiskunde-b-havo'], 4000, '40.00'],
    ]);
    // The form's answer says what the licence holds and costs, as the mail and the checkout do.
    expect([one, two, level].map((r) => r.answered)).toEqual([
      { streamNames: ['Natuurkunde Havo'], amountCents: 2000 },
      { streamNames: ['Natuurkunde Havo', 'Wiskunde B Vwo'], amountCents: 3500 },
      { streamNames: ['Natuurkunde Havo', 'Scheikunde Havo', 'Wiskunde A Havo', 'Wiskunde B Havo'], amountCents: 4000 },
    ]);
    expect(two.text).toContain('Via deze link betaal je € 35,00');
    expect(level.text).toContain('leerlinglicentie Natuurkunde Havo, Scheikunde Havo, Wiskunde A Havo, Wiskunde B Havo');
  });
});

describe('the payment made at registration', () => {
  it("is made with the product's key, the activation page as redirect, the product's webhook and the registration as metadata", async () => {
    const { code, registration, paymentId } = await register(['scheikunde-vwo']);
    const call = mollie.requests.find((r) => r.method === 'POST' && (r.body as { metadata?: { registration?: number } }).metadata?.registration === registration.id)!;
    expect(call.authorization).toBe(`Bearer ${mollie.apiKey}`);
    // The key is the registration's own (its random code), so another installation on the same Mollie account never shares it.
    expect(call.idempotencyKey).toBe(createHash('sha256').update(`${code}|after|first`).digest('base64url'));
    expect(call.body).toEqual({
      amount: { currency: 'EUR', value: '20.00' },
      description: 'Vraagwerk leerlinglicentie (1 vak)',
      redirectUrl: `${publicUrl}/activate/${code}`,
      webhookUrl: `${publicUrl}/api/payments/webhook`,
      metadata: { registration: registration.id },
      locale: 'nl_NL',
    });
    expect(registration).toMatchObject({ paymentId, paymentStatus: 'open', checkoutUrl: `${mollie.apiUrl.replace('/v2/', '')}/checkout/${paymentId}`, paymentAmountCents: 2000, activatedAt: null });
  });

  it('is refused by the provider: nothing is stored or mailed, and the student hears to try again', async () => {
    const email = address();
    mollie.refuseNextCreate(422);
    const answer = await server.graphql<{ registerStudent: unknown }>(REGISTER_STUDENT, { input: { firstName: 'Sanne', lastName: 'de Vries', email, streams: ['natuurkunde-vwo'], consent: true } });
    expect(answer.data!.registerStudent).toEqual({ __typename: 'PaymentUnavailableError', message: 'De betaling kon niet worden klaargezet. Probeer het over een paar minuten opnieuw.' });
    const rest = await server.client().json('POST', '/api/register-leerling', { first_name: 'Sanne', last_name: 'de Vries', email, streams: ['natuurkunde-vwo'], consent: true });
    expect(rest).toEqual({ status: 200, body: { status: 'success' } });
    // That second request did succeed; the first left nothing behind.
    expect(await db().registration.count({ where: { email } })).toBe(1);
    expect(await db().outboxEmail.count({ where: { to: email } })).toBe(1);
  });
});

describe('before payment', () => {
  it('shows the checkout and allows neither a password nor the licence; the status asks Mollie while the payment is open', async () => {
    const { code, paymentId } = await register(['nask1-vmbo']);
    const before = mollie.fetches(paymentId);
    expect(await activation(code)).toEqual({
      status: 'paymentNeeded',
      payment: { status: 'open', checkoutUrl: `${mollie.apiUrl.replace('/v2/', '')}/checkout/${paymentId}` },
      registration: { licenseName: 'Leerlinglicentie NaSk 1 Vmbo GT', kind: 'student', amountCents: 2000 },
    });
    expect(mollie.fetches(paymentId)).toBe(before + 1);
    const client = server.client();
    expect(await client.json('GET', `/api/activation-status?activation_code=${code}`)).toEqual({
      status: 200,
      body: {
        info: 'payment needed',
        checkout_url: `${mollie.apiUrl.replace('/v2/', '')}/checkout/${paymentId}`,
        payment_status: 'open',
        registration: { first_name: 'Sanne', last_name: 'de Vries', email: expect.any(String), license: 'leerlinglicentie-1', license_name: 'Leerlinglicentie NaSk 1 Vmbo GT', amount: '20.00' },
      },
    });
    expect(await client.json('POST', '/api/activate-account', { activation_code: code, password: 'mijn-wachtwoord' })).toEqual({ status: 406, body: { message: 'payment needed' } });
    expect(await client.json('POST', '/api/activate-license', { activation_code: code })).toEqual({ status: 406, body: { message: 'payment needed' } });
    const gql = await server.graphql<{ setActivationPassword: unknown }>(
      `mutation($code: String!) { setActivationPassword(code: $code, password: "mijn-wachtwoord") { __typename ... on ActivationError { message activation { status } } } }`,
      { code },
    );
    expect(gql.data!.setActivationPassword).toEqual({ __typename: 'ActivationError', message: 'Je licentie is nog niet betaald.', activation: { status: 'paymentNeeded' } });
    // An open payment is not started again: its own checkout is the answer.
    const start = await server.graphql<{ startActivationPayment: unknown }>(START, { code });
    expect(start.data!.startActivationPayment).toEqual({ __typename: 'StartActivationPaymentSuccess', checkoutUrl: `${mollie.apiUrl.replace('/v2/', '')}/checkout/${paymentId}` });
    expect(await db().user.count({ where: { email: (await db().registration.findUniqueOrThrow({ where: { activationCode: code } })).email } })).toBe(0);
  });
});

describe('the webhook', () => {
  it('changes nothing for a forged call: a payment not paid at Mollie, an id Mollie does not know, or no payment id at all', async () => {
    const { code, paymentId } = await register(['wiskunde-vmbo']);
    const visitor = server.client();
    // No session and no CSRF token, as Mollie calls it; form-encoded, as Mollie sends it.
    const post = (body: string, type = 'application/x-www-form-urlencoded') => fetch(`${server.url}/api/payments/webhook`, { method: 'POST', headers: { 'Content-Type': type }, body });
    const fetchesBefore = mollie.fetches(paymentId);
    const forged = await post(`id=${paymentId}&status=paid&amount=20.00`);
    expect(forged.status).toBe(200);
    expect(await forged.text()).toBe('');
    expect(mollie.fetches(paymentId)).toBe(fetchesBefore + 1);
    expect(await db().registration.findUniqueOrThrow({ where: { activationCode: code } })).toMatchObject({ paymentStatus: 'open', activatedAt: null });
    expect((await post('id=tr_vervalst123')).status).toBe(200);
    expect(mollie.fetches('tr_vervalst123')).toBe(0);
    expect((await post(JSON.stringify({ id: "'; DELETE FROM registrations; --" }), 'application/json')).status).toBe(200);
    expect((await post('geen=id')).status).toBe(422);
    expect(await activation(code)).toMatchObject({ status: 'paymentNeeded', payment: { status: 'open' } });
    expect((await visitor.json('POST', '/api/activate-license', { activation_code: code })).status).toBe(406);
  });

  it('stores a paid payment when Mollie says so: then the code asks for a password, Mollie is asked no more, and the student licence is made', async () => {
    const { email, code, paymentId, registration } = await register(['natuurkunde-havo', 'scheikunde-havo']);
    mollie.setStatus(paymentId, 'paid');
    expect(await mollie.notify(paymentId)).toBe(200);
    expect(await db().registration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({ paymentStatus: 'paid', checkoutUrl: null });
    const asked = mollie.fetches(paymentId);
    expect(await activation(code)).toMatchObject({ status: 'registrationExists', payment: null });
    expect(await activation(code)).toMatchObject({ status: 'registrationExists' });
    expect(mollie.fetches(paymentId)).toBe(asked);

    const client = server.client();
    expect((await client.json('POST', '/api/activate-account', { activation_code: code, password: 'mijn-wachtwoord' })).status).toBe(200);
    const done = await client.json<{ info: string; license: { type: string; begin: string; end: string } }>('POST', '/api/activate-license', { activation_code: code });
    expect(done).toMatchObject({ status: 200, body: { info: 'complete', license: { type: 'leerlinglicentie', begin: '2026-03-10', end: '2026-08-01' } } });

    const havo = await streamIdOf(db(), 'natuurkunde-havo');
    const chemistry = await streamIdOf(db(), 'scheikunde-havo');
    const user = await db().user.findUniqueOrThrow({ where: { email }, include: { seats: { include: { license: true, groups: true, privileges: { orderBy: { id: 'asc' } } } } } });
    expect(user.role).toBe('leerling');
    expect(user.seats).toHaveLength(1);
    const seat = user.seats[0]!;
    expect(seat).toMatchObject({ role: 'leerling', email, firstName: 'Sanne', lastName: 'de Vries', isActive: true, groups: [] });
    expect(seat.license).toMatchObject({ type: 'leerlinglicentie', description: 'Leerlinglicentie Natuurkunde Havo, Scheikunde Havo', ownerId: user.id });
    const period = { begin: new Date('2026-03-10'), end: new Date('2026-08-01') };
    expect(seat.privileges.map((p) => ({ action: p.action, objectType: p.objectType, objectId: p.objectId, begin: p.begin, end: p.end }))).toEqual([
      { action: 'licentie beheren', objectType: 'license', objectId: seat.licenseId, ...period },
      { action: 'oefensets uitvoeren', objectType: 'stream', objectId: havo, ...period },
      { action: 'oefensets uitvoeren', objectType: 'stream', objectId: chemistry, ...period },
    ]);
    // The student signs in and practises.
    const student = await signedInClient(server, email, 'mijn-wachtwoord');
    const me = await student.graphql<{ viewer: { areas: string[] } }>('{ viewer { areas } }');
    expect(me.data!.viewer.areas).toContain('selfPractice');
    // A late call for the same payment changes nothing any more, and Mollie is not asked about it.
    const before = mollie.fetches(paymentId);
    expect(await mollie.notify(paymentId)).toBe(200);
    expect(mollie.fetches(paymentId)).toBe(before);
    expect(await db().license.count({ where: { ownerId: user.id } })).toBe(1);
  });

  it('answers 503 when Mollie cannot be reached, so Mollie calls again', async () => {
    const { paymentId } = await register(['nask2-vmbo']);
    mollie.setStatus(paymentId, 'paid');
    mollie.setDown(true);
    try {
      expect(await mollie.notify(paymentId)).toBe(503);
    } finally {
      mollie.setDown(false);
    }
    expect(await db().registration.findFirstOrThrow({ where: { paymentId } })).toMatchObject({ paymentStatus: 'open' });
    expect(await mollie.notify(paymentId)).toBe(200);
    expect(await db().registration.findFirstOrThrow({ where: { paymentId } })).toMatchObject({ paymentStatus: 'paid' });
  });
});

describe('a payment that did not go through', () => {
  // A race, run on PostgreSQL too (CI's second run): on PGlite a transaction holds the one connection until
  // it ends, so racing transactions take turns there; only PostgreSQL runs them at once.
  it.each(['failed', 'expired', 'canceled'] as const)('(%s) is started again from the activation page, once even when two requests race', async (outcome) => {
    const { code, paymentId, registration } = await register(['natuurkunde-vwo']);
    mollie.setStatus(paymentId, outcome);
    // The status asks Mollie (the webhook may not have come): the last payment did not go through, no checkout.
    expect(await activation(code)).toMatchObject({ status: 'paymentNeeded', payment: { status: outcome, checkoutUrl: null } });
    const asked = mollie.fetches(paymentId);
    expect(await activation(code)).toMatchObject({ payment: { status: outcome } });
    expect(mollie.fetches(paymentId)).toBe(asked);

    const [a, b] = await Promise.all([1, 2].map(() => server.graphql<{ startActivationPayment: { __typename: string; checkoutUrl: string } }>(START, { code })));
    expect(a!.data!.startActivationPayment.__typename).toBe('StartActivationPaymentSuccess');
    expect(b!.data!.startActivationPayment).toEqual(a!.data!.startActivationPayment);
    const stored = await db().registration.findUniqueOrThrow({ where: { id: registration.id } });
    expect(stored.paymentId).not.toBe(paymentId);
    expect(a!.data!.startActivationPayment.checkoutUrl).toBe(`${mollie.apiUrl.replace('/v2/', '')}/checkout/${stored.paymentId}`);
    expect([...mollie.payments.values()].filter((p) => (p.metadata as { registration: number }).registration === registration.id)).toHaveLength(2);
    expect(mollie.payments.get(stored.paymentId!)).toMatchObject({ amount: { value: '20.00' }, redirectUrl: `${publicUrl}/activate/${code}` });

    // Paying the new one through Mollie's checkout page returns the payer to the activation page.
    const back = await fetch(`${a!.data!.startActivationPayment.checkoutUrl}?result=paid`, { redirect: 'manual' });
    expect(back.headers.get('location')).toBe(`${publicUrl}/activate/${code}`);
    expect(await activation(code)).toMatchObject({ status: 'registrationExists' });
  });

  it('is started again by the legacy status route itself (document 4 §11), and a pending one is not', async () => {
    const { code, paymentId } = await register(['wiskunde-a-vwo']);
    mollie.setStatus(paymentId, 'expired');
    const status = await server.client().json<{ info: string; checkout_url: string; payment_status: string }>('GET', `/api/activation-status?activation_code=${code}`);
    const stored = await db().registration.findUniqueOrThrow({ where: { activationCode: code } });
    expect(stored.paymentId).not.toBe(paymentId);
    expect(status.body).toMatchObject({ info: 'payment needed', checkout_url: `${mollie.apiUrl.replace('/v2/', '')}/checkout/${stored.paymentId}` });

    mollie.setStatus(stored.paymentId!, 'pending');
    const pending = await server.graphql<{ startActivationPayment: unknown }>(START, { code });
    expect(pending.data!.startActivationPayment).toEqual({ __typename: 'ActivationError', message: 'Je licentie is nog niet betaald.', activation: { status: 'paymentNeeded' } });
    expect((await db().registration.findUniqueOrThrow({ where: { activationCode: code } })).paymentId).toBe(stored.paymentId);
  });

  it('keeps the stored status when Mollie cannot be reached', async () => {
    const { code } = await register(['scheikunde-havo']);
    mollie.setDown(true);
    try {
      expect(await activation(code)).toMatchObject({ status: 'paymentNeeded', payment: { status: 'open' } });
    } finally {
      mollie.setDown(false);
    }
  });
});

describe('a repeated student registration', () => {
  it('re-sends the pending one with its payment, and makes no second payment', async () => {
    const first = await register(['wiskunde-b-havo']);
    await db().registration.updateMany({ where: { id: first.registration.id }, data: { updatedAt: new Date(Date.now() - 2 * 60 * 1000) } });
    const payments = mollie.payments.size;
    const again = await register(['wiskunde-b-havo'], first.email);
    expect(again.code).toBe(first.code);
    expect(again.paymentId).toBe(first.paymentId);
    expect(mollie.payments.size).toBe(payments);
  });
});
