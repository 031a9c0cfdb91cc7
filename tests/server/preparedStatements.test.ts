// Prepared statements on PostgreSQL (server/db/statementNames.ts): which statements get a name, and that the
// database really keeps them prepared on the connection, so a second request skips parsing and planning.
import { preparedStatementNames } from '../../server/db/statementNames.ts';
import { cardsSql, resultsSql, searchTopicCards } from '../../server/domain/search/search.ts';
import type { Database } from '../../server/db/database.ts';
import { openTestDatabase } from '../setup/database.ts';

describe('statement names', () => {
  it('names a text with parameters by its text: the same name every time, another text another name', () => {
    const name = preparedStatementNames();
    const a = name({ sql: 'SELECT id FROM users WHERE id = $1', args: [1] });
    expect(a).toMatch(/^vw_[A-Za-z0-9_-]{22}$/);
    expect(name({ sql: 'SELECT id FROM users WHERE id = $1', args: [2] })).toBe(a);
    expect(preparedStatementNames()({ sql: 'SELECT id FROM users WHERE id = $1', args: [3] })).toBe(a);
    expect(name({ sql: 'SELECT id FROM users WHERE email = $1', args: ['x'] })).not.toBe(a);
  });

  it('leaves a text without parameters unnamed: a script may hold several commands', () => {
    expect(preparedStatementNames()({ sql: 'CREATE TABLE a (id int); CREATE TABLE b (id int)', args: [] })).toBe('');
  });

  it('leaves the statement that finds a results page unnamed: its plan depends on how many topics match', () => {
    const sql = resultsSql({ streamId: 1, statuses: ['published'], filter: { domains: [3] }, sort: [{ key: 'popularity', descending: true }], limit: 21 });
    expect(sql.values.length).toBeGreaterThan(0);
    expect(preparedStatementNames()({ sql: sql.sql, args: sql.values })).toBe('');
  });

  it("names the statement of a page's cards, whatever its ids: one text with last uses and one without", () => {
    const name = preparedStatementNames();
    const page = cardsSql([3, 1, 2], { userId: 5, now: new Date('2026-11-29T08:00:00Z') });
    const other = cardsSql([7], { userId: 6, now: new Date('2026-11-30T08:00:00Z') });
    const [plain, another] = [cardsSql([3, 1, 2]), cardsSql([8, 9])];
    expect(name({ sql: page.sql, args: page.values })).toMatch(/^vw_/);
    expect(name({ sql: other.sql, args: other.values })).toBe(name({ sql: page.sql, args: page.values }));
    expect(name({ sql: plain.sql, args: plain.values })).toMatch(/^vw_/);
    expect(name({ sql: another.sql, args: another.values })).toBe(name({ sql: plain.sql, args: plain.values }));
    expect(name({ sql: plain.sql, args: plain.values })).not.toBe(name({ sql: page.sql, args: page.values }));
  });

  it('names only the first texts up to the limit; later texts run unnamed, known ones keep their names', () => {
    const name = preparedStatementNames(2);
    const first = name({ sql: 'SELECT $1::int', args: [1] });
    const second = name({ sql: 'SELECT $1::int + 1', args: [1] });
    expect(first).not.toBe('');
    expect(second).not.toBe('');
    expect(name({ sql: 'SELECT $1::int + 2', args: [1] })).toBe('');
    expect(name({ sql: 'SELECT $1::int', args: [5] })).toBe(first);
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Skipped on the embedded database: PGlite runs in this process, with no connection to keep statements on.
(onPostgres ? describe : describe.skip)('on PostgreSQL', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('keeps the application’s statements prepared on the connection', async () => {
    const email = 'docent@vraagwerk.nl';
    // An interactive transaction holds one connection, so pg_prepared_statements (per connection) shows its statements.
    const prepared = await db.prisma.$transaction(async (tx) => {
      const first = await tx.user.findUnique({ where: { email }, select: { id: true } });
      const again = await tx.user.findUnique({ where: { email }, select: { id: true } });
      expect(again).toEqual(first);
      const stream = await tx.stream.findFirstOrThrow({ select: { id: true } });
      const cards = await searchTopicCards(tx, { streamId: stream.id, statuses: ['published'], filter: {}, sort: [{ key: 'popularity', descending: true }], limit: 21 });
      expect(cards.length).toBeGreaterThan(0);
      return tx.$queryRaw<{ name: string; statement: string }[]>`SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'vw\_%'`;
    });
    const lookups = prepared.filter((p) => /FROM "public"\."users"/.test(p.statement) && /"email" = \$1/.test(p.statement));
    expect(lookups).toHaveLength(1);
    // The raw query has no parameters, so it ran unnamed; the page's ids are planned for their values each time, and
    // the statement of its cards is kept.
    expect(prepared.some((p) => p.statement.includes('pg_prepared_statements'))).toBe(false);
    expect(prepared.some((p) => p.statement.includes('SELECT t.id FROM topics t'))).toBe(false);
    expect(prepared.filter((p) => p.statement.includes('WITH ORDINALITY AS page (id, n) JOIN topics t'))).toHaveLength(1);
    expect(prepared.some((p) => /FROM "public"\."streams"/.test(p.statement))).toBe(true);
  });
});
