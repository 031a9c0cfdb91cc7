// Attachments in the back-office (issue 45, document 3 §3 Attachment and §5, document 4 §13): an author or admin uploads
// an image (a figure of a topic or question, or an appendix) and picks from an exam's attachments.
//
// An upload is judged as a student's photo is (../collections/elaborations.ts, cleanImage): its bytes alone decide —
// PNG or JPEG by their signature and by the decoder libvips picks, never the file name or the declared type; the pixel
// count is capped from the header before anything is decoded (a decompression bomb is refused), every pixel must
// decode, and the image is written anew, upright by its EXIF orientation and without any metadata (EXIF with GPS, XMP,
// ICC, comments). A PNG stays a PNG (transparency) and a JPEG a JPEG. Here it is also sized: a longer side than
// ATTACHMENT_MAX_SIDE is scaled down, from the original bytes so that a JPEG loses quality once, not twice. The stored
// width and height are the stored image's own; the legacy API stored 'swapped thirds' of the size (document 4 §13),
// which nothing here copies.
//
// The file is recorded (stored_files) under a name the server makes up, its bytes in the file store
// (../content/storedFiles.ts), and served at /files/{id}/{name} (./../content/files.ts) with its own type, nosniff and a
// sandboxing policy. The bytes are stored first; file row, attachment and audit entry are then written in one
// transaction: a refused upload leaves no row (an unnamed object at most, which the sweeper removes).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Prisma } from '../../db/generated/client.ts';
import { cleanImage, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, type UploadIssue } from '../collections/elaborations.ts';
import { transact, type AppContext } from '../context.ts';
import { storeFileBytes, type WithStorage } from '../content/storedFiles.ts';
import { textIssue, type Issue } from '../errors.ts';
import { mayUseBackOffice } from './backOffice.ts';

/** The longest side of a stored attachment, in pixels: sharp on a projector and in print, small enough to load on a phone. */
export const ATTACHMENT_MAX_SIDE = 2000;
/** The largest upload taken, and the most pixels it may declare: the same limits as a student's photo. */
export const ATTACHMENT_MAX_BYTES = UPLOAD_MAX_BYTES;
export const ATTACHMENT_MAX_PIXELS = UPLOAD_MAX_PIXELS;
/** The attachment's name: its caption and alternative text. */
export const ATTACHMENT_NAME_MAX = 255;
/** Resizing a 50-megapixel image takes about a second here; anything much slower is not an image worth waiting for. */
const RESIZE_TIMEOUT_SECONDS = 20;

type ImageFormat = 'png' | 'jpeg';
const MIME: Record<ImageFormat, string> = { png: 'image/png', jpeg: 'image/jpeg' };
const EXTENSION: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg' };

export interface AttachmentErrors {
  name?: Issue[];
  examId?: Issue[];
  file?: UploadIssue[];
}

export interface AttachmentUpload {
  name: string | null | undefined;
  /** The file's bytes as received; null when the request held none. */
  bytes: Uint8Array | null | undefined;
  /** The exam it is uploaded for (its picker lists it then); none for an attachment of no exam yet. */
  examId?: number | null;
}

/** An attachment as the back-office lists it: with its stored file's id and name (its address). */
export const attachmentSelect = {
  id: true,
  examId: true,
  name: true,
  width: true,
  height: true,
  file: { select: { id: true, name: true, mime: true } },
} as const satisfies Prisma.AttachmentSelect;

export type AdminAttachment = Prisma.AttachmentGetPayload<{ select: typeof attachmentSelect }>;

export type UploadAttachmentResult = { kind: 'ok'; attachment: AdminAttachment } | { kind: 'forbidden' } | { kind: 'invalid'; errors: AttachmentErrors };

type SizedImage = { format: ImageFormat; data: Buffer; width: number; height: number };

/**
 * The clean image (cleanImage's answer), sized to at most ATTACHMENT_MAX_SIDE on its longer side. An image within the
 * limit is kept as cleanImage wrote it; a larger one is scaled down from the original bytes (already proven whole by
 * cleanImage, read again with the same limits), upright, in its format, without metadata.
 */
async function sized(original: Uint8Array, clean: { format: ImageFormat; data: Buffer }): Promise<SizedImage> {
  const { width, height } = await sharp(clean.data).metadata();
  if (Math.max(width, height) <= ATTACHMENT_MAX_SIDE) return { ...clean, width, height };
  const pipeline = sharp(original, { limitInputPixels: ATTACHMENT_MAX_PIXELS, failOn: 'error' })
    .timeout({ seconds: RESIZE_TIMEOUT_SECONDS })
    .autoOrient()
    .resize({ width: ATTACHMENT_MAX_SIDE, height: ATTACHMENT_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  // sharp writes no metadata unless asked (keepMetadata, withExif, ...): the output is pixels only.
  const { data, info } = await (clean.format === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 90 })).toBuffer({ resolveWithObject: true });
  return { format: clean.format, data, width: info.width, height: info.height };
}

/**
 * Stores an uploaded image as an attachment, for an author or admin. Field errors: name (required, at most 255
 * characters), examId (unknownId), file (required, tooLarge, notAnImage — a GIF, an SVG, a text file called .png —,
 * tooManyPixels, unreadable). One audit entry ('attachment' created) with its name, exam, type, size and dimensions.
 */
export async function uploadAttachment(ctx: AppContext & WithStorage, upload: AttachmentUpload): Promise<UploadAttachmentResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const errors: AttachmentErrors = {};
  const name = upload.name?.trim() ?? '';
  const nameIssue = textIssue(name, ATTACHMENT_NAME_MAX, true);
  if (nameIssue) errors.name = [nameIssue];
  const examId = upload.examId ?? null;
  if (examId !== null && !(await ctx.db.exam.findUnique({ where: { id: examId }, select: { id: true } }))) errors.examId = [{ code: 'unknownId' }];
  // The name and exam are checked first: a form that fails on them decodes nothing.
  if (errors.name || errors.examId) {
    if (!upload.bytes?.length) errors.file = [{ code: 'required' }];
    return { kind: 'invalid', errors };
  }
  const clean = await cleanImage(upload.bytes ?? null);
  if (clean.kind === 'invalid') return { kind: 'invalid', errors: { file: [clean.issue] } };
  let image: SizedImage;
  try {
    image = await sized(upload.bytes!, clean);
  } catch {
    return { kind: 'invalid', errors: { file: [{ code: 'unreadable' }] } };
  }

  const bytes = await storeFileBytes(ctx.storage, new Uint8Array(image.data), MIME[image.format]);
  return transact(ctx, async ({ db, audit, now }) => {
    const file = await db.storedFile.create({
      data: {
        // A name nobody can guess: an attachment not yet shown anywhere is not found by counting.
        name: `${randomBytes(16).toString('hex')}.${EXTENSION[image.format]}`,
        mime: MIME[image.format],
        ...bytes,
        createdAt: now,
      },
      select: { id: true },
    });
    const attachment = await db.attachment.create({
      data: { examId, fileId: file.id, name, width: image.width, height: image.height, createdAt: now },
      select: attachmentSelect,
    });
    await audit.created({
      type: 'attachment',
      id: attachment.id,
      values: { examId, name, mime: MIME[image.format], size: image.data.length, width: image.width, height: image.height },
    });
    return { kind: 'ok', attachment } as const;
  });
}

/**
 * The attachments of an exam (document 4 §13): those its topics and questions show, its questions' appendixes, and
 * those uploaded for it (attachments.exam_id). A filter, so that GraphQL can spread its selection.
 */
export function examAttachmentsWhere(examId: number): Prisma.AttachmentWhereInput {
  const ofExam = { topic: { examId } };
  return {
    OR: [{ examId }, { topics: { some: { topic: { examId } } } }, { questions: { some: { question: ofExam } } }, { appendixOf: { some: { question: ofExam } } }],
  };
}

/** The order of an exam's attachments: as they were made. */
export const EXAM_ATTACHMENT_ORDER: Prisma.AttachmentOrderByWithRelationInput[] = [{ id: 'asc' }];

/** An exam's attachments for an author or admin; not-found for an exam that does not exist. */
export async function examAttachments(ctx: AppContext, examId: number): Promise<{ kind: 'ok'; attachments: AdminAttachment[] } | { kind: 'forbidden' } | { kind: 'not-found' }> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  if (!(await ctx.db.exam.findUnique({ where: { id: examId }, select: { id: true } }))) return { kind: 'not-found' };
  const attachments = await ctx.db.attachment.findMany({ where: examAttachmentsWhere(examId), orderBy: EXAM_ATTACHMENT_ORDER, select: attachmentSelect });
  return { kind: 'ok', attachments };
}
