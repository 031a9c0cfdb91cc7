// Where the seeded test database comes from: TEST_DATABASE_URL (PostgreSQL) or an embedded PGlite snapshot.
export const SNAPSHOT_ENV = 'VRAAGWERK_TEST_SNAPSHOT';
export const TEMPLATE_ENV = 'VRAAGWERK_TEST_TEMPLATE';

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
