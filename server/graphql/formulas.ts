// A formula of the content drawn by the server (server/domain/content/formulas.ts): the pages whose query asks for
// their formulas (a shared set's, a topic's) show them at once, without KaTeX's script.
import { builder } from './builder.ts';
import type { RenderedFormula } from '../domain/content/formulas.ts';

export const RenderedFormulaRef = builder.objectRef<RenderedFormula>('RenderedFormula').implement({
  description: "A formula of the content drawn by the server exactly as the web app's Markup draws it.",
  fields: (t) => ({
    tex: t.exposeString('tex', { description: 'The TeX between the $$ of the markup, as written.' }),
    display: t.exposeBoolean('display', { description: 'Alone on its line (a centred block).' }),
    html: t.exposeString('html', { nullable: true, description: "KaTeX's HTML with MathML; null when KaTeX cannot read the formula (the page shows its source)." }),
  }),
});
