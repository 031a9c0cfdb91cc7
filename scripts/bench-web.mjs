// `npm run bench:web`: Lighthouse's mobile defaults (simulated slow 4G, 4x CPU slowdown) on Debian's Chromium against
// the real server: /login as a visitor, the teacher home, a search results page and a topic page signed in as the demo
// teacher, and a QR page. Prints the performance score, LCP, TBT and the JavaScript bytes transferred, the median of
// several runs.
// A benchmark, not a test.
//
//   npm run bench:web                       # this tree: builds when needed, 3 runs per page
//   npm run bench:web -- --runs 5           # more runs
//   npm run bench:web -- --root ../other    # another checkout of the project (its own build and server)
//   npm run bench:web -- --json out.json    # also write every run's figures
//   npm run bench:web -- --lhr reports      # and every run's full Lighthouse report (JSON) into reports/
//   npm run bench:web -- --page qr-page     # only the pages whose slug contains this (login, teacher-home, ...)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

// The Chromium launcher Lighthouse's own CLI uses (a dependency of lighthouse, resolved from there).
const chromeLauncher = await import(pathToFileURL(createRequire(fileURLToPath(import.meta.resolve('lighthouse'))).resolve('chrome-launcher')).href);

const { values: args } = parseArgs({
  options: {
    root: { type: 'string', default: process.cwd() },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    lhr: { type: 'string' },
    page: { type: 'string' },
  },
});
const root = resolve(args.root);
const runs = Math.max(1, Number(args.runs) || 3);
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TEACHER = { email: 'docent@vraagwerk.nl', password: 'vraagwerk-demo' };

if (!existsSync(CHROME)) {
  console.error(`No Chromium at ${CHROME} (apt-get install chromium, or set CHROME_PATH).`);
  process.exit(1);
}

const temp = mkdtempSync(join(tmpdir(), 'vraagwerk-bench-'));
const cleanups = [() => rmSync(temp, { recursive: true, force: true })];
const cleanUp = async () => {
  for (const fn of cleanups.reverse()) await Promise.resolve(fn()).catch(() => {});
};
process.on('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

const [load] = loadavg();
if (load > availableParallelism() - 0.5) console.warn(`The machine is busy (load ${load.toFixed(1)} on ${availableParallelism()} cores): the figures will be slower and vary more.`);

try {
  build();
  const base = await startServer();
  const { cookies, streamUrlId } = await signIn(base);
  const { qrPath, topicPath } = (await qrPageOfNewSet(base, cookies)) ?? {};
  const pages = [
    { name: '/login (visitor)', slug: 'login', url: `${base}/login`, cookies: [] },
    { name: '/ (teacher home)', slug: 'teacher-home', url: `${base}/`, cookies },
    // Older checkouts (--root) have no search pages yet.
    ...(streamUrlId ? [{ name: 'search results (teacher)', slug: 'search-results', url: `${base}/courses/${streamUrlId}/search/domains`, cookies }] : []),
    ...(topicPath ? [{ name: 'topic page (teacher)', slug: 'topic-page', url: `${base}${topicPath}`, cookies }] : []),
    ...(qrPath ? [{ name: 'QR page /c/… (visitor)', slug: 'qr-page', url: `${base}${qrPath}`, cookies: [] }] : []),
    // The same page opened a second time: the service worker (web/public/sw.js) the first visit registered and warmed
    // serves the app's files from its cache. Only for checkouts that have one.
    ...(qrPath && existsSync(join(root, 'web/public/sw.js')) ? [{ name: 'QR page, warm service worker', slug: 'qr-page-warm-sw', url: `${base}${qrPath}`, cookies: [], warm: true }] : []),
  ];
  const results = [];
  for (const page of pages.filter((p) => !args.page || p.slug.includes(args.page))) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): that run once more.
      const once = () => measure(page.url, page.cookies, args.lhr && join(args.lhr, `${page.slug}-${i + 1}.json`), page.warm);
      const sample = await once().catch((error) => {
        console.warn(`  ${page.name} run ${i + 1}/${runs} failed (${error.message}); once more`);
        return once();
      });
      samples.push(sample);
      console.log(
        `  ${page.name} run ${i + 1}/${runs}: score ${sample.score}, LCP ${seconds(sample.lcp)}, TBT ${ms(sample.tbt)}, JS ${kB(sample.jsBytes)}; LCP element: ${JSON.stringify(sample.lcpElement.slice(0, 60))}`,
      );
    }
    results.push({ page: page.name, samples });
  }
  printTable(results);
  if (args.json) writeFileSync(args.json, `${JSON.stringify({ root, runs, results }, null, 2)}\n`);
} finally {
  await cleanUp();
}

/** Builds the web app of `root` when it has no build yet or its sources are newer (the same check as `npm start`). */
function build() {
  const result = spawnSync('node', ['scripts/build-if-missing.mjs'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web build failed.');
}

async function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** The real server on a free port with a fresh embedded database seeded with the demo content. */
async function startServer() {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(temp, 'data'), SEED_DEMO: 'true', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.WEB_DIST;
  const server = spawn(join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  cleanups.push(() => stop(server));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit code ${server.exitCode}).`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return base;
    if (Date.now() > deadline) throw new Error('The server did not start within two minutes.');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Stops a process group we started, and waits for it. */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  return new Promise((done) => {
    child.once('exit', done);
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      done();
    }
  });
}

/** Signs the demo teacher in as the web app would (CSRF cookie echoed in a header) and returns the cookies. */
async function signIn(base) {
  const jar = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${base}/sanctum/csrf-cookie`));
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookieHeader(), 'X-XSRF-TOKEN': decodeURIComponent(jar.get('XSRF-TOKEN') ?? '') },
    body: JSON.stringify({ ...TEACHER, remember: true }),
  });
  if (login.status !== 200) throw new Error(`Signing in the demo teacher failed: HTTP ${login.status} ${await login.text()}`);
  keep(login);
  // The session must be the teacher's, or the 'teacher home' would quietly be a visitor's.
  const check = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookieHeader(), 'X-XSRF-TOKEN': decodeURIComponent(jar.get('XSRF-TOKEN') ?? '') },
    body: JSON.stringify({ query: '{ viewer { user { email } currentStream { urlId } } }' }),
  }).then((r) => r.json());
  if (check?.data?.viewer?.user?.email !== TEACHER.email) throw new Error(`The session is not the demo teacher's: ${JSON.stringify(check)}`);
  const searchable = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookieHeader(), 'X-XSRF-TOKEN': decodeURIComponent(jar.get('XSRF-TOKEN') ?? '') },
    body: JSON.stringify({ query: `{ stream(urlId: "${check.data.viewer.currentStream?.urlId ?? ''}") { viewerMaySearch } }` }),
  }).then((r) => r.json());
  return {
    cookies: [...jar].map(([name, value]) => ({ name, value, url: base })),
    streamUrlId: searchable?.data?.stream?.viewerMaySearch ? check.data.viewer.currentStream.urlId : null,
  };
}

/**
 * Makes a set for the demo teacher as the cart page would (the createCollection mutation) of the topic of their current
 * stream with the most formulas among those that show tips and answers, and returns the QR page of its first question
 * with a formula, /c/{key}/{topic}/{question}, and that topic's page, /topics/{topic}. null for checkouts without these
 * (--root of an older tree).
 */
async function qrPageOfNewSet(base, cookies) {
  const jar = new Map(cookies.map((c) => [c.name, c.value]));
  const graphql = (query, variables) =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'X-XSRF-TOKEN': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
      },
      body: JSON.stringify({ query, variables }),
    }).then((r) => r.json());
  const formulas = (text) => Math.floor((text?.match(/\$\$/g)?.length ?? 0) / 2);
  const found = await graphql(`
    {
      viewer {
        currentStream {
          id
          urlId
        }
      }
      streams {
        urlId
        searchTopics(first: 50, filter: { hasAnswers: [true] }) {
          edges {
            node {
              id
              urlId
              name
              questions {
                id
                urlId
                introduction
                text
              }
            }
          }
        }
      }
    }
  `);
  const current = found?.data?.viewer?.currentStream;
  const stream = found?.data?.streams?.find((s) => s.urlId === current?.urlId);
  if (!current || !stream?.searchTopics) {
    console.warn(`No QR page measured: ${JSON.stringify(found?.errors ?? 'no current stream').slice(0, 200)}`);
    return null;
  }
  const topics = stream.searchTopics.edges.map((e) => e.node);
  const weight = (topic) => topic.questions.reduce((n, q) => n + formulas(q.introduction) + formulas(q.text), 0);
  const topic = topics.reduce((best, t) => (!best || weight(t) > weight(best) ? t : best), null);
  if (!topic || weight(topic) === 0) throw new Error('The demo teacher’s stream has no topic with formulas and answers.');
  const made = await graphql(
    `
      mutation ($streamId: ID!, $questionIds: [ID!]!, $topicOrder: [ID!]) {
        createCollection(streamId: $streamId, name: "Benchmark", downloadType: digital, questionIds: $questionIds, topicOrder: $topicOrder) {
          __typename
          ... on CreateCollectionSuccess {
            collection {
              key
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { streamId: current.id, questionIds: topic.questions.map((q) => q.id), topicOrder: [topic.id] },
  );
  const key = made?.data?.createCollection?.collection?.key;
  if (!key) throw new Error(`Making the benchmark's set failed: ${JSON.stringify(made).slice(0, 300)}`);
  const question = topic.questions.find((q) => formulas(q.introduction) + formulas(q.text) > 0);
  console.log(`QR page: topic '${topic.name}' (${weight(topic)} formulas in its question texts), question ${question.urlId}`);
  return { qrPath: `/c/${key}/${topic.urlId}/${question.urlId}`, topicPath: `/topics/${topic.urlId}` };
}

/**
 * One Lighthouse run in a fresh Chromium, started the way the Lighthouse CLI starts it (chrome-launcher's flags plus
 * --headless --no-sandbox --disable-gpu). The cookies go into the browser's own cookie jar rather than Lighthouse's
 * extraHeaders: a Cookie header there would replace the jar on every request, and the page echoes the XSRF-TOKEN
 * cookie it reads from document.cookie, so its GraphQL requests would be refused.
 */
async function measure(url, cookies, reportFile, warm = false) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'], logLevel: 'silent' });
  try {
    const { port } = chrome;
    if (cookies.length || warm) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      if (cookies.length) await browser.contexts()[0].addCookies(cookies);
      if (warm) {
        // A first visit in the same profile, until the page says its service worker has kept what the set needs.
        const page = await browser.contexts()[0].newPage();
        await page.goto(url);
        await page.waitForSelector('html[data-offline-ready]', { state: 'attached', timeout: 60_000 });
        await page.close();
      }
      await browser.close();
    }
    // A warm run keeps the profile's storage (the service worker and its caches) instead of Lighthouse's clean slate.
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: warm });
    if (!result) throw new Error('Lighthouse returned nothing.');
    const { lhr } = result;
    if (reportFile) {
      mkdirSync(dirname(reportFile), { recursive: true });
      writeFileSync(reportFile, result.report);
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const refused = requests.filter((r) => r.url.includes('/graphql') && r.statusCode !== 200);
    if (refused.length) throw new Error(`The page's GraphQL requests failed: ${refused.map((r) => r.statusCode).join(', ')}`);
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      jsFiles: scripts.length,
      totalBytes: lhr.audits['total-byte-weight'].numericValue,
      version: lhr.lighthouseVersion,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lcpElement: findNode(lhr.audits['lcp-breakdown-insight']?.details)?.nodeLabel ?? '?',
    };
  } finally {
    chrome.kill();
  }
}

/** The first DOM node an audit's details name (Lighthouse nests them differently per audit). */
function findNode(value) {
  if (!value || typeof value !== 'object') return undefined;
  if (value.type === 'node') return value;
  for (const child of Object.values(value)) {
    const found = findNode(child);
    if (found) return found;
  }
  return undefined;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function seconds(v) {
  return `${(v / 1000).toFixed(2)} s`;
}
function ms(v) {
  return `${Math.round(v)} ms`;
}
function kB(v) {
  return `${(v / 1024).toFixed(1)} kB`;
}

function printTable(results) {
  const rows = results.map(({ page, samples }) => {
    const scores = samples.map((s) => s.score);
    return [
      page,
      `${median(scores)}${samples.length > 1 ? ` (${Math.min(...scores)}-${Math.max(...scores)})` : ''}`,
      seconds(median(samples.map((s) => s.fcp))),
      seconds(median(samples.map((s) => s.lcp))),
      ms(median(samples.map((s) => s.tbt))),
      `${kB(median(samples.map((s) => s.jsBytes)))} in ${median(samples.map((s) => s.jsFiles))}`,
      kB(median(samples.map((s) => s.totalBytes))),
    ];
  });
  const header = ['page', 'score', 'FCP', 'LCP', 'TBT', 'JS transferred (files)', 'all bytes'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(`\nLighthouse ${results[0]?.samples[0]?.version ?? ''} mobile defaults, median of ${runs} run${runs > 1 ? 's' : ''} (${root})`);
  const index = median(results.flatMap((r) => r.samples.map((s) => s.benchmarkIndex)));
  console.log(`Chromium's benchmark index on this machine: ${Math.round(index)} (higher is faster; a busy machine scores lower and slows every figure)`);
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}
