// pdf.js for the back-office's exam PDF pane (web/screens/Admin/ExamPdfPane.tsx). pdf.js is imported only
// dynamically, when a pane first shows a PDF: it is a chunk of its own (web/vite.config.ts keeps it out of the shared
// vendor chunk), so no other page, and never a student's, downloads it. Its worker is a file of the build (?url).
import type { PDFDocumentProxy } from 'pdfjs-dist';
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

type PdfJs = typeof import('pdfjs-dist');

let library: Promise<PdfJs> | undefined;

function pdfjs(): Promise<PdfJs> {
  if (!library) {
    library = import('pdfjs-dist').then((lib) => {
      lib.GlobalWorkerOptions.workerSrc = workerSrc;
      return lib;
    });
    // A failed download (a deploy replaced the chunk, the connection dropped) is tried again next time.
    library.catch(() => (library = undefined));
  }
  return library;
}

/** The documents opened in this tab, by address, the most recently used last. */
const documents = new Map<string, Promise<PDFDocumentProxy>>();
/** An exam has a few PDFs of a few MB each: more than this and the least recently used is closed (its worker memory). */
const KEPT = 3;

/**
 * The PDF at `url`, fetched with the author's session (same origin: the authorized download route of the exam's files,
 * GET /api/admin/exams/{exam}/files/{file}) and opened by pdf.js. Kept for the tab, so moving between questions,
 * or back to a file, reopens nothing. Rejects when the answer is not a 200 or not a PDF pdf.js can read.
 */
export function openPdf(url: string): Promise<PDFDocumentProxy> {
  const kept = documents.get(url);
  if (kept) {
    documents.delete(url);
    documents.set(url, kept);
    return kept;
  }
  const opened = (async () => {
    const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/pdf' } });
    if (!response.ok) throw new Error(`The PDF answered HTTP ${response.status}`);
    const data = new Uint8Array(await response.arrayBuffer());
    const lib = await pdfjs();
    // No WebAssembly decoders: the site's content security policy allows no wasm, and the exam PDFs' text and
    // drawings need none (an image in a rare format is left out, the text stays).
    return lib.getDocument({ data, useWasm: false }).promise;
  })();
  documents.set(url, opened);
  opened.catch(() => documents.delete(url));
  while (documents.size > KEPT) {
    const [oldest, document] = documents.entries().next().value!;
    documents.delete(oldest);
    void document.then((d) => d.loadingTask.destroy()).catch(() => undefined);
  }
  return opened;
}

export interface RenderedPage {
  /** The page drawn, sharp on this screen (its device pixel ratio). */
  canvas: HTMLCanvasElement;
  /** The page's text as transparent spans over the drawing: selectable, searchable, read by a screen reader. */
  textLayer: HTMLDivElement;
  /** The page's size on the screen, in CSS pixels. */
  width: number;
  height: number;
  /** The CSS variables the text layer's styles read (pdf.js' own names), for the element holding both. */
  variables: Record<string, string>;
}

/**
 * Draws page `pageNumber` (from 1) of `document` `width` CSS pixels wide times `zoom`, with its text layer. New
 * elements each time, so the page shown stays until the next one is ready. Rejects with an AbortError when `signal`
 * aborts first.
 */
export async function renderPage(document: PDFDocumentProxy, pageNumber: number, width: number, zoom: number, signal: AbortSignal): Promise<RenderedPage> {
  const lib = await pdfjs();
  const page = await document.getPage(pageNumber);
  signal.throwIfAborted();
  const natural = page.getViewport({ scale: 1 });
  const scale = (width / natural.width) * zoom;
  const viewport = page.getViewport({ scale });
  const ratio = window.devicePixelRatio || 1;
  const canvas = window.document.createElement('canvas');
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.style.width = `${Math.floor(viewport.width)}px`;
  canvas.style.height = `${Math.floor(viewport.height)}px`;
  // The text layer carries the page's words; the drawing itself says nothing to assistive technology.
  canvas.setAttribute('aria-hidden', 'true');
  const drawing = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
  const stopDrawing = () => drawing.cancel();
  signal.addEventListener('abort', stopDrawing);
  try {
    await drawing.promise;
  } finally {
    signal.removeEventListener('abort', stopDrawing);
  }
  signal.throwIfAborted();

  const textLayer = window.document.createElement('div');
  textLayer.className = 'textLayer';
  const text = new lib.TextLayer({ textContentSource: page.streamTextContent(), container: textLayer, viewport });
  const stopText = () => text.cancel();
  signal.addEventListener('abort', stopText);
  try {
    await text.render();
  } finally {
    signal.removeEventListener('abort', stopText);
  }
  signal.throwIfAborted();
  return {
    canvas,
    textLayer,
    width: Math.floor(viewport.width),
    height: Math.floor(viewport.height),
    variables: { '--scale-factor': String(viewport.scale), '--user-unit': String(viewport.userUnit ?? 1) },
  };
}
