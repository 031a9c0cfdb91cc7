// A tagged PDF from pdfmake (issue 42, item 5): a structure tree in reading order (headings, paragraphs, figures with
// their alt text, formulas with their text, tables, links) and everything else marked as an artifact (the footer, the
// rules of a table), so that a screen reader reads the paper and pdftotext, search and copy find a formula's words.
//
// The document definition only says what a node is: `pdfTag` on a pdfmake node, a role ('H1', 'P', 'Figure'…) or
// { role, alt, … } (see PdfTag). pdfmake passes `tagged` to pdfkit but writes no structure itself, and has no hook for
// it, so three of its steps are wrapped, once per thread (./patch.ts):
// - while laying out (LayoutBuilder.processNode), the tagged nodes form a tree of structure elements in the order
//   pdfmake meets them, which is the reading order; a text node with no tag of its own inside a grouping element is a
//   paragraph; a table becomes Table, TR and TH/TD (header rows TH). Every line, vector, image and SVG that pdfmake
//   places on a page (ElementWriter.addLine/addVector/addImage/addSVG) is stamped with the element it belongs to; the
//   stamp is an own property, so pdfmake's copies of an unbreakable block keep it;
// - while drawing (Renderer.renderLine/renderVector/renderImage/renderSVG), each run of items of one element becomes
//   one marked-content sequence of that element (pdfkit's markStructureContent); a vector outside a figure, formula or
//   link (a table's rules, a cell's fill) and whatever no element claims is an Artifact; a formula's text is written
//   over its drawing as invisible text (render mode 3), which pdftotext, search, copy and a screen reader read (poppler
//   ignores ActualText on paths); a link's vectors become a Link annotation over them (the QR codes);
// - after the last page (Renderer.renderPages), the elements are made with pdfkit's structure API, bottom up, and
//   added under one Document element.
import { patchMethod, pdfmakePrototype } from './patch.ts';

/** What a node is in the structure tree. */
export interface PdfTag {
  /** A standard structure type: Document, Sect, Div, H1, H2, P, Figure, Formula, Link, Table…, or Artifact. */
  role: string;
  /** Figure, Formula: the alternative text a screen reader reads (PDF/UA requires one). Link: the annotation's text. */
  alt?: string;
  /** Link: where it leads; the annotation covers the node's vectors. */
  link?: string;
  /** Artifact: Pagination (a footer) or Layout (the default). */
  artifact?: 'Pagination' | 'Layout';
}

/** The node property that carries a PdfTag or a role. */
export const PDF_TAG = 'pdfTag';

/**
 * What an SVG node (a formula drawn as paths) says as text: written invisibly over the drawing, its baseline this many
 * points below the node's top, at this size, squeezed to `width` (all its parts: a formula broken over lines is several
 * nodes that share one PdfText, written once over the first).
 */
export interface PdfText {
  text: string;
  baseline: number;
  fontSize: number;
  width: number;
}

/** The node property that carries a PdfText. */
export const PDF_TEXT = 'pdfText';

declare module 'pdfmake/interfaces.js' {
  interface ContentBase {
    /** What the node is in the tagged PDF's structure tree (server/documents/render/pdfTagging.ts). */
    pdfTag?: PdfTag | string;
    /** An SVG node's text, written invisibly over it (server/documents/render/pdfTagging.ts). */
    pdfText?: PdfText;
  }
}

/** The document options that make pdfkit write a tagged PDF (the PDF/UA identifier, the title shown; PDF 1.7 is the base's). */
const TAGGED_PDF = { tagged: true, subset: 'PDF/UA', displayTitle: true } as const;

/** Whether this thread's PDFs are tagged: always, but for `npm run bench:documents`' floor (untagged). */
let tagging = true;

/**
 * The options of a PDF document definition: tagged, unless the thread was told otherwise for a measurement
 * (`npm run bench:documents` renders the same set both ways: issue 42's aim is that tagging and the formulas' text make
 * a document at most 30 % slower or larger). Untagged, the layout builds no structure tree and the renderer writes no
 * marked content, no formula text and no link annotations.
 */
export function pdfTagOptions(): Partial<typeof TAGGED_PDF> {
  return tagging ? TAGGED_PDF : {};
}

/** For measurements only: the thread's later PDFs untagged (false) or tagged again (true). */
export function setPdfTagging(on: boolean): void {
  tagging = on;
}

/** A node with its tag (a role or a PdfTag); several nodes given the same PdfTag object are one element. */
export function tag<T extends object>(node: T, tag: PdfTag | string): T {
  return Object.assign(node, { [PDF_TAG]: tag });
}

// ---------------------------------------------------------------------------------------------------------------------
// The tree made while laying out.

/** A run of items of one element, in reading order among the element's children: marked-content sequences. */
interface Slot {
  slot: true;
  contents: object[];
}

interface Element {
  tag: PdfTag;
  kids: (Element | Slot)[];
  /** Link: its pdfkit element, made when its annotation is (the annotation must name it before it is written). */
  made?: StructElement;
  annotationPage?: unknown;
  /** Figure: its box on the page, [x0, y0, x1, y1] from the top left. */
  bbox?: [number, number, number, number];
}

interface Stamp {
  element: Element;
  slot: Slot | null;
}

/** Structure types that group elements: a text node directly inside one is a paragraph of its own. */
const GROUPING = new Set(['Document', 'Part', 'Art', 'Sect', 'Div', 'BlockQuote', 'TOC', 'Index', 'NonStruct', 'L', 'LI', 'Table', 'TR', 'THead', 'TBody']);
/** Structure types whose vectors are content; any other element's vectors are page furniture. */
const GRAPHIC = new Set(['Figure', 'Formula', 'Link']);

const STAMP = 'vraagwerkStructure';
const CELL = 'vraagwerkCell';

interface CellMark {
  table: Element;
  row: number;
  header: boolean;
}

class Layout {
  readonly root: Element = { tag: { role: 'Document' }, kids: [] };
  private readonly stack: Element[] = [this.root];
  private readonly shared = new Map<object, Element>();
  private readonly byNode = new WeakMap<object, Element>();
  private readonly rows = new WeakMap<Element, { row: number; element: Element }>();

  private get top(): Element {
    return this.stack[this.stack.length - 1]!;
  }

  /** Opens the node's element, if it is one; true when something was pushed. */
  enter(node: Record<string, unknown>): boolean {
    const known = this.byNode.get(node);
    if (known) {
      this.stack.push(known);
      return true;
    }
    const cell = node[CELL] as CellMark | undefined;
    if (cell && !node._span) {
      // A cell opens its row's TR when it is the first of its row.
      const table = cell.table;
      let row = this.rows.get(table);
      if (!row || row.row !== cell.row) {
        row = { row: cell.row, element: { tag: { role: 'TR' }, kids: [] } };
        table.kids.push(row.element);
        this.rows.set(table, row);
      }
      const element: Element = { tag: { role: cell.header ? 'TH' : 'TD' }, kids: [] };
      row.element.kids.push(element);
      return this.push(node, element);
    }
    let tag = normalize(node[PDF_TAG]);
    if (!tag && node.table) tag = { role: 'Table' };
    if (!tag && node.text !== undefined && GROUPING.has(this.top.tag.role)) tag = { role: 'P' };
    if (!tag) return false;
    let element: Element;
    const sharedKey = typeof node[PDF_TAG] === 'object' ? (node[PDF_TAG] as object) : null;
    const shared = sharedKey ? this.shared.get(sharedKey) : undefined;
    if (shared) element = shared;
    else {
      element = { tag, kids: [] };
      if (sharedKey) this.shared.set(sharedKey, element);
      // An artifact stays out of the tree.
      if (tag.role !== 'Artifact') this.top.kids.push(element);
    }
    if (node.table && tag.role !== 'Artifact') markCells(node, element);
    return this.push(node, element);
  }

  private push(node: object, element: Element): true {
    this.byNode.set(node, element);
    this.stack.push(element);
    return true;
  }

  leave(): void {
    this.stack.pop();
  }

  /** The element an item placed now belongs to, and its run among the element's children. */
  stamp(): Stamp {
    const element = this.stack.find((e) => e.tag.role === 'Artifact') ?? this.top;
    if (element.tag.role === 'Artifact') return { element, slot: null };
    const last = element.kids[element.kids.length - 1];
    if (last && 'slot' in last) return { element, slot: last };
    const slot: Slot = { slot: true, contents: [] };
    element.kids.push(slot);
    return { element, slot };
  }
}

function normalize(tag: unknown): PdfTag | null {
  if (typeof tag === 'string') return { role: tag };
  if (tag && typeof tag === 'object' && typeof (tag as PdfTag).role === 'string') return tag as PdfTag;
  return null;
}

/** Marks the cells of a table's body with their row; the first `headerRows` rows are header cells. */
function markCells(node: Record<string, unknown>, table: Element): void {
  const spec = node.table as { body?: unknown[][]; headerRows?: number };
  const headerRows = spec.headerRows ?? 0;
  spec.body?.forEach((row, r) =>
    row.forEach((cell) => {
      if (cell && typeof cell === 'object') (cell as Record<string, unknown>)[CELL] = { table, row: r, header: r < headerRows } satisfies CellMark;
    }),
  );
}

/** The layout under way in this thread (pdfmake lays a document out synchronously), and each layout's pages' tree. */
let layout: Layout | null = null;
const trees = new WeakMap<object, Element>();

// ---------------------------------------------------------------------------------------------------------------------
// Marking while drawing.

/** The parts of pdfkit's document (pdfmake's PDFDocument) used here. */
interface PdfKit {
  options: { tagged?: boolean };
  page: { dictionary: unknown; height: number };
  markContent(tag: string, options?: Record<string, unknown> | null): PdfKit;
  markStructureContent(tag: string, options?: Record<string, unknown>): object;
  endMarkedContent(): PdfKit;
  struct(type: string, options?: Record<string, unknown>): StructElement;
  addStructure(element: StructElement): PdfKit;
  annotate(x: number, y: number, w: number, h: number, options: Record<string, unknown>): PdfKit;
  addPage(...args: unknown[]): PdfKit;
  provideFont(family: string, bold: boolean, italics: boolean): unknown;
  fontSize(size: number): PdfKit;
  widthOfString(text: string): number;
  save(): PdfKit;
  restore(): PdfKit;
  addContent(data: string): PdfKit;
  text(text: string, x: number, y: number, options: Record<string, unknown>): PdfKit;
  _font: unknown;
}

interface StructElement {
  add(child: unknown): StructElement;
  end(): void;
}

interface Placed {
  x: number;
  y: number;
  _width?: number;
  _height?: number;
  font?: string;
  [PDF_TEXT]?: PdfText;
  [STAMP]?: Stamp;
}

interface Vector {
  type: string;
  x?: number;
  y?: number;
  w?: number;
  h?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
  r1?: number;
  r2?: number;
  [STAMP]?: Stamp;
}

interface Line {
  inlines?: { text?: string }[];
}

type Kind = 'text' | 'blank' | 'vector' | 'graphic';
type Box = [number, number, number, number];

function vectorBox(v: Vector): Box | null {
  switch (v.type) {
    case 'rect':
      return [v.x!, v.y!, v.x! + v.w!, v.y! + v.h!];
    case 'line':
      return [Math.min(v.x1!, v.x2!), Math.min(v.y1!, v.y2!), Math.max(v.x1!, v.x2!), Math.max(v.y1!, v.y2!)];
    case 'ellipse':
      return [v.x! - v.r1!, v.y! - v.r2!, v.x! + v.r1!, v.y! + v.r2!];
    default:
      return null;
  }
}

/** The narrowest a formula's invisible text is squeezed to, in percent of its natural width. */
const MIN_SCALING = 60;

const union = (a: Box | undefined, b: Box): Box => (a ? [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])] : b);

class Marker {
  /** What the open marked-content sequence is: an element's run, an artifact, or nothing. */
  private open: Stamp | 'artifact' | null = null;
  private openArtifact: string | null = null;
  /** The link whose vectors are being drawn, and their box on this page. */
  private link: { element: Element; box: Box } | null = null;
  /** The texts written already: the first part of a broken formula carries its whole text. */
  private readonly written = new WeakSet<PdfText>();

  constructor(private readonly doc: PdfKit) {}

  /** Before an item is drawn: the sequence it belongs in is open. */
  enter(stamp: Stamp | undefined, kind: Kind, box: Box | null): void {
    // A line of spaces or nothing (a gap beside a formula, an empty line) draws nothing: it joins whatever is open.
    if (kind === 'blank' && this.open !== null) return;
    const element = stamp?.element;
    const content = element && stamp.slot && kind !== 'blank' && element.tag.role !== 'Artifact' && (kind !== 'vector' || GRAPHIC.has(element.tag.role));
    if (content) {
      if (this.open === null || this.open === 'artifact' || this.open.slot !== stamp.slot) {
        this.close();
        stamp.slot!.contents.push(this.doc.markStructureContent(element.tag.role));
        this.open = stamp;
      }
      if (box && element.tag.link) this.link = { element, box: union(this.link?.element === element ? this.link.box : undefined, box) };
      if (box && element.tag.role === 'Figure') element.bbox ??= box;
      return;
    }
    const type = element?.tag.artifact ?? 'Layout';
    if (this.open === 'artifact' && this.openArtifact === type) return;
    this.close();
    this.doc.markContent('Artifact', { type });
    this.open = 'artifact';
    this.openArtifact = type;
  }

  /** Ends the open sequence (before a page ends, a clip or anything that is not drawing), and puts a link's annotation. */
  close(): void {
    if (this.open !== null) this.doc.endMarkedContent();
    this.open = null;
    this.openArtifact = null;
    this.annotate();
  }

  private annotate(): void {
    const link = this.link;
    if (!link) return;
    this.link = null;
    const { element, box } = link;
    const doc = this.doc;
    // pdfkit names the annotation's structure element before it writes the annotation: the Link element is made now.
    element.made ??= doc.struct('Link', {});
    element.annotationPage = doc.page;
    const made = element.made;
    // The URI action inside the annotation (pdfkit's link() writes it as an object of its own: 100 bytes a link more).
    doc.annotate(box[0], box[1], box[2] - box[0], box[3] - box[1], {
      Subtype: 'Link',
      A: { S: 'URI', URI: new String(element.tag.link!) },
      Contents: new String(element.tag.alt ?? element.tag.link!),
      structParent: made,
    });
  }

  /**
   * A formula's text, invisible, over its drawing: render mode 3, squeezed to the drawing's width, but never below
   * MIN_SCALING: pdftotext takes a letter drawn nearly on top of the same letter for a bold effect and drops it
   * (squeezed hard, 'nuttig' read 'nutig', '100' read '10'), and reads narrow spaces as none.
   */
  formulaText(node: Placed): void {
    const said = node[PDF_TEXT];
    if (!said?.text || this.written.has(said) || !node.font) return;
    this.written.add(said);
    const { text, fontSize: size } = said;
    const doc = this.doc;
    doc._font = doc.provideFont(node.font, false, false);
    doc.fontSize(size);
    const natural = doc.widthOfString(text.trim());
    const width = said.width || node._width || natural;
    const scaling = natural > 0 ? Math.min(100, Math.max(MIN_SCALING, Math.round((1000 * width) / natural) / 10)) : 100;
    // A space before the formula's text (the sentence's, for a screen reader) stands before the drawing.
    const lead = text.startsWith(' ') ? (doc.widthOfString(' ') * scaling) / 100 : 0;
    doc.save();
    doc.addContent('3 Tr');
    doc.text(text, node.x - lead, node.y + said.baseline, { lineBreak: false, baseline: 'alphabetic', horizontalScaling: scaling });
    doc.restore();
  }

  /** The structure elements, bottom up, under the document's root. */
  finish(root: Element): void {
    const doc = this.doc;
    const make = (element: Element): StructElement | null => {
      if (!hasContent(element)) return null;
      const { tag } = element;
      const options: Record<string, unknown> = {};
      if (tag.alt && tag.role !== 'Link') options.alt = tag.alt;
      if (tag.role === 'TH') options.scope = 'Column';
      if (element.bbox) options.bbox = element.bbox;
      const made = element.made ?? doc.struct(tag.role, options);
      for (const kid of element.kids) {
        if ('slot' in kid) {
          for (const content of kid.contents) made.add(content);
          continue;
        }
        const child = make(kid);
        if (!child) continue;
        // pdfkit names the page of a link's annotation when the link joins its parent: the page it was put on.
        if (kid.annotationPage) withPage(doc, kid.annotationPage, () => made.add(child));
        else made.add(child);
      }
      made.end();
      return made;
    };
    const document = make(root);
    if (document) doc.addStructure(document);
  }
}

function hasContent(element: Element): boolean {
  return !!element.made || element.kids.some((kid) => ('slot' in kid ? kid.contents.length > 0 : hasContent(kid)));
}

function withPage(doc: PdfKit, page: unknown, run: () => void): void {
  const current = doc.page;
  doc.page = page as PdfKit['page'];
  try {
    run();
  } finally {
    doc.page = current;
  }
}

/**
 * pdfkit writes the title, author and subject into the XMP metadata (which PDF/UA requires, and which it writes from
 * PDF 1.4 on) without escaping them: a set named 'Proef & toets' made the metadata malformed XML. The document's
 * _addInfo (called once, at its end, after the Info dictionary is written) sees them escaped.
 */
function escapeMetadata(doc: PdfKit): void {
  const target = doc as unknown as { _addInfo?: () => void; info: Record<string, unknown> };
  const addInfo = target._addInfo;
  if (typeof addInfo !== 'function') return;
  target._addInfo = function (this: typeof target) {
    const info = this.info;
    const xml = (v: unknown) => (typeof v === 'string' ? v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : v);
    this.info = Object.fromEntries(Object.entries(info).map(([k, v]) => [k, xml(v)]));
    try {
      addInfo.call(this);
    } finally {
      this.info = info;
    }
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// The wrapped methods.

const MARKER = 'tags';
const RENDER_MARKER = Symbol('vraagwerkMarker');
type Renderer = { pdfDocument: PdfKit; [RENDER_MARKER]?: Marker };

function install(): void {
  const builder = pdfmakePrototype('LayoutBuilder');
  patchMethod(
    "pdfmake's LayoutBuilder",
    builder,
    'tryLayoutDocument',
    MARKER,
    (original) =>
      function (this: unknown, ...args: unknown[]) {
        const outer = layout;
        // An untagged document (pdfkit's options, from the definition) is laid out as pdfmake alone would.
        layout = (args[1] as PdfKit | undefined)?.options?.tagged ? new Layout() : null;
        try {
          const result = original.apply(this, args) as { pages: object };
          if (layout) trees.set(result.pages, layout.root);
          return result;
        } finally {
          layout = outer;
        }
      },
  );
  patchMethod(
    "pdfmake's LayoutBuilder",
    builder,
    'processNode',
    MARKER,
    (original) =>
      function (this: unknown, ...args: unknown[]) {
        const node = args[0] as Record<string, unknown> | undefined;
        const current = layout;
        const entered = current && node && typeof node === 'object' ? current.enter(node) : false;
        try {
          return original.apply(this, args);
        } finally {
          if (entered) current!.leave();
        }
      },
  );
  const writer = pdfmakePrototype('ElementWriter');
  for (const method of ['addLine', 'addImage', 'addSVG', 'addVector']) {
    patchMethod(
      "pdfmake's ElementWriter",
      writer,
      method,
      MARKER,
      (original) =>
        function (this: unknown, ...args: unknown[]) {
          const item = args[0] as Record<string, unknown> | undefined;
          if (layout && item && typeof item === 'object' && !(STAMP in item)) item[STAMP] = layout.stamp();
          return original.apply(this, args);
        },
    );
  }

  const renderer = pdfmakePrototype('Renderer');
  patchMethod(
    "pdfmake's Renderer",
    renderer,
    'renderPages',
    MARKER,
    (original) =>
      function (this: Renderer, pages: object) {
        const root = trees.get(pages);
        const doc = this.pdfDocument;
        if (!root || !doc.options.tagged) return original.call(this, pages);
        const marker = new Marker(doc);
        this[RENDER_MARKER] = marker;
        escapeMetadata(doc);
        const addPage = doc.addPage;
        doc.addPage = function (this: PdfKit, ...args: unknown[]) {
          marker.close();
          return addPage.apply(this, args);
        };
        try {
          const result = original.call(this, pages);
          marker.close();
          marker.finish(root);
          return result;
        } finally {
          doc.addPage = addPage;
          delete this[RENDER_MARKER];
        }
      },
  );
  const drawing = (method: string, kind: (item: Placed & Vector & Line) => Kind, box: (item: Placed & Vector) => Box | null) =>
    patchMethod(
      "pdfmake's Renderer",
      renderer,
      method,
      MARKER,
      (original) =>
        function (this: Renderer, ...args: unknown[]) {
          const marker = this[RENDER_MARKER];
          const item = args[0] as Placed & Vector;
          marker?.enter(item[STAMP], kind(item), box(item));
          const result = original.apply(this, args);
          if (marker && method === 'renderSVG') marker.formulaText(item);
          return result;
        },
    );
  const placedBox = (item: Placed): Box => [item.x, item.y, item.x + (item._width ?? 0), item.y + (item._height ?? 0)];
  drawing(
    'renderLine',
    (line) => (line.inlines?.some((i) => i.text?.trim()) ? 'text' : 'blank'),
    () => null,
  );
  drawing('renderVector', () => 'vector', vectorBox);
  drawing('renderImage', () => 'graphic', placedBox);
  drawing('renderSVG', () => 'graphic', placedBox);
  for (const method of ['beginClip', 'endClip', 'beginVerticalAlignment', 'endVerticalAlignment']) {
    patchMethod(
      "pdfmake's Renderer",
      renderer,
      method,
      MARKER,
      (original) =>
        function (this: Renderer, ...args: unknown[]) {
          this[RENDER_MARKER]?.close();
          return original.apply(this, args);
        },
    );
  }
}

install();
