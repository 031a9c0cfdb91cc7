// The correctievoorschrift as a PDF and the teacher's version in Chromium (issue 42 item 7 and beyond the spec): the
// reuse list offers both for a set made as pdf, and each arrives under the name the server gives, as a PDF that
// holds what it promises (pdftotext where it is installed).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { BROWSER_TEST_TIMEOUT_MS, browserAvailable, buildWeb, launchBrowser, signInThroughApi } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { streamIdOf, userIdOf } from '../setup/factories.ts';

const run = browserAvailable() ? describe : describe.skip;

const TEACHER = 'docent@vraagwerk.nl';
const SET_NAME = 'Waterkoker met docentversie';

function pdfText(file: string): string | null {
  const result = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  if (result.error) return null;
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout.replace(/\s+/g, ' ');
}

run('the teacher’s documents in a browser', () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb(), DOCUMENT_THREADS: '1' });
    browser = await launchBrowser();
    // A pdf set of the demo teacher: the whole Waterkoker topic.
    const prisma = server.db.prisma;
    const streamId = await streamIdOf(prisma, 'natuurkunde-havo');
    const topic = await prisma.topic.findFirstOrThrow({ where: { streamId, name: 'Waterkoker' }, select: { id: true, questions: { orderBy: { number: 'asc' }, select: { id: true } } } });
    await prisma.collection.create({
      data: {
        key: 'teacherDocsE2eSet00001',
        ownerId: await userIdOf(prisma, TEACHER),
        streamId,
        name: SET_NAME,
        fingerprint: SET_NAME,
        downloadType: 'pdf',
        topicOrder: [topic.id],
        questions: { create: topic.questions.map((q, position) => ({ questionId: q.id, position })) },
      },
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ acceptDownloads: true });
    page = await a11y.watch(await context.newPage());
  });
  afterEach(async () => {
    await context.close();
  });

  it(
    'offers the correctievoorschrift as a PDF and the teacher’s version on the reuse list, and downloads both',
    async () => {
      await signInThroughApi(page, server.url, TEACHER, '/collections/history');
      const card = page.getByRole('main').locator('.collection-card', { hasText: SET_NAME });
      const documents = card.getByRole('region', { name: 'Documenten' });
      await documents.getByRole('button', { name: 'Docentversie (PDF)' }).waitFor();
      const offered = await documents.getByRole('button').allInnerTexts();
      expect(offered).toEqual(expect.arrayContaining(['Download PDF', 'Download correctievoorschrift', 'Correctievoorschrift (PDF)', 'Docentversie (PDF)']));
      await a11y.check(page);

      for (const [button, fileName, words] of [
        ['Correctievoorschrift (PDF)', `Vraagwerk correctievoorschrift ${SET_NAME}.pdf`, 'Modeluitwerking'],
        ['Docentversie (PDF)', `Vraagwerk docentversie ${SET_NAME}.pdf`, 'Correctievoorschrift vraag 1'],
      ] as const) {
        const download = page.waitForEvent('download', { timeout: BROWSER_TEST_TIMEOUT_MS });
        await documents.getByRole('button', { name: button, exact: true }).click();
        const arrived = await download;
        expect(arrived.suggestedFilename()).toBe(fileName);
        const file = await arrived.path();
        expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const text = pdfText(file);
        if (text !== null) expect(text).toContain(words);
        await documents
          .getByRole('status')
          .filter({ hasText: `Gedownload: ${fileName}` })
          .waitFor();
      }
    },
    BROWSER_TEST_TIMEOUT_MS * 2,
  );
});
