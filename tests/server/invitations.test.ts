// Accepting an invitation to a seat (document 2 §4.5, document 4 §11) through REST and GraphQL, with invitations made
// the way a manager makes them (saving a seat) and read from the test's real SMTP server: every state of a link, a
// new account made with a password and signed in with it, an existing account linked (and whoever was signed in
// signed out), a link that expires after 14 days, one that works once even when two requests race, and the limit on
// guessing.
import { createIdCodec } from '../../server/app/ids.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { startSmtp, type TestSmtp } from '../setup/smtp.ts';
import { movableClock } from '../setup/practice.ts';
import type { HttpClient } from '../setup/client.ts';

const time = movableClock();
let smtp: TestSmtp;
let server: TestServer;
const db = () => server.db.prisma;
const u = (id: number) => createIdCodec(server.config.idSecret).encode(id);

let licenseId: number;
let groupId: number;
let manager: HttpClient;
let physics: number;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url }, { clock: time.clock });
  physics = await streamIdOf(db(), 'natuurkunde-havo');
  const license = await createLicense(db(), { description: 'Het Baken', groups: [{ name: 'H4', streamSlug: 'natuurkunde-havo' }] });
  licenseId = license.id;
  groupId = license.groups[0]!.id;
  const teacher = await createUser(db(), { role: 'docent', firstName: 'Marieke', lastName: 'Beheer' });
  await createSeat(db(), { licenseId, userId: teacher.id, privileges: [{ action: 'licentie beheren', objectType: 'license', objectId: licenseId }] });
  manager = await signedInClient(server, teacher.email);
});
afterEach(() => time.reset());
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

let count = 0;
/** A new student seat of the licence, invited by the manager (as the overview does): its id, address and mailed token. */
async function invite(email = `leerling${++count}@example.test`, role: 'leerling' | 'docent' = 'leerling') {
  const seat = await createSeat(db(), { licenseId, role, groupIds: [groupId], privileges: [{ action: 'oefensets uitvoeren', objectId: physics }] });
  const mail = smtp.waitFor(email);
  const saved = await manager.json('PUT', `/api/licenses/${u(licenseId)}/${u(seat.id)}`, { email, first_name: 'Noor', last_name: 'Visser', is_active: true });
  if (saved.status !== 200) throw new Error(`Inviting ${email} answered ${saved.status}`);
  const token = (await mail).text.match(/\/uitnodiging-accepteren\/([A-Za-z0-9_-]+)/)![1]!;
  return { seatId: seat.id, email, token };
}

const status = async (client: HttpClient, token: string) => (await client.json<{ status: string }>('GET', `/api/invite-status?token=${encodeURIComponent(token)}`)).body;

const INVITATION = 'query($token: String!) { invitation(token: $token) { __typename ... on Invitation { status email firstName licenseDescription } ... on Error { message } } }';

describe('a new address (unknown-email)', () => {
  it('makes the account with the chosen password, linked to the seat; the link then says it was used', async () => {
    const visitor = server.client();
    const { seatId, email, token } = await invite();
    expect(await status(visitor, token)).toEqual({ status: 'unknown-email' });
    const seen = await visitor.graphql<{ invitation: unknown }>(INVITATION, { token });
    expect(seen.data!.invitation).toEqual({ __typename: 'Invitation', status: 'unknownEmail', email, firstName: 'Noor', licenseDescription: 'Het Baken' });

    // The other step, and bad passwords, change nothing.
    expect(await visitor.json('POST', '/api/invite-ok', { token })).toEqual({ status: 400, body: { message: 'invalid state' } });
    expect(await visitor.json('POST', '/api/invite-account', { token })).toEqual({ status: 400, body: { message: 'password required' } });
    expect(await visitor.json('POST', '/api/invite-account', { token, password: 'kort' })).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { password: ['The password must be between 8 and 128 characters.'] } },
    });
    expect(await db().user.count({ where: { email } })).toBe(0);

    expect(await visitor.json('POST', '/api/invite-account', { token, password: 'geheim-wachtwoord' })).toEqual({ status: 200, body: { status: 'ok' } });
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({ firstName: 'Noor', lastName: 'Visser', role: 'leerling', emailVerifiedAt: new Date('2026-03-10T10:00:00.000Z') });
    expect((await db().seat.findUniqueOrThrow({ where: { id: seatId } })).userId).toBe(user.id);
    const signedIn = await signedInClient(server, email, 'geheim-wachtwoord');
    const me = await signedIn.json<{ seats: { id: string }[] }>('GET', '/api/user');
    expect(me.body.seats.map((s) => s.id)).toEqual([u(seatId)]);

    expect(await status(visitor, token)).toEqual({ status: 'invalid-seat' });
    expect((await visitor.graphql<{ invitation: unknown }>(INVITATION, { token })).data!.invitation).toEqual({
      __typename: 'Invitation',
      status: 'invalidSeat',
      email: null,
      firstName: null,
      licenseDescription: null,
    });
    expect(await visitor.json('POST', '/api/invite-account', { token, password: 'nog-een-wachtwoord' })).toEqual({ status: 400, body: { message: 'invalid state' } });
  });

  it('through GraphQL: a password of the wrong length is refused in Dutch, then the account is made and whoever was signed in is signed out', async () => {
    const { email, token } = await invite(undefined, 'docent');
    const browser = await signedInClient(server, 'leerling@vraagwerk.nl');
    const CREATE =
      'mutation($token: String!, $password: String!) { createInvitedAccount(token: $token, password: $password) { __typename ... on Error { message } ... on ValidationError { fieldErrors { field messages } } ... on CreateInvitedAccountSuccess { viewer { user { id } } } } }';
    const short = await browser.graphql<{ createInvitedAccount: unknown }>(CREATE, { token, password: 'kort' });
    expect(short.data!.createInvitedAccount).toEqual({
      __typename: 'ValidationError',
      message: 'Controleer de velden.',
      fieldErrors: [{ field: 'password', messages: ['Het wachtwoord moet minimaal 8 en maximaal 128 tekens hebben.'] }],
    });
    expect((await browser.json('GET', '/api/user')).status).toBe(200);
    const made = await browser.graphql<{ createInvitedAccount: unknown }>(CREATE, { token, password: 'geheim-wachtwoord' });
    expect(made.data!.createInvitedAccount).toEqual({ __typename: 'CreateInvitedAccountSuccess', viewer: { user: null } });
    expect((await browser.json('GET', '/api/user')).status).toBe(401);
    // The seat's role becomes the account's role.
    expect((await db().user.findUniqueOrThrow({ where: { email } })).role).toBe('docent');
    const again = await server.client().graphql<{ createInvitedAccount: unknown }>(CREATE, { token, password: 'geheim-wachtwoord' });
    expect(again.data!.createInvitedAccount).toEqual({ __typename: 'InvitationStateError', message: 'Link al geactiveerd' });
  });

  // A race, run on PostgreSQL too (CI's second run): on PGlite a transaction holds the one connection until
  // it ends, so racing transactions take turns there; only PostgreSQL runs them at once.
  it('works once when two requests race: one account, one linked seat', async () => {
    const { seatId, email, token } = await invite();
    const answers = await Promise.all([0, 1, 2].map(() => server.client().json('POST', '/api/invite-account', { token, password: 'geheim-wachtwoord' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    expect(answers.filter((a) => a.status === 400).map((a) => a.body)).toEqual([{ message: 'invalid state' }, { message: 'invalid state' }]);
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    expect((await db().seat.findUniqueOrThrow({ where: { id: seatId } })).userId).toBe(user.id);
  });
});

describe('an address that has an account (valid-email)', () => {
  it('links that account to the seat and signs out whoever was signed in', async () => {
    const existing = await createUser(db(), { role: null, email: `bestaand${++count}@example.test` });
    const { seatId, token } = await invite(existing.email);
    const visitor = server.client();
    expect(await status(visitor, token)).toEqual({ status: 'valid-email' });
    expect(await visitor.json('POST', '/api/invite-account', { token, password: 'geheim-wachtwoord' })).toEqual({ status: 400, body: { message: 'invalid state' } });

    const someoneElse = await signedInClient(server, 'docent@vraagwerk.nl');
    expect(await someoneElse.json('POST', '/api/invite-ok', { token })).toEqual({ status: 200, body: { status: 'ok' } });
    expect((await someoneElse.json('GET', '/api/user')).status).toBe(401);
    expect((await db().seat.findUniqueOrThrow({ where: { id: seatId } })).userId).toBe(existing.id);
    // In the audit log after the manager's save that sent the invitation, once (the refused attempt wrote nothing), as
    // the invitee, not as who was signed in.
    const audited = await db().auditEntry.findMany({
      where: { auditableType: 'seat', auditableId: seatId },
      orderBy: { id: 'asc' },
      select: { userId: true, event: true, oldValues: true, newValues: true },
    });
    expect(audited).toHaveLength(2);
    expect(audited[1]).toEqual({ userId: existing.id, event: 'updated', oldValues: { userId: null }, newValues: { userId: existing.id } });
    // An account without a role gets the seat's; its address counts as verified.
    expect(await db().user.findUniqueOrThrow({ where: { id: existing.id }, select: { role: true, emailVerifiedAt: true } })).toEqual({
      role: 'leerling',
      emailVerifiedAt: new Date('2026-03-10T10:00:00.000Z'),
    });
    expect(await status(visitor, token)).toEqual({ status: 'invalid-seat' });
    expect(await visitor.json('POST', '/api/invite-ok', { token })).toEqual({ status: 400, body: { message: 'invalid state' } });
  });

  // A race, run on PostgreSQL too (CI's second run): on PGlite a transaction holds the one connection until
  // it ends, so racing transactions take turns there; only PostgreSQL runs them at once.
  it('through GraphQL, once even when two requests race; an account keeps its own role', async () => {
    const existing = await createUser(db(), { role: 'docent', email: `collega${++count}@example.test` });
    const { seatId, token } = await invite(existing.email);
    const ACCEPT = 'mutation($token: String!) { acceptInvitation(token: $token) { __typename ... on InvitationStateError { status message } } }';
    const answers = await Promise.all([server.client(), server.client()].map((c) => c.graphql<{ acceptInvitation: { __typename: string } }>(ACCEPT, { token })));
    expect(answers.map((a) => a.data!.acceptInvitation).sort((x, y) => x.__typename.localeCompare(y.__typename))).toEqual([
      { __typename: 'AcceptInvitationSuccess' },
      { __typename: 'InvitationStateError', status: 'invalidSeat', message: 'Link al geactiveerd' },
    ]);
    expect((await db().seat.findUniqueOrThrow({ where: { id: seatId } })).userId).toBe(existing.id);
    expect((await db().user.findUniqueOrThrow({ where: { id: existing.id } })).role).toBe('docent');
  });
});

describe('links that do not (or no longer) work', () => {
  it('expires after 14 days: the page says so, legacy clients hear unknown-seat, and nothing can be accepted', async () => {
    const { token } = await invite();
    time.onDay('2026-03-24');
    // 10:00 on the 24th is the moment the link stops working (it was made at 10:00 on the 10th).
    const visitor = server.client();
    expect(await status(visitor, token)).toEqual({ status: 'unknown-seat' });
    expect((await visitor.graphql<{ invitation: unknown }>(INVITATION, { token })).data!.invitation).toEqual({
      __typename: 'Invitation',
      status: 'expired',
      email: null,
      firstName: null,
      licenseDescription: null,
    });
    expect(await visitor.json('POST', '/api/invite-account', { token, password: 'geheim-wachtwoord' })).toEqual({ status: 400, body: { message: 'invalid state' } });
    time.onDay('2026-03-23');
    expect(await status(visitor, token)).toEqual({ status: 'unknown-email' });
  });

  it('no longer works when the manager switches the seat off or gives it another address', async () => {
    const visitor = server.client();
    const off = await invite();
    expect((await manager.json('PUT', `/api/licenses/${u(licenseId)}/${u(off.seatId)}`, { is_active: false })).status).toBe(200);
    expect(await status(visitor, off.token)).toEqual({ status: 'unknown-seat' });
    const moved = await invite();
    const next = smtp.waitFor('ander.adres@example.test');
    expect((await manager.json('PUT', `/api/licenses/${u(licenseId)}/${u(moved.seatId)}`, { email: 'ander.adres@example.test' })).status).toBe(200);
    await next;
    expect(await status(visitor, moved.token)).toEqual({ status: 'unknown-seat' });
  });

  it('says unknown for a link that never existed, in the words of each interface', async () => {
    const visitor = server.client();
    expect(await status(visitor, 'bestaat-niet-bestaat-niet-bestaat-niet-123')).toEqual({ status: 'unknown-seat' });
    expect(await status(visitor, '')).toEqual({ status: 'unknown-seat' });
    const ACCEPT = 'mutation($token: String!) { acceptInvitation(token: $token) { __typename ... on InvitationStateError { status message } } }';
    expect((await visitor.graphql<{ acceptInvitation: unknown }>(ACCEPT, { token: 'onbekend-onbekend-onbekend-1' })).data!.acceptInvitation).toEqual({
      __typename: 'InvitationStateError',
      status: 'unknownSeat',
      message: 'Onbekende link',
    });
  });

  it('makes an address that keeps guessing wait: 20 unknown links in 15 minutes, then 429 for every link', async () => {
    await db().loginThrottle.deleteMany({ where: { key: { startsWith: 'rate|invite-miss|' } } });
    const { token } = await invite();
    const visitor = server.client();
    for (let i = 0; i < 20; i++) expect(await status(visitor, `geraden-${i}-${'x'.repeat(20)}`)).toEqual({ status: 'unknown-seat' });
    const blocked = await visitor.request('GET', `/api/invite-status?token=${token}`);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await blocked.json()).toEqual({ message: 'Too Many Attempts.' });
    expect((await visitor.json('POST', '/api/invite-account', { token, password: 'geheim-wachtwoord' })).status).toBe(429);
    const graphql = await visitor.graphql<{ invitation: { __typename: string; message: string } }>(INVITATION, { token });
    expect(graphql.data!.invitation).toEqual({ __typename: 'ThrottledError', message: 'Te veel pogingen met onbekende links. Probeer het over 15 minuten opnieuw.' });
    // After the window the real link works again.
    time.onDay('2026-03-11');
    expect(await status(visitor, token)).toEqual({ status: 'unknown-email' });
  });
});
