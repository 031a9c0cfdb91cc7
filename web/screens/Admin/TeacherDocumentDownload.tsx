// The exam editor's 'Docentendocument (Word)' (document 3 §7 GET /api/admin/teacher-document/{exam}; issue 45): the
// exam's questions with their marking schemes as a Word file, made by the server's document pipeline. Making it takes
// seconds, so the button says it is busy and a polite live region says what is being made; a failure is said in an
// alert region (document 3 §8: 'Teacher document failure: … in an alert'), worded here. The download itself is the
// web app's one way of fetching a document (web/lib/download.ts: waits and retries while the server is busy).
import { useRef, useState } from 'react';
import { DOWNLOAD_TEXT } from '../../components/downloadText.ts';
import { Button } from '../../components/ui/Button.tsx';
import { downloadDocument, type DownloadFailure } from '../../lib/download.ts';

export const TEACHER_DOCUMENT_TEXT = {
  label: 'Docentendocument (Word)',
  making: 'Het docentendocument wordt gemaakt. Dit kan even duren…',
  busy: DOWNLOAD_TEXT.busy,
  done: DOWNLOAD_TEXT.done,
  failed: 'Kon het docentendocument niet maken. Probeer het opnieuw.',
  notFound: 'Dit examen bestaat niet (meer). Vernieuw de pagina.',
  forbidden: 'Alleen auteurs en beheerders kunnen het docentendocument downloaden.',
} as const;

/** The document's address: the REST route of document 4 §13. */
export const teacherDocumentPath = (examUrlId: string) => `/api/admin/teacher-document/${encodeURIComponent(examUrlId)}`;

function failureText(failure: DownloadFailure, retryAfter?: number): string {
  switch (failure) {
    case 'fair-use':
      // A 403: this route's only refusal of a signed-in user is the role.
      return TEACHER_DOCUMENT_TEXT.forbidden;
    case 'not-found':
      return TEACHER_DOCUMENT_TEXT.notFound;
    case 'signed-out':
      return DOWNLOAD_TEXT.signedOut;
    case 'busy':
      return DOWNLOAD_TEXT.busyFailed(retryAfter ?? 5);
    case 'offline':
      return DOWNLOAD_TEXT.offline;
    case 'timeout':
      return DOWNLOAD_TEXT.timeout;
    default:
      return TEACHER_DOCUMENT_TEXT.failed;
  }
}

export function TeacherDocumentDownload({ examUrlId }: { examUrlId: string }) {
  const [making, setMaking] = useState(false);
  // A ref as well as the state: a second click in the same frame must not start a second download.
  const running = useRef(false);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    if (running.current) return;
    running.current = true;
    setMaking(true);
    setFailure(null);
    setNotice(TEACHER_DOCUMENT_TEXT.making);
    try {
      const result = await downloadDocument(teacherDocumentPath(examUrlId), { onRetry: (seconds) => setNotice(TEACHER_DOCUMENT_TEXT.busy(seconds)) });
      if (result.ok) setNotice(TEACHER_DOCUMENT_TEXT.done(result.fileName));
      else {
        setNotice('');
        setFailure(failureText(result.failure, result.retryAfter));
      }
    } finally {
      running.current = false;
      setMaking(false);
    }
  };

  return (
    <div className="teacher-document">
      <Button variant="secondary" loading={making} onClick={() => void download()}>
        {TEACHER_DOCUMENT_TEXT.label}
      </Button>
      {/* Both regions are always in the page, so a screen reader announces the text put in them. */}
      <p className="muted" role="status" aria-live="polite">
        {notice}
      </p>
      <div role="alert">{failure && <p className="alert alert-error">{failure}</p>}</div>
    </div>
  );
}
