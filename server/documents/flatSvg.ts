// MathJax's SVG of a formula, flattened for the PDF: every glyph path and rule moved into the formula's own
// coordinates (the nested groups' translations and scales applied to the numbers), without the groups, their data-
// attributes or the TeX source each one repeats. The PDF's SVG reader then builds, styles and transforms one element
// per glyph instead of a tree. Anything this does not know (text, nested SVG, colours, lines, other transforms or
// relative path commands) keeps MathJax's SVG as it is.

type Matrix = [sx: number, sy: number, tx: number, ty: number];

const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;
const TRANSFORM = /(translate|scale)\(\s*(-?[\d.]+(?:e-?\d+)?)(?:[\s,]+(-?[\d.]+(?:e-?\d+)?))?\s*\)/g;
const PATH_TOKEN = /([MLCQZHV])|(-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)|([^\s,])/g;
const ARGUMENTS: Record<string, number> = { M: 2, L: 2, C: 6, Q: 4, Z: 0, H: 1, V: 1 };

const num = (v: number) => String(Math.round(v * 10) / 10);

function attributesOf(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(ATTRIBUTE)) out.set(m[1]!, m[2]!);
  return out;
}

function compose(outer: Matrix, transform: string | undefined): Matrix | null {
  if (!transform) return outer;
  let [sx, sy, tx, ty] = outer;
  let rest = transform;
  for (const m of transform.matchAll(TRANSFORM)) {
    rest = rest.replace(m[0], '');
    const a = Number(m[2]);
    const b = m[3] === undefined ? undefined : Number(m[3]);
    if (m[1] === 'translate') {
      tx += sx * a;
      ty += sy * (b ?? 0);
    } else {
      sx *= a;
      sy *= b ?? a;
    }
  }
  return rest.trim() ? null : [sx, sy, tx, ty];
}

/** A path's data in the outer coordinates; null for anything but absolute M, L, C, Q, H, V and Z. */
function movedPath(d: string, [sx, sy, tx, ty]: Matrix): string | null {
  const out: string[] = [];
  let command = '';
  let args: number[] = [];
  let x = 0;
  let y = 0;
  const point = (px: number, py: number) => `${num(sx * px + tx)} ${num(sy * py + ty)}`;
  const flush = (): boolean => {
    const need = ARGUMENTS[command]!;
    if (need === 0) {
      out.push('Z');
      return true;
    }
    if (args.length !== need) return false;
    switch (command) {
      case 'H':
        x = args[0]!;
        out.push(`L${point(x, y)}`);
        break;
      case 'V':
        y = args[0]!;
        out.push(`L${point(x, y)}`);
        break;
      default: {
        const pairs: string[] = [];
        for (let i = 0; i < need; i += 2) pairs.push(point(args[i]!, args[i + 1]!));
        x = args[need - 2]!;
        y = args[need - 1]!;
        out.push(`${command}${pairs.join(' ')}`);
        // Further pairs after an M are lines.
        if (command === 'M') command = 'L';
      }
    }
    args = [];
    return true;
  };
  for (const m of d.matchAll(PATH_TOKEN)) {
    if (m[3]) return null;
    if (m[1]) {
      if (command && ARGUMENTS[command]! > 0 && args.length) return null;
      command = m[1];
      args = [];
      if (command === 'Z' && !flush()) return null;
      continue;
    }
    if (!command || command === 'Z') return null;
    args.push(Number(m[2]));
    if (args.length === ARGUMENTS[command] && !flush()) return null;
  }
  return args.length ? null : out.join('');
}

/** The flattened SVG, or null when the formula holds anything this does not flatten. */
export function flattenMathSvg(svg: string): string | null {
  let root: string | null = null;
  const stack: Matrix[] = [];
  const shapes: string[] = [];
  let end = 0;
  for (const m of svg.matchAll(TAG)) {
    if (svg.slice(end, m.index).trim()) return null; // text between elements
    end = m.index + m[0].length;
    const [, closing, name, attributeText, selfClosing] = m;
    if (closing) {
      if (name === 'g') stack.pop();
      continue;
    }
    const attributes = attributesOf(attributeText ?? '');
    if (attributes.has('style') || attributes.has('class')) return null;
    for (const paint of ['fill', 'stroke']) if (attributes.has(paint) && attributes.get(paint) !== '#000') return null;
    if (attributes.has('stroke-width') && attributes.get('stroke-width') !== '0') return null;
    switch (name) {
      case 'svg':
        if (root !== null) return null; // a nested SVG (stretched arrows)
        root = `<svg xmlns="http://www.w3.org/2000/svg" width="${attributes.get('width')}" height="${attributes.get('height')}" viewBox="${attributes.get('viewBox')}">`;
        if (!attributes.get('width') || !attributes.get('height') || !attributes.get('viewBox')) return null;
        break;
      case 'g': {
        const matrix = compose(stack[stack.length - 1] ?? [1, 1, 0, 0], attributes.get('transform'));
        if (!matrix) return null;
        if (selfClosing) break;
        stack.push(matrix);
        break;
      }
      case 'path': {
        const matrix = compose(stack[stack.length - 1] ?? [1, 1, 0, 0], attributes.get('transform'));
        const d = matrix && movedPath(attributes.get('d') ?? '', matrix);
        if (d === null || d === undefined) return null;
        if (d) shapes.push(`<path d="${d}"/>`);
        break;
      }
      case 'rect': {
        const matrix = compose(stack[stack.length - 1] ?? [1, 1, 0, 0], attributes.get('transform'));
        if (!matrix) return null;
        const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((a) => Number(attributes.get(a) ?? 0));
        if (![x, y, w, h].every(Number.isFinite)) return null;
        const d = movedPath(`M${x} ${y}L${x! + w!} ${y}L${x! + w!} ${y! + h!}L${x} ${y! + h!}Z`, matrix);
        if (d === null) return null;
        shapes.push(`<path d="${d}"/>`);
        break;
      }
      default:
        return null;
    }
  }
  if (root === null || svg.slice(end).trim()) return null;
  return `${root}<g fill="#000">${shapes.join('')}</g></svg>`;
}
