// Fair use (document 1 §8-§9): a shared set may be opened by at most 75 anonymous devices; the 76th gets 'Helaas...'.
// The count is kept in the database and taken atomically, so however many new devices arrive at once, on however
// many server processes, exactly 75 are admitted.
import { inTransaction, type Db } from '../../db/database.ts';

export const MAX_DEVICES = 75;

/** Device keys are chosen by the client: bounded, printable. */
export const isDeviceKey = (text: string): boolean => text.length >= 1 && text.length <= 100 && /^[\x21-\x7e]+$/.test(text);

class SetFull extends Error {}

/**
 * Admits an anonymous device to a set's student pages: true when it was admitted before or is admitted now, false
 * when the set has reached its maximum. The new device's row and the counter change together or not at all: the
 * counter's row lock (UPDATE … WHERE device_count < 75) orders concurrent admissions, and a refused one rolls its
 * device row back.
 */
export async function admitDevice(db: Db, collectionId: number, deviceKey: string): Promise<boolean> {
  const known = await db.collectionDevice.findUnique({ where: { collectionId_deviceKey: { collectionId, deviceKey } }, select: { collectionId: true } });
  if (known) return true;
  try {
    return await inTransaction(db, async (tx) => {
      const { count: inserted } = await tx.collectionDevice.createMany({ data: [{ collectionId, deviceKey }], skipDuplicates: true });
      // Admitted by a concurrent request of the same device meanwhile.
      if (!inserted) return true;
      const { count } = await tx.collection.updateMany({ where: { id: collectionId, deviceCount: { lt: MAX_DEVICES } }, data: { deviceCount: { increment: 1 } } });
      if (!count) throw new SetFull();
      return true;
    });
  } catch (error) {
    if (error instanceof SetFull) return false;
    throw error;
  }
}

/** Who a fair-use check is about: the owner, admins and authors, and signed-in users are never counted. */
export interface Visitor {
  userId: number | null;
  isStaff: boolean;
  deviceKey: string | null;
}

/**
 * Whether a visitor may use a set's student pages and downloads. Anonymous visitors are counted by their device key;
 * one without a key (an old client) is let in only while the set has room, and is not counted.
 */
export async function mayUseSet(db: Db, set: { id: number; ownerId: number; deviceCount: number }, visitor: Visitor): Promise<boolean> {
  if (visitor.userId !== null || visitor.isStaff) return true;
  if (visitor.deviceKey === null || !isDeviceKey(visitor.deviceKey)) return set.deviceCount < MAX_DEVICES;
  return admitDevice(db, set.id, visitor.deviceKey);
}
