// Streams: the courses at a level that everything else hangs under.
import type { Db } from '../../db/database.ts';
import { Prisma } from '../../db/generated/client.ts';
import { queryRows } from '../../db/queryRows.ts';
import type { Access } from '../access/grants.ts';

/** The order of every stream list: by course name, then level (Vmbo GT, Havo, Vwo). */
export const streamOrder: Prisma.StreamOrderByWithRelationInput[] = [{ course: { name: 'asc' } }, { level: { position: 'asc' } }];

/** Every stream with its course and level, in display order (the legacy list, GET /api/streams). */
export function listStreams(db: Db) {
  return db.stream.findMany({ include: { course: true, level: true }, orderBy: streamOrder });
}

/** The streams a user may open (list them in streamOrder); null when they may open none, so nothing need be asked. */
export function openStreamsWhere(access: Access): Prisma.StreamWhereInput | null {
  if (access.streamIds === 'all') return {};
  return access.streamIds.size ? { id: { in: [...access.streamIds] } } : null;
}

/** The ids of the streams a user may open, in display order; no query at all for someone who may open none. */
export async function openStreamIds(db: Db, access: Access): Promise<number[]> {
  const where = openStreamsWhere(access);
  return where ? (await db.stream.findMany({ where, orderBy: streamOrder, select: { id: true } })).map((s) => s.id) : [];
}

/** What choosing a stream needs of each: its id, course and level, in display order. */
export interface StreamSummary {
  id: number;
  courseName: string;
  levelName: string;
}

export async function streamCatalogue(db: Db): Promise<StreamSummary[]> {
  const streams = await db.stream.findMany({ orderBy: streamOrder, select: { id: true, course: { select: { name: true } }, level: { select: { name: true } } } });
  return streams.map((s) => ({ id: s.id, courseName: s.course.name, levelName: s.level.name }));
}

export function streamDisplayName(stream: { course: { name: string }; level: { name: string } }): string {
  return `${stream.course.name} ${stream.level.name}`;
}

/** The formula sheet (formuleblad) of a stream; null when the stream does not exist. */
export async function formulaSheet(db: Db, streamId: number): Promise<{ formulaSheet: string | null } | null> {
  return db.stream.findUnique({ where: { id: streamId }, select: { formulaSheet: true } });
}

/** Every column of a stream by its field name, as Prisma answers it (a new column fails to compile until it is here). */
const STREAM_COLUMNS = {
  id: Prisma.sql`id`,
  slug: Prisma.sql`slug`,
  courseId: Prisma.sql`course_id AS "courseId"`,
  levelId: Prisma.sql`level_id AS "levelId"`,
  practiceStatus: Prisma.sql`practice_status::text AS "practiceStatus"`,
  reviewStatus: Prisma.sql`review_status::text AS "reviewStatus"`,
  formulaSheet: Prisma.sql`formula_sheet AS "formulaSheet"`,
  proportionThresholdLow: Prisma.sql`proportion_threshold_low AS "proportionThresholdLow"`,
  proportionThresholdHigh: Prisma.sql`proportion_threshold_high AS "proportionThresholdHigh"`,
  position: Prisma.sql`position`,
  createdAt: Prisma.sql`created_at AS "createdAt"`,
  updatedAt: Prisma.sql`updated_at AS "updatedAt"`,
} satisfies Record<keyof StreamRow, Prisma.Sql>;

type StreamRow = Prisma.StreamGetPayload<object>;
/** A column of a stream, by its field name. */
export type StreamColumn = keyof StreamRow;

export const isStreamColumn = (field: string): field is StreamColumn => Object.hasOwn(STREAM_COLUMNS, field);

/**
 * One stream by id with the named columns of its own, or null. Streams are public: anyone may read their names and
 * statuses. Most screens ask a stream for its own columns only (a search, for its id, where no grant shows that it
 * exists): read on the hot path (queryRows).
 */
export async function readStreamColumns<C extends StreamColumn>(db: Db, streamId: number, columns: readonly C[]): Promise<Pick<StreamRow, C> | null> {
  const sql = (columns.length ? columns : (['id'] as C[])).map((column) => STREAM_COLUMNS[column]);
  const [row] = await queryRows<Pick<StreamRow, C>>(db, Prisma.sql`SELECT ${Prisma.join(sql, ', ')} FROM streams WHERE id = ${streamId}`);
  return row ?? null;
}

/**
 * A stream that one of the viewer's grants opens exists (grants are read only on existing streams, with the session:
 * ../access/grants.ts): known without a statement.
 */
export const streamKnownToExist = (access: Access, streamId: number): boolean => access.streamIds !== 'all' && access.streamIds.has(streamId);

/** Whether the stream exists: known from the viewer's grants, else looked up. */
export async function streamExists(db: Db, access: Access, streamId: number): Promise<boolean> {
  return streamKnownToExist(access, streamId) || (await readStreamColumns(db, streamId, ['id'])) !== null;
}
