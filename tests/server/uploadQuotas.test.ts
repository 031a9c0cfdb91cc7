// Upload quotas (issue 43, item 4): anyone with a set's link may send photos of worked answers, so the server limits
// them per device and question, per device, per client address and per set (rates over ten minutes, counts, and the
// bytes a set's store holds). Real multipart uploads against the real server; racing uploads show the counts are
// taken atomically (exactly the limit is stored, never one more); every refusal is in Dutch and stores nothing. The
// client address comes from X-Forwarded-For (TRUST_PROXY=true), so each case has addresses of its own, and the clock
// is the test's, so a window can pass.
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { createIdCodec } from '../../server/app/ids.ts';
import { createSetFixture, createUser, signedInClient } from '../setup/factories.ts';
import { deviceKeys } from '../../server/domain/collections/fairUse.ts';
import { TEST_NOW } from '../setup/env.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import type { HttpClient } from '../setup/client.ts';

let now = TEST_NOW.getTime();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' }, { clock: () => new Date(now) });
});
afterAll(async () => {
  await server.close();
});

const db = () => server.db.prisma;
const ids = () => createIdCodec(server.config.idSecret);
const MINUTE = 60_000;

const MESSAGES = {
  questionCount: 'Je hebt al 10 foto’s bij deze vraag gestuurd; meer kan niet.',
  deviceRate: 'Je hebt in korte tijd te veel foto’s gestuurd. Probeer het over 10 minuten opnieuw.',
  addressRate: 'Er worden vanaf dit netwerk te veel foto’s gestuurd. Probeer het over 10 minuten opnieuw.',
  setRate: (minutes: number) => `Er worden nu te veel foto’s naar deze opgavenset gestuurd. Probeer het over ${minutes} minuten opnieuw.`,
  setCount: 'Deze opgavenset heeft het maximum van 3.000 ingestuurde foto’s bereikt; er kunnen geen foto’s meer bij.',
  setStore: 'De opslag van deze opgavenset voor ingestuurde foto’s is vol (3 GB); er kunnen geen foto’s meer bij.',
};
/** 3 GiB: the most a set's store may hold. */
const STORE_MAX = 3 * 1024 * 1024 * 1024;

interface SetFixture {
  id: number;
  key: string;
  /** Database ids and REST ids of the set's two questions. */
  questionIds: [number, number];
  questions: [string, string];
}

let ownerId: number;
beforeAll(async () => {
  ownerId = (await createUser(db(), { role: 'docent' })).id;
});

/** A set of two questions of a demo topic, made straight in the database. */
async function makeSet(): Promise<SetFixture> {
  const topic = await db().topic.findFirstOrThrow({
    where: { name: 'Tram in de binnenstad', exam: { stream: { slug: 'natuurkunde-havo' } } },
    select: { id: true, exam: { select: { streamId: true } }, questions: { orderBy: { number: 'asc' }, select: { id: true } } },
  });
  const [q1, q2] = topic.questions;
  const set = await createSetFixture(db(), { ownerId, streamId: topic.exam.streamId, name: 'Quotaset', topicOrder: [topic.id], questionIds: [q1!.id, q2!.id] });
  return { id: set.id, key: set.key, questionIds: [q1!.id, q2!.id], questions: [ids().encode(q1!.id), ids().encode(q2!.id)] };
}

let phone: HttpClient;
let photo: Buffer;
beforeAll(async () => {
  phone = server.client();
  await phone.csrf();
  // A small photo: quick to decode, so hundreds of uploads stay fast.
  photo = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
});

interface Sender {
  device: string;
  address: string;
}

/**
 * The key the server gave the device of this name (fair use knows a device only by a key the server signed: issue 43
 * item 3), as a phone keeps it; the device opened the set before, so its uploads meet the upload quotas only.
 */
const deviceKeyOf = new Map<string, string>();
async function admittedDevice(set: SetFixture, name: string): Promise<string> {
  if (!deviceKeyOf.has(name)) deviceKeyOf.set(name, deviceKeys(server.config.appSecret).issue());
  const deviceKey = deviceKeyOf.get(name)!;
  await db().collectionDevice.createMany({ data: [{ collectionId: set.id, deviceKey }], skipDuplicates: true });
  return deviceKey;
}

/** One upload of the photo as the web app sends it, from a device at an address; the status, Retry-After and body. */
async function upload(set: SetFixture, question: 0 | 1, sender: Sender, bytes: Buffer = photo) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'uitwerking.png');
  form.append('name', 'Sam');
  const response = await phone.request('POST', `/api/collections/${set.key}/${set.questions[question]}/elaborations`, form, {
    'X-Device-Key': await admittedDevice(set, sender.device),
    'X-Forwarded-For': sender.address,
  });
  const text = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: text ? JSON.parse(text) : undefined };
}

/** Tallies the statuses and messages of many answers: { '201': 600, '429 Er worden …': 25 }. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer's JSON, read field by field by the assertions
function tally(answers: { status: number; body: any }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const label = a.status === 201 ? '201' : `${a.status} ${a.body?.message}`;
    counts[label] = (counts[label] ?? 0) + 1;
  }
  return counts;
}

/** Everything an upload could leave behind. */
async function footprint() {
  const [elaborations, files] = await Promise.all([db().elaboration.count(), db().storedFile.count()]);
  return { elaborations, files };
}

const storedIn = (set: SetFixture) => db().elaboration.count({ where: { collectionId: set.id } });

/**
 * Puts uploads in a set's store as earlier requests would have left them: `count` rows made at `at`, whose stored
 * files' recorded sizes add up to `bytes` (3 GiB cannot be uploaded in a test). The first rows carry the bytes, at
 * most 1 GiB each (a file's size is an int); the others share a file of none.
 */
async function seedUploads(set: SetFixture, count: number, at: Date, bytes = 1000 * count) {
  const content = new Uint8Array(photo);
  const file = (size: number) =>
    db().storedFile.create({
      data: { name: `${randomBytes(16).toString('hex')}.png`, mime: 'image/png', size, sha256: createHash('sha256').update(content).digest('hex'), content, createdAt: at },
      select: { id: true },
    });
  const carriers: number[] = [];
  for (let left = bytes; left > 0; left -= 2 ** 30) carriers.push((await file(Math.min(left, 2 ** 30))).id);
  expect(carriers.length).toBeLessThanOrEqual(count);
  const rest = await file(0);
  await db().elaboration.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      collectionId: set.id,
      questionId: set.questionIds[i % 2]!,
      fileId: carriers[i] ?? rest.id,
      deviceKey: `eerder-${i % 70}`,
      createdAt: at,
    })),
  });
}

describe('the sweep of ended rate rows', () => {
  it('removes the upload rate rows whose window has ended, once every 1,000 attempts, and no other rows', async () => {
    const set = await makeSet();
    const at = (minutes: number) => new Date(now + minutes * MINUTE);
    // Rows a device key nobody sends again leaves behind (consumeRate clears a row only when its own key comes back).
    await db().loginThrottle.createMany({
      data: [
        { key: 'rate|upload-device|device:verlaten-1', failures: 3, lockedUntil: at(-1) },
        { key: 'rate|upload-device|device:verlaten-2', failures: 1, lockedUntil: at(-60 * 24) },
        { key: 'rate|upload-address|verlaten', failures: 7, lockedUntil: at(-5) },
        { key: 'rate|upload-device|device:bezig', failures: 2, lockedUntil: at(5) },
        { key: 'rate|feedback|verlaten', failures: 1, lockedUntil: at(-1) },
      ],
    });
    const keysLeft = async () =>
      (
        await db().loginThrottle.findMany({
          where: {
            key: { in: ['rate|upload-device|device:verlaten-1', 'rate|upload-device|device:verlaten-2', 'rate|upload-address|verlaten', 'rate|upload-device|device:bezig', 'rate|feedback|verlaten'] },
          },
          select: { key: true },
        })
      )
        .map((r) => r.key)
        .sort();
    // 1,000 attempts (forms without a file: each is counted and refused, nothing decoded), twenty at a time, from
    // devices and addresses of their own: whatever this process counted before, exactly one of them sweeps.
    const keys = deviceKeys(server.config.appSecret);
    const attempt = async (i: number) => {
      const form = new FormData();
      form.append('name', 'Sam');
      const response = await phone.request('POST', `/api/collections/${set.key}/${set.questions[i % 2]}/elaborations`, form, {
        'X-Device-Key': keys.issue(),
        'X-Forwarded-For': `10.77.${Math.floor(i / 250)}.${i % 250}`,
      });
      await response.arrayBuffer();
      return response.status;
    };
    const statuses: number[] = [];
    for (let i = 0; i < 1_000; i += 20) statuses.push(...(await Promise.all(Array.from({ length: 20 }, (_, j) => attempt(i + j)))));
    expect(statuses.filter((status) => status !== 422)).toEqual([]);
    expect(await keysLeft()).toEqual(['rate|feedback|verlaten', 'rate|upload-device|device:bezig']);
    expect(await storedIn(set)).toBe(0);
  });
});

describe("fair use's new devices", () => {
  it("refuses a new device's upload once its address brought 40 new devices into the set, in its own words (429), and stores nothing", async () => {
    const set = await makeSet();
    const address = '198.51.100.40';
    // 40 phones behind one school address open the set (REST, as a legacy client): each is a new device.
    for (let i = 0; i < 40; i++) {
      const read = await fetch(`${server.url}/api/collections/${set.key}`, { headers: { Accept: 'application/json', 'X-Forwarded-For': address } });
      expect(read.status).toBe(200);
    }
    expect((await db().collection.findUniqueOrThrow({ where: { id: set.id }, select: { deviceCount: true } })).deviceCount).toBe(40);
    const before = await footprint();
    // The 41st device of that address sends a photo before it opened the set: its upload would admit it.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'uitwerking.png');
    const response = await phone.request('POST', `/api/collections/${set.key}/${set.questions[0]}/elaborations`, form, {
      'X-Device-Key': deviceKeys(server.config.appSecret).issue(),
      'X-Forwarded-For': address,
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('600');
    expect(await response.json()).toEqual({ message: 'Er openen nu te veel nieuwe apparaten deze examenvragen vanaf hetzelfde netwerk. Probeer het over een paar minuten opnieuw.' });
    expect(await footprint()).toEqual(before);
    expect((await db().collection.findUniqueOrThrow({ where: { id: set.id }, select: { deviceCount: true } })).deviceCount).toBe(40);
    // A device the set admitted before still sends from there, and a new one from another address gets in.
    expect((await upload(set, 0, { device: 'toegelaten', address })).status).toBe(201);
    const elsewhere = await phone.request('POST', `/api/collections/${set.key}/${set.questions[0]}/elaborations`, form, {
      'X-Device-Key': deviceKeys(server.config.appSecret).issue(),
      'X-Forwarded-For': '198.51.100.41',
    });
    expect(elsewhere.status).toBe(201);
  });
});

describe('per device and question', () => {
  // A race, run on PostgreSQL too (CI's second run): on PGlite a transaction holds the one connection until
  // it ends, so racing transactions take turns there; only PostgreSQL runs them at once.
  it('stores at most 10 photos of one device for one question, however many race; the device may still answer the other question', async () => {
    const set = await makeSet();
    const sender = { device: 'vraag-toestel', address: '10.1.0.1' };
    const before = await footprint();
    const answers = await Promise.all(Array.from({ length: 14 }, () => upload(set, 0, sender)));
    expect(tally(answers)).toEqual({ '201': 10, [`403 ${MESSAGES.questionCount}`]: 4 });
    expect(await db().elaboration.count({ where: { collectionId: set.id, questionId: set.questionIds[0], deviceKey: deviceKeyOf.get('vraag-toestel') } })).toBe(10);
    expect(await footprint()).toEqual({ elaborations: before.elaborations + 10, files: before.files + 10 });

    expect(await upload(set, 1, sender)).toMatchObject({ status: 201 });
    // Another device on the same question is not held back.
    expect(await upload(set, 0, { device: 'ander-toestel', address: '10.1.0.1' })).toMatchObject({ status: 201 });
  });
});

describe('per device', () => {
  it('takes 30 photos of a device in ten minutes over all sets; the 31st waits (429, Retry-After), and after ten minutes it may send again', async () => {
    const sets = [await makeSet(), await makeSet()];
    const sender = { device: 'snelle-telefoon', address: '10.2.0.1' };
    // 30 over four questions of two sets, none past 10 for a question.
    for (let i = 0; i < 30; i++) expect(await upload(sets[i % 2]!, ((i >> 1) % 2) as 0 | 1, sender)).toMatchObject({ status: 201 });

    const before = await footprint();
    const refused = await upload(sets[0]!, 1, sender);
    expect(refused).toEqual({ status: 429, retryAfter: '600', body: { message: MESSAGES.deviceRate } });
    expect(await footprint()).toEqual(before);
    // Another device at the same address is not held back.
    expect(await upload(sets[0]!, 1, { device: 'andere-telefoon', address: '10.2.0.1' })).toMatchObject({ status: 201 });

    now += 10 * MINUTE;
    expect(await upload(sets[1]!, 1, sender)).toMatchObject({ status: 201 });
  });

  it('counts a signed-in student by their account, whatever device key they send', async () => {
    const set = await makeSet();
    const student = await createUser(db(), { role: 'leerling' });
    const client = await signedInClient(server, student.email);
    const send = async (device: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'uitwerking.png');
      const response = await client.request('POST', `/api/collections/${set.key}/${set.questions[0]}/elaborations`, form, { 'X-Device-Key': device, 'X-Forwarded-For': '10.2.1.1' });
      return { status: response.status, body: await response.json() };
    };
    for (let i = 0; i < 10; i++) expect(await send(`sleutel-${i}`)).toMatchObject({ status: 201 });
    expect(await send('nog-een-sleutel')).toEqual({ status: 403, body: { message: MESSAGES.questionCount } });
    expect(await db().elaboration.count({ where: { collectionId: set.id, userId: student.id } })).toBe(10);
  });
});

describe('per address', () => {
  it('stores 600 photos from one address in ten minutes, from any number of devices: of 625 racing uploads exactly 600; another address is not held back', async () => {
    const sets = [await makeSet(), await makeSet()];
    const address = '10.3.0.1';
    const before = await footprint();
    // 60 devices × 10 photos over two sets (300 each, under the set's rate) and 25 more devices with one each:
    // no device, question or set reaches a limit of its own, and fair use admits them all (73 devices per set at most).
    const jobs: (() => ReturnType<typeof upload>)[] = [];
    for (let d = 0; d < 60; d++) {
      for (let i = 0; i < 10; i++) jobs.push(() => upload(sets[i % 2]!, (i % 4 < 2 ? 0 : 1) as 0 | 1, { device: `school-${d}`, address }));
    }
    for (let d = 60; d < 85; d++) jobs.push(() => upload(sets[d % 2]!, 0, { device: `school-${d}`, address }));
    // Shuffled, and sent 25 at a time.
    jobs.sort(() => Math.random() - 0.5);
    const answers: Awaited<ReturnType<typeof upload>>[] = [];
    for (let i = 0; i < jobs.length; i += 25) answers.push(...(await Promise.all(jobs.slice(i, i + 25).map((job) => job()))));

    expect(tally(answers)).toEqual({ '201': 600, [`429 ${MESSAGES.addressRate}`]: 25 });
    expect(answers.filter((a) => a.status === 429).every((a) => Number(a.retryAfter) > 0 && Number(a.retryAfter) <= 600)).toBe(true);
    expect((await storedIn(sets[0]!)) + (await storedIn(sets[1]!))).toBe(600);
    expect(await footprint()).toEqual({ elaborations: before.elaborations + 600, files: before.files + 600 });

    expect(await upload(sets[0]!, 0, { device: 'thuis', address: '10.3.0.2' })).toMatchObject({ status: 201 });
  }, 120_000);
});

describe('per set', () => {
  it('takes 400 photos in ten minutes from all addresses together (429 until the oldest leaves the window); older uploads do not count', async () => {
    const set = await makeSet();
    const at = new Date(now);
    await seedUploads(set, 50, new Date(at.getTime() - 11 * MINUTE));
    await seedUploads(set, 399, new Date(at.getTime() - 4 * MINUTE));
    expect(await upload(set, 0, { device: 'set-1', address: '10.4.0.1' })).toMatchObject({ status: 201 });

    const before = await footprint();
    const refused = await upload(set, 1, { device: 'set-2', address: '10.4.0.2' });
    // The oldest of the last ten minutes' uploads was 4 minutes ago: 6 minutes to wait.
    expect(refused).toEqual({ status: 429, retryAfter: '360', body: { message: MESSAGES.setRate(6) } });
    expect(await footprint()).toEqual(before);

    now += 6 * MINUTE;
    expect(await upload(set, 1, { device: 'set-2', address: '10.4.0.2' })).toMatchObject({ status: 201 });
  });

  it('takes 3,000 photos in all (403)', async () => {
    const set = await makeSet();
    await seedUploads(set, 2_999, new Date(now - 60 * MINUTE));
    expect(await upload(set, 0, { device: 'laatste', address: '10.5.0.1' })).toMatchObject({ status: 201 });
    const before = await footprint();
    expect(await upload(set, 1, { device: 'te-laat', address: '10.5.0.2' })).toEqual({ status: 403, retryAfter: null, body: { message: MESSAGES.setCount } });
    expect(await footprint()).toEqual(before);
    expect(await storedIn(set)).toBe(3_000);
  });
});

describe("a set's store", () => {
  it('refuses a photo once the set holds 3 GiB (403, in Dutch), without looking at the file, and stores nothing', async () => {
    const set = await makeSet();
    await seedUploads(set, 3, new Date(now - 60 * MINUTE), STORE_MAX);
    const before = await footprint();
    expect(await upload(set, 0, { device: 'vol-1', address: '10.6.0.1' })).toEqual({ status: 403, retryAfter: null, body: { message: MESSAGES.setStore } });
    // A full store decodes nothing: a file that is no photo at all gets the same answer.
    expect(await upload(set, 0, { device: 'vol-1', address: '10.6.0.1' }, Buffer.from('geen foto'))).toEqual({ status: 403, retryAfter: null, body: { message: MESSAGES.setStore } });
    expect(await footprint()).toEqual(before);
  });

  it('of racing uploads stores only those the store has room for', async () => {
    const set = await makeSet();
    // The size of the photo as the server stores it (re-encoded), read from the database.
    const first = await upload(set, 0, { device: 'maat', address: '10.7.0.1' });
    expect(first.status).toBe(201);
    const size = (await db().elaboration.findUniqueOrThrow({ where: { id: ids().decode(first.body.id)! }, select: { file: { select: { size: true } } } })).file.size;
    // Room for two more photos and half of a third.
    await seedUploads(set, 3, new Date(now - 60 * MINUTE), STORE_MAX - size - Math.floor(2.5 * size));

    const before = await footprint();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => upload(set, (i % 2) as 0 | 1, { device: `race-${i}`, address: '10.7.0.2' })));
    expect(tally(answers)).toEqual({ '201': 2, [`403 ${MESSAGES.setStore}`]: 6 });
    expect(await footprint()).toEqual({ elaborations: before.elaborations + 2, files: before.files + 2 });
    const stored = await db().$queryRaw<{ bytes: bigint }[]>`
      SELECT sum(f.size)::bigint AS bytes FROM elaborations e JOIN stored_files f ON f.id = e.file_id WHERE e.collection_id = ${set.id}`;
    expect(Number(stored[0]!.bytes)).toBeLessThanOrEqual(STORE_MAX);
  });
});
