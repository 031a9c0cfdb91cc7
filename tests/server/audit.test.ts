// The audit log (Logboek, issue 45): what real commands write, read back by an admin through GraphQL
// (auditEntries, auditLogFilters) and REST (GET /api/admin/audit, Laravel's paginator, 20 a page); the filters by user,
// kind of record and Dutch day; everyone else refused on both interfaces.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createIdCodec } from '../../server/app/ids.ts';
import { auditRecorder } from '../../server/domain/context.ts';
import { amsterdamDayStart } from '../../server/domain/admin/audit.ts';
import { BAD_PAGE, pageWindow } from '../../server/rest/adminAudit.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import type { HttpClient } from '../setup/client.ts';

let server: TestServer;
const db = () => server.db.prisma;
const u = (id: number) => createIdCodec(server.config.idSecret).encode(id);
const gid = (type: string, id: number) => encodeGlobalID(type, id);

let admin: HttpClient;
let manager: HttpClient;
let managerUser: { id: number; email: string };
let license: Awaited<ReturnType<typeof createLicense>>;
let seat: { id: number };
let extraSeats: { id: number }[];

const ENTRIES = `query($first: Int, $after: String, $userId: ID, $type: String, $from: Date, $to: Date) {
  auditEntries(first: $first, after: $after, userId: $userId, type: $type, from: $from, to: $to) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id createdAt type auditableId event user { id fullName email } changes { field old new } } }
  }
}`;
interface Entry {
  id: string;
  createdAt: string;
  type: string;
  auditableId: string;
  event: string;
  user: { id: string; fullName: string; email: string } | null;
  changes: { field: string; old: string | null; new: string | null }[];
}
type Entries = { auditEntries: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: Entry }[] } | null };
const entries = async (client: HttpClient, variables: Record<string, unknown> = {}) => {
  const answer = await client.graphql<Entries>(ENTRIES, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.auditEntries!;
};

beforeAll(async () => {
  server = await startTestServer();
  const physics = await streamIdOf(db(), 'natuurkunde-havo');
  // Whatever the seed logged: this file counts its own entries.
  await db().auditEntry.deleteMany();
  license = await createLicense(db(), { description: 'Baken', groups: [{ name: 'Baken H4', streamSlug: 'natuurkunde-havo' }] });
  managerUser = await createUser(db(), { role: 'docent', firstName: 'Marieke', lastName: 'Beheer' });
  await createSeat(db(), {
    licenseId: license.id,
    userId: managerUser.id,
    privileges: [
      { action: 'licentie beheren', objectType: 'license', objectId: license.id },
      { action: 'opgavensets samenstellen', objectId: physics },
    ],
  });
  seat = await createSeat(db(), { licenseId: license.id, role: 'leerling' });
  extraSeats = [];
  for (let i = 0; i < 12; i++) extraSeats.push(await createSeat(db(), { licenseId: license.id, role: 'leerling' }));
  [admin, manager] = await Promise.all([signedInClient(server, 'admin@vraagwerk.nl'), signedInClient(server, managerUser.email)]);
});
afterAll(async () => {
  await server?.close();
});

describe('the audit log', () => {
  it('shows an admin the seat change a licence manager made through GraphQL, with who, what and the old and new values', async () => {
    const saved = await manager.graphql<{ updateSeat: { __typename: string } }>('mutation($input: UpdateSeatInput!) { updateSeat(input: $input) { __typename } }', {
      input: { seatId: gid('Seat', seat.id), firstName: 'Piet', lastName: 'Puk', isActive: true },
    });
    expect(saved.data!.updateSeat.__typename).toBe('UpdateSeatSuccess');

    const log = await entries(admin);
    expect(log.totalCount).toBe(1);
    const [{ node }] = log.edges as [{ node: Entry }];
    expect(node).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      type: 'seat',
      auditableId: u(seat.id),
      event: 'updated',
      user: { id: gid('User', managerUser.id), fullName: 'Marieke Beheer', email: managerUser.email },
      changes: [
        { field: 'firstName', old: 'null', new: '"Piet"' },
        { field: 'lastName', old: 'null', new: '"Puk"' },
      ],
    });

    // The same entry through REST: a raw row with its user and the seat as it is now — never its invitation token.
    const rest = await admin.json<{ data: Record<string, unknown>[]; total: number }>('GET', '/api/admin/audit');
    expect(rest.status).toBe(200);
    expect(rest.body.total).toBe(1);
    expect(rest.body.data[0]).toEqual({
      id: expect.any(String),
      user_id: u(managerUser.id),
      event: 'updated',
      auditable_type: 'seat',
      auditable_id: u(seat.id),
      old_values: { first_name: null, last_name: null },
      new_values: { first_name: 'Piet', last_name: 'Puk' },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
      user: { id: u(managerUser.id), email: managerUser.email, first_name: 'Marieke', last_name: 'Beheer', role: 'docent' },
      auditable: {
        id: u(seat.id),
        license_id: u(license.id),
        role: 'leerling',
        user_id: null,
        email: null,
        first_name: 'Piet',
        last_name: 'Puk',
        is_active: true,
        is_visible: true,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    expect(JSON.stringify(rest.body.data)).not.toMatch(/token|password|"link"|invite/i);
  });

  it('pages by 20, newest first: REST page 2 of 25 entries holds 21 to 25; GraphQL follows its cursor', async () => {
    // 24 more entries written by a real command: 12 seats hidden, then shown again, through REST.
    expect((await manager.json('POST', '/api/hide-seats', { seats: extraSeats.map((s) => u(s.id)) })).status).toBe(200);
    expect((await manager.json('POST', '/api/show-seats', { seats: extraSeats.map((s) => u(s.id)) })).status).toBe(200);
    expect(await db().auditEntry.count()).toBe(25);

    const path = `${server.config.publicUrl}/api/admin/audit`;
    const first = await admin.json<Record<string, unknown> & { data: { new_values: unknown; auditable_type: string }[] }>('GET', '/api/admin/audit?page=1');
    expect(first.status).toBe(200);
    expect({ ...first.body, data: first.body.data.length }).toEqual({
      current_page: 1,
      data: 20,
      first_page_url: `${path}?page=1`,
      from: 1,
      last_page: 2,
      last_page_url: `${path}?page=2`,
      links: [
        { url: null, label: '&laquo; Previous', active: false },
        { url: `${path}?page=1`, label: '1', active: true },
        { url: `${path}?page=2`, label: '2', active: false },
        { url: `${path}?page=2`, label: 'Next &raquo;', active: false },
      ],
      next_page_url: `${path}?page=2`,
      path,
      per_page: 20,
      prev_page_url: null,
      to: 20,
      total: 25,
    });
    // Newest first: the showing came last.
    expect(first.body.data[0]!.new_values).toEqual({ is_visible: true });

    const second = await admin.json<Record<string, unknown> & { data: { new_values: unknown; old_values: unknown }[] }>('GET', '/api/admin/audit?page=2');
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ current_page: 2, from: 21, to: 25, total: 25, last_page: 2, per_page: 20, prev_page_url: `${path}?page=1`, next_page_url: null });
    expect(second.body.data).toHaveLength(5);
    // The oldest entry, the name change, is the last row of the last page.
    expect(second.body.data[4]).toMatchObject({ old_values: { first_name: null, last_name: null }, new_values: { first_name: 'Piet', last_name: 'Puk' } });
    expect(second.body.data[3]).toMatchObject({ old_values: { is_visible: true }, new_values: { is_visible: false } });

    // Beyond the last page: no rows, from and to null.
    const third = await admin.json<Record<string, unknown>>('GET', '/api/admin/audit?page=3');
    expect(third.body).toMatchObject({ current_page: 3, data: [], from: null, to: null, total: 25, last_page: 2, next_page_url: null });

    const pageOne = await entries(admin);
    expect(pageOne.totalCount).toBe(25);
    expect(pageOne.edges).toHaveLength(20);
    expect(pageOne.pageInfo.hasNextPage).toBe(true);
    const pageTwo = await entries(admin, { after: pageOne.pageInfo.endCursor });
    expect(pageTwo.edges.map((e) => e.node.changes)).toEqual([
      ...Array.from({ length: 4 }, () => [{ field: 'isVisible', old: 'true', new: 'false' }]),
      [
        { field: 'firstName', old: 'null', new: '"Piet"' },
        { field: 'lastName', old: 'null', new: '"Puk"' },
      ],
    ]);
    expect(pageTwo.pageInfo.hasNextPage).toBe(false);
  });

  it('filters by user, kind of record and Dutch day; offers the kinds and users in the log', async () => {
    // A group renamed by the manager (REST), and an entry by an account deleted since.
    expect((await manager.json('PUT', `/api/groups/${u(license.groups[0]!.id)}`, { name: 'Baken H4a' })).status).toBe(200);
    const gone = await createUser(db(), { role: 'docent', firstName: 'Weg', lastName: 'Gebruiker' });
    await auditRecorder(db(), { user: { ...gone } as never }).updated({ type: 'group', id: license.groups[0]!.id, before: { name: 'Baken H4a' }, after: { name: 'Baken H4' } });
    await db().user.delete({ where: { id: gone.id } });

    const groupLog = await entries(admin, { type: 'group' });
    expect(groupLog.totalCount).toBe(2);
    expect(groupLog.edges.map((e) => [e.node.user?.fullName ?? null, e.node.changes])).toEqual([
      [null, [{ field: 'name', old: '"Baken H4a"', new: '"Baken H4"' }]],
      ['Marieke Beheer', [{ field: 'name', old: '"Baken H4"', new: '"Baken H4a"' }]],
    ]);
    expect((await entries(admin, { type: 'seat' })).totalCount).toBe(25);
    expect((await entries(admin, { type: 'exam' })).totalCount).toBe(0);
    expect((await entries(admin, { userId: gid('User', managerUser.id) })).totalCount).toBe(26);
    expect((await entries(admin, { userId: gid('User', managerUser.id), type: 'group' })).totalCount).toBe(1);

    // Days are Amsterdam's: 23:30 UTC on 1 March is 00:30 on 2 March there.
    const [oldest] = await db().auditEntry.findMany({ orderBy: { id: 'asc' }, take: 1 });
    await db().auditEntry.update({ where: { id: oldest!.id }, data: { createdAt: new Date('2026-03-01T23:30:00Z') } });
    expect(amsterdamDayStart(new Date('2026-03-02T00:00:00Z')).toISOString()).toBe('2026-03-01T23:00:00.000Z');
    expect(amsterdamDayStart(new Date('2026-07-02T00:00:00Z')).toISOString()).toBe('2026-07-01T22:00:00.000Z');
    const onDay = await entries(admin, { from: '2026-03-02', to: '2026-03-02' });
    expect(onDay.edges.map((e) => e.node.changes[0]!.field)).toEqual(['firstName']);
    expect((await entries(admin, { from: '2026-03-01', to: '2026-03-01' })).totalCount).toBe(0);
    expect((await entries(admin, { to: '2026-03-02' })).totalCount).toBe(1);
    expect((await entries(admin, { from: '2026-03-03' })).totalCount).toBe(26);

    const filters = await admin.graphql<{ auditLogFilters: { types: string[]; users: { id: string; fullName: string }[] } }>('{ auditLogFilters { types users { id fullName } } }');
    expect(filters.data!.auditLogFilters).toEqual({ types: ['group', 'seat'], users: [{ id: gid('User', managerUser.id), fullName: 'Marieke Beheer' }] });

    // A user id of another type is the client's mistake.
    const wrong = await admin.graphql(ENTRIES, { userId: gid('Seat', seat.id) });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses authors, teachers, students and visitors on both interfaces', async () => {
    const clients: [string, HttpClient, number, string][] = [
      ['author', await signedInClient(server, 'auteur@vraagwerk.nl'), 403, 'FORBIDDEN'],
      ['teacher', await signedInClient(server, 'docent@vraagwerk.nl'), 403, 'FORBIDDEN'],
      ['manager', manager, 403, 'FORBIDDEN'],
      ['student', await signedInClient(server, 'leerling@vraagwerk.nl'), 403, 'FORBIDDEN'],
      ['visitor', server.client(), 401, 'UNAUTHENTICATED'],
    ];
    for (const [who, client, status, code] of clients) {
      const rest = await client.json<{ message: string }>('GET', '/api/admin/audit?page=1');
      expect([who, rest.status]).toEqual([who, status]);
      expect(rest.body).toEqual({ message: status === 401 ? 'Unauthenticated.' : '' });
      const graph = await client.graphql<Entries>(ENTRIES);
      expect([who, graph.data?.auditEntries ?? null, graph.errors?.[0]?.extensions?.code]).toEqual([who, null, code]);
      const filters = await client.graphql<{ auditLogFilters: unknown }>('{ auditLogFilters { types } }');
      expect([who, filters.data?.auditLogFilters ?? null, filters.errors?.[0]?.extensions?.code]).toEqual([who, null, code]);
      const entryNode = await client.graphql<{ node: unknown }>('query($id: ID!) { node(id: $id) { id } }', { id: gid('AuditEntry', (await db().auditEntry.findFirstOrThrow()).id) });
      expect([who, entryNode.data?.node ?? null]).toEqual([who, null]);
    }
    // An admin finds an entry by its node id.
    const id = gid('AuditEntry', (await db().auditEntry.findFirstOrThrow()).id);
    expect((await admin.graphql<{ node: unknown }>('query($id: ID!) { node(id: $id) { id ... on AuditEntry { type } } }', { id })).data!.node).toEqual({ id, type: expect.any(String) });
  });

  it('refuses a page that is not a whole number of 1 or more with 400', async () => {
    for (const page of ['0', '-1', 'abc', '1.5', '', '1e3', '99999999999']) {
      const answer = await admin.json<{ message: string }>('GET', `/api/admin/audit?page=${encodeURIComponent(page)}`);
      expect([page, answer.status, answer.body]).toEqual([page, 400, { message: BAD_PAGE }]);
    }
    expect((await admin.json('GET', '/api/admin/audit?page=1&page=2')).status).toBe(400);
  });

  it("shows Laravel's window of page links", () => {
    expect(pageWindow(1, 13)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, '...', 19, 20]);
    expect(pageWindow(10, 20)).toEqual([1, 2, '...', 7, 8, 9, 10, 11, 12, 13, '...', 19, 20]);
    expect(pageWindow(18, 20)).toEqual([1, 2, '...', 13, 14, 15, 16, 17, 18, 19, 20]);
  });
});
