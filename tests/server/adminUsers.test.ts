// Users in the back-office (issue 47; document 3 §5 'User creation', §8, §9; document 4 §13): admins only, in GraphQL
// and REST. Making a user with a generated password (shown once, stored as its hash, never in the audit log) who then
// signs in with it, or with an invitation e-mail (a real SMTP server on loopback) whose link sets the password; the
// same address in another case refused, and a double submit making one user; a role change ending the user's sessions
// in the same transaction; an admin who cannot demote themselves, and two admins demoting each other at once leaving
// one; the activity log's counts (25 on the screen, 10 by default on REST, at most 1,000); the dropdown's 10; and every
// other role refused, writing nothing.
import { createIdCodec } from '../../server/app/ids.ts';
import type { HttpClient } from '../setup/client.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf, userIdOf } from '../setup/factories.ts';
import { startSmtp, type TestSmtp } from '../setup/smtp.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { roleClients } from '../setup/backOffice.ts';

let server: TestServer;
let smtp: TestSmtp;
const db = () => server.db.prisma;
const ids = () => createIdCodec(server.config.idSecret);
const clients: Record<string, HttpClient> = {};
let admin = 0;
/** What the server logged (its pino stream at LOG_LEVEL=debug): a password never appears in it. */
const lines: string[] = [];
const log = () => lines.join('');

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://vraagwerk.example', LOG_LEVEL: 'debug' }, { logStream: { write: (line: string) => void lines.push(line) } });
  Object.assign(clients, await roleClients(server), { visitor: server.client() });
  admin = await userIdOf(db(), 'admin@vraagwerk.nl');
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const CREATE = `mutation ($firstName: String!, $lastName: String!, $email: String!, $role: Role, $mode: AdminUserPasswordMode!) {
  adminCreateUser(firstName: $firstName, lastName: $lastName, email: $email, role: $role, passwordMode: $mode) {
    __typename
    ... on AdminCreateUserSuccess { initialPassword user { email firstName lastName role } }
    ... on ValidationError { fieldErrors { field messages } }
    ... on Error { message }
  }
}`;
const UPDATE = `mutation ($email: String!, $firstName: String, $lastName: String, $role: Role) {
  adminUpdateUser(email: $email, firstName: $firstName, lastName: $lastName, role: $role) {
    __typename
    ... on AdminUpdateUserSuccess { user { email firstName lastName role } }
    ... on Error { message }
  }
}`;
type Result = { __typename: string; initialPassword?: string | null; user?: unknown; message?: string; fieldErrors?: unknown };
const create = async (client: HttpClient, variables: Record<string, unknown>) => (await client.graphql<{ adminCreateUser: Result }>(CREATE, { mode: 'generate', ...variables })).data?.adminCreateUser;
const update = async (client: HttpClient, variables: Record<string, unknown>) => (await client.graphql<{ adminUpdateUser: Result }>(UPDATE, variables)).data?.adminUpdateUser;
const audited = (id: number) =>
  db().auditEntry.findMany({ where: { auditableType: 'user', auditableId: id }, orderBy: { id: 'asc' }, select: { userId: true, event: true, oldValues: true, newValues: true } });

describe('making a user', () => {
  it('makes a participant with a generated password of 32 characters, shown once, who signs in with it', async () => {
    const made = await create(clients.admin!, { firstName: ' Sanne ', lastName: 'Visser', email: 'Sanne.Visser@School.example' });
    expect(made).toEqual({
      __typename: 'AdminCreateUserSuccess',
      initialPassword: expect.any(String),
      user: { email: 'sanne.visser@school.example', firstName: 'Sanne', lastName: 'Visser', role: 'participant' },
    });
    const password = made!.initialPassword!;
    expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const row = await db().user.findUniqueOrThrow({ where: { email: 'sanne.visser@school.example' } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(password);
    expect(await audited(row.id)).toEqual([
      { userId: admin, event: 'created', oldValues: null, newValues: { email: 'sanne.visser@school.example', firstName: 'Sanne', lastName: 'Visser', role: 'participant' } },
    ]);
    // The password was shown once: nothing reads it back.
    const again = await clients.admin!.graphql<{ adminUser: unknown }>(`{ adminUser(email: "SANNE.visser@school.example") { email firstName role } }`);
    expect(again.data).toEqual({ adminUser: { email: 'sanne.visser@school.example', firstName: 'Sanne', role: 'participant' } });

    // The new user signs in with it.
    const participant = await signedInClient(server, 'sanne.visser@school.example', password);
    expect((await participant.json<{ email: string; role: string }>('GET', '/api/user')).body).toMatchObject({ email: 'sanne.visser@school.example', role: 'participant' });
    expect(lines.length).toBeGreaterThan(0);
    expect(log()).not.toContain(password);
  });

  it('refuses the same address in another case, and two submits at once make one user', async () => {
    expect((await create(clients.admin!, { firstName: 'Ruben', lastName: 'Jansen', email: 'ruben.jansen@school.example', role: 'author' }))!.__typename).toBe('AdminCreateUserSuccess');
    expect(await create(clients.admin!, { firstName: 'Ruben', lastName: 'Jansen', email: 'RUBEN.Jansen@School.Example' })).toEqual({
      __typename: 'ValidationError',
      message: 'Er zijn validatiefouten opgetreden. Controlleer de velden en probeer het opnieuw.',
      fieldErrors: [{ field: 'email', messages: ['Er is al een gebruiker met dit e-mailadres.'] }],
    });
    const twice = await Promise.all([
      create(clients.admin!, { firstName: 'Dubbel', lastName: 'Klik', email: 'dubbel.klik@school.example' }),
      create(clients.admin!, { firstName: 'Dubbel', lastName: 'Klik', email: 'dubbel.klik@school.example' }),
    ]);
    expect(twice.map((r) => r!.__typename).sort()).toEqual(['AdminCreateUserSuccess', 'ValidationError']);
    const users = await db().user.findMany({ where: { email: { in: ['ruben.jansen@school.example', 'dubbel.klik@school.example'] } }, select: { id: true } });
    expect(users.length).toBe(2);
    expect(await db().auditEntry.count({ where: { auditableType: 'user', auditableId: { in: users.map((u) => u.id) } } })).toBe(2);
  });

  it('answers field errors in Dutch and writes nothing', async () => {
    const before = await db().user.count();
    expect(await create(clients.admin!, { firstName: '', lastName: ' ', email: 'geen-adres' })).toEqual({
      __typename: 'ValidationError',
      message: 'Er zijn validatiefouten opgetreden. Controlleer de velden en probeer het opnieuw.',
      fieldErrors: [
        { field: 'firstName', messages: ['Dit veld is verplicht'] },
        { field: 'lastName', messages: ['Dit veld is verplicht'] },
        { field: 'email', messages: ['Vul een geldig e-mailadres in.'] },
      ],
    });
    expect(await db().user.count()).toBe(before);
  });

  it('invites by e-mail instead: the link sets the password, and no password is stored before', async () => {
    const mail = smtp.waitFor('lotte.bakker@school.example');
    const made = await create(clients.admin!, { firstName: 'Lotte', lastName: 'Bakker', email: 'lotte.bakker@school.example', role: 'docent', mode: 'invite' });
    expect(made).toEqual({ __typename: 'AdminCreateUserSuccess', initialPassword: null, user: { email: 'lotte.bakker@school.example', firstName: 'Lotte', lastName: 'Bakker', role: 'docent' } });
    expect((await db().user.findUniqueOrThrow({ where: { email: 'lotte.bakker@school.example' } })).passwordHash).toBeNull();
    const text = (await mail).text;
    expect(text).toContain('Beste Lotte,');
    const token = /https:\/\/vraagwerk\.example\/reset-password#([A-Za-z0-9_-]+)/.exec(text)![1]!;
    expect((await server.client().json('POST', '/api/reset-password', { token, password: 'lotte-haar-wachtwoord' })).status).toBe(200);
    await signedInClient(server, 'lotte.bakker@school.example', 'lotte-haar-wachtwoord');
  });
});

describe('changing a user', () => {
  it('changes names without ending sessions, and a role change ends them in the same transaction', async () => {
    const user = await createUser(db(), { email: 'wisselrol@school.example', role: 'docent', firstName: 'Wessel', lastName: 'Rol' });
    const session = await signedInClient(server, user.email);
    expect(await update(clients.admin!, { email: 'WisselRol@school.example', firstName: 'Wessel', lastName: 'de Rol' })).toEqual({
      __typename: 'AdminUpdateUserSuccess',
      user: { email: 'wisselrol@school.example', firstName: 'Wessel', lastName: 'de Rol', role: 'docent' },
    });
    expect((await session.json('GET', '/api/user')).status).toBe(200);
    const put = await clients.admin!.json<Record<string, unknown>>('PUT', '/api/admin/users', { email: 'wisselrol@school.example', role: 'leerling' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ email: 'wisselrol@school.example', first_name: 'Wessel', last_name: 'de Rol', role: 'leerling', seats: [] });
    expect((await session.json('GET', '/api/user')).status).toBe(401);
    expect(await db().session.count({ where: { userId: user.id } })).toBe(0);
    expect(await audited(user.id)).toEqual([
      { userId: admin, event: 'updated', oldValues: { lastName: 'Rol' }, newValues: { lastName: 'de Rol' } },
      { userId: admin, event: 'updated', oldValues: { role: 'docent' }, newValues: { role: 'leerling' } },
    ]);
  });

  it('refuses an admin demoting themselves, and of two admins demoting each other at once one stays', async () => {
    expect(await update(clients.admin!, { email: 'admin@vraagwerk.nl', role: 'author' })).toEqual({ __typename: 'UserRoleRefusedError', message: 'Je kunt je eigen rol als beheerder niet afnemen.' });
    const a = await createUser(db(), { email: 'beheer-a@school.example', role: 'admin' });
    const b = await createUser(db(), { email: 'beheer-b@school.example', role: 'admin' });
    const [ca, cb] = [await signedInClient(server, a.email), await signedInClient(server, b.email)];
    const answers = await Promise.all([ca.json('PUT', '/api/admin/users', { email: b.email, role: 'docent' }), cb.json('PUT', '/api/admin/users', { email: a.email, role: 'docent' })]);
    // The second to get the lock is no admin any more: refused (403), or already signed out by the role change (401).
    const [won, lost] = answers.map((r) => r.status).sort();
    expect(won).toBe(200);
    expect([401, 403]).toContain(lost);
    const roles = (await db().user.findMany({ where: { id: { in: [a.id, b.id] } }, select: { role: true } })).map((u) => u.role).sort();
    expect(roles).toEqual(['admin', 'docent']);
    expect(await db().user.findUniqueOrThrow({ where: { email: 'admin@vraagwerk.nl' }, select: { role: true } })).toEqual({ role: 'admin' });
  });

  it('answers REST: 422 without an e-mail, 404 for an unknown one, 422 for an unknown role', async () => {
    expect(await clients.admin!.json('PUT', '/api/admin/users', { first_name: 'X' })).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { email: ['The email field is required.'] } },
    });
    expect((await clients.admin!.json('PUT', '/api/admin/users', { email: 'niemand@school.example', first_name: 'X' })).status).toBe(404);
    expect((await clients.admin!.json('PUT', '/api/admin/users', { email: 'admin@vraagwerk.nl', role: 'koning' })).status).toBe(422);
  });
});

describe('REST reads and writes', () => {
  it('POST makes a user (201 empty); GET by e-mail answers the user with seats, licences and privileges, never a secret', async () => {
    const post = await clients.admin!.json('POST', '/api/admin/users', {
      first_name: 'Bram',
      last_name: 'de Wit',
      email: 'Bram.deWit@school.example',
      role: 'docent',
      password: 'bram-zijn-wachtwoord',
    });
    expect(post).toEqual({ status: 201, body: undefined });
    expect(log()).not.toContain('bram-zijn-wachtwoord');
    const user = await db().user.findUniqueOrThrow({ where: { email: 'bram.dewit@school.example' } });
    await db().user.update({ where: { id: user.id }, data: { link: 'geheime-link-1234' } });
    const stream = await streamIdOf(db(), 'natuurkunde-havo');
    const license = await createLicense(db(), { description: 'Lyceum de Wit' });
    const seat = await createSeat(db(), { licenseId: license.id, userId: user.id, privileges: [{ action: 'opgavensets samenstellen', objectId: stream }] });
    const got = await clients.admin!.json<Record<string, unknown>>('GET', '/api/admin/users?email=BRAM.dewit@school.example');
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id: ids().encode(user.id),
      email: 'bram.dewit@school.example',
      first_name: 'Bram',
      last_name: 'de Wit',
      role: 'docent',
      switchable: false,
      seats: [
        {
          id: ids().encode(seat.id),
          token: null,
          license: { id: ids().encode(license.id), description: 'Lyceum de Wit', type: 'schoollicentie' },
          privileges: [{ action: 'opgavensets samenstellen', object_type: 'stream', begin: '2026-02-08', end: '2026-09-26' }],
        },
      ],
    });
    const text = JSON.stringify(got.body);
    for (const secret of ['password', 'argon2', 'geheime-link', 'token_hash', 'invite']) expect(text).not.toContain(secret);
    expect(await clients.admin!.json('GET', '/api/admin/users?email=niemand@school.example')).toEqual({ status: 200, body: null });
    expect((await clients.admin!.json('POST', '/api/admin/users', { first_name: 'Kort', last_name: 'W', email: 'kort@school.example', password: 'kort' })).status).toBe(422);
    expect((await clients.admin!.json('POST', '/api/admin/users', { first_name: 'Bram', last_name: 'de Wit', email: 'BRAM.DEWIT@school.example', password: 'bram-zijn-wachtwoord' })).status).toBe(422);
    // The screen's GraphQL: the same seat, with the addresses it links to.
    const screen = await clients.admin!.graphql(`{ adminUser(email: "bram.dewit@school.example") { adminSeats { seatUrlId licenseUrlId licenseDescription role privileges { action begin end } } } }`);
    expect(screen.data).toEqual({
      adminUser: {
        adminSeats: [
          {
            seatUrlId: ids().encode(seat.id),
            licenseUrlId: ids().encode(license.id),
            licenseDescription: 'Lyceum de Wit',
            role: 'docent',
            privileges: [{ action: 'opgavensets samenstellen', begin: '2026-02-08', end: '2026-09-26' }],
          },
        ],
      },
    });
  });

  it('GET without e-mail answers a page of 25 users at a time, by e-mail', async () => {
    const total = await db().user.count();
    const first = await clients.admin!.json<{ email: string }[]>('GET', '/api/admin/users');
    expect(first.status).toBe(200);
    expect(first.body.length).toBe(Math.min(25, total));
    const emails = (await db().user.findMany({ orderBy: { email: 'asc' }, select: { email: true }, skip: 25, take: 25 })).map((u) => u.email);
    expect((await clients.admin!.json<{ email: string }[]>('GET', '/api/admin/users?page=2')).body.map((u) => u.email)).toEqual(emails);
    expect((await clients.admin!.json('GET', '/api/admin/users?page=0')).status).toBe(400);
  });
});

describe('the activity log and the lists', () => {
  it('answers 25 entries on the screen, 10 by default on REST, up to 1,000, newest first', async () => {
    const user = await createUser(db(), { email: 'actief@school.example', role: 'leerling' });
    const start = Date.UTC(2026, 2, 1, 8, 0, 0);
    await db().activityLog.createMany({
      data: Array.from({ length: 1005 }, (_, i) => ({ origin: 'web', deviceKey: 'd', sessionKey: 's', activity: `Stap ${i + 1}`, userId: user.id, createdAt: new Date(start + i * 60_000) })),
    });
    const screen = await clients.admin!.graphql<{ adminUser: { adminActivity: { activity: string; ts: string }[] } }>(
      `{ adminUser(email: "actief@school.example") { adminActivity { activity ts } } }`,
    );
    const entries = screen.data!.adminUser.adminActivity;
    expect(entries.length).toBe(25);
    // 1005 entries a minute apart from 1 March 08:00: the newest, the 1005th, is 1004 minutes (16 h 44) later.
    expect(entries[0]).toEqual({ activity: 'Stap 1005', ts: '2026-03-02T00:44:00.000Z' });
    expect(entries[24]!.activity).toBe('Stap 981');
    const more = await clients.admin!.graphql<{ adminUser: { adminActivity: unknown[] } }>(`{ adminUser(email: "actief@school.example") { adminActivity(count: 1000) { activity } } }`);
    expect(more.data!.adminUser.adminActivity.length).toBe(1000);

    const rest = await clients.admin!.json<{ activity: string; ts: string }[]>('GET', '/api/admin/users/log?email=actief@school.example');
    expect(rest.status).toBe(200);
    expect(rest.body.length).toBe(10);
    expect(rest.body[0]).toEqual({ activity: 'Stap 1005', ts: '2026-03-02 00:44:00' });
    expect((await clients.admin!.json<unknown[]>('GET', '/api/admin/users/log?email=actief@school.example&count=1000')).body.length).toBe(1000);
    for (const count of ['0', '1001', 'veel']) expect((await clients.admin!.json('GET', `/api/admin/users/log?email=actief@school.example&count=${count}`)).status).toBe(422);
    expect((await clients.admin!.json('GET', '/api/admin/users/log')).status).toBe(422);
    expect((await clients.admin!.json('GET', '/api/admin/users/log?email=niemand@school.example')).status).toBe(404);
  });

  it('searches e-mail and names in any case; the dropdown shows at most 10; the list pages', async () => {
    for (let i = 1; i <= 12; i++) await createUser(db(), { email: `keuzelijst-${String(i).padStart(2, '0')}@school.example`, firstName: 'Kees', lastName: `Keuzelijst ${i}` });
    const drop = await clients.admin!.graphql<{ adminUserSearch: { email: string }[] }>(`{ adminUserSearch(search: "KEUZELIJST") { email } }`);
    expect(drop.data!.adminUserSearch.map((u) => u.email)).toEqual(Array.from({ length: 10 }, (_, i) => `keuzelijst-${String(i + 1).padStart(2, '0')}@school.example`));
    expect((await clients.admin!.graphql(`{ adminUserSearch(search: " ") { email } }`)).data).toEqual({ adminUserSearch: [] });
    const LIST = `query ($after: String) { adminUsers(search: "kees keuzelijst", first: 5, after: $after) { totalCount edges { node { email } } pageInfo { hasNextPage endCursor } } }`;
    type Page = { adminUsers: { totalCount: number; edges: { node: { email: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } };
    const one = (await clients.admin!.graphql<Page>(LIST)).data!.adminUsers;
    expect([one.totalCount, one.edges.length, one.pageInfo.hasNextPage, one.edges[0]!.node.email]).toEqual([12, 5, true, 'keuzelijst-01@school.example']);
    const two = (await clients.admin!.graphql<Page>(LIST, { after: one.pageInfo.endCursor })).data!.adminUsers;
    expect(two.edges.map((e) => e.node.email)).toEqual([
      'keuzelijst-06@school.example',
      'keuzelijst-07@school.example',
      'keuzelijst-08@school.example',
      'keuzelijst-09@school.example',
      'keuzelijst-10@school.example',
    ]);
  });
});

describe('who may', () => {
  it.each(['author', 'docent', 'leerling', 'visitor'] as const)('refuses %s everything, writing nothing', async (role) => {
    const client = clients[role]!;
    const status = role === 'visitor' ? 401 : 403;
    const users = await db().user.count();
    const audits = await db().auditEntry.count();
    expect((await client.json('GET', '/api/admin/users')).status).toBe(status);
    expect((await client.json('GET', '/api/admin/users?email=admin@vraagwerk.nl')).status).toBe(status);
    expect((await client.json('POST', '/api/admin/users', { first_name: 'N', last_name: 'N', email: `nieuw-${role}@school.example`, password: 'een-wachtwoord' })).status).toBe(status);
    expect((await client.json('PUT', '/api/admin/users', { email: 'docent@vraagwerk.nl', role: 'admin' })).status).toBe(status);
    expect((await client.json('GET', '/api/admin/users/log?email=docent@vraagwerk.nl')).status).toBe(status);
    const made = await client.graphql<{ adminCreateUser: Result | null }>(CREATE, { firstName: 'N', lastName: 'N', email: `nieuw-${role}@school.example`, mode: 'generate' });
    const changed = await client.graphql<{ adminUpdateUser: Result | null }>(UPDATE, { email: 'docent@vraagwerk.nl', role: 'admin' });
    if (role === 'visitor') {
      expect([made.data?.adminCreateUser ?? null, changed.data?.adminUpdateUser ?? null]).toEqual([null, null]);
    } else {
      expect([made.data!.adminCreateUser!.__typename, changed.data!.adminUpdateUser!.__typename]).toEqual(['ForbiddenError', 'ForbiddenError']);
    }
    for (const query of [`{ adminUsers(first: 1) { totalCount } }`, `{ adminUserSearch(search: "a") { email } }`, `{ adminUser(email: "docent@vraagwerk.nl") { email } }`]) {
      const answer = await client.graphql<Record<string, unknown>>(query);
      expect([Object.values(answer.data ?? {})[0] ?? null, answer.errors?.length]).toEqual([null, 1]);
    }
    expect(await db().user.count()).toBe(users);
    expect(await db().auditEntry.count()).toBe(audits);
    expect(await db().user.findUniqueOrThrow({ where: { email: 'docent@vraagwerk.nl' }, select: { role: true } })).toEqual({ role: 'docent' });
  });
});
