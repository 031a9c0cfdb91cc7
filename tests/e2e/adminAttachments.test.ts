// Attachments in the topic editor, in a real Chromium (issue 45, document 3 §3 Attachment, §8): an author uploads a PNG
// through the attachment picker ('Afbeelding geüpload', its thumbnail in the list), moves it before the topic's own
// figure with the keyboard-reachable buttons, saves, and a teacher's topic page shows the new figure at once, in that
// order; a text file called .png is refused with 'Kon afbeelding niet uploaden.'. Axe checks the editor with the
// picker open. The topic: natuurkunde havo 2023-1's first topic and its figures as the demo content has them.
import sharp from 'sharp';
import { createIdCodec } from '../../server/app/ids.ts';
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserSuite } from '../setup/browserSuite.ts';
import { browserAvailable, signInThroughApi } from '../setup/browser.ts';
import { streamIdOf } from '../setup/factories.ts';

const run = browserAvailable() ? describe : describe.skip;

run('attachments in the topic editor', () => {
  const a11y = accessibilityChecks();
  const suite = browserSuite(a11y);
  const db = () => suite.server.db.prisma;

  it("uploads a PNG, puts it first, saves, and a teacher's topic page shows it; a text file called .png is refused", async () => {
    const havo = await streamIdOf(db(), 'natuurkunde-havo');
    const exam = await db().exam.findFirstOrThrow({ where: { streamId: havo, year: 2023, term: 1 } });
    const topic = await db().topic.findFirstOrThrow({
      where: { examId: exam.id, attachments: { some: {} } },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, attachments: { orderBy: [{ position: 'asc' }, { attachmentId: 'asc' }], select: { attachment: { select: { id: true, name: true } } } } },
    });
    const own = topic.attachments.map((a) => a.attachment);
    const ids = createIdCodec(suite.server.config.idSecret);
    const page = await suite.newPage();
    await signInThroughApi(page, suite.server.url, 'auteur@vraagwerk.nl', `/admin/courses/${ids.encode(havo)}/exams/${ids.encode(exam.id)}/topics/${ids.encode(topic.id)}`);
    await page.getByRole('heading', { level: 1, name: `Opgavetitel ${topic.name}` }).waitFor();
    const picker = page.getByRole('group', { name: 'Bijlagen' });
    expect(await picker.locator('ol > li .attachment-name').allInnerTexts()).toEqual(own.map((a) => a.name));

    const png = await sharp({ create: { width: 640, height: 360, channels: 4, background: { r: 200, g: 60, b: 40, alpha: 0.7 } } })
      .png()
      .toBuffer();
    await picker.getByLabel('Afbeelding (JPEG of PNG)').setInputFiles({ name: 'krachtenschema.png', mimeType: 'image/png', buffer: png });
    await picker.getByLabel('Naam (bijschrift)').fill('Krachtenschema van de kar');
    await picker.getByRole('button', { name: 'Uploaden' }).click();
    await page.getByRole('status').filter({ hasText: 'Afbeelding geüpload' }).waitFor();
    expect(await picker.locator('ol > li .attachment-name').allInnerTexts()).toEqual([...own.map((a) => a.name), 'Krachtenschema van de kar']);
    const stored = await db().attachment.findFirstOrThrow({ where: { name: 'Krachtenschema van de kar' }, select: { id: true, examId: true, width: true, height: true } });
    expect([stored.examId, stored.width, stored.height]).toEqual([exam.id, 640, 360]);
    // The thumbnail is the stored image, served.
    expect(
      await picker
        .locator('ol > li')
        .last()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBe(640);

    // Up to the top with the buttons, then save.
    for (let i = 0; i < own.length; i++) await picker.getByRole('button', { name: 'Krachtenschema van de kar omhoog' }).click();
    expect(await picker.locator('ol > li .attachment-name').allInnerTexts()).toEqual(['Krachtenschema van de kar', ...own.map((a) => a.name)]);
    await picker.getByRole('button', { name: 'Kies uit dit examen' }).click();
    await picker
      .getByRole('button', { name: /toevoegen$/ })
      .first()
      .waitFor();
    await a11y.check(page, 'the topic editor with the attachment picker open');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('status').filter({ hasText: 'Opgavetitel opgeslagen' }).waitFor();
    const saved = await db().topicAttachment.findMany({ where: { topicId: topic.id }, orderBy: { position: 'asc' }, select: { attachmentId: true } });
    expect(saved.map((a) => a.attachmentId)).toEqual([stored.id, ...own.map((a) => a.id)]);

    // Refused by its content, whatever it is called.
    await picker.getByLabel('Afbeelding (JPEG of PNG)').setInputFiles({ name: 'figuur.png', mimeType: 'image/png', buffer: Buffer.from('Dit is tekst, geen afbeelding.\n') });
    await picker.getByRole('button', { name: 'Uploaden' }).click();
    await picker.getByRole('alert').filter({ hasText: 'Kon afbeelding niet uploaden.' }).waitFor();

    const teacher = await suite.newPage();
    await signInThroughApi(teacher, suite.server.url, 'docent@vraagwerk.nl', `/topics/${ids.encode(topic.id)}`);
    await teacher.getByRole('heading', { level: 1, name: topic.name }).waitFor();
    const figures = teacher.locator('.topic-files').first().locator('img');
    await figures.first().waitFor();
    expect((await figures.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).slice(0, 1)).toEqual(['Krachtenschema van de kar']);
  });
});
