// TeX as a native Word equation (OMML) that LibreOffice reads as well as Word does.
//
// docx's own converter (latexToMath from docx/math) writes the OMML that Word itself writes. LibreOffice 7 imports
// OMML by turning it into StarMath source (starmath/source/ooxmlimport.cxx): every math run's text goes into that
// source as it stands, so whatever StarMath reads as syntax breaks the formula, and LibreOffice shows '¿' in its
// place. Found by converting every formula of the demo content (7258) and reading the StarMath LibreOffice made of
// each (the converted ODT's annotation), what breaks is:
// - a bracket pair split over two levels: docx writes (f(x))^2 as the run '(f(x)' and a superscript on ')';
// - a bar '|', which StarMath reads as 'or': |x| and |\vec a|;
// - an ASCII operator without its operands: '= 5' continuing a derivation, a charge's lone '+' in a superscript,
//   'E \cdot' at the end; '&', '#', '\', '~' and '`' anywhere;
// - a word that is a StarMath keyword: E_{in} gives 'in' (the element-of relation), likewise 'or', 'and', 'over'…;
// - an empty argument, which becomes StarMath's placeholder.
// The remedies are all OMML as Word writes it: a bracket pair around what a script applies to becomes a delimiter
// object (m:d, what Word's own build-up makes of '(f(x))^2'), a pair of bars one with '|' as its characters, and a
// character StarMath would misread gets the run property 'literal' (m:lit: for Word only 'no operator spacing', which
// such an operator lacks anyway), which LibreOffice reads as quoted text. Plain Unicode (−, ⋅, ≈, ′, °) is safe.
//
// Two layout needs are met here too, since they are properties of the equation:
// - `maxWidth`: a formula wider than the room it has (a table cell) is written as an equation array (m:eqArr, one
//   row per line, broken before its relations, else before + and −), which Word and LibreOffice both stack, instead
//   of one line that a cell cuts off: LibreOffice never breaks an equation over lines;
// - `after`: the punctuation that follows the formula in the text is written inside the equation as normal text, so
//   no line can start with the full stop after it.
import { Math as OMath, type IContext } from 'docx';
import { latexToMath } from 'docx/math';

/** Raises docx's error (with where) when docx cannot convert the TeX. */
export const texToMath = (tex: string) => latexToMath(tex.trim());

export interface EquationOptions {
  /** The room the formula has, in em of its font size; none: unlimited. */
  maxWidth?: number;
  /** Punctuation that follows the formula in the text ('.', ',', '),'). */
  after?: string;
}

/** A native Word equation of this TeX that LibreOffice also draws; throws where docx cannot convert the TeX. */
export function wordEquation(tex: string, options: EquationOptions = {}): OMath {
  return new PortableMath(texToMath(tex), options);
}

class PortableMath extends OMath {
  constructor(
    children: ReturnType<typeof latexToMath>,
    private readonly options: EquationOptions,
  ) {
    super({ children });
  }

  override prepForXml(context: IContext) {
    const xml = super.prepForXml(context);
    return xml && toXmlable(portableMath(fromXmlable(xml), this.options));
  }
}

// ---- A small element tree over docx's serialisable objects ({ name: [ {_attr}, child, 'text' ] }) ----

export interface XNode {
  name: string;
  attrs?: Record<string, string | number>;
  children: XChild[];
}
export type XChild = XNode | string;

function fromXmlable(obj: Record<string, unknown>): XNode {
  const name = Object.keys(obj)[0]!;
  const value = obj[name];
  const node: XNode = { name, children: [] };
  const take = (item: unknown) => {
    if (typeof item === 'string' || typeof item === 'number') node.children.push(String(item));
    else if (item && typeof item === 'object') {
      if ('_attr' in item) node.attrs = { ...node.attrs, ...(item as { _attr: Record<string, string | number> })._attr };
      else if (Object.keys(item).length) node.children.push(fromXmlable(item as Record<string, unknown>));
    }
  };
  if (Array.isArray(value)) value.forEach(take);
  else take(value);
  return node;
}

function toXmlable(node: XNode): Record<string, unknown> {
  const attrs = node.attrs && Object.keys(node.attrs).length ? [{ _attr: node.attrs }] : [];
  const children = node.children.map((c) => (typeof c === 'string' ? c : toXmlable(c)));
  if (!children.length) return { [node.name]: attrs.length ? attrs[0] : {} };
  return { [node.name]: [...attrs, ...children] };
}

const el = (name: string, children: XChild[] = [], attrs?: XNode['attrs']): XNode => ({ name, children, ...(attrs ? { attrs } : {}) });
const child = (node: XNode, name: string) => node.children.find((c): c is XNode => typeof c !== 'string' && c.name === name);
const isNode = (c: XChild): c is XNode => typeof c !== 'string';

// ---- Runs ----

/** The elements whose children are math: what StarMath reads as one argument. */
const ARGUMENTS = new Set(['m:oMath', 'm:e', 'm:num', 'm:den', 'm:sub', 'm:sup', 'm:deg', 'm:lim', 'm:fName']);

const runText = (run: XNode) => {
  const t = child(run, 'm:t');
  return t ? t.children.filter((c): c is string => typeof c === 'string').join('') : '';
};
const runProps = (run: XNode) => child(run, 'm:rPr');
const isNormalText = (run: XNode) => !!runProps(run)?.children.some((c) => isNode(c) && (c.name === 'm:nor' || c.name === 'm:lit'));

/** A math run with the properties of `template` (its m:rPr), literal or not. */
function makeRun(text: string, template: XNode | null, literal: boolean): XNode {
  const props = (template && runProps(template)?.children.filter((c) => !(isNode(c) && c.name === 'm:lit'))) ?? [];
  // m:lit comes first in CT_RPR's sequence.
  const rPr = literal ? [el('m:lit'), ...props] : props;
  const t = el('m:t', [text], /^\s|\s$|^\u200b|\u200b$/.test(text) ? { 'xml:space': 'preserve' } : undefined);
  return el('m:r', [...(rPr.length ? [el('m:rPr', rPr)] : []), t]);
}

/** One character of a math run, or an element (a fraction, a script, a normal-text run…) that is one operand. */
type Item = { ch: string; run: number; template: XNode; literal: boolean } | { node: XNode };

function items(children: XChild[]): Item[] {
  const out: Item[] = [];
  let run = 0;
  for (const c of children) {
    if (!isNode(c)) continue;
    if (c.name === 'm:r' && !isNormalText(c)) {
      run++;
      for (const ch of runText(c)) out.push({ ch, run, template: c, literal: false });
    } else out.push({ node: c });
  }
  return out;
}

function fromItems(list: Item[]): XChild[] {
  const out: XChild[] = [];
  let i = 0;
  while (i < list.length) {
    const item = list[i]!;
    if ('node' in item) {
      out.push(item.node);
      i++;
      continue;
    }
    // Characters of one original run with the same 'literal' stay one run; runs are never joined, since LibreOffice
    // separates runs by a space and joining two could make a keyword ('i' 'n' → 'in').
    let text = '';
    let j = i;
    for (; j < list.length; j++) {
      const next = list[j]!;
      if ('node' in next || next.run !== item.run || next.literal !== item.literal) break;
      text += next.ch;
    }
    out.push(makeRun(text, item.template, item.literal));
    i = j;
  }
  return out;
}

// ---- The fixes ----

const CLOSERS: Record<string, string> = { ')': '(', ']': '[' };
const isChar = (item: Item | undefined, chars: string): item is Extract<Item, { ch: string }> => !!item && 'ch' in item && chars.includes(item.ch);
const isSpace = (item: Item | undefined) => !!item && 'ch' in item && /\s|\u200b/.test(item.ch);

const delimiter = (open: string, close: string, content: XChild[]) => el('m:d', [el('m:dPr', [el('m:begChr', [], { 'm:val': open }), el('m:endChr', [], { 'm:val': close })]), el('m:e', content)]);

/** The scripted element's base when it is one closing bracket or bar: docx's (f(x))^2, |y'|_{max}. */
function scriptedBracket(item: Item): string | null {
  if (!('node' in item) || !['m:sSup', 'm:sSub', 'm:sSubSup'].includes(item.node.name)) return null;
  const base = child(item.node, 'm:e');
  const only = base?.children.filter(isNode);
  if (!only || only.length !== 1 || only[0]!.name !== 'm:r' || isNormalText(only[0]!)) return null;
  const text = runText(only[0]!);
  return text === ')' || text === ']' || text === '|' ? text : null;
}

/**
 * A pair of bars becomes a delimiter, and so does the bracket pair whose closing bracket carries a script; a bracket
 * pair within the argument stays as it is (StarMath pairs it), and a bracket or bar left unpaired is made literal.
 */
function groupBrackets(list: Item[]): Item[] {
  const out: Item[] = [];
  const paired = new Set<Item>();
  for (const item of list) {
    const scripted = scriptedBracket(item);
    if (scripted || isChar(item, '|')) {
      const closing = scripted ?? '|';
      const open = openerIndex(out, closing, paired);
      if (open >= 0) {
        const inner = fromItems(out.splice(open + 1));
        const opener = (out.pop() as { ch: string }).ch;
        const d = delimiter(opener, closing, inner);
        if (scripted) {
          const node = (item as { node: XNode }).node;
          child(node, 'm:e')!.children = [d];
          out.push({ node });
        } else out.push({ node: d });
        continue;
      }
    } else if (isChar(item, ')]')) {
      const open = openerIndex(out, item.ch, paired);
      if (open >= 0) paired.add(out[open]!).add(item);
    }
    out.push(item);
  }
  for (const item of out) if (isChar(item, '()[]|') && !paired.has(item)) item.literal = true;
  return out;
}

/** Where the unpaired bracket or bar that `closing` closes stands in `before`, or -1. */
function openerIndex(before: Item[], closing: string, paired: Set<Item>): number {
  const want = closing === '|' ? '|' : CLOSERS[closing]!;
  for (let i = before.length - 1; i >= 0; i--) {
    const item = before[i]!;
    if (paired.has(item) || !isChar(item, closing === '|' ? '|' : '([')) continue;
    return item.ch === want ? i : -1;
  }
  return -1;
}

/** ASCII characters that StarMath reads as binary operators or relations: each needs an operand on both sides. */
const OPERATORS = '=<>+-*/^_';
/** Characters StarMath reads as syntax wherever they stand. */
const SYNTAX = '#\\~`"&%';

/** StarMath's keywords (its token table, case-insensitive): a word of a math run that is one of them is literal. */
const KEYWORDS = new Set(
  (
    'abs acute aleph alignb alignc alignl alignm alignr alignt and approx arccos arccot arcosh arcoth arcsin arctan arsinh ' +
    'artanh backepsilon bar binom bold boper breve bslash cdot check circ circle color coprod cos cosh cot coth csub csup ' +
    'dddot ddot def div divides dlarrow dlrarrow dot dotsaxis dotsdiag dotsdown dotslow dotsup dotsvert downarrow drarrow ' +
    'emptyset equiv evaluate exists exp fact fixed font forall fourier frac from func ge geslant gg grave gt hadd harpoon ' +
    'hat hbar hex iiint iint im in infinity infty int intd intersection it ital italic lambdabar langle laplace lbrace ' +
    'lceil ldbracket ldline le left leftarrow leftharpoon leftvec leslant lfloor lim liminf limsup lint ll lline llint ' +
    'lllint ln log lrline lrdline lsub lsup lt maj matrix minusplus mline nabla nbold ndivides neg neq newline ni nitalic ' +
    'none nospace notexists notin nprec nroot nsubset nsubseteq nsucc nsupset nsupseteq odivide odot ominus oper oplus or ' +
    'ortho otimes over overbrace overline overstrike owns parallel partial phantom plusminus prec preccurlyeq precsim prod ' +
    'prop rangle rbrace rceil rdbracket rdline re rfloor right rightarrow rline rsub rsup sans serif setc setminus setn ' +
    'setq setquotient setr setz sim simeq sin sinh size slash sqrt stack sub subset subseteq succ succcurlyeq succsim sum ' +
    'sup supset supseteq tan tanh tilde times to toward transl transr underbrace underline union uoper uparrow vec ' +
    'widebslash wideharpoon widehat wideleftharpoon wideleftvec wideslash widetilde widevec wp'
  ).split(' '),
);

/** Marks literal what StarMath would misread: operators without operands, syntax characters, keywords. */
function markLiterals(list: Item[], functionName: boolean) {
  // What can stand left of an operator (a closing bracket ends an operand) and right of it (an opening one begins one).
  const leftOperand = (item: Item | undefined) => !!item && ('node' in item || item.literal || !(OPERATORS.includes(item.ch) || '(['.includes(item.ch)));
  const rightOperand = (item: Item | undefined) => !!item && ('node' in item || item.literal || !(OPERATORS.includes(item.ch) || ')]'.includes(item.ch)));
  const next = (i: number, step: 1 | -1) => {
    let j = i + step;
    while (j >= 0 && j < list.length && isSpace(list[j])) j += step;
    return j;
  };
  for (const [i, item] of list.entries()) {
    if ('node' in item) continue;
    if (SYNTAX.includes(item.ch)) item.literal = true;
    if (!OPERATORS.includes(item.ch)) continue;
    const before = list[next(i, -1)];
    const a = next(i, 1);
    const after = list[a];
    const sign = item.ch === '+' || item.ch === '-';
    // A sign may follow an operator ('= -5'), and may stand without a left operand ('-5').
    const afterOk = rightOperand(after) || (isChar(after, '+-') && rightOperand(list[next(a, 1)]));
    if (!afterOk || !(leftOperand(before) || (sign && !isChar(before, ')]')))) item.literal = true;
  }
  // Words: letters of one run; a function's own name stays a function for LibreOffice ('sin {x}').
  if (functionName) return;
  let start = 0;
  while (start < list.length) {
    const first = list[start]!;
    if ('node' in first || !/[A-Za-z]/.test(first.ch)) {
      start++;
      continue;
    }
    let end = start;
    while (end < list.length) {
      const item = list[end]!;
      if ('node' in item || item.run !== first.run || !/[A-Za-z0-9]/.test(item.ch)) break;
      end++;
    }
    const word = list.slice(start, end) as Extract<Item, { ch: string }>[];
    const letters = word
      .map((w) => w.ch)
      .join('')
      .replace(/[0-9]+$/, '');
    if (KEYWORDS.has(letters.toLowerCase())) for (const w of word) w.literal = true;
    start = end;
  }
}

/** Whether a property element of `parent` hides its argument `name` (a sum without limits, a root without degree). */
function hidden(parent: XNode, name: string): boolean {
  const props = parent.children.find((c): c is XNode => isNode(c) && c.name.endsWith('Pr'));
  const flag = name === 'm:sub' ? 'm:subHide' : name === 'm:sup' ? 'm:supHide' : name === 'm:deg' ? 'm:degHide' : null;
  const hide = flag && props?.children.find((c): c is XNode => isNode(c) && c.name === flag);
  return !!hide && hide.attrs?.['m:val'] !== 0 && hide.attrs?.['m:val'] !== '0' && hide.attrs?.['m:val'] !== 'off';
}

/** Makes every argument of this element, and of those inside it, one that LibreOffice reads. */
function portable(node: XNode, parent: XNode | null) {
  if (ARGUMENTS.has(node.name)) {
    let list = items(node.children);
    if (node.name === 'm:e' && parent?.name === 'm:eqArr') {
      // '&' marks where Word aligns an equation array's rows; for LibreOffice it is 'and': the rows are centred.
      list = list.filter((item) => !isChar(item, '&'));
    }
    list = groupBrackets(list);
    markLiterals(list, node.name === 'm:fName');
    node.children = fromItems(list);
    if (!node.children.length && !(parent && hidden(parent, node.name))) node.children = [makeRun('\u200b', null, false)];
  }
  for (const c of node.children) if (isNode(c) && !c.name.endsWith('Pr')) portable(c, node);
}

// ---- Width and stacking ----

const RELATIONS = '=<>≈≤≥≠→⇒⇔↔⇌⇄∼≡∝';
/**
 * How much wider than widthOf's estimate an equation may come out: LibreOffice set the formulas of the demo sets up
 * to 1.26 times wider (its spacing around functions and scripts), Word narrower.
 */
const WIDTH_MARGIN = 1.3;
const BREAKABLE_BINARY = '+−-±';

/** A rough width in em, as LibreOffice and Word set it (Cambria Math / OpenSymbol at the text's size). */
export function widthOf(node: XChild): number {
  if (!isNode(node)) return 0;
  const sum = (list: XChild[]) => list.reduce((w, c) => w + widthOf(c), 0);
  const arg = (name: string) => {
    const a = child(node, name);
    return a ? sum(a.children) : 0;
  };
  switch (node.name) {
    case 'm:r':
      return [...runText(node)].reduce((w, ch) => w + charWidth(ch, isNormalText(node)), 0);
    case 'm:f':
      return Math.max(arg('m:num'), arg('m:den')) + 0.3;
    case 'm:sSup':
    case 'm:sSub':
      return arg('m:e') + 0.75 * (arg('m:sup') + arg('m:sub'));
    case 'm:sSubSup':
      return arg('m:e') + 0.75 * Math.max(arg('m:sub'), arg('m:sup'));
    case 'm:sPre':
      return arg('m:e') + 0.75 * Math.max(arg('m:sub'), arg('m:sup'));
    case 'm:d':
      return sum(node.children.filter((c) => isNode(c) && c.name === 'm:e')) + 0.9;
    case 'm:rad':
      return arg('m:e') + 1 + 0.6 * arg('m:deg');
    case 'm:nary':
      return 1.2 + 0.75 * Math.max(arg('m:sub'), arg('m:sup')) + arg('m:e');
    case 'm:func':
      return arg('m:fName') + 0.2 + arg('m:e');
    case 'm:limLow':
    case 'm:limUpp':
      return Math.max(arg('m:e'), 0.75 * arg('m:lim'));
    case 'm:eqArr':
      return Math.max(
        0,
        ...node.children
          .filter(isNode)
          .filter((c) => c.name === 'm:e')
          .map((e) => sum(e.children)),
      );
    case 'm:m':
      return node.children
        .filter(isNode)
        .filter((r) => r.name === 'm:mr')
        .reduce(
          (w, r) =>
            Math.max(
              w,
              r.children.filter(isNode).reduce((s, e) => s + sum(e.children) + 1, 0),
            ),
          0,
        );
    default:
      return sum(node.children.filter((c) => isNode(c) && !c.name.endsWith('Pr')));
  }
}

function charWidth(ch: string, text: boolean): number {
  if (text) return /[A-Z]/.test(ch) ? 0.68 : ch === ' ' ? 0.28 : 0.52;
  if (RELATIONS.includes(ch)) return 1.35;
  if ('+−-±×'.includes(ch)) return 1.2;
  if (ch === '⋅' || ch === '·') return 0.75;
  if (/[\s\u200b]/.test(ch)) return ch === '\u200b' ? 0 : 0.3;
  if (',.;:'.includes(ch)) return 0.3;
  if (/[A-Z]/.test(ch)) return 0.7;
  return 0.55;
}

/**
 * The top level of a formula as lines of at most `maxWidth` em, broken before relations (and, for a part still too
 * wide, before + and −): each line a list of children; one line when it fits or cannot be broken.
 */
function lines(children: XChild[], room: number): XChild[][] {
  const maxWidth = room / WIDTH_MARGIN;
  if (widthOf(el('m:oMath', children)) <= maxWidth) return [children];
  const byRelation = pieces(children, RELATIONS);
  const out: XChild[][] = [];
  for (const piece of byRelation) {
    const parts = widthOf(el('m:oMath', piece)) > maxWidth ? pieces(piece, BREAKABLE_BINARY) : [piece];
    for (const part of parts) {
      const last = out[out.length - 1];
      // Pieces go on one line while they fit.
      if (last && widthOf(el('m:oMath', [...last, ...part])) <= maxWidth) last.push(...part);
      else out.push([...part]);
    }
  }
  return out.length > 1 ? out : [children];
}

/**
 * Splits top-level children before each of these characters in their runs, where one is an operator: not at the
 * start, and not a sign right after another operator or an opening bracket ('= −5', '(−2').
 */
function pieces(children: XChild[], chars: string): XChild[][] {
  const out: XChild[][] = [[]];
  // Whether what came last can end an operand: something to break after.
  let operandEnds = false;
  for (const c of children) {
    if (!isNode(c) || c.name !== 'm:r' || isNormalText(c)) {
      out[out.length - 1]!.push(c);
      operandEnds = true;
      continue;
    }
    const text = runText(c);
    let from = 0;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (/[\s\u200b]/.test(ch)) continue;
      if (chars.includes(ch) && operandEnds) {
        if (i > from) out[out.length - 1]!.push(makeRun(text.slice(from, i), c, false));
        out.push([]);
        from = i;
      }
      operandEnds = !(RELATIONS.includes(ch) || BREAKABLE_BINARY.includes(ch) || '(['.includes(ch) || '⋅·×'.includes(ch));
    }
    if (from < text.length) out[out.length - 1]!.push(makeRun(text.slice(from), c, false));
  }
  return out.filter((p) => p.length);
}

/** The whole treatment of one m:oMath: stacked when too wide, punctuation inside, then readable by LibreOffice. */
export function portableMath(math: XNode, options: EquationOptions): XNode {
  let children = math.children;
  if (options.maxWidth !== undefined) {
    const rows = lines(children, options.maxWidth);
    if (rows.length > 1) children = [el('m:eqArr', [el('m:eqArrPr', [el('m:baseJc', [], { 'm:val': 'top' })]), ...rows.map((row) => el('m:e', row))])];
  }
  if (options.after) {
    const run = el('m:r', [el('m:rPr', [el('m:nor')]), el('m:t', [options.after], /^\s|\s$/.test(options.after) ? { 'xml:space': 'preserve' } : undefined)]);
    const array = children.length === 1 && isNode(children[0]!) && children[0]!.name === 'm:eqArr' ? children[0] : null;
    if (array) {
      const rows = array.children.filter((c): c is XNode => isNode(c) && c.name === 'm:e');
      rows[rows.length - 1]!.children.push(run);
    } else children = [...children, run];
  }
  const out = el('m:oMath', children, math.attrs);
  portable(out, null);
  return out;
}
