// Self-practice in Chromium on a phone (360 × 740; document 2 §2.5-§2.6; issue 10), signed in as a student of
// natuurkunde havo: per onderwerp with the practice table's rule and the chapter filter, a question opened from the
// table, marked and its score back in the table; the whole exams with the estimated grade once the last question of
// an exam is scored; the teacher's selection; and the refusal of a stream whose practice is not published. Every
// expected figure is worked out by hand from the demo content (prisma/seed/content/natuurkunde-havo) and the CvTE
// formula C = 9·S/L + N with its boundary relations.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser, signInThroughApi } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { createLicense, createSeat, createUser, streamIdOf } from '../setup/factories.ts';
import { TEST_NOW } from '../setup/env.ts';

const run = browserAvailable() ? describe : describe.skip;
const PHONE = { width: 360, height: 740 };

run('self-practice', () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let nat = 0;

  const db = () => server.db.prisma;
  const main = () => page.getByRole('main');

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb() });
    browser = await launchBrowser();
    nat = await streamIdOf(db(), 'natuurkunde-havo');
    // Torenkraan 1 (2018 1e tijdvak, 3 points) gets a strategy of known steps, first in order: 1 point and 2 points.
    const torenkraan1 = await questionOf('Torenkraan', 1);
    await db().answer.create({
      data: {
        questionId: torenkraan1,
        status: 'published',
        position: -1,
        name: 'Strategie van de test',
        sections: {
          create: [
            { position: 0, points: 1, correction: 'Inzicht dat het moment gelijk is aan kracht maal arm', text: 'Stap een goed', elaboration: 'Uitwerking van stap een' },
            { position: 1, points: 2, correction: 'Berekenen van de kracht', text: 'Stap twee goed', elaboration: 'Uitwerking van stap twee' },
          ],
        },
      },
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await context.clock.setFixedTime(TEST_NOW);
    page = await a11y.watch(await context.newPage());
  });
  afterEach(async () => {
    await context.close();
  });

  async function questionOf(topic: string, number: number): Promise<number> {
    return (await db().question.findFirstOrThrow({ where: { topic: { name: topic, exam: { streamId: nat } }, number }, select: { id: true } })).id;
  }

  /** A student of a school with 'oefensets uitvoeren' in a stream, in a group of the school. */
  async function student(streamSlug = 'natuurkunde-havo') {
    const license = await createLicense(db(), { groups: [{ name: 'H5b', streamSlug }] });
    const user = await createUser(db(), { role: 'leerling', firstName: 'Sam', data: { grade: 'Havo 5' } });
    await createSeat(db(), {
      licenseId: license.id,
      userId: user.id,
      role: 'leerling',
      groupIds: [license.groups[0]!.id],
      privileges: [{ action: 'oefensets uitvoeren', objectId: await streamIdOf(db(), streamSlug) }],
    });
    return { ...user, license };
  }

  async function fitsThePhone(what: string) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect({ what, width: Math.min(width, PHONE.width) }).toEqual({ what, width });
  }

  /** The body rows of a practice table, as their text on one line each (the status in words, as screen readers read it). */
  async function rowsOf(caption: string): Promise<string[]> {
    const rows = await main().getByRole('table', { name: caption }).locator('tbody tr').allInnerTexts();
    return rows.map((r) => r.replace(/\s+/g, ' ').trim());
  }

  async function waitForScore(userId: number, questionId: number) {
    for (let waited = 0; waited < 10_000; waited += 100) {
      if (await db().score.count({ where: { userId, questionId, hasCompletedScoreFlow: true } })) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the score was not saved');
  }

  it('per onderwerp: collapsed tables with the toggle, the chapter filter, a question marked and its score back in the table', async () => {
    const sam = await student();
    await signInThroughApi(page, server.url, sam.email, '/zelf-oefenen/per-onderwerp');
    await main().getByRole('heading', { level: 1, name: 'Per onderwerp' }).waitFor();
    await main().getByRole('heading', { level: 2, name: 'Golven' }).waitFor();

    // 'Kracht en beweging' has 12 questions, none scored: 5 rows, and 'Toon alles' (12 unscored > 3, 12 rows > 6).
    const kracht = main().locator('.practice-table-block', { has: page.getByRole('table', { name: 'Kracht en beweging' }) });
    expect(await rowsOf('Kracht en beweging')).toEqual([
      'Skeeleren op de dijk, vraag 1 2017 1e tijdvak – / 3 (Nog niet nagekeken)',
      'Skeeleren op de dijk, vraag 2 2017 1e tijdvak – / 3 (Nog niet nagekeken)',
      'Kitesurfen, vraag 1 2017 2e tijdvak – / 3 (Nog niet nagekeken)',
      'Kitesurfen, vraag 2 2017 2e tijdvak – / 2 (Nog niet nagekeken)',
      'Handboogschieten, vraag 1 2019 1e tijdvak – / 2 (Nog niet nagekeken)',
    ]);
    const toggle = kracht.getByRole('button', { name: 'Toon alles' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await rowsOf('Kracht en beweging')).toHaveLength(12);
    await kracht.getByRole('button', { name: 'Toon minder' }).click();
    expect(await rowsOf('Kracht en beweging')).toHaveLength(5);
    // 'Momenten en evenwicht' (3 rows) has no toggle.
    expect(
      await main()
        .locator('.practice-table-block', { has: page.getByRole('table', { name: 'Momenten en evenwicht' }) })
        .getByRole('button')
        .count(),
    ).toBe(0);
    await fitsThePhone('per onderwerp');

    // Newton H4 'Evenwicht': three parts of 'Beweging en wisselwerking' are left.
    await main().getByLabel('Hoofdstuk').selectOption({ label: 'H4 Evenwicht' });
    await page.waitForURL(/\?hoofdstuk=/);
    // The filtered list replaces the whole one when its answer arrives: wait for that, not for a table both show.
    await page.waitForFunction(() => [...document.querySelectorAll('main h2')].map((h) => h.textContent).join('|') === 'Beweging en wisselwerking');
    expect(await main().getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['Beweging en wisselwerking']);
    expect(await main().locator('table caption').allInnerTexts()).toEqual(['Kracht en beweging', 'Momenten en evenwicht', 'Gecombineerde opgaven beweging en wisselwerking']);
    expect(await rowsOf('Momenten en evenwicht')).toEqual([
      'Torenkraan, vraag 1 2018 1e tijdvak – / 3 (Nog niet nagekeken)',
      'Torenkraan, vraag 2 2018 1e tijdvak – / 2 (Nog niet nagekeken)',
      'Ophaalbrug, vraag 1 2023 2e tijdvak – / 3 (Nog niet nagekeken)',
    ]);
    await a11y.check(page, 'per onderwerp, filtered on a chapter');

    // The question opens on its topic's page, its panel open.
    await main().getByRole('link', { name: 'Torenkraan, vraag 1' }).click();
    await main().getByRole('heading', { level: 1, name: 'Torenkraan' }).waitFor();
    const open = main().locator('details[open]');
    expect(await open.count()).toBe(1);
    expect(await open.locator('summary').innerText()).toContain('Vraag 1');
    await open.getByText('Je score is nog niet bekend omdat je jouw uitwerking nog niet hebt nagekeken.').waitFor();
    await a11y.check(page, 'a topic to practise');
    await fitsThePhone('the topic');

    // Step 1 right (1 point), step 2 wrong: 1 of 3.
    await open.getByRole('button', { name: 'Begin met nakijken' }).click();
    const steps = open.locator('.score-step');
    await steps.nth(0).getByRole('group', { name: 'Heb je dit tussenantwoord goed?' }).getByRole('button', { name: 'Ja' }).click();
    await steps.nth(1).getByRole('group', { name: 'Heb je dit tussenantwoord goed?' }).getByRole('button', { name: 'Nee' }).click();
    await open.getByRole('button', { name: 'Bekijk je punten' }).click();
    await open.getByText('Je hebt 1 van de 3 punten.').waitFor();
    await open.getByText('Jouw score: 1 / 3').waitFor();
    await waitForScore(sam.id, await questionOf('Torenkraan', 1));
    const saved = await db().score.findFirstOrThrow({ where: { userId: sam.id, isNewest: true }, select: { scoredPoints: true, totalPoints: true, streamId: true } });
    expect(saved).toEqual({ scoredPoints: 1, totalPoints: 3, streamId: nat });
    await a11y.check(page, 'a question marked');

    // Back to the filtered list: the score and its dot are in the table.
    await main().getByRole('link', { name: '← Per onderwerp' }).click();
    await page.waitForURL(/\/zelf-oefenen\/per-onderwerp\?hoofdstuk=/);
    await main().getByRole('table', { name: 'Momenten en evenwicht' }).waitFor();
    expect(await rowsOf('Momenten en evenwicht')).toEqual([
      'Torenkraan, vraag 1 2018 1e tijdvak 1 / 3 (Een deel van de punten)',
      'Torenkraan, vraag 2 2018 1e tijdvak – / 2 (Nog niet nagekeken)',
      'Ophaalbrug, vraag 1 2023 2e tijdvak – / 3 (Nog niet nagekeken)',
    ]);
    await a11y.check(page, 'per onderwerp after marking');
  });

  it('hele examens: the estimated grade once the last question of an exam is scored', async () => {
    const sam = await student();
    // 2021 1e tijdvak (N = 1,4), points 3 3 2 4 1 | 2 3 3 2 2 | 3 2 1 3 | 3 3 2: L = 42. Every question but 13 scored,
    // 25 points in all.
    const scored: [string, number, number, number][] = [
      ['Noodstop met een vrachtwagen', 1, 3, 3],
      ['Noodstop met een vrachtwagen', 2, 1, 3],
      ['Noodstop met een vrachtwagen', 3, 2, 2],
      ['Noodstop met een vrachtwagen', 4, 2, 4],
      ['Noodstop met een vrachtwagen', 5, 1, 1],
      ['Windpark en hoogspanning', 6, 0, 2],
      ['Windpark en hoogspanning', 7, 3, 3],
      ['Windpark en hoogspanning', 8, 1, 3],
      ['Windpark en hoogspanning', 9, 2, 2],
      ['Windpark en hoogspanning', 10, 0, 2],
      ['Walvisgeluid', 11, 2, 3],
      ['Walvisgeluid', 12, 1, 2],
      ['Walvisgeluid', 14, 3, 3],
      ['Vloerverwarming', 15, 1, 3],
      ['Vloerverwarming', 16, 3, 3],
      ['Vloerverwarming', 17, 0, 2],
    ];
    for (const [topic, number, points, total] of scored) {
      await db().score.create({
        data: {
          userId: sam.id,
          questionId: await questionOf(topic, number),
          streamId: nat,
          clientUpdatedAt: '2026-03-09T12:00:00.000Z',
          scoredPoints: points,
          totalPoints: total,
          hasCompletedScoreFlow: true,
          sections: [],
        },
      });
    }

    await signInThroughApi(page, server.url, sam.email, '/zelf-oefenen/hele-examens');
    await main().getByRole('heading', { level: 1, name: 'Hele examens' }).waitFor();
    const exam = () => main().getByRole('region', { name: '2021' }).getByRole('article', { name: '1e tijdvak' });
    await exam().getByText('17 vragen · 42 punten · N-term 1,4').waitFor();
    await exam().getByText('Nagekeken: 16 van de 17 vragen (25 punten).').waitFor();
    await exam().getByText('Kijk nog 1 vraag na voor een geschat cijfer.').waitFor();
    expect(
      await main()
        .getByText(/^Geschat cijfer:/)
        .count(),
    ).toBe(0);
    await fitsThePhone('hele examens');

    // Question 13 (Walvisgeluid, one step of 1 point) from the exam's list of questions.
    await exam().getByText('Opgaven en vragen').click();
    const walvis = exam().getByRole('list', { name: 'Opgave 3: Walvisgeluid' });
    expect((await walvis.getByRole('link').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
      '11 (Vraag 11: Een deel van de punten)',
      '12 (Vraag 12: Een deel van de punten)',
      '13 (Vraag 13: Nog niet nagekeken)',
      '14 (Vraag 14: Alle punten)',
    ]);
    await a11y.check(page, 'an exam with its questions');
    await walvis.getByRole('link', { name: /^13 / }).click();
    await main().getByRole('heading', { level: 1, name: 'Walvisgeluid' }).waitFor();
    const open = main().locator('details[open]');
    expect(await open.locator('summary').innerText()).toContain('Vraag 13');
    await open.getByRole('button', { name: 'Begin met nakijken' }).click();
    await open.locator('.score-step').nth(0).getByRole('group', { name: 'Heb je dit tussenantwoord goed?' }).getByRole('button', { name: 'Ja' }).click();
    await open.getByRole('button', { name: 'Bekijk je punten' }).click();
    await open.getByText('Je hebt 1 van de 1 punt.').waitFor();
    await waitForScore(sam.id, await questionOf('Walvisgeluid', 13));
    await a11y.check(page, 'the last question marked');

    // S = 26 of L = 42 with N = 1,4: 9 × 26/42 + 1,4 = 6,97 (below both boundary relations) → 7,0. An 8 needs 7,95:
    // 30 points give 7,83, 31 give 8,04: 5 more points.
    await main().getByRole('link', { name: '← Hele examens' }).click();
    await exam().getByText('Geschat cijfer: 7,0 — nog 5 punten voor een 8.').waitFor();
    await exam().getByText('Nagekeken: 17 van de 17 vragen (26 punten).').waitFor();
    await a11y.check(page, 'hele examens with the estimated grade');
  });

  it("selectie docent: the sets a teacher shared with the student's group, or the message that there are none", async () => {
    const sam = await student();
    await signInThroughApi(page, server.url, sam.email, '/selectie-docent');
    await main().getByRole('heading', { level: 1, name: 'Selectie vanuit docent' }).waitFor();
    await main().getByText('Je docent heeft nog geen examenvragen voor je geselecteerd.').waitFor();

    const teacher = await createUser(db(), { role: 'docent', firstName: 'Karin', lastName: 'Docent' });
    await createSeat(db(), { licenseId: sam.license.id, userId: teacher.id, privileges: [{ action: 'opgavensets samenstellen', objectId: nat }] });
    const questions = [await questionOf('Walvisgeluid', 11), await questionOf('Walvisgeluid', 12)];
    const set = await db().collection.create({
      data: {
        key: randomBytes(16).toString('base64url'),
        ownerId: teacher.id,
        streamId: nat,
        name: 'Huiswerk geluid',
        fingerprint: `e2e-${randomBytes(6).toString('hex')}`,
        questions: { create: questions.map((questionId, position) => ({ questionId, position })) },
        shares: { create: [{ groupId: sam.license.groups[0]!.id, sharedById: teacher.id, createdAt: new Date('2026-03-09T08:00:00.000Z') }] },
      },
    });
    await page.reload();
    await main().getByText('Je docent heeft de volgende examenvragen voor je geselecteerd').waitFor();
    const link = main().getByRole('link', { name: 'Huiswerk geluid' });
    expect(await link.getAttribute('href')).toBe(`/student/${set.key}`);
    await main().getByText('Natuurkunde Havo · 2 vragen · Karin Docent · 9 maart 2026').waitFor();
    await a11y.check(page, 'selectie docent with a set');
  });

  it("shows the spec's toasts when the filter options, the sets or the exams cannot be loaded", async () => {
    const sam = await student();
    // The server does not answer these operations (the shell's own query goes through).
    const failing = new Set(['PracticeSetsScreenFiltersQuery', 'PracticeSetsScreenQuery', 'WholeExamsScreenQuery']);
    await page.route('**/graphql', (route) => {
      const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName ?? '';
      return failing.has(operation) ? route.abort('connectionrefused') : route.continue();
    });
    // Toasts last 3 seconds and may come and go while a page's automatic axe run takes longer: each is watched from
    // before its page opens.
    const toasts = page.locator('.toasts');
    const filterToast = toasts.getByText('Kon filteropties niet laden.').waitFor();
    const setsToast = toasts.getByText('Kon oefensets niet laden.').waitFor();
    await signInThroughApi(page, server.url, sam.email, '/zelf-oefenen/per-onderwerp');
    await Promise.all([filterToast, setsToast]);
    await main().getByText('Kon oefensets niet laden.').waitFor();
    expect(await main().getByLabel('Hoofdstuk').count()).toBe(0);
    const examsToast = toasts.getByText('Kon examens niet laden.').waitFor();
    await page.goto(`${server.url}/zelf-oefenen/hele-examens`);
    await examsToast;
    await main().getByText('Kon examens niet laden.').waitFor();
  });

  it('says why a stream whose practice sets are not published cannot be practised', async () => {
    const sem = await student('scheikunde-havo');
    await signInThroughApi(page, server.url, sem.email, '/zelf-oefenen/per-onderwerp');
    await main().getByRole('alert').getByText('De oefensets van Scheikunde Havo zijn nog niet beschikbaar.').waitFor();
    expect(await main().getByLabel('Hoofdstuk').count()).toBe(0);
  });
});
