// The exam's PDF beside the topic editor in a real Chromium (issue 45): an author adds an exam with two PDFs through
// the back-office's upload route (POST /api/admin/exams, multipart) and a topic to it (POST /api/admin/exams/{exam}/
// topics), opens the topic editor, opens 'Toon examen-PDF', goes to page 2 and finds that page's text in pdf.js' text
// layer, selectable; switches to the other files (one of them unreadable: 'De PDF kon niet worden geladen.') and back; after a reload the pane is open on page 2 again. On a phone
// the pane opens full width below the form. Axe checks the page with the pane open. And the students' first download
// (the web app's entry and what it imports) holds no pdf.js: only the back-office's topic editor loads it, on demand.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import * as pdfmakeModule from 'pdfmake';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserSuite } from '../setup/browserSuite.ts';
import { browserAvailable, buildWeb, signInThroughApi } from '../setup/browser.ts';
import { signedInClient, streamIdOf } from '../setup/factories.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import { projectRoot } from '../../server/db/migrations.ts';
import { FONT_FILES, FONT_NAME } from '../../server/documents/fonts.ts';

type PdfMake = typeof pdfmakeModule;
const pdfmake: PdfMake = ((pdfmakeModule as unknown as { default?: PdfMake }).default ?? pdfmakeModule) as PdfMake;
pdfmake.setFonts({ [FONT_NAME]: FONT_FILES });
const fontPaths = new Set<string>(Object.values(FONT_FILES));
pdfmake.setLocalAccessPolicy((path) => fontPaths.has(path));
pdfmake.setUrlAccessPolicy(() => false);

const run = browserAvailable() ? describe : describe.skip;

const pdf = async (pages: string[]) =>
  Buffer.from(await pdfmake.createPdf({ content: pages.map((text, i) => (i === 0 ? { text } : { text, pageBreak: 'before' as const })), defaultStyle: { font: FONT_NAME, fontSize: 14 } }).getBuffer());

run('the exam PDF beside the topic editor', () => {
  const a11y = accessibilityChecks();
  const suite = browserSuite(a11y);
  let topicPath: string;

  beforeAll(async () => {
    const server = suite.server;
    // The exam and its topic, made as the back-office makes them: the upload route with two PDFs, then the topic route.
    const ids = createIdCodec(server.config.idSecret);
    const havo = await streamIdOf(server.db.prisma, 'natuurkunde-havo');
    const author = await signedInClient(server, 'auteur@vraagwerk.nl');
    const form = new FormData();
    for (const [key, value] of Object.entries({ stream_id: ids.encode(havo), year: '2026', term: '1' })) form.append(key, value);
    const files: [string, Buffer][] = [
      ['opgaven', await pdf(['Centraal examen natuurkunde havo 2026 tijdvak 1', 'Opgave 2 Zonnepanelen op de schuur'])],
      ['uitwerkbijlage', await pdf(['Uitwerkbijlage bij vraag 7'])],
      // A PDF by the upload's check (header, an object, the trailer) that no reader can open: its catalog has no pages.
      ['beschadigd', Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R >>\nendobj\nstartxref\n9\n%%EOF\n', 'latin1')],
    ];
    files.forEach(([name, bytes], i) => {
      form.append(`files[${i}][name]`, name);
      form.append(`files[${i}][file]`, new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `${name}.pdf`);
    });
    const created = await author.request('POST', '/api/admin/exams', form);
    expect(created.status).toBe(200);
    const exam = ids.decode(created.headers.get('location')!.replace('/api/admin/exams/', ''))!;
    const topic = await author.json('POST', `/api/admin/exams/${ids.encode(exam)}/topics`, { name: 'Zonnepanelen' });
    expect(topic.status).toBe(201);
    const { id } = await server.db.prisma.topic.findFirstOrThrow({ where: { examId: exam, name: 'Zonnepanelen' }, select: { id: true } });
    topicPath = `/admin/courses/${ids.encode(havo)}/exams/${ids.encode(exam)}/topics/${ids.encode(id)}`;
  });

  const pane = (page: Page) => page.getByRole('region', { name: 'Examen-PDF' });
  const textLayer = (page: Page) => pane(page).locator('.textLayer');
  /** The pane's page, once drawn: its scrolling area is named after the file and the page. */
  const shows = (page: Page, name: string) => pane(page).getByRole('region', { name }).waitFor();

  it('opens the PDF beside the form, goes to page 2 with its text selectable, and keeps the page after a reload', async () => {
    const page = await suite.newPage();
    await signInThroughApi(page, suite.server.url, 'auteur@vraagwerk.nl', topicPath);
    await page.getByRole('heading', { level: 1, name: 'Opgavetitel Zonnepanelen' }).waitFor();
    expect(await pane(page).count()).toBe(0);

    await page.getByRole('button', { name: 'Toon examen-PDF' }).click();
    await shows(page, 'opgaven: Pagina 1 van 2');
    await textLayer(page).getByText('Centraal examen natuurkunde havo 2026 tijdvak 1').waitFor();
    // Beside the form: the pane starts to the right of the form's fields.
    const field = (await page.getByRole('textbox', { name: 'Naam', exact: true }).boundingBox())!;
    const side = (await pane(page).boundingBox())!;
    expect(side.x).toBeGreaterThanOrEqual(field.x + field.width);

    await pane(page).getByRole('button', { name: 'Volgende pagina' }).click();
    await shows(page, 'opgaven: Pagina 2 van 2');
    const line = textLayer(page).getByText('Opgave 2 Zonnepanelen op de schuur');
    await line.waitFor();
    expect(await pane(page).getByRole('spinbutton', { name: 'Pagina' }).inputValue()).toBe('2');
    // The text is there to copy: a triple click selects the line.
    await line.click({ clickCount: 3 });
    expect((await page.evaluate(() => window.getSelection()?.toString() ?? '')).trim()).toBe('Opgave 2 Zonnepanelen op de schuur');
    await a11y.check(page, 'the topic editor with the exam PDF open on page 2');

    // The other file, and back: page 2 of the first is where it was left.
    await pane(page).getByRole('combobox', { name: 'Bestand' }).selectOption({ label: 'uitwerkbijlage' });
    await shows(page, 'uitwerkbijlage: Pagina 1 van 1');
    await textLayer(page).getByText('Uitwerkbijlage bij vraag 7').waitFor();
    await pane(page).getByRole('combobox', { name: 'Bestand' }).selectOption({ label: 'beschadigd' });
    await pane(page).getByRole('alert').filter({ hasText: 'De PDF kon niet worden geladen.' }).waitFor();
    await a11y.check(page, 'the exam PDF pane with a PDF it cannot read');
    await pane(page).getByRole('combobox', { name: 'Bestand' }).selectOption({ label: 'opgaven' });
    await shows(page, 'opgaven: Pagina 2 van 2');
    expect(await pane(page).getByRole('alert').count()).toBe(0);

    // Typing a page number goes there.
    await pane(page).getByRole('spinbutton', { name: 'Pagina' }).fill('1');
    await shows(page, 'opgaven: Pagina 1 van 2');
    await pane(page).getByRole('button', { name: 'Volgende pagina' }).click();
    await shows(page, 'opgaven: Pagina 2 van 2');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Opgavetitel Zonnepanelen' }).waitFor();
    await shows(page, 'opgaven: Pagina 2 van 2');
    await textLayer(page).getByText('Opgave 2 Zonnepanelen op de schuur').waitFor();
    expect(await page.getByRole('button', { name: 'Verberg examen-PDF' }).getAttribute('aria-expanded')).toBe('true');
    await a11y.check(page, 'the topic editor after a reload, the exam PDF open');

    await page.getByRole('button', { name: 'Verberg examen-PDF' }).click();
    expect(await pane(page).count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Toon examen-PDF' }).waitFor();
    expect(await pane(page).count()).toBe(0);
  });

  it('opens the pane full width below the form on a phone', async () => {
    const page = await suite.newPage({ width: 360, height: 740 });
    await signInThroughApi(page, suite.server.url, 'auteur@vraagwerk.nl', topicPath);
    await page.getByRole('heading', { level: 1, name: 'Opgavetitel Zonnepanelen' }).waitFor();
    await page.getByRole('button', { name: 'Toon examen-PDF' }).click();
    // A browser of its own: nothing remembered, the first page.
    await shows(page, 'opgaven: Pagina 1 van 2');
    const save = (await page.getByRole('button', { name: 'Opslaan', exact: true }).boundingBox())!;
    const below = (await pane(page).boundingBox())!;
    expect(below.y).toBeGreaterThan(save.y + save.height);
    expect(below.width).toBeGreaterThan(300);
    await textLayer(page).getByText('Centraal examen natuurkunde havo 2026 tijdvak 1').waitFor();
    await a11y.check(page, 'the topic editor on a phone with the exam PDF open');
  });

  it("keeps pdf.js out of the students' download: only the back-office's chunks load it, on demand", () => {
    type Chunk = { file: string; name?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
    const web = buildWeb(); // the build the suite's server serves
    const manifest = JSON.parse(readFileSync(join(web, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
    const entry = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
    expect(entry).toEqual(['index.html']);
    const first = new Set<string>();
    const visit = (key: string) => {
      if (first.has(key)) return;
      first.add(key);
      for (const next of manifest[key]!.imports ?? []) visit(next);
    };
    visit('index.html');
    const files = [...first].map((key) => manifest[key]!.file);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect([file, readFileSync(join(web, file), 'utf8').includes('pdfjs')]).toEqual([file, false]);

    const pdfjs = Object.keys(manifest).filter((key) => key.includes('node_modules/pdfjs-dist/build/pdf.mjs'));
    expect(pdfjs).toHaveLength(1);
    expect(readFileSync(join(web, manifest[pdfjs[0]!]!.file), 'utf8')).toContain('pdfjs_internal_id_');
    const importers = Object.keys(manifest).filter((key) => manifest[key]!.imports?.includes(pdfjs[0]!) || manifest[key]!.dynamicImports?.includes(pdfjs[0]!));
    expect(importers.length).toBeGreaterThan(0);
    for (const key of importers) {
      expect([key, manifest[key]!.imports?.includes(pdfjs[0]!) ?? false]).toEqual([key, false]);
      expect(first.has(key)).toBe(false);
      // A back-office screen's chunk, or the chunk the back-office's screens share for the pane (named after its module).
      expect([key, key.startsWith('screens/Admin/') || existsSync(join(projectRoot, 'web', 'screens', 'Admin', `${manifest[key]!.name}.tsx`))]).toEqual([key, true]);
    }
  });
});
