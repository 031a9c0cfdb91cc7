// The application shell every screen lives in (document 1 §2.1): header with stream picker, user menu and menu bar,
// the screen, the footer with the session countdown, the feedback tab, and the session rules (idle and request
// time-out). Its ShellQuery is loaded by the root route's loader; screens reach the shell through useShell().
import { Suspense, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { commitLocalUpdate, fetchQuery, graphql, loadQuery, useFragment, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Navigate, Outlet, useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router-dom';
import type { ShellQuery } from '../__generated__/ShellQuery.graphql';
import type { Shell_viewer$key } from '../__generated__/Shell_viewer.graphql';
import { environment } from '../relay/environment.ts';
import { useSignOutMutation } from '../mutations/useSignOutMutation.ts';
import { FeedbackTab } from './FeedbackTab.tsx';
import { Header, Logo } from './Header.tsx';
import { Loading } from './Loading.tsx';
import { RouteError } from './RouteError.tsx';
import { SessionFooter, showsFooter } from './SessionFooter.tsx';
import { SessionGuard } from './SessionGuard.tsx';
import { ShellContext, type ShellApi } from './ShellContext.tsx';
import { Alert } from './ui/Alert.tsx';
import { forgetOfflineData } from '../lib/offlineData.ts';

export const shellQuery = graphql`
  query ShellQuery {
    viewer {
      ...Shell_viewer
    }
  }
`;

/** The root route's loader. The root never revalidates on navigation: the shell refetches itself when needed. */
export function loadShellQuery(): PreloadedQuery<ShellQuery> {
  return loadQuery<ShellQuery>(environment, shellQuery, {}, { fetchPolicy: 'store-or-network' });
}

/** Signing out waits this long for the server; after that the shell goes on without it. */
const SIGN_OUT_WAIT_MS = 5_000;
const within = <T,>(promise: Promise<T>, ms: number) => Promise.race([promise.then(() => true).catch(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

export function Shell() {
  const queryRef = useLoaderData() as PreloadedQuery<ShellQuery>;
  const { pathname, search, hash } = useLocation();
  // A trailing slash redirects to the same path without it.
  if (pathname.length > 1 && pathname.endsWith('/')) return <Navigate to={`${pathname.replace(/\/+$/, '')}${search}${hash}`} replace />;
  return (
    <Suspense
      fallback={
        <ShellFrame>
          <Loading />
        </ShellFrame>
      }
    >
      <LoadedShell queryRef={queryRef} />
    </Suspense>
  );
}

/** The bare frame: while the viewer loads, and when the shell itself failed. */
export function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <div className="app">
      <header className="site-header">
        <div className="container header-row">
          <Logo />
        </div>
      </header>
      <main id="main" className="container">
        {children}
      </main>
      <SessionFooter />
    </div>
  );
}

/** The root route's error element: the shell's own query failed (e.g. the server is unreachable). */
export function ShellError() {
  return (
    <ShellFrame>
      <RouteError />
    </ShellFrame>
  );
}

function LoadedShell({ queryRef }: { queryRef: PreloadedQuery<ShellQuery> }) {
  const { viewer } = usePreloadedQuery<ShellQuery>(shellQuery, queryRef);
  const data = useFragment<Shell_viewer$key>(
    graphql`
      fragment Shell_viewer on Viewer {
        user {
          id
        }
        ...Header_viewer
        ...SessionGuard_viewer
        ...Protected_viewer
      }
    `,
    viewer,
  );
  const relay = useRelayEnvironment();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const location = useLocation();
  const { pathname } = location;
  // Why the user was signed out travels with the history entry of /login, so it disappears once they move on.
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  const [signOutMutation] = useSignOutMutation();
  /** True while the shell itself changes the signed-in user, so the watcher below does not do it twice. */
  const resetting = useRef(false);

  const refreshViewer = useCallback(async () => {
    await fetchQuery<ShellQuery>(relay, shellQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
  }, [relay]);

  const resetForNewViewer = useCallback(async () => {
    resetting.current = true;
    try {
      // Everything cached belonged to the previous visitor; screens loaded from now on fetch anew.
      commitLocalUpdate(relay, (store) => store.invalidateStore());
      await forgetOfflineData();
      await refreshViewer();
    } finally {
      resetting.current = false;
    }
  }, [relay, refreshViewer]);

  const signOut = useCallback(
    async (text?: string) => {
      resetting.current = true;
      try {
        const signedOut = await within(signOutMutation(), SIGN_OUT_WAIT_MS);
        await forgetOfflineData();
        commitLocalUpdate(relay, (store) => {
          store.invalidateStore();
          // Without an answer from the server the page still shows a visitor; the server ends the session itself.
          const viewer = signedOut ? null : store.getRoot().getLinkedRecord('viewer');
          viewer?.setValue(null, 'user');
          viewer?.setValue([], 'areas');
          viewer?.setLinkedRecords([], 'streams');
        });
        if (signedOut) await within(refreshViewer(), SIGN_OUT_WAIT_MS);
      } finally {
        resetting.current = false;
      }
      navigate('/login', { state: text ? { notice: text } : undefined });
    },
    [navigate, refreshViewer, relay, signOutMutation],
  );

  // When another screen changed the signed-in user (sign-in, single sign-on) without resetForNewViewer(), the cached
  // data of the previous user is forgotten here and the current page loads again.
  const userId = data.user?.id ?? null;
  const seenUser = useRef(userId);
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    if (seenUser.current === userId) return;
    seenUser.current = userId;
    // The shell's own flows set `resetting` right after their mutation answered: look once they had the chance.
    const timer = setTimeout(() => {
      if (!resetting.current)
        void resetForNewViewer().then(
          () => revalidate.current(),
          () => {},
        );
    }, 0);
    return () => clearTimeout(timer);
  }, [userId, resetForNewViewer]);

  const api = useMemo<ShellApi>(() => ({ refreshViewer, resetForNewViewer, signOut, viewer: data }), [refreshViewer, resetForNewViewer, signOut, data]);

  return (
    <ShellContext.Provider value={api}>
      <SessionGuard viewer={data}>
        <div className="app">
          <a className="skip-link" href="#main">
            Naar de inhoud
          </a>
          <Header viewer={data} />
          <main id="main" className="container" tabIndex={-1}>
            {typeof notice === 'string' && (
              <Alert kind="info" title="Je bent uitgelogd">
                <p>{notice}</p>
              </Alert>
            )}
            <Outlet />
          </main>
          {showsFooter(pathname) && <SessionFooter />}
          <FeedbackTab />
        </div>
      </SessionGuard>
    </ShellContext.Provider>
  );
}
