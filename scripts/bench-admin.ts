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
//   npm run bench:admin -- --save-only                               # only the save, on the demo content
//   npm run bench:admin -- --reports-only --large 1000               # only the reports' aims (issue 46, scripts/bench/adminReports.ts)
//   npm run bench:admin -- --import-only                             # only the import aim (issue 47, scripts/bench/adminImport.ts)
//
// Saving: a question with 5 steps, 8 tips, keywords, chapters and domains, as the editors save it — updateQuestion
// (text, keywords, chapters, domains) and updateAnswer (the 5 steps with their 8 tips), two GraphQL requests to the real
// server, each one transaction with its audit entry and the search index and topic cache kept by the database's
// triggers. Aim: p50 at most 3× the floor, the same rows written by bare SQL in one transaction (the same triggers fire).
// Every save changes something (two variants in turn), so none is a no-op.
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
import { createLocalStorage } from '../server/storage/local.ts';
import { seedScale } from '../prisma/seed/scale.ts';
import { createBenchDatabase, GENERATED_EXAM_NOTES, migrate, settle, streamWithMostGeneratedTopics, type BenchDatabase } from './bench/database.ts';
import { loadHere, loadHttp, type Measurement } from './bench/load.ts';
import { signIn, type Session } from './bench/session.ts';
import { positiveInt, positiveNumber } from './bench/args.ts';
import { persistedOperation } from './bench/persisted.ts';
import { median } from './bench/stats.ts';
import { reportsAims } from './bench/adminReports.ts';
import { importAims } from './bench/adminImport.ts';

const { values: args } = parseArgs({
  options: {
    postgres: { type: 'string' },
    small: { type: 'string', default: '50' },
    'save-only': { type: 'boolean', default: false },
    'reports-only': { type: 'boolean', default: false },
    'import-only': { type: 'boolean', default: false },
    'import-students': { type: 'string', default: '2000' },
    'activity-scale': { type: 'string', default: '1' },
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

/** The bench database's file store (BenchDatabase.filesDir), once it is made. */
let filesDir: string | undefined;

function serverConfig() {
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', WEB_DIST: join(projectRoot, 'web/dist'), FILES_DIR: filesDir });
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
      /** The statements in one transaction, on one connection. */
      transaction: async (statements: Captured[]) => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          for (const sql of statements) await client.query(sql.text, sql.values);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const pglite = db.pglite!;
  return {
    rows: async (sql: Captured) => (await pglite.query(sql.text, sql.values)).rows,
    transaction: async (statements: Captured[]) => {
      await pglite.transaction(async (tx) => {
        for (const sql of statements) await tx.query(sql.text, sql.values);
      });
    },
    close: async () => {},
  };
}

const ms = (m: Measurement) => `p50 ${m.p50.toFixed(2)} ms, p95 ${m.p95.toFixed(2)} ms (${m.requests} answers)`;
const oneLine = (sql: string) => {
  const flat = sql.replace(/\s+/g, ' ').trim();
  return flat.length > 150 ? `${flat.slice(0, 147)}...` : flat;
};

// ── Saving a question with its strategy ──

const UPDATE_QUESTION = `mutation ($id: ID!, $text: String, $tagNames: [String!], $chapterIds: [String!], $domainIds: [String!]) {
  updateQuestion(id: $id, text: $text, tagNames: $tagNames, chapterIds: $chapterIds, domainIds: $domainIds) { __typename ... on Error { message } }
}`;
const UPDATE_ANSWER = `mutation ($answerId: String!, $steps: [AnswerStepInput!]) {
  updateAnswer(answerId: $answerId, steps: $steps) { __typename ... on Error { message } }
}`;

interface SaveSubject {
  questionId: number;
  answerId: number;
  stepIds: number[];
  tagSets: [{ id: number; name: string }[], { id: number; name: string }[]];
  chapterIds: number[];
  domainIds: number[];
  authorId: number;
}

/** A demo question of the stream made the bench's subject: one strategy of 5 steps, and the stream's keywords, chapters and domains to save. */
async function saveSubject(db: Database, streamId: number): Promise<SaveSubject> {
  const question = await db.prisma.question.findFirstOrThrow({ where: { topic: { streamId, exam: { notes: null } } }, orderBy: { id: 'asc' }, select: { id: true } });
  await db.prisma.answer.deleteMany({ where: { questionId: question.id } });
  const answer = await db.prisma.answer.create({
    data: { questionId: question.id, name: 'Oplossingsstrategie', sections: { create: [0, 1, 2, 3, 4].map((position) => ({ position, points: 1, correction: `Stap ${position + 1}` })) } },
    select: { id: true, sections: { select: { id: true }, orderBy: { position: 'asc' } } },
  });
  const tags = await db.prisma.tag.findMany({ where: { streamId }, orderBy: { id: 'asc' }, take: 4, select: { id: true, name: true } });
  const chapters = await db.prisma.chapter.findMany({ where: { streamId }, orderBy: { id: 'asc' }, take: 2, select: { id: true } });
  const domains = await db.prisma.domain.findMany({ where: { streamId }, orderBy: { id: 'asc' }, take: 2, select: { id: true } });
  if (tags.length < 4 || !chapters.length || !domains.length) throw new Error('The measured stream lacks keywords, chapters or domains for the save.');
  const author = await db.prisma.user.findUniqueOrThrow({ where: { email: 'auteur@vraagwerk.nl' }, select: { id: true } });
  return {
    questionId: question.id,
    answerId: answer.id,
    stepIds: answer.sections.map((x) => x.id),
    tagSets: [tags.slice(0, 3), [tags[0]!, tags[1]!, tags[3]!]],
    chapterIds: chapters.map((c) => c.id),
    domainIds: domains.map((d) => d.id),
    authorId: author.id,
  };
}

/** Variant `v` (0 or 1) of the save: its text, keywords, and 8 tips spread over the 5 steps (2, 2, 2, 1, 1). */
function variant(subject: SaveSubject, v: number) {
  const tipsPerStep = [2, 2, 2, 1, 1];
  return {
    text: `Bereken het vermogen van de turbine (variant ${v}).`,
    tags: subject.tagSets[v % 2]!,
    steps: subject.stepIds.map((id, i) => ({
      id,
      correction: `Stap ${i + 1}: inzicht (variant ${v})`,
      text: `tussenantwoord ${i + 1}`,
      points: 1,
      tips: Array.from({ length: tipsPerStep[i]! }, (_, t) => ({ text: `Tip ${t + 1} bij stap ${i + 1} (variant ${v})` })),
    })),
  };
}

async function measureSave(bench: BenchDatabase, streamId: number) {
  let recorded: string[] | null = null;
  const db = await openDatabase(bench.target, { onQuery: (sql) => recorded?.push(sql) });
  cleanups.push(() => db.close());
  const subject = await saveSubject(db, streamId);
  const server = await startServer(db);
  cleanups.push(() => server.close());
  const session = await signIn(server.url, { email: 'auteur@vraagwerk.nl', password: 'vraagwerk-demo' });
  const ids = createIdCodec(serverConfig().idSecret);
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { ...session.headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as { data?: Record<string, { __typename: string; message?: string }>; errors?: unknown };
    const answer = body.data && Object.values(body.data)[0];
    if (!answer?.__typename.endsWith('Success')) throw new Error(`A save answered ${JSON.stringify(body).slice(0, 300)}`);
  };
  let round = 0;
  const editorSave = async () => {
    const v = variant(subject, round++ % 2);
    await gql(UPDATE_QUESTION, {
      id: encodeGlobalID('Question', subject.questionId),
      text: v.text,
      tagNames: v.tags.map((t) => t.name),
      chapterIds: subject.chapterIds.map((id) => ids.encode(id)),
      domainIds: subject.domainIds.map((id) => ids.encode(id)),
    });
    await gql(UPDATE_ANSWER, { answerId: ids.encode(subject.answerId), steps: v.steps.map((x) => ({ ...x, id: ids.encode(x.id) })) });
  };
  // Checked before it is measured: both variants save, and the rows are as sent. The second's statements are counted.
  await editorSave();
  recorded = [];
  await editorSave();
  const counted: string[] = recorded;
  recorded = null;
  const stored = await db.prisma.question.findUniqueOrThrow({ where: { id: subject.questionId }, select: { text: true, _count: { select: { tags: true, chapters: true, domains: true } } } });
  const tips = await db.prisma.tip.count({ where: { answerSectionId: { in: subject.stepIds } } });
  console.log(
    `\nSaving a question (${stored._count.tags} keywords, ${stored._count.chapters} chapters, ${stored._count.domains} domains) with a strategy of ${subject.stepIds.length} steps and ${tips} tips`,
  );

  const floor = createFloor(db, bench.target);
  cleanups.push(() => floor.close());
  let floorRound = 0;
  let floorStatements = 0;
  let split = false;
  const bareSave = async () => {
    const v = variant(subject, floorRound++ % 2);
    const q = subject.questionId;
    const statements: Captured[] = [
      { text: 'UPDATE questions SET text = $1, version = version + 1, updated_at = now() WHERE id = $2', values: [v.text, q] },
      { text: 'DELETE FROM question_tags WHERE question_id = $1', values: [q] },
      { text: 'INSERT INTO question_tags (question_id, tag_id, updated_at) SELECT $1, unnest($2::int[]), now()', values: [q, v.tags.map((t) => t.id)] },
      { text: 'DELETE FROM question_chapters WHERE question_id = $1', values: [q] },
      { text: 'INSERT INTO question_chapters (question_id, chapter_id, updated_at) SELECT $1, unnest($2::int[]), now()', values: [q, subject.chapterIds] },
      { text: 'DELETE FROM question_domains WHERE question_id = $1', values: [q] },
      { text: 'INSERT INTO question_domains (question_id, domain_id, updated_at) SELECT $1, unnest($2::int[]), now()', values: [q, subject.domainIds] },
      { text: 'UPDATE answers SET version = version + 1, updated_at = now() WHERE id = $1', values: [subject.answerId] },
      ...v.steps.map((x) => ({ text: 'UPDATE answer_sections SET correction = $1, text = $2, points = $3, updated_at = now() WHERE id = $4', values: [x.correction, x.text, x.points, x.id] })),
      { text: 'DELETE FROM tips WHERE answer_section_id = ANY($1::int[])', values: [subject.stepIds] },
      {
        text: 'INSERT INTO tips (answer_section_id, position, text, updated_at) SELECT * FROM unnest($1::int[], $2::int[], $3::text[]) AS t(s, p, x), LATERAL (SELECT now()) n',
        values: [v.steps.flatMap((x) => x.tips.map(() => x.id)), v.steps.flatMap((x) => x.tips.map((_, i) => i)), v.steps.flatMap((x) => x.tips.map((t) => t.text))],
      },
      {
        text: "INSERT INTO audit_entries (user_id, auditable_type, auditable_id, event, old_values, new_values, updated_at) VALUES ($1, 'question', $2, 'updated', $3::jsonb, $4::jsonb, now()), ($1, 'answer', $5, 'updated', $3::jsonb, $4::jsonb, now())",
        values: [subject.authorId, q, JSON.stringify({ text: 'oud' }), JSON.stringify({ text: v.text }), subject.answerId],
      },
    ];
    floorStatements = statements.length + 2; // with BEGIN and COMMIT
    if (!split) return floor.transaction(statements);
    // As the editors save: the question's rows, then the strategy's, each its own transaction with its audit entry (the
    // topic's index and cache are rebuilt at each commit: the database's deferred trigger).
    const audit = (type: string, id: number): Captured => ({
      text: `INSERT INTO audit_entries (user_id, auditable_type, auditable_id, event, old_values, new_values, updated_at) VALUES ($1, '${type}', $2, 'updated', $3::jsonb, $4::jsonb, now())`,
      values: [subject.authorId, id, JSON.stringify({ text: 'oud' }), JSON.stringify({ text: v.text })],
    });
    await floor.transaction([...statements.slice(0, 7), audit('question', q)]);
    await floor.transaction([...statements.slice(7, -1), audit('answer', subject.answerId)]);
  };
  await bareSave();
  const kinds = (list: readonly string[]) => {
    const verbs = new Map<string, number>();
    for (const sql of list) {
      const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? '?';
      verbs.set(verb, (verbs.get(verb) ?? 0) + 1);
    }
    return [...verbs].map(([verb, n]) => `${n} ${verb}`).join(', ');
  };
  console.log(`  statements: the editors' two saves ${counted.length} (${kinds(counted)}); bare SQL ${floorStatements} in one transaction`);
  if (process.env.BENCH_LIST_STATEMENTS) for (const sql of counted) console.log(`      ${oneLine(sql)}`);

  const results: Record<'editor' | 'bare' | 'split', number[]> = { editor: [], bare: [], split: [] };
  for (let r = 1; r <= rounds; r++) {
    const e = await loadHere(editorSave, loadOptions);
    split = false;
    const b = await loadHere(bareSave, loadOptions);
    split = true;
    const t = await loadHere(bareSave, loadOptions);
    if (e.failures || b.failures || t.failures) throw new Error(`Saves failed: ${e.firstFailure ?? b.firstFailure ?? t.firstFailure}`);
    console.log(
      `  round ${r}: the editors' two saves ${ms(e)}\n           the same rows by bare SQL in one transaction ${ms(b)}\n           the same rows by bare SQL in two transactions, one per save ${ms(t)}`,
    );
    results.editor.push(e.p50);
    results.bare.push(b.p50);
    results.split.push(t.p50);
  }
  const e = median(results.editor);
  const b = median(results.bare);
  const t = median(results.split);
  console.log(`Saving (median p50 of ${rounds} rounds): ${e.toFixed(2)} ms against ${b.toFixed(2)} ms bare: ${(e / b).toFixed(2)}×  — aim at most 3×: ${e <= 3 * b ? 'met' : 'NOT met'}`);
  console.log(`  against the same rows in two transactions as the editors save them (${t.toFixed(2)} ms): ${(e / t).toFixed(2)}×`);
}

/** The reports' aims (issue 46, scripts/bench/adminReports.ts): a year of activity generated, each report and a keyword merge measured. */
const measureReportsAims = (bench: BenchDatabase, streamId: number) =>
  reportsAims({ bench, streamId, rounds, load: loadOptions, startServer, createFloor, idSecret: serverConfig().idSecret, activityScale: positiveNumber(args['activity-scale']!, '--activity-scale') });

async function main() {
  console.log(
    `Machine: ${availableParallelism()} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at the start`,
  );
  const bench = await createBenchDatabase(postgresUrl);
  cleanups.push(() => bench.dispose());
  filesDir = bench.filesDir;
  console.log(`Database: ${bench.label}`);

  if (args['save-only']) {
    const setup = await openDatabase(bench.target);
    let havo: number;
    try {
      await migrate(setup);
      await seedDemo(setup.prisma, undefined, undefined, { storage: createLocalStorage(bench.filesDir) });
      havo = (await setup.prisma.stream.findFirstOrThrow({ where: { slug: 'natuurkunde-havo' }, select: { id: true } })).id;
    } finally {
      await setup.close();
    }
    await measureSave(bench, havo);
    return;
  }

  if (args['import-only']) {
    const setup = await openDatabase(bench.target);
    try {
      await migrate(setup);
      await seedDemo(setup.prisma, undefined, undefined, { storage: createLocalStorage(bench.filesDir) });
    } finally {
      await setup.close();
    }
    await importAims({ bench, rounds, students: positiveInt(args['import-students']!, '--import-students'), startServer, createFloor, idSecret: serverConfig().idSecret });
    return;
  }

  if (args['reports-only']) {
    const setup = await openDatabase(bench.target);
    let streamId: number;
    try {
      await migrate(setup);
      await seedDemo(setup.prisma, undefined, undefined, { storage: createLocalStorage(bench.filesDir) });
      const t = Date.now();
      await seedScale(setup.prisma, large * SCALE_STREAMS);
      await settle(setup.prisma);
      const stream = await streamWithMostGeneratedTopics(setup.prisma);
      streamId = stream.id;
      console.log(`Seeded ${large * SCALE_STREAMS} generated topics in ${((Date.now() - t) / 1000).toFixed(1)} s; measured stream ${stream.slug}: ${stream.generated} generated topics`);
    } finally {
      await setup.close();
    }
    await measureReportsAims(bench, streamId);
    return;
  }

  // ── Seeding: the demo, then the small scale; measured; then topped up to the large scale and measured again ──
  const setup = await openDatabase(bench.target);
  let streamId: number;
  try {
    await migrate(setup);
    await seedDemo(setup.prisma, undefined, undefined, { storage: createLocalStorage(bench.filesDir) });
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
  const server = await startServer(db);
  const floor = createFloor(db, bench.target);
  try {
    const session = await signIn(server.url, ADMIN);
    const body = persistedOperation(first.level.operation).body(first.level.variables);
    const results: Record<string, number[]> = { graphql: [], list: [], request: [], rest: [], smallest: [] };
    // d: the back-office's smallest GraphQL request (the side menu's stream names: session, grant, one short statement),
    // what any GraphQL request of the back-office costs before its own work.
    const smallest = persistedOperation('AdminSideMenuQuery').body({});
    for (let round = 1; round <= rounds; round++) {
      const g = await loadHttp({ url: `${server.url}/graphql`, method: 'POST', headers: { ...session.headers, 'Content-Type': 'application/json' }, body }, loadOptions);
      if (g.failures) throw new Error(`The first level failed under load: ${g.firstFailure}`);
      const l = await loadHere(() => floor.rows(list), loadOptions);
      const r = await loadHere(async () => {
        for (const s of first.statements) await floor.rows(s);
      }, loadOptions);
      // c: the same server at rest — GET /readyz: one `SELECT 1`, the migrations' check (remembered 5 s) and the file store's, no session, no GraphQL.
      const c = await loadHttp({ url: `${server.url}/readyz`, method: 'GET', headers: {} }, loadOptions);
      if (c.failures) throw new Error(`/readyz failed under load: ${c.firstFailure}`);
      const d = await loadHttp({ url: `${server.url}/graphql`, method: 'POST', headers: { ...session.headers, 'Content-Type': 'application/json' }, body: smallest }, loadOptions);
      if (d.failures) throw new Error(`AdminSideMenuQuery failed under load: ${d.firstFailure}`);
      console.log(
        `\n  round ${round}: GraphQL ${ms(g)}\n           a  its exam list statement alone ${ms(l)}\n           b  every statement of the request, replayed ${ms(r)}\n           c  the server at rest (GET /readyz: HTTP, one SELECT 1 and the store's check) ${ms(c)}\n           d  the smallest back-office GraphQL request (AdminSideMenuQuery) ${ms(d)}`,
      );
      results.smallest!.push(d.p50);
      results.graphql!.push(g.p50);
      results.list!.push(l.p50);
      results.request!.push(r.p50);
      results.rest!.push(c.p50);
    }
    const g = median(results.graphql!);
    const l = median(results.list!);
    const r = median(results.request!);
    console.log(`\nFirst level at ${large} topics (median p50 of ${rounds} rounds, 1 connection): GraphQL ${g.toFixed(2)} ms`);
    console.log(`  against its exam list statement (a, ${l.toFixed(2)} ms): ${(g / l).toFixed(2)}×  — aim at most 2×: ${g <= 2 * l ? 'met' : 'NOT met'}`);
    console.log(`  against the request's statements replayed (b, ${r.toFixed(2)} ms): ${(g / r).toFixed(2)}×`);
    const c = median(results.rest!);
    // What no request of this server can go under: an HTTP round trip at rest plus the statements this request needs.
    const least = c + r;
    console.log(`  the server at rest (c, ${c.toFixed(2)} ms) plus the statements (b): ${least.toFixed(2)} ms = ${(least / l).toFixed(2)}× the list statement`);
    if (least > 2 * l) console.log('  → the floor alone is above 2× the list statement: the aim is out of reach for any request through HTTP on this machine');
    const d = median(results.smallest!);
    console.log(`  the smallest back-office GraphQL request (d, ${d.toFixed(2)} ms): ${(d / l).toFixed(2)}× the list statement; the first level is ${(g / d).toFixed(2)}× it`);
    if (d > 2 * l) console.log('  → any GraphQL request of the back-office alone is above 2× the list statement: the aim is out of reach through GraphQL on this machine');
  } finally {
    await floor.close();
    await server.close();
    await db.close();
  }

  // ── Saving, on the same database (PGlite takes one process at a time: the side menu's server is closed) ──
  await measureSave(bench, streamId);
  await measureReportsAims(bench, streamId);
}

try {
  await main();
} finally {
  await cleanUp();
}
process.exit(0);
