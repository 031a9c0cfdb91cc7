// Users in the back-office in a real Chromium (issue 47): an admin finds users in the list (the quick matches below the
// search box, the list filtered), creates a teacher with a generated password that is shown once, and the new teacher
// signs in with it on the login page; the user's page shows the names, role and an empty activity log. At 360 px the
// list and the form fit. A teacher gets 'Beveiligde toegang'. Axe checks every page.
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserSuite } from '../setup/browserSuite.ts';
import { browserAvailable, signInThroughApi } from '../setup/browser.ts';

const run = browserAvailable() ? describe : describe.skip;

run('users in the back-office', () => {
  const a11y = accessibilityChecks();
  const suite = browserSuite(a11y);
  const db = () => suite.server.db.prisma;

  it('lets an admin create a teacher whose password is shown once and who then signs in with it', async () => {
    const page = await suite.newPage();
    await signInThroughApi(page, suite.server.url, 'admin@vraagwerk.nl', '/admin/users');
    await page.getByRole('heading', { level: 1, name: 'Gebruikers' }).waitFor();
    await page.locator('table.users-table tbody tr').first().waitFor();
    await a11y.check(page, 'the user list');

    // The quick matches while typing, then the list filtered.
    await page.getByLabel('Zoek op e-mail of naam').fill('DOCENT@vraagwerk');
    const quick = page.getByRole('list', { name: 'Gevonden gebruikers' });
    await quick.getByRole('link', { name: /docent@vraagwerk\.nl/ }).waitFor();
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await page.getByText('1 gebruiker', { exact: true }).waitFor();
    expect(await page.locator('table.users-table tbody tr td:first-child a').allTextContents()).toEqual(['docent@vraagwerk.nl']);

    await page.getByRole('link', { name: 'Nieuwe gebruiker' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nieuwe gebruiker' }).waitFor();
    expect(await page.getByLabel('Rol').inputValue()).toBe('participant');
    // A refused save: the spec's warning and the field errors.
    await page.getByRole('button', { name: 'Aanmaken' }).click();
    await page.getByText('Controlleer de velden', { exact: true }).waitFor();
    await page.getByText('Er zijn validatiefouten opgetreden. Controlleer de velden en probeer het opnieuw.').waitFor();
    await a11y.check(page, 'the create form with its errors');

    await page.getByLabel('Voornaam').fill('Noor');
    await page.getByLabel('Achternaam').fill('van Dijk');
    await page.getByLabel('E-mail', { exact: true }).fill('Noor.vanDijk@School.example');
    await page.getByLabel('Rol').selectOption('docent');
    await page.getByRole('button', { name: 'Aanmaken' }).dblclick();
    await page.getByRole('heading', { level: 1, name: 'Gebruiker aangemaakt' }).waitFor();
    const password = (await page.getByTestId('initial-password').textContent())!;
    expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await page.getByRole('button', { name: 'Kopieer wachtwoord' }).waitFor();
    await a11y.check(page, 'the password shown once');
    expect(await db().user.count({ where: { email: 'noor.vandijk@school.example' } })).toBe(1);

    // The user's page: names, role, no seats, no activity; the password is not shown again.
    await page.getByRole('link', { name: 'Naar de gebruiker' }).click();
    await page.getByRole('heading', { level: 1, name: 'Noor van Dijk' }).waitFor();
    // Its address survives a reload (the server would take a path ending in '.example' for a file).
    expect(new URL(page.url()).pathname).toBe('/admin/users/noor%2Evandijk%40school%2Eexample');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Noor van Dijk' }).waitFor();
    expect(await page.getByLabel('Rol').inputValue()).toBe('docent');
    await page.getByText('Deze gebruiker heeft geen licentieplek.').waitFor();
    await page.getByText('Nog geen activiteit.').waitFor();
    expect(await page.content()).not.toContain(password);
    await a11y.check(page, "the user's page");

    // The new teacher signs in with the password on the login page.
    const teacher = await suite.newPage();
    await teacher.goto(`${suite.server.url}/login`);
    await teacher.getByLabel('E-mail').fill('noor.vandijk@school.example');
    await teacher.getByLabel('Wachtwoord').fill(password);
    await teacher.getByRole('button', { name: 'Inloggen' }).click();
    await teacher.waitForURL((url) => !url.pathname.startsWith('/login'));
    const me = await teacher.evaluate(async () => (await fetch('/api/user', { headers: { Accept: 'application/json' } })).json());
    expect(me).toMatchObject({ email: 'noor.vandijk@school.example', role: 'docent', first_name: 'Noor', last_name: 'van Dijk' });
  });

  it('fits a phone, and refuses a teacher', async () => {
    const phone = await suite.newPage({ width: 360, height: 740 });
    await signInThroughApi(phone, suite.server.url, 'admin@vraagwerk.nl', '/admin/users/create');
    await phone.getByRole('heading', { level: 1, name: 'Nieuwe gebruiker' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await a11y.check(phone, 'the create form on a phone');

    const teacher = await suite.newPage();
    await signInThroughApi(teacher, suite.server.url, 'docent@vraagwerk.nl', '/admin/users');
    await teacher.getByText('Beveiligde toegang').first().waitFor();
  });
});
