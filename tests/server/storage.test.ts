// The file store (server/storage/): one table of contract cases run against both stores — a folder on local disk and
// an S3 bucket on a real S3-compatible server (s3rver on loopback, through the AWS SDK) —, the local store's atomic
// writes, a whole server on FILE_STORAGE=s3, the mover of bytes still in the database and the sweeper.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { loadConfig } from '../../server/config.ts';
import { createLocalStorage } from '../../server/storage/local.ts';
import { createS3Storage } from '../../server/storage/s3.ts';
import type { FileStorage } from '../../server/storage/storage.ts';
import { moveStoredFiles } from '../../server/storage/moveStoredFiles.ts';
import { sweepFileStorage } from '../../server/storage/sweep.ts';
import { MOVER_LOCK_KEY } from '../../server/db/advisoryLock.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import { signedInClient } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { startS3, type TestS3 } from '../setup/s3.ts';
import { testStorage } from '../setup/files.ts';
import type { HttpClient } from '../setup/client.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array | null) => (data === null ? null : new TextDecoder().decode(data));
const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

async function listed(store: FileStorage, prefix: string) {
  const out: [string, number][] = [];
  for await (const object of store.list(prefix)) out.push([object.key, object.size]);
  return out.sort(([a], [b]) => a.localeCompare(b));
}

let s3: TestS3;
let folder: string;
const stores: Record<'local' | 's3', FileStorage> = {} as never;

beforeAll(async () => {
  s3 = await startS3();
  folder = mkdtempSync(join(tmpdir(), 'vraagwerk-storage-test-'));
  stores.local = createLocalStorage(folder);
  // With a prefix (installations sharing a bucket) and pages of two keys, so that listing takes several pages.
  stores.s3 = createS3Storage({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    bucket: s3.bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'vw/',
    listPageSize: 2,
  });
});
afterAll(async () => {
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe.each(['local', 's3'] as const)('the %s store', (kind) => {
  const store = () => stores[kind];
  const key = (name: string) => `contract-${kind}/${name}`;

  it('says what it is and that it answers', async () => {
    expect(store().kind).toBe(kind);
    expect(await store().check()).toBe(true);
  });

  it('gives back what was put, byte for byte; null and false for what was not', async () => {
    const data = new Uint8Array(70_000).map((_, i) => (i * 7) % 256);
    await store().put(key('a.bin'), data, 'application/octet-stream');
    expect(Buffer.from((await store().get(key('a.bin')))!).equals(Buffer.from(data))).toBe(true);
    expect(await store().has(key('a.bin'))).toBe(true);
    expect(await store().get(key('missing.bin'))).toBeNull();
    expect(await store().has(key('missing.bin'))).toBe(false);
  });

  it('replaces an object written again, and deletes (deleting what is not there is no error)', async () => {
    await store().put(key('b.txt'), bytes('eerste'), 'text/plain');
    await store().put(key('b.txt'), bytes('tweede'), 'text/plain');
    expect(text(await store().get(key('b.txt')))).toBe('tweede');
    await store().delete(key('b.txt'));
    await store().delete(key('b.txt'));
    expect([await store().get(key('b.txt')), await store().has(key('b.txt'))]).toEqual([null, false]);
  });

  it('lists what lies under a prefix with sizes and dates, over several pages, and nothing else', async () => {
    const before = Date.now() - 60_000;
    for (const name of ['l/1', 'l/2', 'l/3', 'l/4', 'l/5']) await store().put(key(name), bytes(name.repeat(3)), 'text/plain');
    await store().put(key('other/1'), bytes('x'), 'text/plain');
    expect(await listed(store(), key('l/'))).toEqual(['1', '2', '3', '4', '5'].map((n) => [key(`l/${n}`), 9]));
    for await (const object of store().list(key('l/'))) expect(object.modifiedAt.getTime()).toBeGreaterThan(before);
    expect(await listed(store(), key('nothing/'))).toEqual([]);
  });

  it.each([['../escape'], ['files/../x'], ['files//x'], ['/files/x'], ['files/x y'], ['']])('refuses the key %j before touching anything', async (bad) => {
    await expect(store().put(bad, bytes('x'), 'text/plain')).rejects.toThrow('Not a storage key');
    await expect(store().get(bad)).rejects.toThrow('Not a storage key');
    await expect(store().delete(bad)).rejects.toThrow('Not a storage key');
  });
});

describe('the local store', () => {
  it('writes atomically: a reader sees the old object or the new one whole, never part of one, and no temporary file stays', async () => {
    const store = stores.local;
    const size = 4 * 1024 * 1024;
    const a = new Uint8Array(size).fill(97);
    const b = new Uint8Array(size).fill(98);
    await store.put('atomic/x', a, 'application/octet-stream');
    const seen = new Set<string>();
    const writes = (async () => {
      for (let i = 0; i < 6; i++) await store.put('atomic/x', i % 2 ? a : b, 'application/octet-stream');
    })();
    let reading = true;
    void writes.finally(() => (reading = false));
    while (reading) {
      const data = (await store.get('atomic/x'))!;
      seen.add(`${data.length}:${data[0]}:${data[data.length - 1]}:${data.every((v) => v === data[0])}`);
    }
    await writes;
    expect([...seen].every((s) => s === `${size}:97:97:true` || s === `${size}:98:98:true`)).toBe(true);
    expect(readdirSync(join(folder, 'atomic'))).toEqual(['x']);
  });

  it("removes '.partial' leftovers of interrupted writes once old, and never lists them", async () => {
    const store = stores.local;
    const old = join(folder, 'files', 'abc.123456.partial');
    const young = join(folder, 'files', 'def.654321.partial');
    await store.put('files/keep', bytes('k'), 'text/plain');
    writeFileSync(old, 'half');
    writeFileSync(young, 'half');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    expect((await listed(store, 'files/')).map(([k]) => k)).toEqual(['files/keep']);
    expect(await store.removePartial(new Date(Date.now() - 60 * 60 * 1000))).toBe(1);
    expect(readdirSync(join(folder, 'files')).sort()).toEqual(['def.654321.partial', 'keep']);
  });
});

describe('configuration', () => {
  it('keeps files on local disk under DATA_DIR/files by default, or in FILES_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/srv/vraagwerk' }).files).toEqual({ kind: 'local', dir: '/srv/vraagwerk/files' });
    expect(loadConfig({ FILES_DIR: '/mnt/bestanden' }).files).toEqual({ kind: 'local', dir: '/mnt/bestanden' });
  });

  it('refuses FILE_STORAGE=s3 without bucket and credentials, naming each', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(
      'Invalid configuration:\n  S3_BUCKET: required with FILE_STORAGE=s3\n  S3_ACCESS_KEY_ID: required with FILE_STORAGE=s3\n  S3_SECRET_ACCESS_KEY: required with FILE_STORAGE=s3',
    );
    expect(() => loadConfig({ FILE_STORAGE: 'azure' })).toThrow(/FILE_STORAGE/);
  });

  it('takes S3 settings: path style by default with an endpoint (MinIO), not without (AWS)', () => {
    const env = { FILE_STORAGE: 's3', S3_BUCKET: 'vw', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ ...env, S3_ENDPOINT: 'http://minio:9000', S3_PREFIX: 'school-a/' }).files).toEqual({
      kind: 's3',
      s3: { endpoint: 'http://minio:9000', region: 'us-east-1', bucket: 'vw', accessKeyId: 'id', secretAccessKey: 'secret', forcePathStyle: true, prefix: 'school-a/' },
    });
    expect(loadConfig({ ...env, S3_REGION: 'eu-west-1' }).files).toMatchObject({ s3: { endpoint: undefined, region: 'eu-west-1', forcePathStyle: false, prefix: '' } });
  });

  it('says why a bucket does not answer', async () => {
    const missing = createS3Storage({ endpoint: s3.endpoint, region: 'us-east-1', bucket: 'no-such-bucket', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: '' });
    expect(await missing.check()).toMatch(/^the bucket no-such-bucket does not answer: .*404/);
  });
});

/** Headers of every answer that differ from one request to the next, whatever is served. */
const PER_REQUEST = ['date', 'connection', 'keep-alive', 'set-cookie', 'x-request-id'];

/** What GET answers for a file: status, bytes and every header but those made anew per request. */
async function fetched(server: TestServer, path: string) {
  const answer = await server.get(path);
  const headers = Object.fromEntries([...answer.headers].filter(([name]) => !PER_REQUEST.includes(name)));
  return { status: answer.status, headers, body: Buffer.from(await answer.arrayBuffer()) };
}

async function uploadAttachment(client: HttpClient, png: Buffer) {
  if (!client.cookies.has('XSRF-TOKEN')) await client.csrf();
  const form = new FormData();
  form.append('name', 'Figuur in de bucket');
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'figuur.png');
  const answer = await client.request('POST', '/api/admin/attachments', form);
  return { status: answer.status, body: (await answer.json()) as { id: string; path: string } };
}

describe('a server on FILE_STORAGE=s3', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(s3.env);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores an uploaded attachment in the bucket and serves it from there with the same bytes and headers', async () => {
    const admin = await signedInClient(server, 'admin@vraagwerk.nl');
    const png = await sharp({ create: { width: 30, height: 20, channels: 4, background: { r: 200, g: 10, b: 10, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const answer = await uploadAttachment(admin, png);
    expect(answer.status).toBe(201);
    const row = await server.db.prisma.attachment.findUniqueOrThrow({
      where: { id: createIdCodec(server.config.idSecret).decode(answer.body.id)! },
      select: { file: { select: { sha256: true, size: true, content: true } } },
    });
    expect(row.file.content).toBeNull();

    // In the bucket under files/<sha256>, through the SDK; not in the run's local folder.
    const listing = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'files/' }));
    expect(listing.Contents?.map((o) => [o.Key, o.Size])).toEqual([[`files/${row.file.sha256}`, row.file.size]]);
    const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `files/${row.file.sha256}` }));
    const inBucket = Buffer.from(await object.Body!.transformToByteArray());
    expect([object.ContentType, sha(inBucket)]).toEqual(['image/png', row.file.sha256]);
    expect(await testStorage().has(`files/${row.file.sha256}`)).toBe(false);

    const served = await fetched(server, `/${answer.body.path}`);
    expect(served.status).toBe(200);
    expect(served.body.equals(inBucket)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=86400',
      etag: `"${row.file.sha256}"`,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
      'content-length': String(row.file.size),
    });
  });
});

describe('the mover and the sweeper', () => {
  let server: TestServer;
  const prisma = () => server.db.prisma;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A figure as a version before the store made it: its bytes in the row, served at /files/{id}/{name}. */
  async function legacyFigure(name: string, svg: string, recordedSha256 = sha(bytes(svg))) {
    const content = bytes(svg);
    const file = await prisma().storedFile.create({ data: { name, mime: 'image/svg+xml', size: content.length, sha256: recordedSha256, content } });
    await prisma().attachment.create({ data: { fileId: file.id, name } });
    return { id: file.id, path: `/files/${file.id}/${name}`, content };
  }

  it('moves bytes kept in the database to the store once: each then served the same, bytes and headers', async () => {
    const first = await legacyFigure('oud-1.svg', '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>');
    const second = await legacyFigure('oud-2.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="2"/></svg>');
    // A row whose recorded sha256 is not its bytes' (as a hand-made row may be): moved under its bytes' own.
    const wrong = await legacyFigure('oud-3.svg', '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>', 'not-the-hash');
    const before = await Promise.all([first, second, wrong].map((f) => fetched(server, f.path)));
    expect(before.map((b) => [b.status, b.headers['content-type'], b.headers.etag])).toEqual([
      [200, 'image/svg+xml', `"${sha(first.content)}"`],
      [200, 'image/svg+xml', `"${sha(second.content)}"`],
      [200, 'image/svg+xml', '"not-the-hash"'],
    ]);

    const store = testStorage();
    const moved = await moveStoredFiles(server.db, store, { batch: 2 });
    // The seeded rows have no bytes of their own (the seed puts them in the store): these three are all there is.
    expect(moved).toEqual({ ran: true, moved: 3, bytes: first.content.length + second.content.length + wrong.content.length });
    for (const figure of [first, second, wrong]) {
      const row = await prisma().storedFile.findUniqueOrThrow({ where: { id: figure.id }, select: { content: true, sha256: true } });
      expect(row).toEqual({ content: null, sha256: sha(figure.content) });
      expect(text(await store.get(`files/${row.sha256}`))).toBe(text(figure.content));
    }
    const after = await Promise.all([first, second, wrong].map((f) => fetched(server, f.path)));
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
    // The corrected one: the same bytes and headers but its true ETag.
    expect(after[2]).toEqual({ ...before[2], headers: { ...before[2]!.headers, etag: `"${sha(wrong.content)}"` } });

    expect(await moveStoredFiles(server.db, store)).toEqual({ ran: true, moved: 0, bytes: 0 });
    expect(await prisma().storedFile.count({ where: { content: { not: null } } })).toBe(0);
  });

  it('lets one instance move at a time: another holding the lock means this one skips', async () => {
    await legacyFigure('wacht.svg', '<svg xmlns="http://www.w3.org/2000/svg"><line x2="3"/></svg>');
    const store = testStorage();
    if (server.db.pool) {
      // Another instance's session holds the lock.
      const other = await server.db.pool.connect();
      try {
        await other.query('SELECT pg_advisory_lock($1::bigint)', [MOVER_LOCK_KEY]);
        expect(await moveStoredFiles(server.db, store)).toEqual({ ran: false, moved: 0, bytes: 0 });
        await other.query('SELECT pg_advisory_unlock($1::bigint)', [MOVER_LOCK_KEY]);
      } finally {
        other.release();
      }
    }
    // Two at once: the row is moved once. In one process on PGlite the second always skips; on PostgreSQL the first
    // may be done before the second asks for the lock.
    const both = await Promise.all([moveStoredFiles(server.db, store), moveStoredFiles(server.db, store)]);
    if (!server.db.pool) expect(both.map((r) => r.ran).sort()).toEqual([false, true]);
    expect(both.reduce((n, r) => n + r.moved, 0)).toBe(1);
  });

  it('sweeps objects no row names once an hour old, old documents and old partial writes; keeps the rest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vraagwerk-sweep-test-'));
    try {
      const store = createLocalStorage(dir);
      const named = await legacyFigure('genoemd.svg', '<svg xmlns="http://www.w3.org/2000/svg"><ellipse rx="4"/></svg>');
      await moveStoredFiles(server.db, store);
      const namedKey = `files/${sha(named.content)}`;
      const orphan = bytes('bytes of an upload whose transaction failed');
      const orphanKey = `files/${sha(orphan)}`;
      await store.put(orphanKey, orphan, 'image/png');
      await store.put('documents/v1.pdf', bytes('%PDF-1.7'), 'application/pdf');
      writeFileSync(join(dir, 'files', 'x.abc.partial'), 'half');
      const keys = async () => [...(await listed(store, 'files/')), ...(await listed(store, 'documents/'))].map(([k]) => k).sort();
      const all = [namedKey, orphanKey, 'documents/v1.pdf'].sort();

      // Young: nothing goes (an upload's row may still be on its way).
      expect(await sweepFileStorage(server.db, store)).toEqual({ ran: true, files: 0, documents: 0, partial: 0 });
      expect(await keys()).toEqual(all);
      // Two hours on: the unnamed object and the partial write go; the named one and the young document stay.
      const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
      expect(await sweepFileStorage(server.db, store, { now: later })).toEqual({ ran: true, files: 1, documents: 0, partial: 1 });
      expect(await keys()).toEqual([namedKey, 'documents/v1.pdf'].sort());
      expect(readdirSync(join(dir, 'files')).sort()).toEqual([sha(named.content)]);
      // Eight days on, DOCUMENT_KEEP_DAYS 7: the document goes too; with 10 it stays.
      const eightDays = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
      expect(await sweepFileStorage(server.db, store, { now: eightDays, documentKeepDays: 10 })).toMatchObject({ documents: 0 });
      expect(await sweepFileStorage(server.db, store, { now: eightDays })).toMatchObject({ files: 0, documents: 1 });
      expect(await keys()).toEqual([namedKey]);
      expect(readdirSync(join(dir, 'files'))).toEqual([sha(named.content)]);

      // A deleted row leaves its bytes to the sweeper (another row may share them).
      await prisma().attachment.deleteMany({ where: { fileId: named.id } });
      await prisma().storedFile.delete({ where: { id: named.id } });
      expect(await store.has(namedKey)).toBe(true);
      expect(await sweepFileStorage(server.db, store, { now: later })).toMatchObject({ files: 1 });
      expect(await store.has(namedKey)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
