import * as oidc from 'openid-client';
import { createClient, type HttpClient } from '../setup/client.ts';
import { startOidc, type TestOidc } from '../setup/oidc.ts';
import { freePort, startTestServer, type TestServer } from '../setup/server.ts';

const EANS = {
  '9789001000001': { streams: ['natuurkunde-havo', 'natuurkunde-vwo'], role: 'leerling' },
  '9789001000002': { streams: ['natuurkunde-havo'], role: 'docent' },
};

let server: TestServer;
let provider: TestOidc;

beforeAll(async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  provider = await startOidc([`${url}/api/sso/callback`, `${url}/legacy/callback`], [`${url}/login`]);
  server = await startTestServer({
    PORT: String(port),
    PUBLIC_URL: url,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    SSO_EANS: JSON.stringify(EANS),
  });
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** Follows redirects like a browser, keeping the app's and the provider's cookies apart; returns the last location. */
async function browse(app: HttpClient, start: string): Promise<string> {
  const idp = createClient(provider.issuer);
  let location = start;
  for (let hop = 0; hop < 20; hop++) {
    const url = new URL(location, server.url);
    const onApp = url.origin === new URL(server.url).origin;
    if (onApp && !url.pathname.startsWith('/api/')) return `${url.pathname}${url.search}`;
    const response = await (onApp ? app : idp).get(`${url.pathname}${url.search}`);
    const next = response.headers.get('location');
    if (!next) throw new Error(`No redirect from ${url.href}: ${response.status} ${await response.text()}`);
    location = new URL(next, url).href;
  }
  throw new Error('Too many redirects');
}

describe('single sign-on with the publisher partner (OpenID Connect, code + PKCE)', () => {
  it('signs a new partner student in and creates the school licence, groups, seat and privileges', async () => {
    provider.signInAs({ id: 'p-1', email: 'Jan.Student@school.example.nl', given_name: 'Jan', family_name: 'Student', brin_id: '99ZZ', licenses: ['9789001000001'] });
    const app = createClient(server.url);
    expect(await browse(app, '/api/sso/login')).toBe('/sso');
    const me = await app.json<{ email: string; role: string; seats: { role: string; license: { type: string; brin_id: string; end: string }; privileges: { action: string }[] }[] }>(
      'GET',
      '/api/user',
    );
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('jan.student@school.example.nl');
    expect(me.body.role).toBe('leerling');
    expect(me.body.seats).toHaveLength(1);
    expect(me.body.seats[0]!.license).toMatchObject({ type: 'boom', brin_id: '99ZZ' });
    expect(me.body.seats[0]!.privileges.map((p) => p.action)).toEqual(['oefensets uitvoeren', 'oefensets uitvoeren']);
    const groups = await server.db.prisma.group.findMany({ where: { license: { brinId: '99ZZ' } }, orderBy: { name: 'asc' } });
    expect(groups.map((g) => g.name)).toEqual(['Natuurkunde Havo 4', 'Natuurkunde Havo 5', 'Natuurkunde Vwo 5', 'Natuurkunde Vwo 6']);
    // The student chooses groups first (single seat, no groups, school licence).
    const viewer = await app.graphql<{ viewer: { home: string; choosableGroups: { name: string }[] } }>('{ viewer { home choosableGroups { name } } }');
    expect(viewer.data!.viewer.home).toBe('studentGroups');
    expect(viewer.data!.viewer.choosableGroups).toHaveLength(4);
  });

  it('adds a teacher of the same school to the same licence with set-making privileges', async () => {
    provider.signInAs({ id: 'p-2', email: 'docent@school.example.nl', given_name: 'Dora', family_name: 'Docent', brin_id: '99ZZ', licenses: [{ ean: '9789001000002' }] });
    const app = createClient(server.url);
    expect(await browse(app, '/api/sso/login')).toBe('/sso');
    const licences = await server.db.prisma.license.findMany({ where: { brinId: '99ZZ' }, include: { seats: true } });
    expect(licences).toHaveLength(1);
    expect(licences[0]!.seats.map((s) => s.role).sort()).toEqual(['docent', 'leerling']);
    const viewer = await app.graphql<{ viewer: { user: { role: string }; currentStreamGrant: { setMaking: string } | null } }>('{ viewer { user { role } currentStreamGrant { setMaking } } }');
    expect(viewer.data!.viewer.user.role).toBe('docent');
    expect(viewer.data!.viewer.currentStreamGrant).toEqual({ setMaking: 'unlimited' });
  });

  it('sends a user without a recognised licence to the Probleem modal (no valid licence)', async () => {
    provider.signInAs({ id: 'p-3', email: 'zonder@school.example.nl', brin_id: '99ZZ', licenses: ['1234567890123'] });
    const app = createClient(server.url);
    expect(await browse(app, '/api/sso/login')).toBe('/sso?fout=licentie');
    expect((await app.get('/api/user')).status).toBe(401);
    expect(await server.db.prisma.user.count({ where: { email: 'zonder@school.example.nl' } })).toBe(0);
  });

  it('returns to `next` when it is a path on this site, and to /sso for anything else', async () => {
    provider.signInAs({ id: 'p-next', email: 'terug@school.example.nl', brin_id: '99ZZ', licenses: ['9789001000001'] });
    const app = createClient(server.url);
    expect(await browse(app, `/api/sso/login?next=${encodeURIComponent('/profile?tab=2#top')}`)).toBe('/profile?tab=2');
    expect((await app.json<{ email: string }>('GET', '/api/user')).body.email).toBe('terug@school.example.nl');
    for (const next of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'profile', 'javascript:alert(1)']) {
      provider.signInAs({ id: 'p-next', email: 'terug@school.example.nl', brin_id: '99ZZ', licenses: ['9789001000001'] });
      expect([next, await browse(createClient(server.url), `/api/sso/login?next=${encodeURIComponent(next)}`)]).toEqual([next, '/sso']);
    }
  });

  it('keeps `next` when the sign-on fails, for the retry', async () => {
    provider.signInAs({ id: 'p-none', email: 'geen@school.example.nl', brin_id: '99ZZ', licenses: ['0000000000000'] });
    expect(await browse(createClient(server.url), `/api/sso/login?next=${encodeURIComponent('/vakken')}`)).toBe('/sso?fout=licentie&next=%2Fvakken');
    // A refused sign-on counts towards this address's lock: start the later tests without it.
    await server.db.prisma.loginThrottle.deleteMany({ where: { key: { startsWith: 'sso|' } } });
  });

  it('refuses a callback without the flow cookie (state and PKCE verifier)', async () => {
    const app = createClient(server.url);
    const response = await app.get('/api/sso/callback?code=forged&state=forged');
    expect(response.headers.get('location')).toBe('/sso?fout=verlopen');
  });

  it('signs out at the provider', async () => {
    const app = createClient(server.url);
    const response = await app.get('/api/sso/logout');
    expect(response.headers.get('location')).toContain(`${provider.issuer}/session/end`);
  });

  describe('POST /api/token (legacy clients)', () => {
    /** A legacy app's own code flow at the provider, ending in an access token. */
    async function accessTokenFor(account: Parameters<TestOidc['signInAs']>[0]): Promise<string> {
      provider.signInAs(account);
      const config = await oidc.discovery(new URL(provider.issuer), provider.clientId, undefined, oidc.ClientSecretBasic(provider.clientSecret), {
        execute: [oidc.allowInsecureRequests],
      });
      const verifier = oidc.randomPKCECodeVerifier();
      const redirect = `${server.url}/legacy/callback`;
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirect,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      const landing = await browse(createClient(server.url), url.href);
      const tokens = await oidc.authorizationCodeGrant(config, new URL(landing, server.url), { pkceCodeVerifier: verifier });
      return tokens.access_token;
    }

    it('exchanges a provider access token for the user: 201 the first time, 200 after', async () => {
      const account = { id: 'p-4', email: 'nieuw.partner@school.example.nl', given_name: 'Nina', family_name: 'Partner', brin_id: '88YY', licenses: ['9789001000001'] };
      const first = createClient(server.url);
      const created = await first.json<{ email: string; seats: unknown[] }>('POST', '/api/token', { token: await accessTokenFor(account) });
      expect(created.status).toBe(201);
      expect(created.body.email).toBe('nieuw.partner@school.example.nl');
      expect(created.body.seats).toHaveLength(1);
      expect((await first.get('/api/user')).status).toBe(200);
      const again = await createClient(server.url).json('POST', '/api/token', { token: await accessTokenFor(account) });
      expect(again.status).toBe(200);
    });

    it('answers 422 for a token the provider does not know and for missing claims', async () => {
      const bad = await createClient(server.url).json<{ errors: Record<string, string[]> }>('POST', '/api/token', { token: 'not-a-real-token' });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.token).toEqual(['Failed to resolve user.']);
      const noBrin = await createClient(server.url).json<{ errors: Record<string, string[]> }>('POST', '/api/token', {
        token: await accessTokenFor({ id: 'p-5', email: 'geen.brin@school.example.nl', licenses: ['9789001000001'] }),
      });
      expect(noBrin.status).toBe(422);
      expect(noBrin.body.errors.brin_id).toEqual(['Required']);
      const noLicense = await createClient(server.url).json<{ errors: Record<string, string[]> }>('POST', '/api/token', {
        token: await accessTokenFor({ id: 'p-6', email: 'geen.licentie@school.example.nl', brin_id: '77XX', licenses: ['000'] }),
      });
      expect(noLicense.status).toBe(422);
      expect(noLicense.body.errors.licenses).toEqual(['No valid license(s) found']);
    });

    it('exchanges a token through GraphQL too, with NoValidLicenseError as a typed error', async () => {
      const client = createClient(server.url);
      const token = await accessTokenFor({ id: 'p-7', email: 'ongeldig@school.example.nl', brin_id: '77XX', licenses: ['000'] });
      const result = await client.graphql<{ exchangeSsoToken: { __typename: string; message: string } }>(
        'mutation ($t: String!) { exchangeSsoToken(token: $t) { __typename ... on Error { message } } }',
        { t: token },
      );
      expect(result.data!.exchangeSsoToken).toEqual({ __typename: 'NoValidLicenseError', message: 'Geen geldige licentie(s) gevonden' });
    });
  });
});
