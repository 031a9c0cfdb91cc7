// The back-office's seat screen in a real Chromium (issue 47; document 3 §2, §5, §6, §8): an admin opens a seat from
// its licence's 'Licentiegebruikers', is told 'Voer een geldig email adres in' for a bad address, adds a privilege
// (action first, then the object found by a search; 'Toevoegen' only once an object is chosen), sees it listed with
// the licence's period, and removes it after a question; with an address and a first name the seat is invited. On a
// phone (360 px) the three tabs fit and work, and the activity shows 25 entries at a time. Axe checks every state.
import { createIdCodec } from '../../server/app/ids.ts';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserSuite } from '../setup/browserSuite.ts';
import { browserAvailable, signInThroughApi } from '../setup/browser.ts';
import { createLicense, createSeat, createUser, streamIdOf } from '../setup/factories.ts';

const run = browserAvailable() ? describe : describe.skip;
const D = (text: string) => new Date(`${text}T00:00:00.000Z`);

run('the back-office seat screen', () => {
  const a11y = accessibilityChecks();
  const suite = browserSuite(a11y);
  const db = () => suite.server.db.prisma;
  let licenseId = 0;
  let seatId = 0;
  let userSeatId = 0;
  let chemistry = 0;
  const address = (seat: number) => {
    const ids = createIdCodec(suite.server.config.idSecret);
    return `/admin/licenses/${ids.encode(licenseId)}/${ids.encode(seat)}`;
  };

  beforeAll(async () => {
    const physics = await streamIdOf(db(), 'natuurkunde-havo');
    chemistry = await streamIdOf(db(), 'scheikunde-havo');
    const license = await createLicense(db(), { description: 'Het Stedelijk', begin: D('2025-08-01'), end: D('2026-08-01'), groups: [{ name: 'Havo 5b', streamSlug: 'natuurkunde-havo' }] });
    licenseId = license.id;
    const seat = await createSeat(db(), {
      licenseId,
      role: 'leerling',
      groupIds: [license.groups[0]!.id],
      privileges: [{ action: 'oefensets uitvoeren', objectId: physics, begin: D('2025-08-01'), end: D('2026-08-01') }],
    });
    seatId = seat.id;
    await db().seat.update({ where: { id: seat.id }, data: { firstName: 'Noor' } });
    const student = await createUser(db(), { role: 'leerling', firstName: 'Daan', lastName: 'Stedelijk' });
    userSeatId = (await createSeat(db(), { licenseId, userId: student.id, role: 'leerling' })).id;
    await db().activityLog.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        origin: 'test',
        deviceKey: 'd',
        sessionKey: 's',
        userId: student.id,
        activity: `opgave ${i + 1} bekeken`,
        createdAt: new Date(Date.UTC(2026, 2, 1, 8, i)),
      })),
    });
  });

  it('opens a seat, refuses a bad address, adds a privilege, lists it and removes it', async () => {
    const page = await suite.newPage();
    await signInThroughApi(page, suite.server.url, 'admin@vraagwerk.nl', '/admin/licenses');
    await page.getByRole('link', { name: 'Het Stedelijk' }).first().click();
    await page.getByRole('tab', { name: 'Licentiegebruikers' }).click();
    await a11y.check(page, "the licence's seats");
    await page.getByRole('link', { name: 'Noor openen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Licentiegebruiker Noor' }).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Licentiegebruiker', 'Rechten', 'Activiteit']);
    expect(await page.getByRole('checkbox', { name: 'Actief' }).isDisabled()).toBe(true);

    await page.getByLabel('E-mailadres').fill('noor@');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Voer een geldig email adres in').waitFor();
    expect((await db().seat.findUniqueOrThrow({ where: { id: seatId } })).email).toBeNull();
    await a11y.check(page, 'the seat tab with a bad address');
    // With an address and a first name the seat is invited, as on /licenties.
    await page.getByLabel('E-mailadres').fill('noor.stedelijk@example.test');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Wijzigingen opgeslagen; de uitnodiging is verstuurd').waitFor();
    const invited = await db().seat.findUniqueOrThrow({ where: { id: seatId } });
    expect([invited.email, invited.inviteTokenHash !== null]).toEqual(['noor.stedelijk@example.test', true]);

    await page.getByRole('tab', { name: 'Rechten' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Rechten' });
    expect(await panel.locator('table.admin-table tbody tr').count()).toBe(1);
    const add = panel.getByRole('button', { name: 'Toevoegen' });
    expect(await add.isDisabled()).toBe(true);
    await panel.getByLabel('Actie', { exact: true }).selectOption('oefensets uitvoeren');
    await panel.getByLabel('Zoek een vak').fill('schei');
    const object = panel.getByLabel('Object', { exact: true });
    await page.waitForFunction(() => [...document.querySelectorAll('option')].some((o) => o.textContent === 'Scheikunde Havo'));
    expect(await add.isDisabled()).toBe(true);
    await object.selectOption({ label: 'Scheikunde Havo' });
    expect(await add.isDisabled()).toBe(false);
    await a11y.check(page, 'adding a privilege');
    await add.click();
    await page.getByText('Actie toegevoegd').waitFor();
    await panel.getByRole('cell', { name: 'Scheikunde Havo (vak)' }).waitFor();
    expect(await panel.locator('table.admin-table tbody tr').count()).toBe(2);
    expect(await db().privilege.findMany({ where: { seatId }, orderBy: { id: 'asc' }, select: { action: true, objectId: true, begin: true, end: true } })).toEqual([
      { action: 'oefensets uitvoeren', objectId: expect.any(Number), begin: D('2025-08-01'), end: D('2026-08-01') },
      { action: 'oefensets uitvoeren', objectId: chemistry, begin: D('2025-08-01'), end: D('2026-08-01') },
    ]);

    await panel.getByRole('button', { name: 'oefensets uitvoeren op Scheikunde Havo verwijderen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Actie verwijderen' });
    await dialog.getByText("Weet je zeker dat je de actie 'oefensets uitvoeren' op Scheikunde Havo wil verwijderen?").waitFor();
    await a11y.check(page, 'removing a privilege');
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByText('Actie verwijderd').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[role="tabpanel"]:not([hidden]) table.admin-table tbody tr').length === 1);
    expect(await db().privilege.count({ where: { seatId, objectId: chemistry } })).toBe(0);
  });

  it('fits a phone: the tabs are usable at 360 px; a seat with an account has its fields fixed and its activity shown 25 at a time', async () => {
    const page = await suite.newPage({ width: 360, height: 740 });
    await signInThroughApi(page, suite.server.url, 'admin@vraagwerk.nl', address(userSeatId));
    await page.getByRole('heading', { level: 1, name: 'Licentiegebruiker Daan Stedelijk' }).waitFor();
    expect(await page.getByLabel('E-mailadres').isDisabled()).toBe(true);
    expect(await page.getByLabel('Voornaam').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Opslaan' }).count()).toBe(0);
    for (const name of ['Licentiegebruiker', 'Rechten', 'Activiteit']) {
      const box = await page.getByRole('tab', { name }).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await page.getByRole('tab', { name: 'Activiteit' }).click();
    const activity = page.getByRole('tabpanel', { name: 'Activiteit' });
    await activity.getByText('25 van 30 getoond').waitFor();
    expect(await activity.locator('tbody tr').first().innerText()).toContain('opgave 30 bekeken');
    expect(await activity.locator('tbody tr').count()).toBe(25);
    await activity.getByRole('button', { name: 'Meer tonen' }).click();
    await activity.getByText('30 van 30 getoond').waitFor();
    expect(await activity.locator('tbody tr').count()).toBe(30);
    expect(await activity.getByRole('button', { name: 'Meer tonen' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Activiteit' }).press('ArrowLeft');
    await page.getByRole('tabpanel', { name: 'Rechten' }).getByText('Deze licentiegebruiker heeft nog geen rechten.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await a11y.check(page, 'the seat screen on a phone');
  });
});
