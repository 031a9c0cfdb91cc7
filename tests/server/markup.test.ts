// The content markup: the parser (shared/markup/parse.ts) on literal inputs with literal trees, the plain text
// extraction, and the web component (web/components/Markup.tsx) rendered to static HTML.
import { jest } from '@jest/globals';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { markupToPlainText, parseInlineMarkup, parseMarkup, type MarkupBlock } from '../../shared/markup/parse.ts';
import { contentSlugs, loadStreamContent } from '../../prisma/seed/content/load.ts';
import type { MarkupProps } from '../../web/components/Markup.tsx';

// Vite bundles the component's KaTeX stylesheet; jest cannot load CSS.
jest.unstable_mockModule('katex/dist/katex.min.css', () => ({}));
const { Markup, loadKatex } = await import('../../web/components/Markup.tsx');
// In the browser KaTeX arrives with the first formula; a static render needs it loaded beforehand.
await loadKatex();

function html(props: MarkupProps): string {
  return renderToStaticMarkup(createElement(Markup, props));
}

describe('parseMarkup', () => {
  it('splits paragraphs on blank lines and keeps single newlines as line breaks', () => {
    expect(parseMarkup('Regel een\nregel twee\n\n\nTweede alinea')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Regel een' }, { type: 'lineBreak' }, { type: 'text', text: 'regel twee' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'Tweede alinea' }] },
    ]);
  });

  it('reads Windows line ends and trims the ends of lines', () => {
    expect(parseMarkup('  een  \r\ntwee\r\n\r\ndrie')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'een' }, { type: 'lineBreak' }, { type: 'text', text: 'twee' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'drie' }] },
    ]);
  });

  it('gives no blocks for an empty or blank text', () => {
    expect(parseMarkup('')).toEqual([]);
    expect(parseMarkup(' \n\n  \n')).toEqual([]);
  });

  it('makes a formula inline inside a sentence and display alone on its line', () => {
    expect(parseMarkup('De snelheid is $$v = \\dfrac{s}{t}$$, dus:\n$$s = v \\cdot t$$\nmet $$t$$ in s.')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'De snelheid is ' },
          { type: 'formula', tex: 'v = \\dfrac{s}{t}' },
          { type: 'text', text: ', dus:' },
        ],
      },
      { type: 'displayFormula', tex: 's = v \\cdot t' },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'met ' },
          { type: 'formula', tex: 't' },
          { type: 'text', text: ' in s.' },
        ],
      },
    ]);
  });

  it('keeps a formula with punctuation after it, or two formulas on a line, inline', () => {
    expect(parseMarkup('$$1\\ \\text{m/s} = 3{,}6\\ \\text{km/h}$$.')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'formula', tex: '1\\ \\text{m/s} = 3{,}6\\ \\text{km/h}' },
          { type: 'text', text: '.' },
        ],
      },
    ]);
    expect(parseMarkup('$$a$$ en $$b$$')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'formula', tex: 'a' },
          { type: 'text', text: ' en ' },
          { type: 'formula', tex: 'b' },
        ],
      },
    ]);
  });

  it('leaves a lone or empty $$ as text', () => {
    expect(parseMarkup('kost $$ 5')).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: 'kost $$ 5' }] }]);
    expect(parseMarkup('leeg $$$$ en $$ $$')).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: 'leeg $$$$ en $$ $$' }] }]);
  });

  it('reads bold, also around a formula, and leaves an unpaired ** as text', () => {
    expect(parseMarkup('**Elektriciteit**\n$$U = I \\cdot R$$ — wet van **Ohm: $$R$$**')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'bold', children: [{ type: 'text', text: 'Elektriciteit' }] },
          { type: 'lineBreak' },
          { type: 'formula', tex: 'U = I \\cdot R' },
          { type: 'text', text: ' — wet van ' },
          {
            type: 'bold',
            children: [
              { type: 'text', text: 'Ohm: ' },
              { type: 'formula', tex: 'R' },
            ],
          },
        ],
      },
    ]);
    expect(parseMarkup('**a** en 2**3')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'bold', children: [{ type: 'text', text: 'a' }] },
          { type: 'text', text: ' en 2**3' },
        ],
      },
    ]);
  });

  it('does not read markup inside a formula', () => {
    expect(parseMarkup('$$a**b**c ![x](y)$$ rest')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'formula', tex: 'a**b**c ![x](y)' },
          { type: 'text', text: ' rest' },
        ],
      },
    ]);
  });

  it('makes an image alone on its line a block and one inside a sentence inline', () => {
    expect(parseMarkup('Zie figuur 1.\n\n![Figuur 1: het (v,t)-diagram van Lotte](figuur1.svg)\nEn dit ![pijl](/files/7/pijl.svg) is een pijl.')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Zie figuur 1.' }] },
      { type: 'image', alt: 'Figuur 1: het (v,t)-diagram van Lotte', src: 'figuur1.svg' },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'En dit ' },
          { type: 'image', alt: 'pijl', src: '/files/7/pijl.svg' },
          { type: 'text', text: ' is een pijl.' },
        ],
      },
    ]);
  });

  it('leaves an incomplete image as text', () => {
    expect(parseMarkup('![geen bron] en ![spatie](a b.svg)')).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: '![geen bron] en ![spatie](a b.svg)' }] }]);
  });

  it('reads a table with a header, formulas and bold in cells, and a | inside a formula', () => {
    const text = [
      'In de tabel staan de gegevens.',
      '',
      '| gegeven | waarde |',
      '|---|:---:|',
      '| massa | $$80\\ \\text{kg}$$ |',
      '| **fout** | $$|E| < 0{,}4$$ |',
      '| leeg |',
      '',
      'Daarna tekst.',
    ].join('\n');
    const expected: MarkupBlock[] = [
      { type: 'paragraph', children: [{ type: 'text', text: 'In de tabel staan de gegevens.' }] },
      {
        type: 'table',
        header: [{ children: [{ type: 'text', text: 'gegeven' }] }, { children: [{ type: 'text', text: 'waarde' }] }],
        rows: [
          [{ children: [{ type: 'text', text: 'massa' }] }, { children: [{ type: 'formula', tex: '80\\ \\text{kg}' }] }],
          [{ children: [{ type: 'bold', children: [{ type: 'text', text: 'fout' }] }] }, { children: [{ type: 'formula', tex: '|E| < 0{,}4' }] }],
          [{ children: [{ type: 'text', text: 'leeg' }] }, { children: [] }],
        ],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'Daarna tekst.' }] },
    ];
    expect(parseMarkup(text)).toEqual(expected);
  });

  it('reads a table right under a line of text and an empty header cell', () => {
    expect(parseMarkup('Tabel:\n| | oud |\n|---|---|\n| prijs | 3 |')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Tabel:' }] },
      {
        type: 'table',
        header: [{ children: [] }, { children: [{ type: 'text', text: 'oud' }] }],
        rows: [[{ children: [{ type: 'text', text: 'prijs' }] }, { children: [{ type: 'text', text: '3' }] }]],
      },
    ]);
  });

  it('keeps pipe lines without a separator line as text', () => {
    expect(parseMarkup('| a | b |\n| c | d |')).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: '| a | b |' }, { type: 'lineBreak' }, { type: 'text', text: '| c | d |' }] }]);
  });
});

describe('parseInlineMarkup', () => {
  it('flattens blocks into one run separated by line breaks', () => {
    expect(parseInlineMarkup('Kies **A**\n\n$$x = 2$$\n\n| a | b |\n|---|---|\n| 1 | 2 |')).toEqual([
      { type: 'text', text: 'Kies ' },
      { type: 'bold', children: [{ type: 'text', text: 'A' }] },
      { type: 'lineBreak' },
      { type: 'formula', tex: 'x = 2' },
      { type: 'lineBreak' },
      { type: 'text', text: 'a b' },
      { type: 'lineBreak' },
      { type: 'text', text: '1 2' },
    ]);
  });
});

describe('markupToPlainText', () => {
  it('drops formulas and bold markers and keeps image alt texts', () => {
    expect(markupToPlainText('**Opgave** over de fiets van $$9{,}0\\ \\text{km}$$ lang.\nTweede regel.\n\n$$v = \\dfrac{s}{t}$$\n\n![Figuur 1: de fiets](/files/3/figuur1.svg)')).toBe(
      'Opgave over de fiets van lang.\nTweede regel.\n\nFiguur 1: de fiets',
    );
  });

  it('gives a table row per line with its cells separated by spaces', () => {
    expect(markupToPlainText('| model | vermogen |\n|---|---|\n| Kookfix | $$2200\\ \\text{W}$$ zuinig |')).toBe('model vermogen\nKookfix zuinig');
  });

  it('gives an empty string for a text of formulas only', () => {
    expect(markupToPlainText('$$a$$\n\n$$b$$ $$c$$')).toBe('');
  });
});

describe('<Markup>', () => {
  it('renders nothing for an empty text', () => {
    expect(html({ text: '' })).toBe('');
    expect(html({ text: null })).toBe('');
    expect(html({ text: '\n\n' })).toBe('');
  });

  it('renders paragraphs, line breaks and bold', () => {
    expect(html({ text: 'Een **vet** woord\nvolgende regel\n\nAlinea twee' })).toBe('<div class="markup"><p>Een <strong>vet</strong> woord<br/>volgende regel</p><p>Alinea twee</p></div>');
  });

  it('renders an inline formula with KaTeX HTML and MathML carrying the TeX', () => {
    const out = html({ text: 'Gebruik $$v = \\dfrac{s}{t}$$ hier.' });
    expect(out.startsWith('<div class="markup"><p>Gebruik <span class="markup-formula"><span class="katex">')).toBe(true);
    expect(out).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(out).toContain('<annotation encoding="application/x-tex">v = \\dfrac{s}{t}</annotation>');
    expect(out).toContain('<mfrac>');
    // The visual rendering is hidden from screen readers, which read the MathML instead.
    expect(out).toContain('<span class="katex-html" aria-hidden="true">');
    expect(out.endsWith('</span></span> hier.</p></div>')).toBe(true);
  });

  it('renders a formula alone on its line as a display block', () => {
    const out = html({ text: '$$F_{res} = m \\cdot a$$' });
    expect(out).toMatch(/^<div class="markup"><div class="markup-display" style="[^"]*overflow-x:auto[^"]*"><span class="markup-formula"><span class="katex-display">/);
    expect(out).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML" display="block">');
    expect(out).toContain('<annotation encoding="application/x-tex">F_{res} = m \\cdot a</annotation>');
  });

  it('shows the source of a broken formula in <code> without KaTeX error text', () => {
    let out = '';
    expect(() => {
      out = html({ text: 'Eerst $$\\frac{1}{$$ dan $$\\onbekend{x} + 1$$.\n$$x^$$' });
    }).not.toThrow();
    const title = 'title="Deze formule kon niet worden weergegeven; hier staat de broncode."';
    expect(out).toBe(
      '<div class="markup"><p>Eerst ' +
        `<code class="markup-formula-error" ${title}>\\frac{1}{</code> dan ` +
        `<code class="markup-formula-error" ${title}>\\onbekend{x} + 1</code>.</p>` +
        '<div class="markup-display" style="overflow-x:auto;overflow-y:hidden;max-width:100%">' +
        `<code class="markup-formula-error" ${title}>x^</code></div></div>`,
    );
    expect(out).not.toContain('katex-error');
    expect(out).not.toContain('#cc0000');
  });

  it('renders an image by its URL with alt text, lazily and never wider than its column', () => {
    expect(html({ text: '![Figuur 1: het (v,t)-diagram van Lotte](/files/12/figuur1.svg)' })).toBe(
      '<div class="markup"><figure class="markup-figure" style="margin:1em 0">' +
        '<img class="markup-image" src="/files/12/figuur1.svg" alt="Figuur 1: het (v,t)-diagram van Lotte" loading="lazy" decoding="async" style="max-width:100%;height:auto"/>' +
        '</figure></div>',
    );
  });

  it('asks resolveImage for a bare file name and shows the alt text when it has no URL', () => {
    const resolveImage = (name: string) => (name === 'figuur1.svg' ? '/files/5/figuur1.svg' : null);
    const out = html({ text: 'A ![Figuur 1](figuur1.svg) B ![Figuur 2: grafiek](figuur2.svg)', resolveImage });
    expect(out).toContain('<img class="markup-image" src="/files/5/figuur1.svg" alt="Figuur 1"');
    expect(out).toContain(
      '<span class="markup-image-missing" title="Deze afbeelding is niet beschikbaar." style="display:inline-block;border:1px dashed #5b6675;border-radius:6px;padding:4px 8px;color:#5b6675">Figuur 2: grafiek</span>',
    );
    // Without a resolver a bare name, another host or a script URL is never an <img>.
    const bare = html({ text: '![a](figuur1.svg) ![b](//elders.nl/x.svg) ![c](javascript:alert(1))' });
    expect(bare).not.toContain('<img');
    expect(bare.match(/markup-image-missing/g)).toHaveLength(3);
  });

  it('renders a table with header cells and a formula inside a cell', () => {
    const out = html({ text: '| gegeven | waarde |\n|---|---|\n| snelheid | $$v = 12\\ \\text{m/s}$$ |\n| **massa** | 80 kg |' });
    expect(out.startsWith('<div class="markup"><div class="markup-table" style="overflow-x:auto;overflow-y:hidden;max-width:100%"><table')).toBe(true);
    expect(out.match(/<th scope="col"[^>]*>/g)).toHaveLength(2);
    expect(out).toMatch(/<thead><tr><th scope="col"[^>]*>gegeven<\/th><th scope="col"[^>]*>waarde<\/th><\/tr><\/thead>/);
    expect(out).toMatch(/<td[^>]*>snelheid<\/td><td[^>]*><span class="markup-formula"><span class="katex">/);
    expect(out).toContain('<annotation encoding="application/x-tex">v = 12\\ \\text{m/s}</annotation>');
    expect(out).toMatch(/<td[^>]*><strong>massa<\/strong><\/td><td[^>]*>80 kg<\/td>/);
    expect(out.match(/<tr>/g)).toHaveLength(3);
  });

  it('escapes HTML in text, cells, alt texts and formulas instead of injecting it', () => {
    const out = html({
      text: '<script>alert(1)</script> & <b>co</b>\n\n| <i>x</i> |\n|---|\n| a & b |\n\n![<img src=x onerror=alert(1)> "q"](/files/1/a.svg)\n\n$$a < b \\text{<script>}$$',
    });
    expect(out).not.toMatch(/<script|<b>|<i>|<img src=x/);
    expect(out).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;co&lt;/b&gt;</p>');
    expect(out).toMatch(/<th scope="col"[^>]*>&lt;i&gt;x&lt;\/i&gt;<\/th>/);
    expect(out).toMatch(/<td[^>]*>a &amp; b<\/td>/);
    expect(out).toContain('alt="&lt;img src=x onerror=alert(1)&gt; &quot;q&quot;"');
    expect(out).toContain('<annotation encoding="application/x-tex">a &lt; b \\text{&lt;script&gt;}</annotation>');
  });

  it('renders the inline variant without block elements', () => {
    const out = html({ text: '$$35\\ \\text{g}$$ zout per **liter**\n\n$$x$$', inline: true });
    expect(out.startsWith('<span class="markup markup-inline"><span class="markup-formula"><span class="katex">')).toBe(true);
    expect(out).toContain(' zout per <strong>liter</strong><br/><span class="markup-formula"><span class="katex">');
    expect(out).not.toMatch(/<(div|p|table|figure)[\s>]/);
    expect(out).not.toContain('display="block"');
  });

  it('renders every text of the demo content without an exception or KaTeX error text', async () => {
    const texts: string[] = [];
    const collect = (value: unknown, key = ''): void => {
      if (typeof value === 'string') {
        if (key !== 'svg' && key !== 'name') texts.push(value);
      } else if (Array.isArray(value)) value.forEach((v) => collect(v, key));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, k);
    };
    for (const slug of contentSlugs()) collect(await loadStreamContent(slug));
    expect(texts.length).toBeGreaterThan(10_000);
    const out = html({ text: texts.join('\n\n') });
    expect(out).not.toContain('katex-error');
    expect(out).not.toContain('#cc0000');
    // Every formula is drawn with MathML, or shows its source.
    const formulas = texts.reduce((n, t) => n + (t.match(/\$\$/g)?.length ?? 0) / 2, 0);
    const drawn = out.match(/<annotation encoding="application\/x-tex">/g)?.length ?? 0;
    const shownAsSource = out.match(/class="markup-formula-error"/g)?.length ?? 0;
    expect(drawn + shownAsSource).toBe(formulas);
    expect(shownAsSource).toBeLessThan(5);
  });
});
