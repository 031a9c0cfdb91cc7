// The set-up most browser journeys share: one real server on the built web app, one Chromium, a fresh context per page
// (closed after each test), every page watched by axe. Call it first in a describe block, after accessibilityChecks():
//
//   const a11y = accessibilityChecks();
//   const suite = browserSuite(a11y);                    // or browserSuite(a11y, { DOCUMENT_THREADS: '1' })
//   it('…', async () => { const page = await suite.newPage({ width: 360 }); … suite.server.url … });
//
// `server` and `browser` are there from beforeAll on.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { AccessibilityChecks } from './a11y.ts';
import { buildWeb, launchBrowser } from './browser.ts';
import { startTestServer, type TestServer } from './server.ts';

export interface PageOptions extends Omit<BrowserContextOptions, 'viewport'> {
  /** The viewport; a desktop's 1280 × 900 unless given. */
  width?: number;
  height?: number;
}

export interface BrowserSuite {
  readonly server: TestServer;
  readonly browser: Browser;
  /** A page in a context of its own, watched by axe; closed after the test. */
  newPage(options?: PageOptions): Promise<Page>;
}

export function browserSuite(a11y: AccessibilityChecks, env: Record<string, string> = {}): BrowserSuite {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb(), ...env });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  afterEach(async () => {
    for (const context of contexts) await context.close();
    contexts = [];
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`browserSuite: the ${what} is started in beforeAll; use it inside a test or a hook after it.`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    async newPage({ width = 1280, height = 900, ...options } = {}) {
      const context = await started(browser, 'browser').newContext({ ...options, viewport: { width, height } });
      contexts.push(context);
      return a11y.watch(await context.newPage());
    },
  };
}
