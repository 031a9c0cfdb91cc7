// The shell around sign-in and stream pages, in Chromium (issue 41): signing in shows no error page on the way, for
// every demo account; the stream picker follows a topic or search of another stream reached through a link (and the
// user's current stream with it); the sign-in error names the form's field; the 'Beveiligde toegang' warning tells
// only a visitor that they may be signed out.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, DEMO_PASSWORD, launchBrowser, signInThroughApi } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { createIdCodec, type IdCodec } from '../../server/app/ids.ts';

const run = browserAvailable() ? describe : describe.skip;

/** `read()` once it gives `expected` (or its last answer after `ms`). */
async function settled<T>(read: () => Promise<T>, expected: T, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** Every demo account of the README. */
const DEMO_ACCOUNTS = ['admin@vraagwerk.nl', 'auteur@vraagwerk.nl', 'docent@vraagwerk.nl', 'proef@vraagwerk.nl', 'nieuw@vraagwerk.nl', 'deelnemer@vraagwerk.nl', 'leerling@vraagwerk.nl'];
const ERROR_PAGE = 'Er ging iets mis';

run('the shell around sign-in and stream pages', () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let ids: IdCodec;

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb() });
    browser = await launchBrowser();
    ids = createIdCodec(server.config.idSecret);
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
  const picker = () => page.getByRole('banner').getByLabel('Vak');
  const shownStream = () => picker().evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text);
  /** Waits until the picker shows `name` (it follows the page once the page has loaded). */
  const pickerShows = async (name: string) => {
    await page.waitForFunction((expected) => {
      const select = [...document.querySelectorAll('header select')].find((s) => s.closest('.stream-picker')) as HTMLSelectElement | undefined;
      return select?.selectedOptions[0]?.text === expected;
    }, name);
    return shownStream();
  };
  const streamOf = async (slug: string) => {
    const { id, course, level } = await server.db.prisma.stream.findUniqueOrThrow({ where: { slug }, select: { id: true, course: { select: { name: true } }, level: { select: { name: true } } } });
    return { id, urlId: ids.encode(id), name: `${course.name} ${level.name}` };
  };
  const topicOf = async (slug: string) =>
    server.db.prisma.topic.findFirstOrThrow({ where: { exam: { stream: { slug }, status: 'published' } }, select: { id: true, name: true }, orderBy: { id: 'asc' } });
  const currentStreamOf = async (email: string) => (await server.db.prisma.user.findUniqueOrThrow({ where: { email }, select: { currentStreamId: true } })).currentStreamId;

  it.each(DEMO_ACCOUNTS)('signs %s in through the form without an error page on the way', async (email) => {
    // Every error page the app renders, however briefly, and every error the page throws or logs.
    await page.addInitScript((text) => {
      const seen: string[] = ((window as unknown as { errorPages: string[] }).errorPages = []);
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) if (node.textContent?.includes(text)) seen.push(location.pathname);
          if (record.type === 'characterData' && record.target.textContent?.includes(text)) seen.push(location.pathname);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, ERROR_PAGE);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(`${server.url}/login`);
    await main().getByRole('heading', { name: 'Inloggen' }).waitFor();
    await main().getByLabel('E-mailadres').fill(email);
    await main().getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
    await main().getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByRole('button', { name: /^Gebruikersmenu/ }).waitFor();
    // The page settles: a late re-render would still show.
    await page.waitForTimeout(1000);
    await a11y.check(page, 'home after signing in');
    expect(await page.evaluate(() => (window as unknown as { errorPages: string[] }).errorPages)).toEqual([]);
    expect(errors).toEqual([]);
    await expect(main().getByText(ERROR_PAGE).count()).resolves.toBe(0);
  });

  it("names the form's field in the sign-in error: 'e-mailadres'", async () => {
    await page.goto(`${server.url}/login`);
    await main().getByLabel('E-mailadres').fill('docent@vraagwerk.nl');
    await main().getByLabel('Wachtwoord').fill('niet-het-wachtwoord');
    await main().getByRole('button', { name: 'Inloggen' }).click();
    await main().getByText('De combinatie van e-mailadres en wachtwoord is onbekend.').waitFor();
    await expect(
      main()
        .getByText(/gebruikersnaam|emailadres|\bemail\b/)
        .count(),
    ).resolves.toBe(0);
    await a11y.check(page, 'the sign-in error');
  });

  it("tells only a visitor on 'Beveiligde toegang' that they may be signed out, with the way to sign in", async () => {
    await page.goto(`${server.url}/vakken`);
    const warning = main().locator('.protected');
    await warning.getByText('Beveiligde toegang').waitFor();
    await expect(warning.innerText()).resolves.toContain('Misschien ben je uitgelogd of is je sessie verlopen.');
    await expect(warning.getByRole('link', { name: 'Inloggen' }).count()).resolves.toBe(1);

    await signInThroughApi(page, server.url, 'leerling@vraagwerk.nl', '/vakken');
    await warning.getByText('Beveiligde toegang').waitFor();
    await expect(warning.innerText()).resolves.toContain('Je moet ingelogd zijn als docent, auteur of beheerder om deze pagina te bekijken.');
    await expect(warning.innerText()).resolves.not.toContain('uitgelogd');
    await expect(warning.getByRole('link', { name: 'Inloggen' }).count()).resolves.toBe(0);
    await expect(warning.getByRole('link', { name: 'Naar de homepage' }).count()).resolves.toBe(1);
  });

  describe('the stream picker', () => {
    const email = 'docent@vraagwerk.nl';
    beforeEach(async () => {
      // The demo teacher works in Natuurkunde Havo; a grant covers Wiskunde B Vwo too.
      await server.db.prisma.user.update({ where: { email }, data: { currentStreamId: (await streamOf('natuurkunde-havo')).id } });
    });

    it('follows a topic of another stream of the teacher reached through a link, and keeps it as their stream', async () => {
      const [havo, wiskunde] = [await streamOf('natuurkunde-havo'), await streamOf('wiskunde-b-vwo')];
      const topic = await topicOf('wiskunde-b-vwo');
      await signInThroughApi(page, server.url, email, '/');
      await expect(pickerShows(havo.name)).resolves.toBe('Natuurkunde Havo');

      await page.goto(`${server.url}/topics/${ids.encode(topic.id)}`);
      await main().getByRole('heading', { name: topic.name, level: 1 }).waitFor();
      await expect(pickerShows(wiskunde.name)).resolves.toBe('Wiskunde B Vwo');
      // Saved for the user, as if chosen in the picker: the menu and the home page follow.
      await expect(settled(() => currentStreamOf(email), wiskunde.id)).resolves.toBe(wiskunde.id);
      await page.getByRole('navigation').locator(`a[href="/courses/${wiskunde.urlId}/search/tags"]`).first().waitFor({ state: 'attached' });
      await a11y.check(page, 'the topic page of another stream');

      await page.getByRole('link', { name: 'Vraagwerk, naar de homepage' }).click();
      await page.waitForURL(`${server.url}/`);
      await page.waitForTimeout(500);
      await expect(shownStream()).resolves.toBe('Wiskunde B Vwo');
      await a11y.check(page, 'home after the topic');
    });

    it('follows a search of another stream, and the back button back to the first', async () => {
      const [havo, wiskunde] = [await streamOf('natuurkunde-havo'), await streamOf('wiskunde-b-vwo')];
      await signInThroughApi(page, server.url, email, `/courses/${wiskunde.urlId}/search/domains`);
      await main().getByRole('heading', { name: 'Zoeken op domein' }).waitFor();
      await expect(pickerShows(wiskunde.name)).resolves.toBe('Wiskunde B Vwo');
      await expect(settled(() => currentStreamOf(email), wiskunde.id)).resolves.toBe(wiskunde.id);

      await page.goto(`${server.url}/courses/${havo.urlId}/search/tags`);
      await main().getByRole('heading', { name: 'Zoeken op trefwoord' }).waitFor();
      await expect(pickerShows(havo.name)).resolves.toBe('Natuurkunde Havo');
      await page.goBack();
      await main().getByRole('heading', { name: 'Zoeken op domein' }).waitFor();
      await expect(pickerShows(wiskunde.name)).resolves.toBe('Wiskunde B Vwo');
      await a11y.check(page, 'the search after going back');
    });

    it("leaves the teacher's stream as it is on a topic of a stream outside their licence", async () => {
      const havo = await streamOf('natuurkunde-havo');
      const other = await topicOf('wiskunde-a-havo');
      await signInThroughApi(page, server.url, email, `/topics/${ids.encode(other.id)}`);
      await main().getByRole('heading', { name: other.name, level: 1 }).waitFor();
      await page.waitForTimeout(1000);
      await expect(shownStream()).resolves.toBe('Natuurkunde Havo');
      expect(await currentStreamOf(email)).toBe(havo.id);
    });
  });
});
