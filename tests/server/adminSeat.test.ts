// The back-office's seat screen (issue 47) with a fixed clock (TEST_NOW, 10 March 2026, 11:00 in Amsterdam): adding
// and removing a seat's privileges through REST (POST /api/admin/licenses/{l}/{seat}, DELETE /api/admin/privileges/{p})
// and GraphQL (addSeatPrivilege, removeSeatPrivilege, Query.adminSeat). 'onbeperkt …' lasts 10 to 17 March, every
// other action the licence's period; admins may do it on every seat, a licence manager only on their own licence's
// and without the back-office's own actions; a visitor, an author, a student and a teacher without the right nothing.
// Every change is audited with literal values, and a refusal writes nothing.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createIdCodec } from '../../server/app/ids.ts';
import { privilegePeriod } from '../../server/domain/admin/seatPrivileges.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf, userIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import type { HttpClient } from '../setup/client.ts';

let server: TestServer;
const db = () => server.db.prisma;
const u = (id: number) => createIdCodec(server.config.idSecret).encode(id);
const gid = (type: string, id: number) => encodeGlobalID(type, id);
const D = (text: string) => new Date(`${text}T00:00:00.000Z`);

let physics: number;
let chemistry: number;
let adminId: number;

/** A licence with a manager (licentie beheren, 'beperkt' set-making on physics), a colleague without the right and a student. */
async function school(name: string, type: string) {
  const license = await createLicense(db(), { type, description: name, begin: D('2025-08-01'), end: D('2026-08-01'), groups: [{ name: `${name} H4`, streamSlug: 'natuurkunde-havo' }] });
  const [h4] = license.groups as unknown as [{ id: number }];
  const period = { begin: D('2025-08-01'), end: D('2026-08-01') };
  const managerUser = await createUser(db(), { role: 'docent', firstName: 'Marieke', lastName: name });
  const managerSeat = await createSeat(db(), {
    licenseId: license.id,
    userId: managerUser.id,
    privileges: [
      { action: 'licentie beheren', objectType: 'license', objectId: license.id, ...period },
      { action: 'beperkt opgavensets samenstellen', objectId: physics, ...period },
    ],
  });
  const colleagueUser = await createUser(db(), { role: 'docent', firstName: 'Collega' });
  const colleagueSeat = await createSeat(db(), { licenseId: license.id, userId: colleagueUser.id });
  const studentUser = await createUser(db(), { role: 'leerling', firstName: 'Sanne' });
  const studentSeat = await createSeat(db(), { licenseId: license.id, userId: studentUser.id, role: 'leerling', groupIds: [h4.id] });
  return { license, h4, managerUser, managerSeat, colleagueUser, colleagueSeat, studentUser, studentSeat };
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
  server = await startTestServer({}, { clock: () => new Date('2026-03-10T10:00:00.000Z') });
  physics = await streamIdOf(db(), 'natuurkunde-havo');
  chemistry = await streamIdOf(db(), 'scheikunde-havo');
  adminId = await userIdOf(db(), 'admin@vraagwerk.nl');
  a = await school('Baken', 'proeflicentie');
  b = await school('Lyceum', 'schoollicentie');
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
});

const privilegesOf = (seatId: number) => db().privilege.findMany({ where: { seatId }, orderBy: { id: 'asc' }, select: { action: true, objectType: true, objectId: true, begin: true, end: true } });
const privilegeAudits = () =>
  db().auditEntry.findMany({ where: { auditableType: 'privilege' }, orderBy: { id: 'asc' }, select: { userId: true, event: true, auditableId: true, oldValues: true, newValues: true } });
const snapshot = async () => ({ privileges: await db().privilege.findMany({ orderBy: { id: 'asc' } }), audits: await privilegeAudits() });

const ADD = `mutation($seatId: ID!, $action: String!, $objectId: String!) {
  addSeatPrivilege(seatId: $seatId, action: $action, objectId: $objectId) {
    __typename
    ... on AddSeatPrivilegeSuccess { privilegeId seat { adminPrivileges { action objectType objectName begin end } } }
    ... on ValidationError { fieldErrors { path messages } }
    ... on Error { message } } }`;
const REMOVE = `mutation($id: ID!) { removeSeatPrivilege(id: $id) { __typename ... on ValidationError { fieldErrors { path messages } } ... on Error { message } } }`;

describe('the period of a new privilege', () => {
  it("gives 'onbeperkt …' today (Amsterdam) to today + 7 days and every other action the licence's period", () => {
    const license = { begin: D('2025-08-01'), end: D('2026-08-01') };
    expect(privilegePeriod('onbeperkt opgavensets samenstellen', license, new Date('2026-03-10T10:00:00Z'))).toEqual({ begin: D('2026-03-10'), end: D('2026-03-17') });
    // 23:30 UTC on 9 March is 00:30 on 10 March in Amsterdam.
    expect(privilegePeriod('onbeperkt opgavensets samenstellen', license, new Date('2026-03-09T23:30:00Z'))).toEqual({ begin: D('2026-03-10'), end: D('2026-03-17') });
    expect(privilegePeriod('opgavensets samenstellen', license, new Date('2026-03-10T10:00:00Z'))).toEqual(license);
    expect(privilegePeriod('oefensets uitvoeren', license, new Date('2026-03-10T10:00:00Z'))).toEqual(license);
  });
});

describe('POST /api/admin/licenses/{l}/{seat}', () => {
  const body = () => ({ action: 'oefensets uitvoeren', object_type: 'stream', object_id: u(physics), begin: '2025-08-01', end: '2026-08-01' });
  const path = () => `/api/admin/licenses/${u(a.license.id)}/${u(a.studentSeat.id)}`;

  it('refuses a visitor, an author, the manager of another licence, a student and a teacher without the right, and writes nothing', async () => {
    const before = await snapshot();
    expect((await server.client().json('POST', path(), body())).status).toBe(401);
    expect((await author.json('POST', path(), body())).status).toBe(404);
    expect((await managerB.json('POST', path(), body())).status).toBe(404);
    expect((await studentA.json('POST', path(), body())).status).toBe(403);
    expect((await colleagueA.json('POST', path(), body())).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('answers unknown ids 404, a seat of another licence 400, and a missing field 422', async () => {
    const before = await snapshot();
    expect((await admin.json('POST', `/api/admin/licenses/${u(a.license.id)}/nope`, body())).status).toBe(404);
    expect((await admin.json('POST', `/api/admin/licenses/nope/${u(a.studentSeat.id)}`, body())).status).toBe(404);
    expect((await admin.json('POST', `/api/admin/licenses/${u(999_999)}/${u(a.studentSeat.id)}`, body())).status).toBe(404);
    expect((await admin.json('POST', `/api/admin/licenses/${u(b.license.id)}/${u(a.studentSeat.id)}`, body())).status).toBe(400);
    const { end: _end, ...noEnd } = body();
    expect((await admin.json('POST', path(), noEnd)).status).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('validates the action, the object and the dates, and writes nothing', async () => {
    const before = await snapshot();
    const refused = async (extra: Record<string, unknown>, target = path()) => {
      const answer = await admin.json('POST', target, { ...body(), ...extra });
      expect(answer.status).toBe(422);
      return Object.keys((answer.body as { errors: Record<string, unknown> }).errors);
    };
    expect(await refused({ action: 'koffie zetten' })).toEqual(['action']);
    // A teacher's action on a student seat.
    expect(await refused({ action: 'licentie beheren', object_type: 'license', object_id: u(a.license.id) })).toEqual(['action']);
    expect(await refused({ object_type: 'group', object_id: u(a.h4.id) })).toEqual(['object_type']);
    expect(await refused({ object_id: u(999_999) })).toEqual(['object_id']);
    // Another licence's group.
    expect(await refused({ action: 'groepen beheren', object_type: 'group', object_id: u(b.h4.id) }, `/api/admin/licenses/${u(a.license.id)}/${u(a.colleagueSeat.id)}`)).toEqual(['object_id']);
    expect(await refused({ begin: '2026-08-01', end: '2026-07-31' })).toEqual(['end']);
    expect(await refused({ begin: '2026-02-30' })).toEqual(['begin']);
    expect(await snapshot()).toEqual(before);
  });

  it('lets an admin add one with the dates sent: 201 the raw row, audited with literal values; the same again is refused', async () => {
    const answer = await admin.json('POST', path(), { ...body(), begin: '2026-01-01', end: '2026-06-30' });
    expect(answer.status).toBe(201);
    const row = await db().privilege.findFirstOrThrow({ where: { seatId: a.studentSeat.id }, orderBy: { id: 'desc' } });
    expect(answer.body).toEqual({
      id: u(row.id),
      seat_id: u(a.studentSeat.id),
      action: 'oefensets uitvoeren',
      object_type: 'stream',
      object_id: u(physics),
      begin: '2026-01-01',
      end: '2026-06-30',
      settings: {},
      is_active: true,
      ean: null,
      use_group: false,
    });
    expect((await privilegeAudits()).at(-1)).toEqual({
      userId: adminId,
      event: 'created',
      auditableId: row.id,
      oldValues: null,
      newValues: { seatId: a.studentSeat.id, action: 'oefensets uitvoeren', objectType: 'stream', objectId: physics, begin: '2026-01-01', end: '2026-06-30' },
    });
    const again = await admin.json('POST', path(), body());
    expect(again).toEqual({ status: 422, body: { message: 'The given data was invalid.', errors: { object_id: [expect.any(String)] } } });
    expect(await privilegesOf(a.studentSeat.id)).toHaveLength(1);
  });

  it("lets a manager add to their licence's seats with the rule's period only, not the back-office's actions, not a trial's full set-making, not a stream the licence lacks", async () => {
    const before = await snapshot();
    const colleague = `/api/admin/licenses/${u(a.license.id)}/${u(a.colleagueSeat.id)}`;
    const stream = (action: string, id = physics) => ({ action, object_type: 'stream', object_id: u(id), begin: '2025-08-01', end: '2026-08-01' });
    expect((await managerA.json('POST', colleague, { ...stream('onbeperkt opgavensets samenstellen'), begin: '2026-03-10', end: '2026-03-17' })).status).toBe(422);
    expect((await managerA.json('POST', colleague, stream('opgavensets samenstellen'))).status).toBe(422);
    expect((await managerA.json('POST', colleague, stream('beperkt opgavensets samenstellen', chemistry))).status).toBe(422);
    expect((await managerA.json('POST', colleague, { ...stream('beperkt opgavensets samenstellen'), end: '2027-08-01' })).status).toBe(422);
    expect(await snapshot()).toEqual(before);

    const made = await managerA.json('POST', colleague, stream('beperkt opgavensets samenstellen'));
    expect(made.status).toBe(201);
    expect(await privilegesOf(a.colleagueSeat.id)).toEqual([{ action: 'beperkt opgavensets samenstellen', objectType: 'stream', objectId: physics, begin: D('2025-08-01'), end: D('2026-08-01') }]);
    expect((await privilegeAudits()).at(-1)).toMatchObject({ userId: a.managerUser.id, event: 'created' });
  });
});

describe('DELETE /api/admin/privileges/{p}', () => {
  it('refuses whoever does not manage the licence, keeps a manager their own licentie beheren, and lets an admin remove it: 204, audited', async () => {
    const managing = await db().privilege.findFirstOrThrow({ where: { seatId: a.managerSeat.id, action: 'licentie beheren' } });
    const path = `/api/admin/privileges/${u(managing.id)}`;
    const before = await snapshot();
    expect((await server.client().json('DELETE', path)).status).toBe(401);
    expect((await author.json('DELETE', path)).status).toBe(404);
    expect((await managerB.json('DELETE', path)).status).toBe(404);
    expect((await studentA.json('DELETE', path)).status).toBe(403);
    expect((await colleagueA.json('DELETE', path)).status).toBe(403);
    expect((await admin.json('DELETE', `/api/admin/privileges/${u(999_999)}`)).status).toBe(404);
    expect((await admin.json('DELETE', '/api/admin/privileges/nope')).status).toBe(404);
    expect((await managerA.json('DELETE', path)).status).toBe(422);
    expect(await snapshot()).toEqual(before);

    // Licence B's manager privilege, removed by the admin.
    const other = await db().privilege.findFirstOrThrow({ where: { seatId: b.managerSeat.id, action: 'beperkt opgavensets samenstellen' } });
    const removed = await admin.json('DELETE', `/api/admin/privileges/${u(other.id)}`);
    expect(removed.status).toBe(204);
    expect(await db().privilege.count({ where: { id: other.id } })).toBe(0);
    expect((await privilegeAudits()).at(-1)).toEqual({
      userId: adminId,
      event: 'deleted',
      auditableId: other.id,
      oldValues: { seatId: b.managerSeat.id, action: 'beperkt opgavensets samenstellen', objectType: 'stream', objectId: physics, begin: '2025-08-01', end: '2026-08-01', isActive: true },
      newValues: null,
    });
    expect((await admin.json('DELETE', `/api/admin/privileges/${u(other.id)}`)).status).toBe(404);
  });
});

describe('GraphQL: the seat screen', () => {
  const SEAT = `query($l: String!, $s: String!) { adminSeat(licenseUrlId: $l, seatUrlId: $s) {
    firstName hasUser status adminActions { action objectType unlimited } adminPrivileges { action objectName begin end } adminActivity { activity } } }`;

  it('shows an admin the seat, its privileges with their objects, the actions of its role and its user’s activity, newest first', async () => {
    const base = { origin: 'test', deviceKey: 'd', sessionKey: 's', userId: a.managerUser.id };
    await db().activityLog.create({ data: { ...base, activity: 'inloggen', createdAt: new Date('2026-03-01T09:00:00Z') } });
    await db().activityLog.create({ data: { ...base, activity: 'opgave bekeken', createdAt: new Date('2026-03-02T09:00:00Z') } });
    const answer = await admin.graphql<{ adminSeat: Record<string, unknown> }>(SEAT, { l: u(a.license.id), s: u(a.managerSeat.id) });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.adminSeat).toEqual({
      firstName: null,
      hasUser: true,
      status: 'active',
      adminActions: [
        { action: 'licentie beheren', objectType: 'license', unlimited: false },
        { action: 'groepen beheren', objectType: 'group', unlimited: false },
        { action: 'opgavensets samenstellen', objectType: 'stream', unlimited: false },
        { action: 'beperkt opgavensets samenstellen', objectType: 'stream', unlimited: false },
        { action: 'onbeperkt opgavensets samenstellen', objectType: 'stream', unlimited: true },
      ],
      adminPrivileges: [
        { action: 'licentie beheren', objectName: 'Baken', begin: '2025-08-01', end: '2026-08-01' },
        { action: 'beperkt opgavensets samenstellen', objectName: 'Natuurkunde Havo', begin: '2025-08-01', end: '2026-08-01' },
      ],
      adminActivity: [{ activity: 'opgave bekeken' }, { activity: 'inloggen' }],
    });
    expect((await admin.graphql<{ adminSeat: unknown }>(SEAT, { l: u(b.license.id), s: u(a.managerSeat.id) })).data!.adminSeat).toBeNull();
    expect((await admin.graphql<{ adminSeat: unknown }>(SEAT, { l: 'nope', s: u(a.managerSeat.id) })).data!.adminSeat).toBeNull();
    for (const client of [managerA, studentA, author]) expect((await client.graphql(SEAT, { l: u(a.license.id), s: u(a.managerSeat.id) })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("adds 'onbeperkt …' for today to today + 7 days and another action for the licence's period, then removes one, with Dutch refusals", async () => {
    const seatId = gid('Seat', b.colleagueSeat.id);
    const unlimited = await admin.graphql<{ addSeatPrivilege: Record<string, unknown> }>(ADD, { seatId, action: 'onbeperkt opgavensets samenstellen', objectId: u(chemistry) });
    expect(unlimited.data!.addSeatPrivilege).toMatchObject({
      __typename: 'AddSeatPrivilegeSuccess',
      seat: { adminPrivileges: [{ action: 'onbeperkt opgavensets samenstellen', objectType: 'stream', objectName: 'Scheikunde Havo', begin: '2026-03-10', end: '2026-03-17' }] },
    });
    const group = await admin.graphql<{ addSeatPrivilege: { privilegeId: string } }>(ADD, { seatId, action: 'groepen beheren', objectId: u(b.h4.id) });
    expect(await privilegesOf(b.colleagueSeat.id)).toEqual([
      { action: 'onbeperkt opgavensets samenstellen', objectType: 'stream', objectId: chemistry, begin: D('2026-03-10'), end: D('2026-03-17') },
      { action: 'groepen beheren', objectType: 'group', objectId: b.h4.id, begin: D('2025-08-01'), end: D('2026-08-01') },
    ]);

    const before = await snapshot();
    expect((await admin.graphql(ADD, { seatId, action: 'groepen beheren', objectId: u(b.h4.id) })).data!.addSeatPrivilege).toEqual({
      __typename: 'ValidationError',
      message: 'Controleer de velden.',
      fieldErrors: [{ path: ['objectId'], messages: ['deze licentiegebruiker heeft deze actie op dit object al'] }],
    });
    expect((await admin.graphql(ADD, { seatId, action: 'groepen beheren', objectId: '' })).data!.addSeatPrivilege).toMatchObject({
      fieldErrors: [{ path: ['objectId'], messages: ['kies een object'] }],
    });
    expect((await managerA.graphql(ADD, { seatId, action: 'groepen beheren', objectId: u(b.h4.id) })).data!.addSeatPrivilege).toMatchObject({ __typename: 'NotFoundError' });
    expect((await studentA.graphql(ADD, { seatId: gid('Seat', a.colleagueSeat.id), action: 'groepen beheren', objectId: u(a.h4.id) })).data!.addSeatPrivilege).toMatchObject({
      __typename: 'ForbiddenError',
    });
    expect((await managerB.graphql(REMOVE, { id: gid('Privilege', 999_999) })).data!.removeSeatPrivilege).toMatchObject({ __typename: 'NotFoundError' });
    expect(await snapshot()).toEqual(before);

    const removed = await managerB.graphql(REMOVE, { id: group.data!.addSeatPrivilege.privilegeId });
    expect(removed.data!.removeSeatPrivilege).toEqual({ __typename: 'RemoveSeatPrivilegeSuccess' });
    expect((await privilegesOf(b.colleagueSeat.id)).map((p) => p.action)).toEqual(['onbeperkt opgavensets samenstellen']);
    expect((await privilegeAudits()).at(-1)).toMatchObject({ userId: b.managerUser.id, event: 'deleted', newValues: null });
  });

  it('offers the objects an action can name, searchable', async () => {
    const OBJECTS = `query($s: ID!, $a: String!, $q: String) { adminPrivilegeObjects(seatId: $s, action: $a, search: $q) { urlId name } }`;
    const seatId = gid('Seat', a.colleagueSeat.id);
    const streams = await admin.graphql<{ adminPrivilegeObjects: { urlId: string; name: string }[] }>(OBJECTS, { s: seatId, a: 'opgavensets samenstellen', q: 'schei hav' });
    expect(streams.data!.adminPrivilegeObjects).toEqual([{ urlId: u(chemistry), name: 'Scheikunde Havo' }]);
    const groups = await admin.graphql<{ adminPrivilegeObjects: unknown }>(OBJECTS, { s: seatId, a: 'groepen beheren' });
    expect(groups.data!.adminPrivilegeObjects).toEqual([{ urlId: u(a.h4.id), name: 'Baken H4' }]);
    const license = await admin.graphql<{ adminPrivilegeObjects: unknown }>(OBJECTS, { s: seatId, a: 'licentie beheren' });
    expect(license.data!.adminPrivilegeObjects).toEqual([{ urlId: u(a.license.id), name: 'Baken' }]);
    expect((await managerA.graphql(OBJECTS, { s: seatId, a: 'groepen beheren' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
