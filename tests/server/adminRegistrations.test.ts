// Registrations and contact requests in the back-office (issue 47; document 3 §2 /admin/registraties…, §4 Registration
// states, §9 'Registration shows last 5 activities', 'Trial licence types'; document 4 §13, §15): admins only, in GraphQL
// and REST. The list searched by name and e-mail, sorted by date, name and activated, a page at a time and never with
// an activation code; the detail with its user's last 5 activities, the activation link only for a trial of the known
// set not activated yet, else 'Deze licentie kan niet geactiveerd worden.'; a contact request marked handled and open
// again, audited once per change; every other role refused, writing nothing.
import { createIdCodec } from '../../server/app/ids.ts';
import type { HttpClient } from '../setup/client.ts';
import { createUser, signedInClient, userIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { roleClients } from '../setup/backOffice.ts';

let server: TestServer;
const db = () => server.db.prisma;
const ids = () => createIdCodec(server.config.idSecret);
const clients: Record<string, HttpClient> = {};
let admin = 0;
/** The registrations this file makes, by their first name. */
const made: Record<string, number> = {};

const CODE_A = 'regtestAnoukCode0123456789abcdefg';
const CODE_B = 'regtestBramCode00123456789abcdefg';
const CODE_C = 'regtestChantalCode3456789abcdefgh';
const CODE_D = 'regtestDaanCode000123456789abcdef';
const CODE_E = 'regtestEvaCode0000123456789abcdef';

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://vraagwerk.example' });
  Object.assign(clients, await roleClients(server), { visitor: server.client() });
  admin = await userIdOf(db(), 'admin@vraagwerk.nl');

  const chantal = await createUser(db(), { email: 'chantal.mulder@regtest.example', role: 'docent', firstName: 'Chantal', lastName: 'Mulder' });
  // Seven activities a minute apart: the detail shows the newest five.
  for (let i = 1; i <= 7; i++) {
    await db().activityLog.create({
      data: { origin: 'web', deviceKey: 'd', sessionKey: 's', activity: `activiteit ${i}`, userId: chantal.id, createdAt: new Date(`2026-03-06T10:0${i}:00.000Z`) },
    });
  }
  const rows = [
    {
      firstName: 'Anouk',
      lastName: 'Ammerlaan',
      email: 'anouk@regtest.example',
      licenseSlug: 'proeflicentie-natuurkunde-havo',
      activationCode: CODE_A,
      createdAt: new Date('2026-03-01T09:00:00.000Z'),
    },
    {
      firstName: 'Bram',
      lastName: 'Zandbergen',
      email: 'bram@regtest.example',
      licenseSlug: 'leerlinglicentie-1',
      streamSlugs: ['wiskunde-a-havo'],
      activationCode: CODE_B,
      createdAt: new Date('2026-03-03T09:00:00.000Z'),
      activatedAt: new Date('2026-03-04T09:00:00.000Z'),
    },
    {
      firstName: 'Chantal',
      lastName: 'Mulder',
      email: 'chantal.mulder@regtest.example',
      licenseSlug: 'proeflicentie-wiskunde-b-vwo',
      activationCode: CODE_C,
      createdAt: new Date('2026-03-02T09:00:00.000Z'),
      activatedAt: new Date('2026-03-05T09:00:00.000Z'),
      userId: chantal.id,
    },
  ];
  for (const row of rows) made[row.firstName] = (await db().registration.create({ data: row })).id;
  // Not in the list's search: a student licence and a legacy two-level trial key, neither activated.
  made.Daan = (await db().registration.create({ data: { firstName: 'Daan', lastName: 'Student', email: 'daan@anders.example', licenseSlug: 'leerlinglicentie-1', activationCode: CODE_D } })).id;
  made.Eva = (await db().registration.create({ data: { firstName: 'Eva', lastName: 'Oud', email: 'eva@anders.example', licenseSlug: 'proeflicentie-natuurkunde', activationCode: CODE_E } })).id;
});
afterAll(async () => {
  await server?.close();
});

const LIST = `query ($search: String, $sort: AdminRegistrationSort, $direction: SortDirection, $first: Int, $after: String) {
  adminRegistrations(search: $search, sort: $sort, direction: $direction, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { firstName lastName email licenseSlug createdAt activatedAt } }
  }
}`;
type ListAnswer = { adminRegistrations: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: Record<string, unknown> }[] } | null };
const list = (client: HttpClient, variables: Record<string, unknown>) => client.graphql<ListAnswer>(LIST, variables);
const names = async (variables: Record<string, unknown>) => ((await list(clients.admin!, variables)).data!.adminRegistrations!.edges ?? []).map((e) => e.node.firstName);

const DETAIL = `query ($urlId: String!) {
  adminRegistration(urlId: $urlId) {
    firstName lastName email licenseSlug licenseName createdAt activatedAt userEmail
    activities { activity ts }
    activationUrl activationRefusal
  }
}`;
type Detail = Record<string, unknown> & { activities: { activity: string; ts: string }[] };
const detail = async (client: HttpClient, name: string) => client.graphql<{ adminRegistration: Detail | null }>(DETAIL, { urlId: ids().encode(made[name]!) });

describe('the list', () => {
  it('searches name and e-mail, newest first, with literal rows', async () => {
    const answer = await list(clients.admin!, { search: 'regtest' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.adminRegistrations!.totalCount).toBe(3);
    expect(answer.data!.adminRegistrations!.edges.map((e) => e.node)).toEqual([
      { firstName: 'Bram', lastName: 'Zandbergen', email: 'bram@regtest.example', licenseSlug: 'leerlinglicentie-1', createdAt: '2026-03-03T09:00:00.000Z', activatedAt: '2026-03-04T09:00:00.000Z' },
      {
        firstName: 'Chantal',
        lastName: 'Mulder',
        email: 'chantal.mulder@regtest.example',
        licenseSlug: 'proeflicentie-wiskunde-b-vwo',
        createdAt: '2026-03-02T09:00:00.000Z',
        activatedAt: '2026-03-05T09:00:00.000Z',
      },
      { firstName: 'Anouk', lastName: 'Ammerlaan', email: 'anouk@regtest.example', licenseSlug: 'proeflicentie-natuurkunde-havo', createdAt: '2026-03-01T09:00:00.000Z', activatedAt: null },
    ]);
    expect(await names({ search: 'ZANDBERG' })).toEqual(['Bram']);
    expect(await names({ search: 'anouk regtest' })).toEqual(['Anouk']);
    expect(await names({ search: 'mulder@regtest' })).toEqual(['Chantal']);
    expect(await names({ search: 'regtest niemand' })).toEqual([]);
  });

  it('sorts by date, name and activated either way', async () => {
    expect(await names({ search: 'regtest', sort: 'date', direction: 'asc' })).toEqual(['Anouk', 'Chantal', 'Bram']);
    expect(await names({ search: 'regtest', sort: 'name' })).toEqual(['Anouk', 'Chantal', 'Bram']);
    expect(await names({ search: 'regtest', sort: 'name', direction: 'desc' })).toEqual(['Bram', 'Chantal', 'Anouk']);
    expect(await names({ search: 'regtest', sort: 'activated', direction: 'asc' })).toEqual(['Bram', 'Chantal', 'Anouk']);
    expect(await names({ search: 'regtest', sort: 'activated' })).toEqual(['Anouk', 'Chantal', 'Bram']);
  });

  it('pages without overlap', async () => {
    const first = (await list(clients.admin!, { search: 'regtest', sort: 'name', first: 2 })).data!.adminRegistrations!;
    expect(first.edges.map((e) => e.node.firstName)).toEqual(['Anouk', 'Chantal']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await list(clients.admin!, { search: 'regtest', sort: 'name', first: 2, after: first.pageInfo.endCursor })).data!.adminRegistrations!;
    expect(second.edges.map((e) => e.node.firstName)).toEqual(['Bram']);
    expect(second.pageInfo.hasNextPage).toBe(false);
  });
});

describe('the detail', () => {
  it("shows an activated registration's data, its user's last 5 activities and no link", async () => {
    expect((await detail(clients.admin!, 'Chantal')).data!.adminRegistration).toEqual({
      firstName: 'Chantal',
      lastName: 'Mulder',
      email: 'chantal.mulder@regtest.example',
      licenseSlug: 'proeflicentie-wiskunde-b-vwo',
      licenseName: 'Proeflicentie Wiskunde B Vwo',
      createdAt: '2026-03-02T09:00:00.000Z',
      activatedAt: '2026-03-05T09:00:00.000Z',
      userEmail: 'chantal.mulder@regtest.example',
      activities: [
        { activity: 'activiteit 7', ts: '2026-03-06T10:07:00.000Z' },
        { activity: 'activiteit 6', ts: '2026-03-06T10:06:00.000Z' },
        { activity: 'activiteit 5', ts: '2026-03-06T10:05:00.000Z' },
        { activity: 'activiteit 4', ts: '2026-03-06T10:04:00.000Z' },
        { activity: 'activiteit 3', ts: '2026-03-06T10:03:00.000Z' },
      ],
      activationUrl: null,
      activationRefusal: 'Deze licentie kan niet geactiveerd worden.',
    });
  });

  it('offers the activation link only for a trial of the known set not activated yet', async () => {
    expect((await detail(clients.admin!, 'Anouk')).data!.adminRegistration).toMatchObject({
      activatedAt: null,
      userEmail: null,
      activities: [],
      activationUrl: `https://vraagwerk.example/activate/${CODE_A}`,
      activationRefusal: null,
    });
    for (const name of ['Bram', 'Daan', 'Eva']) {
      expect((await detail(clients.admin!, name)).data!.adminRegistration).toMatchObject({ activationUrl: null, activationRefusal: 'Deze licentie kan niet geactiveerd worden.' });
    }
  });

  it('answers null for an id that names nothing', async () => {
    expect((await clients.admin!.graphql(DETAIL, { urlId: 'zzzzzzzz' })).data).toEqual({ adminRegistration: null });
    expect((await clients.admin!.graphql(DETAIL, { urlId: ids().encode(2_000_000_000) })).data).toEqual({ adminRegistration: null });
  });
});

describe('REST', () => {
  it('lists a page searched and sorted, never with an activation code', async () => {
    const answer = await clients.admin!.json<{ data: unknown[]; total: number; page: number; per_page: number }>('GET', '/api/admin/registrations?search=regtest&sort=name&direction=desc');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: [
        {
          id: ids().encode(made.Bram!),
          first_name: 'Bram',
          last_name: 'Zandbergen',
          email: 'bram@regtest.example',
          license: 'leerlinglicentie-1',
          created_at: '2026-03-03T09:00:00.000000Z',
          activated: '2026-03-04T09:00:00.000000Z',
        },
        {
          id: ids().encode(made.Chantal!),
          first_name: 'Chantal',
          last_name: 'Mulder',
          email: 'chantal.mulder@regtest.example',
          license: 'proeflicentie-wiskunde-b-vwo',
          created_at: '2026-03-02T09:00:00.000000Z',
          activated: '2026-03-05T09:00:00.000000Z',
        },
        {
          id: ids().encode(made.Anouk!),
          first_name: 'Anouk',
          last_name: 'Ammerlaan',
          email: 'anouk@regtest.example',
          license: 'proeflicentie-natuurkunde-havo',
          created_at: '2026-03-01T09:00:00.000000Z',
          activated: null,
        },
      ],
      total: 3,
      page: 1,
      per_page: 25,
    });
    const all = await clients.admin!.json<{ data: unknown[] }>('GET', '/api/admin/registrations');
    expect(JSON.stringify(all.body)).not.toMatch(/regtest[A-Za-z]+Code|activation_code/);
    expect((await clients.admin!.json('GET', '/api/admin/registrations?page=0')).status).toBe(400);
    expect((await clients.admin!.json('GET', '/api/admin/registrations?sort=email')).status).toBe(400);
  });

  it('reads one by its url id: the link and code for an activatable trial only', async () => {
    const anouk = await clients.admin!.json<Record<string, unknown>>('GET', `/api/admin/registrations/${ids().encode(made.Anouk!)}`);
    expect(anouk.status).toBe(200);
    expect(anouk.body).toMatchObject({
      first_name: 'Anouk',
      license_name: 'Proeflicentie Natuurkunde Havo',
      license_id: '',
      activities: [],
      activation_url: `https://vraagwerk.example/activate/${CODE_A}`,
      activation_code: CODE_A,
      activation_message: null,
    });
    const chantal = await clients.admin!.json<{ activities: unknown[] } & Record<string, unknown>>('GET', `/api/admin/registrations/${ids().encode(made.Chantal!)}`);
    expect(chantal.body).toMatchObject({ activation_url: null, activation_code: null, activation_message: 'Deze licentie kan niet geactiveerd worden.', user_email: 'chantal.mulder@regtest.example' });
    expect(chantal.body.activities).toEqual([
      { activity: 'activiteit 7', ts: '2026-03-06 10:07:00' },
      { activity: 'activiteit 6', ts: '2026-03-06 10:06:00' },
      { activity: 'activiteit 5', ts: '2026-03-06 10:05:00' },
      { activity: 'activiteit 4', ts: '2026-03-06 10:04:00' },
      { activity: 'activiteit 3', ts: '2026-03-06 10:03:00' },
    ]);
    expect(JSON.stringify(chantal.body)).not.toContain(CODE_C);
    // A raw database id is not an address (document 4's int id is the encoded url id here).
    expect((await clients.admin!.json('GET', `/api/admin/registrations/${made.Anouk}`)).status).toBe(404);
  });

  it('refuses visitors (401) and every role but admin (403)', async () => {
    const one = `/api/admin/registrations/${ids().encode(made.Anouk!)}`;
    for (const path of ['/api/admin/registrations', one]) {
      expect((await clients.visitor!.json('GET', path)).status).toBe(401);
      for (const role of ['author', 'docent', 'leerling']) {
        const answer = await clients[role]!.json('GET', path);
        expect([role, answer.status]).toEqual([role, 403]);
        expect(JSON.stringify(answer.body)).not.toContain(CODE_A);
      }
    }
  });

  it('GraphQL refuses the same roles', async () => {
    for (const role of ['author', 'docent', 'leerling']) {
      const answer = await detail(clients[role]!, 'Anouk');
      expect([role, answer.errors?.[0]?.extensions?.code]).toEqual([role, 'FORBIDDEN']);
      expect(JSON.stringify(answer)).not.toContain(CODE_A);
      expect((await list(clients[role]!, { search: 'regtest' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await detail(clients.visitor!, 'Anouk')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('contact requests', () => {
  const LIST_REQUESTS = `{ adminContactRequests { urlId teacherName teacherEmail school message createdAt status handled } }`;
  const SET = `mutation ($urlId: String!, $handled: Boolean!) {
    adminSetContactRequestHandled(urlId: $urlId, handled: $handled) {
      __typename
      ... on AdminSetContactRequestHandledSuccess { request { status handled } }
      ... on Error { message }
    }
  }`;
  const set = async (client: HttpClient, urlId: string, handled: boolean) =>
    (await client.graphql<{ adminSetContactRequestHandled: Record<string, unknown> }>(SET, { urlId, handled })).data?.adminSetContactRequestHandled;
  const audited = (id: number) =>
    db().auditEntry.findMany({ where: { auditableType: 'contact_request', auditableId: id }, orderBy: { id: 'asc' }, select: { userId: true, event: true, oldValues: true, newValues: true } });

  it('lists them newest first; an admin marks one handled and open again, each change audited once', async () => {
    const teacher = await createUser(db(), { email: 'petra.contact@regtest.example', firstName: 'Petra', lastName: 'de Wit', data: { school: 'Het Baken', place: 'Almere' } });
    const older = await db().contactRequest.create({ data: { userId: teacher.id, message: 'Eerste vraag', createdAt: new Date('2099-01-01T08:00:00.000Z') } });
    const newer = await db().contactRequest.create({ data: { userId: teacher.id, message: 'Graag verlengen tot 2028.', createdAt: new Date('2099-01-02T08:00:00.000Z') } });
    const urlId = ids().encode(newer.id);

    const listed = (await clients.admin!.graphql<{ adminContactRequests: Record<string, unknown>[] }>(LIST_REQUESTS)).data!.adminContactRequests;
    expect(listed.slice(0, 2)).toEqual([
      {
        urlId,
        teacherName: 'Petra de Wit',
        teacherEmail: 'petra.contact@regtest.example',
        school: 'Het Baken',
        message: 'Graag verlengen tot 2028.',
        createdAt: '2099-01-02T08:00:00.000Z',
        status: 'open',
        handled: false,
      },
      {
        urlId: ids().encode(older.id),
        teacherName: 'Petra de Wit',
        teacherEmail: 'petra.contact@regtest.example',
        school: 'Het Baken',
        message: 'Eerste vraag',
        createdAt: '2099-01-01T08:00:00.000Z',
        status: 'open',
        handled: false,
      },
    ]);

    // Others are refused and write nothing.
    for (const role of ['author', 'docent', 'leerling']) expect([role, (await set(clients[role]!, urlId, true))?.__typename]).toEqual([role, 'ForbiddenError']);
    expect((await db().contactRequest.findUniqueOrThrow({ where: { id: newer.id } })).status).toBe('open');
    expect(await audited(newer.id)).toEqual([]);

    expect(await set(clients.admin!, urlId, true)).toEqual({ __typename: 'AdminSetContactRequestHandledSuccess', request: { status: 'closed', handled: true } });
    expect(await set(clients.admin!, urlId, true)).toEqual({ __typename: 'AdminSetContactRequestHandledSuccess', request: { status: 'closed', handled: true } });
    expect(await set(clients.admin!, urlId, false)).toEqual({ __typename: 'AdminSetContactRequestHandledSuccess', request: { status: 'open', handled: false } });
    expect(await audited(newer.id)).toEqual([
      { userId: admin, event: 'updated', oldValues: { status: 'open' }, newValues: { status: 'closed' } },
      { userId: admin, event: 'updated', oldValues: { status: 'closed' }, newValues: { status: 'open' } },
    ]);
    expect((await db().contactRequest.findUniqueOrThrow({ where: { id: older.id } })).status).toBe('open');
    expect((await set(clients.admin!, 'zzzzzzzz', true))?.__typename).toBe('NotFoundError');
  });

  it('two admins marking one request handled at once change it once, with one audit entry', async () => {
    const teacher = await createUser(db(), { email: 'race.contact@regtest.example', firstName: 'Race', lastName: 'Docent' });
    const request = await db().contactRequest.create({ data: { userId: teacher.id, message: 'Tegelijk' } });
    const second = await signedInClient(server, 'admin@vraagwerk.nl');
    const answers = await Promise.all([set(clients.admin!, ids().encode(request.id), true), set(second, ids().encode(request.id), true)]);
    expect(answers.map((a) => a?.__typename)).toEqual(['AdminSetContactRequestHandledSuccess', 'AdminSetContactRequestHandledSuccess']);
    expect(await audited(request.id)).toEqual([{ userId: admin, event: 'updated', oldValues: { status: 'open' }, newValues: { status: 'closed' } }]);
  });
});
