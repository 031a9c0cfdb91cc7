// A set's device places on the teacher's screen (issue 43 item 3) in Chromium with the demo content: a student's phone
// opens the set's page and holds a place (the key the server gives it); the teacher reads the count on the set's card
// on the reuse list, frees the places after confirming, and the count is 0 there and in the database.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser, signInThroughApi } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { streamIdOf, userIdOf } from '../setup/factories.ts';

const run = browserAvailable() ? describe : describe.skip;
const TEACHER = 'docent@vraagwerk.nl';
const NAME = 'Herhaling golven voor 4H';

run("a set's device places", () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const db = () => server.db.prisma;

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return a11y.watch(await context.newPage());
  }

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb() });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
  });

  it('shows the teacher how many devices hold a place and frees them after a confirmation', async () => {
    const streamId = await streamIdOf(db(), 'natuurkunde-havo');
    const question = await db().question.findFirstOrThrow({
      where: { topic: { exam: { streamId, status: 'published', showAnswers: true } } },
      orderBy: { id: 'asc' },
      select: { id: true, topicId: true },
    });
    const ownerId = await userIdOf(db(), TEACHER);
    await db().user.update({ where: { id: ownerId }, data: { currentStreamId: streamId } });
    const set = await db().collection.create({
      data: {
        key: randomBytes(16).toString('base64url'),
        ownerId,
        streamId,
        name: NAME,
        fingerprint: `e2e-${randomBytes(6).toString('hex')}`,
        topicOrder: [question.topicId],
        questions: { create: [{ questionId: question.id, position: 0 }] },
        createdAt: new Date('2026-03-10T09:00:00Z'),
      },
    });

    const phone = await newPage();
    await phone.goto(`${server.url}/student/${set.key}`);
    await phone.getByRole('main').getByRole('heading').first().waitFor();
    expect((await db().collection.findUniqueOrThrow({ where: { id: set.id }, select: { deviceCount: true } })).deviceCount).toBe(1);

    const page = await newPage();
    await signInThroughApi(page, server.url, TEACHER, '/collections/history');
    const card = page.getByRole('main').locator('article.collection-card', { hasText: NAME });
    await card.getByText('Apparaten: 1 van de 75 plaatsen in gebruik').waitFor();
    await a11y.check(page);
    await card.getByRole('button', { name: 'Plaatsen vrijgeven' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plaatsen van apparaten vrijgeven?' });
    await dialog.waitFor();
    await a11y.check(page);
    await dialog.getByRole('button', { name: 'Vrijgeven' }).click();
    await card.getByText('Apparaten: 0 van de 75 plaatsen in gebruik').waitFor();
    await page.getByText('De plaatsen van alle apparaten zijn vrijgegeven.').waitFor();
    expect(await db().collection.findUniqueOrThrow({ where: { id: set.id }, select: { deviceCount: true, _count: { select: { devices: true } } } })).toEqual({
      deviceCount: 0,
      _count: { devices: 0 },
    });
  });
});
