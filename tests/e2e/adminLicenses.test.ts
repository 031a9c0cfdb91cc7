// The back-office's licences in a real Chromium (issue 47, document 3 §2, §5, §8): an admin finds a licence by a
// licence user's e-mail address, opens it, moves its end — and a seat's privilege end follows on the server — then adds
// two students to a new group on 'Licentiegebruikers' after the form said what was missing in the spec's words; on a
// phone the list and the tabs fit the screen. A teacher gets 'Beveiligde toegang'. Axe checks every page.
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserSuite } from '../setup/browserSuite.ts';
import { browserAvailable, signInThroughApi } from '../setup/browser.ts';
import { createLicense, createSeat, createUser, streamIdOf } from '../setup/factories.ts';

const run = browserAvailable() ? describe : describe.skip;
const D = (text: string) => new Date(`${text}T00:00:00.000Z`);

run('the back-office licences', () => {
  const a11y = accessibilityChecks();
  const suite = browserSuite(a11y);
  const db = () => suite.server.db.prisma;
  let licenseId = 0;
  let studentSeatId = 0;
  let teacherEmail = '';

  beforeAll(async () => {
    const physics = await streamIdOf(db(), 'natuurkunde-havo');
    const license = await createLicense(db(), { description: 'Het Gooise Lyceum', begin: D('2025-08-01'), end: D('2026-08-01'), groups: [{ name: 'Havo 4a', streamSlug: 'natuurkunde-havo' }] });
    licenseId = license.id;
    const teacher = await createUser(db(), { role: 'docent', firstName: 'Marieke' });
    teacherEmail = teacher.email;
    await createSeat(db(), {
      licenseId,
      userId: teacher.id,
      privileges: [{ action: 'licentie beheren', objectType: 'license', objectId: licenseId, begin: D('2025-08-01'), end: D('2026-08-01') }],
    });
    const seat = await createSeat(db(), {
      licenseId,
      role: 'leerling',
      groupIds: [license.groups[0]!.id],
      privileges: [{ action: 'oefensets uitvoeren', objectId: physics, begin: D('2025-08-01'), end: D('2026-08-01') }],
    });
    studentSeatId = seat.id;
    await db().seat.update({ where: { id: seat.id }, data: { email: 'sanne.gooise@example.test', firstName: 'Sanne' } });
  });

  it("moves a licence's end, and a seat's privilege end follows", async () => {
    const page = await suite.newPage();
    await signInThroughApi(page, suite.server.url, 'admin@vraagwerk.nl', '/admin/licenses');
    await page.getByRole('heading', { level: 1, name: 'Licenties' }).waitFor();
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('sanne.gooise@example.test');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await page.waitForURL(/zoek=sanne/);
    const rows = page.locator('table.admin-table tbody tr');
    await page.waitForFunction(() => document.querySelectorAll('table.admin-table tbody tr').length === 1);
    expect(await rows.first().locator('td').allInnerTexts()).toEqual(['Het Gooise Lyceum', 'schoollicentie', '1 augustus 2025', '1 augustus 2026', 'Ja', '2']);
    await a11y.check(page, 'the licence list, searched');

    await page.getByRole('link', { name: 'Het Gooise Lyceum' }).click();
    await page.getByRole('heading', { level: 1, name: 'Het Gooise Lyceum' }).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Licentie', 'Licentiegebruikers', 'Klassen/groepen']);
    await page.getByLabel('Einde').fill('2026-09-01');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Wijzigingen opgeslagen').waitFor();
    expect((await db().license.findUniqueOrThrow({ where: { id: licenseId } })).end).toEqual(D('2026-09-01'));
    expect(await db().privilege.findMany({ where: { seatId: studentSeatId }, select: { action: true, end: true } })).toEqual([{ action: 'oefensets uitvoeren', end: D('2026-09-01') }]);
    await a11y.check(page, 'the licence tab, saved');
  });

  it('adds two students to a new group, after saying what was missing, and deletes an empty seat', async () => {
    const page = await suite.newPage();
    await signInThroughApi(page, suite.server.url, 'admin@vraagwerk.nl', '/admin/licenses');
    await page.getByRole('link', { name: 'Het Gooise Lyceum' }).first().click();
    await page.getByRole('tab', { name: 'Licentiegebruikers' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Licentiegebruikers' });
    expect(await panel.locator('table.admin-table tbody tr').count()).toBe(2);
    await panel.getByLabel('Aantal').fill('0');
    await panel.getByRole('button', { name: 'Leerlingen toevoegen' }).click();
    await panel.getByText('Selecteer één of meerdere vakken').waitFor();
    await panel.getByText('Kies/creëer een klas/groep').waitFor();
    await panel.getByText('Ongeldig aantal').waitFor();
    await a11y.check(page, 'add students with errors');

    await panel.getByRole('checkbox', { name: 'Natuurkunde Havo' }).check();
    await panel.getByLabel('Klas/groep').fill('Havo 4c');
    await panel.getByLabel('Aantal').fill('2');
    await panel.getByRole('button', { name: 'Leerlingen toevoegen' }).click();
    await page.getByText('Leerlingen toegevoegd').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[role=tabpanel]:not([hidden]) table.admin-table tbody tr').length === 4);
    const group = await db().group.findUniqueOrThrow({ where: { licenseId_name: { licenseId, name: 'Havo 4c' } }, include: { seats: { include: { seat: { include: { privileges: true } } } } } });
    expect(group.seats.map((s) => [s.seat.role, s.seat.email, s.seat.privileges.map((p) => [p.action, p.end])])).toEqual([
      ['leerling', null, [['oefensets uitvoeren', D('2026-09-01')]]],
      ['leerling', null, [['oefensets uitvoeren', D('2026-09-01')]]],
    ]);
    // An empty seat goes after a question; a seat with an address has no delete button.
    expect(await panel.getByRole('button', { name: 'Sanne verwijderen' }).count()).toBe(0);
    await panel.getByRole('button', { name: 'plek 4 verwijderen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Licentiegebruiker verwijderen' });
    await dialog.getByText('Weet je zeker dat je deze licentiegebruiker wil verwijderen?', { exact: false }).waitFor();
    await a11y.check(page, 'the delete question');
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByText('Licentiegebruiker verwijderd').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[role=tabpanel]:not([hidden]) table.admin-table tbody tr').length === 3);
    expect(await db().seatGroup.count({ where: { groupId: group.id } })).toBe(1);
    // The seat rows lead to the seat screen.
    expect(await panel.getByRole('link', { name: 'Sanne openen' }).getAttribute('href')).toMatch(/^\/admin\/licenses\/[^/]+\/[^/]+$/);
    await a11y.check(page, 'students added');
  });

  it('fits a phone, and keeps a teacher out', async () => {
    const page = await suite.newPage({ width: 360 });
    await signInThroughApi(page, suite.server.url, 'admin@vraagwerk.nl', '/admin/licenses');
    await page.getByRole('heading', { level: 1, name: 'Licenties' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('link', { name: 'Het Gooise Lyceum' }).first().click();
    await page.getByRole('tab', { name: 'Licentiegebruikers' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await a11y.check(page, 'the licence on a phone');

    const teacher = await suite.newPage();
    await signInThroughApi(teacher, suite.server.url, teacherEmail, '/admin/licenses');
    await teacher.getByText('Beveiligde toegang').first().waitFor();
  });
});
