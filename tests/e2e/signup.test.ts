// Registration and activation in a real Chromium against a real server (document 2 §2.12, §4.4, §5): a teacher asks
// for a trial licence on /registreer (the form's own messages first), the activation mail arrives at the test's real
// SMTP server, the link opens the activation page, a password makes the account, the licence is activated (once after
// a failed attempt, with 'Opnieuw proberen'), the completed page stays until the teacher goes on, the new teacher signs
// in and finds the trial licence in the licence overview. What a trial holds is worded from the server's numbers. The
// form in its frame (/registreer+iframe), and a student licence — the server's choice of subjects and its amount —
// paid at a loopback Mollie and activated after it. Axe checks every page.
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
    // The page's timers run on a clock the test can move on (to show that the completed page does not leave by itself).
    await page.clock.install();
    await page.goto(`${server.url}/registreer`);
    await heading('Proeflicentie aanvragen').waitFor();
    // What a trial holds, from the server's numbers (10 days, 3 student seats of which the demo student takes one).
    await main()
      .getByText(
        'Probeer Vraagwerk tien dagen gratis met je klas. Je krijgt er drie plekken voor leerlingen bij: op de eerste staat al een demoleerling, zodat je ziet wat je leerlingen zien, en de andere twee zijn voor leerlingen uit je klas.',
      )
      .waitFor();
    await expect(
      main()
        .getByRole('link', { name: /Lees de voorwaarden/ })
        .getAttribute('href'),
    ).resolves.toBe('/coming-soon?title=Voorwaarden');

    // Sent empty: the messages of document 2 §5 at their fields, focus on the first.
    await main().getByRole('button', { name: 'Aanvragen' }).click();
    await main().getByText('Voornaam vereist').waitFor();
    for (const text of ['Achternaam vereist', 'Geldig e-mailadres vereist', 'Vak/niveau keuze vereist', 'Ga akkoord met de voorwaarden voor een proeflicentie.']) {
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
    expect(received.text).toContain(
      'De proeflicentie is tien dagen geldig vanaf het moment dat je hem activeert. Je krijgt er drie plekken voor leerlingen bij: op de eerste staat al een demoleerling, zodat je ziet wat je leerlingen zien, en de andere twee zijn voor leerlingen uit je klas.',
    );
    await page.goto(`${server.url}${activationPath(received.text)}`);
    await heading('Account aanmaken').waitFor();
    await main().getByText('Kies een wachtwoord voor je account lotte.deboer@school.example.nl.').waitFor();
    await main().getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await main().getByLabel('Wachtwoord opnieuw').fill('iets-anders');
    await main().getByRole('button', { name: 'Opslaan en activeren' }).click();
    await main().getByText('Wachtwoorden komen niet overeen').waitFor();
    await main().getByLabel('Wachtwoord opnieuw').fill(PASSWORD);
    // The account is made; the page activates the licence by itself — the first attempt does not reach the server.
    let refused = 0;
    await page.route('**/graphql', async (route) => {
      if (refused === 0 && route.request().postDataJSON()?.operationName === 'useActivateLicenseMutation') {
        refused++;
        return route.abort('connectionfailed');
      }
      return route.fallback();
    });
    await main().getByRole('button', { name: 'Opslaan en activeren' }).click();
    const failed = main().getByRole('alert').filter({ hasText: 'Activeren is niet gelukt.' });
    await failed.waitFor();
    await a11y.check(page, 'when the activation failed');
    await main().getByRole('button', { name: 'Opnieuw proberen' }).click();
    // The teacher chose their password a moment ago: they are signed in, not sent to the sign-in page.
    await main().getByText('Compleet! Je bent ingelogd en kunt direct aan de slag.').waitFor();
    expect(refused).toBe(1);
    // The licence by the name the server gives it.
    await expect(main().locator('.activation-license').innerText()).resolves.toMatch(/^Geactiveerd\s+Proeflicentie Scheikunde Havo$/);
    await a11y.check(page, 'when the activation is complete');
    // The page stays until the teacher goes on (no timer sends anyone away while reading).
    const completedAt = page.url();
    await page.clock.runFor(60_000);
    expect(page.url()).toBe(completedAt);
    await expect(main().getByRole('link', { name: 'Inloggen' }).count()).resolves.toBe(0);
    await main().getByRole('link', { name: 'Aan de slag' }).click();
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

  it("says why a trial is refused for a student's account, without offering to try again", async () => {
    const student = await server.db.prisma.user.create({ data: { email: 'noor.student@leerling.example.nl', firstName: 'Noor', lastName: 'Visser', role: 'leerling' } });
    const code = 'proef-voor-een-leerling-0123456789ab';
    await server.db.prisma.registration.create({
      data: { firstName: 'Noor', lastName: 'Visser', email: student.email, licenseSlug: 'proeflicentie-natuurkunde-havo', streamSlugs: ['natuurkunde-havo'], consent: true, activationCode: code },
    });
    await page.goto(`${server.url}/activate/${code}`);
    const refused = main().getByRole('alert').filter({ hasText: 'Activeren is niet gelukt.' });
    await refused.getByText('Een proeflicentie is voor docenten. Dit e-mailadres hoort bij een leerlingaccount; vraag de proeflicentie aan met het e-mailadres waarmee je als docent werkt.').waitFor();
    await expect(main().getByRole('button', { name: 'Opnieuw proberen' }).count()).resolves.toBe(0);
    await a11y.check(page, 'with the trial refused');
    expect(await server.db.prisma.license.count({ where: { seats: { some: { userId: student.id } } } })).toBe(0);
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
    // Inside the frame the shell's header and footer are there, but left out of the page.
    for (const part of ['.site-header', '.site-footer']) {
      await expect(frame.locator(part).count()).resolves.toBe(1);
      await expect(frame.locator(part).isHidden()).resolves.toBe(true);
    }
    // Links out of the form open in the whole window.
    await expect(frame.getByRole('link', { name: /Inloggen/ }).getAttribute('target')).resolves.toBe('_top');
    await a11y.check(page, 'with the form loaded in its frame');
  });

  it("asks a student for subjects, sends the server's choice (three or more: the whole level) and its amount, pays at Mollie and activates the student licence", async () => {
    await page.goto(`${server.url}/registreer/leerling`);
    await heading('Leerlinglicentie aanvragen').waitFor();
    // Until when, from the server (the test day is 10 March 2026).
    await main().getByText('De licentie is geldig tot 1 augustus 2026.', { exact: false }).waitFor();
    await main().getByLabel('Voornaam').fill('Sem');
    await main().getByLabel('Achternaam').fill('Bakker');
    await main().getByLabel('E-mailadres').fill('sem.bakker@leerling.example.nl');
    const havo = main().getByRole('group', { name: 'Havo' });
    const vwo = main().getByRole('group', { name: 'Vwo' });
    // The price as the server's list gives it for the number ticked.
    await havo.getByLabel('Natuurkunde').check();
    await main().getByText('Prijs: € 20,00').waitFor();
    await vwo.getByLabel('Natuurkunde').check();
    await main().getByText('Prijs: € 35,00').waitFor();
    await havo.getByLabel('Scheikunde').check();
    await main().getByText('Prijs: € 40,00').waitFor();
    await main().getByText('Je krijgt alle vakken van dat niveau.', { exact: false }).waitFor();
    await main().getByLabel('Ik ga akkoord met de voorwaarden om een licentie aan te vragen.').check();
    // Three subjects of two levels: the server refuses, in its own words, at the subjects.
    await main().getByRole('button', { name: 'Aanvragen' }).click();
    await main().getByText('Met drie of meer vakken krijg je alle vakken van één niveau: kies vakken van één niveau.').waitFor();
    await a11y.check(page, 'with levels mixed');
    await vwo.getByLabel('Natuurkunde').uncheck();
    await havo.getByLabel('Wiskunde A').check();
    await main().getByText('Je kiest 3 vakken: Natuurkunde Havo, Scheikunde Havo, Wiskunde A Havo.', { exact: false }).waitFor();
    const mail = smtp.waitFor('sem.bakker@leerling.example.nl');
    await main().getByRole('button', { name: 'Aanvragen' }).click();
    // What the licence holds and costs, as the server chose it: every havo subject, the price of three or more.
    await main()
      .getByText(/Via de link in de e-mail betaal je €\s40,00/)
      .waitFor();
    await main().getByText('Je licentie geeft toegang tot: Natuurkunde Havo, Scheikunde Havo, Wiskunde A Havo, Wiskunde B Havo.').waitFor();
    await a11y.check(page, 'after sending');

    await page.goto(`${server.url}${activationPath((await mail).text)}`);
    await heading('Licentie betalen').waitFor();
    await expect(main().locator('.activation-license').innerText()).resolves.toMatch(/^Aangevraagd\s+Leerlinglicentie Natuurkunde Havo, Scheikunde Havo, Wiskunde A Havo, Wiskunde B Havo$/);
    await main().getByRole('button', { name: 'Betaal € 40,00' }).click();
    // Mollie's checkout (the loopback one): paying returns to the activation page.
    await page.getByRole('heading', { name: 'Testbetaling 40.00' }).waitFor();
    await a11y.check(page, "at Mollie's checkout");
    await page.getByRole('link', { name: 'Betalen' }).click();
    await heading('Account aanmaken').waitFor();
    await main().getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await main().getByLabel('Wachtwoord opnieuw').fill(PASSWORD);
    await main().getByRole('button', { name: 'Opslaan en activeren' }).click();
    await main().getByText('Compleet! Je bent ingelogd en kunt direct aan de slag.').waitFor();
    await a11y.check(page, 'when the student licence is activated');
    const user = await server.db.prisma.user.findUniqueOrThrow({ where: { email: 'sem.bakker@leerling.example.nl' }, include: { seats: { include: { license: true } } } });
    expect(user.role).toBe('leerling');
    expect(user.seats.map((s) => [s.role, s.license.type, s.license.end.toISOString().slice(0, 10)])).toEqual([['leerling', 'leerlinglicentie', '2026-08-01']]);
  });
});
