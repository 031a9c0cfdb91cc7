// MathJax's SVG of a formula, flattened for print: one level of glyph paths and rules, each with the one transform
// that its nested groups added up to, without the groups, their data- attributes and the TeX source each of them
// repeats. The PDF draws a flattened formula from PDF operators made from it (./pdfFormula.ts); the Word file's image
// fallback uses its SVG. A glyph keeps its own coordinates, so the PDF stays small (the same glyph drawn again
// compresses well). Anything this does not know (text, a nested SVG, colours, lines, transforms other than
// translations and scales) keeps MathJax's SVG as it is, which pdfmake's SVG reader draws.

/** A scale and a translation: x' = sx·x + tx, y' = sy·y + ty. */
export type Matrix = [sx: number, sy: number, tx: number, ty: number];

const IDENTITY: Matrix = [1, 1, 0, 0];
const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;
const NUMBER = '(-?(?:\\d+\\.?\\d*|\\.\\d+)(?:e[-+]?\\d+)?)';
const TRANSFORM = new RegExp(`(translate|scale)\\(\\s*${NUMBER}(?:[\\s,]+${NUMBER})?\\s*\\)`, 'g');
/** The geometry of each shape, all it keeps. */
const SHAPES: Record<string, string[]> = { path: ['d'], rect: ['x', 'y', 'width', 'height'] };
/** Every attribute an element may have to be flattened (data- attributes aside, which draw nothing). */
const KNOWN: Record<string, string[]> = {
  svg: ['xmlns', 'xmlns:xlink', 'width', 'height', 'viewBox', 'role', 'focusable'],
  g: ['transform', 'fill', 'stroke', 'stroke-width'],
  path: [...SHAPES.path!, 'transform'],
  rect: [...SHAPES.rect!, 'transform'],
};

function attributesOf(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(ATTRIBUTE)) out.set(m[1]!, m[2]!);
  return out;
}

/** The outer matrix followed by an element's transform; null for a transform other than translations and scales. */
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

/** A number as the flattened SVG and the PDF write it: at most three decimals. */
export const num = (v: number) => String(Math.round(v * 1000) / 1000);

/** One shape of a flattened formula: its geometry in its own coordinates, and the one transform it is drawn with. */
export type FlatShape = { name: 'path' | 'rect'; matrix: Matrix; geometry: Map<string, string> };

/** A formula flattened: the root SVG's size and viewBox, and its shapes in drawing order. */
export interface FlatFormula {
  width: string;
  height: string;
  viewBox: string;
  shapes: FlatShape[];
}

/** The formula flattened, or null when it holds anything this does not flatten. */
export function flatten(svg: string): FlatFormula | null {
  let root: Omit<FlatFormula, 'shapes'> | null = null;
  const groups: Matrix[] = [];
  const shapes: FlatShape[] = [];
  let end = 0;
  for (const m of svg.matchAll(TAG)) {
    if (svg.slice(end, m.index).trim()) return null; // text between elements
    end = m.index + m[0].length;
    const [, closing, name, attributeText, selfClosing] = m;
    if (closing) {
      if (name === 'g') groups.pop();
      continue;
    }
    const attributes = attributesOf(attributeText ?? '');
    // An element or an attribute this does not know (a style, an opacity, a rounded corner…) might draw differently.
    const known = KNOWN[name!];
    if (!known || [...attributes.keys()].some((a) => !a.startsWith('data-') && !known.includes(a))) return null;
    for (const paint of ['fill', 'stroke']) if (attributes.has(paint) && attributes.get(paint) !== '#000') return null;
    if (attributes.has('stroke-width') && attributes.get('stroke-width') !== '0') return null;
    const matrix = compose(groups[groups.length - 1] ?? IDENTITY, attributes.get('transform'));
    if (!matrix) return null;
    if (name === 'svg') {
      // One SVG: a nested one (MathJax's stretched arrows) has a viewport of its own.
      if (root !== null) return null;
      const [width, height, viewBox] = ['width', 'height', 'viewBox'].map((a) => attributes.get(a));
      if (!width || !height || !viewBox) return null;
      root = { width, height, viewBox };
    } else if (name === 'g') {
      if (!selfClosing) groups.push(matrix);
    } else {
      const geometry = new Map(SHAPES[name!]!.filter((a) => attributes.has(a)).map((a) => [a, attributes.get(a)!]));
      shapes.push({ name: name as FlatShape['name'], matrix, geometry });
    }
    if (root === null) return null; // a shape or a group before the SVG
  }
  if (root === null || svg.slice(end).trim()) return null;
  return { ...root, shapes };
}

/** A flattened formula as an SVG document. */
export function flatSvgText(formula: FlatFormula): string {
  const shapes = formula.shapes.map(({ name, matrix: [sx, sy, tx, ty], geometry }) => {
    const attributes = [...geometry].map(([a, v]) => ` ${a}="${v}"`).join('');
    return `<${name} transform="matrix(${num(sx)} 0 0 ${num(sy)} ${num(tx)} ${num(ty)})"${attributes}/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${formula.width}" height="${formula.height}" viewBox="${formula.viewBox}"><g fill="#000">${shapes.join('')}</g></svg>`;
}
