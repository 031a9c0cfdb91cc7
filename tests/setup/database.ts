// The seeded test database for one test file: on PostgreSQL a new database copied from the run's template; on PGlite
// the worker's kept database, restored to the seeded state, or else a fresh copy of the seeded snapshot.
//
// Loading the snapshot into a new PGlite cost each test file 2-3 s of processor time (a 66 MB data folder unpacked
// into memory and PostgreSQL started on it), as much as the file's own tests for most. So the first database a worker
// opens is kept for the worker's next files (tests/setup/workerEnvironment.js): a trigger on every table notes the
// tables a file writes, and the next file that takes it gets those tables copied back from a copy of the seeded rows
// made once, with every sequence set back — the state a fresh copy would have. A file that changes the schema, or
// closes the database itself, leaves it unusable: the next file loads the snapshot again. A second database open at
// the same time in one file (a second server) is always a fresh copy.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { expect } from '@jest/globals';
import type { PGlite } from '@electric-sql/pglite';
import type { PrismaPGlite } from 'pglite-prisma-adapter';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseOptions } from '../../server/db/database.ts';
import { PrismaClient } from '../../server/db/generated/client.ts';
import { adminUrl, databaseUrl, SNAPSHOT_ENV, TEMPLATE_ENV } from './env.ts';

/** The schema that holds the seeded rows and the list of written tables; no table of the application is named so. */
const SEED = 'vraagwerk_seed';

interface KeptDatabase {
  /** Made in the context of the file that opened it: its PGlite and its Prisma adapter (both that file's modules). */
  db: Database;
  /** The restoring script's parts for each table: the columns that can be written (not generated ones). */
  columns: Map<string, string>;
  /** The test file that holds it now; none when it was given back. */
  holder?: string;
}

interface WorkerKept {
  database?: KeptDatabase;
}

/** What the worker keeps between files; none outside Jest's worker environment (then every database is fresh). */
function workerKept(): WorkerKept | undefined {
  return (globalThis as { __vraagwerkWorkerKept?: () => WorkerKept }).__vraagwerkWorkerKept?.();
}

/** Whether the worker may keep databases (VRAAGWERK_TEST_KEEP_DATABASE=0: never, to compare). */
const keepingEnabled = () => process.env.VRAAGWERK_TEST_KEEP_DATABASE !== '0';

export async function openTestDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env[TEMPLATE_ENV];
  if (url && template) {
    const name = `vraagwerk_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const db = await openDatabase({ kind: 'postgres', url: databaseUrl(url, name) }, options);
    const close = db.close;
    return {
      ...db,
      async close() {
        await close();
        const drop = new pg.Client({ connectionString: adminUrl(url) });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  const snapshot = process.env[SNAPSHOT_ENV];
  if (!snapshot) throw new Error('The test database snapshot is missing: run the tests through jest (globalSetup).');
  const worker = keepingEnabled() ? workerKept() : undefined;
  const file = expect.getState().testPath ?? '';
  const kept = worker?.database;
  // A holder other than this file is a file that ended without closing it: nothing of it runs any more.
  if (kept && kept.holder !== file) {
    if (!kept.db.pglite!.closed && (await restore(kept))) {
      kept.holder = file;
      return lend(kept, options);
    }
    worker!.database = undefined;
  }
  const db = await openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([readFileSync(snapshot)]) }, options);
  if (!worker || worker.database) return db;
  const columns = await prepareKeeping(db.pglite!);
  const fresh: KeptDatabase = { db, columns, holder: file };
  worker.database = fresh;
  return lend(fresh, options);
}

/**
 * The kept database for one file: its own Prisma client (with the file's query listener) on the kept adapter. The
 * adapter, not only the PGlite, is the kept one: the adapter recognises PGlite's errors by their class, which is the
 * class of the context that loaded PGlite.
 */
function lend(kept: KeptDatabase, options: DatabaseOptions): Database {
  const prisma = createClient(kept.db.adapterFactory as PrismaPGlite, options);
  return {
    prisma,
    adapterFactory: kept.db.adapterFactory,
    target: kept.db.target,
    pglite: kept.db.pglite,
    async close() {
      await prisma.$disconnect();
      kept.holder = undefined;
    },
  };
}

/** A Prisma client as server/db/database.ts makes one, with the file's query listener. */
function createClient(adapter: PrismaPGlite, options: DatabaseOptions): PrismaClient {
  if (!options.onQuery) return new PrismaClient({ adapter });
  const prisma = new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
  const onQuery = options.onQuery;
  prisma.$on('query', (event) => onQuery(event.query, event.params));
  return prisma;
}

/**
 * Once per kept database: a copy of every table's seeded rows in the SEED schema, the sequences' values, and a
 * statement trigger on every table that notes the tables written; an event trigger notes a change of the schema.
 */
async function prepareKeeping(pglite: PGlite): Promise<Map<string, string>> {
  await pglite.exec(`
    CREATE SCHEMA ${SEED};
    CREATE TABLE ${SEED}.written (name text PRIMARY KEY);
    CREATE FUNCTION ${SEED}.note_written() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO ${SEED}.written VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING; RETURN NULL; END $$;
    CREATE FUNCTION ${SEED}.note_schema_change() RETURNS event_trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO ${SEED}.written VALUES ('') ON CONFLICT DO NOTHING; END $$;
    CREATE TABLE ${SEED}.sequences AS
      SELECT format('%I.%I', schemaname, sequencename) AS name, coalesce(last_value, start_value) AS value, last_value IS NOT NULL AS called
      FROM pg_sequences WHERE schemaname = 'public';
    DO $$ DECLARE t record; BEGIN
      FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
        EXECUTE format('CREATE TABLE ${SEED}.%I AS TABLE public.%I', t.tablename, t.tablename);
        EXECUTE format('CREATE TRIGGER vraagwerk_seed_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.%I FOR EACH STATEMENT EXECUTE FUNCTION ${SEED}.note_written()', t.tablename);
      END LOOP;
    END $$;
    CREATE EVENT TRIGGER vraagwerk_seed_schema ON ddl_command_end EXECUTE FUNCTION ${SEED}.note_schema_change();
  `);
  const { rows } = await pglite.query<{ name: string; columns: string }>(`
    SELECT c.relname AS name, string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS columns
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    GROUP BY c.relname`);
  return new Map(rows.map((r) => [r.name, r.columns]));
}

/**
 * Back to the seeded state: the written tables emptied and filled from their copies (triggers and foreign keys off
 * meanwhile, as in a restore of a dump), every sequence set back, the session's settings reset. False when it cannot
 * be: the schema was changed.
 */
async function restore(kept: KeptDatabase): Promise<boolean> {
  const pglite = kept.db.pglite!;
  const { rows } = await pglite.query<{ name: string }>(`SELECT name FROM ${SEED}.written`);
  if (rows.some((r) => !kept.columns.has(r.name))) return false;
  const tables = rows.map((r) => r.name);
  const table = (name: string) => `"${name.replaceAll('"', '""')}"`;
  await pglite.exec('DISCARD ALL');
  await pglite.exec(`
    SET session_replication_role = replica;
    ${tables.map((name) => `DELETE FROM public.${table(name)}; INSERT INTO public.${table(name)} (${kept.columns.get(name)}) OVERRIDING SYSTEM VALUE SELECT ${kept.columns.get(name)} FROM ${SEED}.${table(name)};`).join('\n')}
    TRUNCATE ${SEED}.written;
    SET session_replication_role = DEFAULT;
    SELECT setval(name::regclass, value, called) FROM ${SEED}.sequences;
  `);
  return true;
}
