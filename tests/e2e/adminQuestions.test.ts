// The question editor in a real Chromium (issue 45, document 3 §2 Question page): an author opens a question of
// natuurkunde havo 2023-1, goes through the tabs by the arrow keys, writes a text with a formula (the students' preview
// draws it), adds a new keyword and saves ('Vraag opgeslagen'); a teacher's topic page shows the formula at once, and
// the teachers' search finds the topic by a word of the new text and under the new keyword. Two
// tabs edit one question: the second save shows the conflict notice with the field changed meanwhile. 'Vraag
// toevoegen' in the topic editor makes a question (number 99) and opens it, on a 360 px phone, and its first solution strategy
// opens in the strategy editor. Axe checks every state.
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserSuite } from '../setup/browserSuite.ts';
import { browserAvailable, signInThroughApi } from '../setup/browser.ts';
import { streamIdOf } from '../setup/factories.ts';
import { createIdCodec } from '../../server/app/ids.ts';

const run = browserAvailable() ? describe : describe.skip;

run('the question editor', () => {
  const a11y = accessibilityChecks();
  const suite = browserSuite(a11y);
  const db = () => suite.server.db.prisma;

  /** A question of natuurkunde havo 2023-1's first topic, by number, with the editor's address. */
  async function questionOf(number: number) {
    const havo = await streamIdOf(db(), 'natuurkunde-havo');
    const exam = await db().exam.findFirstOrThrow({ where: { streamId: havo, year: 2023, term: 1 } });
    const topic = await db().topic.findFirstOrThrow({ where: { examId: exam.id }, orderBy: [{ position: 'asc' }, { id: 'asc' }], include: { questions: { orderBy: { number: 'asc' } } } });
    const question = topic.questions[number - 1]!;
    const ids = createIdCodec(suite.server.config.idSecret);
    return {
      topic,
      question,
      ids,
      course: ids.encode(havo),
      examPath: `/admin/courses/${ids.encode(havo)}/exams/${ids.encode(exam.id)}`,
      path: `/admin/courses/${ids.encode(havo)}/exams/${ids.encode(exam.id)}/questions/${ids.encode(question.id)}`,
    };
  }

  it("edits a question's text with a formula and a new keyword; the teacher's topic page shows the formula at once", async () => {
    const { topic, question, ids, path, course } = await questionOf(1);
    // The question's chapters: those of one method taken away, so that method starts with none chosen.
    const methods = await db().methodology.findMany({
      where: { chapters: { some: { questions: { some: { questionId: question.id } } } } },
      orderBy: { name: 'asc' },
      select: { id: true, name: true, chapters: { where: { questions: { some: { questionId: question.id } } }, select: { id: true } } },
    });
    expect(methods.length).toBeGreaterThanOrEqual(2);
    const [unused, used] = [methods[0]!, methods[1]!];
    await db().questionChapter.deleteMany({ where: { questionId: question.id, chapter: { methodologyId: unused.id } } });
    const page = await suite.newPage();
    await signInThroughApi(page, suite.server.url, 'auteur@vraagwerk.nl', path);
    await page.getByRole('heading', { level: 1, name: `Vraag ${question.number}` }).waitFor();
    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Algemeen', 'Metadata & Highlights', 'Afhankelijkheden']);
    expect(await page.getByRole('textbox', { name: 'Vraag', exact: true }).inputValue()).toBe(question.text);
    await a11y.check(page, 'the question editor, Algemeen');

    await page.getByRole('textbox', { name: 'Vraag', exact: true }).fill('Bereken de **zwaartekracht** op de sleehelling: $$F_z = m \\cdot g$$');
    await page.getByRole('region', { name: 'Voorbeeld vraag' }).locator('strong', { hasText: 'zwaartekracht' }).waitFor();
    await page.getByRole('region', { name: 'Voorbeeld vraag' }).locator('math').first().waitFor({ state: 'attached' });

    // The tabs go by the arrow keys: focus moves and the panel changes.
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Metadata & Highlights' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Metadata & Highlights');
    const keyword = page.getByRole('combobox', { name: 'Trefwoord toevoegen' });
    await keyword.fill('Sleetocht');
    await keyword.press('Enter');
    await page.getByRole('button', { name: 'Trefwoord Sleetocht verwijderen' }).waitFor();
    // Each method's chapters are folded, saying how many are chosen: one with none chosen is closed and opens on
    // demand; one with chosen chapters starts open.
    const group = page.locator('details', { has: page.locator('summary', { hasText: unused.name }) });
    expect([await group.getAttribute('open'), await group.locator('summary').innerText()]).toEqual([null, `${unused.name} (geen gekozen)`]);
    const other = page.locator('details', { has: page.locator('summary', { hasText: used.name }) });
    expect([await other.getAttribute('open'), await other.locator('summary').innerText()]).toEqual(['', `${used.name} (${used.chapters.length} gekozen)`]);
    await group.locator('summary').click();
    const first = group.getByRole('checkbox').first();
    const chapterLabel = (await first.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '')).trim();
    await first.check();
    expect(await group.locator('summary').innerText()).toBe(`${unused.name} (1 gekozen)`);
    await a11y.check(page, 'the question editor, Metadata & Highlights');
    await page.getByRole('tab', { name: 'Metadata & Highlights' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tabpanel', { name: 'Afhankelijkheden' }).waitFor();
    await a11y.check(page, 'the question editor, Afhankelijkheden');
    await page.keyboard.press('Home');
    expect(await page.getByRole('tab', { name: 'Algemeen' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('status').filter({ hasText: 'Vraag opgeslagen' }).waitFor();
    const saved = await db().question.findUniqueOrThrow({ where: { id: question.id }, select: { text: true, version: true, tags: { select: { tag: { select: { name: true } } } } } });
    expect(saved.text).toBe('Bereken de **zwaartekracht** op de sleehelling: $$F_z = m \\cdot g$$');
    expect(saved.tags.map((t) => t.tag.name)).toContain('Sleetocht');
    const chapters = await db().chapter.findMany({ where: { questions: { some: { questionId: question.id } }, methodology: { name: unused.name } }, select: { name: true, title: true } });
    expect(chapters.map((c) => (c.title ? `${c.name} ${c.title}` : c.name))).toEqual([chapterLabel]);

    const teacher = await suite.newPage();
    await signInThroughApi(teacher, suite.server.url, 'docent@vraagwerk.nl', `/topics/${ids.encode(topic.id)}`);
    await teacher.locator('strong', { hasText: 'zwaartekracht' }).first().waitFor();
    const sentence = teacher.getByText('Bereken de', { exact: false }).filter({ has: teacher.locator('strong', { hasText: 'zwaartekracht' }) });
    await sentence.first().locator('math').first().waitFor({ state: 'attached' });

    // The teachers' search finds it at once: by a word only the new text has, and under the new keyword.
    await teacher.goto(`${suite.server.url}/courses/${course}/search/methodology`);
    await teacher.getByRole('main').getByLabel('Zoek in opgaven').fill('sleehelling');
    await teacher.getByRole('main').getByRole('button', { name: 'Zoeken' }).click();
    await teacher.waitForURL(/text%3Dsleehelling/);
    await teacher.getByRole('main').locator('.topic-card-title', { hasText: topic.name }).waitFor();
    expect(await teacher.getByRole('main').locator('.topic-card-title').allInnerTexts()).toEqual([topic.name]);
    await a11y.check(teacher, "the teachers' search for the new word");
    const tag = await db().tag.findFirstOrThrow({ where: { name: 'Sleetocht' }, select: { id: true } });
    await teacher.goto(`${suite.server.url}/courses/${course}/search/tags/${ids.encode(tag.id)}`);
    await teacher.getByRole('main').getByRole('heading', { name: 'Trefwoord: Sleetocht' }).waitFor();
    await teacher.getByRole('main').locator('.topic-card-title', { hasText: topic.name }).waitFor();
    expect(await teacher.getByRole('main').locator('.topic-card-title').allInnerTexts()).toEqual([topic.name]);
  });

  it('shows the conflict notice when a second tab saves over a change made in the first', async () => {
    const { question, path } = await questionOf(2);
    const first = await suite.newPage();
    await signInThroughApi(first, suite.server.url, 'auteur@vraagwerk.nl', path);
    const second = await first.context().newPage();
    await a11y.watch(second);
    await second.goto(`${suite.server.url}${path}`);
    for (const tab of [first, second]) await tab.getByRole('heading', { level: 1, name: `Vraag ${question.number}` }).waitFor();

    await first.getByRole('spinbutton', { name: 'Punten' }).fill('7');
    await first.getByRole('button', { name: 'Opslaan' }).click();
    await first.getByRole('status').filter({ hasText: 'Vraag opgeslagen' }).waitFor();

    await second.getByRole('textbox', { name: 'Vraag', exact: true }).fill('Leg uit waarom de slee versnelt.');
    await second.getByRole('button', { name: 'Opslaan' }).click();
    const notice = second.getByRole('alert').filter({ hasText: 'Intussen gewijzigd' });
    await notice.waitFor();
    expect(await notice.locator('dt').allTextContents()).toEqual(['Punten']);
    expect(await notice.locator('dd').allTextContents()).toEqual(['Nu opgeslagen: 7', `Jouw versie: ${question.points}`]);
    await a11y.check(second, 'the conflict notice');
    expect(await db().question.findUniqueOrThrow({ where: { id: question.id }, select: { text: true, points: true } })).toEqual({ text: question.text, points: 7 });

    // Keeping one's own values saves them over the stored version.
    await notice.getByRole('button', { name: 'Mijn versie behouden' }).click();
    await second.getByRole('button', { name: 'Opslaan' }).click();
    await second.getByRole('status').filter({ hasText: 'Vraag opgeslagen' }).waitFor();
    expect(await db().question.findUniqueOrThrow({ where: { id: question.id }, select: { text: true, points: true } })).toEqual({
      text: 'Leg uit waarom de slee versnelt.',
      points: question.points,
    });
  });

  it("makes a question from the topic editor's 'Vraag toevoegen' on a phone and opens it", async () => {
    const { topic, ids, examPath } = await questionOf(1);
    const page = await suite.newPage({ width: 360, height: 740 });
    await signInThroughApi(page, suite.server.url, 'auteur@vraagwerk.nl', `${examPath}/topics/${ids.encode(topic.id)}`);
    await page.getByRole('link', { name: 'Vraag toevoegen' }).click();
    await page.getByRole('heading', { level: 1, name: /^Nieuwe vraag bij / }).waitFor();
    expect(await page.getByRole('spinbutton', { name: 'Nummer' }).inputValue()).toBe('99');
    expect(await page.getByRole('spinbutton', { name: 'Punten' }).inputValue()).toBe('0');
    await page.getByRole('button', { name: 'Vraag aanmaken' }).click();
    await page.getByRole('alert').filter({ hasText: 'Er ging iets foutKon de vraag niet aanmaken.' }).waitFor();
    await page.getByText('Dit veld is verplicht').first().waitFor();
    await a11y.check(page, 'a refused create on a phone');
    await page.getByRole('textbox', { name: 'Vraag', exact: true }).fill('Schat de massa van de slee.');
    await page.getByRole('button', { name: 'Vraag aanmaken' }).click();
    await page.getByRole('status').filter({ hasText: 'Vraag aangemaakt' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Vraag 99' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Vraag', exact: true }).inputValue()).toBe('Schat de massa van de slee.');
    await a11y.check(page, 'the new question on a phone');
    const made = await db().question.findFirstOrThrow({ where: { topicId: topic.id, number: 99 }, select: { points: true, text: true } });
    expect(made).toEqual({ points: 0, text: 'Schat de massa van de slee.' });

    // Its first solution strategy opens in the strategy editor.
    await page.getByText('Nog geen oplossingsstrategieën.').waitFor();
    await page.getByRole('button', { name: 'Oplossingsstrategie toevoegen' }).click();
    await page.waitForURL(/\/answers\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: 'Oplossingsstrategie nr. 1' }).waitFor();
    await a11y.check(page, 'the new strategy on a phone');
    expect(await db().answer.findMany({ where: { question: { topicId: topic.id, number: 99 } }, select: { name: true, status: true } })).toEqual([
      { name: 'Oplossingsstrategie nr. 1', status: 'concept' },
    ]);

    // Back at the question, the strategies table is a card per strategy on the phone: its 'Openen' link within the screen.
    await page.getByRole('link', { name: 'Terug naar de vraag' }).click();
    const open = page.getByRole('link', { name: 'Oplossingsstrategie nr. 1 openen' });
    await open.waitFor();
    const box = (await open.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(
      await page
        .getByRole('row')
        .filter({ has: open })
        .locator('td')
        .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-label'))),
    ).toEqual(['Positie', 'Naam', 'Stappen', 'Status', null]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await a11y.check(page, 'the strategies table on a phone');
  });
});
