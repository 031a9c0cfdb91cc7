// Content text (introductions, questions, steps, tips, the formula sheet) as HTML: formulas through KaTeX with
// MathML for screen readers, bold, images, tables. The tree comes from shared/markup/parse.ts, which the PDF and
// Word generators share.
// Vite's ambient types (CSS imports) for the server's tsconfig too, which compiles this file through its test.
/// <reference types="vite/client" />
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import {
  parseInlineMarkup,
  parseMarkup,
  type MarkupBlock,
  type MarkupImage,
  type MarkupInline,
  type MarkupTable,
} from '../../shared/markup/parse.ts';

export interface MarkupProps {
  /** The markup; nothing is rendered for null, undefined or ''. */
  text: string | null | undefined;
  /** For one-line places (a card's highlight): inline elements only, no paragraphs, tables or centred formulas. */
  inline?: boolean;
  /**
   * The URL of an image whose source is a bare file name (`figuur1.svg`), e.g. from the topic's attachments; null
   * when unknown. Sources that are already a path on this site (`/files/12/figuur1.svg`, as the import stores them)
   * are used as they are. An image without a URL shows its alt text in a placeholder.
   */
  resolveImage?: (name: string) => string | null;
  className?: string;
}

const BROKEN_FORMULA_TITLE = 'Deze formule kon niet worden weergegeven; hier staat de broncode.';
const MISSING_IMAGE_TITLE = 'Deze afbeelding is niet beschikbaar.';

type RenderTeX = typeof import('katex').renderToString;
let katex: RenderTeX | null = null;
let katexLoading: Promise<RenderTeX> | null = null;

/** Loads KaTeX (and its stylesheet) once; Markup calls it when a text has a formula. */
export function loadKatex(): Promise<RenderTeX> {
  katexLoading ??= import('./katex.ts').then((module) => (katex = module.renderToString));
  return katexLoading;
}

/** KaTeX once it is there; a text with formulas asks for it and renders again when it arrives. */
function useKatex(needed: boolean): RenderTeX | null {
  const [loaded, setLoaded] = useState<RenderTeX | null>(() => katex);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    void loadKatex().then((render) => live && setLoaded(() => render));
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return loaded ?? katex;
}

export function Markup({ text, inline = false, resolveImage, className }: MarkupProps) {
  const needsKatex = !!text && text.includes('$$');
  const renderTeX = useKatex(needsKatex);
  // Parsing is cheap and formulas are cached below, so one memo per text (and resolver) is enough.
  const content = useMemo(() => {
    if (!text) return [];
    const ctx: RenderContext = { resolveImage, renderTeX };
    return inline ? renderInlines(parseInlineMarkup(text), ctx) : parseMarkup(text).map((block, i) => renderBlock(block, i, ctx));
  }, [text, inline, resolveImage, renderTeX]);
  if (!content.length) return null;
  const classes = ['markup', inline ? 'markup-inline' : null, className].filter(Boolean).join(' ');
  return inline ? <span className={classes}>{content}</span> : <div className={classes}>{content}</div>;
}

interface RenderContext {
  resolveImage: MarkupProps['resolveImage'];
  /** KaTeX, or null while it loads (formulas then show their TeX, quietly). */
  renderTeX: RenderTeX | null;
}

function renderBlock(block: MarkupBlock, key: number, ctx: RenderContext): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{renderInlines(block.children, ctx)}</p>;
    case 'displayFormula':
      return (
        <ScrollX key={key} className="markup-display" label="Formule">
          <Formula tex={block.tex} display render={ctx.renderTeX} />
        </ScrollX>
      );
    case 'image':
      return (
        <figure key={key} className="markup-figure" style={styles.figure}>
          <Image image={block} ctx={ctx} />
        </figure>
      );
    case 'table':
      return <Table key={key} table={block} ctx={ctx} />;
  }
}

function renderInlines(nodes: MarkupInline[], ctx: RenderContext): ReactNode[] {
  return nodes.map((node, key) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'bold':
        return <strong key={key}>{renderInlines(node.children, ctx)}</strong>;
      case 'formula':
        return <Formula key={key} tex={node.tex} display={false} render={ctx.renderTeX} />;
      case 'lineBreak':
        return <br key={key} />;
      case 'image':
        return <Image key={key} image={node} ctx={ctx} />;
    }
  });
}

function Formula({ tex, display, render }: { tex: string; display: boolean; render: RenderTeX | null }) {
  if (!render) {
    return (
      <span className="markup-formula-pending" aria-busy="true" style={styles.pending}>
        {tex}
      </span>
    );
  }
  const html = formulaHtml(render, tex, display);
  if (html === null) {
    return (
      <code className="markup-formula-error" title={BROKEN_FORMULA_TITLE}>
        {tex}
      </code>
    );
  }
  // KaTeX escapes the TeX it echoes (the MathML annotation) and, with `trust: false`, emits no links or URLs.
  return <span className="markup-formula" dangerouslySetInnerHTML={{ __html: html }} />;
}

// The same units and symbols recur on every page: keep the last few hundred renderings.
const formulaCache = new Map<string, string | null>();
const FORMULA_CACHE_SIZE = 500;

/** KaTeX's HTML and MathML for a formula, or null when KaTeX cannot read it. */
function formulaHtml(renderToString: RenderTeX, tex: string, display: boolean): string | null {
  const key = `${display ? 'D' : 'I'}${tex}`;
  const cached = formulaCache.get(key);
  if (cached !== undefined) return cached;
  let html: string | null;
  try {
    // throwOnError: true (not false) because with false KaTeX still renders an unknown command as red text inside an
    // otherwise drawn formula; any error here shows the TeX source instead.
    html = renderToString(tex, { displayMode: display, output: 'htmlAndMathml', throwOnError: true, strict: 'ignore', trust: false });
  } catch {
    html = null;
  }
  if (formulaCache.size >= FORMULA_CACHE_SIZE) formulaCache.delete(formulaCache.keys().next().value!);
  formulaCache.set(key, html);
  return html;
}

/** A path on this site (`/files/12/figuur1.svg`); not `//host/...`, which leaves it. */
function isSitePath(src: string): boolean {
  return src.startsWith('/') && !src.startsWith('//');
}

function Image({ image, ctx }: { image: MarkupImage; ctx: RenderContext }) {
  const url = isSitePath(image.src) ? image.src : (ctx.resolveImage?.(image.src) ?? null);
  if (url === null) {
    return (
      <span className="markup-image-missing" title={MISSING_IMAGE_TITLE} style={styles.missingImage}>
        {image.alt || image.src}
      </span>
    );
  }
  return <img className="markup-image" src={url} alt={image.alt} loading="lazy" decoding="async" style={styles.image} />;
}

function Table({ table, ctx }: { table: MarkupTable; ctx: RenderContext }) {
  return (
    <ScrollX className="markup-table" label="Tabel">
      <table style={styles.table}>
        <thead>
          <tr>
            {table.header.map((cell, i) => (
              <th key={i} scope="col" style={styles.headerCell}>
                {renderInlines(cell.children, ctx)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (
                <td key={i} style={styles.cell}>
                  {renderInlines(cell.children, ctx)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollX>
  );
}

/**
 * A block that scrolls sideways on a narrow screen instead of widening the page. Only when it does overflow does it
 * become a focusable, named region, so keyboard users can scroll it (WCAG 2.1.1) without an extra tab stop for
 * every table and formula that fits.
 */
function ScrollX({ className, label, children }: { className: string; label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={className}
      style={styles.scrollX}
      {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}

// Inline because the house CSP allows style attributes but no inline <style>, and the component should work in any
// screen without a stylesheet of its own; the class names above are there for screens that want more.
const styles = {
  scrollX: { overflowX: 'auto', overflowY: 'hidden', maxWidth: '100%' },
  pending: { color: '#5b6675', fontFamily: 'monospace' },
  figure: { margin: '1em 0' },
  image: { maxWidth: '100%', height: 'auto' },
  missingImage: { display: 'inline-block', border: '1px dashed #5b6675', borderRadius: 6, padding: '4px 8px', color: '#5b6675' },
  table: { borderCollapse: 'collapse', margin: '0.5em 0' },
  headerCell: { border: '1px solid #9aa5b1', padding: '4px 10px', textAlign: 'left', background: '#eef2f7' },
  cell: { border: '1px solid #9aa5b1', padding: '4px 10px', textAlign: 'left' },
} satisfies Record<string, CSSProperties>;
