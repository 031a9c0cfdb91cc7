// What a student's device keeps (document 2 §2.3, §3): its device key (one per device, for fair use and the activity
// log), a session key per visit, the scores of anonymous students (never sent to the server), and log events made
// without a connection, sent when it returns. Storage can be unavailable (private mode, full): then nothing is kept
// and the page still works.
import { ensureXsrfToken } from '../../relay/environment.ts';

const DEVICE_KEY = 'vraagwerk:device';
const SESSION_KEY = 'vraagwerk:session';
const LOG_QUEUE = 'vraagwerk:log-queue';
/** A signed-in student's scores apart from the device's anonymous ones: on a shared school computer no one sees another's. */
const scoresKey = (setKey: string, studentId: string | null) => (studentId ? `vraagwerk:scores:${studentId}:${setKey}` : `vraagwerk:scores:${setKey}`);
/** Events kept while offline; beyond this the oldest are dropped (a phone's storage is not a log server). */
const LOG_QUEUE_MAX = 200;

function read<T>(storage: Storage | undefined, key: string, fallback: T): T {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}
function write(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or unavailable: nothing is kept.
  }
}
const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

const newKey = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);

/** The cookie in which the server gives this device its key (server/http/device.ts). */
const DEVICE_COOKIE = 'vraagwerk_device';
const cookieKey = () =>
  typeof document === 'undefined'
    ? null
    : (document.cookie
        .split('; ')
        .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))
        ?.slice(DEVICE_COOKIE.length + 1) ?? null);

/**
 * This device's key: the one the server gave it (its cookie), kept. Fair use counts only keys the server signed, so a
 * key the device made itself (before the server gave one, or kept from before issue 43) is replaced by the server's
 * as soon as it has one; until then the server treats the device as new and gives it a key with its first answer.
 */
export function deviceKey(): string {
  const given = cookieKey();
  if (given) {
    if (read<string | null>(local(), DEVICE_KEY, null) !== given) write(local(), DEVICE_KEY, given);
    return given;
  }
  let key = read<string | null>(local(), DEVICE_KEY, null);
  if (!key) {
    key = newKey();
    write(local(), DEVICE_KEY, key);
  }
  return key;
}

/** This visit's key: one per browser tab session. */
export function sessionKey(): string {
  let key = read<string | null>(session(), SESSION_KEY, null);
  if (!key) {
    key = newKey();
    write(session(), SESSION_KEY, key);
  }
  return key;
}

/** A score as the device keeps it, in the shape the server saves (document 2 §3 'Question score'). */
export interface LocalScore {
  updatedAt: string;
  totalPoints: number;
  scoredPoints: number;
  hasCompletedScoreFlow: boolean;
  /** The strategy's steps in order, with their section ids. */
  sections: { id: string; isCorrect: boolean | null; shownElaboration: boolean }[];
  /** A signed-in student's score not yet saved on the server (no connection): sent when it returns. */
  pending?: boolean;
}

/** A score as the server answers it (Stream.myScores), in the device's shape. */
export function localScoreOf(score: {
  updatedAt: string;
  totalPoints: number;
  scoredPoints: number;
  hasCompletedScoreFlow: boolean;
  sections: readonly { sectionId: string; isCorrect?: boolean | null; shownElaboration: boolean }[];
}): LocalScore {
  return {
    updatedAt: score.updatedAt,
    totalPoints: score.totalPoints,
    scoredPoints: score.scoredPoints,
    hasCompletedScoreFlow: score.hasCompletedScoreFlow,
    sections: score.sections.map((x) => ({ id: x.sectionId, isCorrect: x.isCorrect ?? null, shownElaboration: x.shownElaboration })),
  };
}

/** The scores of a set on this device (an anonymous student's, or a signed-in student's own), by the question's global id. */
export function localScores(setKey: string, studentId: string | null): Record<string, LocalScore> {
  return read<Record<string, LocalScore>>(local(), scoresKey(setKey, studentId), {});
}

export function saveLocalScore(setKey: string, studentId: string | null, questionId: string, score: LocalScore): void {
  write(local(), scoresKey(setKey, studentId), { ...localScores(setKey, studentId), [questionId]: score });
}

/** An activity of document 2 §3, as POST /api/log takes it. */
export interface LogEvent {
  origin: string;
  activity: string;
  collection_id?: string;
  topic_id?: string;
  question_id?: string;
  /** The step (answer section) of the question, for a step's tip, model answer or Ja/Nee. */
  section_id?: string;
}

interface QueuedEvent extends LogEvent {
  device_key: string;
  session_key: string;
}

async function send(event: QueuedEvent): Promise<'sent' | 'offline' | 'refused'> {
  try {
    const token = await ensureXsrfToken();
    const response = await fetch('/api/log', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': token },
      body: JSON.stringify(event),
    });
    // A refusal (fair use, validation, too many) is final: sending it again would not change the answer.
    return response.ok ? 'sent' : response.status >= 500 ? 'offline' : 'refused';
  } catch {
    return 'offline';
  }
}

let flushing = false;

/** Sends the events kept while offline, oldest first; stops at the first that still cannot go. */
export async function flushLog(): Promise<void> {
  if (flushing) return;
  flushing = true;
  try {
    for (;;) {
      const queue = read<QueuedEvent[]>(local(), LOG_QUEUE, []);
      const next = queue[0];
      if (!next) return;
      if ((await send(next)) === 'offline') return;
      write(local(), LOG_QUEUE, read<QueuedEvent[]>(local(), LOG_QUEUE, []).slice(1));
    }
  } finally {
    flushing = false;
  }
}

/** The last event's sending: the next one goes after it, so the log keeps the order in which the student acted. */
let sending: Promise<void> = Promise.resolve();

/**
 * Logs an activity; without a connection it is kept and sent when the connection returns. Events go one after the
 * other: two sent at once could reach the server in either order (a model answer and the 'Ja' right after it).
 */
export function logActivity(event: LogEvent): Promise<void> {
  const queued: QueuedEvent = { ...event, device_key: deviceKey(), session_key: sessionKey() };
  const sent = sending.then(async () => {
    const pending = read<QueuedEvent[]>(local(), LOG_QUEUE, []);
    if (pending.length === 0 && (await send(queued)) !== 'offline') return;
    write(local(), LOG_QUEUE, [...read<QueuedEvent[]>(local(), LOG_QUEUE, []), queued].slice(-LOG_QUEUE_MAX));
    void flushLog();
  });
  sending = sent.catch(() => undefined);
  return sent;
}

/** Queued events are sent again this often (a weak signal never goes 'offline'), and when the connection returns. */
const FLUSH_EVERY_MS = 30_000;
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    void flushLog();
    setTimeout(() => void flushLog(), 2_000);
  });
  setInterval(() => {
    if (read<QueuedEvent[]>(local(), LOG_QUEUE, []).length) void flushLog();
  }, FLUSH_EVERY_MS);
}
