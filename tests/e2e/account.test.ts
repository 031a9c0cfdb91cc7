// The account screens in a real Chromium against a real server: signing in per role, the password reset by e-mail,
// teacher onboarding, the student's group and grade steps, the profile, and the single sign-on return.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { startSmtp, type TestSmtp } from '../setup/smtp.ts';
import { hashPassword } from '../../server/domain/accounts/passwords.ts';

const run = browserAvailable() ? describe : describe.skip;
const PASSWORD = 'vraagwerk-demo';

run('account screens in a browser', () => {
  const a11y = accessibilityChecks();
  let smtp: TestSmtp;
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ WEB_DIST: buildWeb(), SMTP_URL: smtp.url });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    // A context per test: its own cookies, so every test starts signed out.
    context = await browser.newContext();
    page = await a11y.watch(await context.newPage());
  });
  afterEach(async () => {
    await context.close();
  });

  const main = () => page.getByRole('main');

  async function fillLogin(email: string, password = PASSWORD) {
    await main().getByLabel('E-mailadres').fill(email);
    await main().getByLabel('Wachtwoord', { exact: true }).fill(password);
    await main().getByRole('button', { name: 'Inloggen', exact: true }).click();
  }

  async function signIn(email: string, password = PASSWORD, path = '/login') {
    await page.goto(`${server.url}${path}`);
    await fillLogin(email, password);
  }

  /** Accepts every browser alert from now on and collects their messages. */
  function acceptAlerts(): { messages: string[]; first: Promise<string> } {
    const messages: string[] = [];
    let resolveFirst: (message: string) => void = () => {};
    const first = new Promise<string>((resolve) => (resolveFirst = resolve));
    page.on('dialog', (dialog) => {
      if (dialog.type() === 'alert') messages.push(dialog.message());
      resolveFirst(dialog.message());
      void dialog.accept();
    });
    return { messages, first };
  }

  const heading = (name: string | RegExp) => main().getByRole('heading', { name, level: 1 });

  it('shows the login form with remember-me on and the way to a new password', async () => {
    await page.goto(`${server.url}/login`);
    await heading('Inloggen').waitFor();
    await expect(main().getByLabel('Onthoud mij').isChecked()).resolves.toBe(true);
    await expect(main().getByRole('link', { name: 'Wachtwoord vergeten?' }).getAttribute('href')).resolves.toBe('/forgot-password');
    // No single sign-on is configured on the test server, so its button is not offered.
    await expect(main().getByRole('link', { name: 'Inloggen via de uitgever' }).count()).resolves.toBe(0);
  });

  it('signs a teacher in through the form and shows the teacher home', async () => {
    await signIn('docent@vraagwerk.nl');
    await page.waitForURL(`${server.url}/`);
    await heading('Welkom, Marieke!').waitFor();
    const tags = main().getByRole('link', { name: /Zoeken op trefwoord/ });
    await expect(tags.getAttribute('href')).resolves.toMatch(/^\/courses\/[^/]+\/search\/tags$/);
    const urlId = (await tags.getAttribute('href'))!.split('/')[2];
    await expect(
      main()
        .getByRole('link', { name: /Zoeken op hoofdstuk/ })
        .getAttribute('href'),
    ).resolves.toBe(`/courses/${urlId}/search/methodology`);
    await expect(
      main()
        .getByRole('link', { name: /Zoeken op domein/ })
        .getAttribute('href'),
    ).resolves.toBe(`/courses/${urlId}/search/domains`);
    await main().getByText('Je hebt nog geen opgaven gebruikt').waitFor({ state: 'visible' });
    await expect(main().getByRole('link', { name: 'Opgavegeschiedenis' }).getAttribute('href')).resolves.toBe('/collections/history');
    await expect(main().getByRole('link', { name: 'Leerlinglicenties koppelen' }).getAttribute('href')).resolves.toBe('/licenties');

    // Signed in, /login has nothing to offer: it goes home.
    await page.goto(`${server.url}/login`);
    await page.waitForURL(`${server.url}/`);
    await heading('Welkom, Marieke!').waitFor();
  });

  it("shows a trial teacher the licence's expiry notice", async () => {
    await signIn('proef@vraagwerk.nl');
    await heading('Welkom, Thomas!').waitFor();
    const notice = main().getByRole('alert').filter({ hasText: 'Proeflicentie Natuurkunde Havo' });
    await expect(notice.innerText()).resolves.toMatch(/Je licentie is nog \d+ dagen geldig\./);
  });

  it('signs a student in and shows the three practice cards', async () => {
    await signIn('leerling@vraagwerk.nl');
    await heading('Welkom, Sanne!').waitFor();
    await expect(
      main()
        .getByRole('link', { name: /Per onderwerp/ })
        .getAttribute('href'),
    ).resolves.toBe('/zelf-oefenen/per-onderwerp');
    await expect(
      main()
        .getByRole('link', { name: /Hele examens/ })
        .getAttribute('href'),
    ).resolves.toBe('/zelf-oefenen/hele-examens');
    // The student sits in a group, so the teacher's selection is open.
    await expect(
      main()
        .getByRole('link', { name: /Selectie docent/ })
        .getAttribute('href'),
    ).resolves.toBe('/selectie-docent');
  });

  it('signs an admin in and shows the dashboard', async () => {
    await signIn('admin@vraagwerk.nl');
    await heading('Welkom, Anouk!').waitFor();
    await expect(
      main()
        .getByRole('link', { name: /Beheer/ })
        .getAttribute('href'),
    ).resolves.toBe('/admin');
    await expect(
      main()
        .getByRole('link', { name: /Vakken/ })
        .getAttribute('href'),
    ).resolves.toBe('/vakken');
    await expect(
      main()
        .getByRole('link', { name: /Zelf oefenen/ })
        .getAttribute('href'),
    ).resolves.toBe('/zelf-oefenen');
    await expect(
      main()
        .getByRole('link', { name: /Design system/ })
        .getAttribute('href'),
    ).resolves.toBe('/ds');
  });

  it('goes on to a local `next` after signing in, never to another site', async () => {
    await signIn('docent@vraagwerk.nl', PASSWORD, '/login?next=/profile');
    await page.waitForURL(`${server.url}/profile`);
    await heading('Profielgegevens').waitFor();
    await a11y.check(page);

    await context.clearCookies();
    await signIn('docent@vraagwerk.nl', PASSWORD, '/login?next=//example.org/phish');
    await page.waitForURL(`${server.url}/`);
    await heading('Welkom, Marieke!').waitFor();
  });

  it('shows a wrong password at the field and lets the user try again', async () => {
    await signIn('docent@vraagwerk.nl', 'niet-het-wachtwoord');
    const error = main().getByText('De combinatie van e-mailadres en wachtwoord is onbekend.');
    await error.waitFor();
    await expect(main().getByLabel('E-mailadres').getAttribute('aria-invalid')).resolves.toBe('true');
    await a11y.check(page, 'with the wrong password shown');
    await expect(page.url()).toBe(`${server.url}/login`);
    // The button stopped loading: it can be used again.
    await expect(main().getByRole('button', { name: 'Inloggen', exact: true }).isEnabled()).resolves.toBe(true);
  });

  it('checks empty fields without asking the server', async () => {
    await page.goto(`${server.url}/login`);
    await main().getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(main().getByText('Dit veld is verplicht').count()).resolves.toBe(2);
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const email = 'deelnemer@vraagwerk.nl';
    await page.goto(`${server.url}/login`);
    await main().getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await heading('Wachtwoord vergeten?').waitFor();
    await a11y.check(page);
    await main().getByLabel('E-mailadres').fill(email);
    const mail = smtp.waitFor(email);
    await main().getByRole('button', { name: 'Nieuw wachtwoord opvragen' }).click();
    await page.waitForURL(`${server.url}/forgot-password/verstuurd`);
    await heading('Controleer je e-mail').waitFor();
    await a11y.check(page);
    await expect(main().getByRole('link', { name: 'Terug naar inloggen' }).getAttribute('href')).resolves.toBe('/login');

    const received = await mail;
    const hash = /\/reset-password(#[A-Za-z0-9_-]+)/.exec(received.text)?.[1];
    expect(hash).toBeDefined();
    await page.goto(`${server.url}/reset-password${hash}`);
    await heading('Nieuw wachtwoord instellen').waitFor();
    await main().getByText('Minimaal 8 en maximaal 128 tekens.').waitFor({ state: 'visible' });

    await main().getByLabel('Wachtwoord', { exact: true }).fill('een-nieuw-wachtwoord');
    await main().getByLabel('Wachtwoord opnieuw').fill('een-ander-wachtwoord');
    await main().getByRole('button', { name: 'Opslaan' }).click();
    await main().getByText('Wachtwoorden komen niet overeen').waitFor();
    await a11y.check(page, 'with the fields in error');
    await expect(main().getByLabel('Wachtwoord opnieuw').getAttribute('aria-invalid')).resolves.toBe('true');

    // Too short: the server's rule, shown at the field.
    await main().getByLabel('Wachtwoord', { exact: true }).fill('kort');
    await main().getByLabel('Wachtwoord opnieuw').fill('kort');
    await main().getByRole('button', { name: 'Opslaan' }).click();
    await main().getByText('Het wachtwoord moet minimaal 8 en maximaal 128 tekens hebben.').waitFor();

    await main().getByLabel('Wachtwoord', { exact: true }).fill('een-nieuw-wachtwoord');
    await main().getByLabel('Wachtwoord opnieuw').fill('een-nieuw-wachtwoord');
    await main().getByRole('button', { name: 'Opslaan' }).click();
    await main().getByText('Je wachtwoord is opgeslagen.', { exact: false }).waitFor();

    // The link works once.
    await page.goto(`${server.url}/reset-password${hash}`);
    await main().getByLabel('Wachtwoord', { exact: true }).fill('nog-een-wachtwoord');
    await main().getByLabel('Wachtwoord opnieuw').fill('nog-een-wachtwoord');
    await main().getByRole('button', { name: 'Opslaan' }).click();
    await main()
      .getByText(/ongeldig of verlopen/)
      .waitFor();
    await expect(main().getByRole('link', { name: 'Nieuwe link aanvragen' }).getAttribute('href')).resolves.toBe('/forgot-password');

    // The old password no longer works; the new one does.
    await signIn(email);
    await main().getByText('De combinatie van e-mailadres en wachtwoord is onbekend.').waitFor();
    await fillLogin(email, 'een-nieuw-wachtwoord');
    await heading('Welkom, Pieter!').waitFor();
  });

  it('moves on to the confirmation page for an unknown address too', async () => {
    await page.goto(`${server.url}/forgot-password`);
    await main().getByLabel('E-mailadres').fill('onbekend@vraagwerk.nl');
    await main().getByRole('button', { name: 'Nieuw wachtwoord opvragen' }).click();
    await heading('Controleer je e-mail').waitFor();
  });

  it('alerts a failed reset request and still moves on to the confirmation', async () => {
    await page.goto(`${server.url}/forgot-password`);
    await main().getByLabel('E-mailadres').fill('docent@vraagwerk.nl');
    await page.route('**/graphql', (route) => route.abort());
    const alerts = acceptAlerts();
    await main().getByRole('button', { name: 'Nieuw wachtwoord opvragen' }).click();
    await heading('Controleer je e-mail').waitFor();
    expect(alerts.messages).toEqual([expect.stringMatching(/Geen verbinding met de server/)]);
  });

  it('leads a new teacher through onboarding to the teacher home', async () => {
    await signIn('nieuw@vraagwerk.nl');
    await heading('Welkom bij Vraagwerk!').waitFor();
    await main().getByText('Stap 1 van 2').waitFor({ state: 'visible' });
    await expect(main().getByLabel('Voornaam').inputValue()).resolves.toBe('Nadia');

    // School and place are required.
    await main().getByRole('button', { name: 'Opslaan en verder' }).click();
    await expect(main().getByText('Dit veld is verplicht').count()).resolves.toBe(2);
    await a11y.check(page, 'at onboarding step 1 with the missing fields');

    await main().getByLabel('School').fill('Het Nieuwe Lyceum');
    await main().getByLabel('Plaats').fill('Utrecht');
    await main().getByRole('button', { name: 'Opslaan en verder' }).click();
    await main().getByText('Stap 2 van 2').waitFor();
    await main().getByRole('button', { name: 'Overslaan' }).waitFor({ state: 'visible' });
    await a11y.check(page, 'at onboarding step 2');

    await main().getByRole('button', { name: 'Ga naar de homepage' }).click();
    await heading('Welkom, Nadia!').waitFor();
    // Without a licence there is nothing to search yet, and the page says so.
    await main().getByText('Nog geen vak onder je licentie').waitFor({ state: 'visible' });

    // Saved on the server: a fresh load gives the teacher home again.
    await page.reload();
    await heading('Welkom, Nadia!').waitFor();
    const user = await server.db.prisma.user.findUniqueOrThrow({ where: { email: 'nieuw@vraagwerk.nl' } });
    expect(user.data).toMatchObject({ school: 'Het Nieuwe Lyceum', place: 'Utrecht', onboarding: { step1: 'finished', step2: 'finished' } });
  });

  it('lets a student with a partner-licence seat choose their groups', async () => {
    const prisma = server.db.prisma;
    const license = await prisma.license.findFirstOrThrow({ where: { brinId: { not: null } }, include: { groups: { orderBy: { name: 'asc' } } } });
    const user = await prisma.user.create({
      data: { email: 'kiezer@leerling.example.nl', firstName: 'Kim', lastName: 'Kiezer', role: 'leerling', passwordHash: await hashPassword(PASSWORD) },
    });
    await prisma.seat.create({ data: { licenseId: license.id, role: 'leerling', userId: user.id, email: user.email } });

    await signIn('kiezer@leerling.example.nl');
    await heading(/In welke groep zit je\?/).waitFor();
    await a11y.check(page, 'at the group step');
    const save = main().getByRole('button', { name: 'Opslaan' });
    await expect(save.isDisabled()).resolves.toBe(true);
    const group = license.groups[0]!;
    const box = main().getByLabel(new RegExp(`^${group.name}`));
    await box.check();
    await expect(save.isEnabled()).resolves.toBe(true);
    await box.uncheck();
    await expect(save.isDisabled()).resolves.toBe(true);
    await box.check();
    await save.click();

    await heading('Welkom, Kim!').waitFor();
    // In a group now, so the teacher's selection opens.
    await expect(
      main()
        .getByRole('link', { name: /Selectie docent/ })
        .getAttribute('href'),
    ).resolves.toBe('/selectie-docent');
    const seat = await prisma.seat.findFirstOrThrow({ where: { userId: user.id }, include: { groups: true } });
    expect(seat.groups.map((g) => g.groupId)).toEqual([group.id]);
  });

  it('asks a student in a group without profile data for their grade', async () => {
    const prisma = server.db.prisma;
    const license = await prisma.license.findFirstOrThrow({ where: { brinId: { not: null } }, include: { groups: { orderBy: { name: 'asc' } } } });
    const user = await prisma.user.create({
      data: { email: 'klas@leerling.example.nl', firstName: 'Noor', lastName: 'Klas', role: 'leerling', passwordHash: await hashPassword(PASSWORD) },
    });
    await prisma.seat.create({
      data: { licenseId: license.id, role: 'leerling', userId: user.id, email: user.email, groups: { create: [{ groupId: license.groups[0]!.id }] } },
    });

    await signIn('klas@leerling.example.nl');
    await heading(/In welke klas zit je\?/).waitFor();
    await main().getByRole('button', { name: 'Opslaan' }).click();
    await expect(main().getByLabel('Klas', { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
    await main().getByText('Dit veld is verplicht').first().waitFor({ state: 'visible' });
    await a11y.check(page, 'at the grade step with the missing grade');
    const grades = await main().getByLabel('Klas', { exact: true }).locator('option').allInnerTexts();
    expect(grades).toEqual(['Kies je klas', 'Vmbo 3', 'Vmbo 4', 'Havo 4', 'Havo 5', 'Vwo 5', 'Vwo 6']);
    await main().getByLabel('Klas', { exact: true }).selectOption('Havo 5');
    await main().getByLabel('Vak', { exact: true }).selectOption('Natuurkunde');
    await main().getByRole('button', { name: 'Opslaan' }).click();
    await heading('Welkom, Noor!').waitFor();
    // Her seat grants no subject yet: the practice cards say so instead of leading to an empty page.
    await main().locator('.home-card', { hasText: 'Per onderwerp' }).getByText('Je hebt nog geen vak met een licentie.').waitFor({ state: 'visible' });
    const saved = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(saved.data).toMatchObject({ grade: 'Havo 5', course: 'Natuurkunde' });
  });

  it('keeps Selectie docent closed for a student without groups', async () => {
    const prisma = server.db.prisma;
    await prisma.user.create({
      data: { email: 'solo@leerling.example.nl', firstName: 'Sem', lastName: 'Solo', role: 'leerling', passwordHash: await hashPassword(PASSWORD), data: { grade: 'Vwo 6', course: 'Scheikunde' } },
    });
    await signIn('solo@leerling.example.nl');
    await heading('Welkom, Sem!').waitFor();
    await expect(
      main()
        .getByRole('link', { name: /Selectie docent/ })
        .count(),
    ).resolves.toBe(0);
    await main().locator('[aria-disabled=true]', { hasText: 'Selectie docent' }).waitFor({ state: 'visible' });
  });

  it('edits the profile: required fields are checked and saving is confirmed', async () => {
    await signIn('proef@vraagwerk.nl', PASSWORD, '/login?next=/profile');
    await heading('Profielgegevens').waitFor();
    await main().getByText('proef@vraagwerk.nl').waitFor({ state: 'visible' });
    await expect(main().getByLabel('School').inputValue()).resolves.toBe('Stedelijk Lyceum');

    await main().getByLabel('Achternaam').fill('');
    await main().getByRole('button', { name: 'Opslaan' }).click();
    await main().getByText('Dit veld is verplicht').waitFor();
    await expect(main().getByLabel('Achternaam').getAttribute('aria-invalid')).resolves.toBe('true');

    await main().getByLabel('Achternaam').fill('de Proefdocent');
    await main().getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('De profielgegevens zijn opgeslagen').waitFor();
    await page.reload();
    await heading('Profielgegevens').waitFor();
    await expect(main().getByLabel('Achternaam').inputValue()).resolves.toBe('de Proefdocent');
  });

  it('alerts when the profile cannot be saved', async () => {
    await signIn('docent@vraagwerk.nl', PASSWORD, '/login?next=/profile');
    await heading('Profielgegevens').waitFor();
    await page.route('**/graphql', (route) => route.abort());
    const alerts = acceptAlerts();
    await main().getByRole('button', { name: 'Opslaan' }).click();
    await expect(alerts.first).resolves.toMatch(/Geen verbinding met de server/);
    await expect(page.getByText('De profielgegevens zijn opgeslagen').count()).resolves.toBe(0);
  });

  it("shows a student's course and grade on the profile", async () => {
    await signIn('leerling@vraagwerk.nl', PASSWORD, '/login?next=/profile');
    await heading('Profielgegevens').waitFor();
    await expect(main().getByLabel('Klas', { exact: true }).inputValue()).resolves.toBe('Havo 4');
    await expect(main().getByLabel('Vak', { exact: true }).inputValue()).resolves.toBe('Natuurkunde');
    await main().getByText('Havo 4 natuurkunde').waitFor({ state: 'visible' });
    await expect(main().getByLabel('School').count()).resolves.toBe(0);
  });

  it('does not show the profile to a visitor', async () => {
    await page.goto(`${server.url}/profile`);
    await main().getByText('Beveiligde toegang').waitFor();
    await expect(main().getByLabel('Achternaam').count()).resolves.toBe(0);
  });

  it('explains a single sign-on without a licence in a dialog', async () => {
    await page.goto(`${server.url}/sso?fout=licentie`);
    const dialog = page.getByRole('dialog', { name: 'Probleem' });
    await dialog.waitFor();
    await dialog.getByText('Geen geldige licentie(s) gevonden').waitFor({ state: 'visible' });
    await a11y.check(page, 'with the dialog open');
    await expect(dialog.getByRole('link', { name: 'Uitloggen bij de uitgever' }).getAttribute('href')).resolves.toBe('/api/sso/logout');

    await page.goto(`${server.url}/sso?fout=onbekend`);
    await main().getByText('Inloggen via de uitgever is niet gelukt', { exact: false }).waitFor();

    await page.goto(`${server.url}/sso`);
    await page.waitForURL(`${server.url}/`);
  });

  it('fits the login and home screens on a phone', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.url}/login`);
    await heading('Inloggen').waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await expect(overflow()).resolves.toBeLessThanOrEqual(0);
    await fillLogin('docent@vraagwerk.nl');
    await heading('Welkom, Marieke!').waitFor();
    await expect(overflow()).resolves.toBeLessThanOrEqual(0);
  });
});
