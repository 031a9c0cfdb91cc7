// The licence overview ('Licentieoverzicht', document 2 §2.10): the licences a user holds a seat in, and for the
// licences they manage their seats — each empty, invited or active (document 1 §4), in a compact view only the
// students' seats.
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { ACTIONS, visibleAccountRecords } from '../access/grants.ts';
import { isDemoEmail } from '../accounts/users.ts';
import { PUBLISHER_LICENSE } from '../accounts/profile.ts';

/** A seat's place in its lifecycle: nobody yet, an e-mail address invited, or a user's account linked. */
export type SeatStatus = 'empty' | 'invited' | 'active';

export function seatStatus(seat: { userId: number | null; email: string | null }): SeatStatus {
  if (seat.userId !== null) return 'active';
  return seat.email ? 'invited' : 'empty';
}

/** The licences a user holds a seat in (listed in LICENSE_OVERVIEW_ORDER). */
export function licensesOfUserWhere(userId: number): Prisma.LicenseWhereInput {
  return { seats: { some: { userId } } };
}

/** The overview's order: the newest ending first. */
export const LICENSE_OVERVIEW_ORDER: Prisma.LicenseOrderByWithRelationInput[] = [{ end: 'desc' }, { id: 'asc' }];

/**
 * The licences of the legacy list (GET /api/licenses, document 4 §12), by id: an admin sees every licence in full,
 * with its groups; anyone else a summary of the licences they hold a seat in (visibleAccountRecords).
 */
export async function listedLicenses(db: Db, user: { id: number; role: string | null }, now: Date) {
  const where = visibleAccountRecords(user, now).license;
  const orderBy = { id: 'asc' } as const;
  if (user.role === 'admin') return { view: 'full' as const, licenses: await db.license.findMany({ where, orderBy, include: { groups: { orderBy: { name: 'asc' } } } }) };
  return { view: 'summary' as const, licenses: await db.license.findMany({ where, orderBy }) };
}

/** The seats of a licence as the overview lists them: teachers first, then students, each in the order they were made. */
export function licenseSeatsWhere(licenseId: number, onlyStudents: boolean): Prisma.SeatWhereInput {
  return { licenseId, ...(onlyStudents ? { role: 'leerling' } : {}) };
}

export const SEAT_ORDER: Prisma.SeatOrderByWithRelationInput[] = [{ role: 'asc' }, { id: 'asc' }];

/** A demo student may be made for every licence but a publisher partner's (managed at the partner, document 2 §2.10). */
export const allowsDemoStudents = (license: { type: string }) => license.type !== PUBLISHER_LICENSE;

/** The seat of a user's demo student in a licence: a demo account sharing the user's link. */
export function demoSeatWhere(licenseId: number, link: string): Prisma.SeatWhereInput {
  return { licenseId, role: 'leerling', user: { link, role: 'leerling', email: { startsWith: 'leerling-' } } };
}

export const isDemoSeat = (seat: { user: { email: string } | null }) => !!seat.user && isDemoEmail(seat.user.email);

/** What a seat's privileges give in streams (the 'Opgaven tonen' column): active stream privileges, by stream. */
export const STREAM_PRIVILEGES = {
  where: { objectType: 'stream', isActive: true },
  orderBy: [{ objectId: 'asc' }, { id: 'asc' }],
  select: { id: true, action: true, objectId: true, begin: true, end: true },
} as const satisfies Prisma.Seat$privilegesArgs;

/** Privileges that make a seat a manager: a demo student never gets them. */
export const MANAGING_ACTIONS: readonly string[] = [ACTIONS.manageLicense, ACTIONS.manageGroups];
