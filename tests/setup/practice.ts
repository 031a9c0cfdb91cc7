// Fixtures of the self-practice tests: a server clock moved day by day, a school with groups, a practising student.
import type { PrismaClient } from '../../server/db/generated/client.ts';
import { createLicense, createSeat, createUser, signedInClient } from './factories.ts';
import { TEST_NOW } from './env.ts';
import type { TestServer } from './server.ts';
import type { HttpClient } from './client.ts';

/** A server clock that starts at TEST_NOW; `onDay` moves it to 10:00 UTC on a day, `reset` back. */
export function movableClock() {
  let now = TEST_NOW;
  return {
    clock: () => new Date(now.getTime()),
    onDay(day: string) {
      now = new Date(`${day}T10:00:00.000Z`);
    },
    reset() {
      now = TEST_NOW;
    },
  };
}

/** A school's licence with groups in natuurkunde havo. */
export function schoolWithGroups(db: PrismaClient, groups: string[] = ['Havo 5a']) {
  return createLicense(db, { groups: groups.map((name) => ({ name, streamSlug: 'natuurkunde-havo' })) });
}

/** A student with 'oefensets uitvoeren' in the streams, in a new school's first group (or the seat given); signed in. */
export async function practisingStudent(server: TestServer, streams: number[], seat?: { licenseId: number; groupIds: number[] }): Promise<{ id: number; client: HttpClient }> {
  const db = server.db.prisma;
  const user = await createUser(db, { role: 'leerling' });
  const place: { licenseId: number; groupIds: number[] } = seat ?? (await schoolWithGroups(db).then((l) => ({ licenseId: l.id, groupIds: [l.groups[0]!.id] })));
  await createSeat(db, { ...place, userId: user.id, role: 'leerling', privileges: streams.map((objectId) => ({ action: 'oefensets uitvoeren', objectId })) });
  return { id: user.id, client: await signedInClient(server, user.email) };
}
