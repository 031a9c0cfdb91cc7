// The keyword page in a real Chromium (issue 46, document 3 §2 /admin/courses/{course}/tags, §8): an author adds a
// keyword, is refused a second one that differs only in case ('Oeps! Er ging iets fout'), deletes one after the
// confirmation that says how many questions lose it, and merges two near-duplicates from 'Mogelijk dubbele
// trefwoorden' in one step; then a teacher's keyword index (/courses/{course}/search/tags) shows the one keyword with
// its literal topic count. On a phone the page fits 360 px. Axe checks every page.
//
// Fixture, in the demo's natuurkunde havo (published exams): 'Zwiepkracht' on questions 1 and 2 of topic A and question
// 1 of topic B (3 questions); 'zwiepkrachten' on question 2 of topic A (shared) and question 1 of topic C. Merged:
// 'Zwiepkracht' on 4 questions in 3 topics.
import type { Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserSuite } from '../setup/browserSuite.ts';
import { browserAvailable, signInThroughApi } from '../setup/browser.ts';
import { streamIdOf } from '../setup/factories.ts';
import { createIdCodec } from '../../server/app/ids.ts';

const run = browserAvailable() ? describe : describe.skip;

run('the keyword page', () => {
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
    await tag('Zwiepkracht', [a![0]!, a![1]!, b![0]!]);
    await tag('zwiepkrachten', [a![1]!, c![0]!]);
  });

  const main = (page: Page) => page.getByRole('main');

  it('lets an author add, refuse a case variant, delete with a confirmation, and merge near-duplicates; the teachers’ index shows one keyword', async () => {
    const page = await suite.newPage();
    await signInThroughApi(page, suite.server.url, 'docent@vraagwerk.nl', `/courses/${streamUrl}/search/tags`);
    await main(page).getByRole('heading', { level: 1, name: 'Zoeken op trefwoord' }).waitFor();
    await main(page).getByRole('link', { name: 'zwiepkrachten (2)' }).first().waitFor();
    await a11y.check(page, "the teachers' index before");

    const author = await suite.newPage();
    await signInThroughApi(author, suite.server.url, 'auteur@vraagwerk.nl', `/admin/courses/${streamUrl}`);
    await main(author).getByRole('link', { name: 'Trefwoorden' }).click();
    await author.waitForURL(new RegExp(`/admin/courses/${streamUrl}/tags$`));
    await main(author).getByRole('heading', { level: 1, name: 'Trefwoorden — Natuurkunde Havo' }).waitFor();
    const zwiep = main(author)
      .locator('.tag-item')
      .filter({ has: author.locator('.tag-name', { hasText: /^Zwiepkracht$/ }) });
    await expect(zwiep.locator('.tag-count').textContent()).resolves.toBe('3 vragen');
    await a11y.check(author, 'the keyword page');

    // Add one; a case variant of it is refused with document 3 §8's words.
    const newName = main(author).getByLabel('Nieuw trefwoord');
    await newName.fill('Tijdelijk');
    await newName.press('Enter');
    await author.getByRole('status').filter({ hasText: 'Trefwoord toegevoegd' }).waitFor();
    await main(author)
      .locator('.tag-name', { hasText: /^Tijdelijk$/ })
      .waitFor();
    await newName.fill('TIJDELIJK');
    await main(author).getByRole('button', { name: 'Toevoegen' }).click();
    await main(author).getByText('Oeps! Er ging iets fout').waitFor();
    await main(author).getByText('Het trefwoord kon niet worden opgeslagen. Controleer de velden en probeer het opnieuw.').waitFor();
    await expect(newName.getAttribute('aria-invalid')).resolves.toBe('true');
    await a11y.check(author, 'a refused name');

    // Delete it: the dialog says how many questions lose it.
    await main(author).getByRole('button', { name: 'Tijdelijk verwijderen' }).click();
    const dialog = author.getByRole('dialog', { name: 'Trefwoord ‘Tijdelijk’ verwijderen?' });
    await dialog.getByText('Geen enkele vraag heeft dit trefwoord.').waitFor();
    await a11y.check(author, 'the delete confirmation');
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await author.getByRole('status').filter({ hasText: 'Trefwoord verwijderd' }).waitFor();
    await main(author)
      .locator('.tag-name', { hasText: /^Tijdelijk$/ })
      .waitFor({ state: 'detached' });

    // The near-duplicates, merged in one step into the one with the most questions.
    const duplicates = main(author).getByRole('region', { name: 'Mogelijk dubbele trefwoorden' });
    await duplicates.getByText('zwiepkrachten (2 vragen) → Zwiepkracht (3 vragen)').waitFor();
    await duplicates.getByRole('button', { name: 'zwiepkrachten samenvoegen in Zwiepkracht' }).click();
    await author.getByRole('status').filter({ hasText: 'Samengevoegd in Zwiepkracht' }).waitFor();
    await expect(zwiep.locator('.tag-count').textContent()).resolves.toBe('4 vragen');
    await main(author)
      .locator('.tag-name', { hasText: /^zwiepkrachten$/ })
      .waitFor({ state: 'detached' });
    await expect(duplicates.getByText(/zwiepkracht/i).count()).resolves.toBe(0);
    await a11y.check(author, 'after the merge');

    // The teacher's index: one keyword, in three topics.
    await page.reload();
    await main(page).getByRole('link', { name: 'Zwiepkracht (3)' }).first().waitFor();
    await expect(
      main(page)
        .getByText(/zwiepkrachten/)
        .count(),
    ).resolves.toBe(0);
    await a11y.check(page, "the teachers' index after");
  });

  it('fits a phone', async () => {
    const page = await suite.newPage({ width: 360, height: 740 });
    await signInThroughApi(page, suite.server.url, 'auteur@vraagwerk.nl', `/admin/courses/${streamUrl}/tags`);
    await main(page).getByRole('heading', { level: 1, name: 'Trefwoorden — Natuurkunde Havo' }).waitFor();
    await main(page).getByRole('button', { name: 'Zwiepkracht hernoemen' }).click();
    await main(page).getByLabel('Nieuwe naam voor Zwiepkracht').waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await a11y.check(page, 'on a phone');
  });
});
