// Content text (introductions, questions, steps, tips, the formula sheet) as HTML: formulas through KaTeX with
// MathML for screen readers, bold, images, tables. The tree comes from shared/markup/parse.ts, which the PDF and
// Word generators share. Formulas drawn beforehand by the server come through <PrerenderedFormulas>: a text whose
// formulas are all there never loads KaTeX's script (the student pages); without that provider it loads on demand.
// Vite's ambient types (CSS imports) for the server's tsconfig too, which compiles this file through its test.
/// <reference types="vite/client" />
import { createContext, useContext, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { parseInlineMarkup, parseMarkup, type MarkupBlock, type MarkupImage, type MarkupInline, type MarkupTable } from '../../shared/markup/parse.ts';
import { formulaKey, formulasIn, renderFormula, type RenderTeX } from '../../shared/markup/formulas.ts';

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

/** Formulas drawn beforehand (server/domain/content/formulas.ts), by formulaKey: KaTeX's HTML, or null for a broken one. */
type Prerendered = ReadonlyMap<string, string | null>;
const PrerenderedContext = createContext<Prerendered | null>(null);

/** Lets every Markup inside use these drawn formulas instead of loading KaTeX for them. */
export function PrerenderedFormulas({ formulas, children }: { formulas: readonly { tex: string; display: boolean; html: string | null | undefined }[]; children: ReactNode }) {
  const map = useMemo(() => new Map(formulas.map((f) => [formulaKey(f.tex, f.display), f.html ?? null])), [formulas]);
  return <PrerenderedContext.Provider value={map}>{children}</PrerenderedContext.Provider>;
}

/**
 * How a formula KaTeX cannot read is shown: by default its source, quietly (students); the back-office's editors
 * (web/screens/Admin/MarkupField.tsx) wrap that source in a mark with the reason, at its place in the preview.
 */
export type MarkBrokenFormula = (source: ReactNode, tex: string, display: boolean) => ReactNode;
const BrokenFormulaContext = createContext<MarkBrokenFormula | null>(null);

/** Lets every Markup inside mark the formulas KaTeX cannot read with `mark`. */
export function BrokenFormulaMarks({ mark, children }: { mark: MarkBrokenFormula; children: ReactNode }) {
  return <BrokenFormulaContext.Provider value={mark}>{children}</BrokenFormulaContext.Provider>;
}

export function Markup({ text, inline = false, resolveImage, className }: MarkupProps) {
  const prerendered = useContext(PrerenderedContext);
  const tree = useMemo(() => (!text ? [] : inline ? parseInlineMarkup(text) : parseMarkup(text)), [text, inline]);
  const needsKatex = useMemo(() => formulasIn(tree).some((f) => !prerendered?.has(formulaKey(f.tex, f.display))), [tree, prerendered]);
  const renderTeX = useKatex(needsKatex);
  // Parsing is cheap and formulas are cached below, so one memo per text (and resolver) is enough.
  const content = useMemo(() => {
    const ctx: RenderContext = { resolveImage, renderTeX, prerendered };
    return inline ? renderInlines(tree as MarkupInline[], ctx) : (tree as MarkupBlock[]).map((block, i) => renderBlock(block, i, ctx));
  }, [tree, inline, resolveImage, renderTeX, prerendered]);
  if (!content.length) return null;
  const classes = ['markup', inline ? 'markup-inline' : null, className].filter(Boolean).join(' ');
  return inline ? <span className={classes}>{content}</span> : <div className={classes}>{content}</div>;
}

interface RenderContext {
  resolveImage: MarkupProps['resolveImage'];
  /** KaTeX, or null while it loads (formulas then show their TeX, quietly). */
  renderTeX: RenderTeX | null;
  prerendered: Prerendered | null;
}

function renderBlock(block: MarkupBlock, key: number, ctx: RenderContext): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{renderInlines(block.children, ctx)}</p>;
    case 'displayFormula':
      return (
        <ScrollX key={key} className="markup-display" label="Formule">
          <Formula tex={block.tex} display ctx={ctx} />
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
        return <Formula key={key} tex={node.tex} display={false} ctx={ctx} />;
      case 'lineBreak':
        return <br key={key} />;
      case 'image':
        return <Image key={key} image={node} ctx={ctx} />;
    }
  });
}

function Formula({ tex, display, ctx }: { tex: string; display: boolean; ctx: RenderContext }) {
  const mark = useContext(BrokenFormulaContext);
  const key = formulaKey(tex, display);
  const drawnBefore = ctx.prerendered?.has(key) ?? false;
  if (!drawnBefore && !ctx.renderTeX) {
    return (
      <span className="markup-formula-pending" aria-busy="true" style={styles.pending}>
        {tex}
      </span>
    );
  }
  const html = drawnBefore ? ctx.prerendered!.get(key)! : formulaHtml(ctx.renderTeX!, key, tex, display);
  if (html === null) {
    const source = (
      <code className="markup-formula-error" title={BROKEN_FORMULA_TITLE}>
        {tex}
      </code>
    );
    return mark ? mark(source, tex, display) : source;
  }
  // KaTeX (here or on the server, with the same options) escapes the TeX it echoes (the MathML annotation) and, with
  // `trust: false`, emits no links or URLs.
  return <span className="markup-formula" dangerouslySetInnerHTML={{ __html: html }} />;
}

// The same units and symbols recur on every page: keep the last few hundred renderings.
const formulaCache = new Map<string, string | null>();
const FORMULA_CACHE_SIZE = 500;

/** KaTeX's HTML and MathML for a formula, or null when KaTeX cannot read it (the shared rule). */
function formulaHtml(renderToString: RenderTeX, key: string, tex: string, display: boolean): string | null {
  const cached = formulaCache.get(key);
  if (cached !== undefined) return cached;
  const html = renderFormula(renderToString, tex, display);
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
    <div ref={ref} className={className} style={styles.scrollX} {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
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
