// Who teaches a student (document 2 §2.7-§2.8; document 4 §7-§8): the one rule behind a student's scores, their log
// and their results page. A student's teachers are admins, and the teacher-like users who manage the student's licence
// ('licentie beheren') or one of the student's groups ('groepen beheren'). Anyone else learns nothing about the
// student — not even that the seat exists — so callers answer "not found".
import type { Db } from '../../db/database.ts';
import type { Access } from '../access/grants.ts';

/** What ties a seat to its teachers: its licence and its groups. */
export interface SeatTies {
  licenseId: number;
  groupIds: readonly number[];
}

/** The viewer teaches the student on this seat. */
export function teachesSeat(access: Access, seat: SeatTies): boolean {
  if (access.role === 'admin') return true;
  if (!access.isTeacherLike) return false;
  return access.managedLicenseIds.includes(seat.licenseId) || seat.groupIds.some((id) => access.managedGroupIds.includes(id));
}

/** The viewer teaches every student of the group: the group's own manager, its licence's manager, or an admin. */
export function teachesGroup(access: Access, group: { id: number; licenseId: number }): boolean {
  return teachesSeat(access, { licenseId: group.licenseId, groupIds: [group.id] });
}

/** A seat's licence and group ids, as teachesSeat reads them. */
export const seatTiesSelect = { licenseId: true, groups: { select: { groupId: true } } } as const;
export const tiesOf = (seat: { licenseId: number; groups: readonly { groupId: number }[] }): SeatTies => ({
  licenseId: seat.licenseId,
  groupIds: seat.groups.map((g) => g.groupId),
});

/** The students teachers see (document 2 §2.7, §6): seats with role leerling that are visible, taken by an account. */
export const LISTED_STUDENT = { role: 'leerling', isVisible: true, userId: { not: null } } as const;

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
 * A listed student (a visible leerling seat with an account) that the viewer teaches, or null — for an unknown seat,
 * a teacher's seat, a hidden or empty one, and a student the viewer does not teach alike.
 */
export async function findTaughtStudent(db: Db, access: Access, seatId: number): Promise<TaughtStudent | null> {
  const seat = await db.seat.findFirst({
    where: { id: seatId, ...LISTED_STUDENT },
    select: { id: true, userId: true, ...seatTiesSelect, ...studentNameSelect },
  });
  if (!seat || seat.userId === null || !teachesSeat(access, tiesOf(seat))) return null;
  return { seatId: seat.id, userId: seat.userId, name: studentName(seat) };
}
