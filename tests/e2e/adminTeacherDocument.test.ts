// The exam editor's teacher document in a real Chromium (issue 45, document 3 §7 GET /api/admin/teacher-document/{exam}):
// an author opens natuurkunde havo's 2024-2 exam (a concept: prisma/seed/importContent.ts examSettings), asks for
// 'Docentendocument (Word)', reads that it is being made while the button is busy, and gets the Word file under its
// name with the exam's first question and a step of its marking scheme inside (read with unzip); axe checks the page,
// on a desktop and on a 360 px phone.
import { createIdCodec } from '../../server/app/ids.ts';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserSuite } from '../setup/browserSuite.ts';
import { BROWSER_TEST_TIMEOUT_MS, browserAvailable, signInThroughApi } from '../setup/browser.ts';
import { streamIdOf } from '../setup/factories.ts';
import { docxPart, scratch, testWith } from '../setup/readers.ts';

const run = browserAvailable() ? describe : describe.skip;
const FILE_NAME = 'Vraagwerk docentendocument Natuurkunde Havo 2024 2e tijdvak.docx';

run("the exam editor's teacher document", () => {
  const a11y = accessibilityChecks();
  const files = scratch();
  const suite = browserSuite(a11y, { DOCUMENT_THREADS: '1' });
  afterAll(() => files.remove());

  testWith(['libreoffice'])(
    "an author downloads a concept exam's teacher document from its editor, on a desktop and on a phone",
    async () => {
      const db = suite.server.db.prisma;
      const ids = createIdCodec(suite.server.config.idSecret);
      const havo = await streamIdOf(db, 'natuurkunde-havo');
      const exam = await db.exam.findFirstOrThrow({ where: { streamId: havo, year: 2024, term: 2 }, select: { id: true, status: true } });
      expect(exam.status).toBe('concept');
      const editor = `/admin/courses/${ids.encode(havo)}/exams/${ids.encode(exam.id)}`;

      for (const width of [1280, 360]) {
        const page = await suite.newPage({ acceptDownloads: true, width, height: 900 });
        await signInThroughApi(page, suite.server.url, 'auteur@vraagwerk.nl', editor);
        await page.getByRole('heading', { level: 1, name: 'Examen 2024 tijdvak II' }).waitFor();
        const button = page.getByRole('button', { name: 'Docentendocument (Word)' });
        const arrived = page.waitForEvent('download', { timeout: 120_000 });
        await button.click();
        if (width === 1280) {
          // The first rendering takes seconds: the button says it is busy and the live region what is being made.
          await page.getByRole('status').filter({ hasText: 'Het docentendocument wordt gemaakt. Dit kan even duren…' }).waitFor();
          expect(await button.getAttribute('aria-busy')).toBe('true');
        }
        const download = await arrived;
        expect(download.suggestedFilename()).toBe(FILE_NAME);
        await page
          .getByRole('status')
          .filter({ hasText: `Gedownload: ${FILE_NAME}` })
          .waitFor();
        expect(await button.getAttribute('aria-busy')).toBeNull();
        const saved = files.file(`${width}.docx`);
        await download.saveAs(saved);
        const xml = await docxPart(saved, 'word/document.xml');
        expect(xml).toContain('Bereken de vertraging van de steen.');
        expect(xml).toContain('berekenen van de gemiddelde snelheid');
        await a11y.check(page, `the exam editor after the teacher document, ${width} px`);
      }
    },
    BROWSER_TEST_TIMEOUT_MS + 120_000,
  );
});
