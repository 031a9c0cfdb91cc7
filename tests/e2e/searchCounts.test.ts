// Search counts in Chromium on the demo content (issue 41): a keyword's results page counts each filter value within
// the keyword's topics and disables a value with none ('snelheid' showed '2024 (4)' and ticking it gave an empty
// list), says how many topics it found, and keeps its counts true as values are ticked; free text typed on the
// keyword overview stays a free-text search, encoded once in the address. Expected counts come from the seeded rows
// (plain Prisma queries here), not from the search.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser, signInThroughApi } from '../setup/browser.ts';
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

run('search counts in a browser', () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let ids: IdCodec;
  let stream: { id: number; urlId: string };
  let snelheid: number;
  /** The demo teacher's visible topics with the keyword 'snelheid', each with its exam year and complexity. */
  let tagged: { name: string; year: number; complexity: string | null }[];
  /** Every exam year of the stream's visible topics. */
  let years: number[];

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb() });
    browser = await launchBrowser();
    ids = createIdCodec(server.config.idSecret);
    const db = server.db.prisma;
    const { id } = await db.stream.findUniqueOrThrow({ where: { slug: 'natuurkunde-havo' }, select: { id: true } });
    stream = { id, urlId: ids.encode(id) };
    snelheid = (await db.tag.findFirstOrThrow({ where: { streamId: id, name: 'snelheid' }, select: { id: true } })).id;
    // A teacher sees the published exams.
    const visible = { exam: { streamId: id, status: 'published' as const } };
    const rows = await db.topic.findMany({
      where: { ...visible, questions: { some: { tags: { some: { tagId: snelheid } } } } },
      select: { name: true, complexity: true, exam: { select: { year: true } } },
    });
    tagged = rows.map((r) => ({ name: r.name, year: r.exam.year, complexity: r.complexity }));
    years = [...new Set((await db.topic.findMany({ where: visible, select: { exam: { select: { year: true } } } })).map((t) => t.exam.year))].sort((a, b) => b - a);
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
  const found = (n: number) => (n === 1 ? '1 opgave gevonden' : `${n} opgaven gevonden`);
  const yearBox = (year: number) =>
    main()
      .getByRole('group', { name: 'Examenjaar' })
      .getByRole('checkbox', { name: new RegExp(`^${year} \\(`) });
  const yearLabels = () => main().getByRole('group', { name: 'Examenjaar' }).locator('label').allInnerTexts();
  /** The number of result cards once they have settled on `n`. */
  const cards = async (n: number) => {
    const list = main().locator('.topic-card:not(.topic-card-skeleton)');
    return settled(() => list.count(), n);
  };

  it("counts a keyword's results per year within the keyword, disables a year without any, and says how many it found", async () => {
    const perYear = (year: number) => tagged.filter((t) => t.year === year).length;
    // The data holds what the issue saw: a year of the stream without any topic of this keyword.
    expect(years.some((y) => perYear(y) === 0)).toBe(true);
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.length).toBeLessThanOrEqual(20);

    await signInThroughApi(page, server.url, 'docent@vraagwerk.nl', `/courses/${stream.urlId}/search/tags/${ids.encode(snelheid)}`);
    await main().getByRole('heading', { name: 'Trefwoord: snelheid' }).waitFor();
    await main().getByText(found(tagged.length), { exact: true }).waitFor();
    await expect(cards(tagged.length)).resolves.toBe(tagged.length);
    await expect(yearLabels()).resolves.toEqual(years.map((y) => `${y} (${perYear(y)})`));
    for (const year of years) await expect(yearBox(year).isDisabled()).resolves.toBe(perYear(year) === 0);

    // Ticking a year gives as many results as it said; the other years keep their counts (each is what ticking it
    // too would add), and the complexities now count within the year.
    const year = years.find((y) => perYear(y) > 0 && perYear(y) < tagged.length) ?? years.find((y) => perYear(y) > 0)!;
    await yearBox(year).check();
    await page.waitForURL(new RegExp(`years%3D${year}`));
    await main()
      .getByText(found(perYear(year)), { exact: true })
      .waitFor();
    await expect(cards(perYear(year))).resolves.toBe(perYear(year));
    await expect(yearLabels()).resolves.toEqual(years.map((y) => `${y} (${perYear(y)})`));
    const inYear = tagged.filter((t) => t.year === year);
    const complexities = await main().getByRole('group', { name: 'Complexiteit' }).locator('label').allInnerTexts();
    const label: Record<string, string> = { high: 'Hoog', average: 'Gemiddeld', low: 'Laag' };
    for (const text of complexities) {
      const value = Object.keys(label).find((k) => text.startsWith(label[k]!))!;
      expect(text).toBe(`${label[value]} (${inYear.filter((t) => t.complexity === value).length})`);
    }
    await a11y.check(page, 'a keyword with a year ticked');
  });

  it('keeps free text typed on the keyword overview a free-text search, with two words encoded once in the address', async () => {
    await signInThroughApi(page, server.url, 'docent@vraagwerk.nl', `/courses/${stream.urlId}/search/tags`);
    await main().getByRole('heading', { name: 'Zoeken op trefwoord' }).waitFor();
    await main().getByLabel('Zoek in opgaven').fill('gemiddelde snelheid');
    await main().getByRole('button', { name: 'Zoeken' }).click();
    await page.waitForURL(`${server.url}/courses/${stream.urlId}/search/text?f=text%3Dgemiddelde+snelheid`);
    await main().getByRole('heading', { name: 'Zoeken op tekst' }).waitFor();
    await expect(main().getByRole('heading', { name: 'Zoeken op domein' }).count()).resolves.toBe(0);
    await expect(main().getByLabel('Zoek in opgaven').inputValue()).resolves.toBe('gemiddelde snelheid');
    // The count it gives is the number of cards it shows (fewer than a page here).
    const status = await main()
      .getByRole('status')
      .filter({ hasText: /gevonden$/ })
      .innerText();
    const n = Number(status.split(' ')[0]);
    expect(n).toBeGreaterThan(0);
    await expect(cards(n)).resolves.toBe(n);
    await a11y.check(page, 'the free-text results');

    // The same address opened anew gives the same search.
    await page.goto(page.url());
    await main().getByRole('heading', { name: 'Zoeken op tekst' }).waitFor();
    await expect(main().getByLabel('Zoek in opgaven').inputValue()).resolves.toBe('gemiddelde snelheid');
  });
});
