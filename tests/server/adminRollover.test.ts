// 'Schooljaar overzetten' (issue 47, 'Beyond the spec' 2) through GraphQL against a real database, on a fixed clock of
// 15 June 2027: the preview of a school licence (2026-08-01 – 2027-08-01) says literally what will change — the end
// becomes 2028-08-01 and the begin stays (June and July remain covered), each group's old → new name, the leavers'
// seats hidden, the privileges moved — and the rollover does exactly that in one transaction with its audit entries.
// Refused: once the licence changed since the preview (nothing written), a trial, a licence already rolled over, and
// anyone but an admin. Two submissions of one preview roll the licence over once.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { clockFrom } from '../../server/domain/clock.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf, userIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { roleClients, type BackOfficeRole } from '../setup/backOffice.ts';
import type { HttpClient } from '../setup/client.ts';

let server: TestServer;
const db = () => server.db.prisma;
const gid = (id: number) => encodeGlobalID('License', id);
const D = (text: string) => new Date(`${text}T00:00:00.000Z`);
const day = (date: Date) => date.toISOString().slice(0, 10);

const PREVIEW = `query($id: ID!) { adminLicenseRollover(id: $id) { __typename
  ... on LicenseRolloverPreview { schoolYear leaversYear beginBefore endBefore begin end hiddenSeats movedPrivileges fingerprint
    groups { name newName change hiddenSeats note } }
  ... on Error { message } } }`;
const ROLLOVER = `mutation($id: ID!, $f: String!) { rolloverLicense(id: $id, fingerprint: $f) { __typename
  ... on RolloverLicenseSuccess { repeated renamedGroups hiddenSeats movedPrivileges license { begin end groups { name } } }
  ... on Error { message } } }`;

type Preview = {
  schoolYear: string;
  leaversYear: string;
  beginBefore: string;
  endBefore: string;
  begin: string;
  end: string;
  hiddenSeats: number;
  movedPrivileges: number;
  fingerprint: string;
  groups: { name: string; newName: string | null; change: string; hiddenSeats: number; note: string | null }[];
};
type PreviewAnswer = { adminLicenseRollover: ({ __typename: string; message?: string } & Partial<Preview>) | null };
type RolloverAnswer = { rolloverLicense: { __typename: string; message?: string; repeated?: boolean; renamedGroups?: number; hiddenSeats?: number; movedPrivileges?: number } | null };

let clients: Record<BackOfficeRole | 'anonymous', HttpClient>;
let admin: HttpClient;
let manager: HttpClient;
let physics: number;
let adminId: number;

const period = { begin: D('2026-08-01'), end: D('2027-08-01') };

/** A school licence of 2026-2027 with its classes, a manager, and students in the classes. */
async function school(name: string) {
  const license = await createLicense(db(), {
    type: 'schoollicentie',
    description: name,
    ...period,
    groups: ['Havo 4', 'Havo 5', 'Vwo 5', 'Vwo 6', 'Vmbo GT 3', '4H2', 'Brugklas', 'H4/V4'].map((n) => ({ name: n, streamSlug: 'natuurkunde-havo' })),
  });
  const g = Object.fromEntries(license.groups.map((x) => [x.name, x.id])) as Record<string, number>;
  const managerUser = await createUser(db(), { role: 'docent', firstName: 'Marieke', lastName: name });
  const student = (groupIds: number[], extra: { end: Date }[] = []) =>
    createSeat(db(), {
      licenseId: license.id,
      role: 'leerling',
      groupIds,
      privileges: [{ action: 'oefensets uitvoeren', objectId: physics, ...period }, ...extra.map((e) => ({ action: 'oefensets uitvoeren', objectId: physics, begin: D('2027-06-13'), end: e.end }))],
    });
  const managerSeat = await createSeat(db(), {
    licenseId: license.id,
    userId: managerUser.id,
    groupIds: [g['Havo 5']!],
    privileges: [{ action: 'licentie beheren', objectType: 'license', objectId: license.id, ...period }],
  });
  const h4 = await student([g['Havo 4']!]);
  const h5 = await student([g['Havo 5']!]);
  const h5hidden = await student([g['Havo 5']!]);
  await db().seat.update({ where: { id: h5hidden.id }, data: { isVisible: false } });
  const v6 = await student([g['Vwo 6']!]);
  const v5 = await student([g['Vwo 5']!], [{ end: D('2027-06-20') }]);
  return { license, g, managerUser, managerSeat, h4, h5, h5hidden, v6, v5 };
}

let a: Awaited<ReturnType<typeof school>>;

beforeAll(async () => {
  server = await startTestServer({}, { clock: clockFrom(new Date('2027-06-15T10:00:00.000Z')) });
  physics = await streamIdOf(db(), 'natuurkunde-havo');
  adminId = await userIdOf(db(), 'admin@vraagwerk.nl');
  a = await school('Rollover College');
  clients = { ...(await roleClients(server)), anonymous: server.client() };
  admin = clients.admin;
  manager = await signedInClient(server, a.managerUser.email);
});
afterAll(async () => {
  await server?.close();
});

const preview = async (client: HttpClient, licenseId: number) => {
  const answer = await client.graphql<PreviewAnswer>(PREVIEW, { id: gid(licenseId) });
  return answer.data?.adminLicenseRollover;
};
const fingerprintOf = async (licenseId: number) => (await preview(admin, licenseId))!.fingerprint!;
const rollover = async (client: HttpClient, licenseId: number, f: string) => (await client.graphql<RolloverAnswer>(ROLLOVER, { id: gid(licenseId), f })).data?.rolloverLicense;

const groupNames = async (licenseId: number) => (await db().group.findMany({ where: { licenseId }, orderBy: { id: 'asc' }, select: { name: true } })).map((g) => g.name);

describe('previewing a rollover', () => {
  test('says the new dates, every group old → new, the hidden seats and the moved privileges', async () => {
    const answer = await preview(admin, a.license.id);
    expect(answer?.__typename).toBe('LicenseRolloverPreview');
    const { fingerprint, __typename, ...shown } = answer!;
    expect(fingerprint).toMatch(/^[\w-]{43}$/);
    expect(shown).toEqual({
      schoolYear: '2027-2028',
      leaversYear: '2026-2027',
      beginBefore: '2026-08-01',
      endBefore: '2027-08-01',
      begin: '2026-08-01',
      end: '2028-08-01',
      // Havo 5's visible student and Vwo 6's; not the already hidden one, not the teacher.
      hiddenSeats: 2,
      // The manager's 'licentie beheren', five students' 'oefensets uitvoeren' and Vwo 5's extra one ending 20 June.
      movedPrivileges: 7,
      groups: [
        { name: 'Havo 4', newName: 'Havo 5', change: 'up', hiddenSeats: 0, note: null },
        { name: 'Havo 5', newName: 'Havo 5 (oud-leerlingen 2026-2027)', change: 'leaver', hiddenSeats: 1, note: null },
        { name: 'Vwo 5', newName: 'Vwo 6', change: 'up', hiddenSeats: 0, note: null },
        { name: 'Vwo 6', newName: 'Vwo 6 (oud-leerlingen 2026-2027)', change: 'leaver', hiddenSeats: 1, note: null },
        { name: 'Vmbo GT 3', newName: 'Vmbo GT 4', change: 'up', hiddenSeats: 0, note: null },
        { name: '4H2', newName: '5H2', change: 'up', hiddenSeats: 0, note: null },
        { name: 'Brugklas', newName: null, change: 'stays', hiddenSeats: 0, note: 'Geen leerjaar in de naam herkend: blijft zo' },
        { name: 'H4/V4', newName: null, change: 'stays', hiddenSeats: 0, note: 'Meer dan één leerjaar in de naam: blijft zo' },
      ],
    });
    // A preview writes nothing.
    expect(await groupNames(a.license.id)).toEqual(['Havo 4', 'Havo 5', 'Vwo 5', 'Vwo 6', 'Vmbo GT 3', '4H2', 'Brugklas', 'H4/V4']);
  });

  test('a trial licence is not rolled over', async () => {
    const trial = await createLicense(db(), { type: 'proeflicentie', begin: D('2027-06-10'), end: D('2027-06-20'), groups: [{ name: 'Havo 4' }] });
    expect(await preview(admin, trial.id)).toEqual({ __typename: 'RolloverRefusedError', message: 'Een proeflicentie wordt niet naar een nieuw schooljaar overgezet.' });
    expect(await rollover(admin, trial.id, 'x')).toEqual({ __typename: 'RolloverRefusedError', message: 'Een proeflicentie wordt niet naar een nieuw schooljaar overgezet.' });
  });

  test.each(['docent', 'author', 'leerling', 'anonymous'] as const)('%s: neither previews nor rolls over', async (role) => {
    const answer = await clients[role].graphql<PreviewAnswer>(PREVIEW, { id: gid(a.license.id) });
    expect(answer.data?.adminLicenseRollover ?? null).toBeNull();
    expect(answer.errors?.length).toBeGreaterThan(0);
    const f = await fingerprintOf(a.license.id);
    const refused = await rollover(clients[role], a.license.id, f);
    expect(refused?.__typename ?? 'refused').toMatch(/ForbiddenError|refused/);
    expect(await groupNames(a.license.id)).toContain('Havo 4');
  });

  test("the licence's own manager neither: the period is an admin's", async () => {
    const answer = await manager.graphql<PreviewAnswer>(PREVIEW, { id: gid(a.license.id) });
    expect(answer.data?.adminLicenseRollover ?? null).toBeNull();
    const f = await fingerprintOf(a.license.id);
    expect(await rollover(manager, a.license.id, f)).toEqual({ __typename: 'ForbiddenError', message: expect.any(String) });
    expect(day((await db().license.findUniqueOrThrow({ where: { id: a.license.id } })).end)).toBe('2027-08-01');
  });
});

describe('rolling over', () => {
  test('refused once the licence changed since the preview; nothing written', async () => {
    const before = { fingerprint: await fingerprintOf(a.license.id) };
    // Someone hides a seat in the meantime.
    await db().seat.update({ where: { id: a.h4.id }, data: { isVisible: false } });
    const entries = await db().auditEntry.count();
    expect(await rollover(admin, a.license.id, before.fingerprint)).toEqual({
      __typename: 'LicenseChangedError',
      message: 'De licentie is gewijzigd sinds dit overzicht. Bekijk het overzicht opnieuw en bevestig dan.',
    });
    expect(await db().auditEntry.count()).toBe(entries);
    expect(await groupNames(a.license.id)).toEqual(['Havo 4', 'Havo 5', 'Vwo 5', 'Vwo 6', 'Vmbo GT 3', '4H2', 'Brugklas', 'H4/V4']);
    expect(day((await db().license.findUniqueOrThrow({ where: { id: a.license.id } })).end)).toBe('2027-08-01');
    await db().seat.update({ where: { id: a.h4.id }, data: { isVisible: true } });
  });

  test('does what the preview said, once, however often it is submitted, with literal audit entries', async () => {
    const fingerprint = await fingerprintOf(a.license.id);
    const started = new Date();
    const [first, second] = await Promise.all([rollover(admin, a.license.id, fingerprint), rollover(admin, a.license.id, fingerprint)]);
    const answers = [first, second].sort((x, y) => Number(x?.repeated) - Number(y?.repeated));
    expect(answers.map((x) => x?.__typename)).toEqual(['RolloverLicenseSuccess', 'RolloverLicenseSuccess']);
    expect(answers.map((x) => x?.repeated)).toEqual([false, true]);
    for (const x of answers) expect(x).toMatchObject({ renamedGroups: 6, hiddenSeats: 2, movedPrivileges: 7 });

    const license = await db().license.findUniqueOrThrow({ where: { id: a.license.id } });
    expect([day(license.begin), day(license.end)]).toEqual(['2026-08-01', '2028-08-01']);
    expect(await groupNames(a.license.id)).toEqual(['Havo 5', 'Havo 5 (oud-leerlingen 2026-2027)', 'Vwo 6', 'Vwo 6 (oud-leerlingen 2026-2027)', 'Vmbo GT 4', '5H2', 'Brugklas', 'H4/V4']);
    const seats = await db().seat.findMany({ where: { licenseId: a.license.id }, orderBy: { id: 'asc' }, select: { id: true, isVisible: true } });
    expect(seats.map((s) => [s.id, s.isVisible])).toEqual([
      [a.managerSeat.id, true],
      [a.h4.id, true],
      [a.h5.id, false],
      [a.h5hidden.id, false],
      [a.v6.id, false],
      [a.v5.id, true],
    ]);
    const ends = await db().privilege.findMany({ where: { seat: { licenseId: a.license.id } }, select: { end: true } });
    expect(ends.map((p) => day(p.end))).toEqual(Array(7).fill('2028-08-01'));

    const log = await db().auditEntry.findMany({
      where: { createdAt: { gte: new Date(started.getTime() - 5000) }, OR: [{ auditableType: { in: ['license', 'group', 'seat', 'licenseRollover'] } }] },
      orderBy: { id: 'asc' },
    });
    const mine = log.filter((e) => e.userId === adminId);
    const of = (type: string) => mine.filter((e) => e.auditableType === type).map((e) => ({ id: e.auditableId, event: e.event, old: e.oldValues, new: e.newValues }));
    expect(of('license')).toEqual([{ id: a.license.id, event: 'updated', old: { end: '2027-08-01' }, new: { end: '2028-08-01' } }]);
    expect(of('group')).toEqual([
      { id: a.g['Havo 5'], event: 'updated', old: { name: 'Havo 5' }, new: { name: 'Havo 5 (oud-leerlingen 2026-2027)' } },
      { id: a.g['Vwo 6'], event: 'updated', old: { name: 'Vwo 6' }, new: { name: 'Vwo 6 (oud-leerlingen 2026-2027)' } },
      { id: a.g['Havo 4'], event: 'updated', old: { name: 'Havo 4' }, new: { name: 'Havo 5' } },
      { id: a.g['Vwo 5'], event: 'updated', old: { name: 'Vwo 5' }, new: { name: 'Vwo 6' } },
      { id: a.g['Vmbo GT 3'], event: 'updated', old: { name: 'Vmbo GT 3' }, new: { name: 'Vmbo GT 4' } },
      { id: a.g['4H2'], event: 'updated', old: { name: '4H2' }, new: { name: '5H2' } },
    ]);
    expect(of('seat')).toEqual([
      { id: a.h5.id, event: 'updated', old: { isVisible: true }, new: { isVisible: false } },
      { id: a.v6.id, event: 'updated', old: { isVisible: true }, new: { isVisible: false } },
    ]);
    expect(of('licenseRollover')).toEqual([
      {
        id: a.license.id,
        event: 'created',
        old: null,
        new: {
          fingerprint,
          schoolYear: '2027-2028',
          begin: '2026-08-01',
          end: '2028-08-01',
          groups: [
            { from: 'Havo 5', to: 'Havo 5 (oud-leerlingen 2026-2027)' },
            { from: 'Vwo 6', to: 'Vwo 6 (oud-leerlingen 2026-2027)' },
            { from: 'Havo 4', to: 'Havo 5' },
            { from: 'Vwo 5', to: 'Vwo 6' },
            { from: 'Vmbo GT 3', to: 'Vmbo GT 4' },
            { from: '4H2', to: '5H2' },
          ],
          hiddenSeats: 2,
          movedPrivileges: 7,
        },
      },
    ]);
    const privilegeIds = (await db().privilege.findMany({ where: { seat: { licenseId: a.license.id } }, select: { id: true } })).map((p) => p.id);
    const moved = await db().auditEntry.findMany({ where: { auditableType: 'privilege', auditableId: { in: privilegeIds } }, orderBy: { auditableId: 'asc' } });
    expect(moved.map((e) => [e.userId, e.event, e.oldValues, e.newValues])).toEqual([
      ...Array(6).fill([adminId, 'updated', { end: '2027-08-01' }, { end: '2028-08-01' }]),
      [adminId, 'updated', { end: '2027-06-20' }, { end: '2028-08-01' }],
    ]);
  });

  test('a rolled-over licence is not due again: the preview says until when it runs', async () => {
    const message = 'Deze licentie loopt al tot 1 augustus 2028: ze is al naar het nieuwe schooljaar overgezet.';
    expect(await preview(admin, a.license.id)).toEqual({ __typename: 'RolloverRefusedError', message });
    expect(await rollover(admin, a.license.id, 'an old preview')).toEqual({ __typename: 'RolloverRefusedError', message });
  });

  test('an unknown licence is not found', async () => {
    expect(await rollover(admin, 987654321, 'x')).toEqual({ __typename: 'NotFoundError', message: expect.any(String) });
  });
});
