// 'Schooljaar overzetten' in a real Chromium (issue 47, beyond the spec 2), on the tests' clock (10 March 2026): on a
// phone the dialog previews the licence's rollover to 2026-2027 — the dates, each class/group old → new, the leavers —
// without changing anything; on a desktop an admin confirms it, the 'Licentie' tab shows the new end and
// 'Klassen/groepen' the new names, and the leavers' seat is hidden on the server. Axe checks every state.
import { createIdCodec } from '../../server/app/ids.ts';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserSuite } from '../setup/browserSuite.ts';
import { browserAvailable, signInThroughApi } from '../setup/browser.ts';
import { createLicense, createSeat, streamIdOf } from '../setup/factories.ts';

const run = browserAvailable() ? describe : describe.skip;
const D = (text: string) => new Date(`${text}T00:00:00.000Z`);

run('rolling a licence over to the next school year', () => {
  const a11y = accessibilityChecks();
  const suite = browserSuite(a11y);
  const db = () => suite.server.db.prisma;
  let licenseId = 0;
  let leaverSeat = 0;
  let movingSeat = 0;
  const address = () => `/admin/licenses/${createIdCodec(suite.server.config.idSecret).encode(licenseId)}`;

  beforeAll(async () => {
    const physics = await streamIdOf(db(), 'natuurkunde-havo');
    const period = { begin: D('2025-08-01'), end: D('2026-08-01') };
    const license = await createLicense(db(), {
      description: 'Het Overzet College',
      ...period,
      groups: ['Havo 4', 'Havo 5', 'Brugklas'].map((name) => ({ name, streamSlug: 'natuurkunde-havo' })),
    });
    licenseId = license.id;
    const group = (name: string) => license.groups.find((g) => g.name === name)!.id;
    const student = async (groupName: string, firstName: string) => {
      const seat = await createSeat(db(), { licenseId, role: 'leerling', groupIds: [group(groupName)], privileges: [{ action: 'oefensets uitvoeren', objectId: physics, ...period }] });
      await db().seat.update({ where: { id: seat.id }, data: { firstName, email: `${firstName.toLowerCase()}.overzet@example.test` } });
      return seat.id;
    };
    movingSeat = await student('Havo 4', 'Daan');
    leaverSeat = await student('Havo 5', 'Fleur');
  });

  const openPreview = async (width: number) => {
    const page = await suite.newPage({ width });
    await signInThroughApi(page, suite.server.url, 'admin@vraagwerk.nl', address());
    await page.getByRole('heading', { level: 1, name: 'Het Overzet College' }).waitFor();
    await page.getByRole('button', { name: 'Schooljaar overzetten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schooljaar overzetten' });
    await dialog.getByText('Zo gaat deze licentie over naar schooljaar 2026-2027.', { exact: false }).waitFor();
    return { page, dialog };
  };

  it('on a phone, previews the literal changes and changes nothing until confirmed', async () => {
    const { page, dialog } = await openPreview(360);
    expect(await dialog.locator('dd').allInnerTexts()).toEqual(['1 augustus 2025 (blijft)', '1 augustus 2026 → 1 augustus 2027']);
    const rows = await dialog.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())));
    // On a phone each cell carries its column's name before it (the stacked table).
    expect(rows.map((cells) => cells.map((text) => text.replace(/^(Klas\/groep|Wordt|Opmerking) /, '')))).toEqual([
      ['Havo 4', 'Havo 5', ''],
      ['Havo 5', 'Havo 5 (oud-leerlingen 2025-2026)', 'Eindexamenklas: 1 leerling wordt verborgen'],
      ['Brugklas', '—', 'Geen leerjaar in de naam herkend: blijft zo'],
    ]);
    expect(await dialog.locator('.admin-rollover-summary li').allInnerTexts()).toEqual(['Verborgen licentiegebruikers (oud-leerlingen): 1', 'Acties met als nieuw einde 1 augustus 2027: 2']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await a11y.check(page, 'the rollover preview on a phone');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await db().license.findUniqueOrThrow({ where: { id: licenseId } })).end).toEqual(D('2026-08-01'));
    expect((await db().group.findMany({ where: { licenseId }, orderBy: { id: 'asc' } })).map((g) => g.name)).toEqual(['Havo 4', 'Havo 5', 'Brugklas']);
  });

  it('confirmed, the licence runs to 1 August 2027 and Klassen/groepen shows the new names', async () => {
    const { page, dialog } = await openPreview(1280);
    await a11y.check(page, 'the rollover preview');
    await dialog.getByRole('button', { name: 'Overzetten' }).click();
    await page.getByText('Licentie overgezet naar schooljaar 2026-2027').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Einde').inputValue()).toBe('2027-08-01');
    expect(await page.getByLabel('Begin').inputValue()).toBe('2025-08-01');

    await page.getByRole('tab', { name: 'Klassen/groepen' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Klassen/groepen' });
    const names = await panel.getByRole('textbox').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(names.sort()).toEqual(['Brugklas', 'Havo 5', 'Havo 5 (oud-leerlingen 2025-2026)']);
    await panel.getByLabel('Naam van Havo 5 (oud-leerlingen 2025-2026)').waitFor();
    await a11y.check(page, 'the groups after the rollover');

    const seats = await db().seat.findMany({ where: { id: { in: [movingSeat, leaverSeat] } }, orderBy: { id: 'asc' }, select: { id: true, isVisible: true } });
    expect(seats).toEqual([
      { id: movingSeat, isVisible: true },
      { id: leaverSeat, isVisible: false },
    ]);

    // Asked again, the dialog says the licence has been rolled over already.
    await page.getByRole('tab', { name: 'Licentie', exact: true }).click();
    await page.getByRole('button', { name: 'Schooljaar overzetten' }).click();
    await dialog.getByText('Deze licentie loopt al tot 1 augustus 2027: ze is al naar het nieuwe schooljaar overgezet.').waitFor();
    await a11y.check(page, 'the rollover refused');
  });
});
