// The teacher's student overview of a stream (/leerlingen, document 2 §2.7): whether the stream's practice is
// published, the teacher's sets of the stream with what the class did with them ('Activiteiten van alle leerlingen'),
// and the teacher's groups of the stream with their students and when each last practised on their own ('Resultaten
// van leerlingen met licentie'). Lists that grow are read a page at a time; every figure is a SQL aggregate.
import { Prisma } from '../../db/generated/client.ts';
import type { Db } from '../../db/database.ts';
import type { PublicationStatus } from '../../db/generated/enums.ts';
import { mayOpenArea, teachesStream, type Access } from '../access/grants.ts';
import { FLOW } from '../activity/log.ts';
import { studentName, studentNameSelect } from './teachers.ts';
import { groupStudentWhere } from './groupStudents.ts';

/** A teacher manages a handful of groups per stream; this many is far above that and keeps the page bounded. */
export const GROUPS_MAX = 50;

export interface ClassroomStream {
  id: number;
  courseName: string;
  levelName: string;
  practiceStatus: PublicationStatus;
}

export interface Classroom {
  stream: ClassroomStream;
  /** The stream's practice sets are published: students can practise, and teachers can look at their results. */
  published: boolean;
  /** A licence that gives the viewer the teacher side of this stream has no school id (BRIN): students are linked by hand ('Leerling licenties koppelen'). */
  needsLicenseLink: boolean;
}

/**
 * Whose student overview there is (document 2 §2.7: /leerlingen is docent's, author's and admin's), and of which
 * stream: the viewer's current one. A teacher without a licence has none, so there is no overview to show them — not
 * its head (Query.classroom) and not its sets (Query.classroomSets): the page tells them 'Je hebt nog geen vak met een
 * licentie.' One rule for both, so one cannot answer what the other refuses.
 */
export type ClassroomAccess = { kind: 'ok'; streamId: number } | { kind: 'forbidden' } | { kind: 'no-stream' };

export function classroomAccess(access: Access, currentStreamId: number | null): ClassroomAccess {
  if (!mayOpenArea(access, 'students')) return { kind: 'forbidden' };
  return currentStreamId ? { kind: 'ok', streamId: currentStreamId } : { kind: 'no-stream' };
}

/** The overview's head for a stream, or null when there is no such stream. */
export async function classroomOf(db: Db, access: Access, streamId: number): Promise<Classroom | null> {
  const stream = await db.stream.findUnique({
    where: { id: streamId },
    select: { id: true, practiceStatus: true, course: { select: { name: true } }, level: { select: { name: true } } },
  });
  if (!stream) return null;
  return {
    stream: { id: stream.id, courseName: stream.course.name, levelName: stream.level.name, practiceStatus: stream.practiceStatus },
    published: stream.practiceStatus === 'published',
    needsLicenseLink: access.grants.some((g) => teachesStream(g) && g.objectId === streamId && !g.licenseBrinId),
  };
}

/**
 * The viewer's groups of a stream as a query: the active groups of the stream they manage ('groepen beheren'), by name;
 * null when they manage none. Admins and authors hold no such grants, so they have none: the overview is a teacher's
 * own class list, and an admin reaches a student's results from the licence's seats instead.
 */
export function classroomGroupsQuery(access: Access, streamId: number) {
  if (!access.managedGroupIds.length) return null;
  return {
    where: { id: { in: [...access.managedGroupIds] }, streamId, isActive: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: GROUPS_MAX,
  } satisfies Prisma.GroupFindManyArgs;
}

// ───────────────────────────── Activiteiten van alle leerlingen ─────────────────────────────

export interface SetActivity {
  id: number;
  key: string;
  name: string;
  createdAt: Date;
  /** Devices that opened the set ('leerlingen', an estimate: one student, one device). */
  devices: number;
  /** Questions checked: distinct device and question of 'Begin met nakijken'. */
  checkedQuestions: number;
  /** 'Ontvang een tip' events. */
  tipsUsed: number;
  /** 'Kijk antwoord na' events: model answers looked at (the heatmap shows them beside the tips). */
  elaborationsSeen: number;
}

export interface Page<T> {
  totalCount: number;
  items: T[];
}

interface FigureRow {
  collection_id: number;
  devices: bigint;
  checked: bigint;
  tips: bigint;
  elaborations: bigint;
}

/**
 * SQL: the event `a` (an activity_logs row of the set `c`) is the class's: not one of the owner's own accounts'. Every
 * figure of a set — the overview's, the heatmap's per question — counts the events this says, so they add up.
 */
export const classEvent = (a: Prisma.Sql, c: Prisma.Sql) => Prisma.sql`NOT ${ownersOwnAccount(Prisma.sql`${a}.user_id`, Prisma.sql`${c}.owner_id`)}`;

/** SQL: how many tips and model answers the class used among the events `a` of a group. */
export const helpCounts = (a: Prisma.Sql) => Prisma.sql`
  COUNT(*) FILTER (WHERE ${a}.activity = ${FLOW.tip}) AS tips,
  COUNT(*) FILTER (WHERE ${a}.activity = ${FLOW.elaboration}) AS elaborations`;

/**
 * SQL: the account `userColumn` is one of the set owner's own — the owner, or an account sharing their link (their demo
 * student, which they switch to to try the set). What those accounts do is the teacher trying their set, not the class:
 * every figure of a set (the overview's, the heatmap's, the set's log) leaves it out. False for an anonymous event.
 */
export const ownersOwnAccount = (userColumn: Prisma.Sql, ownerId: Prisma.Sql | number) => Prisma.sql`EXISTS (
  SELECT 1 FROM users own_o LEFT JOIN users own_x ON own_x.link = own_o.link
  WHERE own_o.id = ${ownerId} AND ${userColumn} IN (own_o.id, own_x.id))`;

/**
 * The figures of what the sets' visitors did, in one statement: everyone's events but those of the set owner's own
 * accounts (making the set, trying it, as themselves or their demo student). Devices of anonymous and signed-in
 * visitors alike count: both are students who opened it.
 */
export async function setFigures(db: Db, setIds: readonly number[]): Promise<Map<number, Omit<SetActivity, 'id' | 'key' | 'name' | 'createdAt'>>> {
  if (!setIds.length) return new Map();
  const rows = await db.$queryRaw<FigureRow[]>`
    SELECT a.collection_id,
           COUNT(DISTINCT a.device_key) AS devices,
           COUNT(DISTINCT a.device_key || ':' || a.question_id) FILTER (WHERE a.activity = ${FLOW.startScoring} AND a.question_id IS NOT NULL) AS checked,
           ${helpCounts(Prisma.sql`a`)}
    FROM activity_logs a JOIN collections c ON c.id = a.collection_id
    WHERE a.collection_id = ANY(${[...setIds]}::int[]) AND ${classEvent(Prisma.sql`a`, Prisma.sql`c`)}
    GROUP BY a.collection_id`;
  return new Map(rows.map((r) => [r.collection_id, { devices: Number(r.devices), checkedQuestions: Number(r.checked), tipsUsed: Number(r.tips), elaborationsSeen: Number(r.elaborations) }]));
}

/**
 * The viewer's sets of a stream, a page at a time, with their figures: the set the class used last first (by its
 * latest event of the class), then those nobody used yet, newest first — a new set does not push the one the class
 * is working on behind 'Toon alle activiteiten'.
 */
export async function setActivityPage(db: Db, ownerId: number, streamId: number, offset: number, limit: number): Promise<Page<SetActivity>> {
  const where = { ownerId, streamId } satisfies Prisma.CollectionWhereInput;
  const [totalCount, ordered] = await Promise.all([
    db.collection.count({ where }),
    db.$queryRaw<{ id: number }[]>`
      SELECT c.id FROM collections c
      LEFT JOIN LATERAL (
        SELECT MAX(a.created_at) AS last FROM activity_logs a WHERE a.collection_id = c.id AND ${classEvent(Prisma.sql`a`, Prisma.sql`c`)}
      ) used ON true
      WHERE c.owner_id = ${ownerId} AND c.stream_id = ${streamId}
      ORDER BY used.last DESC NULLS LAST, c.created_at DESC, c.id DESC
      OFFSET ${offset} LIMIT ${limit}`,
  ]);
  const ids = ordered.map((r) => r.id);
  const [sets, figures] = await Promise.all([db.collection.findMany({ where: { id: { in: ids } }, select: { id: true, key: true, name: true, createdAt: true } }), setFigures(db, ids)]);
  const byId = new Map(sets.map((s) => [s.id, s]));
  return {
    totalCount,
    items: ids.map((id) => ({ ...byId.get(id)!, ...(figures.get(id) ?? { devices: 0, checkedQuestions: 0, tipsUsed: 0, elaborationsSeen: 0 }) })),
  };
}

// ───────────────────────────── Resultaten van leerlingen met licentie ─────────────────────────────

export interface ClassStudent {
  seatId: number;
  userId: number;
  name: string;
  /** The student's latest self-practice in the group's stream: an event outside a set, or a saved score. */
  lastActivity: Date | null;
}

/**
 * When each student last practised on their own in a stream (any stream when null), in one statement: the newest of
 * their self-practice events (outside a set: a set's page is the teacher's selection, not their own practice) and of
 * their saved scores.
 */
export async function lastSelfPractice(db: Db, userIds: readonly number[], streamId: number | null): Promise<Map<number, Date>> {
  if (!userIds.length) return new Map();
  const ids = [...userIds];
  const inStream = (column: Prisma.Sql) => (streamId === null ? Prisma.empty : Prisma.sql`AND ${column} = ${streamId}`);
  const rows = await db.$queryRaw<{ user_id: number; last: Date }[]>`
    SELECT x.user_id, MAX(x.at) AS last FROM (
      SELECT a.user_id, MAX(a.created_at) AS at
      FROM activity_logs a JOIN topics t ON t.id = a.topic_id JOIN exams e ON e.id = t.exam_id
      WHERE a.user_id = ANY(${ids}::int[]) AND a.collection_id IS NULL ${inStream(Prisma.sql`e.stream_id`)}
      GROUP BY a.user_id
      UNION ALL
      SELECT s.user_id, MAX(s.created_at) AS at
      FROM scores s
      WHERE s.user_id = ANY(${ids}::int[]) ${inStream(Prisma.sql`s.stream_id`)}
      GROUP BY s.user_id
    ) x
    GROUP BY x.user_id`;
  return new Map(rows.map((r) => [r.user_id, r.last]));
}

/** The students of a group (./groupStudents.ts, the rule sharing and /licenties count by), by name, a page at a time. */
export async function groupStudentsPage(db: Db, group: { id: number; streamId: number | null }, offset: number, limit: number): Promise<Page<ClassStudent>> {
  const where = groupStudentWhere(group.id);
  const [totalCount, seats] = await Promise.all([
    db.seat.count({ where }),
    db.seat.findMany({
      where,
      orderBy: [{ user: { firstName: 'asc' } }, { user: { lastName: 'asc' } }, { id: 'asc' }],
      skip: offset,
      take: limit,
      select: { id: true, userId: true, ...studentNameSelect },
    }),
  ]);
  const last = await lastSelfPractice(
    db,
    seats.map((s) => s.userId!),
    group.streamId,
  );
  return { totalCount, items: seats.map((s) => ({ seatId: s.id, userId: s.userId!, name: studentName(s), lastActivity: last.get(s.userId!) ?? null })) };
}
