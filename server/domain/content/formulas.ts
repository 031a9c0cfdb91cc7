// The formulas of content texts drawn on the server, exactly as the web app's Markup would draw them in the browser
// (shared/markup/formulas.ts), so the student pages of a shared set show formulas without downloading KaTeX's script.
// Many students open the same set within minutes, so drawings are kept in a bounded map.
import { renderToString } from 'katex';
import { parseMarkup } from '../../../shared/markup/parse.ts';
import { formulaKey, formulasIn, renderFormula } from '../../../shared/markup/formulas.ts';

export interface RenderedFormula {
  tex: string;
  display: boolean;
  /** KaTeX's HTML and MathML; null when KaTeX cannot read the formula (the page shows its source). */
  html: string | null;
}

// A drawn formula is 1-20 kB of HTML: bound the map by its characters, not its entries (about 32 MB of memory).
const CACHE_CHARS = 16_000_000;
const cache = new Map<string, string | null>();
let cachedChars = 0;

function drawn(tex: string, display: boolean): string | null {
  const key = formulaKey(tex, display);
  if (cache.has(key)) {
    // Most recently used last, so the eviction below drops the formulas nobody asked for in a while.
    const html = cache.get(key)!;
    cache.delete(key);
    cache.set(key, html);
    return html;
  }
  const html = renderFormula(renderToString, tex, display);
  const size = key.length + (html?.length ?? 0);
  if (size > CACHE_CHARS) return html;
  cache.set(key, html);
  cachedChars += size;
  for (const [oldKey, oldHtml] of cache) {
    if (cachedChars <= CACHE_CHARS) break;
    cache.delete(oldKey);
    cachedChars -= oldKey.length + (oldHtml?.length ?? 0);
  }
  return html;
}

/** Every formula of the texts (content markup; null and '' are skipped), each once, in the order of first use. */
export function renderFormulas(texts: Iterable<string | null | undefined>): RenderedFormula[] {
  const seen = new Set<string>();
  const out: RenderedFormula[] = [];
  for (const text of texts) {
    if (!text?.includes('$$')) continue;
    for (const { tex, display } of formulasIn(parseMarkup(text))) {
      const key = formulaKey(tex, display);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ tex, display, html: drawn(tex, display) });
    }
  }
  return out;
}
