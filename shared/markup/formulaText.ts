// A formula's TeX as one line of plain Unicode text: what a screen reader reads, a search finds and a copy gives where
// a document draws the formula as graphics ('E = P · t', '20 °C', 'v = s/t', '√(2gh)', 'H₃O⁺', 'F_res').
//
// The rules, written for the content's TeX (KaTeX's and MathJax's subset):
// - a fraction is 'a/b', each side in parentheses when it is more than one term: \frac{n - 49}{12} → '(n - 49)/12';
// - a root is '√' before its argument, in parentheses when more than one term; \sqrt[3]{x} → '∛x';
// - a superscript or subscript of digits and signs becomes Unicode's superscript or subscript characters (m², t⁻¹,
//   CO₂); ^\circ is the degree sign; any other is '^' or '_' and the argument (E_in, e^(-0,2t));
// - relations and binary operators stand between spaces ('a = b + c', '3 · 4'), a sign at the start of a term not
//   ('-0,5t'); \text{…} keeps its spaces; TeX's spacing commands are one space;
// - Greek letters, arrows and the usual relations as their Unicode characters; \sin, \log… as words;
// - \left and \right keep their delimiters; a matrix is '(a, b; c, d)' (rows separated by ';');
// - a command this does not know is its name without the backslash, so nothing is ever lost.

type Kind = 'atom' | 'bin' | 'rel' | 'open' | 'close' | 'punct' | 'space' | 'func' | 'fraction';
interface Piece {
  kind: Kind;
  text: string;
}

const GREEK: Record<string, string> = {
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ϵ',
  varepsilon: 'ε',
  zeta: 'ζ',
  eta: 'η',
  theta: 'θ',
  vartheta: 'ϑ',
  iota: 'ι',
  kappa: 'κ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  xi: 'ξ',
  omicron: 'ο',
  pi: 'π',
  varpi: 'ϖ',
  rho: 'ρ',
  varrho: 'ϱ',
  sigma: 'σ',
  varsigma: 'ς',
  tau: 'τ',
  upsilon: 'υ',
  phi: 'ϕ',
  varphi: 'φ',
  chi: 'χ',
  psi: 'ψ',
  omega: 'ω',
  Gamma: 'Γ',
  Delta: 'Δ',
  Theta: 'Θ',
  Lambda: 'Λ',
  Xi: 'Ξ',
  Pi: 'Π',
  Sigma: 'Σ',
  Upsilon: 'Υ',
  Phi: 'Φ',
  Psi: 'Ψ',
  Omega: 'Ω',
};

/** Symbols that are terms of their own. */
const ORDINARY: Record<string, string> = {
  ...GREEK,
  infty: '∞',
  ell: 'ℓ',
  partial: '∂',
  nabla: '∇',
  angle: '∠',
  triangle: '△',
  circ: '∘',
  degree: '°',
  prime: '′',
  ldots: '…',
  dots: '…',
  cdots: '⋯',
  vdots: '⋮',
  hbar: 'ℏ',
  emptyset: '∅',
  varnothing: '∅',
  forall: '∀',
  exists: '∃',
  neg: '¬',
  int: '∫',
  iint: '∬',
  oint: '∮',
  sum: '∑',
  prod: '∏',
  '%': '%',
  '#': '#',
  '&': '&',
  $: '$',
  _: '_',
  '{': '{',
  '}': '}',
  '|': '‖',
  backslash: '\\',
  euro: '€',
};

const RELATIONS: Record<string, string> = {
  approx: '≈',
  leq: '≤',
  le: '≤',
  geq: '≥',
  ge: '≥',
  neq: '≠',
  ne: '≠',
  equiv: '≡',
  sim: '∼',
  simeq: '≃',
  cong: '≅',
  propto: '∝',
  perp: '⊥',
  parallel: '∥',
  ll: '≪',
  gg: '≫',
  rightarrow: '→',
  to: '→',
  leftarrow: '←',
  gets: '←',
  Rightarrow: '⇒',
  Leftarrow: '⇐',
  Leftrightarrow: '⇔',
  leftrightarrow: '↔',
  iff: '⇔',
  implies: '⇒',
  rightleftarrows: '⇄',
  rightleftharpoons: '⇌',
  longrightarrow: '⟶',
  mapsto: '↦',
  in: '∈',
  notin: '∉',
  subset: '⊂',
  subseteq: '⊆',
  supset: '⊃',
  supseteq: '⊇',
  mid: '∣',
};

const BINARY: Record<string, string> = {
  cdot: '·',
  times: '×',
  div: '÷',
  pm: '±',
  mp: '∓',
  ast: '∗',
  cup: '∪',
  cap: '∩',
  setminus: '∖',
  wedge: '∧',
  vee: '∨',
  oplus: '⊕',
  bullet: '•',
};

const FUNCTIONS = new Set([
  'sin',
  'cos',
  'tan',
  'cot',
  'sec',
  'csc',
  'arcsin',
  'arccos',
  'arctan',
  'sinh',
  'cosh',
  'tanh',
  'log',
  'ln',
  'lg',
  'exp',
  'max',
  'min',
  'lim',
  'det',
  'gcd',
  'sup',
  'inf',
  'arg',
  'deg',
  'dim',
  'ker',
  'Pr',
]);

/** Commands that only change how the rest looks or spaces it: nothing of their own. */
const IGNORED = new Set([
  'displaystyle',
  'textstyle',
  'scriptstyle',
  'limits',
  'nolimits',
  '!',
  'big',
  'Big',
  'bigg',
  'Bigg',
  'bigl',
  'bigr',
  'Bigl',
  'Bigr',
  'biggl',
  'biggr',
  'Biggl',
  'Biggr',
  'middle',
  'relax',
  'strut',
  'phantom',
  'hphantom',
  'vphantom',
  'nonumber',
  'notag',
]);
const SPACES = new Set([',', ':', ';', ' ', '>', 'quad', 'qquad', 'enspace', 'thinspace', 'medspace', 'thickspace', 'space']);
/** Commands whose argument is text: its spaces count. */
const TEXT = new Set(['text', 'textrm', 'textit', 'textbf', 'textsf', 'texttt', 'textnormal', 'mbox', 'textup']);
/** Commands whose argument is math in another font. */
const FONTS = new Set(['mathrm', 'mathit', 'mathbf', 'mathsf', 'mathtt', 'mathcal', 'mathscr', 'mathfrak', 'boldsymbol', 'bm', 'mathnormal', 'pmb']);
const DOUBLE_STRUCK: Record<string, string> = { R: 'ℝ', N: 'ℕ', Z: 'ℤ', Q: 'ℚ', C: 'ℂ', P: 'ℙ' };
/** Accents as combining characters after their base. */
const ACCENTS: Record<string, string> = {
  vec: '\u20d7',
  overrightarrow: '\u20d7',
  bar: '\u0304',
  overline: '\u0305',
  hat: '\u0302',
  widehat: '\u0302',
  tilde: '\u0303',
  widetilde: '\u0303',
  dot: '\u0307',
  ddot: '\u0308',
  underline: '\u0332',
};
const FRACTIONS = new Set(['frac', 'dfrac', 'tfrac', 'cfrac']);
const BINOMIALS = new Set(['binom', 'dbinom', 'tbinom']);
const DELIMITERS: Record<string, string> = {
  '\\{': '{',
  '\\}': '}',
  '\\lbrace': '{',
  '\\rbrace': '}',
  '\\langle': '⟨',
  '\\rangle': '⟩',
  '\\|': '‖',
  '\\vert': '|',
  '\\Vert': '‖',
  '\\lvert': '|',
  '\\rvert': '|',
  '\\lfloor': '⌊',
  '\\rfloor': '⌋',
  '\\lceil': '⌈',
  '\\rceil': '⌉',
  '.': '',
};
const MATRICES: Record<string, [string, string]> = {
  pmatrix: ['(', ')'],
  bmatrix: ['[', ']'],
  Bmatrix: ['{', '}'],
  vmatrix: ['|', '|'],
  Vmatrix: ['‖', '‖'],
  matrix: ['', ''],
  smallmatrix: ['', ''],
  cases: ['{ ', ''],
};

const SUPERSCRIPTS: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
};
const SUBSCRIPTS: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '-': '₋',
  '−': '₋',
  '=': '₌',
  '(': '₍',
  ')': '₎',
};

/** TeX's tokens: a command with its name, a one-character command (\, \{), a run of spaces, or one character. */
function tokenize(tex: string): string[] {
  const tokens: string[] = [];
  const re = /\\([a-zA-Z]+)\s*|\\(.)|(\s+)|([\s\S])/gu;
  for (const m of tex.matchAll(re)) {
    if (m[1] !== undefined) tokens.push(`\\${m[1]}`);
    else if (m[2] !== undefined) tokens.push(`\\${m[2]}`);
    else if (m[3] !== undefined) tokens.push(' ');
    else tokens.push(m[4]!);
  }
  return tokens;
}

/** Whether a piece of text reads as one term: no spaces, operators or slashes, or wholly in one pair of brackets. */
function isTerm(text: string): boolean {
  if (/^[\p{L}\p{N}\p{M},.'′°⁰-⁹¹²³⁺⁻₀-₉₊₋_∞…]+$/u.test(text)) return true;
  if (!/^\(.*\)$/u.test(text)) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    if (depth === 0 && i < text.length - 1) return false;
  }
  return true;
}

const wrap = (text: string) => (isTerm(text) ? text : `(${text})`);

/** A fraction's side or a root's argument without brackets only when nothing else could be read as part of it: one
 * symbol (Δ and scripts allowed: ΔT, E_in, x²) or one number; '1/2θ' or '√2gh' would read wrongly. */
const isSymbol = (text: string) => /^(Δ?\p{L}\p{M}*|[\p{N},.]+)([′'°⁰-⁹¹²³⁺⁻₀-₉₊₋]|_[\p{L}\p{N}]+)*$/u.test(text) || (isTerm(text) && text.startsWith('('));
const enclose = (text: string) => (isSymbol(text) ? text : `(${text})`);

function script(text: string, table: Record<string, string>, mark: string): string {
  if (!text) return '';
  if (mark === '^' && (text === '∘' || text === '°')) return '°';
  if (mark === '^' && (text === '′' || text === "'")) return '′';
  if ([...text].every((c) => c in table)) return [...text].map((c) => table[c]).join('');
  return `${mark}${wrap(text)}`;
}

class Reader {
  private i = 0;
  constructor(private readonly tokens: string[]) {}

  private peek(): string | undefined {
    return this.tokens[this.i];
  }

  private next(): string | undefined {
    return this.tokens[this.i++];
  }

  private skipSpaces(): void {
    while (this.peek() === ' ') this.i++;
  }

  /** A command's argument: a group or the next token, as text. */
  private argument(): string {
    return join(this.argumentPieces());
  }

  private argumentPieces(): Piece[] {
    this.skipSpaces();
    const t = this.next();
    if (t === undefined) return [];
    if (t === '{') {
      const pieces = this.sequence(new Set(['}']));
      this.next();
      return pieces;
    }
    this.i--;
    return this.one() ?? [];
  }

  /** A group's text kept as written: \text's argument. */
  private textArgument(): string {
    this.skipSpaces();
    const t = this.next();
    if (t !== '{') return t === undefined ? '' : t.replace(/^\\/, '');
    let depth = 1;
    let out = '';
    for (let u = this.next(); u !== undefined; u = this.next()) {
      if (u === '{') depth++;
      else if (u === '}' && --depth === 0) break;
      else if (u === '$') continue;
      else if (u.startsWith('\\')) {
        const name = u.slice(1);
        if (SPACES.has(name) || name === '~') out += ' ';
        else if (name in ORDINARY) out += ORDINARY[name];
        else if (name in BINARY) out += BINARY[name];
        else if (name in RELATIONS) out += RELATIONS[name];
        else if (name.length === 1) out += name;
        else if (name === 'textbackslash') out += '\\';
        else out += name;
      } else out += u === '~' ? ' ' : u;
    }
    return out;
  }

  /** An optional [argument]. */
  private optional(): string | null {
    this.skipSpaces();
    if (this.peek() !== '[') return null;
    this.next();
    const pieces = this.sequence(new Set([']']));
    this.next();
    return join(pieces);
  }

  /** A delimiter after \left, \right or \big…: its character. */
  private delimiter(): string {
    this.skipSpaces();
    const t = this.next() ?? '';
    if (t in DELIMITERS) return DELIMITERS[t]!;
    return t.replace(/^\\/, '');
  }

  /** Pieces up to (not including) a token of `stop` or the end. */
  sequence(stop: Set<string>): Piece[] {
    const pieces: Piece[] = [];
    for (;;) {
      const t = this.peek();
      if (t === undefined || stop.has(t)) return pieces;
      if (t === '^' || t === '_') {
        this.next();
        const text = script(this.argument(), t === '^' ? SUPERSCRIPTS : SUBSCRIPTS, t);
        const last = pieces[pieces.length - 1];
        if (last && last.kind !== 'space' && last.kind !== 'bin' && last.kind !== 'rel' && last.kind !== 'open') last.text += text;
        else pieces.push({ kind: 'atom', text });
        continue;
      }
      if (t === "'") {
        this.next();
        const last = pieces[pieces.length - 1];
        if (last && last.kind !== 'space') last.text += "'";
        else pieces.push({ kind: 'atom', text: "'" });
        continue;
      }
      const one = this.one();
      if (one) pieces.push(...one);
    }
  }

  /** The pieces of the next token and whatever arguments it takes; null at the end. */
  private one(): Piece[] | null {
    const t = this.next();
    if (t === undefined) return null;
    if (t === ' ') return [];
    if (t === '{') {
      const inner = this.sequence(new Set(['}']));
      this.next();
      const text = join(inner);
      // {,} is TeX's decimal comma; {} an empty base for a prescript.
      if (!text) return [{ kind: 'atom', text: '' }];
      return inner.length === 1 ? inner : [{ kind: 'atom', text }];
    }
    if (t === '}') return [];
    if (t === '=' || t === '<' || t === '>') return [{ kind: 'rel', text: t }];
    if (t === '+' || t === '-' || t === '*' || t === '−' || t === '·' || t === '×' || t === '±') return [{ kind: 'bin', text: t === '*' ? '·' : t === '−' ? '-' : t }];
    if (t === '(' || t === '[') return [{ kind: 'open', text: t }];
    if (t === ')' || t === ']') return [{ kind: 'close', text: t }];
    if (t === ',' || t === ';' || t === ':' || t === '!' || t === '?') return [{ kind: 'punct', text: t }];
    if (t === '~') return [{ kind: 'space', text: ' ' }];
    if (t === '&' || t === '\\\\') return [];
    if (!t.startsWith('\\')) return [{ kind: 'atom', text: t }];

    const name = t.slice(1);
    if (SPACES.has(name)) return [{ kind: 'space', text: ' ' }];
    if (IGNORED.has(name)) return [];
    if (name in BINARY) return [{ kind: 'bin', text: BINARY[name]! }];
    if (name in RELATIONS) return [{ kind: 'rel', text: RELATIONS[name]! }];
    if (name in ORDINARY) return [{ kind: name === 'int' || name === 'sum' || name === 'prod' || name === 'iint' || name === 'oint' ? 'func' : 'atom', text: ORDINARY[name]! }];
    if (FUNCTIONS.has(name)) return [{ kind: 'func', text: name }];
    if (name === 'operatorname') return [{ kind: 'func', text: this.argument() }];
    if (TEXT.has(name)) return [{ kind: 'atom', text: this.textArgument() }];
    if (FONTS.has(name)) return this.argumentPieces();
    if (name === 'mathbb') return [{ kind: 'atom', text: [...this.argument()].map((c) => DOUBLE_STRUCK[c] ?? c).join('') }];
    if (name in ACCENTS) {
      const base = this.argument();
      const mark = ACCENTS[name]!;
      return [{ kind: 'atom', text: [...base].length === 1 ? base + mark : `(${base})${mark}` }];
    }
    if (FRACTIONS.has(name)) {
      const top = this.argument();
      const bottom = this.argument();
      return [{ kind: 'fraction', text: `${enclose(top)}/${enclose(bottom)}` }];
    }
    if (BINOMIALS.has(name)) {
      const top = this.argument();
      const bottom = this.argument();
      return [{ kind: 'atom', text: `(${top} boven ${bottom})` }];
    }
    if (name === 'sqrt') {
      const index = this.optional();
      const radicand = enclose(this.argument());
      const sign = !index ? '√' : index === '3' ? '∛' : index === '4' ? '∜' : `${script(index, SUPERSCRIPTS, '^')}√`;
      return [{ kind: 'atom', text: sign + radicand }];
    }
    if (name === 'left') return [{ kind: 'open', text: this.delimiter() }];
    if (name === 'right') return [{ kind: 'close', text: this.delimiter() }];
    if (/^[bB]ig+[lr]?$/.test(name)) return [];
    if (name === 'not') {
      const [negated] = this.one() ?? [];
      return negated ? [{ ...negated, text: negated.text === '=' ? '≠' : `${negated.text}\u0338` }] : [];
    }
    if (name === 'overset' || name === 'underset' || name === 'stackrel') {
      this.argument();
      return this.argumentPieces();
    }
    if (name === 'begin') {
      const env = this.textArgument();
      return [{ kind: 'atom', text: this.environment(env) }];
    }
    if (name === 'end') {
      this.textArgument();
      return [];
    }
    // \, \{ and the like: the character; an unknown command: its name, so nothing is lost.
    return [{ kind: 'atom', text: name }];
  }

  /** An environment's rows and cells, after \begin{env}, up to and including its \end{env}. */
  private environment(env: string): string {
    if (env === 'array') this.argument(); // the column spec
    const rows: string[][] = [[]];
    for (;;) {
      const cell = this.sequence(new Set(['&', '\\\\', '\\end']));
      rows[rows.length - 1]!.push(join(cell));
      const t = this.next();
      if (t === undefined) break;
      if (t === '\\end') {
        this.textArgument();
        break;
      }
      if (t === '\\\\') rows.push([]);
    }
    const filled = rows.filter((r) => r.some((c) => c));
    const [open, close] = MATRICES[env] ?? ['', ''];
    const separator = env === 'aligned' || env === 'align' || env === 'align*' || env === 'cases' ? ' ' : ', ';
    return `${open}${filled.map((r) => r.filter((c, i) => c || i > 0).join(separator)).join('; ')}${close}`;
  }
}

/** Pieces as one line: operators between spaces, signs at the start of a term against it. */
function join(pieces: Piece[]): string {
  let out = '';
  let previous: Kind | null = null;
  const joins = (kind: Kind | undefined) => kind === 'atom' || kind === 'fraction' || kind === 'func';
  for (const [i, p] of pieces.entries()) {
    switch (p.kind) {
      case 'bin': {
        const sign = previous === null || previous === 'open' || previous === 'bin' || previous === 'rel' || previous === 'punct';
        out += sign ? p.text : ` ${p.text} `;
        break;
      }
      case 'rel':
        out += ` ${p.text} `;
        break;
      case 'space':
        out += ' ';
        break;
      case 'punct':
        out += p.text;
        break;
      case 'fraction': {
        // A fraction multiplied by what stands against it is bracketed: '(1/2)mv²', not '1/2mv²'.
        const next = pieces[i + 1]?.kind;
        out += joins(previous ?? undefined) || previous === 'close' || joins(next) || next === 'open' ? `(${p.text})` : p.text;
        break;
      }
      default:
        // A function's name and what it applies to: 'sin α', 'cos(x)'.
        if (previous === 'func' && /^[\p{L}\p{N}√∫(]/u.test(p.text) && !p.text.startsWith('(')) out += ' ';
        out += p.text;
    }
    if (p.kind !== 'space') previous = p.kind;
  }
  return out
    .replace(/\s+/g, ' ')
    .replace(/([([{]) /g, '$1')
    .replace(/ ([)\]}])/g, '$1')
    .trim();
}

/** A formula's TeX as one line of Unicode text (see the rules above). */
export function formulaText(tex: string): string {
  return join(new Reader(tokenize(tex)).sequence(new Set()));
}
