// What the fuzzer checks in the database: which rows each request changed, and that no stored text is over its limit.
//
// Changed rows: a row trigger on every table of the schema (installed in the fuzzer's own copy of the database only)
// notes the table of each row a statement inserts, updates or deletes in fuzz_row_changes. A write that is rolled back
// takes its notes with it, so after a request the notes are exactly the rows it committed; reading them empties the
// list (one DELETE … RETURNING per request, a few ms, where hashing every table would take seconds). This is the
// fingerprint 'row counts plus max(updated)' would approximate, without missing an update that keeps the count and an
// old timestamp.
import type { PrismaClient } from '../../server/db/generated/client.ts';
import { EMAIL_MAX_LENGTH } from '../../server/domain/accounts/auth.ts';
import { PROFILE_DATA_MAX_BYTES, PROFILE_TEXT_MAX } from '../../server/domain/accounts/profile.ts';
import { NAME_MAX_LENGTH, LICENSE_MAX_LENGTH, STREAMS_MAX } from '../../server/domain/signup/registration.ts';
import { GROUP_NAME_MAX } from '../../server/domain/licensing/groups.ts';
import { SEAT_NAME_MAX } from '../../server/domain/licensing/seats.ts';
import { NAME_MAX as SET_NAME_MAX, REQUEST_KEY_MAX } from '../../server/domain/collections/create.ts';
import { ELABORATION_NAME_MAX } from '../../server/domain/collections/elaborations.ts';
import { ORIGIN_MAX } from '../../server/domain/activity/log.ts';
import { UPDATED_AT_MAX, SECTION_MARKS_MAX } from '../../server/domain/practice/scores.ts';
import { FEEDBACK_MAX_LENGTH } from '../../server/domain/feedback/feedback.ts';
import { CONTACT_MESSAGE_MAX } from '../../server/domain/feedback/contact.ts';

/**
 * Tables a refused request may still write, each for its reason: the session's last activity (and a rotated session);
 * the throttles, which count an attempt before it is judged so racing attempts cannot slip past (failed sign-ins, upload
 * and event rates); and a set's device places, which a device takes when it opens the set, before what it then asks is
 * judged (fair use counts devices, not successful requests).
 */
export const WRITTEN_WHEN_REFUSED: ReadonlySet<string> = new Set(['sessions', 'login_throttles', 'collection_devices']);

export async function installChangeNotes(prisma: PrismaClient): Promise<string[]> {
  const tables = (
    await prisma.$queryRawUnsafe<{ table_name: string }[]>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('_prisma_migrations', 'fuzz_row_changes') ORDER BY table_name`,
    )
  ).map((r) => r.table_name);
  await prisma.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS fuzz_row_changes (tbl text NOT NULL, op text NOT NULL)`);
  await prisma.$executeRawUnsafe(
    `CREATE OR REPLACE FUNCTION fuzz_note_row_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO fuzz_row_changes (tbl, op) VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$`,
  );
  for (const table of tables) {
    await prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS fuzz_note_row_change ON "${table}"`);
    await prisma.$executeRawUnsafe(`CREATE TRIGGER fuzz_note_row_change AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION fuzz_note_row_change()`);
  }
  return tables;
}

/** The rows committed since the last call, as 'table' → count per operation ('users: UPDATE 1'). */
export async function takeChangeNotes(prisma: PrismaClient): Promise<Map<string, number>> {
  const rows = await prisma.$queryRawUnsafe<{ tbl: string; op: string }[]>(`DELETE FROM fuzz_row_changes RETURNING tbl, op`);
  const changes = new Map<string, number>();
  for (const row of rows) changes.set(`${row.tbl} ${row.op}`, (changes.get(`${row.tbl} ${row.op}`) ?? 0) + 1);
  return changes;
}

/**
 * The text columns that requests write, with the limit the domain (or the route's declared schema) puts on them.
 * Lengths are counted in characters (PostgreSQL's char_length): a value within a limit counted in UTF-16 units, as
 * JavaScript and zod count, is within it in characters too.
 */
const LIMITS: { table: string; column: string; max: number; measure?: string }[] = [
  { table: 'users', column: 'email', max: EMAIL_MAX_LENGTH },
  { table: 'users', column: 'first_name', max: Math.max(NAME_MAX_LENGTH, PROFILE_TEXT_MAX) },
  { table: 'users', column: 'last_name', max: Math.max(NAME_MAX_LENGTH, PROFILE_TEXT_MAX) },
  // The profile's own fields (each at most PROFILE_TEXT_MAX characters, up to 4 bytes each, a dozen of them) plus at
  // most PROFILE_DATA_MAX_BYTES of other keys.
  { table: 'users', column: 'data', max: PROFILE_DATA_MAX_BYTES + 12 * 4 * PROFILE_TEXT_MAX, measure: 'octet_length(data::text)' },
  { table: 'seats', column: 'email', max: EMAIL_MAX_LENGTH },
  { table: 'seats', column: 'first_name', max: SEAT_NAME_MAX },
  { table: 'seats', column: 'last_name', max: SEAT_NAME_MAX },
  { table: 'groups', column: 'name', max: GROUP_NAME_MAX },
  { table: 'registrations', column: 'first_name', max: NAME_MAX_LENGTH },
  { table: 'registrations', column: 'last_name', max: NAME_MAX_LENGTH },
  { table: 'registrations', column: 'email', max: EMAIL_MAX_LENGTH },
  { table: 'registrations', column: 'license_slug', max: LICENSE_MAX_LENGTH },
  { table: 'registrations', column: 'stream_slugs', max: STREAMS_MAX, measure: 'cardinality(stream_slugs)' },
  { table: 'carts', column: 'name', max: SET_NAME_MAX },
  { table: 'collections', column: 'name', max: SET_NAME_MAX },
  // The submission key's limit (the Idempotency-Key header and GraphQL's requestKey).
  { table: 'collections', column: 'request_key', max: REQUEST_KEY_MAX },
  { table: 'elaborations', column: 'name', max: ELABORATION_NAME_MAX },
  { table: 'activity_logs', column: 'origin', max: ORIGIN_MAX },
  { table: 'scores', column: 'client_updated_at', max: UPDATED_AT_MAX },
  { table: 'scores', column: 'sections', max: SECTION_MARKS_MAX, measure: 'jsonb_array_length(sections)' },
  { table: 'feedback', column: 'text', max: FEEDBACK_MAX_LENGTH },
  { table: 'contact_requests', column: 'message', max: CONTACT_MESSAGE_MAX },
];

export interface OverLimit {
  table: string;
  column: string;
  max: number;
  rows: number;
  longest: number;
}

/** Every limited column with rows over its limit. */
export async function overLimitFields(prisma: PrismaClient): Promise<OverLimit[]> {
  const found: OverLimit[] = [];
  for (const limit of LIMITS) {
    const measure = limit.measure ?? `char_length("${limit.column}")`;
    const [row] = await prisma.$queryRawUnsafe<{ rows: bigint; longest: number | null }[]>(
      `SELECT count(*) FILTER (WHERE ${measure} > ${limit.max}) AS rows, max(${measure})::int AS longest FROM "${limit.table}"`,
    );
    if (row && Number(row.rows) > 0) found.push({ table: limit.table, column: limit.column, max: limit.max, rows: Number(row.rows), longest: row.longest ?? 0 });
  }
  return found;
}
