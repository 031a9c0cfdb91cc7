// Deactivating a user in a real Chromium (issue 47): a teacher has the app open; an admin deactivates them on the user
// screen after a confirmation; the teacher's open session is signed out at its next request and the sign-in form says
// the account is deactivated; the list's 'Gedeactiveerd' filter shows them with the tag; 'Heractiveren' lets them sign
// in again with the password they had. The admin works at 360 px once. Axe checks every page, the dialog too.
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserSuite } from '../setup/browserSuite.ts';
import { browserAvailable, signInThroughApi } from '../setup/browser.ts';
import { createUser, DEMO_PASSWORD } from '../setup/factories.ts';
import type { Page } from 'playwright-core';

const run = browserAvailable() ? describe : describe.skip;

const EMAIL = 'tess.uit@e2e.example';
const userPath = `/admin/users/${encodeURIComponent(EMAIL).replace(/\./g, '%2E')}`;
const DEACTIVATED = 'Dit account is gedeactiveerd. Neem contact op met je school of met Vraagwerk.';

/** What the server answers the page's own cookie on /api/user. */
const userStatus = (page: Page) => page.evaluate(async () => (await fetch('/api/user')).status);

async function signInWithForm(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('heading', { level: 1, name: 'Inloggen' }).waitFor();
  await page.getByLabel('E-mailadres').fill(EMAIL);
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

run('deactivating a user in the back-office', () => {
  const a11y = accessibilityChecks();
  const suite = browserSuite(a11y);
  const db = () => suite.server.db.prisma;

  it("signs the user's open session out, refuses their sign-in, and lets them in again once reactivated", async () => {
    await createUser(db(), { email: EMAIL, role: 'docent', firstName: 'Tess', lastName: 'Uit' });
    const teacher = await suite.newPage();
    await signInThroughApi(teacher, suite.server.url, EMAIL, '/');
    expect(await userStatus(teacher)).toBe(200);

    const admin = await suite.newPage({ width: 360, height: 780 });
    await signInThroughApi(admin, suite.server.url, 'admin@vraagwerk.nl', userPath);
    await admin.getByRole('heading', { level: 1, name: 'Tess Uit' }).waitFor();
    await admin.getByText('Dit account is actief: de gebruiker kan inloggen.').waitFor();
    await admin.getByRole('button', { name: 'Deactiveren' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Gebruiker deactiveren?' });
    await dialog.waitFor();
    // Focus starts on 'Annuleren': Enter does not deactivate by accident.
    expect(await admin.evaluate(() => document.activeElement?.textContent)).toBe('Annuleren');
    await a11y.check(admin, 'the deactivation dialog at 360 px');
    await dialog.getByRole('button', { name: 'Deactiveren' }).click();
    await admin.getByText('Gebruiker gedeactiveerd').waitFor();
    await admin.getByRole('heading', { level: 1, name: 'Tess Uit gedeactiveerd' }).waitFor();
    await admin.getByRole('button', { name: 'Heractiveren' }).waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await a11y.check(admin, 'a deactivated user at 360 px');

    // The teacher's open page: its next request is refused, and the app shows them signed out.
    expect(await userStatus(teacher)).toBe(401);
    await teacher.reload();
    await teacher.goto(`${suite.server.url}/login`);
    await signInWithForm(teacher, suite.server.url);
    await teacher.getByText(DEACTIVATED).waitFor();
    expect(await userStatus(teacher)).toBe(401);
    await a11y.check(teacher, 'the sign-in form refusing a deactivated account');

    // The list's filter and tag, at desktop width.
    const list = await suite.newPage();
    await signInThroughApi(list, suite.server.url, 'admin@vraagwerk.nl', '/admin/users?status=gedeactiveerd');
    await list.getByRole('heading', { level: 1, name: 'Gebruikers' }).waitFor();
    const row = list.locator('table.users-table tbody tr', { hasText: EMAIL });
    await row.locator('.tag-deactivated', { hasText: 'gedeactiveerd' }).waitFor();
    expect(await list.getByLabel('Status').inputValue()).toBe('deactivated');
    expect(await list.locator('table.users-table tbody tr', { hasText: 'admin@vraagwerk.nl' }).count()).toBe(0);
    await list.getByLabel('Status').selectOption('active');
    await list.waitForURL(/status=actief/);
    await list.locator('table.users-table tbody tr', { hasText: 'admin@vraagwerk.nl' }).first().waitFor();
    expect(await list.locator('table.users-table tbody tr', { hasText: EMAIL }).count()).toBe(0);
    await a11y.check(list, 'the users list filtered on active users');

    // Reactivated: the same password lets them in.
    await admin.getByRole('button', { name: 'Heractiveren' }).click();
    await admin.getByText('Gebruiker geheractiveerd').waitFor();
    await admin.getByText('Dit account is actief: de gebruiker kan inloggen.').waitFor();
    await signInWithForm(teacher, suite.server.url);
    await teacher.waitForURL((url) => url.pathname !== '/login');
    expect(await userStatus(teacher)).toBe(200);
  });
});
