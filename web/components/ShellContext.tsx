// What the shell offers the screens inside it. Read it with useShell().
//
// For other screens:
// - After a sign-in (or single sign-on return) call `await resetForNewViewer()` BEFORE navigating on: it forgets every
//   query cached for the previous visitor and refetches the shell's viewer (menus, stream picker, session countdown),
//   so the next screen loads the new user's data. Sign-out and account switching go through `signOut()` and the user
//   menu, which do this themselves.
// - After saving something the shell shows (profile name, onboarding, cart contents → the 'Huidige selectie' badge,
//   chosen groups → 'Selectie docent') call `await refreshViewer()`.
// - `signOut(notice?)` signs out, resets the data and goes to /login; the shell shows the notice above the login
//   screen (it travels as location.state.notice).
// The shell also notices on its own when the signed-in user changed in a mutation payload and resets then, but calling
// resetForNewViewer() first avoids a moment with the previous user's data.
import { createContext, useContext } from 'react';
import type { Protected_viewer$key } from '../__generated__/Protected_viewer.graphql';

export interface ShellApi {
  /** Refetches the shell's viewer: user, areas, streams, current stream and grant, cart badge, session expiry. */
  refreshViewer(): Promise<void>;
  /** After the signed-in user changed: forgets all cached data and refetches the viewer. */
  resetForNewViewer(): Promise<void>;
  /** Signs out and goes to /login; `notice` is shown there (e.g. why the user was signed out). */
  signOut(notice?: string): Promise<void>;
  /** The viewer of the shell query, for <Protected>. */
  viewer: Protected_viewer$key;
}

export const ShellContext = createContext<ShellApi | null>(null);

export function useShell(): ShellApi {
  const api = useContext(ShellContext);
  if (!api) throw new Error('useShell() is only available inside the shell');
  return api;
}
