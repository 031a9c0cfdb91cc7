// Streams: the courses at a level that everything else hangs under.
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../db/generated/client.ts';

/** The order of every stream list: by course name, then level (Vmbo GT, Havo, Vwo). */
export const streamOrder: Prisma.StreamOrderByWithRelationInput[] = [{ course: { name: 'asc' } }, { level: { position: 'asc' } }];

export function listStreams<T extends Omit<Prisma.StreamFindManyArgs, 'orderBy' | 'where'>>(db: Db, query?: T) {
  return db.stream.findMany({ ...(query as object), orderBy: streamOrder }) as unknown as Promise<Prisma.StreamGetPayload<T>[]>;
}

export function streamDisplayName(stream: { course: { name: string }; level: { name: string } }): string {
  return `${stream.course.name} ${stream.level.name}`;
}
