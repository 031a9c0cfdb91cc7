// Fair use (document 1 §8-§9): a shared set may be opened by at most 75 anonymous devices; the 76th gets 'Helaas...'.
// The count is kept in the database and taken atomically, so however many new devices arrive at once, on however
// many server processes, exactly 75 are admitted.
//
// A device is known by a key the server gave it and signed (issue 43): a key a client makes up, or forges, is no key,
// so leaving the key out or inventing one gets the visitor counted as a new device rather than in for free. New devices
// are limited per client address, so one script holding the link cannot take all 75 places in a burst and lock the
// class out; and a request that must not change anything (a GET to /graphql) lets in only a device admitted before.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { inTransaction, type Db } from '../../db/database.ts';
import { transact, type AppContext } from '../context.ts';
import { findManagedSet } from './sharing.ts';

export const MAX_DEVICES = 75;

/**
 * New devices one client address may bring into one set within NEW_DEVICE_WINDOW_MINUTES. A school sends all its
 * students from one address (NAT): a class of at most ~32 opening the QR code within the same minute, the teacher's own
 * phone and a few students on a second device stay below 40; a script that opens the set in a burst is stopped at 40,
 * and needs at least two windows (20 minutes) to take all 75 places, time for the teacher to see it and reset them.
 */
export const NEW_DEVICES_PER_ADDRESS = 40;
export const NEW_DEVICE_WINDOW_MINUTES = 10;

/** Device keys are bounded and printable (the activity log keeps them as sent). */
export const isDeviceKey = (text: string): boolean => text.length >= 1 && text.length <= 100 && /^[\x21-\x7e]+$/.test(text);

/** The server's device keys: `{nonce}.{signature}`, signed with the application's secret. */
export interface DeviceKeys {
  /** A new key for a device that has none (or only an invalid one). */
  issue(): string;
  /** Whether the server gave out this key: made up or altered keys are not. */
  verify(key: string | null | undefined): key is string;
  /**
   * A client's address as fair use and the upload limits count and keep it (Visitor.address): an HMAC-SHA256 under
   * the application's secret, never the address itself. A plain hash could be reversed by hashing all 2^32 IPv4
   * addresses (minutes on a laptop); without the secret nobody can.
   */
  address(clientAddress: string): string;
}

export function deviceKeys(secret: string): DeviceKeys {
  const sign = (nonce: string) => createHmac('sha256', secret).update(`device|${nonce}`).digest('base64url').slice(0, 27);
  return {
    address: (clientAddress) => createHmac('sha256', secret).update(`address|${clientAddress}`).digest('base64url').slice(0, 27),
    issue() {
      const nonce = randomBytes(16).toString('base64url');
      return `${nonce}.${sign(nonce)}`;
    },
    verify(key): key is string {
      if (!key || key.length > 100) return false;
      const [nonce, mac, extra] = key.split('.');
      if (!nonce || !mac || extra !== undefined || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return false;
      const expected = Buffer.from(sign(nonce));
      const given = Buffer.from(mac);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** Who a fair-use check is about: the owner, admins and authors, and signed-in users are never counted. */
export interface Visitor {
  userId: number | null;
  isStaff: boolean;
  /** A device key the server gave out (DeviceKeys.verify), or null. */
  deviceKey: string | null;
  /** The client's address, keyed (DeviceKeys.address): what every per-address limit counts. */
  address: string;
  /** False for a request that may not change anything (a GET to /graphql): only a device admitted before gets in. */
  mayAdmit?: boolean;
}

/**
 * Why a visitor may not use a set: 'fair-use' (the set has its 75 devices), 'new-devices' (this address brought in
 * as many new devices as it may for now), 'not-admitted' (a request that may not count a device, from a device that
 * was never admitted).
 */
export type Admission = 'ok' | 'fair-use' | 'new-devices' | 'not-admitted';

class Refused extends Error {
  constructor(readonly admission: Admission) {
    super(admission);
  }
}

/**
 * Admits an anonymous device to a set's student pages. The new device's row and the counter change together or not
 * at all: the counter's row lock (UPDATE … WHERE device_count < 75) orders concurrent admissions, and a refused one
 * rolls its device row back. The address's recent admissions are counted after that lock, so they include every
 * admission before this one, and racing devices from one address cannot all slip under the rate.
 */
export async function admitDevice(db: Db, collectionId: number, deviceKey: string, clientAddress: string): Promise<Admission> {
  // Kept per set, of the address already keyed with the application's secret (DeviceKeys.address): enough to count,
  // not to list who came, nor to link one address's visits across sets.
  const address = createHash('sha256').update(`fair-use|${collectionId}|${clientAddress}`).digest('base64url').slice(0, 27);
  const known = await db.collectionDevice.findUnique({ where: { collectionId_deviceKey: { collectionId, deviceKey } }, select: { collectionId: true } });
  if (known) return 'ok';
  try {
    return await inTransaction(db, async (tx): Promise<Admission> => {
      const { count: inserted } = await tx.collectionDevice.createMany({ data: [{ collectionId, deviceKey, address }], skipDuplicates: true });
      // Admitted by a concurrent request of the same device meanwhile.
      if (!inserted) return 'ok';
      const { count } = await tx.collection.updateMany({ where: { id: collectionId, deviceCount: { lt: MAX_DEVICES } }, data: { deviceCount: { increment: 1 } } });
      if (!count) throw new Refused('fair-use');
      // The database's clock, as the rows' created_at: every server process counts the same window.
      const [recent] = await tx.$queryRaw<{ n: bigint }[]>`
        SELECT COUNT(*) AS n FROM collection_devices
        WHERE collection_id = ${collectionId} AND address = ${address}
          AND created_at > now() - make_interval(mins => ${NEW_DEVICE_WINDOW_MINUTES}::int)`;
      if (Number(recent?.n ?? 0) > NEW_DEVICES_PER_ADDRESS) throw new Refused('new-devices');
      return 'ok';
    });
  } catch (error) {
    if (error instanceof Refused) return error.admission;
    throw error;
  }
}

/** What a browser says of where a request comes from (Fetch Metadata); a client that does not say sends none of it. */
export interface FetchSource {
  /** Sec-Fetch-Site: 'same-origin', 'same-site', 'cross-site', or 'none' (typed, a bookmark, a QR code's link). */
  site?: string;
  /** Sec-Fetch-Mode: 'cors', 'no-cors' (an image, a script), 'navigate', 'same-origin'. */
  mode?: string;
  /** The Origin header: the page that sent a cross-site request in cors mode. */
  origin?: string;
}

/**
 * Whether a GET that reads a set by its link (REST, document 4's GET /api/collections/{key}) may count a new device.
 * Any page on the web can make its visitors' browsers send that GET — an <img>, a <script>, a frame, or a fetch() whose
 * answer the page never gets to read (a simple GET needs no preflight) — and each browser would take one of the set's
 * 75 places. Browsers mark every such request Sec-Fetch-Site: cross-site, whatever it loads, so that is the test, and
 * not Sec-Fetch-Dest or -Mode alone: a cross-site fetch() in cors mode says 'empty' and 'cors' as the legacy client's
 * own does. A cross-site request counts only in cors mode from an origin CORS lets read the answer
 * (CORS_ALLOWED_DOMAINS: the legacy client on another domain). A client that sends no Fetch Metadata (the legacy apps,
 * scripts, old browsers) counts as before, as document 4 promises. A request that may not count lets in only a device
 * the set admitted before.
 */
export function mayReadCountDevice(source: FetchSource, allowedOrigins: readonly string[]): boolean {
  if (source.site !== 'cross-site') return true;
  return source.mode === 'cors' && source.origin !== undefined && allowedOrigins.includes(source.origin);
}

/** Whether a visitor may use a set's student pages, uploads and log, and if not why; a new device is counted here. */
export async function admitVisitor(db: Db, set: { id: number; ownerId: number }, visitor: Visitor): Promise<Admission> {
  if (visitor.userId !== null || visitor.isStaff) return 'ok';
  if (visitor.mayAdmit === false) {
    if (!visitor.deviceKey) return 'not-admitted';
    const known = await db.collectionDevice.findUnique({ where: { collectionId_deviceKey: { collectionId: set.id, deviceKey: visitor.deviceKey } }, select: { collectionId: true } });
    return known ? 'ok' : 'not-admitted';
  }
  // The interfaces give every anonymous visitor a key; one without is never let in uncounted.
  if (!visitor.deviceKey) return 'not-admitted';
  return admitDevice(db, set.id, visitor.deviceKey, visitor.address);
}

/** admitVisitor as a yes or no, for commands that word every refusal alike. */
export async function mayUseSet(db: Db, set: { id: number; ownerId: number }, visitor: Visitor): Promise<boolean> {
  return (await admitVisitor(db, set, visitor)) === 'ok';
}

export type SetDevicesResult = { kind: 'ok'; collectionId: number } | { kind: 'not-found' };

/**
 * Frees a set's device places (its owner or an admin): every device is counted anew on its next visit, so a class
 * locked out by a set that was opened too often — or by someone who took its places — gets in again. The rows and the
 * counter go together under the counter's row lock, so an admission racing the reset is counted after it.
 */
export async function resetSetDevices(ctx: AppContext, input: { key: string }): Promise<SetDevicesResult> {
  // Another teacher's set is answered as a missing one: an outsider cannot tell the two apart.
  const set = await findManagedSet(ctx.db, await ctx.actor.access(), ctx.actor.user?.id, { key: input.key });
  if (!set) return { kind: 'not-found' };
  await transact(ctx, async ({ db: tx }) => {
    await tx.collection.update({ where: { id: set.id }, data: { deviceCount: 0 }, select: { id: true } });
    await tx.collectionDevice.deleteMany({ where: { collectionId: set.id } });
  });
  return { kind: 'ok', collectionId: set.id };
}
