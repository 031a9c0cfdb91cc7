// The set on the classroom's board and 'Bewerk een kopie' in Chromium (issue 41, beyond the spec), with the demo
// teacher docent@vraagwerk.nl. The cart's confirmation and a card of the reuse list show the set's QR code: a
// screenshot of it is decoded by zbarimg, and the decoded link, opened by an anonymous visitor, shows the set's topics
// as the database has them; so does the short link shown beside it. The projector view fills the screen and closes
// with Escape, giving the focus back. 'Kopieer link' copies the link (and falls back to the selected field when the
// clipboard is refused). 'Bewerk een kopie' asks before it replaces a selection, and lands on /cart with the set's
// topics and the badge counting them.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser, signInThroughApi } from '../setup/browser.ts';
import { scratch, testWith } from '../setup/readers.ts';
import { freePort, startTestServer, type TestServer } from '../setup/server.ts';
import { streamIdOf, userIdOf } from '../setup/factories.ts';

const run = browserAvailable() ? describe : describe.skip;
const exec = promisify(execFile);
const withZbar = testWith(['zbar']);

const TEACHER = 'docent@vraagwerk.nl';

run('the set on the board and editing a copy, in a browser', () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let teacherId: number;
  let streamId: number;
  /** Anonymous visitors' contexts (students' phones) of the current test. */
  const phones: BrowserContext[] = [];
  const work = scratch();

  beforeAll(async () => {
    // The links in the QR codes are made from PUBLIC_URL: the server's own address, known before it starts.
    const port = await freePort();
    server = await startTestServer({ WEB_DIST: buildWeb(), PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
    browser = await launchBrowser();
    teacherId = await userIdOf(server.db.prisma, TEACHER);
    streamId = await streamIdOf(server.db.prisma, 'natuurkunde-havo');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    work.remove();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await a11y.watch(await context.newPage());
  });
  afterEach(async () => {
    await context.close();
    for (const phone of phones.splice(0)) await phone.close();
  });

  const main = () => page.getByRole('main');
  const db = () => server.db.prisma;
  const badge = () => page.getByRole('navigation', { name: 'Hoofdmenu' }).locator('.menu-badge').first();
  const focusedText = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? '');

  /** A demo topic of Natuurkunde Havo by name, with its question ids in number order. */
  const demoTopic = async (name: string) => {
    const topic = await db().topic.findFirstOrThrow({ where: { name, exam: { streamId } }, select: { id: true, questions: { orderBy: { number: 'asc' }, select: { id: true } } } });
    return { id: topic.id, questions: topic.questions.map((q) => q.id) };
  };
  /** Entries name topics and which of their questions (0: the first) are chosen. */
  type Entry = { name: string; picks: number[] };

  /** Puts topics with some of their questions in the teacher's selection (straight in the database), replacing it. */
  const fillCart = async (entries: Entry[]) => {
    const cart = await db().cart.upsert({ where: { userId_streamId: { userId: teacherId, streamId } }, create: { userId: teacherId, streamId }, update: {}, select: { id: true } });
    await db().cartTopic.deleteMany({ where: { cart: { userId: teacherId } } });
    for (const [position, entry] of entries.entries()) {
      const topic = await demoTopic(entry.name);
      await db().cartTopic.create({
        data: { cartId: cart.id, topicId: topic.id, position, questions: { create: entry.picks.map((i) => ({ questionId: topic.questions[i]! })) } },
      });
    }
  };

  /** A set the teacher made before (straight in the database), newest on the reuse list. */
  const madeSet = async (name: string, entries: Entry[]) => {
    const key = randomBytes(16).toString('base64url');
    const topics = [];
    for (const entry of entries) topics.push({ ...(await demoTopic(entry.name)), picks: entry.picks });
    await db().collection.create({
      data: {
        key,
        ownerId: teacherId,
        streamId,
        name,
        downloadType: 'digital',
        topicOrder: topics.map((t) => t.id),
        partialTopics: topics.length,
        fingerprint: `fixture-${key}`,
        createdAt: new Date(),
        questions: { create: topics.flatMap((t) => t.picks.map((i) => t.questions[i]!)).map((questionId, position) => ({ questionId, position })) },
      },
    });
    return key;
  };

  /** The names of a set's topics in its order, as the database has them. */
  const setTopicNames = async (key: string) => {
    const set = await db().collection.findUniqueOrThrow({ where: { key }, select: { topicOrder: true } });
    const rows = await db().topic.findMany({ where: { id: { in: set.topicOrder } }, select: { id: true, name: true } });
    return set.topicOrder.map((id) => rows.find((r) => r.id === id)!.name);
  };

  /** What a QR code on the screen says: the element's screenshot, read by zbarimg. */
  const decodeQr = async (qr: Locator, name: string) => {
    const file = work.file(`${name}.png`);
    await qr.screenshot({ path: file });
    const { stdout } = await exec('zbarimg', ['-q', '--raw', '-Sdisable', '-Sqrcode.enable', file]);
    return stdout.split('\n').filter(Boolean);
  };

  /** The topics an anonymous visitor (a student's phone) sees on a link. */
  const topicsAt = async (url: string) => {
    // Closed after the test, once its pages had their accessibility check.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    phones.push(phone);
    const student = await a11y.watch(await phone.newPage());
    await student.goto(url);
    await student.getByRole('main').locator('.student-topics').waitFor();
    return { url: student.url(), topics: await student.getByRole('main').locator('.student-topics a').allInnerTexts() };
  };

  withZbar("shows the made set's QR code and short link on the confirmation, large on the projector, and copies its link", async () => {
    await fillCart([
      { name: 'Waterkoker', picks: [0, 1] },
      { name: 'Kitesurfen', picks: [0] },
    ]);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await signInThroughApi(page, server.url, TEACHER, '/cart');
    await main()
      .getByRole('textbox', { name: /Naam van de set/ })
      .fill('Op het bord week 12');
    await main().getByRole('button', { name: 'Volgende' }).click();
    await main().getByRole('button', { name: 'Volgende' }).click();
    await main().getByRole('button', { name: 'Maak de set' }).click();
    const board = main().getByRole('region', { name: 'Op het bord' });
    const qr = board.getByRole('img', { name: 'QR-code met de link naar de set ‘Op het bord week 12’' });
    await qr.waitFor();
    await a11y.check(page, 'the confirmation with the board');

    const made = await db().collection.findFirstOrThrow({ where: { ownerId: teacherId, name: 'Op het bord week 12' }, select: { key: true } });
    const link = `${server.url}/student/${made.key}`;
    const expected = await setTopicNames(made.key);
    expect(expected).toEqual(['Waterkoker', 'Kitesurfen']);
    // The code on the confirmation is large: 256 CSS pixels.
    expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(250);
    expect(await decodeQr(qr, 'confirmation')).toEqual([link]);
    expect(await topicsAt(link)).toEqual({ url: link, topics: expected });

    // The short link, shown without its protocol, opens the same page.
    const short = `127.0.0.1:${new URL(server.url).port}/s/${made.key}`;
    await expect(board.locator('.set-board-short').innerText()).resolves.toBe(short);
    expect(await topicsAt(`http://${short}`)).toEqual({ url: link, topics: expected });

    // The projector view: the set's name and the code filling the screen; Escape closes it and the focus returns.
    await board.getByRole('button', { name: 'Toon op het bord' }).click();
    const projector = page.getByRole('dialog', { name: 'Op het bord week 12' });
    await projector.waitFor();
    const big = projector.getByRole('img', { name: /QR-code met de link naar de set/ });
    const box = (await big.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(0.55 * 900);
    expect(await decodeQr(big, 'projector')).toEqual([link]);
    await expect(projector.locator('.set-board-short').innerText()).resolves.toBe(short);
    await a11y.check(page, 'the projector view');
    await page.keyboard.press('Escape');
    await projector.waitFor({ state: 'hidden' });
    expect(await focusedText()).toBe('Toon op het bord');

    // Copying: the clipboard holds the link, and a toast says so.
    await board.getByRole('button', { name: 'Kopieer link' }).click();
    await page.getByRole('status').filter({ hasText: 'Link gekopieerd' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  withZbar("shows a set's QR code on its card in 'Opnieuw gebruiken', and copies by the selected field when the clipboard is refused", async () => {
    const key = await madeSet('Kaart op het bord', [
      { name: 'Gitaarsnaar', picks: [0, 1] },
      { name: 'Waterkoker', picks: [0] },
    ]);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    // The clipboard API refuses (as a browser without the permission does); the field's own copy still works.
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await signInThroughApi(page, server.url, TEACHER, '/collections/history');
    const card = main().getByRole('article', { name: 'Kaart op het bord' });
    const qr = card.getByRole('img', { name: 'QR-code met de link naar de set ‘Kaart op het bord’' });
    await qr.waitFor();
    await a11y.check(page, 'the reuse list with the board');
    const link = `${server.url}/student/${key}`;
    expect(await decodeQr(qr, 'card')).toEqual([link]);
    expect(await topicsAt(link)).toEqual({ url: link, topics: await setTopicNames(key) });
    expect(await setTopicNames(key)).toEqual(['Gitaarsnaar', 'Waterkoker']);

    await card.getByRole('button', { name: 'Kopieer link' }).click();
    await page.getByRole('status').filter({ hasText: 'Link gekopieerd' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // The field has the focus with the link selected (to copy by hand where even that is refused).
    expect(
      await page.evaluate(
        () =>
          window.getSelection()?.toString() ||
          (document.activeElement as HTMLInputElement).value.slice((document.activeElement as HTMLInputElement).selectionStart ?? 0, (document.activeElement as HTMLInputElement).selectionEnd ?? 0),
      ),
    ).toBe(link);

    // Where the browser's own copy fails too, the teacher is told to copy the selected link.
    await page.evaluate(() => {
      document.execCommand = () => false;
    });
    await card.getByRole('button', { name: 'Kopieer link' }).click();
    await page.getByRole('alert').filter({ hasText: 'Kopiëren lukte niet: de link is geselecteerd' }).waitFor();
  });

  test("'Bewerk een kopie' asks before it replaces a selection, then opens /cart with the set's topics and the badge counting them", async () => {
    await madeSet('Kopie om te bewerken', [
      { name: 'Kitesurfen', picks: [0, 1] },
      { name: 'Gitaarsnaar', picks: [0] },
      { name: 'Waterkoker', picks: [0] },
    ]);
    await fillCart([{ name: 'Naafdynamo', picks: [0] }]);
    await signInThroughApi(page, server.url, TEACHER, '/collections/history');
    const card = main().getByRole('article', { name: 'Kopie om te bewerken' });
    const edit = card.getByRole('button', { name: 'Bewerk een kopie' });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Huidige selectie vervangen?' });
    await dialog.waitFor();
    await expect(dialog.innerText()).resolves.toContain('Je huidige selectie bevat 1 opgave. Die wordt vervangen door de opgaven van ‘Kopie om te bewerken’.');
    await a11y.check(page, 'the question before replacing the selection');

    // 'Nee' keeps the selection, and the focus goes back to the button.
    await dialog.getByRole('button', { name: 'Nee' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await focusedText()).toBe('Bewerk een kopie');
    expect(await db().cartTopic.count({ where: { cart: { userId: teacherId } } })).toBe(1);

    await edit.click();
    await dialog.getByRole('button', { name: 'Ja, vervang' }).click();
    await page.waitForURL(`${server.url}/cart`);
    await page.getByRole('status').filter({ hasText: 'De opgaven van ‘Kopie om te bewerken’ staan in je huidige selectie.' }).waitFor();
    await main().locator('.cart-topic-title').first().waitFor();
    await expect(main().locator('.cart-topic-title').allInnerTexts()).resolves.toEqual(['Kitesurfen', 'Gitaarsnaar', 'Waterkoker']);
    // The set's name is the suggested name of the new set.
    await expect(
      main()
        .getByRole('textbox', { name: /Naam van de set/ })
        .inputValue(),
    ).resolves.toBe('Kopie om te bewerken');
    await expect(badge().textContent()).resolves.toBe('3(3 opgaven)');
    await a11y.check(page, 'the cart with the copy');
  });

  test("'Bewerk een kopie' with an empty selection opens /cart without asking", async () => {
    await madeSet('Kopie zonder vraag', [{ name: 'Gitaarsnaar', picks: [0, 1, 2] }]);
    await fillCart([]);
    await signInThroughApi(page, server.url, TEACHER, '/collections/history');
    await main().getByRole('article', { name: 'Kopie zonder vraag' }).getByRole('button', { name: 'Bewerk een kopie' }).click();
    await page.waitForURL(`${server.url}/cart`);
    await main().locator('.cart-topic-title').first().waitFor();
    await expect(main().locator('.cart-topic-title').allInnerTexts()).resolves.toEqual(['Gitaarsnaar']);
    await expect(badge().textContent()).resolves.toBe('1(1 opgave)');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
