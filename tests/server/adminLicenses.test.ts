// The back-office's licences (issue 47) through REST and GraphQL with a fixed clock (TEST_NOW, 10 March 2026):
// PUT /api/licenses/{l} and its side effects ('beperkt X' → 'X' when the type stops being a trial, every seat
// privilege's end follows the licence's end) in one audited transaction; DELETE /api/licenses/{l}/{seat} only for a
// seat with no user and no e-mail; POST /api/create-leerlingen all or nothing, a new group made once when two requests
// race; the licence screen's GraphQL (list, search, VERLOPEN, onbekend type, add students with the screen's Dutch
// messages, bulk show/hide, rename); and who may do what: admins everything, a licence manager only their licence and
// only its description, a teacher without the right, a student, an author and a visitor nothing.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createIdCodec } from '../../server/app/ids.ts';
import { amsterdamToday, defaultLicensePeriod, isLicenseExpired } from '../../server/domain/admin/licenses.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf, userIdOf } from '../setup/factories.ts';
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
const D = (text: string) => new Date(`${text}T00:00:00.000Z`);

let physics: number;
let chemistry: number;
let adminId: number;

/** A licence with a manager (licentie beheren + a trial's 'beperkt' privilege), a colleague, a student and an empty seat. */
async function school(name: string, type = 'schoollicentie') {
  const license = await createLicense(db(), { type, description: name, begin: D('2025-08-01'), end: D('2026-08-01'), groups: [{ name: `${name} H4`, streamSlug: 'natuurkunde-havo' }] });
  const [h4] = license.groups as unknown as [{ id: number }];
  const period = { begin: D('2025-08-01'), end: D('2026-08-01') };
  const managerUser = await createUser(db(), { role: 'docent', firstName: 'Marieke', lastName: name });
  const managerSeat = await createSeat(db(), {
    licenseId: license.id,
    userId: managerUser.id,
    groupIds: [h4.id],
    privileges: [
      { action: 'licentie beheren', objectType: 'license', objectId: license.id, ...period },
      { action: 'beperkt opgavensets samenstellen', objectId: physics, ...period },
    ],
  });
  const colleagueUser = await createUser(db(), { role: 'docent', firstName: 'Collega' });
  await createSeat(db(), { licenseId: license.id, userId: colleagueUser.id, privileges: [{ action: 'opgavensets samenstellen', objectId: physics, ...period }] });
  const studentUser = await createUser(db(), { role: 'leerling', firstName: 'Sanne' });
  const studentSeat = await createSeat(db(), {
    licenseId: license.id,
    userId: studentUser.id,
    role: 'leerling',
    groupIds: [h4.id],
    privileges: [{ action: 'oefensets uitvoeren', objectId: physics, ...period }],
  });
  const emptySeat = await createSeat(db(), { licenseId: license.id, role: 'leerling', groupIds: [h4.id], privileges: [{ action: 'oefensets uitvoeren', objectId: physics, ...period }] });
  const invitedSeat = await createSeat(db(), { licenseId: license.id, role: 'leerling' });
  await db().seat.update({ where: { id: invitedSeat.id }, data: { email: `uitgenodigd-${name.toLowerCase()}@example.test`, firstName: 'Uit' } });
  return { license, h4, managerUser, managerSeat, colleagueUser, studentUser, studentSeat, emptySeat, invitedSeat };
}

let a: Awaited<ReturnType<typeof school>>;
let b: Awaited<ReturnType<typeof school>>;
let managerA: HttpClient;
let managerB: HttpClient;
let colleagueA: HttpClient;
let studentA: HttpClient;
let author: HttpClient;
let admin: HttpClient;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url }, { clock: () => new Date(TEST_NOW.getTime()) });
  physics = await streamIdOf(db(), 'natuurkunde-havo');
  chemistry = await streamIdOf(db(), 'scheikunde-havo');
  adminId = await userIdOf(db(), 'admin@vraagwerk.nl');
  a = await school('Baken', 'proeflicentie');
  b = await school('Lyceum');
  [managerA, managerB, colleagueA, studentA, author, admin] = await Promise.all([
    signedInClient(server, a.managerUser.email),
    signedInClient(server, b.managerUser.email),
    signedInClient(server, a.colleagueUser.email),
    signedInClient(server, a.studentUser.email),
    signedInClient(server, 'auteur@vraagwerk.nl'),
    signedInClient(server, 'admin@vraagwerk.nl'),
  ]);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const privilegesOf = (licenseId: number) => db().privilege.findMany({ where: { seat: { licenseId } }, orderBy: { id: 'asc' }, select: { action: true, begin: true, end: true } });
const licenseRow = (id: number) => db().license.findUniqueOrThrow({ where: { id }, select: { type: true, begin: true, end: true, isActive: true, description: true } });
const audits = (type: string, id: number) =>
  db().auditEntry.findMany({ where: { auditableType: type, auditableId: id }, orderBy: { id: 'asc' }, select: { userId: true, event: true, oldValues: true, newValues: true } });

describe('the clock and the period', () => {
  it("reads 'today' in the Netherlands and defaults a new licence to the next 1 August", () => {
    // 23:30 UTC on 9 March is 00:30 on 10 March in Amsterdam: a licence that ended on 9 March is over.
    expect(amsterdamToday(new Date('2026-03-09T23:30:00Z')).toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(isLicenseExpired({ end: D('2026-03-09') }, new Date('2026-03-09T23:30:00Z'))).toBe(true);
    expect(isLicenseExpired({ end: D('2026-03-09') }, new Date('2026-03-09T22:30:00Z'))).toBe(false);
    expect(isLicenseExpired({ end: D('2026-03-10') }, TEST_NOW)).toBe(false);
    expect(defaultLicensePeriod(TEST_NOW)).toEqual({ begin: D('2026-03-10'), end: D('2026-08-01') });
    expect(defaultLicensePeriod(new Date('2026-08-01T10:00:00Z'))).toEqual({ begin: D('2026-08-01'), end: D('2027-08-01') });
  });
});

describe('PUT /api/licenses/{l}', () => {
  it('refuses a visitor, an author, a student, a teacher without the right and the manager of another licence, and changes nothing', async () => {
    const before = await licenseRow(a.license.id);
    const body = { type: 'schoollicentie', begin: '2025-08-01', end: '2027-08-01', is_active: 1, description: 'Overgenomen' };
    const path = `/api/licenses/${u(a.license.id)}`;
    expect((await server.client().json('PUT', path, body)).status).toBe(401);
    expect((await author.json('PUT', path, body)).status).toBe(404);
    expect((await managerB.json('PUT', path, body)).status).toBe(404);
    expect((await studentA.json('PUT', path, body)).status).toBe(403);
    expect((await colleagueA.json('PUT', path, body)).status).toBe(403);
    expect(await licenseRow(a.license.id)).toEqual(before);
    expect(await audits('license', a.license.id)).toEqual([]);
  });

  it("lets a manager change their licence's description but not its type or period (a trial would make itself a school licence)", async () => {
    const path = `/api/licenses/${u(a.license.id)}`;
    const refused = await managerA.json('PUT', path, { type: 'schoollicentie', begin: '2025-08-01', end: '2027-08-01', description: 'Baken' });
    expect(refused).toEqual({ status: 422, body: { message: 'The given data was invalid.', errors: { type: [expect.any(String)], end: [expect.any(String)] } } });
    expect(await licenseRow(a.license.id)).toEqual({ type: 'proeflicentie', begin: D('2025-08-01'), end: D('2026-08-01'), isActive: true, description: 'Baken' });

    const saved = await managerA.json('PUT', path, { type: 'proeflicentie', begin: '2025-08-01', end: '2026-08-01', is_active: null, description: 'Het Baken' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: u(a.license.id), type: 'proeflicentie', begin: '2025-08-01', end: '2026-08-01', is_active: true, description: 'Het Baken' });
    expect(await audits('license', a.license.id)).toEqual([{ userId: a.managerUser.id, event: 'updated', oldValues: { description: 'Baken' }, newValues: { description: 'Het Baken' } }]);
  });

  it('validates the dates', async () => {
    const path = `/api/licenses/${u(a.license.id)}`;
    expect((await admin.json('PUT', path, { type: 'proeflicentie', begin: '2026-02-30', end: '2026-08-01' })).status).toBe(422);
    expect(await admin.json('PUT', path, { type: 'proeflicentie', begin: '2026-08-01', end: '2026-07-31' })).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { end: [expect.any(String)] } },
    });
    expect((await admin.json('PUT', path, { type: ' ', begin: '2025-08-01', end: '2026-08-01' })).status).toBe(422);
    expect((await licenseRow(a.license.id)).type).toBe('proeflicentie');
  });

  it("another trial type keeps 'beperkt'; a school type upgrades it; a new end moves every privilege's end — audited with literal values", async () => {
    const path = `/api/licenses/${u(a.license.id)}`;
    const trial = await admin.json('PUT', path, { type: 'proeflicentie-nask1', begin: '2025-08-01', end: '2026-08-01', description: 'Het Baken' });
    expect(trial.status).toBe(200);
    expect((await privilegesOf(a.license.id)).map((p) => p.action)).toEqual([
      'licentie beheren',
      'beperkt opgavensets samenstellen',
      'opgavensets samenstellen',
      'oefensets uitvoeren',
      'oefensets uitvoeren',
    ]);

    const limited = await db().privilege.findFirstOrThrow({ where: { seatId: a.managerSeat.id, action: 'beperkt opgavensets samenstellen' } });
    const student = await db().privilege.findFirstOrThrow({ where: { seatId: a.studentSeat.id } });
    const saved = await admin.json('PUT', path, { type: 'schoollicentie', begin: '2025-08-01', end: '2026-09-01', is_active: 1, description: 'Het Baken' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      id: u(a.license.id),
      type: 'schoollicentie',
      settings: {},
      begin: '2025-08-01',
      end: '2026-09-01',
      is_active: true,
      brin_id: null,
      description: 'Het Baken',
      groups: [{ id: u(a.h4.id), name: 'Baken H4', is_active: true, stream_id: u(physics) }],
    });
    expect(await privilegesOf(a.license.id)).toEqual([
      { action: 'licentie beheren', begin: D('2025-08-01'), end: D('2026-09-01') },
      { action: 'opgavensets samenstellen', begin: D('2025-08-01'), end: D('2026-09-01') },
      { action: 'opgavensets samenstellen', begin: D('2025-08-01'), end: D('2026-09-01') },
      { action: 'oefensets uitvoeren', begin: D('2025-08-01'), end: D('2026-09-01') },
      { action: 'oefensets uitvoeren', begin: D('2025-08-01'), end: D('2026-09-01') },
    ]);
    // Licence B is untouched.
    expect((await privilegesOf(b.license.id)).map((p) => [p.action, p.end])).toContainEqual(['beperkt opgavensets samenstellen', D('2026-08-01')]);
    const licenseAudit = await audits('license', a.license.id);
    expect(licenseAudit.slice(-2)).toEqual([
      { userId: adminId, event: 'updated', oldValues: { type: 'proeflicentie' }, newValues: { type: 'proeflicentie-nask1' } },
      { userId: adminId, event: 'updated', oldValues: { type: 'proeflicentie-nask1', end: '2026-08-01' }, newValues: { type: 'schoollicentie', end: '2026-09-01' } },
    ]);
    expect(await audits('privilege', limited.id)).toEqual([
      { userId: adminId, event: 'updated', oldValues: { action: 'beperkt opgavensets samenstellen' }, newValues: { action: 'opgavensets samenstellen' } },
      { userId: adminId, event: 'updated', oldValues: { end: '2026-08-01' }, newValues: { end: '2026-09-01' } },
    ]);
    expect(await audits('privilege', student.id)).toEqual([{ userId: adminId, event: 'updated', oldValues: { end: '2026-08-01' }, newValues: { end: '2026-09-01' } }]);
  });

  it('saves the same through GraphQL, with Dutch words for a refusal', async () => {
    const mutation = `mutation($id: ID!, $type: String!, $begin: Date!, $end: Date!, $isActive: Boolean, $description: String) {
      updateLicense(id: $id, type: $type, begin: $begin, end: $end, isActive: $isActive, description: $description) {
        __typename ... on UpdateLicenseSuccess { license { type end expired } } ... on ValidationError { message fieldErrors { path messages } } ... on Error { message } } }`;
    const refused = await managerB.graphql<{ updateLicense: unknown }>(mutation, { id: gid('License', b.license.id), type: 'docentlicentie', begin: '2025-08-01', end: '2026-08-01' });
    expect(refused.data!.updateLicense).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ path: ['type'], messages: ['Alleen een beheerder wijzigt het type, de periode en actief'] }] });
    const saved = await admin.graphql<{ updateLicense: unknown }>(mutation, {
      id: gid('License', b.license.id),
      type: 'schoollicentie',
      begin: '2025-08-01',
      end: '2026-03-09',
      isActive: true,
      description: 'Lyceum',
    });
    expect(saved.data!.updateLicense).toEqual({ __typename: 'UpdateLicenseSuccess', license: { type: 'schoollicentie', end: '2026-03-09', expired: true } });
    expect((await privilegesOf(b.license.id)).map((p) => p.end)).toEqual(Array(5).fill(D('2026-03-09')));
    await admin.graphql(mutation, { id: gid('License', b.license.id), type: 'schoollicentie', begin: '2025-08-01', end: '2026-08-01', isActive: true, description: 'Lyceum' });
  });
});

describe('DELETE /api/licenses/{l}/{seat}', () => {
  it('deletes an empty seat with its group links and privileges, audited', async () => {
    const seat = await createSeat(db(), { licenseId: a.license.id, role: 'leerling', groupIds: [a.h4.id], privileges: [{ action: 'oefensets uitvoeren', objectId: chemistry }] });
    const answer = await managerA.json('DELETE', `/api/licenses/${u(a.license.id)}/${u(seat.id)}`);
    expect(answer).toEqual({ status: 200, body: { status: 'ok', message: `deleted seat #${u(seat.id)}` } });
    expect(await db().seat.count({ where: { id: seat.id } })).toBe(0);
    expect(await db().privilege.count({ where: { seatId: seat.id } })).toBe(0);
    expect(await db().seatGroup.count({ where: { seatId: seat.id } })).toBe(0);
    expect(await audits('seat', seat.id)).toEqual([
      {
        userId: a.managerUser.id,
        event: 'deleted',
        oldValues: { licenseId: a.license.id, role: 'leerling', firstName: null, lastName: null, isActive: true, isVisible: true, groupIds: [a.h4.id] },
        newValues: null,
      },
    ]);
  });

  it('keeps a seat with a user or an e-mail address, with the Dutch reason', async () => {
    for (const seat of [a.studentSeat, a.invitedSeat]) {
      expect(await admin.json('DELETE', `/api/licenses/${u(a.license.id)}/${u(seat.id)}`)).toEqual({
        status: 409,
        body: { message: 'Licentiegebruiker verwijderen is mislukt: alleen een licentiegebruiker zonder gebruiker en zonder e-mailadres kan worden verwijderd.' },
      });
      expect(await db().seat.count({ where: { id: seat.id } })).toBe(1);
      expect(await audits('seat', seat.id)).toEqual([]);
    }
    const gql = await admin.graphql<{ deleteLicenseSeat: unknown }>('mutation($id: ID!) { deleteLicenseSeat(id: $id) { __typename ... on Error { message } } }', { id: gid('Seat', a.invitedSeat.id) });
    expect(gql.data!.deleteLicenseSeat).toEqual({
      __typename: 'SeatInUseError',
      message: 'Licentiegebruiker verwijderen is mislukt: alleen een licentiegebruiker zonder gebruiker en zonder e-mailadres kan worden verwijderd.',
    });
  });

  it('refuses whoever does not manage the licence', async () => {
    const path = `/api/licenses/${u(a.license.id)}/${u(a.emptySeat.id)}`;
    expect((await server.client().json('DELETE', path)).status).toBe(401);
    expect((await author.json('DELETE', path)).status).toBe(404);
    expect((await managerB.json('DELETE', path)).status).toBe(404);
    expect((await colleagueA.json('DELETE', path)).status).toBe(403);
    expect((await studentA.json('DELETE', path)).status).toBe(403);
    // Their own licence in the path does not reach another licence's seat.
    expect((await managerB.json('DELETE', `/api/licenses/${u(b.license.id)}/${u(a.emptySeat.id)}`)).status).toBe(400);
    expect(await db().seat.count({ where: { id: a.emptySeat.id } })).toBe(1);
  });
});

describe('POST /api/create-leerlingen', () => {
  const entry = (licenseId: number, extra: Record<string, unknown> = {}) => ({ license_id: u(licenseId), group: 'Havo 4b', streams: [u(physics), u(chemistry)], ...extra });

  it('validates every entry and writes nothing on a refusal', async () => {
    const seats = await db().seat.count();
    expect((await admin.json('POST', '/api/create-leerlingen', { seats: [] })).status).toBe(422);
    const answer = await admin.json<{ errors: Record<string, string[]> }>('POST', '/api/create-leerlingen', {
      seats: [entry(a.license.id), entry(a.license.id, { group: ' ', streams: [], email: 'geen-adres' })],
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['seats.1.email', 'seats.1.group', 'seats.1.streams']);
    expect((await admin.json('POST', '/api/create-leerlingen', { seats: [entry(a.license.id, { email: 'Uitgenodigd-Baken@example.test' })] })).status).toBe(422);
    expect(await db().seat.count()).toBe(seats);
    expect(await db().group.count({ where: { name: 'Havo 4b' } })).toBe(0);
  });

  it('refuses a licence the caller does not manage, all or nothing', async () => {
    const seats = await db().seat.count();
    expect((await server.client().json('POST', '/api/create-leerlingen', { seats: [entry(a.license.id)] })).status).toBe(401);
    expect((await author.json('POST', '/api/create-leerlingen', { seats: [entry(a.license.id)] })).status).toBe(404);
    expect((await colleagueA.json('POST', '/api/create-leerlingen', { seats: [entry(a.license.id)] })).status).toBe(403);
    expect((await studentA.json('POST', '/api/create-leerlingen', { seats: [entry(a.license.id)] })).status).toBe(403);
    // One entry of their own and one of another school: nothing is made.
    expect((await managerA.json('POST', '/api/create-leerlingen', { seats: [entry(a.license.id), entry(b.license.id)] })).status).toBe(404);
    expect(await db().seat.count()).toBe(seats);
  });

  it("adds the seats in a new group with 'oefensets uitvoeren' per stream, 'groepen beheren' for the teachers, and invites an entry with an address", async () => {
    const mail = smtp.waitFor('nieuw.leerling@example.test');
    const answer = await managerA.json<Record<string, string | null>[]>('POST', '/api/create-leerlingen', {
      seats: [entry(a.license.id, { email: 'Nieuw.Leerling@Example.test', first_name: 'Nieuw', last_name: 'Leerling' }), entry(a.license.id)],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.map((s) => [s.license_id, s.role, s.email, s.first_name, s.token])).toEqual([
      [u(a.license.id), 'leerling', 'nieuw.leerling@example.test', 'Nieuw', null],
      [u(a.license.id), 'leerling', null, null, null],
    ]);
    const group = await db().group.findUniqueOrThrow({ where: { licenseId_name: { licenseId: a.license.id, name: 'Havo 4b' } } });
    const seatIds = answer.body.map((s) => ids().decode(s.id!)!);
    for (const seatId of seatIds) {
      expect(await db().seatGroup.findMany({ where: { seatId }, select: { groupId: true } })).toEqual([{ groupId: group.id }]);
      expect(await db().privilege.findMany({ where: { seatId }, orderBy: { objectId: 'asc' }, select: { action: true, objectType: true, objectId: true, begin: true, end: true } })).toEqual(
        [physics, chemistry].sort((x, y) => x - y).map((objectId) => ({ action: 'oefensets uitvoeren', objectType: 'stream', objectId, begin: D('2025-08-01'), end: D('2026-09-01') })),
      );
    }
    // Both teacher seats (the manager's and the colleague's) manage the new group.
    expect(await db().privilege.count({ where: { action: 'groepen beheren', objectType: 'group', objectId: group.id } })).toBe(2);
    expect((await db().seat.findUniqueOrThrow({ where: { id: seatIds[0] } })).inviteTokenHash).not.toBeNull();
    expect((await db().seat.findUniqueOrThrow({ where: { id: seatIds[1] } })).inviteTokenHash).toBeNull();
    expect(await audits('group', group.id)).toEqual([{ userId: a.managerUser.id, event: 'created', oldValues: null, newValues: { licenseId: a.license.id, name: 'Havo 4b' } }]);
    expect((await mail).subject).toBe('Aanmelding Vraagwerk');
  });

  it('makes a new group once when two requests race', async () => {
    const body = { seats: [{ license_id: u(b.license.id), group: 'Vwo 5 race', streams: [u(physics)] }] };
    const answers = await Promise.all([admin.json('POST', '/api/create-leerlingen', body), admin.json('POST', '/api/create-leerlingen', body)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const groups = await db().group.findMany({ where: { licenseId: b.license.id, name: 'Vwo 5 race' }, select: { id: true } });
    expect(groups).toHaveLength(1);
    expect(await db().seatGroup.count({ where: { groupId: groups[0]!.id } })).toBe(2);
    expect((await audits('group', groups[0]!.id)).length).toBe(1);
  });
});

describe('the licence screens (GraphQL)', () => {
  const list = `query($search: String) { adminLicenses(first: 50, search: $search) { edges { node { urlId type description expired knownType } } } }`;

  it('lists and searches for admins only, with VERLOPEN and onbekend type', async () => {
    const old = await createLicense(db(), { type: 'jaarlicentie-oud', description: 'Oud college', begin: D('2024-08-01'), end: D('2026-03-09') });
    const seat = await createSeat(db(), { licenseId: old.id, role: 'leerling' });
    await db().seat.update({ where: { id: seat.id }, data: { email: 'zoek-mij@example.test' } });
    const found = await admin.graphql<{ adminLicenses: { edges: { node: unknown }[] } }>(list, { search: 'ZOEK-MIJ' });
    expect(found.data!.adminLicenses.edges.map((e) => e.node)).toEqual([{ urlId: u(old.id), type: 'jaarlicentie-oud', description: 'Oud college', expired: true, knownType: false }]);
    const byName = await admin.graphql<{ adminLicenses: { edges: { node: unknown }[] } }>(list, { search: 'lyceum' });
    expect(byName.data!.adminLicenses.edges.map((e) => e.node)).toEqual([{ urlId: u(b.license.id), type: 'schoollicentie', description: 'Lyceum', expired: false, knownType: true }]);
    for (const client of [author, managerA, studentA, server.client()]) {
      const refused = await client.graphql<{ adminLicenses: unknown }>(list, { search: null });
      expect(refused.data?.adminLicenses ?? null).toBeNull();
      expect(refused.errors?.length).toBe(1);
    }
  });

  it("adds students with the screen's Dutch messages", async () => {
    const mutation = `mutation($licenseId: ID!, $group: String!, $streamIds: [ID!]!, $count: Int!) {
      addStudents(licenseId: $licenseId, group: $group, streamIds: $streamIds, count: $count) {
        __typename ... on AddStudentsSuccess { added } ... on ValidationError { fieldErrors { path messages } } ... on Error { message } } }`;
    const licenseId = gid('License', b.license.id);
    const seats = await db().seat.count({ where: { licenseId: b.license.id } });
    const refused = await admin.graphql<{ addStudents: { fieldErrors: unknown[] } }>(mutation, { licenseId, group: '', streamIds: [], count: 0 });
    expect(refused.data!.addStudents.fieldErrors).toEqual([
      { path: ['streamIds'], messages: ['Selecteer één of meerdere vakken'] },
      { path: ['group'], messages: ['Kies/creëer een klas/groep'] },
      { path: ['count'], messages: ['Ongeldig aantal'] },
    ]);
    const other = await managerA.graphql<{ addStudents: unknown }>(mutation, { licenseId, group: '', streamIds: [], count: 0 });
    expect(other.data!.addStudents).toMatchObject({ __typename: 'NotFoundError' });
    const added = await admin.graphql<{ addStudents: unknown }>(mutation, { licenseId, group: 'Havo 5a', streamIds: [gid('Stream', physics)], count: 3 });
    expect(added.data!.addStudents).toEqual({ __typename: 'AddStudentsSuccess', added: 3 });
    expect(await db().seat.count({ where: { licenseId: b.license.id } })).toBe(seats + 3);
  });

  it('shows and hides seats in bulk, renames a group, and reads the licence screen', async () => {
    const seatIds = [b.emptySeat.id, b.studentSeat.id];
    const hide = await admin.graphql<{ setSeatsVisible: unknown }>(
      'mutation($ids: [ID!]!, $v: Boolean!) { setSeatsVisible(seatIds: $ids, visible: $v) { __typename ... on SetSeatsVisibleSuccess { seats { isVisible } } } }',
      { ids: seatIds.map((id) => gid('Seat', id)), v: false },
    );
    expect(hide.data!.setSeatsVisible).toEqual({ __typename: 'SetSeatsVisibleSuccess', seats: [{ isVisible: false }, { isVisible: false }] });
    const foreign = await managerA.graphql<{ setSeatsVisible: unknown }>('mutation($ids: [ID!]!) { setSeatsVisible(seatIds: $ids, visible: true) { __typename } }', {
      ids: seatIds.map((id) => gid('Seat', id)),
    });
    expect(foreign.data!.setSeatsVisible).toEqual({ __typename: 'ValidationError' });
    expect(await db().seat.count({ where: { id: { in: seatIds }, isVisible: false } })).toBe(2);

    const rename = await admin.graphql<{ renameLicenseGroup: unknown }>(
      'mutation($id: ID!) { renameLicenseGroup(id: $id, name: "Lyceum H4 nieuw") { __typename ... on RenameLicenseGroupSuccess { group { name } } } }',
      {
        id: gid('Group', b.h4.id),
      },
    );
    expect(rename.data!.renameLicenseGroup).toEqual({ __typename: 'RenameLicenseGroupSuccess', group: { name: 'Lyceum H4 nieuw' } });
    expect(await audits('group', b.h4.id)).toEqual([{ userId: adminId, event: 'updated', oldValues: { name: 'Lyceum H4' }, newValues: { name: 'Lyceum H4 nieuw' } }]);

    const screen = await admin.graphql<{ adminLicenseByUrlId: { adminSeats: unknown[] } }>(
      'query($u: String!) { adminLicenseByUrlId(urlId: $u) { type adminSeats { urlId role status isVisible } } }',
      { u: u(b.license.id) },
    );
    expect(screen.data!.adminLicenseByUrlId.adminSeats.slice(0, 5)).toEqual([
      { urlId: u(b.managerSeat.id), role: 'docent', status: 'active', isVisible: true },
      { urlId: expect.any(String), role: 'docent', status: 'active', isVisible: true },
      { urlId: u(b.studentSeat.id), role: 'leerling', status: 'active', isVisible: false },
      { urlId: u(b.emptySeat.id), role: 'leerling', status: 'empty', isVisible: false },
      { urlId: u(b.invitedSeat.id), role: 'leerling', status: 'invited', isVisible: true },
    ]);
    const managerView = await managerB.graphql<{ adminLicenseByUrlId: unknown }>('query($u: String!) { adminLicenseByUrlId(urlId: $u) { type } }', { u: u(b.license.id) });
    expect(managerView.data?.adminLicenseByUrlId ?? null).toBeNull();
  });

  it('makes a licence with the default period, admins only', async () => {
    const mutation =
      'mutation($type: String!) { createLicense(type: $type, description: "Nieuwe school") { __typename ... on CreateLicenseSuccess { license { type begin end isActive description } } } }';
    expect((await managerA.graphql<{ createLicense: unknown }>(mutation, { type: 'schoollicentie' })).data!.createLicense).toEqual({ __typename: 'ForbiddenError' });
    const made = await admin.graphql<{ createLicense: unknown }>(mutation, { type: 'schoollicentie' });
    expect(made.data!.createLicense).toEqual({
      __typename: 'CreateLicenseSuccess',
      license: { type: 'schoollicentie', begin: '2026-03-10', end: '2026-08-01', isActive: true, description: 'Nieuwe school' },
    });
    // The form's defaults: the period, and the types the product knows (the forms suggest them).
    expect((await admin.graphql<{ adminLicenseDefaults: unknown }>('{ adminLicenseDefaults { begin end types } }')).data!.adminLicenseDefaults).toEqual({
      begin: '2026-03-10',
      end: '2026-08-01',
      types: ['proeflicentie', 'leerlinglicentie', 'schoollicentie', 'docentlicentie', 'boom'],
    });
  });
});
