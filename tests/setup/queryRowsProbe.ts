// The statement of tests/server/queryRows.test.ts: every column type, and parameters, read through queryRows and through
// Prisma's $queryRaw. Run as a script (`node --import tsx tests/setup/queryRowsProbe.ts <postgres url>`) it prints both
// answers as JSON, so the test can read them in a process on another time zone than its own.
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../../server/db/database.ts';
import { queryRows } from '../../server/db/queryRows.ts';
import { Prisma, type PrismaClient } from '../../server/db/generated/client.ts';

/** The kind of each value as well as the value: a Date and its ISO text, or a BigInt and a number, must not pass for each other. */
function typed(value: unknown): unknown {
  if (value instanceof Date) return { Date: value.toISOString() };
  if (typeof value === 'bigint') return { BigInt: String(value) };
  if (Prisma.Decimal.isDecimal(value)) return { Decimal: String(value) };
  if (Array.isArray(value)) return value.map(typed);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typed(v)]));
  return value;
}

const AT = new Date(Date.UTC(2027, 0, 31, 23, 59, 58, 123));
const EVERY_TYPE = Prisma.sql`
  SELECT 7::int AS int4, 9007199254740993::int8 AS int8, 12.50::numeric(6, 2) AS numeric, 0.25::float8 AS float8,
         true AS bool, 'één'::text AS text, 'high'::"Complexity" AS complexity, 'high'::"Complexity"::text AS complexity_text,
         DATE '2027-02-01' AS day, TIMESTAMP '2027-02-01 08:30:00.5' AS ts, TIMESTAMPTZ '2027-02-01 08:30:00+01' AS tstz,
         '{"a": [1, "b"], "c": null}'::jsonb AS jsonb, json_build_object('d', 1) AS json, ARRAY[3, 1, 2] AS ints, ARRAY['x', 'y'] AS texts,
         NULL::int AS missing, ${AT}::timestamp AS param_ts, ${AT}::timestamp = TIMESTAMP '2027-01-31 23:59:58.123' AS param_is_utc,
         ${[4, 5]}::int[] AS param_ints, ${'tekst'} AS param_text`;

/** The statement's row as queryRows and as $queryRaw answer it, typed. */
export async function probe(prisma: PrismaClient): Promise<{ direct: unknown; prisma: unknown }> {
  const [direct] = await queryRows(prisma, EVERY_TYPE);
  const [viaPrisma] = await prisma.$queryRaw<unknown[]>(EVERY_TYPE);
  return { direct: typed(direct), prisma: typed(viaPrisma) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const db = await openDatabase({ kind: 'postgres', url: process.argv[2]! });
  try {
    process.stdout.write(JSON.stringify(await probe(db.prisma)));
  } finally {
    await db.close();
  }
}
