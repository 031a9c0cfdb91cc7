// Prepared statements on PostgreSQL. By default node-postgres sends every statement unnamed, so the server parses and
// plans it again on every request; a named statement is parsed once per connection and its plan kept, which halves
// what the few statements of a typical request cost the database (session, stream, search ids, rows).
//
// The names are bounded: the first `limit` distinct statement texts get a name (a hash of the text, so the same text
// always has the same name and two texts never share one); any text after those runs unnamed, as before, so a
// stream of one-off texts (IN lists of every length) cannot grow the server's memory without end. Only statements
// with parameters are named: a script without them (a migration, VACUUM) may hold several commands, which a prepared
// statement cannot.
//
// A kept statement soon runs on a generic plan, made without looking at the parameters. That is right for lookups by a
// key, and wrong where the values decide the plan: how many topics a search matches chooses between walking an index
// in the sort order and collecting every match to sort it. Such a statement begins with CUSTOM_PLAN and runs unnamed,
// planned for its own values every time.
import { createHash } from 'node:crypto';

/** The statement as the Prisma driver adapter hands it over. */
interface Statement {
  sql: string;
  args: readonly unknown[];
}

/** The mark of a statement whose plan depends on its parameters' values: it is never kept prepared. */
export const CUSTOM_PLAN = '/* custom plan */ ';

/** Enough for every statement shape of the application, as the Rust query engine's cache of 500 was. */
const PREPARED_STATEMENT_LIMIT = 500;

/** A name for each of the first `limit` distinct texts with parameters; '' (unnamed) for everything else. */
export function preparedStatementNames(limit = PREPARED_STATEMENT_LIMIT): (statement: Statement) => string {
  const names = new Map<string, string>();
  return ({ sql, args }) => {
    if (args.length === 0 || sql.startsWith(CUSTOM_PLAN)) return '';
    const known = names.get(sql);
    if (known !== undefined) return known;
    if (names.size >= limit) return '';
    const name = `vw_${createHash('sha256').update(sql).digest('base64url').slice(0, 22)}`;
    names.set(sql, name);
    return name;
  };
}
