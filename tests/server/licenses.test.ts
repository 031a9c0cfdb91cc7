// The licence overview and its seats (document 2 §2.10, document 1 §4, document 4 §12) through REST and GraphQL:
// only a licence's managers and admins see and change its seats (another school's teacher gets 404, a seat holder
// who does not manage gets 403), no invitation token in any answer, seat edits validated with nothing written on a
// refusal, switching a seat off signs its user out, an invitation mailed through the test's real SMTP server, the
// expiry warning at -1, 0, 1, 9 and 10 days, and one demo student per manager and licence (none for 'boom').
import { createHash } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createIdCodec } from '../../server/app/ids.ts';
import { addDays, today } from '../../server/domain/licensing/period.ts';
import { invitationsPerDay } from '../../server/domain/licensing/seats.ts';
import { dutchMoment } from '../../server/domain/licensing/invitations.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { startSmtp, type TestSmtp } from '../setup/smtp.ts';
import { TEST_NOW } from '../setup/env.ts';
import type { HttpClient } from '../setup/client.ts';

let smtp: TestSmtp;
let server: TestServer;
const db = () => server.db.prisma;
const ids = () => createIdCodec(server.config.idSecret);
const u = (id: number) => ids().encode(id);
const gid = (type: string, id: number) => encodeGlobalID(type, id);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const day = today(TEST_NOW);

let physics: number;
let chemistry: number;

/** A school: a licence with two groups, its manager, a teacher who does not manage it, students and seats. */
async function school(name: string, type = 'schoollicentie') {
  const license = await createLicense(db(), {
    type,
    description: name,
    begin: new Date('2025-08-01'),
    end: new Date('2026-08-01'),
    groups: [
      { name: `${name} H4`, streamSlug: 'natuurkunde-havo' },
      { name: `${name} H5`, streamSlug: 'scheikunde-havo' },
    ],
  });
  const [h4, h5] = license.groups as unknown as [{ id: number }, { id: number }];
  const managerUser = await createUser(db(), { role: 'docent', firstName: 'Marieke', lastName: `van ${name}` });
  const managerSeat = await createSeat(db(), {
    licenseId: license.id,
    userId: managerUser.id,
    groupIds: [h4.id, h5.id],
    privileges: [
      { action: 'licentie beheren', objectType: 'license', objectId: license.id },
      { action: 'opgavensets samenstellen', objectId: physics },
    ],
  });
  const colleagueUser = await createUser(db(), { role: 'docent', firstName: 'Collega' });
  await createSeat(db(), { licenseId: license.id, userId: colleagueUser.id, privileges: [{ action: 'opgavensets samenstellen', objectId: physics }] });
  const studentUser = await createUser(db(), { role: 'leerling', firstName: 'Sanne', lastName: 'Student' });
  const studentSeat = await createSeat(db(), {
    licenseId: license.id,
    userId: studentUser.id,
    role: 'leerling',
    groupIds: [h4.id],
    privileges: [
      { action: 'oefensets uitvoeren', objectId: physics },
      { action: 'oefensets uitvoeren', objectId: chemistry },
    ],
  });
  await db().seat.update({ where: { id: studentSeat.id }, data: { email: studentUser.email, firstName: 'Sanne', lastName: 'Student' } });
  const emptySeat = await createSeat(db(), { licenseId: license.id, role: 'leerling', groupIds: [h4.id], privileges: [{ action: 'oefensets uitvoeren', objectId: physics }] });
  return { license, h4, h5, managerUser, managerSeat, colleagueUser, studentUser, studentSeat, emptySeat };
}

let a: Awaited<ReturnType<typeof school>>;
let b: Awaited<ReturnType<typeof school>>;
let managerA: HttpClient;
let managerB: HttpClient;
let colleagueA: HttpClient;
let admin: HttpClient;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url }, { clock: () => new Date(TEST_NOW.getTime()) });
  physics = await streamIdOf(db(), 'natuurkunde-havo');
  chemistry = await streamIdOf(db(), 'scheikunde-havo');
  a = await school('Baken');
  b = await school('Lyceum');
  [managerA, managerB, colleagueA, admin] = await Promise.all([
    signedInClient(server, a.managerUser.email),
    signedInClient(server, b.managerUser.email),
    signedInClient(server, a.colleagueUser.email),
    signedInClient(server, 'admin@vraagwerk.nl'),
  ]);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** The columns a refused request must leave as they were. */
const seatRow = (id: number) =>
  db().seat.findUniqueOrThrow({ where: { id }, select: { email: true, firstName: true, lastName: true, isActive: true, isVisible: true, userId: true, inviteTokenHash: true, inviteExpiresAt: true } });

describe('who may see and change a licence', () => {
  it('answers a visitor 401 on every licence route', async () => {
    const visitor = server.client();
    const seat = `/api/licenses/${u(a.license.id)}/${u(a.emptySeat.id)}`;
    for (const [method, path] of [
      ['GET', '/api/licenses'],
      ['GET', `/api/licenses/${u(a.license.id)}`],
      ['GET', seat],
      ['PUT', seat],
      ['POST', `/api/licenses/${u(a.license.id)}/demo-leerling`],
      ['POST', '/api/hide-seats'],
    ] as const) {
      expect({ method, path, status: (await visitor.json(method, path, {})).status }).toEqual({ method, path, status: 401 });
    }
  });

  it("gives another school's teacher 404 for the licence, its seats and its demo student, and changes nothing", async () => {
    const before = await seatRow(a.emptySeat.id);
    const seatsBefore = await db().seat.count({ where: { licenseId: a.license.id } });
    expect((await managerB.json('GET', `/api/licenses/${u(a.license.id)}`)).status).toBe(404);
    expect((await managerB.json('GET', `/api/licenses/${u(a.license.id)}/${u(a.studentSeat.id)}`)).status).toBe(404);
    expect((await managerB.json('PUT', `/api/licenses/${u(a.license.id)}/${u(a.emptySeat.id)}`, { email: 'indringer@example.test', first_name: 'In', is_active: true })).status).toBe(404);
    expect((await managerB.json('POST', `/api/licenses/${u(a.license.id)}/demo-leerling`)).status).toBe(404);
    // Its own licence in the path does not reach a seat of another licence.
    expect(await managerB.json('GET', `/api/licenses/${u(b.license.id)}/${u(a.studentSeat.id)}`)).toEqual({ status: 400, body: undefined });
    expect((await managerB.json('PUT', `/api/licenses/${u(b.license.id)}/${u(a.emptySeat.id)}`, { email: 'indringer@example.test', first_name: 'In' })).status).toBe(400);
    const hide = await managerB.json('POST', '/api/hide-seats', { seats: [u(a.studentSeat.id)] });
    expect(hide).toEqual({ status: 422, body: { message: 'The given data was invalid.', errors: { seats: ['The provided ID does not exists.'] } } });
    expect(await seatRow(a.emptySeat.id)).toEqual(before);
    expect((await seatRow(a.studentSeat.id)).isVisible).toBe(true);
    expect(await db().seat.count({ where: { licenseId: a.license.id } })).toBe(seatsBefore);

    // GraphQL: the licence is no node of theirs; the seat cannot be changed.
    const node = await managerB.graphql<{ node: unknown }>('query($id: ID!) { node(id: $id) { id } }', { id: gid('License', a.license.id) });
    expect(node.data!.node).toBeNull();
    const update = await managerB.graphql<{ updateSeat: { __typename: string; message: string } }>(
      'mutation($input: UpdateSeatInput!) { updateSeat(input: $input) { __typename ... on Error { message } } }',
      { input: { seatId: gid('Seat', a.emptySeat.id), email: 'indringer@example.test', firstName: 'In', isActive: true } },
    );
    expect(update.data!.updateSeat).toEqual({ __typename: 'NotFoundError', message: 'Niet gevonden.' });
    const demo = await managerB.graphql<{ createDemoStudent: { __typename: string } }>('mutation($id: ID!) { createDemoStudent(licenseId: $id) { __typename } }', { id: gid('License', a.license.id) });
    expect(demo.data!.createDemoStudent.__typename).toBe('NotFoundError');
    expect(await seatRow(a.emptySeat.id)).toEqual(before);
    expect(smtp.messages.filter((m) => m.to.includes('indringer@example.test'))).toEqual([]);
  });

  it('gives a teacher who holds a seat but does not manage the licence 403, and no seats in the overview', async () => {
    expect(await colleagueA.json('GET', `/api/licenses/${u(a.license.id)}`)).toEqual({ status: 403, body: { message: '' } });
    expect((await colleagueA.json('GET', `/api/licenses/${u(a.license.id)}/${u(a.studentSeat.id)}`)).status).toBe(403);
    expect((await colleagueA.json('PUT', `/api/licenses/${u(a.license.id)}/${u(a.studentSeat.id)}`, { is_active: false })).status).toBe(403);
    expect((await colleagueA.json('POST', `/api/licenses/${u(a.license.id)}/demo-leerling`)).status).toBe(403);
    expect((await seatRow(a.studentSeat.id)).isActive).toBe(true);

    const overview = await colleagueA.graphql<{ viewer: { licenses: unknown[] } }>(
      '{ viewer { licenses { description canManage expiry { text } myDemoStudent { id } seats(first: 5) { totalCount } } } }',
    );
    expect(overview.data!.viewer.licenses).toEqual([{ description: 'Baken', canManage: false, expiry: null, myDemoStudent: null, seats: null }]);
    const update = await colleagueA.graphql<{ updateSeat: { __typename: string; message: string } }>(
      'mutation($input: UpdateSeatInput!) { updateSeat(input: $input) { __typename ... on Error { message } } }',
      { input: { seatId: gid('Seat', a.studentSeat.id), isActive: false } },
    );
    expect(update.data!.updateSeat).toEqual({ __typename: 'ForbiddenError', message: 'Alleen wie deze licentie beheert, kan de deelnemers bekijken en wijzigen.' });
  });

  it("gives a former manager (their 'licentie beheren' ended) nothing of the licence's seats: not by node id, not through REST or GraphQL", async () => {
    const license = await createLicense(db(), { description: 'Vorige school', begin: new Date('2025-08-01'), end: new Date('2026-08-01') });
    const former = await createUser(db(), { role: 'docent' });
    await createSeat(db(), {
      licenseId: license.id,
      userId: former.id,
      privileges: [{ action: 'licentie beheren', objectType: 'license', objectId: license.id, begin: new Date('2025-08-01'), end: new Date('2026-03-01') }],
    });
    const pupil = await createUser(db(), { role: 'leerling', firstName: 'Pien' });
    const seat = await createSeat(db(), { licenseId: license.id, userId: pupil.id, role: 'leerling' });
    const client = await signedInClient(server, former.email);
    const SEAT = 'query($id: ID!) { node(id: $id) { id ... on Seat { firstName email status } } }';
    expect((await client.graphql<{ node: unknown }>(SEAT, { id: gid('Seat', seat.id) })).data).toEqual({ node: null });
    expect((await client.json('GET', `/api/licenses/${u(license.id)}/${u(seat.id)}`)).status).toBe(403);
    expect((await client.json('GET', `/api/licenses/${u(license.id)}`)).status).toBe(403);
    // While the privilege was in force they could.
    await db().privilege.updateMany({ where: { seat: { userId: former.id } }, data: { end: new Date('2026-08-01') } });
    expect((await client.graphql<{ node: unknown }>(SEAT, { id: gid('Seat', seat.id) })).data).toEqual({ node: { id: gid('Seat', seat.id), firstName: null, email: null, status: 'active' } });
    expect((await client.json('GET', `/api/licenses/${u(license.id)}/${u(seat.id)}`)).status).toBe(200);
  });

  it('lists the licences a teacher holds a seat in; an admin gets every licence with its groups', async () => {
    const mine = await managerA.json<unknown[]>('GET', '/api/licenses');
    expect(mine).toEqual({
      status: 200,
      body: [{ id: u(a.license.id), type: 'schoollicentie', begin: '2025-08-01', end: '2026-08-01', is_active: true, description: 'Baken' }],
    });
    const all = await admin.json<{ id: string; groups: { name: string }[] }[]>('GET', '/api/licenses');
    expect(all.status).toBe(200);
    const lyceum = all.body.find((l) => l.id === u(b.license.id))!;
    expect(lyceum).toEqual({
      id: u(b.license.id),
      type: 'schoollicentie',
      settings: {},
      begin: '2025-08-01',
      end: '2026-08-01',
      is_active: true,
      brin_id: null,
      description: 'Lyceum',
      groups: [
        { id: u(b.h4.id), name: 'Lyceum H4', is_active: true, stream_id: u(physics) },
        { id: u(b.h5.id), name: 'Lyceum H5', is_active: true, stream_id: u(chemistry) },
      ],
    });
    // An admin manages every licence.
    expect((await admin.json('GET', `/api/licenses/${u(b.license.id)}`)).status).toBe(200);
  });

  it('answers a manager the licence with its seats, each with groups, privileges and user — and never a token', async () => {
    // An invited seat: its token is mailed, never answered.
    const mail = smtp.waitFor('nieuw.lid@example.test');
    const invited = await managerA.json('PUT', `/api/licenses/${u(a.license.id)}/${u(a.emptySeat.id)}`, { email: 'Nieuw.Lid@Example.test', first_name: 'Nieuw', last_name: 'Lid' });
    expect(invited.status).toBe(200);
    const token = tokenOf((await mail).text);
    const response = await managerA.request('GET', `/api/licenses/${u(a.license.id)}`);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).not.toContain(token);
    expect(text).not.toContain(sha256(token));
    const license = JSON.parse(text) as { seats: Record<string, unknown>[] };
    expect(license.seats.map((s) => s.token)).toEqual([null, null, null, null]);
    // Teachers first, then students, each in the order they were made.
    expect(license.seats.map((s) => [s.role, s.first_name, s.email])).toEqual([
      ['docent', null, null],
      ['docent', null, null],
      ['leerling', 'Sanne', a.studentUser.email],
      ['leerling', 'Nieuw', 'nieuw.lid@example.test'],
    ]);
    const student = license.seats[2]!;
    expect(student).toMatchObject({
      id: u(a.studentSeat.id),
      license_id: u(a.license.id),
      is_active: true,
      is_visible: true,
      groups: [{ id: u(a.h4.id), name: 'Baken H4', is_active: true, stream_id: u(physics) }],
      // document 4 §5: switchable compares links, and neither has one yet (true 'also when both null').
      user: { id: u(a.studentUser.id), email: a.studentUser.email, full_name: 'Sanne Student', role: 'leerling', switchable: true },
    });
    expect((student.privileges as { action: string; object_id: string; object_type: string; begin: string; end: string }[]).map((p) => [p.action, p.object_type, p.object_id, p.end])).toEqual([
      ['oefensets uitvoeren', 'stream', u(physics), '2026-09-26'],
      ['oefensets uitvoeren', 'stream', u(chemistry), '2026-09-26'],
    ]);
    expect(license.seats[3]!.user).toBeNull();

    const seat = await managerA.json<Record<string, unknown>>('GET', `/api/licenses/${u(a.license.id)}/${u(a.emptySeat.id)}`);
    expect(seat.body).toMatchObject({ id: u(a.emptySeat.id), email: 'nieuw.lid@example.test', first_name: 'Nieuw', last_name: 'Lid', token: null, user: null });
    expect(JSON.stringify(seat.body)).not.toContain(sha256(token));
  });
});

/** The invitation link's token from a mail's text. */
function tokenOf(text: string): string {
  const match = text.match(/\/uitnodiging-accepteren\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`No invitation link in: ${text}`);
  return match[1]!;
}

describe('saving a seat', () => {
  it('refuses a bad e-mail address with 422 and writes nothing', async () => {
    const seat = await createSeat(db(), { licenseId: a.license.id, role: 'leerling' });
    const before = await seatRow(seat.id);
    const path = `/api/licenses/${u(a.license.id)}/${u(seat.id)}`;
    expect(await managerA.json('PUT', path, { email: 'geen-adres', first_name: 'Piet', last_name: 'Puk', is_active: true })).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { email: ['The email must be a valid email address.'] } },
    });
    expect(await managerA.json('PUT', path, { first_name: 'x'.repeat(256), is_active: 'ja' })).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { first_name: ['The first name may not be greater than 255 characters.'], is_active: ['The is active is invalid.'] } },
    });
    // An address another seat of the licence has.
    expect(await managerA.json('PUT', path, { email: a.studentUser.email.toUpperCase(), first_name: 'Piet' })).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { email: ['The email has already been taken.'] } },
    });
    const graphql = await managerA.graphql<{ updateSeat: { __typename: string; fieldErrors: { field: string; messages: string[] }[] } }>(
      'mutation($input: UpdateSeatInput!) { updateSeat(input: $input) { __typename ... on ValidationError { fieldErrors { field messages } } } }',
      { input: { seatId: gid('Seat', seat.id), email: 'piet@', firstName: 'Piet', isActive: true } },
    );
    expect(graphql.data!.updateSeat).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'email', messages: ['Vul een geldig e-mailadres in.'] }] });
    expect(await seatRow(seat.id)).toEqual(before);
    expect(smtp.messages.filter((m) => m.to.some((to) => to.startsWith('piet'))).length).toBe(0);
  });

  it('switching a seat off ends its user’s sessions at once; a manager cannot switch off their own seat', async () => {
    const user = await createUser(db(), { role: 'leerling' });
    const seat = await createSeat(db(), { licenseId: a.license.id, userId: user.id, role: 'leerling', privileges: [{ action: 'oefensets uitvoeren', objectId: physics }] });
    const student = await signedInClient(server, user.email);
    const other = await signedInClient(server, user.email);
    expect((await student.json('GET', '/api/user')).status).toBe(200);

    const off = await managerA.json<Record<string, unknown>>('PUT', `/api/licenses/${u(a.license.id)}/${u(seat.id)}`, { is_active: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: u(seat.id), is_active: false, user: { id: u(user.id) } });
    expect(await student.json('GET', '/api/user')).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    expect((await other.json('GET', '/api/user')).status).toBe(401);
    expect(await db().session.count({ where: { userId: user.id } })).toBe(0);
    // Switched on again, the user signs in anew.
    expect((await managerA.json('PUT', `/api/licenses/${u(a.license.id)}/${u(seat.id)}`, { is_active: 1 })).status).toBe(200);
    expect((await (await signedInClient(server, user.email)).json('GET', '/api/user')).status).toBe(200);

    expect(await managerA.json('PUT', `/api/licenses/${u(a.license.id)}/${u(a.managerSeat.id)}`, { is_active: false })).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { is_active: ['The selected is active is invalid.'] } },
    });
    const own = await managerA.graphql<{ updateSeat: { __typename: string; fieldErrors: unknown } }>(
      'mutation($input: UpdateSeatInput!) { updateSeat(input: $input) { __typename ... on ValidationError { fieldErrors { field messages } } } }',
      { input: { seatId: gid('Seat', a.managerSeat.id), isActive: false } },
    );
    expect(own.data!.updateSeat).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'isActive', messages: ['Je kunt je eigen plek niet uitzetten.'] }] });
    expect((await seatRow(a.managerSeat.id)).isActive).toBe(true);
    expect((await managerA.json('GET', '/api/user')).status).toBe(200);
  });

  it('invites a new address by e-mail from the real SMTP server: subject, link and a hashed token valid for 14 days', async () => {
    const seat = await createSeat(db(), { licenseId: a.license.id, role: 'leerling' });
    const arrived = smtp.waitFor('jesse@example.test');
    const saved = await managerA.json<Record<string, unknown>>('PUT', `/api/licenses/${u(a.license.id)}/${u(seat.id)}`, {
      email: 'jesse@example.test',
      first_name: 'Jesse',
      last_name: 'Kok',
      is_active: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      id: u(seat.id),
      license_id: u(a.license.id),
      role: 'leerling',
      is_active: true,
      is_visible: true,
      email: 'jesse@example.test',
      first_name: 'Jesse',
      last_name: 'Kok',
      token: null,
      user: null,
    });
    const mail = await arrived;
    expect(mail.subject).toBe('Aanmelding Vraagwerk');
    expect(mail.from).toBe('noreply@vraagwerk.nl');
    expect(mail.text).toContain('Beste Jesse,');
    expect(mail.text).toContain("Marieke van Baken nodigt je uit om Vraagwerk te gebruiken voor de licentie 'Baken'");
    // 14 days after it was made (10:00 UTC), on Dutch time (winter time: UTC+1).
    expect(mail.text).toContain('De link werkt één keer en is geldig tot 24 maart 2026 om 11:00 uur.');
    const token = tokenOf(mail.text);
    expect(mail.text).toContain(`${server.config.publicUrl}/uitnodiging-accepteren/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await seatRow(seat.id);
    expect(stored.inviteTokenHash).toBe(sha256(token));
    expect(stored.inviteExpiresAt).toEqual(new Date('2026-03-24T10:00:00.000Z'));

    // Saving again without a change sends nothing more through GraphQL; asking to resend does, with a new token.
    const update = (input: Record<string, unknown>) =>
      managerA.graphql<{ updateSeat: { __typename: string; invitationSent: boolean; seat: { status: string; name: string; invitationExpired: boolean } } }>(
        'mutation($input: UpdateSeatInput!) { updateSeat(input: $input) { __typename ... on UpdateSeatSuccess { invitationSent seat { status name invitationExpired } } } }',
        { input: { seatId: gid('Seat', seat.id), email: 'jesse@example.test', firstName: 'Jesse', lastName: 'Kok', isActive: true, ...input } },
      );
    expect((await update({})).data!.updateSeat).toEqual({ __typename: 'UpdateSeatSuccess', invitationSent: false, seat: { status: 'invited', name: 'Jesse Kok', invitationExpired: false } });
    expect((await seatRow(seat.id)).inviteTokenHash).toBe(sha256(token));
    const resent = smtp.waitFor('jesse@example.test');
    expect((await update({ resendInvitation: true })).data!.updateSeat.invitationSent).toBe(true);
    const newToken = tokenOf((await resent).text);
    expect(newToken).not.toBe(token);
    expect((await seatRow(seat.id)).inviteTokenHash).toBe(sha256(newToken));

    // A new address withdraws the old invitation and invites the new one.
    const moved = smtp.waitFor('jesse.kok@example.test');
    expect((await update({ email: 'Jesse.Kok@example.test' })).data!.updateSeat.invitationSent).toBe(true);
    expect(tokenOf((await moved).text)).not.toBe(newToken);
    // No first name: the address is kept, but nobody is invited and the old link no longer works.
    expect((await update({ email: 'j.kok@example.test', firstName: '' })).data!.updateSeat).toMatchObject({ invitationSent: false, seat: { status: 'invited', name: 'Kok' } });
    expect(await seatRow(seat.id)).toMatchObject({ email: 'j.kok@example.test', firstName: null, inviteTokenHash: null, inviteExpiresAt: null });
  });

  it.each([
    ['a trial licence of 4 seats: 2 a seat', 'proeflicentie', 4, 8],
    ['a school licence of 2 seats: the minimum', 'schoollicentie', 2, 10],
    ['a school licence of 4 seats: still the minimum', 'schoollicentie', 4, 12],
    ['a school licence of 40 seats: 3 a seat', 'schoollicentie', 40, 120],
  ] as const)('lets %s send %i… invitations a day', (_name, type, seats, max) => {
    expect(invitationsPerDay({ type }, seats)).toBe(max);
  });

  it('stops a trial licence after 8 invitations in 24 hours — REST resends on every save — in both interfaces, sending and writing nothing more', async () => {
    const license = await createLicense(db(), { type: 'proeflicentie', description: 'Proef', begin: addDays(day, -2), end: addDays(day, 8) });
    const managerUser = await createUser(db(), { role: 'docent', firstName: 'Proef', lastName: 'Docent' });
    await createSeat(db(), { licenseId: license.id, userId: managerUser.id, privileges: [{ action: 'licentie beheren', objectType: 'license', objectId: license.id }] });
    const [first, second] = [await createSeat(db(), { licenseId: license.id, role: 'leerling' }), await createSeat(db(), { licenseId: license.id, role: 'leerling' })];
    await createSeat(db(), { licenseId: license.id, role: 'leerling' });
    const manager = await signedInClient(server, managerUser.email);
    const put = (seat: number, n: number) => manager.json('PUT', `/api/licenses/${u(license.id)}/${u(seat)}`, { email: `proef-${n}@example.test`, first_name: `Naam ${n}` });
    // Saving the same seat again and again (each REST save resends), then the other seat: 8 in all.
    for (let n = 1; n <= 5; n++) expect((await put(first.id, n)).status).toBe(200);
    for (let n = 6; n <= 8; n++) expect((await put(second.id, n)).status).toBe(200);
    const sent = () => db().outboxEmail.count({ where: { to: { startsWith: 'proef-' } } });
    expect(await sent()).toBe(8);

    expect(await put(first.id, 9)).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { email: ['This licence has sent 8 invitations in the last 24 hours, its limit. Please try again in 24 hours.'] } },
    });
    const gql = await manager.graphql<{ updateSeat: unknown }>(
      'mutation($input: UpdateSeatInput!) { updateSeat(input: $input) { __typename ... on ValidationError { fieldErrors { field messages } } } }',
      { input: { seatId: gid('Seat', second.id), email: 'proef-10@example.test', firstName: 'Naam 10', lastName: null, isActive: true, resendInvitation: true } },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.updateSeat).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'email', messages: ['Voor deze licentie zijn in de afgelopen 24 uur al 8 uitnodigingen verstuurd; meer kan niet. Probeer het over 24 uur opnieuw.'] }],
    });
    expect(await sent()).toBe(8);
    expect(await seatRow(first.id)).toMatchObject({ email: 'proef-5@example.test', firstName: 'Naam 5' });
    expect(await seatRow(second.id)).toMatchObject({ email: 'proef-8@example.test', firstName: 'Naam 8' });
    // Another licence's manager is not held up by it.
    expect((await managerA.json('PUT', `/api/licenses/${u(a.license.id)}/${u(a.emptySeat.id)}`, { email: 'ander@example.test', first_name: 'Ander' })).status).toBe(200);
  });

  it.each([
    ['winter time (UTC+1)', '2026-03-24T10:00:00.000Z', '24 maart 2026 om 11:00 uur'],
    ['summer time (UTC+2), past midnight in Amsterdam', '2026-07-01T22:05:00.000Z', '2 juli 2026 om 00:05 uur'],
  ])("words an invitation link's end in Dutch time: %s", (_when, moment, text) => {
    expect(dutchMoment(new Date(moment))).toBe(text);
  });

  it('puts an accepted save in the audit log once, as the manager, with only what changed; a refused or unchanged save writes none', async () => {
    const seat = await createSeat(db(), { licenseId: a.license.id, role: 'leerling' });
    const entries = () =>
      db().auditEntry.findMany({ where: { auditableType: 'seat', auditableId: seat.id }, orderBy: { id: 'asc' }, select: { userId: true, event: true, oldValues: true, newValues: true } });
    const path = `/api/licenses/${u(a.license.id)}/${u(seat.id)}`;

    // Refused: a bad address (422), a teacher who does not manage the licence (403), another school's manager (404).
    expect((await managerA.json('PUT', path, { email: 'geen-adres', first_name: 'Piet' })).status).toBe(422);
    expect((await colleagueA.json('PUT', path, { first_name: 'Piet' })).status).toBe(403);
    expect((await managerB.json('PUT', path, { first_name: 'Piet' })).status).toBe(404);
    expect(await entries()).toEqual([]);

    const save = (input: Record<string, unknown>) =>
      managerA.graphql<{ updateSeat: { __typename: string } }>('mutation($input: UpdateSeatInput!) { updateSeat(input: $input) { __typename } }', {
        input: { seatId: gid('Seat', seat.id), isActive: true, ...input },
      });
    expect((await save({ firstName: ' Piet ', lastName: 'Puk' })).data!.updateSeat.__typename).toBe('UpdateSeatSuccess');
    expect(await entries()).toEqual([{ userId: a.managerUser.id, event: 'updated', oldValues: { firstName: null, lastName: null }, newValues: { firstName: 'Piet', lastName: 'Puk' } }]);

    // The same values again: saved, but nothing happened to log.
    expect((await save({ firstName: 'Piet', lastName: 'Puk' })).data!.updateSeat.__typename).toBe('UpdateSeatSuccess');
    expect(await entries()).toHaveLength(1);

    // Switched off through REST: the second entry has 'Actief' alone.
    expect((await managerA.json('PUT', path, { is_active: false })).status).toBe(200);
    expect((await entries())[1]).toEqual({ userId: a.managerUser.id, event: 'updated', oldValues: { isActive: true }, newValues: { isActive: false } });
    expect(await entries()).toHaveLength(2);
  });

  it('puts hiding a seat and renaming a group in the audit log, as the manager', async () => {
    const seat = await createSeat(db(), { licenseId: a.license.id, role: 'leerling' });
    expect((await managerA.json('POST', '/api/hide-seats', { seats: [u(seat.id)] })).status).toBe(200);
    expect(await db().auditEntry.findMany({ where: { auditableType: 'seat', auditableId: seat.id }, select: { userId: true, event: true, oldValues: true, newValues: true } })).toEqual([
      { userId: a.managerUser.id, event: 'updated', oldValues: { isVisible: true }, newValues: { isVisible: false } },
    ]);

    const group = `/api/groups/${u(a.h5.id)}`;
    const groupEntries = () =>
      db().auditEntry.findMany({ where: { auditableType: 'group', auditableId: a.h5.id }, orderBy: { id: 'asc' }, select: { userId: true, event: true, oldValues: true, newValues: true } });
    // Refused: another school's manager, and a name the licence's other group has.
    expect((await managerB.json('PUT', group, { name: 'Gekaapt' })).status).toBe(403);
    expect((await managerA.json('PUT', group, { name: 'Baken H4' })).status).toBe(422);
    expect(await groupEntries()).toEqual([]);
    expect((await managerA.json('PUT', group, { name: ' Baken H5b ' })).status).toBe(200);
    expect((await managerA.json('PUT', group, { name: 'Baken H5' })).status).toBe(200);
    expect(await groupEntries()).toEqual([
      { userId: a.managerUser.id, event: 'updated', oldValues: { name: 'Baken H5' }, newValues: { name: 'Baken H5b' } },
      { userId: a.managerUser.id, event: 'updated', oldValues: { name: 'Baken H5b' }, newValues: { name: 'Baken H5' } },
    ]);
  });

  it('shows and hides seats in the student overview for a manager', async () => {
    const hidden = await managerA.json<{ id: string; is_visible: boolean; token: null }[]>('POST', '/api/hide-seats', { seats: [u(a.studentSeat.id)] });
    expect(hidden).toEqual({ status: 200, body: [expect.objectContaining({ id: u(a.studentSeat.id), is_visible: false, token: null })] });
    expect((await seatRow(a.studentSeat.id)).isVisible).toBe(false);
    const shown = await managerA.json<{ is_visible: boolean }[]>('POST', '/api/show-seats', { seats: [u(a.studentSeat.id)] });
    expect(shown.body.map((s) => s.is_visible)).toEqual([true]);
    expect((await seatRow(a.studentSeat.id)).isVisible).toBe(true);
  });
});

describe('the licence overview', () => {
  it('lists the manager’s seats with status, groups and what they give; the compact view only students', async () => {
    const { id } = await createLicense(db(), { description: 'Overzicht', begin: new Date('2025-08-01'), end: new Date('2026-08-01'), groups: [{ name: 'Klas 1', streamSlug: 'natuurkunde-havo' }] });
    const group = (await db().group.findFirstOrThrow({ where: { licenseId: id } })).id;
    const manager = await createUser(db(), { role: 'docent', firstName: 'Ria', lastName: 'Beheer' });
    await createSeat(db(), { licenseId: id, userId: manager.id, privileges: [{ action: 'licentie beheren', objectType: 'license', objectId: id }] });
    const student = await createUser(db(), { role: 'leerling', firstName: 'Bram', lastName: 'Lid' });
    await createSeat(db(), { licenseId: id, userId: student.id, role: 'leerling', groupIds: [group], privileges: [{ action: 'oefensets uitvoeren', objectId: physics, end: new Date('2026-08-01') }] });
    const invited = await createSeat(db(), { licenseId: id, role: 'leerling', groupIds: [group] });
    await db().seat.update({ where: { id: invited.id }, data: { email: 'uitgenodigd@example.test', firstName: 'Uit', inviteTokenHash: sha256('x'), inviteExpiresAt: new Date('2026-03-01') } });
    const inactive = await createSeat(db(), { licenseId: id, role: 'leerling', isActive: false });
    const client = await signedInClient(server, manager.email);
    const query = `query($compact: Boolean) { viewer { licenses { description type begin end canManage allowsDemoStudents
      seats(first: 10, onlyStudents: $compact) { totalCount edges { node { id name email role status isActive isViewer invitationExpired groups { name } streams { streamName action end } } } } } } }`;
    const full = await client.graphql<{ viewer: { licenses: { seats: { totalCount: number; edges: { node: Record<string, unknown> }[] } }[] } }>(query, {});
    const [license] = full.data!.viewer.licenses;
    expect(license).toMatchObject({ description: 'Overzicht', type: 'schoollicentie', begin: '2025-08-01', end: '2026-08-01', canManage: true, allowsDemoStudents: true });
    expect(license!.seats.totalCount).toBe(4);
    expect(license!.seats.edges.map((e) => e.node)).toEqual([
      {
        id: gid('Seat', (await db().seat.findFirstOrThrow({ where: { licenseId: id, userId: manager.id } })).id),
        name: 'Ria Beheer',
        email: null,
        role: 'docent',
        status: 'active',
        isActive: true,
        isViewer: true,
        invitationExpired: false,
        groups: [],
        streams: [],
      },
      expect.objectContaining({
        name: 'Bram Lid',
        role: 'leerling',
        status: 'active',
        isViewer: false,
        groups: [{ name: 'Klas 1' }],
        streams: [{ streamName: 'Natuurkunde Havo', action: 'oefensets uitvoeren', end: '2026-08-01' }],
      }),
      expect.objectContaining({ id: gid('Seat', invited.id), name: 'Uit', email: 'uitgenodigd@example.test', status: 'invited', invitationExpired: true }),
      expect.objectContaining({ id: gid('Seat', inactive.id), name: '', status: 'empty', isActive: false, groups: [] }),
    ]);
    const compact = await client.graphql<{ viewer: { licenses: { seats: { totalCount: number; edges: { node: { role: string } }[] } }[] } }>(query, { compact: true });
    expect(compact.data!.viewer.licenses[0]!.seats.totalCount).toBe(3);
    expect(compact.data!.viewer.licenses[0]!.seats.edges.map((e) => e.node.role)).toEqual(['leerling', 'leerling', 'leerling']);
  });

  it('has no seats to show in the compact view of a licence without students', async () => {
    const { id } = await createLicense(db(), { description: 'Alleen docenten' });
    const manager = await createUser(db(), { role: 'docent' });
    await createSeat(db(), { licenseId: id, userId: manager.id, privileges: [{ action: 'licentie beheren', objectType: 'license', objectId: id }] });
    const client = await signedInClient(server, manager.email);
    const result = await client.graphql<{ viewer: { licenses: unknown[] } }>('{ viewer { licenses { description seats(onlyStudents: true) { totalCount edges { node { id } } } } } }');
    expect(result.data!.viewer.licenses).toEqual([{ description: 'Alleen docenten', seats: { totalCount: 0, edges: [] } }]);
    // A teacher without any licence sees none ('Geen licentie gekoppeld').
    const none = await signedInClient(server, (await createUser(db(), { role: 'docent' })).email);
    expect((await none.graphql<{ viewer: { licenses: unknown[] } }>('{ viewer { licenses { id } } }')).data!.viewer.licenses).toEqual([]);
  });

  // The licence's `end` is the first day it no longer works: its last valid day is the day before.
  it.each([
    ['today (its last valid day was yesterday)', '2026-03-10', { daysLeft: -1, expired: true, text: 'Je licentie is verlopen.' }],
    ['tomorrow (today is its last valid day)', '2026-03-11', { daysLeft: 0, expired: false, text: 'Je licentie verloopt vandaag.' }],
    ['the day after tomorrow (tomorrow is its last)', '2026-03-12', { daysLeft: 1, expired: false, text: 'Je licentie verloopt morgen.' }],
    ['in 10 days (last valid day in 9)', '2026-03-20', { daysLeft: 9, expired: false, text: 'Je licentie is nog 10 dagen geldig.' }],
    ['in 11 days (last valid day in 10)', '2026-03-21', null],
  ])('warns the manager of a licence ending %s: %j', async (_when, endDay, expected) => {
    const end = new Date(`${endDay}T00:00:00Z`);
    const { id } = await createLicense(db(), { description: `Tot ${endDay}`, begin: addDays(day, -20), end });
    const manager = await createUser(db(), { role: 'docent' });
    await createSeat(db(), { licenseId: id, userId: manager.id, privileges: [{ action: 'licentie beheren', objectType: 'license', objectId: id, end }] });
    const student = await createUser(db(), { role: 'leerling' });
    await createSeat(db(), { licenseId: id, userId: student.id, role: 'leerling' });
    const query = '{ viewer { licenses { expiry { daysLeft expired text } } } }';
    const seen = await (await signedInClient(server, manager.email)).graphql<{ viewer: { licenses: { expiry: unknown }[] } }>(query);
    expect(seen.data!.viewer.licenses).toEqual([{ expiry: expected }]);
    // A seat without 'licentie beheren' gets no warning.
    const other = await (await signedInClient(server, student.email)).graphql<{ viewer: { licenses: { expiry: unknown }[] } }>(query);
    expect(other.data!.viewer.licenses).toEqual([{ expiry: null }]);
  });
});

describe('a demo student per licence', () => {
  it("makes one linked to the manager, in every group, with the first student seat's privileges and the licence's dates", async () => {
    const before = await db().user.findUniqueOrThrow({ where: { id: a.managerUser.id }, select: { link: true } });
    expect(before.link).toBeNull();
    const made = await managerA.json<Record<string, unknown>>('POST', `/api/licenses/${u(a.license.id)}/demo-leerling`);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ license_id: u(a.license.id), role: 'leerling', is_active: true, is_visible: true, first_name: 'Demo', last_name: 'Leerling', token: null });
    expect(made.body.email).toMatch(/^leerling-[a-z0-9]{6}@vraagwerk\.nl$/);
    const seat = await db().seat.findUniqueOrThrow({
      where: { id: ids().decode(made.body.id as string)! },
      include: { user: true, groups: { orderBy: { groupId: 'asc' } }, privileges: { orderBy: { id: 'asc' } } },
    });
    const link = (await db().user.findUniqueOrThrow({ where: { id: a.managerUser.id }, select: { link: true } })).link;
    expect(link).toMatch(/^[0-9a-f]{32}$/);
    expect(seat.user).toMatchObject({ email: made.body.email, role: 'leerling', link, passwordHash: null });
    expect(seat.groups.map((g) => g.groupId)).toEqual([a.h4.id, a.h5.id]);
    expect(seat.privileges.map((p) => [p.action, p.objectType, p.objectId, p.begin.toISOString().slice(0, 10), p.end.toISOString().slice(0, 10)])).toEqual([
      ['oefensets uitvoeren', 'stream', physics, '2025-08-01', '2026-08-01'],
      ['oefensets uitvoeren', 'stream', chemistry, '2025-08-01', '2026-08-01'],
    ]);

    const audited = () => db().auditEntry.findMany({ where: { auditableType: 'seat', auditableId: seat.id }, select: { userId: true, event: true, oldValues: true, newValues: true } });
    expect(await audited()).toEqual([
      {
        userId: a.managerUser.id,
        event: 'created',
        oldValues: null,
        newValues: { licenseId: a.license.id, userId: seat.userId, email: made.body.email, firstName: 'Demo', lastName: 'Leerling', role: 'leerling', isActive: true },
      },
    ]);

    // Asked again (a double click, a retry): the same demo student, no second one, nothing more in the log.
    const again = await managerA.json<Record<string, unknown>>('POST', `/api/licenses/${u(a.license.id)}/demo-leerling`);
    expect(again).toEqual({ status: 200, body: made.body });
    expect(await audited()).toHaveLength(1);
    const graphql = await managerA.graphql<{
      createDemoStudent: { created: boolean; seat: { id: string; isDemo: boolean }; license: { myDemoStudent: { id: string } }; viewer: { switchableAccounts: { email: string }[] } };
    }>(
      'mutation($id: ID!) { createDemoStudent(licenseId: $id) { ... on CreateDemoStudentSuccess { created seat { id isDemo } license { myDemoStudent { id } } viewer { switchableAccounts { email } } } } }',
      { id: gid('License', a.license.id) },
    );
    expect(graphql.data!.createDemoStudent).toEqual({
      created: false,
      seat: { id: gid('Seat', seat.id), isDemo: true },
      license: { myDemoStudent: { id: gid('Seat', seat.id) } },
      viewer: { switchableAccounts: [{ email: made.body.email }] },
    });
    expect(await db().user.count({ where: { link } })).toBe(2);
  });

  it('makes two racing requests one demo student', async () => {
    const [first, second] = await Promise.all([
      managerB.json<{ id: string }>('POST', `/api/licenses/${u(b.license.id)}/demo-leerling`),
      managerB.json<{ id: string }>('POST', `/api/licenses/${u(b.license.id)}/demo-leerling`),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.id).toBe(second.body.id);
    expect(await db().seat.count({ where: { licenseId: b.license.id, user: { email: { startsWith: 'leerling-', endsWith: '@vraagwerk.nl' } } } })).toBe(1);
  });

  it("refuses a publisher licence ('boom'), through REST and GraphQL", async () => {
    const boom = await school('Uitgever', 'boom');
    const client = await signedInClient(server, boom.managerUser.email);
    expect(await client.json('POST', `/api/licenses/${u(boom.license.id)}/demo-leerling`)).toEqual({
      status: 403,
      body: { message: 'A demo student cannot be made for a publisher licence: it is managed at the publisher.' },
    });
    const result = await client.graphql<{ createDemoStudent: unknown }>('mutation($id: ID!) { createDemoStudent(licenseId: $id) { __typename ... on Error { message } } }', {
      id: gid('License', boom.license.id),
    });
    expect(result.data!.createDemoStudent).toEqual({
      __typename: 'ForbiddenError',
      message: 'Voor een licentie van de uitgever maak je geen demoleerling: die licentie wordt bij de uitgever beheerd.',
    });
    const overview = await client.graphql<{ viewer: { licenses: { allowsDemoStudents: boolean }[] } }>('{ viewer { licenses { allowsDemoStudents } } }');
    expect(overview.data!.viewer.licenses).toEqual([{ allowsDemoStudents: false }]);
    expect(await db().seat.count({ where: { licenseId: boom.license.id } })).toBe(4);
  });
});
