// Which home screen a user gets (document 1 §2.3, document 2 §2.2).
import type { Db } from '../../db/database.ts';
import { hasProfile, profileData } from './profile.ts';
import type { Role } from '../access/grants.ts';
import { profileKind } from '../../../shared/accounts/profileKind.ts';

export type HomeVariant = 'visitor' | 'teacherOnboarding1' | 'teacherOnboarding2' | 'teacher' | 'studentGroups' | 'student' | 'studentGrade' | 'staff';

export interface HomeSeat {
  groupCount: number;
  licenseBrinId: string | null;
}

export function homeVariant(user: { role: Role | null; data: unknown } | null, seats: readonly HomeSeat[]): HomeVariant {
  if (!user || !user.role) return 'visitor';
  if (user.role === 'admin' || user.role === 'author') return 'staff';
  if (profileKind(user.role) === 'teacher') {
    if (!hasProfile(user.data)) return 'teacherOnboarding1';
    if (profileData(user.data).onboarding?.step2 !== 'finished') return 'teacherOnboarding2';
    return 'teacher';
  }
  const groups = seats.reduce((n, s) => n + s.groupCount, 0);
  if (seats.length === 1 && groups === 0 && seats[0]!.licenseBrinId) return 'studentGroups';
  if (hasProfile(user.data) || groups === 0) return 'student';
  return 'studentGrade';
}

/** The home variant of a signed-in user (or a visitor); the seats are only read for a student. */
export async function homeOf(db: Db, user: { id: number; role: Role | null; data: unknown } | null): Promise<HomeVariant> {
  if (!user || user.role !== 'leerling') return homeVariant(user, []);
  const seats = await db.seat.findMany({
    where: { userId: user.id, isActive: true },
    select: { _count: { select: { groups: true } }, license: { select: { brinId: true } } },
  });
  return homeVariant(
    user,
    seats.map((s) => ({ groupCount: s._count.groups, licenseBrinId: s.license.brinId })),
  );
}
