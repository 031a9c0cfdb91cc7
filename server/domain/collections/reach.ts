// Which of the teachers' shares and hides reach a student (document 1 §4; how they are made is ./sharing.ts). A share
// or hide with a group reaches the student seats in that group; one without reaches every student seat of the licences
// in which the set's OWNER (not whoever clicked: an admin may share or hide someone's set) holds an active teacher
// seat. Either way only the user's active student seats of active licences that have not ended. Reach is decided on
// the day asked, so a student who joins a group later sees what was shared with it, and loses what was hidden from it,
// like everyone in the group.
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../db/generated/client.ts';

/** A filter on collection shares and hides alike: the rows that reach the student. */
export type ReachWhere = Prisma.CollectionShareWhereInput & Prisma.CollectionHideWhereInput;

/** The filter of the shares and hides that reach a user's student seats on `day`; null when they hold none. */
export async function studentReach(db: Db, userId: number, day: Date): Promise<ReachWhere | null> {
  const seats = await db.seat.findMany({
    where: { userId, role: 'leerling', isActive: true, license: { isActive: true, end: { gt: day } } },
    select: { licenseId: true, groups: { select: { groupId: true } } },
  });
  if (!seats.length) return null;
  const groupIds = [...new Set(seats.flatMap((s) => s.groups.map((g) => g.groupId)))];
  const licenseIds = [...new Set(seats.map((s) => s.licenseId))];
  return {
    OR: [{ groupId: { in: groupIds } }, { groupId: null, collection: { owner: { seats: { some: { role: 'docent', isActive: true, licenseId: { in: licenseIds } } } } } }],
  };
}
