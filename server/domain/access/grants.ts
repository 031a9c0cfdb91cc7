// Who may do what: the one place where roles, seats, licences and privileges become permissions.
// Every GraphQL resolver and REST route asks these functions; none re-implements a rule.
import type { Db } from '../../db/database.ts';
import { Prisma } from '../../db/generated/client.ts';
import { queryRows } from '../../db/queryRows.ts';
import { today } from '../licensing/period.ts';
import { AREA_ROLES, SIGN_IN_ROLES, STAFF, TEACHER_LIKE, type Area, type Role } from '../../../shared/access/roles.ts';

// The roles and areas are shared with the web (shared/access/roles.ts); the server's code reads them from here.
export { AREA_ROLES, SIGN_IN_ROLES, STAFF, TEACHER_LIKE, type Area, type Role };

export const ACTIONS = {
  manageLicense: 'licentie beheren',
  manageGroups: 'groepen beheren',
  unlimitedSets: 'onbeperkt opgavensets samenstellen',
  sets: 'opgavensets samenstellen',
  limitedSets: 'beperkt opgavensets samenstellen',
  practice: 'oefensets uitvoeren',
  runCollection: 'opgavenset uitvoeren',
  hideQuestion: 'vraag verbergen',
} as const;

export type SetMaking = 'unlimited' | 'limited';

export const maySignIn = (role: string | null | undefined): role is Role => !!role && (SIGN_IN_ROLES as readonly string[]).includes(role);

/** One privilege that is in force today, with what it hangs off. */
export interface Grant {
  privilegeId: number;
  action: string;
  objectType: 'license' | 'group' | 'stream' | 'collection' | 'question';
  objectId: number;
  begin: Date;
  end: Date;
  seatId: number;
  seatRole: 'docent' | 'leerling';
  licenseId: number;
  licenseType: string;
  licenseEnd: Date;
  licenseBrinId: string | null;
}

/**
 * The privileges in force for a user on a day: seat, licence and privilege active, and the day inside the
 * privilege's and the licence's dates (begin inclusive, end exclusive). A privilege on a stream counts only while the
 * stream exists (its object is a bare id, with no foreign key): so a stream that a user's grant opens is known to
 * exist, as of the statement that read the grant, without asking again (../content/streams.ts, streamKnownToExist).
 */
export async function loadGrants(db: Db, userId: number, day: Date): Promise<Grant[]> {
  const rows = await queryRows<GrantRow>(db, Prisma.sql`${grantRowsSql(Prisma.sql`${userId}`, day)} ORDER BY p.id`);
  return rows.map(grantOf);
}

/**
 * The statement behind loadGrants, for the user whose id `userId` gives (a value, or a column of an enclosing
 * statement: the session's own statement reads a user's grants with the session, ../accounts/sessions.ts).
 * Every request of a signed-in user needs these rows, so this is one flat statement: Prisma's nested include (a JSON
 * lateral join per relation) measured four times the cost of the same rows read with plain joins. The day goes in as
 * a calendar day, whatever the server's time zone.
 */
export function grantRowsSql(userId: Prisma.Sql, day: Date): Prisma.Sql {
  const date = day.toISOString().slice(0, 10);
  return Prisma.sql`
    SELECT p.id, p.action, p.object_type::text AS object_type, p.object_id, p.begin, p."end",
           s.id AS seat_id, s.role::text AS seat_role, l.id AS license_id, l.type AS license_type, l."end" AS license_end, l.brin_id
    FROM privileges p
    JOIN seats s ON s.id = p.seat_id
    JOIN licenses l ON l.id = s.license_id
    WHERE s.user_id = ${userId} AND p.is_active AND s.is_active AND l.is_active
      AND p.begin <= ${date}::date AND p."end" > ${date}::date AND l.begin <= ${date}::date AND l."end" > ${date}::date
      AND (p.object_type <> 'stream' OR EXISTS (SELECT 1 FROM streams st WHERE st.id = p.object_id))`;
}

/** A row of grantRowsSql as a Grant; its dates come as Dates from a plain query, as 'YYYY-MM-DD' from JSON. */
export function grantOf(p: GrantRow): Grant {
  return {
    privilegeId: p.id,
    action: p.action,
    objectType: p.object_type,
    objectId: p.object_id,
    begin: new Date(p.begin),
    end: new Date(p.end),
    seatId: p.seat_id,
    seatRole: p.seat_role,
    licenseId: p.license_id,
    licenseType: p.license_type,
    licenseEnd: new Date(p.license_end),
    licenseBrinId: p.brin_id,
  };
}

export interface GrantRow {
  id: number;
  action: string;
  object_type: Grant['objectType'];
  object_id: number;
  begin: Date | string;
  end: Date | string;
  seat_id: number;
  seat_role: Grant['seatRole'];
  license_id: number;
  license_type: string;
  license_end: Date | string;
  brin_id: string | null;
}

const SET_MAKING_ACTIONS = new Set<string>([ACTIONS.unlimitedSets, ACTIONS.sets, ACTIONS.limitedSets]);
const STREAM_ACTIONS = new Set<string>([...SET_MAKING_ACTIONS, ACTIONS.practice]);

/**
 * A grant that opens a stream: any stream privilege — a student seat's 'oefensets uitvoeren' as much as a teacher's
 * set-making. It opens the stream's self-practice and the stream picker, nothing of the teacher side.
 */
export const opensStream = (g: Pick<Grant, 'objectType' | 'action'>): boolean => g.objectType === 'stream' && STREAM_ACTIONS.has(g.action);

/**
 * A grant that gives the teacher side of a stream: a set-making privilege on a docent seat. A student seat never
 * does — not a school's, not a student licence a teacher bought for themselves — whatever its privileges say.
 */
export const teachesStream = (g: Pick<Grant, 'objectType' | 'action' | 'seatRole'>): boolean => g.objectType === 'stream' && g.seatRole === 'docent' && SET_MAKING_ACTIONS.has(g.action);

/** The permissions of one user (or a visitor), derived from their role and grants. Pure: no database. */
export interface Access {
  role: Role | null;
  signedIn: boolean;
  /**
   * Streams the user may open as a student does — self-practice, the stream picker: every stream of a grant that
   * opens it (opensStream), 'all' for admin and author.
   */
  streamIds: 'all' | ReadonlySet<number>;
  canOpenStream(streamId: number): boolean;
  /**
   * Streams of the teacher side — search, marking schemes, tips and answers, set-making, the cart, exam selection,
   * topic appendixes: a teacher-like role with a set-making privilege of a docent seat (teachesStream); 'all' for
   * admin and author. A stream the user may only practise in is not one of them.
   */
  teacherStreamIds: 'all' | ReadonlySet<number>;
  canTeachStream(streamId: number): boolean;
  /** Set-making in a stream: unlimited, limited (trial) or none — from the teacher side's grants only. */
  setMaking(streamId: number): SetMaking | null;
  /**
   * The latest end date of the user's grant on a stream: of the grants giving its teacher side when there are any,
   * else of those opening it (null for admin/author or no grant).
   */
  streamGrantEnd(streamId: number): Date | null;
  /** Groups the user manages ('groepen beheren'). With more than one, sharing asks which group. */
  managedGroupIds: readonly number[];
  /** Licences the user manages ('licentie beheren'). */
  managedLicenseIds: readonly number[];
  isTeacherLike: boolean;
  isStaff: boolean;
  isStudent: boolean;
  grants: readonly Grant[];
}

export function accessFor(role: Role | null | undefined, grants: readonly Grant[] = []): Access {
  const r = role ?? null;
  const isStaff = r !== null && STAFF.includes(r);
  const isTeacherLike = r !== null && TEACHER_LIKE.includes(r);
  const openGrants = grants.filter(opensStream);
  // Only a teacher-like role uses the teacher side, whatever seats it holds.
  const teacherGrants = isTeacherLike ? grants.filter(teachesStream) : [];
  const streamIds: 'all' | Set<number> = isStaff ? 'all' : new Set(openGrants.map((g) => g.objectId));
  const teacherStreamIds: 'all' | Set<number> = isStaff ? 'all' : new Set(teacherGrants.map((g) => g.objectId));
  const distinct = (values: number[]) => [...new Set(values)];
  return {
    role: r,
    signedIn: r !== null,
    streamIds,
    canOpenStream: (streamId) => streamIds === 'all' || streamIds.has(streamId),
    teacherStreamIds,
    canTeachStream: (streamId) => teacherStreamIds === 'all' || teacherStreamIds.has(streamId),
    setMaking(streamId) {
      if (isStaff) return 'unlimited';
      const actions = new Set(teacherGrants.filter((g) => g.objectId === streamId).map((g) => g.action));
      if (actions.has(ACTIONS.unlimitedSets) || actions.has(ACTIONS.sets)) return 'unlimited';
      if (actions.has(ACTIONS.limitedSets)) return 'limited';
      return null;
    },
    streamGrantEnd(streamId) {
      if (isStaff) return null;
      const teaching = teacherGrants.filter((g) => g.objectId === streamId);
      const ends = (teaching.length ? teaching : openGrants.filter((g) => g.objectId === streamId)).map((g) => g.end.getTime());
      return ends.length ? new Date(Math.max(...ends)) : null;
    },
    managedGroupIds: distinct(grants.filter((g) => g.action === ACTIONS.manageGroups && g.objectType === 'group').map((g) => g.objectId)),
    managedLicenseIds: distinct(grants.filter((g) => g.action === ACTIONS.manageLicense).map((g) => g.licenseId)),
    isTeacherLike,
    isStaff,
    isStudent: r === 'leerling',
    grants,
  };
}

export function mayOpenArea(access: Pick<Access, 'role'>, area: Area): boolean {
  return access.role !== null && (AREA_ROLES[area] as readonly Role[]).includes(access.role);
}

/**
 * Who manages a licence today, as a Prisma filter on licences: every licence for an admin; for a user of the
 * 'licenses' area (docent) a licence with their 'licentie beheren' in force today — privilege, seat and licence
 * active, the day inside the privilege's and the licence's dates — exactly the grants loadGrants loads; nothing for
 * anyone else. The same rule as mayManageLicense (../licensing/access.ts) on a loaded Access, for where a query must
 * carry it (node lookups, the licence and seat commands); tests/server/access.test.ts holds the two to one table.
 */
export function managedLicenseWhere(user: { id: number; role: string | null } | null, now: Date): Prisma.LicenseWhereInput {
  if (user?.role === 'admin') return {};
  // No licence has id 0: whoever may not manage licences matches none.
  if (!user || !mayOpenArea({ role: user.role as Role | null }, 'licenses')) return { id: 0 };
  const day = today(now);
  const inForce = { isActive: true, begin: { lte: day }, end: { gt: day } };
  return { ...inForce, seats: { some: { userId: user.id, isActive: true, privileges: { some: { action: ACTIONS.manageLicense, ...inForce } } } } };
}

/**
 * Which account records a user may look up by id on a day: their own account, their own seats and the seats of
 * licences they manage that day (managedLicenseWhere), the licences and groups they hold a seat in. An admin may
 * look up every one; a visitor none. Other people's e-mail addresses and other schools' licences never leave the
 * server this way, nor do a licence's seats once its manager's privilege has ended.
 */
export function visibleAccountRecords(
  user: { id: number; role: string | null } | null,
  now: Date,
): {
  user: Prisma.UserWhereInput;
  seat: Prisma.SeatWhereInput;
  license: Prisma.LicenseWhereInput;
  group: Prisma.GroupWhereInput;
} {
  if (user?.role === 'admin') return { user: {}, seat: {}, license: {}, group: {} };
  // No account has id 0, so a visitor matches nothing.
  const me = user?.id ?? 0;
  const holdsSeat = { seats: { some: { userId: me } } };
  return {
    user: { id: me },
    seat: { OR: [{ userId: me }, { license: managedLicenseWhere(user, now) }] },
    license: holdsSeat,
    group: { license: holdsSeat },
  };
}

/** Loads the access of a signed-in user. */
export async function loadAccess(db: Db, user: { id: number; role: Role | null } | null, day: Date): Promise<Access> {
  return accessOf(user, user && usesGrants(user.role) ? await loadGrants(db, user.id, day) : []);
}

/** Staff (admin, author) may do everything without seats: their grants are never read. */
const usesGrants = (role: Role | null) => role !== null && !STAFF.includes(role);

/** The access of a user whose grants for the day are at hand (loaded with their session). */
export function accessOf(user: { role: Role | null } | null, grants: readonly Grant[]): Access {
  if (!user) return accessFor(null);
  return accessFor(user.role, usesGrants(user.role) ? grants : []);
}
