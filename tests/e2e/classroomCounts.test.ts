// The teacher's classroom agrees with itself (issue 41, item 8), in Chromium on the demo database: the students of
// the demo group 'Havo 4 natuurkunde' are counted alike on /licenties, listed on /leerlingen (Lucas Bakker among
// them) and counted again when a set is shared with the group; the set the class worked with comes first on
// /leerlingen although the teacher made a newer one; and 'Waar loopt de klas vast?' counts the tips of the overview
// — also tips taken on a question rather than on one of its steps — and says '0 van 1 leerling liep hier vast'.
// Every expected figure is read from the seeded rows here, not from the code under test.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser, signInThroughApi } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { streamIdOf, userIdOf } from '../setup/factories.ts';
import { TEST_NOW } from '../setup/env.ts';
import { seedClassActivity } from '../../prisma/seed/activity.ts';

const run = browserAvailable() ? describe : describe.skip;
const TEACHER = 'docent@vraagwerk.nl';
const GROUP = 'Havo 4 natuurkunde';
const leerlingen = (n: number) => `${n} ${n === 1 ? 'leerling' : 'leerlingen'}`;

run("the teacher's classroom counts", () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const db = () => server.db.prisma;
  const main = () => page.getByRole('main');

  /** The group's students as the rows say: visible, switched-on leerling seats taken by an account other than a teacher's demo student. */
  async function studentsOfGroup(name: string): Promise<string[]> {
    const seats = await db().seat.findMany({
      where: { role: 'leerling', isVisible: true, isActive: true, userId: { not: null }, groups: { some: { group: { name } } } },
      select: { user: { select: { firstName: true, lastName: true, email: true, link: true } } },
    });
    return seats
      .filter((s) => !(s.user!.link && s.user!.email.startsWith('leerling-')))
      .map((s) => `${s.user!.firstName} ${s.user!.lastName}`)
      .sort((a, b) => a.localeCompare(b, 'nl'));
  }

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb() });
    // The demo's week of class activity (npm start seeds it; the tests' database leaves it out), made by the product's
    // own commands: a set shared with the group two days ago and worked through by phones and signed-in students.
    await seedClassActivity(server.db.prisma, TEST_NOW);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await a11y.watch(await context.newPage());
    await signInThroughApi(page, server.url, TEACHER, '/');
  });
  afterEach(async () => {
    await context?.close();
  });

  it('counts the same students of a group on /licenties, on /leerlingen and when a set is shared with it', async () => {
    const students = await studentsOfGroup(GROUP);
    expect(students).toContain('Lucas Bakker');
    // Free and invited seats, the demo student and hidden seats are in the group too, but are no students.
    const seatsInGroup = await db().seat.count({ where: { role: 'leerling', groups: { some: { group: { name: GROUP } } } } });
    expect(seatsInGroup).toBeGreaterThan(students.length);

    await page.goto(`${server.url}/licenties`);
    await main().getByRole('heading', { name: 'Licentieoverzicht', level: 1 }).waitFor();
    await main()
      .getByText(`${GROUP}: ${leerlingen(students.length)}`)
      .waitFor();
    await a11y.check(page);

    await page.goto(`${server.url}/leerlingen`);
    const group = main().getByRole('table', { name: `Leerlingen van groep ${GROUP}` });
    await group.waitFor();
    await main()
      .getByText(`${GROUP} (${leerlingen(students.length)})`)
      .waitFor();
    const names = (await group.locator('tbody th[scope="row"]').allInnerTexts()).map((n) => n.trim());
    expect([...names].sort((a, b) => a.localeCompare(b, 'nl'))).toEqual(students);
    await a11y.check(page);

    // A new set, shared with the group from the list of sets: the toast counts the same students.
    const teacherId = await userIdOf(db(), TEACHER);
    const nat = await streamIdOf(db(), 'natuurkunde-havo');
    const question = await db().question.findFirstOrThrow({ where: { topic: { exam: { streamId: nat, status: 'published' } } }, orderBy: { id: 'asc' }, select: { id: true, topicId: true } });
    await db().collection.create({
      data: {
        key: randomBytes(16).toString('base64url'),
        ownerId: teacherId,
        streamId: nat,
        name: 'Nieuwe set zonder activiteit',
        fingerprint: randomBytes(8).toString('hex'),
        topicOrder: [question.topicId],
        questions: { create: [{ questionId: question.id, position: 0 }] },
      },
    });
    await page.goto(`${server.url}/collections/history`);
    const card = main().locator('article.collection-card', { hasText: 'Nieuwe set zonder activiteit' });
    await card.waitFor();
    await card.getByLabel('Groep').selectOption({ label: GROUP });
    await card.getByRole('button', { name: 'Plaats in de webomgeving van je leerlingen' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `De set staat nu in de webomgeving van ${leerlingen(students.length)}.` })
      .waitFor();
    await a11y.check(page);
  });

  it("shows the set the class worked with first, and the heatmap counts the overview's tips", async () => {
    const teacherId = await userIdOf(db(), TEACHER);
    const demo = await db().user.findFirstOrThrow({ where: { link: (await db().user.findUniqueOrThrow({ where: { id: teacherId } })).link, role: 'leerling' }, select: { id: true } });
    // The set the class used: the teacher's set with events of others than the teacher and their demo student.
    const used = await db().collection.findFirstOrThrow({
      where: { ownerId: teacherId, activityLogs: { some: { OR: [{ userId: null }, { userId: { notIn: [teacherId, demo.id] } }] } } },
      select: {
        id: true,
        name: true,
        questions: { orderBy: { position: 'asc' }, take: 1, select: { question: { select: { id: true, number: true, topicId: true, topic: { select: { name: true } } } } } },
      },
    });
    const first = used.questions[0]!.question;
    // Two tips taken on the question itself (no step), from a phone: the overview counts them, so must the heatmap.
    for (let i = 0; i < 2; i++) {
      await db().activityLog.create({
        data: {
          origin: 'test',
          deviceKey: 'telefoon-zonder-stap-xxxxxxxx',
          sessionKey: 'sessie-zonder-stap',
          activity: 'Ontvang een tip',
          collectionId: used.id,
          topicId: first.topicId,
          questionId: first.id,
        },
      });
    }
    const classEvents = { collectionId: used.id, OR: [{ userId: null }, { userId: { notIn: [teacherId, demo.id] } }] };
    const tips = await db().activityLog.count({ where: { ...classEvents, activity: 'Ontvang een tip' } });
    const elaborations = await db().activityLog.count({ where: { ...classEvents, activity: 'Kijk antwoord na' } });
    const firstTips = await db().activityLog.count({ where: { ...classEvents, activity: 'Ontvang een tip', questionId: first.id } });
    const firstElaborations = await db().activityLog.count({ where: { ...classEvents, activity: 'Kijk antwoord na', questionId: first.id } });
    expect(tips).toBeGreaterThan(2);
    // A set made after the class's, which nobody opened: the newest, but not the one the class works with.
    await db().collection.create({
      data: {
        key: randomBytes(16).toString('base64url'),
        ownerId: teacherId,
        streamId: (await db().collection.findUniqueOrThrow({ where: { id: used.id }, select: { streamId: true } })).streamId,
        name: 'Nog door niemand geopend',
        fingerprint: randomBytes(8).toString('hex'),
        topicOrder: [first.topicId],
        questions: { create: [{ questionId: first.id, position: 0 }] },
      },
    });
    expect((await db().collection.findFirstOrThrow({ where: { ownerId: teacherId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { name: true } })).name).toBe('Nog door niemand geopend');

    await page.goto(`${server.url}/leerlingen`);
    const sets = main().getByRole('table', { name: /Selecties met het aantal leerlingen/ });
    await sets.waitFor();
    // Only the first set shows by default: the one the class used, not the newer one nobody opened.
    const rows = sets.locator('tbody tr');
    await expect(rows.count()).resolves.toBe(1);
    await expect(rows.first().innerText()).resolves.toContain(used.name);
    await expect(rows.first().locator('td').last().innerText()).resolves.toBe(String(tips));
    await a11y.check(page);

    await rows
      .first()
      .getByRole('link', { name: /Waar loopt de klas vast\?/ })
      .click();
    await main().getByRole('heading', { name: 'Waar loopt de klas vast?', level: 1 }).waitFor();
    await main()
      .getByText(`De klas gebruikte ${tips} tips en bekeek ${elaborations} ${elaborations === 1 ? 'uitwerking' : 'uitwerkingen'}.`)
      .waitFor();
    const title = `${first.topic.name}, vraag ${first.number}`;
    const startsWithTitle = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`);
    const row = main()
      .locator('table.heatmap tbody tr', { has: page.locator('th[scope="row"]', { hasText: startsWithTitle }) })
      .first();
    await expect(row.innerText()).resolves.toContain(`${firstTips} ${firstTips === 1 ? 'tip' : 'tips'}, ${firstElaborations} ${firstElaborations === 1 ? 'uitwerking' : 'uitwerkingen'}`);
    await a11y.check(page);
  });

  it("says '0 van 1 leerling liep hier vast' for a set one student used", async () => {
    const teacherId = await userIdOf(db(), TEACHER);
    // A question with steps that students see: of an exam that shows its answers, with a published strategy.
    const question = await db().question.findFirstOrThrow({
      where: { topic: { exam: { status: 'published', showAnswers: true, stream: { slug: 'natuurkunde-havo' } } }, answers: { some: { status: 'published', sections: { some: {} } } } },
      orderBy: { id: 'asc' },
      select: { id: true, topicId: true, topic: { select: { exam: { select: { streamId: true } } } } },
    });
    const key = randomBytes(16).toString('base64url');
    const set = await db().collection.create({
      data: {
        key,
        ownerId: teacherId,
        streamId: question.topic.exam.streamId,
        name: 'Een leerling',
        fingerprint: randomBytes(8).toString('hex'),
        topicOrder: [question.topicId],
        questions: { create: [{ questionId: question.id, position: 0 }] },
      },
    });
    await db().activityLog.create({
      data: {
        origin: 'test',
        deviceKey: 'een-telefoon-xxxxxxxxxxxx',
        sessionKey: 'een-sessie',
        activity: 'Begin met nakijken',
        collectionId: set.id,
        topicId: question.topicId,
        questionId: question.id,
      },
    });
    await page.goto(`${server.url}/leerlingen/sets/${key}`);
    await main().getByText('1 leerling heeft deze selectie gebruikt.').waitFor();
    const stuck = await main().locator('.heat .visually-hidden').allTextContents();
    expect(stuck.length).toBeGreaterThan(0);
    expect(new Set(stuck)).toEqual(new Set(['0 van 1 leerling liep hier vast']));
    await a11y.check(page);
  });
});
