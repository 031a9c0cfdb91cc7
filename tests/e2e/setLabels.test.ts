// One label per question within a set (issue 42 item 1), from paper to phone: a set of two exams' topics, whose own
// numbers repeat, printed as a PDF; the QR code beside a question of the second exam, read from the paper by zbarimg,
// opens a page whose panel is named as the paper names that question, and the score table uses the same name.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { signedInClient, streamIdOf } from '../setup/factories.ts';
import { missingReaders, pdfQrCodes, pdfText, scratch } from '../setup/readers.ts';
import { createIdCodec } from '../../server/app/ids.ts';

const run = browserAvailable() && !missingReaders(['poppler', 'zbar']).length ? describe : describe.skip;

run("a set's labels on paper and on the page its QR code opens", () => {
  const a11y = accessibilityChecks();
  const files = scratch();
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let context: BrowserContext | null = null;

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb() });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    files.remove();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('names a question of the second exam by its place in the set, on the paper and on its QR page', async () => {
    const db = server.db.prisma;
    const ids = createIdCodec(server.config.idSecret);
    const streamId = await streamIdOf(db, 'natuurkunde-havo');
    // The first topic of two published exams: each numbered from its exam's start.
    const topics = await db.topic.findMany({
      where: { exam: { streamId, status: 'published' } },
      orderBy: { id: 'asc' },
      distinct: ['examId'],
      take: 2,
      select: { id: true, name: true, questions: { orderBy: { number: 'asc' }, select: { id: true, number: true, points: true } } },
    });
    const owner = await db.user.findUniqueOrThrow({ where: { email: 'docent@vraagwerk.nl' }, select: { id: true } });
    const chosen = topics.flatMap((t) => t.questions);
    const set = await db.collection.create({
      data: {
        key: randomBytes(16).toString('base64url'),
        ownerId: owner.id,
        streamId,
        name: 'Twee examens door elkaar',
        downloadType: 'pdf',
        qr: true,
        fingerprint: `e2e-${randomBytes(6).toString('hex')}`,
        topicOrder: topics.map((t) => t.id),
        questions: { create: chosen.map((q, position) => ({ questionId: q.id, position })) },
      },
    });
    // The second exam's first question: its label is its place in the set, after all of the first topic's.
    const target = topics[1]!.questions[0]!;
    const label = topics[0]!.questions.length + 1;
    expect(target.number).not.toBe(label);

    const client = await signedInClient(server, 'docent@vraagwerk.nl');
    const response = await client.get(`/api/download-collection-pdf/${set.key}?type=pdf`);
    expect(response.status).toBe(200);
    const pdf = files.file('labels.pdf', new Uint8Array(await response.arrayBuffer()));
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain(`Vraag ${label} examenvraag ${target.number}`);
    const codes = await pdfQrCodes(pdf, files.dir);
    const qr = codes.find((c) => c.endsWith(`/${ids.encode(topics[1]!.id)}/${ids.encode(target.id)}`));
    expect(qr).toBeDefined();

    context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    page = await a11y.watch(await context.newPage());
    {
      await page.goto(`${server.url}${new URL(qr!).pathname}`);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: topics[1]!.name }).waitFor();
      const open = main.locator('details[open] > summary');
      await expect(open.innerText()).resolves.toMatch(new RegExp(`^Vraag ${label}\\b`));
      // Every panel of the topic and its row in the score table: the set's labels, in order.
      const expected = topics[1]!.questions.map((_, i) => label + i);
      const titles = await main.locator('details.qr-panel > summary').allInnerTexts();
      expect(titles.map((t) => Number(/^Vraag (\d+)/.exec(t.trim())?.[1]))).toEqual(expected);
      const rows = await main.locator('table.score-table tbody th').allInnerTexts();
      expect(rows.map(Number)).toEqual(expected);
      await a11y.check(page, 'QR page of a set of two exams');
    }
  });
});
