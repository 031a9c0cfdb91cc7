// Fair use of a shared set's device places (issue 43 item 3): a device is known only by a key the server gave it, so a
// visitor without one, or with one made up or altered, is counted as a new device and given a key; one address brings
// in at most 40 new devices per set in ten minutes (a class of 30 gets in, a burst script does not get all 75 places);
// a GET to /graphql counts nothing; the owner (and an admin) sees the set's devices and frees them, another teacher
// cannot. Addresses are the proxy's X-Forwarded-For (TRUST_PROXY=true), as behind a school's NAT.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createUser, signedInClient, streamIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import type { HttpClient } from '../setup/client.ts';

let server: TestServer;
const db = () => server.db.prisma;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await server.close();
});

const OPEN = `query ($key: String!, $device: String) { sharedSet(key: $key, deviceKey: $device) { __typename ... on Error { message } } }`;
const NEW_DEVICES = 'Er openen nu te veel nieuwe apparaten deze examenvragen vanaf hetzelfde netwerk. Probeer het over een paar minuten opnieuw.';

/** A set of one question, owned by a new teacher who can sign in. */
async function newSet() {
  const streamId = await streamIdOf(db(), 'natuurkunde-havo');
  const question = await db().question.findFirstOrThrow({ where: { topic: { exam: { streamId, status: 'published' } } }, orderBy: { id: 'asc' }, select: { id: true, topicId: true } });
  const owner = await createUser(db(), { role: 'docent' });
  const set = await db().collection.create({
    data: {
      key: randomBytes(16).toString('base64url'),
      ownerId: owner.id,
      streamId,
      name: 'Set voor de klas',
      fingerprint: `fair-use-${randomBytes(6).toString('hex')}`,
      topicOrder: [question.topicId],
      questions: { create: [{ questionId: question.id, position: 0 }] },
    },
  });
  return { set, owner, globalId: encodeGlobalID('Collection', set.key) };
}

/** The set's counter and the keys of its admitted devices, as stored. */
async function stored(setId: number) {
  const set = await db().collection.findUniqueOrThrow({ where: { id: setId }, select: { deviceCount: true, devices: { select: { deviceKey: true } } } });
  return { deviceCount: set.deviceCount, keys: set.devices.map((d) => d.deviceKey).sort() };
}

/** A phone behind `address`: a browser-like client (it keeps its cookies) asking for the set by POST. */
function phone(address: string) {
  const client = server.client();
  return {
    client,
    async open(key: string, device?: string) {
      if (!client.cookies.has('XSRF-TOKEN')) await client.request('GET', '/sanctum/csrf-cookie', undefined, { 'X-Forwarded-For': address });
      const response = await client.request('POST', '/graphql', { query: OPEN, variables: { key, device } }, { 'X-Forwarded-For': address });
      const body = (await response.json()) as { data: { sharedSet: { __typename: string; message?: string } } };
      return { response, sharedSet: body.data.sharedSet };
    },
  };
}

describe('a device is known by the key the server gave it', () => {
  it('counts a visitor without a key as a device and gives it a key (GraphQL and REST)', async () => {
    const { set } = await newSet();
    const first = phone('198.51.100.1');
    const opened = await first.open(set.key);
    expect(opened.sharedSet.__typename).toBe('SharedSet');
    const given = first.client.cookies.get('vraagwerk_device');
    expect(given).toBeDefined();
    expect(opened.response.headers.get('x-device-key')).toBe(given);
    expect(await stored(set.id)).toEqual({ deviceCount: 1, keys: [given] });
    // The same phone again, with its cookie: the same device.
    expect((await first.open(set.key)).sharedSet.__typename).toBe('SharedSet');
    expect(await stored(set.id)).toEqual({ deviceCount: 1, keys: [given] });

    // A legacy client reading the set by REST without a key.
    const rest = await fetch(`${server.url}/api/collections/${set.key}`, { headers: { Accept: 'application/json', 'X-Forwarded-For': '198.51.100.2' } });
    expect(rest.status).toBe(200);
    const restKey = rest.headers.get('x-device-key');
    expect(restKey).toBeTruthy();
    expect(await stored(set.id)).toEqual({ deviceCount: 2, keys: [given!, restKey!].sort() });
    // It sends the key it was given: the same device.
    const again = await fetch(`${server.url}/api/collections/${set.key}`, { headers: { Accept: 'application/json', 'X-Device-Key': restKey!, 'X-Forwarded-For': '198.51.100.2' } });
    expect(again.status).toBe(200);
    expect(again.headers.get('x-device-key')).toBeNull();
    expect((await stored(set.id)).deviceCount).toBe(2);
    // A legacy client on another origin (CORS_ALLOWED_DOMAINS' default) may read the key it is given.
    const crossOrigin = await fetch(`${server.url}/api/collections/${set.key}`, { headers: { Accept: 'application/json', Origin: 'http://localhost:3000', 'X-Forwarded-For': '198.51.100.4' } });
    expect(crossOrigin.headers.get('access-control-expose-headers')).toBe('X-Device-Key');
    expect(crossOrigin.headers.get('x-device-key')).toBeTruthy();
  });

  it('counts a made-up or altered key as a new device', async () => {
    const { set } = await newSet();
    const one = phone('198.51.100.3');
    expect((await one.open(set.key, 'toestel-1')).sharedSet.__typename).toBe('SharedSet');
    const given = one.client.cookies.get('vraagwerk_device')!;
    expect(given).not.toBe('toestel-1');
    expect(await stored(set.id)).toEqual({ deviceCount: 1, keys: [given] });
    // Another phone sending the same made-up key is not the first one.
    const two = phone('198.51.100.3');
    expect((await two.open(set.key, 'toestel-1')).sharedSet.__typename).toBe('SharedSet');
    expect((await stored(set.id)).deviceCount).toBe(2);
    // A key the server gave, with its signature altered.
    const forged = `${given.slice(0, -1)}${given.endsWith('A') ? 'B' : 'A'}`;
    const three = phone('198.51.100.3');
    expect((await three.open(set.key, forged)).sharedSet.__typename).toBe('SharedSet');
    const after = await stored(set.id);
    expect(after.deviceCount).toBe(3);
    expect(after.keys).not.toContain(forged);
    // The key as given, from a fresh client: the first device, not a new one.
    expect((await phone('198.51.100.3').open(set.key, given)).sharedSet.__typename).toBe('SharedSet');
    expect((await stored(set.id)).deviceCount).toBe(3);
  });
});

describe('new devices per address', () => {
  it('lets a class of 30 behind one address in within a minute', async () => {
    const { set } = await newSet();
    const answers = await Promise.all(Array.from({ length: 30 }, () => phone('203.0.113.30').open(set.key)));
    expect(answers.map((a) => a.sharedSet.__typename)).toEqual(Array(30).fill('SharedSet'));
    expect((await stored(set.id)).deviceCount).toBe(30);
  });

  it('refuses a burst of new devices from one address past 40, in Dutch; other addresses still get in', async () => {
    const { set } = await newSet();
    const answers = await Promise.all(Array.from({ length: 50 }, () => phone('203.0.113.50').open(set.key)));
    expect(answers.filter((a) => a.sharedSet.__typename === 'SharedSet').length).toBe(40);
    expect(answers.filter((a) => a.sharedSet.__typename !== 'SharedSet').map((a) => a.sharedSet)).toEqual(Array(10).fill({ __typename: 'NewDevicesError', message: NEW_DEVICES }));
    expect((await stored(set.id)).deviceCount).toBe(40);
    // REST from the same address: 429 with a time to wait.
    const rest = await fetch(`${server.url}/api/collections/${set.key}`, { headers: { Accept: 'application/json', 'X-Forwarded-For': '203.0.113.50' } });
    expect(rest.status).toBe(429);
    expect(rest.headers.get('retry-after')).toBe('600');
    expect(await rest.json()).toEqual({ message: 'Too many new devices opened this set from your network. Please try again in a few minutes.' });
    // A device admitted before is still welcome; another school is not held up.
    const admitted = answers.find((a) => a.sharedSet.__typename === 'SharedSet')!;
    expect(
      (
        await fetch(`${server.url}/api/collections/${set.key}`, {
          headers: { Accept: 'application/json', 'X-Device-Key': admitted.response.headers.get('x-device-key')!, 'X-Forwarded-For': '203.0.113.50' },
        })
      ).status,
    ).toBe(200);
    expect((await phone('203.0.113.51').open(set.key)).sharedSet.__typename).toBe('SharedSet');
    expect((await stored(set.id)).deviceCount).toBe(41);
  });
});

describe("REST's read of a set from another site", () => {
  const read = (key: string, headers: Record<string, string>, query = '') =>
    fetch(`${server.url}/api/collections/${key}${query}`, { headers: { Accept: 'application/json', 'X-Forwarded-For': '198.51.100.60', ...headers } });

  it("counts no device for a request another site's page makes a browser send; the legacy client and the same site still count", async () => {
    const { set } = await newSet();
    const NOT_ADMITTED = { message: 'This device has not opened this set yet: open it through its link.' };
    // <img src=".../api/collections/{key}"> on another site, a <script>, a frame, and a fetch() from a page CORS does not let in.
    const crossSite: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' },
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'script' },
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'iframe' },
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty', Origin: 'https://elders.example' },
    ];
    for (const headers of crossSite) {
      const answer = await read(set.key, headers);
      expect([headers, answer.status]).toEqual([headers, 403]);
      expect(await answer.json()).toEqual(NOT_ADMITTED);
      // No key handed out either: the next such request is no device of the set's.
      expect(answer.headers.get('x-device-key')).toBeNull();
      expect(answer.headers.get('set-cookie') ?? '').not.toContain('vraagwerk_device');
    }
    expect(await stored(set.id)).toEqual({ deviceCount: 0, keys: [] });

    // The legacy client without Fetch Metadata, a page of this site, and the legacy client on an origin CORS lets in.
    const legacy = await read(set.key, {});
    expect(legacy.status).toBe(200);
    expect((await read(set.key, { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty' })).status).toBe(200);
    const allowed = await read(set.key, { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty', Origin: 'http://localhost:3000' });
    expect(allowed.status).toBe(200);
    expect((await stored(set.id)).deviceCount).toBe(3);

    // A device the set admitted before still reads it from anywhere, and is not counted again.
    const key = legacy.headers.get('x-device-key')!;
    const admitted = await read(set.key, { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' }, `?device_key=${encodeURIComponent(key)}`);
    expect(admitted.status).toBe(200);
    expect((await stored(set.id)).deviceCount).toBe(3);
  });
});

describe('the address a device came from', () => {
  it('is kept keyed with the application secret, not as a plain hash that hashing every IPv4 address would reverse', async () => {
    const { set } = await newSet();
    const address = '198.51.100.23';
    expect((await phone(address).open(set.key)).sharedSet.__typename).toBe('SharedSet');
    const rows = await db().collectionDevice.findMany({ where: { collectionId: set.id }, select: { address: true } });
    expect(rows).toHaveLength(1);
    const kept = rows[0]!.address!;
    // What was kept before: the set and the address hashed without a key, which anyone can compute for 2^32 addresses.
    expect(kept).not.toBe(createHash('sha256').update(`fair-use|${set.id}|${address}`).digest('base64url').slice(0, 27));
    expect(kept).not.toContain(address);
    // What is kept: the set with the address keyed by APP_SECRET (HMAC-SHA256), worked out here with node's crypto.
    const keyed = createHmac('sha256', server.config.appSecret).update(`address|${address}`).digest('base64url').slice(0, 27);
    expect(kept).toBe(createHash('sha256').update(`fair-use|${set.id}|${keyed}`).digest('base64url').slice(0, 27));
    // The same address under another secret is another value: without the secret there is nothing to hash against.
    const otherKey = createHmac('sha256', 'another-secret').update(`address|${address}`).digest('base64url').slice(0, 27);
    expect(kept).not.toBe(createHash('sha256').update(`fair-use|${set.id}|${otherKey}`).digest('base64url').slice(0, 27));
  });
});

describe('a GET to /graphql', () => {
  const get = (variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/graphql?${new URLSearchParams({ query: OPEN, variables: JSON.stringify(variables) })}`, { headers: { Accept: 'application/json', ...headers } });

  it('counts no device, with or without a key', async () => {
    const { set } = await newSet();
    for (const variables of [{ key: set.key }, { key: set.key, device: 'toestel-via-get' }]) {
      const response = await get(variables);
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().some((line) => line.startsWith('vraagwerk_device='))).toBe(false);
      expect(((await response.json()) as { data: { sharedSet: unknown } }).data.sharedSet).toEqual({
        __typename: 'DeviceNotAdmittedError',
        message: 'Dit apparaat is nog niet toegelaten tot deze examenvragen. Open ze via de link.',
      });
    }
    expect(await stored(set.id)).toEqual({ deviceCount: 0, keys: [] });
    // A device admitted by POST reads the set by GET as well, and is not counted again.
    const admitted = phone('198.51.100.20');
    await admitted.open(set.key);
    const key = admitted.client.cookies.get('vraagwerk_device')!;
    const again = await get({ key: set.key, device: key });
    expect(((await again.json()) as { data: { sharedSet: { __typename: string } } }).data.sharedSet.__typename).toBe('SharedSet');
    expect(await stored(set.id)).toEqual({ deviceCount: 1, keys: [key] });
  });
});

describe("the set's devices for its teacher", () => {
  const DEVICES = `query ($id: ID!) { node(id: $id) { ... on Collection { devices maxDevices } } }`;
  const RESET = `mutation ($id: ID!) { resetSetDevices(id: $id) { __typename ... on ResetSetDevicesSuccess { message collection { devices } } ... on Error { message } } }`;

  async function withDevices(n: number) {
    const made = await newSet();
    const phones = Array.from({ length: n }, (_, i) => phone(`192.0.2.${i + 1}`));
    for (const p of phones) await p.open(made.set.key);
    return { ...made, phones };
  }

  it('the owner and an admin see how many devices hold a place and free them', async () => {
    const { set, owner, globalId, phones } = await withDevices(3);
    const teacher = await signedInClient(server, owner.email);
    expect((await teacher.graphql(DEVICES, { id: globalId })).data).toEqual({ node: { devices: 3, maxDevices: 75 } });
    expect((await teacher.graphql(RESET, { id: globalId })).data).toEqual({
      resetSetDevices: { __typename: 'ResetSetDevicesSuccess', message: 'De plaatsen van alle apparaten zijn vrijgegeven.', collection: { devices: 0 } },
    });
    expect(await stored(set.id)).toEqual({ deviceCount: 0, keys: [] });
    // A phone that held a place is counted anew on its next visit.
    await phones[0]!.open(set.key);
    expect((await stored(set.id)).deviceCount).toBe(1);

    const admin = await signedInClient(server, 'admin@vraagwerk.nl');
    expect((await admin.graphql(DEVICES, { id: globalId })).data).toEqual({ node: { devices: 1, maxDevices: 75 } });
    expect((await admin.graphql<{ resetSetDevices: { __typename: string } }>(RESET, { id: globalId })).data!.resetSetDevices.__typename).toBe('ResetSetDevicesSuccess');
    expect(await stored(set.id)).toEqual({ deviceCount: 0, keys: [] });
  });

  it('another teacher neither sees nor frees them, and a visitor cannot either', async () => {
    const { set, globalId } = await withDevices(2);
    const before = await stored(set.id);
    expect(before.deviceCount).toBe(2);
    const other = await createUser(db(), { role: 'docent' });
    const colleague: HttpClient = await signedInClient(server, other.email);
    expect((await colleague.graphql<{ node: { devices: number | null } | null }>(DEVICES, { id: globalId })).data!.node?.devices ?? null).toBeNull();
    expect((await colleague.graphql(RESET, { id: globalId })).data).toEqual({ resetSetDevices: { __typename: 'NotFoundError', message: 'Niet gevonden.' } });
    const anonymous = await server.client().graphql(RESET, { id: globalId });
    expect(anonymous.data?.resetSetDevices ?? null).toBeNull();
    expect(anonymous.errors?.length).toBeGreaterThan(0);
    expect(await stored(set.id)).toEqual(before);
  });
});
