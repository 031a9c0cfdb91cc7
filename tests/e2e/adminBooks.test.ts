// Books and chapters in a real Chromium (issue 46, document 3 §5): an author opens the course page, follows its card
// 'Domeinen' and comes back, opens /admin/courses/{course}/boeken on a 360 px phone, adds a book to a method that had
// none for the stream (the button appears only once method and name are filled), adds a chapter to it (the button
// appears only once code and title are filled: 'Opgeslagen'), renames the book (save enabled only when changed:
// 'Wijzigingen opgeslagen'), and is told why a book that questions use is not deleted; then the question editor's 'Metadata & Highlights' tab offers the new chapter. Axe checks
// every state.
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserSuite } from '../setup/browserSuite.ts';
import { browserAvailable, signInThroughApi } from '../setup/browser.ts';
import { streamIdOf } from '../setup/factories.ts';
import { createIdCodec } from '../../server/app/ids.ts';

const run = browserAvailable() ? describe : describe.skip;

run('books and chapters', () => {
  const a11y = accessibilityChecks();
  const suite = browserSuite(a11y);
  const db = () => suite.server.db.prisma;

  it('lets an author add a book and a chapter on a phone, and the question editor offers the chapter', async () => {
    const havo = await streamIdOf(db(), 'natuurkunde-havo');
    await db().methodology.create({ data: { name: 'Methode Proefdruk' } });
    const ids = createIdCodec(suite.server.config.idSecret);
    const course = ids.encode(havo);
    const page = await suite.newPage({ width: 360, height: 740 });
    await signInThroughApi(page, suite.server.url, 'auteur@vraagwerk.nl', `/admin/courses/${course}`);
    await page.getByRole('link', { name: 'Domeinen' }).click();
    await page.waitForURL(`**/admin/courses/${course}/domains`);
    await page.getByRole('heading', { level: 1, name: /^Domeinen / }).waitFor();
    await a11y.check(page, 'the domains page on a phone');
    await page.goto(`${suite.server.url}/admin/courses/${course}/vraagtypen`);
    await page.getByRole('heading', { level: 1, name: /^Vraagtypen / }).waitFor();
    await a11y.check(page, 'the question types page on a phone');

    await page.goto(`${suite.server.url}/admin/courses/${course}/boeken`);
    await page.getByRole('heading', { level: 1, name: /^Boeken / }).waitFor();
    await a11y.check(page, 'the books page on a phone');

    const newBook = page.getByRole('region', { name: 'Nieuw boek bij een andere methode' });
    expect(await newBook.getByRole('button', { name: 'Boek toevoegen' }).count()).toBe(0);
    await newBook.getByRole('combobox', { name: 'Methode' }).selectOption({ label: 'Methode Proefdruk' });
    expect(await newBook.getByRole('button', { name: 'Boek toevoegen' }).count()).toBe(0);
    await newBook.getByRole('textbox', { name: 'Naam boek' }).fill('Proefboek');
    await newBook.getByRole('button', { name: 'Boek toevoegen' }).click();
    await page.getByRole('status').filter({ hasText: 'Opgeslagen' }).first().waitFor();
    await page.getByRole('heading', { level: 2, name: 'Methode Proefdruk' }).waitFor();

    const addChapter = page.getByRole('form', { name: 'Nieuw hoofdstuk in Proefboek' });
    await addChapter.getByRole('textbox', { name: 'Code' }).fill('H9');
    expect(await addChapter.getByRole('button', { name: 'Hoofdstuk toevoegen' }).count()).toBe(0);
    await addChapter.getByRole('textbox', { name: 'Titel' }).fill('Zonnestelsel');
    await addChapter.getByRole('button', { name: 'Hoofdstuk toevoegen' }).click();
    const chapterForm = page.getByRole('form', { name: 'Hoofdstuk H9 van Proefboek', exact: true });
    await chapterForm.waitFor();
    expect(await chapterForm.getByRole('textbox', { name: 'Titel' }).inputValue()).toBe('Zonnestelsel');
    expect(await addChapter.getByRole('textbox', { name: 'Code' }).inputValue()).toBe('');

    const bookForm = page.getByRole('form', { name: 'Boek Proefboek' });
    const save = bookForm.getByRole('button', { name: 'Opslaan' });
    expect(await save.isDisabled()).toBe(true);
    await bookForm.getByRole('textbox', { name: 'Naam boek' }).fill('Proefboek 2');
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await page.getByRole('status').filter({ hasText: 'Wijzigingen opgeslagen' }).waitFor();
    await page.getByRole('form', { name: 'Boek Proefboek 2' }).waitFor();
    await a11y.check(page, 'the books page with a new book and chapter');

    // A book whose chapters questions use is not deleted: the page says why, after asking.
    const used = await db().chapter.findFirstOrThrow({
      where: { streamId: havo, parentId: null, children: { some: { questions: { some: {} } } } },
      select: { id: true, name: true, methodology: { select: { name: true } } },
    });
    page.once('dialog', (dialog) => void dialog.accept());
    await page
      .getByRole('region', { name: used.methodology.name, exact: true })
      .getByRole('form', { name: `Boek ${used.name}`, exact: true })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Kan niet verwijderen: \d+ vragen gebruiken dit nog\. Haal het eerst weg bij die vragen\.$/ })
      .waitFor();
    expect(await db().chapter.count({ where: { id: used.id } })).toBe(1);

    const book = await db().chapter.findFirstOrThrow({ where: { streamId: havo, name: 'Proefboek 2', parentId: null }, select: { id: true, children: { select: { name: true, title: true } } } });
    expect(book.children).toEqual([{ name: 'H9', title: 'Zonnestelsel' }]);

    const exam = await db().exam.findFirstOrThrow({ where: { streamId: havo, year: 2023, term: 1 } });
    const question = await db().question.findFirstOrThrow({ where: { topic: { examId: exam.id } }, orderBy: [{ number: 'asc' }, { id: 'asc' }] });
    const editor = await suite.newPage();
    await signInThroughApi(editor, suite.server.url, 'auteur@vraagwerk.nl', `/admin/courses/${course}/exams/${ids.encode(exam.id)}/questions/${ids.encode(question.id)}`);
    await editor.getByRole('tab', { name: 'Metadata & Highlights' }).click();
    // The method's chapters are folded (none of them chosen for this question): its summary opens them.
    await editor.locator('summary', { hasText: 'Methode Proefdruk (geen gekozen)' }).click();
    const group = editor.getByRole('group', { name: 'Methode Proefdruk' });
    await group.getByRole('checkbox', { name: 'Proefboek 2' }).waitFor();
    await group.getByRole('checkbox', { name: 'H9 Zonnestelsel' }).waitFor();
  });
});
