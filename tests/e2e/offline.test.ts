// A shared set's student pages on a dead network (issue 10, beyond the spec): a student opens a QR page once, the
// connection drops, and the QR code of another question of the same paper still opens its page — the service worker
// (web/public/sw.js) keeps the app, the set's data and its pictures. A tip taken offline is logged, and a signed-in
// student's score marked offline is saved, when the connection returns.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser, signInThroughApi } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { createLicense, createSeat, createUser, streamIdOf } from '../setup/factories.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import { TEST_NOW } from '../setup/env.ts';

const run = browserAvailable() ? describe : describe.skip;

run('a shared set without a network', () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const set = { key: '', topicUrlId: '', topicName: '', questions: [] as { urlId: string; number: number; id: number }[] };

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb() });
    browser = await launchBrowser();
    const db = server.db.prisma;
    const ids = createIdCodec(server.config.idSecret);
    const streamId = await streamIdOf(db, 'natuurkunde-havo');
    const topic = await db.topic.findFirstOrThrow({
      where: { exam: { streamId, status: 'published', showAnswers: true }, questions: { some: { number: { gt: 0 } } } },
      orderBy: { id: 'desc' },
      select: { id: true, name: true, questions: { orderBy: { number: 'asc' }, take: 2, select: { id: true, number: true } } },
    });
    const second = topic.questions[1]!;
    await db.tip.deleteMany({ where: { questionId: second.id } });
    await db.tip.create({ data: { questionId: second.id, position: 0, text: 'Een tip zonder netwerk' } });
    const owner = await db.user.findUniqueOrThrow({ where: { email: 'docent@vraagwerk.nl' }, select: { id: true } });
    const created = await db.collection.create({
      data: {
        key: randomBytes(16).toString('base64url'),
        ownerId: owner.id,
        streamId,
        name: 'Set voor de zwakke wifi',
        fingerprint: `e2e-${randomBytes(6).toString('hex')}`,
        topicOrder: [topic.id],
        questions: { create: topic.questions.map((q, position) => ({ questionId: q.id, position })) },
      },
    });
    Object.assign(set, { key: created.key, topicUrlId: ids.encode(topic.id), topicName: topic.name, questions: topic.questions.map((q) => ({ ...q, urlId: ids.encode(q.id) })) });
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
  const qr = (question: { urlId: string }) => `${server.url}/c/${set.key}/${set.topicUrlId}/${question.urlId}`;

  it("opens another question's QR page of the same set offline, and sends its log when the connection returns", async () => {
    const [first, second] = set.questions as [(typeof set.questions)[0], (typeof set.questions)[0]];
    await page.goto(qr(first));
    await main().getByRole('heading', { level: 1, name: set.topicName }).waitFor();
    await page.locator(`html[data-offline-ready="${set.key}"]`).waitFor({ state: 'attached', timeout: 30_000 });

    await context.setOffline(true);
    expect(
      await page.evaluate(() =>
        fetch('/healthz').then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');
    await page.goto(qr(second));
    await main().getByRole('heading', { level: 1, name: set.topicName }).waitFor();
    const open = main().locator('details[open]');
    expect(await open.locator('summary').innerText()).toContain('Vraag 2'); // the set's second question: numbered through the set (issue 42);
    await open.getByRole('button', { name: 'Tip', exact: true }).click();
    await open.getByText('Een tip zonder netwerk').waitFor();
    const tipsOffline = () => server.db.prisma.activityLog.count({ where: { collection: { key: set.key }, questionId: second.id, activity: 'Ontvang een tip' } });
    expect(await tipsOffline()).toBe(0);

    // The set's list page, opened offline too.
    await page.goto(`${server.url}/student/${set.key}`);
    // Headed by the set's own name, 'Selectie vanuit docent' beneath it (issue 41).
    await main().getByRole('heading', { level: 1, name: 'Set voor de zwakke wifi' }).waitFor();

    await context.setOffline(false);
    for (let waited = 0; (await tipsOffline()) === 0 && waited < 15_000; waited += 200) await new Promise((r) => setTimeout(r, 200));
    expect(await tipsOffline()).toBe(1);
  });

  it("saves a signed-in student's score marked offline once the connection returns", async () => {
    const db = server.db.prisma;
    const license = await createLicense(db, { groups: [{ name: 'H4c', streamSlug: 'natuurkunde-havo' }] });
    const student = await createUser(db, { role: 'leerling', data: { grade: 'Havo 4' } });
    await createSeat(db, {
      licenseId: license.id,
      userId: student.id,
      role: 'leerling',
      groupIds: [license.groups[0]!.id],
      privileges: [{ action: 'oefensets uitvoeren', objectId: await streamIdOf(db, 'natuurkunde-havo') }],
    });
    const first = set.questions[0]!;
    await signInThroughApi(page, server.url, student.email, new URL(qr(first)).pathname);
    await main().getByRole('heading', { level: 1, name: set.topicName }).waitFor();
    await page.locator(`html[data-offline-ready="${set.key}"]`).waitFor({ state: 'attached', timeout: 30_000 });

    await context.setOffline(true);
    const open = main().locator('details[open]');
    await open.getByRole('button', { name: 'Begin met nakijken' }).click();
    const steps = open.locator('.score-step');
    for (let i = 0; i < (await steps.count()); i++) {
      await steps.nth(i).getByRole('group', { name: 'Heb je dit tussenantwoord goed?' }).getByRole('button', { name: 'Ja' }).click();
    }
    await open.getByRole('button', { name: 'Bekijk je punten' }).click();
    await open.getByText(/^Je hebt \d+ van de \d+ punten?\.$/).waitFor();
    const saved = () => db.score.count({ where: { userId: student.id, questionId: first.id, hasCompletedScoreFlow: true } });
    expect(await saved()).toBe(0);

    await context.setOffline(false);
    for (let waited = 0; (await saved()) === 0 && waited < 15_000; waited += 200) await new Promise((r) => setTimeout(r, 200));
    expect(await saved()).toBe(1);
  });
});
