// Who counts as a group's students (issue 41): one rule behind the number a teacher is told when they share a set
// ('De set staat nu in de webomgeving van 4 leerlingen'), the students listed per group on /leerlingen and the count
// per group on /licenties. A student is a seat that a student holds today: role leerling, visible (document 2 §2.7:
// only is_visible seats are listed), switched on ('Actief'), taken by an account — not a free or merely invited
// seat — and not a teacher's demo student (a teacher's own account to try sets as a student, whose use the overview
// leaves out too: ./overview.ts ownersOwnAccount).
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { LISTED_STUDENT } from './teachers.ts';

/** A demo student: an account 'leerling-…' sharing a teacher's link (../licensing/demoStudent.ts). */
const DEMO_ACCOUNT = { link: { not: null }, email: { startsWith: 'leerling-' } } satisfies Prisma.UserWhereInput;

/** The seats that count as students, as a filter. */
export const CLASS_STUDENT = {
  ...LISTED_STUDENT,
  isActive: true,
  user: { is: { NOT: DEMO_ACCOUNT } },
} satisfies Prisma.SeatWhereInput;

/** The students of one group, as a filter. */
export const groupStudentWhere = (groupId: number) => ({ ...CLASS_STUDENT, groups: { some: { groupId } } }) satisfies Prisma.SeatWhereInput;

/** How many students each group has, in one statement; a group without any is 0. */
export async function groupStudentCounts(db: Db, groupIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map(groupIds.map((id) => [id, 0]));
  if (!groupIds.length) return counts;
  const rows = await db.seatGroup.groupBy({
    by: ['groupId'],
    where: { groupId: { in: [...groupIds] }, seat: CLASS_STUDENT },
    _count: { _all: true },
  });
  for (const row of rows) counts.set(row.groupId, row._count._all);
  return counts;
}
