// The cart wizard in Chromium (document 1 §2.6, §4, §8; issue 8) with the demo content: the teacher
// docent@vraagwerk.nl (school licence, two groups, current stream Natuurkunde Havo) fills the selection from two topic
// pages, puts it in order with the keyboard, names the set, walks 'Verspreiden' and 'Overzicht' (the coverage grid's
// numbers are those of the demo questions: prisma/seed/content/natuurkunde-havo/exams/2017-1.ts and 2017-2.ts), makes
// the set, shares it with a group and finds it on the reuse list and the home page. Then the empty state, dragging,
// removing with undo, a phone's width, a dropped connection and its retry (one set), and the trial teacher's limits.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser, signInThroughApi } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { streamIdOf, userIdOf } from '../setup/factories.ts';
import { createIdCodec, type IdCodec } from '../../server/app/ids.ts';

const run = browserAvailable() ? describe : describe.skip;

const TEACHER = 'docent@vraagwerk.nl';
const TRIAL_TEACHER = 'proef@vraagwerk.nl';
const SET_NAME = 'Energie en elektriciteit week 12';

run('the cart wizard in a browser', () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let ids: IdCodec;
  let streamUrlId: string;
  /** urlIds of demo topics of Natuurkunde Havo by name. */
  const topics: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb() });
    browser = await launchBrowser();
    ids = createIdCodec(server.config.idSecret);
    const streamId = await streamIdOf(server.db.prisma, 'natuurkunde-havo');
    streamUrlId = ids.encode(streamId);
    const exams = [
      { year: 2017, term: 1, name: 'Waterkoker' },
      { year: 2017, term: 2, name: 'Kitesurfen' },
      { year: 2017, term: 2, name: 'Gitaarsnaar' },
    ];
    for (const { year, term, name } of exams) {
      const topic = await server.db.prisma.topic.findFirstOrThrow({ where: { name, exam: { streamId, year, term } }, select: { id: true } });
      topics[name] = ids.encode(topic.id);
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

  const main = () => page.getByRole('main');
  const badge = () => page.getByRole('navigation', { name: 'Hoofdmenu' }).locator('.menu-badge').first();
  const topicTitles = () => main().locator('.cart-topic-title').allInnerTexts();
  const stepHeading = (name: string) => main().getByRole('heading', { level: 2, name: new RegExp(`${name}$`) });
  const focusedText = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? '');
  /** The topic order of the teacher's cart as the server keeps it. */
  const storedOrder = async (email: string) => {
    const userId = await userIdOf(server.db.prisma, email);
    const rows = await server.db.prisma.cartTopic.findMany({ where: { cart: { userId } }, orderBy: { position: 'asc' }, select: { topic: { select: { name: true } } } });
    return rows.map((r) => r.topic.name);
  };
  /** Empties a teacher's selection in the database (a test that needs a known cart starts from none). */
  const emptyCart = async (email: string) => {
    await server.db.prisma.cartTopic.deleteMany({ where: { cart: { userId: await userIdOf(server.db.prisma, email) } } });
  };
  const eventually = async <T>(read: () => Promise<T>, expected: T) => {
    const deadline = Date.now() + 10_000;
    let value = await read();
    while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
      await page.waitForTimeout(100);
      value = await read();
    }
    return value;
  };

  /** Opens a topic page (checked by page.goto), chooses questions and adds them to the selection. */
  const addToCart = async (name: string, questions: number[] | 'all') => {
    await page.goto(`${server.url}/topics/${topics[name]}`);
    await main().getByRole('heading', { name, level: 1 }).waitFor();
    if (questions === 'all') await main().getByRole('button', { name: 'Selecteer alle vragen' }).click();
    else
      for (const n of questions)
        await main()
          .getByRole('checkbox', { name: `Selecteer vraag ${n}` })
          .check();
    await main().getByRole('button', { name: 'Voeg toe' }).click();
    await main().getByRole('button', { name: 'Werk bij' }).waitFor();
  };

  it('shows the empty state with the way to search when nothing is selected', async () => {
    await signInThroughApi(page, server.url, TEACHER, '/cart');
    await main().getByRole('heading', { name: 'Huidige selectie', level: 1 }).waitFor();
    await main().getByText('Nog geen opgaven geselecteerd').waitFor();
    await expect(main().getByRole('link', { name: 'Zoek opgaven' }).getAttribute('href')).resolves.toBe(`/courses/${streamUrlId}/search/tags`);
    await expect(main().getByRole('navigation', { name: 'Stappen' }).count()).resolves.toBe(0);
  });

  it('walks a teacher from two topic pages through the four steps to a shared set on the reuse list and the home page', async () => {
    await signInThroughApi(page, server.url, TEACHER, `/topics/${topics.Kitesurfen}`);
    await a11y.check(page);
    await addToCart('Kitesurfen', [1, 2]);
    await expect(badge().textContent()).resolves.toBe('1(1 opgave)');
    await addToCart('Waterkoker', 'all');
    await expect(badge().textContent()).resolves.toBe('2(2 opgaven)');

    // 'Huidige selectie' from the menu.
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: /Huidige selectie/ })
      .click();
    await page.waitForURL(`${server.url}/cart`);
    await stepHeading('Opgaven').waitFor();
    const stepper = main().getByRole('navigation', { name: 'Stappen' });
    await expect(stepper.locator('[aria-current="step"]').innerText()).resolves.toMatch(/Opgaven/);
    await expect(topicTitles()).resolves.toEqual(['Kitesurfen', 'Waterkoker']);
    const kite = main().locator('.cart-topic', { hasText: 'Kitesurfen' });
    await expect(kite.innerText()).resolves.toMatch(/Examen 2017 2e tijdvak[\s\S]*Vragen 1, 2 · 5 punten · 7 minuten[\s\S]*2 van 4 vragen[\s\S]*Geen tips\/nakijken/);
    await expect(main().locator('.cart-topic', { hasText: 'Waterkoker' }).innerText()).resolves.toMatch(
      /Examen 2017 1e tijdvak[\s\S]*Vragen 5, 6, 7, 8 · 12 punten · 16 minuten[\s\S]*Complete opgave/,
    );
    // Kitesurfen comes from the exam without answers for students (the second exam of the stream).
    await main().getByRole('alert').filter({ hasText: 'Kitesurfen: geen tips/nakijken voor leerlingen.' }).waitFor();
    // A school licence has no trial banner.
    await expect(main().getByText('Proeflicentie').count()).resolves.toBe(0);
    await a11y.check(page);

    // Without a name the wizard does not go on, and says why next to the button.
    const next = main().getByRole('button', { name: 'Volgende' });
    await expect(next.getAttribute('aria-disabled')).resolves.toBe('true');
    const why = await next.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${why}"]`).innerText()).resolves.toBe('Geef de set een naam');
    // It stays focusable (aria-disabled), so a keyboard user reaches it and its reason; pressing it leads to the field.
    await next.focus();
    await page.keyboard.press('Enter');
    await stepHeading('Opgaven').waitFor();
    await expect(
      main()
        .getByRole('textbox', { name: 'Naam van de set' })
        .evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await expect(main().locator('.field-error').innerText()).resolves.toBe('Geef de set een naam');

    // Reorder with the keyboard: the focus stays on the button pressed, the server keeps the order.
    const up = main().getByRole('button', { name: 'Omhoog (Waterkoker)' });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(eventually(topicTitles, ['Waterkoker', 'Kitesurfen'])).resolves.toEqual(['Waterkoker', 'Kitesurfen']);
    await expect(focusedText()).resolves.toMatch(/Omhoog\s*\(Waterkoker\)/);
    await expect(up.getAttribute('aria-disabled')).resolves.toBe('true');
    await main().getByRole('status').filter({ hasText: 'Waterkoker staat nu op plaats 1 van 2.' }).waitFor({ state: 'attached' });
    await expect(eventually(() => storedOrder(TEACHER), ['Waterkoker', 'Kitesurfen'])).resolves.toEqual(['Waterkoker', 'Kitesurfen']);

    await main().getByRole('textbox', { name: 'Naam van de set' }).fill(SET_NAME);
    await expect(next.getAttribute('aria-disabled')).resolves.toBeNull();
    await next.click();

    // Verspreiden: digital by default, the heading has the focus; pdf brings the QR option (on).
    await stepHeading('Verspreiden').waitFor();
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('H2');
    await expect(stepper.locator('[aria-current="step"]').innerText()).resolves.toMatch(/Verspreiden/);
    await expect(main().getByRole('radio', { name: 'Digitaal' }).isChecked()).resolves.toBe(true);
    await expect(main().getByRole('radio', { name: 'Word' }).isEnabled()).resolves.toBe(true);
    await main().getByRole('radio', { name: 'PDF' }).check();
    await expect(main().getByRole('checkbox', { name: 'QR-code per vraag' }).isChecked()).resolves.toBe(true);
    await a11y.check(page);
    await next.click();

    // Overzicht: the summary and the coverage grid of the six questions.
    await stepHeading('Overzicht').waitFor();
    const summary = await main().locator('.cart-summary').innerText();
    expect(summary).toMatch(new RegExp(`Naam\\s+${SET_NAME}`));
    expect(summary).toMatch(/Verspreiden\s+PDF met een QR-code per vraag/);
    expect(summary).toMatch(/Opgaven\s+2\s+Waterkoker · Vragen 5, 6, 7, 8\s+Kitesurfen · Vragen 1, 2/);
    expect(summary).toMatch(/Vragen\s+6\s+Punten\s+17\s+Minuten\s+23/);
    const grid = main().getByRole('table', { name: 'Vragen per domein en complexiteit, met punten en minuten' });
    const rows = await grid
      .locator('tr')
      .evaluateAll((trs) =>
        trs.map((tr) =>
          [...tr.querySelectorAll('th, td')].map((cell) =>
            cell.querySelector('.coverage-questions') ? `${cell.querySelector('.coverage-questions')!.textContent} / ${cell.querySelector('.coverage-detail')!.textContent}` : cell.textContent,
          ),
        ),
      );
    expect(rows).toEqual([
      ['Domein', 'Laag', 'Gemiddeld', 'Hoog', 'Totaal'],
      ['Beweging en wisselwerking', '–geen vragen', '2 vragen / 5 punten · 7 min.', '–geen vragen', '2 vragen / 5 punten · 7 min.'],
      ['Lading en veld', '1 vraag / 3 punten · 3 min.', '3 vragen / 9 punten · 13 min.', '–geen vragen', '4 vragen / 12 punten · 16 min.'],
      ['Totaal', '1 vraag / 3 punten · 3 min.', '5 vragen / 14 punten · 20 min.', '–geen vragen', '6 vragen / 17 punten · 23 min.'],
    ]);
    await expect(grid.locator('th[scope="col"]').count()).resolves.toBe(5);
    await expect(grid.locator('th[scope="row"]').count()).resolves.toBe(3);
    await a11y.check(page);

    // Going back keeps what was chosen.
    await main().getByRole('button', { name: 'Vorige' }).click();
    await stepHeading('Verspreiden').waitFor();
    await expect(main().getByRole('radio', { name: 'PDF' }).isChecked()).resolves.toBe(true);
    await next.click();
    await stepHeading('Overzicht').waitFor();

    await main().getByRole('button', { name: 'Maak de set' }).click();
    await stepHeading('Bevestiging').waitFor();
    await main().getByText('De set is gemaakt.').waitFor();
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('H2');
    const made = await server.db.prisma.collection.findMany({ where: { owner: { email: TEACHER } }, select: { key: true, name: true, downloadType: true, qr: true } });
    expect(made).toEqual([{ key: expect.any(String), name: SET_NAME, downloadType: 'pdf', qr: true }]);
    const card = main().locator('.collection-card');
    await card.getByRole('heading', { name: SET_NAME }).waitFor();
    await expect(card.getByRole('textbox', { name: 'Link voor leerlingen' }).inputValue()).resolves.toMatch(new RegExp(`/student/${made[0]!.key}$`));
    await expect(card.getByRole('button', { name: 'Kopieer link' }).isVisible()).resolves.toBe(true);
    await expect(
      main()
        .getByText(/Je koos voor een pdf met een QR-code per vraag/)
        .isVisible(),
    ).resolves.toBe(true);
    // The cart is empty now: the badge says so, and there is no way back to the earlier steps.
    await expect(eventually(() => badge().textContent(), '0(0 opgaven)')).resolves.toBe('0(0 opgaven)');
    await expect(eventually(() => storedOrder(TEACHER), [])).resolves.toEqual([]);
    await expect(stepper.getByRole('button').count()).resolves.toBe(0);
    await expect(main().getByRole('button', { name: 'Vorige' }).count()).resolves.toBe(0);
    await expect(main().getByRole('link', { name: 'Opgaven opnieuw gebruiken' }).getAttribute('href')).resolves.toBe('/collections/history');
    await a11y.check(page);

    // Sharing: this teacher manages two groups, so the panel asks which one.
    await card.getByRole('button', { name: 'Plaats in de webomgeving van je leerlingen' }).click();
    await card.getByText('Kies een groep').last().waitFor();
    await card.getByLabel('Groep').selectOption({ label: 'Havo 4 natuurkunde' });
    await card.getByRole('button', { name: 'Plaats in de webomgeving van je leerlingen' }).click();
    await card.getByText('Gedeeld met Havo 4 natuurkunde op 10 maart 2026').waitFor();
    await a11y.check(page, 'after sharing');

    // The home page: 'Je laatste selecties'.
    await page
      .getByRole('link', { name: /Vraagwerk/ })
      .first()
      .click();
    await page.waitForURL(`${server.url}/`);
    const latest = main().getByRole('region', { name: 'Je laatste selecties' });
    await latest.getByRole('heading', { name: SET_NAME }).waitFor();
    await expect(latest.getByRole('link', { name: 'Opgavegeschiedenis' }).getAttribute('href')).resolves.toBe('/collections/history');
    await a11y.check(page);

    // The reuse list, from the home page.
    await latest.getByRole('link', { name: 'Opgavegeschiedenis' }).click();
    await page.waitForURL(`${server.url}/collections/history`);
    await main().getByRole('heading', { name: SET_NAME }).waitFor();
    // The list may first show the set as the store knows it, then the server's answer with its share: wait for it.
    await main().locator('.collection-card', { hasText: SET_NAME }).getByText('Gedeeld met Havo 4 natuurkunde op 10 maart 2026').waitFor();
    await a11y.check(page);
  });

  it('reorders by dragging with the mouse, and puts a removed topic back in its place with ‘Ongedaan maken’', async () => {
    await emptyCart(TEACHER);
    // Tall enough for the whole list: the drag needs no scrolling.
    await page.setViewportSize({ width: 1280, height: 1100 });
    await signInThroughApi(page, server.url, TEACHER, `/topics/${topics.Gitaarsnaar}`);
    await a11y.check(page);
    await addToCart('Gitaarsnaar', [9, 10]);
    await addToCart('Kitesurfen', [3]);
    await addToCart('Waterkoker', [5]);
    await page.goto(`${server.url}/cart`);
    await expect(eventually(topicTitles, ['Gitaarsnaar', 'Kitesurfen', 'Waterkoker'])).resolves.toEqual(['Gitaarsnaar', 'Kitesurfen', 'Waterkoker']);

    // With the mouse: Waterkoker's handle pressed, moved over the upper half of Gitaarsnaar and released goes before it.
    const item = (name: string) => main().locator('.cart-topic', { has: page.getByRole('heading', { name, exact: true }) });
    const from = (await item('Waterkoker').locator('.cart-topic-handle').boundingBox())!;
    const to = (await item('Gitaarsnaar').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + 60, to.y + to.height / 2, { steps: 5 });
    await page.mouse.move(to.x + 60, to.y + 8, { steps: 5 });
    await page.mouse.up();
    await expect(eventually(topicTitles, ['Waterkoker', 'Gitaarsnaar', 'Kitesurfen'])).resolves.toEqual(['Waterkoker', 'Gitaarsnaar', 'Kitesurfen']);
    await expect(eventually(() => storedOrder(TEACHER), ['Waterkoker', 'Gitaarsnaar', 'Kitesurfen'])).resolves.toEqual(['Waterkoker', 'Gitaarsnaar', 'Kitesurfen']);

    // Removing takes the topic out at once; the focus goes to 'Ongedaan maken'.
    await main().getByRole('button', { name: 'Verwijder (Gitaarsnaar)' }).click();
    await main().getByRole('status').filter({ hasText: 'Gitaarsnaar is uit de selectie gehaald.' }).waitFor();
    await expect(eventually(focusedText, 'Ongedaan maken')).resolves.toBe('Ongedaan maken');
    await expect(topicTitles()).resolves.toEqual(['Waterkoker', 'Kitesurfen']);
    await expect(eventually(() => badge().textContent(), '2(2 opgaven)')).resolves.toBe('2(2 opgaven)');
    await expect(storedOrder(TEACHER)).resolves.toEqual(['Waterkoker', 'Kitesurfen']);
    await a11y.check(page, 'after removing a topic');

    await page.keyboard.press('Enter');
    await expect(eventually(topicTitles, ['Waterkoker', 'Gitaarsnaar', 'Kitesurfen'])).resolves.toEqual(['Waterkoker', 'Gitaarsnaar', 'Kitesurfen']);
    await expect(item('Gitaarsnaar').innerText()).resolves.toMatch(/Vragen 9, 10 · 5 punten · 7 minuten/);
    await expect(eventually(() => badge().textContent(), '3(3 opgaven)')).resolves.toBe('3(3 opgaven)');
    await expect(eventually(() => storedOrder(TEACHER), ['Waterkoker', 'Gitaarsnaar', 'Kitesurfen'])).resolves.toEqual(['Waterkoker', 'Gitaarsnaar', 'Kitesurfen']);
    await expect(eventually(focusedText, 'Verwijder (Gitaarsnaar)')).resolves.toMatch(/Verwijder\s*\(Gitaarsnaar\)/);
    await a11y.check(page, 'after undoing the removal');
  });

  it('fits a phone at 360 px, and makes one set when the connection drops and the teacher tries again', async () => {
    await emptyCart(TEACHER);
    await page.setViewportSize({ width: 360, height: 740 });
    await signInThroughApi(page, server.url, TEACHER, `/topics/${topics.Kitesurfen}`);
    await a11y.check(page);
    await addToCart('Kitesurfen', [1]);
    await addToCart('Waterkoker', [5, 6]);
    await page.goto(`${server.url}/cart`);
    await stepHeading('Opgaven').waitFor();
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    await expect(pageWidth()).resolves.toBeLessThanOrEqual(360);
    // Tap targets of at least 44 by 44 px: the order and remove buttons, the steps.
    const boxes = await main()
      .locator('.cart-topic-actions button, .stepper-item')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => [Math.round(r.width), Math.round(r.height)]));
    expect(boxes.length).toBe(10);
    for (const [width, height] of boxes) {
      expect(width).toBeGreaterThanOrEqual(44);
      expect(height).toBeGreaterThanOrEqual(44);
    }

    await main().getByRole('textbox', { name: 'Naam van de set' }).fill('Telefoonset');
    await main().getByRole('button', { name: 'Volgende' }).click();
    await stepHeading('Verspreiden').waitFor();
    await expect(pageWidth()).resolves.toBeLessThanOrEqual(360);
    await a11y.check(page, 'Verspreiden at 360 px');
    await main().getByRole('button', { name: 'Volgende' }).click();
    await stepHeading('Overzicht').waitFor();
    // The grid scrolls sideways inside its own box; the page does not.
    await expect(pageWidth()).resolves.toBeLessThanOrEqual(360);
    await expect(
      main()
        .locator('.coverage-scroll')
        .evaluate((el) => el.scrollWidth > el.clientWidth),
    ).resolves.toBe(true);
    await a11y.check(page, 'Overzicht at 360 px');

    // The request reaches the server, which makes the set, but the answer never arrives (document 1 §8's sentences).
    let dropped = 0;
    await page.route('**/graphql', async (route) => {
      if ((route.request().postDataJSON() as { operationName?: string }).operationName !== 'useCreateCollectionMutation' || dropped > 0) return route.continue();
      dropped++;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await main().getByRole('button', { name: 'Maak de set' }).click();
    const failure = main().getByRole('alert').filter({ hasText: 'Kon verzameling niet aanmaken.' });
    await failure.waitFor();
    await expect(failure.innerText()).resolves.toMatch(/Kon opgaven niet samenstellen/);
    await a11y.check(page, 'after the failure');
    const sets = () => server.db.prisma.collection.count({ where: { name: 'Telefoonset', owner: { email: TEACHER } } });
    await expect(sets()).resolves.toBe(1);

    // Trying again sends the same request key: the answer is the set made the first time.
    await main().getByRole('button', { name: 'Maak de set' }).click();
    await stepHeading('Bevestiging').waitFor();
    await main().getByText('Deze set was al gemaakt bij je eerste poging; er is geen tweede van gemaakt.').waitFor();
    await main().locator('.collection-card').getByRole('heading', { name: 'Telefoonset' }).waitFor();
    expect(dropped).toBe(1);
    await expect(sets()).resolves.toBe(1);
    await expect(pageWidth()).resolves.toBeLessThanOrEqual(360);
    await a11y.check(page, 'Bevestiging at 360 px');
  });

  it('shows a trial teacher the limits, and the server’s refusal when the complete topics ran out meanwhile', async () => {
    const ownerId = await userIdOf(server.db.prisma, TRIAL_TEACHER);
    const streamId = await streamIdOf(server.db.prisma, 'natuurkunde-havo');
    const earlierSet = (name: string, data: { downloadType?: 'word'; completeTopics?: number; partialTopics?: number }) =>
      server.db.prisma.collection.create({ data: { key: `${name}-${'x'.repeat(22)}`.slice(0, 22), ownerId, streamId, name, fingerprint: name, createdAt: new Date(), ...data } });
    // Word: all 16 topics of the trial period used already.
    await earlierSet('Eerder als Word', { downloadType: 'word', partialTopics: 16 });

    await signInThroughApi(page, server.url, TRIAL_TEACHER, `/topics/${topics.Waterkoker}`);
    await a11y.check(page);
    await addToCart('Waterkoker', 'all');
    await addToCart('Kitesurfen', [1]);
    await page.goto(`${server.url}/cart`);
    await stepHeading('Opgaven').waitFor();
    await main().getByRole('alert').filter({ hasText: 'Met een proeflicentie kun je maximaal 8 opgaven in één set opnemen.' }).waitFor();
    await main().getByRole('alert').filter({ hasText: 'Je kunt geen Word-documenten meer aanmaken. Kies digitaal of pdf; over enkele dagen kan het weer.' }).waitFor();
    await main().getByRole('textbox', { name: 'Naam van de set' }).fill('Proefset');
    await main().getByRole('button', { name: 'Volgende' }).click();
    await stepHeading('Verspreiden').waitFor();
    const word = main().getByRole('radio', { name: 'Word' });
    await expect(word.isDisabled()).resolves.toBe(true);
    await expect(page.locator(`[id="${await word.getAttribute('aria-describedby')}"]`).innerText()).resolves.toMatch(
      /Je kunt geen Word-documenten meer aanmaken\. Kies digitaal of pdf; over enkele dagen kan het weer\./,
    );
    await a11y.check(page, 'Word refused');
    await main().getByRole('button', { name: 'Volgende' }).click();
    await stepHeading('Overzicht').waitFor();

    // Meanwhile (another tab) the 16 complete topics of the period are used up: the server refuses, the page says why.
    await earlierSet('Eerder compleet', { completeTopics: 16 });
    await main().getByRole('button', { name: 'Maak de set' }).click();
    const refusal = main().getByRole('alert').filter({ hasText: 'Kon verzameling niet aanmaken.' });
    await refusal.waitFor();
    await expect(refusal.innerText()).resolves.toMatch(/Je hebt het maximum van 16 complete opgaven in deze periode bereikt\. Kies een deel van de vragen van een opgave\./);
    await main().getByRole('alert').filter({ hasText: 'Maximum aantal complete opgaven' }).waitFor();
    await expect(main().getByRole('button', { name: 'Maak de set' }).getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(server.db.prisma.collection.count({ where: { ownerId, name: 'Proefset' } })).resolves.toBe(0);
    await a11y.check(page, 'after the refusal');
  });
});
