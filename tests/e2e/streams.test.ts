// /vakken (docent, author and admin), the exam lists it links to, /coming-soon, and the
// router's rules for trailing slashes and unknown paths.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser, signInThroughApi } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';

const run = browserAvailable() ? describe : describe.skip;

run('the web app in a browser', () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
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
    context = await browser.newContext();
    page = await a11y.watch(await context.newPage());
  });
  afterEach(async () => {
    await context.close();
  });

  const main = () => page.getByRole('main');

  it('lists every stream on /vakken for a teacher, each linking to its exam list', async () => {
    await signInThroughApi(page, server.url, 'docent@vraagwerk.nl', '/vakken');
    await main().getByRole('heading', { name: 'Alle vakken' }).waitFor();
    const streams = main().getByTestId('stream');
    await expect(streams.count()).resolves.toBe(11);
    await main().getByRole('heading', { name: 'Havo' }).waitFor({ state: 'visible' });
    await expect(main().locator('[data-testid=stream]', { hasText: 'Scheikunde Havo' }).innerText()).resolves.toContain('Oefensets: Concept');

    const havo = await server.db.prisma.stream.findUniqueOrThrow({ where: { slug: 'natuurkunde-havo' } });
    const { data } = await server.graphql<{ streams: { slug: string; urlId: string }[] }>('{ streams { slug urlId } }');
    const urlId = data!.streams.find((s) => s.slug === havo.slug)!.urlId;
    const link = main().getByRole('link', { name: 'Natuurkunde Havo' });
    await expect(link.getAttribute('href')).resolves.toBe(`/vakken/${urlId}/examens`);
    await expect(main().getByRole('link').filter({ hasText: /./ }).count()).resolves.toBe(11);

    await link.click();
    await page.waitForURL(`${server.url}/vakken/${urlId}/examens`);
    await main().getByRole('heading', { name: 'Hele examens', level: 1 }).waitFor();
    // The exam list itself is tested in ./exams.test.ts.
    await main().getByRole('heading', { name: '2023', level: 2 }).waitFor();
    await a11y.check(page);
  });

  it("gives a student the 'Beveiligde toegang' warning on /vakken and the exam lists", async () => {
    await signInThroughApi(page, server.url, 'leerling@vraagwerk.nl', '/vakken');
    await main().getByText('Beveiligde toegang').waitFor();
    await main().getByText('Je moet ingelogd zijn als docent, auteur of beheerder om deze pagina te bekijken.', { exact: false }).waitFor({ state: 'visible' });
    await expect(main().getByTestId('stream').count()).resolves.toBe(0);
    await expect(main().getByRole('link', { name: 'Naar de homepage' }).getAttribute('href')).resolves.toBe('/');

    await page.goto(`${server.url}/vakken/abc/examens`);
    await main().getByText('Beveiligde toegang').waitFor();
    await expect(main().getByRole('heading', { name: 'Hele examens' }).count()).resolves.toBe(0);
  });

  it("gives a visitor the warning on /vakken with the way to 'Inloggen'", async () => {
    await page.goto(`${server.url}/vakken`);
    await main().getByText('Beveiligde toegang').waitFor();
    await expect(main().getByRole('link', { name: 'Inloggen' }).getAttribute('href')).resolves.toBe('/login');
    await expect(main().getByTestId('stream').count()).resolves.toBe(0);
  });

  it("shows /coming-soon with the title from ?title, and 'Coming soon!' without one", async () => {
    await page.goto(`${server.url}/coming-soon?title=${encodeURIComponent('Registreren als docent')}`);
    await main().getByRole('heading', { name: 'Registreren als docent', level: 1 }).waitFor();
    await main().getByText('De inhoud volgt later.', { exact: false }).waitFor({ state: 'visible' });

    await page.goto(`${server.url}/coming-soon`);
    await main().getByRole('heading', { name: 'Coming soon!', level: 1 }).waitFor();
    await expect(main().getByRole('link', { name: 'Naar de homepage' }).getAttribute('href')).resolves.toBe('/');
  });

  it('fails the accessibility check on a serious violation, naming the rule and the element', async () => {
    await page.goto(`${server.url}/coming-soon`);
    // A button whose accessible name does not contain its visible text (the user menu's old fault).
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<button id="wrong-name" aria-label="Sluiten">Opslaan</button>'));
    await expect(a11y.check(page)).rejects.toThrow(/label-content-name-mismatch \[serious\][\s\S]*#wrong-name/);
    await page.evaluate(() => document.getElementById('wrong-name')!.remove());
  });

  it('drops a trailing slash and sends unknown paths home', async () => {
    await signInThroughApi(page, server.url, 'docent@vraagwerk.nl', '/vakken/');
    await page.waitForURL(`${server.url}/vakken`);
    await main().getByRole('heading', { name: 'Alle vakken' }).waitFor();
    await page.goto(`${server.url}/bestaat-niet`);
    await page.waitForURL(`${server.url}/`);
    await main().getByRole('heading', { name: 'Welkom, Marieke!' }).waitFor();
  });

  it('renders /vakken on a phone without horizontal scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInThroughApi(page, server.url, 'docent@vraagwerk.nl', '/vakken');
    await main().getByRole('heading', { name: 'Alle vakken' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
