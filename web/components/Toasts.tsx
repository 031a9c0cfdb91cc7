import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Toasts last 3 seconds (document 1 §9). */
export const TOAST_MS = 3000;

export type ToastKind = 'info' | 'success' | 'warning' | 'error';
interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

const ToastContext = createContext<(text: string, kind?: ToastKind) => void>(() => {});

/** Lets code outside React (the Relay network layer) show toasts too. */
let external: ((text: string, kind?: ToastKind) => void) | null = null;
export function showToast(text: string, kind: ToastKind = 'info') {
  external?.(text, kind);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback((text: string, kind: ToastKind = 'info') => {
    const id = Date.now() + Math.random();
    setToasts((list) => [...list, { id, kind, text }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), TOAST_MS);
  }, []);
  external = show;
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" aria-live="polite" aria-atomic="false">
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === 'error' || t.kind === 'warning' ? 'alert' : 'status'}>
            {t.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}
