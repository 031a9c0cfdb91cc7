// Offline use of a shared set's student pages (issue 10, beyond the spec; the service worker is web/public/sw.js).
// A student page registers the worker and, once it controls the page, warms it: every app file and picture the page
// loaded goes through it again (so it keeps them), and the set's query and the shell's query are fetched anew through
// it (so it keeps their answers). From then on the set's other pages open without a network. When the warming is done
// the page says so on <html data-offline-ready>, for a browser test and for anyone curious.
import { useEffect } from 'react';
import { fetchQuery } from 'react-relay';
import { environment } from '../../relay/environment.ts';
import { shellQuery } from '../../components/Shell.tsx';
import { studentSetScreenQuery } from './StudentSetScreen.tsx';
import { deviceKey } from './studentStorage.ts';

const sameOriginFile = (url: string) => {
  const { origin, pathname } = new URL(url, location.href);
  return origin === location.origin && (pathname.startsWith('/assets/') || pathname.startsWith('/files/'));
};

/**
 * Every file the page loaded: the browser's record of them, and the page's own scripts, stylesheets and pictures —
 * the record alone may miss some (its buffer holds 250 entries; a test's fake clock empties it).
 */
const loadedFiles = (): string[] => [
  ...performance.getEntriesByType('resource').map((entry) => entry.name),
  ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => script.src),
  ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[href]'), (link) => link.href),
  ...Array.from(document.images, (image) => image.currentSrc || image.src),
];

function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
}

/** Registers the service worker for the set `setKey` and keeps what its pages need offline. */
export function useOfflineSet(setKey: string): void {
  useEffect(() => {
    // Not on Vite's dev server (import.meta.hot), whose files change under the worker's cache.
    if (!setKey || !('serviceWorker' in navigator) || import.meta.hot) return;
    let stopped = false;
    void (async () => {
      try {
        await navigator.serviceWorker.register('/sw.js', { scope: '/' });
        await controlled();
        if (stopped) return;
        const files = [...new Set(loadedFiles())].filter(sameOriginFile);
        await Promise.all(files.map((url) => fetch(url).catch(() => null)));
        await Promise.all([
          fetchQuery(environment, studentSetScreenQuery, { key: setKey, deviceKey: deviceKey() }, { fetchPolicy: 'network-only' }).toPromise(),
          fetchQuery(environment, shellQuery, {}, { fetchPolicy: 'network-only' }).toPromise(),
        ]);
        if (!stopped) document.documentElement.dataset.offlineReady = setKey;
      } catch {
        // No service worker (private mode, an old browser, an insecure origin): the pages work online as before.
      }
    })();
    return () => {
      stopped = true;
    };
  }, [setKey]);
}
