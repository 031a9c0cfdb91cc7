// Browser tests drive Debian's Chromium through playwright-core; the web app is built fresh for the run, once.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { chromium, type Browser, type Page } from 'playwright-core';
import { projectRoot } from '../../server/db/migrations.ts';
import { PREBUILT_WEB_ENV, WEB_DIST_ENV } from './env.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser tests run where Chromium is installed; CI (REQUIRE_BROWSER=1) fails instead of skipping. */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.env.REQUIRE_BROWSER === '1') throw new Error(`Chromium is required but missing at ${CHROMIUM} (apt-get install chromium)`);
  console.warn(`Browser tests skipped: no Chromium at ${CHROMIUM} (apt-get install chromium to run them).`);
  return false;
}

let built: string | undefined;

/** Builds the web app into `outDir`; throws with Vite's output when it fails. */
function viteBuild(outDir: string): void {
  const result = spawnSync('npx', ['--no-install', 'vite', 'build', '--config', 'web/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
}

/** Waits without a busy loop (buildWeb is synchronous: it runs in beforeAll before the server starts). */
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The web app built for this run (or the one PREBUILT_WEB_ENV names). Under jest's globalSetup, one build serves every test file of the run: the first
 * file to ask builds it into the run's folder (WEB_DIST_ENV) while the others wait for it. A file run on its own
 * without that folder builds into a temporary folder of its own.
 */
export function buildWeb(): string {
  if (built) return built;
  const prebuilt = process.env[PREBUILT_WEB_ENV];
  if (prebuilt) {
    if (!existsSync(join(prebuilt, 'index.html'))) throw new Error(`${PREBUILT_WEB_ENV} names ${prebuilt}, which holds no built web app (index.html).`);
    return (built = prebuilt);
  }
  const shared = process.env[WEB_DIST_ENV];
  if (!shared) {
    const outDir = mkdtempSync(join(tmpdir(), 'vraagwerk-web-'));
    viteBuild(outDir);
    return (built = outDir);
  }
  const done = join(shared, '.built');
  const failed = `${shared}.failed`;
  let mine = false;
  try {
    mkdirSync(`${shared}.lock`);
    mine = true;
  } catch {
    // Another test file is building it.
  }
  if (mine) {
    try {
      viteBuild(shared);
      writeFileSync(done, '');
    } catch (error) {
      writeFileSync(failed, String(error));
      throw error;
    }
  }
  for (const started = Date.now(); !existsSync(done); sleep(250)) {
    if (existsSync(failed)) throw new Error(`The web app's build for this run failed:\n${readFileSync(failed, 'utf8')}`);
    if (Date.now() - started > 600_000) throw new Error('Waited 10 minutes for the web app to be built for this run.');
  }
  return (built = shared);
}

/**
 * Time limits of a browser test and of one of its waits. A journey takes 25-35 s on an idle 2-core machine and two to
 * three times that while CI runs three test files at once (each with its own Chromium, server and database): the
 * limits leave that room, so a slow moment fails no journey, while a wait that never ends still fails it.
 */
export const BROWSER_TEST_TIMEOUT_MS = 180_000;
export const BROWSER_WAIT_TIMEOUT_MS = 60_000;
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS);

/** Chromium; every context it opens waits up to BROWSER_WAIT_TIMEOUT_MS for an element or an event. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Less work besides the pages themselves: one renderer per tab instead of one per site (the tests' pages come from
      // one loopback server), no smooth-scroll animation frames, none of the browser's own services. Measured on
      // tests/e2e/search.test.ts (11 tests, axe on, a quiet machine): Chromium's processes used 54 s of processor time
      // against 59 s without these.
      '--disable-features=site-per-process,IsolateOrigins,PaintHolding,Translate,OptimizationHints,MediaRouter',
      '--disable-smooth-scrolling',
      '--disable-extensions',
      '--mute-audio',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    context.setDefaultTimeout(BROWSER_WAIT_TIMEOUT_MS);
    return context;
  };
  return browser;
}

/** The demo accounts' password. */
export const DEMO_PASSWORD = 'vraagwerk-demo';

/** Signs in through the API from inside the page (the login screen has its own tests), then opens `path`. */
export async function signInThroughApi(page: Page, baseUrl: string, email: string, path = '/', remember = true): Promise<void> {
  await page.goto(`${baseUrl}/healthz`);
  const status = await page.evaluate(
    async ({ email, password, remember }) => {
      await fetch('/sanctum/csrf-cookie');
      const cookie = document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))!
        .slice('XSRF-TOKEN='.length);
      const response = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(cookie) },
        body: JSON.stringify({ email, password, remember }),
      });
      return response.status;
    },
    { email, password: DEMO_PASSWORD, remember },
  );
  if (status !== 200) throw new Error(`Signing in ${email} answered HTTP ${status}`);
  await page.goto(`${baseUrl}${path}`);
}
