// Reading accounts with what hangs off them.
import type { Db } from '../../db/database.ts';

export const seatsWithLicense = {
  orderBy: { id: 'asc' },
  include: {
    license: { include: { groups: { orderBy: { name: 'asc' } } } },
    privileges: { orderBy: { id: 'asc' } },
    groups: { include: { group: true }, orderBy: { groupId: 'asc' } },
  },
} as const;

/** A user with every seat, its licence (with groups), privileges and groups. */
export function loadUserWithSeats(db: Db, userId: number) {
  return db.user.findUnique({ where: { id: userId }, include: { seats: seatsWithLicense } });
}

export type UserWithSeats = NonNullable<Awaited<ReturnType<typeof loadUserWithSeats>>>;
