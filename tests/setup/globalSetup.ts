// Migrates and seeds one database for the whole run; each test file then starts from a copy of it.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/database.ts';
import { applyMigrations } from '../../server/db/migrations.ts';
import { seedDemo } from '../../prisma/seed/demo.ts';
import { A11Y_VERDICTS_ENV, adminUrl, databaseUrl, SNAPSHOT_ENV, TEMPLATE_ENV, TEST_NOW, WEB_DIST_ENV } from './env.ts';

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  // Where the browser tests' one build of the web app goes (made by the first of them: tests/setup/browser.ts).
  process.env[WEB_DIST_ENV] = join(tmpdir(), `vraagwerk-web-${process.pid}`);
  // Where they share the accessibility verdicts of the pages they checked (tests/setup/a11y.ts).
  process.env[A11Y_VERDICTS_ENV] = join(tmpdir(), `vraagwerk-a11y-${process.pid}`);
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `vraagwerk_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const db = await openDatabase({ kind: 'postgres', url: databaseUrl(url, template) });
    await applyMigrations(db.adapterFactory);
    await seedDemo(db.prisma, undefined, TEST_NOW, { classActivity: false });
    await db.close();
    process.env[TEMPLATE_ENV] = template;
  } else {
    const db = await openDatabase({ kind: 'pglite-memory' });
    await applyMigrations(db.adapterFactory);
    await seedDemo(db.prisma, undefined, TEST_NOW, { classActivity: false });
    // Not compressed: every test file loads it, and inflating it cost each a third of a second.
    const dump = await db.pglite!.dumpDataDir('none');
    const file = join(tmpdir(), `vraagwerk-test-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await db.close();
    process.env[SNAPSHOT_ENV] = file;
  }
  console.log(`\nTest database prepared (${url ? 'PostgreSQL' : 'PGlite'}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
