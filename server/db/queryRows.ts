// Reads on the hot path (queryRows): the statements every request runs, sent on PostgreSQL straight to the pool of the
// Prisma client's driver adapter, answered with the same values as Prisma's $queryRaw.
import pg from 'pg';
import { Prisma } from './generated/client.ts';
import type { Db } from './database.ts';

type Reader = <T>(sql: Prisma.Sql) => Promise<T[]>;
/** The direct reader of each PostgreSQL client (not of its transactions, which are other objects). */
const directReads = new WeakMap<object, Reader>();

/**
 * The rows of a read statement, the same values as `db.$queryRaw` answers. On PostgreSQL, outside a transaction, the
 * statement goes straight to the client's own pool (the same connections, the same prepared statement names, counted
 * by `onQuery` like any other): for the statements every request runs (the session, a page of search results) Prisma's
 * client spent as much CPU on a statement as node-postgres itself did. In a transaction, and on the embedded database,
 * through Prisma.
 */
export function queryRows<T>(db: Db, sql: Prisma.Sql): Promise<T[]> {
  const direct = directReads.get(db);
  return direct ? direct<T>(sql) : db.$queryRaw<T[]>(sql);
}

/** Column types whose node-postgres value differs from what Prisma answers for them; the rest agree. */
const PRISMA_VALUES: Record<number, (text: string) => unknown> = {
  20: (text) => BigInt(text), // int8
  1700: (text) => new Prisma.Decimal(text), // numeric
  1082: (text) => new Date(`${text}T00:00:00Z`), // date
  1114: (text) => new Date(`${text.replace(' ', 'T')}Z`), // timestamp (kept in UTC, as Prisma writes it)
};
const prismaTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (format ?? 'text') === 'text' && PRISMA_VALUES[oid] ? PRISMA_VALUES[oid] : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** A Date parameter as Prisma sends one: its UTC date and time, so a timestamp column compares it as stored. */
function prismaParameter(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().replace('T', ' ').replace('Z', '');
  return Array.isArray(value) ? value.map(prismaParameter) : value;
}

/** Makes queryRows read `prisma`'s statements from `pool`, the pool its driver adapter uses, with the adapter's statement names. */
export function readDirectly(prisma: object, pool: pg.Pool, names: (statement: { sql: string; args: readonly unknown[] }) => string, onQuery?: (sql: string, params: string) => void): void {
  directReads.set(prisma, async <T>(sql: Prisma.Sql) => {
    const values = sql.values.map(prismaParameter);
    onQuery?.(
      sql.text,
      JSON.stringify(sql.values, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)),
    );
    const result = await pool.query({ name: names({ sql: sql.text, args: values }) || undefined, text: sql.text, values, types: prismaTypes });
    return result.rows as T[];
  });
}
