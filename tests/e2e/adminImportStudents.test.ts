// Importing students in a real Chromium (issue 47, document 3 §5 'Import students'): an admin opens a licence's
// 'Licentiegebruikers', opens 'Leerlingen importeren', chooses a CSV — the columns are guessed from its header, the
// preview shows every row and the one with a bad e-mail address says so — and imports it into a new group: the good
// rows become seats (listed on the tab at once), the bad one is reported and not written. On a phone (360 px) the
// preview is a list of cards that fits the screen. Axe checks every state.
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserSuite } from '../setup/browserSuite.ts';
import { browserAvailable, signInThroughApi } from '../setup/browser.ts';
import { createLicense } from '../setup/factories.ts';

const run = browserAvailable() ? describe : describe.skip;
const D = (text: string) => new Date(`${text}T00:00:00.000Z`);

const CSV = ['Voornaam;Tussenvoegsel;Achternaam;E-mail', 'Zoë;van der;Berg;zoe.berg@import.test', 'Bülent;;Yılmaz;geen-adres', 'Sem;de;Vries;sem.vries@import.test'].join('\r\n');

run('importing students', () => {
  const a11y = accessibilityChecks();
  const suite = browserSuite(a11y);
  const db = () => suite.server.db.prisma;
  let licenseId = 0;

  beforeAll(async () => {
    licenseId = (await createLicense(db(), { description: 'Importlyceum', begin: D('2025-08-01'), end: D('2026-08-01') })).id;
  });

  it('previews a CSV, reports the row with a bad e-mail address and imports only the good rows', async () => {
    const page = await suite.newPage();
    await signInThroughApi(page, suite.server.url, 'admin@vraagwerk.nl', '/admin/licenses');
    await page.getByRole('link', { name: 'Importlyceum' }).first().click();
    await page.getByRole('tab', { name: 'Licentiegebruikers' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Licentiegebruikers' });
    await panel.getByRole('button', { name: 'Leerlingen importeren' }).click();
    const form = panel.getByRole('form', { name: 'Leerlingen importeren' });
    await form.getByLabel('Bestand').setInputFiles({ name: 'klas-4h.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${CSV}`, 'utf8') });

    const rows = form.locator('table.admin-table tbody tr');
    await page.waitForFunction(() => document.querySelectorAll('.admin-import table tbody tr').length === 3);
    expect(await form.getByLabel('Voornaam').inputValue()).toBe('0');
    expect(await form.getByLabel('Tussenvoegsel').inputValue()).toBe('1');
    expect(await form.getByLabel('E-mailadres').inputValue()).toBe('3');
    expect(await rows.nth(0).locator('th, td').allInnerTexts()).toEqual(['2', 'Zoë', 'van der Berg', 'zoe.berg@import.test', 'Nieuwe licentiegebruiker', '—']);
    expect(await rows.nth(1).locator('th, td').allInnerTexts()).toEqual(['3', 'Bülent', 'Yılmaz', 'geen-adres', 'Niet geïmporteerd', 'Geen geldig e-mailadres']);
    await form.getByText('2 nieuw, 0 al in deze licentie, 1 met fouten').waitFor();
    expect(await db().seat.count({ where: { licenseId } })).toBe(0);
    await a11y.check(page, 'the import preview');

    // Without a subject and a group the import says what is missing, in the spec's words.
    await form.getByRole('button', { name: 'Importeren' }).click();
    await form.getByText('Selecteer één of meerdere vakken').waitFor();
    await form.getByText('Kies/creëer een klas/groep').waitFor();
    await a11y.check(page, 'the import with errors');

    await form.getByRole('checkbox', { name: 'Natuurkunde Havo' }).check();
    await form.getByLabel('Klas/groep').fill('Havo 4 import');
    await form.getByRole('button', { name: 'Importeren' }).click();
    await form.getByText('2 licentiegebruikers aangemaakt, 0 uitnodigingen verstuurd, 1 regel overgeslagen.').waitFor();
    await page.getByText('Leerlingen geïmporteerd').first().waitFor();
    const seats = await db().seat.findMany({ where: { licenseId }, orderBy: { id: 'asc' }, select: { email: true, firstName: true, lastName: true } });
    expect(seats).toEqual([
      { email: 'zoe.berg@import.test', firstName: 'Zoë', lastName: 'van der Berg' },
      { email: 'sem.vries@import.test', firstName: 'Sem', lastName: 'de Vries' },
    ]);
    // The tab lists the new seats without a reload.
    await panel.locator('table.admin-table').first().getByText('zoe.berg@import.test').waitFor();
    await a11y.check(page, 'the import done');
  });

  it('fits a phone: the preview rows are cards', async () => {
    const page = await suite.newPage({ width: 360, height: 740 });
    await signInThroughApi(page, suite.server.url, 'admin@vraagwerk.nl', '/admin/licenses');
    await page.getByRole('link', { name: 'Importlyceum' }).first().click();
    await page.getByRole('tab', { name: 'Licentiegebruikers' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Licentiegebruikers' });
    await panel.getByRole('button', { name: 'Leerlingen importeren' }).click();
    const form = panel.getByRole('form', { name: 'Leerlingen importeren' });
    await form.getByLabel('Bestand').setInputFiles({ name: 'klas.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV, 'utf8') });
    await page.waitForFunction(() => document.querySelectorAll('.admin-import table tbody tr').length === 3);
    // The first two rows are in the licence already now: the preview says so.
    await form.getByText('0 nieuw, 2 al in deze licentie, 1 met fouten').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await a11y.check(page, 'the import preview on a phone');
  });
});
