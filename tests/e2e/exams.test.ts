// The exam lists in Chromium (document 2 §2.9; issue 11), with the demo content of natuurkunde havo and vwo: a
// teacher opens 'Hele examens' from the menu (the year blocks from 2025 down to 2017 on the test day, 10 March 2026),
// a term page, and uses the exam as the selection — straight away for an empty selection, with the confirm dialog
// ('Nee' keeps the selection, 'Ja' replaces it) when there is one — and the menu's badge and /cart show it. Then an
// exam of another stream becomes the selection and that stream the current one: what the app had cached of the
// previous stream is not shown again (the classroom page opens for the new stream straight away). A teacher without a
// grant finds the button disabled with the licence's sentence as its tooltip; an unknown exam or stream has its own
// page with a heading.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser, signInThroughApi } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { createLicense, createSeat, createUser, streamIdOf } from '../setup/factories.ts';
import { ACTIONS } from '../../server/domain/access/grants.ts';
import { createIdCodec } from '../../server/app/ids.ts';

const run = browserAvailable() ? describe : describe.skip;

run('the exam lists in a browser', () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const havo = { id: 0, urlId: '' };
  const vwo = { id: 0, urlId: '' };

  const db = () => server.db.prisma;
  const main = () => page.getByRole('main');
  const menu = () => page.getByRole('navigation', { name: 'Hoofdmenu' });
  const badge = () => menu().locator('.menu-badge').first();

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb() });
    browser = await launchBrowser();
    const ids = createIdCodec(server.config.idSecret);
    for (const [slug, target] of [
      ['natuurkunde-havo', havo],
      ['natuurkunde-vwo', vwo],
    ] as const) {
      target.id = await streamIdOf(db(), slug);
      target.urlId = ids.encode(target.id);
    }
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

  /** A docent of a school licence with 'opgavensets samenstellen' in the given streams, profile filled in. */
  async function teacher(streamIds: number[]) {
    const user = await createUser(db(), { role: 'docent', firstName: 'Ilse', data: { school: 'Het Baken College', place: 'Almere', onboarding: { step1: 'finished', step2: 'finished' } } });
    const license = await createLicense(db());
    await createSeat(db(), { licenseId: license.id, userId: user.id, privileges: streamIds.map((objectId) => ({ action: ACTIONS.sets, objectId })) });
    return user;
  }

  /** The topics of the user's selection of a stream as stored, in their order. */
  async function storedSelection(userId: number, streamId: number): Promise<string[]> {
    const rows = await db().cartTopic.findMany({ where: { cart: { userId, streamId } }, orderBy: { position: 'asc' }, select: { topic: { select: { name: true } } } });
    return rows.map((r) => r.topic.name);
  }

  const yearBlock = (year: number) => main().locator('[data-testid=exam-year]', { has: page.getByRole('heading', { name: String(year), level: 2 }) });
  const useButton = () => main().getByRole('button', { name: 'Examen als selectie gebruiken' });

  it('opens the list from the menu, a term page, and uses the exam as the selection with the confirm dialog; the badge and the cart show it', async () => {
    const ilse = await teacher([havo.id, vwo.id]);
    // Her selection of natuurkunde havo holds one topic already.
    const tram = await db().topic.findFirstOrThrow({ where: { name: 'Tram in de binnenstad', exam: { streamId: havo.id } }, select: { id: true, questions: { select: { id: true }, take: 1 } } });
    await db().cart.create({ data: { userId: ilse.id, streamId: havo.id, topics: { create: [{ topicId: tram.id, position: 0, questions: { create: [{ questionId: tram.questions[0]!.id }] } }] } } });

    await signInThroughApi(page, server.url, ilse.email, '/');
    const wholeExams = menu().getByRole('link', { name: 'Hele examens' });
    await wholeExams.waitFor();
    await expect(badge().textContent()).resolves.toBe('1(1 opgave)');
    await wholeExams.click();
    await page.waitForURL(`${server.url}/vakken/${havo.urlId}/examens`);
    await main().getByRole('heading', { name: 'Hele examens', level: 1 }).waitFor();
    await a11y.check(page);

    // The year blocks, newest first: 2025 not processed yet, 2020 without central exams, 2017-2 without answers.
    await expect(main().getByRole('heading', { level: 2 }).allInnerTexts()).resolves.toEqual(['2025', '2024', '2023', '2022', '2021', '2020', '2019', '2018', '2017']);
    await expect(yearBlock(2025).innerText()).resolves.toContain('Voor dit jaar zijn de centrale examens nog niet verwerkt.');
    await expect(yearBlock(2020).innerText()).resolves.toContain('In 2020 zijn er vanwege COVID-19 geen centrale examens afgenomen.');
    // Each term's link names its year too (every year has a '1e tijdvak'); the year is for screen readers only.
    await expect(yearBlock(2024).getByRole('link').count()).resolves.toBe(1);
    await expect(yearBlock(2024).getByRole('link', { name: '1e tijdvak van 2024', exact: true }).count()).resolves.toBe(1);
    await expect(yearBlock(2024).locator('.exam-term-link > :not(.visually-hidden)').count()).resolves.toBe(0);
    const terms2017 = (await yearBlock(2017).locator('li').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    expect(terms2017).toEqual(['1e tijdvak van 2017 ✓ Inclusief tips/nakijken voor leerlingen', '2e tijdvak van 2017 ✕ Exclusief tips/nakijken voor leerlingen']);
    // A tap target of at least 44 px.
    await expect(
      yearBlock(2024)
        .getByRole('link')
        .evaluate((a) => a.getBoundingClientRect().height),
    ).resolves.toBeGreaterThanOrEqual(44);

    // The term page: '2023-1', its four topics in exam order, and the button.
    await yearBlock(2023).getByRole('link', { name: '1e tijdvak' }).click();
    await page.waitForURL(`${server.url}/vakken/${havo.urlId}/examens/2023-1`);
    await main().getByRole('heading', { name: '2023-1', level: 1 }).waitFor();
    await a11y.check(page);
    await expect(main().locator('.topic-card-title').allInnerTexts()).resolves.toEqual(['Vrije-valtoren', 'Kerncentrale Borssele', 'Muziek digitaal opnemen', 'Koelbox op de camping']);
    await main().getByText('4 opgaven met samen 17 vragen.').waitFor();

    // A selection exists: the dialog asks first. 'Nee' keeps it.
    await useButton().click();
    const dialog = page.getByRole('dialog', { name: 'Examen als selectie gebruiken' });
    await dialog.waitFor();
    await dialog.getByText('Je huidige selectie van Natuurkunde Havo bevat al 1 opgave. Als je dit examen als selectie gebruikt, wordt die selectie gewist. Wil je doorgaan?').waitFor();
    await a11y.check(page, 'with the confirm dialog open');
    await dialog.getByRole('button', { name: 'Nee' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await storedSelection(ilse.id, havo.id)).toEqual(['Tram in de binnenstad']);
    await expect(badge().textContent()).resolves.toBe('1(1 opgave)');

    // 'Ja' replaces it with the whole exam; the badge follows without a reload, and the focus is back on the button.
    await useButton().click();
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await main().getByText('Je huidige selectie bestaat nu uit dit examen: 4 opgaven met 17 vragen.').waitFor();
    await expect(useButton().evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(badge().textContent()).resolves.toBe('4(4 opgaven)');
    expect(await storedSelection(ilse.id, havo.id)).toEqual(['Vrije-valtoren', 'Kerncentrale Borssele', 'Muziek digitaal opnemen', 'Koelbox op de camping']);
    await a11y.check(page, 'after using the exam as the selection');

    // On to the cart.
    await main().getByRole('link', { name: 'Naar Huidige selectie' }).click();
    await page.waitForURL(`${server.url}/cart`);
    await main().locator('.cart-topic-title').first().waitFor();
    await expect(main().locator('.cart-topic-title').allInnerTexts()).resolves.toEqual(['Vrije-valtoren', 'Kerncentrale Borssele', 'Muziek digitaal opnemen', 'Koelbox op de camping']);
    await a11y.check(page);

    // The classroom page of natuurkunde havo, now in the app's store; then, without leaving the app, an exam of
    // natuurkunde vwo, whose selection is empty: no dialog; vwo becomes the current stream.
    await page.goto(`${server.url}/leerlingen`);
    await main().getByRole('heading', { name: 'Leerlingen Natuurkunde Havo', level: 1 }).waitFor();
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/vakken/${vwo.urlId}/examens/2024-1`);
    await main().getByRole('heading', { name: '2024-1', level: 1 }).waitFor();
    await a11y.check(page);
    await useButton().click();
    await main().getByText('Je huidige selectie bestaat nu uit dit examen: 3 opgaven met 12 vragen.').waitFor();
    await expect(dialog.isVisible()).resolves.toBe(false);
    await expect(useButton().evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await menu().locator(`a[href="/vakken/${vwo.urlId}/examens"]`).waitFor();
    await expect(badge().textContent()).resolves.toBe('3(3 opgaven)');
    await expect(
      page
        .getByRole('banner')
        .getByLabel('Vak')
        .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text),
    ).resolves.toBe('Natuurkunde Vwo');
    expect(await storedSelection(ilse.id, vwo.id)).toEqual(['PET-scan', 'Isotopen scheiden', 'Licht van een verre nevel']);
    expect(await storedSelection(ilse.id, havo.id)).toHaveLength(4);

    // What the store held of natuurkunde havo is forgotten: the classroom page never shows it again, not even for a
    // moment while it asks the server.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenTitles: string[] }).seenTitles = seen;
      const note = () => document.querySelectorAll('main h1').forEach((h) => seen.push(h.textContent ?? ''));
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await menu().getByRole('link', { name: 'Leerlingen' }).click();
    await main().getByRole('heading', { name: 'Leerlingen Natuurkunde Vwo', level: 1 }).waitFor();
    await a11y.check(page);
    const seen = await page.evaluate(() => (window as unknown as { seenTitles: string[] }).seenTitles);
    expect(seen).toContain('Leerlingen Natuurkunde Vwo');
    expect(seen).not.toContain('Leerlingen Natuurkunde Havo');
  });

  it("disables the button for a teacher without a grant, with '{course} {level} valt niet onder je licentie.' as its tooltip", async () => {
    const rens = await teacher([vwo.id]);
    await signInThroughApi(page, server.url, rens.email, `/vakken/${havo.urlId}/examens/2023-2`);
    await main().getByRole('heading', { name: '2023-2', level: 1 }).waitFor();
    await expect(main().locator('.topic-card-title').allInnerTexts()).resolves.toEqual(['Ophaalbrug', 'Lichtgevende nooduitgangsbordjes', 'Kabelhaspel', 'Luidspreker']);
    await expect(useButton().isDisabled()).resolves.toBe(true);
    const notice = 'Natuurkunde Havo valt niet onder je licentie.';
    await expect(main().locator('.exam-selection-button').getAttribute('title')).resolves.toBe(notice);
    // The same sentence describes the button for screen readers, and is on the page.
    const describedBy = await useButton().getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`).innerText()).resolves.toBe(notice);
    expect(await db().cart.count({ where: { userId: rens.id } })).toBe(0);

    // A term without exams is not found, on a page of its own with a heading; the link leads back to the list.
    await page.goto(`${server.url}/vakken/${havo.urlId}/examens/2020-1`);
    await main().getByRole('heading', { name: 'Examen niet gevonden', level: 1 }).waitFor();
    await main().getByText('Dit examen bestaat niet of is (nog) niet gepubliceerd.').waitFor();
    await a11y.check(page, 'exam not found');
    await main().getByRole('link', { name: 'Alle examens van Natuurkunde Havo' }).click();
    await page.waitForURL(`${server.url}/vakken/${havo.urlId}/examens`);
    await main().getByRole('heading', { name: '2025', level: 2 }).waitFor();
    await a11y.check(page);

    // A stream that does not exist.
    await page.goto(`${server.url}/vakken/onbekend/examens/2023-1`);
    await main().getByRole('heading', { name: 'Hele examens', level: 1 }).waitFor();
    await main().getByText('Dit vak bestaat niet (meer).').waitFor();
  });
});
