// Registration and activation of trial licences (document 2 §4.4, §5, §9; document 4 §11, §14) through REST and
// GraphQL, with the activation mails read from the test's real SMTP server: validation in English (REST) and the
// spec's Dutch (GraphQL), every state of an activation code, the trial's contents on the fixed day, an existing
// account getting the licence, racing activations, repeated registrations, rate limits, the legacy combined keys, and
// a student licence refused when no online payment is configured (this server has no Mollie key).
import { startTestServer, type TestServer } from '../setup/server.ts';
import { startSmtp, type TestSmtp } from '../setup/smtp.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf } from '../setup/factories.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { movableClock } from '../setup/practice.ts';
import type { HttpClient } from '../setup/client.ts';

/** The fixed day of every test run, standing still: activation moments are literals. */
const time = movableClock();
let smtp: TestSmtp;
let server: TestServer;
const db = () => server.db.prisma;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://vraagwerk.example' }, { clock: time.clock });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});
// Every request comes from 127.0.0.1: the per-address limit is tested on its own, and starts over for each test.
beforeEach(() => db().loginThrottle.deleteMany({ where: { key: { startsWith: 'rate|register-ip|' } } }));

let count = 0;
const address = (name = 'docent') => `${name}-${++count}@school.example.nl`;

const trialBody = (email: string, license = 'proeflicentie-natuurkunde-havo') => ({ first_name: 'Marieke', last_name: 'van Dijk', email, license, consent: true });

/** Registers a trial through REST and answers the code from the mail the address received. */
async function registerTrial(email: string, license?: string): Promise<string> {
  const mail = smtp.waitFor(email);
  const answer = await server.client().json('POST', '/api/register', trialBody(email, license));
  expect(answer).toEqual({ status: 200, body: { status: 'success' } });
  return codeOf((await mail).text);
}

/** The global id of the first published topic of a stream (a Topic node). */
async function topicNodeId(streamSlug: string): Promise<string> {
  const topic = await db().topic.findFirstOrThrow({ where: { exam: { status: 'published', stream: { slug: streamSlug } } }, orderBy: { id: 'asc' }, select: { id: true } });
  return encodeGlobalID('Topic', topic.id);
}

const codeOf = (text: string) => /https:\/\/vraagwerk\.example\/activate\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

const ACTIVATION = `query($code: String!) { activation(code: $code) {
  status message activatedAt payment { status checkoutUrl }
  registration { firstName lastName email licenseName kind amountCents } } }`;
const SET_PASSWORD = `mutation($code: String!, $password: String!) { setActivationPassword(code: $code, password: $password) {
  __typename ... on SetActivationPasswordSuccess { activation { status } }
  ... on ActivationError { message activation { status } } ... on ValidationError { message fieldErrors { field messages } } } }`;
const ACTIVATE = `mutation($code: String!) { activateLicense(code: $code) {
  __typename ... on ActivateLicenseSuccess { email licenseName } ... on ActivationError { message activation { status } } } }`;
const REGISTER_TRIAL = `mutation($input: RegisterTrialInput!) { registerTrial(input: $input) {
  __typename ... on RegisterTrialSuccess { email } ... on ValidationError { message fieldErrors { field messages } }
  ... on RegistrationThrottledError { message retryAfterSeconds } } }`;
const REGISTER_STUDENT = `mutation($input: RegisterStudentInput!) { registerStudent(input: $input) {
  __typename ... on RegisterStudentSuccess { email } ... on ValidationError { fieldErrors { field messages } } ... on Error { message } } }`;

async function activation(client: HttpClient, code: string) {
  return (await client.graphql<{ activation: Record<string, unknown> }>(ACTIVATION, { code })).data!.activation;
}

const fieldErrors = (result: unknown) => Object.fromEntries(((result as { fieldErrors?: { field: string; messages: string[] }[] }).fieldErrors ?? []).map((e) => [e.field, e.messages]));

describe('the registration forms', () => {
  it('offers the trial licences of document 2 §9, the student subjects per level and their prices, and says there is no online payment', async () => {
    const answer = await server.graphql<{ signupOptions: Record<string, unknown> }>(`{ signupOptions {
      trialLicenses { slug name } studentLevels { slug name streams { slug courseName } } prices { subjects amountCents } wholeLevelFrom onlinePayment
      trialDays trialStudentSeats studentLicenseEnd } }`);
    const options = answer.data!.signupOptions as {
      trialLicenses: { slug: string; name: string }[];
      studentLevels: { slug: string; streams: { slug: string }[] }[];
    };
    expect(options.trialLicenses).toEqual([
      { slug: 'proeflicentie-nask1', name: 'NaSk 1 Vmbo GT' },
      { slug: 'proeflicentie-nask2', name: 'NaSk 2 Vmbo GT' },
      { slug: 'proeflicentie-natuurkunde-havo', name: 'Natuurkunde Havo' },
      { slug: 'proeflicentie-natuurkunde-vwo', name: 'Natuurkunde Vwo' },
      { slug: 'proeflicentie-scheikunde-havo', name: 'Scheikunde Havo' },
      { slug: 'proeflicentie-scheikunde-vwo', name: 'Scheikunde Vwo' },
      { slug: 'proeflicentie-wiskunde', name: 'Wiskunde Vmbo GT' },
      { slug: 'proeflicentie-wiskunde-a-havo', name: 'Wiskunde A Havo' },
      { slug: 'proeflicentie-wiskunde-a-vwo', name: 'Wiskunde A Vwo' },
      { slug: 'proeflicentie-wiskunde-b-havo', name: 'Wiskunde B Havo' },
      { slug: 'proeflicentie-wiskunde-b-vwo', name: 'Wiskunde B Vwo' },
    ]);
    expect(options.studentLevels.map((l) => [l.slug, l.streams.map((s) => s.slug)])).toEqual([
      ['vmbo', ['nask1-vmbo', 'nask2-vmbo', 'wiskunde-vmbo']],
      ['havo', ['natuurkunde-havo', 'scheikunde-havo', 'wiskunde-a-havo', 'wiskunde-b-havo']],
      ['vwo', ['natuurkunde-vwo', 'scheikunde-vwo', 'wiskunde-a-vwo', 'wiskunde-b-vwo']],
    ]);
    expect(answer.data!.signupOptions).toMatchObject({
      prices: [
        { subjects: 1, amountCents: 2000 },
        { subjects: 2, amountCents: 3500 },
        { subjects: 3, amountCents: 4000 },
      ],
      wholeLevelFrom: 3,
      onlinePayment: false,
      // The facts the forms word (document 2 §9): a trial runs 10 days with 3 student seats; a student licence bought on
      // the tests' day (10 March 2026) runs until 1 August 2026.
      trialDays: 10,
      trialStudentSeats: 3,
      studentLicenseEnd: '2026-08-01',
    });
  });

  it('lets the registration page be framed by the product itself only', async () => {
    const page = await server.get('/registreer');
    await page.text();
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });
});

describe('validation', () => {
  it("answers GraphQL in the spec's Dutch, per field, and stores and sends nothing", async () => {
    const before = await db().registration.count();
    const empty = await server.graphql<{ registerTrial: { __typename: string } }>(REGISTER_TRIAL, {
      input: { firstName: ' ', lastName: '', email: '', license: '', consent: false },
    });
    expect(empty.data!.registerTrial.__typename).toBe('ValidationError');
    expect(fieldErrors(empty.data!.registerTrial)).toEqual({
      firstName: ['Voornaam vereist'],
      lastName: ['Achternaam vereist'],
      email: ['Geldig e-mailadres vereist'],
      license: ['Vak/niveau keuze vereist'],
      consent: ['Ga akkoord met de voorwaarden voor een proeflicentie.'],
    });
    const wrong = await server.graphql<{ registerTrial: { __typename: string } }>(REGISTER_TRIAL, {
      input: { firstName: 'Marieke', lastName: 'van Dijk', email: 'marieke@', license: 'proeflicentie-biologie', consent: true },
    });
    expect(fieldErrors(wrong.data!.registerTrial)).toEqual({ email: ['Geldig e-mailadres vereist'], license: ['Vak/niveau keuze vereist'] });

    const student = await server.graphql<{ registerStudent: { __typename: string } }>(REGISTER_STUDENT, {
      input: { firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@example.nl', streams: [], consent: false },
    });
    expect(fieldErrors(student.data!.registerStudent)).toEqual({
      streams: ['Kies één of meerdere vakken'],
      consent: ['Ga akkoord met de voorwaarden om een licentie aan te vragen.'],
    });
    // Three subjects or more are every subject of one level: havo and vwo together cannot be chosen.
    const mixed = await server.graphql<{ registerStudent: { __typename: string } }>(REGISTER_STUDENT, {
      input: { firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@example.nl', streams: ['natuurkunde-havo', 'scheikunde-havo', 'natuurkunde-vwo'], consent: true },
    });
    expect(fieldErrors(mixed.data!.registerStudent)).toEqual({ streams: ['Met drie of meer vakken krijg je alle vakken van één niveau: kies vakken van één niveau.'] });
    const unknown = await server.graphql<{ registerStudent: { __typename: string } }>(REGISTER_STUDENT, {
      input: { firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@example.nl', streams: ['biologie-havo'], consent: true },
    });
    expect(fieldErrors(unknown.data!.registerStudent)).toEqual({ streams: ['Kies vakken uit de lijst'] });
    expect(await db().registration.count()).toBe(before);
    expect(await db().outboxEmail.count({ where: { to: 'marieke@' } })).toBe(0);
  });

  it("answers REST with document 4's 422 in English", async () => {
    const client = server.client();
    expect(await client.json('POST', '/api/register', {})).toEqual({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: {
          first_name: ['The first name field is required.'],
          last_name: ['The last name field is required.'],
          email: ['The email field is required.'],
          license: ['The license field is required.'],
        },
      },
    });
    expect(await client.json('POST', '/api/register', { ...trialBody('geen-adres'), license: 'proeflicentie-biologie', consent: false })).toEqual({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { email: ['The email must be a valid email address.'], license: ['The selected license is invalid.'], consent: ['The consent field is required.'] },
      },
    });
    expect(await client.json('POST', '/api/register', { ...trialBody('lang@example.nl'), first_name: 'x'.repeat(256) })).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { first_name: ['The first name may not be greater than 255 characters.'] } },
    });
    expect(
      await client.json('POST', '/api/register-leerling', {
        first_name: 'Sanne',
        last_name: 'de Vries',
        email: 'sanne@example.nl',
        license: 'leerlinglicentie-3',
        streams: ['natuurkunde-havo'],
        consent: 1,
      }),
    ).toEqual({ status: 422, body: { message: 'The given data was invalid.', errors: { license: ['The selected license is invalid.'] } } });
    // Yes and no as Laravel reads them (one parser for every legacy flag): 'on' and 'yes' are yes; other words fail.
    expect(await client.json('POST', '/api/register', { ...trialBody('vlag@example.nl'), consent: 'misschien' })).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { consent: ['The consent is invalid.'] } },
    });
    expect(await client.json('POST', '/api/register', { ...trialBody('vlag@example.nl'), consent: 'off' })).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { consent: ['The consent field is required.'] } },
    });
    const sent = smtp.waitFor('vlag@example.nl');
    expect(await client.json('POST', '/api/register', { ...trialBody('vlag@example.nl'), consent: 'on', newsletter: 'yes' })).toEqual({ status: 200, body: { status: 'success' } });
    await sent;
    expect(await db().registration.findFirstOrThrow({ where: { email: 'vlag@example.nl' }, select: { consent: true, newsletter: true } })).toEqual({ consent: true, newsletter: true });
  });
});

describe('a trial licence from registration to activation', () => {
  it('mails the activation link and walks every state of the code: registration exists → user exists → complete → used', async () => {
    const email = address();
    const mail = smtp.waitFor(email);
    const visitor = server.client();
    expect(await visitor.json('POST', '/api/register', { ...trialBody(email.toUpperCase()), newsletter: true })).toEqual({ status: 200, body: { status: 'success' } });
    const received = await mail;
    expect(received.subject).toBe('Aanmelding Vraagwerk');
    expect(received.text).toContain('Beste Marieke,');
    expect(received.text).toContain('proeflicentie Natuurkunde Havo');
    const code = codeOf(received.text);
    expect(code.length).toBeGreaterThanOrEqual(32);
    const stored = await db().registration.findFirstOrThrow({ where: { email } });
    expect(stored).toMatchObject({
      firstName: 'Marieke',
      lastName: 'van Dijk',
      licenseSlug: 'proeflicentie-natuurkunde-havo',
      streamSlugs: ['natuurkunde-havo'],
      newsletter: true,
      consent: true,
      activationCode: code,
      activatedAt: null,
    });

    // registration exists: the page asks for a password. The answers never carry the code.
    const rest = await visitor.json<Record<string, unknown>>('GET', `/api/activation-status?activation_code=${code}`);
    expect(rest).toEqual({
      status: 200,
      body: {
        info: 'registration exists',
        registration: { first_name: 'Marieke', last_name: 'van Dijk', email, license: 'proeflicentie-natuurkunde-havo', license_name: 'Proeflicentie Natuurkunde Havo', amount: null },
      },
    });
    expect(await activation(visitor, code)).toEqual({
      status: 'registrationExists',
      message: null,
      activatedAt: null,
      payment: null,
      registration: { firstName: 'Marieke', lastName: 'van Dijk', email, licenseName: 'Proeflicentie Natuurkunde Havo', kind: 'trial', amountCents: null },
    });
    // Activating before there is an account is refused and changes nothing.
    expect(await visitor.json('POST', '/api/activate-license', { activation_code: code })).toEqual({ status: 406, body: { message: 'user does not exist' } });
    const early = await visitor.graphql<{ activateLicense: unknown }>(ACTIVATE, { code });
    expect(early.data!.activateLicense).toEqual({ __typename: 'ActivationError', message: 'Kies eerst een wachtwoord voor je account.', activation: { status: 'registrationExists' } });

    // Passwords: a missing one is document 4's 400, a short one the product's rule.
    expect(await visitor.json('POST', '/api/activate-account', { activation_code: code })).toEqual({ status: 400, body: { message: 'password required' } });
    expect(await visitor.json('POST', '/api/activate-account', { activation_code: code, password: 'kort' })).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { password: ['The password must be between 8 and 128 characters.'] } },
    });
    const short = await visitor.graphql<{ setActivationPassword: unknown }>(SET_PASSWORD, { code, password: 'kort' });
    expect(short.data!.setActivationPassword).toEqual({
      __typename: 'ValidationError',
      message: 'Controleer de velden.',
      fieldErrors: [{ field: 'password', messages: ['Het wachtwoord moet minimaal 8 en maximaal 128 tekens hebben.'] }],
    });
    expect(await db().user.count({ where: { email } })).toBe(0);

    // The password makes the account: user exists.
    const set = await visitor.graphql<{ setActivationPassword: unknown }>(SET_PASSWORD, { code, password: 'mijn-proef-wachtwoord' });
    expect(set.data!.setActivationPassword).toEqual({ __typename: 'SetActivationPasswordSuccess', activation: { status: 'userExists' } });
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({ firstName: 'Marieke', lastName: 'van Dijk', role: null, newsletter: true, emailVerifiedAt: new Date('2026-03-10T10:00:00.000Z') });
    const again = await visitor.graphql<{ setActivationPassword: unknown }>(SET_PASSWORD, { code, password: 'een-ander-wachtwoord' });
    expect(again.data!.setActivationPassword).toEqual({
      __typename: 'ActivationError',
      message: 'Je account bestaat al: je licentie kan nu worden geactiveerd.',
      activation: { status: 'userExists' },
    });
    expect(await visitor.json('POST', '/api/activate-account', { activation_code: code, password: 'een-ander-wachtwoord' })).toEqual({ status: 406, body: { message: 'user exists' } });
    expect((await visitor.json('GET', `/api/activation-status?activation_code=${code}`)).body).toMatchObject({ info: 'user exists' });

    // Activating makes the licence: complete.
    const done = await visitor.graphql<{ activateLicense: unknown }>(ACTIVATE, { code });
    expect(done.data!.activateLicense).toEqual({ __typename: 'ActivateLicenseSuccess', email, licenseName: 'Proeflicentie Natuurkunde Havo' });
    const used = await db().registration.findUniqueOrThrow({ where: { id: stored.id } });
    expect(used.activatedAt).toEqual(new Date('2026-03-10T10:00:00.000Z'));
    expect(used.userId).toBe(user.id);
    expect(used.licenseId).not.toBeNull();

    // A used code: 'Ongeldige registratiecode', and nothing more happens.
    expect(await activation(visitor, code)).toEqual({
      status: 'activatedAlready',
      message: 'Ongeldige registratiecode',
      activatedAt: '2026-03-10T10:00:00.000Z',
      payment: null,
      registration: null,
    });
    expect(await visitor.json('GET', `/api/activation-status?activation_code=${code}`)).toEqual({
      status: 200,
      body: { info: 'registration activated already', activated: '2026-03-10T10:00:00.000000Z' },
    });
    const twice = await visitor.graphql<{ activateLicense: unknown }>(ACTIVATE, { code });
    expect(twice.data!.activateLicense).toEqual({ __typename: 'ActivationError', message: 'Ongeldige registratiecode', activation: { status: 'activatedAlready' } });
    expect(await visitor.json('POST', '/api/activate-license', { activation_code: code })).toEqual({ status: 406, body: { message: 'registration activated already' } });
    expect(await db().license.count({ where: { ownerId: user.id } })).toBe(1);

    // The new teacher signs in with the chosen password.
    const teacher = await signedInClient(server, email, 'mijn-proef-wachtwoord');
    const me = await teacher.json<{ role: string; seats: { role: string; license: { type: string; end: string } }[] }>('GET', '/api/user');
    expect(me.body.role).toBe('docent');
    expect(me.body.seats.map((s) => [s.role, s.license.type, s.license.end])).toEqual([['docent', 'proeflicentie', '2026-03-20']]);
  });

  it("knows no unknown code: 'Onbekende registratiecode', in both interfaces", async () => {
    const visitor = server.client();
    for (const code of ['ditbestaatniet-ditbestaatniet-1234', 'kort', "'; DROP TABLE registrations; --"]) {
      expect(await activation(visitor, code)).toEqual({ status: 'notFound', message: 'Onbekende registratiecode', activatedAt: null, payment: null, registration: null });
      expect(await visitor.json('GET', `/api/activation-status?activation_code=${encodeURIComponent(code)}`)).toEqual({ status: 200, body: { info: 'registration not found' } });
      expect(await visitor.json('POST', '/api/activate-license', { activation_code: code })).toEqual({ status: 406, body: { message: 'activation_code invalid' } });
      expect(await visitor.json('POST', '/api/activate-account', { activation_code: code, password: 'lang-genoeg-wachtwoord' })).toEqual({ status: 406, body: { message: 'activation_code invalid' } });
    }
    expect(await visitor.json('GET', '/api/activation-status')).toEqual({ status: 200, body: { info: 'registration not found' } });
  });

  it('holds exactly what a trial licence holds (document 2 §1, §9): 10 days, one group, three student seats, the privileges, a linked demo student', async () => {
    const email = address();
    const code = await registerTrial(email, 'proeflicentie-nask1');
    const visitor = server.client();
    expect(await visitor.json('POST', '/api/activate-account', { activation_code: code, password: 'mijn-proef-wachtwoord' })).toMatchObject({ status: 200, body: { info: 'user exists' } });
    const done = await visitor.json<{ info: string; license: { id: string; type: string; begin: string; end: string } }>('POST', '/api/activate-license', { activation_code: code });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ info: 'complete', license: { type: 'proeflicentie', begin: '2026-03-10', end: '2026-03-20' } });
    expect(JSON.stringify(done.body)).not.toContain(code);

    const nask1 = await streamIdOf(db(), 'nask1-vmbo');
    const teacher = await db().user.findUniqueOrThrow({ where: { email } });
    const license = await db().license.findFirstOrThrow({
      where: { ownerId: teacher.id },
      include: { groups: true, seats: { orderBy: { id: 'asc' }, include: { user: true, groups: true, privileges: { orderBy: { id: 'asc' } } } } },
    });
    expect(license).toMatchObject({ type: 'proeflicentie', description: 'Proeflicentie NaSk 1 Vmbo GT', begin: new Date('2026-03-10'), end: new Date('2026-03-20'), isActive: true, brinId: null });
    expect(license.groups.map((g) => [g.name, g.streamId])).toEqual([['NaSk 1', nask1]]);
    const groupId = license.groups[0]!.id;
    const period = { begin: new Date('2026-03-10'), end: new Date('2026-03-20') };
    expect(license.seats.map((s) => [s.role, s.groups.map((g) => g.groupId)])).toEqual([
      ['docent', [groupId]],
      ['leerling', [groupId]],
      ['leerling', [groupId]],
      ['leerling', [groupId]],
    ]);
    const [docent, demoSeat, ...empty] = license.seats;
    expect(docent!.userId).toBe(teacher.id);
    expect(docent!.privileges.map((p) => ({ action: p.action, objectType: p.objectType, objectId: p.objectId, begin: p.begin, end: p.end }))).toEqual([
      { action: 'licentie beheren', objectType: 'license', objectId: license.id, ...period },
      { action: 'groepen beheren', objectType: 'group', objectId: groupId, ...period },
      { action: 'beperkt opgavensets samenstellen', objectType: 'stream', objectId: nask1, ...period },
    ]);
    for (const seat of [demoSeat!, ...empty]) {
      expect(seat.privileges.map((p) => ({ action: p.action, objectType: p.objectType, objectId: p.objectId, begin: p.begin, end: p.end }))).toEqual([
        { action: 'oefensets uitvoeren', objectType: 'stream', objectId: nask1, ...period },
      ]);
    }
    expect(empty.map((s) => s.userId)).toEqual([null, null]);
    // The teacher became docent with a link; the demo student shares it, on the first student seat.
    expect(teacher.role).toBe('docent');
    expect(teacher.link).toMatch(/^[0-9a-f]{32}$/);
    expect(demoSeat!.user).toMatchObject({ firstName: 'Demo', lastName: 'Leerling', role: 'leerling', link: teacher.link, passwordHash: null, data: { grade: 'Vmbo 4' } });
    expect(demoSeat!.user!.email).toMatch(/^leerling-[a-z0-9]{6}@vraagwerk\.nl$/);
    expect(demoSeat!.email).toBe(demoSeat!.user!.email);

    // The teacher may switch to the demo student (the linked account).
    const signedIn = await signedInClient(server, email, 'mijn-proef-wachtwoord');
    const linked = await signedIn.json<{ email: string }[]>('GET', '/api/user/switch');
    expect(linked.body.map((u) => u.email)).toEqual([email, demoSeat!.user!.email]);
  });

  it('gives the licence to the account the address has already — the mailed code proves the address — and makes no second account', async () => {
    // An account made by an earlier activation that never got its licence: no role yet.
    const existing = await createUser(db(), { role: null, email: address('bestaand'), firstName: 'Kees', lastName: 'Bestaand', password: 'zijn-eigen-wachtwoord' });
    const code = await registerTrial(existing.email, 'proeflicentie-wiskunde-b-vwo');
    const visitor = server.client();
    expect(await activation(visitor, code)).toMatchObject({ status: 'userExists' });
    // No password step for an existing account.
    const set = await visitor.graphql<{ setActivationPassword: { __typename: string } }>(SET_PASSWORD, { code, password: 'een-nieuw-wachtwoord' });
    expect(set.data!.setActivationPassword.__typename).toBe('ActivationError');
    const done = await visitor.graphql<{ activateLicense: { __typename: string } }>(ACTIVATE, { code });
    expect(done.data!.activateLicense.__typename).toBe('ActivateLicenseSuccess');
    expect(await db().user.count({ where: { email: existing.email } })).toBe(1);
    const user = await db().user.findUniqueOrThrow({ where: { email: existing.email }, include: { seats: { include: { license: true } } } });
    expect(user.role).toBe('docent');
    expect(user.seats.map((s) => [s.role, s.license.description])).toEqual([['docent', 'Proeflicentie Wiskunde B Vwo']]);
    // The password stays the account's own.
    await signedInClient(server, existing.email, 'zijn-eigen-wachtwoord');
  });

  it('signs out whoever else is signed in on this browser when activating, and keeps the holder signed in', async () => {
    const code = await registerTrial(address());
    const someoneElse = await signedInClient(server, 'docent@vraagwerk.nl');
    expect((await someoneElse.json('POST', '/api/activate-account', { activation_code: code, password: 'mijn-proef-wachtwoord' })).status).toBe(200);
    const done = await someoneElse.graphql<{ activateLicense: { __typename: string } }>(
      `mutation($code: String!) { activateLicense(code: $code) {
      __typename ... on ActivateLicenseSuccess { viewer { user { email } } } } }`,
      { code },
    );
    expect(done.data!.activateLicense).toEqual({ __typename: 'ActivateLicenseSuccess', viewer: { user: null } });
    expect((await someoneElse.json('GET', '/api/user')).status).toBe(401);

    // A participant asking for a trial becomes a teacher: the answer already sees the new role and licence.
    const holder = await createUser(db(), { role: 'participant', email: address('ingelogd') });
    const own = await registerTrial(holder.email, 'proeflicentie-scheikunde-havo');
    const signedIn = await signedInClient(server, holder.email);
    const mine = await signedIn.graphql<{ activateLicense: unknown }>(
      `mutation($code: String!) { activateLicense(code: $code) {
      __typename ... on ActivateLicenseSuccess { viewer { user { email role } areas licenseNotices { daysLeft } } } } }`,
      { code: own },
    );
    expect(mine.data!.activateLicense).toEqual({
      __typename: 'ActivateLicenseSuccess',
      // A 10-day trial's last valid day is 9 days away: its manager is told from the first day.
      viewer: { user: { email: holder.email, role: 'docent' }, areas: expect.arrayContaining(['teacher', 'licenses']), licenseNotices: [{ daysLeft: 9 }] },
    });
  });

  it("refuses a trial for a student's account (a school seat), in both interfaces: nothing is made and the code stays unused", async () => {
    const school = await createLicense(db(), { description: 'School van de leerling' });
    const havo = await streamIdOf(db(), 'natuurkunde-havo');
    const student = await createUser(db(), { role: 'leerling', email: address('leerling') });
    await createSeat(db(), { licenseId: school.id, userId: student.id, role: 'leerling', privileges: [{ action: 'oefensets uitvoeren', objectId: havo }] });
    const code = await registerTrial(student.email, 'proeflicentie-natuurkunde-havo');
    const before = { users: await db().user.count(), licenses: await db().license.count(), seats: await db().seat.count() };

    const visitor = server.client();
    expect(await visitor.json('POST', '/api/activate-license', { activation_code: code })).toEqual({
      status: 406,
      body: { message: 'A trial licence is for teachers. This e-mail address belongs to a student account; request the trial with the address you use as a teacher.' },
    });
    const gql = await (
      await signedInClient(server, student.email)
    ).graphql<{ activateLicense: { __typename: string; activation?: unknown } }>(
      `mutation($code: String!) { activateLicense(code: $code) { __typename ... on ActivationError { message activation { status } } } }`,
      { code },
    );
    expect(gql.data!.activateLicense).toEqual({
      __typename: 'ActivationError',
      message: 'Een proeflicentie is voor docenten. Dit e-mailadres hoort bij een leerlingaccount; vraag de proeflicentie aan met het e-mailadres waarmee je als docent werkt.',
      activation: { status: 'userExists' },
    });
    // Still a student with their one seat; no licence, no demo student, the code not used up.
    expect(await db().user.findUniqueOrThrow({ where: { id: student.id }, select: { role: true, link: true } })).toEqual({ role: 'leerling', link: null });
    expect({ users: await db().user.count(), licenses: await db().license.count(), seats: await db().seat.count() }).toEqual(before);
    expect(await db().registration.findFirstOrThrow({ where: { activationCode: code }, select: { activatedAt: true, licenseId: true } })).toEqual({ activatedAt: null, licenseId: null });
    // So the stream's marking schemes stay closed to them.
    const answers = await (
      await signedInClient(server, student.email)
    ).graphql<{ node: { viewerMaySeeAnswers: boolean } }>(`query($id: ID!) { node(id: $id) { ... on Topic { viewerMaySeeAnswers } } }`, { id: await topicNodeId('natuurkunde-havo') });
    expect(answers.data!.node).toEqual({ viewerMaySeeAnswers: false });
  });

  // A race, run on PostgreSQL too (CI's second run): on PGlite a transaction holds the one connection until
  // it ends, so racing transactions take turns there; only PostgreSQL runs them at once.
  it('activates a code once when two requests race: one licence, the other hears the code was used', async () => {
    const email = address();
    const code = await registerTrial(email, 'proeflicentie-scheikunde-vwo');
    expect((await server.client().json('POST', '/api/activate-account', { activation_code: code, password: 'mijn-proef-wachtwoord' })).status).toBe(200);
    const answers = await Promise.all([
      server.client().json<{ info?: string; message?: string }>('POST', '/api/activate-license', { activation_code: code }),
      server.client().json<{ info?: string; message?: string }>('POST', '/api/activate-license', { activation_code: code }),
      server.client().graphql<{ activateLicense: { __typename: string } }>(ACTIVATE, { code }),
    ]);
    const outcomes = [answers[0].status, answers[1].status, answers[2].data!.activateLicense.__typename === 'ActivateLicenseSuccess' ? 200 : 406].sort();
    expect(outcomes).toEqual([200, 406, 406]);
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    expect(await db().license.count({ where: { ownerId: user.id } })).toBe(1);
    expect(await db().seat.count({ where: { license: { ownerId: user.id } } })).toBe(4);
    // Making the account races the same way: one account, the other request hears it exists.
    const second = await registerTrial(address());
    const made = await Promise.all([1, 2].map(() => server.client().json('POST', '/api/activate-account', { activation_code: second, password: 'mijn-proef-wachtwoord' })));
    expect(made.map((m) => m.status).sort()).toEqual([200, 406]);
  });

  it("accepts the legacy clients' combined keys: proeflicentie-natuurkunde opens havo and vwo (REST only)", async () => {
    const email = address();
    const code = await registerTrial(email, 'proeflicentie-natuurkunde');
    const gql = await server.graphql<{ registerTrial: { __typename: string } }>(REGISTER_TRIAL, {
      input: { firstName: 'Marieke', lastName: 'van Dijk', email, license: 'proeflicentie-natuurkunde', consent: true },
    });
    expect(gql.data!.registerTrial.__typename).toBe('ValidationError');
    await server.client().json('POST', '/api/activate-account', { activation_code: code, password: 'mijn-proef-wachtwoord' });
    await server.client().json('POST', '/api/activate-license', { activation_code: code });
    const havo = await streamIdOf(db(), 'natuurkunde-havo');
    const vwo = await streamIdOf(db(), 'natuurkunde-vwo');
    const license = await db().license.findFirstOrThrow({ where: { owner: { email } }, include: { groups: true, seats: { where: { role: 'docent' }, include: { privileges: true } } } });
    expect(license.description).toBe('Proeflicentie Natuurkunde Havo, Natuurkunde Vwo');
    expect(license.groups.map((g) => [g.name, g.streamId])).toEqual([['Natuurkunde', havo]]);
    expect(
      license.seats[0]!.privileges.filter((p) => p.objectType === 'stream')
        .map((p) => p.objectId)
        .sort(),
    ).toEqual([havo, vwo].sort());
  });
});

describe('a teacher who holds a student licence', () => {
  const TOPIC = `query($id: ID!) { node(id: $id) { ... on Topic { viewerMaySeeAnswers viewerMaySelect questions { tips { text } answers { name } } } } }`;

  it('practises its stream but gets none of its teacher side: no marking schemes, tips or answers, no search, no selection', async () => {
    const vwo = await streamIdOf(db(), 'natuurkunde-vwo');
    const havo = await streamIdOf(db(), 'natuurkunde-havo');
    // A teacher of natuurkunde vwo at a school, who bought a student licence for natuurkunde havo (as provisioned: a
    // leerling seat with 'licentie beheren' and 'oefensets uitvoeren').
    const teacher = await createUser(db(), { role: 'docent', email: address('docent-met-leerlinglicentie') });
    const school = await createLicense(db());
    await createSeat(db(), { licenseId: school.id, userId: teacher.id, role: 'docent', privileges: [{ action: 'opgavensets samenstellen', objectId: vwo }] });
    const own = await createLicense(db(), { type: 'leerlinglicentie' });
    await createSeat(db(), {
      licenseId: own.id,
      userId: teacher.id,
      role: 'leerling',
      privileges: [
        { action: 'licentie beheren', objectType: 'license', objectId: own.id },
        { action: 'oefensets uitvoeren', objectId: havo },
      ],
    });
    const client = await signedInClient(server, teacher.email);

    const topic = await client.graphql<{ node: { viewerMaySeeAnswers: boolean; viewerMaySelect: boolean; questions: { tips: unknown[]; answers: unknown[] }[] } }>(TOPIC, {
      id: await topicNodeId('natuurkunde-havo'),
    });
    expect(topic.data!.node.viewerMaySeeAnswers).toBe(false);
    expect(topic.data!.node.viewerMaySelect).toBe(false);
    expect(topic.data!.node.questions.length).toBeGreaterThan(0);
    expect(topic.data!.node.questions.flatMap((q) => [...q.tips, ...q.answers])).toEqual([]);
    const ids = createIdCodec(server.config.idSecret);
    const havoTopic = await db().topic.findFirstOrThrow({ where: { exam: { streamId: havo, status: 'published' } }, orderBy: { id: 'asc' }, select: { id: true } });
    const rest = await client.json<{ questions: Record<string, unknown>[] }>('GET', `/api/topics/${ids.encode(havoTopic.id)}`);
    expect(rest.status).toBe(200);
    expect(rest.body.questions.some((q) => 'answers' in q || 'tips' in q)).toBe(false);
    expect((await client.json('GET', `/api/streams/${ids.encode(havo)}/search`)).status).toBe(403);
    // The stream of their own teacher grant shows them everything.
    const taught = await client.graphql<{ node: { viewerMaySeeAnswers: boolean } }>(TOPIC, { id: await topicNodeId('natuurkunde-vwo') });
    expect(taught.data!.node.viewerMaySeeAnswers).toBe(true);
    // Their student licence is for practising: havo's practice sets are theirs.
    const practice = await client.graphql<{ viewer: { streams: { slug: string }[]; currentStream: { slug: string } } }>('{ viewer { streams { slug } currentStream { slug } } }');
    expect(practice.data!.viewer).toEqual({ streams: [{ slug: 'natuurkunde-havo' }, { slug: 'natuurkunde-vwo' }], currentStream: { slug: 'natuurkunde-vwo' } });
    expect((await client.json('GET', `/api/streams/${ids.encode(havo)}/scores`)).status).toBe(200);
  });
});

describe('repeated registrations', () => {
  it('make no second registration: a repeat re-sends the pending one (not within a minute), and answers the same whether the address has an account or not', async () => {
    const email = address();
    const first = await registerTrial(email);
    const sent = () => db().outboxEmail.count({ where: { to: email } });
    expect(await sent()).toBe(1);
    // A double submission: the first mail is on its way.
    expect(await server.client().json('POST', '/api/register', trialBody(email))).toEqual({ status: 200, body: { status: 'success' } });
    expect(await sent()).toBe(1);
    // Later the same request sends the same link again.
    await db().registration.updateMany({ where: { email }, data: { updatedAt: new Date(Date.now() - 2 * 60 * 1000) } });
    const mail = smtp.waitFor(email);
    expect(await server.client().json('POST', '/api/register', trialBody(email))).toEqual({ status: 200, body: { status: 'success' } });
    expect(codeOf((await mail).text)).toBe(first);
    expect(await db().registration.count({ where: { email } })).toBe(1);
    // Another licence is a registration of its own, for the same (one) account later. (Three requests for this
    // address were made in this hour: its limit, tested below, starts over first.)
    await db().loginThrottle.deleteMany({ where: { key: `rate|register-email|${email}` } });
    await registerTrial(email, 'proeflicentie-wiskunde-a-havo');
    expect(await db().registration.count({ where: { email } })).toBe(2);
    // An address with an account gets the same answer as one without.
    expect(await server.client().json('POST', '/api/register', trialBody('docent@vraagwerk.nl'))).toEqual({ status: 200, body: { status: 'success' } });
  });

  it('make one registration and one mail of a double submission, also when both requests arrive at once', async () => {
    const email = address();
    const mail = smtp.waitFor(email);
    const answers = await Promise.all([1, 2, 3].map(() => server.client().json('POST', '/api/register', trialBody(email, 'proeflicentie-nask2'))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await db().registration.count({ where: { email } })).toBe(1);
    await mail;
    expect(await db().outboxEmail.count({ where: { to: email } })).toBe(1);
  });

  it('use a trial once per address and licence: asking again after activating mails that it was used, and makes nothing', async () => {
    const email = address();
    const code = await registerTrial(email, 'proeflicentie-natuurkunde-vwo');
    await server.client().json('POST', '/api/activate-account', { activation_code: code, password: 'mijn-proef-wachtwoord' });
    expect((await server.client().json('POST', '/api/activate-license', { activation_code: code })).status).toBe(200);
    const mail = smtp.waitFor(email);
    expect(await server.client().json('POST', '/api/register', trialBody(email, 'proeflicentie-natuurkunde-vwo'))).toEqual({ status: 200, body: { status: 'success' } });
    const note = await mail;
    expect(note.subject).toBe('Aanmelding Vraagwerk');
    expect(note.text).toContain('al eerder geactiveerd');
    expect(note.text).not.toMatch(/\/activate\//);
    expect(await db().registration.count({ where: { email } })).toBe(1);
  });
});

describe('a trial of a stream once per address, whatever key named it', () => {
  const activate = async (code: string) => {
    await server.client().json('POST', '/api/activate-account', { activation_code: code, password: 'mijn-proef-wachtwoord' });
    return server.client().json<{ info?: string; message?: string }>('POST', '/api/activate-license', { activation_code: code });
  };
  const askedAgain = async (email: string, license: string) => {
    const mail = smtp.waitFor(email);
    expect(await server.client().json('POST', '/api/register', trialBody(email, license))).toEqual({ status: 200, body: { status: 'success' } });
    return mail;
  };

  it('mails that it was used for the legacy combined key after the single one, and for a single one after the combined key; another subject is new', async () => {
    const first = address();
    expect((await activate(await registerTrial(first, 'proeflicentie-natuurkunde-havo'))).status).toBe(200);
    const again = await askedAgain(first, 'proeflicentie-natuurkunde');
    expect(again.text).toContain('al eerder geactiveerd');
    expect(again.text).not.toMatch(/\/activate\//);
    expect(await db().registration.count({ where: { email: first } })).toBe(1);
    // A trial of another subject is a trial of its own.
    expect(codeOf((await askedAgain(first, 'proeflicentie-scheikunde-havo')).text)).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const second = address();
    expect((await activate(await registerTrial(second, 'proeflicentie-natuurkunde'))).status).toBe(200);
    expect((await askedAgain(second, 'proeflicentie-natuurkunde-vwo')).text).toContain('al eerder geactiveerd');
    expect(await db().registration.count({ where: { email: second } })).toBe(1);
  });

  it('refuses at activation a second trial sharing a stream that was registered before the first was activated', async () => {
    const email = address();
    const single = await registerTrial(email, 'proeflicentie-natuurkunde-havo');
    const combined = await registerTrial(email, 'proeflicentie-natuurkunde');
    expect((await activate(single)).status).toBe(200);
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    expect(await server.client().json('POST', '/api/activate-license', { activation_code: combined })).toEqual({
      status: 406,
      body: { message: 'A trial licence for this subject was activated with this e-mail address already. A trial can be used once per subject.' },
    });
    const gql = await server.client().graphql<{ activateLicense: { __typename: string } }>(ACTIVATE, { code: combined });
    expect(gql.data!.activateLicense).toEqual({
      __typename: 'ActivationError',
      message: 'Met dit e-mailadres is al een proeflicentie voor dit vak geactiveerd. Een proeflicentie kan één keer per vak worden gebruikt.',
      activation: { status: 'userExists' },
    });
    expect(await db().license.count({ where: { ownerId: user.id } })).toBe(1);
    expect(await db().registration.findFirstOrThrow({ where: { activationCode: combined }, select: { activatedAt: true } })).toEqual({ activatedAt: null });
  });
});

describe('rate limits', () => {
  it('allow three registrations per e-mail address an hour, then refuse politely in both interfaces', async () => {
    const email = address();
    for (const license of ['proeflicentie-nask1', 'proeflicentie-nask2', 'proeflicentie-wiskunde']) await registerTrial(email, license);
    const refused = await server.client().request('POST', '/api/register', trialBody(email, 'proeflicentie-natuurkunde-havo'), { 'X-XSRF-TOKEN': '' });
    expect(refused.status).toBe(419);
    const client = server.client();
    await client.csrf();
    const limited = await client.request('POST', '/api/register', trialBody(email, 'proeflicentie-natuurkunde-havo'));
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(3500);
    expect(await limited.json()).toEqual({ status: 'failed', message: `Too many registrations. Please try again in ${seconds} seconds.` });
    const gql = await server.graphql<{ registerTrial: { __typename: string; message: string; retryAfterSeconds: number } }>(REGISTER_TRIAL, {
      input: { firstName: 'Marieke', lastName: 'van Dijk', email, license: 'proeflicentie-natuurkunde-havo', consent: true },
    });
    expect(gql.data!.registerTrial).toEqual({
      __typename: 'RegistrationThrottledError',
      message: 'Er zijn veel aanmeldingen achter elkaar verstuurd. Probeer het over 60 minuten opnieuw.',
      retryAfterSeconds: expect.any(Number),
    });
    expect(await db().registration.count({ where: { email } })).toBe(3);
  });

  it('allow 50 registrations per sending address an hour', async () => {
    // 49 registrations from this address half an hour ago: the 50th passes, the 51st waits for the hour to end.
    await db().loginThrottle.create({ data: { key: 'rate|register-ip|127.0.0.1', failures: 49, lockedUntil: new Date(Date.now() + 30 * 60 * 1000) } });
    await registerTrial(address());
    const email = address();
    const limited = await server.client().json<{ status: string; message: string }>('POST', '/api/register', trialBody(email));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many registrations\. Please try again in 1[78]\d\d seconds\.$/);
    expect(await db().registration.count({ where: { email } })).toBe(0);
  });
});

describe('a student licence without online payment', () => {
  it('is refused before anything is stored or sent, saying online payment is not available', async () => {
    const email = address('leerling');
    const gql = await server.graphql<{ registerStudent: unknown }>(REGISTER_STUDENT, {
      input: { firstName: 'Sanne', lastName: 'de Vries', email, streams: ['natuurkunde-havo'], consent: true },
    });
    expect(gql.data!.registerStudent).toEqual({
      __typename: 'PaymentUnavailableError',
      message: 'Online betalen is op dit moment niet mogelijk, dus een leerlinglicentie kun je nu niet aanvragen. Probeer het later opnieuw.',
    });
    const rest = await server
      .client()
      .json('POST', '/api/register-leerling', { first_name: 'Sanne', last_name: 'de Vries', email, license: 'leerlinglicentie-1', streams: ['natuurkunde-havo'], consent: true });
    expect(rest).toEqual({ status: 200, body: { status: 'failed', message: 'Online payment is not available at the moment, so a student licence cannot be requested now.' } });
    expect(await db().registration.count({ where: { email } })).toBe(0);
    expect(await db().outboxEmail.count({ where: { to: email } })).toBe(0);
  });
});
