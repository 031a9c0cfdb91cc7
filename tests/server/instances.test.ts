// Several instances of the app on one PostgreSQL (issue 48): nothing one process keeps in memory may be needed by
// another. Two real servers — each its own Fastify app and its own connection pool to the same database, the same
// APP_SECRET and ID_SECRET, TRUST_PROXY=loopback — stand behind a real reverse proxy on loopback (tests/setup/proxy.ts,
// round-robin as deploy/nginx.conf), and a browser-like client goes through it: a session made on one instance holds
// on the other and ends on both at once; a CSRF token and a device cookie one instance gave are taken by the other;
// a trial licence's limit holds over sets made on both at once; a set opened by 100 devices on both admits exactly
// 75. And migrations: four instances starting together on an empty database, while another seems to apply a long
// migration, wait for it and apply each migration once, under the advisory lock of server/db/migrations.ts, leaving no
// lock behind. PostgreSQL only: the embedded database belongs to one process.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { encodeGlobalID } from '@pothos/plugin-relay';
import pg from 'pg';
import { loadConfig } from '../../server/config.ts';
import { buildApp } from '../../server/http/app.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { applyMigrations, loadMigrationsList, MIGRATION_LOCK_KEY } from '../../server/db/migrations.ts';
import { clockFrom } from '../../server/domain/clock.ts';
import { openTestDatabase } from '../setup/database.ts';
import { createClient } from '../setup/client.ts';
import { startProxy, type LoopbackProxy } from '../setup/proxy.ts';
import { createLicense, createSeat, createUser, DEMO_PASSWORD, streamIdOf } from '../setup/factories.ts';
import { adminUrl, databaseUrl, TEST_NOW, testFilesDir } from '../setup/env.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SKIPPED = onPostgres ? '' : ' (skipped: set TEST_DATABASE_URL; PGlite belongs to one process, so there is no second instance)';

const ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PORT: '0',
  HOST: '127.0.0.1',
  TRUST_PROXY: 'loopback',
  APP_SECRET: 'instances-test-application-secret',
  ID_SECRET: 'instances-test-identifier-secret',
  // Both instances one file store (the run's, as tests/setup/server.ts gives every test server), as replicas share a bucket.
  FILES_DIR: testFilesDir(),
};

interface Instance {
  url: string;
  app: FastifyInstance;
  db: Database;
}

/** One instance as its own process would be: its configuration read, its own pool, its own app. */
async function startInstance(db: Database): Promise<Instance> {
  const app = await buildApp(loadConfig(ENV), db, { clock: clockFrom(TEST_NOW) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, app, db };
}

const SIGN_IN = 'mutation ($input: SignInInput!) { signIn(input: $input) { __typename ... on Error { message } } }';
const SIGN_OUT = 'mutation { signOut { __typename } }';
const VIEWER = '{ viewer { user { email } } }';
const CREATE = `mutation ($streamId: ID!, $name: String!, $questionIds: [ID!]!) {
  createCollection(streamId: $streamId, name: $name, downloadType: digital, questionIds: $questionIds) {
    __typename
    ... on SetLimitError { limit max available message }
    ... on Error { message }
  }
}`;
const OPEN = 'query ($key: String!) { sharedSet(key: $key) { __typename ... on Error { message } } }';
const FAIR_USE = 'Helaas... Je kunt deze examenvragen niet meer gebruiken. Ze zijn zo vaak gebruikt dat geen sprake meer is van redelijk gebruik.';

(onPostgres ? describe : describe.skip)(`two instances on one PostgreSQL behind a proxy${SKIPPED}`, () => {
  let first: Instance;
  let second: Instance;
  let proxy: LoopbackProxy;
  const db = () => first.db.prisma;

  beforeAll(async () => {
    const one = await openTestDatabase();
    if (one.target.kind !== 'postgres') throw new Error('expected PostgreSQL');
    // The second instance's own pool on the same database, as a second process has.
    const two = await openDatabase(one.target);
    first = await startInstance(one);
    second = await startInstance(two);
    proxy = await startProxy([first.url, second.url]);
  });
  afterAll(async () => {
    await proxy?.close();
    for (const instance of [second, first]) {
      if (!instance) continue;
      await instance.app.close();
      await instance.db.close();
    }
  });

  /** The upstreams that answered the requests from record `from` on. */
  const answeredBy = (from: number) => proxy.records.slice(from).map((r) => r.upstream);
  const otherThan = (url: string) => (url === first.url ? second.url : first.url);

  it('keeps a session made on one instance on the other, and ends it on both at once', async () => {
    const user = await createUser(db(), { role: 'docent' });
    const browser = createClient(proxy.url);
    const start = proxy.records.length;
    // As the web app: the CSRF cookie first, then the mutation echoing it.
    expect((await browser.graphql(SIGN_IN, { input: { email: user.email, password: DEMO_PASSWORD } })).data).toEqual({ signIn: { __typename: 'SignInSuccess' } });
    for (let i = 0; i < 6; i++) expect((await browser.graphql(VIEWER)).data).toEqual({ viewer: { user: { email: user.email } } });
    const route = answeredBy(start);
    expect(route).toHaveLength(8);
    expect(proxy.records.slice(start).every((r) => r.status === 200 || r.status === 204)).toBe(true);
    // Every request went to the other instance than the one before it: the cookie of one was read by the other.
    route.slice(1).forEach((upstream, i) => expect(upstream).toBe(otherThan(route[i]!)));

    const session = browser.cookies.get('vraagwerk_session')!;
    expect(session).toBeTruthy();
    const before = proxy.records.length;
    expect((await browser.graphql(SIGN_OUT)).data).toEqual({ signOut: { __typename: 'SignOutSuccess' } });
    const signedOutOn = proxy.records[before]!.upstream;
    // The very next request goes to the other instance: it no longer knows the session.
    expect((await browser.graphql(VIEWER)).data).toEqual({ viewer: { user: null } });
    expect(proxy.records[before + 1]!.upstream).toBe(otherThan(signedOutOn));
    // Nor does either take the old cookie, presented again.
    for (const url of [first.url, second.url]) {
      const replay = createClient(url);
      replay.cookies.set('vraagwerk_session', session);
      expect((await replay.graphql(VIEWER)).data).toEqual({ viewer: { user: null } });
    }
    expect(await db().session.count({ where: { userId: user.id } })).toBe(0);
  });

  it("holds a trial licence's limit over sets made on both instances at once: exactly 16 of 20 complete topics", async () => {
    const streamId = await streamIdOf(db(), 'natuurkunde-havo');
    const teacher = await createUser(db(), { role: 'docent', data: { school: 'Testschool', place: 'Utrecht', onboarding: { step1: 'finished', step2: 'finished' } } });
    const license = await createLicense(db(), { type: 'proeflicentie', begin: new Date('2026-03-02T00:00:00Z'), end: new Date('2026-03-16T00:00:00Z') });
    await createSeat(db(), { licenseId: license.id, userId: teacher.id, privileges: [{ action: 'beperkt opgavensets samenstellen', objectId: streamId }] });
    // One whole topic per set: each set uses one of the trial's 16 complete topics (limits.ts LIMITS.limited).
    const topic = await db().topic.findFirstOrThrow({ where: { name: 'Echolood op een vissersboot', exam: { streamId } }, select: { questions: { select: { id: true } } } });
    const questionIds = topic.questions.map((q) => encodeGlobalID('Question', q.id));
    expect(questionIds).toHaveLength(4);

    const browser = createClient(proxy.url);
    expect((await browser.graphql(SIGN_IN, { input: { email: teacher.email, password: DEMO_PASSWORD } })).data).toEqual({ signIn: { __typename: 'SignInSuccess' } });
    const start = proxy.records.length;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => browser.graphql<{ createCollection: Record<string, unknown> }>(CREATE, { streamId: encodeGlobalID('Stream', streamId), name: `Set ${i + 1}`, questionIds })),
    );
    // Ten went to each instance.
    const route = answeredBy(start);
    expect(route.filter((u) => u === first.url)).toHaveLength(10);
    expect(route.filter((u) => u === second.url)).toHaveLength(10);
    const answers = results.map((r) => r.data?.createCollection);
    expect(answers.filter((a) => a?.__typename === 'CreateCollectionSuccess')).toHaveLength(16);
    expect(answers.filter((a) => a?.__typename !== 'CreateCollectionSuccess')).toEqual(
      Array(4).fill({
        __typename: 'SetLimitError',
        limit: 'completeTopics',
        max: 16,
        available: 0,
        message: 'Je hebt het maximum van 16 complete opgaven in deze periode bereikt. Kies een deel van de vragen van een opgave.',
      }),
    );
    expect(await db().collection.count({ where: { ownerId: teacher.id } })).toBe(16);
    expect(await db().collection.aggregate({ where: { ownerId: teacher.id }, _sum: { completeTopics: true } })).toEqual({ _sum: { completeTopics: 16 } });
  });

  /** A set of one question, owned by a new teacher. */
  async function newSet() {
    const streamId = await streamIdOf(db(), 'natuurkunde-havo');
    const question = await db().question.findFirstOrThrow({ where: { topic: { exam: { streamId, status: 'published' } } }, orderBy: { id: 'asc' }, select: { id: true, topicId: true } });
    const owner = await createUser(db(), { role: 'docent' });
    return db().collection.create({
      data: {
        key: randomBytes(16).toString('base64url'),
        ownerId: owner.id,
        streamId,
        name: 'Set voor de klas',
        fingerprint: `instances-${randomBytes(6).toString('hex')}`,
        topicOrder: [question.topicId],
        questions: { create: [{ questionId: question.id, position: 0 }] },
      },
      select: { id: true, key: true },
    });
  }

  const deviceCount = async (id: number) => (await db().collection.findUniqueOrThrow({ where: { id }, select: { deviceCount: true } })).deviceCount;

  /** A phone behind its own address (X-Forwarded-For through the trusted proxy), keeping its cookies. */
  function phone(address: string) {
    const client = createClient(proxy.url);
    const headers = { 'X-Forwarded-For': address };
    return {
      client,
      csrf: () => client.request('GET', '/sanctum/csrf-cookie', undefined, headers),
      async open(key: string): Promise<{ __typename: string; message?: string }> {
        const response = await client.request('POST', '/graphql', { query: OPEN, variables: { key } }, headers);
        expect(response.status).toBe(200);
        return ((await response.json()) as { data: { sharedSet: { __typename: string; message?: string } } }).data.sharedSet;
      },
    };
  }

  it('takes on one instance the CSRF token and the device cookie the other gave', async () => {
    const set = await newSet();
    const device = phone('203.0.113.9');
    const start = proxy.records.length;
    await device.csrf();
    expect(await device.open(set.key)).toEqual({ __typename: 'SharedSet' });
    const [tokenFrom, postedTo] = answeredBy(start);
    expect(postedTo).toBe(otherThan(tokenFrom!));
    const key = device.client.cookies.get('vraagwerk_device');
    expect(key).toBeTruthy();
    expect(await deviceCount(set.id)).toBe(1);
    // Back on the first instance with the second's device cookie: the same device, nothing new given or counted.
    expect(await device.open(set.key)).toEqual({ __typename: 'SharedSet' });
    expect(proxy.records[start + 2]!.upstream).toBe(tokenFrom);
    expect(device.client.cookies.get('vraagwerk_device')).toBe(key);
    expect(await deviceCount(set.id)).toBe(1);
    // A token no instance gave is refused by both (each refusal hands out a fresh cookie: forged again every time).
    const forger = createClient(proxy.url);
    const refusedFrom = proxy.records.length;
    for (let i = 0; i < 2; i++) {
      forger.cookies.set('XSRF-TOKEN', 'made.up');
      expect((await forger.request('POST', '/graphql', { query: VIEWER })).status).toBe(419);
    }
    expect(answeredBy(refusedFrom).sort()).toEqual([first.url, second.url].sort());
  });

  it('admits exactly 75 of 100 devices opening one set on both instances at once; the 76th and later hear Helaas', async () => {
    const set = await newSet();
    // Each device behind its own address: the per-address window of new devices (fairUse.ts, 40 in 10 minutes) is not what is tested.
    const phones = Array.from({ length: 100 }, (_, i) => phone(`10.48.${Math.floor(i / 250)}.${(i % 250) + 1}`));
    await Promise.all(phones.map((p) => p.csrf()));
    const start = proxy.records.length;
    const answers = await Promise.all(phones.map((p) => p.open(set.key)));
    const route = answeredBy(start);
    expect(route.filter((u) => u === first.url)).toHaveLength(50);
    expect(route.filter((u) => u === second.url)).toHaveLength(50);
    expect(answers.filter((a) => a.__typename === 'SharedSet')).toHaveLength(75);
    expect(answers.filter((a) => a.__typename !== 'SharedSet')).toEqual(Array(25).fill({ __typename: 'FairUseError', message: FAIR_USE }));
    expect(await deviceCount(set.id)).toBe(75);
    expect(await db().collectionDevice.count({ where: { collectionId: set.id } })).toBe(75);

    // One more new device, on each instance in turn: refused; an admitted one still gets in on either.
    const admitted = phones.filter((_, i) => answers[i]!.__typename === 'SharedSet');
    for (let i = 0; i < 2; i++) {
      const late = phone(`10.49.0.${i + 1}`);
      await late.csrf();
      expect(await late.open(set.key)).toEqual({ __typename: 'FairUseError', message: FAIR_USE });
      expect(await admitted[i]!.open(set.key)).toEqual({ __typename: 'SharedSet' });
    }
    expect(await deviceCount(set.id)).toBe(75);
  });
});

(onPostgres ? describe : describe.skip)(`migrations when many instances start together${SKIPPED}`, () => {
  /** Prisma's schema engine's own advisory lock, which it gives up on after 10 seconds. */
  const PRISMA_LOCK_KEY = 72707369;

  it('applies each migration exactly once when four instances start at once, however long another takes to apply', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `vraagwerk_migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const instances: Database[] = [];
    // An instance in the middle of a long migration holds both locks, ours and the engine's, for 12 s.
    const longMigration = new pg.Client({ connectionString: databaseUrl(url, name) });
    try {
      for (let i = 0; i < 4; i++) instances.push(await openDatabase({ kind: 'postgres', url: databaseUrl(url, name) }));
      await longMigration.connect();
      await longMigration.query('SELECT pg_advisory_lock($1::bigint), pg_advisory_lock($2::bigint)', [MIGRATION_LOCK_KEY, PRISMA_LOCK_KEY]);
      const started = Date.now();
      const applying = Promise.all(instances.map((db) => applyMigrations(db.adapterFactory)));
      await new Promise((resolve) => setTimeout(resolve, 12_000));
      await longMigration.end();
      const applied = await applying;
      expect(Date.now() - started).toBeGreaterThanOrEqual(12_000);

      const every = loadMigrationsList().migrationDirectories.map((d) => d.path);
      expect(every.length).toBeGreaterThan(10);
      // The first to take the lock applied them all; the others waited and found nothing to do.
      expect(applied.flat().sort()).toEqual(every);
      expect(applied.filter((names) => names.length > 0)).toHaveLength(1);
      const rows = await instances[0]!.prisma.$queryRaw<{ migration_name: string; finished: boolean }[]>`
        SELECT migration_name, finished_at IS NOT NULL AND rolled_back_at IS NULL AS finished FROM _prisma_migrations ORDER BY migration_name`;
      expect(rows).toEqual(every.map((migration_name) => ({ migration_name, finished: true })));
      // No advisory lock is left held, ours or the engine's, by any connection of the instances' pools (still open).
      const held = await instances[0]!.prisma.$queryRaw<{ key: bigint }[]>`
        SELECT (classid::bigint << 32) | objid::bigint AS key FROM pg_locks
        WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
      expect(held).toEqual([]);
      expect(await applyMigrations(instances[1]!.adapterFactory)).toEqual([]);
    } finally {
      await longMigration.end().catch(() => undefined);
      await Promise.all(instances.map((db) => db.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
