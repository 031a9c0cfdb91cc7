// The session rules of document 1 §4 and §9: after viewer.idleTimeoutMs (30 minutes) without key or mouse activity
// the user is signed out; so are they when the server's session ends or a request times out. The deadline it keeps
// is what the footer's countdown shows.
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SessionGuard_viewer$key } from '../__generated__/SessionGuard_viewer.graphql';
import { networkEvents } from '../relay/environment.ts';
import { useShell } from './ShellContext.tsx';
import { useToast } from './Toasts.tsx';

export const SESSION_TEXT = {
  idle: (ms: number) => {
    const minutes = Math.round(ms / 60_000);
    const span = minutes >= 1 ? `${minutes} ${minutes === 1 ? 'minuut' : 'minuten'}` : `${Math.round(ms / 1000)} seconden`;
    return `Je bent automatisch uitgelogd omdat je ${span} niet actief was. Log opnieuw in om verder te gaan.`;
  },
  expired: 'Je sessie is verlopen. Log opnieuw in om verder te gaan.',
  timeout: 'De server reageerde niet op tijd en je bent uitgelogd. Log opnieuw in om verder te gaan.',
  timeoutVisitor: 'De server reageert niet op tijd. Probeer het later opnieuw.',
};

/** Key and mouse activity (and touch, the phone's equivalent) that keeps a session alive. */
const ACTIVITY_EVENTS = ['keydown', 'mousedown', 'mousemove', 'wheel', 'touchstart'] as const;
/** Tabs share their last activity, so an idle tab does not sign out a tab that is in use. */
const ACTIVITY_KEY = 'vraagwerk:last-activity';
const SHARE_EVERY_MS = 5_000;
/** The server extends a session at most once a minute; asking more often is pointless. */
const KEEP_ALIVE_EVERY_MS = 60_000;

export interface SessionDeadline {
  /** When the session ends unless there is activity (ms since epoch); null for a visitor. */
  deadline(): number | null;
}

const DeadlineContext = createContext<SessionDeadline>({ deadline: () => null });

export function useSessionDeadline(): SessionDeadline {
  return useContext(DeadlineContext);
}

export function SessionGuard({ viewer, children }: { viewer: SessionGuard_viewer$key; children: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment SessionGuard_viewer on Viewer {
        user {
          id
        }
        sessionExpiresAt
        idleTimeoutMs
      }
    `,
    viewer,
  );
  const { signOut, refreshViewer } = useShell();
  const toast = useToast();
  const userId = data.user?.id ?? null;
  const idleMs = data.idleTimeoutMs;
  const expiresAt = data.sessionExpiresAt ? Date.parse(data.sessionExpiresAt) : null;

  const lastActivity = useRef(Date.now());
  const expiring = useRef(false);
  const live = useRef({ userId, idleMs, expiresAt, signOut, refreshViewer });
  live.current = { userId, idleMs, expiresAt, signOut, refreshViewer };

  const value = useMemo<SessionDeadline>(
    () => ({
      deadline() {
        const { userId: id, idleMs: idle, expiresAt: end } = live.current;
        if (!id) return null;
        const idleDeadline = lastActivity.current + idle;
        return end === null ? idleDeadline : Math.min(idleDeadline, end);
      },
    }),
    [],
  );

  // A new user (or the same one signing in again) starts with a fresh idle period.
  useEffect(() => {
    lastActivity.current = Date.now();
    expiring.current = false;
  }, [userId]);

  useEffect(() => {
    if (!userId) return;
    let shared = 0;
    let keptAlive = Date.now();
    const onActivity = () => {
      const now = Date.now();
      lastActivity.current = now;
      if (now - shared > SHARE_EVERY_MS) {
        shared = now;
        try {
          localStorage.setItem(ACTIVITY_KEY, String(now));
        } catch {
          // Storage may be unavailable (private mode); each tab then keeps its own time.
        }
      }
      // A session without 'Onthoud mij' ends on the server after the idle time since the last request; activity
      // without requests (reading, scrolling) asks the server to extend it.
      const { expiresAt: end, idleMs: idle } = live.current;
      if (end !== null && end - now < idle - KEEP_ALIVE_EVERY_MS && now - keptAlive > KEEP_ALIVE_EVERY_MS) {
        keptAlive = now;
        void live.current.refreshViewer().catch(() => {});
      }
    };
    const onStorage = (event: StorageEvent) => {
      const at = event.key === ACTIVITY_KEY && event.newValue ? Number(event.newValue) : NaN;
      if (Number.isFinite(at) && at > lastActivity.current) lastActivity.current = at;
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    window.addEventListener('storage', onStorage);
    const timer = window.setInterval(() => {
      const deadline = value.deadline();
      if (deadline === null || Date.now() < deadline || expiring.current) return;
      expiring.current = true;
      const { idleMs: idle, expiresAt: end } = live.current;
      const idleDeadline = lastActivity.current + idle;
      void live.current.signOut(end !== null && end < idleDeadline ? SESSION_TEXT.expired : SESSION_TEXT.idle(idle));
    }, 1000);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.removeEventListener('storage', onStorage);
      window.clearInterval(timer);
    };
  }, [userId, value]);

  // A request that timed out signs the user out (document 1 §8).
  useEffect(() => {
    const onTimeout = () => {
      if (!live.current.userId) {
        toast(SESSION_TEXT.timeoutVisitor, 'error');
        return;
      }
      if (expiring.current) return;
      expiring.current = true;
      void live.current.signOut(SESSION_TEXT.timeout);
    };
    networkEvents.addEventListener('timeout', onTimeout);
    return () => networkEvents.removeEventListener('timeout', onTimeout);
  }, [toast]);

  return <DeadlineContext.Provider value={value}>{children}</DeadlineContext.Provider>;
}
