// The application shell in a real browser: header, stream picker, menus per role, user menu and account switching,
// the protected-page warning, the session countdown and idle sign-out, and the feedback tab.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { hashPassword } from '../../server/domain/accounts/passwords.ts';

const run = browserAvailable() ? describe : describe.skip;
const PASSWORD = 'vraagwerk-demo';

/** Signs in through the API from inside the page (the login screen is tested elsewhere), then opens `path`. */
async function signIn(page: Page, baseUrl: string, email: string, path = '/ds', remember = true): Promise<void> {
  await page.goto(`${baseUrl}/healthz`);
  const status = await page.evaluate(
    async ({ email, password, remember }) => {
      await fetch('/sanctum/csrf-cookie');
      const cookie = document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))!
        .slice('XSRF-TOKEN='.length);
      const response = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(cookie) },
        body: JSON.stringify({ email, password, remember }),
      });
      return response.status;
    },
    { email, password: PASSWORD, remember },
  );
  expect(status).toBe(200);
  await page.goto(`${baseUrl}${path}`);
}

/** Asks the server who the page's session belongs to. */
async function sessionEmail(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const cookie =
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))
        ?.slice('XSRF-TOKEN='.length) ?? '';
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(cookie) },
      body: JSON.stringify({ query: '{ viewer { user { email } } }' }),
    });
    const body = (await response.json()) as { data: { viewer: { user: { email: string } | null } } };
    return body.data.viewer.user?.email ?? null;
  });
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });
const header = (page: Page) => page.getByRole('banner');

/** The reason a disabled menu entry gives to screen readers (its aria-describedby text). */
async function description(locator: Locator): Promise<string> {
  const id = await locator.getAttribute('aria-describedby');
  return id ? ((await locator.page().locator(`[id="${id}"]`).textContent()) ?? '') : '';
}

run('the application shell', () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let streamIds: Map<string, { id: number; urlId: string }>;

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb() });
    browser = await launchBrowser();
    // Web addresses carry the opaque ids of the REST API (Stream.urlId); ask the server for them.
    const ids = new Map((await server.db.prisma.stream.findMany({ select: { id: true, slug: true } })).map((s) => [s.slug, s.id]));
    const admin = server.client();
    await admin.csrf();
    await admin.post('/api/login', { email: 'admin@vraagwerk.nl', password: PASSWORD });
    const result = await admin.graphql<{ viewer: { streams: { slug: string; urlId: string }[] } }>('{ viewer { streams { slug urlId } } }');
    streamIds = new Map(result.data!.viewer.streams.map((s) => [s.slug, { id: ids.get(s.slug)!, urlId: s.urlId }]));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext();
    page = await a11y.watch(await context.newPage());
  });
  afterEach(async () => {
    await context.close();
  });

  it('gives a teacher the teacher menu, the stream picker and the session countdown', async () => {
    await signIn(page, server.url, 'docent@vraagwerk.nl');
    const menu = mainMenu(page);
    await menu.waitFor();
    const havo = streamIds.get('natuurkunde-havo')!.urlId;

    // The stream picker offers only the teacher's six licensed streams, course and level, and shows the remembered one.
    const picker = header(page).getByLabel('Vak');
    await expect(picker.locator('option').allInnerTexts()).resolves.toEqual(['NaSk 1 Vmbo GT', 'NaSk 2 Vmbo GT', 'Natuurkunde Havo', 'Natuurkunde Vwo', 'Scheikunde Havo', 'Wiskunde B Vwo']);
    await expect(picker.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text)).resolves.toBe('Natuurkunde Havo');
    await expect(header(page).getByRole('link', { name: 'Bekijk alle vakken' }).getAttribute('href')).resolves.toBe('/vakken');

    await expect(menu.getByRole('link', { name: 'Home' }).getAttribute('href')).resolves.toBe('/');
    await expect(menu.getByRole('link', { name: 'Hele examens' }).getAttribute('href')).resolves.toBe(`/vakken/${havo}/examens`);
    const cart = menu.getByRole('link', { name: /Huidige selectie/ });
    await expect(cart.getAttribute('href')).resolves.toBe('/cart');
    await expect(cart.innerText()).resolves.toMatch(/Huidige selectie\s*0/);
    await expect(menu.getByRole('link', { name: 'Opnieuw gebruiken' }).getAttribute('href')).resolves.toBe('/collections/history');
    await expect(menu.getByRole('link', { name: 'Leerlingen' }).getAttribute('href')).resolves.toBe('/leerlingen');
    await expect(menu.getByRole('link', { name: 'Per onderwerp' }).count()).resolves.toBe(0);

    // 'Zoek opgaven' opens its submenu; Escape closes it again.
    const search = menu.getByRole('button', { name: 'Zoek opgaven' });
    await menu.getByRole('link', { name: 'Op trefwoord' }).waitFor({ state: 'hidden' });
    await search.click();
    await expect(menu.getByRole('link', { name: 'Op trefwoord' }).getAttribute('href')).resolves.toBe(`/courses/${havo}/search/tags`);
    await a11y.check(page, "with the 'Zoek opgaven' submenu open");
    await expect(menu.getByRole('link', { name: 'Op hoofdstuk' }).getAttribute('href')).resolves.toBe(`/courses/${havo}/search/methodology`);
    await expect(menu.getByRole('link', { name: 'Op domein' }).getAttribute('href')).resolves.toBe(`/courses/${havo}/search/domains`);
    await page.keyboard.press('Escape');
    await expect(search.getAttribute('aria-expanded')).resolves.toBe('false');

    // Signed in: the footer counts down the idle time (30 minutes by default).
    await expect(page.getByRole('contentinfo').getByTestId('session-countdown').textContent()).resolves.toBe('Sessie verloopt over 30 minuten');
  });

  it('remembers the stream chosen in the picker and moves the menu links along', async () => {
    await signIn(page, server.url, 'docent@vraagwerk.nl');
    const vwo = streamIds.get('natuurkunde-vwo')!;
    const menu = mainMenu(page);
    await menu.waitFor();
    await header(page).getByLabel('Vak').selectOption({ label: 'Natuurkunde Vwo' });
    await menu.locator(`a[href="/vakken/${vwo.urlId}/examens"]`).waitFor();
    const teacher = await server.db.prisma.user.findUniqueOrThrow({ where: { email: 'docent@vraagwerk.nl' } });
    expect(teacher.currentStreamId).toBe(vwo.id);
    await page.reload();
    await menu.waitFor();
    await expect(
      header(page)
        .getByLabel('Vak')
        .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text),
    ).resolves.toBe('Natuurkunde Vwo');
    // Put it back for the other tests.
    await header(page).getByLabel('Vak').selectOption({ label: 'Natuurkunde Havo' });
    await menu.locator(`a[href="/vakken/${streamIds.get('natuurkunde-havo')!.urlId}/examens"]`).waitFor();
  });

  it('disables the selection, reuse and students entries for a teacher without a grant for the stream', async () => {
    const school = await server.db.prisma.license.findFirstOrThrow({ where: { type: 'schoollicentie' } });
    const havo = streamIds.get('natuurkunde-havo')!;
    const user = await server.db.prisma.user.create({
      data: {
        email: 'docent-zonder-recht@vraagwerk.nl',
        firstName: 'Rens',
        lastName: 'Zonder',
        role: 'docent',
        passwordHash: await hashPassword(PASSWORD),
        data: { school: 'Het Baken College', place: 'Amersfoort', onboarding: { step1: 'finished', step2: 'finished' } },
      },
    });
    // Only practice rights on the stream: it may be opened, but sets may not be made.
    await server.db.prisma.seat.create({
      data: {
        licenseId: school.id,
        role: 'docent',
        userId: user.id,
        email: user.email,
        privileges: { create: [{ action: 'oefensets uitvoeren', objectType: 'stream', objectId: havo.id, begin: school.begin, end: school.end }] },
      },
    });
    await signIn(page, server.url, 'docent-zonder-recht@vraagwerk.nl');
    const menu = mainMenu(page);
    await menu.waitFor();
    await expect(menu.getByRole('button', { name: 'Zoek opgaven' }).isEnabled()).resolves.toBe(true);
    await expect(menu.getByRole('link', { name: 'Hele examens' }).getAttribute('href')).resolves.toBe(`/vakken/${havo.urlId}/examens`);
    for (const name of [/Huidige selectie/, /Opnieuw gebruiken/, /Leerlingen/]) {
      const entry = menu.getByRole('button', { name });
      await expect(entry.isDisabled()).resolves.toBe(true);
      await expect(description(entry)).resolves.toBe('Natuurkunde Havo valt niet onder je licentie.');
    }
    await expect(menu.getByRole('link', { name: /Huidige selectie/ }).count()).resolves.toBe(0);
  });

  it('gives a student the student menu, without the all-streams link or the licence overview', async () => {
    await signIn(page, server.url, 'leerling@vraagwerk.nl');
    const menu = mainMenu(page);
    await menu.waitFor();
    await expect(menu.getByRole('link', { name: 'Home' }).getAttribute('href')).resolves.toBe('/');
    await expect(menu.getByRole('link', { name: 'Per onderwerp' }).getAttribute('href')).resolves.toBe('/zelf-oefenen/per-onderwerp');
    await expect(menu.getByRole('link', { name: 'Hele examens' }).getAttribute('href')).resolves.toBe('/zelf-oefenen/hele-examens');
    await expect(menu.getByRole('link', { name: 'Selectie docent' }).getAttribute('href')).resolves.toBe('/selectie-docent');
    await expect(menu.getByRole('button', { name: 'Zoek opgaven' }).count()).resolves.toBe(0);
    await expect(menu.getByText('Huidige selectie').count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Bekijk alle vakken' }).count()).resolves.toBe(0);
    await expect(header(page).getByLabel('Vak').locator('option').allInnerTexts()).resolves.toEqual(['Natuurkunde Havo']);

    await header(page)
      .getByRole('button', { name: /Gebruikersmenu/ })
      .click();
    await expect(header(page).getByRole('link', { name: 'Profielgegevens' }).getAttribute('href')).resolves.toBe('/profile');
    await a11y.check(page, 'with the user menu open');
    await expect(header(page).getByRole('link', { name: 'Licentieoverzicht' }).count()).resolves.toBe(0);
  });

  it('disables self-practice for a concept stream and the teacher selection without groups', async () => {
    const school = await server.db.prisma.license.findFirstOrThrow({ where: { type: 'schoollicentie' } });
    const scheikunde = streamIds.get('scheikunde-havo')!;
    const user = await server.db.prisma.user.create({
      data: { email: 'leerling-zonder-groep@vraagwerk.nl', firstName: 'Sem', lastName: 'Los', role: 'leerling', passwordHash: await hashPassword(PASSWORD), data: { grade: 'Havo 4' } },
    });
    await server.db.prisma.seat.create({
      data: {
        licenseId: school.id,
        role: 'leerling',
        userId: user.id,
        email: user.email,
        privileges: { create: [{ action: 'oefensets uitvoeren', objectType: 'stream', objectId: scheikunde.id, begin: school.begin, end: school.end }] },
      },
    });
    await signIn(page, server.url, 'leerling-zonder-groep@vraagwerk.nl');
    const menu = mainMenu(page);
    await menu.waitFor();
    for (const name of ['Per onderwerp', 'Hele examens']) {
      const entry = menu.getByRole('button', { name });
      await expect(entry.isDisabled()).resolves.toBe(true);
      await expect(description(entry)).resolves.toBe('De oefensets van Scheikunde Havo zijn nog niet beschikbaar.');
    }
    const selection = menu.getByRole('button', { name: 'Selectie docent' });
    await expect(selection.isDisabled()).resolves.toBe(true);
    await expect(description(selection)).resolves.toBe('Je zit nog niet in een groep van een docent.');
    await menu.getByRole('link', { name: 'Home' }).waitFor({ state: 'visible' });
  });

  it('gives an admin the teacher menu, every stream and the all-streams link', async () => {
    await signIn(page, server.url, 'admin@vraagwerk.nl');
    const menu = mainMenu(page);
    await menu.waitFor();
    await header(page).getByRole('link', { name: 'Bekijk alle vakken' }).waitFor({ state: 'visible' });
    await expect(header(page).getByLabel('Vak').locator('option').count()).resolves.toBe(11);
    await menu.getByRole('link', { name: /Huidige selectie/ }).waitFor({ state: 'visible' });
    await menu.getByRole('link', { name: 'Leerlingen' }).waitFor({ state: 'visible' });
    await header(page)
      .getByRole('button', { name: /Gebruikersmenu/ })
      .click();
    await expect(header(page).getByRole('link', { name: 'Licentieoverzicht' }).getAttribute('href')).resolves.toBe('/licenties');
  });

  it('shows no menu bar to a teacher who has not filled in the profile', async () => {
    await signIn(page, server.url, 'nieuw@vraagwerk.nl');
    await header(page)
      .getByRole('button', { name: /Gebruikersmenu/ })
      .waitFor();
    await expect(mainMenu(page).count()).resolves.toBe(0);
  });

  it('shows a visitor the sign-in button and the protected-page warning on /ds', async () => {
    await page.goto(`${server.url}/ds`);
    const warning = page.getByRole('alert').filter({ hasText: 'Beveiligde toegang' });
    await warning.waitFor();
    await expect(warning.innerText()).resolves.toContain('Je moet ingelogd zijn om deze pagina te bekijken. Misschien ben je uitgelogd of is je sessie verlopen.');
    await expect(page.getByRole('heading', { name: 'Ontwerpsysteem' }).count()).resolves.toBe(0);
    await expect(mainMenu(page).count()).resolves.toBe(0);
    await expect(page.getByTestId('session-countdown').count()).resolves.toBe(0);
    // /vakken is for docent, author and admin only, so a visitor is not offered the link.
    await expect(header(page).getByRole('link', { name: 'Bekijk alle vakken' }).count()).resolves.toBe(0);
    const signInButton = header(page).getByRole('link', { name: 'Inloggen' });
    await expect(signInButton.getAttribute('href')).resolves.toBe('/login');
    await warning.getByRole('link', { name: 'Naar de homepage' }).click();
    await page.waitForURL(`${server.url}/`);
  });

  it('shows the design-system page to a signed-in user', async () => {
    await signIn(page, server.url, 'leerling@vraagwerk.nl');
    await page.getByRole('heading', { name: 'Ontwerpsysteem' }).waitFor();
    for (const name of ['Knoppen', 'Velden', 'Meldingen', 'Venster', 'Toasts', "Menu's", 'Labels', 'Sessie-aftelling']) {
      await page.getByRole('heading', { name, exact: true }).waitFor({ state: 'visible' });
    }
    await page.getByRole('button', { name: 'Foutmelding' }).click();
    await page.locator('.toasts').getByText('Kon trefwoorden niet laden.').waitFor({ state: 'visible' });

    // The header stays at the top of the window while the page scrolls under it.
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY > 1000);
    await expect(
      header(page)
        .boundingBox()
        .then((box) => box?.y),
    ).resolves.toBe(0);
    await header(page).getByRole('link', { name: 'Vraagwerk, naar de homepage' }).waitFor({ state: 'visible' });
  });

  it('switches from the teacher to the demo student after confirming, and back', async () => {
    await signIn(page, server.url, 'docent@vraagwerk.nl');
    const userMenu = header(page).getByRole('button', { name: /Gebruikersmenu/ });
    await userMenu.click();
    const toStudent = header(page).getByRole('button', { name: 'Overschakelen naar Demo Leerling (leerlingaccount)' });

    // Cancelling keeps the teacher signed in.
    await toStudent.click();
    const dialog = page.getByRole('dialog', { name: 'Wil je overschakelen?' });
    await dialog.waitFor();
    await a11y.check(page, 'with the switch dialog open');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(sessionEmail(page)).resolves.toBe('docent@vraagwerk.nl');

    await userMenu.click();
    await toStudent.click();
    await dialog.getByRole('button', { name: 'Overschakelen' }).click();
    await page.waitForURL(`${server.url}/`);
    await mainMenu(page).getByRole('link', { name: 'Selectie docent' }).waitFor();
    await a11y.check(page, 'as the demo student');
    await expect(
      header(page)
        .getByRole('button', { name: /Gebruikersmenu/ })
        .getAttribute('aria-label'),
    ).resolves.toBe('Gebruikersmenu: Demo Leerling');
    await expect(page.getByRole('link', { name: 'Bekijk alle vakken' }).count()).resolves.toBe(0);
    await expect(sessionEmail(page)).resolves.toBe('leerling-k7m2qa@vraagwerk.nl');

    // The demo student sees the teacher account in the user menu.
    await header(page)
      .getByRole('button', { name: /Gebruikersmenu/ })
      .click();
    await header(page).getByRole('button', { name: 'Overschakelen naar Marieke van Dijk (docentaccount)' }).click();
    await dialog.getByRole('button', { name: 'Overschakelen' }).click();
    await mainMenu(page).getByRole('button', { name: 'Zoek opgaven' }).waitFor();
    await expect(sessionEmail(page)).resolves.toBe('docent@vraagwerk.nl');
  });

  it('signs out from the user menu and goes to /login', async () => {
    await signIn(page, server.url, 'docent@vraagwerk.nl');
    await header(page)
      .getByRole('button', { name: /Gebruikersmenu/ })
      .click();
    await header(page).getByRole('button', { name: 'Uitloggen' }).click();
    await page.waitForURL(`${server.url}/login`);
    await header(page).getByRole('link', { name: 'Inloggen' }).waitFor();
    await expect(mainMenu(page).count()).resolves.toBe(0);
    await expect(sessionEmail(page)).resolves.toBeNull();
  });

  it('sends feedback from the tab and stores it with the chosen stream, exam and question', async () => {
    await signIn(page, server.url, 'docent@vraagwerk.nl');
    const tab = page.getByRole('button', { name: 'Feedback', exact: true });
    await tab.click();
    const panel = page.getByRole('dialog', { name: 'Feedback geven' });
    await panel.waitFor();
    await a11y.check(page, 'with the feedback panel open');

    // Escape closes the panel and focus returns to the tab.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await expect(tab.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await tab.click();
    const send = panel.getByRole('button', { name: 'Verstuur' });
    await expect(send.isDisabled()).resolves.toBe(true);
    const message = panel.getByLabel('Bericht');
    await message.fill('   ');
    await expect(send.isDisabled()).resolves.toBe(true);
    await panel.getByText('dit veld is verplicht').waitFor({ state: 'visible' });
    await a11y.check(page, 'with the empty message refused');

    await panel.getByLabel('Vak').selectOption({ label: 'Natuurkunde Havo' });
    const exam = panel.getByLabel('Examen');
    await exam.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    const examLabel = (await exam.locator('option:not([value=""])').first().textContent())!;
    await exam.selectOption({ label: examLabel });
    const question = panel.getByLabel('Vraag', { exact: true });
    await question.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    const questionLabel = (await question.locator('option:not([value=""])').first().textContent())!;
    await question.selectOption({ label: questionLabel });
    const part = panel.getByLabel('Onderdeel');
    await part.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    await part.selectOption({ label: 'Vraag' });

    await message.fill('In het correctievoorschrift ontbreekt een eenheid.');
    await expect(send.isEnabled()).resolves.toBe(true);
    await send.click();
    await page.locator('.toasts').getByText('Bedankt! Je feedback is verstuurd.').waitFor();
    await panel.waitFor({ state: 'hidden' });

    const row = await server.db.prisma.feedback.findFirstOrThrow({ orderBy: { id: 'desc' }, include: { user: true, exam: true, question: true } });
    expect(row.text).toBe('In het correctievoorschrift ontbreekt een eenheid.');
    expect(row.user?.email).toBe('docent@vraagwerk.nl');
    expect(row.streamId).toBe(streamIds.get('natuurkunde-havo')!.id);
    expect(row.exam?.streamId).toBe(streamIds.get('natuurkunde-havo')!.id);
    expect(row.question).not.toBeNull();
    expect(questionLabel).toContain(`vraag ${row.question!.number}`);
    expect(row.part).toBeNull();
  });

  it('keeps the feedback panel open with a clear message when sending fails', async () => {
    await page.goto(`${server.url}/ds`);
    await page.route('**/graphql', async (route) => {
      if ((route.request().postDataJSON() as { operationName?: string }).operationName === 'useSendFeedbackMutation') await route.abort('connectionfailed');
      else await route.continue();
    });
    const before = await server.db.prisma.feedback.count();
    await page.getByRole('button', { name: 'Feedback', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Feedback geven' });
    await panel.getByLabel('Bericht').fill('Anonieme opmerking');
    await panel.getByRole('button', { name: 'Verstuur' }).click();
    await panel.getByRole('alert').getByText('Je feedback kon niet worden verstuurd. Controleer je verbinding en probeer het opnieuw.').waitFor();
    await expect(panel.getByLabel('Bericht').inputValue()).resolves.toBe('Anonieme opmerking');
    await expect(server.db.prisma.feedback.count()).resolves.toBe(before);
  });

  it("warns 'Ongeautoriseerd' when a request is refused, but not for the shell's own viewer query", async () => {
    await signIn(page, server.url, 'docent@vraagwerk.nl');
    await mainMenu(page).waitFor();
    const refuse = { status: 401, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Ongeautoriseerd', extensions: { code: 'UNAUTHENTICATED' } }] }) };
    await page.route('**/graphql', async (route) => {
      const operation = (route.request().postDataJSON() as { operationName?: string }).operationName;
      if (operation === 'FeedbackTabOptionsQuery' || operation === 'ShellQuery') await route.fulfill(refuse);
      else await route.continue();
    });
    const toasts = page.locator('.toasts');
    // The stream picker refetches the shell's viewer afterwards: a refused viewer query stays quiet.
    await header(page).getByLabel('Vak').selectOption({ label: 'Natuurkunde Vwo' });
    await page.waitForResponse((r) => r.url().endsWith('/graphql') && r.status() === 401);
    await expect(toasts.getByText(/^Ongeautoriseerd/).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Feedback', exact: true }).click();
    await toasts.getByText('Ongeautoriseerd: /ds').waitFor();
    await page.getByRole('dialog', { name: 'Feedback geven' }).getByText('Kon de keuzelijsten niet laden. Je kunt je bericht wel versturen.').waitFor();
    // Both refusals happened within the toasts' 3 seconds: only the feedback options were announced.
    await expect(toasts.getByText(/^Ongeautoriseerd/).count()).resolves.toBe(1);
    await expect(toasts.getByText('Kon het vak niet kiezen. Probeer het opnieuw.').count()).resolves.toBe(0);
    await page.unroute('**/graphql');
    await server.db.prisma.user.update({ where: { email: 'docent@vraagwerk.nl' }, data: { currentStreamId: streamIds.get('natuurkunde-havo')!.id } });
  });

  it('signs the user out when a request does not answer in time', async () => {
    await page.clock.install();
    await signIn(page, server.url, 'docent@vraagwerk.nl');
    await mainMenu(page).waitFor();
    // The stream choice never gets an answer; after 30 seconds the client gives up and signs out.
    let held = false;
    await page.route('**/graphql', async (route) => {
      if ((route.request().postDataJSON() as { operationName?: string }).operationName === 'useChooseStreamMutation') held = true;
      else await route.continue();
    });
    await header(page).getByLabel('Vak').selectOption({ label: 'Natuurkunde Vwo' });
    while (!held) await new Promise((resolve) => setTimeout(resolve, 50));
    await page.clock.fastForward(29_000);
    expect(new URL(page.url()).pathname).toBe('/ds');
    await page.clock.fastForward(2_000);
    await page.waitForURL(`${server.url}/login`);
    await page.getByText('De server reageerde niet op tijd en je bent uitgelogd. Log opnieuw in om verder te gaan.').waitFor();
    await expect(sessionEmail(page)).resolves.toBeNull();
    const teacher = await server.db.prisma.user.findUniqueOrThrow({ where: { email: 'docent@vraagwerk.nl' } });
    expect(teacher.currentStreamId).toBe(streamIds.get('natuurkunde-havo')!.id);
  });

  it('fits a phone: the menu folds behind a toggle', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, server.url, 'docent@vraagwerk.nl');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.waitFor();
    const cart = mainMenu(page).getByRole('link', { name: /Huidige selectie/ });
    await cart.waitFor({ state: 'hidden' });
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await cart.waitFor({ state: 'visible' });
    await a11y.check(page, 'with the menu unfolded on a phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

run('the idle sign-out', () => {
  const a11y = accessibilityChecks();
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: buildWeb(), IDLE_TIMEOUT_MS: '3000' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    // An axe run can outlast the three-second idle timer; these pages are checked in the tests above.
    context = await browser.newContext();
    page = await a11y.watch(await context.newPage(), { onlyFinalCheck: 'the idle timer of three seconds runs out while axe runs' });
  });
  afterEach(async () => {
    await context.close();
  });

  it('keeps an active user signed in', async () => {
    await signIn(page, server.url, 'docent@vraagwerk.nl');
    await page.getByRole('heading', { name: 'Ontwerpsysteem' }).waitFor();
    // Six seconds of mouse activity: twice the idle time.
    for (let i = 0; i < 12; i++) {
      await page.mouse.move(100 + i * 10, 200 + (i % 2) * 20);
      await page.waitForTimeout(500);
    }
    expect(new URL(page.url()).pathname).toBe('/ds');
    await page.getByRole('heading', { name: 'Ontwerpsysteem' }).waitFor({ state: 'visible' });
    await expect(sessionEmail(page)).resolves.toBe('docent@vraagwerk.nl');
  });

  it('signs out after IDLE_TIMEOUT_MS without key or mouse activity and says why on /login', async () => {
    await signIn(page, server.url, 'docent@vraagwerk.nl');
    await page.getByRole('heading', { name: 'Ontwerpsysteem' }).waitFor();
    // Under 6 seconds left: the countdown is in seconds.
    await expect(page.getByRole('contentinfo').getByTestId('session-countdown').textContent()).resolves.toMatch(/^Sessie verloopt over \d seconden?$/);
    await page.waitForURL(`${server.url}/login`, { timeout: 10_000 });
    await page.getByText('Je bent automatisch uitgelogd omdat je 3 seconden niet actief was. Log opnieuw in om verder te gaan.').waitFor();
    await header(page).getByRole('link', { name: 'Inloggen' }).waitFor();
    await expect(sessionEmail(page)).resolves.toBeNull();
  });
});
