// Who teaches a student (document 2 §2.7-§2.8; document 4 §7-§8): the one rule behind a student's results page, their
// scores and their log. A student is a listed student seat (role leerling, visible, taken by an account); their
// teachers are admins, and the users who may open the students area (docent, author, admin: mayOpenArea) and manage the
// seat's licence ('licentie beheren') or one of its groups ('groepen beheren') today. Anyone else learns nothing about
// the student — not even that the seat exists — so callers answer "not found". The students a teacher sees in a stream
// are further those whose tying seat holds 'oefensets uitvoeren' on it today (practisesOn).
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { ACTIONS, mayOpenArea, type Access } from '../access/grants.ts';
import { today } from '../licensing/period.ts';

/** The students teachers see (document 2 §2.7, §6): seats with role leerling that are visible, taken by an account. */
export const LISTED_STUDENT = { role: 'leerling', isVisible: true, userId: { not: null } } as const;

/**
 * The seats whose student the viewer teaches, as a filter: listed student seats of a licence the viewer manages or in a
 * group they manage (every listed student seat for an admin); null when the viewer teaches nobody.
 */
export function taughtSeatWhere(access: Access): Prisma.SeatWhereInput | null {
  if (!mayOpenArea(access, 'students')) return null;
  if (access.role === 'admin') return { ...LISTED_STUDENT };
  const ties: Prisma.SeatWhereInput[] = [];
  if (access.managedLicenseIds.length) ties.push({ licenseId: { in: [...access.managedLicenseIds] } });
  if (access.managedGroupIds.length) ties.push({ groups: { some: { groupId: { in: [...access.managedGroupIds] } } } });
  return ties.length ? { ...LISTED_STUDENT, OR: ties } : null;
}

/** The viewer teaches every student of the group: its manager or its licence's manager (the students area), or an admin. */
export function teachesGroup(access: Access, group: { id: number; licenseId: number }): boolean {
  if (!mayOpenArea(access, 'students')) return false;
  return access.role === 'admin' || access.managedLicenseIds.includes(group.licenseId) || access.managedGroupIds.includes(group.id);
}

/**
 * A privilege 'oefensets uitvoeren' on a stream that is in force on a day, as loadGrants judges a grant: the privilege,
 * its seat and its licence active, the day inside the privilege's and the licence's dates (begin inclusive, end
 * exclusive).
 */
export function practiceInForceWhere(now: Date, streamId?: number): Prisma.PrivilegeWhereInput {
  const day = today(now);
  return {
    action: ACTIONS.practice,
    objectType: 'stream',
    ...(streamId === undefined ? {} : { objectId: streamId }),
    isActive: true,
    begin: { lte: day },
    end: { gt: day },
    seat: { isActive: true, license: { isActive: true, begin: { lte: day }, end: { gt: day } } },
  };
}

export interface TaughtStudent {
  seatId: number;
  userId: number;
  name: string;
}

/** The name a teacher knows a student by: the account's, else the one on the seat. */
export function studentName(seat: { firstName: string | null; lastName: string | null; user: { firstName: string; lastName: string } | null }): string {
  const account = seat.user ? [seat.user.firstName, seat.user.lastName].filter(Boolean).join(' ').trim() : '';
  return account || [seat.firstName, seat.lastName].filter(Boolean).join(' ').trim();
}

export const studentNameSelect = { firstName: true, lastName: true, user: { select: { firstName: true, lastName: true } } } as const;

/**
 * A student the viewer teaches, by their seat or by a privilege of that seat; null for an unknown seat or privilege, a
 * teacher's seat, a hidden or empty one, and a student the viewer does not teach alike.
 */
export async function findTaughtStudent(db: Db, access: Access, by: { seatId: number } | { privilegeId: number }): Promise<TaughtStudent | null> {
  const taught = taughtSeatWhere(access);
  if (!taught) return null;
  const seat = await db.seat.findFirst({
    where: { AND: [taught, 'seatId' in by ? { id: by.seatId } : { privileges: { some: { id: by.privilegeId } } }] },
    select: { id: true, userId: true, ...studentNameSelect },
  });
  return seat && seat.userId !== null ? { seatId: seat.id, userId: seat.userId, name: studentName(seat) } : null;
}

/** The seat that ties a student to their teacher holds 'oefensets uitvoeren' on the stream, in force today. */
export async function practisesOn(db: Db, seatId: number, streamId: number, now: Date): Promise<boolean> {
  return (await db.privilege.count({ where: { seatId, ...practiceInForceWhere(now, streamId) } })) > 0;
}

export type TaughtPrivilege = { kind: 'ok'; student: TaughtStudent; privilege: { action: string; objectType: string; objectId: number }; inForce: boolean } | { kind: 'not-found' };

/**
 * A privilege of a student the viewer teaches (the legacy routes name a student by one), with whether it is a practice
 * privilege in force today; not found for anyone else. The scores and log routes of a stream ask this, the results
 * page asks findTaughtStudent and practisesOn: the same rule.
 */
export async function findTaughtPrivilege(db: Db, access: Access, privilegeId: number, now: Date): Promise<TaughtPrivilege> {
  const student = await findTaughtStudent(db, access, { privilegeId });
  if (!student) return { kind: 'not-found' };
  const privilege = await db.privilege.findUniqueOrThrow({ where: { id: privilegeId }, select: { action: true, objectType: true, objectId: true } });
  const inForce = (await db.privilege.count({ where: { id: privilegeId, ...practiceInForceWhere(now) } })) > 0;
  return { kind: 'ok', student, privilege, inForce };
}
