// A flattened formula (./flatSvg.ts) as PDF drawing operators, made once per formula and kept with it in the thread's
// cache: a PDF then draws it with one append to the page (./render/pdfDrawing.ts) instead of having its SVG parsed
// twice by pdfmake and once more, with every curve measured, by svg-to-pdfkit, which was a quarter of a PDF's time.
// The operators are those svg-to-pdfkit writes for the same SVG: each shape in its own transform, filled black
// (nonzero rule), the viewport clipped. A path command this does not convert (an arc) gives null: the PDF then draws
// the SVG.
import { num, type FlatFormula, type FlatShape } from './flatSvg.ts';

export interface PdfFormula {
  /** minX, minY, width, height: the coordinates the operators draw in. */
  viewBox: [number, number, number, number];
  /** The content-stream operators of every shape, in the viewBox's coordinates. */
  content: string;
}

const TOKEN = /([a-zA-Z])|(-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)|([\s,]+)|(.)/g;
/** The numbers each command takes at a time. */
const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, Z: 0 };

/** An SVG path's data as PDF path operators (without the painting one), or null when it holds anything else. */
export function pathOperators(d: string): string | null {
  const ops: string[] = [];
  const point = (x: number, y: number) => `${num(x)} ${num(y)}`;
  let [x, y] = [0, 0];
  let [startX, startY] = [0, 0];
  // The last control point of a cubic (for S) or a quadratic (for T) curve, when the previous command drew one.
  let cubic: [number, number] | null = null;
  let quadratic: [number, number] | null = null;
  let command: string | null = null;
  let args: number[] = [];

  const run = (letter: string, a: number[]) => {
    const relative = letter === letter.toLowerCase();
    const c = letter.toUpperCase();
    const [ox, oy] = relative ? [x, y] : [0, 0];
    let nextCubic: [number, number] | null = null;
    let nextQuadratic: [number, number] | null = null;
    switch (c) {
      case 'M':
        [x, y] = [ox + a[0]!, oy + a[1]!];
        [startX, startY] = [x, y];
        ops.push(`${point(x, y)} m`);
        break;
      case 'L':
        [x, y] = [ox + a[0]!, oy + a[1]!];
        ops.push(`${point(x, y)} l`);
        break;
      case 'H':
        x = (relative ? x : 0) + a[0]!;
        ops.push(`${point(x, y)} l`);
        break;
      case 'V':
        y = (relative ? y : 0) + a[0]!;
        ops.push(`${point(x, y)} l`);
        break;
      case 'C':
      case 'S': {
        const [x1, y1] = c === 'C' ? [ox + a[0]!, oy + a[1]!] : cubic ? [2 * x - cubic[0], 2 * y - cubic[1]] : [x, y];
        const rest = c === 'C' ? a.slice(2) : a;
        const [x2, y2, ex, ey] = [ox + rest[0]!, oy + rest[1]!, ox + rest[2]!, oy + rest[3]!];
        ops.push(`${point(x1, y1)} ${point(x2, y2)} ${point(ex, ey)} c`);
        nextCubic = [x2, y2];
        [x, y] = [ex, ey];
        break;
      }
      case 'Q':
      case 'T': {
        // A quadratic curve is the cubic whose control points lie two thirds of the way to its one control point.
        const [qx, qy] = c === 'Q' ? [ox + a[0]!, oy + a[1]!] : quadratic ? [2 * x - quadratic[0], 2 * y - quadratic[1]] : [x, y];
        const rest = c === 'Q' ? a.slice(2) : a;
        const [ex, ey] = [ox + rest[0]!, oy + rest[1]!];
        ops.push(`${point(x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y))} ${point(ex + (2 / 3) * (qx - ex), ey + (2 / 3) * (qy - ey))} ${point(ex, ey)} c`);
        nextQuadratic = [qx, qy];
        [x, y] = [ex, ey];
        break;
      }
      case 'Z':
        ops.push('h');
        [x, y] = [startX, startY];
        break;
    }
    cubic = nextCubic;
    quadratic = nextQuadratic;
  };

  const flush = (): boolean => {
    if (command === null) return args.length === 0;
    const upper = command.toUpperCase();
    const arity = ARITY[upper]!;
    if (arity === 0) {
      run(command, []);
      return args.length === 0;
    }
    if (args.length === 0 || args.length % arity !== 0) return false;
    for (let i = 0; i < args.length; i += arity) {
      // Pairs after a moveto are linetos.
      const letter = i > 0 && upper === 'M' ? (command === 'M' ? 'L' : 'l') : command;
      run(letter, args.slice(i, i + arity));
    }
    return true;
  };

  for (const m of d.matchAll(TOKEN)) {
    const [, letter, number, , other] = m;
    if (other !== undefined) return null;
    if (letter !== undefined) {
      if (!(letter.toUpperCase() in ARITY)) return null; // an arc, or not a path at all
      if (!flush()) return null;
      command = letter;
      args = [];
    } else if (number !== undefined) {
      if (command === null) return null;
      args.push(Number(number));
    }
  }
  if (!flush()) return null;
  return ops.join('\n');
}

function shapeOperators({ name, matrix: [sx, sy, tx, ty], geometry }: FlatShape): string | null {
  let path: string | null;
  if (name === 'path') path = pathOperators(geometry.get('d') ?? '');
  else {
    const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((a) => Number(geometry.get(a) ?? 0));
    if ([x, y, width, height].some((v) => !Number.isFinite(v))) return null;
    // SVG draws no rectangle without an area.
    path = width! > 0 && height! > 0 ? `${num(x!)} ${num(y!)} ${num(width!)} ${num(height!)} re` : '';
  }
  if (path === null) return null;
  if (!path) return '';
  return `q\n${num(sx)} 0 0 ${num(sy)} ${num(tx)} ${num(ty)} cm\n${path}\nf\nQ`;
}

/** A flattened formula's PDF operators, or null when one of its shapes has something they cannot say. */
export function pdfFormula(formula: FlatFormula): PdfFormula | null {
  const viewBox = formula.viewBox
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox.length !== 4 || viewBox.some((v) => !Number.isFinite(v)) || viewBox[2]! <= 0 || viewBox[3]! <= 0) return null;
  const shapes: string[] = ['0 0 0 rg'];
  for (const shape of formula.shapes) {
    const operators = shapeOperators(shape);
    if (operators === null) return null;
    if (operators) shapes.push(operators);
  }
  return { viewBox: viewBox as PdfFormula['viewBox'], content: shapes.join('\n') };
}
