import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

/**
 * A modal dialog on the native <dialog> element: focus is trapped and Escape closes it. As it opens, focus goes to
 * `initialFocus` (else the browser's choice: the first control); as it closes — or goes away with its screen — focus
 * returns to where it was before, when that is still on the page.
 *
 * A dialog that replaces another (a confirmation after a form) must be a new Modal — give it its own `key` — so it
 * opens anew and is announced; the same Modal with other contents keeps the old focus and says nothing.
 */
export function Modal({
  open,
  title,
  children,
  actions,
  onClose,
  initialFocus,
}: {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  onClose(): void;
  initialFocus?: RefObject<HTMLElement | null>;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocus?.current?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      restoreFocus(opener);
    }
  }, [open, initialFocus]);
  // Unmounted while open (the dialog's screen closed it by going away): the page gets its focus back as well.
  useEffect(() => () => restoreFocus(opener), []);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      <div className="modal-body">{children}</div>
      {actions && <div className="modal-actions">{actions}</div>}
    </dialog>
  );
}

function restoreFocus(opener: { current: HTMLElement | null }) {
  const target = opener.current;
  opener.current = null;
  if (!target?.isConnected) return;
  // Only when nothing else took the focus meanwhile (another dialog opening, a field the screen focused).
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) target.focus();
}
