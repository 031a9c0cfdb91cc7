// Migrates and seeds one database for the whole run; each test file then starts from a copy of it. The seeded
// database is kept between runs by the key of what shapes it (tests/setup/seedCache.ts), so a run whose migrations,
// seed and seeded modules are unchanged skips the seed (some 10 s of processor time).
//
// The seed's files (figures) go to the run's own file store, a temporary folder every test server uses as FILES_DIR
// (env.ts FILES_DIR_ENV): tests never write to ./data. A kept seeded database is kept with its files
// (test-files-<key> beside the snapshot, the same for PGlite and PostgreSQL: the seed is the same), and a run that
// reuses it first copies them into its folder; without them (a cleared cache) the run seeds again.
import { cpSync, copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { applyMigrations } from '../../server/db/migrations.ts';
import { seedDemo } from '../../prisma/seed/demo.ts';
import { createLocalStorage } from '../../server/storage/local.ts';
import { A11Y_VERDICTS_ENV, adminUrl, databaseUrl, FILES_DIR_ENV, SNAPSHOT_ENV, TEMPLATE_ENV, TEST_NOW, WEB_DIST_ENV } from './env.ts';
import { SEED_CACHE_DIR, seedCacheEnabled, seedKey } from './seedCache.ts';

async function migrateAndSeed(db: Database, filesDir: string): Promise<void> {
  await applyMigrations(db.adapterFactory);
  await seedDemo(db.prisma, undefined, TEST_NOW, { classActivity: false, storage: createLocalStorage(filesDir) });
}

/** Marks a kept files folder as whole (written last): a folder without it is a copy cut short. */
const COMPLETE = '.complete';

/**
 * Keeps the run's freshly seeded files as the key's, unless another run kept them already (the same seed makes the
 * same files), and removes the kept files of other keys (not folders being made: those end in .<pid>).
 */
function keepFiles(filesDir: string, kept: string): void {
  mkdirSync(SEED_CACHE_DIR, { recursive: true });
  if (!existsSync(join(kept, COMPLETE))) {
    const making = `${kept}.${process.pid}`;
    rmSync(making, { recursive: true, force: true });
    cpSync(filesDir, making, { recursive: true });
    writeFileSync(join(making, COMPLETE), '');
    rmSync(kept, { recursive: true, force: true }); // one cut short
    try {
      renameSync(making, kept);
    } catch {
      rmSync(making, { recursive: true, force: true }); // another run kept them meanwhile
    }
  }
  for (const name of readdirSync(SEED_CACHE_DIR)) {
    if (/^test-files-[0-9a-f]+$/.test(name) && join(SEED_CACHE_DIR, name) !== kept) rmSync(join(SEED_CACHE_DIR, name), { recursive: true, force: true });
  }
}

/**
 * Links the key's kept files into the run's folder (copies across file systems); false when there are none whole (or
 * they went meanwhile). A link is safe: the store never writes a file in place (a new object is renamed over the link,
 * a deleted one unlinks it), so the kept files stay as the seed made them.
 */
function copyKeptFiles(kept: string, filesDir: string): boolean {
  const linkTree = (from: string, to: string) => {
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      if (entry.name === COMPLETE) continue;
      const [source, target] = [join(from, entry.name), join(to, entry.name)];
      if (entry.isDirectory()) linkTree(source, target);
      else {
        try {
          linkSync(source, target);
        } catch {
          copyFileSync(source, target);
        }
      }
    }
  };
  try {
    if (!existsSync(join(kept, COMPLETE))) return false;
    linkTree(kept, filesDir);
    return true;
  } catch {
    rmSync(filesDir, { recursive: true, force: true });
    mkdirSync(filesDir, { recursive: true });
    return false;
  }
}

/** PostgreSQL's error code, when the error is one. */
const pgCode = (error: unknown) => (error as { code?: string }).code;

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  // Where the browser tests' one build of the web app goes (made by the first of them: tests/setup/browser.ts).
  process.env[WEB_DIST_ENV] = join(tmpdir(), `vraagwerk-web-${process.pid}`);
  // Where they share the accessibility verdicts of the pages they checked (tests/setup/a11y.ts).
  process.env[A11Y_VERDICTS_ENV] = join(tmpdir(), `vraagwerk-a11y-${process.pid}`);
  const url = process.env.TEST_DATABASE_URL;
  const cache = seedCacheEnabled();
  const key = seedKey().slice(0, 16);
  let seeded = false;
  const filesDir = join(tmpdir(), `vraagwerk-files-${process.pid}`);
  rmSync(filesDir, { recursive: true, force: true });
  mkdirSync(filesDir, { recursive: true });
  process.env[FILES_DIR_ENV] = filesDir;
  const keptFiles = join(SEED_CACHE_DIR, `test-files-${key}`);
  const filesKept = cache && copyKeptFiles(keptFiles, filesDir);
  if (url) {
    // The run's template is a copy of the kept seeded database (vraagwerk_test_seed_<key>), so that another run may
    // drop that one when it makes a newer one; the run's own copy goes in globalTeardown.
    const seed = `vraagwerk_test_seed_${key}`;
    const template = `vraagwerk_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${template}`);
      const copy = async () => {
        // Another run copying the same seeded database at this moment holds it ('in use by other users'): wait a bit.
        for (let attempt = 1; ; attempt++) {
          try {
            await admin.query(`CREATE DATABASE ${template} TEMPLATE ${seed}`);
            return true;
          } catch (error) {
            if (pgCode(error) === '3D000') return false; // not made yet
            if (pgCode(error) !== '55006' || attempt === 20) throw error;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }
      };
      if (!filesKept || !(await copy())) {
        const making = `${seed}_${process.pid}`;
        await admin.query(`DROP DATABASE IF EXISTS ${making}`);
        await admin.query(`CREATE DATABASE ${making}`);
        const db = await openDatabase({ kind: 'postgres', url: databaseUrl(url, making) });
        try {
          await migrateAndSeed(db, filesDir);
        } finally {
          await db.close();
        }
        seeded = true;
        if (cache) {
          keepFiles(filesDir, keptFiles);
          try {
            await admin.query(`ALTER DATABASE ${making} RENAME TO ${seed}`);
          } catch (error) {
            if (pgCode(error) !== '42P04') throw error; // another run made it meanwhile
            await admin.query(`DROP DATABASE ${making}`);
          }
          // Seeded databases of other keys: dropped unless a run is copying one at this moment.
          const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'vraagwerk\\_test\\_seed\\_%' AND datname <> $1`, [seed]);
          for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => {});
          if (!(await copy())) throw new Error(`The seeded database ${seed} is gone.`);
        } else {
          await admin.query(`ALTER DATABASE ${making} RENAME TO ${template}`);
        }
      }
    } finally {
      await admin.end();
    }
    process.env[TEMPLATE_ENV] = template;
  } else {
    // The run's snapshot is a link to (or a copy of) the kept one, which a run with other sources may replace.
    const file = join(tmpdir(), `vraagwerk-test-${process.pid}.tar`);
    const kept = join(SEED_CACHE_DIR, `test-snapshot-${key}.tar`);
    rmSync(file, { force: true });
    const link = () => {
      try {
        linkSync(kept, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        copyFileSync(kept, file); // another file system
      }
      return true;
    };
    if (!filesKept || !link()) {
      const db = await openDatabase({ kind: 'pglite-memory' });
      await migrateAndSeed(db, filesDir);
      // Not compressed: every test file loads it, and inflating it cost each a third of a second.
      const dump = Buffer.from(await (await db.pglite!.dumpDataDir('none')).arrayBuffer());
      await db.close();
      seeded = true;
      if (cache) {
        keepFiles(filesDir, keptFiles);
        const making = `${kept}.${process.pid}`;
        writeFileSync(making, dump);
        renameSync(making, kept);
        for (const name of readdirSync(SEED_CACHE_DIR)) {
          if (name.startsWith('test-snapshot-') && join(SEED_CACHE_DIR, name) !== kept) rmSync(join(SEED_CACHE_DIR, name), { force: true });
        }
        if (!link()) throw new Error(`The seeded snapshot ${kept} is gone.`);
      } else {
        writeFileSync(file, dump);
      }
    }
    process.env[SNAPSHOT_ENV] = file;
  }
  const how = seeded ? `seeded${cache ? ', kept for later runs' : ''}` : 'kept from an earlier run';
  console.log(`\nTest database prepared (${url ? 'PostgreSQL' : 'PGlite'}, ${how}: key ${key}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
