import { rmSync } from 'node:fs';
import pg from 'pg';
import { A11Y_VERDICTS_ENV, adminUrl, FILES_DIR_ENV, SNAPSHOT_ENV, TEMPLATE_ENV, WEB_DIST_ENV } from './env.ts';

export default async function globalTeardown(): Promise<void> {
  const snapshot = process.env[SNAPSHOT_ENV];
  if (snapshot) rmSync(snapshot, { force: true });
  const web = process.env[WEB_DIST_ENV];
  if (web) for (const path of [web, `${web}.lock`, `${web}.failed`]) rmSync(path, { recursive: true, force: true });
  const files = process.env[FILES_DIR_ENV];
  if (files) rmSync(files, { recursive: true, force: true });
  const verdicts = process.env[A11Y_VERDICTS_ENV];
  if (verdicts) rmSync(verdicts, { recursive: true, force: true });
  const template = process.env[TEMPLATE_ENV];
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  }
}
