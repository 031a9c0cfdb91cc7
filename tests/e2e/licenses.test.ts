// The licence overview and an invitation in a real Chromium against a real server (document 2 §2.10, §4.5; document 1
// §4): a teacher opens /licenties, sees the licence and its seats, the compact view (also when fetching it fails once)
// and the seats' streams, makes a demo student, invites a student through the seat dialog; the invitation arrives at
// the test's real SMTP server, the student opens the link, chooses a password and signs in. An invitation to an
// address with an account is accepted with a click, never by opening the link. Switching a seat off asks first, in a
// dialog of its own that starts on 'Terug'. Axe checks every page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser, signInThroughApi } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { startSmtp, type TestSmtp } from '../setup/smtp.ts';
import { createHash, randomBytes } from 'node:crypto';
import { createLicense, createSeat, createUser, streamIdOf } from '../setup/factories.ts';

const run = browserAvailable() ? describe : describe.skip;
const PASSWORD = 'mijn-eigen-wachtwoord';

run('licence overview and invitations', () => {
  const a11y = accessibilityChecks();
  let smtp: TestSmtp;
  let server: TestServer;
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  let teacherEmail = '';
  let studentSeatName = '';
  let licenseId = 0;

  const db = () => server.db.prisma;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ WEB_DIST: buildWeb(), SMTP_URL: smtp.url });
    browser = await launchBrowser();
    const physics = await streamIdOf(db(), 'natuurkunde-havo');
    const license = await createLicense(db(), {
      description: 'Het Baken College — natuurkunde',
      begin: new Date('2025-08-01'),
      end: new Date('2026-08-01'),
      groups: [{ name: 'Havo 4a', streamSlug: 'natuurkunde-havo' }],
    });
    licenseId = license.id;
    const groupIds = [license.groups[0]!.id];
    const teacher = await createUser(db(), {
      role: 'docent',
      firstName: 'Marieke',
      lastName: 'van Dijk',
      data: { school: 'Het Baken', place: 'Amersfoort', onboarding: { step1: 'finished', step2: 'finished' } },
    });
    teacherEmail = teacher.email;
    await createSeat(db(), {
      licenseId: license.id,
      userId: teacher.id,
      groupIds,
      privileges: [
        { action: 'licentie beheren', objectType: 'license', objectId: license.id },
        { action: 'opgavensets samenstellen', objectId: physics },
      ],
    });
    const student = await createUser(db(), { role: 'leerling', firstName: 'Daan', lastName: 'Jansen', data: { grade: 'Havo 4' } });
    studentSeatName = 'Daan Jansen';
    await createSeat(db(), { licenseId: license.id, userId: student.id, role: 'leerling', groupIds, privileges: [{ action: 'oefensets uitvoeren', objectId: physics, end: new Date('2026-08-01') }] });
    // A free seat to invite a student to.
    await createSeat(db(), { licenseId: license.id, role: 'leerling', groupIds, privileges: [{ action: 'oefensets uitvoeren', objectId: physics }] });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });
  afterEach(async () => {
    for (const context of contexts) await context.close();
    contexts = [];
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext();
    contexts.push(context);
    return a11y.watch(await context.newPage());
  }

  async function teacherPage(path = '/licenties'): Promise<Page> {
    const page = await newPage();
    await signInThroughApi(page, server.url, teacherEmail, path);
    // page.goto checked the page once it had loaded.
    await page.getByRole('heading', { name: 'Licentieoverzicht', level: 1 }).waitFor();
    return page;
  }

  const seatsTable = (page: Page) => page.getByRole('main').getByRole('table', { name: 'Deelnemers' });
  const rowOf = (page: Page, name: string | RegExp) =>
    seatsTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name }) });

  it('shows the licence with its seats, the compact view in the address and what each seat gives', async () => {
    const page = await teacherPage();
    const main = page.getByRole('main');
    const card = main.getByRole('region', { name: 'Het Baken College — natuurkunde' });
    await expect(card.getByText('1 augustus 2025 tot 1 augustus 2026').count()).resolves.toBe(1);
    await expect(card.getByText('Schoollicentie').count()).resolves.toBe(1);
    await expect(seatsTable(page).getByRole('row').count()).resolves.toBe(4);
    await expect(rowOf(page, /Marieke van Dijk/).innerText()).resolves.toMatch(/Docent\s+Havo 4a\s+Account gekoppeld\s+Ja/);
    await expect(rowOf(page, studentSeatName).innerText()).resolves.toMatch(/Leerling\s+Havo 4a\s+Account gekoppeld\s+Ja/);
    await expect(rowOf(page, 'Nog niemand').innerText()).resolves.toMatch(/Leerling\s+Havo 4a\s+Vrij\s+Ja/);

    // The table is named after its licence (a page can hold several).
    await expect(main.getByRole('table', { name: 'Deelnemers van Het Baken College — natuurkunde' }).count()).resolves.toBe(1);
    // The button says what pressing it does (no aria-pressed beside a changing label).
    await main.getByRole('button', { name: 'Opgaven tonen' }).click();
    await expect(seatsTable(page).getByRole('columnheader', { name: 'Opgaven' }).count()).resolves.toBe(1);
    await expect(rowOf(page, studentSeatName).innerText()).resolves.toContain('Natuurkunde Havo: oefensets uitvoeren (tot 1 augustus 2026)');
    const hide = main.getByRole('button', { name: 'Opgaven verbergen' });
    await expect(hide.getAttribute('aria-pressed')).resolves.toBeNull();

    // The compact view's seats fail to arrive once: the table stays as it was and says so; trying again shows them.
    let refused = 0;
    await page.route('**/graphql', async (route) => {
      if (refused === 0 && route.request().postDataJSON()?.operationName === 'SeatTablePaginationQuery') {
        refused++;
        return route.abort('connectionfailed');
      }
      return route.fallback();
    });
    await main.getByLabel('Compacte weergave: alleen leerlingen').check();
    await page.waitForURL(/\/licenties\?weergave=compact$/);
    const failed = main.getByRole('alert').filter({ hasText: 'Kon de deelnemers niet laden. Je ziet nog de vorige lijst.' });
    await failed.waitFor();
    expect(refused).toBe(1);
    await expect(page.getByRole('heading', { name: 'Licentieoverzicht', level: 1 }).count()).resolves.toBe(1);
    await expect(seatsTable(page).getByRole('row').count()).resolves.toBe(4);
    await a11y.check(page, 'with the compact view refused');
    await failed.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await seatsTable(page).getByRole('row').nth(3).waitFor({ state: 'detached' });
    await expect(failed.count()).resolves.toBe(0);
    await expect(seatsTable(page).getByRole('row').count()).resolves.toBe(3);
    await expect(rowOf(page, /Marieke/).count()).resolves.toBe(0);
    await a11y.check(page, 'in the compact view');
    // The address keeps the view.
    await page.reload();
    await seatsTable(page).waitFor();
    await expect(main.getByLabel('Compacte weergave: alleen leerlingen').isChecked()).resolves.toBe(true);
    await expect(seatsTable(page).getByRole('row').count()).resolves.toBe(3);
  });

  it('makes a demo student, which the user menu then offers to switch to', async () => {
    const page = await teacherPage();
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Demoleerling maken' }).click();
    const notice = main.getByText(/^Je demoleerling is leerling-[a-z0-9]{6}@vraagwerk\.nl\./);
    await notice.waitFor();
    await expect(main.getByRole('button', { name: 'Demoleerling maken' }).count()).resolves.toBe(0);
    // The button gave way to the sentence, and the focus went with it (not to the page's body).
    await expect(notice.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(rowOf(page, /Demo Leerling/).innerText()).resolves.toMatch(/Demo\s+leerling-[a-z0-9]{6}@vraagwerk\.nl\s+Leerling\s+Havo 4a\s+Account gekoppeld/);
    await page.getByRole('button', { name: /^Gebruikersmenu/ }).click();
    await page.getByRole('button', { name: 'Overschakelen naar Demo Leerling (leerlingaccount)' }).waitFor();
    await a11y.check(page, 'with the user menu open');
  });

  it('invites a student by e-mail; the student opens the link, chooses a password and signs in', async () => {
    const page = await teacherPage();
    // Free seats are told apart by their place in the list (the teacher, Daan, then this one; the demo student is newer).
    const free = rowOf(page, 'Nog niemand').getByRole('button');
    await expect(free.getAttribute('aria-label')).resolves.toBe('Gegevens van vrije plek 3 wijzigen');
    await free.click();
    const dialog = page.getByRole('dialog', { name: 'Deelnemer wijzigen' });
    await dialog.waitFor();
    await dialog.getByLabel('Voornaam').fill('Lotte');
    await dialog.getByLabel('Achternaam').fill('Bos');
    await dialog.getByLabel('E-mailadres').fill('geen-adres');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.getByText('Vul een geldig e-mailadres in.').waitFor();
    await expect(dialog.getByLabel('E-mailadres').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await dialog.getByLabel('E-mailadres').fill('Lotte.Bos@leerling.example.nl');
    // Whether saving invites is the server's to say: the dialog says when it may, the answer says whether it did.
    await dialog.getByText('Met een e-mailadres en een voornaam sturen we bij opslaan een uitnodiging om een account aan te maken of te koppelen.').waitFor();
    await a11y.check(page, 'with the seat dialog open');
    const mail = smtp.waitFor('lotte.bos@leerling.example.nl');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('status').filter({ hasText: 'De gegevens zijn opgeslagen en er is een uitnodiging verstuurd naar lotte.bos@leerling.example.nl.' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect(rowOf(page, 'Lotte Bos').innerText()).resolves.toMatch(/lotte\.bos@leerling\.example\.nl\s+Leerling\s+Havo 4a\s+Uitgenodigd\s+Uitnodiging geldig tot 24 maart 2026\s+Ja/);
    // Focus went back to the row's button.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Gegevens van Lotte Bos wijzigen');
    // Saved again while that invitation still works: no new one unless asked, and the answer says so.
    await rowOf(page, 'Lotte Bos').getByRole('button', { name: 'Gegevens van Lotte Bos wijzigen' }).click();
    await dialog.getByText('De uitnodiging die we naar dit adres stuurden, is nog geldig.', { exact: false }).waitFor();
    await expect(dialog.getByLabel('Uitnodiging opnieuw versturen').isChecked()).resolves.toBe(false);
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^De gegevens zijn opgeslagen\.$/ })
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const received = await mail;
    expect(received.subject).toBe('Aanmelding Vraagwerk');
    const path = received.text.match(/\/uitnodiging-accepteren\/[A-Za-z0-9_-]+/)![0];

    // The student, in a browser of their own.
    const student = await newPage();
    await student.goto(`${server.url}${path}`);
    const studentMain = student.getByRole('main');
    await studentMain.getByRole('heading', { name: 'Welkom, Lotte!', level: 1 }).waitFor();
    await studentMain.getByText("Je bent uitgenodigd om Vraagwerk te gebruiken met het e-mailadres lotte.bos@leerling.example.nl, bij de licentie 'Het Baken College — natuurkunde'.").waitFor();
    await studentMain.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await studentMain.getByLabel('Wachtwoord opnieuw').fill('iets-anders');
    await studentMain.getByRole('button', { name: 'Account aanmaken' }).click();
    await studentMain.getByText('Wachtwoorden komen niet overeen').waitFor();
    await a11y.check(student, 'with the passwords differing');
    await studentMain.getByLabel('Wachtwoord opnieuw').fill(PASSWORD);
    await studentMain.getByRole('button', { name: 'Account aanmaken' }).click();
    await student.waitForURL(`${server.url}/`);
    await student.getByRole('status').filter({ hasText: 'Welkom! Log in en ga direct aan de slag!' }).waitFor();
    await a11y.check(student, 'home after accepting');

    // The link is used up.
    await student.goto(`${server.url}${path}`);
    await studentMain.getByText('Link al geactiveerd').waitFor();

    await student.goto(`${server.url}/login`);
    await studentMain.getByLabel('E-mailadres').fill('lotte.bos@leerling.example.nl');
    await studentMain.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await studentMain.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await studentMain.getByRole('heading', { name: /^Welkom, Lotte!/, level: 1 }).waitFor();
    await a11y.check(student, 'signed in as the invited student');

    // The teacher sees the seat taken.
    await page.reload();
    await seatsTable(page).waitFor();
    await expect(rowOf(page, 'Lotte Bos').innerText()).resolves.toMatch(/Account gekoppeld/);
  });

  it('links the seat to an account that already has the invited address only when the invitee accepts, signing out whoever was signed in', async () => {
    const existing = await createUser(db(), { role: 'leerling', firstName: 'Fenna', email: 'fenna.smit@leerling.example.nl' });
    const token = randomBytes(32).toString('base64url');
    const seat = await createSeat(db(), { licenseId, role: 'leerling' });
    await db().seat.update({
      where: { id: seat.id },
      data: { email: existing.email, firstName: 'Fenna', inviteTokenHash: createHash('sha256').update(token).digest('hex'), inviteExpiresAt: new Date('2026-03-20T00:00:00Z') },
    });
    // Someone else is signed in on this browser.
    const page = await newPage();
    await signInThroughApi(page, server.url, teacherEmail, `/uitnodiging-accepteren/${token}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Welkom, Fenna!', level: 1 }).waitFor();
    await main.getByText("Je bent uitgenodigd om Vraagwerk te gebruiken met het e-mailadres fenna.smit@leerling.example.nl, bij de licentie 'Het Baken College — natuurkunde'.").waitFor();
    await main.getByText('Er bestaat al een account met fenna.smit@leerling.example.nl. Als je de uitnodiging accepteert, koppelen we de licentie aan dat account.').waitFor();
    await main.getByText(`Je bent nu ingelogd als ${teacherEmail}. Je wordt uitgelogd zodra je de uitnodiging accepteert.`).waitFor();
    // Opening the link changed nothing: not the seat, not the session here.
    expect((await db().seat.findUniqueOrThrow({ where: { id: seat.id } })).userId).toBeNull();
    await expect(page.evaluate(async () => (await fetch('/api/user', { headers: { Accept: 'application/json' } })).status)).resolves.toBe(200);

    // Pressed twice in a row, it accepts once (a second request would find the seat taken and say 'Link al geactiveerd').
    const accepts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'useAcceptInvitationMutation') accepts.push(request.url());
    });
    await main.getByRole('button', { name: 'Uitnodiging accepteren' }).dblclick();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('status').filter({ hasText: 'Welkom! Log in en ga direct aan de slag!' }).waitFor();
    await page.getByRole('link', { name: 'Inloggen' }).first().waitFor();
    await a11y.check(page, 'home after the invitation was accepted');
    expect(accepts).toHaveLength(1);
    expect((await db().seat.findUniqueOrThrow({ where: { id: seat.id } })).userId).toBe(existing.id);
    // This browser's session of the teacher has ended.
    await expect(page.evaluate(async () => (await fetch('/api/user', { headers: { Accept: 'application/json' } })).status)).resolves.toBe(401);
  });

  it('asks before switching off a seat whose student has an account, in a dialog of its own that starts on Terug', async () => {
    const page = await teacherPage();
    await rowOf(page, studentSeatName)
      .getByRole('button', { name: `Gegevens van ${studentSeatName} wijzigen` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Deelnemer wijzigen' });
    // A linked seat's address belongs to its account: shown, not editable.
    await expect(dialog.getByLabel('E-mailadres').isEditable()).resolves.toBe(false);
    await dialog.getByLabel('Actief').uncheck();
    // Saved from the keyboard: the question is a new dialog, announced, with the focus on 'Terug' — not on the button
    // that was 'Opslaan' a moment ago, so a second Enter cannot switch the seat off unseen.
    await dialog.getByRole('button', { name: 'Opslaan' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Plek uitzetten?' });
    await confirm.getByText(`${studentSeatName} wordt direct uitgelogd en kan Vraagwerk niet meer gebruiken via deze licentie, totdat je de plek weer aanzet.`).waitFor();
    await expect(confirm.evaluate((el: HTMLDialogElement) => el.open && el.matches(':modal'))).resolves.toBe(true);
    await expect(confirm.getByRole('button', { name: 'Terug' }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await a11y.check(page, 'asking to confirm switching a seat off');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect(confirm.count()).resolves.toBe(0);
    const daan = await db().seat.findFirstOrThrow({ where: { licenseId, user: { firstName: 'Daan' } } });
    expect(daan.isActive).toBe(true);

    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await confirm.getByRole('button', { name: 'Ja, uitzetten' }).click();
    await page.getByRole('status').filter({ hasText: 'De gegevens zijn opgeslagen.' }).waitFor();
    await expect(rowOf(page, studentSeatName).innerText()).resolves.toMatch(/Account gekoppeld\s+Nee/);
    expect((await db().seat.findUniqueOrThrow({ where: { id: daan.id } })).isActive).toBe(false);
    // Focus is back on the row's button.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(`Gegevens van ${studentSeatName} wijzigen`);
  });
});
