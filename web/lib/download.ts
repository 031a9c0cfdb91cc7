// Downloading a set's document (document 1 §2.6, §8; document 4 §6): GET the document's address with the session
// cookie, wait and try again while the server's document queue is full (503 + Retry-After), and save the file under
// its name through a temporary <a download>. The answer is a code; the screen words it.

/** How often a document is asked for while the queue is full (the first try included). */
export const MAX_TRIES = 3;
/** Waits the server asks for are kept within these bounds (seconds): no busy loop, no teacher waiting for minutes. */
const MIN_WAIT_S = 1;
const MAX_WAIT_S = 60;
/** Without a usable Retry-After. */
const DEFAULT_WAIT_S = 5;
/** Making a document takes seconds (longer when the renderer is cold); a request that takes this long has failed. */
export const DOWNLOAD_TIMEOUT_MS = 120_000;
/** The object URL lives this long after the click: some browsers read it after click() has returned. */
const REVOKE_AFTER_MS = 10_000;

export type DownloadFailure =
  /** 403: the set was used on too many devices (fair use). */
  | 'fair-use'
  /** 401: the session is gone. */
  | 'signed-out'
  /** 404: not the viewer's set, or a document the set does not offer. */
  | 'not-found'
  /** 503 on every try: the document queue stayed full (retryAfter: the server's last Retry-After, in seconds). */
  | 'busy'
  /** 500 or another 5xx: the server could not make the document. */
  | 'server-error'
  /** No answer at all: no connection, or the server cannot be reached. */
  | 'offline'
  /** No answer within DOWNLOAD_TIMEOUT_MS. */
  | 'timeout'
  /** Anything else: another status, an answer that is not a document. */
  | 'failed';

export type DownloadResult = { ok: true; fileName: string } | { ok: false; failure: DownloadFailure; status?: number; retryAfter?: number };

export interface DownloadOptions {
  /** The file name to save under (the GraphQL field); without it, the one in Content-Disposition. */
  fileName?: string;
  /** Called before each wait for a full queue, with the seconds to wait and the try that comes next (2, 3, …). */
  onRetry?: (seconds: number, nextTry: number) => void;
  /** For tests: the fetch, the timer and the saving step. */
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  save?: (blob: Blob, fileName: string) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Fetches the document at `path` and saves it; resolves with what happened (it does not reject). */
export async function downloadDocument(path: string, options: DownloadOptions = {}): Promise<DownloadResult> {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? wait;
  const save = options.save ?? saveBlob;
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), DOWNLOAD_TIMEOUT_MS);
    try {
      response = await doFetch(path, {
        credentials: 'same-origin',
        headers: { Accept: 'application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/json' },
        signal: controller.signal,
      });
      if (response.ok) {
        // An HTML page or JSON is not a document (e.g. a proxy's error page answered 200).
        const type = response.headers.get('Content-Type') ?? '';
        if (/text\/html|application\/json/i.test(type)) return { ok: false, failure: 'failed', status: response.status };
        const blob = await response.blob();
        const fileName = options.fileName || fileNameFromDisposition(response.headers.get('Content-Disposition')) || 'document';
        save(blob, fileName);
        return { ok: true, fileName };
      }
    } catch {
      return { ok: false, failure: controller.signal.aborted ? 'timeout' : 'offline' };
    } finally {
      clearTimeout(timer);
    }
    // The body of a refusal is not needed; let the connection go.
    void response.body?.cancel().catch(() => undefined);
    switch (response.status) {
      case 401:
        return { ok: false, failure: 'signed-out', status: 401 };
      case 403:
        return { ok: false, failure: 'fair-use', status: 403 };
      case 404:
        return { ok: false, failure: 'not-found', status: 404 };
      case 503: {
        const seconds = retryAfterSeconds(response.headers.get('Retry-After'));
        if (attempt >= MAX_TRIES) return { ok: false, failure: 'busy', status: 503, retryAfter: seconds };
        options.onRetry?.(seconds, attempt + 1);
        await sleep(seconds * 1000);
        continue;
      }
      default:
        return { ok: false, failure: response.status >= 500 ? 'server-error' : 'failed', status: response.status };
    }
  }
}

/** Retry-After as whole seconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3), kept within bounds. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  const value = header?.trim();
  if (!value) return DEFAULT_WAIT_S;
  let seconds: number;
  if (/^\d+$/.test(value)) seconds = Number(value);
  else {
    const at = Date.parse(value);
    if (Number.isNaN(at)) return DEFAULT_WAIT_S;
    seconds = Math.ceil((at - now) / 1000);
  }
  return Math.min(MAX_WAIT_S, Math.max(MIN_WAIT_S, seconds));
}

/** The file name of a Content-Disposition header (RFC 6266): filename* (UTF-8, percent-encoded) before filename. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header);
  const encoded = extended?.[1] ?? extended?.[2];
  if (encoded) {
    const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(encoded);
    if (match) {
      try {
        const text = decodeURIComponent(match[2]!);
        if (/^utf-8$/i.test(match[1]!) || /^[\x20-\x7e]*$/.test(text)) return text || null;
      } catch {
        // A broken encoding: fall back to the plain parameter.
      }
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain?.[2]?.trim();
  return name || null;
}

/** Saves a blob as a file: an object URL on a temporary <a download>, clicked, removed, and the URL revoked after. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
