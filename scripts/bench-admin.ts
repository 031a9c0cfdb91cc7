// `npm run bench:admin`: the back-office's aims (issue 45).
//
// Side menu: a stream's side menu opens level by level (its exams, an exam's topics, a topic's questions), each level
// one request of the web app's persisted operation. Aim: the same number of SQL statements per level with 50 generated
// topics in the stream as with 5,000, and the first level (the stream's exams) answered within 2× of its bare SQL.
// The statements are counted with the database's query hook on the real server; the floors, measured in the same run
// on the same database, are (a) the level's own list statement alone and (b) every statement the request ran (session,
// grants, the list), replayed in order without the server ('request floor').
//
//   npm run bench:admin                                             # embedded PGlite in a temp folder
//   npm run bench:admin -- --postgres postgres://postgres@127.0.0.1:5432/postgres   # or BENCH_DATABASE_URL
//   npm run bench:admin -- --large 2000 --duration 3 --rounds 1     # smaller and quicker
//
// A benchmark, not a test: it prints ratios; the issue's note reports them.
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type Database, type DatabaseTarget } from '../server/db/database.ts';
import { projectRoot } from '../server/db/migrations.ts';
import { buildApp } from '../server/http/app.ts';
import { createIdCodec } from '../server/app/ids.ts';
import { preparedStatementNames } from '../server/db/statementNames.ts';
import { seedDemo } from '../prisma/seed/demo.ts';
import { seedScale } from '../prisma/seed/scale.ts';
import { createBenchDatabase, GENERATED_EXAM_NOTES, migrate, settle, streamWithMostGeneratedTopics, type BenchDatabase } from './bench/database.ts';
import { loadHere, loadHttp, type Measurement } from './bench/load.ts';
import { signIn, type Session } from './bench/session.ts';
import { positiveInt, positiveNumber } from './bench/args.ts';
import { persistedOperation } from './bench/persisted.ts';
import { median } from './bench/stats.ts';

const { values: args } = parseArgs({
  options: {
    postgres: { type: 'string' },
    small: { type: 'string', default: '50' },
    large: { type: 'string', default: '5000' },
    duration: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '3' },
  },
});
const postgresUrl = args.postgres ?? process.env.BENCH_DATABASE_URL;
const small = positiveInt(args.small!, '--small');
const large = positiveInt(args.large!, '--large');
const rounds = positiveInt(args.rounds!, '--rounds');
const loadOptions = { connections: 1, warmupMs: positiveNumber(args.warmup!, '--warmup') * 1000, durationMs: positiveNumber(args.duration!, '--duration') * 1000 };
const ADMIN = { email: 'admin@vraagwerk.nl', password: 'vraagwerk-demo' };
/** The scale generator spreads its topics over three streams (prisma/seed/scale.ts): the measured stream gets a third. */
const SCALE_STREAMS = 3;

const cleanups: (() => unknown)[] = [];
const cleanUp = async () => {
  for (const fn of cleanups.splice(0).reverse())
    await Promise.resolve()
      .then(fn)
      .catch((error: unknown) => console.error(`Cleaning up: ${String(error)}`));
};
process.on('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

function serverConfig() {
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', WEB_DIST: join(projectRoot, 'web/dist') });
  return { ...config, documents: { ...config.documents, prewarm: false } };
}

async function startServer(db: Database) {
  const app = await buildApp(serverConfig(), db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, close: () => app.close() };
}

interface Level {
  name: string;
  operation: string;
  variables: Record<string, unknown>;
  /** How many rows the answer must list (checked before anything is measured). */
  rows: (data: unknown) => number;
}

/** The side menu's three levels below a stream, for the stream's largest generated exam and one of its topics. */
async function levels(db: Database, streamId: number): Promise<{ levels: Level[]; exams: number; topics: number; questions: number }> {
  const ids = createIdCodec(serverConfig().idSecret);
  const [exam] = await db.prisma.$queryRaw<{ id: number; topics: bigint }[]>`
    SELECT e.id, count(t.id) AS topics FROM exams e JOIN topics t ON t.exam_id = e.id
    WHERE e.stream_id = ${streamId} AND e.notes = ${GENERATED_EXAM_NOTES} GROUP BY e.id ORDER BY count(t.id) DESC, e.id LIMIT 1`;
  const topic = await db.prisma.topic.findFirstOrThrow({ where: { examId: exam!.id }, orderBy: { id: 'asc' }, select: { id: true, _count: { select: { questions: true } } } });
  const exams = await db.prisma.exam.count({ where: { streamId } });
  const edges = (path: string[]) => (data: unknown) => {
    let at: unknown = data;
    for (const key of path) at = (at as Record<string, unknown> | null)?.[key];
    return ((at as { edges?: unknown[] } | undefined)?.edges ?? []).length;
  };
  return {
    exams,
    topics: Number(exam!.topics),
    questions: topic._count.questions,
    levels: [
      { name: "the stream's exams", operation: 'AdminSideMenuExamsQuery', variables: { urlId: ids.encode(streamId) }, rows: edges(['adminStream', 'adminExams']) },
      { name: "an exam's topics", operation: 'AdminSideMenuTopicsQuery', variables: { id: encodeGlobalID('Exam', exam!.id) }, rows: edges(['adminExam', 'adminTopics']) },
      { name: "a topic's questions", operation: 'AdminSideMenuQuestionsQuery', variables: { id: encodeGlobalID('Topic', topic.id) }, rows: edges(['adminTopic', 'adminQuestions']) },
    ],
  };
}

async function post(base: string, session: Session, level: Level): Promise<unknown> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { ...session.headers, 'Content-Type': 'application/json' },
    body: persistedOperation(level.operation).body(level.variables),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  if (response.status !== 200 || body.errors) throw new Error(`${level.operation} answered HTTP ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

interface Captured {
  text: string;
  values: unknown[];
}

/** Each level's statements on a server whose database reports every statement (the request before is not counted). */
async function countStatements(bench: BenchDatabase, streamId: number) {
  let captured: Captured[] = [];
  let counting = false;
  const db = await openDatabase(bench.target, {
    onQuery: (sql, values) => {
      if (counting) captured.push({ text: sql, values: JSON.parse(values || '[]') as unknown[] });
    },
  });
  const server = await startServer(db);
  try {
    const session = await signIn(server.url, ADMIN);
    const shape = await levels(db, streamId);
    const perLevel: { level: Level; statements: Captured[]; rows: number }[] = [];
    for (const level of shape.levels) {
      await post(server.url, session, level);
      captured = [];
      counting = true;
      const data = await post(server.url, session, level);
      counting = false;
      perLevel.push({ level, statements: captured.splice(0), rows: level.rows(data) });
    }
    return { ...shape, perLevel };
  } finally {
    await server.close();
    await db.close();
  }
}

function createFloor(db: Database, target: DatabaseTarget) {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 4 });
    const name = preparedStatementNames();
    pool.on('error', () => undefined);
    return {
      rows: async (sql: Captured) => (await pool.query({ name: name({ sql: sql.text, args: sql.values }) || undefined, text: sql.text, values: sql.values })).rows,
      close: () => pool.end(),
    };
  }
  const pglite = db.pglite!;
  return { rows: async (sql: Captured) => (await pglite.query(sql.text, sql.values)).rows, close: async () => {} };
}

const ms = (m: Measurement) => `p50 ${m.p50.toFixed(2)} ms, p95 ${m.p95.toFixed(2)} ms (${m.requests} answers)`;
const oneLine = (sql: string) => {
  const flat = sql.replace(/\s+/g, ' ').trim();
  return flat.length > 150 ? `${flat.slice(0, 147)}...` : flat;
};

async function main() {
  console.log(
    `Machine: ${availableParallelism()} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at the start`,
  );
  const bench = await createBenchDatabase(postgresUrl);
  cleanups.push(() => bench.dispose());
  console.log(`Database: ${bench.label}`);

  // ── Seeding: the demo, then the small scale; measured; then topped up to the large scale and measured again ──
  const setup = await openDatabase(bench.target);
  let streamId: number;
  try {
    await migrate(setup);
    await seedDemo(setup.prisma);
    const t = Date.now();
    await seedScale(setup.prisma, small * SCALE_STREAMS);
    await settle(setup.prisma);
    const stream = await streamWithMostGeneratedTopics(setup.prisma);
    streamId = stream.id;
    console.log(`Seeded ${small * SCALE_STREAMS} generated topics in ${((Date.now() - t) / 1000).toFixed(1)} s; measured stream ${stream.slug}: ${stream.generated} generated topics`);
  } finally {
    await setup.close();
  }
  const atSmall = await countStatements(bench, streamId);

  const topUp = await openDatabase(bench.target);
  try {
    const t = Date.now();
    await seedScale(topUp.prisma, (large - small) * SCALE_STREAMS);
    await settle(topUp.prisma);
    const stream = await streamWithMostGeneratedTopics(topUp.prisma);
    if (stream.id !== streamId) throw new Error(`The stream with the most generated topics changed: ${stream.slug}`);
    console.log(`Topped up by ${(large - small) * SCALE_STREAMS} generated topics in ${((Date.now() - t) / 1000).toFixed(1)} s; ${stream.slug}: ${stream.generated} generated topics`);
  } finally {
    await topUp.close();
  }
  const atLarge = await countStatements(bench, streamId);

  console.log(`\nSide menu: SQL statements per level (one request of the web app's persisted operation, signed in as an admin)`);
  console.log(`  ${'level'.padEnd(22)} ${`${small} topics`.padStart(14)} ${`${large} topics`.padStart(14)}`);
  let same = true;
  atSmall.perLevel.forEach((s, i) => {
    const l = atLarge.perLevel[i]!;
    same &&= s.statements.length === l.statements.length;
    console.log(`  ${s.level.name.padEnd(22)} ${`${s.statements.length} (${s.rows} rows)`.padStart(14)} ${`${l.statements.length} (${l.rows} rows)`.padStart(14)}`);
  });
  console.log(`  (the largest generated exam: ${atSmall.topics} topics at the small scale, ${atLarge.topics} at the large; the stream has ${atLarge.exams} exams)`);
  console.log(`  Aim, the same number of statements at both scales: ${same ? 'met' : 'NOT met'}`);
  for (const s of atLarge.perLevel[0]!.statements) console.log(`      ${oneLine(s.text)}`);

  // ── The first level's latency at the large scale against its floors ──
  const first = atLarge.perLevel[0]!;
  const list = first.statements.find((s) => /FROM\s+"?(public"?\.)?"?exams"?/i.test(s.text));
  if (!list) throw new Error('No statement of the first level reads the exams: the floor cannot be chosen.');
  const db = await openDatabase(bench.target);
  cleanups.push(() => db.close());
  const server = await startServer(db);
  cleanups.push(() => server.close());
  const floor = createFloor(db, bench.target);
  cleanups.push(() => floor.close());
  const session = await signIn(server.url, ADMIN);
  const body = persistedOperation(first.level.operation).body(first.level.variables);
  const results: Record<string, number[]> = { graphql: [], list: [], request: [] };
  for (let round = 1; round <= rounds; round++) {
    const g = await loadHttp({ url: `${server.url}/graphql`, method: 'POST', headers: { ...session.headers, 'Content-Type': 'application/json' }, body }, loadOptions);
    if (g.failures) throw new Error(`The first level failed under load: ${g.firstFailure}`);
    const l = await loadHere(() => floor.rows(list), loadOptions);
    const r = await loadHere(async () => {
      for (const s of first.statements) await floor.rows(s);
    }, loadOptions);
    console.log(`\n  round ${round}: GraphQL ${ms(g)}\n           a  its exam list statement alone ${ms(l)}\n           b  every statement of the request, replayed ${ms(r)}`);
    results.graphql!.push(g.p50);
    results.list!.push(l.p50);
    results.request!.push(r.p50);
  }
  const g = median(results.graphql!);
  const l = median(results.list!);
  const r = median(results.request!);
  console.log(`\nFirst level at ${large} topics (median p50 of ${rounds} rounds, 1 connection): GraphQL ${g.toFixed(2)} ms`);
  console.log(`  against its exam list statement (a, ${l.toFixed(2)} ms): ${(g / l).toFixed(2)}×  — aim at most 2×: ${g <= 2 * l ? 'met' : 'NOT met'}`);
  console.log(`  against the request's statements replayed (b, ${r.toFixed(2)} ms): ${(g / r).toFixed(2)}×`);
}

try {
  await main();
} finally {
  await cleanUp();
}
process.exit(0);
