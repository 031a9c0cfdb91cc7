// Signing in and out, sessions, CSRF, throttling, password reset and account switching, over real HTTP
// (REST /api and GraphQL) against the seeded database, with a real SMTP server for the mail.
import { createIdCodec } from '../../server/app/ids.ts';
import { hashToken } from '../../server/domain/accounts/sessions.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { startSmtp, type TestSmtp } from '../setup/smtp.ts';
import { createLicense, createSeat, createUser, DEMO_PASSWORD, idValues, setCookieLine, signedInClient, streamIdOf, uniqueEmail, userIdOf } from '../setup/factories.ts';
import type { HttpClient } from '../setup/client.ts';

const PUBLIC_URL = 'http://vraagwerk.test';
const SESSION = 'vraagwerk_session';
const BAD_CREDENTIALS = 'These credentials do not match our records.';
const NOT_AUTHORIZED = 'These credentials are not authorized.';
const INVALID = 'The given data was invalid.';
const THROTTLE = /^Too many login attempts\. Please try again in (\d+) seconds\.$/;
// The REST shim words it in the legacy API's English, GraphQL in the spec's Dutch.
const RESET_INVALID = 'This password reset token is invalid.';
const RESET_INVALID_NL = 'Deze link om je wachtwoord opnieuw in te stellen is ongeldig of verlopen. Vraag een nieuwe aan.';

let server: TestServer;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const ids = () => createIdCodec(server.config.idSecret);

interface UserJson {
  id: string;
  email: string;
  full_name: string;
  first_name: string;
  last_name: string;
  role: string;
  newsletter: number;
  switchable: boolean;
  data: unknown;
  created: string;
  seats?: SeatJson[];
}
interface SeatJson {
  id: string;
  license_id: string;
  role: string;
  token: unknown;
  license: { id: string; type: string; begin: string; end: string; brin_id: string | null; settings: unknown; groups: { id: string; name: string; stream_id: string }[] };
  privileges: { id: string; action: string; object_id: string; object_type: string; begin: string; end: string }[];
  groups: { id: string; name: string; is_active: boolean; stream_id: string }[];
}

/** A request with exactly the cookies and headers given: no automatic XSRF echo. */
function raw(method: string, path: string, init: { cookies?: Record<string, string>; headers?: Record<string, string>; body?: BodyInit; json?: unknown } = {}) {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (init.cookies)
    headers.Cookie = Object.entries(init.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
  let body = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers['Content-Type'] = 'application/json';
  }
  return fetch(`${server.url}${path}`, { method, headers, body, redirect: 'manual' });
}

async function login(client: HttpClient, body: Record<string, unknown>) {
  if (!client.cookies.has('XSRF-TOKEN')) await client.csrf();
  const response = await client.request('POST', '/api/login', body);
  const text = await response.text();
  return { response, status: response.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
}

describe('POST /api/login', () => {
  it('signs in and answers the User JSON without seats, with a fresh http-only session cookie', async () => {
    const client = server.client();
    const { response, status, body } = await login(client, { email: 'docent@vraagwerk.nl', password: DEMO_PASSWORD });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['created', 'data', 'email', 'first_name', 'full_name', 'id', 'last_name', 'newsletter', 'role', 'switchable']);
    expect(body).toMatchObject({
      email: 'docent@vraagwerk.nl',
      full_name: 'Marieke van Dijk',
      first_name: 'Marieke',
      last_name: 'van Dijk',
      role: 'docent',
      newsletter: 1,
      switchable: true,
      data: { school: 'Het Baken College', place: 'Amersfoort', onboarding: { step1: 'finished', step2: 'finished' } },
    });
    expect(body.created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect(typeof body.id).toBe('string');
    expect(body.id).not.toMatch(/^\d+$/);
    expect(ids().decode(body.id as string)).toBe(await userIdOf(server.db.prisma, 'docent@vraagwerk.nl'));

    const cookie = setCookieLine(response, SESSION)!;
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    // The database keeps only a hash of the cookie value.
    const token = client.cookies.get(SESSION)!;
    expect(await server.db.prisma.session.findUnique({ where: { tokenHash: token } })).toBeNull();
    expect(await server.db.prisma.session.findUnique({ where: { tokenHash: hashToken(token) } })).not.toBeNull();

    const me = await client.json<UserJson>('GET', '/api/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('docent@vraagwerk.nl');
  });

  it('accepts the e-mail address in any case and with surrounding spaces', async () => {
    const { status, body } = await login(server.client(), { email: '  Proef@Vraagwerk.NL ', password: DEMO_PASSWORD });
    expect(status).toBe(200);
    expect(body.email).toBe('proef@vraagwerk.nl');
  });

  it('issues a new session id on every sign-in and ignores a session id planted beforehand', async () => {
    const client = server.client();
    await client.csrf();
    client.cookies.set(SESSION, 'planted-by-someone-else');
    expect((await login(client, { email: 'deelnemer@vraagwerk.nl', password: DEMO_PASSWORD })).status).toBe(200);
    const first = client.cookies.get(SESSION)!;
    expect(first).not.toBe('planted-by-someone-else');

    expect((await client.json('POST', '/api/logout')).status).toBe(200);
    expect((await login(client, { email: 'deelnemer@vraagwerk.nl', password: DEMO_PASSWORD })).status).toBe(200);
    const second = client.cookies.get(SESSION)!;
    expect(second).not.toBe(first);

    const other = await signedInClient(server, 'deelnemer@vraagwerk.nl');
    expect(other.cookies.get(SESSION)).not.toBe(second);
    // The signed-out session is gone on the server, not just in the browser.
    const stale = await raw('GET', '/api/user', { cookies: { [SESSION]: first } });
    expect(stale.status).toBe(401);
    expect((await raw('GET', '/api/user', { cookies: { [SESSION]: second } })).status).toBe(200);
  });

  it('answers a signed-in client with its current user and keeps its session', async () => {
    const client = await signedInClient(server, 'auteur@vraagwerk.nl');
    const before = client.cookies.get(SESSION);
    const { status, body } = await login(client, { email: 'docent@vraagwerk.nl', password: DEMO_PASSWORD });
    expect(status).toBe(200);
    expect(body.email).toBe('auteur@vraagwerk.nl');
    expect(body).not.toHaveProperty('seats');
    expect(client.cookies.get(SESSION)).toBe(before);
  });

  it.each([
    ['a wrong password', 'docent@vraagwerk.nl', 'not-the-password'],
    ['an unknown address', 'niemand@vraagwerk.nl', DEMO_PASSWORD],
    ['an account without a password (a demo student)', 'leerling-k7m2qa@vraagwerk.nl', ''],
  ])('refuses %s with 422 and does not sign in', async (_name, email, password) => {
    const client = server.client();
    const { response, status, body } = await login(client, { email, password: password || 'anything-at-all' });
    expect(status).toBe(422);
    expect(body).toEqual({ message: INVALID, errors: { email: [BAD_CREDENTIALS] } });
    expect(setCookieLine(response, SESSION)).toBeUndefined();
    expect((await client.json('GET', '/api/user')).status).toBe(401);
  });

  it.each([
    ['nothing', {}, { email: ['The email field is required.'], password: ['The password field is required.'] }],
    ['no password', { email: 'docent@vraagwerk.nl' }, { password: ['The password field is required.'] }],
    ['an empty password', { email: 'docent@vraagwerk.nl', password: '' }, { password: ['The password field is required.'] }],
    ['no e-mail', { password: DEMO_PASSWORD }, { email: ['The email field is required.'] }],
    ['an e-mail that is not one', { email: 'docent', password: DEMO_PASSWORD }, { email: ['The email must be a valid email address.'] }],
    ['a number for the e-mail', { email: 12, password: DEMO_PASSWORD }, { email: ['The email must be a string.'] }],
    ['a number for the password', { email: 'docent@vraagwerk.nl', password: 12345678 }, { password: ['The password must be a string.'] }],
  ])('validates %s → 422 per field', async (_name, payload, errors) => {
    const { status, body } = await login(server.client(), payload);
    expect(status).toBe(422);
    expect(body).toEqual({ message: INVALID, errors });
  });

  it('refuses an account without a role: 422 unauthorized, and no session', async () => {
    const user = await createUser(server.db.prisma, { role: null });
    const client = server.client();
    const { response, status, body } = await login(client, { email: user.email, password: DEMO_PASSWORD });
    expect(status).toBe(422);
    expect(body).toEqual({ status: 'unauthorized', message: NOT_AUTHORIZED, errors: { email: [NOT_AUTHORIZED] } });
    expect(setCookieLine(response, SESSION)).toBeUndefined();
    expect((await client.json('GET', '/api/user')).status).toBe(401);
    expect(await server.db.prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('sign-in throttling', () => {
  it('locks e-mail + IP after 5 failures: the 6th attempt fails even with the right password, naming the seconds', async () => {
    const user = await createUser(server.db.prisma, { role: 'docent' });
    const client = server.client();
    for (let i = 1; i <= 5; i++) {
      const attempt = await login(client, { email: user.email, password: `wrong-${i}` });
      expect([attempt.status, attempt.body.errors]).toEqual([422, { email: [BAD_CREDENTIALS] }]);
    }
    const sixth = await login(client, { email: user.email, password: DEMO_PASSWORD });
    expect(sixth.status).toBe(422);
    const message = (sixth.body.errors as { email: string[] }).email[0]!;
    expect(message).toMatch(THROTTLE);
    const seconds = Number(THROTTLE.exec(message)![1]);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(sixth.body.message).toBe(INVALID);
    expect(setCookieLine(sixth.response, SESSION)).toBeUndefined();
    expect((await client.json('GET', '/api/user')).status).toBe(401);

    // The lock counts the e-mail in any case, from any client on this address.
    const shouted = await login(server.client(), { email: user.email.toUpperCase(), password: DEMO_PASSWORD });
    expect((shouted.body.errors as { email: string[] }).email[0]).toMatch(THROTTLE);
    // Another account from the same address is not locked.
    const other = await createUser(server.db.prisma, { role: 'docent' });
    expect((await login(server.client(), { email: other.email, password: DEMO_PASSWORD })).status).toBe(200);

    // When the minute has passed the right password works again.
    await server.db.prisma.loginThrottle.updateMany({ where: { key: { contains: user.email } }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    expect((await login(client, { email: user.email, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('counts failures batched as aliases in one GraphQL document', async () => {
    const user = await createUser(server.db.prisma, { role: 'docent' });
    const field = (alias: string, password: string) =>
      `${alias}: signIn(input: { email: $email, password: "${password}" }) { __typename ... on Error { message } ... on ThrottledError { retryAfterSeconds } ... on SignInSuccess { viewer { user { email } } } }`;
    const document = `mutation ($email: String!) {
      ${[1, 2, 3, 4, 5].map((i) => field(`a${i}`, `wrong-${i}`)).join('\n')}
      ${field('a6', DEMO_PASSWORD)}
    }`;
    const client = server.client();
    const result = await client.graphql<Record<string, { __typename: string; message?: string; retryAfterSeconds?: number }>>(document, { email: user.email });
    expect(result.errors).toBeUndefined();
    const data = result.data!;
    for (const alias of ['a1', 'a2', 'a3', 'a4', 'a5']) {
      expect(data[alias]).toEqual({ __typename: 'InvalidCredentialsError', message: 'De combinatie van e-mailadres en wachtwoord is onbekend.' });
    }
    expect(data.a6!.__typename).toBe('ThrottledError');
    expect(data.a6!.retryAfterSeconds).toBeGreaterThan(50);
    expect(data.a6!.message).toBe(`Te veel inlogpogingen. Probeer het over ${data.a6!.retryAfterSeconds} seconden opnieuw.`);
    expect(client.cookies.has(SESSION)).toBe(false);
    const viewer = await client.graphql<{ viewer: { user: unknown } }>('{ viewer { user { email } } }');
    expect(viewer.data!.viewer.user).toBeNull();
    // The same lock holds on the REST route.
    const rest = await login(server.client(), { email: user.email, password: DEMO_PASSWORD });
    expect((rest.body.errors as { email: string[] }).email[0]).toMatch(THROTTLE);
  });

  // A race, run on PostgreSQL too (CI's second run): on PGlite a transaction holds the one connection until
  // it ends, so racing transactions take turns there; only PostgreSQL runs them at once.
  it('counts simultaneous attempts too: of 12 parallel wrong passwords at most 5 are checked', async () => {
    const user = await createUser(server.db.prisma, { role: 'docent' });
    const clients = Array.from({ length: 12 }, () => server.client());
    await Promise.all(clients.map((c) => c.csrf()));
    const results = await Promise.all(clients.map((c, i) => login(c, { email: user.email, password: `wrong-${i}` })));
    const messages = results.map((r) => (r.body.errors as { email: string[] }).email[0]!);
    expect(results.every((r) => r.status === 422)).toBe(true);
    expect(messages.filter((m) => m === BAD_CREDENTIALS).length).toBeLessThanOrEqual(5);
    expect(messages.filter((m) => THROTTLE.test(m)).length).toBeGreaterThanOrEqual(7);
    // And the account stays locked for the right password afterwards.
    const after = await login(server.client(), { email: user.email, password: DEMO_PASSWORD });
    expect((after.body.errors as { email: string[] }).email[0]).toMatch(THROTTLE);
  });

  it('never locks out the right password of an account without a role: it stays "not authorized"', async () => {
    const user = await createUser(server.db.prisma, { role: null });
    for (let i = 0; i < 7; i++) {
      const attempt = await login(server.client(), { email: user.email, password: DEMO_PASSWORD });
      expect([i, attempt.body.status, attempt.body.errors]).toEqual([i, 'unauthorized', { email: [NOT_AUTHORIZED] }]);
    }
  });

  it('does not let a batch of more aliases than allowed through at all', async () => {
    const user = await createUser(server.db.prisma, { role: 'docent' });
    const fields = Array.from({ length: 20 }, (_, i) => `a${i}: signIn(input: { email: $email, password: "wrong-${i}" }) { __typename }`).join('\n');
    const result = await server.client().graphql(`mutation ($email: String!) { ${fields} }`, { email: user.email });
    expect(result.data).toBeUndefined();
    expect(result.errors?.length).toBeGreaterThan(0);
    expect(await server.db.prisma.loginThrottle.count({ where: { key: { contains: user.email } } })).toBe(0);
  });
});

describe('GraphQL signIn and signOut', () => {
  const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) {
    __typename
    ... on Error { message }
    ... on ValidationError { fieldErrors { field messages } }
    ... on SignInSuccess { viewer { user { email role } home } }
  } }`;

  it('signs in and answers the new viewer in the same response', async () => {
    const client = server.client();
    const result = await client.graphql<{ signIn: { __typename: string; data: { viewer: { user: { email: string; role: string }; home: string } } } }>(SIGN_IN, {
      input: { email: 'leerling@vraagwerk.nl', password: DEMO_PASSWORD },
    });
    expect(result.data!.signIn).toEqual({ __typename: 'SignInSuccess', viewer: { user: { email: 'leerling@vraagwerk.nl', role: 'leerling' }, home: 'student' } });
    expect(client.cookies.has(SESSION)).toBe(true);
    expect((await client.json<UserJson>('GET', '/api/user')).body.email).toBe('leerling@vraagwerk.nl');
  });

  it.each([
    ['a wrong password', { email: 'docent@vraagwerk.nl', password: 'nope-nope' }, { __typename: 'InvalidCredentialsError', message: 'De combinatie van e-mailadres en wachtwoord is onbekend.' }],
    [
      'a bad e-mail',
      { email: 'docent', password: 'x' },
      { __typename: 'ValidationError', message: 'Controleer de velden.', fieldErrors: [{ field: 'email', messages: ['Vul een geldig e-mailadres in.'] }] },
    ],
    ['an empty e-mail', { email: '', password: 'x' }, { __typename: 'ValidationError', message: 'Controleer de velden.', fieldErrors: [{ field: 'email', messages: ['Dit veld is verplicht'] }] }],
  ])('answers %s with a typed error', async (_name, input, expected) => {
    const client = server.client();
    const result = await client.graphql<{ signIn: unknown }>(SIGN_IN, { input });
    expect(result.data!.signIn).toEqual(expected);
    expect(client.cookies.has(SESSION)).toBe(false);
  });

  it('answers an account without a role with NotAuthorizedError', async () => {
    const user = await createUser(server.db.prisma, { role: null });
    const result = await server.client().graphql<{ signIn: unknown }>(SIGN_IN, { input: { email: user.email, password: DEMO_PASSWORD } });
    expect(result.data!.signIn).toEqual({ __typename: 'NotAuthorizedError', message: 'Dit account heeft geen geldige toegangsrechten.' });
  });

  it('signs out: the viewer is a visitor and the old session is gone on the server', async () => {
    const client = await signedInClient(server, 'deelnemer@vraagwerk.nl');
    const token = client.cookies.get(SESSION)!;
    const result = await client.graphql<{ signOut: { viewer: { user: unknown; home: string } } }>('mutation { signOut { __typename ... on SignOutSuccess { viewer { user { email } home } } } }');
    expect(result.data!.signOut).toEqual({ __typename: 'SignOutSuccess', viewer: { user: null, home: 'visitor' } });
    expect(client.cookies.has(SESSION)).toBe(false);
    expect((await raw('GET', '/api/user', { cookies: { [SESSION]: token } })).status).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('signs out with {result: true}, clears the cookie and rotates the XSRF token', async () => {
    const client = await signedInClient(server, 'auteur@vraagwerk.nl');
    const xsrf = client.cookies.get('XSRF-TOKEN');
    const response = await client.request('POST', '/api/logout', {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: true });
    expect(setCookieLine(response, SESSION)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(client.cookies.has(SESSION)).toBe(false);
    expect(client.cookies.get('XSRF-TOKEN')).toBeDefined();
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(xsrf);
    expect(await (await client.get('/api/user')).json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers a visitor 401 Unauthenticated.', async () => {
    expect(await server.client().json('POST', '/api/logout')).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
  });
});

describe('GET /api/user', () => {
  it('answers the user with seats → licence, privileges and groups, all ids opaque', async () => {
    const client = await signedInClient(server, 'docent@vraagwerk.nl');
    const { status, body } = await client.json<UserJson>('GET', '/api/user');
    expect(status).toBe(200);
    expect(body.email).toBe('docent@vraagwerk.nl');
    expect(body.seats).toHaveLength(1);
    const seat = body.seats![0]!;
    expect(Object.keys(seat).sort()).toEqual(['email', 'first_name', 'groups', 'id', 'is_active', 'is_visible', 'last_name', 'license', 'license_id', 'privileges', 'role', 'token']);
    expect(seat).toMatchObject({ role: 'docent', is_active: true, is_visible: true, email: 'docent@vraagwerk.nl', first_name: 'Marieke', last_name: 'van Dijk' });
    // The invitation token is never sent.
    expect(seat.token).toBeNull();
    expect(Object.keys(seat.license).sort()).toEqual(['begin', 'brin_id', 'description', 'end', 'groups', 'id', 'is_active', 'settings', 'type']);
    expect(seat.license).toMatchObject({ type: 'schoollicentie', brin_id: '12AB', settings: {}, is_active: true });
    expect(seat.license.begin).toMatch(/^\d{4}-08-01$/);
    expect(seat.license.end).toMatch(/^\d{4}-08-01$/);
    expect(seat.license.groups.map((g) => g.name).sort()).toEqual(['Havo 4 natuurkunde', 'Vmbo 4 nask']);
    expect(seat.license_id).toBe(seat.license.id);
    expect(seat.groups.map((g) => g.name)).toEqual(['Havo 4 natuurkunde', 'Vmbo 4 nask']);
    expect(Object.keys(seat.groups[0]!).sort()).toEqual(['id', 'is_active', 'name', 'stream_id']);

    expect(seat.privileges).toHaveLength(9);
    expect(Object.keys(seat.privileges[0]!).sort()).toEqual(['action', 'begin', 'ean', 'end', 'id', 'is_active', 'object_id', 'object_type', 'settings', 'use_group']);
    const codec = ids();
    const streamPrivileges = seat.privileges.filter((p) => p.object_type === 'stream');
    expect(new Set(streamPrivileges.map((p) => p.action))).toEqual(new Set(['opgavensets samenstellen']));
    const streams = await server.db.prisma.stream.findMany({ where: { id: { in: streamPrivileges.map((p) => codec.decode(p.object_id)!) } }, select: { slug: true } });
    expect(streams.map((s) => s.slug).sort()).toEqual(['nask1-vmbo', 'nask2-vmbo', 'natuurkunde-havo', 'natuurkunde-vwo', 'scheikunde-havo', 'wiskunde-b-vwo']);
    const managed = seat.privileges
      .filter((p) => p.action === 'groepen beheren')
      .map((p) => p.object_id)
      .sort();
    expect(managed).toEqual(seat.groups.map((g) => g.id).sort());
    expect(seat.privileges.find((p) => p.action === 'licentie beheren')!.object_id).toBe(seat.license.id);

    // No database integer anywhere under an id key.
    for (const { path, value } of idValues(body)) {
      expect([path, typeof value]).toEqual([path, 'string']);
      expect([path, value]).not.toEqual([path, expect.stringMatching(/^\d+$/)]);
    }
    const havoGroup = seat.groups.find((g) => g.name === 'Havo 4 natuurkunde')!;
    expect(codec.decode(havoGroup.stream_id)).toBe(await streamIdOf(server.db.prisma, 'natuurkunde-havo'));
  });

  it('answers a visitor 401 {message: Unauthenticated.}', async () => {
    const response = await server.get('/api/user', { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('signs out a session whose account lost its role: 401 invalid role, then Unauthenticated.', async () => {
    const user = await createUser(server.db.prisma, { role: 'docent' });
    const client = await signedInClient(server, user.email);
    await server.db.prisma.user.update({ where: { id: user.id }, data: { role: null } });
    expect(await client.json('GET', '/api/user')).toEqual({ status: 401, body: { status: 'unauthorized', message: 'invalid role', user: { email: user.email, role: '' } } });
    expect(await client.json('GET', '/api/user')).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    expect(await server.db.prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('CSRF', () => {
  async function freshToken() {
    const response = await raw('GET', '/sanctum/csrf-cookie');
    const line = setCookieLine(response, 'XSRF-TOKEN')!;
    return { response, line, token: decodeURIComponent(line.split(';')[0]!.slice('XSRF-TOKEN='.length)) };
  }

  it('GET /sanctum/csrf-cookie answers 204 with a readable XSRF-TOKEN cookie', async () => {
    const { response, line } = await freshToken();
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(line).not.toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
  });

  it.each([
    ['without X-XSRF-TOKEN', undefined],
    ['with a wrong X-XSRF-TOKEN', 'wrong-token'],
    ['with a well-formed token the server did not sign', 'bm9uY2Vub25jZW5vbmNl.c2lnbmF0dXJlc2lnbmF0dXJlc2lnbmF0dXJl'],
  ])('refuses a POST %s with 419 and does nothing', async (_name, header) => {
    const { token } = await freshToken();
    const response = await raw('POST', '/api/login', {
      cookies: { 'XSRF-TOKEN': encodeURIComponent(token) },
      headers: header ? { 'X-XSRF-TOKEN': header } : {},
      json: { email: 'docent@vraagwerk.nl', password: DEMO_PASSWORD },
    });
    expect(response.status).toBe(419);
    expect(await response.json()).toEqual({ message: 'CSRF token mismatch.' });
    expect(setCookieLine(response, SESSION)).toBeUndefined();
  });

  it('refuses a POST whose cookie and header agree but the server did not issue (a planted cookie)', async () => {
    const planted = 'bm9uY2Vub25jZW5vbmNl.c2lnbmF0dXJlc2lnbmF0dXJlc2lnbmF0dXJl';
    const response = await raw('POST', '/api/login', { cookies: { 'XSRF-TOKEN': planted }, headers: { 'X-XSRF-TOKEN': planted }, json: { email: 'docent@vraagwerk.nl', password: DEMO_PASSWORD } });
    expect(response.status).toBe(419);
  });

  it('refuses a POST without any XSRF cookie', async () => {
    const response = await raw('POST', '/api/forgot-password', { json: { email: 'docent@vraagwerk.nl' } });
    expect(response.status).toBe(419);
  });

  it('refuses a multipart POST without the token, signed in or not', async () => {
    const client = await signedInClient(server, 'docent@vraagwerk.nl');
    const form = new FormData();
    form.set('feedback', 'via een formulier');
    const before = await server.db.prisma.feedback.count();
    const response = await client.request('POST', '/api/feedback', form, { 'X-XSRF-TOKEN': '' });
    expect(response.status).toBe(419);
    const noCookie = await raw('POST', '/api/feedback', { body: form });
    expect(noCookie.status).toBe(419);
    expect(await server.db.prisma.feedback.count()).toBe(before);
  });

  it('refuses a GraphQL mutation without the token', async () => {
    const { token } = await freshToken();
    const response = await raw('POST', '/graphql', {
      cookies: { 'XSRF-TOKEN': encodeURIComponent(token) },
      json: { query: 'mutation { requestPasswordReset(email: "docent@vraagwerk.nl") { __typename } }' },
    });
    expect(response.status).toBe(419);
  });

  it('accepts the token echoed in X-XSRF-TOKEN or X-CSRF-TOKEN', async () => {
    for (const header of ['X-XSRF-TOKEN', 'X-CSRF-TOKEN']) {
      const { token } = await freshToken();
      const response = await raw('POST', '/api/login', {
        cookies: { 'XSRF-TOKEN': encodeURIComponent(token) },
        headers: { [header]: token },
        json: { email: 'docent@vraagwerk.nl', password: DEMO_PASSWORD },
      });
      expect([header, response.status]).toEqual([header, 200]);
    }
  });

  it('refuses a signed-in client whose request lacks the token (a cross-site form post)', async () => {
    const client = await signedInClient(server, 'docent@vraagwerk.nl');
    const response = await raw('POST', '/api/logout', { cookies: { [SESSION]: client.cookies.get(SESSION)! } });
    expect(response.status).toBe(419);
    expect((await client.json('GET', '/api/user')).status).toBe(200);
  });
});

describe('GET never changes state', () => {
  it('does not sign in, sign out or switch over GET', async () => {
    const client = await signedInClient(server, 'docent@vraagwerk.nl');
    expect((await client.get('/api/logout')).status).toBe(404);
    const signOut = await client.get(`/graphql?query=${encodeURIComponent('mutation { signOut { ... on SignOutSuccess { viewer { user { email } } } } }')}`);
    expect(signOut.status).toBe(405);
    const switched = await client.get('/api/user/switch');
    expect(switched.status).toBe(200);
    const me = await client.json<UserJson>('GET', '/api/user');
    expect([me.status, me.body.email]).toEqual([200, 'docent@vraagwerk.nl']);

    const visitor = server.client();
    expect((await visitor.get(`/api/login?email=docent%40vraagwerk.nl&password=${DEMO_PASSWORD}`)).status).toBe(404);
    const signIn = await visitor.get(`/graphql?query=${encodeURIComponent(`mutation { signIn(input: { email: "docent@vraagwerk.nl", password: "${DEMO_PASSWORD}" }) { __typename } }`)}`);
    expect(signIn.status).toBe(405);
    expect(visitor.cookies.has(SESSION)).toBe(false);
    expect((await visitor.get('/api/user')).status).toBe(401);
  });

  it('answers GraphQL queries over GET', async () => {
    const client = await signedInClient(server, 'leerling@vraagwerk.nl');
    const response = await client.get(`/graphql?query=${encodeURIComponent('{ viewer { user { email } } }')}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { viewer: { user: { email: 'leerling@vraagwerk.nl' } } } });
  });
});

describe("'Onthoud mij'", () => {
  it.each([
    ['REST without remember', 'rest', undefined, false],
    ['REST with remember false', 'rest', false, false],
    ['REST with remember "on"', 'rest', 'on', true],
    ['REST with remember true', 'rest', true, true],
    ['GraphQL by default (on)', 'graphql', undefined, true],
    ['GraphQL with remember false', 'graphql', false, false],
  ] as const)('%s', async (_name, via, remember, persistent) => {
    const client = server.client();
    await client.csrf();
    let response: Response;
    if (via === 'rest') {
      response = await client.request('POST', '/api/login', { email: 'proef@vraagwerk.nl', password: DEMO_PASSWORD, ...(remember === undefined ? {} : { remember }) });
    } else {
      const input = { email: 'proef@vraagwerk.nl', password: DEMO_PASSWORD, ...(remember === undefined ? {} : { remember }) };
      response = await client.request('POST', '/graphql', { query: 'mutation ($input: SignInInput!) { signIn(input: $input) { __typename } }', variables: { input } });
    }
    expect(response.status).toBe(200);
    const line = setCookieLine(response, SESSION)!;
    expect(line).toBeDefined();
    const session = await server.db.prisma.session.findUniqueOrThrow({ where: { tokenHash: hashToken(client.cookies.get(SESSION)!) } });
    expect(session.remember).toBe(persistent);
    if (persistent) {
      expect(line).toMatch(/Max-Age=2592000/i);
      expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    } else {
      expect(line).not.toMatch(/Max-Age|Expires/i);
      expect(session.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(server.config.idleTimeoutMs);
    }
  });
});

describe('idle sessions expire on the server', () => {
  let idle: TestServer;
  beforeAll(async () => {
    idle = await startTestServer({ IDLE_TIMEOUT_MS: '1500' });
  });
  afterAll(async () => {
    await idle.close();
  });

  it('ends a browser session after the idle time-out, keeps a remembered one', async () => {
    const remembered = await signedInClient(idle, 'docent@vraagwerk.nl', DEMO_PASSWORD, true);
    const brief = await signedInClient(idle, 'docent@vraagwerk.nl');
    expect((await brief.json('GET', '/api/user')).status).toBe(200);
    const viewer = await brief.graphql<{ viewer: { idleTimeoutMs: number; sessionExpiresAt: string } }>('{ viewer { idleTimeoutMs sessionExpiresAt } }');
    expect(viewer.data!.viewer.idleTimeoutMs).toBe(1500);
    expect(new Date(viewer.data!.viewer.sessionExpiresAt).getTime() - Date.now()).toBeLessThanOrEqual(1500);

    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await brief.json('GET', '/api/user')).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    expect((await brief.graphql<{ viewer: { user: unknown } }>('{ viewer { user { email } } }')).data!.viewer.user).toBeNull();
    expect(await idle.db.prisma.session.count({ where: { tokenHash: hashToken(brief.cookies.get(SESSION)!) } })).toBe(0);
    expect((await remembered.json('GET', '/api/user')).status).toBe(200);
  });
});

describe('password reset', () => {
  const LINK = /(\S+)\/reset-password#([A-Za-z0-9_-]+)\s*$/m;

  async function requestReset(email: string) {
    const arrived = smtp.waitFor(email);
    const response = await server.client().json('POST', '/api/forgot-password', { email });
    expect(response).toEqual({ status: 200, body: undefined });
    const mail = await arrived;
    const match = LINK.exec(mail.text);
    expect(match).not.toBeNull();
    return { mail, base: match![1]!, token: match![2]! };
  }

  it('mails a single-use link; following it sets the password and ends every session of the account', async () => {
    const user = await createUser(server.db.prisma, { role: 'docent', firstName: 'Rik' });
    const before = await signedInClient(server, user.email);
    const alsoBefore = await signedInClient(server, user.email, DEMO_PASSWORD, true);

    const { mail, base, token } = await requestReset(user.email);
    expect(mail.subject).toBe('Wachtwoord opnieuw instellen');
    expect(mail.to).toEqual([user.email]);
    expect(mail.from).toBe('noreply@vraagwerk.nl');
    expect(mail.text).toContain('Beste Rik,');
    expect(base).toBe(PUBLIC_URL);
    expect(token.length).toBeGreaterThanOrEqual(32);
    // Only a hash of the token is stored.
    const row = await server.db.prisma.passwordResetToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.tokenHash).not.toBe(token);
    expect(row.tokenHash).toBe(hashToken(token));

    const reset = await server.client().json('POST', '/api/reset-password', { token, password: 'een-nieuw-wachtwoord' });
    expect(reset).toEqual({ status: 200, body: { message: 'password saved' } });
    expect(await before.json('GET', '/api/user')).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    expect((await alsoBefore.json('GET', '/api/user')).status).toBe(401);

    const old = await login(server.client(), { email: user.email, password: DEMO_PASSWORD });
    expect(old.body.errors).toEqual({ email: [BAD_CREDENTIALS] });
    expect((await login(server.client(), { email: user.email, password: 'een-nieuw-wachtwoord' })).status).toBe(200);

    const again = await server.client().json('POST', '/api/reset-password', { token, password: 'nog-een-ander-wachtwoord' });
    expect(again).toEqual({ status: 422, body: { message: INVALID, errors: { token: [RESET_INVALID] } } });
    expect((await login(server.client(), { email: user.email, password: 'nog-een-ander-wachtwoord' })).status).toBe(422);
  });

  it('refuses an expired token', async () => {
    const user = await createUser(server.db.prisma, { role: 'leerling' });
    const { token } = await requestReset(user.email);
    await server.db.prisma.passwordResetToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const result = await server.client().json('POST', '/api/reset-password', { token, password: 'een-nieuw-wachtwoord' });
    expect(result).toEqual({ status: 422, body: { message: INVALID, errors: { token: [RESET_INVALID] } } });
    expect((await login(server.client(), { email: user.email, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('expires a link after an hour', async () => {
    const user = await createUser(server.db.prisma, { role: 'docent' });
    const started = Date.now();
    await requestReset(user.email);
    const row = await server.db.prisma.passwordResetToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.expiresAt.getTime() - started).toBeGreaterThan(59 * 60 * 1000);
    expect(row.expiresAt.getTime() - started).toBeLessThanOrEqual(61 * 60 * 1000);
  });

  it('makes an earlier link useless when a new one is requested', async () => {
    const user = await createUser(server.db.prisma, { role: 'docent' });
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect(second.token).not.toBe(first.token);
    expect((await server.client().json('POST', '/api/reset-password', { token: first.token, password: 'een-nieuw-wachtwoord' })).status).toBe(422);
    expect((await server.client().json('POST', '/api/reset-password', { token: second.token, password: 'een-nieuw-wachtwoord' })).status).toBe(200);
  });

  it('answers 200 for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('onbekend');
    const sentBefore = smtp.messages.length;
    const response = await server.client().json('POST', '/api/forgot-password', { email });
    expect(response).toEqual({ status: 200, body: undefined });
    // A known address, asked right after, is mailed; the unknown one never is.
    const user = await createUser(server.db.prisma, { role: 'docent' });
    await requestReset(user.email);
    expect(smtp.messages.slice(sentBefore).map((m) => m.to[0])).toEqual([user.email]);
    expect(await server.db.prisma.outboxEmail.count({ where: { to: email } })).toBe(0);
  });

  it.each([
    ['no e-mail', {}, { email: ['The email field is required.'] }],
    ['a malformed e-mail', { email: 'docent@' }, { email: ['The email must be a valid email address.'] }],
  ])('validates the request: %s → 422', async (_name, payload, errors) => {
    expect(await server.client().json('POST', '/api/forgot-password', payload)).toEqual({ status: 422, body: { message: INVALID, errors } });
  });

  it('requires a password of at least 8 characters and keeps the token for a better try', async () => {
    const user = await createUser(server.db.prisma, { role: 'docent' });
    const { token } = await requestReset(user.email);
    const short = await server.client().json('POST', '/api/reset-password', { token, password: '1234567' });
    expect(short).toEqual({ status: 422, body: { message: INVALID, errors: { password: ['The password must be between 8 and 128 characters.'] } } });
    expect((await server.client().json('POST', '/api/reset-password', { token, password: 'x'.repeat(129) })).status).toBe(422);
    expect((await server.client().json('POST', '/api/reset-password', { token, password: '12345678' })).status).toBe(200);
    expect((await login(server.client(), { email: user.email, password: '12345678' })).status).toBe(200);
  });

  it('answers an unknown token 422 (never "password saved")', async () => {
    const result = await server.client().json('POST', '/api/reset-password', { token: 'bestaat-niet-bestaat-niet-bestaat-niet', password: 'een-nieuw-wachtwoord' });
    expect(result).toEqual({ status: 422, body: { message: INVALID, errors: { token: [RESET_INVALID] } } });
    const missing = await server.client().json('POST', '/api/reset-password', { password: 'een-nieuw-wachtwoord' });
    expect(missing).toEqual({ status: 422, body: { message: INVALID, errors: { token: ['The token field is required.'] } } });
  });

  it('works through GraphQL too: requestPasswordReset and resetPassword with typed errors', async () => {
    const user = await createUser(server.db.prisma, { role: 'docent' });
    const arrived = smtp.waitFor(user.email);
    const request = await server
      .client()
      .graphql<{ requestPasswordReset: unknown }>('mutation ($e: String!) { requestPasswordReset(email: $e) { __typename ... on RequestPasswordResetSuccess { ok } } }', { e: user.email });
    expect(request.data!.requestPasswordReset).toEqual({ __typename: 'RequestPasswordResetSuccess', ok: true });
    const token = LINK.exec((await arrived).text)![2]!;
    const RESET = 'mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { __typename ... on Error { message } ... on ResetPasswordSuccess { ok } } }';
    expect((await server.client().graphql<{ resetPassword: unknown }>(RESET, { t: token, p: 'kort' })).data!.resetPassword).toEqual({
      __typename: 'ValidationError',
      message: 'Controleer de velden.',
    });
    expect((await server.client().graphql<{ resetPassword: unknown }>(RESET, { t: token, p: 'een-nieuw-wachtwoord' })).data!.resetPassword).toEqual({ __typename: 'ResetPasswordSuccess', ok: true });
    expect((await server.client().graphql<{ resetPassword: unknown }>(RESET, { t: token, p: 'een-nieuw-wachtwoord' })).data!.resetPassword).toEqual({
      __typename: 'InvalidTokenError',
      message: RESET_INVALID_NL,
    });
  });
});

describe('switching between linked accounts', () => {
  it('GET /api/user/switch lists the linked accounts (the teacher and the demo student)', async () => {
    const client = await signedInClient(server, 'docent@vraagwerk.nl');
    const { status, body } = await client.json<UserJson[]>('GET', '/api/user/switch');
    expect(status).toBe(200);
    expect(body.map((u) => u.email)).toEqual(['docent@vraagwerk.nl', 'leerling-k7m2qa@vraagwerk.nl']);
    expect(body.every((u) => u.switchable === true && !('seats' in u))).toBe(true);
    expect(body[1]).toMatchObject({ full_name: 'Demo Leerling', role: 'leerling' });
  });

  it('lists only oneself for an account without a link, and nothing for a visitor', async () => {
    const client = await signedInClient(server, 'leerling@vraagwerk.nl');
    const { body } = await client.json<UserJson[]>('GET', '/api/user/switch');
    expect(body.map((u) => u.email)).toEqual(['leerling@vraagwerk.nl']);
    expect(await server.client().json('GET', '/api/user/switch')).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
  });

  it('POST /api/user/switch signs in as the demo student without a password, in a new session', async () => {
    const client = await signedInClient(server, 'docent@vraagwerk.nl');
    const teacherToken = client.cookies.get(SESSION)!;
    const { status, body } = await client.json<UserJson>('POST', '/api/user/switch', { email: 'leerling-k7m2qa@vraagwerk.nl' });
    expect(status).toBe(200);
    expect(body.email).toBe('leerling-k7m2qa@vraagwerk.nl');
    expect(body.seats!.map((s) => s.groups.map((g) => g.name).sort())).toEqual([['Havo 4 natuurkunde', 'Vmbo 4 nask']]);
    expect(client.cookies.get(SESSION)).not.toBe(teacherToken);
    const me = await client.json<UserJson>('GET', '/api/user');
    expect([me.status, me.body.email, me.body.role]).toEqual([200, 'leerling-k7m2qa@vraagwerk.nl', 'leerling']);
    expect((await raw('GET', '/api/user', { cookies: { [SESSION]: teacherToken } })).status).toBe(401);

    // And back again, by opaque id.
    const teacher = (await client.json<UserJson[]>('GET', '/api/user/switch')).body.find((u) => u.email === 'docent@vraagwerk.nl')!;
    const back = await client.json<UserJson>('POST', '/api/user/switch', { id: teacher.id });
    expect([back.status, back.body.email]).toEqual([200, 'docent@vraagwerk.nl']);
  });

  it.each([
    ['a student of the same school who is not linked', 'leerling@vraagwerk.nl'],
    ["another teacher's demo student", 'leerling-p4z8rt@vraagwerk.nl'],
    ['another teacher', 'proef@vraagwerk.nl'],
    ['an unknown address', 'niemand@vraagwerk.nl'],
  ])('refuses %s with 404 and stays signed in as oneself', async (_name, email) => {
    const client = await signedInClient(server, 'docent@vraagwerk.nl');
    expect(await client.json('POST', '/api/user/switch', { email })).toEqual({ status: 404, body: { message: 'Not Found' } });
    expect((await client.json<UserJson>('GET', '/api/user')).body.email).toBe('docent@vraagwerk.nl');
  });

  it('refuses an unlinked account given by its opaque id, and an id that is not one', async () => {
    const client = await signedInClient(server, 'docent@vraagwerk.nl');
    const stranger = ids().encode(await userIdOf(server.db.prisma, 'leerling@vraagwerk.nl'));
    expect(await client.json('POST', '/api/user/switch', { id: stranger })).toEqual({ status: 404, body: { message: 'Not Found' } });
    expect((await client.json('POST', '/api/user/switch', { id: 'nonsense!' })).status).toBe(422);
    expect((await client.json<UserJson>('GET', '/api/user')).body.email).toBe('docent@vraagwerk.nl');
  });

  it('refuses an account without a link, and a visitor', async () => {
    const client = await signedInClient(server, 'leerling@vraagwerk.nl');
    expect((await client.json('POST', '/api/user/switch', { email: 'leerling-k7m2qa@vraagwerk.nl' })).status).toBe(404);
    expect(await server.client().json('POST', '/api/user/switch', { email: 'leerling-k7m2qa@vraagwerk.nl' })).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
  });

  it('GraphQL switchAccount: NotFoundError for a user who is not linked, the new viewer for one who is', async () => {
    const client = await signedInClient(server, 'docent@vraagwerk.nl');
    const SWITCH = 'mutation ($id: ID!) { switchAccount(userId: $id) { __typename ... on Error { message } ... on SwitchAccountSuccess { viewer { user { email } home } } } }';
    const linked = await client.graphql<{ viewer: { switchableAccounts: { id: string; email: string }[] } }>('{ viewer { switchableAccounts { id email } } }');
    expect(linked.data!.viewer.switchableAccounts.map((u) => u.email)).toEqual(['leerling-k7m2qa@vraagwerk.nl']);

    const stranger = Buffer.from(`User:${await userIdOf(server.db.prisma, 'leerling@vraagwerk.nl')}`).toString('base64');
    const refused = await client.graphql<{ switchAccount: unknown }>(SWITCH, { id: stranger });
    expect(refused.data!.switchAccount).toEqual({ __typename: 'NotFoundError', message: 'Dit account is niet aan het jouwe gekoppeld.' });
    const streamId = Buffer.from(`Stream:${await userIdOf(server.db.prisma, 'leerling-k7m2qa@vraagwerk.nl')}`).toString('base64');
    expect((await client.graphql<{ switchAccount: { __typename: string } }>(SWITCH, { id: streamId })).data!.switchAccount.__typename).toBe('NotFoundError');
    expect((await client.json<UserJson>('GET', '/api/user')).body.email).toBe('docent@vraagwerk.nl');

    const ok = await client.graphql<{ switchAccount: unknown }>(SWITCH, { id: linked.data!.viewer.switchableAccounts[0]!.id });
    expect(ok.data!.switchAccount).toEqual({ __typename: 'SwitchAccountSuccess', viewer: { user: { email: 'leerling-k7m2qa@vraagwerk.nl' }, home: 'student' } });
    expect((await client.json<UserJson>('GET', '/api/user')).body.email).toBe('leerling-k7m2qa@vraagwerk.nl');
  });

  it('GraphQL switchAccount needs a signed-in user', async () => {
    const id = Buffer.from(`User:${await userIdOf(server.db.prisma, 'leerling-k7m2qa@vraagwerk.nl')}`).toString('base64');
    const result = await server.client().graphql('mutation ($id: ID!) { switchAccount(userId: $id) { __typename } }', { id });
    expect(result.data ?? null).toBeNull();
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('does not switch into a linked account that has no role', async () => {
    const link = 'fixture-link-without-role';
    const teacher = await createUser(server.db.prisma, { role: 'docent', link });
    const roleless = await createUser(server.db.prisma, { role: null, link });
    const license = await createLicense(server.db.prisma);
    await createSeat(server.db.prisma, { licenseId: license.id, userId: roleless.id, role: 'leerling' });
    const client = await signedInClient(server, teacher.email);
    expect((await client.json('POST', '/api/user/switch', { email: roleless.email })).status).toBe(404);
    expect((await client.json<UserJson>('GET', '/api/user')).body.email).toBe(teacher.email);
  });
});
