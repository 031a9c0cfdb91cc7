// Formulas drawn by the server for the student pages (server/domain/content/formulas.ts, SharedSet.formulas): which
// formulas a set's texts hold, and that the web app's Markup given them (<PrerenderedFormulas>) shows exactly what it
// shows when it draws them itself with KaTeX in the browser — broken formulas as their source included.
import { randomBytes } from 'node:crypto';
import { jest } from '@jest/globals';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderFormulas } from '../../server/domain/content/formulas.ts';
import { contentSlugs, loadStreamContent } from '../../prisma/seed/content/load.ts';
import type { MarkupProps } from '../../web/components/Markup.tsx';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { streamIdOf } from '../setup/factories.ts';

// Vite bundles the component's KaTeX stylesheet; jest cannot load CSS.
jest.unstable_mockModule('katex/dist/katex.min.css', () => ({}));
const { Markup, PrerenderedFormulas, loadKatex } = await import('../../web/components/Markup.tsx');

type Formulas = Parameters<typeof PrerenderedFormulas>[0]['formulas'];

function html(props: MarkupProps, formulas?: Formulas): string {
  const markup = createElement(Markup, props);
  return renderToStaticMarkup(formulas ? createElement(PrerenderedFormulas, { formulas, children: markup }) : markup);
}

const BROKEN = 'title="Deze formule kon niet worden weergegeven; hier staat de broncode."';
const MIXED = [
  'De snelheid is $$v = \\dfrac{s}{t}$$, dus:',
  '$$s = v \\cdot t$$',
  'met **$$t$$ in s** en $$\\frac{1}{$$ kapot.',
  '',
  '| grootheid | formule |',
  '|---|---|',
  '| dichtheid | $$\\rho = \\dfrac{m}{V}$$ |',
  '| tijd | $$t$$ |',
].join('\n');

describe('renderFormulas', () => {
  it('finds every formula of the texts once, inline or alone on its line, in bold and in table cells, in reading order', () => {
    const found = renderFormulas([MIXED, null, '', 'Geen formule.', 'Weer $$t$$, en nu alleen:\n$$t$$']);
    expect(found.map(({ tex, display, html }) => ({ tex, display, drawn: html !== null }))).toEqual([
      { tex: 'v = \\dfrac{s}{t}', display: false, drawn: true },
      { tex: 's = v \\cdot t', display: true, drawn: true },
      { tex: 't', display: false, drawn: true },
      { tex: '\\frac{1}{', display: false, drawn: false },
      { tex: '\\rho = \\dfrac{m}{V}', display: false, drawn: true },
      { tex: 't', display: true, drawn: true },
    ]);
  });

  it('draws with MathML carrying the TeX for screen readers, display formulas as blocks', () => {
    const [inline, display] = renderFormulas(['$$v = \\dfrac{s}{t}$$ en\n$$F_{res} = m \\cdot a$$']);
    expect(inline!.html).toContain('<annotation encoding="application/x-tex">v = \\dfrac{s}{t}</annotation>');
    expect(inline!.html).toContain('<span class="katex-html" aria-hidden="true">');
    expect(inline!.html).not.toContain('display="block"');
    expect(display!.html).toMatch(/^<span class="katex-display">/);
    expect(display!.html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML" display="block">');
  });
});

describe('<Markup> with formulas drawn by the server', () => {
  // These run before KaTeX is loaded in this file: the drawn formulas are all Markup needs.
  it('shows the drawn formulas without KaTeX, and the source of a broken one', () => {
    const out = html({ text: MIXED }, renderFormulas([MIXED]));
    expect(out).not.toContain('markup-formula-pending');
    expect(out.match(/<annotation encoding="application\/x-tex">/g)).toHaveLength(5);
    expect(out).toContain(`met <strong><span class="markup-formula"><span class="katex">`);
    expect(out).toContain(` en <code class="markup-formula-error" ${BROKEN}>\\frac{1}{</code> kapot.`);
  });

  it('shows what the provider holds, and waits for KaTeX for a formula it lacks', () => {
    const out = html({ text: 'Eerst $$a$$ dan $$b$$.' }, [{ tex: 'a', display: false, html: '<b>vooraf getekend</b>' }]);
    expect(out).toBe(
      '<div class="markup"><p>Eerst <span class="markup-formula"><b>vooraf getekend</b></span> dan ' +
        '<span class="markup-formula-pending" aria-busy="true" style="color:#5b6675;font-family:monospace">b</span>.</p></div>',
    );
    // A display formula and an inline one of the same TeX are different drawings.
    expect(html({ text: '$$a$$' }, [{ tex: 'a', display: false, html: '<b>inline</b>' }])).toContain('markup-formula-pending');
  });

  it('renders exactly what Markup draws itself with KaTeX, for a mixed text and every text of the demo content', async () => {
    const texts: string[] = [];
    const collect = (value: unknown, key = ''): void => {
      if (typeof value === 'string') {
        if (key !== 'svg' && key !== 'name') texts.push(value);
      } else if (Array.isArray(value)) value.forEach((v) => collect(v, key));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, k);
    };
    for (const slug of contentSlugs()) collect(await loadStreamContent(slug));
    const all = [MIXED, ...texts].join('\n\n');
    const prerendered = html({ text: all }, renderFormulas([all]));

    await loadKatex();
    const drawnInBrowser = html({ text: all });
    expect(drawnInBrowser.match(/<annotation encoding="application\/x-tex">/g)!.length).toBeGreaterThan(1000);
    expect(prerendered).toBe(drawnInBrowser);
    expect(html({ text: MIXED }, renderFormulas([MIXED]))).toBe(html({ text: MIXED }));
  });
});

describe('SharedSet.formulas', () => {
  let server: TestServer;
  let setKey: string;
  let examId: number;

  const query = `query ($key: String!, $deviceKey: String) {
    sharedSet(key: $key, deviceKey: $deviceKey) { ... on SharedSet { formulas { tex display html } } ... on Error { message } }
  }`;
  const formulas = async () => {
    const result = await server.graphql<{ sharedSet: { formulas: { tex: string; display: boolean; html: string | null }[] } }>(query, { key: setKey, deviceKey: 'prerender-test' });
    expect(result.errors).toBeUndefined();
    return result.data!.sharedSet.formulas.map(({ tex, display, html }) => ({ tex, display, drawn: html !== null }));
  };

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db.prisma;
    const streamId = await streamIdOf(db, 'natuurkunde-havo');
    await db.stream.update({ where: { id: streamId }, data: { formulaSheet: '| grootheid | formule |\n|---|---|\n| dichtheid | $$\\rho = \\dfrac{m}{V}$$ |' } });
    const question = await db.question.findFirstOrThrow({
      where: { topic: { exam: { streamId, status: 'published', showAnswers: true } } },
      orderBy: { id: 'asc' },
      select: { id: true, topicId: true, topic: { select: { examId: true } } },
    });
    examId = question.topic.examId;
    await db.question.update({ where: { id: question.id }, data: { introduction: 'Gegeven: $$v = \\dfrac{s}{t}$$.', text: 'Bereken:\n$$E = m c^2$$' } });
    // The task around the question (issue 41): its topic's introduction and what it brings in from two other questions,
    // one of which brings its introduction (drawn) and one nothing (its formula is not on the page, so not drawn).
    await db.topic.update({ where: { id: question.topicId }, data: { introduction: 'Een lift: $$g = 9{,}81\\ \\text{m/s}^2$$.' } });
    const [brings, bringsNothing] = await db.question.findMany({ where: { topicId: question.topicId, id: { not: question.id } }, orderBy: { id: 'asc' }, take: 2, select: { id: true } });
    await db.question.update({ where: { id: brings!.id }, data: { introduction: 'Eerder: $$h = 12\\ \\text{m}$$.' } });
    await db.question.update({ where: { id: bringsNothing!.id }, data: { introduction: 'Niet getoond: $$\\lambda$$.' } });
    await db.questionDependency.deleteMany({ where: { questionId: question.id } });
    await db.questionDependency.createMany({
      data: [
        { questionId: question.id, dependsOnId: brings!.id, introduction: true },
        { questionId: question.id, dependsOnId: bringsNothing!.id, attachments: true },
      ],
    });
    await db.tip.deleteMany({ where: { questionId: question.id } });
    await db.tip.create({ data: { questionId: question.id, position: 0, text: 'Denk aan $$\\onbekend{x}$$.' } });
    await db.answer.updateMany({ where: { questionId: question.id }, data: { status: 'concept' } });
    await db.answer.create({
      data: {
        questionId: question.id,
        status: 'published',
        position: 0,
        name: 'Strategie',
        sections: {
          create: [
            {
              position: 0,
              points: 1,
              correction: 'Inzicht dat $$P = \\dfrac{E}{t}$$',
              text: '$$t = 2\\ \\text{s}$$',
              elaboration: '$$E = m c^2$$',
              explanation: 'Zie\n$$F = m \\cdot a$$',
              tips: { create: [{ position: 0, text: 'Staptip $$a$$' }] },
            },
          ],
        },
      },
    });
    // A strategy that is not published: students never see it, so neither are its formulas drawn.
    await db.answer.create({ data: { questionId: question.id, status: 'concept', position: 1, name: 'Concept', sections: { create: [{ position: 0, points: 1, text: '$$\\text{concept}$$' }] } } });
    const owner = await db.user.findUniqueOrThrow({ where: { email: 'docent@vraagwerk.nl' }, select: { id: true } });
    const set = await db.collection.create({
      data: {
        key: randomBytes(16).toString('base64url'),
        ownerId: owner.id,
        streamId,
        name: 'Formules',
        fingerprint: `prerender-${randomBytes(6).toString('hex')}`,
        topicOrder: [question.topicId],
        questions: { create: [{ questionId: question.id, position: 0 }] },
      },
    });
    setKey = set.key;
  });
  afterAll(async () => {
    await server?.close();
  });

  it("holds every formula of the set's topics, what its questions bring in, its questions, tips, published strategies and formula sheet, each once", async () => {
    expect(await formulas()).toEqual([
      { tex: 'g = 9{,}81\\ \\text{m/s}^2', display: false, drawn: true },
      { tex: 'h = 12\\ \\text{m}', display: false, drawn: true },
      { tex: 'v = \\dfrac{s}{t}', display: false, drawn: true },
      { tex: 'E = m c^2', display: true, drawn: true },
      { tex: '\\onbekend{x}', display: false, drawn: false },
      { tex: 'P = \\dfrac{E}{t}', display: false, drawn: true },
      { tex: 't = 2\\ \\text{s}', display: true, drawn: true },
      { tex: 'F = m \\cdot a', display: true, drawn: true },
      { tex: 'a', display: false, drawn: true },
      { tex: '\\rho = \\dfrac{m}{V}', display: false, drawn: true },
    ]);
  });

  it('leaves out the tips and strategies of an exam that does not show its answers, as the page does', async () => {
    await server.db.prisma.exam.update({ where: { id: examId }, data: { showAnswers: false } });
    try {
      expect(await formulas()).toEqual([
        { tex: 'g = 9{,}81\\ \\text{m/s}^2', display: false, drawn: true },
        { tex: 'h = 12\\ \\text{m}', display: false, drawn: true },
        { tex: 'v = \\dfrac{s}{t}', display: false, drawn: true },
        { tex: 'E = m c^2', display: true, drawn: true },
        { tex: '\\rho = \\dfrac{m}{V}', display: false, drawn: true },
      ]);
    } finally {
      await server.db.prisma.exam.update({ where: { id: examId }, data: { showAnswers: true } });
    }
  });
});
