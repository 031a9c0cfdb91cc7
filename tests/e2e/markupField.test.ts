// A formula that cannot be read, in a real Chromium against the real server (issue 45, 'what students will see, while
// typing'): an author types a topic introduction whose second formula is broken; the preview draws the first formula
// with KaTeX and marks the second where it stands with the server's sentence, the field names it and 'Toon in de
// tekst' selects it; saving is refused by the server with the same sentence, shown once beside 'Oeps! Er ging iets
// niet helemaal goed.', and the topic keeps its introduction; mended, it saves. Axe checks the flagged form.
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserSuite } from '../setup/browserSuite.ts';
import { browserAvailable, signInThroughApi } from '../setup/browser.ts';
import { streamIdOf } from '../setup/factories.ts';
import { createIdCodec } from '../../server/app/ids.ts';

const run = browserAvailable() ? describe : describe.skip;

const BROKEN = 'Een auto remt: $$v = \\frac{s}{t}$$ en $$E_k = \\frac{1}{2} m v^$$.';
const MESSAGE = "Formule 2 kan niet worden gelezen: Expected group after '^'";

run('a markup field in the browser', () => {
  const a11y = accessibilityChecks();
  const suite = browserSuite(a11y);
  const db = () => suite.server.db.prisma;

  it('flags a broken formula at its place, the server refuses it with the same words, and the mended text saves', async () => {
    const havo = await streamIdOf(db(), 'natuurkunde-havo');
    const exam = await db().exam.findFirstOrThrow({ where: { streamId: havo, year: 2022, term: 2 } });
    const topic = await db().topic.findFirstOrThrow({ where: { examId: exam.id }, orderBy: [{ position: 'asc' }, { id: 'asc' }], select: { id: true, name: true, introduction: true } });
    const ids = createIdCodec(suite.server.config.idSecret);
    const page = await suite.newPage({ width: 360, height: 800 });
    await signInThroughApi(page, suite.server.url, 'auteur@vraagwerk.nl', `/admin/courses/${ids.encode(havo)}/exams/${ids.encode(exam.id)}/topics/${ids.encode(topic.id)}`);
    await page.getByRole('heading', { level: 1, name: `Opgavetitel ${topic.name}` }).waitFor();

    const field = page.getByRole('textbox', { name: 'Introductie' });
    await field.fill(BROKEN);
    const preview = page.getByRole('region', { name: 'Voorbeeld', exact: true });
    const flag = preview.locator('mark', { hasText: MESSAGE });
    await flag.waitFor();
    expect(await flag.locator('code').textContent()).toBe('E_k = \\frac{1}{2} m v^');
    // The first formula is drawn (MathML for screen readers) and comes before the mark.
    expect(await preview.locator('math annotation').allTextContents()).toEqual(['v = \\frac{s}{t}']);
    expect(await preview.locator('p').evaluate((p) => (p.querySelector('.katex')!.compareDocumentPosition(p.querySelector('mark')!) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0)).toBe(true);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.markup-field-problem').textContent()).toBe(`${MESSAGE} Toon in de tekst`);
    await a11y.check(page, 'the topic editor with a flagged formula');

    await page.getByRole('button', { name: 'Toon in de tekst' }).click();
    expect(await field.evaluate((t: HTMLTextAreaElement) => t.value.slice(t.selectionStart, t.selectionEnd))).toBe('$$E_k = \\frac{1}{2} m v^$$');

    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('alert').filter({ hasText: 'Oeps! Er ging iets niet helemaal goed.' }).waitFor();
    // The server's refusal says what the flag says: shown once, not twice.
    expect(await page.getByText(MESSAGE, { exact: true }).count()).toBe(1);
    expect(await page.locator('.markup-field-problem').textContent()).toBe(`${MESSAGE} Toon in de tekst`);
    expect((await db().topic.findUniqueOrThrow({ where: { id: topic.id }, select: { introduction: true } })).introduction).toBe(topic.introduction);

    await field.fill('Een auto remt: $$v = \\frac{s}{t}$$ en $$E_k = \\frac{1}{2} m v^2$$.');
    await preview.locator('mark').waitFor({ state: 'detached' });
    expect(await preview.locator('math annotation').allTextContents()).toEqual(['v = \\frac{s}{t}', 'E_k = \\frac{1}{2} m v^2']);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('status').filter({ hasText: 'Opgavetitel opgeslagen' }).waitFor();
    expect((await db().topic.findUniqueOrThrow({ where: { id: topic.id }, select: { introduction: true } })).introduction).toBe('Een auto remt: $$v = \\frac{s}{t}$$ en $$E_k = \\frac{1}{2} m v^2$$.');
  });
});
