import type { Browser, Page } from 'playwright-core';
import { browserAvailable, buildWeb, launchBrowser } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';

const run = browserAvailable() ? describe : describe.skip;

run('the web app in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb() });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    page = await browser.newPage();
  });
  afterEach(async () => {
    await page.close();
  });

  it('lists the streams on /vakken from the database', async () => {
    await page.goto(`${server.url}/vakken`);
    await page.getByRole('heading', { name: 'Alle vakken' }).waitFor();
    const streams = page.getByTestId('stream');
    await expect(streams.count()).resolves.toBe(11);
    await page.getByRole('heading', { name: 'Havo' }).waitFor({ state: 'visible' });
    await expect(page.locator('[data-testid=stream]', { hasText: 'Scheikunde Havo' }).innerText()).resolves.toContain('Oefensets: Concept');
  });

  it('drops a trailing slash and sends unknown paths home', async () => {
    await page.goto(`${server.url}/vakken/`);
    await page.waitForURL(`${server.url}/vakken`);
    await page.goto(`${server.url}/bestaat-niet`);
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('heading', { name: 'Oefenen met echte examenvragen' }).waitFor();
  });

  it('renders on a phone without horizontal scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.url}/vakken`);
    await page.getByRole('heading', { name: 'Alle vakken' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
