// The content markup of Vraagwerk (topic introductions, question texts, answer steps, tips, the formula sheet) as a
// tree that the web app, the PDF and the Word generators each render their own way. Pure TypeScript: no DOM, no
// React, no dependencies.
//
// The language, as the content uses it (prisma/seed/content/types.ts):
//   $$tex$$            a formula; alone on a line it is a display formula, otherwise inline
//   **bold**           bold text
//   ![alt](src)        an image: src is a stored file's URL (/files/<id>/<name>) or a bare file name;
//                      alone on a line it is a block image, otherwise inline
//   | a | b |          a table: lines that start and end with `|`; the first is the header, the second the
//   |---|---|          separator (`|---|`, colons allowed); cells may hold formulas and bold
//   blank line         a new paragraph; a single newline inside a paragraph is a line break
// There are no escapes and no HTML: every other character is text. Anything that does not complete a construct
// (a lone `$$`, an unpaired `**`, `![x]` without a source) stays literal text, so no input fails to parse.

export interface MarkupText {
  type: 'text';
  text: string;
}

export interface MarkupBold {
  type: 'bold';
  children: MarkupBoldChild[];
}

/** An inline formula: TeX between `$$`, without the dollars, untrimmed. */
export interface MarkupFormula {
  type: 'formula';
  tex: string;
}

export interface MarkupLineBreak {
  type: 'lineBreak';
}

/** `src` as written: a URL such as `/files/12/figuur1.svg` or a bare file name such as `figuur1.svg`. */
export interface MarkupImage {
  type: 'image';
  alt: string;
  src: string;
}

export type MarkupInline = MarkupText | MarkupBold | MarkupFormula | MarkupLineBreak | MarkupImage;

/** Bold does not nest. */
export type MarkupBoldChild = Exclude<MarkupInline, MarkupBold>;

export interface MarkupParagraph {
  type: 'paragraph';
  children: MarkupInline[];
}

/** A formula alone on its line: shown as a centred block. */
export interface MarkupDisplayFormula {
  type: 'displayFormula';
  tex: string;
}

export interface MarkupTableCell {
  children: MarkupInline[];
}

/** Every body row has as many cells as the header or more (short rows are padded with empty cells). */
export interface MarkupTable {
  type: 'table';
  header: MarkupTableCell[];
  rows: MarkupTableCell[][];
}

export type MarkupBlock = MarkupParagraph | MarkupDisplayFormula | MarkupTable | MarkupImage;

const FORMULA_DELIMITER = '$$';
// The same image syntax prisma/seed/importContent.ts rewrites: the source has no spaces or ')'.
const IMAGE = /!\[([^\]]*)\]\(([^)\s]+)\)/y;
const DISPLAY_FORMULA_LINE = /^\$\$((?:(?!\$\$)[\s\S])*?)\$\$$/;
const IMAGE_LINE = /^!\[([^\]]*)\]\(([^)\s]+)\)$/;
const SEPARATOR_CELL = /^:?-+:?$/;

/** The blocks of a markup text. Never throws; an empty or blank text gives []. */
export function parseMarkup(text: string): MarkupBlock[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim());
  const blocks: MarkupBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInlines(paragraph.join('\n')) });
    paragraph = [];
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') {
      endParagraph();
      continue;
    }
    if (isTableLine(line) && i + 1 < lines.length && isSeparatorLine(lines[i + 1]!)) {
      endParagraph();
      const header = splitCells(line);
      const rows: MarkupTableCell[][] = [];
      i += 2;
      while (i < lines.length && isTableLine(lines[i]!)) {
        const cells = splitCells(lines[i]!);
        while (cells.length < header.length) cells.push('');
        rows.push(cells.map(toCell));
        i++;
      }
      i--;
      blocks.push({ type: 'table', header: header.map(toCell), rows });
      continue;
    }
    const formula = DISPLAY_FORMULA_LINE.exec(line);
    if (formula && formula[1]!.trim() !== '') {
      endParagraph();
      blocks.push({ type: 'displayFormula', tex: formula[1]! });
      continue;
    }
    const image = IMAGE_LINE.exec(line);
    if (image) {
      endParagraph();
      blocks.push({ type: 'image', alt: image[1]!, src: image[2]! });
      continue;
    }
    paragraph.push(line);
  }
  endParagraph();
  return blocks;
}

/**
 * The markup as one run of inline nodes, for one-line places (a card's highlight): display formulas become inline
 * formulas, block images inline images, a table its cells separated by spaces; blocks and table rows are separated
 * by line breaks.
 */
export function parseInlineMarkup(text: string): MarkupInline[] {
  const out: MarkupInline[] = [];
  const push = (nodes: MarkupInline[]) => {
    if (out.length && nodes.length) out.push({ type: 'lineBreak' });
    out.push(...nodes);
  };
  for (const block of parseMarkup(text)) {
    switch (block.type) {
      case 'paragraph':
        push(block.children);
        break;
      case 'displayFormula':
        push([{ type: 'formula', tex: block.tex }]);
        break;
      case 'image':
        push([block]);
        break;
      case 'table':
        for (const row of [block.header, ...block.rows]) {
          push(
            joinInlines(
              row.map((cell) => cell.children),
              { type: 'text', text: ' ' },
            ),
          );
        }
        break;
    }
  }
  return mergeText(out);
}

/**
 * The text a reader sees, for full-text search, snippets and accessible names: formulas dropped, bold markers
 * removed, images replaced by their alt text. Paragraphs are separated by a blank line, line breaks and table rows
 * by a newline, table cells by a space; runs of spaces are collapsed.
 */
export function markupToPlainText(text: string): string {
  const parts: string[] = [];
  for (const block of parseMarkup(text)) {
    let part = '';
    switch (block.type) {
      case 'paragraph':
        part = inlinesToPlainText(block.children);
        break;
      case 'displayFormula':
        break;
      case 'image':
        part = block.alt;
        break;
      case 'table':
        part = [block.header, ...block.rows].map((row) => row.map((cell) => inlinesToPlainText(cell.children)).join(' ')).join('\n');
        break;
    }
    part = part
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter((line) => line !== '')
      .join('\n');
    if (part) parts.push(part);
  }
  return parts.join('\n\n');
}

function inlinesToPlainText(nodes: MarkupInline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return node.text;
        case 'bold':
          return inlinesToPlainText(node.children);
        case 'formula':
          return '';
        case 'lineBreak':
          return '\n';
        case 'image':
          return node.alt;
      }
    })
    .join('');
}

function isTableLine(line: string): boolean {
  return line.length >= 2 && line.startsWith('|') && line.endsWith('|');
}

function isSeparatorLine(line: string): boolean {
  if (!isTableLine(line)) return false;
  const cells = splitCells(line);
  return cells.length > 0 && cells.every((cell) => SEPARATOR_CELL.test(cell));
}

/** The cells of `| a | b |`, trimmed; a `|` inside a formula (an absolute value) does not split. */
function splitCells(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  let inFormula = false;
  const inner = line.slice(1, -1);
  for (let i = 0; i < inner.length; i++) {
    if (inner.startsWith(FORMULA_DELIMITER, i)) {
      inFormula = !inFormula;
      current += FORMULA_DELIMITER;
      i++;
    } else if (inner[i] === '|' && !inFormula) {
      cells.push(current.trim());
      current = '';
    } else {
      current += inner[i];
    }
  }
  cells.push(current.trim());
  return cells;
}

function toCell(source: string): MarkupTableCell {
  return { children: parseInlines(source) };
}

type Token = MarkupBoldChild | { type: 'boldMarker' };

/** Inline nodes of a paragraph's text (newlines become line breaks). */
function parseInlines(source: string): MarkupInline[] {
  const tokens: Token[] = [];
  let text = '';
  const flush = () => {
    if (text) tokens.push({ type: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < source.length) {
    if (source.startsWith(FORMULA_DELIMITER, i)) {
      const end = source.indexOf(FORMULA_DELIMITER, i + 2);
      const tex = end === -1 ? '' : source.slice(i + 2, end);
      if (end === -1) {
        // A lone `$$` is text.
        text += FORMULA_DELIMITER;
        i += 2;
      } else if (tex.trim() === '') {
        // So is an empty formula, delimiters and all.
        text += source.slice(i, end + 2);
        i = end + 2;
      } else {
        flush();
        tokens.push({ type: 'formula', tex });
        i = end + 2;
      }
      continue;
    } else if (source.startsWith('![', i)) {
      IMAGE.lastIndex = i;
      const image = IMAGE.exec(source);
      if (image) {
        flush();
        tokens.push({ type: 'image', alt: image[1]!, src: image[2]! });
        i = IMAGE.lastIndex;
        continue;
      }
    } else if (source.startsWith('**', i)) {
      flush();
      tokens.push({ type: 'boldMarker' });
      i += 2;
      continue;
    } else if (source[i] === '\n') {
      flush();
      tokens.push({ type: 'lineBreak' });
      i++;
      continue;
    }
    text += source[i];
    i++;
  }
  flush();

  // Pair the bold markers in order; an unpaired last one is literal text.
  const nodes: MarkupInline[] = [];
  const markers = tokens.flatMap((token, index) => (token.type === 'boldMarker' ? [index] : []));
  const paired = markers.length - (markers.length % 2);
  let bold: MarkupBoldChild[] | null = null;
  let markerCount = 0;
  for (const token of tokens) {
    if (token.type === 'boldMarker') {
      markerCount++;
      if (markerCount > paired) {
        (bold ?? nodes).push({ type: 'text', text: '**' });
      } else if (bold) {
        const children = mergeText(bold) as MarkupBoldChild[];
        if (children.length) nodes.push({ type: 'bold', children });
        bold = null;
      } else {
        bold = [];
      }
    } else {
      (bold ?? nodes).push(token);
    }
  }
  return mergeText(nodes);
}

function mergeText(nodes: MarkupInline[]): MarkupInline[] {
  const out: MarkupInline[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text') out[out.length - 1] = { type: 'text', text: last.text + node.text };
    else if (node.type !== 'text' || node.text !== '') out.push(node);
  }
  return out;
}

function joinInlines(groups: MarkupInline[][], separator: MarkupInline): MarkupInline[] {
  return groups.flatMap((group, index) => (index === 0 ? group : [separator, ...group]));
}

/** Stored-file ids that the texts' images point at: ![alt](/files/{id}/{name}). */
const IMAGE_FILE = /!\[[^\]]*\]\(\/files\/(\d+)\//g;
export function markupFileIds(texts: readonly (string | null | undefined)[]): number[] {
  const ids: number[] = [];
  for (const text of texts) if (text) for (const m of text.matchAll(IMAGE_FILE)) ids.push(Number(m[1]));
  return ids;
}
