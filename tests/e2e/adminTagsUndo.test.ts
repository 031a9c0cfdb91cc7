// 'Ongedaan maken' on the keyword page in a real Chromium (issue 46): an author merges two keywords ('Samenvoegen
// met…'), the notice that says so takes the focus and offers 'Ongedaan maken'; undoing puts the merged keyword back with
// its questions, and a teacher's keyword index (/courses/{course}/search/tags) shows both again with their literal
// topic counts. Then a delete, undone the same way. Axe checks every page; on a phone the notice fits 360 px.
//
// Fixture, in the demo's natuurkunde havo (published exams): 'Schommelkracht' on question 1 of topics A and B;
// 'Wiegkracht' on question 2 of topic A and question 1 of topic C. Merged: 'Schommelkracht' on 4 questions in 3 topics.
import type { Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserSuite } from '../setup/browserSuite.ts';
import { browserAvailable, signInThroughApi } from '../setup/browser.ts';
import { streamIdOf } from '../setup/factories.ts';
import { createIdCodec } from '../../server/app/ids.ts';

const run = browserAvailable() ? describe : describe.skip;

run('undo on the keyword page', () => {
  const a11y = accessibilityChecks();
  const suite = browserSuite(a11y);
  const db = () => suite.server.db.prisma;
  let streamUrl = '';

  beforeAll(async () => {
    const stream = await streamIdOf(db(), 'natuurkunde-havo');
    streamUrl = createIdCodec(suite.server.config.idSecret).encode(stream);
    const topics = await db().topic.findMany({
      where: { exam: { streamId: stream, status: 'published' }, questions: { some: { number: 2 } } },
      select: { questions: { select: { id: true }, orderBy: { number: 'asc' }, take: 2 } },
      orderBy: { id: 'asc' },
      take: 3,
    });
    const [a, b, c] = topics.map((t) => t.questions.map((q) => q.id));
    const tag = async (name: string, questionIds: number[]) => {
      const id = (await db().tag.create({ data: { streamId: stream, name } })).id;
      await db().questionTag.createMany({ data: questionIds.map((questionId) => ({ questionId, tagId: id })) });
    };
    await tag('Schommelkracht', [a![0]!, b![0]!]);
    await tag('Wiegkracht', [a![1]!, c![0]!]);
  });

  const main = (page: Page) => page.getByRole('main');
  const item = (page: Page, name: string) =>
    main(page)
      .locator('.tag-item')
      .filter({ has: page.locator('.tag-name', { hasText: new RegExp(`^${name}$`) }) });

  it('merges, then undoes the merge and a delete; the teachers’ index follows', async () => {
    const author = await suite.newPage();
    await signInThroughApi(author, suite.server.url, 'auteur@vraagwerk.nl', `/admin/courses/${streamUrl}/tags`);
    await main(author).getByRole('heading', { level: 1, name: 'Trefwoorden — Natuurkunde Havo' }).waitFor();

    // Merge 'Wiegkracht' into 'Schommelkracht'.
    await main(author).getByRole('button', { name: 'Wiegkracht samenvoegen met een ander trefwoord' }).click();
    await main(author).getByLabel('Wiegkracht samenvoegen met').selectOption({ label: 'Schommelkracht (2 vragen)' });
    await main(author).getByRole('button', { name: 'Samenvoegen', exact: true }).click();
    const notice = main(author).getByRole('group', { name: 'Laatste wijziging' });
    await notice.getByRole('status').filter({ hasText: 'Samengevoegd in Schommelkracht' }).waitFor();
    await expect(item(author, 'Schommelkracht').locator('.tag-count').textContent()).resolves.toBe('4 vragen');
    await item(author, 'Wiegkracht').waitFor({ state: 'detached' });
    const undo = notice.getByRole('button', { name: 'Ongedaan maken' });
    await expect(undo.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await a11y.check(author, 'the undo notice after a merge');

    const teacher = await suite.newPage();
    await signInThroughApi(teacher, suite.server.url, 'docent@vraagwerk.nl', `/courses/${streamUrl}/search/tags`);
    await main(teacher).getByRole('link', { name: 'Schommelkracht (3)' }).first().waitFor();

    // Undo (by keyboard: the focus is on the button).
    await author.keyboard.press('Enter');
    await author.getByRole('status').filter({ hasText: 'Ongedaan gemaakt' }).waitFor();
    await notice.waitFor({ state: 'detached' });
    await expect(item(author, 'Wiegkracht').locator('.tag-count').textContent()).resolves.toBe('2 vragen');
    await expect(item(author, 'Schommelkracht').locator('.tag-count').textContent()).resolves.toBe('2 vragen');
    await a11y.check(author, 'after the undo');

    await teacher.reload();
    await main(teacher).getByRole('link', { name: 'Schommelkracht (2)' }).first().waitFor();
    await main(teacher).getByRole('link', { name: 'Wiegkracht (2)' }).first().waitFor();
    await a11y.check(teacher, "the teachers' index after the undo");

    // Delete 'Wiegkracht', undo it.
    await main(author).getByRole('button', { name: 'Wiegkracht verwijderen' }).click();
    await author.getByRole('dialog', { name: 'Trefwoord ‘Wiegkracht’ verwijderen?' }).getByRole('button', { name: 'Verwijderen' }).click();
    await notice.getByRole('status').filter({ hasText: 'Trefwoord verwijderd: ‘Wiegkracht’' }).waitFor();
    await item(author, 'Wiegkracht').waitFor({ state: 'detached' });
    await notice.getByRole('button', { name: 'Ongedaan maken' }).click();
    await expect(item(author, 'Wiegkracht').locator('.tag-count').textContent()).resolves.toBe('2 vragen');
  });

  it('keeps the notice within a phone’s width', async () => {
    const page = await suite.newPage({ width: 360, height: 740 });
    await signInThroughApi(page, suite.server.url, 'auteur@vraagwerk.nl', `/admin/courses/${streamUrl}/tags`);
    await main(page).getByRole('heading', { level: 1, name: 'Trefwoorden — Natuurkunde Havo' }).waitFor();
    await main(page).getByRole('button', { name: 'Wiegkracht verwijderen' }).click();
    await page.getByRole('dialog', { name: 'Trefwoord ‘Wiegkracht’ verwijderen?' }).getByRole('button', { name: 'Verwijderen' }).click();
    const notice = main(page).getByRole('group', { name: 'Laatste wijziging' });
    await notice.getByRole('button', { name: 'Ongedaan maken' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await a11y.check(page, 'the undo notice on a phone');
    await notice.getByRole('button', { name: 'Sluiten' }).click();
    await notice.waitFor({ state: 'detached' });
  });
});
