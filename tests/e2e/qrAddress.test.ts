// The cart's confirmation names the address the set's QR codes open (issue 42, item 8), as the server makes the codes
// (the set's qrCodes in GraphQL), and warns in Dutch when a phone cannot open it (a loopback PUBLIC_URL). In Chromium,
// the demo teacher makes a set as pdf with QR codes through the cart, once on a server whose PUBLIC_URL a phone reaches
// and once on one whose PUBLIC_URL is localhost. Expected addresses are the PUBLIC_URL each server is given.
import type { Browser, Page } from 'playwright-core';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserAvailable, buildWeb, launchBrowser, signInThroughApi } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { createIdCodec } from '../../server/app/ids.ts';

const run = browserAvailable() ? describe : describe.skip;
const TEACHER = 'docent@vraagwerk.nl';
const UNREACHABLE = 'Telefoons kunnen dit adres niet openen';

for (const { publicUrl, reachable } of [
  { publicUrl: 'http://192.168.1.20:4000', reachable: true },
  { publicUrl: 'http://localhost:4000', reachable: false },
]) {
  run(`the cart's confirmation with PUBLIC_URL=${publicUrl}`, () => {
    const a11y = accessibilityChecks();
    let server: TestServer;
    let browser: Browser;
    let page: Page;

    beforeAll(async () => {
      server = await startTestServer({ WEB_DIST: buildWeb(), PUBLIC_URL: publicUrl });
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it(`shows the address the QR codes open${reachable ? '' : ', and that a phone cannot open it'}`, async () => {
      page = await a11y.watch(await (await browser.newContext()).newPage());
      const main = () => page.getByRole('main');
      const ids = createIdCodec(server.config.idSecret);
      const streamId = (await server.db.prisma.stream.findFirstOrThrow({ where: { slug: 'natuurkunde-havo' }, select: { id: true } })).id;
      const topic = await server.db.prisma.topic.findFirstOrThrow({ where: { name: 'Waterkoker', exam: { streamId, year: 2017, term: 1 } }, select: { id: true } });

      await signInThroughApi(page, server.url, TEACHER, `/topics/${ids.encode(topic.id)}`);
      await main().getByRole('heading', { name: 'Waterkoker', level: 1 }).waitFor();
      await main().getByRole('button', { name: 'Selecteer alle vragen' }).click();
      await main().getByRole('button', { name: 'Voeg toe' }).click();
      await main().getByRole('button', { name: 'Werk bij' }).waitFor();
      await page.goto(`${server.url}/cart`);
      const stepHeading = (name: string) => main().getByRole('heading', { level: 2, name: new RegExp(`${name}$`) });
      await stepHeading('Opgaven').waitFor();
      await main().getByRole('textbox', { name: 'Naam van de set' }).fill('Set met QR-codes');
      await main().getByRole('button', { name: 'Volgende' }).click();
      await stepHeading('Verspreiden').waitFor();
      await main().getByRole('radio', { name: 'PDF' }).check();
      await main().getByRole('button', { name: 'Volgende' }).click();
      await stepHeading('Overzicht').waitFor();
      await main().getByRole('button', { name: 'Maak de set' }).click();
      await stepHeading('Bevestiging').waitFor();
      await main()
        .getByText(/Je koos voor een pdf met een QR-code per vraag/)
        .waitFor();

      await main().getByText(`De QR-codes openen pagina’s op ${publicUrl}.`).waitFor();
      const warning = main().getByRole('alert').filter({ hasText: UNREACHABLE });
      if (reachable) {
        await expect(warning.count()).resolves.toBe(0);
      } else {
        await warning.waitFor();
        await expect(warning.innerText()).resolves.toContain(`${publicUrl} wijst naar het apparaat zelf`);
      }
      await a11y.check(page, 'Bevestiging with the QR address');
    }, 180_000);
  });
}
