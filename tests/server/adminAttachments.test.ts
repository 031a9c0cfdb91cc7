// Attachments in the back-office (issue 45, document 3 §3 Attachment and §5, document 4 §13): an author uploads a PNG
// or JPEG (judged by its bytes) through POST /api/admin/attachments, which is stored re-encoded — upright, without
// EXIF (GPS included), at most 2000 px on its longer side, PNG kept as PNG with its transparency — with its real size
// and one audit entry; anything else is refused with nothing written. GET /api/admin/attachments?exam= and GraphQL's
// Exam.attachments list an exam's attachments (its topics', questions', appendixes' and those uploaded for it).
// Authors and admins only.
//
// The images are made here with sharp; every expected size is worked out by hand from the sizes made (a 3000 × 1500
// PNG fits 2000 × 1000; a 400 × 300 JPEG with EXIF orientation 6, 'turn 90° clockwise', stands 300 × 400).
import { crc32 } from 'node:zlib';
import { encodeGlobalID } from '@pothos/plugin-relay';
import sharp from 'sharp';
import { createIdCodec } from '../../server/app/ids.ts';
import type { HttpClient } from '../setup/client.ts';
import { signedInClient, streamIdOf, userIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { storedObject } from '../setup/files.ts';

let server: TestServer;
const db = () => server.db.prisma;
const ids = () => createIdCodec(server.config.idSecret);
let havo = 0;
let author = 0;
const clients: Record<string, HttpClient> = {};
const ROLES = [
  ['admin', 'admin@vraagwerk.nl'],
  ['author', 'auteur@vraagwerk.nl'],
  ['docent', 'docent@vraagwerk.nl'],
  ['leerling', 'leerling@vraagwerk.nl'],
] as const;

beforeAll(async () => {
  server = await startTestServer();
  havo = await streamIdOf(db(), 'natuurkunde-havo');
  author = await userIdOf(db(), 'auteur@vraagwerk.nl');
  for (const [role, email] of ROLES) clients[role] = await signedInClient(server, email);
  clients.anonymous = server.client();
});
afterAll(async () => {
  await server.close();
});

const INVALID = 'The given data was invalid.';
const NOT_AN_IMAGE = 'The file must be a file of type: jpg, jpeg, png.';

type AttachmentBody = { id: string; name: string; url: string; path: string };

/** POST /api/admin/attachments as the web's picker sends it. */
async function upload(client: HttpClient, fields: { name?: string; exam?: string }, file?: { bytes: Buffer; filename: string; type: string }) {
  if (!client.cookies.has('XSRF-TOKEN')) await client.csrf();
  const form = new FormData();
  if (fields.name !== undefined) form.append('name', fields.name);
  if (fields.exam !== undefined) form.append('exam', fields.exam);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  const response = await client.request('POST', '/api/admin/attachments', form);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as AttachmentBody & { message?: string; errors?: Record<string, string[]> } };
}

async function makeExam(year: number): Promise<number> {
  return (await db().exam.create({ data: { streamId: havo, year, term: 1, status: 'concept' } })).id;
}

/** An attachment made directly in the database (as the seed makes them), with a tiny PNG. */
async function makeAttachment(name: string, examId: number | null = null): Promise<number> {
  const content = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000000' } })
    .png()
    .toBuffer();
  const file = await db().storedFile.create({ data: { name: `${name.replace(/\W/g, '')}.png`, mime: 'image/png', size: content.length, sha256: 'x', content: new Uint8Array(content) } });
  return (await db().attachment.create({ data: { examId, fileId: file.id, name, width: 4, height: 4 } })).id;
}

const footprint = async () => ({ attachments: await db().attachment.count(), files: await db().storedFile.count(), audit: await db().auditEntry.count({ where: { auditableType: 'attachment' } }) });

const transparentPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** A JPEG of 400 × 300 that says 'turn 90° clockwise' (EXIF orientation 6) and carries a copyright and a GPS position. */
const jpegWithGps = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Copyright: 'Fotograaf Vraagwerk' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 30/1', GPSMapDatum: 'WGS-84 Utrecht' } })
    .toBuffer();

/** A PNG whose header declares `width` × `height` pixels and holds no pixel data: a decompression bomb's header. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IEND', Buffer.alloc(0))]);
}

describe('who may use the attachment routes', () => {
  it.each(['docent', 'leerling'] as const)('refuses %s with 403 and stores nothing', async (role) => {
    const exam = ids().encode(await makeExam(2040));
    const before = await footprint();
    const answer = await upload(clients[role]!, { name: 'Figuur 1', exam }, { bytes: await transparentPng(20, 10), filename: 'figuur.png', type: 'image/png' });
    expect(answer.status).toBe(403);
    expect((await clients[role]!.json('GET', `/api/admin/attachments?exam=${exam}`)).status).toBe(403);
    expect(await footprint()).toEqual(before);
  });

  it('answers a visitor 401', async () => {
    const exam = ids().encode(await makeExam(2040));
    expect((await upload(clients.anonymous!, { name: 'Figuur 1' }, { bytes: await transparentPng(20, 10), filename: 'figuur.png', type: 'image/png' })).status).toBe(401);
    expect((await clients.anonymous!.json('GET', `/api/admin/attachments?exam=${exam}`)).status).toBe(401);
  });
});

describe('uploading an image (POST /api/admin/attachments)', () => {
  it('stores a PNG as a PNG with its transparency and real size, answers 201 Attachment, writes one audit entry and serves it with nosniff', async () => {
    const examId = await makeExam(2041);
    const answer = await upload(
      clients.author!,
      { name: 'Figuur 1: de schakeling', exam: ids().encode(examId) },
      { bytes: await transparentPng(320, 200), filename: 'schakeling.png', type: 'image/png' },
    );
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(['id', 'name', 'path', 'url']);
    expect(answer.body.name).toBe('Figuur 1: de schakeling');
    expect(answer.body.path).toMatch(/^files\/\d+\/[0-9a-f]{32}\.png$/);
    expect(answer.body.url).toBe(`${server.config.publicUrl}/${answer.body.path}`);
    const id = ids().decode(answer.body.id)!;
    const row = await db().attachment.findUniqueOrThrow({
      where: { id },
      select: { examId: true, name: true, width: true, height: true, file: { select: { mime: true, size: true, sha256: true, content: true } } },
    });
    expect([row.examId, row.name, row.width, row.height, row.file.mime]).toEqual([examId, 'Figuur 1: de schakeling', 320, 200, 'image/png']);
    const bytes = await storedObject(row.file);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels, meta.hasAlpha]).toEqual(['png', 320, 200, 4, true]);
    expect(await db().auditEntry.findMany({ where: { auditableType: 'attachment', auditableId: id }, select: { userId: true, event: true, oldValues: true, newValues: true } })).toEqual([
      {
        userId: author,
        event: 'created',
        oldValues: null,
        newValues: { examId, name: 'Figuur 1: de schakeling', mime: 'image/png', size: row.file.size, width: 320, height: 200 },
      },
    ]);
    const served = await clients.anonymous!.get(`/${answer.body.path}`);
    expect([served.status, served.headers.get('content-type'), served.headers.get('x-content-type-options')]).toEqual([200, 'image/png', 'nosniff']);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('stores a JPEG upright and without its EXIF: no GPS position, no copyright, nothing of it left in the bytes', async () => {
    const input = await jpegWithGps();
    // The input does carry them.
    const inputMeta = await sharp(input).metadata();
    expect([inputMeta.width, inputMeta.height, inputMeta.orientation, input.includes('WGS-84 Utrecht'), input.includes('Fotograaf Vraagwerk')]).toEqual([400, 300, 6, true, true]);
    const answer = await upload(clients.admin!, { name: 'Foto van de opstelling' }, { bytes: input, filename: 'IMG_0001.JPG', type: 'image/jpeg' });
    expect(answer.status).toBe(201);
    expect(answer.body.path).toMatch(/^files\/\d+\/[0-9a-f]{32}\.jpg$/);
    const row = await db().attachment.findUniqueOrThrow({
      where: { id: ids().decode(answer.body.id)! },
      select: { examId: true, width: true, height: true, file: { select: { mime: true, sha256: true, content: true } } },
    });
    const stored = await storedObject(row.file);
    expect([row.examId, row.width, row.height, row.file.mime]).toEqual([null, 300, 400, 'image/jpeg']);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height, meta.orientation, meta.exif, meta.icc, meta.xmp]).toEqual(['jpeg', 300, 400, undefined, undefined, undefined, undefined]);
    expect([stored.includes('WGS-84 Utrecht'), stored.includes('Fotograaf Vraagwerk'), stored.includes('Exif')]).toEqual([false, false, false]);
  });

  it('scales an image larger than 2000 px down to 2000 px on its longer side, keeping its format', async () => {
    const wide = await upload(clients.author!, { name: 'Breed' }, { bytes: await transparentPng(3000, 1500), filename: 'breed.png', type: 'image/png' });
    const tall = await upload(
      clients.author!,
      { name: 'Hoog' },
      {
        bytes: await sharp({ create: { width: 1200, height: 2400, channels: 3, background: '#888888' } })
          .jpeg()
          .toBuffer(),
        filename: 'hoog.jpeg',
        type: 'image/jpeg',
      },
    );
    const rows = await db().attachment.findMany({
      where: { id: { in: [ids().decode(wide.body.id)!, ids().decode(tall.body.id)!] } },
      orderBy: { id: 'asc' },
      select: { name: true, width: true, height: true, file: { select: { mime: true, sha256: true, content: true } } },
    });
    expect(rows.map((r) => [r.name, r.width, r.height, r.file.mime])).toEqual([
      ['Breed', 2000, 1000, 'image/png'],
      ['Hoog', 1000, 2000, 'image/jpeg'],
    ]);
    const metas = await Promise.all(rows.map(async (r) => sharp(await storedObject(r.file)).metadata()));
    expect(metas.map((m) => [m.format, m.width, m.height, m.hasAlpha])).toEqual([
      ['png', 2000, 1000, true],
      ['jpeg', 1000, 2000, false],
    ]);
  });

  it.each([
    ['a text file called .png', Buffer.from('Dit is geen afbeelding, alleen tekst.\n'), 'figuur.png', 'image/png', NOT_AN_IMAGE],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), 'figuur.gif', 'image/gif', NOT_AN_IMAGE],
    ['an SVG called .jpg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'figuur.jpg', 'image/jpeg', NOT_AN_IMAGE],
    ['a PNG declaring 20000 × 20000 pixels (a decompression bomb)', pngDeclaring(20_000, 20_000), 'bom.png', 'image/png', 'The file may not have more than 50 megapixels.'],
    ['a truncated JPEG', null, 'half.jpg', 'image/jpeg', 'The file is damaged or incomplete and cannot be read as an image.'],
  ])('refuses %s with 422 and writes nothing', async (_label, given, filename, type, message) => {
    const bytes =
      given ??
      (
        await sharp({ create: { width: 300, height: 200, channels: 3, background: '#123456' } })
          .jpeg()
          .toBuffer()
      ).subarray(0, 600);
    const before = await footprint();
    const answer = await upload(clients.author!, { name: 'Figuur' }, { bytes, filename, type });
    expect([answer.status, answer.body]).toEqual([422, { message: INVALID, errors: { file: [message] } }]);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a file over 10 MB with 422 (read no further than one byte past the limit) and writes nothing', async () => {
    const before = await footprint();
    const png = await transparentPng(10, 10);
    // A PNG with 10 MB + 1000 bytes of junk behind it: within the request's limit, over the file's.
    const large = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1000 - png.length, 0x41)]);
    expect(await upload(clients.author!, { name: 'Groot' }, { bytes: large, filename: 'groot.png', type: 'image/png' })).toEqual({
      status: 422,
      body: { message: INVALID, errors: { file: ['The file may not be greater than 10240 kilobytes.'] } },
    });
    expect(await footprint()).toEqual(before);
  });

  it('refuses a missing name, an unknown exam and a missing file, field by field', async () => {
    const before = await footprint();
    const png = { bytes: await transparentPng(10, 10), filename: 'f.png', type: 'image/png' };
    expect(await upload(clients.author!, {}, png)).toEqual({ status: 422, body: { message: INVALID, errors: { name: ['The name field is required.'] } } });
    expect(await upload(clients.author!, { name: 'Figuur', exam: 'nope' }, png)).toEqual({ status: 422, body: { message: INVALID, errors: { exam: ['The provided ID does not exists.'] } } });
    expect(await upload(clients.author!, { name: 'Figuur' })).toEqual({ status: 422, body: { message: INVALID, errors: { file: ['The file field is required.'] } } });
    expect(await footprint()).toEqual(before);
  });
});

describe("an exam's attachments (GET /api/admin/attachments?exam=, Exam.attachments)", () => {
  it("lists those of its topics, questions and appendixes and those uploaded for it, in the order made; not another exam's", async () => {
    const examId = await makeExam(2042);
    const other = await makeExam(2043);
    const topic = await db().topic.create({ data: { examId, name: 'Slinger', position: 1 } });
    const question = await db().question.create({ data: { topicId: topic.id, number: 1, points: 2, text: 'Bereken de trillingstijd.' } });
    const ofTopic = await makeAttachment('Figuur van de opgave');
    const ofQuestion = await makeAttachment('Figuur bij vraag 1');
    const appendix = await makeAttachment('Uitwerkbijlage 1');
    await makeAttachment('Figuur van een ander examen', other);
    await db().topicAttachment.create({ data: { topicId: topic.id, attachmentId: ofTopic } });
    await db().questionAttachment.create({ data: { questionId: question.id, attachmentId: ofQuestion } });
    await db().questionAppendix.create({ data: { questionId: question.id, attachmentId: appendix } });
    const uploaded = await upload(clients.author!, { name: 'Nieuwe grafiek', exam: ids().encode(examId) }, { bytes: await transparentPng(60, 40), filename: 'g.png', type: 'image/png' });
    expect(uploaded.status).toBe(201);

    const rest = await clients.author!.json<AttachmentBody[]>('GET', `/api/admin/attachments?exam=${ids().encode(examId)}`);
    expect([rest.status, rest.body.map((a) => a.name)]).toEqual([200, ['Figuur van de opgave', 'Figuur bij vraag 1', 'Uitwerkbijlage 1', 'Nieuwe grafiek']]);
    expect(rest.body.map((a) => a.id)).toEqual([ofTopic, ofQuestion, appendix].map((id) => ids().encode(id)).concat(uploaded.body.id));
    expect(rest.body[3]).toEqual(uploaded.body);

    const graphql = await clients.admin!.graphql<{ adminExamByUrlId: { attachments: { editId: string; name: string; width: number; height: number; url: string }[] } }>(
      `query ($u: String!) { adminExamByUrlId(urlId: $u) { attachments { editId name width height url } } }`,
      { u: ids().encode(examId) },
    );
    expect(graphql.data?.adminExamByUrlId.attachments.map((a) => [a.name, a.width, a.height])).toEqual([
      ['Figuur van de opgave', 4, 4],
      ['Figuur bij vraag 1', 4, 4],
      ['Uitwerkbijlage 1', 4, 4],
      ['Nieuwe grafiek', 60, 40],
    ]);
    expect(graphql.data?.adminExamByUrlId.attachments.map((a) => a.editId)).toEqual(rest.body.map((a) => a.id));
    expect(graphql.data?.adminExamByUrlId.attachments[3]!.url).toBe(`/${uploaded.body.path}`);
  });

  it('answers [] without an exam and 404 for an exam that does not exist', async () => {
    expect(await clients.author!.json('GET', '/api/admin/attachments')).toEqual({ status: 200, body: [] });
    expect((await clients.author!.json('GET', '/api/admin/attachments?exam=nope')).status).toBe(404);
    expect((await clients.author!.json('GET', `/api/admin/attachments?exam=${ids().encode(999_999)}`)).status).toBe(404);
  });

  it('gives the uploaded attachment to a topic by its id (updateTopic), in the order chosen', async () => {
    const examId = await makeExam(2044);
    const topic = await db().topic.create({ data: { examId, name: 'Veer', position: 1 } });
    const first = await upload(clients.author!, { name: 'Eerste', exam: ids().encode(examId) }, { bytes: await transparentPng(10, 10), filename: 'a.png', type: 'image/png' });
    const second = await upload(clients.author!, { name: 'Tweede', exam: ids().encode(examId) }, { bytes: await transparentPng(10, 10), filename: 'b.png', type: 'image/png' });
    const answer = await clients.author!.graphql<{ updateTopic: { __typename: string; topic?: { edit: { attachments: { name: string }[] } } } }>(
      `mutation ($id: ID!, $a: [String!]) { updateTopic(id: $id, attachmentIds: $a) { __typename ... on UpdateTopicSuccess { topic { edit { attachments { name } } } } } }`,
      { id: encodeGlobalID('Topic', String(topic.id)), a: [second.body.id, first.body.id] },
    );
    expect(answer.data?.updateTopic).toEqual({ __typename: 'UpdateTopicSuccess', topic: { edit: { attachments: [{ name: 'Tweede' }, { name: 'Eerste' }] } } });
  });
});
