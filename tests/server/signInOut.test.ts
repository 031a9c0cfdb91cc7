// Signing out and failed sign-ins (issue 43, item 6): a GET to /api/sso/logout, which any page can make a browser send
// with an image, no longer ends the session; a POST with the CSRF token does. Failed sign-ins are limited per address
// across e-mails (100 per 15 minutes), not only per e-mail, and attempts at once cannot slip past the limit.
import { startTestServer, type TestServer } from '../setup/server.ts';
import { DEMO_PASSWORD, signedInClient } from '../setup/factories.ts';
import type { HttpClient } from '../setup/client.ts';

let server: TestServer;
beforeAll(async () => {
  // Every request names its address in X-Forwarded-For, as a proxy on loopback would.
  server = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
});

const db = () => server.db.prisma;

async function signedIn(client: HttpClient): Promise<boolean> {
  return (await client.get('/api/user')).status === 200;
}

describe('/api/sso/logout', () => {
  it('GET sends the browser to sign out at the provider but keeps the session here', async () => {
    const teacher = await signedInClient(server, 'docent@vraagwerk.nl');
    const sessions = await db().session.count();
    // What an <img src> on another site makes the browser send: the cookies, no token.
    const response = await fetch(`${server.url}/api/sso/logout`, { headers: { Cookie: [...teacher.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
    expect(await signedIn(teacher)).toBe(true);
    expect(await db().session.count()).toBe(sessions);
  });

  it('POST ends the session and goes on to sign out at the provider, only with the CSRF token', async () => {
    const teacher = await signedInClient(server, 'docent@vraagwerk.nl');
    const sessions = await db().session.count();
    expect((await teacher.request('POST', '/api/sso/logout', undefined, { 'X-XSRF-TOKEN': '' })).status).toBe(419);
    expect(await signedIn(teacher)).toBe(true);
    const response = await teacher.request('POST', '/api/sso/logout');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login');
    expect(await signedIn(teacher)).toBe(false);
    expect(await db().session.count()).toBe(sessions - 1);
  });
});

describe('failed sign-ins per address', () => {
  /** A sign-in from an address: the REST route, as a legacy client or a script would use it. */
  async function signIn(client: HttpClient, address: string, email: string, password: string) {
    if (!client.cookies.has('XSRF-TOKEN')) await client.csrf();
    const response = await client.request('POST', '/api/login', { email, password }, { 'X-Forwarded-For': address });
    const body = (await response.json()) as { errors?: { email?: string[] }; retry_after?: number };
    return { status: response.status, error: body.errors?.email?.[0] ?? null, retryAfter: body.retry_after ?? null };
  }

  it('lock an address after 100 within 15 minutes whatever the e-mails, also for attempts at once', async () => {
    const address = '203.0.113.9';
    const client = server.client();
    // 110 different e-mail addresses at once: none of them reaches its own limit of 5.
    const answers = await Promise.all(Array.from({ length: 110 }, (_, i) => signIn(client, address, `gok${i}@school.example.nl`, 'geraden-wachtwoord')));
    const refused = answers.filter((a) => a.error === 'These credentials do not match our records.');
    const throttled = answers.filter((a) => a.error?.startsWith('Too many login attempts.'));
    expect([refused.length, throttled.length]).toEqual([100, 10]);
    expect(throttled.every((a) => a.retryAfter! > 14 * 60 && a.retryAfter! <= 15 * 60)).toBe(true);

    // The right password does not open the locked address either, on REST and GraphQL alike; another address is free.
    const locked = await signIn(client, address, 'docent@vraagwerk.nl', DEMO_PASSWORD);
    expect(locked.status).toBe(422);
    expect(locked.error).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    const graphql = await client.request(
      'POST',
      '/graphql',
      { query: 'mutation ($input: SignInInput!) { signIn(input: $input) { __typename ... on Error { message } } }', variables: { input: { email: 'docent@vraagwerk.nl', password: DEMO_PASSWORD } } },
      { 'X-Forwarded-For': address },
    );
    expect(((await graphql.json()) as { data: { signIn: { __typename: string } } }).data.signIn.__typename).toBe('ThrottledError');
    expect((await signIn(server.client(), '198.51.100.20', 'docent@vraagwerk.nl', DEMO_PASSWORD)).status).toBe(200);

    // The window of 15 minutes ends: the address starts over.
    await db().loginThrottle.update({ where: { key: `address|${address}` }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    expect((await signIn(server.client(), address, 'docent@vraagwerk.nl', DEMO_PASSWORD)).status).toBe(200);
  });

  it('do not count sign-ins that succeed', async () => {
    const address = '198.51.100.30';
    await signIn(server.client(), address, 'docent@vraagwerk.nl', 'verkeerd-wachtwoord');
    for (let i = 0; i < 3; i++) expect((await signIn(server.client(), address, 'leerling@vraagwerk.nl', DEMO_PASSWORD)).status).toBe(200);
    const row = await db().loginThrottle.findUnique({ where: { key: `address|${address}` } });
    expect(row?.failures).toBe(1);
  });
});
