// A download that fails, as the teacher reads it (issue 42, item 9; document 1 §8): the web app words each answer of
// the server in Dutch, in the documents' alert region, with a button to try again where trying again can help. Every
// answer is the real server's: a full document pool (503 + Retry-After on every try: the server's only document worker
// is held by a document whose files the test hands over only when it is done), a document the server cannot make (500:
// a figure of the set whose stored bytes are no image), a set deleted after the page was opened (404), and a browser
// that lost its connection. The REST answers keep document 4's English; only the page speaks Dutch.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser, signInThroughApi } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { streamIdOf, userIdOf } from '../setup/factories.ts';
import { TEST_NOW } from '../setup/env.ts';
import { loadFiles, loadTopicModel } from '../../server/domain/documents/model.ts';
import type { DocFile } from '../../server/domain/documents/model.ts';
import { testStorage } from '../setup/files.ts';

const run = browserAvailable() ? describe : describe.skip;

const TEACHER = 'docent@vraagwerk.nl';
/** A document may take long on a loaded machine (see tests/e2e/downloads.test.ts). */
const DOCUMENT_WAIT_MS = 240_000;
const TEST_MS = DOCUMENT_WAIT_MS + 120_000;

run('a failed download in a browser', () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // One document worker and no waiting room: one held document fills the pool.
    server = await startTestServer({ WEB_DIST: buildWeb(), DOCUMENT_THREADS: '1', DOCUMENT_QUEUE: '0', DOCUMENT_TIMEOUT_S: String(DOCUMENT_WAIT_MS / 1000) });
    browser = await launchBrowser();
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

  const main = () => page.getByRole('main');

  /** A set of the demo teacher on the reuse list (the newest), of the named topics, made as `downloadType`. */
  async function makeSet(name: string, topicNames: string[], downloadType: 'pdf' | 'word', minutes: number) {
    const prisma = server.db.prisma;
    const ownerId = await userIdOf(prisma, TEACHER);
    const streamId = await streamIdOf(prisma, 'natuurkunde-havo');
    const topics = await prisma.topic.findMany({ where: { streamId, name: { in: topicNames } }, select: { id: true, questions: { select: { id: true } } } });
    return prisma.collection.create({
      data: {
        key: `${name.replace(/\W/g, '').slice(0, 12)}${'x'.repeat(22)}`.slice(0, 22),
        ownerId,
        streamId,
        name,
        fingerprint: name,
        downloadType,
        createdAt: new Date(TEST_NOW.getTime() + minutes * 60_000),
        topicOrder: topics.map((t) => t.id),
        questions: { create: topics.flatMap((t) => t.questions).map((q, position) => ({ questionId: q.id, position })) },
      },
    });
  }

  const documentsOf = (setName: string) => main().locator('.collection-card', { hasText: setName }).getByRole('region', { name: 'Documenten' });

  it(
    'says in Dutch that many documents are being made and when to try again, and tries again on request',
    async () => {
      const SET = 'Drukte-set';
      const set = await makeSet(SET, ['Waterkoker'], 'word', 1);
      // The server's only document worker takes a document of a topic's appendixes, whose files the test hands over
      // only at the end: until then the pool is full and every download is refused with 503 and Retry-After.
      const topic = await server.db.prisma.topic.findFirstOrThrow({ where: { questions: { some: { appendixes: { some: {} } } } }, orderBy: { id: 'asc' }, select: { id: true } });
      const model = (await loadTopicModel(server.db.prisma, topic.id, {}))!;
      let handOver!: (files: DocFile[]) => void;
      const files = new Promise<DocFile[]>((resolve) => (handOver = resolve));
      const held = server.app.documents.document('topicAppendixes', { ...model, title: 'Vastgehouden' }, () => files);
      expect(server.app.documents.stats.admitted).toBe(1);

      // What the server answered each of the page's tries (seen, not changed).
      const answers: { status: number; retryAfter: string | null }[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/api/download-collection/')) answers.push({ status: response.status(), retryAfter: response.headers()['retry-after'] ?? null });
      });

      await signInThroughApi(page, server.url, TEACHER, '/collections/history');
      const documents = documentsOf(SET);
      await documents.getByRole('button', { name: 'Download Word' }).click();
      // While it tries again by itself, the waiting notice; after the last try, the failure in the alert region.
      await documents
        .getByRole('status')
        .filter({ hasText: /Het is even druk; we proberen het over \d+ seconden? opnieuw\./ })
        .waitFor();
      const alert = documents.getByRole('alert');
      await alert.filter({ hasText: /^Er worden nu veel documenten tegelijk gemaakt\. Probeer het over \d+ seconden? opnieuw\.$/ }).waitFor({ timeout: 60_000 });
      expect(answers.map((a) => a.status)).toEqual([503, 503, 503]);
      // The seconds are the server's last Retry-After; the REST answer itself keeps document 4's English.
      const seconds = Number(answers[2]!.retryAfter);
      expect(seconds).toBeGreaterThanOrEqual(1);
      await expect(alert.innerText()).resolves.toBe(`Er worden nu veel documenten tegelijk gemaakt. Probeer het over ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'} opnieuw.`);
      // The same refusal over REST, with the browser's session: document 4's English.
      const cookies = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      const rest = await fetch(`${server.url}/api/download-collection/${set.key}?type=word`, { headers: { Cookie: cookies, Accept: 'application/json' } });
      expect(rest.status).toBe(503);
      // Document 4's English, and the request's id as its header gives it.
      expect(await rest.json()).toEqual({ message: 'Documents are being made for many users at once. Please try again shortly.', requestId: rest.headers.get('x-request-id') });
      await expect(documents.getByRole('status').innerText()).resolves.toBe('');
      await a11y.check(page, 'after the pool stayed full');

      // The pool frees up: 'Probeer opnieuw' asks again, and the Word file comes.
      handOver(await loadFiles(server.db.prisma, testStorage(), model.files));
      await held;
      const download = page.waitForEvent('download', { timeout: DOCUMENT_WAIT_MS });
      await documents.getByRole('button', { name: 'Probeer opnieuw' }).click();
      const word = await download;
      expect(word.suggestedFilename()).toBe(`Vraagwerk opgaven ${SET}.docx`);
      await documents
        .getByRole('status')
        .filter({ hasText: `Gedownload: Vraagwerk opgaven ${SET}.docx` })
        .waitFor();
      await expect(alert.innerText()).resolves.toBe('');
      await expect(documents.getByRole('button', { name: 'Probeer opnieuw' }).count()).resolves.toBe(0);
    },
    TEST_MS,
  );

  it(
    'says so when the server cannot make the document (500), when the set is gone (404) and when the connection is lost',
    async () => {
      const prisma = server.db.prisma;
      // A question of Natuurkunde havo with a figure (SVG in the demo content): its set's PDF shows that figure.
      const streamId = await streamIdOf(prisma, 'natuurkunde-havo');
      const shown = await prisma.questionAttachment.findFirstOrThrow({
        where: { question: { topic: { streamId } }, attachment: { file: { mime: { in: ['image/svg+xml', 'image/png', 'image/jpeg'] } } } },
        orderBy: { questionId: 'asc' },
        select: { question: { select: { topic: { select: { name: true } } } }, attachment: { select: { file: { select: { id: true, content: true } } } } },
      });
      const figure = shown.attachment.file;
      const BROKEN = 'Set met kapotte figuur';
      const GONE = 'Set die verdwijnt';
      await makeSet(BROKEN, [shown.question.topic.name], 'pdf', 2);
      const gone = await makeSet(GONE, ['Kitesurfen'], 'pdf', 3);
      const statuses: number[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/api/download-')) statuses.push(response.status());
      });
      await signInThroughApi(page, server.url, TEACHER, '/collections/history');
      const broken = documentsOf(BROKEN);
      await broken.getByRole('button', { name: 'Download PDF' }).waitFor();

      // The figure's stored bytes are no image any more (a figure damaged in storage): the renderer cannot make the PDF
      // and the server answers 500.
      await prisma.storedFile.update({ where: { id: figure.id }, data: { content: new TextEncoder().encode('dit is geen afbeelding') } });
      await broken.getByRole('button', { name: 'Download PDF' }).click();
      const alert = broken.getByRole('alert');
      await alert.filter({ hasText: 'Kon geen document aanmaken: er ging iets mis bij het maken. Probeer het opnieuw.' }).waitFor({ timeout: DOCUMENT_WAIT_MS });
      expect(statuses).toEqual([500]);
      await a11y.check(page, 'after a 500');
      // The figure is whole again: 'Probeer opnieuw' makes the PDF.
      await prisma.storedFile.update({ where: { id: figure.id }, data: { content: figure.content } });
      const pdf = page.waitForEvent('download', { timeout: DOCUMENT_WAIT_MS });
      await broken.getByRole('button', { name: 'Probeer opnieuw' }).click();
      expect((await pdf).suggestedFilename()).toBe(`Vraagwerk opgaven ${BROKEN}.pdf`);
      expect(statuses).toEqual([500, 200]);
      await expect(alert.innerText()).resolves.toBe('');

      // The connection is gone: said, and tried again once it is back.
      await context.setOffline(true);
      await broken.getByRole('button', { name: 'Download correctievoorschrift' }).click();
      await alert.filter({ hasText: 'Kon geen document aanmaken: er is geen verbinding met Vraagwerk. Controleer je internetverbinding en probeer het opnieuw.' }).waitFor();
      await context.setOffline(false);
      const corrections = page.waitForEvent('download', { timeout: DOCUMENT_WAIT_MS });
      await broken.getByRole('button', { name: 'Probeer opnieuw' }).click();
      expect((await corrections).suggestedFilename()).toBe(`Vraagwerk correctievoorschrift ${BROKEN}.docx`);

      // The set is deleted after the page was opened (another tab): 404, no button to try again.
      const goneDocuments = documentsOf(GONE);
      await prisma.collection.delete({ where: { id: gone.id } });
      await goneDocuments.getByRole('button', { name: 'Download PDF' }).click();
      await goneDocuments.getByRole('alert').filter({ hasText: 'Dit document bestaat niet meer: de set is misschien verwijderd. Vernieuw de pagina.' }).waitFor();
      expect(statuses.at(-1)).toBe(404);
      await expect(goneDocuments.getByRole('button', { name: 'Probeer opnieuw' }).count()).resolves.toBe(0);
      await a11y.check(page, 'after a 404');
    },
    TEST_MS,
  );
});
