// What an orchestrator or load balancer asks: /healthz, is the process alive (a restart helps when it is not), and
// /readyz, may it be sent requests. Alive asks nothing of the database: a server waiting for a restarted PostgreSQL is
// still alive, and restarting it would not bring the database back. Ready means the database answers, its migrations
// are exactly the ones this code was built for (a server started before a migration ran, or a database migrated by a
// newer release, would fail on its first query of a changed table), the file store answers, and the server is not
// shutting down: from the signal on, /readyz says 503 so that a proxy stops sending new requests while the ones in
// flight finish.
//
// Probes come every few seconds: neither route is logged per request, counted in the metrics, given a session or a
// cookie. The migrations are read from _prisma_migrations (one small table) and a passing check is remembered a few
// seconds; a failing one is asked again at the next probe, so a server becomes ready as soon as it can be.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { migrationsDir as defaultMigrationsDir } from '../db/migrations.ts';

/** How long a probe waits for the database or the file store before it calls them unavailable. */
const CHECK_TIMEOUT_MS = 2_000;
/** How long a passing migrations check holds. */
const MIGRATIONS_CACHE_MS = 5_000;

export interface ReadinessChecks {
  db: Database;
  /** The file store's own check (server/storage), when there is one. */
  storage?: { check(): Promise<true | string> } | null;
  /** Where the migrations this code expects are (tests point it at a copy). */
  migrationsDir?: string;
}

export interface Operations {
  /** From now on /readyz answers 503 'shutting down'. */
  beginShutdown(): void;
  readonly shuttingDown: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness and shutdown (./operations.ts). */
    operations: Operations;
  }
}

/** The migrations on disk: each folder with a migration.sql, as the migration runner reads them. */
function expectedMigrations(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort();
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

type Check = { ok: true } | { ok: false; reason: string };

export function registerOperations(app: FastifyInstance, checks: ReadinessChecks): Operations {
  const dir = checks.migrationsDir ?? defaultMigrationsDir;
  let shuttingDown = false;
  let migrationsPassedAt = -Infinity;

  const database = async (): Promise<Check> => {
    try {
      await withTimeout(checks.db.prisma.$queryRaw`SELECT 1`, 'the database');
      return { ok: true };
    } catch {
      return { ok: false, reason: 'the database does not answer' };
    }
  };

  const migrations = async (): Promise<Check> => {
    if (performance.now() - migrationsPassedAt < MIGRATIONS_CACHE_MS) return { ok: true };
    let applied: string[];
    try {
      const rows = await withTimeout(
        checks.db.prisma.$queryRaw<{ migration_name: string }[]>`SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
        'the database',
      );
      applied = rows.map((row) => row.migration_name);
    } catch {
      return { ok: false, reason: 'the applied migrations cannot be read' };
    }
    // Read each time it is checked: the folder a process was started from may be replaced by a deployment.
    const expected = expectedMigrations(dir);
    const done = new Set(applied);
    const known = new Set(expected);
    const pending = expected.filter((name) => !done.has(name));
    const unknown = [...done].filter((name) => !known.has(name)).sort();
    if (pending.length || unknown.length) {
      const parts = [pending.length ? `pending: ${pending.join(', ')}` : '', unknown.length ? `applied but unknown to this server: ${unknown.join(', ')}` : ''];
      return { ok: false, reason: `migrations not current (${parts.filter(Boolean).join('; ')})` };
    }
    migrationsPassedAt = performance.now();
    return { ok: true };
  };

  // Its reason names a folder or a bucket: the log has it, the public answer does not.
  const storage = async (): Promise<Check> => {
    if (!checks.storage) return { ok: true };
    const answer = await withTimeout(checks.storage.check(), 'the file store').catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
    if (answer === true) return { ok: true };
    app.log.warn({ reason: answer }, 'readiness: the file store does not answer');
    return { ok: false, reason: 'the file store does not answer' };
  };

  // Alive: the process answers. The kind of database is known without asking it.
  const kind = checks.db.target.kind === 'postgres' ? 'postgres' : 'pglite';
  app.get('/healthz', { config: { operations: true }, logLevel: 'silent' }, async () => ({ status: 'ok', database: kind }));

  app.get('/readyz', { config: { operations: true }, logLevel: 'silent' }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    if (shuttingDown) return reply.status(503).send({ status: 'unavailable', checks: { shutdown: 'shutting down' } });
    // The migrations are read only from a database that answers (its own failure is already the reason).
    const [db, files] = await Promise.all([database(), storage()]);
    const migrated: Check = db.ok ? await migrations() : { ok: false, reason: 'not checked: the database does not answer' };
    const results = { database: db, migrations: migrated, storage: files };
    const failed = Object.entries(results).filter((entry): entry is [string, { ok: false; reason: string }] => !entry[1].ok);
    if (!failed.length) return { status: 'ok' };
    return reply.status(503).send({ status: 'unavailable', checks: Object.fromEntries(failed.map(([name, check]) => [name, check.reason])) });
  });

  // No Set-Cookie on a probe's answer, whatever a hook of the app gave it (the CSRF cookie is issued to every request
  // without one: a probe would be handed a new one every few seconds).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.operations) void reply.removeHeader('set-cookie');
    // An answer given while shutting down closes its connection: Fastify's close ends the connections idle when it
    // begins, and a keep-alive connection whose request finishes later would otherwise hold the port open.
    if (shuttingDown) void reply.header('Connection', 'close');
    return payload;
  });

  const operations: Operations = {
    beginShutdown() {
      shuttingDown = true;
    },
    get shuttingDown() {
      return shuttingDown;
    },
  };
  app.decorate('operations', operations);
  return operations;
}
