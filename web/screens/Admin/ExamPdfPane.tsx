// The exam's PDF beside the back-office's forms (issue 45): an author transcribes a topic or a question with the
// official text in view. ExamPdfPane shows one of the exam's PDFs with pdf.js (page back and forward, a page number,
// zoom from the page's width, a choice of file when the exam has several, the text selectable to copy) and remembers
// the page per place ('topic:…', 'question:…') and file. ExamPdfBeside places it: a 'Toon examen-PDF' toggle (its
// state remembered), the form and the pane side by side where there is room, the pane sticky with its own scrolling;
// on a phone the pane opens full width below the form. pdf.js loads only when a pane opens (web/lib/pdfPages.ts).
//
// Use in another editor (question editor, processing wizard), around the form:
//   <ExamPdfBeside examUrlId={params.exam} memoryKey={`question:${params.question}`}>…the form…</ExamPdfBeside>
// or, where the screen already has the exam's files (ExamEdit.files: id, name, url), the viewer alone:
//   <ExamPdfPane files={exam.edit.files} memoryKey={`question:${id}`} />
import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { ExamPdfPaneQuery } from '../../__generated__/ExamPdfPaneQuery.graphql';
import { FailureBoundary } from '../../components/FailureBoundary.tsx';
import { openPdf, renderPage } from '../../lib/pdfPages.ts';
import { paneOpen, rememberedFile, rememberedPage, rememberFile, rememberPage, rememberPaneOpen } from './examPdfMemory.ts';
import './examPdf.css';

export const EXAM_PDF_TEXT = {
  show: 'Toon examen-PDF',
  hide: 'Verberg examen-PDF',
  pane: 'Examen-PDF',
  file: 'Bestand',
  previous: 'Vorige pagina',
  next: 'Volgende pagina',
  page: 'Pagina',
  of: (pages: number) => `van ${pages}`,
  pageOf: (page: number, pages: number) => `Pagina ${page} van ${pages}`,
  zoomOut: 'Uitzoomen',
  zoomIn: 'Inzoomen',
  fitWidth: 'Paginabreedte',
  download: 'Downloaden',
  loading: 'De PDF wordt geladen…',
  failed: 'De PDF kon niet worden geladen.',
  noFiles: 'Dit examen heeft geen PDF.',
} as const;
const T = EXAM_PDF_TEXT;

/** A PDF of an exam as ExamEdit.files lists it: `url` is the authorized download route, fetched with the session. */
export interface ExamPdfFile {
  readonly id: string;
  readonly name: string;
  readonly url: string;
}

export interface ExamPdfPaneProps {
  /** The exam's PDFs (ExamEdit.files); the first is shown unless another was chosen at this place before. */
  files: readonly ExamPdfFile[];
  /** The place the author works on, e.g. `topic:<urlId>` or `question:<urlId>`: the page is remembered per place and file. */
  memoryKey: string;
}

const ZOOM_STEP = 1.25;
const ZOOM_MIN = 0.5;
const ZOOM_MAX = 4;

type Loaded = { url: string; document: PDFDocumentProxy } | { url: string; failed: true };

export function ExamPdfPane({ files, memoryKey }: ExamPdfPaneProps) {
  const fileAt = (key: string) => {
    const remembered = rememberedFile(key);
    return files.find((f) => f.id === remembered) ?? files[0];
  };
  const [view, setView] = useState(() => {
    const file = fileAt(memoryKey);
    return { memoryKey, fileId: file?.id ?? null, page: file ? rememberedPage(file.id, memoryKey) : 1 };
  });
  // Another place (the next question) in the same pane: its file and page.
  if (view.memoryKey !== memoryKey) {
    const file = fileAt(memoryKey);
    setView({ memoryKey, fileId: file?.id ?? null, page: file ? rememberedPage(file.id, memoryKey) : 1 });
  }
  const file = files.find((f) => f.id === view.fileId) ?? files[0];
  if (!file) return <p className="empty">{T.noFiles}</p>;

  const chooseFile = (fileId: string) => {
    rememberFile(memoryKey, fileId);
    setView({ memoryKey, fileId, page: rememberedPage(fileId, memoryKey) });
  };
  const goTo = (page: number) => {
    rememberPage(file.id, memoryKey, page);
    setView((v) => ({ ...v, page }));
  };
  return <PdfViewer files={files} file={file} page={view.page} onFile={chooseFile} onPage={goTo} />;
}

function PdfViewer({ files, file, page, onFile, onPage }: { files: readonly ExamPdfFile[]; file: ExamPdfFile; page: number; onFile: (id: string) => void; onPage: (page: number) => void }) {
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [zoom, setZoom] = useState(1);
  const [width, setWidth] = useState(0);
  const [shown, setShown] = useState<{ url: string; page: number } | null>(null);
  const [renderFailed, setRenderFailed] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);

  const current = loaded?.url === file.url ? loaded : null;
  const document = current && 'document' in current ? current.document : null;
  const failed = (current && 'failed' in current) || renderFailed;
  const pages = document?.numPages ?? 0;
  const pageShown = pages ? Math.min(Math.max(page, 1), pages) : page;

  useEffect(() => {
    let live = true;
    setRenderFailed(false);
    // Another file: its pages only (the one drawn before goes now, not when this one is ready).
    pageRef.current?.replaceChildren();
    openPdf(file.url).then(
      (opened) => live && setLoaded({ url: file.url, document: opened }),
      () => live && setLoaded({ url: file.url, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [file.url]);

  // The page is drawn as wide as the pane (less a scrollbar's gutter): again when the pane's width changes.
  useEffect(() => {
    const area = scrollRef.current;
    if (!area) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(area);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!document || width <= 0) return;
    const controller = new AbortController();
    renderPage(document, pageShown, width, zoom, controller.signal).then(
      (rendered) => {
        const holder = pageRef.current;
        if (controller.signal.aborted || !holder) return;
        holder.replaceChildren(rendered.canvas, rendered.textLayer);
        holder.style.width = `${rendered.width}px`;
        holder.style.height = `${rendered.height}px`;
        for (const [name, value] of Object.entries(rendered.variables)) holder.style.setProperty(name, value);
        setShown((before) => {
          // A new page starts at its top; a new zoom or width keeps the place.
          if (before?.page !== pageShown || before.url !== file.url) scrollRef.current?.scrollTo({ top: 0 });
          return { url: file.url, page: pageShown };
        });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          console.error('The exam PDF could not be drawn', error);
          setRenderFailed(true);
        }
      },
    );
    return () => controller.abort();
  }, [document, pageShown, width, zoom, file.url]);

  const go = (to: number) => {
    setTyped(null);
    if (pages && to >= 1 && to <= pages && to !== pageShown) onPage(to);
  };
  const ready = shown?.url === file.url && !!document;

  return (
    <div className="exam-pdf-viewer">
      <div className="exam-pdf-tools">
        {files.length > 1 && (
          <span className="exam-pdf-tool exam-pdf-file">
            <label htmlFor={`${id}-file`}>{T.file}</label>
            <select id={`${id}-file`} value={file.id} onChange={(event) => onFile(event.target.value)}>
              {files.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
          </span>
        )}
        <span className="exam-pdf-tool">
          <button type="button" className="btn btn-secondary" onClick={() => go(pageShown - 1)} disabled={!pages || pageShown <= 1} aria-label={T.previous} title={T.previous}>
            <span aria-hidden="true">‹</span>
          </button>
          <label htmlFor={`${id}-page`}>{T.page}</label>
          <input
            id={`${id}-page`}
            className="exam-pdf-page-number"
            type="number"
            min={1}
            max={pages || undefined}
            step={1}
            value={typed ?? String(pageShown)}
            disabled={!pages}
            onChange={(event) => {
              const value = event.target.value;
              const to = Number(value);
              if (Number.isInteger(to) && to >= 1 && to <= pages) go(to);
              else setTyped(value);
            }}
            onBlur={() => setTyped(null)}
          />
          {pages > 0 && <span>{T.of(pages)}</span>}
          <button type="button" className="btn btn-secondary" onClick={() => go(pageShown + 1)} disabled={!pages || pageShown >= pages} aria-label={T.next} title={T.next}>
            <span aria-hidden="true">›</span>
          </button>
        </span>
        <span className="exam-pdf-tool">
          <button type="button" className="btn btn-secondary" onClick={() => setZoom((z) => Math.max(ZOOM_MIN, z / ZOOM_STEP))} aria-label={T.zoomOut} title={T.zoomOut}>
            <span aria-hidden="true">−</span>
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setZoom(1)} aria-pressed={zoom === 1}>
            {T.fitWidth}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setZoom((z) => Math.min(ZOOM_MAX, z * ZOOM_STEP))} aria-label={T.zoomIn} title={T.zoomIn}>
            <span aria-hidden="true">+</span>
          </button>
        </span>
        <a className="exam-pdf-tool" href={file.url}>
          {T.download}
        </a>
      </div>
      <p className="visually-hidden" role="status">
        {ready ? T.pageOf(pageShown, pages) : ''}
      </p>
      {failed ? (
        <p className="exam-pdf-note" role="alert">
          {T.failed}
        </p>
      ) : (
        !ready && (
          <p className="exam-pdf-note" role="status">
            {T.loading}
          </p>
        )
      )}
      <div ref={scrollRef} className="exam-pdf-scroll" tabIndex={0} role="region" aria-label={ready ? `${file.name}: ${T.pageOf(pageShown, pages)}` : file.name} hidden={failed}>
        <div ref={pageRef} className="exam-pdf-page" />
      </div>
    </div>
  );
}

const examPdfPaneQuery = graphql`
  query ExamPdfPaneQuery($urlId: String!) {
    adminExamByUrlId(urlId: $urlId) {
      id
      edit {
        files {
          id
          name
          url
        }
      }
    }
  }
`;

function ExamFilesPane({ examUrlId, memoryKey }: { examUrlId: string; memoryKey: string }) {
  const data = useLazyLoadQuery<ExamPdfPaneQuery>(examPdfPaneQuery, { urlId: examUrlId }, { fetchPolicy: 'store-or-network' });
  return <ExamPdfPane files={data.adminExamByUrlId?.edit?.files ?? []} memoryKey={memoryKey} />;
}

export interface ExamPdfBesideProps {
  /** The exam's address id (the {exam} of /admin/courses/{course}/exams/{exam}/…): its files are loaded when the pane opens. */
  examUrlId: string;
  /** The place the author works on, as ExamPdfPaneProps.memoryKey. */
  memoryKey: string;
  /** The form. */
  children: ReactNode;
}

/** The form with the exam's PDF beside it, behind a 'Toon examen-PDF' toggle that stays as the author left it. */
export function ExamPdfBeside({ examUrlId, memoryKey, children }: ExamPdfBesideProps) {
  const paneId = useId();
  const [open, setOpen] = useState(paneOpen);
  const paneRef = useRef<HTMLElement>(null);
  const openedByHand = useRef(false);

  useEffect(() => {
    // On a phone the pane is below the form: bring it into view when the author opens it.
    const pane = paneRef.current;
    if (!open || !pane || !openedByHand.current) return;
    openedByHand.current = false;
    if (pane.getBoundingClientRect().top > window.innerHeight) pane.scrollIntoView({ block: 'start' });
  }, [open]);

  const toggle = () => {
    openedByHand.current = !open;
    rememberPaneOpen(!open);
    setOpen(!open);
  };

  return (
    <div className={`exam-pdf-beside${open ? ' exam-pdf-open' : ''}`}>
      <div className="exam-pdf-bar">
        <button type="button" className="btn btn-secondary" aria-expanded={open} aria-controls={open ? paneId : undefined} onClick={toggle}>
          {open ? T.hide : T.show}
        </button>
      </div>
      <div className="exam-pdf-columns">
        <div className="exam-pdf-form">{children}</div>
        {open && (
          <section ref={paneRef} id={paneId} className="exam-pdf-pane" aria-label={T.pane}>
            <FailureBoundary fallback={<p className="exam-pdf-note">{T.failed}</p>}>
              <Suspense
                fallback={
                  <p className="exam-pdf-note" role="status">
                    {T.loading}
                  </p>
                }
              >
                <ExamFilesPane examUrlId={examUrlId} memoryKey={memoryKey} />
              </Suspense>
            </FailureBoundary>
          </section>
        )}
      </div>
    </div>
  );
}
