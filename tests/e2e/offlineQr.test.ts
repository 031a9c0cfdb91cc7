// A QR page on a network that is really gone (issue 41, item 2): the browser reaches the app through a proxy on
// loopback, and the test closes that proxy, so every request — the page's, its scripts', the service worker's own —
// is refused, as on a school network that dropped. Chromium's offline switch alone is not enough: it spares the
// service worker's requests, so a worker that answers nothing from its cache still passed (tests/e2e/offline.test.ts).
// After a first visit the page reloads, the set's other question opens, and a score marked offline stays.
import { randomBytes } from 'node:crypto';
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { streamIdOf } from '../setup/factories.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import { TEST_NOW } from '../setup/env.ts';

const run = browserAvailable() ? describe : describe.skip;

/** A plain proxy to `target` on a loopback port of its own; `cut()` closes it and every connection through it. */
async function startProxy(target: string): Promise<{ url: string; cut(): Promise<void> }> {
  const to = new URL(target);
  const sockets = new Set<Socket>();
  const proxy: Server = createServer((incoming, outgoing) => {
    const upstream = forward({ host: to.hostname, port: to.port, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  proxy.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    cut: () =>
      new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** A run of plain words from a question's markup (no formula, tag or markup sign in it), to find the question on the page. */
function plainWords(markup: string): string {
  const text = markup.replace(/\$\$[\s\S]*?\$\$|\$[^$]*\$|<[^>]*>|\[[^\]]*\]\([^)]*\)|[*_#|]/g, ' ');
  const run = text.match(/[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ ,]{18,}[A-Za-zÀ-ÿ]/)?.[0];
  if (!run) throw new Error(`No plain words in ${markup.slice(0, 80)}`);
  return run.split(' ').slice(0, 5).join(' ');
}

run('a QR page when the network is gone', () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const set = { key: '', topicUrlId: '', topicName: '', questions: [] as { urlId: string; number: number; label: number; words: string; max: number }[] };

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb() });
    browser = await launchBrowser();
    const db = server.db.prisma;
    const ids = createIdCodec(server.config.idSecret);
    const streamId = await streamIdOf(db, 'natuurkunde-havo');
    // A seeded topic of an exam that shows its answers, whose first two questions have a strategy without a score table
    // (the points are the sum of the steps': literal figures from the database).
    const topics = await db.topic.findMany({
      where: { exam: { streamId, status: 'published', showAnswers: true } },
      orderBy: { id: 'asc' },
      select: {
        id: true,
        name: true,
        questions: {
          where: { number: { gt: 0 } },
          orderBy: { number: 'asc' },
          take: 2,
          select: {
            id: true,
            number: true,
            text: true,
            answers: { where: { status: 'published' }, orderBy: [{ position: 'asc' }, { id: 'asc' }], take: 1, select: { scores: true, sections: { select: { points: true } } } },
          },
        },
      },
    });
    const topic = topics.find(
      (t) => t.questions.length === 2 && t.questions.every((q) => /[A-Za-z]{4}/.test(q.text ?? '') && q.answers[0] && q.answers[0].scores.length === 0 && q.answers[0].sections.length > 0),
    );
    if (!topic) throw new Error('No seeded topic with two questions with plain strategies');
    const owner = await db.user.findUniqueOrThrow({ where: { email: 'docent@vraagwerk.nl' }, select: { id: true } });
    const created = await db.collection.create({
      data: {
        key: randomBytes(16).toString('base64url'),
        ownerId: owner.id,
        streamId,
        name: 'Set voor het dode netwerk',
        fingerprint: `e2e-${randomBytes(6).toString('hex')}`,
        topicOrder: [topic.id],
        questions: { create: topic.questions.map((q, position) => ({ questionId: q.id, position })) },
      },
    });
    Object.assign(set, {
      key: created.key,
      topicUrlId: ids.encode(topic.id),
      topicName: topic.name,
      questions: topic.questions.map((q, position) => ({
        urlId: ids.encode(q.id),
        number: q.number,
        // Its name on the set's pages: numbered through the set in its order (issue 42).
        label: position + 1,
        words: plainWords(q.text ?? ''),
        max: q.answers[0]!.sections.reduce((sum, s) => sum + s.points, 0),
      })),
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
    await context.clock.setFixedTime(TEST_NOW);
    page = await a11y.watch(await context.newPage());
  });
  afterEach(async () => {
    await context.close();
  });

  const main = () => page.getByRole('main');
  const open = () => main().locator('details[open]');

  it('reloads the page and opens the set’s other question with the proxy closed, and keeps the score marked offline', async () => {
    const [first, second] = set.questions as [(typeof set.questions)[0], (typeof set.questions)[0]];
    const proxy = await startProxy(server.url);
    const qr = (question: { urlId: string }) => `${proxy.url}/c/${set.key}/${set.topicUrlId}/${question.urlId}`;
    try {
      await page.goto(qr(first));
      await main().getByRole('heading', { level: 1, name: set.topicName }).waitFor();
      await page.locator(`html[data-offline-ready="${set.key}"]`).waitFor({ state: 'attached', timeout: 30_000 });
    } finally {
      await proxy.cut();
    }
    // A phone's HTTP cache is small and soon overwritten; what the service worker keeps is what was promised.
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    expect(
      await page.evaluate(() =>
        fetch('/healthz', { cache: 'no-store' }).then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');

    // The same page, reloaded.
    await page.reload();
    await main().getByRole('heading', { level: 1, name: set.topicName }).waitFor();
    expect(await open().locator('summary').innerText()).toContain(`Vraag ${first.label}`);
    await open().getByText(first.words, { exact: false }).first().waitFor();

    // A score marked offline: every step 'Ja' earns the strategy's points.
    await open().getByRole('button', { name: 'Begin met nakijken' }).click();
    const steps = open().locator('.score-step');
    for (let i = 0; i < (await steps.count()); i++) {
      await steps.nth(i).getByRole('group', { name: 'Heb je dit tussenantwoord goed?' }).getByRole('button', { name: 'Ja' }).click();
    }
    await open().getByRole('button', { name: 'Bekijk je punten' }).click();
    await open()
      .getByText(`Je hebt ${first.max} van de ${first.max} ${first.max === 1 ? 'punt' : 'punten'}.`)
      .waitFor();

    // The set's other question: its QR page, still without a network.
    await page.goto(qr(second));
    await main().getByRole('heading', { level: 1, name: set.topicName }).waitFor();
    expect(await open().locator('summary').innerText()).toContain(`Vraag ${second.label}`);
    await open().getByText(second.words, { exact: false }).first().waitFor();
    // The first question's score is kept: in its panel's title and in the score table.
    const firstPanel = main().locator('details', { has: page.locator('summary', { hasText: `Vraag ${first.label}` }) });
    expect(await firstPanel.locator('summary').innerText()).toContain(`${first.max}/${first.max}`);
    const table = main().getByRole('table', { name: 'Jouw score' });
    expect(await table.locator('tbody tr').first().innerText()).toMatch(new RegExp(`^${first.label}\\s+${first.max}\\s+${first.max}$`));
  });
});
