// The cart keeps the set's name (issue 41, items 9 and 12) in Chromium with the demo content: the wizard suggests a
// name (the stream and today's date), the name typed is still there when the teacher comes back — also on another
// device, because the server keeps it with the cart, checked as a set's name is — and it is gone once the set is
// made. The cart, the set's list and the student's page write the exam one way: 'Examen 2017 2e tijdvak'.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser, signInThroughApi } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { signedInClient, streamIdOf, userIdOf } from '../setup/factories.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';

const run = browserAvailable() ? describe : describe.skip;
const TEACHER = 'docent@vraagwerk.nl';
const NAME = 'Toets hoofdstuk 3: golven';

run("the cart keeps the set's name", () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const db = () => server.db.prisma;
  let streamId = 0;
  let topic = { id: 0, name: '', year: 0, term: 0, questionIds: [] as number[] };

  /** The name the server keeps with the teacher's cart. */
  const keptName = async () => (await db().cart.findFirstOrThrow({ where: { userId: await userIdOf(db(), TEACHER), streamId } })).name;
  /** The value of `read` once it is `expected`, or its last value after 10 s (the name is kept a moment after typing). */
  async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
    let value = await read();
    for (let i = 0; i < 100 && value !== expected; i++) {
      await new Promise((r) => setTimeout(r, 100));
      value = await read();
    }
    return value;
  }

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return a11y.watch(await context.newPage());
  }

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb() });
    browser = await launchBrowser();
    streamId = await streamIdOf(db(), 'natuurkunde-havo');
    // A topic of the second term of an exam that shows its answers, in the teacher's cart with two of its questions.
    const row = await db().topic.findFirstOrThrow({
      where: { exam: { streamId, status: 'published', term: 2 } },
      orderBy: { id: 'asc' },
      select: { id: true, name: true, exam: { select: { year: true, term: true } }, questions: { orderBy: { number: 'asc' }, take: 2, select: { id: true } } },
    });
    topic = { id: row.id, name: row.name, year: row.exam.year, term: row.exam.term, questionIds: row.questions.map((q) => q.id) };
    const userId = await userIdOf(db(), TEACHER);
    await db().cartTopic.deleteMany({ where: { cart: { userId } } });
    const cart = await db().cart.upsert({ where: { userId_streamId: { userId, streamId } }, create: { userId, streamId }, update: { name: null }, select: { id: true } });
    await db().cartTopic.create({ data: { cartId: cart.id, topicId: topic.id, position: 0, questions: { create: topic.questionIds.map((questionId) => ({ questionId })) } } });
    await db().user.update({ where: { id: userId }, data: { currentStreamId: streamId } });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
  });

  it('suggests a name, keeps the one typed across a visit elsewhere and another device, and lets go of it when the set is made', async () => {
    const stream = await db().stream.findUniqueOrThrow({ where: { id: streamId }, select: { course: { select: { name: true } }, level: { select: { name: true } } } });
    // The tests' clock is 10 March 2026, 10:00 UTC: in the Netherlands that day too.
    const suggestion = `${stream.course.name} ${stream.level.name}, 10 maart 2026`;
    const exam = `Examen ${topic.year} ${topic.term}e tijdvak`;

    const page = await newPage();
    const main = () => page.getByRole('main');
    const nameField = () => main().getByRole('textbox', { name: 'Naam van de set' });
    await signInThroughApi(page, server.url, TEACHER, '/cart');
    await main().getByRole('heading', { name: 'Huidige selectie', level: 1 }).waitFor();
    await expect(nameField().inputValue()).resolves.toBe('');
    await main()
      .getByRole('button', { name: `Gebruik de naam ${suggestion}` })
      .waitFor();
    // The exam, written as everywhere: 'Examen 2017 2e tijdvak'.
    await expect(main().locator('.cart-topic', { hasText: topic.name }).innerText()).resolves.toContain(exam);
    await a11y.check(page);

    // The suggestion fills the field; the teacher writes their own name instead.
    await main()
      .getByRole('button', { name: `Gebruik de naam ${suggestion}` })
      .click();
    await expect(nameField().inputValue()).resolves.toBe(suggestion);
    await nameField().fill(`  ${NAME}  `);
    await expect(eventually(keptName, NAME)).resolves.toBe(NAME);

    // Away and back: the name is there, and no suggestion is offered over it.
    await page.goto(`${server.url}/`);
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: /Huidige selectie/ })
      .click();
    await main().getByRole('heading', { name: 'Huidige selectie', level: 1 }).waitFor();
    await expect(nameField().inputValue()).resolves.toBe(NAME);
    await expect(
      main()
        .getByRole('button', { name: /Gebruik de naam/ })
        .count(),
    ).resolves.toBe(0);

    // Another device of the same teacher.
    const other = await newPage();
    await signInThroughApi(other, server.url, TEACHER, '/cart');
    await expect(other.getByRole('main').getByRole('textbox', { name: 'Naam van de set' }).inputValue()).resolves.toBe(NAME);
    await a11y.check(other);

    // Checked as a set's name is: too long is refused, and the kept name stays.
    const client = await signedInClient(server, TEACHER);
    const rename = async (name: string) =>
      (
        await client.graphql<{ renameCart: { __typename: string; fieldErrors?: { field: string }[] } }>(
          'mutation ($streamId: ID!, $name: String!) { renameCart(streamId: $streamId, name: $name) { __typename ... on ValidationError { fieldErrors { field } } } }',
          { streamId: encodeGlobalID('Stream', streamId), name },
        )
      ).data!.renameCart;
    await expect(rename('x'.repeat(256))).resolves.toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'name' }] });
    expect((await db().cart.findFirstOrThrow({ where: { userId: await userIdOf(db(), TEACHER), streamId } })).name).toBe(NAME);

    // Through the wizard to the set: it bears the name, and the cart lets go of it.
    await main().getByRole('button', { name: 'Volgende' }).click();
    await main().getByRole('button', { name: 'Volgende' }).click();
    await main().getByRole('button', { name: 'Maak de set' }).click();
    await main()
      .getByRole('heading', { name: /Bevestiging/ })
      .waitFor();
    const set = await db().collection.findFirstOrThrow({ where: { name: NAME }, select: { key: true } });
    await expect(eventually(keptName, null)).resolves.toBeNull();
    await a11y.check(page);

    // The set's list and the student's page write the exam the same way as the cart.
    await page.goto(`${server.url}/collections/history`);
    await expect(main().locator('article.collection-card', { hasText: NAME }).innerText()).resolves.toContain(`${topic.year} ${topic.term}e tijdvak`);
    const student = await newPage();
    await student.goto(`${server.url}/student/${set.key}`);
    await student.getByRole('main').getByText(exam).first().waitFor();
    await a11y.check(student);
  });
});
