// The stream of the page on screen (a topic's, a search's), so the header's stream picker can follow it: a page of
// Wiskunde B Vwo reached through a link shows Wiskunde B Vwo in the header (issue 41; StreamPicker.tsx says what
// following it does). A screen of one stream calls usePageStream(urlId); the picker reads it with usePageStreamValue().
import { useEffect, useSyncExternalStore } from 'react';

let current: string | null = null;
const listeners = new Set<() => void>();
const publish = (value: string | null) => {
  if (current === value) return;
  current = value;
  for (const listener of listeners) listener();
};

/** Declares the stream (its urlId) of the page while the calling screen shows; null or undefined: none yet. */
export function usePageStream(urlId: string | null | undefined): void {
  useEffect(() => {
    if (!urlId) return;
    publish(urlId);
    return () => {
      if (current === urlId) publish(null);
    };
  }, [urlId]);
}

/** The urlId of the stream of the page on screen, or null when the page is of no one stream. */
export function usePageStreamValue(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
