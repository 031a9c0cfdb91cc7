// KaTeX with its stylesheet: loaded on demand by ./Markup.tsx, the first time a text with a formula is shown, so pages
// without formulas (search results, most cards) never download it.
import 'katex/dist/katex.min.css';
export { renderToString } from 'katex';
