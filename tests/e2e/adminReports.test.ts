// The reports in a real Chromium (issue 46; document 3 §2 /admin/overzichten, §9 the filters): an author opens
// Overzichten from the top menu, opens 'Vragen met meerdere oplossingsstrategieën', filters it on the course made here
// (the address keeps the filter, a reload shows the same rows), sorts it by a click on 'Jaar' (aria-sort), and downloads
// the CSV with the same filter (the Dutch labels and 'ë'). The same report on a phone (360 px), the exams overview and
// /admin/misc with its two disabled buttons, and the weekly KPIs with their chart. Axe checks every page.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserSuite } from '../setup/browserSuite.ts';
import { BROWSER_TEST_TIMEOUT_MS, browserAvailable, signInThroughApi } from '../setup/browser.ts';
import { scratch } from '../setup/readers.ts';

const run = browserAvailable() ? describe : describe.skip;

run('the reports', () => {
  const a11y = accessibilityChecks();
  const suite = browserSuite(a11y);
  const db = () => suite.server.db.prisma;
  const files = scratch();
  afterAll(() => files.remove());

  beforeAll(async () => {
    const level = await db().level.findUniqueOrThrow({ where: { slug: 'havo' } });
    const course = await db().course.create({ data: { name: 'Rapportkunde', slug: 'rapportkunde' } });
    const stream = await db().stream.create({ data: { slug: 'rapportkunde-havo', courseId: course.id, levelId: level.id } });
    for (const [year, name, answers] of [
      [2019, 'Slinger', 2],
      [2022, 'Energieën', 3],
      [2021, 'Golven', 2],
    ] as const) {
      const exam = await db().exam.create({ data: { streamId: stream.id, year, term: 1, status: 'published' } });
      const topic = await db().topic.create({ data: { examId: exam.id, name } });
      const question = await db().question.create({ data: { topicId: topic.id, number: 1, text: 'Vraag' } });
      for (let i = 0; i < answers; i++) await db().answer.create({ data: { questionId: question.id, position: i } });
    }
  });

  const TITLE = 'Vragen met meerdere oplossingsstrategieën';
  const years = (page: import('playwright-core').Page) => page.locator('table.report-table tbody tr').evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[2]?.textContent ?? ''));

  it(
    'an author opens a report, filters it, sorts it and downloads it as CSV',
    async () => {
      const page = await suite.newPage({ acceptDownloads: true });
      await signInThroughApi(page, suite.server.url, 'auteur@vraagwerk.nl', '/admin');
      await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Overzichten' }).click();
      await page.getByRole('heading', { level: 1, name: 'Overzichten' }).waitFor();
      await a11y.check(page, 'the list of reports');
      await page.getByRole('link', { name: TITLE }).click();
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();

      const subject = page.getByRole('group', { name: 'Vakken' }).getByRole('checkbox', { name: 'Rapportkunde' });
      await subject.check();
      await page.waitForURL(/vak=/);
      await page
        .getByRole('status')
        .filter({ hasText: /^3 rijen$/ })
        .waitFor();
      // The report loaded again in place: the ticked box kept the focus.
      expect(await subject.evaluate((box) => box === document.activeElement)).toBe(true);
      expect(await years(page)).toEqual(['2022', '2021', '2019']);
      await a11y.check(page, 'a report filtered');

      // The address keeps the filter.
      await page.reload();
      await page
        .getByRole('status')
        .filter({ hasText: /^3 rijen$/ })
        .waitFor();
      expect(await page.getByRole('group', { name: 'Vakken' }).getByRole('checkbox', { name: 'Rapportkunde' }).isChecked()).toBe(true);

      await page.getByRole('button', { name: /^Jaar/ }).click();
      expect(await page.getByRole('columnheader', { name: /^Jaar/ }).getAttribute('aria-sort')).toBe('ascending');
      expect(await years(page)).toEqual(['2019', '2021', '2022']);
      await page.getByRole('searchbox', { name: 'Zoeken in het overzicht' }).fill('energie');
      await page.getByRole('status').filter({ hasText: '1 van 3 rijen' }).waitFor();

      const arrived = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download CSV' }).click();
      const download = await arrived;
      expect(download.suggestedFilename()).toMatch(/^vragen-met-meerdere-oplossingsstrategieen-\d{4}-\d{2}-\d{2}\.csv$/);
      const saved = files.file('report.csv');
      await download.saveAs(saved);
      const text = readFileSync(saved, 'utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      expect(parse(text.slice(1), { delimiter: ';' })).toEqual([
        ['Vak', 'Niveau', 'Jaar', 'Tijdvak', 'Opgave', 'Vraag', 'Oplossingsstrategieën'],
        ['Rapportkunde', 'Havo', '2022', '1', 'Energieën', '1', '3'],
        ['Rapportkunde', 'Havo', '2021', '1', 'Golven', '1', '2'],
        ['Rapportkunde', 'Havo', '2019', '1', 'Slinger', '1', '2'],
      ]);
    },
    BROWSER_TEST_TIMEOUT_MS,
  );

  it(
    'shows a report, the exams overview and /admin/misc on a phone',
    async () => {
      const page = await suite.newPage({ width: 360, height: 740 });
      const course = await db().course.findUniqueOrThrow({ where: { slug: 'rapportkunde' } });
      const { createIdCodec } = await import('../../server/app/ids.ts');
      const vak = createIdCodec(suite.server.config.idSecret).encode(course.id);
      await signInThroughApi(page, suite.server.url, 'admin@vraagwerk.nl', `/admin/overzichten/with_multiple_answers?vak=${vak}`);
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /^3 rijen$/ })
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await a11y.check(page, 'a report at 360 px');

      // The weekly KPIs: a period in the address, a chart (chart.js, its own chunk) above the table of the same figures.
      await page.goto(`${suite.server.url}/admin/overzichten/kpis?van=2026-01-05&tot=2026-02-01`);
      await page.getByRole('heading', { level: 1, name: "KPI's per week" }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /^4 rijen$/ })
        .waitFor();
      await page.getByRole('img', { name: /^Grafiek: KPI's per week/ }).waitFor();
      expect(await page.getByRole('group', { name: 'Periode' }).getByLabel('Van').inputValue()).toBe('2026-01-05');
      await a11y.check(page, 'the weekly KPIs at 360 px');
      // A period backwards stays in the form with its message; the rows keep the last good period.
      await page.getByRole('group', { name: 'Periode' }).getByLabel('Tot en met').fill('2025-12-01');
      await page.getByRole('alert').filter({ hasText: 'De laatste dag ligt voor de eerste dag.' }).waitFor();
      expect(page.url()).toContain('tot=2026-02-01');
      await page
        .getByRole('status')
        .filter({ hasText: /^4 rijen$/ })
        .waitFor();

      await page.goto(`${suite.server.url}/admin/exams`);
      await page.getByRole('heading', { level: 1, name: 'Alle examens' }).waitFor();
      await page.getByRole('link', { name: 'Bewerken Rapportkunde Havo 2022-1' }).waitFor();
      await a11y.check(page, 'the exams overview at 360 px');

      await page.goto(`${suite.server.url}/admin/misc`);
      await page.getByRole('heading', { level: 1, name: 'Overig' }).waitFor();
      expect(await page.getByRole('button', { name: 'Oplossingsstrategieën splitsen' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Cache van de opgaven vernieuwen' }).isDisabled()).toBe(true);
      await a11y.check(page, '/admin/misc at 360 px');
    },
    BROWSER_TEST_TIMEOUT_MS,
  );
});
