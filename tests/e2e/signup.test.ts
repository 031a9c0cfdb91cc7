// Registration and activation in a real Chromium against a real server (document 2 §2.12, §4.4, §5): a teacher asks
// for a trial licence on /registreer (the form's own messages first), the activation mail arrives at the test's real
// SMTP server, the link opens the activation page, a password makes the account, the licence is activated, the new
// teacher signs in and finds the trial licence in the licence overview. The form in its frame (/registreer+iframe),
// and a student licence paid at a loopback Mollie and activated after it. Axe checks every page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser } from '../setup/browser.ts';
import { freePort, startTestServer, type TestServer } from '../setup/server.ts';
import { startSmtp, type TestSmtp } from '../setup/smtp.ts';
import { startMollie, type TestMollie } from '../setup/mollie.ts';

const run = browserAvailable() ? describe : describe.skip;
const PASSWORD = 'mijn-proef-wachtwoord';

run('registration and activation in a browser', () => {
  const a11y = accessibilityChecks();
  let smtp: TestSmtp;
  let mollie: TestMollie;
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    smtp = await startSmtp();
    mollie = await startMollie();
    // Links in the mails and Mollie's redirect point at this very server.
    const port = await freePort();
    server = await startTestServer({
      WEB_DIST: buildWeb(),
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: smtp.url,
      MOLLIE_API_KEY: mollie.apiKey,
      MOLLIE_API_URL: mollie.apiUrl,
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await mollie?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    // The loopback Mollie's checkout page has a self-signed certificate.
    context = await browser.newContext({ ignoreHTTPSErrors: true });
    page = await a11y.watch(await context.newPage());
  });
  afterEach(async () => {
    await context.close();
  });

  const main = () => page.getByRole('main');
  const heading = (name: string | RegExp) => main().getByRole('heading', { name, level: 1 });
  /** The link in the activation mail, as a path on this server. */
  const activationPath = (text: string) => new URL(/http:\/\/127\.0\.0\.1:\d+\/activate\/[A-Za-z0-9_-]+/.exec(text)![0]).pathname;

  it('registers a trial, activates it from the e-mail with a new password, signs in and shows the licence', async () => {
    await page.goto(`${server.url}/registreer`);
    await heading('Proeflicentie aanvragen').waitFor();
    await expect(main().getByRole('link', { name: /Lees de voorwaarden/ }).getAttribute('href')).resolves.toBe('/coming-soon?title=Voorwaarden');

    // Sent empty: the messages of document 2 §5 at their fields, focus on the first.
    await main().getByRole('button', { name: 'Aanvragen' }).click();
    await main().getByText('Voornaam vereist').waitFor();
    for (const text of ['Achternaam vereist', 'Geldig emailadres vereist', 'Vak/niveau keuze vereist', 'Ga akkoord met de voorwaarden voor een proeflicentie.']) {
      await expect(main().getByText(text, { exact: true }).count()).resolves.toBe(1);
    }
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('first_name');
    await a11y.check(page, 'with the messages of an empty form');

    await main().getByLabel('Voornaam').fill('Lotte');
    await main().getByLabel('Achternaam').fill('de Boer');
    await main().getByLabel('E-mailadres').fill('Lotte.deBoer@school.example.nl');
    await main().getByLabel('Vak en niveau').selectOption({ label: 'Scheikunde Havo' });
    await main().getByLabel('Ik ga akkoord met de voorwaarden voor een proeflicentie.').check();
    const mail = smtp.waitFor('lotte.deboer@school.example.nl');
    await main().getByRole('button', { name: 'Aanvragen' }).click();
    await heading('Controleer je e-mail').waitFor();
    await main().getByText('We hebben een e-mail gestuurd naar lotte.deboer@school.example.nl').waitFor();
    await a11y.check(page, 'after sending');

    const received = await mail;
    expect(received.subject).toBe('Aanmelding Vraagwerk');
    await page.goto(`${server.url}${activationPath(received.text)}`);
    await heading('Account aanmaken').waitFor();
    await main().getByText('Kies een wachtwoord voor je account lotte.deboer@school.example.nl.').waitFor();
    await main().getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await main().getByLabel('Wachtwoord opnieuw').fill('iets-anders');
    await main().getByRole('button', { name: 'Opslaan en activeren' }).click();
    await main().getByText('Wachtwoorden komen niet overeen').waitFor();
    await main().getByLabel('Wachtwoord opnieuw').fill(PASSWORD);
    await main().getByRole('button', { name: 'Opslaan en activeren' }).click();
    // The account is made; the page activates the licence by itself and says it is complete.
    await main().getByText('Compleet! Log in en ga direct aan de slag!').waitFor();
    await main().getByText('Je proeflicentie Scheikunde Havo is geactiveerd.', { exact: false }).waitFor();
    await a11y.check(page, 'when the activation is complete');
    // … and goes on to the homepage, where the new teacher signs in.
    await page.waitForURL(`${server.url}/`);
    await heading('Oefenen met echte examenvragen').waitFor();
    await a11y.check(page, 'at the homepage after the activation');
    await main().getByRole('link', { name: 'Inloggen' }).click();
    await page.waitForURL(`${server.url}/login`);
    await a11y.check(page, 'at the sign-in page');
    await main().getByLabel('E-mailadres').fill('lotte.deboer@school.example.nl');
    await main().getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await main().getByRole('button', { name: 'Inloggen', exact: true }).click();
    // A new teacher starts with onboarding.
    await heading('Welkom bij Vraagwerk!').waitFor();
    await main().getByLabel('School').fill('Het Nieuwe Lyceum');
    await main().getByLabel('Plaats').fill('Utrecht');
    await main().getByRole('button', { name: 'Opslaan en verder' }).click();
    await main().getByRole('button', { name: 'Ga naar de homepage' }).click();
    await heading('Welkom, Lotte!').waitFor();
    await a11y.check(page, 'at the new teacher home');

    // The licence overview holds the trial: ten days from the test day, the docent, the demo student and two free seats.
    await page.goto(`${server.url}/licenties`);
    const card = main().getByRole('region', { name: 'Proeflicentie Scheikunde Havo' });
    await card.waitFor();
    await expect(card.getByText('Proeflicentie', { exact: true }).count()).resolves.toBe(1);
    await expect(card.getByText('10 maart 2026 tot 20 maart 2026').count()).resolves.toBe(1);
    const rows = card.getByRole('table', { name: 'Deelnemers' }).getByRole('row');
    await expect(rows.count()).resolves.toBe(5);
    await expect(rows.filter({ hasText: 'Lotte de Boer' }).innerText()).resolves.toMatch(/Docent\s+Scheikunde/);
    await expect(rows.filter({ hasText: 'Demo Leerling' }).count()).resolves.toBe(1);
    await expect(rows.filter({ hasText: 'Nog niemand' }).count()).resolves.toBe(2);

    // The mail's link has done its work.
    await page.goto(`${server.url}${activationPath(received.text).replace('/activate/', '/activeer/')}`);
    await main().getByText('Ongeldige registratiecode').waitFor();
  });

  it('says an unknown code is unknown', async () => {
    await page.goto(`${server.url}/activate/ditbestaatniet-ditbestaatniet-1234`);
    await main().getByText('Onbekende registratiecode').waitFor();
  });

  it('shows the form alone in its frame of 600 pixels, framed by this site only', async () => {
    // The form's own page is checked by itself too (axe also checks it inside the frame below).
    await page.goto(`${server.url}/registreer`);
    const response = await page.goto(`${server.url}/registreer+iframe`);
    expect(response!.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    await heading('Proeflicentie aanvragen').waitFor();
    const frameElement = main().locator('iframe');
    await expect(frameElement.getAttribute('height')).resolves.toBe('600');
    await expect(frameElement.getAttribute('title')).resolves.toBe('Aanmeldformulier voor een proeflicentie');
    const frame = page.frameLocator('iframe');
    await frame.getByRole('heading', { name: 'Proeflicentie aanvragen', level: 1 }).waitFor();
    await frame.getByLabel('Vak en niveau').waitFor();
    // Inside the frame the shell's header and footer are left out.
    await expect(frame.locator('.site-header').isVisible()).resolves.toBe(false);
    await expect(frame.locator('.site-footer').isVisible()).resolves.toBe(false);
    // Links out of the form open in the whole window.
    await expect(frame.getByRole('link', { name: /Inloggen/ }).getAttribute('target')).resolves.toBe('_top');
    await a11y.check(page, 'with the form loaded in its frame');
  });

  it('asks a student for subjects (three or more: the whole level), pays at Mollie and activates the student licence', async () => {
    await page.goto(`${server.url}/registreer/leerling`);
    await heading('Leerlinglicentie aanvragen').waitFor();
    await main().getByLabel('Voornaam').fill('Sem');
    await main().getByLabel('Achternaam').fill('Bakker');
    await main().getByLabel('E-mailadres').fill('sem.bakker@leerling.example.nl');
    const havo = main().getByRole('group', { name: 'Havo' });
    await havo.getByLabel('Natuurkunde').check();
    await main().getByText('Prijs: € 20,00').waitFor();
    // A second subject of another level is fine; a third would mix levels, so other levels close.
    await main().getByRole('group', { name: 'Vwo' }).getByLabel('Natuurkunde').check();
    await main().getByText('Prijs: € 35,00').waitFor();
    await expect(havo.getByLabel('Scheikunde').isDisabled()).resolves.toBe(true);
    await main().getByRole('group', { name: 'Vwo' }).getByLabel('Natuurkunde').uncheck();
    await havo.getByLabel('Scheikunde').check();
    await havo.getByLabel('Wiskunde A').check();
    // Three havo subjects: every havo subject, one price.
    await expect(havo.getByLabel(/Wiskunde B/).isChecked()).resolves.toBe(true);
    await main().getByText('Je kiest 4 vakken: Natuurkunde Havo, Scheikunde Havo, Wiskunde A Havo, Wiskunde B Havo.').waitFor();
    await main().getByText('Prijs: € 40,00').waitFor();
    await expect(main().getByRole('group', { name: 'Vwo' }).getByLabel('Natuurkunde').isDisabled()).resolves.toBe(true);
    await a11y.check(page, 'with a whole level chosen');
    await main().getByLabel('Ik ga akkoord met de voorwaarden om een licentie aan te vragen.').check();
    const mail = smtp.waitFor('sem.bakker@leerling.example.nl');
    await main().getByRole('button', { name: 'Aanvragen' }).click();
    await main().getByText(/Via de link in de e-mail betaal je €\s40,00/).waitFor();
    await a11y.check(page, 'after sending');

    await page.goto(`${server.url}${activationPath((await mail).text)}`);
    await heading('Licentie betalen').waitFor();
    await main().getByRole('button', { name: 'Betaal € 40,00' }).click();
    // Mollie's checkout (the loopback one): paying returns to the activation page.
    await page.getByRole('heading', { name: 'Testbetaling 40.00' }).waitFor();
    await a11y.check(page, "at Mollie's checkout");
    await page.getByRole('link', { name: 'Betalen' }).click();
    await heading('Account aanmaken').waitFor();
    await main().getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await main().getByLabel('Wachtwoord opnieuw').fill(PASSWORD);
    await main().getByRole('button', { name: 'Opslaan en activeren' }).click();
    await main().getByText('Compleet! Log in en ga direct aan de slag!').waitFor();
    await a11y.check(page, 'when the student licence is activated');
    const user = await server.db.prisma.user.findUniqueOrThrow({ where: { email: 'sem.bakker@leerling.example.nl' }, include: { seats: { include: { license: true } } } });
    expect(user.role).toBe('leerling');
    expect(user.seats.map((s) => [s.role, s.license.type, s.license.end.toISOString().slice(0, 10)])).toEqual([['leerling', 'leerlinglicentie', '2026-08-01']]);
  });
});
