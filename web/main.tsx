import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { environment } from './relay/environment.ts';
import { router } from './routes.tsx';
import { ToastProvider } from './components/Toasts.tsx';
import './styles.css';

const RELOADED_AT = 'vraagwerk:reloaded-for-new-build';

// A new build replaces the hashed chunks, so a tab opened before it cannot load the screens of an area it had not
// visited yet. Then load the new app, at most once a minute (never a loop); otherwise the route shows its error.
window.addEventListener('vite:preloadError', (event) => {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return;
  }
  event.preventDefault();
  window.location.reload();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </RelayEnvironmentProvider>
  </StrictMode>,
);
