import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { environment } from './relay/environment.ts';
import { router } from './routes.tsx';
import { ToastProvider } from './components/Toasts.tsx';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </RelayEnvironmentProvider>
  </StrictMode>,
);
