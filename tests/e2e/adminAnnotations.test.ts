// The practice sets' page in a real Chromium (issue 46; document 3 §2 /admin/courses/{course}/metadata): an author
// opens natuurkunde havo's practice sets, adds a part 'Zonne-energie' to the set 'Golven', is refused a question that
// does not exist (the server's words under the form, nothing linked), links 2018-1 vraag 1 (Torenkraan) by year, term
// and number, sees it listed as '2018-1 vraag 1 — Torenkraan', and the student leerling@vraagwerk.nl finds the new part
// with that question in 'Per onderwerp'. The page on a phone (360 px) fits its width; a teacher gets 'Beveiligde
// toegang'; axe checks every page.
import type { Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserSuite } from '../setup/browserSuite.ts';
import { browserAvailable, signInThroughApi } from '../setup/browser.ts';
import { streamIdOf } from '../setup/factories.ts';
import { createIdCodec } from '../../server/app/ids.ts';

const run = browserAvailable() ? describe : describe.skip;

run('the practice sets in the back-office', () => {
  const a11y = accessibilityChecks();
  const suite = browserSuite(a11y);
  const db = () => suite.server.db.prisma;
  const u = (id: number) => createIdCodec(suite.server.config.idSecret).encode(id);
  const main = (page: Page) => page.getByRole('main');

  async function fitsThePhone(page: Page, what: string) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect({ what, width: Math.min(width, 360) }).toEqual({ what, width });
  }

  it('an author adds a part, links a question by year, term and number, and the student practises it per onderwerp', async () => {
    const nat = await streamIdOf(db(), 'natuurkunde-havo');
    const page = await suite.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await signInThroughApi(page, suite.server.url, 'auteur@vraagwerk.nl', `/admin/courses/${u(nat)}/metadata`);
    await main(page).getByRole('heading', { level: 1, name: 'Oefensets Natuurkunde Havo' }).waitFor();
    expect(await main(page).getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['Oefensets', 'Hele examens']);
    // An author does not rebuild: no button.
    expect(await main(page).getByRole('button', { name: 'Opnieuw opbouwen' }).count()).toBe(0);

    const golven = main(page).locator('details.annotation-set', { has: page.locator('summary', { hasText: /^Golven/ }) });
    await golven.locator('summary').click();
    await golven.getByLabel('Naam van het nieuwe onderdeel').fill('Zonne-energie');
    await golven.getByRole('button', { name: 'Onderdeel toevoegen' }).click();
    await page.getByText('Onderdeel toegevoegd').first().waitFor();
    const part = golven.locator('.annotation-child', { has: page.getByRole('heading', { level: 3, name: /^Zonne-energie/ }) });
    await part.getByText('Nog geen vragen gekoppeld.').waitFor();
    await a11y.check(page, 'the practice sets with a new part');

    const form = part.getByRole('group', { name: 'Vraag koppelen aan Zonne-energie' });
    await form.getByLabel('Jaar').fill('2018');
    await form.getByLabel('Tijdvak').fill('1');
    await form.getByLabel('Vraagnummer').fill('99');
    await form.getByRole('button', { name: 'Vraag koppelen' }).click();
    await form.getByText('Er is in deze stroom geen vraag met dit jaar, tijdvak en nummer.').waitFor();
    const child = await db().annotation.findFirstOrThrow({ where: { streamId: nat, name: 'Zonne-energie' }, select: { id: true, type: true } });
    expect(child.type).toBe('basisvaardigheid');
    expect(await db().annotationQuestion.count({ where: { annotationId: child.id } })).toBe(0);

    await form.getByLabel('Vraagnummer').fill('1');
    await form.getByRole('button', { name: 'Vraag koppelen' }).click();
    await part.getByRole('button', { name: '2018-1 vraag 1 — Torenkraan ontkoppelen' }).waitFor();
    expect(await part.locator('.annotation-questions li span').allInnerTexts()).toEqual(['2018-1 vraag 1 — Torenkraan']);
    await a11y.check(page, 'a question linked');

    // On a phone the page fits its width.
    const phone = await suite.newPage({ width: 360, height: 740 });
    await signInThroughApi(phone, suite.server.url, 'auteur@vraagwerk.nl', `/admin/courses/${u(nat)}/metadata`);
    await main(phone).getByRole('heading', { level: 1, name: 'Oefensets Natuurkunde Havo' }).waitFor();
    await main(phone)
      .locator('details.annotation-set summary', { hasText: /^Golven/ })
      .click();
    await main(phone).getByRole('button', { name: '2018-1 vraag 1 — Torenkraan ontkoppelen' }).waitFor();
    await fitsThePhone(phone, 'the practice sets');
    await a11y.check(phone, 'the practice sets on a phone');

    // The student finds the part, with the question, per onderwerp.
    const student = await suite.newPage({ width: 360, height: 740 });
    await signInThroughApi(student, suite.server.url, 'leerling@vraagwerk.nl', '/zelf-oefenen/per-onderwerp');
    await main(student).getByRole('heading', { level: 1, name: 'Per onderwerp' }).waitFor();
    const table = main(student).getByRole('table', { name: 'Zonne-energie' });
    await table.waitFor();
    const rows = (await table.locator('tbody tr').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim());
    expect(rows).toEqual(['Torenkraan, vraag 1 2018 1e tijdvak – / 3 (Nog niet nagekeken)']);
  });

  it('an admin rebuilds the whole exams, unlinks a question, renames and deletes a part; a teacher is refused', async () => {
    const nat = await streamIdOf(db(), 'natuurkunde-havo');
    const golvenSet = await db().annotation.findFirstOrThrow({ where: { streamId: nat, parentId: null, type: 'oefenset', name: 'Golven' }, select: { id: true } });
    const torenkraan2 = await db().question.findFirstOrThrow({ where: { topic: { name: 'Torenkraan', exam: { streamId: nat } }, number: 2 }, select: { id: true } });
    const made = await db().annotation.create({
      data: { streamId: nat, parentId: golvenSet.id, type: 'basisvaardigheid', name: 'Hefbomen', position: 99, questions: { create: [{ questionId: torenkraan2.id, position: 0 }] } },
    });
    const page = await suite.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await signInThroughApi(page, suite.server.url, 'admin@vraagwerk.nl', `/admin/courses/${u(nat)}/metadata`);
    await main(page).getByRole('heading', { level: 1, name: 'Oefensets Natuurkunde Havo' }).waitFor();
    // The rebuild: the 12 published exams with 'Nakijken tonen' (2017-2 has none, 2024-2 is a concept), newest first.
    await main(page).getByRole('button', { name: 'Opnieuw opbouwen' }).click();
    await page.getByText('Hele examens opnieuw opgebouwd (12 examens)').first().waitFor();
    const examSets = main(page)
      .locator('section', { has: page.getByRole('heading', { level: 2, name: 'Hele examens' }) })
      .locator('summary .annotation-set-name');
    expect(await examSets.allInnerTexts()).toEqual([
      '2024 1e tijdvak',
      '2023 1e tijdvak',
      '2023 2e tijdvak',
      '2022 1e tijdvak',
      '2022 2e tijdvak',
      '2021 1e tijdvak',
      '2021 2e tijdvak',
      '2019 1e tijdvak',
      '2019 2e tijdvak',
      '2018 1e tijdvak',
      '2018 2e tijdvak',
      '2017 1e tijdvak',
    ]);
    const golven = main(page).locator('details.annotation-set', { has: page.locator('summary', { hasText: /^Golven/ }) });
    await golven.locator('summary').click();
    await golven.getByRole('button', { name: '2018-1 vraag 2 — Torenkraan ontkoppelen' }).click();
    await page.getByText('Vraag ontkoppeld').first().waitFor();
    await golven
      .locator('.annotation-child', { has: page.getByRole('heading', { level: 3, name: /^Hefbomen/ }) })
      .getByText('Nog geen vragen gekoppeld.')
      .waitFor();
    expect(await db().annotationQuestion.count({ where: { annotationId: made.id } })).toBe(0);

    // Renamed with the keyboard (Enter saves; the place returns to 'Naam wijzigen'), then deleted after the question.
    const hefbomen = golven.locator('.annotation-child', { has: page.getByRole('heading', { level: 3, name: /^Hefbomen/ }) });
    await hefbomen.getByRole('button', { name: 'Naam wijzigen' }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Hefbomen en momenten');
    await page.keyboard.press('Enter');
    await page.getByText('Naam opgeslagen').first().waitFor();
    const renamed = golven.locator('.annotation-child', { has: page.getByRole('heading', { level: 3, name: /^Hefbomen en momenten/ }) });
    await renamed.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Naam wijzigen');
    expect((await db().annotation.findUniqueOrThrow({ where: { id: made.id } })).name).toBe('Hefbomen en momenten');
    await renamed.getByRole('button', { name: 'Hefbomen en momenten verwijderen' }).click();
    await page.getByText('Onderdeel verwijderd').first().waitFor();
    expect(await db().annotation.count({ where: { id: made.id } })).toBe(0);
    await a11y.check(page, 'the admin view');

    const teacher = await suite.newPage();
    await signInThroughApi(teacher, suite.server.url, 'docent@vraagwerk.nl', `/admin/courses/${u(nat)}/metadata`);
    await teacher.getByText('Beveiligde toegang').waitFor();
  });
});
