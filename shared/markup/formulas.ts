// How a formula of the content markup is drawn for the web: KaTeX's HTML with MathML for screen readers, or nothing
// when KaTeX cannot read it (the page then shows the formula's source). The web app draws with it in the browser
// (web/components/Markup.tsx) and the server ahead of time for the student pages (server/domain/content/formulas.ts),
// so both must draw a formula the same way: the options and the rule live here, once. KaTeX itself is not imported:
// each side brings its own (the web app loads it on demand, only when a formula was not drawn beforehand).
import type { KatexOptions } from 'katex';
import type { MarkupBlock, MarkupInline } from './parse.ts';

export type RenderTeX = (tex: string, options: KatexOptions) => string;

/** A formula as Markup draws it: display formulas are alone on their line. */
export interface FormulaRef {
  tex: string;
  display: boolean;
}

export function katexOptions(display: boolean): KatexOptions {
  // throwOnError: true (not false) because with false KaTeX still renders an unknown command as red text inside an
  // otherwise drawn formula; any error here shows the TeX source instead.
  return { displayMode: display, output: 'htmlAndMathml', throwOnError: true, strict: 'ignore', trust: false };
}

/** KaTeX's HTML and MathML for a formula, or null when KaTeX cannot read it. */
export function renderFormula(renderToString: RenderTeX, tex: string, display: boolean): string | null {
  try {
    return renderToString(tex, katexOptions(display));
  } catch {
    return null;
  }
}

/** The key of a formula in a map of drawn formulas: an inline and a display formula of one TeX differ. */
export function formulaKey(tex: string, display: boolean): string {
  return `${display ? 'D' : 'I'}${tex}`;
}

/** The formulas of parsed markup (parseMarkup's blocks or parseInlineMarkup's run) in reading order, repeats included. */
export function formulasIn(nodes: readonly (MarkupBlock | MarkupInline)[]): FormulaRef[] {
  const found: FormulaRef[] = [];
  const visit = (node: MarkupBlock | MarkupInline) => {
    switch (node.type) {
      case 'formula':
        found.push({ tex: node.tex, display: false });
        break;
      case 'displayFormula':
        found.push({ tex: node.tex, display: true });
        break;
      case 'paragraph':
      case 'bold':
        node.children.forEach(visit);
        break;
      case 'table':
        for (const row of [node.header, ...node.rows]) for (const cell of row) cell.children.forEach(visit);
        break;
    }
  };
  nodes.forEach(visit);
  return found;
}
