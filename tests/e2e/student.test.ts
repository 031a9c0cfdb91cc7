// The student pages of a shared set in Chromium on a phone (360 × 740; document 2 §2.3-§2.4, §4; issue 10): an
// anonymous student scans a QR code, takes the tips one at a time, marks the steps and sees the points — kept on the
// device across a reload and never sent — and a signed-in student's score reaches the teacher's score route. The
// question gets a solution strategy of known points (1 and 2) and known tips, so every expected figure is by hand.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser, signInThroughApi } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf } from '../setup/factories.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import { TEST_NOW } from '../setup/env.ts';

const run = browserAvailable() ? describe : describe.skip;
const PHONE = { width: 360, height: 740 };

run('the student pages of a shared set', () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const fixture = { setKey: '', topicUrlId: '', topicName: '', questionUrlId: '', questionLabel: 0, questionId: 0, streamId: 0, ownerId: 0 };

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb() });
    browser = await launchBrowser();
    const db = server.db.prisma;
    const ids = createIdCodec(server.config.idSecret);
    fixture.streamId = await streamIdOf(db, 'natuurkunde-havo');
    const topic = await db.topic.findFirstOrThrow({
      where: { exam: { streamId: fixture.streamId, status: 'published', showAnswers: true } },
      orderBy: { id: 'asc' },
      select: { id: true, name: true, questions: { orderBy: { number: 'asc' }, select: { id: true, number: true } } },
    });
    const question = topic.questions[0]!;
    // The strategy the student marks: step 1 of 1 point with one tip, step 2 of 2 points.
    await db.answer.create({
      data: {
        questionId: question.id,
        status: 'published',
        position: -1,
        name: 'Strategie van de test',
        sections: {
          create: [
            {
              position: 0,
              points: 1,
              correction: 'Inzicht dat P = E / t',
              text: 'Stap een goed',
              elaboration: 'Uitwerking van stap een',
              explanation: 'Toelichting van stap een',
              tips: { create: [{ position: 0, text: 'Staptip: denk aan de definitie' }] },
            },
            { position: 1, points: 2, correction: 'Berekenen van de tijd', text: 'Stap twee goed', elaboration: 'Uitwerking van stap twee', explanation: 'Toelichting van stap twee' },
          ],
        },
      },
    });
    await db.tip.deleteMany({ where: { questionId: question.id } });
    await db.tip.createMany({
      data: [
        { questionId: question.id, position: 0, text: 'Eerste tip van de test' },
        { questionId: question.id, position: 1, text: 'Tweede tip van de test' },
      ],
    });
    const owner = await db.user.findUniqueOrThrow({ where: { email: 'docent@vraagwerk.nl' }, select: { id: true } });
    const set = await db.collection.create({
      data: {
        key: randomBytes(16).toString('base64url'),
        ownerId: owner.id,
        streamId: fixture.streamId,
        name: 'Set voor de klas',
        fingerprint: `e2e-${randomBytes(6).toString('hex')}`,
        topicOrder: [topic.id],
        questions: { create: topic.questions.map((q, position) => ({ questionId: q.id, position })) },
      },
    });
    Object.assign(fixture, {
      setKey: set.key,
      topicUrlId: ids.encode(topic.id),
      topicName: topic.name,
      questionUrlId: ids.encode(question.id),
      // Its name on the set's pages: numbered through the set (issue 42), the set's first question.
      questionLabel: 1,
      questionId: question.id,
      ownerId: owner.id,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    // The phone's clock shows the server's day (scores carry the phone's time).
    await context.clock.setFixedTime(TEST_NOW);
    page = await a11y.watch(await context.newPage());
  });
  afterEach(async () => {
    await context.close();
  });

  const main = () => page.getByRole('main');
  const panel = () => main().locator('details[open]');

  /** Takes the question's tips, then marks step 1 'Ja' and step 2 'Nee' and asks for the points. */
  async function practise(scope: ReturnType<Page['locator']>) {
    await scope.getByRole('button', { name: 'Tip', exact: true }).first().click();
    await scope.getByText('Tip 1 van 2').waitFor();
    await scope.getByText('Eerste tip van de test').waitFor();
    await scope.getByRole('group', { name: 'Lukt het je nu om de vraag te maken?' }).getByRole('button', { name: 'Nee' }).click();
    await scope.getByText('Tip 2 van 2').waitFor();
    await scope.getByRole('group', { name: 'Lukt het je nu om de vraag te maken?' }).getByRole('button', { name: 'Ja' }).click();
    await scope.getByText('Goed zo!', { exact: false }).waitFor();
    await scope.getByRole('button', { name: 'Sluit venster' }).click();

    await scope.getByRole('button', { name: 'Begin met nakijken' }).click();
    const bekijk = scope.getByRole('button', { name: 'Bekijk je punten' });
    expect(await bekijk.isDisabled()).toBe(true);
    const steps = scope.locator('.score-step');
    await steps.nth(0).getByRole('group', { name: 'Heb je dit tussenantwoord goed?' }).getByRole('button', { name: 'Nee' }).click();
    // Step 1's tip, answered 'Ja': the step is correct after all (its point regained).
    await steps.nth(0).getByRole('button', { name: 'Tip' }).click();
    await steps.nth(0).getByText('Staptip: denk aan de definitie').waitFor();
    await steps.nth(0).getByRole('group', { name: 'Heb je dit tussenantwoord nu goed?' }).getByRole('button', { name: 'Ja' }).click();
    await steps.nth(1).getByRole('group', { name: 'Heb je dit tussenantwoord goed?' }).getByRole('button', { name: 'Nee' }).click();
    await bekijk.click();
    // Step 1 correct (1 point), step 2 wrong: 1 of 1 + 2 = 3.
    await scope.getByText('Je hebt 1 van de 3 punten.').waitFor();
  }

  it('lets an anonymous student practise from a QR code, keeps the score on the phone and never sends it', async () => {
    const scoresBefore = await server.db.prisma.score.count();
    // An anonymous student's score is never sent: not even an attempt the server would refuse.
    const operations: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) operations.push(String(JSON.parse(request.postData() ?? '{}').operationName));
    });
    const katexScripts: string[] = [];
    page.on('request', (request) => {
      if (/assets\/katex-.*\.js/.test(request.url())) katexScripts.push(request.url());
    });
    // The page arrives with its first answers inside (server/http/preload.ts): it shows the set without asking GraphQL.
    await page.route('**/graphql', (route) => route.abort());
    await page.goto(`${server.url}/c/${fixture.setKey}/${fixture.topicUrlId}/${fixture.questionUrlId}`);
    await main().getByRole('heading', { level: 1, name: fixture.topicName }).waitFor();
    // The formulas come drawn by the server: KaTeX's stylesheet (its font on a formula) but never its script.
    const formula = main().locator('.katex').first();
    await formula.waitFor({ state: 'attached' });
    expect(await formula.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^KaTeX_Main\b/);
    await page.unroute('**/graphql');
    await main().getByText('Examen', { exact: false }).first().waitFor();
    expect(await panel().count()).toBe(1);
    expect(await panel().locator('summary').innerText()).toContain(`Vraag ${fixture.questionLabel}`);
    await practise(panel());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await a11y.check(page, 'QR page after marking');
    expect(katexScripts).toEqual([]);

    // The score stays on the device: after a reload the panel and the score table show it.
    await page.reload();
    await main().getByRole('heading', { level: 1, name: fixture.topicName }).waitFor();
    await panel().getByText('Jouw score: 1 / 3').waitFor();
    const table = main().getByRole('table', { name: 'Jouw score' });
    expect(await table.locator('tbody tr').first().innerText()).toMatch(new RegExp(`^${fixture.questionLabel}\\s+3\\s+1$`));
    expect(await server.db.prisma.score.count()).toBe(scoresBefore);
    expect(operations).toContain('StudentSetScreenQuery');
    expect(operations).not.toContain('useSaveScoreMutation');

    // Every step was logged for this device, with the activity names of document 2 §3.
    const logged = await server.db.prisma.activityLog.findMany({ where: { collection: { key: fixture.setKey } }, select: { activity: true, questionId: true } });
    const names = new Set(logged.map((l) => l.activity));
    for (const name of ['Tips en antwoorden', 'Ontvang een tip', 'Begin met nakijken', 'Heb je dit tussenantwoord goed: Nee', 'Heb je dit tussenantwoord goed: Ja', 'Bekijk je punten']) {
      expect({ name, logged: names.has(name) }).toEqual({ name, logged: true });
    }
  });

  it("saves a signed-in student's score, which their teacher reads through the score route", async () => {
    const db = server.db.prisma;
    const license = await createLicense(db, { groups: [{ name: 'H5b', streamSlug: 'natuurkunde-havo' }] });
    const student = await createUser(db, { role: 'leerling', firstName: 'Sam', data: { grade: 'Havo 5' } });
    const seat = await createSeat(db, {
      licenseId: license.id,
      userId: student.id,
      role: 'leerling',
      groupIds: [license.groups[0]!.id],
      privileges: [{ action: 'oefensets uitvoeren', objectId: fixture.streamId }],
    });
    const teacher = await createUser(db, { role: 'docent' });
    await createSeat(db, { licenseId: license.id, userId: teacher.id, privileges: [{ action: 'licentie beheren', objectType: 'license', objectId: license.id }] });

    await signInThroughApi(page, server.url, student.email, `/student/${fixture.setKey}/${fixture.topicUrlId}`);
    await main().getByRole('heading', { level: 1, name: fixture.topicName }).waitFor();
    const question = main().locator('section.student-question').first();
    await practise(question);
    // The server computed the same points from the marks.
    for (let waited = 0; (await db.score.count({ where: { userId: student.id } })) === 0 && waited < 10_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    expect(await db.score.count({ where: { userId: student.id } })).toBe(1);

    const teacherClient = await signedInClient(server, teacher.email);
    const ids = createIdCodec(server.config.idSecret);
    const read = await teacherClient.json<Record<string, { scoredPoints: number; totalPoints: number; hasCompletedScoreFlow: number }>>(
      'GET',
      `/api/privileges/${ids.encode(seat.privileges[0]!.id)}/scores`,
    );
    expect(read.status).toBe(200);
    expect(read.body[fixture.questionUrlId]).toMatchObject({ scoredPoints: 1, totalPoints: 3, hasCompletedScoreFlow: 1 });
  });

  it("says 'Helaas...' on a set over its fair-use limit, and that a set does not exist", async () => {
    await server.db.prisma.collection.update({ where: { key: fixture.setKey }, data: { deviceCount: 75 } });
    try {
      await page.goto(`${server.url}/c/${fixture.setKey}/${fixture.topicUrlId}`);
      await main().getByText('Helaas... Je kunt deze examenvragen niet meer gebruiken. Ze zijn zo vaak gebruikt dat geen sprake meer is van redelijk gebruik.', { exact: true }).waitFor();
    } finally {
      await server.db.prisma.collection.update({ where: { key: fixture.setKey }, data: { deviceCount: 0 } });
    }
    await page.goto(`${server.url}/student/bestaatniet1234567890abc`);
    await main().getByText('Deze selectie bestaat niet (meer).', { exact: false }).waitFor();
  });

  it("sends a photo of the worked answer to the teacher from /a, and words a refused file under 'Kon niet versturen.'", async () => {
    const before = await server.db.prisma.elaboration.count({ where: { questionId: fixture.questionId } });
    await page.goto(`${server.url}/a/${fixture.setKey}/${fixture.questionUrlId}`);
    await main()
      .getByRole('heading', { level: 1, name: new RegExp(`Vraag ${fixture.questionLabel}$`) })
      .waitFor();
    await main().getByRole('button', { name: 'Antwoord insturen voor docent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Antwoord insturen voor docent' });
    // A text file dressed as a photo: refused by its bytes, nothing kept.
    await dialog.getByLabel('Foto van je uitwerking (PNG of JPEG)').setInputFiles({ name: 'uitwerking.png', mimeType: 'image/png', buffer: Buffer.from('dit is geen foto') });
    await dialog.getByRole('button', { name: 'Versturen' }).click();
    await dialog.getByText('Kon niet versturen.').waitFor();
    await dialog.getByText('Dit bestand is geen foto: kies een PNG- of JPEG-bestand.').waitFor();
    expect(await server.db.prisma.elaboration.count({ where: { questionId: fixture.questionId } })).toBe(before);
    // A real PNG (8 × 8 white pixels, made by sharp) with a name.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    await dialog.getByLabel('Foto van je uitwerking (PNG of JPEG)').setInputFiles({ name: 'uitwerking.png', mimeType: 'image/png', buffer: png });
    await dialog.getByLabel('Je naam').fill('Noor');
    await dialog.getByRole('button', { name: 'Versturen' }).click();
    await main().getByRole('status').getByText('Succesvol verzonden').waitFor();
    const sent = await server.db.prisma.elaboration.findMany({ where: { questionId: fixture.questionId }, select: { name: true } });
    expect(sent.length).toBe(before + 1);
    expect(sent.map((e) => e.name)).toContain('Noor');
  });
});
