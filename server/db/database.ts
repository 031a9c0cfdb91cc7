// The Prisma client factory: embedded PGlite (persisted on disk, or in memory for tests) or PostgreSQL.
// Both go through a driver adapter, so one code path serves both databases.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient, type Prisma } from './generated/client.ts';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

export interface Database {
  prisma: PrismaClient;
  /** An adapter factory for the schema engine (migrations) on the same database. */
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  target: DatabaseTarget;
  /** The embedded database, when there is one (for snapshots in tests). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export function databaseTarget(config: { databaseUrl?: string; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const adapterFactory = new PrismaPg({ connectionString: target.url, max: 10 });
    const prisma = new PrismaClient({ adapter: adapterFactory });
    return {
      prisma,
      adapterFactory,
      target,
      close: () => prisma.$disconnect(),
    };
  }
  let pglite: PGlite;
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    pglite = await PGlite.create({ dataDir: target.dataDir });
  } else {
    pglite = await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  }
  const adapterFactory = new PrismaPGlite(pglite);
  const prisma = new PrismaClient({ adapter: adapterFactory });
  return {
    prisma,
    adapterFactory,
    target,
    pglite,
    async close() {
      await prisma.$disconnect();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** What domain functions take: the client itself or an open transaction. */
export type Db = Prisma.TransactionClient;
