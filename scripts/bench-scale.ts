// `npm run bench:scale`: several instances on one PostgreSQL (issue 48). The aims: two instances answer the teachers'
// search with at least 1.6× the throughput of one, where the machine allows it; and 20 sets' documents queued at once
// (DOCUMENT_WORKERS=queue) all finish, none rendered twice, while the search's p95 stays within 1.2× of its p95 at rest.
//
// It starts a PostgreSQL server of its own (./bench/cluster.ts), seeds it once with the demo content and generated
// topics, and starts two real server processes (server/main.ts in production, each pinned to one core with taskset),
// and in this process the loopback proxy (tests/setup/proxy.ts) and the closed-loop load (a worker thread,
// ./bench/load.ts). The workload is the web app's persisted search operation (SearchResultsScreenQuery) of a signed-in
// teacher, with bench:search's workload A (a domain, two complexities, with answers; a page of 20). Round after round,
// at each concurrency: the floor (the search's bare SQL on the same database: the page's ids, then their cards, from a
// pg pool in this process), one instance behind the proxy, two instances behind the proxy (round-robin), and one
// instance straight (what the proxy costs). Each row also says where the processor's time went per answer, read from
// /proc: the instances (their main threads apart), PostgreSQL's own processes, the proxy (this process's main thread),
// the load client (its thread), and each core's busy share.
//
// This machine may have too few cores for the aim to show: with 2 cores the client, the proxy and PostgreSQL share
// them with the instances. So the aims also print what a machine with enough cores would give: an instance limited to
// one core answers at most 1,000 / (its processor ms per answer) a second, and k instances k times that, as long as
// PostgreSQL, the proxy and the client have cores of their own (how many they would need is printed too). That
// projection is made from the per-answer times measured with one and with two instances, so any cost a second instance
// adds (contention in PostgreSQL, a less warm cache) is in it.
//
// The layout on 2 cores: instance A on core 0, instance B on core 1, and this process (load client and proxy) and
// PostgreSQL (every process of the cluster) on the last core. With one instance, A has core 0 to itself; with two, B
// shares core 1 with the client, the proxy and PostgreSQL. On more cores each gets its own where there are enough.
// A last row, '2 inst, free', measures the two instances again with this process and PostgreSQL free to run on every
// core (as an unpinned deployment would leave them): the most this machine gives two instances.
//
// Then the documents (the instances run with DOCUMENT_WORKERS=queue throughout, which the search does not touch): a
// document worker process (server/worker.ts, `npm run worker`) is started on a core of its own (on 2 cores: core 1,
// everything else moves to core 0), the teacher makes 20 different sets through the proxy, and their PDFs are asked
// for all at once through both instances (a 503 asked again after its Retry-After, as the web app does). Every answer
// must be a different PDF; the queue's jobs made meanwhile (pgboss.job and pgboss.archive) must hold one completed
// job per document's version, and the worker's log one rendering per document. The search is sampled in windows of
// a second at rest (before and after) and while the documents render: its p95 then against its p95 at rest.
// A benchmark, not a test; it writes nothing to the repository and removes its cluster and folders at the end.
//
//   npm run bench:scale                                  # 3,000 topics, concurrencies 4, 16, 32, 3 rounds
//   npm run bench:scale -- --quick                       # 1,000 topics, 16 connections, 1 round, short windows
//   npm run bench:scale -- --connections 8,32 --rounds 5 --duration 8 --warmup 3
//   npm run bench:scale -- --postgres postgres://postgres@127.0.0.1:5432/postgres   # a database of its own on that
//                                                        #   server instead of a cluster (dropped at the end; its
//                                                        #   PostgreSQL is then not pinned and counted by its backends)
//   npm run bench:scale -- --postgres … --keep           # keep that database and its files' folder; measure them
//                                                        #   again with --reuse <its url> --files <the folder>
//   npm run bench:scale -- --search-only                 # without the documents part
//   npm run bench:scale -- --sets 30 --workers 2         # more sets, two worker processes (sharing the workers' core)
//   npm run bench:scale -- --json out.json               # also write every figure
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { openDatabase, type DatabaseTarget } from '../server/db/database.ts';
import { projectRoot } from '../server/db/migrations.ts';
import { createIdCodec } from '../server/app/ids.ts';
import { preparedStatementNames } from '../server/db/statementNames.ts';
import { cardsSql, resultsSql } from '../server/domain/search/search.ts';
import type { Prisma } from '../server/db/generated/client.ts';
import { seedDemo } from '../prisma/seed/demo.ts';
import { seedScale } from '../prisma/seed/scale.ts';
import { createLocalStorage } from '../server/storage/local.ts';
import { startProxy } from '../tests/setup/proxy.ts';
import { chooseResultsFilter, createBenchDatabase, migrate, reuseBenchDatabase, settle, streamWithMostGeneratedTopics, type BenchDatabase } from './bench/database.ts';
import { startCluster, type Cluster } from './bench/cluster.ts';
import { loadHere, loadHttp, type HttpRequestSpec, type LoadOptions, type Measurement } from './bench/load.ts';
import { signIn, type Session } from './bench/session.ts';
import { fail, positiveInt, positiveNumber } from './bench/args.ts';
import { persistedOperation } from './bench/persisted.ts';
import { median } from './bench/stats.ts';
import { chooseTopics } from './bench/documentSets.ts';
import { setDocumentPath } from '../server/documents/paths.ts';
import { coreTimes, pin, processTime, processTree, spentBetween, threadNices, timeByProcess } from './bench/processCpu.ts';

const { values: args } = parseArgs({
  options: {
    postgres: { type: 'string' },
    reuse: { type: 'string' },
    keep: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    scale: { type: 'string' },
    connections: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    rounds: { type: 'string' },
    'search-only': { type: 'boolean', default: false },
    files: { type: 'string' },
    sets: { type: 'string', default: '20' },
    workers: { type: 'string', default: '1' },
    'doc-connections': { type: 'string', default: '4' },
    json: { type: 'string' },
  },
});
const quick = args.quick;
const scale = positiveInt(args.scale ?? (quick ? '1000' : '3000'), '--scale');
const connectionCounts = (args.connections ?? (quick ? '16' : '4,16,32')).split(',').map((c) => positiveInt(c.trim(), '--connections'));
const rounds = positiveInt(args.rounds ?? (quick ? '1' : '3'), '--rounds');
const durationMs = positiveNumber(args.duration ?? (quick ? '3' : '5'), '--duration') * 1000;
const warmupMs = positiveNumber(args.warmup ?? (quick ? '1' : '2'), '--warmup') * 1000;
const setCount = positiveInt(args.sets, '--sets');
const workerCount = positiveInt(args.workers, '--workers');
const docConnections = positiveInt(args['doc-connections'], '--doc-connections');
if (args.reuse !== undefined && args.postgres !== undefined) fail('--reuse measures a kept database as it is: not with --postgres.');
if ((args.reuse === undefined) !== (args.files === undefined)) fail('--reuse and --files go together: the kept database and the folder of its files (both printed by --keep).');
const load = (connections: number): LoadOptions => ({ connections, warmupMs, durationMs });

const FIRST = 20;
const TEACHER = { email: 'docent@vraagwerk.nl', password: 'vraagwerk-demo' };
const SECRETS = { ID_SECRET: 'bench-scale-id-secret-0123456789', APP_SECRET: 'bench-scale-app-secret-0123456789' };
/** This bench's ports (4650-4669): the instances, then the proxies. */
const PORTS = { instances: [4650, 4651], oneProxy: 4652, twoProxy: 4653 };
const CORES = availableParallelism();
/** Instance A's core and instance B's; this process and PostgreSQL take the last core. */
const INSTANCE_CORES = [0, Math.min(1, CORES - 1)];
const CLIENT_CORE = CORES - 1;

const cleanups: (() => unknown)[] = [];
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    for (const fn of cleanups.splice(0).reverse())
      await Promise.resolve()
        .then(fn)
        .catch((error: unknown) => console.error(`Cleaning up: ${String(error)}`));
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cleanUp().finally(() => process.exit(130)));

const report: Record<string, unknown> = { scale, connections: connectionCounts, rounds, durationS: durationMs / 1000, warmupS: warmupMs / 1000, cores: CORES };
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main() {
  console.log(`Machine: ${CORES} cores, load average ${loadAverage()} at the start`);
  report.loadAtStart = loadavg();
  if (process.env.NODE_ENV !== 'production') console.warn('NODE_ENV is not production: run it as npm run bench:scale.');
  if (CORES < 2) fail('bench:scale needs at least 2 cores (an instance on each).');
  const logDir = mkdtempSync(join(tmpdir(), 'vraagwerk-bench-scale-'));
  cleanups.push(() => rmSync(logDir, { recursive: true, force: true }));
  // The files' bytes (the demo's figures, finished documents): one local store that every process of the run shares.
  const filesDir = args.files ?? join(mkdtempSync(join(tmpdir(), 'vraagwerk-bench-scale-files-')), 'files');
  mkdirSync(filesDir, { recursive: true });
  if (args.files === undefined) cleanups.push(() => (args.keep ? console.log(`Kept the files: ${filesDir}`) : rmSync(join(filesDir, '..'), { recursive: true, force: true })));

  // ── 1. PostgreSQL and the database, seeded once ──
  const { bench, cluster } = await database();
  const target = bench.target as Extract<DatabaseTarget, { kind: 'postgres' }>;
  console.log(`Database: ${bench.label}`);
  report.database = bench.label;
  const prepared = args.reuse !== undefined ? await findPrepared(target) : await prepare(target, filesDir);
  const { stream, filter } = prepared;
  console.log(
    `Workload: ${stream.slug}, domain '${filter.domainName}', complexity ${filter.complexities.join('+')}, with answers, -popularity: ${filter.matches} of ${stream.visible} published topics match; pages of ${FIRST}`,
  );

  // ── 2. the instances and the proxies; this process and PostgreSQL on the last core ──
  // One after the other: each applies the migrations at start-up (none left to apply) under PostgreSQL advisory locks.
  const instances: Instance[] = [];
  for (const [i, port] of PORTS.instances.entries()) {
    instances.push(await startInstance({ name: `instance ${'AB'[i]}`, port, core: INSTANCE_CORES[i]!, logFile: join(logDir, `instance-${i}.log`), env: productEnv(target.url, filesDir, logDir) }));
  }
  // Started is not settled: each instance warms its document thread (tsx, fonts, MathJax) for some seconds.
  await settled(instances.map((i) => i.pid));
  const oneProxy = await startProxy([instances[0]!.url], { port: PORTS.oneProxy });
  cleanups.push(() => oneProxy.close());
  const twoProxy = await startProxy(
    instances.map((i) => i.url),
    { port: PORTS.twoProxy },
  );
  cleanups.push(() => twoProxy.close());
  if (!pin(process.pid, String(CLIENT_CORE))) fail('taskset could not pin this process.');
  const postgresPids = await postgresProcesses(cluster, target.url);
  if (cluster) for (const pid of postgresPids()) pin(pid, String(CLIENT_CORE));
  console.log(
    `Processes: ${instances.map((i) => `${i.name} pid ${i.pid} on core ${i.core}`).join(', ')}; this process (load client in a worker thread, the proxy on the main thread) on core ${CLIENT_CORE}; PostgreSQL ${cluster ? `(its own cluster) on core ${CLIENT_CORE}` : 'not pinned (a server not ours), counted by the backends of our database'}`,
  );
  report.layout = { instances: instances.map((i) => ({ name: i.name, core: i.core })), client: CLIENT_CORE, proxy: CLIENT_CORE, postgres: cluster ? CLIENT_CORE : 'unpinned' };

  const session = await signIn(twoProxy.url, TEACHER);
  const ids = createIdCodec(SECRETS.ID_SECRET);
  const operation = persistedOperation('SearchResultsScreenQuery');
  const body = operation.body({
    streamId: ids.encode(stream.id),
    filter: { domains: [ids.encode(filter.domainId)], complexities: filter.complexities, hasAnswers: filter.hasAnswers },
    sort: '-popularity',
    first: FIRST,
  });
  const search = (base: string): HttpRequestSpec => ({
    url: `${base}/graphql`,
    method: 'POST',
    headers: { ...session.headers, 'Accept-Encoding': 'gzip, deflate, br', 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
    body,
  });
  const expected = Math.min(FIRST, filter.matches);
  for (const base of [oneProxy.url, twoProxy.url, twoProxy.url, instances[0]!.url]) await verifySearch(search(base), expected);
  const before = twoProxy.records.length;
  await verifySearch(search(twoProxy.url), expected);
  await verifySearch(search(twoProxy.url), expected);
  const upstreams = new Set(twoProxy.records.slice(before).map((r) => r.upstream));
  if (upstreams.size !== 2) throw new Error(`Two requests through the proxy went to ${[...upstreams].join(', ')}: not round-robin over both instances.`);
  console.log(`GraphQL document: ${operation.description}; every setup answered the page of ${expected} before it was measured.`);
  // The instances' JIT warm before the first row, through both.
  await loadHttp(search(twoProxy.url), { connections: connectionCounts[0]!, warmupMs: 0, durationMs: quick ? 2000 : 5000 });
  twoProxy.records.length = 0;

  // ── 3. the search: the floor, one instance, two instances, one straight ──
  const floor = createFloor(target.url, Math.max(...connectionCounts));
  cleanups.push(() => floor.close());
  const pageIds = resultsSql({
    streamId: stream.id,
    statuses: ['published'],
    filter: { domains: [filter.domainId], complexities: filter.complexities, hasAnswers: filter.hasAnswers },
    sort: [{ key: 'popularity', descending: true }],
    limit: FIRST + 1,
    offset: 0,
  });
  if ((await floor.page(pageIds)) !== Math.min(FIRST + 1, filter.matches)) throw new Error('The floor did not read the page.');
  const measure = (setup: Setup, connections: number, run: () => Promise<Measurement>) => measured(setup, connections, run, instances, postgresPids);
  /** Runs the load with this process and (our own) PostgreSQL on every core, then pins them back. */
  const unpinned = async <T>(run: () => Promise<T>): Promise<T> => {
    const every = `0-${CORES - 1}`;
    pin(process.pid, every);
    if (cluster) for (const pid of postgresPids()) pin(pid, every);
    try {
      return await run();
    } finally {
      pin(process.pid, String(CLIENT_CORE));
      if (cluster) for (const pid of postgresPids()) pin(pid, String(CLIENT_CORE));
    }
  };
  console.log(
    `\nLoad: closed loop, ${warmupMs / 1000} s warm-up + ${durationMs / 1000} s measured per row, ${rounds} round${rounds > 1 ? 's' : ''} of every row in turn (each row the median of its rounds); HTTP load from a worker thread`,
  );
  const rows: Row[] = [];
  for (const connections of connectionCounts) {
    const series = new Map<Setup, Row[]>();
    for (let round = 1; round <= rounds; round++) {
      if (rounds > 1) console.log(`  ${connections} connections, round ${round} of ${rounds}`);
      for (const [setup, run] of [
        ['floor SQL', () => loadHere(() => floor.page(pageIds), load(connections))],
        ['1 instance', () => loadHttp(search(oneProxy.url), load(connections))],
        ['2 instances', () => loadHttp(search(twoProxy.url), load(connections))],
        ['1 straight', () => loadHttp(search(instances[0]!.url), load(connections))],
        // The same two instances with this process and PostgreSQL free to run on every core, as an unpinned
        // deployment would leave them: what this machine gives two instances at best.
        ['2 inst, free', () => unpinned(() => loadHttp(search(twoProxy.url), load(connections)))],
      ] as [Setup, () => Promise<Measurement>][]) {
        oneProxy.records.length = 0;
        twoProxy.records.length = 0;
        const row = await measure(setup, connections, run);
        console.log(`  ${formatRow(row)}`);
        if (setup === '2 instances' || setup === '2 inst, free') {
          const a = twoProxy.records.filter((r) => r.upstream === instances[0]!.url).length;
          console.log(`${' '.repeat(18)}the proxy sent ${a} requests to instance A and ${twoProxy.records.length - a} to B (warm-up included)`);
        }
        series.set(setup, [...(series.get(setup) ?? []), row]);
      }
    }
    for (const s of series.values()) rows.push(medianRow(s));
  }
  printTable(rows);
  report.rows = rows;
  const searchAim = printSearchAims(rows);
  report.aims = { search: searchAim };

  // ── 4. documents through the queue ──
  if (!args['search-only']) {
    const documents = await measureDocuments({ target, filesDir, logDir, base: twoProxy.url, session, search: search(twoProxy.url), instances, postgresPids, cluster: cluster !== undefined });
    (report.aims as Record<string, unknown>).documents = documents;
  }

  console.log(`\nLoad average at the end: ${loadAverage()}`);
  report.loadAtEnd = loadavg();
  if (args.json) writeFileSync(args.json, `${JSON.stringify(report, null, 2)}\n`);
}

// ───────────────────────────── the database ─────────────────────────────

async function database(): Promise<{ bench: Pick<BenchDatabase, 'target' | 'label'>; cluster?: Cluster }> {
  if (args.reuse !== undefined) {
    const bench = await reuseBenchDatabase(args.reuse);
    if (bench.target.kind !== 'postgres') fail('--reuse takes a PostgreSQL address here.');
    return { bench };
  }
  if (args.postgres !== undefined) {
    const bench = await createBenchDatabase(args.postgres);
    cleanups.push(() => (args.keep ? console.log(`\nKept the database: ${(bench.target as { url: string }).url}`) : bench.dispose()));
    return { bench };
  }
  const cluster = await startCluster();
  cleanups.push(() => cluster.remove());
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE vraagwerk');
  await admin.end();
  return { bench: { target: { kind: 'postgres', url: cluster.url('vraagwerk') }, label: `${cluster.version}, a cluster of its own on 127.0.0.1:${cluster.port}` }, cluster };
}

interface Prepared {
  stream: { id: number; slug: string; visible: number };
  filter: Awaited<ReturnType<typeof chooseResultsFilter>>;
}

async function prepare(target: DatabaseTarget, filesDir: string): Promise<Prepared> {
  const db = await openDatabase(target);
  try {
    let t = Date.now();
    await migrate(db);
    await seedDemo(db.prisma, () => {}, new Date(), { storage: createLocalStorage(filesDir) });
    const demoSeconds = (Date.now() - t) / 1000;
    t = Date.now();
    let next = 0.25;
    await seedScale(db.prisma, scale, (line) => {
      const done = Number(/(\d+)\//.exec(line)?.[1] ?? 0);
      if (done / scale >= next) {
        console.log(`  ${line.trim()}`);
        while (done / scale >= next) next += 0.25;
      }
    });
    const scaleSeconds = (Date.now() - t) / 1000;
    t = Date.now();
    await settle(db.prisma);
    console.log(`Prepared: migrations and demo content ${demoSeconds.toFixed(0)} s, ${scale} generated topics ${scaleSeconds.toFixed(0)} s, VACUUM ANALYZE ${((Date.now() - t) / 1000).toFixed(0)} s`);
    report.seeding = { demoSeconds, scaleSeconds };
    return await choose(db);
  } finally {
    await db.close();
  }
}

async function findPrepared(target: DatabaseTarget): Promise<Prepared> {
  const db = await openDatabase(target);
  try {
    if ((await migrate(db)).length) await settle(db.prisma);
    return await choose(db);
  } finally {
    await db.close();
  }
}

async function choose(db: Awaited<ReturnType<typeof openDatabase>>): Promise<Prepared> {
  const found = await streamWithMostGeneratedTopics(db.prisma);
  const visible = await db.prisma.topic.count({ where: { streamId: found.id, examStatus: 'published' } });
  const filter = await chooseResultsFilter(db.prisma, found.id);
  report.workload = { stream: found.slug, visible, generated: found.generated, filter };
  return { stream: { id: found.id, slug: found.slug, visible }, filter };
}

/** PostgreSQL's processes to count: the cluster's every process, or the backends of our database on a shared server. */
async function postgresProcesses(cluster: Cluster | undefined, url: string): Promise<() => number[]> {
  if (cluster) {
    const postmaster = Number(readFileSync(join(cluster.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return () => processTree(postmaster);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  cleanups.push(() => client.end());
  let pids: number[] = [];
  const refresh = async () => (pids = (await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()')).rows.map((r) => r.pid));
  await refresh();
  const timer = setInterval(() => void refresh().catch(() => undefined), 500);
  cleanups.push(() => clearInterval(timer));
  return () => pids;
}

// ───────────────────────────── the instances ─────────────────────────────

interface Instance {
  name: string;
  pid: number;
  core: number;
  url: string;
  stop(): Promise<void>;
  logTail(): string;
  /** Everything the process wrote so far. */
  log(): string;
}

/**
 * The environment of every product process of the run (instances and document workers): production, one database,
 * one file store, the same secrets and public address (documents carry it in their QR codes), and unless --search-only
 * the job queue in PostgreSQL with room for every set at once.
 */
function productEnv(databaseUrl: string, filesDir: string, logDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${PORTS.twoProxy}`,
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(logDir, 'data'),
    FILE_STORAGE: 'local',
    FILES_DIR: filesDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    DOCUMENT_THREADS: '1',
    // The loopback proxy in front: X-Forwarded-For is the client's address.
    TRUST_PROXY: 'loopback',
    ...SECRETS,
    ...(!args['search-only'] ? { DOCUMENT_WORKERS: 'queue', DOCUMENT_QUEUE: String(Math.max(64, setCount * 2)) } : {}),
  };
  delete env.NODE_OPTIONS;
  delete env.SMTP_URL;
  return env;
}

/** server/main.ts as `npm run serve` starts it, pinned to one core; answers once /healthz says 200. */
async function startInstance(options: { name: string; port: number; core: number; logFile: string; env: NodeJS.ProcessEnv }): Promise<Instance> {
  const child: ChildProcess = spawn('taskset', ['-c', String(options.core), process.execPath, '--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: { ...options.env, PORT: String(options.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  return watchChild(
    child,
    options.name,
    options.core,
    options.logFile,
    async () =>
      (await fetch(`${url}/healthz`).then(
        (r) => r.status,
        () => 0,
      )) === 200,
    url,
  );
}

/** Waits until these processes have been nearly idle (under 5 % of a core) for a second; at most a minute. */
async function settled(pids: number[]): Promise<void> {
  const total = () => pids.reduce((sum, pid) => sum + Object.values(processTime(pid) ?? { main: 0, other: 0 }).reduce((a, b) => a + b, 0), 0);
  const until = Date.now() + 60_000;
  let last = total();
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = total();
    if (now - last < 50) return;
    last = now;
  }
}

async function watchChild(child: ChildProcess, name: string, core: number, logFile: string, ready: (log: string) => Promise<boolean>, url = ''): Promise<Instance> {
  const log = createWriteStream(logFile);
  let all = '';
  const take = (chunk: Buffer) => {
    log.write(chunk);
    all += chunk.toString();
  };
  const tail = () => all.slice(-4000);
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  let exited = false;
  const gone = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await gone;
      clearTimeout(timer);
    }
    log.end();
  };
  // Stopped at the end, also when this or another process fails to start; killed should this process exit first.
  cleanups.push(stop);
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  void gone.then(() => process.off('exit', kill));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`${name} stopped at start-up:\n${tail()}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} was not ready within 120 s:\n${tail()}`);
    }
    if (await ready(all)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { name, pid: child.pid!, core, url, stop, logTail: tail, log: () => all };
}

async function verifySearch(spec: HttpRequestSpec, expected: number): Promise<void> {
  const response = await fetch(spec.url, { method: spec.method, headers: spec.headers, body: spec.body });
  const answer = (await response.json()) as { data?: { stream?: { searchTopics?: { edges: unknown[] } } }; errors?: unknown[] };
  const edges = answer.data?.stream?.searchTopics?.edges;
  if (response.status !== 200 || answer.errors || edges?.length !== expected) throw new Error(`The search at ${spec.url} answered HTTP ${response.status}: ${JSON.stringify(answer).slice(0, 400)}`);
}

// ───────────────────────────── documents through the queue ─────────────────────────────

interface DocumentsContext {
  target: Extract<DatabaseTarget, { kind: 'postgres' }>;
  filesDir: string;
  logDir: string;
  base: string;
  session: Session;
  search: HttpRequestSpec;
  instances: Instance[];
  postgresPids: () => number[];
  cluster: boolean;
}

/** The pg-boss queue the instances send documents to (server/documents/queue.ts). */
const DOCUMENT_QUEUE_NAME = 'documents';
/** The search is sampled in windows this long, at rest and while documents render. */
const WINDOW_MS = 1000;

/**
 * `setCount` different sets (each three of the demo's topics with figures and formulas, another three for each) made
 * as the web app makes them, their PDFs asked for all at once through the proxy; the search's latency sampled at rest
 * and while they render, with the document workers on a core of their own where there is one.
 */
async function measureDocuments(ctx: DocumentsContext): Promise<Record<string, unknown>> {
  console.log(`\nDocuments: DOCUMENT_WORKERS=queue, ${workerCount} worker process${workerCount > 1 ? 'es' : ''} (npm run worker), ${setCount} sets' PDFs asked for at once`);
  const keys = await makeSets(ctx);

  // The layout: the workers on a core of their own; on 2 cores everything else moves to core 0.
  const workerCores = CORES > 2 ? `2-${Math.max(2, CORES - 2)}` : '1';
  const restCore = CORES > 2 ? String(CLIENT_CORE) : '0';
  if (CORES === 2) {
    pin(ctx.instances[1]!.pid, '0');
    pin(process.pid, '0');
    if (ctx.cluster) for (const pid of ctx.postgresPids()) pin(pid, '0');
  }
  const workers: Instance[] = [];
  for (let w = 0; w < workerCount; w++) {
    const child = spawn('taskset', ['-c', workerCores, process.execPath, '--import', 'tsx', 'server/worker.ts'], {
      cwd: projectRoot,
      env: productEnv(ctx.target.url, ctx.filesDir, ctx.logDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    workers.push(await watchChild(child, `worker ${w + 1}`, Number(workerCores.split('-')[0]), join(ctx.logDir, `worker-${w}.log`), async (log) => log.includes('Document worker:')));
  }
  await settled([...workers.map((w) => w.pid), ...ctx.instances.map((i) => i.pid)]);
  const layout =
    CORES === 2
      ? `the worker${workerCount > 1 ? 's' : ''} alone on core 1; both instances, this process (client and proxy) and PostgreSQL${ctx.cluster ? '' : ' (not ours: unpinned)'} on core 0`
      : `the workers on cores ${workerCores}; the instances on cores ${INSTANCE_CORES.join(' and ')}; this process and PostgreSQL on core ${restCore}`;
  console.log(`  Layout: ${layout}`);

  // At rest: the search alone, in windows as it will be measured beside the rendering; before it and after it, as
  // this machine's speed drifts over minutes.
  const restWindows = quick ? 3 : 6;
  let restFailures = 0;
  const atRest = async () => {
    const latencies: number[] = [];
    for (let i = 0; i < restWindows; i++) {
      const w = await loadWindow(ctx.search, docConnections, WINDOW_MS);
      latencies.push(...w.latencies);
      restFailures += w.failures;
    }
    return latencies;
  };
  const restBefore = await atRest();

  // All at once, and the search beside them until the last one is answered.
  const since = await databaseNow(ctx.target.url);
  const workerTimeBefore = workers.map((w) => processTime(w.pid));
  const started = performance.now();
  let lastAnswer = 0;
  const downloads = keys.map((key) =>
    download(ctx.base, ctx.session, key).then((d) => {
      lastAnswer = Math.max(lastAnswer, performance.now());
      return d;
    }),
  );
  let done = false;
  const all = Promise.all(downloads).finally(() => (done = true));
  await new Promise((r) => setTimeout(r, 300));
  const during: number[] = [];
  let duringFailures = 0;
  let windows = 0;
  let partial: LoadWindow | undefined;
  while (!done) {
    const w = await loadWindow(ctx.search, docConnections, WINDOW_MS);
    // A window counts when every document was still being waited for at its end.
    if (done) {
      partial = w;
      break;
    }
    during.push(...w.latencies);
    duringFailures += w.failures;
    windows++;
  }
  if (!windows && partial) {
    during.push(...partial.latencies);
    duringFailures += partial.failures;
  }
  const results = await all;
  const wallS = (lastAnswer - started) / 1000;
  const niced = Math.max(0, ...workers.flatMap((w) => threadNices(w.pid)));
  const workerMs = workers.reduce((sum, w, i) => {
    const after = processTime(w.pid);
    const before = workerTimeBefore[i];
    return sum + (after && before ? after.main + after.other - before.main - before.other : 0);
  }, 0);
  const restAfter = await atRest();
  const rest = [...restBefore, ...restAfter];

  // Every document, none twice: the answers, the queue's jobs and the workers' logs.
  const pdfs = results.filter((d) => d.status === 200 && d.magic === '%PDF' && d.bytes > 10_000);
  const distinct = new Set(pdfs.map((d) => d.sha256)).size;
  const jobs = await documentJobs(ctx.target.url, since);
  const completedByKey = new Map<string, number>();
  for (const j of jobs.filter((x) => x.state === 'completed')) completedByKey.set(j.key, (completedByKey.get(j.key) ?? 0) + 1);
  const twice = [...completedByKey.values()].filter((n) => n > 1).length;
  const retried = jobs.filter((j) => j.retry_count > 0).length;
  const states = counted(jobs.map((j) => j.state));
  // server/worker.ts logs a line per job: 'document pdf <version> rendered|stored|failed <ms> ms (job <id>)'.
  const workerLines = (outcome: string) =>
    workers.reduce(
      (n, w) =>
        n +
        w
          .log()
          .split('\n')
          .filter((line) => new RegExp(` document pdf \\S+ ${outcome} `).test(line)).length,
      0,
    );
  const rendered = workerLines('rendered');

  const p = (list: number[], q: number) => {
    const sorted = Float64Array.from(list).sort();
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : Number.NaN;
  };
  const restP95 = p(rest, 0.95);
  const duringP95 = p(during, 0.95);
  const ratio = duringP95 / restP95;
  console.log(
    `  ${setCount} sets made through the proxy (POST /api/collections, download_type pdf): ${keys.length} keys; asked for at once; the last PDF answered after ${wallS.toFixed(1)} s (${results.reduce((n, d) => n + d.retries, 0)} answers of 503 retried after Retry-After, as the web app does)`,
  );
  console.log(
    `  Answers: ${pdfs.length} of ${setCount} PDFs (HTTP 200, %PDF, over 10 kB; ${Math.min(...results.map((d) => d.bytes))}-${Math.max(...results.map((d) => d.bytes))} bytes), ${distinct} different; X-Document-Cache ${counted(results.map((d) => d.cache ?? 'none')).join(', ')}`,
  );
  console.log(
    `  Queue '${DOCUMENT_QUEUE_NAME}' (pgboss.job and pgboss.archive): ${jobs.length} jobs (${states.join(', ') || 'none'}), ${completedByKey.size} keys completed, ${twice} completed more than once, ${retried} retried; the workers' log: ${rendered} PDFs rendered, ${workerLines('stored')} found stored, ${workerLines('failed')} failed`,
  );
  // What the workers got of their core(s): well under one core while documents wait means something else had it.
  console.log(
    `  The workers' processor time: ${(workerMs / 1000).toFixed(1)} s over ${wallS.toFixed(1)} s (${(workerMs / Math.max(1, pdfs.length)).toFixed(0)} ms per PDF; ${((workerMs / (wallS * 1000)) * 100).toFixed(0)} % of a core; a thread of it at nice ${niced} (the document threads lower their own priority)); with a core to themselves the ${pdfs.length} PDFs would take about ${(workerMs / 1000 / Math.min(workerCount, CORES > 2 ? Math.max(1, CORES - 3) : 1)).toFixed(1)} s`,
  );
  console.log(
    `  Search (${docConnections} connections, through both instances): at rest ${rest.length} answers (p95 ${ms(p(restBefore, 0.95))} before, ${ms(p(restAfter, 0.95))} after), p50 ${ms(p(rest, 0.5))}, p95 ${ms(restP95)}; while rendering ${during.length} answers in ${windows || 1} windows of ${WINDOW_MS / 1000} s, p50 ${ms(p(during, 0.5))}, p95 ${ms(duringP95)}${restFailures + duringFailures ? `; FAILURES ${restFailures + duringFailures}` : ''}`,
  );
  const everyDocument = pdfs.length === setCount && distinct === setCount;
  const once = completedByKey.size === setCount && twice === 0 && jobs.filter((j) => j.state === 'completed').length === setCount && rendered === setCount;
  console.log(`\nAim: ${setCount} sets queued at once finish with every document, none twice`);
  console.log(
    `  every document: ${everyDocument ? 'met' : 'NOT MET'} (${pdfs.length} of ${setCount}, ${distinct} different); none twice: ${once ? 'met' : 'NOT MET'} (${jobs.filter((j) => j.state === 'completed').length} completed jobs over ${completedByKey.size} keys, ${rendered} renderings)`,
  );
  console.log(`Aim: the search's p95 while they render within 1.2× of rest: ×${ratio.toFixed(2)} ${ratio <= 1.2 ? 'met' : 'NOT MET'} (${ms(restP95)} → ${ms(duringP95)}; ${layout})`);
  if (!windows) console.log('  (the rendering ended within the first window: that window is counted; ask for more sets with --sets)');
  return {
    layout,
    sets: setCount,
    workers: workerCount,
    wallSeconds: wallS,
    pdfs: pdfs.length,
    distinct,
    bytes: results.map((d) => d.bytes),
    retries503: results.reduce((n, d) => n + d.retries, 0),
    jobs: jobs.length,
    completedKeys: completedByKey.size,
    completedTwice: twice,
    retried,
    rendered,
    workerCpuMs: workerMs,
    workerThreadNice: niced,
    search: {
      connections: docConnections,
      restP50: p(rest, 0.5),
      restP95,
      duringP50: p(during, 0.5),
      duringP95,
      restAnswers: rest.length,
      restP95Before: p(restBefore, 0.95),
      restP95After: p(restAfter, 0.95),
      duringAnswers: during.length,
      windows,
      ratio,
    },
    everyDocumentMet: everyDocument,
    noneTwiceMet: once,
    p95Met: ratio <= 1.2,
  };
}

/** The sets, made by the teacher through the proxy as the web app makes them: of three of the chosen topics each. */
async function makeSets(ctx: DocumentsContext): Promise<string[]> {
  const db = await openDatabase(ctx.target);
  let chosen: Awaited<ReturnType<typeof chooseTopics>>;
  const byTopic = new Map<number, number[]>();
  try {
    chosen = await chooseTopics(db, 'natuurkunde-havo', 16, (line) => console.log(`  ${line}`));
    const questions = await db.prisma.question.findMany({ where: { topicId: { in: chosen.topicIds } }, orderBy: [{ topicId: 'asc' }, { number: 'asc' }], select: { id: true, topicId: true } });
    for (const q of questions) byTopic.set(q.topicId, [...(byTopic.get(q.topicId) ?? []), q.id]);
  } finally {
    await db.close();
  }
  const ids = createIdCodec(SECRETS.ID_SECRET);
  // Each topic without its last question: a teacher's licence counts complete topics per week (32) and 20 sets of
  // three would pass that, not topics of which a few questions were chosen.
  const t = chosen.topicIds.filter((id) => (byTopic.get(id)?.length ?? 0) >= 2);
  if (t.length < 3) throw new Error(`Only ${t.length} of the chosen topics have two questions or more.`);
  const keys: string[] = [];
  let questionCount = 0;
  for (let i = 0; i < setCount; i++) {
    const topics = [...new Set([t[i % t.length]!, t[(i + 5) % t.length]!, t[(i + 11 + Math.floor(i / t.length)) % t.length]!])].sort((a, b) => a - b);
    const questions = topics.flatMap((id) => byTopic.get(id)!.slice(0, -1));
    questionCount += questions.length;
    const response = await fetch(`${ctx.base}/api/collections`, {
      method: 'POST',
      headers: { ...ctx.session.headers, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        name: `Schaalmeting ${i + 1}`,
        download_type: 'pdf',
        topic_order: topics.map((id) => ids.encode(id)),
        course_id: ids.encode(chosen.streamId),
        questions: questions.map((id) => ids.encode(id)),
      }),
    });
    const body = (await response.json()) as { id?: string };
    if (response.status !== 201 || !body.id) throw new Error(`POST /api/collections answered HTTP ${response.status}: ${JSON.stringify(body).slice(0, 400)}`);
    keys.push(body.id);
  }
  console.log(
    `  Sets from ${chosen.slug}'s ${t.length} topics with figures and formulas first (${chosen.withFigures} with figures, ${chosen.withFormulas} with formulas): ${setCount} sets, each of three topics but their last question, ${(questionCount / setCount).toFixed(1)} questions a set on average`,
  );
  return keys;
}

interface Download {
  status: number;
  bytes: number;
  magic: string;
  sha256: string;
  cache: string | null;
  retries: number;
}

/** A set's PDF as the web app asks for it: a 503 (the queue full) is asked again after its Retry-After, for up to 5 minutes. */
async function download(base: string, session: Session, key: string): Promise<Download> {
  const until = Date.now() + 300_000;
  let retries = 0;
  for (;;) {
    const response = await fetch(`${base}${setDocumentPath('pdf', key)}`, { headers: { ...session.headers, 'Accept-Encoding': 'gzip, deflate, br' } });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status === 503 && Date.now() < until) {
      retries++;
      await new Promise((r) => setTimeout(r, Math.max(1, Number(response.headers.get('retry-after')) || 1) * 1000));
      continue;
    }
    return {
      status: response.status,
      bytes: body.byteLength,
      magic: body.subarray(0, 4).toString('latin1'),
      sha256: createHash('sha256').update(body).digest('hex'),
      cache: response.headers.get('x-document-cache'),
      retries,
    };
  }
}

/** The database's clock (the queue's jobs carry its times). */
async function databaseNow(url: string): Promise<Date> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ now: Date }>('SELECT now() AS now')).rows[0]!.now;
  } finally {
    await client.end();
  }
}

/**
 * Every job of the documents queue made since `since`, finished (archived) or not: its singleton key (the document's
 * version), its state and how often it was tried again.
 */
async function documentJobs(url: string, since: Date): Promise<{ key: string; state: string; retry_count: number }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const archive = (await client.query<{ t: string | null }>(`SELECT to_regclass('pgboss.archive')::text AS t`)).rows[0]?.t;
    const select = (table: string) => `SELECT coalesce(singleton_key, id::text) AS key, state::text AS state, retry_count FROM ${table} WHERE name = $1 AND created_on >= $2`;
    const sql = archive ? `${select('pgboss.job')} UNION ALL ${select('pgboss.archive')}` : select('pgboss.job');
    return (await client.query<{ key: string; state: string; retry_count: number }>(sql, [DOCUMENT_QUEUE_NAME, since])).rows;
  } finally {
    await client.end();
  }
}

/** 'n value' for each value, in the order first seen. */
function counted(values: string[]): string[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([v, n]) => `${n} ${v}`);
}

interface LoadWindow {
  latencies: number[];
  failures: number;
}

/** One window of closed-loop load from the load worker thread (./bench/httpLoadWorker.mjs), with every latency. */
function loadWindow(spec: HttpRequestSpec, connections: number, windowMs: number): Promise<LoadWindow> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./bench/httpLoadWorker.mjs', import.meta.url), { workerData: { ...spec, connections, warmupMs: 0, durationMs: windowMs } });
    worker.once('message', (m: { latencies: number[]; failures: number }) => {
      worker.postMessage('end');
      resolve({ latencies: m.latencies, failures: m.failures });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`The load worker stopped with code ${code}.`)));
  });
}

// ───────────────────────────── the floor ─────────────────────────────

/** The search's bare SQL from a pg pool in this process, prepared as the server prepares it (server/db/statementNames.ts). */
function createFloor(url: string, size: number) {
  const pool = new pg.Pool({ connectionString: url, max: size });
  pool.on('error', () => undefined);
  const name = preparedStatementNames();
  const query = async (sql: Prisma.Sql) => (await pool.query<Record<string, unknown>>({ name: name({ sql: sql.text, args: sql.values }) || undefined, text: sql.text, values: sql.values })).rows;
  return {
    /** A results page as the domain reads it: the ids (one more than the page), then their cards; answers the cards. */
    async page(idsSql: Prisma.Sql): Promise<number> {
      const found = (await query(idsSql)).map((r) => r.id as number);
      return found.length ? (await query(cardsSql(found))).length : 0;
    },
    close: () => pool.end(),
  };
}

// ───────────────────────────── measuring ─────────────────────────────

type Setup = 'floor SQL' | '1 instance' | '2 instances' | '1 straight' | '2 inst, free';

/** Processor ms per answer over the measured window, by part. */
interface PerAnswer {
  /** The instances' every thread, and their main threads among that. */
  instances: number;
  instancesMain: number;
  postgres: number;
  /** This process's main thread: the proxy (or, for the floor, the SQL client). */
  proxy: number;
  /** The load client's thread (HTTP rows). */
  client: number;
  /** Every core together. */
  machine: number;
  /** Each core's busy share over the window (1 = busy all the time). */
  coresBusy: number[];
}

interface Row extends Measurement {
  setup: Setup;
  connections: number;
  perAnswer?: PerAnswer;
  /** The machine's 1-minute load average right after the row. */
  load: number;
  rounds?: number;
}

interface Snapshot {
  instances: { main: number; other: number }[];
  postgres: Map<number, number>;
  cores: { busy: number; total: number }[];
}

function snapshot(instances: Instance[], postgresPids: () => number[]): Snapshot {
  return { instances: instances.map((i) => processTime(i.pid) ?? { main: 0, other: 0 }), postgres: timeByProcess(postgresPids()), cores: coreTimes() };
}

/** A row's load, with snapshots of the other processes at the moments the load's own window opens and closes. */
async function measured(setup: Setup, connections: number, run: () => Promise<Measurement>, instances: Instance[], postgresPids: () => number[]): Promise<Row> {
  let opened: Snapshot | undefined;
  let closed: Snapshot | undefined;
  const timers = [setTimeout(() => (opened = snapshot(instances, postgresPids)), warmupMs), setTimeout(() => (closed = snapshot(instances, postgresPids)), warmupMs + durationMs)];
  const m = await run();
  for (const timer of timers) clearTimeout(timer);
  closed ??= snapshot(instances, postgresPids);
  let perAnswer: PerAnswer | undefined;
  if (opened && m.requests && m.cpuPerAnswer) {
    const per = (ms: number) => ms / m.requests;
    const main = opened.instances.reduce((sum, b, i) => sum + closed!.instances[i]!.main - b.main, 0);
    const other = opened.instances.reduce((sum, b, i) => sum + closed!.instances[i]!.other - b.other, 0);
    const cores = closed.cores.map((c, i) => ({ busy: c.busy - opened!.cores[i]!.busy, total: c.total - opened!.cores[i]!.total }));
    perAnswer = {
      instances: per(main + other),
      instancesMain: per(main),
      postgres: per(spentBetween(opened.postgres, closed.postgres)),
      proxy: m.cpuPerAnswer.main,
      client: m.cpuPerAnswer.client,
      machine: per(cores.reduce((sum, c) => sum + c.busy, 0)),
      coresBusy: cores.map((c) => (c.total ? c.busy / c.total : 0)),
    };
  }
  return { setup, connections, ...m, perAnswer, load: loadavg()[0] ?? 0 };
}

function medianRow(series: Row[]): Row {
  if (series.length === 1) return series[0]!;
  const of = (pick: (r: Row) => number) => median(series.map(pick));
  const withCpu = series.filter((r) => r.perAnswer);
  const perAnswer =
    withCpu.length === series.length
      ? {
          instances: of((r) => r.perAnswer!.instances),
          instancesMain: of((r) => r.perAnswer!.instancesMain),
          postgres: of((r) => r.perAnswer!.postgres),
          proxy: of((r) => r.perAnswer!.proxy),
          client: of((r) => r.perAnswer!.client),
          machine: of((r) => r.perAnswer!.machine),
          coresBusy: series[0]!.perAnswer!.coresBusy.map((_, i) => of((r) => r.perAnswer!.coresBusy[i] ?? 0)),
        }
      : undefined;
  const first = series[0]!;
  const { cpuPerAnswer: _, ...rest } = first;
  return {
    ...rest,
    requests: series.reduce((n, r) => n + r.requests, 0),
    failures: series.reduce((n, r) => n + r.failures, 0),
    firstFailure: series.find((r) => r.firstFailure)?.firstFailure,
    rps: of((r) => r.rps),
    p50: of((r) => r.p50),
    p95: of((r) => r.p95),
    p99: of((r) => r.p99),
    perAnswer,
    load: of((r) => r.load),
    rounds: series.length,
  };
}

// ───────────────────────────── printing ─────────────────────────────

function ms(v: number): string {
  return `${v < 10 ? v.toFixed(2) : v.toFixed(1)} ms`;
}

function formatCpu(p: PerAnswer | undefined, setup: Setup): string {
  if (!p) return '';
  const f = (v: number) => v.toFixed(2);
  const parts =
    setup === 'floor SQL'
      ? [`SQL client ${f(p.proxy)}`, `PostgreSQL ${f(p.postgres)}`]
      : [`instances ${f(p.instances)} (main threads ${f(p.instancesMain)})`, `PostgreSQL ${f(p.postgres)}`, ...(setup === '1 straight' ? [] : [`proxy ${f(p.proxy)}`]), `client ${f(p.client)}`];
  return `CPU ms per answer: ${parts.join(', ')}; machine ${f(p.machine)}; cores ${p.coresBusy.map((c) => `${(c * 100).toFixed(0)} %`).join('/')} busy`;
}

function formatRow(r: Row): string {
  const failures = r.failures ? `  FAILURES ${r.failures} (${r.firstFailure ?? ''})` : '';
  return `${r.setup.padEnd(12)} ${String(r.connections).padStart(2)} conn  ${r.rps.toFixed(0).padStart(5)} req/s  p50 ${ms(r.p50).padStart(8)}  p95 ${ms(r.p95).padStart(8)}  (load ${r.load.toFixed(1)})${failures}\n${' '.repeat(18)}${formatCpu(r.perAnswer, r.setup)}`;
}

function printTable(rows: Row[]) {
  const header = ['conn', 'setup', 'req/s', 'p50', 'p95', '×floor', 'inst ms', 'inst main', 'PG ms', 'proxy ms', 'client ms', 'machine ms', 'cores busy'];
  const body = rows.map((r) => {
    const floor = rows.find((x) => x.setup === 'floor SQL' && x.connections === r.connections);
    const p = r.perAnswer;
    const f = (v: number | undefined) => (v === undefined ? '' : v.toFixed(2));
    const http = r.setup !== 'floor SQL';
    return [
      String(r.connections),
      r.setup,
      r.rps.toFixed(0),
      ms(r.p50),
      ms(r.p95),
      http && floor ? (r.rps / floor.rps).toFixed(2) : '',
      http ? f(p?.instances) : '',
      http ? f(p?.instancesMain) : '',
      f(p?.postgres),
      r.setup === '1 straight' ? '' : f(p?.proxy),
      http ? f(p?.client) : '',
      f(p?.machine),
      p ? p.coresBusy.map((c) => `${(c * 100).toFixed(0)}%`).join('/') : '',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\nTeacher search (SearchResultsScreenQuery, page of ${FIRST}) on PostgreSQL, ${scale} generated topics${rounds > 1 ? `; each row the median of ${rounds} rounds` : ''}`);
  console.log('×floor = req/s against the bare SQL of the page at the same concurrency (the floor, "floor SQL": its proxy ms is the SQL client)');
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of body) console.log(line(row));
}

const AIM_RATIO = 1.6;

/** The search aim: measured here, and projected to a machine with enough cores from the per-answer processor time. */
function printSearchAims(rows: Row[]) {
  const at = (setup: Setup, connections: number) => rows.find((r) => r.setup === setup && r.connections === connections);
  console.log(`\nAim: two instances ≥ ${AIM_RATIO}× the throughput of one (issue 48)`);
  const results: Record<string, unknown>[] = [];
  for (const connections of connectionCounts) {
    const one = at('1 instance', connections);
    const two = at('2 instances', connections);
    const floor = at('floor SQL', connections);
    if (!one || !two) continue;
    const measuredRatio = two.rps / one.rps;
    const free = at('2 inst, free', connections);
    const line = [
      `  ${String(connections).padStart(2)} conn: measured on this machine ${one.rps.toFixed(0)} → ${two.rps.toFixed(0)} req/s, ×${measuredRatio.toFixed(2)}${free ? `; with the client and PostgreSQL free on every core ${free.rps.toFixed(0)} req/s, ×${(free.rps / one.rps).toFixed(2)}` : ''}`,
    ];
    const result: Record<string, unknown> = { connections, oneRps: one.rps, twoRps: two.rps, measuredRatio, twoFreeRps: free?.rps, floorRps: floor?.rps };
    if (one.perAnswer && two.perAnswer) {
      // An instance limited to one core answers at most 1,000 ms / its processor ms per answer a second.
      const projectedOne = 1000 / one.perAnswer.instances;
      const projectedTwo = (2 * 1000) / two.perAnswer.instances;
      const rest = (p: PerAnswer) => p.postgres + p.proxy + p.client;
      const coresBeside = (rate: number, p: PerAnswer) => (rate * rest(p)) / 1000;
      line.push(
        `          projected with a core per instance and enough cores beside them: one ${projectedOne.toFixed(0)} req/s (${one.perAnswer.instances.toFixed(2)} ms per answer), two ${projectedTwo.toFixed(0)} req/s (${two.perAnswer.instances.toFixed(2)} ms per answer, either instance), ×${(projectedTwo / projectedOne).toFixed(2)} ${projectedTwo / projectedOne >= AIM_RATIO ? 'met' : 'NOT MET'}`,
        ...(free?.perAnswer
          ? [
              `          the same from the free row: two ${((2 * 1000) / free.perAnswer.instances).toFixed(0)} req/s (${free.perAnswer.instances.toFixed(2)} ms per answer), ×${((2 * 1000) / free.perAnswer.instances / projectedOne).toFixed(2)}`,
            ]
          : []),
        `          beside them at that rate: PostgreSQL, the proxy and the client need ${coresBeside(projectedOne, one.perAnswer).toFixed(2)} and ${coresBeside(projectedTwo, two.perAnswer).toFixed(2)} cores (PostgreSQL ${one.perAnswer.postgres.toFixed(2)} / ${two.perAnswer.postgres.toFixed(2)} ms per answer)`,
      );
      Object.assign(result, {
        projectedOne,
        projectedTwo,
        projectedRatio: projectedTwo / projectedOne,
        coresBesideOne: coresBeside(projectedOne, one.perAnswer),
        coresBesideTwo: coresBeside(projectedTwo, two.perAnswer),
        ...(free?.perAnswer ? { projectedTwoFree: (2 * 1000) / free.perAnswer.instances, projectedRatioFree: (2 * 1000) / free.perAnswer.instances / projectedOne } : {}),
      });
    }
    console.log(line.join('\n'));
    results.push(result);
  }
  const best = (setup: Setup) => Math.max(...rows.filter((r) => r.setup === setup).map((r) => r.rps));
  const bestTwo = Math.max(best('2 instances'), best('2 inst, free'));
  const bestRatio = bestTwo / best('1 instance');
  const projected = results.map((r) => r.projectedRatio as number | undefined).filter((r): r is number => r !== undefined);
  const projectedAtMost = projected.length ? projected[projected.length - 1]! : undefined;
  console.log(
    `  Best of each (two: pinned or free): ${best('1 instance').toFixed(0)} → ${bestTwo.toFixed(0)} req/s, ×${bestRatio.toFixed(2)} on this machine (${CORES} cores: ${bestRatio >= AIM_RATIO ? 'met' : `not met here; the client, the proxy and PostgreSQL share the cores with the instances`}).`,
  );
  if (projectedAtMost !== undefined)
    console.log(
      `  Where the machine allows it (projected at ${connectionCounts[connectionCounts.length - 1]} connections from the per-answer processor time): ×${projectedAtMost.toFixed(2)} ${projectedAtMost >= AIM_RATIO ? 'met' : 'NOT MET'}`,
    );
  return { byConnections: results, bestRatio, projectedRatio: projectedAtMost, met: bestRatio >= AIM_RATIO || (projectedAtMost ?? 0) >= AIM_RATIO };
}

// Last, so that every constant above is initialised before main() reads it.
try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(process.exitCode ?? 0);
