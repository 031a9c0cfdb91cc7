// How much anyone with a set's link may upload (issue 43, item 4). Students send photos of their worked answers
// without signing in, so the link is all an uploader needs: without limits one client could fill the database with
// 10 MB images and keep the server decoding them. The figures sit far above what a class does — a student
// photographs a few answers per question, a lesson has one class of at most 35 on a set — so a real class never
// meets them, and each says why it is where it is.
//
// Two kinds of limit, each kept in the database so that every server process and every racing request sees the same
// count:
// - rates (per device, per address, per set): every attempt counts, refused ones too, since a refused file costs
//   reading and decoding as much as a good one. Device and address are counted with one atomic upsert per attempt
//   (server/domain/accounts/throttle.ts consumeRate), before the file is even looked at.
// - counts and bytes (per device and question, per set, the set's store): what is stored counts, from the rows
//   themselves, checked once cheaply before decoding and again under the set's row lock in the transaction that
//   stores the upload, so racing uploads cannot both slip under a limit.
import type { Db } from '../../db/database.ts';
import { consumeRate } from '../accounts/throttle.ts';

/** Every upload rate is counted over ten minutes: long enough to stop a flood, short enough to forgive a burst. */
export const UPLOAD_RATE_WINDOW_SECONDS = 10 * 60;
/**
 * Per device (a signed-in student by their account), over all sets: one photo every 20 seconds for ten minutes. A
 * student writes an answer before photographing it; a few photos per question and a retake stay far below.
 */
export const UPLOADS_PER_DEVICE_PER_WINDOW = 30;
/**
 * Per client address: a school sends from one address. Three classes of 35 at once, every student sending five photos
 * within the same ten minutes (more than working on paper allows), is 525.
 */
export const UPLOADS_PER_ADDRESS_PER_WINDOW = 600;
/**
 * Per set, from any number of addresses: every device fair use admits (75, fairUse.ts) sending five photos in the same
 * ten minutes is 375. Stops a flood spread over many addresses before it reaches the set's store limit.
 */
export const UPLOADS_PER_SET_PER_WINDOW = 400;
/** Per device and question of a set: a few photos of one answer (pages, a retake); ten is never needed. */
export const UPLOADS_PER_DEVICE_QUESTION = 10;
/** Per set in all: a class of 35 sending a photo of each of 40 questions, twice over, stays below. */
export const UPLOADS_PER_SET = 3_000;
/**
 * The bytes of a set's stored photos (re-encoded, as kept). A phone photo re-encoded is 1-4 MB: 3 GiB holds about
 * 1,000 of them, a photo of each of 20 questions from 35 students and a retake for half of them. Beyond it the
 * set's store is full: the teacher's database must not grow without bound from one link.
 */
export const SET_STORE_MAX_BYTES = 3 * 1024 ** 3;

/** Why an upload is refused by a limit (the interfaces word it). */
export type UploadQuota =
  /** The device, the address or the set has sent as many as it may for now; `seconds` until it may again. */
  | { code: 'deviceRate'; seconds: number }
  | { code: 'addressRate'; seconds: number }
  | { code: 'setRate'; seconds: number }
  /** This device has sent the most photos there may be for one question of the set. */
  | { code: 'questionCount'; max: number }
  /** The set holds the most uploads there may be. */
  | { code: 'setCount'; max: number }
  /** The set's store is full. */
  | { code: 'setStore'; maxBytes: number };

/** Who sends an upload, as the limits count them. */
export interface UploadSender {
  userId: number | null;
  /** The device key of an anonymous visitor (validated), or null. */
  deviceKey: string | null;
  /** The client's address (request.ip, as TRUST_PROXY makes it), keyed with the application's secret (fairUse.ts DeviceKeys.address). */
  address: string;
}

/** Every this many attempts, this process clears the rate rows whose windows have ended. */
const SWEEP_EVERY = 1_000;
let attempts = 0;

/**
 * Counts an upload attempt against the device's and the address's rates: null while both allow it, else the refusal.
 * A visitor without a device key is counted as a device by their address, so leaving the key out gains nothing.
 */
export async function takeUploadRates(db: Db, sender: UploadSender, now: Date): Promise<UploadQuota | null> {
  // consumeRate clears a row when its own key comes back, but device keys are the client's to invent: each new one
  // would leave a row behind for good.
  if (++attempts % SWEEP_EVERY === 0) await db.loginThrottle.deleteMany({ where: { key: { startsWith: 'rate|upload-' }, lockedUntil: { lte: now } } });
  const addressWait = await consumeRate(db, 'upload-address', sender.address, UPLOADS_PER_ADDRESS_PER_WINDOW, UPLOAD_RATE_WINDOW_SECONDS, now);
  if (addressWait > 0) return { code: 'addressRate', seconds: addressWait };
  const device = sender.userId !== null ? `user:${sender.userId}` : sender.deviceKey !== null ? `device:${sender.deviceKey}` : `address:${sender.address}`;
  const deviceWait = await consumeRate(db, 'upload-device', device, UPLOADS_PER_DEVICE_PER_WINDOW, UPLOAD_RATE_WINDOW_SECONDS, now);
  if (deviceWait > 0) return { code: 'deviceRate', seconds: deviceWait };
  return null;
}

interface SetUploads {
  uploads: number;
  bytes: bigint | number;
  recent: number;
  oldestRecent: Date | null;
  mine: number;
}

/**
 * Whether a set can take another upload of `bytes` to `questionId` from `sender`: null, or the limit it would pass.
 * Read from the stored rows; the caller holds the set's row lock when the answer must be binding.
 */
export async function setUploadQuota(db: Db, set: { id: number }, questionId: number, sender: UploadSender, bytes: number, now: Date): Promise<UploadQuota | null> {
  const windowStart = new Date(now.getTime() - UPLOAD_RATE_WINDOW_SECONDS * 1000);
  const [row] = await db.$queryRaw<SetUploads[]>`
    SELECT count(*)::int AS uploads,
           coalesce(sum(f.size), 0)::bigint AS bytes,
           (count(*) FILTER (WHERE e.created_at > ${windowStart}))::int AS recent,
           min(e.created_at) FILTER (WHERE e.created_at > ${windowStart}) AS "oldestRecent",
           (count(*) FILTER (WHERE e.question_id = ${questionId} AND (e.user_id = ${sender.userId}::int OR e.device_key = ${sender.deviceKey}::text)))::int AS mine
    FROM elaborations e JOIN stored_files f ON f.id = e.file_id
    WHERE e.collection_id = ${set.id}`;
  const counted = row ?? { uploads: 0, bytes: 0, recent: 0, oldestRecent: null, mine: 0 };
  if (Number(counted.bytes) + bytes > SET_STORE_MAX_BYTES) return { code: 'setStore', maxBytes: SET_STORE_MAX_BYTES };
  if (counted.uploads >= UPLOADS_PER_SET) return { code: 'setCount', max: UPLOADS_PER_SET };
  if (counted.mine >= UPLOADS_PER_DEVICE_QUESTION) return { code: 'questionCount', max: UPLOADS_PER_DEVICE_QUESTION };
  if (counted.recent >= UPLOADS_PER_SET_PER_WINDOW) {
    // The window slides: the set may take another once its oldest recent upload leaves the window.
    const until = (counted.oldestRecent?.getTime() ?? now.getTime()) + UPLOAD_RATE_WINDOW_SECONDS * 1000;
    return { code: 'setRate', seconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
  }
  return null;
}

/**
 * Locks the set's row for the rest of the transaction: its uploads are counted and stored one at a time. The lock an
 * UPDATE of the row takes (NO KEY UPDATE), not FOR UPDATE: that one also waits for the key-share locks that rows
 * pointing at the set take (a device admitted at the same moment), which then wait for this one to update the count:
 * a deadlock.
 */
export async function lockSetUploads(tx: Db, set: { id: number }): Promise<void> {
  await tx.$queryRaw`SELECT id FROM collections WHERE id = ${set.id} FOR NO KEY UPDATE`;
}
