// The accessibility checks that every browser test relies on (tests/setup/a11y.ts) find what they must: a serious
// violation in the page and one inside a same-origin frame fail the check with the rule and the element named, a
// minor one does not, a client-side navigation (which keeps the loaded axe) is checked afresh, and a page exactly as
// checked before gets its verdict again without another axe run, while any change runs axe anew. Served by a plain
// HTTP server on loopback, so each case is exactly one known defect.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, launchBrowser } from '../setup/browser.ts';

const run = browserAvailable() ? describe : describe.skip;

const PAGES: Record<string, string> = {
  '/clean': '<main><h1>Oefenen</h1><button type="button">Start</button></main>',
  // A button without a name: axe's button-name rule, impact critical.
  '/unnamed-button': '<main><h1>Oefenen</h1><button type="button" id="leeg"></button></main>',
  // The same defect, only inside a frame of the same origin.
  '/framed': '<main><h1>Oefenen</h1><iframe src="/unnamed-button" title="Het formulier"></iframe></main>',
  // A deprecated ARIA role: axe's aria-deprecated-role rule (WCAG 2.0 A), impact minor only: not a failure.
  '/minor': '<main><h1>Oefenen</h1><div role="directory"><p>Hoofdstukken</p></div></main>',
};

run('the accessibility checks of the browser tests', () => {
  const a11y = accessibilityChecks();
  let server: Server;
  let base: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const body = PAGES[request.url ?? ''];
      response.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="nl"><head><title>Toets</title></head><body>${body ?? '<main>Niet gevonden</main>'}</body></html>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });
  beforeEach(async () => {
    context = await browser.newContext();
    page = await a11y.watch(await context.newPage(), { onlyFinalCheck: 'each case checks explicitly, and mends its page before it ends' });
  });
  afterEach(async () => {
    await context.close();
  });

  /** Takes the defect out again, so the check as the test ends passes. */
  const mend = (frame: { evaluate: Page['evaluate'] }) => frame.evaluate(() => document.getElementById('leeg')?.setAttribute('aria-label', 'Leeg'));

  it('passes a page without violations, and one with only a minor one', async () => {
    await page.goto(`${base}/clean`);
    await expect(a11y.check(page)).resolves.toBeUndefined();
    await page.goto(`${base}/minor`);
    await expect(a11y.check(page)).resolves.toBeUndefined();
  });

  it('fails a page with a serious violation, naming the rule and the element', async () => {
    await page.goto(`${base}/unnamed-button`);
    await expect(a11y.check(page, 'with the empty button')).rejects.toThrow(/\/unnamed-button with the empty button:\n- button-name \[critical\].*\n\s+at #leeg/);
    await mend(page);
    await expect(a11y.check(page)).resolves.toBeUndefined();
  });

  it('fails a violation inside a frame of the same origin', async () => {
    await page.goto(`${base}/framed`);
    await page.frameLocator('iframe').locator('#leeg').waitFor({ state: 'attached' });
    await expect(a11y.check(page)).rejects.toThrow(/button-name \[critical\].*\n\s+at iframe #leeg/);
    await mend(page.frames().find((f) => f !== page.mainFrame())!);
    await expect(a11y.check(page)).resolves.toBeUndefined();
  });

  it('checks the page afresh after a client-side change, with axe already loaded', async () => {
    await page.goto(`${base}/clean`);
    await expect(a11y.check(page)).resolves.toBeUndefined();
    await page.evaluate(() => {
      history.pushState(null, '', '/clean/later');
      document.querySelector('main')!.insertAdjacentHTML('beforeend', '<button type="button" id="leeg"></button>');
    });
    await expect(a11y.check(page, 'after the change')).rejects.toThrow(/\/clean\/later after the change:\n- button-name/);
    await mend(page);
    await expect(a11y.check(page)).resolves.toBeUndefined();
  });

  it('gives a page exactly as checked before its verdict again without running axe, and checks any change afresh', async () => {
    await page.goto(`${base}/unnamed-button`);
    // A state no other case has checked, so axe runs (and is loaded) now.
    await page.evaluate(() => document.querySelector('main')!.setAttribute('data-case', 'verdicts'));
    await expect(a11y.check(page)).rejects.toThrow(/button-name \[critical\]/);
    // Counts axe's runs in this document from now on.
    await page.evaluate(() => {
      const w = window as unknown as { axe: { run: (...args: unknown[]) => unknown }; axeRuns: number };
      const run = w.axe.run.bind(w.axe);
      w.axeRuns = 0;
      w.axe.run = (...args) => (w.axeRuns++, run(...args));
    });
    const runs = () => page.evaluate(() => (window as unknown as { axeRuns: number }).axeRuns);
    await expect(a11y.check(page, 'unchanged')).rejects.toThrow(/\/unnamed-button unchanged:\n- button-name \[critical\].*\n\s+at #leeg/);
    expect(await runs()).toBe(0);
    // Focus alone is a different state.
    await page.focus('#leeg');
    await expect(a11y.check(page, 'focused')).rejects.toThrow(/button-name/);
    expect(await runs()).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(a11y.check(page, 'on a phone')).rejects.toThrow(/button-name/);
    expect(await runs()).toBe(2);
    await mend(page);
    await expect(a11y.check(page)).resolves.toBeUndefined();
    expect(await runs()).toBe(3);
  });

  it('gives the same page served on another port (another test file’s server) the same verdict', async () => {
    const other = createServer(server.listeners('request')[0] as Parameters<typeof createServer>[1]);
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      await page.goto(`${base}/clean`);
      await page.evaluate(() => document.querySelector('main')!.setAttribute('data-case', 'another-port'));
      await expect(a11y.check(page)).resolves.toBeUndefined();
      const second = await a11y.watch(await context.newPage(), { onlyFinalCheck: 'checked explicitly' });
      await second.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/clean`);
      await second.evaluate(() => document.querySelector('main')!.setAttribute('data-case', 'another-port'));
      await expect(a11y.check(second)).resolves.toBeUndefined();
      // The verdict came from the first page: axe was never loaded into this document.
      expect(await second.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe)).toBe('undefined');
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
