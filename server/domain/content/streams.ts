// Streams: the courses at a level that everything else hangs under.
import type { Db } from '../../db/database.ts';
import { Prisma } from '../../db/generated/client.ts';
import { queryRows } from '../../db/queryRows.ts';
import type { Access } from '../access/grants.ts';

/** The order of every stream list: by course name, then level (Vmbo GT, Havo, Vwo). */
export const streamOrder: Prisma.StreamOrderByWithRelationInput[] = [{ course: { name: 'asc' } }, { level: { position: 'asc' } }];

export function listStreams<T extends Omit<Prisma.StreamFindManyArgs, 'orderBy' | 'where'>>(db: Db, query?: T) {
  return db.stream.findMany({ ...(query as object), orderBy: streamOrder }) as unknown as Promise<Prisma.StreamGetPayload<T>[]>;
}

/** The streams a user may open, in display order; no query at all for someone who may open none. */
export function listOpenStreams<T extends Omit<Prisma.StreamFindManyArgs, 'orderBy' | 'where'>>(db: Db, access: Access, query?: T) {
  if (access.streamIds !== 'all' && access.streamIds.size === 0) return Promise.resolve([] as Prisma.StreamGetPayload<T>[]);
  const where = access.streamIds === 'all' ? {} : { id: { in: [...access.streamIds] } };
  return db.stream.findMany({ ...(query as object), where, orderBy: streamOrder }) as unknown as Promise<Prisma.StreamGetPayload<T>[]>;
}

/** What choosing a stream needs of each: its id, course and level, in display order. */
export interface StreamSummary {
  id: number;
  courseName: string;
  levelName: string;
}

export async function streamCatalogue(db: Db): Promise<StreamSummary[]> {
  const streams = await listStreams(db, { select: { id: true, course: { select: { name: true } }, level: { select: { name: true } } } });
  return streams.map((s) => ({ id: s.id, courseName: s.course.name, levelName: s.level.name }));
}

export function streamDisplayName(stream: { course: { name: string }; level: { name: string } }): string {
  return `${stream.course.name} ${stream.level.name}`;
}

/** The formula sheet (formuleblad) of a stream; null when the stream does not exist. */
export async function formulaSheet(db: Db, streamId: number): Promise<{ formulaSheet: string | null } | null> {
  return db.stream.findUnique({ where: { id: streamId }, select: { formulaSheet: true } });
}

/** One stream by id, or null. Streams are public: anyone may read their names and statuses. */
export function findStream<T extends Omit<Prisma.StreamFindUniqueArgs, 'where'>>(db: Db, streamId: number, query?: T) {
  const columns = streamColumns(query);
  // Most screens ask a stream for its own columns only (a search, for its id, where no grant shows that it exists):
  // read on the hot path (queryRows).
  if (columns) {
    const rows = queryRows<Prisma.StreamGetPayload<T>>(db, Prisma.sql`SELECT ${Prisma.join(columns, ', ')} FROM streams WHERE id = ${streamId}`);
    return rows.then(([row]) => row ?? null);
  }
  return db.stream.findUnique({ ...(query as object), where: { id: streamId } }) as unknown as Promise<Prisma.StreamGetPayload<T> | null>;
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
} satisfies Record<keyof Prisma.StreamGetPayload<object>, Prisma.Sql>;

/**
 * One stream by id for a viewer, or null. A stream that one of the viewer's grants opens exists (grants are read only
 * on existing streams, with the session: ../access/grants.ts): asked for its id alone, as every search screen asks
 * it, it is answered without a statement.
 */
export function findStreamFor<T extends Omit<Prisma.StreamFindUniqueArgs, 'where'>>(db: Db, access: Access, streamId: number, query?: T) {
  const knownToExist = access.streamIds !== 'all' && access.streamIds.has(streamId);
  const select = selectOf(query);
  if (knownToExist && select && Object.keys(select).length === 1 && select.id === true) return Promise.resolve({ id: streamId } as Prisma.StreamGetPayload<T>);
  return findStream(db, streamId, query);
}

/** The fields of a query that is a bare select (no include, no other option); undefined for anything else. */
function selectOf(query: object | undefined): Record<string, unknown> | undefined {
  return query && Object.keys(query).length === 1 ? (query as { select?: Record<string, unknown> }).select : undefined;
}

/** The columns of a query that selects only a stream's own columns; null for anything else (a relation, an include). */
function streamColumns(query: object | undefined): Prisma.Sql[] | null {
  const select = selectOf(query);
  if (!select) return null;
  const fields = Object.entries(select);
  if (!fields.length || !fields.every(([field, value]) => value === true && Object.hasOwn(STREAM_COLUMNS, field))) return null;
  return fields.map(([field]) => STREAM_COLUMNS[field as keyof typeof STREAM_COLUMNS]);
}
