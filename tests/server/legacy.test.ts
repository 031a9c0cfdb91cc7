// Parts of the legacy contract (document 4) beyond the accounts routes: CORS for browser clients on other origins,
// the form field _token as CSRF token, a stream's formula sheet, one group for its licence's manager, and one
// contact request for an admin.
import { createIdCodec } from '../../server/app/ids.ts';
import { ACTIONS } from '../../server/domain/access/grants.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';

let server: TestServer;
const ORIGIN = 'https://portaal.school.example';
beforeAll(async () => {
  server = await startTestServer({ CORS_ALLOWED_DOMAINS: `${ORIGIN}, http://localhost:3000` });
});
afterAll(async () => {
  await server.close();
});
const ids = () => createIdCodec(server.config.idSecret);

describe('CORS on /api and /sanctum', () => {
  it('answers a preflight from an allowed origin with credentials and the asked method and headers', async () => {
    const response = await server.get('/api/login', {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-xsrf-token' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type,x-xsrf-token');
  });

  it('marks answers to an allowed origin, on /sanctum too', async () => {
    const api = await server.get('/api/streams', { headers: { Origin: ORIGIN } });
    expect(api.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const sanctum = await server.get('/sanctum/csrf-cookie', { headers: { Origin: 'http://localhost:3000' } });
    expect(sanctum.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it('gives another origin, and every path outside /api and /sanctum, no CORS headers', async () => {
    const stranger = await server.get('/api/streams', { headers: { Origin: 'https://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const health = await server.get('/healthz', { headers: { Origin: ORIGIN } });
    expect(health.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("lets no other origin read /graphql with the visitor's cookies: no preflight passes, no answer is marked", async () => {
    for (const origin of ['https://evil.example', ORIGIN]) {
      const preflight = await server.get('/graphql', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
      expect(preflight.status).toBe(405);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
      // A query by GET needs no preflight and no CSRF token: a page elsewhere could read the answer if it were marked.
      const answer = await server.get(`/graphql?query=${encodeURIComponent('{ viewer { user { email } } }')}`, { headers: { Origin: origin, Accept: 'application/json' } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });
});

describe('the form field _token', () => {
  async function formPost(client: ReturnType<TestServer['client']>, path: string, fields: Record<string, string>) {
    return fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: new URLSearchParams(fields).toString(),
    });
  }

  it('counts as the CSRF token of a form-encoded body', async () => {
    const client = server.client();
    await client.csrf();
    const token = decodeURIComponent(client.cookies.get('XSRF-TOKEN')!);
    const response = await formPost(client, '/api/login', { email: 'docent@vraagwerk.nl', password: 'vraagwerk-demo', _token: token });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { email: string }).email).toBe('docent@vraagwerk.nl');
  });

  it('refuses a form without it, or with another one, with 419 before anything is read', async () => {
    const client = server.client();
    await client.csrf();
    const before = await server.db.prisma.feedback.count();
    expect((await formPost(client, '/api/feedback', { feedback: 'zonder token' })).status).toBe(419);
    expect((await formPost(client, '/api/feedback', { feedback: 'fout token', _token: 'abc.def' })).status).toBe(419);
    expect(await server.db.prisma.feedback.count()).toBe(before);
  });

  it('is not taken from a JSON body: JSON clients send the header', async () => {
    const client = server.client();
    await client.csrf();
    const token = decodeURIComponent(client.cookies.get('XSRF-TOKEN')!);
    const response = await client.request('POST', '/api/feedback', { feedback: 'JSON', _token: token }, { 'X-XSRF-TOKEN': '' });
    expect(response.status).toBe(419);
  });
});

describe('GET /api/streams/{stream}/formuleblad', () => {
  it("answers the stream's formula sheet, for anyone", async () => {
    const stream = await server.db.prisma.stream.findUniqueOrThrow({ where: { slug: 'wiskunde-b-vwo' } });
    expect(stream.formulaSheet).toBeTruthy();
    const response = await server.client().json('GET', `/api/streams/${ids().encode(stream.id)}/formuleblad`);
    expect(response).toEqual({ status: 200, body: { formuleblad: stream.formulaSheet } });
  });

  it('answers null for a stream without one, and 404 for an id that is none', async () => {
    // Every demo stream has a sheet: take one away for this test.
    const stream = await server.db.prisma.stream.update({ where: { slug: 'scheikunde-vwo' }, data: { formulaSheet: null } });
    expect(await server.client().json('GET', `/api/streams/${ids().encode(stream.id)}/formuleblad`)).toEqual({ status: 200, body: { formuleblad: null } });
    expect(await server.client().json('GET', `/api/streams/${ids().encode(999_999)}/formuleblad`)).toEqual({ status: 404, body: { message: 'Not Found' } });
    expect(await server.client().json('GET', '/api/streams/12/formuleblad')).toEqual({ status: 404, body: { message: 'Not Found' } });
  });
});

describe('GET and PUT /api/groups/{group}', () => {
  let groupId: number;
  let otherGroupId: number;
  let managerEmail: string;
  let colleagueEmail: string;
  let studentEmail: string;

  beforeAll(async () => {
    const db = server.db.prisma;
    const license = await createLicense(db, {
      groups: [
        { name: '5H2', streamSlug: 'natuurkunde-havo' },
        { name: '5H3', streamSlug: 'natuurkunde-havo' },
      ],
    });
    const other = await createLicense(db, { groups: [{ name: 'Elders', streamSlug: 'natuurkunde-havo' }] });
    [groupId, otherGroupId] = [license.groups[0]!.id, other.groups[0]!.id];
    const havo = await streamIdOf(db, 'natuurkunde-havo');
    const manager = await createUser(db, { role: 'docent', firstName: 'Mirjam', lastName: 'Beheer' });
    await createSeat(db, {
      licenseId: license.id,
      userId: manager.id,
      privileges: [
        { action: ACTIONS.manageLicense, objectType: 'license', objectId: license.id },
        { action: ACTIONS.sets, objectId: havo },
      ],
    });
    // A colleague on the same licence who manages the group ('groepen beheren') but not the licence.
    const colleague = await createUser(db, { role: 'docent' });
    await createSeat(db, { licenseId: license.id, userId: colleague.id, privileges: [{ action: ACTIONS.manageGroups, objectType: 'group', objectId: groupId }] });
    const student = await createUser(db, { role: 'leerling', firstName: 'Lotte', lastName: 'Leerling' });
    await createSeat(db, { licenseId: license.id, userId: student.id, role: 'leerling', groupIds: [groupId] });
    [managerEmail, colleagueEmail, studentEmail] = [manager.email, colleague.email, student.email];
  });

  it("shows the licence's manager the group with its seats and their users", async () => {
    const client = await signedInClient(server, managerEmail);
    const { status, body } = await client.json<{ name: string; seats: { role: string; user: { email: string } | null }[] }>('GET', `/api/groups/${ids().encode(groupId)}`);
    expect(status).toBe(200);
    expect(body.name).toBe('5H2');
    expect(body.seats.map((s) => [s.role, s.user?.email])).toEqual([['leerling', studentEmail]]);
  });

  it.each([
    ['a colleague who manages the group but not the licence', () => colleagueEmail, 403],
    ['a student of the group', () => studentEmail, 403],
  ])('refuses %s', async (_name, email, status) => {
    const client = await signedInClient(server, email());
    expect((await client.json('GET', `/api/groups/${ids().encode(groupId)}`)).status).toBe(status);
    expect((await client.json('PUT', `/api/groups/${ids().encode(groupId)}`, { name: 'Gekaapt' })).status).toBe(status);
    expect((await server.db.prisma.group.findUniqueOrThrow({ where: { id: groupId } })).name).toBe('5H2');
  });

  it("refuses another licence's group, a visitor, and an id that is none", async () => {
    const client = await signedInClient(server, managerEmail);
    expect((await client.json('GET', `/api/groups/${ids().encode(otherGroupId)}`)).status).toBe(403);
    expect((await client.json('GET', `/api/groups/${ids().encode(999_999)}`)).status).toBe(404);
    expect((await server.client().json('GET', `/api/groups/${ids().encode(groupId)}`)).status).toBe(401);
    expect((await server.client().json('PUT', `/api/groups/${ids().encode(groupId)}`, { name: 'x' })).status).toBe(401);
  });

  it('renames the group for its manager, answering the stored row with opaque ids', async () => {
    const client = await signedInClient(server, managerEmail);
    const { status, body } = await client.json<Record<string, unknown>>('PUT', `/api/groups/${ids().encode(groupId)}`, { name: '  5H2 (Natuurkunde)  ' });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['created_at', 'id', 'is_active', 'license_id', 'name', 'stream_id', 'updated_at']);
    expect(body).toMatchObject({ id: ids().encode(groupId), name: '5H2 (Natuurkunde)', is_active: true });
    expect((await server.db.prisma.group.findUniqueOrThrow({ where: { id: groupId } })).name).toBe('5H2 (Natuurkunde)');
  });

  it.each([
    ['an empty name', { name: '  ' }, 'The name field is required.'],
    ['no name', {}, 'The name field is required.'],
    ['a name over 255 characters', { name: 'x'.repeat(256) }, 'The name may not be greater than 255 characters.'],
    ['the name of another group of the licence', { name: '5H3' }, 'The name has already been taken.'],
  ])('refuses %s with 422 and keeps the name', async (_name, body, message) => {
    const client = await signedInClient(server, managerEmail);
    const before = (await server.db.prisma.group.findUniqueOrThrow({ where: { id: groupId } })).name;
    expect(await client.json('PUT', `/api/groups/${ids().encode(groupId)}`, body)).toEqual({ status: 422, body: { message: 'The given data was invalid.', errors: { name: [message] } } });
    expect((await server.db.prisma.group.findUniqueOrThrow({ where: { id: groupId } })).name).toBe(before);
  });

  // A race, run on PostgreSQL too (CI's second run): on PGlite a transaction holds the one connection until
  // it ends, so racing transactions take turns there; only PostgreSQL runs them at once.
  it('lets two renames to the same free name race: one wins, the other is told it is taken', async () => {
    const db = server.db.prisma;
    const license = await createLicense(db, { groups: [{ name: 'A' }, { name: 'B' }] });
    const manager = await createUser(db, { role: 'docent' });
    await createSeat(db, { licenseId: license.id, userId: manager.id, privileges: [{ action: ACTIONS.manageLicense, objectType: 'license', objectId: license.id }] });
    const client = await signedInClient(server, manager.email);
    const results = await Promise.all(license.groups.map((g) => client.json('PUT', `/api/groups/${ids().encode(g.id)}`, { name: 'Samen' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await db.group.findMany({ where: { licenseId: license.id, name: 'Samen' } })).length).toBe(1);
  });
});

describe('GET and PUT /api/contact-requests/{id}', () => {
  let requestId: number;
  beforeAll(async () => {
    const user = await createUser(server.db.prisma, { role: 'docent' });
    requestId = (await server.db.prisma.contactRequest.create({ data: { userId: user.id, message: 'Graag meer informatie' } })).id;
  });

  it('shows one request to an admin, with its user', async () => {
    const admin = await signedInClient(server, 'admin@vraagwerk.nl');
    const { status, body } = await admin.json<{ id: string; status: string; user: { role: string } }>('GET', `/api/contact-requests/${ids().encode(requestId)}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: ids().encode(requestId), status: 'open', user: { role: 'docent' } });
    expect((await admin.json('GET', `/api/contact-requests/${ids().encode(999_999)}`)).status).toBe(404);
  });

  it('moves a request along for an admin, and refuses a status that is not one', async () => {
    const admin = await signedInClient(server, 'admin@vraagwerk.nl');
    const path = `/api/contact-requests/${ids().encode(requestId)}`;
    expect((await admin.json<{ status: string }>('PUT', path, { status: 'in_progress' })).body.status).toBe('in_progress');
    expect(await admin.json('PUT', path, { status: 'weg' })).toEqual({ status: 422, body: { message: 'The given data was invalid.', errors: { status: ['The selected status is invalid.'] } } });
    expect((await server.db.prisma.contactRequest.findUniqueOrThrow({ where: { id: requestId } })).status).toBe('in_progress');
    // Audited, as the back-office's own change is: one entry, none for the refused status or for the same status again.
    expect((await admin.json<{ status: string }>('PUT', path, { status: 'in_progress' })).body.status).toBe('in_progress');
    const entries = await server.db.prisma.auditEntry.findMany({ where: { auditableType: 'contact_request', auditableId: requestId }, select: { event: true, oldValues: true, newValues: true } });
    expect(entries).toEqual([{ event: 'updated', oldValues: { status: 'open' }, newValues: { status: 'in_progress' } }]);
  });

  it.each(['docent@vraagwerk.nl', 'auteur@vraagwerk.nl', 'leerling@vraagwerk.nl'])('refuses %s: 403, nothing changed', async (email) => {
    const client = await signedInClient(server, email);
    const path = `/api/contact-requests/${ids().encode(requestId)}`;
    expect((await client.json('GET', path)).status).toBe(403);
    expect((await client.json('PUT', path, { status: 'closed' })).status).toBe(403);
    expect((await server.db.prisma.contactRequest.findUniqueOrThrow({ where: { id: requestId } })).status).not.toBe('closed');
  });

  it('refuses a visitor with 401', async () => {
    expect((await server.client().json('GET', `/api/contact-requests/${ids().encode(requestId)}`)).status).toBe(401);
  });
});
