// After a sign-in or a saved profile the shell (menus, stream picker, session timer) must see the new state.
import { useCallback, useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { ShellContext } from '../../components/ShellContext.tsx';

/** Goes on to `path` as the newly signed-in user: through the shell's reset, or with a full page load outside it. */
export function useAfterSignIn() {
  const shell = useContext(ShellContext);
  const navigate = useNavigate();
  return useCallback(
    async (path: string) => {
      if (!shell) return window.location.assign(path);
      await shell.resetForNewViewer();
      navigate(path, { replace: true });
    },
    [shell, navigate],
  );
}

/** Lets the shell refetch its viewer after something it shows was saved (names, onboarding, groups). */
export function useRefreshShell() {
  const shell = useContext(ShellContext);
  return useCallback(async () => {
    await shell?.refreshViewer().catch(() => undefined);
  }, [shell]);
}
