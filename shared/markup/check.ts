// Whether the formulas of a markup text can be shown as students see them: every formula is drawn the way Markup
// draws it (./formulas.ts: the same KaTeX call, options and rule), and a `$$` that the parser leaves as text (one
// without its partner, or two with nothing between) is a formula the author meant but students would see as dollar
// signs. The back-office's editors flag the first problem while the author types (web/screens/Admin/MarkupField.tsx)
// and the server refuses to save it (server/domain/content/markupCheck.ts), both with formulaIssueText's one Dutch
// sentence. Pure: each side brings its own KaTeX (the web app loads it on demand).
import { formulaKey, katexOptions, type RenderTeX } from './formulas.ts';
import { parseMarkup, type MarkupBlock, type MarkupInline } from './parse.ts';

/**
 * What is wrong with a formula, by its number in reading order (1 = the text's first formula; a `$$` left as text
 * counts as the formula it was meant to start). `detail` is KaTeX's own description, in English.
 */
export type FormulaIssue = { code: 'formula'; index: number; detail: string } | { code: 'unclosedFormula'; index: number } | { code: 'emptyFormula'; index: number };

export interface FormulaProblem {
  issue: FormulaIssue;
  /** The formula's TeX as Markup gets it (null for a `$$` left as text), and whether it stands on its own line. */
  tex: string | null;
  display: boolean;
  /** Where the problem is in the text, in UTF-16 offsets: the formula with its `$$`, or the lone `$$`; null when not found. */
  start: number | null;
  end: number | null;
}

/** The one wording of a formula issue, for the editor's flag, GraphQL's field errors and the REST shim's 422. */
export function formulaIssueText(issue: FormulaIssue): string {
  switch (issue.code) {
    case 'formula':
      return `Formule ${issue.index} kan niet worden gelezen: ${issue.detail}`;
    case 'unclosedFormula':
      return `Formule ${issue.index} is niet afgesloten: zet er $$ achter (of haal de $$ weg).`;
    case 'emptyFormula':
      return `Formule ${issue.index} is leeg: zet de formule tussen de $$ (of haal de $$ weg).`;
  }
}

/** KaTeX's reason for refusing a formula, or null when it draws it (as Markup would). */
export function formulaError(renderTeX: RenderTeX, tex: string, display: boolean): string | null {
  try {
    renderTeX(tex, katexOptions(display));
    return null;
  } catch (error) {
    // KaTeX's ParseError carries the reason without its 'KaTeX parse error: ' prefix and the echoed source.
    const raw = (error as { rawMessage?: unknown }).rawMessage;
    if (typeof raw === 'string' && raw) return raw;
    return error instanceof Error && error.message ? error.message : String(error);
  }
}

/** Every formula problem of a markup text, in reading order; [] for a text without any (or without formulas). */
export function formulaProblems(text: string | null | undefined, renderTeX: RenderTeX): FormulaProblem[] {
  if (!text?.includes('$$')) return [];
  const problems: FormulaProblem[] = [];
  const locate = sourceLocator(text);
  // A repeated formula is drawn once: a sheet that uses `\Delta t` twenty times asks KaTeX once.
  const errors = new Map<string, string | null>();
  let index = 0;
  const formula = (tex: string, display: boolean) => {
    index++;
    const key = formulaKey(tex, display);
    if (!errors.has(key)) errors.set(key, formulaError(renderTeX, tex, display));
    const detail = errors.get(key)!;
    const [start, end] = locate.formula(tex);
    if (detail !== null) problems.push({ issue: { code: 'formula', index, detail }, tex, display, start, end });
  };
  const literal = (value: string) => {
    // The parser leaves `$$` as text only when it has no partner in its paragraph, or when only blanks stand before
    // the next one: an empty formula.
    for (let at = value.indexOf('$$'); at !== -1; at = value.indexOf('$$', at)) {
      const next = value.indexOf('$$', at + 2);
      const empty = next !== -1 && value.slice(at + 2, next).trim() === '';
      index++;
      const [start, end] = locate.dollars(empty ? next + 2 - at : 2);
      problems.push({ issue: { code: empty ? 'emptyFormula' : 'unclosedFormula', index }, tex: null, display: false, start, end });
      at = empty ? next + 2 : at + 2;
    }
  };
  const inlines = (nodes: readonly MarkupInline[]) => {
    for (const node of nodes) {
      if (node.type === 'formula') formula(node.tex, false);
      else if (node.type === 'text') literal(node.text);
      else if (node.type === 'bold') inlines(node.children);
    }
  };
  const block = (node: MarkupBlock) => {
    switch (node.type) {
      case 'paragraph':
        inlines(node.children);
        break;
      case 'displayFormula':
        formula(node.tex, true);
        break;
      case 'table':
        for (const row of [node.header, ...node.rows]) for (const cell of row) inlines(cell.children);
        break;
      case 'image':
        break;
    }
  };
  parseMarkup(text).forEach(block);
  return problems;
}

/** The first formula problem of a markup text (what a save is refused with), or null. */
export function formulaIssue(text: string | null | undefined, renderTeX: RenderTeX): FormulaIssue | null {
  return formulaProblems(text, renderTeX)[0]?.issue ?? null;
}

/**
 * Finds the parsed formulas and lone dollars in the source, in reading order (which is the source's order): each search
 * starts where the last one ended. The parser trims lines, so a formula spread over indented lines may not be found
 * verbatim; it is then reported without a place and the search goes on from where it was.
 */
function sourceLocator(source: string) {
  let cursor = 0;
  const found = (start: number, length: number): [number, number] => {
    cursor = start + length;
    return [start, cursor];
  };
  return {
    formula(tex: string): [number | null, number | null] {
      const at = source.indexOf(`$$${tex}$$`, cursor);
      return at === -1 ? [null, null] : found(at, tex.length + 4);
    },
    dollars(length: number): [number | null, number | null] {
      const at = source.indexOf('$$', cursor);
      return at === -1 ? [null, null] : found(at, length);
    },
  };
}
