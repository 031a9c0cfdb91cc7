// A set's documents for its owner (document 1 §2.6, §2.7; issue 9): one button per document the server offers, the
// set's own format first. Making a document takes a second or more, so the button says it is busy and a polite live
// region says what is being made (and, when the queue is full, when we try again); a failure stays in an alert region, worded per kind
// (issue 42, item 9), with 'Probeer opnieuw' where trying again can help.
import { useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DocumentDownloads_collection$key, DocumentKind } from '../__generated__/DocumentDownloads_collection.graphql';
import { downloadDocument } from '../lib/download.ts';
import { DOWNLOAD_TEXT, failureText, mayRetry, type DocumentKindName } from './downloadText.ts';
import { useToast } from './Toasts.tsx';
import './documentDownloads.css';

/** The document of each way of handing a set out: offered first. */
const OWN_KIND: Record<string, DocumentKind> = { pdf: 'PDF', word: 'WORD' };

const isKnown = (kind: DocumentKind): kind is DocumentKindName => kind in DOWNLOAD_TEXT.label;

export function DocumentDownloads({ collection, headingLevel = 4 }: { collection: DocumentDownloads_collection$key; headingLevel?: 3 | 4 }) {
  const set = useFragment(
    graphql`
      fragment DocumentDownloads_collection on Collection {
        downloadType
        documents {
          kind
          path
          fileName
          format
        }
      }
    `,
    collection,
  );
  const [busy, setBusy] = useState<ReadonlySet<DocumentKindName>>(new Set());
  // A ref as well as the state: a second click in the same frame must not start a second download.
  const running = useRef(new Set<DocumentKindName>());
  const [notice, setNotice] = useState('');
  // What failed, said in the alert region; `retry` is the document a 'Probeer opnieuw' button asks for again.
  const [failure, setFailure] = useState<{ text: string; retry: DocumentKindName | null } | null>(null);
  const toast = useToast();
  const titleId = useId();

  const own = OWN_KIND[set.downloadType];
  const documents = set.documents
    .filter((d): d is typeof d & { kind: DocumentKindName } => isKnown(d.kind))
    // A stable sort: the set's own format first, the rest in the server's order.
    .sort((a, b) => Number(b.kind === own) - Number(a.kind === own));
  if (!documents.length) return null;

  const mark = (kind: DocumentKindName, on: boolean) => {
    if (on) running.current.add(kind);
    else running.current.delete(kind);
    setBusy(new Set(running.current));
  };

  const download = async (doc: (typeof documents)[number]) => {
    if (running.current.has(doc.kind)) return;
    mark(doc.kind, true);
    setFailure(null);
    setNotice(DOWNLOAD_TEXT.making[doc.kind]);
    try {
      const result = await downloadDocument(doc.path, {
        fileName: doc.fileName,
        onRetry: (seconds) => setNotice(DOWNLOAD_TEXT.busy(seconds)),
      });
      if (result.ok) {
        setNotice(DOWNLOAD_TEXT.done(result.fileName));
        return;
      }
      setNotice('');
      setFailure({ text: failureText(result.failure, result.retryAfter), retry: mayRetry(result.failure) ? doc.kind : null });
      if (result.failure === 'signed-out') toast(DOWNLOAD_TEXT.unauthorized(window.location.pathname), 'warning');
    } finally {
      mark(doc.kind, false);
    }
  };

  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section className="document-downloads" aria-labelledby={titleId}>
      <Heading id={titleId} className="document-downloads-title">
        {DOWNLOAD_TEXT.title}
      </Heading>
      <div className="document-downloads-buttons">
        {documents.map((doc) => {
          const making = busy.has(doc.kind);
          return (
            <button
              key={doc.kind}
              type="button"
              className={`btn ${doc.kind === own ? 'btn-primary' : 'btn-secondary'} document-download`}
              // aria-disabled rather than disabled: the button keeps the keyboard focus while its document is made.
              aria-disabled={making || undefined}
              aria-busy={making || undefined}
              data-format={doc.format}
              onClick={() => void download(doc)}
            >
              {making && <span className="spinner" aria-hidden="true" />}
              {DOWNLOAD_TEXT.label[doc.kind]}
            </button>
          );
        })}
      </div>
      {/* Both regions are always in the page, so a screen reader announces the text put in them. */}
      <p className="document-downloads-notice" role="status" aria-live="polite">
        {notice}
      </p>
      <div className="document-downloads-failure" role="alert">
        {failure && <p className="alert alert-error">{failure.text}</p>}
      </div>
      {failure?.retry && (
        <button
          type="button"
          className="btn btn-secondary document-download-retry"
          onClick={() => {
            const again = documents.find((d) => d.kind === failure.retry);
            if (again) void download(again);
          }}
        >
          {DOWNLOAD_TEXT.retry}
        </button>
      )}
    </section>
  );
}
