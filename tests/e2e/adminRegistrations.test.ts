// Registrations and contact requests in the back-office in a real Chromium (issue 47): an admin finds a registration by
// name in the list (sorted by a column's header, aria-sort), opens it and sees its activation link (a trial of the
// known set not activated yet); an activated one says 'Deze licentie kan niet geactiveerd worden.' and shows its
// user's last 5 activities; a contact request is marked handled. At 360 px the list and the detail fit. A teacher gets
// 'Beveiligde toegang'. Axe checks every page.
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserSuite } from '../setup/browserSuite.ts';
import { browserAvailable, signInThroughApi } from '../setup/browser.ts';

const run = browserAvailable() ? describe : describe.skip;

const CODE = 'e2eRegistratieCode0123456789abcd';

run('registrations in the back-office', () => {
  const a11y = accessibilityChecks();
  const suite = browserSuite(a11y);
  const db = () => suite.server.db.prisma;

  it('lets an admin find a registration and see its activation link, and mark a contact request handled', async () => {
    const teacher = await db().user.create({ data: { email: 'fenna.kuiper@e2e.example', firstName: 'Fenna', lastName: 'Kuiper', role: 'docent', data: { school: 'Het Lyceum' } } });
    for (let i = 1; i <= 6; i++) {
      await db().activityLog.create({ data: { origin: 'web', deviceKey: 'd', sessionKey: 's', activity: `stap ${i}`, userId: teacher.id, createdAt: new Date(`2026-02-0${i}T09:00:00.000Z`) } });
    }
    await db().registration.create({
      data: {
        firstName: 'Fenna',
        lastName: 'Kuiper',
        email: 'fenna.kuiper@e2e.example',
        licenseSlug: 'proeflicentie-wiskunde-a-havo',
        activationCode: 'e2eGebruiktCode0123456789abcdefg',
        userId: teacher.id,
        createdAt: new Date('2026-01-20T09:00:00.000Z'),
        activatedAt: new Date('2026-01-21T09:00:00.000Z'),
      },
    });
    await db().registration.create({
      data: {
        firstName: 'Gijs',
        lastName: 'Verhoeven',
        email: 'gijs.verhoeven@e2e.example',
        licenseSlug: 'proeflicentie-scheikunde-havo',
        activationCode: CODE,
        createdAt: new Date('2026-01-22T09:00:00.000Z'),
      },
    });
    await db().contactRequest.create({ data: { userId: teacher.id, message: 'Wij willen graag verlengen.' } });

    const page = await suite.newPage();
    await signInThroughApi(page, suite.server.url, 'admin@vraagwerk.nl', '/admin/registraties');
    await page.getByRole('heading', { level: 1, name: 'Registraties' }).waitFor();
    await page.locator('table.registrations-table tbody tr').first().waitFor();
    await a11y.check(page, 'the registration list');

    await page.getByLabel('Zoek op naam of e-mail').fill('e2e.example');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await page.getByText('2 registraties', { exact: true }).waitFor();
    const rows = () => page.locator('table.registrations-table tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(await rows()).toEqual([
      ['22 januari 2026', 'Gijs Verhoeven', 'gijs.verhoeven@e2e.example', 'Niet geactiveerd'],
      ['20 januari 2026', 'Fenna Kuiper', 'fenna.kuiper@e2e.example', 'Geactiveerd'],
    ]);
    // Sorted by name: the header says so.
    await page.getByRole('button', { name: /^Naam/ }).click();
    await page.locator('th[aria-sort="ascending"]', { hasText: 'Naam' }).waitFor();
    await page.waitForFunction(() => document.querySelector('table.registrations-table tbody tr td:nth-child(2)')?.textContent === 'Fenna Kuiper');
    expect(new URL(page.url()).search).toBe('?zoek=e2e.example&sorteer=naam');

    await page.getByRole('link', { name: 'Gijs Verhoeven' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gijs Verhoeven' }).waitFor();
    const link = page.getByRole('link', { name: 'Activatielink' });
    // The server's public address (PUBLIC_URL) with the registration's code.
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^https?://[^/]+/activate/${CODE}$`));
    await page.getByText('Nog geen activiteit.').waitFor();
    await a11y.check(page, 'an activatable registration');

    await page.getByRole('link', { name: 'Terug naar registraties' }).click();
    await page.getByRole('link', { name: 'Fenna Kuiper' }).click();
    await page.getByRole('heading', { level: 1, name: 'Fenna Kuiper' }).waitFor();
    await page.getByText('Deze licentie kan niet geactiveerd worden.').waitFor();
    expect(await page.getByRole('link', { name: 'Activatielink' }).count()).toBe(0);
    expect(await page.locator('td[data-label="Activiteit"]').allTextContents()).toEqual(['stap 6', 'stap 5', 'stap 4', 'stap 3', 'stap 2']);
    await a11y.check(page, 'an activated registration');

    await page.goto(`${suite.server.url}/admin/registraties`);
    await page.getByRole('link', { name: 'Contactverzoeken' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contactverzoeken' }).waitFor();
    const row = page.locator('table.contact-table tbody tr', { hasText: 'Wij willen graag verlengen.' });
    await row.getByText('Het Lyceum').waitFor();
    await row.getByText('Open', { exact: true }).waitFor();
    await a11y.check(page, 'the contact requests');
    await row.getByRole('button', { name: 'Markeer als afgehandeld' }).click();
    await row.getByText('Afgehandeld', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Zet weer open' }).waitFor();
    const stored = await db().contactRequest.findFirstOrThrow({ where: { userId: teacher.id } });
    expect(stored.status).toBe('closed');
    expect(await db().auditEntry.count({ where: { auditableType: 'contact_request', auditableId: stored.id } })).toBe(1);
  });

  it('fits a phone, and refuses a teacher', async () => {
    const phone = await suite.newPage({ width: 360, height: 740 });
    await signInThroughApi(phone, suite.server.url, 'admin@vraagwerk.nl', '/admin/registraties');
    await phone.getByRole('heading', { level: 1, name: 'Registraties' }).waitFor();
    await phone.locator('table.registrations-table tbody tr').first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await a11y.check(phone, 'the registration list on a phone');
    await phone.locator('table.registrations-table tbody tr a').first().click();
    await phone.getByRole('heading', { level: 2, name: 'Activatie' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await a11y.check(phone, 'a registration on a phone');
    // The contact requests (the first test's one among them): a block per request within the screen.
    await phone.goto(`${suite.server.url}/admin/registraties/contactverzoeken`);
    await phone.getByRole('heading', { level: 1, name: 'Contactverzoeken' }).waitFor();
    await phone.locator('table.contact-table tbody tr').first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await a11y.check(phone, 'the contact requests on a phone');

    const teacher = await suite.newPage();
    await signInThroughApi(teacher, suite.server.url, 'docent@vraagwerk.nl', '/admin/registraties');
    await teacher.getByText('Beveiligde toegang').first().waitFor();
  });
});
