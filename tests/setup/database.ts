// A fresh copy of the seeded test database for one test file.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseOptions } from '../../server/db/database.ts';
import { adminUrl, databaseUrl, SNAPSHOT_ENV, TEMPLATE_ENV } from './env.ts';

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
  return openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([readFileSync(snapshot)]) }, options);
}
