// Where the seeded test database comes from: TEST_DATABASE_URL (PostgreSQL) or an embedded PGlite snapshot.
export const SNAPSHOT_ENV = 'VRAAGWERK_TEST_SNAPSHOT';

/**
 * The calendar day every test runs on: the demo licences are seeded from it and the test servers' clock starts at
 * it, so expected dates and notices are literals. Tuesday 10 March 2026, 10:00 UTC: the school year ends on
 * 1 August 2026 (144 days later); the demo trial licence ends on 16 March 2026.
 */
export const TEST_NOW = new Date('2026-03-10T10:00:00.000Z');
export const TEMPLATE_ENV = 'VRAAGWERK_TEST_TEMPLATE';
/** The folder of the run's one build of the web app, for the browser tests (tests/setup/browser.ts). */
export const WEB_DIST_ENV = 'VRAAGWERK_TEST_WEB_DIST';
/**
 * A web app already built from these sources (CI builds it once with `npm run build` before the tests): the browser
 * tests use it instead of building their own. Never removed by the tests.
 */
export const PREBUILT_WEB_ENV = 'VRAAGWERK_TEST_PREBUILT_WEB';
/** The folder where the browser tests of a run keep the accessibility verdicts of the pages they checked (tests/setup/a11y.ts). */
export const A11Y_VERDICTS_ENV = 'VRAAGWERK_TEST_A11Y_VERDICTS';
/**
 * The run's file store (FILES_DIR of every test server; made in globalSetup with the seed's files, removed in
 * globalTeardown): tests never write to ./data. One folder for all workers: its keys are content-addressed.
 */
export const FILES_DIR_ENV = 'VRAAGWERK_TEST_FILES_DIR';

/** The run's file store folder; throws outside a Jest run (which would otherwise fall back on ./data/files). */
export function testFilesDir(): string {
  const dir = process.env[FILES_DIR_ENV];
  if (!dir) throw new Error(`${FILES_DIR_ENV} is not set: tests/setup/globalSetup.ts makes the run's file store.`);
  return dir;
}

export function adminUrl(url: string, database = 'postgres'): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
