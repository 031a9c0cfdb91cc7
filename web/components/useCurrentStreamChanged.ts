// After the viewer's current stream changed (the stream picker, an exam used as the selection): what every screen has
// cached belongs to the previous stream — the selection, the classroom, the home page — so the store forgets it all
// (the next screen asks the server again), and the shell refetches its viewer (the picker, the menu and its badge, the
// grant). One way for every place that changes the stream.
import { useCallback } from 'react';
import { commitLocalUpdate, useRelayEnvironment } from 'react-relay';
import { useShell } from './ShellContext.tsx';

/** Returns `changed()`: call it once the server has answered that the current stream is another one. Never rejects. */
export function useCurrentStreamChanged(): () => Promise<void> {
  const environment = useRelayEnvironment();
  const { refreshViewer } = useShell();
  return useCallback(async () => {
    commitLocalUpdate(environment, (store) => store.invalidateStore());
    // A failed refresh leaves the shell as it was until the next page; the stream changed all the same.
    await refreshViewer().catch(() => {});
  }, [environment, refreshViewer]);
}
