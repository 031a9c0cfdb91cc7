// Factories for the accounts layer: users, licences, seats and privileges made straight in the test database,
// and sign-in helpers that go through the real HTTP API like a browser does.
import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../server/db/generated/client.ts';
import { hashPassword } from '../../server/domain/accounts/passwords.ts';
import { addDays, today } from '../../server/domain/licensing/period.ts';
import type { HttpClient } from './client.ts';
import type { TestServer } from './server.ts';
import { TEST_NOW } from './env.ts';

export const DEMO_PASSWORD = 'vraagwerk-demo';

const hashes = new Map<string, Promise<string>>();
/** argon2 is slow on purpose; one hash per distinct password is enough for a test run. */
export function passwordHashOf(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/** A unique address for a fixture account. */
export const uniqueEmail = (prefix = 'fixture') => `${prefix}-${randomBytes(4).toString('hex')}@example.test`;

export interface UserFixture {
  email?: string;
  role?: 'admin' | 'author' | 'docent' | 'leerling' | 'participant' | null;
  password?: string | null;
  firstName?: string;
  lastName?: string;
  data?: object;
  link?: string | null;
}

export async function createUser(db: PrismaClient, fixture: UserFixture = {}) {
  const password = fixture.password === undefined ? DEMO_PASSWORD : fixture.password;
  return db.user.create({
    data: {
      email: fixture.email ?? uniqueEmail(fixture.role ?? 'norole'),
      role: fixture.role === undefined ? 'docent' : fixture.role,
      passwordHash: password === null ? null : await passwordHashOf(password),
      firstName: fixture.firstName ?? 'Fixture',
      lastName: fixture.lastName ?? 'Gebruiker',
      link: fixture.link ?? null,
      ...(fixture.data ? { data: fixture.data } : {}),
    },
  });
}

export async function createLicense(
  db: PrismaClient,
  fixture: { type?: string; begin?: Date; end?: Date; isActive?: boolean; brinId?: string | null; description?: string; groups?: { name: string; streamSlug?: string }[] } = {},
) {
  const day = today(TEST_NOW);
  const license = await db.license.create({
    data: {
      type: fixture.type ?? 'schoollicentie',
      begin: fixture.begin ?? addDays(day, -30),
      end: fixture.end ?? addDays(day, 200),
      isActive: fixture.isActive ?? true,
      brinId: fixture.brinId ?? null,
      description: fixture.description ?? null,
    },
  });
  const groups = [];
  for (const g of fixture.groups ?? []) {
    groups.push(await db.group.create({ data: { licenseId: license.id, name: g.name, streamId: g.streamSlug ? await streamIdOf(db, g.streamSlug) : null } }));
  }
  return { ...license, groups };
}

export interface PrivilegeFixture {
  action: string;
  objectType?: 'license' | 'group' | 'stream' | 'collection' | 'question';
  objectId: number;
  begin?: Date;
  end?: Date;
  isActive?: boolean;
}

export async function createSeat(
  db: PrismaClient,
  fixture: { licenseId: number; userId?: number | null; role?: 'docent' | 'leerling'; isActive?: boolean; groupIds?: number[]; privileges?: PrivilegeFixture[] },
) {
  const day = today(TEST_NOW);
  return db.seat.create({
    data: {
      licenseId: fixture.licenseId,
      userId: fixture.userId ?? null,
      role: fixture.role ?? 'docent',
      isActive: fixture.isActive ?? true,
      groups: { create: (fixture.groupIds ?? []).map((groupId) => ({ groupId })) },
      privileges: {
        create: (fixture.privileges ?? []).map((p) => ({
          action: p.action,
          objectType: p.objectType ?? 'stream',
          objectId: p.objectId,
          begin: p.begin ?? addDays(day, -30),
          end: p.end ?? addDays(day, 200),
          isActive: p.isActive ?? true,
        })),
      },
    },
    include: { privileges: true },
  });
}

export async function streamIdOf(db: PrismaClient, slug: string): Promise<number> {
  return (await db.stream.findUniqueOrThrow({ where: { slug }, select: { id: true } })).id;
}

export async function userIdOf(db: PrismaClient, email: string): Promise<number> {
  return (await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
}

/** A browser-like client signed in through POST /api/login; fails the test when the sign-in is refused. */
export async function signedInClient(server: TestServer, email: string, password = DEMO_PASSWORD, remember?: unknown): Promise<HttpClient> {
  const client = server.client();
  const response = await client.json<{ email?: string }>('POST', '/api/login', remember === undefined ? { email, password } : { email, password, remember });
  if (response.status !== 200) throw new Error(`Sign-in of ${email} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return client;
}

/**
 * An onboarded teacher with a licence for the 2025-2026 school year that may make sets of `streams`, signed in: who
 * makes and downloads sets in the documents' tests.
 */
export async function signedInSetMaker(server: TestServer, streams: readonly string[] = ['natuurkunde-havo']): Promise<HttpClient> {
  const db = server.db.prisma;
  const user = await createUser(db, { role: 'docent', data: { school: 'Testschool', place: 'Utrecht', onboarding: { step1: 'finished', step2: 'finished' } } });
  const license = await createLicense(db, { begin: new Date('2025-08-01T00:00:00Z'), end: new Date('2026-08-01T00:00:00Z') });
  const privileges = [];
  for (const slug of streams) privileges.push({ action: 'opgavensets samenstellen', objectId: await streamIdOf(db, slug) });
  await createSeat(db, { licenseId: license.id, userId: user.id, privileges });
  return signedInClient(server, user.email);
}

/** A download's status, headers and bytes. */
export async function downloaded(client: HttpClient, path: string): Promise<{ status: number; headers: Headers; data: Uint8Array }> {
  const response = await client.get(path);
  return { status: response.status, headers: response.headers, data: new Uint8Array(await response.arrayBuffer()) };
}

/** The Set-Cookie line for one cookie of a response. */
export function setCookieLine(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

/** Every value under a key named id or ending in _id (but brin_id, a school code), anywhere in a JSON value. */
export function idValues(value: unknown, path = '$'): { path: string; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => idValues(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [...((k === 'id' || k.endsWith('_id')) && k !== 'brin_id' ? [{ path: `${path}.${k}`, value: v }] : []), ...idValues(v, `${path}.${k}`)]);
  }
  return [];
}

export interface SetFixture {
  ownerId: number;
  streamId: number;
  /** The set's questions in its order: stored at positions 0, 1, … */
  questionIds: readonly number[];
  /** The topics in the set's order (default none, as a set made before topic orders). */
  topicOrder?: readonly number[];
  name?: string;
  downloadType?: 'digital' | 'pdf' | 'word';
  completeTopics?: number;
  partialTopics?: number;
  /** Devices fair use counted already. */
  deviceCount?: number;
  createdAt?: Date;
}

/**
 * A set made straight in the database, as an earlier request of its teacher would have left it (a random link key and
 * fingerprint, its questions at their positions): for tests about what happens to a set, not about making one, which
 * go through createCollection over GraphQL or REST instead.
 */
export async function createSetFixture(db: PrismaClient, set: SetFixture) {
  return db.collection.create({
    data: {
      key: randomBytes(16).toString('base64url'),
      ownerId: set.ownerId,
      streamId: set.streamId,
      name: set.name ?? 'Set',
      fingerprint: `fixture-${randomBytes(6).toString('hex')}`,
      topicOrder: [...(set.topicOrder ?? [])],
      ...(set.downloadType ? { downloadType: set.downloadType } : {}),
      ...(set.completeTopics !== undefined ? { completeTopics: set.completeTopics } : {}),
      ...(set.partialTopics !== undefined ? { partialTopics: set.partialTopics } : {}),
      ...(set.deviceCount !== undefined ? { deviceCount: set.deviceCount } : {}),
      ...(set.createdAt ? { createdAt: set.createdAt } : {}),
      questions: { create: set.questionIds.map((questionId, position) => ({ questionId, position })) },
    },
  });
}
