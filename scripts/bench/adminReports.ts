// The reports' aims of `npm run bench:admin` (issue 46, 'Aims'), over the generated bank with a year of generated
// activity (./activityGenerator.ts):
//
// 1. Every report of REPORTS (server/domain/admin/reports/index.ts, the registry: a report added there is measured
//    too), through the web app's persisted ReportScreenQuery (its rows, as the report screen asks on every change of
//    filters; the filters' choices are ReportScreenFiltersQuery, once per visit) and through REST GET /api/admin/custom/{report}, against the report's own statement run directly with the
//    same parameters in the same run (the floor). Aim: GraphQL p50 at most 3× the floor. Each report twice: without
//    filters and with every filter it accepts (a course, a level, a year, a term; the weekly KPIs: a year of weeks
//    against the default twelve). The statements of one request are counted with the database's query hook, with and
//    without filters: the aim is the same number whatever the filters.
// 2. A keyword merge (mergeTags, as the keyword page sends it) of two keywords with 500 questions each, 50 in common:
//    its time, its statements (one transaction: one BEGIN, one COMMIT), and afterwards the links, the topics' keyword
//    index (tag_ids) and display cache, and the audit entries, checked against what the bench linked (950 questions,
//    the topics of those questions) — not with the code under test.
import { openDatabase, type Database, type DatabaseTarget } from '../../server/db/database.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import { REPORTS, NO_FILTER, type ReportDefinition, type ReportFilter } from '../../server/domain/admin/reports/index.ts';
import { reportDay } from '../../server/domain/admin/reports/files.ts';
import { GENERATED_EXAM_NOTES, settle, type BenchDatabase } from './database.ts';
import { generateActivity } from './activityGenerator.ts';
import { loadHere, loadHttp, type LoadOptions, type Measurement } from './load.ts';
import { signIn, type Session } from './session.ts';
import { persistedOperation } from './persisted.ts';
import { median } from './stats.ts';

export interface Captured {
  text: string;
  values: unknown[];
}

export interface Floor {
  rows(sql: Captured): Promise<unknown[]>;
  transaction(statements: Captured[]): Promise<void>;
  close(): Promise<void>;
}

export interface ReportsBenchOptions {
  bench: BenchDatabase;
  streamId: number;
  rounds: number;
  load: LoadOptions;
  startServer(db: Database): Promise<{ url: string; close(): Promise<void> }>;
  createFloor(db: Database, target: DatabaseTarget): Floor;
  idSecret: string;
}

/** Generates the year of activity (--activity-scale), then measures the reports and the keyword merge. */
export async function reportsAims(o: ReportsBenchOptions & { activityScale: number }): Promise<void> {
  const setup = await openDatabase(o.bench.target);
  try {
    const made = await generateActivity(setup.prisma, o.activityScale);
    await settle(setup.prisma);
    const v = made.volumes;
    console.log(
      `\nGenerated a year of activity (scale ${o.activityScale}) in ${made.seconds.toFixed(1)} s: ${v.teachers} teachers, ${v.students} students, ${v.schools} schools of ${v.seatsPerSchool} student seats, ${v.sets} sets of ${v.questionsPerSet} questions, ${v.scoresPerStudent} scores per student, ${v.registrations} registrations`,
    );
    console.log(
      `  rows now: ${Object.entries(made.counts)
        .map(([table, n]) => `${table} ${n.toLocaleString('en')}`)
        .join(', ')}`,
    );
  } finally {
    await setup.close();
  }
  await measureReports(o);
}

const AUTHOR = { email: 'auteur@vraagwerk.nl', password: 'vraagwerk-demo' };
const ms = (m: Measurement) => `p50 ${m.p50.toFixed(2)} ms, p95 ${m.p95.toFixed(2)} ms (${m.requests})`;
const DAY = 86_400_000;

interface Variant {
  name: 'zonder filters' | 'met filters';
  /** The domain's filter, as the server takes it. */
  filter: Partial<ReportFilter>;
  /** ReportScreenQuery's variables. */
  graphql: Record<string, unknown>;
  /** REST's query string. */
  rest: string;
}

interface Choice {
  courseId: number;
  levelId: number;
  year: number;
  term: number;
}

/** A course, level, year and term that keep part of the measured stream's generated questions. */
async function filterChoice(db: Database, streamId: number): Promise<Choice> {
  const [row] = await db.prisma.$queryRaw<Choice[]>`
    SELECT s.course_id AS "courseId", s.level_id AS "levelId", e.year, e.term FROM exams e JOIN streams s ON s.id = e.stream_id
    WHERE e.stream_id = ${streamId} AND e.notes = ${GENERATED_EXAM_NOTES} ORDER BY e.year DESC, e.term LIMIT 1`;
  if (!row) throw new Error('The measured stream has no generated exams.');
  return row;
}

function variants(report: ReportDefinition, choice: Choice, encode: (id: number) => string, now: Date): Variant[] {
  const none: Variant = { name: 'zonder filters', filter: {}, graphql: { key: report.id }, rest: '' };
  const filter: Partial<ReportFilter> = {};
  const graphql: Record<string, unknown> = { key: report.id };
  const rest = new URLSearchParams();
  if (report.filters.includes('subjects')) {
    filter.subjects = [choice.courseId];
    graphql.subjects = [encode(choice.courseId)];
    rest.set('vak', encode(choice.courseId));
  }
  if (report.filters.includes('levels')) {
    filter.levels = [choice.levelId];
    graphql.levels = [encode(choice.levelId)];
    rest.set('niveau', encode(choice.levelId));
  }
  if (report.filters.includes('years')) {
    filter.years = [choice.year];
    graphql.years = [choice.year];
    rest.set('jaar', String(choice.year));
  }
  if (report.filters.includes('terms')) {
    filter.terms = [choice.term];
    graphql.terms = [choice.term];
    rest.set('tijdvak', String(choice.term));
  }
  if (report.filters.includes('range')) {
    // A year of weeks up to today (the default is twelve).
    const to = reportDay(now);
    const from = reportDay(new Date(now.getTime() - 364 * DAY));
    filter.from = new Date(`${from}T00:00:00Z`);
    filter.to = new Date(`${to}T00:00:00Z`);
    graphql.from = from;
    graphql.to = to;
    rest.set('van', from);
    rest.set('tot', to);
  }
  return [none, { name: 'met filters', filter, graphql, rest: rest.toString() }];
}

/** The text of the report's one statement (the same whatever the filters, types.ts). */
const statementText = (report: ReportDefinition) => report.statement({ ...NO_FILTER, from: new Date(), to: new Date() }).text;

interface Counted {
  statements: Captured[];
  /** The report's own statement as the server ran it (its parameters included). */
  own: Captured;
  rows: number;
  /** How long the counted request took (ms): a slow report is measured over a longer window. */
  took: number;
}

interface ReportFigures {
  report: ReportDefinition;
  counted: Record<Variant['name'], Counted>;
  graphql: Record<Variant['name'], number[]>;
  bare: Record<Variant['name'], number[]>;
  replayed: number[];
  rest: number[];
  /** The smallest back-office GraphQL request in the same round (d). */
  smallest: number[];
}

export async function measureReports(o: ReportsBenchOptions): Promise<void> {
  let captured: Captured[] = [];
  let counting = false;
  const db = await openDatabase(o.bench.target, {
    onQuery: (sql, values) => {
      if (counting) captured.push({ text: sql, values: JSON.parse(values || '[]') as unknown[] });
    },
  });
  const server = await o.startServer(db);
  const floor = o.createFloor(db, o.bench.target);
  try {
    const session = await signIn(server.url, AUTHOR);
    const ids = createIdCodec(o.idSecret);
    const choice = await filterChoice(db, o.streamId);
    const operation = persistedOperation('ReportScreenQuery');
    const smallest = persistedOperation('AdminSideMenuQuery');
    const graphqlSpec = (variables: Record<string, unknown>, op = operation) => ({
      url: `${server.url}/graphql`,
      method: 'POST' as const,
      headers: { ...session.headers, 'Content-Type': 'application/json' },
      body: op.body(variables),
    });
    const ask = async (variables: Record<string, unknown>) => {
      const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: graphqlSpec(variables).headers, body: operation.body(variables) });
      const body = (await response.json()) as { data?: { adminReport: { rows: unknown[] } | null }; errors?: unknown };
      if (response.status !== 200 || body.errors || !body.data?.adminReport)
        throw new Error(`ReportScreenQuery ${JSON.stringify(variables)} answered HTTP ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
      return body.data.adminReport.rows.length;
    };
    console.log(
      `\nReports (Overzichten): ${REPORTS.length} in the registry, as an author; filters: course ${choice.courseId}, level ${choice.levelId}, year ${choice.year}, term ${choice.term}; the KPIs a year of weeks`,
    );
    console.log(`  GraphQL: the web app's ${operation.description}; REST: GET /api/admin/custom/{report}`);

    // Statements per request, each variant (the request before is not counted).
    const figures: ReportFigures[] = [];
    for (const report of REPORTS) {
      const text = statementText(report);
      const counted = {} as ReportFigures['counted'];
      for (const variant of variants(report, choice, (id) => ids.encode(id), new Date())) {
        await ask(variant.graphql);
        captured = [];
        counting = true;
        const started = performance.now();
        const rows = await ask(variant.graphql);
        const took = performance.now() - started;
        counting = false;
        const statements = captured.splice(0);
        const own = statements.filter((s) => s.text === text);
        if (own.length !== 1) throw new Error(`${report.id}: the report's statement ran ${own.length} times in one request`);
        counted[variant.name] = { statements, own: own[0]!, rows, took };
      }
      figures.push({ report, counted, graphql: { 'zonder filters': [], 'met filters': [] }, bare: { 'zonder filters': [], 'met filters': [] }, replayed: [], rest: [], smallest: [] });
    }

    // Latencies, report by report, round by round (the same order each round).
    for (let round = 1; round <= o.rounds; round++) {
      console.log(`\n  round ${round}`);
      for (const f of figures) {
        const lines: string[] = [];
        // d: the back-office's smallest GraphQL request (the side menu's stream names: session, grant, one short
        // statement), what any GraphQL request costs before its own work; measured beside each report.
        const d = await loadHttp(graphqlSpec({}, smallest), o.load);
        if (d.failures) throw new Error(`AdminSideMenuQuery failed under load: ${d.firstFailure}`);
        f.smallest.push(d.p50);
        lines.push(`d  the smallest back-office GraphQL request ${ms(d)}`);
        for (const variant of variants(f.report, choice, (id) => ids.encode(id), new Date())) {
          // At least 8 answers of a slow report in the window.
          const load = { ...o.load, durationMs: Math.max(o.load.durationMs, 8 * f.counted[variant.name].took) };
          const g = await loadHttp(graphqlSpec(variant.graphql), load);
          if (g.failures) throw new Error(`${f.report.id} failed under load: ${g.firstFailure}`);
          const own = f.counted[variant.name].own;
          const b = await loadHere(() => floor.rows(own), load);
          if (b.failures) throw new Error(`${f.report.id}'s statement failed: ${b.firstFailure}`);
          f.graphql[variant.name].push(g.p50);
          f.bare[variant.name].push(b.p50);
          lines.push(`${variant.name}: GraphQL ${ms(g)}; its statement ${ms(b)}`);
          if (variant.name === 'zonder filters') {
            const r = await loadHttp(
              { url: `${server.url}/api/admin/custom/${f.report.id}${variant.rest ? `?${variant.rest}` : ''}`, method: 'GET', headers: { ...session.headers, Accept: 'application/json' } },
              load,
            );
            if (r.failures) throw new Error(`REST ${f.report.id} failed under load: ${r.firstFailure}`);
            const statements = f.counted[variant.name].statements;
            const all = await loadHere(async () => {
              for (const s of statements) await floor.rows(s);
            }, load);
            f.rest.push(r.p50);
            f.replayed.push(all.p50);
            lines.push(`               REST ${ms(r)}; the request's ${statements.length} statements replayed ${ms(all)}`);
          }
        }
        console.log(`    ${f.report.id}\n      ${lines.join('\n      ')}`);
      }
    }

    // The table.
    console.log(`\nReports (median p50 of ${o.rounds} rounds, 1 connection, ms): GraphQL against the report's own statement; aim at most 3×`);
    console.log(`  d: the smallest back-office GraphQL request in the same round; 'd+bare' what no GraphQL request of the report can go under`);
    console.log(
      `  ${'report'.padEnd(30)} ${'filters'.padEnd(14)} ${'rows'.padStart(6)} ${'stmts'.padStart(5)} ${'GraphQL'.padStart(9)} ${'bare'.padStart(8)} ${'ratio'.padStart(6)}  ${'aim'.padEnd(7)} ${'d+bare'.padStart(8)} ${'GraphQL/(d+bare)'.padStart(16)}`,
    );
    let met = 0;
    let constant = 0;
    for (const f of figures) {
      for (const name of ['zonder filters', 'met filters'] as const) {
        const g = median(f.graphql[name]);
        const b = median(f.bare[name]);
        const ok = g <= 3 * b;
        if (ok) met++;
        const c = f.counted[name];
        const least = median(f.smallest) + b;
        console.log(
          `  ${f.report.id.padEnd(30)} ${name.padEnd(14)} ${String(c.rows).padStart(6)} ${String(c.statements.length).padStart(5)} ${g.toFixed(2).padStart(9)} ${b.toFixed(2).padStart(8)} ${`${(g / b).toFixed(2)}×`.padStart(6)}  ${(ok ? 'met' : 'NOT met').padEnd(7)} ${least.toFixed(2).padStart(8)} ${`${(g / least).toFixed(2)}×`.padStart(16)}${!ok && least > 3 * b ? '  (d alone is over 2× the statement: out of reach through GraphQL)' : ''}`,
        );
      }
      const same = f.counted['zonder filters'].statements.length === f.counted['met filters'].statements.length;
      if (same) constant++;
      const rest = median(f.rest);
      const replayed = median(f.replayed);
      console.log(
        `  ${''.padEnd(30)} REST ${rest.toFixed(2)} ms (${(rest / median(f.bare['zonder filters'])).toFixed(2)}×); the request's statements replayed ${replayed.toFixed(2)} ms; statements constant: ${same ? 'yes' : 'NO'}`,
      );
    }
    console.log(`  Aim p50 ≤ 3× bare: met ${met} of ${figures.length * 2}; statements the same with and without filters: ${constant} of ${figures.length}`);
    const first = figures[0]!.counted['zonder filters'].statements;
    console.log(`  One request's statements (${figures[0]!.report.id}):`);
    for (const s of first) console.log(`      ${oneLine(s.text)}`);

    // ── The keyword merge ──
    await measureMerge(
      db,
      o,
      server.url,
      session,
      () => {
        captured = [];
        counting = true;
      },
      () => {
        counting = false;
        return captured.splice(0);
      },
    );
  } finally {
    await floor.close();
    await server.close();
    await db.close();
  }
}

const oneLine = (sql: string) => {
  const flat = sql.replace(/\s+/g, ' ').trim();
  return flat.length > 150 ? `${flat.slice(0, 147)}...` : flat;
};

const MERGE = `mutation ($targetId: ID!, $sourceIds: [ID!]!) {
  mergeTags(targetId: $targetId, sourceIds: $sourceIds) { __typename ... on Error { message } }
}`;
const PER_KEYWORD = 500;
const OVERLAP = 50;
const MERGES = 5;

/**
 * Two new keywords of the measured stream linked by bare SQL to 500 generated questions each (50 in common), merged by
 * mergeTags, checked; MERGES times (new keywords each time, other questions), the first one's statements counted.
 */
async function measureMerge(db: Database, o: ReportsBenchOptions, base: string, session: Session, startCounting: () => void, stopCounting: () => Captured[]) {
  const ids = createIdCodec(o.idSecret);
  const questions = await db.prisma.$queryRaw<{ id: number; topic_id: number }[]>`
    SELECT q.id, q.topic_id FROM questions q JOIN topics t ON t.id = q.topic_id JOIN exams e ON e.id = t.exam_id
    WHERE e.stream_id = ${o.streamId} AND e.notes = ${GENERATED_EXAM_NOTES} ORDER BY q.id`;
  const span = 2 * PER_KEYWORD - OVERLAP;
  if (questions.length < MERGES * span) throw new Error(`The measured stream has ${questions.length} generated questions: too few for ${MERGES} merges of ${span}.`);
  console.log(`\nKeyword merge: two keywords of ${PER_KEYWORD} questions each, ${OVERLAP} in common, merged by mergeTags (GraphQL, as an author); ${MERGES} merges`);
  const times: number[] = [];
  const failures: string[] = [];
  for (let m = 0; m < MERGES; m++) {
    const slice = questions.slice(m * span, (m + 1) * span);
    const a = slice.slice(0, PER_KEYWORD);
    const b = slice.slice(PER_KEYWORD - OVERLAP);
    const expected = new Set(slice.map((q) => q.id));
    const expectedTopics = new Set(slice.map((q) => q.topic_id));
    const names = [`Meting samenvoegen ${m} doel`, `Meting samenvoegen ${m} bron`];
    const [target, source] = await db.prisma.$transaction(async (tx) => {
      const made = await tx.$queryRaw<{ id: number }[]>`
        INSERT INTO tags (stream_id, name, created_at, updated_at) SELECT ${o.streamId}, unnest(${names}::text[]), now(), now() RETURNING id`;
      const [t, s] = made.map((r) => r.id);
      await tx.$executeRaw`INSERT INTO question_tags (question_id, tag_id, created_at, updated_at) SELECT unnest(${a.map((q) => q.id)}::int[]), ${t}, now(), now()`;
      await tx.$executeRaw`INSERT INTO question_tags (question_id, tag_id, created_at, updated_at) SELECT unnest(${b.map((q) => q.id)}::int[]), ${s}, now(), now()`;
      return [t!, s!];
    });
    const auditBefore = await db.prisma.auditEntry.count();
    if (m === 0) startCounting();
    const started = performance.now();
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { ...session.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: MERGE, variables: { targetId: ids.encode(target), sourceIds: [ids.encode(source)] } }),
    });
    const body = (await response.json()) as { data?: { mergeTags: { __typename: string; message?: string } }; errors?: unknown };
    const took = performance.now() - started;
    if (!body.data?.mergeTags.__typename.endsWith('Success')) throw new Error(`mergeTags answered ${JSON.stringify(body).slice(0, 300)}`);
    times.push(took);
    if (m === 0) {
      const statements = stopCounting();
      // PGlite's adapter reports its COMMIT as a comment: '-- Implicit "COMMIT" query via underlying driver'.
      const verb = (s: Captured) => (/^-- Implicit "(\w+)"/.exec(s.text) ?? /^\s*(\w+)/.exec(s.text))?.[1]?.toUpperCase() ?? '?';
      // Prisma reports its COMMIT (and ROLLBACK) with the statements; the BEGIN is the driver adapter's own, unreported.
      const n = (v: string) => statements.filter((s) => verb(s) === v).length;
      const one = n('COMMIT') === 1 && n('ROLLBACK') === 0 && n('BEGIN') <= 1;
      const verbs = new Map<string, number>();
      for (const s of statements) verbs.set(verb(s), (verbs.get(verb(s)) ?? 0) + 1);
      console.log(
        `  statements of the merge request: ${statements.length} (${[...verbs].map(([k, c]) => `${c} ${k}`).join(', ')}): ${one ? 'one transaction (one COMMIT, no ROLLBACK)' : 'NOT one transaction'}`,
      );
      if (process.env.BENCH_LIST_STATEMENTS) for (const s of statements) console.log(`      ${oneLine(s.text)}`);
    }
    // Checked against what was linked above.
    const links = await db.prisma.$queryRaw<{ question_id: number }[]>`SELECT question_id FROM question_tags WHERE tag_id = ${target}`;
    const [gone] = await db.prisma.$queryRaw<{ tags: number; links: number }[]>`
      SELECT (SELECT count(*)::int FROM tags WHERE id = ${source}) AS tags, (SELECT count(*)::int FROM question_tags WHERE tag_id = ${source}) AS links`;
    const indexed = await db.prisma.$queryRaw<{ id: number }[]>`SELECT id FROM topics WHERE tag_ids @> ARRAY[${target}]::int[]`;
    const cached = await db.prisma.$queryRaw<{ id: number }[]>`SELECT id FROM topics WHERE cache->'tags' @> jsonb_build_array(jsonb_build_object('id', ${target}::int, 'name', ${names[0]}::text))`;
    const [stale] = await db.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM topics WHERE tag_ids && ARRAY[${source}]::int[] OR cache->'tags' @> jsonb_build_array(jsonb_build_object('id', ${source}::int))`;
    const audited = (await db.prisma.auditEntry.count()) - auditBefore;
    const sameSet = (got: number[], want: Set<number>) => got.length === want.size && got.every((x) => want.has(x));
    const checks = [
      [
        `the kept keyword has ${expected.size} questions`,
        sameSet(
          links.map((l) => l.question_id),
          expected,
        ),
        `${links.length}`,
      ],
      ['the merged keyword and its links are gone', gone!.tags === 0 && gone!.links === 0, `${gone!.tags} tag, ${gone!.links} links`],
      [
        `the topics' keyword index (tag_ids) lists the kept keyword on its ${expectedTopics.size} topics`,
        sameSet(
          indexed.map((t) => t.id),
          expectedTopics,
        ),
        `${indexed.length}`,
      ],
      [
        `the topics' display cache names it on the same ${expectedTopics.size} topics`,
        sameSet(
          cached.map((t) => t.id),
          expectedTopics,
        ),
        `${cached.length}`,
      ],
      ['no topic keeps the merged keyword', stale!.n === 0, `${stale!.n}`],
      ['2 audit entries (the merged keyword deleted, the kept one updated)', audited === 2, `${audited}`],
    ] as const;
    for (const [what, ok, got] of checks) if (!ok) failures.push(`merge ${m + 1}: ${what} — got ${got}`);
    if (m === 0) for (const [what, ok, got] of checks) console.log(`  ${ok ? 'ok ' : 'NOT'} ${what} (${got})`);
  }
  const sorted = [...times].sort((x, y) => x - y);
  console.log(`  merge time: p50 ${median(times).toFixed(1)} ms, slowest ${sorted.at(-1)!.toFixed(1)} ms (${times.map((t) => t.toFixed(0)).join(', ')} ms)`);
  console.log(`  checks after each of the ${MERGES} merges: ${failures.length ? `FAILED\n    ${failures.join('\n    ')}` : 'all consistent'}`);
}
