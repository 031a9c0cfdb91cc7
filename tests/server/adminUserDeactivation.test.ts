// Deactivating and reactivating a user (issue 47): admins only, not themselves, not the last active admin. A
// deactivation ends the user's sessions and password-reset links in its own transaction, audited with the literal old
// and new values; the account, its seats and its activity stay. A deactivated user gets in on no path — password
// (GraphQL and REST), switching linked accounts, the partner's single sign-on (callback and legacy token), a password
// reset, an invitation link — and a session of theirs is refused at the next request. A wrong password answers as for
// any address; the right one says the account is deactivated. Reactivation lets them in with the password they had.
import * as oidc from 'openid-client';
import { createIdCodec } from '../../server/app/ids.ts';
import { hashToken } from '../../server/domain/accounts/sessions.ts';
import { newInvitation } from '../../server/domain/licensing/invitations.ts';
import { createClient, type HttpClient } from '../setup/client.ts';
import { createLicense, createSeat, createUser, signedInClient, userIdOf } from '../setup/factories.ts';
import { startOidc, type TestOidc } from '../setup/oidc.ts';
import { freePort, startTestServer, type TestServer } from '../setup/server.ts';
import { startSmtp, type TestSmtp } from '../setup/smtp.ts';
import { roleClients } from '../setup/backOffice.ts';
import { TEST_NOW } from '../setup/env.ts';

const EANS = { '9789001000001': { streams: ['natuurkunde-havo'], role: 'leerling' } };
/** The server's clock stands still, so the audit's moment is known beforehand. */
const NOW = '2026-03-10T10:00:00.000Z';

let server: TestServer;
let smtp: TestSmtp;
let provider: TestOidc;
const db = () => server.db.prisma;
const ids = () => createIdCodec(server.config.idSecret);
const clients: Record<string, HttpClient> = {};
let admin = 0;
/** The statements the server sent while `recording`. */
const statements: string[] = [];
let recording = false;

beforeAll(async () => {
  expect(TEST_NOW.toISOString()).toBe(NOW);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  smtp = await startSmtp();
  provider = await startOidc([`${url}/api/sso/callback`, `${url}/legacy/callback`], [`${url}/login`]);
  server = await startTestServer(
    {
      PORT: String(port),
      PUBLIC_URL: url,
      SMTP_URL: smtp.url,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      SSO_EANS: JSON.stringify(EANS),
    },
    { clock: () => new Date(NOW), onQuery: (sql) => void (recording && statements.push(sql)) },
  );
  Object.assign(clients, await roleClients(server), { visitor: server.client() });
  admin = await userIdOf(db(), 'admin@vraagwerk.nl');
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
  await smtp?.close();
});

const DEACTIVATE = `mutation ($email: String!, $deactivated: Boolean!) {
  adminSetUserDeactivated(email: $email, deactivated: $deactivated) {
    __typename
    ... on AdminUpdateUserSuccess { user { email deactivatedAt } }
    ... on Error { message }
  }
}`;
type Answer = { __typename: string; user?: { email: string; deactivatedAt: string | null }; message?: string };
const setDeactivated = async (client: HttpClient, email: string, deactivated: boolean) =>
  (await client.graphql<{ adminSetUserDeactivated: Answer | null }>(DEACTIVATE, { email, deactivated })).data?.adminSetUserDeactivated ?? null;
const audited = (id: number) =>
  db().auditEntry.findMany({ where: { auditableType: 'user', auditableId: id }, orderBy: { id: 'asc' }, select: { userId: true, event: true, oldValues: true, newValues: true } });

const SIGN_IN = `mutation ($email: String!, $password: String!) { signIn(input: { email: $email, password: $password }) { __typename ... on Error { message } } }`;
const signIn = async (email: string, password: string) => (await server.client().graphql<{ signIn: { __typename: string; message?: string } }>(SIGN_IN, { email, password })).data!.signIn;
const DEACTIVATED_NL = 'Dit account is gedeactiveerd. Neem contact op met je school of met Vraagwerk.';
const DEACTIVATED_EN = 'This account has been deactivated. Please contact your school or Vraagwerk.';

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

/** A legacy app's own code flow at the provider, ending in an access token. */
async function accessTokenFor(account: Parameters<TestOidc['signInAs']>[0]): Promise<string> {
  provider.signInAs(account);
  const config = await oidc.discovery(new URL(provider.issuer), provider.clientId, undefined, oidc.ClientSecretBasic(provider.clientSecret), { execute: [oidc.allowInsecureRequests] });
  const verifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${server.url}/legacy/callback`,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const landing = await browse(createClient(server.url), url.href);
  return (await oidc.authorizationCodeGrant(config, new URL(landing, server.url), { pkceCodeVerifier: verifier })).access_token;
}

describe('deactivating a user', () => {
  it('ends their sessions and reset links with the change, keeps their data, and audits the literal moment', async () => {
    const user = await createUser(db(), { email: 'sanne.uit@school.example', role: 'leerling', firstName: 'Sanne' });
    const license = await createLicense(db(), { description: 'Het Uitcollege' });
    const seat = await createSeat(db(), { licenseId: license.id, userId: user.id, role: 'leerling' });
    await db().activityLog.create({ data: { origin: 'web', deviceKey: 'd', sessionKey: 's', activity: 'Opgave geopend', userId: user.id } });
    const [phone, laptop] = [await signedInClient(server, user.email), await signedInClient(server, user.email)];
    await db().passwordResetToken.create({ data: { userId: user.id, tokenHash: hashToken('oude-link'), expiresAt: new Date('2026-03-10T11:00:00.000Z') } });
    expect(await db().session.count({ where: { userId: user.id } })).toBe(2);

    recording = true;
    const answer = await setDeactivated(clients.admin!, 'Sanne.Uit@school.example', true);
    recording = false;
    // One transaction: from the admins' lock through the user's row, the audit entry, the sessions and the reset links
    // to a single COMMIT, with no commit between them.
    const at = (pattern: RegExp) => statements.findIndex((sql) => pattern.test(sql));
    const steps = [/FOR UPDATE/, /^\s*UPDATE "public"\."users"/, /INSERT INTO "public"\."audit_entries"/, /DELETE FROM "public"\."sessions"/, /DELETE FROM "public"\."password_reset_tokens"/].map(at);
    const commits = statements.map((sql, i) => (/COMMIT/i.test(sql) ? i : -1)).filter((i) => i >= 0);
    expect(steps.every((step, i) => step >= 0 && (i === 0 || step > steps[i - 1]!))).toBe(true);
    expect(commits.filter((i) => i > steps[0]! && i < steps[4]!)).toEqual([]);
    expect(commits.some((i) => i > steps[4]!)).toBe(true);
    expect(answer).toEqual({
      __typename: 'AdminUpdateUserSuccess',
      user: { email: 'sanne.uit@school.example', deactivatedAt: NOW },
    });
    expect(await db().session.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().passwordResetToken.count({ where: { userId: user.id } })).toBe(0);
    for (const client of [phone, laptop]) {
      expect((await client.json('GET', '/api/user')).status).toBe(401);
      expect((await client.graphql<{ viewer: { user: unknown } }>('{ viewer { user { email } } }')).data).toEqual({ viewer: { user: null } });
    }
    // Deactivation is not deletion.
    const kept = await db().user.findUniqueOrThrow({ where: { id: user.id }, include: { seats: true, activityLogs: true } });
    expect([kept.role, kept.firstName, kept.seats.map((s) => s.id), kept.activityLogs.map((a) => a.activity), kept.deactivatedAt?.toISOString()]).toEqual([
      'leerling',
      'Sanne',
      [seat.id],
      ['Opgave geopend'],
      NOW,
    ]);
    // Again: already deactivated, nothing written, the moment kept.
    expect((await setDeactivated(clients.admin!, user.email, true))!.user).toEqual({ email: user.email, deactivatedAt: NOW });
    expect(await audited(user.id)).toEqual([{ userId: admin, event: 'updated', oldValues: { deactivatedAt: null }, newValues: { deactivatedAt: NOW } }]);
  });

  it('refuses a session made by a sign-in racing the deactivation at its next request', async () => {
    const user = await createUser(db(), { email: 'race.uit@school.example', role: 'docent' });
    const client = await signedInClient(server, user.email);
    await setDeactivated(clients.admin!, user.email, true);
    // What a sign-in that read the account just before the deactivation committed leaves behind.
    await db().session.create({ data: { tokenHash: hashToken('late-token'), userId: user.id, remember: false, expiresAt: new Date(Date.now() + 3_600_000) } });
    client.cookies.set('vraagwerk_session', 'late-token');
    expect((await client.json('GET', '/api/user')).status).toBe(401);
  });
});

describe('a deactivated user signing in', () => {
  let userId = 0;
  const email = 'daan.dicht@school.example';
  beforeAll(async () => {
    userId = (await createUser(db(), { email, role: 'docent', password: 'daan-zijn-wachtwoord', link: 'daan-koppel' })).id;
    await createUser(db(), { email: 'daan.demo@school.example', role: 'leerling', password: 'demo-wachtwoord', link: 'daan-koppel' });
    expect((await setDeactivated(clients.admin!, email, true))!.__typename).toBe('AdminUpdateUserSuccess');
  });

  it('with a password: the right one says so, a wrong one answers as for an unknown address (GraphQL and REST)', async () => {
    expect(await signIn(email, 'daan-zijn-wachtwoord')).toEqual({ __typename: 'AccountDeactivatedError', message: DEACTIVATED_NL });
    const wrong = await signIn(email, 'fout-wachtwoord');
    expect(wrong).toEqual(await signIn('niemand.hier@school.example', 'fout-wachtwoord'));
    expect(wrong.__typename).toBe('InvalidCredentialsError');
    expect(await server.client().json('POST', '/api/login', { email, password: 'daan-zijn-wachtwoord' })).toEqual({
      status: 422,
      body: { status: 'unauthorized', message: DEACTIVATED_EN, errors: { email: [DEACTIVATED_EN] } },
    });
    const restWrong = await server.client().json('POST', '/api/login', { email, password: 'fout-wachtwoord' });
    expect(restWrong).toEqual(await server.client().json('POST', '/api/login', { email: 'niemand.hier@school.example', password: 'fout-wachtwoord' }));
    expect(await db().session.count({ where: { userId } })).toBe(0);
  });

  it('by switching from a linked account: not offered, and refused by id or e-mail', async () => {
    const demo = await signedInClient(server, 'daan.demo@school.example', 'demo-wachtwoord');
    expect((await demo.graphql<{ viewer: { switchableAccounts: unknown[] } }>('{ viewer { switchableAccounts { email } } }')).data).toEqual({ viewer: { switchableAccounts: [] } });
    expect((await demo.json<unknown[]>('GET', '/api/user/switch')).body.length).toBe(1);
    expect((await demo.json('POST', '/api/user/switch', { email })).status).toBe(404);
    expect((await demo.json('POST', '/api/user/switch', { id: ids().encode(userId) })).status).toBe(404);
    expect(await db().session.count({ where: { userId } })).toBe(0);
  });

  it('by a password reset: no link, a mail saying why, and the same answer as for any address', async () => {
    const mail = smtp.waitFor(email);
    expect(await server.client().json('POST', '/api/forgot-password', { email })).toEqual({ status: 200, body: undefined });
    const text = (await mail).text;
    expect(text).toContain(DEACTIVATED_NL);
    expect(text).not.toContain('reset-password');
    expect(await db().passwordResetToken.count({ where: { userId } })).toBe(0);
    // A token that somehow exists (made by hand here) sets nothing either.
    await db().passwordResetToken.create({ data: { userId, tokenHash: hashToken('handgemaakt'), expiresAt: new Date(Date.now() + 3_600_000) } });
    expect((await server.client().json('POST', '/api/reset-password', { token: 'handgemaakt', password: 'een-nieuw-wachtwoord' })).status).toBe(422);
    await db().passwordResetToken.deleteMany({ where: { userId } });
  });

  it('by an invitation link to their address: refused, the seat stays open (REST and GraphQL)', async () => {
    const license = await createLicense(db(), { description: 'Uitnodigingslyceum' });
    const seat = await createSeat(db(), { licenseId: license.id, role: 'docent' });
    const rest = newInvitation(new Date(NOW));
    const graph = newInvitation(new Date(NOW));
    await db().seat.update({ where: { id: seat.id }, data: { email, firstName: 'Daan', inviteTokenHash: rest.tokenHash, inviteExpiresAt: rest.expiresAt } });
    expect(await server.client().json('POST', '/api/invite-ok', { token: rest.token })).toEqual({ status: 400, body: { message: DEACTIVATED_EN } });
    await db().seat.update({ where: { id: seat.id }, data: { inviteTokenHash: graph.tokenHash } });
    const answer = await server.client().graphql<{ acceptInvitation: unknown }>(`mutation ($t: String!) { acceptInvitation(token: $t) { __typename ... on Error { message } } }`, { t: graph.token });
    expect(answer.data).toEqual({ acceptInvitation: { __typename: 'AccountDeactivatedError', message: DEACTIVATED_NL } });
    expect(await db().seat.findUniqueOrThrow({ where: { id: seat.id }, select: { userId: true } })).toEqual({ userId: null });
  });

  it("through the partner's single sign-on: refused on the callback and the legacy token, nothing provisioned", async () => {
    const account = { id: 'p-uit', email: 'Daan.Dicht@school.example', given_name: 'Daan', family_name: 'Dicht', brin_id: '55UU', licenses: ['9789001000001'] };
    provider.signInAs(account);
    const app = createClient(server.url);
    expect(await browse(app, '/api/sso/login')).toBe('/sso?fout=gedeactiveerd');
    expect((await app.json('GET', '/api/user')).status).toBe(401);
    expect(await server.client().json('POST', '/api/token', { token: await accessTokenFor(account) })).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { email: [DEACTIVATED_EN] } },
    });
    expect(await db().license.count({ where: { brinId: '55UU' } })).toBe(0);
    expect(await db().session.count({ where: { userId } })).toBe(0);
  });

  it('gets in again with the password they had once reactivated, audited', async () => {
    const put = await clients.admin!.json<Record<string, unknown>>('PUT', '/api/admin/users', { email, deactivated: false });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ email, deactivated_at: null });
    expect(await signIn(email, 'daan-zijn-wachtwoord')).toEqual({ __typename: 'SignInSuccess' });
    await signedInClient(server, email, 'daan-zijn-wachtwoord');
    expect(await audited(userId)).toEqual([
      { userId: admin, event: 'updated', oldValues: { deactivatedAt: null }, newValues: { deactivatedAt: NOW } },
      { userId: admin, event: 'updated', oldValues: { deactivatedAt: NOW }, newValues: { deactivatedAt: null } },
    ]);
  });
});

describe('the rules', () => {
  it('refuses an admin deactivating themselves, writing nothing', async () => {
    const audits = await db().auditEntry.count();
    expect(await setDeactivated(clients.admin!, 'admin@vraagwerk.nl', true)).toEqual({ __typename: 'UserDeactivationRefusedError', message: 'Je kunt je eigen account niet deactiveren.' });
    expect(await clients.admin!.json('PUT', '/api/admin/users', { email: 'admin@vraagwerk.nl', deactivated: true })).toEqual({
      status: 422,
      body: { message: 'You cannot deactivate your own account.', errors: { deactivated: ['You cannot deactivate your own account.'] } },
    });
    expect((await clients.admin!.json('GET', '/api/user')).status).toBe(200);
    expect(await db().user.findUniqueOrThrow({ where: { id: admin }, select: { deactivatedAt: true } })).toEqual({ deactivatedAt: null });
    expect(await db().auditEntry.count()).toBe(audits);
  });

  it('of two admins deactivating each other at once one stays active; a deactivated admin no longer counts as one', async () => {
    const a = await createUser(db(), { email: 'uit-a@school.example', role: 'admin' });
    const b = await createUser(db(), { email: 'uit-b@school.example', role: 'admin' });
    const [ca, cb] = [await signedInClient(server, a.email), await signedInClient(server, b.email)];
    const answers = await Promise.all([ca.json('PUT', '/api/admin/users', { email: b.email, deactivated: true }), cb.json('PUT', '/api/admin/users', { email: a.email, deactivated: true })]);
    // The second to get the lock is deactivated: refused (403), or already signed out by the deactivation (401).
    const [won, lost] = answers.map((r) => r.status).sort();
    expect(won).toBe(200);
    expect([401, 403]).toContain(lost);
    const states = (await db().user.findMany({ where: { id: { in: [a.id, b.id] } }, select: { deactivatedAt: true } })).map((u) => u.deactivatedAt === null).sort();
    expect(states).toEqual([false, true]);
    // The deactivated one is an admin by role only: a change of its role or names is not refused for its sake.
    const off = (await db().user.findFirstOrThrow({ where: { id: { in: [a.id, b.id] }, deactivatedAt: { not: null } } })).email;
    expect((await clients.admin!.json('PUT', '/api/admin/users', { email: off, role: 'author' })).status).toBe(200);
  });

  it('answers 422 for a deactivated that is no boolean, 404 for an unknown address', async () => {
    expect((await clients.admin!.json('PUT', '/api/admin/users', { email: 'docent@vraagwerk.nl', deactivated: 'ja' })).status).toBe(422);
    expect((await clients.admin!.json('PUT', '/api/admin/users', { email: 'niemand@school.example', deactivated: true })).status).toBe(404);
    expect((await setDeactivated(clients.admin!, 'niemand@school.example', true))!.__typename).toBe('NotFoundError');
  });

  it.each(['author', 'docent', 'leerling', 'visitor'] as const)('refuses %s, writing nothing', async (role) => {
    const target = await createUser(db(), { email: `doelwit-${role}@school.example`, role: 'leerling' });
    const audits = await db().auditEntry.count();
    const status = role === 'visitor' ? 401 : 403;
    expect((await clients[role]!.json('PUT', '/api/admin/users', { email: target.email, deactivated: true })).status).toBe(status);
    const answer = await setDeactivated(clients[role]!, target.email, true);
    expect(answer?.__typename ?? null).toBe(role === 'visitor' ? null : 'ForbiddenError');
    expect((await clients[role]!.graphql<{ adminUsers: unknown }>(`{ adminUsers(first: 1, status: deactivated) { totalCount } }`)).data?.adminUsers ?? null).toBeNull();
    expect(await db().user.findUniqueOrThrow({ where: { id: target.id }, select: { deactivatedAt: true } })).toEqual({ deactivatedAt: null });
    expect(await db().auditEntry.count()).toBe(audits);
  });
});

describe('the lists', () => {
  it('filter on deactivation (GraphQL and REST) and carry the moment', async () => {
    await createUser(db(), { email: 'filter-aan@school.example', firstName: 'Filter' });
    await createUser(db(), { email: 'filter-uit@school.example', firstName: 'Filter' });
    await setDeactivated(clients.admin!, 'filter-uit@school.example', true);
    const LIST = `query ($status: AdminUserStatus) { adminUsers(search: "filter-", status: $status) { totalCount edges { node { email deactivatedAt } } } }`;
    type Page = { adminUsers: { totalCount: number; edges: { node: { email: string; deactivatedAt: string | null } }[] } };
    const page = async (status?: string) => (await clients.admin!.graphql<Page>(LIST, status ? { status } : {})).data!.adminUsers.edges.map((e) => e.node);
    expect(await page()).toEqual([
      { email: 'filter-aan@school.example', deactivatedAt: null },
      { email: 'filter-uit@school.example', deactivatedAt: NOW },
    ]);
    expect(await page('active')).toEqual([{ email: 'filter-aan@school.example', deactivatedAt: null }]);
    expect(await page('deactivated')).toEqual([{ email: 'filter-uit@school.example', deactivatedAt: NOW }]);
    const rest = await clients.admin!.json<{ email: string; deactivated_at: string | null }[]>('GET', '/api/admin/users?status=deactivated');
    expect(rest.body.every((u) => u.deactivated_at !== null)).toBe(true);
    expect(rest.body.map((u) => u.email)).toContain('filter-uit@school.example');
    expect((await clients.admin!.json<{ deactivated_at: string }>('GET', '/api/admin/users?email=filter-uit@school.example')).body.deactivated_at).toBe('2026-03-10T10:00:00.000000Z');
    expect((await clients.admin!.json('GET', '/api/admin/users?status=weg')).status).toBe(422);
  });
});
