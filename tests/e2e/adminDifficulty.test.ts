// The measured difficulty in the question editor, in a real Chromium (issue 46, 'Beyond the spec 1'): an author opens a
// question that five anonymous devices marked through the students' POST /api/log and reads the literal shares per
// step beside the authored complexity, with the disagreement in words; on a 360 px phone the table's rows are cards
// that fit; a question nobody marked says so. Axe checks every state.
import { accessibilityChecks } from '../setup/a11y.ts';
import { browserSuite } from '../setup/browserSuite.ts';
import { browserAvailable, signInThroughApi } from '../setup/browser.ts';
import { createIdCodec } from '../../server/app/ids.ts';

const run = browserAvailable() ? describe : describe.skip;

run('the measured difficulty in the question editor', () => {
  const a11y = accessibilityChecks();
  const suite = browserSuite(a11y);
  const db = () => suite.server.db.prisma;
  let marked = '';
  let unmarked = '';

  beforeAll(async () => {
    const ids = createIdCodec(suite.server.config.idSecret);
    const level = await db().level.findUniqueOrThrow({ where: { slug: 'havo' } });
    const course = await db().course.create({ data: { name: 'Meetkunde gemeten', slug: 'meetkunde-gemeten' } });
    const stream = await db().stream.create({ data: { slug: 'meetkunde-gemeten-havo', courseId: course.id, levelId: level.id } });
    const exam = await db().exam.create({ data: { streamId: stream.id, year: 2024, term: 1, status: 'published' } });
    const topic = await db().topic.create({ data: { examId: exam.id, name: 'Driehoeken', position: 1 } });
    const question = await db().question.create({ data: { topicId: topic.id, number: 1, complexity: 'low', proportionValue: 75, text: 'Bereken de hoek.' } });
    const answer = await db().answer.create({ data: { questionId: question.id, status: 'published', scores: [0, 1, 1, 2] } });
    const s1 = await db().answerSection.create({ data: { answerId: answer.id, position: 0, points: 1 } });
    const s2 = await db().answerSection.create({ data: { answerId: answer.id, position: 1, points: 1 } });
    const other = await db().question.create({ data: { topicId: topic.id, number: 2, complexity: 'high', text: 'Nog niemand.' } });
    const base = `/admin/courses/${ids.encode(stream.id)}/exams/${ids.encode(exam.id)}/questions/`;
    marked = base + ids.encode(question.id);
    unmarked = base + ids.encode(other.id);

    const visitor = suite.server.client();
    const log = async (device: string, activity: string, sectionId?: number) => {
      const body = { origin: '/oefenen', device_key: device, session_key: `s-${device}`, activity, question_id: ids.encode(question.id), section_id: sectionId ? ids.encode(sectionId) : null };
      expect((await visitor.json('POST', '/api/log', body)).status).toBe(201);
    };
    // Step 1 without a tip: e1 Ja, e2 Nee, e3 Nee, e4 Nee, e5 Nee (1 of 5: 20 %, measured Hoog against the authored Laag).
    await log('e2e-dif-1', 'Heb je dit tussenantwoord goed: Ja', s1.id);
    for (const device of ['e2e-dif-2', 'e2e-dif-3', 'e2e-dif-4', 'e2e-dif-5']) await log(device, 'Heb je dit tussenantwoord goed: Nee', s1.id);
    // Step 2: e1 with a tip, Ja; e2 after its model answer, Ja.
    await log('e2e-dif-1', 'Ontvang een tip', s2.id);
    await log('e2e-dif-1', 'Heb je dit tussenantwoord goed: Ja', s2.id);
    await log('e2e-dif-2', 'Kijk antwoord na', s2.id);
    await log('e2e-dif-2', 'Heb je dit tussenantwoord goed: Ja', s2.id);
  });

  const rowsOf = (page: import('playwright-core').Page) =>
    page
      .getByRole('table', { name: /Aandeel leerlingen dat 'Ja' gaf/ })
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim())));

  it('an author reads the shares per step beside the authored complexity, at desktop width and on a phone', async () => {
    for (const width of [1280, 360]) {
      const page = await suite.newPage({ width });
      await signInThroughApi(page, suite.server.url, 'auteur@vraagwerk.nl', marked);
      const section = page.getByRole('region', { name: 'Gemeten moeilijkheid' });
      await section.waitFor();
      expect(await section.locator('p').first().innerText()).toBe('Ingesteld: complexiteit Laag, P-waarde 75. Gemeten: Hoog.');
      await section.getByText('Let op: de ingestelde complexiteit (Laag) wijkt af van de gemeten (Hoog).').waitFor();
      expect(await rowsOf(page)).toEqual([
        // e1 step 1 without a tip (Ja) and step 2 with a tip; e2 step 1 Nee and step 2 after the answer; e3–e5 Nee.
        ['Hele vraag', '5', '20% (n = 5)', '100% (n = 1)', '100% (n = 1)'],
        ['Stap 1', '5', '20% (n = 5)', '– (n = 0)', '– (n = 0)'],
        ['Stap 2', '2', '– (n = 0)', '100% (n = 1)', '100% (n = 1)'],
      ]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await a11y.check(page, `the measured difficulty at ${width} px`);
    }
  });

  it('says so for a question nobody marked', async () => {
    const page = await suite.newPage({ width: 360 });
    await signInThroughApi(page, suite.server.url, 'auteur@vraagwerk.nl', unmarked);
    await page.getByRole('region', { name: 'Gemeten moeilijkheid' }).getByText('Nog geen leerlingen hebben deze vraag nagekeken.').waitFor();
    expect(await page.getByRole('table', { name: /Aandeel leerlingen/ }).count()).toBe(0);
  });
});
