// Tips and scores that are honest and stable (issue 41, item 3; document 2 §4.1-§4.2), on a QR page at 360 px: a model
// answer opens only after the student is told what it costs and confirms; a step's model answer costs that step and no
// other; the question's worked answer costs the steps it shows; what was seen survives a reload, and a signed-in
// student's saved score agrees. The score table's 'Totaal' shows '–' until something is marked. Every figure comes
// from the seeded strategy in the database.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser, signInThroughApi } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { createLicense, createSeat, createUser, streamIdOf } from '../setup/factories.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import { TEST_NOW } from '../setup/env.ts';

const run = browserAvailable() ? describe : describe.skip;
const points = (n: number) => `${n} ${n === 1 ? 'punt' : 'punten'}`;

run('honest tips and scores', () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const fixture = { key: '', topicUrlId: '', topicName: '', questionUrlId: '', questionId: 0, number: 0, questionPoints: 0, stepPoints: [] as number[], streamId: 0 };

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb() });
    browser = await launchBrowser();
    const db = server.db.prisma;
    const ids = createIdCodec(server.config.idSecret);
    fixture.streamId = await streamIdOf(db, 'natuurkunde-havo');
    // A seeded question of an exam that shows its answers, whose first strategy has two or more steps, each with a
    // model answer, and no score table (its points are the sum of the steps').
    const questions = await db.question.findMany({
      where: { number: { gt: 0 }, topic: { exam: { streamId: fixture.streamId, status: 'published', showAnswers: true } } },
      orderBy: { id: 'asc' },
      select: {
        id: true,
        number: true,
        points: true,
        topic: { select: { id: true, name: true } },
        answers: {
          where: { status: 'published' },
          orderBy: [{ position: 'asc' }, { id: 'asc' }],
          take: 1,
          select: { scores: true, sections: { orderBy: [{ position: 'asc' }, { id: 'asc' }], select: { points: true, elaboration: true } } },
        },
      },
    });
    const question = questions.find((q) => {
      const first = q.answers[0];
      return first && first.scores.length === 0 && first.sections.length >= 2 && first.sections.every((s) => s.elaboration && s.points > 0);
    });
    if (!question) throw new Error('No seeded question with a plain strategy of two steps or more');
    // One tip on the question, so its tip flow reaches the worked answer after one 'Nee'.
    await db.tip.deleteMany({ where: { questionId: question.id } });
    await db.tip.create({ data: { questionId: question.id, position: 0, text: 'De enige tip van deze vraag' } });
    const owner = await db.user.findUniqueOrThrow({ where: { email: 'docent@vraagwerk.nl' }, select: { id: true } });
    const set = await db.collection.create({
      data: {
        key: randomBytes(16).toString('base64url'),
        ownerId: owner.id,
        streamId: fixture.streamId,
        name: 'Set voor eerlijke punten',
        fingerprint: `e2e-${randomBytes(6).toString('hex')}`,
        topicOrder: [question.topic.id],
        questions: { create: [{ questionId: question.id, position: 0 }] },
      },
    });
    Object.assign(fixture, {
      key: set.key,
      topicUrlId: ids.encode(question.topic.id),
      topicName: question.topic.name,
      questionUrlId: ids.encode(question.id),
      questionId: question.id,
      number: question.number,
      questionPoints: question.points,
      stepPoints: question.answers[0]!.sections.map((s) => s.points),
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    // The phone's clock shows the server's day (a signed-in student's score carries the phone's time).
    await context.clock.setFixedTime(TEST_NOW);
    page = await a11y.watch(await context.newPage());
  });
  afterEach(async () => {
    await context.close();
  });

  const main = () => page.getByRole('main');
  const panel = () => main().locator('details[open]');
  const steps = () => panel().locator('.score-step');
  const qr = () => `${server.url}/c/${fixture.key}/${fixture.topicUrlId}/${fixture.questionUrlId}`;
  const max = () => fixture.stepPoints.reduce((a, b) => a + b, 0);
  const totalRow = () => main().getByRole('table', { name: 'Jouw score' }).locator('tfoot tr');
  const scored = (n: number) => panel().getByText(`Je hebt ${n} van de ${max()} ${max() === 1 ? 'punt' : 'punten'}.`);

  async function open() {
    await main().getByRole('heading', { level: 1, name: fixture.topicName }).waitFor();
    await panel().locator('summary').waitFor();
  }

  async function markAllYesAndFinish() {
    if (await panel().getByRole('button', { name: 'Begin met nakijken' }).isVisible()) await panel().getByRole('button', { name: 'Begin met nakijken' }).click();
    for (let i = 0; i < fixture.stepPoints.length; i++) {
      await steps().nth(i).getByRole('group', { name: 'Heb je dit tussenantwoord goed?' }).getByRole('button', { name: 'Ja' }).click();
    }
    await panel().getByRole('button', { name: 'Bekijk je punten' }).click();
  }

  /** Opens step `i`'s model answer through 'Bekijk uitwerking', checking that the cost is said first. */
  async function seeStep(i: number) {
    const step: Locator = steps().nth(i);
    await step.getByRole('button', { name: 'Bekijk uitwerking' }).click();
    const cost = `Bekijk je de uitwerking van deze stap, dan levert deze stap geen punten op (${points(fixture.stepPoints[i]!)} minder). De andere stappen houden hun punten.`;
    await step.getByText(cost, { exact: true }).waitFor();
    expect(await step.locator('.step-elaboration').count()).toBe(0);
    await a11y.check(page, 'asked whether to see a step’s model answer');
    await step.locator('.step-confirm').getByRole('button', { name: 'Bekijk uitwerking' }).click();
    await step.locator('.step-elaboration').getByText('Je hebt de uitwerking bekeken: deze stap levert geen punten op.').waitFor();
  }

  it("says what a step's model answer costs before it opens, takes only that step's points, and keeps that across a reload; 'Totaal' is '–' until marked", async () => {
    await page.goto(qr());
    await open();
    expect(await totalRow().innerText()).toMatch(new RegExp(`^Totaal\\s+${fixture.questionPoints}\\s+–$`));

    await panel().getByRole('button', { name: 'Begin met nakijken' }).click();
    // 'Nee, nu niet' opens nothing.
    await steps().nth(1).getByRole('button', { name: 'Bekijk uitwerking' }).click();
    await steps().nth(1).locator('.step-confirm').getByRole('button', { name: 'Nee, nu niet' }).click();
    expect(await steps().nth(1).locator('.step-elaboration').count()).toBe(0);
    await seeStep(0);
    expect(await steps().nth(1).locator('.step-elaboration').count()).toBe(0);

    await page.reload();
    await open();
    await markAllYesAndFinish();
    // Every step 'Ja', step 1's model answer seen: everything but step 1's points.
    const earned = max() - fixture.stepPoints[0]!;
    await scored(earned).waitFor();
    expect(await totalRow().innerText()).toMatch(new RegExp(`^Totaal\\s+${max()}\\s+${earned}$`));
    await a11y.check(page, 'scored');
  });

  it("says what the question's worked answer costs before it opens after the last tip's 'Nee', and keeps the steps it showed at 0 across a reload", async () => {
    await page.goto(qr());
    await open();
    await panel().getByRole('button', { name: 'Tip', exact: true }).click();
    await panel().getByText('De enige tip van deze vraag').waitFor();
    await panel().getByRole('group', { name: 'Lukt het je nu om de vraag te maken?' }).getByRole('button', { name: 'Nee' }).click();
    const cost = `Bekijk je de uitwerking, dan zie je alle ${fixture.stepPoints.length} stappen en leveren die bij het nakijken geen punten meer op.`;
    await panel().getByText(cost, { exact: false }).waitFor();
    expect(await panel().locator('.practice-elaborations').count()).toBe(0);
    await a11y.check(page, 'asked whether to see the worked answer');
    await panel().getByRole('button', { name: 'Bekijk uitwerking' }).click();
    expect(await panel().locator('.practice-elaborations > li').count()).toBe(fixture.stepPoints.length);

    await page.reload();
    await open();
    await markAllYesAndFinish();
    await scored(0).waitFor();
  });

  it("saves a signed-in student's score with the step whose model answer they saw at 0, as the page shows it", async () => {
    const db = server.db.prisma;
    const license = await createLicense(db, { groups: [{ name: 'H5e', streamSlug: 'natuurkunde-havo' }] });
    const student = await createUser(db, { role: 'leerling', data: { grade: 'Havo 5' } });
    await createSeat(db, {
      licenseId: license.id,
      userId: student.id,
      role: 'leerling',
      groupIds: [license.groups[0]!.id],
      privileges: [{ action: 'oefensets uitvoeren', objectId: fixture.streamId }],
    });
    await signInThroughApi(page, server.url, student.email, new URL(qr()).pathname);
    await open();
    await panel().getByRole('button', { name: 'Begin met nakijken' }).click();
    const last = fixture.stepPoints.length - 1;
    await seeStep(last);
    // Kept on the server at once (an unfinished score), so another device knows too.
    const newest = () =>
      db.score.findFirst({
        where: { userId: student.id, questionId: fixture.questionId, isNewest: true },
        select: { scoredPoints: true, totalPoints: true, hasCompletedScoreFlow: true, sections: true },
      });
    for (let waited = 0; !(await newest()) && waited < 15_000; waited += 200) await new Promise((r) => setTimeout(r, 200));
    expect((await newest())?.hasCompletedScoreFlow).toBe(false);

    await page.reload();
    await open();
    await markAllYesAndFinish();
    const earned = max() - fixture.stepPoints[last]!;
    await scored(earned).waitFor();
    for (let waited = 0; !(await newest())?.hasCompletedScoreFlow && waited < 15_000; waited += 200) await new Promise((r) => setTimeout(r, 200));
    const saved = (await newest())!;
    expect({ scoredPoints: saved.scoredPoints, totalPoints: saved.totalPoints, hasCompletedScoreFlow: saved.hasCompletedScoreFlow }).toEqual({
      scoredPoints: earned,
      totalPoints: max(),
      hasCompletedScoreFlow: true,
    });
    expect((saved.sections as { shownElaboration: boolean }[]).map((s) => s.shownElaboration)).toEqual(fixture.stepPoints.map((_, i) => i === last));
  });

  it('keeps the feedback tab off the content at 360 px, and scrolls a long formula of a model answer within its box', async () => {
    // A model answer with a formula far wider than a phone (item 10 of issue 41).
    const db = server.db.prisma;
    const section = await db.answerSection.findFirstOrThrow({
      where: { answer: { questionId: fixture.questionId, status: 'published' } },
      orderBy: [{ answer: { position: 'asc' } }, { position: 'asc' }, { id: 'asc' }],
      select: { id: true, elaboration: true },
    });
    const long =
      '$$E_{\\text{totaal}} = m \\cdot c \\cdot \\Delta T + m \\cdot L_v + \\tfrac{1}{2} m v^2 + m g h = 0{,}250 \\cdot 4{,}18 \\cdot 10^3 \\cdot 75 + 0{,}250 \\cdot 2{,}26 \\cdot 10^6 + 0{,}5 \\cdot 0{,}250 \\cdot 12^2 = 6{,}5 \\cdot 10^5\\ \\text{J}$$';
    await db.answerSection.update({ where: { id: section.id }, data: { elaboration: `${section.elaboration ?? ''}\n\n${long}` } });
    try {
      await page.goto(qr());
      await open();
      await panel().getByRole('button', { name: 'Tip', exact: true }).click();
      await panel().getByRole('group', { name: 'Lukt het je nu om de vraag te maken?' }).getByRole('button', { name: 'Nee' }).click();
      // (Asked first since item 3; this test is about the layout only.)
      await panel().locator('.practice-elaborations, .practice-cost').first().waitFor();
      if (await panel().locator('.practice-cost').count()) await panel().getByRole('button', { name: 'Bekijk uitwerking' }).click();
      const box = panel().locator('.practice-elaborations > li').first().locator('.markup-display').last();
      await box.locator('.katex').waitFor();
      const layout = await box.evaluate((element) => {
        const tab = document.querySelector('.feedback-tab')!.getBoundingClientRect();
        const rect = element.getBoundingClientRect();
        return {
          scrolls: element.scrollWidth > element.clientWidth && getComputedStyle(element).overflowX === 'auto',
          reachable: element.getAttribute('tabindex') === '0' && element.getAttribute('role') === 'region',
          insidePanel: rect.left >= 0 && rect.right <= tab.left + 0.5,
          pageWidth: document.documentElement.scrollWidth,
        };
      });
      expect(layout).toEqual({ scrolls: true, reachable: true, insidePanel: true, pageWidth: 360 });
      // Nothing of the page reaches under the tab (fixed at the right edge, so anything there passes under it as the
      // page scrolls); what lies in a scrolling box only counts as the box.
      const covered = await page.evaluate(() => {
        const tab = document.querySelector('.feedback-tab')!.getBoundingClientRect();
        const inScroller = (element: Element) => {
          for (let parent = element.parentElement; parent && parent.tagName !== 'MAIN'; parent = parent.parentElement) if (getComputedStyle(parent).overflowX !== 'visible') return true;
          return false;
        };
        return Array.from(document.querySelectorAll('main *'))
          .filter((element) => {
            const rect = element.getBoundingClientRect();
            return rect.width > 0 && rect.height > 0 && !inScroller(element) && rect.right > tab.left + 0.5;
          })
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
      });
      expect(covered).toEqual([]);
      await a11y.check(page, 'worked answer with a long formula');
    } finally {
      await db.answerSection.update({ where: { id: section.id }, data: { elaboration: section.elaboration } });
    }
  });
});
