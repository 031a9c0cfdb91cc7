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

export function loadUser(db: Db, userId: number) {
  return db.user.findUniqueOrThrow({ where: { id: userId } });
}

/** Demo students are recognised by their address: leerling-xxxxxx@… */
export const isDemoEmail = (email: string) => /^leerling-[a-z0-9]{6}@/i.test(email);

/** Does one of the user's active seats belong to a group? (It enables 'Selectie docent'.) */
export async function hasGroups(db: Db, userId: number): Promise<boolean> {
  return (await db.seatGroup.count({ where: { seat: { userId, isActive: true } } })) > 0;
}

/** The groups the user holds a seat in (GET /api/groups), by name. */
export function groupsOfUser(db: Db, userId: number) {
  return db.group.findMany({ where: { seats: { some: { seat: { userId } } } }, orderBy: { name: 'asc' } });
}
