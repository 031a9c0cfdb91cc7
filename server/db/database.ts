// The Prisma client factory: embedded PGlite (persisted on disk, or in memory for tests) or PostgreSQL.
// Both go through a driver adapter, so one code path serves both databases.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient, type Prisma } from './generated/client.ts';
import { readDirectly } from './queryRows.ts';
import { preparedStatementNames } from './statementNames.ts';

/** The largest id a row can have (ids are PostgreSQL integers): a larger number names no row, and is no id. */
export const MAX_ROW_ID = 2_147_483_647;

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string } | { kind: 'pglite-memory'; loadDataDir?: Blob };

export interface Database {
  prisma: PrismaClient;
  /** An adapter factory for the schema engine (migrations) on the same database. */
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  target: DatabaseTarget;
  /** The embedded database, when there is one (for snapshots in tests). */
  pglite?: PGlite;
  /** PostgreSQL's connection pool, when it is PostgreSQL (its counts are metrics: server/http/metrics.ts). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export function databaseTarget(config: { databaseUrl?: string; dataDir: string }): DatabaseTarget {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') };
}

export interface DatabaseOptions {
  /** Called with every SQL statement the client sends and its parameters as JSON text (tests count them; the benchmark replays them). */
  onQuery?: (sql: string, params: string) => void;
}

function createClient(adapter: PrismaPg | PrismaPGlite, options: DatabaseOptions): PrismaClient {
  if (!options.onQuery) return new PrismaClient({ adapter });
  const prisma = new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
  const onQuery = options.onQuery;
  prisma.$on('query', (event) => onQuery(event.query, event.params));
  return prisma;
}

export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<Database> {
  if (target.kind === 'postgres') {
    // Named statements: parsed and planned once per connection (statementNames.ts), by Prisma and by queryRows alike.
    const names = preparedStatementNames();
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // A connection that breaks while idle (a restarted server) leaves the pool, and the next statement opens another;
    // unheard, its error would end the process. Prisma's adapter listens only while it is connected.
    pool.on('error', () => {});
    const adapterFactory = new PrismaPg(pool, { statementNameGenerator: names });
    const prisma = createClient(adapterFactory, options);
    readDirectly(prisma, pool, names, options.onQuery);
    return {
      prisma,
      adapterFactory,
      target,
      pool,
      close: async () => {
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }
  let pglite: PGlite;
  let unlock = () => {};
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    unlock = lockDataDir(target.dataDir);
    try {
      pglite = await PGlite.create({ dataDir: target.dataDir });
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    pglite = await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  }
  const adapterFactory = new PrismaPGlite(pglite);
  const prisma = createClient(adapterFactory, options);
  return {
    prisma,
    adapterFactory,
    target,
    pglite,
    async close() {
      await prisma.$disconnect();
      if (!pglite.closed) await pglite.close();
      unlock();
    },
  };
}

/** What domain functions take: the client itself or an open transaction. */
export type Db = Prisma.TransactionClient;

/**
 * Runs `work` in one transaction: a new one when `db` is the client, the caller's own when `db` is a transaction
 * already. A domain command that writes runs its writes through this, so a refused or failed request changes nothing.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  // Only the client itself can connect; a transaction's client cannot (it has $transaction, but nesting fails).
  const client = db as Partial<Pick<PrismaClient, '$transaction' | '$connect'>>;
  return typeof client.$connect === 'function' ? client.$transaction!((tx) => work(tx), TRANSACTION_LIMITS) : work(db);
}

/**
 * How long a transaction may wait for a connection of the pool, and run. Prisma's defaults (2 s and 5 s) turned a
 * burst — a class of 30 opening a set at 9:00, each admission queueing for the set's row lock — into errors on a
 * busy machine (a CI run on PostgreSQL saw 10 of 100 simultaneous new devices get neither in nor refused); a request
 * waiting a few seconds more is better than one that fails.
 */
const TRANSACTION_LIMITS = { maxWait: 10_000, timeout: 15_000 };

/**
 * The embedded database is one process's: a second process opening the same folder would corrupt it. A lock file
 * with the owner's pid refuses that with a clear message; a lock left by a process that is gone is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(`De database in ${dataDir} is al in gebruik door een ander proces (pid ${owner}). Stop dat proces eerst.`);
    }
    writeFileSync(lockFile, String(process.pid));
  }
  const release = () => rmSync(lockFile, { force: true });
  process.once('exit', release);
  return () => {
    process.off('exit', release);
    release();
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
