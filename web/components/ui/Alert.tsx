import type { ReactNode } from 'react';

/** An inline message; warnings and errors are announced. */
export function Alert({ kind = 'info', title, children }: { kind?: 'info' | 'success' | 'warning' | 'error'; title?: ReactNode; children?: ReactNode }) {
  return (
    <div className={`alert alert-${kind}`} role={kind === 'error' || kind === 'warning' ? 'alert' : 'status'}>
      {title && <p className="alert-title">{title}</p>}
      {children}
    </div>
  );
}
