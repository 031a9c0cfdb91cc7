// The solution-strategy editor in a real Chromium (issue 45, document 3 §2 'Answer page'): an author opens a published
// strategy of the demo's 'Brachytherapie' (natuurkunde havo 2024-I), adds a step with its tussenantwoord, fills the
// score table's row of all steps earned, and saves ('Wijzigingen opgeslagen'); the stored strategy has the step and
// a table of 2^steps entries; the teacher's topic page shows the new step in its Correctievoorschrift at once. On a
// 360 px phone the editor has no horizontal scroll. Axe checks every page.
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserSuite } from '../setup/browserSuite.ts';
import { browserAvailable, signInThroughApi } from '../setup/browser.ts';
import { createIdCodec } from '../../server/app/ids.ts';

const run = browserAvailable() ? describe : describe.skip;

run('the solution-strategy editor', () => {
  const a11y = accessibilityChecks();
  const suite = browserSuite(a11y);
  const db = () => suite.server.db.prisma;

  it("lets an author add a step and fill the score table, and the teacher's topic page shows the step at once", async () => {
    const ids = createIdCodec(suite.server.config.idSecret);
    const topic = await db().topic.findFirstOrThrow({
      where: { name: 'Brachytherapie', exam: { year: 2024, term: 1, stream: { slug: 'natuurkunde-havo' } } },
      select: { id: true, examId: true, exam: { select: { streamId: true } } },
    });
    const answer = await db().answer.findFirstOrThrow({
      where: { status: 'published', question: { topicId: topic.id } },
      orderBy: [{ question: { number: 'asc' } }, { position: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, sections: { select: { id: true } } },
    });
    const steps = answer.sections.length;
    const path = `/admin/courses/${ids.encode(topic.exam.streamId)}/exams/${ids.encode(topic.examId)}/answers/${ids.encode(answer.id)}`;

    const page = await suite.newPage();
    await signInThroughApi(page, suite.server.url, 'auteur@vraagwerk.nl', path);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: answer.name }).waitFor();
    await a11y.check(page, 'the editor, Algemeen');

    await main.getByRole('button', { name: 'Stap toevoegen' }).click();
    await main.getByRole('heading', { level: 2, name: `Stap ${steps + 1}` }).waitFor();
    await main.getByLabel('Tussenantwoord').fill('De bron straalt 42 uur lang.');
    await main.getByLabel('Punten', { exact: true }).fill('0');

    // Keyboard: from the first tab, the right arrow twice reaches the score table.
    await main.getByRole('tab', { name: 'Opmerkingen/Antwoorden en uitwerkingen' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(main.getByRole('tab', { name: 'Punten obv. antwoordcombinaties' }).getAttribute('aria-selected')).resolves.toBe('true');
    const rows = main.getByRole('row');
    // A header row and one row per combination of the steps.
    await expect(rows.count()).resolves.toBe(2 ** (steps + 1) + 1);
    await expect(main.getByRole('rowheader').first().textContent()).resolves.toBe('geen stap goed');
    const all = steps + 1 === 1 ? 'stap 1 goed' : `stap ${Array.from({ length: steps }, (_v, i) => i + 1).join(', ')} en ${steps + 1} goed`;
    await main.getByLabel(`Punten bij ${all}`).fill('4');
    await a11y.check(page, 'the score table');

    await main.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await page.getByText('Wijzigingen opgeslagen').waitFor();
    const stored = await db().answer.findUniqueOrThrow({ where: { id: answer.id }, select: { scores: true, sections: { orderBy: { position: 'asc' }, select: { text: true } } } });
    expect(stored.sections.map((s) => s.text).at(-1)).toBe('De bron straalt 42 uur lang.');
    expect(stored.scores).toHaveLength(2 ** (steps + 1));
    expect(stored.scores.at(-1)).toBe(4);

    // On a phone: no horizontal scroll.
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);

    const teacher = await suite.newPage();
    await signInThroughApi(teacher, suite.server.url, 'docent@vraagwerk.nl', `/topics/${ids.encode(topic.id)}`);
    const teacherMain = teacher.getByRole('main');
    await teacherMain.getByRole('heading', { name: 'Brachytherapie', level: 1 }).waitFor();
    await teacherMain.getByText('Correctievoorschrift').first().click();
    await teacherMain.getByText('De bron straalt 42 uur lang.').waitFor();
    await a11y.check(teacher, "the teacher's topic page");
  });

  it('shows the second of two tabs that a save came between, and saves its version after the author chose to keep it', async () => {
    const ids = createIdCodec(suite.server.config.idSecret);
    const topic = await db().topic.findFirstOrThrow({
      where: { name: 'Brachytherapie', exam: { year: 2024, term: 1, stream: { slug: 'natuurkunde-havo' } } },
      select: { examId: true, exam: { select: { streamId: true } }, questions: { select: { id: true }, orderBy: { number: 'desc' }, take: 1 } },
    });
    const answer = await db().answer.create({ data: { questionId: topic.questions[0]!.id, name: 'Twee tabbladen', position: 9 }, select: { id: true } });
    const path = `/admin/courses/${ids.encode(topic.exam.streamId)}/exams/${ids.encode(topic.examId)}/answers/${ids.encode(answer.id)}`;
    const [first, second] = [await suite.newPage(), await suite.newPage()];
    for (const page of [first, second]) {
      await signInThroughApi(page, suite.server.url, 'auteur@vraagwerk.nl', path);
      await page.getByRole('main').getByRole('heading', { level: 1, name: 'Twee tabbladen' }).waitFor();
    }
    await first.getByRole('main').getByLabel('Naam').fill('Strategie A');
    await first.getByRole('main').getByRole('button', { name: 'Opslaan', exact: true }).click();
    await first.getByText('Wijzigingen opgeslagen').waitFor();

    const main = second.getByRole('main');
    await main.getByLabel('Naam').fill('Strategie B');
    await main.getByRole('button', { name: 'Opslaan', exact: true }).click();
    const notice = main.getByRole('alert').filter({ hasText: 'Intussen gewijzigd' });
    await notice.waitFor();
    await expect(notice.locator('dt').allTextContents()).resolves.toEqual(['Naam']);
    await expect(notice.locator('dd').allTextContents()).resolves.toEqual(['Nu opgeslagen: Strategie A', 'Jouw versie: Strategie B']);
    await a11y.check(second, 'the conflict');
    expect((await db().answer.findUniqueOrThrow({ where: { id: answer.id }, select: { name: true } })).name).toBe('Strategie A');

    await notice.getByRole('button', { name: 'Mijn versie behouden' }).click();
    await main.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await second.getByText('Wijzigingen opgeslagen').waitFor();
    expect(await db().answer.findUniqueOrThrow({ where: { id: answer.id }, select: { name: true, version: true } })).toEqual({ name: 'Strategie B', version: 3 });
  });
});
