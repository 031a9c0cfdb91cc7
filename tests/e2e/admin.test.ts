// The back-office shell in a real Chromium (issue 45, document 3 §2): an author opens /admin from the home page's
// 'Beheer' card, sees the author's top menu, opens natuurkunde havo in the side menu level by level, sees its exams
// with their literal labels in the side menu and in the exam table, edits the formula sheet with its live preview and
// saves it; on a phone the side menu opens from its own button. A teacher gets 'Beveiligde toegang'. Axe checks
// every page. Expected exams: the demo's natuurkunde havo, 2017-1 … 2024-2 without 2020, 2024-2 a concept, 2017-2
// without 'Nakijken tonen' (prisma/seed/importContent.ts).
import type { Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserSuite } from '../setup/browserSuite.ts';
import { browserAvailable, signInThroughApi } from '../setup/browser.ts';
import { streamIdOf } from '../setup/factories.ts';
import * as pdfmakeModule from 'pdfmake';
import { createIdCodec } from '../../server/app/ids.ts';
import { FONT_FILES, FONT_NAME } from '../../server/documents/fonts.ts';

type PdfMake = typeof pdfmakeModule;
const pdfmake: PdfMake = ((pdfmakeModule as unknown as { default?: PdfMake }).default ?? pdfmakeModule) as PdfMake;
pdfmake.setFonts({ [FONT_NAME]: FONT_FILES });
const fontPaths = new Set<string>(Object.values(FONT_FILES));
pdfmake.setLocalAccessPolicy((path) => fontPaths.has(path));
pdfmake.setUrlAccessPolicy(() => false);

const run = browserAvailable() ? describe : describe.skip;

const SIDE_EXAMS = ['2024-2 (Concept)', '2024-1', '2023-2', '2023-1', '2022-2', '2022-1', '2021-2', '2021-1', '2019-2', '2019-1', '2018-2', '2018-1', '2017-2', '2017-1'];

const TABLE = [
  ['2024', 'II', 'Concept', 'ja', 'Bewerken'],
  ['2024', 'I', 'Gepubliceerd', 'ja', 'Bewerken'],
  ['2023', 'II', 'Gepubliceerd', 'ja', 'Bewerken'],
  ['2023', 'I', 'Gepubliceerd', 'ja', 'Bewerken'],
  ['2022', 'II', 'Gepubliceerd', 'ja', 'Bewerken'],
  ['2022', 'I', 'Gepubliceerd', 'ja', 'Bewerken'],
  ['2021', 'II', 'Gepubliceerd', 'ja', 'Bewerken'],
  ['2021', 'I', 'Gepubliceerd', 'ja', 'Bewerken'],
  ['2019', 'II', 'Gepubliceerd', 'ja', 'Bewerken'],
  ['2019', 'I', 'Gepubliceerd', 'ja', 'Bewerken'],
  ['2018', 'II', 'Gepubliceerd', 'ja', 'Bewerken'],
  ['2018', 'I', 'Gepubliceerd', 'ja', 'Bewerken'],
  ['2017', 'II', 'Gepubliceerd', 'nee', 'Bewerken'],
  ['2017', 'I', 'Gepubliceerd', 'ja', 'Bewerken'],
];

run('the back-office shell', () => {
  const a11y = accessibilityChecks();
  const suite = browserSuite(a11y);
  const db = () => suite.server.db.prisma;

  const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Vakken en examens' });

  it('takes an author from the home card through the side menu and the exam table to the formula sheet', async () => {
    const page = await suite.newPage();
    await signInThroughApi(page, suite.server.url, 'auteur@vraagwerk.nl', '/');
    await page
      .getByRole('link', { name: /Beheer/ })
      .first()
      .click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { level: 1, name: 'Beheer' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link').allTextContents()).toEqual(['Vakken', 'Overzichten', 'Terug naar de site']);

    const menu = sideMenu(page);
    await menu.getByRole('button', { name: 'Natuurkunde Havo uitklappen' }).click();
    await menu.getByRole('button', { name: 'Examens uitklappen' }).first().click();
    await menu.getByRole('link', { name: '2017-1', exact: true }).waitFor();
    const examLinks = await menu.getByRole('link').allTextContents();
    expect(examLinks.slice(examLinks.indexOf('Examens') + 1, examLinks.indexOf('Examens') + 1 + SIDE_EXAMS.length)).toEqual(SIDE_EXAMS);
    expect(await menu.getByRole('button', { name: 'Examens uitklappen' }).first().getAttribute('aria-expanded')).toBe('true');
    // The concept exam's topics say so, and a topic opens its questions.
    await menu.getByRole('button', { name: '2024-2 (Concept) uitklappen' }).click();
    const firstTopic = menu.getByRole('button', { name: / \(concept\) uitklappen$/ }).first();
    await firstTopic.waitFor();
    await firstTopic.click();
    await menu.getByRole('link', { name: 'Vraag 1', exact: true }).first().waitFor();
    await a11y.check(page, 'with the side menu open to a question');

    await menu.getByRole('link', { name: 'Examens', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Examens Natuurkunde Havo' }).waitFor();
    const rows = page.locator('table.admin-table tbody tr');
    await rows.first().waitFor();
    const cells = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
    expect(cells).toEqual(TABLE);
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Jaargang', 'Tijdvak', 'Status', 'Nakijken tonen', 'Actie']);
    await a11y.check(page, 'the exam table');

    await menu.getByRole('link', { name: 'Natuurkunde Havo', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Natuurkunde Havo' }).waitFor();
    const sheet = page.getByRole('textbox', { name: 'Formuleblad' });
    await sheet.fill('**Kracht** $$F = m \\cdot a$$');
    const preview = page.getByRole('region', { name: 'Voorbeeld' });
    await preview.locator('strong', { hasText: 'Kracht' }).waitFor();
    await preview.locator('math').first().waitFor({ state: 'attached' });
    await a11y.check(page, 'with the formula sheet edited');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('status').filter({ hasText: 'Opgeslagen' }).waitFor();
    const havo = await streamIdOf(db(), 'natuurkunde-havo');
    expect((await db().stream.findUniqueOrThrow({ where: { id: havo } })).formulaSheet).toBe('**Kracht** $$F = m \\cdot a$$');
  });

  it('opens the side menu from its button on a phone', async () => {
    const page = await suite.newPage({ width: 360, height: 740 });
    await signInThroughApi(page, suite.server.url, 'auteur@vraagwerk.nl', '/admin/courses');
    await page.getByRole('heading', { level: 1, name: 'Vakken' }).waitFor();
    const toggle = page.getByRole('button', { name: 'Vakken en examens', exact: true });
    expect(await sideMenu(page).isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await sideMenu(page).getByRole('button', { name: 'Natuurkunde Havo uitklappen' }).waitFor();
    // An entry leads to its page and closes the menu.
    await sideMenu(page).getByRole('link', { name: 'Natuurkunde Havo', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Natuurkunde Havo' }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it("shows an admin's change in the Logboek: who, the record, and the old and new formula sheet", async () => {
    const vwo = await streamIdOf(db(), 'natuurkunde-vwo');
    const before = (await db().stream.findUniqueOrThrow({ where: { id: vwo } })).formulaSheet ?? '';
    const page = await suite.newPage();
    await signInThroughApi(page, suite.server.url, 'admin@vraagwerk.nl', '/admin/courses');
    await page.getByRole('heading', { level: 1, name: 'Vakken' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link').allTextContents()).toEqual([
      'Vakken',
      'Gebruikers',
      'Licenties',
      'Registraties',
      'Overzichten',
      'Logboek',
      'Terug naar de site',
    ]);
    await sideMenu(page).getByRole('link', { name: 'Natuurkunde Vwo', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Natuurkunde Vwo' }).waitFor();
    await a11y.check(page, 'the course page');
    await page.getByRole('textbox', { name: 'Formuleblad' }).fill('$$E = m c^2$$');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('status').filter({ hasText: 'Opgeslagen' }).waitFor();

    await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Logboek' }).click();
    await page.getByRole('heading', { level: 1, name: 'Logboek' }).waitFor();
    // Newest first: the admin's change heads the log (the author's save in the first test, if it ran, follows it).
    const row = page.locator('table.audit-table tbody tr').first();
    await row.waitFor();
    const cells = await row.locator('td').allInnerTexts();
    // Time, who, type, id, event, changes: the admin (Anouk Beheer) changed the stream's formula sheet.
    expect(cells[1]).toContain('Anouk Beheer');
    expect(cells.slice(2, 3)).toEqual(['Vak']);
    expect(cells[4]).toBe('gewijzigd');
    expect(await row.locator('del.audit-old').innerText()).toContain(before === '' ? '(leeg)' : before.replace(/\s+/g, ' ').slice(0, 40));
    expect(await row.locator('ins.audit-new').innerText()).toContain('$$E = m c^2$$');
    await a11y.check(page, 'the Logboek');

    // Undo from the log: the admin puts the old sheet back from that entry; the restore heads the log, saying so.
    await row.getByRole('button', { name: /^Herstellen/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Oude waarden terugzetten' });
    await dialog.getByText('Weet je zeker dat je de oude waarden van deze wijziging wil terugzetten?').waitFor();
    await a11y.check(page, 'the restore confirmation');
    await dialog.getByRole('button', { name: 'Terugzetten' }).click();
    await page.getByRole('status').filter({ hasText: 'Oude waarden teruggezet' }).waitFor();
    await page.getByText(/^Teruggezet: de oude waarden van de wijziging van .* door Anouk Beheer\.$/).waitFor();
    const restoredRow = page.locator('table.audit-table tbody tr').first();
    expect(await restoredRow.locator('ins.audit-new').innerText()).toContain(before === '' ? '(leeg)' : before.replace(/\s+/g, ' ').slice(0, 40));
    expect(await restoredRow.locator('del.audit-old').innerText()).toContain('$$E = m c^2$$');
    expect((await db().stream.findUniqueOrThrow({ where: { id: vwo } })).formulaSheet ?? '').toBe(before);
    // The first change again: the sheet changed since, so it is refused, with the field named.
    await page
      .locator('table.audit-table tbody tr')
      .nth(1)
      .getByRole('button', { name: /^Herstellen/ })
      .click();
    await dialog.getByRole('button', { name: 'Terugzetten' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Sindsdien gewijzigd: Formuleblad.' }).waitFor();
    await a11y.check(page, 'a refused restore');
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    expect((await db().stream.findUniqueOrThrow({ where: { id: vwo } })).formulaSheet ?? '').toBe(before);

    // An author has no Logboek: the page says so.
    const author = await suite.newPage();
    await signInThroughApi(author, suite.server.url, 'auteur@vraagwerk.nl', '/admin/audit');
    await author.getByText('Beveiligde toegang').waitFor();
  });

  it('lets an author add an exam from a PDF, process it in the wizard, edit it in the exam editor and delete it', async () => {
    const havo = await streamIdOf(db(), 'natuurkunde-havo');
    const course = createIdCodec(suite.server.config.idSecret).encode(havo);
    const pdf = Buffer.from(await pdfmake.createPdf({ content: ['Centraal examen natuurkunde havo 2026, tijdvak 2'], defaultStyle: { font: FONT_NAME } }).getBuffer());
    const page = await suite.newPage();
    await signInThroughApi(page, suite.server.url, 'auteur@vraagwerk.nl', `/admin/courses/${course}/exams`);
    await page.getByRole('link', { name: 'Toevoegen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Examen toevoegen' }).waitFor();
    await page.getByRole('textbox', { name: 'Jaargang' }).fill('2026');
    await page.getByRole('combobox', { name: 'Tijdvak' }).selectOption('2');
    await page.getByLabel(/PDF-bestanden/).setInputFiles({ name: 'opgaven.pdf', mimeType: 'application/pdf', buffer: pdf });
    await a11y.check(page, 'the exam create form');
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await page.getByRole('status').filter({ hasText: 'Examen toegevoegd' }).waitFor();
    await page.waitForURL(/\/exams\/process\//);
    const exam = await db().exam.findFirstOrThrow({ where: { streamId: havo, year: 2026, term: 2 }, include: { files: true } });
    expect([exam.status, exam.files.map((f) => f.name)]).toEqual(['prepared', ['opgaven']]);

    // The processing wizard: the exam's details first, then topics and questions in turn.
    await page.getByRole('heading', { level: 1, name: 'Examen 2026-II verwerken' }).waitFor();
    await page.getByRole('textbox', { name: 'N-term' }).fill('1,2');
    await a11y.check(page, 'the wizard, step Examen');
    await page.getByRole('button', { name: 'Opslaan en verder' }).click();
    await page.getByRole('heading', { level: 2, name: 'Nieuwe opgavetitel' }).waitFor();
    await page.getByText('Nog geen opgavetitels. Begin met de eerste hiernaast.').waitFor();
    await page.getByRole('textbox', { name: 'Naam van de opgavetitel' }).fill('Windturbine');
    await page.getByRole('button', { name: 'Opgavetitel opslaan en vragen toevoegen' }).click();
    await page.getByRole('heading', { level: 2, name: 'Nieuwe vraag bij Windturbine' }).waitFor();
    expect(await db().exam.findUniqueOrThrow({ where: { id: exam.id }, select: { status: true, standardizationValue: true } })).toEqual({
      status: 'processing',
      standardizationValue: expect.anything(),
    });
    expect(await page.getByRole('spinbutton', { name: 'Nummer' }).inputValue()).toBe('1');
    await page.getByRole('spinbutton', { name: 'Punten' }).fill('3');
    await page.getByRole('textbox', { name: 'Tekst van de vraag' }).fill('Bereken het vermogen $$P = \\frac{E}{t}$$ van de turbine.');
    await a11y.check(page, 'the wizard, a new question');
    await page.getByRole('button', { name: 'Opslaan, volgende vraag' }).click();
    await page.getByRole('status').filter({ hasText: 'Vraag aangemaakt' }).waitFor();
    await page.getByRole('link', { name: 'Vraag 1', exact: true }).waitFor();
    expect(await page.getByRole('spinbutton', { name: 'Nummer' }).inputValue()).toBe('2');
    await page.getByRole('textbox', { name: 'Tekst van de vraag' }).fill('Leg uit waarom de turbine stilstaat bij storm.');
    await page.getByRole('button', { name: 'Opslaan, nieuwe opgavetitel' }).click();
    await page.getByRole('heading', { level: 2, name: 'Nieuwe opgavetitel' }).waitFor();
    await page.getByRole('link', { name: 'Vraag 2', exact: true }).waitFor();
    const topic = await db().topic.findFirstOrThrow({ where: { examId: exam.id }, include: { questions: { orderBy: { number: 'asc' } } } });
    expect([topic.name, topic.questions.map((q) => [q.number, q.points, q.text])]).toEqual([
      'Windturbine',
      [
        [1, 3, 'Bereken het vermogen $$P = \\frac{E}{t}$$ van de turbine.'],
        [2, 0, 'Leg uit waarom de turbine stilstaat bij storm.'],
      ],
    ]);
    await page.getByRole('button', { name: 'Verwerking afronden' }).click();
    await page.getByRole('heading', { level: 1, name: 'Examen 2026 tijdvak II' }).waitFor();
    expect(await db().exam.findUniqueOrThrow({ where: { id: exam.id }, select: { status: true } })).toEqual({ status: 'concept' });
    // The wizard's 'Examen opgeslagen' toasts (its exam step and 'Verwerking afronden'; each lasts 3 s) go first, so that
    // the editor's own is the one awaited below. `first()` is detached only when none is left.
    await page.getByRole('status').filter({ hasText: 'Examen opgeslagen' }).first().waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Status' }).selectOption('published');
    await page.getByRole('textbox', { name: 'Introductie' }).fill('**Lees** eerst de bijlage');
    await page.getByRole('region', { name: 'Voorbeeld' }).locator('strong', { hasText: 'Lees' }).waitFor();
    await a11y.check(page, 'the exam editor');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('status').filter({ hasText: 'Examen opgeslagen' }).waitFor();
    expect(await db().exam.findUniqueOrThrow({ where: { id: exam.id }, select: { status: true, introduction: true, version: true } })).toEqual({
      status: 'published',
      introduction: '**Lees** eerst de bijlage',
      version: 4,
    });

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Weet je zeker dat je dit examen wil verwijderen?');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByRole('status').filter({ hasText: 'Examen verwijderd' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Examens Natuurkunde Havo' }).waitFor();
    expect(await db().exam.count({ where: { id: exam.id } })).toBe(0);
  });

  it("lets an author rename a topic and change its introduction in the topic editor; a teacher's topic page shows both at once", async () => {
    const havo = await streamIdOf(db(), 'natuurkunde-havo');
    const exam = await db().exam.findFirstOrThrow({ where: { streamId: havo, year: 2023, term: 1 } });
    const topic = await db().topic.findFirstOrThrow({ where: { examId: exam.id }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
    const ids = createIdCodec(suite.server.config.idSecret);
    const page = await suite.newPage();
    await signInThroughApi(page, suite.server.url, 'auteur@vraagwerk.nl', `/admin/courses/${ids.encode(havo)}/exams/${ids.encode(exam.id)}`);
    await page.getByRole('heading', { level: 1, name: 'Examen 2023 tijdvak I' }).waitFor();
    await page.getByRole('link', { name: topic.name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Opgavetitel ${topic.name}` }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Naam', exact: true }).inputValue()).toBe(topic.name);
    await a11y.check(page, 'the topic editor');
    await page.getByRole('textbox', { name: 'Naam', exact: true }).fill('Zonnepaneel op het dak');
    await page.getByRole('textbox', { name: 'Introductie' }).fill('Een gezin legt **twaalf** panelen op het dak.');
    await page.getByRole('region', { name: 'Voorbeeld' }).locator('strong', { hasText: 'twaalf' }).waitFor();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('status').filter({ hasText: 'Opgavetitel opgeslagen' }).waitFor();
    expect(await db().topic.findUniqueOrThrow({ where: { id: topic.id }, select: { name: true, introduction: true } })).toEqual({
      name: 'Zonnepaneel op het dak',
      introduction: 'Een gezin legt **twaalf** panelen op het dak.',
    });

    const teacher = await suite.newPage();
    await signInThroughApi(teacher, suite.server.url, 'docent@vraagwerk.nl', `/topics/${ids.encode(topic.id)}`);
    await teacher.getByRole('heading', { level: 1, name: 'Zonnepaneel op het dak' }).waitFor();
    await teacher.locator('strong', { hasText: 'twaalf' }).first().waitFor();
    expect(await teacher.getByText('Een gezin legt').first().innerText()).toContain('Een gezin legt twaalf panelen op het dak.');
  });

  it("shows a teacher 'Beveiligde toegang'", async () => {
    const page = await suite.newPage();
    await signInThroughApi(page, suite.server.url, 'docent@vraagwerk.nl', '/admin');
    await page.getByText('Beveiligde toegang').waitFor();
    expect(await page.getByRole('navigation', { name: 'Beheermenu' }).count()).toBe(0);
  });
});
