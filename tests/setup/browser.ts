// Browser tests drive Debian's Chromium through playwright-core; the web app is built fresh for the run.
import { existsSync, mkdtempSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { projectRoot } from '../../server/db/migrations.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser tests run where Chromium is installed; CI (REQUIRE_BROWSER=1) fails instead of skipping. */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.env.REQUIRE_BROWSER === '1') throw new Error(`Chromium is required but missing at ${CHROMIUM} (apt-get install chromium)`);
  console.warn(`Browser tests skipped: no Chromium at ${CHROMIUM} (apt-get install chromium to run them).`);
  return false;
}

let built: string | undefined;
/** Builds the web app once per test file into a temporary folder and returns it. */
export function buildWeb(): string {
  if (built) return built;
  const outDir = mkdtempSync(join(tmpdir(), 'vraagwerk-web-'));
  const result = spawnSync('npx', ['--no-install', 'vite', 'build', '--config', 'web/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
  built = outDir;
  return outDir;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** The demo accounts' password. */
export const DEMO_PASSWORD = 'vraagwerk-demo';

/** Signs in through the API from inside the page (the login screen has its own tests), then opens `path`. */
export async function signInThroughApi(page: Page, baseUrl: string, email: string, path = '/', remember = true): Promise<void> {
  await page.goto(`${baseUrl}/healthz`);
  const status = await page.evaluate(
    async ({ email, password, remember }) => {
      await fetch('/sanctum/csrf-cookie');
      const cookie = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length);
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
