// `npm run bench:documents`: the documents of a set (issue 9, "Performance"). On a fresh database with the demo content
// it starts the real server in this process (documents render in its worker threads) and measures, for a set of 16
// topics with formulas and figures (about 60 questions): the wall time of the PDF, the Word file and the
// correctievoorschrift as a client sees it, cold (a set the cache has not seen; the workers warm) and cached, with
// the process's peak memory while each renders and the documents' sizes; and the p95 latency of a light GraphQL query
// while 4 documents render at once, against the same at rest and beside a thread that only computes, one that only
// walks memory and one that only allocates (this machine's floors under each kind of load); and what tagging costs
// each PDF (issue 42): the same document tagged against untagged, in turns, in one thread.
// A benchmark, not a test.
//
//   npm run bench:documents                                                  # embedded PGlite in a temp folder
//   npm run bench:documents -- --postgres postgres://postgres@127.0.0.1:5432/postgres
//       # or BENCH_DATABASE_URL / DATABASE_URL: the server to use; the bench makes its own database there and drops it
//   DOCUMENT_THREADS=2 npm run bench:documents                               # the server's document settings apply
//   npm run bench:documents -- --cold 10 --cached 10 --duration 10          # more samples
//   npm run bench:documents -- --rounds 3   # rest, rendering, rest, rendering... : each rendering run against the rests
//                                           # on either side of it, and the median of the rounds' ratios
//   npm run bench:documents -- --tagging-rounds 9   # what tagging costs (issue 42): each PDF this many times tagged and
//                                                   # untagged, in turns, in a thread like a document thread (default 7)
//   npm run bench:documents -- --json out.json                               # also write every figure
//   npm run bench:documents -- --profile prof/    # a CPU profile of the server's main thread at rest and while rendering
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/database.ts';
import { projectRoot } from '../server/db/migrations.ts';
import { buildApp } from '../server/http/app.ts';
import { createIdCodec } from '../server/app/ids.ts';
import { setDocumentPath } from '../server/documents/paths.ts';
import { documentVersion, loadFiles, loadSetModel } from '../server/domain/documents/model.ts';
import { RENDERER_VERSION } from '../server/documents/render/index.ts';
import { DEMO_PASSWORD } from '../prisma/seed/accounts.ts';
import { createBenchDatabase } from './bench/database.ts';
import { createLocalStorage } from '../server/storage/local.ts';
import { chooseTopics, createSetFactory, seedInChild, type SetFactory } from './bench/documentSets.ts';
import { loadHttp, type HttpRequestSpec, type LoadOptions, type Measurement } from './bench/load.ts';
import { signIn, type Session } from './bench/session.ts';
import { startRssSampler, type RssSampler } from './bench/memory.ts';
import { positiveInt, positiveNumber } from './bench/args.ts';
import { cpuBetween, cpuSnapshot, formatCpu } from './bench/cpuByThread.ts';
import { profiled } from './bench/profile.ts';
import { median } from './bench/stats.ts';
import { measureTaggingCost, type TaggingCost } from './bench/taggingCost.ts';

const { values: args } = parseArgs({
  options: {
    postgres: { type: 'string' },
    stream: { type: 'string', default: 'natuurkunde-havo' },
    topics: { type: 'string', default: '16' },
    cold: { type: 'string', default: '5' },
    cached: { type: 'string', default: '5' },
    concurrent: { type: 'string', default: '4' },
    connections: { type: 'string', default: '1,4' },
    duration: { type: 'string', default: '6' },
    warmup: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '1' },
    'tagging-rounds': { type: 'string', default: '7' },
    json: { type: 'string' },
    profile: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const postgresUrl = args.postgres ?? process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const topicCount = positiveInt(args.topics, '--topics');
const coldRuns = positiveInt(args.cold, '--cold');
const cachedRuns = positiveInt(args.cached, '--cached');
const concurrent = positiveInt(args.concurrent, '--concurrent');
const connectionCounts = args.connections.split(',').map((c) => positiveInt(c.trim(), '--connections'));
const rounds = positiveInt(args.rounds, '--rounds');
const taggingRounds = positiveInt(args['tagging-rounds'], '--tagging-rounds');
const lightLoad = (connections: number): LoadOptions => ({ connections, warmupMs: Number(args.warmup) * 1000, durationMs: positiveNumber(args.duration, '--duration') * 1000 });

const KINDS = ['pdf', 'word', 'corrections'] as const;
type Kind = (typeof KINDS)[number];
const KIND_NAME: Record<Kind, string> = { pdf: 'PDF (QR codes)', word: 'Word', corrections: 'Correctievoorschrift' };
const ADMIN = { email: 'admin@vraagwerk.nl', password: DEMO_PASSWORD };
const AIM_COLD_MS = 1000;
const AIM_P95_RATIO = 1.2;
/** Issue 42: tagging and the formulas' text make a PDF at most 30 % slower or larger. */
const AIM_TAGGING_RATIO = 1.3;
const TAGGED_KINDS = ['pdf', 'correctionsPdf', 'teacherPdf'] as const;
type TaggedKind = (typeof TAGGED_KINDS)[number];
const TAGGED_KIND_NAME: Record<TaggedKind, string> = { pdf: 'PDF (QR codes)', correctionsPdf: 'Correctievoorschrift', teacherPdf: 'Docentenversie' };
/** The light query: a signed-in GraphQL request that reads only the session, as bench:search's baseline. */
const LIGHT_QUERY = '{ viewer { user { email } } }';

// The server's own document settings, as an operator would set them; the queue must let `concurrent` in at once.
const cores = availableParallelism();
const threads = process.env.DOCUMENT_THREADS ? positiveInt(process.env.DOCUMENT_THREADS, 'DOCUMENT_THREADS') : Math.max(1, cores - 1);
const configuredQueue = process.env.DOCUMENT_QUEUE === undefined ? 8 : Number(process.env.DOCUMENT_QUEUE);
const queue = Math.max(configuredQueue, concurrent - threads);

const cleanups: (() => unknown)[] = [];
const cleanUp = async () => {
  for (const fn of cleanups.splice(0).reverse())
    await Promise.resolve()
      .then(fn)
      .catch((error: unknown) => console.error(`Cleaning up: ${String(error)}`));
};
process.on('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

const report: Record<string, unknown> = { coldRuns, cachedRuns, concurrent, connections: connectionCounts, durationS: Number(args.duration), warmupS: Number(args.warmup) };

async function main() {
  const started = performance.now();
  const load1 = loadavg()[0] ?? 0;
  console.log(
    `Machine: ${cores} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at the start; Node ${process.version}`,
  );
  if (load1 > cores - 0.5) console.warn(`The machine is busy (load ${load1.toFixed(1)} on ${cores} cores): the figures will be slower and vary more.`);
  console.log(
    `Documents: DOCUMENT_THREADS ${threads}${process.env.DOCUMENT_THREADS ? '' : ' (default: cores - 1)'}, DOCUMENT_QUEUE ${queue}${queue !== configuredQueue ? ` (raised from ${configuredQueue} so that ${concurrent} may render at once)` : ''}, DOCUMENT_CACHE_MB ${process.env.DOCUMENT_CACHE_MB ?? '64 (default)'}`,
  );
  report.machine = { cores, loadAtStart: loadavg(), node: process.version, threads, queue };

  // ── 1. the database: migrations, demo content, the set's topics ──
  const bench = await createBenchDatabase(postgresUrl);
  cleanups.push(() =>
    args.keep ? console.log(`\nKept the database: ${bench.target.kind === 'postgres' ? bench.target.url : bench.target.kind === 'pglite' ? bench.target.dataDir : 'in memory'}`) : bench.dispose(),
  );
  console.log(`Database: ${bench.label}${bench.target.kind === 'pglite' ? ` in ${bench.target.dataDir}` : ''}`);
  report.database = bench.label;
  let t = performance.now();
  filesDir = bench.filesDir;
  await seedInChild(bench.target, bench.filesDir);
  console.log(`Prepared: migrations and demo content in ${seconds(t).toFixed(1)} s (npm run db:seed in a child process, so that this process holds only the server)`);
  const db = await openDatabase(bench.target);
  cleanups.push(() => db.close());
  const chosen = await chooseTopics(db, args.stream, topicCount, console.log);
  const rssSeeded = process.memoryUsage.rss();
  const heapSeeded = process.memoryUsage().heapUsed;
  console.log(`Set: ${chosen.topicIds.length} topics of ${chosen.slug} (${chosen.withFigures} with figures, ${chosen.withFormulas} with formulas), ${chosen.questionIds.length} questions`);
  report.set = { stream: chosen.slug, topics: chosen.topicIds.length, questions: chosen.questionIds.length, withFigures: chosen.withFigures, withFormulas: chosen.withFormulas };

  // ── 2. the server, signed in as the demo admin (no licence limits; may download any set) ──
  const sampler = await startRssSampler(10);
  cleanups.push(() => sampler.close());
  const server = await startServer(db);
  cleanups.push(() => server.close());
  const session = await signIn(server.url, ADMIN);
  const sets = await createSetFactory(db, server.url, session.headers, createIdCodec(serverConfig().idSecret), chosen);
  console.log(
    `The set was made through POST /api/collections (download_type word, so it has all three documents); each further set is a copy with another name (another document) made in the database.`,
  );

  // ── 3. warm: the workers warm themselves at start; one throwaway document per kind and thread waits for that ──
  t = performance.now();
  for (const kind of KINDS) {
    const fresh = await Promise.all(Array.from({ length: threads }, () => sets.fresh()));
    for (const d of await Promise.all(fresh.map((key) => download(server.url, session, kind, key)))) expectDocument(d, kind, 'miss');
  }
  const warmS = seconds(t);
  const rssWarm = process.memoryUsage.rss();
  console.log(`Warm-up: ${KINDS.length * threads} throwaway documents (one per kind and worker thread) in ${warmS.toFixed(1)} s after the server started`);
  const heapWarm = process.memoryUsage().heapUsed;
  console.log(
    `RSS of this process: ${mb(rssSeeded)} with the database open (main-thread heap ${mb(heapSeeded)}${bench.target.kind === 'pglite' ? '; PGlite runs in this process' : ''}), ${mb(rssWarm)} with the server up and its ${threads} document thread${threads === 1 ? '' : 's'} warm (main-thread heap ${mb(heapWarm)})`,
  );
  report.warmUpS = warmS;
  report.rss = { seededMb: rssSeeded / 2 ** 20, warmMb: rssWarm / 2 ** 20, heapSeededMb: heapSeeded / 2 ** 20, heapWarmMb: heapWarm / 2 ** 20 };

  // ── 4. each kind cold (a fresh set each time) and cached (the same set again) ──
  console.log(`\nDocuments, timed as a client sees the whole request (${coldRuns} cold, ${cachedRuns} cached per kind; peak RSS above the RSS just before each request, sampled every 10 ms)`);
  const kinds: Record<Kind, KindFigures> = {} as Record<Kind, KindFigures>;
  for (const kind of KINDS) {
    const cold: Download[] = [];
    let key = '';
    for (let i = 0; i < coldRuns; i++) {
      key = await sets.fresh();
      const baseline = sampler.begin();
      const d = await download(server.url, session, kind, key);
      const { peak, samples } = sampler.end();
      expectDocument(d, kind, 'miss');
      cold.push({ ...d, peakAboveMb: (peak - baseline) / 2 ** 20, peakMb: peak / 2 ** 20, samples });
    }
    const cached: Download[] = [];
    for (let i = 0; i < cachedRuns; i++) {
      const d = await download(server.url, session, kind, key);
      expectDocument(d, kind, 'hit');
      cached.push(d);
    }
    const f = figures(cold, cached);
    kinds[kind] = f;
    console.log(
      `  ${KIND_NAME[kind].padEnd(20)} cold median ${ms(f.coldMedian)}  max ${ms(f.coldMax)}  (${cold.map((d) => d.ms.toFixed(0)).join(', ')})  cached median ${ms(f.cachedMedian)}  ${f.kB.toFixed(0)} kB  peak +${f.peakAboveMedianMb.toFixed(0)} MB (max +${f.peakAboveMaxMb.toFixed(0)} MB, RSS up to ${f.rssPeakMb.toFixed(0)} MB)`,
    );
  }
  report.documents = kinds;
  const beforeRender = await modelCost(db, sets);
  console.log(
    `  Before rendering, the request loads the set's model (${ms(beforeRender.modelMs)}), hashes it for the cache key (${ms(beforeRender.hashMs)}) and loads its ${beforeRender.files} files (${(beforeRender.filesKB / 1024).toFixed(1)} MB, ${ms(beforeRender.filesMs)}) on the main thread (medians of 3, measured alone)`,
  );
  report.beforeRender = beforeRender;

  // ── 4b. what tagging costs: the same PDFs tagged and untagged, in a thread like a document thread ──
  console.log(
    `\nTagging (issue 42: the structure tree, the formulas' text and the links may make a PDF at most ${((AIM_TAGGING_RATIO - 1) * 100).toFixed(0)} % slower or larger): each PDF of the set rendered ${taggingRounds} times tagged and ${taggingRounds} times untagged, in turns, in a thread with a document thread's priority and heap, nothing else rendering; medians`,
  );
  const tagging = await taggingCosts(db, sets);
  for (const c of tagging) {
    console.log(
      `  ${TAGGED_KIND_NAME[c.kind].padEnd(20)} untagged ${ms(c.untagged.medianMs)} ${kb(c.untagged.bytes)}  tagged ${ms(c.tagged.medianMs)} ${kb(c.tagged.bytes)}  slower ×${c.slower.toFixed(2)}  larger ×${c.larger.toFixed(2)}  (tagged ${c.tagged.runs.map((r) => r.ms.toFixed(0)).join(', ')}; untagged ${c.untagged.runs.map((r) => r.ms.toFixed(0)).join(', ')})`,
    );
  }
  report.tagging = tagging;

  // ── 5. a light query at rest, while `concurrent` documents render, and at rest again ──
  const lightSpec: HttpRequestSpec = {
    url: `${server.url}/graphql`,
    method: 'POST',
    headers: { ...session.headers, 'Accept-Encoding': 'gzip, deflate, br', 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: LIGHT_QUERY }),
  };
  console.log(`\nLight query ${LIGHT_QUERY}: closed loop from a worker thread, ${args.warmup} s warm-up + ${args.duration} s measured per row;`);
  console.log('  "loop" = the delay of the server\'s main event loop over the same time (p99 / max): model loading (and PGlite) run there;');
  console.log('  "GC" = the main thread\'s garbage-collection pauses then (longest / all together)');
  // Unmeasured first: the query's code paths are still being optimised for a few thousand requests.
  await loadHttp(lightSpec, { ...lightLoad(Math.max(...connectionCounts)), warmupMs: 0, durationMs: 3000 });
  const lightRows: LightRow[] = [];
  for (const connections of connectionCounts) {
    const load = lightLoad(connections);
    const rest = await withLoopDelay(() => profiled(args.profile, `light-${connections}conn-rest`, () => loadHttp(lightSpec, load)));
    console.log(`  ${connections} conn, at rest:                    ${formatLight(rest)}`);
    if (rest.cpu) console.log(`    ${rest.cpu}`);
    // Each busy thread runs across the whole measurement, so that its own time shows among the niced threads.
    const besideBusy = async (kind: BusyKind) => {
      const busyThread = await startBusyThread(kind);
      const measured = await withLoopDelay(() => loadHttp(lightSpec, load));
      await busyThread.stop();
      console.log(`  ${connections} conn, beside a thread that ${BUSY_KINDS[kind].padEnd(9)} ${formatLight(measured)}`);
      if (measured.cpu) console.log(`    ${measured.cpu}`);
      return measured;
    };
    const control = await besideBusy('compute');
    const memory = await besideBusy('memory');
    const allocate = await besideBusy('allocate');
    // Rounds of rendering, each between two runs at rest (the one after a round is the one before the next), so that
    // the machine's drift shows as rests that differ, not as a ratio.
    const roundsRun: LightRound[] = [];
    let restBefore = rest;
    for (let round = 1; round <= rounds; round++) {
      const busy = await withLoopDelay(() => profiled(args.profile, `light-${connections}conn-rendering`, () => lightWhileRendering(server, session, sets, lightSpec, load, sampler, kinds)));
      console.log(
        `  ${connections} conn, while ${concurrent} documents render: ${formatLight({ ...busy.light, loop: busy.loop })}  peak RSS +${busy.peakAboveMb.toFixed(0)} MB${rounds > 1 ? ` (round ${round})` : ''}`,
      );
      if (busy.cpu) console.log(`    ${busy.cpu}`);
      // The documents still rendering would otherwise render beside the rest run (and slow it).
      await documentsDone(server);
      const restAfter = await withLoopDelay(() => loadHttp(lightSpec, load));
      console.log(`  ${connections} conn, at rest again:              ${formatLight(restAfter)}`);
      console.log(
        `    documents during the measured ${args.duration} s: ${busy.finishedInWindow} finished (${busy.byKind}); all ${busy.all} requests: ${busy.ok} documents, ${busy.refused} answered 503${busy.otherFailures ? `, ${busy.otherFailures} other failures (${busy.firstFailure})` : ''}, median ${ms(busy.medianMs).trim()} each with the queue; the document threads gave way to requests ${busy.gaveWay.pauses} times, ${(busy.gaveWay.ms / 1000).toFixed(1)} s in all`,
      );
      if (busy.ranOut) console.log('    NOTE: the fresh sets ran out before the end: the documents stopped early and the figure under load is too kind.');
      roundsRun.push({ rest: restBefore, busy, restAfter });
      restBefore = restAfter;
    }
    const { busy } = roundsRun[0]!;
    const restAfter = roundsRun[0]!.restAfter;
    lightRows.push({ connections, rest, control, memory, allocate, busy, restAfter, rounds: roundsRun });
  }
  report.light = lightRows;

  const stats = server.app.documents.stats;
  const rssEnd = process.memoryUsage.rss();
  console.log(`\nServer document stats: rendered ${stats.rendered}, from the cache ${stats.cached}, refused ${stats.refused}, cache entries ${stats.cacheEntries}`);
  // Memory a document leaves behind shows here: RSS that keeps growing with the documents made is not a cache.
  console.log(
    `RSS: ${mb(rssWarm)} warm → ${mb(rssEnd)} after ${stats.rendered} documents rendered (${((rssEnd - rssWarm) / 2 ** 20 / Math.max(1, stats.rendered - KINDS.length * threads)).toFixed(1)} MB per document since the warm-up)`,
  );
  report.serverStats = { rendered: stats.rendered, cached: stats.cached, refused: stats.refused, cacheEntries: stats.cacheEntries };
  (report.rss as Record<string, number>).endMb = rssEnd / 2 ** 20;

  printSummary(kinds, lightRows, tagging);
  console.log(
    `\nLoad average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; the run took ${seconds(started).toFixed(0)} s`,
  );
  report.loadAtEnd = loadavg();
  if (args.json) writeFileSync(args.json, `${JSON.stringify(report, null, 2)}\n`);
}

// ───────────────────────────── the set ─────────────────────────────

/** What the request does on the main thread before a worker renders: the model, its cache key, its files. */
async function modelCost(db: Database, sets: SetFactory) {
  const { id, key } = sets.made[sets.made.length - 1]!;
  const runs: { modelMs: number; hashMs: number; filesMs: number; files: number; filesKB: number }[] = [];
  for (let i = 0; i < 3; i++) {
    let t = performance.now();
    const model = (await loadSetModel(db.prisma, id, { role: 'admin' }, (topicId, questionId) => `http://127.0.0.1/c/${key}/${topicId}/${questionId}`))!;
    const modelMs = performance.now() - t;
    t = performance.now();
    documentVersion('pdf', RENDERER_VERSION, model);
    const hashMs = performance.now() - t;
    t = performance.now();
    const files = await loadFiles(db.prisma, createLocalStorage(filesDir!), model.files);
    runs.push({ modelMs, hashMs, filesMs: performance.now() - t, files: files.length, filesKB: files.reduce((n, f) => n + f.data.byteLength, 0) / 1024 });
  }
  return { modelMs: median(runs.map((r) => r.modelMs)), hashMs: median(runs.map((r) => r.hashMs)), filesMs: median(runs.map((r) => r.filesMs)), files: runs[0]!.files, filesKB: runs[0]!.filesKB };
}

/** The set's PDFs (the last set's model and files, as the server loads them), each tagged and untagged. */
async function taggingCosts(db: Database, sets: SetFactory): Promise<TaggingCost<TaggedKind>[]> {
  const { id, key } = sets.made[sets.made.length - 1]!;
  const model = (await loadSetModel(db.prisma, id, { role: 'admin' }, (topicId, questionId) => `http://127.0.0.1/c/${key}/${topicId}/${questionId}`))!;
  const files = await loadFiles(db.prisma, createLocalStorage(filesDir!), model.files);
  const costs: TaggingCost<TaggedKind>[] = [];
  for (const kind of TAGGED_KINDS) costs.push(await measureTaggingCost(kind, model, files, taggingRounds));
  return costs;
}

// ───────────────────────────── documents ─────────────────────────────

interface Download {
  status: number;
  cache: string | null;
  bytes: number;
  ms: number;
  /** The start of the body: %PDF or PK (a .docx is a zip). */
  magic: string;
  encoding: string | null;
  peakAboveMb?: number;
  peakMb?: number;
  samples?: number;
}

async function download(base: string, session: Session, kind: Kind, key: string): Promise<Download> {
  const t0 = performance.now();
  const response = await fetch(`${base}${setDocumentPath(kind, key)}`, { headers: { ...session.headers, 'Accept-Encoding': 'gzip, deflate, br' } });
  const body = new Uint8Array(await response.arrayBuffer());
  const ms = performance.now() - t0;
  return {
    status: response.status,
    cache: response.headers.get('x-document-cache'),
    bytes: body.byteLength,
    ms,
    magic: Buffer.from(body.subarray(0, 4)).toString('latin1'),
    encoding: response.headers.get('content-encoding'),
  };
}

function expectDocument(d: Download, kind: Kind, cache: 'hit' | 'miss') {
  const magic = kind === 'pdf' ? '%PDF' : 'PK\u0003\u0004';
  if (d.status !== 200 || d.magic !== magic) throw new Error(`The ${kind} answered HTTP ${d.status}, ${d.bytes} bytes starting ${JSON.stringify(d.magic)}.`);
  if (d.cache !== cache) throw new Error(`The ${kind} was expected ${cache === 'miss' ? 'cold' : 'from the cache'} but answered X-Document-Cache: ${d.cache}.`);
}

interface KindFigures {
  coldMs: number[];
  coldMedian: number;
  coldMax: number;
  cachedMs: number[];
  cachedMedian: number;
  kB: number;
  peakAboveMedianMb: number;
  peakAboveMaxMb: number;
  rssPeakMb: number;
  encoding: string | null;
}

function figures(cold: Download[], cached: Download[]): KindFigures {
  const coldMs = cold.map((d) => d.ms);
  return {
    coldMs,
    coldMedian: median(coldMs),
    coldMax: Math.max(...coldMs),
    cachedMs: cached.map((d) => d.ms),
    cachedMedian: median(cached.map((d) => d.ms)),
    kB: median(cold.map((d) => d.bytes)) / 1024,
    peakAboveMedianMb: median(cold.map((d) => d.peakAboveMb!)),
    peakAboveMaxMb: Math.max(...cold.map((d) => d.peakAboveMb!)),
    rssPeakMb: Math.max(...cold.map((d) => d.peakMb!)),
    encoding: cold[0]?.encoding ?? null,
  };
}

interface LaneResult {
  kind: Kind;
  status: number;
  cache: string;
  bytes: number;
  startedAt: number;
  endedAt: number;
  error?: string;
}

/**
 * The light query measured while `concurrent` callers keep a cold document each in flight (a worker thread issues
 * them; each a new set or another kind of it). Enough fresh sets are made beforehand for the cold times measured.
 */
async function lightWhileRendering(server: Server, session: Session, sets: SetFactory, spec: HttpRequestSpec, light: LoadOptions, sampler: RssSampler, kinds: Record<Kind, KindFigures>) {
  const perDocumentMs = Math.min(...KINDS.map((k) => kinds[k].coldMedian));
  const windowMs = light.warmupMs + light.durationMs;
  const needed = Math.ceil(((windowMs + 2000) / perDocumentMs) * threads * 1.5) + 2 * concurrent;
  const jobs: { url: string; headers: Record<string, string>; kind: Kind }[] = [];
  while (jobs.length < needed) {
    const key = await sets.fresh();
    for (const kind of KINDS) jobs.push({ url: `${server.url}${setDocumentPath(kind, key)}`, headers: session.headers, kind });
  }
  const worker = new Worker(new URL('./bench/documentLanesWorker.mjs', import.meta.url), { workerData: { jobs, lanes: concurrent, busyPauseMs: 100 } });
  const done = new Promise<{ results: LaneResult[]; ranOut: boolean }>((resolve, reject) => {
    worker.on('message', (m: { type: string; results?: LaneResult[]; ranOut?: boolean }) => m.type === 'done' && resolve({ results: m.results!, ranOut: m.ranOut! }));
    worker.once('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (m: { type: string }) => m.type === 'started' && resolve());
    worker.once('error', reject);
  });
  const baseline = sampler.begin();
  const gaveWay = { ...server.app.documents.stats.gaveWay };
  const measured = await loadHttp(spec, light);
  const windowEnd = performance.timeOrigin + performance.now();
  const { peak } = sampler.end();
  worker.postMessage('stop');
  const { results, ranOut } = await done;
  await worker.terminate();
  const { pauses, ms: pausedMs } = server.app.documents.stats.gaveWay;
  const inWindow = results.filter((r) => r.status === 200 && r.endedAt >= windowEnd - light.durationMs && r.endedAt <= windowEnd);
  const ok = results.filter((r) => r.status === 200);
  const hits = ok.filter((r) => r.cache !== 'miss').length;
  const other = results.filter((r) => r.status !== 200 && r.status !== 503);
  return {
    light: measured,
    jobsPrepared: jobs.length,
    all: results.length,
    ok: ok.length,
    cacheHits: hits,
    refused: results.filter((r) => r.status === 503).length,
    otherFailures: other.length,
    firstFailure: other[0] ? (other[0].error ?? `HTTP ${other[0].status}`) : undefined,
    finishedInWindow: inWindow.length,
    byKind: KINDS.map((k) => `${inWindow.filter((r) => r.kind === k).length} ${k}`).join(', '),
    medianMs: median(ok.map((r) => r.endedAt - r.startedAt)),
    peakAboveMb: (peak - baseline) / 2 ** 20,
    ranOut,
    /** How often and how long the document threads gave way to requests, over the documents finished meanwhile. */
    gaveWay: { pauses: pauses - gaveWay.pauses, ms: pausedMs - gaveWay.ms },
  };
}

/** The controls' kinds of work (./bench/busyLoopWorker.mjs), as their rows name them. */
const BUSY_KINDS = { compute: 'computes:', memory: 'walks 64 MB:', allocate: 'allocates:' } as const;
type BusyKind = keyof typeof BUSY_KINDS;

/**
 * A thread that does nothing but one kind of work, at a document thread's priority (./bench/busyLoopWorker.mjs): what
 * such a thread costs the light query on this machine, the floors for the figure while documents render.
 */
async function startBusyThread(kind: BusyKind): Promise<{ stop(): Promise<void> }> {
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(new URL('./bench/busyLoopWorker.mjs', import.meta.url), { workerData: { shared: stop.buffer, kind } });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    worker.once('online', () => resolve());
    worker.once('error', reject);
  });
  return {
    async stop() {
      Atomics.store(stop, 0, 1);
      await exited;
    },
  };
}

// ───────────────────────────── the server and its client ─────────────────────────────

interface Server {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The bench database's file store (BenchDatabase.filesDir), once it is made. */
let filesDir: string | undefined;

function serverConfig() {
  // Not production, so GraphQL also takes document text; silent, so the measurement is not a logging benchmark.
  return loadConfig({
    FILES_DIR: filesDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    WEB_DIST: join(projectRoot, 'web/dist'),
    DOCUMENT_THREADS: String(threads),
    DOCUMENT_QUEUE: String(queue),
    ...(process.env.DOCUMENT_CACHE_MB ? { DOCUMENT_CACHE_MB: process.env.DOCUMENT_CACHE_MB } : {}),
  });
}

async function startServer(db: Database): Promise<Server> {
  const app = await buildApp(serverConfig(), db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  let closed = false;
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    app,
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
    },
  };
}

// ───────────────────────────── printing ─────────────────────────────

interface LoopDelay {
  /** The main thread's event-loop delay (p99, max) and its garbage collector's pauses (the longest, and in all), ms. */
  loop: { p99: number; max: number; gcMax: number; gcTotal: number };
  /** Where the processor's time went meanwhile (Linux only). */
  cpu?: string;
}

/** The main event loop's delay while `run` runs: what holds up every request on the server's one thread. */
async function withLoopDelay<T>(run: () => Promise<T>): Promise<T & LoopDelay> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  const gc = { max: 0, total: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.max = Math.max(gc.max, entry.duration);
      gc.total += entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  histogram.enable();
  const cpuBefore = cpuSnapshot();
  const startedAt = performance.now();
  try {
    const result = await run();
    const cpu = formatCpu(cpuBetween(cpuBefore, cpuSnapshot()), performance.now() - startedAt);
    return { ...result, loop: { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6, gcMax: gc.max, gcTotal: gc.total }, cpu };
  } finally {
    histogram.disable();
    observer.disconnect();
  }
}

function formatLight(m: Measurement & LoopDelay): string {
  const failures = m.failures ? `  FAILURES ${m.failures} (${m.firstFailure ?? ''})` : '';
  return `${m.rps.toFixed(0).padStart(5)} req/s  p50 ${ms(m.p50)}  p95 ${ms(m.p95)}  p99 ${ms(m.p99)}  loop ${ms(m.loop.p99).trim()} / ${ms(m.loop.max).trim()}  GC ${ms(m.loop.gcMax).trim()} / ${ms(m.loop.gcTotal).trim()}${failures}`;
}

function mb(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(0)} MB`;
}

interface LightRow {
  connections: number;
  rest: Measurement & LoopDelay;
  /** Beside a thread that only computes, at a document thread's priority: the machine's own floor under load. */
  control: Measurement & LoopDelay;
  /** Beside a thread that only walks 64 MB of memory: caches and memory bandwidth. */
  memory: Measurement & LoopDelay;
  /** Beside a thread that only allocates short-lived objects: garbage collection and V8's helper threads. */
  allocate: Measurement & LoopDelay;
  busy: Awaited<ReturnType<typeof lightWhileRendering>> & LoopDelay;
  restAfter: Measurement & LoopDelay;
  /** Every round: rendering between the rests before and after it (the first is busy and restAfter above). */
  rounds: LightRound[];
}

interface LightRound {
  rest: Measurement & LoopDelay;
  busy: Awaited<ReturnType<typeof lightWhileRendering>> & LoopDelay;
  restAfter: Measurement & LoopDelay;
}

/** A round's p95 while rendering against the quieter of its two rests, so that a disturbance at rest cannot flatter it. */
function roundRatio(r: LightRound): number {
  return r.busy.light.p95 / Math.min(r.rest.p95, r.restAfter.p95);
}

/** The ratio a row is judged by: the median of its rounds'. */
function rowRatio(r: LightRow): number {
  return median(r.rounds.map(roundRatio));
}

/** Waits until the server renders no document (those of a stopped round finish at full speed without requests). */
async function documentsDone(server: Server) {
  const until = performance.now() + 120_000;
  while (server.app.documents.stats.admitted > 0 && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
}

function printSummary(kinds: Record<Kind, KindFigures>, lightRows: LightRow[], tagging: TaggingCost<TaggedKind>[]) {
  const table = (header: string[], rows: string[][]) => {
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) =>
      cells
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd();
    console.log(line(header));
    console.log(line(widths.map((w) => '-'.repeat(w))));
    for (const r of rows) console.log(line(r));
  };
  const set = report.set as { topics: number; questions: number };
  console.log(
    `\nSummary (issue 9): a set of ${set.topics} topics, ${set.questions} questions; ${cores} cores, DOCUMENT_THREADS ${threads}, ${report.database}; load average ${loadavg()[0]!.toFixed(1)}`,
  );
  table(
    ['document', 'cold first', 'cold median', 'cold max', 'cached', 'peak RSS', 'size', `aim: cold ≤ ${AIM_COLD_MS / 1000} s`],
    KINDS.map((kind) => {
      const f = kinds[kind];
      const aim = f.coldMax <= AIM_COLD_MS ? 'met' : f.coldMedian <= AIM_COLD_MS ? 'met by the median, not the max' : 'NOT MET';
      return [KIND_NAME[kind], ms(f.coldMs[0]!), ms(f.coldMedian), ms(f.coldMax), ms(f.cachedMedian), `+${f.peakAboveMaxMb.toFixed(0)} MB`, `${f.kB.toFixed(0)} kB`, aim];
    }),
  );
  console.log(`(cold: ${coldRuns} fresh sets per kind, warm workers; cached: median of ${cachedRuns} repeats; peak RSS: the largest rise of the process's RSS during one cold request)`);
  console.log(
    `(cold first: the first set of the run, whose formulas are new to the thread; the fresh sets after it hold the same questions, so their formulas come from the thread's cache of conversions, as popular exam questions do on a server)\n`,
  );
  // The quieter of the two rest runs, so that a disturbance at rest cannot flatter the ratio.
  const restP95 = (r: LightRow) => Math.min(r.rest.p95, r.restAfter.p95);
  table(
    [
      'light query',
      'p95 at rest',
      `p95, ${concurrent} rendering`,
      'ratio',
      `aim: ≤ ×${AIM_P95_RATIO}`,
      'p95 beside a thread that computes / walks 64 MB / allocates (ratios)',
      'p50 rest → rendering',
      'documents done',
      '503',
    ],
    lightRows.map((r) => {
      const ratio = rowRatio(r);
      return [
        `${r.connections} conn`,
        ms(restP95(r)),
        ms(r.busy.light.p95),
        rounds > 1 ? `×${ratio.toFixed(2)} (median of ${r.rounds.map((x) => `×${roundRatio(x).toFixed(2)}`).join(', ')})` : `×${ratio.toFixed(2)}`,
        ratio <= AIM_P95_RATIO ? 'met' : 'NOT MET',
        [r.control, r.memory, r.allocate].map((c) => `${ms(c.p95).trim()} (×${(c.p95 / restP95(r)).toFixed(2)})`).join(' / '),
        `${ms(r.rest.p50).trim()} → ${ms(r.busy.light.p50).trim()}`,
        `${r.rounds.map((x) => x.busy.finishedInWindow).join(' / ')} in ${args.duration} s`,
        String(r.rounds.reduce((n, x) => n + x.busy.refused, 0)),
      ];
    }),
  );
  console.log(
    `(p95 at rest and the first columns: the first round, against the lower of the runs before and after it; ratio: each round's p95 while rendering against the lower of the rest runs on either side of it${rounds > 1 ? ', the median of the rounds' : ''}; beside a thread: one that does only that, at a document thread's priority: this machine's floors under each kind of load; documents done: cold documents finished in the measured window${lightRows.some((r) => r.rounds.some((x) => x.busy.cacheHits)) ? '; SOME CAME FROM THE CACHE' : ''})`,
  );
  for (const r of lightRows) {
    for (const x of r.rounds) {
      if (Math.max(x.rest.p95, x.restAfter.p95) > 1.5 * Math.min(x.rest.p95, x.restAfter.p95))
        console.log(`NOTE: at ${r.connections} conn the rest runs around a round differ by more than ×1.5 (${ms(x.rest.p95).trim()}, ${ms(x.restAfter.p95).trim()}): the machine was not quiet.`);
    }
  }
  console.log('');
  table(
    ['tagged PDF', 'untagged', 'tagged', 'slower', 'untagged', 'tagged', 'larger', `aim: ≤ ×${AIM_TAGGING_RATIO} both`],
    tagging.map((c) => [
      TAGGED_KIND_NAME[c.kind],
      ms(c.untagged.medianMs),
      ms(c.tagged.medianMs),
      `×${c.slower.toFixed(2)}`,
      kb(c.untagged.bytes),
      kb(c.tagged.bytes),
      `×${c.larger.toFixed(2)}`,
      c.slower <= AIM_TAGGING_RATIO && c.larger <= AIM_TAGGING_RATIO ? 'met' : 'NOT MET',
    ]),
  );
  console.log(`(issue 42: the same document rendered ${taggingRounds} times each way in turns in one thread; untagged: no structure tree, formula text or link annotations — the floor of this run)`);
  report.summary = {
    tagging: tagging.map((c) => ({ kind: c.kind, slower: c.slower, larger: c.larger, met: c.slower <= AIM_TAGGING_RATIO && c.larger <= AIM_TAGGING_RATIO })),
    cold: Object.fromEntries(KINDS.map((k) => [k, { median: kinds[k].coldMedian, max: kinds[k].coldMax, met: kinds[k].coldMax <= AIM_COLD_MS, metByMedian: kinds[k].coldMedian <= AIM_COLD_MS }])),
    light: lightRows.map((r) => ({
      connections: r.connections,
      p95AtRest: restP95(r),
      p95BesideBusyThread: r.control.p95,
      p95BesideMemoryThread: r.memory.p95,
      p95BesideAllocatingThread: r.allocate.p95,
      p95Rendering: r.busy.light.p95,
      ratio: rowRatio(r),
      roundRatios: r.rounds.map(roundRatio),
      met: rowRatio(r) <= AIM_P95_RATIO,
    })),
  };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} kB`.padStart(7);
}

function seconds(since: number): number {
  return (performance.now() - since) / 1000;
}

function ms(v: number): string {
  return `${v < 10 ? v.toFixed(2) : v.toFixed(0)} ms`.padStart(8);
}

// Last, so that every constant above is initialised before main() reads it.
try {
  await main();
} finally {
  await cleanUp();
}
process.exit(0);
