// A student's worked answer sent to the teacher (document 2 §2.4, §5; document 4 §6): a photo of their work on one
// question of a set, uploaded from the answer-check page the QR code leads to. Whoever holds the set's link may send
// one (students do not sign in); only the set's owner and admins may see what was sent.
//
// An upload is hostile until proven otherwise: only the bytes decide what it is (never its name or declared type),
// only real PNG and JPEG images whose pixels decode completely are taken, the pixel count is capped before anything
// is decoded (a small file can declare billions of pixels), and the image is re-encoded — turned upright by its EXIF
// orientation, every byte of metadata (EXIF with GPS, XMP, ICC, comments) dropped — so what is kept is pixels only.
// It is recorded like every other file (stored_files), under a name the server makes up, its bytes in the file store
// (../content/storedFiles.ts): put there once the photo is judged and before the transaction that may still refuse it
// (a refused one leaves an object no row names, which the sweeper removes).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../db/generated/client.ts';
import type { Access } from '../access/grants.ts';
import { transact, type AppContext } from '../context.ts';
import { storedFileBytes, storedFileBytesSelect, storeFileBytes, type WithStorage } from '../content/storedFiles.ts';
import { textIssue, type Issue } from '../errors.ts';
import { isCollectionKey } from './create.ts';
import { admitVisitor, type Visitor } from './fairUse.ts';
import { findManagedSet, mayManageSet } from './sharing.ts';
import { lockSetUploads, setUploadQuota, takeUploadRates, type UploadQuota } from './uploadQuotas.ts';

/** The largest upload taken: a phone photo is 2-6 MB. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels an upload may have: 48-megapixel phone cameras (8064 × 6048), a classroom photo's worst case, fit;
 * a decompression bomb does not. Checked from the header before anything is decoded. Decoding takes about 3 bytes per
 * pixel of memory, so this also bounds what one upload can cost (~150 MB).
 */
export const UPLOAD_MAX_PIXELS = 50_000_000;
/**
 * Images decoded at once by this process; the rest wait their turn. Each may take ~150 MB and a core for a second:
 * a burst of large photos must not take the server's memory, and the machines have 2 cores.
 */
export const DECODES_AT_ONCE = 2;
/** An image whose decoding and encoding take longer than this is refused (a photo takes well under 2 s). */
const DECODE_TIMEOUT_SECONDS = 20;
/** The student's name (or a note) with the upload. */
export const ELABORATION_NAME_MAX = 255;

/** What can be wrong with the file of an upload. */
export type UploadIssue =
  /** No file, or an empty one. */
  | { code: 'required' }
  /** Its bytes are not a PNG or a JPEG, whatever it is called. */
  | { code: 'notAnImage' }
  | { code: 'tooLarge'; maxBytes: number }
  | { code: 'tooManyPixels'; maxPixels: number }
  /** A PNG or JPEG that does not decode completely: truncated or corrupt. */
  | { code: 'unreadable' };

export interface ElaborationErrors {
  file?: UploadIssue[];
  name?: Issue[];
}

export interface ElaborationUpload {
  /** The set's link key. */
  key: string;
  questionId: number;
  name: string | null;
  /** The file's bytes as received, or null when the request held no file. */
  bytes: Uint8Array | null;
  /** The device key the server gave the sender (DeviceKeys.verify), or null; counts for an anonymous sender only. */
  deviceKey: string | null;
  /** The sender's address, keyed (DeviceKeys.address): what the per-address limits count. */
  address: string;
}

export type SubmitElaborationResult =
  | { kind: 'ok'; elaborationId: number }
  /** No set with that key, or the question is not in it. */
  | { kind: 'not-found' }
  | { kind: 'fair-use' }
  /** The device is new to the set and its address brought in as many new devices as fair use allows for now. */
  | { kind: 'new-devices' }
  /** A limit of uploadQuotas.ts: nothing was stored. */
  | { kind: 'quota'; quota: UploadQuota }
  | { kind: 'invalid'; errors: ElaborationErrors };

type ImageFormat = 'png' | 'jpeg';
const MIME: Record<ImageFormat, string> = { png: 'image/png', jpeg: 'image/jpeg' };
const EXTENSION: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** The format the file's first bytes announce; SVG, text, PDF, HEIC and the rest are none. */
function formatOf(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

/** JPEG frame headers (SOF0-SOF15 but DHT, JPG and DAC), which carry the image's size. */
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * The pixels the file's header declares, read from its bytes before any decoder sees them: a flood whose header is
 * all there is (no pixel data to fail on) is still called what it is. Null when the header cannot be found; the
 * decoder then decides.
 */
function declaredPixels(bytes: Uint8Array, format: ImageFormat): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (format === 'png') {
    // The signature, then IHDR first: length (4), type (4), width (4), height (4).
    if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
    return view.getUint32(16) * view.getUint32(20);
  }
  let i = 2;
  while (i + 9 <= bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    // Fill bytes, and markers that stand alone (no length).
    if (marker === 0xff) i += 1;
    else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) i += 2;
    else if (JPEG_FRAMES.has(marker)) return view.getUint16(i + 5) * view.getUint16(i + 7);
    else i += 2 + view.getUint16(i + 2);
  }
  return null;
}

type CleanImage = { kind: 'ok'; format: ImageFormat; data: Buffer } | { kind: 'invalid'; issue: UploadIssue };

let decoding = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than DECODES_AT_ONCE images are being decoded. */
async function decodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= DECODES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else decoding++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so the count never drops below what is running.
    const next = waiting.shift();
    if (next) next();
    else decoding--;
  }
}

/**
 * The upload as a clean image of the same format, or what is wrong with it. The header is read first (here, and by
 * sharp, which refuses more than the pixel limit there, before decoding anything); then every pixel is decoded — `failOn: 'error'` refuses
 * a truncated or corrupt image rather than filling the rest in grey — and encoded anew without any metadata.
 */
export async function cleanImage(bytes: Uint8Array | null): Promise<CleanImage> {
  if (!bytes || bytes.length === 0) return { kind: 'invalid', issue: { code: 'required' } };
  if (bytes.length > UPLOAD_MAX_BYTES) return { kind: 'invalid', issue: { code: 'tooLarge', maxBytes: UPLOAD_MAX_BYTES } };
  const format = formatOf(bytes);
  if (!format) return { kind: 'invalid', issue: { code: 'notAnImage' } };
  if ((declaredPixels(bytes, format) ?? 0) > UPLOAD_MAX_PIXELS) return { kind: 'invalid', issue: { code: 'tooManyPixels', maxPixels: UPLOAD_MAX_PIXELS } };
  return decodeSlot(() => reencode(bytes, format));
}

async function reencode(bytes: Uint8Array, format: ImageFormat): Promise<CleanImage> {
  const input = () => sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' }).timeout({ seconds: DECODE_TIMEOUT_SECONDS });
  try {
    const header = await input().metadata();
    // The loader libvips chose must be the one the signature named (no polyglot reaches another decoder).
    if (header.format !== format) return { kind: 'invalid', issue: { code: 'notAnImage' } };
    if (header.width * header.height > UPLOAD_MAX_PIXELS) return { kind: 'invalid', issue: { code: 'tooManyPixels', maxPixels: UPLOAD_MAX_PIXELS } };
    // sharp writes no metadata unless asked (keepMetadata, withExif, ...): the output is pixels only.
    const upright = input().autoOrient();
    const data = format === 'png' ? await upright.png().toBuffer() : await upright.jpeg({ quality: 90 }).toBuffer();
    return { kind: 'ok', format, data };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) return { kind: 'invalid', issue: { code: 'tooManyPixels', maxPixels: UPLOAD_MAX_PIXELS } };
    return { kind: 'invalid', issue: { code: 'unreadable' } };
  }
}

/** Fair use does not let the device in: the set has its devices, or the address its new devices for now. */
class NotAdmitted extends Error {
  constructor(readonly reason: 'fair-use' | 'new-devices') {
    super(reason);
  }
}

class OverQuota extends Error {
  constructor(readonly quota: UploadQuota) {
    super(quota.code);
  }
}

/**
 * Stores the actor's worked answer to a question of a set. The set must hold the question; anonymous visitors count
 * against the set's fair use as on its pages, and every upload against the limits of uploadQuotas.ts: the rates
 * before the file is looked at, the set's counts and store once before decoding (a full set decodes nothing) and
 * again, binding, under the set's row lock. The file and the row that names it are written in one transaction
 * together with the visitor's admission, so a refused upload leaves nothing behind.
 */
export async function submitElaboration(ctx: AppContext & WithStorage, upload: ElaborationUpload): Promise<SubmitElaborationResult> {
  const { db, now } = ctx;
  if (!isCollectionKey(upload.key)) return { kind: 'not-found' };
  const set = await db.collection.findUnique({
    where: { key: upload.key },
    select: { id: true, ownerId: true, deviceCount: true, questions: { where: { questionId: upload.questionId }, select: { questionId: true } } },
  });
  if (!set || set.questions.length === 0) return { kind: 'not-found' };

  const visitor: Visitor = {
    userId: ctx.actor.user?.id ?? null,
    isStaff: (await ctx.actor.access()).isStaff,
    deviceKey: upload.deviceKey,
    address: upload.address,
  };
  const sender = { userId: visitor.userId, deviceKey: visitor.userId === null ? visitor.deviceKey : null, address: visitor.address };
  const rate = await takeUploadRates(db, sender, now);
  if (rate) return { kind: 'quota', quota: rate };
  // Not binding (another upload may land meanwhile), but spares decoding a file a full set cannot take.
  const full = await setUploadQuota(db, set, upload.questionId, sender, 1, now);
  if (full) return { kind: 'quota', quota: full };

  const errors: ElaborationErrors = {};
  const name = upload.name?.trim() || null;
  const nameIssue = textIssue(name, ELABORATION_NAME_MAX, false);
  if (nameIssue) errors.name = [nameIssue];
  const image = await cleanImage(upload.bytes);
  if (image.kind === 'invalid') errors.file = [image.issue];
  if (errors.name || errors.file || image.kind !== 'ok') return { kind: 'invalid', errors };

  const bytes = await storeFileBytes(ctx.storage, new Uint8Array(image.data), MIME[image.format]);
  try {
    const elaboration = await transact(ctx, async ({ db: tx }) => {
      const admission = await admitVisitor(tx, set, visitor);
      if (admission !== 'ok') throw new NotAdmitted(admission === 'new-devices' ? 'new-devices' : 'fair-use');
      // After the admission, which locks the set's row in the same order when it counts a new device.
      await lockSetUploads(tx, set);
      const quota = await setUploadQuota(tx, set, upload.questionId, sender, image.data.length, now);
      if (quota) throw new OverQuota(quota);
      const file = await tx.storedFile.create({
        data: {
          name: `${randomBytes(16).toString('hex')}.${EXTENSION[image.format]}`,
          mime: MIME[image.format],
          ...bytes,
          createdAt: now,
        },
        select: { id: true },
      });
      return tx.elaboration.create({
        data: { collectionId: set.id, questionId: upload.questionId, userId: visitor.userId, deviceKey: sender.deviceKey, fileId: file.id, name, createdAt: now },
        select: { id: true },
      });
    });
    return { kind: 'ok', elaborationId: elaboration.id };
  } catch (error) {
    // The admission of a new device is rolled back with the rest.
    if (error instanceof NotAdmitted) return { kind: error.reason };
    if (error instanceof OverQuota) return { kind: 'quota', quota: error.quota };
    throw error;
  }
}

/** Who looks at a set's uploads: the owner and admins may (server/domain/collections/sharing.ts, mayManageSet). */
export interface ElaborationViewer {
  access: Access;
  userId: number | null;
}

const elaborationSelect = {
  id: true,
  questionId: true,
  name: true,
  createdAt: true,
  file: { select: { mime: true, size: true } },
} satisfies Prisma.ElaborationSelect;

export type ElaborationRow = Prisma.ElaborationGetPayload<{ select: typeof elaborationSelect }>;

export type ListElaborationsResult = { kind: 'ok'; elaborations: ElaborationRow[] } | { kind: 'not-found' };

/** The uploads to a set, newest first; for anyone but its owner and admins the set does not exist. */
export async function listElaborations(db: Db, key: string, viewer: ElaborationViewer): Promise<ListElaborationsResult> {
  if (!isCollectionKey(key)) return { kind: 'not-found' };
  const set = await findManagedSet(db, viewer.access, viewer.userId, { key });
  if (!set) return { kind: 'not-found' };
  const elaborations = await db.elaboration.findMany({ where: { collectionId: set.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: elaborationSelect });
  return { kind: 'ok', elaborations };
}

export type ElaborationFileResult = { kind: 'ok'; file: { mime: string; sha256: string; content: Uint8Array } } | { kind: 'not-found' };

/** The image of one upload, for the set's owner and admins; not-found for everyone else. */
export async function readElaborationFile(db: Db, storage: WithStorage['storage'], elaborationId: number, viewer: ElaborationViewer): Promise<ElaborationFileResult> {
  const head = await db.elaboration.findUnique({ where: { id: elaborationId }, select: { fileId: true, collection: { select: { ownerId: true } } } });
  if (!head || !mayManageSet(viewer.access, viewer.userId, head.collection)) return { kind: 'not-found' };
  // The bytes are read only once the viewer may have them.
  const file = await db.storedFile.findUnique({ where: { id: head.fileId }, select: { mime: true, ...storedFileBytesSelect } });
  return file ? { kind: 'ok', file: { mime: file.mime, sha256: file.sha256, content: await storedFileBytes(storage, file) } } : { kind: 'not-found' };
}
