// A student's worked answer sent to the teacher: POST /api/collections/{key}/{question}/elaborations (document 4 §6,
// document 2 §2.4 and §7) as real multipart requests against the real server. Real PNG and JPEG photos are stored
// upright and without a byte of their metadata; hostile files (text called .png, SVG, pixel floods, a truncated
// JPEG, 11 MB) are refused with the field's Dutch message and leave nothing behind; only the set's owner and admins
// see what was sent (GET /api/collections/{key}/elaborations, GET /api/elaborations/{id}).
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { createIdCodec } from '../../server/app/ids.ts';
import { createSetFixture, createLicense, createSeat, createUser, signedInClient, streamIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import type { HttpClient } from '../setup/client.ts';
import { storedObject } from '../setup/files.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.db.prisma;
const ids = () => createIdCodec(server.config.idSecret);

const INVALID = 'The given data was invalid.';
const FAIR_USE = { message: 'Helaas... Je kunt deze examenvragen niet meer gebruiken. Ze zijn zo vaak gebruikt dat geen sprake meer is van redelijk gebruik.' };
const NOT_FOUND = { message: 'Not Found' };
const MESSAGES = {
  required: 'Kies een foto (PNG of JPEG).',
  notAnImage: 'Dit bestand is geen foto: kies een PNG- of JPEG-bestand.',
  tooLarge: 'Het bestand is groter dan 10 MB.',
  tooManyPixels: 'De foto heeft te veel pixels (hoogstens 50 megapixel).',
  unreadable: 'De foto is beschadigd of onvolledig en kan niet worden gelezen.',
  nameTooLong: 'De naam mag hoogstens 255 tekens lang zijn.',
  oneFile: 'Stuur één foto tegelijk.',
};

// ── Fixtures ──

const ONBOARDED = { school: 'Testschool', place: 'Utrecht', onboarding: { step1: 'finished', step2: 'finished' } };

async function teacher(name: string) {
  const user = await createUser(db(), { role: 'docent', firstName: name, lastName: 'Docent', data: ONBOARDED });
  const license = await createLicense(db());
  await createSeat(db(), { licenseId: license.id, userId: user.id, privileges: [{ action: 'opgavensets samenstellen', objectId: await streamIdOf(db(), 'natuurkunde-havo') }] });
  return { id: user.id, client: await signedInClient(server, user.email) };
}

interface SetFixture {
  id: number;
  key: string;
  /** REST ids of two questions in the set. */
  questions: [string, string];
  /** The REST id of a question of the same topic that is not in the set. */
  outside: string;
}

/** A set of two questions of a demo topic, owned by `ownerId`, made straight in the database. */
async function makeSet(ownerId: number, deviceCount = 0): Promise<SetFixture> {
  const topic = await db().topic.findFirstOrThrow({
    where: { name: 'Tram in de binnenstad', exam: { stream: { slug: 'natuurkunde-havo' } } },
    select: { id: true, exam: { select: { streamId: true } }, questions: { orderBy: { number: 'asc' }, select: { id: true } } },
  });
  const [q1, q2, q3] = topic.questions;
  const set = await createSetFixture(db(), { ownerId, streamId: topic.exam.streamId, name: 'Uitwerkingenset', topicOrder: [topic.id], deviceCount, questionIds: [q1!.id, q2!.id] });
  return { id: set.id, key: set.key, questions: [ids().encode(q1!.id), ids().encode(q2!.id)], outside: ids().encode(q3!.id) };
}

let owner: Awaited<ReturnType<typeof teacher>>;
let otherTeacher: Awaited<ReturnType<typeof teacher>>;
let admin: HttpClient;
let set: SetFixture;
beforeAll(async () => {
  owner = await teacher('Eigenaar');
  otherTeacher = await teacher('Andere');
  admin = await signedInClient(server, (await createUser(db(), { role: 'admin' })).email);
  set = await makeSet(owner.id);
});

/** A student's phone: no session, a CSRF token like the web app fetches, and its device key. */
async function student(): Promise<HttpClient> {
  const client = server.client();
  await client.csrf();
  return client;
}

interface FilePart {
  bytes: Uint8Array;
  filename: string;
  type: string;
}

/** Sends the upload form as the web app does (multipart: file, name); the status and parsed body. */
async function upload(
  client: HttpClient,
  path: string,
  form: { file?: FilePart; name?: string; extraFiles?: FilePart[] },
  deviceKey = 'telefoon-1',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer's JSON, read field by field by the assertions
): Promise<{ status: number; body: any }> {
  const data = new FormData();
  for (const file of [form.file, ...(form.extraFiles ?? [])]) {
    if (file) data.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  }
  if (form.name !== undefined) data.append('name', form.name);
  const response = await client.request('POST', path, data, { 'X-Device-Key': deviceKey });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const uploadPath = (key: string, question: string) => `/api/collections/${key}/${question}/elaborations`;

/** Everything an upload could leave behind: rows and stored bytes, and the devices admitted to sets. */
async function footprint() {
  const [elaborations, files, bytes, devices] = await Promise.all([
    db().elaboration.count(),
    db().storedFile.count(),
    db().storedFile.aggregate({ _sum: { size: true } }),
    db().collectionDevice.count(),
  ]);
  return { elaborations, files, bytes: bytes._sum.size ?? 0, devices };
}

// ── Images ──

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } }).composite([
    // A red block top left: after turning the photo upright it must be elsewhere.
    { input: { create: { width: Math.floor(width / 4), height: Math.floor(height / 4), channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
  ]);

/** A phone photo: 1200 × 800 pixels stored sideways (EXIF orientation 6), with the student's name and GPS in its EXIF. */
const phoneJpeg = () =>
  photo(1200, 800)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Artist: 'Lotte Leerling', Copyright: 'geheim-kenmerk' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 0/1' } })
    .toBuffer();

const screenshotPng = () =>
  photo(640, 480)
    .png()
    .withExif({ IFD0: { Artist: 'Lotte Leerling', Copyright: 'geheim-kenmerk' } })
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid black-and-white PNG of 30000 × 30000 pixels (900 megapixels, 2.7 GB once decoded as
 * RGB) whose all-white rows deflate to about 110 kB. Written by hand: sharp itself needs 15 s to make one.
 */
function pixelBombPng(): Buffer {
  const width = 30_000;
  const height = 30_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // one bit per pixel, greyscale (colour type 0)
  const rows = Buffer.alloc((1 + width / 8) * height); // each row: filter byte 0 and 3750 bytes of pixels
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows, { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
}

const png = (bytes: Uint8Array, filename = 'uitwerking.png'): FilePart => ({ bytes, filename, type: 'image/png' });
const jpg = (bytes: Uint8Array, filename = 'IMG_2043.jpg'): FilePart => ({ bytes, filename, type: 'image/jpeg' });

// ── Uploading ──

describe('POST /api/collections/{key}/{question}/elaborations', () => {
  it('stores a phone photo upright, as a new JPEG without any of its metadata, under a name the server made', async () => {
    const original = await phoneJpeg();
    // The fixture is what a phone sends: sideways pixels, an orientation flag, and EXIF that names the student.
    const before = await sharp(original).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([1200, 800, 6]);
    expect(original.includes('geheim-kenmerk')).toBe(true);

    const anonymous = await student();
    const answer = await upload(anonymous, uploadPath(set.key, set.questions[0]), { file: jpg(original), name: '  Lotte de Vries, 5H2 ' });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body)).toEqual(['id']);
    const id = ids().decode(answer.body.id)!;

    const row = await db().elaboration.findUniqueOrThrow({ where: { id }, select: { collectionId: true, questionId: true, userId: true, name: true, file: true } });
    expect(row).toMatchObject({ collectionId: set.id, questionId: ids().decode(set.questions[0]), userId: null, name: 'Lotte de Vries, 5H2' });
    const stored = await storedObject(row.file);
    expect(row.file.name).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(row.file.mime).toBe('image/jpeg');
    expect(row.file.size).toBe(stored.length);
    expect(stored.equals(original)).toBe(false);

    const after = await sharp(stored, { failOn: 'error' }).metadata();
    expect(after.format).toBe('jpeg');
    // Turned upright: 800 wide and 1200 high, with no orientation left to apply.
    expect([after.width, after.height, after.orientation]).toEqual([800, 1200, undefined]);
    expect([after.exif, after.icc, after.xmp, after.iptc]).toEqual([undefined, undefined, undefined, undefined]);
    expect(stored.includes('Exif')).toBe(false);
    expect(stored.includes('geheim-kenmerk')).toBe(false);
    expect(stored.includes('Lotte')).toBe(false);
    // Every pixel decodes; the red block that was top left is now top right.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(pixel(790, 10)[0]).toBeGreaterThan(200);
    expect(pixel(10, 10)[0]).toBeLessThan(100);
  });

  it('keeps a PNG a PNG, without its metadata, and records the signed-in sender', async () => {
    const original = await screenshotPng();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const answer = await upload(owner.client, uploadPath(set.key, set.questions[1]), { file: png(original, 'scherm.PNG') });
    expect(answer.status).toBe(201);
    const row = await db().elaboration.findUniqueOrThrow({ where: { id: ids().decode(answer.body.id)! }, select: { userId: true, name: true, file: true } });
    expect(row.userId).toBe(owner.id);
    expect(row.name).toBeNull();
    expect(row.file.name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(row.file.mime).toBe('image/png');
    const stored = await storedObject(row.file);
    const after = await sharp(stored, { failOn: 'error' }).metadata();
    expect([after.format, after.width, after.height, after.exif]).toEqual(['png', 640, 480, undefined]);
    expect(stored.includes('eXIf')).toBe(false);
    expect(stored.includes('geheim-kenmerk')).toBe(false);
  });

  describe('refuses hostile and broken files with the field message, and writes nothing', () => {
    const refused = async (form: Parameters<typeof upload>[2], errors: Record<string, string[]>, question = set.questions[0]) => {
      const before = await footprint();
      const answer = await upload(await student(), uploadPath(set.key, question), form, `telefoon-${randomBytes(4).toString('hex')}`);
      expect(answer).toEqual({ status: 422, body: { message: INVALID, errors } });
      expect(await footprint()).toEqual(before);
    };

    it('a text file called .png', async () => {
      await refused({ file: png(Buffer.from('Dit is mijn uitwerking: F = m · a = 12 N\n'), 'uitwerking.png'), name: 'Sam' }, { file: [MESSAGES.notAnImage] });
    });

    it('an SVG (with a script in it)', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>');
      await refused({ file: { bytes: svg, filename: 'antwoord.png', type: 'image/png' } }, { file: [MESSAGES.notAnImage] });
      await refused({ file: { bytes: svg, filename: 'antwoord.svg', type: 'image/svg+xml' } }, { file: [MESSAGES.notAnImage] });
    });

    it('a PDF, and a GIF called .jpg', async () => {
      await refused({ file: { bytes: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'), filename: 'uitwerking.pdf', type: 'application/pdf' } }, { file: [MESSAGES.notAnImage] });
      const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000000' } })
        .gif()
        .toBuffer();
      await refused({ file: jpg(gif, 'foto.jpg') }, { file: [MESSAGES.notAnImage] });
    });

    it('a pixel flood: a solid-colour PNG of 8000 × 7000 pixels (56 megapixels) in 180 kB', async () => {
      const flood = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer();
      expect(flood.length).toBeLessThan(300_000);
      await refused({ file: png(flood) }, { file: [MESSAGES.tooManyPixels] });
    });

    it('a decompression bomb: a PNG of 30000 × 30000 pixels in 110 kB, refused without decoding it', async () => {
      const bomb = pixelBombPng();
      expect(bomb.length).toBeLessThan(150_000);
      const header = await sharp(bomb, { limitInputPixels: false }).metadata();
      expect([header.format, header.width, header.height]).toEqual(['png', 30_000, 30_000]);
      const started = Date.now();
      await refused({ file: png(bomb) }, { file: [MESSAGES.tooManyPixels] });
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('a truncated JPEG and a truncated PNG', async () => {
      const photoBytes = await phoneJpeg();
      await refused({ file: jpg(photoBytes.subarray(0, Math.floor(photoBytes.length * 0.6))) }, { file: [MESSAGES.unreadable] });
      const pngBytes = await screenshotPng();
      await refused({ file: png(pngBytes.subarray(0, pngBytes.length - 40)) }, { file: [MESSAGES.unreadable] });
      // Only the signature of a JPEG, nothing after it.
      await refused({ file: jpg(Buffer.from([0xff, 0xd8, 0xff, 0xe0])) }, { file: [MESSAGES.unreadable] });
    });

    it('a file of 11 MB (read as a stream and cut off at the limit, not kept whole)', async () => {
      const big = Buffer.concat([await phoneJpeg(), randomBytes(11 * 1024 * 1024)]);
      await refused({ file: jpg(big) }, { file: [MESSAGES.tooLarge] });
    });

    it('no file, an empty file, and a file under another field name', async () => {
      await refused({ name: 'Sam' }, { file: [MESSAGES.required] });
      await refused({ file: png(Buffer.alloc(0), '') }, { file: [MESSAGES.required] });
      const data = new FormData();
      data.append('foto', new Blob([new Uint8Array(await screenshotPng())], { type: 'image/png' }), 'scherm.png');
      const before = await footprint();
      const response = await (await student()).request('POST', uploadPath(set.key, set.questions[0]), data);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ message: INVALID, errors: { file: [MESSAGES.required] } });
      expect(await footprint()).toEqual(before);
    });

    it('a name of more than 255 characters (the photo is fine), and both at once', async () => {
      const good = png(await screenshotPng());
      await refused({ file: good, name: 'x'.repeat(256) }, { name: [MESSAGES.nameTooLong] });
      // A name far past the form's field size is cut off by the parser and is still too long.
      await refused({ file: good, name: 'é'.repeat(10_000) }, { name: [MESSAGES.nameTooLong] });
      await refused({ file: png(Buffer.from('geen foto')), name: 'x'.repeat(300) }, { name: [MESSAGES.nameTooLong], file: [MESSAGES.notAnImage] });
    });

    it('two files at once', async () => {
      const good = png(await screenshotPng());
      await refused({ file: good, extraFiles: [good] }, { file: [MESSAGES.oneFile] });
    });
  });

  it('answers 404 for an unknown set, a question not in the set or an id the server did not make, and writes nothing', async () => {
    const before = await footprint();
    const file = png(await screenshotPng());
    const unknownKey = randomBytes(16).toString('base64url');
    for (const path of [uploadPath(unknownKey, set.questions[0]), uploadPath('geen-sleutel', set.questions[0]), uploadPath(set.key, set.outside), uploadPath(set.key, 'zzzzzzzz')]) {
      expect([path, await upload(await student(), path, { file, name: 'Sam' })]).toEqual([path, { status: 404, body: NOT_FOUND }]);
    }
    expect(await footprint()).toEqual(before);
  });

  it('refuses an upload without the CSRF token (419), and writes nothing', async () => {
    const before = await footprint();
    const client = server.client();
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array(await screenshotPng())], { type: 'image/png' }), 'scherm.png');
    const response = await client.request('POST', uploadPath(set.key, set.questions[0]), data);
    expect(response.status).toBe(419);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a request that announces more than 20 MB before reading it (413)', async () => {
    const anonymous = await student();
    const token = anonymous.cookies.get('XSRF-TOKEN')!;
    const before = await footprint();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${server.url}${uploadPath(set.key, set.questions[0])}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=----grens',
          'Content-Length': String(500 * 1024 * 1024),
          Cookie: `XSRF-TOKEN=${token}`,
          'X-XSRF-TOKEN': decodeURIComponent(token),
          Accept: 'application/json',
        },
      });
      request.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode!, body });
          request.destroy();
        });
      });
      request.on('error', reject);
      // Only the start of the form is sent: the answer must not wait for the rest.
      request.write('------grens\r\nContent-Disposition: form-data; name="file"; filename="groot.jpg"\r\nContent-Type: image/jpeg\r\n\r\n');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: INVALID, errors: { file: [MESSAGES.tooLarge] } });
    expect(await footprint()).toEqual(before);
  });

  it('answers 400 for a multipart body that cannot be read, and writes nothing', async () => {
    const anonymous = await student();
    const before = await footprint();
    for (const [contentType, body] of [
      // The form breaks off inside the file.
      ['multipart/form-data; boundary=grens', '--grens\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG'],
      // No boundary to split the form by.
      ['multipart/form-data', 'geen grens'],
    ] as const) {
      const token = anonymous.cookies.get('XSRF-TOKEN')!;
      const raw = await fetch(`${server.url}${uploadPath(set.key, set.questions[0])}`, {
        method: 'POST',
        headers: { 'Content-Type': contentType, Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': decodeURIComponent(token) },
        body,
      });
      expect([contentType, raw.status, await raw.json()]).toEqual([contentType, 400, { message: 'Bad Request' }]);
    }
    expect(await footprint()).toEqual(before);
  });

  it('takes multipart only here: other routes still refuse it (415)', async () => {
    const data = new FormData();
    data.append('origin', 'student');
    const response = await (await student()).request('POST', '/api/log', data);
    expect(response.status).toBe(415);
  });

  it('refuses a new device on a set at its fair-use limit (403) without admitting it; an admitted one may still send', async () => {
    const full = await makeSet(owner.id, 74);
    const file = png(await screenshotPng());
    // The 75th device: a phone that keeps the key the server gave it (its cookie).
    const admitted = await student();
    expect(await upload(admitted, uploadPath(full.key, full.questions[0]), { file }, 'toestel-75')).toMatchObject({ status: 201 });
    expect(await db().collection.findUniqueOrThrow({ where: { id: full.id }, select: { deviceCount: true } })).toEqual({ deviceCount: 75 });

    const before = await footprint();
    expect(await upload(await student(), uploadPath(full.key, full.questions[0]), { file }, 'toestel-76')).toEqual({ status: 403, body: FAIR_USE });
    expect(await footprint()).toEqual(before);
    expect(await db().collection.findUniqueOrThrow({ where: { id: full.id }, select: { deviceCount: true } })).toEqual({ deviceCount: 75 });

    expect(await upload(admitted, uploadPath(full.key, full.questions[1]), { file }, 'toestel-75')).toMatchObject({ status: 201 });
    // The owner is never counted.
    expect(await upload(owner.client, uploadPath(full.key, full.questions[1]), { file })).toMatchObject({ status: 201 });
  });
});

// ── Seeing what was sent ──

describe('GET /api/collections/{key}/elaborations and GET /api/elaborations/{id}', () => {
  let own: SetFixture;
  let sent: { id: string; bytes: Buffer }[];
  beforeAll(async () => {
    own = await makeSet(owner.id);
    sent = [];
    for (const [question, file, name] of [
      [own.questions[0], jpg(await phoneJpeg()), 'Lotte'],
      [own.questions[1], png(await screenshotPng()), 'Sam'],
    ] as const) {
      const answer = await upload(await student(), uploadPath(own.key, question), { file, name });
      expect(answer.status).toBe(201);
      const row = await db().elaboration.findUniqueOrThrow({ where: { id: ids().decode(answer.body.id)! }, select: { file: { select: { sha256: true, content: true } } } });
      sent.push({ id: answer.body.id, bytes: await storedObject(row.file) });
    }
  });

  it("lists a set's uploads, newest first, to its owner and to admins", async () => {
    const expected = [
      { id: sent[1]!.id, question_id: own.questions[1], name: 'Sam', mime: 'image/png', size: sent[1]!.bytes.length, url: `/api/elaborations/${sent[1]!.id}` },
      { id: sent[0]!.id, question_id: own.questions[0], name: 'Lotte', mime: 'image/jpeg', size: sent[0]!.bytes.length, url: `/api/elaborations/${sent[0]!.id}` },
    ];
    for (const client of [owner.client, admin]) {
      const answer = await client.json<Record<string, unknown>[]>('GET', `/api/collections/${own.key}/elaborations`);
      expect(answer.status).toBe(200);
      expect(answer.body.map(({ created_at, ...rest }) => (expect(created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/), rest))).toEqual(expected);
    }
  });

  it('serves each image to the owner and admins, privately and never sniffed', async () => {
    for (const client of [owner.client, admin]) {
      for (const [index, mime] of [
        [0, 'image/jpeg'],
        [1, 'image/png'],
      ] as const) {
        const response = await client.get(`/api/elaborations/${sent[index]!.id}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(mime);
        expect(response.headers.get('cache-control')).toMatch(/^private\b/);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(Buffer.from(await response.arrayBuffer()).equals(sent[index]!.bytes)).toBe(true);
      }
    }
  });

  it('shows nothing to another teacher (404) or to a visitor who is not signed in (401)', async () => {
    expect(await otherTeacher.client.json('GET', `/api/collections/${own.key}/elaborations`)).toEqual({ status: 404, body: NOT_FOUND });
    expect(await otherTeacher.client.json('GET', `/api/elaborations/${sent[0]!.id}`)).toEqual({ status: 404, body: NOT_FOUND });
    const anonymous = await student();
    expect(await anonymous.json('GET', `/api/collections/${own.key}/elaborations`)).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    expect(await anonymous.json('GET', `/api/elaborations/${sent[0]!.id}`)).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    // Nor does an id lead anywhere that names no upload.
    expect(await owner.client.json('GET', `/api/elaborations/${ids().encode(999_999)}`)).toEqual({ status: 404, body: NOT_FOUND });
    expect(await owner.client.json('GET', `/api/collections/${randomBytes(16).toString('base64url')}/elaborations`)).toEqual({ status: 404, body: NOT_FOUND });
  });

  it("an empty set's list is empty", async () => {
    const empty = await makeSet(owner.id);
    expect(await owner.client.json('GET', `/api/collections/${empty.key}/elaborations`)).toEqual({ status: 200, body: [] });
  });
});

describe('the OpenAPI document', () => {
  it('describes the upload as a multipart form of a binary file and a name, and the two reading routes', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the OpenAPI document's request body, read path by path below
    const doc = (await (await server.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { requestBody?: any; responses: Record<string, unknown> }>> };
    const post = doc.paths['/api/collections/{collection}/{question}/elaborations']!.post!;
    const form = post.requestBody.content['multipart/form-data'].schema.anyOf[0];
    expect(form.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.properties.name.type).toEqual(['string', 'null']);
    expect(Object.keys(post.responses).sort()).toEqual(['201', '400', '403', '404', '413', '422', '429']);
    expect(Object.keys(doc.paths['/api/collections/{collection}/elaborations']!.get!.responses).sort()).toEqual(['200', '401', '404']);
    expect(Object.keys(doc.paths['/api/elaborations/{elaboration}']!.get!.responses).sort()).toEqual(['200', '401', '404']);
  });
});
