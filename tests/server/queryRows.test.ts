// queryRows (server/db/queryRows.ts): the hot path's reads answer exactly what Prisma's $queryRaw answers, on both
// databases; on PostgreSQL they go past Prisma's client outside a transaction, and through it inside one.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Database } from '../../server/db/database.ts';
import { projectRoot } from '../../server/db/migrations.ts';
import { queryRows } from '../../server/db/queryRows.ts';
import { Prisma } from '../../server/db/generated/client.ts';
import { openTestDatabase } from '../setup/database.ts';
import { probe } from '../setup/queryRowsProbe.ts';

let db: Database;
const statements: string[] = [];
beforeAll(async () => {
  db = await openTestDatabase({ onQuery: (sql) => statements.push(sql) });
});
afterAll(async () => {
  await db?.close();
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const EXPECTED = {
  int4: 7,
  int8: { BigInt: '9007199254740993' },
  numeric: { Decimal: '12.5' },
  float8: 0.25,
  bool: true,
  text: 'één',
  complexity: 'high',
  complexity_text: 'high',
  day: { Date: '2027-02-01T00:00:00.000Z' },
  ts: { Date: '2027-02-01T08:30:00.500Z' },
  tstz: { Date: '2027-02-01T07:30:00.000Z' },
  jsonb: { a: [1, 'b'], c: null },
  json: { d: 1 },
  ints: [3, 1, 2],
  texts: ['x', 'y'],
  missing: null,
  param_ts: { Date: '2027-01-31T23:59:58.123Z' },
  param_is_utc: true,
  param_ints: [4, 5],
  param_text: 'tekst',
};

describe('queryRows', () => {
  it('answers every column type with the values and kinds of $queryRaw, parameters included', async () => {
    // Literal values, not only agreement: Prisma's own answer is what the application has always read.
    expect(await probe(db.prisma)).toEqual({ direct: EXPECTED, prisma: EXPECTED });
  });

  // Jest's workers cannot change their own time zone, so a process of its own reads the same statement.
  (onPostgres ? it : it.skip)('answers the same on a server on Dutch time: timestamps are neither read nor sent as local time', () => {
    if (db.target.kind !== 'postgres') throw new Error('Not on PostgreSQL.');
    const out = execFileSync(process.execPath, ['--import', 'tsx', join(projectRoot, 'tests/setup/queryRowsProbe.ts'), db.target.url], {
      env: { ...process.env, TZ: 'Europe/Amsterdam' },
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual({ direct: EXPECTED, prisma: EXPECTED });
  });

  it('is counted like every statement, whatever its parameters', async () => {
    statements.length = 0;
    await queryRows(db.prisma, Prisma.sql`SELECT ${1}::int AS one`);
    expect(await queryRows(db.prisma, Prisma.sql`SELECT ${9007199254740993n}::int8 AS big`)).toEqual([{ big: 9007199254740993n }]);
    expect(statements).toEqual(['SELECT $1::int AS one', 'SELECT $1::int8 AS big']);
  });

  it('reads inside a transaction on its connection: it sees what the transaction wrote, and nothing is left after a rollback', async () => {
    const email = 'queryrows-transactie@vraagwerk.nl';
    const inside = await db.prisma
      .$transaction(async (tx) => {
        await tx.user.create({ data: { email, firstName: 'Tijdelijk', lastName: 'Gebruiker' } });
        const rows = await queryRows<{ email: string }>(tx, Prisma.sql`SELECT email FROM users WHERE email = ${email}`);
        throw Object.assign(new Error('terugdraaien'), { rows });
      })
      .catch((error: Error & { rows?: unknown }) => error.rows);
    expect(inside).toEqual([{ email }]);
    expect(await queryRows(db.prisma, Prisma.sql`SELECT email FROM users WHERE email = ${email}`)).toEqual([]);
  });

  it('answers a refused statement with an error and keeps serving', async () => {
    await expect(queryRows(db.prisma, Prisma.sql`SELECT * FROM no_such_table WHERE id = ${1}`)).rejects.toThrow(/no_such_table/);
    expect(await queryRows(db.prisma, Prisma.sql`SELECT ${2}::int AS two`)).toEqual([{ two: 2 }]);
  });
});
