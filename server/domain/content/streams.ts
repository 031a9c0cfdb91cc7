// Streams: the courses at a level that everything else hangs under.
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../db/generated/client.ts';
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
  return db.stream.findUnique({ ...(query as object), where: { id: streamId } }) as unknown as Promise<Prisma.StreamGetPayload<T> | null>;
}
