// The set-up the back-office's server tests share: one real server, a course and havo stream of the file's own (so its
// rows meet no other file's), and a signed-in client per role — admin, author, teacher, student — plus an anonymous
// one. Call it at the top of a test file; a file's own beforeAll (registered after it) runs once this one has:
//
//   const suite = backOfficeSuite('Boekkunde');          // or backOfficeSuite() for no stream of its own
//   const { db, ids, clients } = suite;
//   beforeAll(async () => { stream = suite.stream; … });
import { createIdCodec, type IdCodec } from '../../server/app/ids.ts';
import type { HttpClient } from './client.ts';
import { signedInClient, userIdOf } from './factories.ts';
import { startTestServer, type TestServer } from './server.ts';

/** The demo's accounts per role (prisma/seed). */
export const BACK_OFFICE_ROLES = [
  ['admin', 'admin@vraagwerk.nl'],
  ['author', 'auteur@vraagwerk.nl'],
  ['docent', 'docent@vraagwerk.nl'],
  ['leerling', 'leerling@vraagwerk.nl'],
] as const;
export type BackOfficeRole = (typeof BACK_OFFICE_ROLES)[number][0];

export interface BackOfficeSuite {
  readonly server: TestServer;
  db(): TestServer['db']['prisma'];
  ids(): IdCodec;
  /** Signed in per role, and 'anonymous'; filled in beforeAll. */
  readonly clients: Record<string, HttpClient>;
  /** The file's own course and its havo stream (0 when none was asked for). */
  readonly course: number;
  readonly stream: number;
  /** The user ids of auteur@ and admin@. */
  readonly author: number;
  readonly admin: number;
}

/** A client signed in as each role's demo account (BACK_OFFICE_ROLES). */
export async function roleClients(server: TestServer): Promise<Record<BackOfficeRole, HttpClient>> {
  const clients = {} as Record<BackOfficeRole, HttpClient>;
  for (const [role, email] of BACK_OFFICE_ROLES) clients[role] = await signedInClient(server, email);
  return clients;
}

export function backOfficeSuite(courseName?: string): BackOfficeSuite {
  let server: TestServer | undefined;
  const clients: Record<string, HttpClient> = {};
  const made = { course: 0, stream: 0, author: 0, admin: 0 };
  const started = () => {
    if (!server) throw new Error('backOfficeSuite: the server starts in beforeAll; use it inside a test or a later hook.');
    return server;
  };

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db.prisma;
    if (courseName) {
      const slug = courseName.toLowerCase();
      const level = await db.level.findUniqueOrThrow({ where: { slug: 'havo' } });
      made.course = (await db.course.create({ data: { name: courseName, slug } })).id;
      made.stream = (await db.stream.create({ data: { slug: `${slug}-havo`, courseId: made.course, levelId: level.id } })).id;
    }
    Object.assign(clients, await roleClients(server), { anonymous: server.client() });
    made.author = await userIdOf(db, 'auteur@vraagwerk.nl');
    made.admin = await userIdOf(db, 'admin@vraagwerk.nl');
  });
  afterAll(async () => {
    await server?.close();
  });

  return {
    get server() {
      return started();
    },
    db: () => started().db.prisma,
    ids: () => createIdCodec(started().config.idSecret),
    clients,
    get course() {
      return made.course;
    },
    get stream() {
      return made.stream;
    },
    get author() {
      return made.author;
    },
    get admin() {
      return made.admin;
    },
  };
}
