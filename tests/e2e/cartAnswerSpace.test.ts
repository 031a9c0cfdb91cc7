// Answer space on request (issue 42, beyond the spec) in Chromium with the demo content: the cart's distribution step
// offers 'met antwoordruimte' for a pdf or Word file (not for a digital set), with what it does; the overview and the
// confirmation say it was chosen, and the set is made with it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser, signInThroughApi } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { streamIdOf, userIdOf } from '../setup/factories.ts';

const run = browserAvailable() ? describe : describe.skip;
const TEACHER = 'docent@vraagwerk.nl';
const NAME = 'Toets golven met antwoordruimte';

run('the cart offers answer space', () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext | undefined;
  const db = () => server.db.prisma;

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb() });
    browser = await launchBrowser();
    const streamId = await streamIdOf(db(), 'natuurkunde-havo');
    // A topic of a published exam in the teacher's cart with two of its questions.
    const topic = await db().topic.findFirstOrThrow({
      where: { exam: { streamId, status: 'published' } },
      orderBy: { id: 'asc' },
      select: { id: true, questions: { orderBy: { number: 'asc' }, take: 2, select: { id: true } } },
    });
    const userId = await userIdOf(db(), TEACHER);
    await db().cartTopic.deleteMany({ where: { cart: { userId } } });
    const cart = await db().cart.upsert({ where: { userId_streamId: { userId, streamId } }, create: { userId, streamId }, update: { name: null }, select: { id: true } });
    await db().cartTopic.create({ data: { cartId: cart.id, topicId: topic.id, position: 0, questions: { create: topic.questions.map((q) => ({ questionId: q.id })) } } });
    await db().user.update({ where: { id: userId }, data: { currentStreamId: streamId } });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it("ticks 'met antwoordruimte' in the distribution step and finds it in the overview, the confirmation and the set", async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page: Page = await a11y.watch(await context.newPage());
    const main = () => page.getByRole('main');
    const answerSpace = () => main().getByRole('checkbox', { name: 'met antwoordruimte' });
    await signInThroughApi(page, server.url, TEACHER, '/cart');
    await main().getByRole('heading', { name: 'Huidige selectie', level: 1 }).waitFor();
    await main().getByRole('textbox', { name: 'Naam van de set' }).fill(NAME);
    await main().getByRole('button', { name: 'Volgende' }).click();
    await main()
      .getByRole('heading', { name: /Verspreiden/ })
      .waitFor();

    // A digital set has no paper to write on: the choice is not offered.
    await expect(main().getByRole('radio', { name: 'Digitaal' }).isChecked()).resolves.toBe(true);
    await expect(answerSpace().count()).resolves.toBe(0);

    // Word and pdf offer it, unticked, with what it does.
    await main().getByRole('radio', { name: 'Word' }).check();
    await expect(answerSpace().isChecked()).resolves.toBe(false);
    await main().getByRole('radio', { name: 'PDF' }).check();
    await expect(answerSpace().isChecked()).resolves.toBe(false);
    await expect(
      answerSpace()
        .getAttribute('aria-describedby')
        .then((id) => page.locator(`[id="${id}"]`).innerText()),
    ).resolves.toBe('Lijnen onder elke vraag om op te antwoorden, naar het aantal punten. Handig als je de set als toets uitdeelt.');
    await answerSpace().check();
    await a11y.check(page);

    await main().getByRole('button', { name: 'Volgende' }).click();
    await main()
      .getByRole('heading', { name: /Overzicht/ })
      .waitFor();
    await expect(main().locator('.cart-summary').innerText()).resolves.toContain('PDF met een QR-code per vraag, met antwoordruimte');

    await main().getByRole('button', { name: 'Maak de set' }).click();
    await main()
      .getByRole('heading', { name: /Bevestiging/ })
      .waitFor();
    await main().getByText('Onder elke vraag staan lijnen om op te antwoorden, naar het aantal punten.').waitFor();
    await a11y.check(page);

    const set = await db().collection.findFirstOrThrow({ where: { name: NAME }, select: { downloadType: true, qr: true, answerSpace: true } });
    expect(set).toEqual({ downloadType: 'pdf', qr: true, answerSpace: true });
  });
});
