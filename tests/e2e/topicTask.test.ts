// A topic's task on every page that shows it, in Chromium on a phone (360 × 740; issue 41 items 1, 7, 10 and 12): the
// topic's introduction with its figures and what each question brings in from an earlier one, on a shared set's pages
// (/student/{set}/{topic}, the QR pages /c/… and /a/…) and in self-practice; the teacher's topic page without a figure
// drawn twice, without an empty 'Uit vraag N:' box, and without a refusal that no longer applies; and the headings of
// a set's page and its QR panels. Every expected text and figure is read from the database (the demo exam natuurkunde
// havo 2021, 2e tijdvak, with 'Tram in de binnenstad'), never from the pages' own code.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser, signInThroughApi } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { createLicense, createSeat, createUser, streamIdOf } from '../setup/factories.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import { TEST_NOW } from '../setup/env.ts';

const run = browserAvailable() ? describe : describe.skip;
const PHONE = { width: 360, height: 740 };
/** Set to a folder to keep a screenshot of each student page the walk opens (to look at them). */
const SHOTS = process.env.TOPIC_TASK_SHOTS;

/** What a question of the exam should show, straight from its rows. */
interface ExpectedQuestion {
  id: number;
  urlId: string;
  number: number;
  points: number;
  /** Stored files its task shows: its own figures and appendixes, what it brings in, and the images its texts draw. */
  files: number[];
  /** Introductions it brings in from earlier questions. */
  broughtIn: { number: number; text: string }[];
}
interface ExpectedTopic {
  id: number;
  urlId: string;
  name: string;
  /** A sentence of its introduction (plain words, no formula or image). */
  sentence: string;
  /** Stored files its introduction shows: its figures and the images the text draws. */
  files: number[];
  questions: ExpectedQuestion[];
}

/** The stored files that a text's images point at (![alt](/files/{id}/{name}), as the import stores them). */
const imagesOf = (text: string | null) => [...(text ?? '').matchAll(/!\[[^\]]*\]\(\/files\/(\d+)\//g)].map((m) => Number(m[1]));
/** The longest run of plain words in a stored text (between its formulas, images and markup), to find on the page. */
function plainSentence(text: string): string {
  const runs = text
    .split(/\$\$[\s\S]*?\$\$|!\[[^\]]*\]\([^)]*\)|\*\*|\||\n/)
    .map((s) => s.trim())
    .filter((s) => !/[$*![\]\\]/.test(s));
  const longest = runs.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length < 15) throw new Error(`no plain words in ${JSON.stringify(text)}`);
  return longest;
}
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

run("a topic's task on every page", () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let nat = 0;
  let setKey = '';
  let setName = '';
  const topics: ExpectedTopic[] = [];

  const db = () => server.db.prisma;
  // The shell's main (a set's page draws its own main inside it).
  const main = () => page.locator('main#main');

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb() });
    browser = await launchBrowser();
    const ids = createIdCodec(server.config.idSecret);
    nat = await streamIdOf(db(), 'natuurkunde-havo');
    const files = { select: { attachment: { select: { fileId: true } } }, orderBy: { position: 'asc' as const } };
    const exam = await db().exam.findFirstOrThrow({
      where: { streamId: nat, topics: { some: { name: 'Tram in de binnenstad' } } },
      select: {
        topics: {
          orderBy: { position: 'asc' },
          select: {
            id: true,
            name: true,
            introduction: true,
            attachments: files,
            questions: {
              orderBy: { number: 'asc' },
              select: {
                id: true,
                number: true,
                points: true,
                introduction: true,
                text: true,
                attachments: files,
                appendixes: files,
                dependencies: {
                  select: {
                    introduction: true,
                    attachments: true,
                    appendixes: true,
                    dependsOn: { select: { number: true, introduction: true, attachments: files, appendixes: files } },
                  },
                },
              },
            },
          },
        },
      },
    });
    const fileIds = (links: { attachment: { fileId: number } }[]) => links.map((l) => l.attachment.fileId);
    for (const t of exam.topics) {
      topics.push({
        id: t.id,
        urlId: ids.encode(t.id),
        name: t.name,
        sentence: plainSentence(t.introduction ?? ''),
        files: [...new Set([...fileIds(t.attachments), ...imagesOf(t.introduction)])],
        questions: t.questions.map((q) => ({
          id: q.id,
          urlId: ids.encode(q.id),
          number: q.number,
          points: q.points,
          files: [
            ...new Set([
              ...fileIds(q.attachments),
              ...fileIds(q.appendixes),
              ...imagesOf(q.introduction),
              ...imagesOf(q.text),
              ...q.dependencies.flatMap((d) => [
                ...(d.attachments ? fileIds(d.dependsOn.attachments) : []),
                ...(d.appendixes ? fileIds(d.dependsOn.appendixes) : []),
                ...(d.introduction ? imagesOf(d.dependsOn.introduction) : []),
              ]),
            ]),
          ],
          broughtIn: q.dependencies.filter((d) => d.introduction && d.dependsOn.introduction).map((d) => ({ number: d.dependsOn.number, text: plainSentence(d.dependsOn.introduction!) })),
        })),
      });
    }
    // The exam is the one the issue names, and it holds what the walk must find: figures and brought-in parts.
    expect(topics.map((t) => t.name)).toContain('Tram in de binnenstad');
    expect(topics.some((t) => t.questions.some((q) => q.broughtIn.length > 0))).toBe(true);

    const owner = await db().user.findUniqueOrThrow({ where: { email: 'docent@vraagwerk.nl' }, select: { id: true } });
    setName = 'Natuurkunde juni 2021 voor H5b';
    const set = await db().collection.create({
      data: {
        key: randomBytes(16).toString('base64url'),
        ownerId: owner.id,
        streamId: nat,
        name: setName,
        fingerprint: `e2e-${randomBytes(6).toString('hex')}`,
        topicOrder: topics.map((t) => t.id),
        questions: { create: topics.flatMap((t) => t.questions).map((q, position) => ({ questionId: q.id, position })) },
      },
    });
    // A whole exam's set: numbered through the set (issue 42), its questions keep the exam's own numbers 1, 2, 3…
    expect(topics.flatMap((t) => t.questions).map((q) => q.number)).toEqual(topics.flatMap((t) => t.questions).map((_, i) => i + 1));
    setKey = set.key;
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
    await context?.close();
  });

  /** The figure of a stored file is on the page, in view once scrolled to, and loaded. */
  async function figureShown(scope: Locator, fileId: number, where: string) {
    const img = scope.locator(`img[src^="/files/${fileId}/"]`).first();
    await img.waitFor({ state: 'visible' }).catch(() => {
      throw new Error(`${where}: no figure of file ${fileId}`);
    });
    await img.scrollIntoViewIfNeeded();
    const width = await img.evaluate(async (element: HTMLImageElement) => {
      if (!element.complete || !element.naturalWidth) await element.decode().catch(() => undefined);
      return element.naturalWidth;
    });
    expect({ where, fileId, loaded: width > 0 }).toEqual({ where, fileId, loaded: true });
  }

  async function textShown(scope: Locator, text: string, where: string) {
    const shown = words(await scope.innerText());
    expect({ where, shows: shown.includes(words(text)) ? text : shown }).toEqual({ where, shows: text });
  }

  async function fitsThePhone(where: string) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect({ where, width: Math.min(width, PHONE.width) }).toEqual({ where, width });
  }

  async function shot(name: string) {
    if (SHOTS) await page.screenshot({ path: join(SHOTS || tmpdir(), `${name}.png`), fullPage: true });
  }

  /** The topic's introduction and figures outside the question panels, and each question's task inside its own. */
  async function questionTaskShown(scope: Locator, q: ExpectedQuestion, where: string, inSet = true) {
    for (const fileId of q.files) await figureShown(scope, fileId, `${where}, vraag ${q.number}`);
    for (const b of q.broughtIn) {
      // A set numbers its questions through the set (issue 42): there an earlier question is named by its exam number.
      await textShown(scope, inSet ? `Uit examenvraag ${b.number}:` : `Uit vraag ${b.number}:`, `${where}, vraag ${q.number}`);
      await textShown(scope, b.text, `${where}, vraag ${q.number}`);
    }
  }

  async function introductionShown(t: ExpectedTopic, where: string) {
    await main().getByRole('heading', { level: 1, name: t.name }).waitFor();
    await textShown(main(), t.sentence, where);
    for (const fileId of t.files) await figureShown(main(), fileId, where);
  }

  it('shows every topic of the exam whole on /student/{set}/{topic}, on the QR pages and in self-practice', async () => {
    for (const t of topics) {
      const where = `/student/{set}/${t.name}`;
      await page.goto(`${server.url}/student/${setKey}/${t.urlId}`);
      await introductionShown(t, where);
      for (const q of t.questions) await questionTaskShown(main().locator('section.student-question', { has: page.getByRole('heading', { level: 2, name: `Vraag ${q.number}` }) }), q, where);
      await fitsThePhone(where);
      await shot(`student-${t.questions[0]!.number}`);
    }

    for (const t of topics) {
      const where = `/c/{set}/${t.name}`;
      await page.goto(`${server.url}/c/${setKey}/${t.urlId}`);
      await introductionShown(t, where);
      for (const [i, q] of t.questions.entries()) {
        const panel = main().locator('details.qr-panel').nth(i);
        await panel.locator('summary').click();
        await panel.locator('.practice').waitFor();
        await questionTaskShown(panel, q, where);
      }
      await fitsThePhone(where);
      await a11y.check(page, `${where} with its last panel open`);
      await shot(`c-${t.questions[0]!.number}`);
    }

    // /a/{set}/{question}: one question with what it brings in, under its topic's introduction.
    const t = topics.find((x) => x.questions.some((q) => q.broughtIn.length > 0))!;
    const q = t.questions.find((x) => x.broughtIn.length > 0)!;
    await page.goto(`${server.url}/a/${setKey}/${q.urlId}`);
    await main()
      .getByRole('heading', { level: 1, name: `${t.name} – Vraag ${q.number}` })
      .waitFor();
    await textShown(main(), t.sentence, '/a');
    for (const fileId of t.files) await figureShown(main(), fileId, '/a');
    await questionTaskShown(main(), q, '/a');
    await fitsThePhone('/a');

    // Self-practice, signed in as a student who may practise the stream.
    const license = await createLicense(db(), { groups: [{ name: 'H5b', streamSlug: 'natuurkunde-havo' }] });
    const user = await createUser(db(), { role: 'leerling', firstName: 'Sam', data: { grade: 'Havo 5' } });
    await createSeat(db(), { licenseId: license.id, userId: user.id, role: 'leerling', groupIds: [license.groups[0]!.id], privileges: [{ action: 'oefensets uitvoeren', objectId: nat }] });
    await signInThroughApi(page, server.url, user.email, `/zelf-oefenen/${topics[0]!.urlId}`);
    for (const t of topics) {
      const where = `/zelf-oefenen/${t.name}`;
      await page.goto(`${server.url}/zelf-oefenen/${t.urlId}`);
      await introductionShown(t, where);
      for (const [i, q] of t.questions.entries()) {
        const panel = main().locator('details.practice-question').nth(i);
        if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
        await panel.locator('.practice').waitFor();
        await questionTaskShown(panel, q, where, false);
      }
      await fitsThePhone(where);
      await a11y.check(page, `${where} with every panel open`);
    }
  });

  it("heads a set's page with its own name, 'Selectie vanuit docent' beneath it", async () => {
    await page.goto(`${server.url}/student/${setKey}`);
    await expect(main().getByRole('heading', { level: 1 }).innerText()).resolves.toBe(setName);
    await expect(main().locator('h1 + *').innerText()).resolves.toMatch(/^Selectie vanuit docent\b/);
  });

  it("heads a QR page's panels 'Vraag 1 (3 punten)'", async () => {
    const t = topics[0]!;
    await page.goto(`${server.url}/c/${setKey}/${t.urlId}`);
    await main().getByRole('heading', { level: 1, name: t.name }).waitFor();
    const summaries = main().locator('details.qr-panel > summary');
    expect((await summaries.allInnerTexts()).map(words)).toEqual(t.questions.map((q) => `Vraag ${q.number} (${q.points} ${q.points === 1 ? 'punt' : 'punten'})`));
    // As drawn, not only as written: a space between the number and '(' that the layout drops is no space. The gap
    // between the two characters on the screen is at least a space's width.
    for (const summary of await summaries.all()) {
      const gap = await summary.evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const chars: { node: Text; at: number }[] = [];
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (let at = 0; at < node.data.length; at++) if (node.data[at]!.trim()) chars.push({ node, at });
        }
        const box = ({ node, at }: { node: Text; at: number }) => {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          return range.getBoundingClientRect();
        };
        const paren = chars.findIndex(({ node, at }) => node.data[at] === '(');
        const space = document.createElement('span');
        space.textContent = '\u00a0';
        element.append(space);
        const spaceWidth = space.getBoundingClientRect().width;
        space.remove();
        return { between: box(chars[paren]!).left - box(chars[paren - 1]!).right, spaceWidth };
      });
      expect(gap.between).toBeGreaterThanOrEqual(gap.spaceWidth * 0.8);
    }
  });

  describe("the teacher's topic page of 'Tram in de binnenstad'", () => {
    const tram = () => topics.find((t) => t.name === 'Tram in de binnenstad')!;
    const article = () => main().locator('article');

    async function open() {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signInThroughApi(page, server.url, 'docent@vraagwerk.nl', `/topics/${tram().urlId}`);
      await main().getByRole('heading', { level: 1, name: tram().name }).waitFor();
    }

    it('draws figure 1 once: in the introduction that shows it, not again beside it', async () => {
      await open();
      expect(tram().files.length).toBeGreaterThan(0);
      for (const fileId of tram().files) {
        await figureShown(article(), fileId, 'topic page');
        await expect(article().locator(`img[src^="/files/${fileId}/"]`).count()).resolves.toBe(1);
      }
    });

    it("shows an 'Uit vraag N:' box only for what a question brings in, never an empty one", async () => {
      await open();
      const rows = await db().questionDependency.findMany({
        where: { question: { topicId: tram().id } },
        select: {
          introduction: true,
          attachments: true,
          appendixes: true,
          dependsOn: { select: { introduction: true, _count: { select: { attachments: true, appendixes: true } } } },
        },
      });
      // Vraag 5 depends on vraag 1 and brings nothing of it; vraag 4 brings vraag 3's introduction and appendix.
      expect(rows.some((d) => !d.introduction && !d.attachments && !d.appendixes)).toBe(true);
      const bringing = rows.filter((d) => (d.introduction && d.dependsOn.introduction) || (d.attachments && d.dependsOn._count.attachments > 0) || (d.appendixes && d.dependsOn._count.appendixes > 0));
      expect(bringing.length).toBeGreaterThan(0);
      const boxes = article().locator('.question-dependency');
      await expect(boxes.count()).resolves.toBe(bringing.length);
      for (const box of await boxes.all()) {
        const label = words(await box.locator('.question-dependency-label').innerText());
        expect(label).toMatch(/^Uit vraag \d+:$/);
        const content = words(await box.innerText())
          .slice(label.length)
          .trim();
        expect({ label, shows: content.length > 0 || (await box.locator('img').count()) > 0 }).toEqual({ label, shows: true });
      }
    });

    it("takes 'Selecteer één of meerdere vragen…' away once a question is ticked", async () => {
      await open();
      const panel = page.locator('aside.selection-panel');
      if ((await panel.getByText('Nog geen vragen geselecteerd.').count()) === 0) await panel.getByRole('button', { name: 'Wis alle vragen' }).click();
      await panel.getByRole('button', { name: /Voeg toe|Werk bij/ }).click();
      const refusal = panel.getByRole('alert');
      await refusal.getByText('Selecteer één of meerdere vragen', { exact: false }).waitFor();
      await a11y.check(page, 'topic page with the refusal');
      await main()
        .getByRole('checkbox', { name: `Selecteer vraag ${tram().questions[0]!.number}` })
        .check();
      await panel.getByText(`Vraag ${tram().questions[0]!.number}`, { exact: true }).waitFor();
      await expect(panel.getByText('Selecteer één of meerdere vragen', { exact: false }).count()).resolves.toBe(0);
    });
  });
});
