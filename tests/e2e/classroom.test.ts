// The teacher's student pages in Chromium (document 2 §2.7-§2.8; issue 11): an anonymous student marks a question of
// the teacher's selection on a phone — the step events reach the server with their step — then the teacher opens
// /leerlingen (the selection's figures, the toggle, the group with its students), a student's results (the practice
// table read-only with the student's score) and the selection's heatmap, where the phone's clicks show up per step;
// a teacher of another school gets neither. 'Vernieuwen' shows what happened meanwhile (a new device's visit). On a
// phone (360 px): the page while the stream's practice is not published (the warning, no results links), the heatmap,
// and a teacher without groups or selections. The question gets a strategy of known steps (1, 2 and 1 points; a tip on
// step 1), so every expected figure is worked out by hand.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser, signInThroughApi } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf } from '../setup/factories.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import { TEST_NOW } from '../setup/env.ts';

const run = browserAvailable() ? describe : describe.skip;
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

run("the teacher's student pages", () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const f = {
    nat: 0,
    setKey: '',
    setId: 0,
    newcomer: '',
    questionId: 0,
    topicUrlId: '',
    questionUrlId: '',
    questionRow: '',
    questionTitle: '',
    steps: [] as number[],
    annaSeat: '',
    teacher: '',
    outsider: '',
  };

  const db = () => server.db.prisma;
  const main = () => page.getByRole('main');

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb() });
    browser = await launchBrowser();
    const ids = createIdCodec(server.config.idSecret);
    f.nat = await streamIdOf(db(), 'natuurkunde-havo');
    // The first part of the first practice set gets a question of an exam that shows its answers as its first row.
    const child = await db().annotation.findFirstOrThrow({
      where: { streamId: f.nat, parent: { type: 'oefenset', parentId: null } },
      orderBy: [{ parent: { position: 'asc' } }, { parent: { name: 'asc' } }, { parent: { id: 'asc' } }, { position: 'asc' }, { name: 'asc' }, { id: 'asc' }],
      select: { id: true },
    });
    const question = await db().question.findFirstOrThrow({
      where: { topic: { exam: { streamId: f.nat, status: 'published', showAnswers: true } } },
      orderBy: { id: 'asc' },
      select: { id: true, number: true, topicId: true, topic: { select: { name: true, exam: { select: { year: true, term: true } } } } },
    });
    await db().annotationQuestion.upsert({
      where: { annotationId_questionId: { annotationId: child.id, questionId: question.id } },
      create: { annotationId: child.id, questionId: question.id, position: -1 },
      update: { position: -1 },
    });
    const answer = await db().answer.create({
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
              correction: 'Inzicht in de formule',
              text: 'Stap een goed',
              elaboration: 'Uitwerking van stap een',
              tips: { create: [{ position: 0, text: 'Staptip van de test' }] },
            },
            { position: 1, points: 2, correction: 'Invullen', text: 'Stap twee goed', elaboration: 'Uitwerking van stap twee' },
            { position: 2, points: 1, correction: 'Eenheid', text: 'Stap drie goed', elaboration: 'Uitwerking van stap drie' },
          ],
        },
      },
      select: { sections: { orderBy: { position: 'asc' }, select: { id: true } } },
    });
    f.steps = answer.sections.map((s) => s.id);
    f.questionId = question.id;
    f.topicUrlId = ids.encode(question.topicId);
    f.questionUrlId = ids.encode(question.id);
    f.questionTitle = `${question.topic.name}, vraag ${question.number}`;
    f.questionRow = `${f.questionTitle} ${question.topic.exam.year} ${question.topic.exam.term}e tijdvak`;

    // A school without a BRIN; Tessa manages its group H5a of natuurkunde havo, with Anna and Bram in it, and H5b,
    // where nobody signed up yet.
    const school = await createLicense(db(), {
      groups: [
        { name: 'H5a', streamSlug: 'natuurkunde-havo' },
        { name: 'H5b', streamSlug: 'natuurkunde-havo' },
      ],
    });
    const group = school.groups[0]!.id;
    const profile = { school: 'Het Baken', place: 'Amersfoort', onboarding: { step1: true, step2: 'finished' } };
    const tessa = await createUser(db(), { role: 'docent', firstName: 'Tessa', lastName: 'de Docent', data: profile });
    await db().user.update({ where: { id: tessa.id }, data: { currentStreamId: f.nat } });
    await createSeat(db(), {
      licenseId: school.id,
      userId: tessa.id,
      privileges: [
        { action: 'groepen beheren', objectType: 'group', objectId: group },
        { action: 'groepen beheren', objectType: 'group', objectId: school.groups[1]!.id },
        { action: 'opgavensets samenstellen', objectId: f.nat },
      ],
    });
    const anna = await createUser(db(), { role: 'leerling', firstName: 'Anna', lastName: 'Aalders' });
    const annaSeat = await createSeat(db(), { licenseId: school.id, userId: anna.id, role: 'leerling', groupIds: [group], privileges: [{ action: 'oefensets uitvoeren', objectId: f.nat }] });
    const bram = await createUser(db(), { role: 'leerling', firstName: 'Bram', lastName: 'Bos' });
    await createSeat(db(), { licenseId: school.id, userId: bram.id, role: 'leerling', groupIds: [group], privileges: [{ action: 'oefensets uitvoeren', objectId: f.nat }] });
    f.annaSeat = ids.encode(annaSeat.id);
    f.teacher = tessa.email;

    // Anna practised on her own: steps 1 and 3 'Ja', step 2 'Ja' after its model answer — 1 + 0 + 1 of 4.
    const annaClient = await signedInClient(server, anna.email);
    const saved = await annaClient.json('POST', `/api/streams/${ids.encode(f.nat)}/scores`, {
      question_id: f.questionUrlId,
      updatedAt: '2026-03-10T09:00:00.000Z',
      hasCompletedScoreFlow: true,
      sections: f.steps.map((id, i) => ({ id: ids.encode(id), isCorrect: true, shownElaboration: i === 1 })),
    });
    expect(saved.status).toBe(201);

    // Tessa's two selections; an anonymous device already took the tip of step 1 in the newest and then said 'Nee'.
    const set = async (name: string, createdAt: string) =>
      db().collection.create({
        data: {
          key: randomBytes(16).toString('base64url'),
          ownerId: tessa.id,
          streamId: f.nat,
          name,
          fingerprint: randomBytes(8).toString('hex'),
          createdAt: new Date(createdAt),
          topicOrder: [question.topicId],
          questions: { create: [{ questionId: question.id, position: 0 }] },
        },
      });
    await set('Kracht herhalen', '2026-03-02T08:15:00.000Z');
    const newest = await set('Proefwerk week 11', '2026-03-09T13:05:00.000Z');
    f.setKey = newest.key;
    f.setId = newest.id;
    const event = (activity: string, section: number, time: string) => ({
      origin: `/c/${newest.key}`,
      deviceKey: 'apparaat-a',
      sessionKey: 'sessie-a',
      activity,
      collectionId: newest.id,
      topicId: question.topicId,
      questionId: question.id,
      sectionId: section,
      createdAt: new Date(time),
      updatedAt: new Date(time),
    });
    await db().activityLog.createMany({
      data: [event('Ontvang een tip', f.steps[0]!, '2026-03-10T08:00:00.000Z'), event('Heb je dit tussenantwoord goed: Nee', f.steps[0]!, '2026-03-10T08:01:00.000Z')],
    });

    // A teacher of another school.
    const otto = await createUser(db(), { role: 'docent', firstName: 'Otto', data: profile });
    const other = await createLicense(db(), { brinId: '99XY', groups: [{ name: 'H5x', streamSlug: 'natuurkunde-havo' }] });
    await createSeat(db(), {
      licenseId: other.id,
      userId: otto.id,
      privileges: [
        { action: 'licentie beheren', objectType: 'license', objectId: other.id },
        { action: 'opgavensets samenstellen', objectId: f.nat },
      ],
    });
    f.outsider = otto.email;

    // A new teacher of the same school: no groups, no selections yet.
    const wim = await createUser(db(), { role: 'docent', firstName: 'Wim', data: profile });
    await db().user.update({ where: { id: wim.id }, data: { currentStreamId: f.nat } });
    await createSeat(db(), { licenseId: school.id, userId: wim.id, privileges: [{ action: 'opgavensets samenstellen', objectId: f.nat }] });
    f.newcomer = wim.email;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  let opened: BrowserContext[] = [];
  afterEach(async () => {
    for (const c of opened) await c.close();
    opened = [];
  });

  /** A new browser (context) with one watched page; a test may open several, each is closed as it ends. */
  async function open(viewport: { width: number; height: number }) {
    context = await browser.newContext({ viewport, ...(viewport === PHONE ? { isMobile: true, hasTouch: true } : {}) });
    opened.push(context);
    await context.clock.setFixedTime(TEST_NOW);
    page = await a11y.watch(await context.newPage());
  }

  const rowTexts = async (table: ReturnType<Page['locator']>) => (await table.locator('tbody tr').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim());

  it("sends each step's event with its step from the student's phone", async () => {
    await open(PHONE);
    await page.goto(`${server.url}/c/${f.setKey}/${f.topicUrlId}/${f.questionUrlId}`);
    const scope = main().locator('details[open]');
    await scope.getByRole('button', { name: 'Begin met nakijken' }).click();
    const steps = scope.locator('.score-step');
    const mark = (i: number, answer: 'Ja' | 'Nee', question = 'Heb je dit tussenantwoord goed?') => steps.nth(i).getByRole('group', { name: question }).getByRole('button', { name: answer }).click();
    // Step 1: 'Nee', its tip, then 'Ja' after all. Step 2: its model answer, then 'Ja'. Step 3: 'Nee'.
    await mark(0, 'Nee');
    await steps.nth(0).getByRole('button', { name: 'Tip' }).click();
    await steps.nth(0).getByText('Staptip van de test').waitFor();
    await mark(0, 'Ja', 'Heb je dit tussenantwoord nu goed?');
    await steps.nth(1).getByRole('button', { name: 'Bekijk uitwerking' }).click();
    // Told first what it costs (issue 41), the student confirms; only then is the model answer seen and logged.
    await steps.nth(1).locator('.step-confirm').getByRole('button', { name: 'Bekijk uitwerking' }).click();
    await steps.nth(1).getByText('Uitwerking van stap twee').waitFor();
    await mark(1, 'Ja');
    await mark(2, 'Nee');
    await scope.getByRole('button', { name: 'Bekijk je punten' }).click();
    // Step 1 (1 point), step 2 after its model answer (0), step 3 wrong: 1 of 4.
    await scope.getByText('Je hebt 1 van de 4 punten.').waitFor();
    await a11y.check(page, 'after marking');

    const expected = [
      { activity: 'Begin met nakijken', sectionId: null },
      { activity: 'Heb je dit tussenantwoord goed: Nee', sectionId: f.steps[0] },
      { activity: 'Ontvang een tip', sectionId: f.steps[0] },
      { activity: 'Heb je dit tussenantwoord goed: Ja', sectionId: f.steps[0] },
      { activity: 'Kijk antwoord na', sectionId: f.steps[1] },
      { activity: 'Heb je dit tussenantwoord goed: Ja', sectionId: f.steps[1] },
      { activity: 'Heb je dit tussenantwoord goed: Nee', sectionId: f.steps[2] },
      { activity: 'Bekijk je punten', sectionId: null },
    ];
    const logged = async () =>
      db().activityLog.findMany({
        where: { collection: { key: f.setKey }, deviceKey: { not: 'apparaat-a' }, activity: { notIn: ['Tips en antwoorden', 'Opgave'] } },
        orderBy: { id: 'asc' },
        select: { activity: true, sectionId: true },
      });
    for (let waited = 0; (await logged()).length < expected.length && waited < 10_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    expect(await logged()).toEqual(expected);
  });

  it('shows the teacher the overview, a student’s results and where the class got stuck', async () => {
    await open(DESKTOP);
    await signInThroughApi(page, server.url, f.teacher, '/leerlingen');
    await main().getByRole('heading', { level: 1, name: 'Leerlingen Natuurkunde Havo' }).waitFor();
    expect(await main().getByRole('alert').count()).toBe(0);

    // The newest selection only: the phone and device a (2), one question checked, a tip each (2).
    const sets = main().getByRole('table', { name: 'Selecties met het aantal leerlingen, nagekeken vragen en gebruikte tips' });
    const newest = 'Proefwerk week 11 Geselecteerd op 9 maart 2026 om 14:05 Waar loopt de klas vast? (Proefwerk week 11) 2 1 2';
    expect(await rowTexts(sets)).toEqual([newest]);
    const toggle = main().getByRole('button', { name: 'Toon alle activiteiten' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await sets.locator('tbody tr').nth(1).waitFor();
    expect(await rowTexts(sets)).toEqual([newest, 'Kracht herhalen Geselecteerd op 2 maart 2026 om 09:15 Waar loopt de klas vast? (Kracht herhalen) 0 0 0']);
    await main().getByRole('button', { name: 'Toon minder activiteiten' }).click();
    expect(await rowTexts(sets)).toEqual([newest]);

    // The school has no BRIN: students are linked by hand.
    expect(await main().getByRole('link', { name: 'Leerling licenties koppelen' }).getAttribute('href')).toBe('/licenties');
    const group = main().getByRole('table', { name: 'H5a' });
    expect(await rowTexts(group)).toEqual(['Anna Aalders 10 maart 2026 Bekijk resultaten van Anna Aalders', 'Bram Bos Nog niet geoefend']);
    const empty = main().getByRole('region', { name: /^H5b/ });
    await expect(empty.innerText()).resolves.toMatch(/^H5b \(0 leerlingen\)\s+Er hebben zich nog geen leerlingen aangemeld bij deze groep\.$/);

    // Meanwhile a third device opens the newest selection: 'Vernieuwen' asks the server again, shows it and says so,
    // and keeps the focus on itself.
    await db().activityLog.create({
      data: {
        origin: `/c/${f.setKey}`,
        deviceKey: 'apparaat-b',
        sessionKey: 'sessie-b',
        activity: 'Opgave',
        collectionId: f.setId,
        createdAt: new Date('2026-03-10T10:00:00Z'),
        updatedAt: new Date('2026-03-10T10:00:00Z'),
      },
    });
    const refresh = main().getByRole('button', { name: 'Vernieuwen' });
    await refresh.click();
    await main().getByRole('status').filter({ hasText: 'Bijgewerkt om' }).waitFor();
    expect(await rowTexts(sets)).toEqual([newest.replace(/ 2 1 2$/, ' 3 1 2')]);
    await expect(refresh.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // (That visit is taken back: the heatmap below is worked out for the phone and device a.)
    await db().activityLog.deleteMany({ where: { deviceKey: 'apparaat-b' } });

    // Anna's results: the practice table, read-only, with her score.
    await group.getByRole('link', { name: 'Bekijk resultaten van Anna Aalders' }).click();
    await main().getByRole('heading', { level: 1, name: 'Resultaten van Anna Aalders' }).waitFor();
    await a11y.check(page, "Anna's results");
    await main().getByText('Nagekeken: 1 vraag, samen 2 van de 4 punten.').waitFor();
    const first = main().locator('.practice-table').first();
    expect((await rowTexts(first))[0]).toBe(`${f.questionRow} 2 / 4 (Een deel van de punten)`);
    expect(await first.locator('tbody a').count()).toBe(0);

    // Back to the overview, then the newest selection's heatmap.
    await main().getByRole('link', { name: '← Leerlingen' }).click();
    await main().getByRole('heading', { level: 1, name: 'Leerlingen Natuurkunde Havo' }).waitFor();
    await main().getByRole('link', { name: 'Waar loopt de klas vast? (Proefwerk week 11)' }).click();
    await main().getByRole('heading', { level: 1, name: 'Waar loopt de klas vast?' }).waitFor();
    await a11y.check(page, 'the heatmap');
    await main().getByText('2 leerlingen hebben deze selectie gebruikt.').waitFor();
    const heatmap = main().getByRole('table', { name: 'Waar leerlingen vastliepen in Proefwerk week 11, per vraag en stap' });
    const row = heatmap.locator('tbody tr').first();
    const cells = (await row.locator('th, td').allInnerTexts()).map((c) => c.replace(/\s+/g, ' ').trim());
    // Step 1: both took its tip, device a ended on 'Nee'; step 2: the phone saw the model answer; step 3: the phone's 'Nee'.
    // The phone's tip helped ('Ja' after it), device a's did not.
    expect(cells[0]!.startsWith(f.questionTitle)).toBe(true);
    expect(cells.slice(1, 5)).toEqual([
      '2',
      'Tip: 2 Uitwerking: 0 Nee: 1 2 van 2 leerlingen liepen hier vast',
      'Tip: 0 Uitwerking: 1 Nee: 0 1 van 2 leerlingen liep hier vast',
      'Tip: 0 Uitwerking: 0 Nee: 1 1 van 2 leerlingen liep hier vast',
    ]);
    expect(cells.at(-1)).toBe('1 van 2 (50%)');
    expect(await row.locator('td.heat').evaluateAll((tds) => tds.map((td) => td.className))).toEqual(['heat heat-4', 'heat heat-3', 'heat heat-3']);
  });

  it("shows a teacher of another school neither the student's results nor the heatmap", async () => {
    await open(DESKTOP);
    await signInThroughApi(page, server.url, f.outsider, `/leerlingen/${f.annaSeat}`);
    await main().getByText('Deze leerling is niet gevonden, of je bent niet de docent van deze leerling.').waitFor();
    expect(await main().getByText('Anna').count()).toBe(0);
    await page.goto(`${server.url}/leerlingen/sets/${f.setKey}`);
    await main().getByText('Deze selectie is niet gevonden, of het is niet jouw selectie.').waitFor();
  });

  it('works on a phone: the unpublished warning without results links, the heatmap, and a teacher without groups or selections', async () => {
    await db().stream.update({ where: { id: f.nat }, data: { practiceStatus: 'concept' } });
    try {
      await open(PHONE);
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      await signInThroughApi(page, server.url, f.teacher, '/leerlingen');
      await main().getByRole('heading', { level: 1, name: 'Leerlingen Natuurkunde Havo' }).waitFor();
      await main()
        .getByRole('alert')
        .filter({
          hasText:
            'De oefensets van Natuurkunde Havo zijn nog niet gepubliceerd. Je leerlingen kunnen nog niet zelf oefenen, en hun resultaten kun je pas bekijken als de oefensets gepubliceerd zijn.',
        })
        .waitFor();
      // Anna practised, but her results cannot be opened while the practice sets are not published.
      expect(await rowTexts(main().getByRole('table', { name: 'H5a' }))).toEqual(['Anna Aalders 10 maart 2026', 'Bram Bos Nog niet geoefend']);
      expect(
        await main()
          .getByRole('link', { name: /Bekijk resultaten/ })
          .count(),
      ).toBe(0);
      await expect(overflow()).resolves.toBeLessThanOrEqual(0);
      await a11y.check(page, 'on a phone, unpublished');

      await main().getByRole('link', { name: 'Waar loopt de klas vast? (Proefwerk week 11)' }).click();
      await main().getByRole('heading', { level: 1, name: 'Waar loopt de klas vast?' }).waitFor();
      await main().getByRole('table', { name: 'Waar leerlingen vastliepen in Proefwerk week 11, per vraag en stap' }).waitFor();
      // The wide table scrolls inside its own box; the page itself does not get wider than the phone.
      await expect(overflow()).resolves.toBeLessThanOrEqual(0);
      await a11y.check(page, 'the heatmap on a phone');
    } finally {
      await db().stream.update({ where: { id: f.nat }, data: { practiceStatus: 'published' } });
    }

    await open(PHONE);
    await signInThroughApi(page, server.url, f.newcomer, '/leerlingen');
    await main().getByRole('heading', { level: 1, name: 'Leerlingen Natuurkunde Havo' }).waitFor();
    await main().getByText('Je hebt nog geen opgaven gebruikt van Natuurkunde Havo.').waitFor();
    await main().getByRole('alert').filter({ hasText: 'Je hebt geen groepen voor Natuurkunde Havo.' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBeLessThanOrEqual(0);
    await a11y.check(page, 'on a phone, without groups or selections');
  });
});
