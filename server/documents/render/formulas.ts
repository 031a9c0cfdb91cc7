// Every formula of a document rendered once, before the layout: the layouts then look formulas up synchronously.
import { parseMarkup, type MarkupBlock, type MarkupInline } from '../../../shared/markup/parse.ts';
import { texToSvg, texToSvgParts, type FormulaPartsResult } from '../tex.ts';
import { giveWay } from '../requestLoad.ts';

/** Per formula key: its parts (a display formula is one part; an inline one may wrap between its parts). */
export type FormulaTable = ReadonlyMap<string, FormulaPartsResult>;

export const formulaKey = (tex: string, display: boolean) => `${display ? 'D' : 'I'}${tex}`;

function inlineFormulas(nodes: MarkupInline[], out: Set<string>) {
  for (const node of nodes) {
    if (node.type === 'formula') out.add(formulaKey(node.tex, false));
    else if (node.type === 'bold') inlineFormulas(node.children, out);
  }
}

export function blockFormulas(blocks: MarkupBlock[], out: Set<string>) {
  for (const block of blocks) {
    if (block.type === 'paragraph') inlineFormulas(block.children, out);
    else if (block.type === 'displayFormula') out.add(formulaKey(block.tex, true));
    else if (block.type === 'table') for (const row of [block.header, ...block.rows]) for (const cell of row) inlineFormulas(cell.children, out);
  }
}

/**
 * A formula as paper prints it: a small text-style fraction (\tfrac, as in 'E_k = ½mv²') is set at full size, since
 * its script-size figures, a little over 6 pt on paper, are hard to read in a printed line (issue 42).
 */
export const printedTex = (tex: string) => tex.replace(/\\tfrac(?![a-zA-Z])/g, '\\dfrac');

/** Renders the formulas of these markup texts for the PDF (each distinct formula once). */
export async function renderFormulas(texts: Iterable<string | null>): Promise<FormulaTable> {
  const keys = new Set<string>();
  for (const text of texts) if (text) blockFormulas(parseMarkup(text), keys);
  const table = new Map<string, FormulaPartsResult>();
  for (const key of keys) {
    giveWay();
    const tex = printedTex(key.slice(1));
    if (key[0] === 'I') table.set(key, await texToSvgParts(tex));
    else {
      const result = await texToSvg(tex, true);
      table.set(key, result.ok ? { ok: true, parts: [result.formula], breaks: [] } : result);
    }
  }
  return table;
}
