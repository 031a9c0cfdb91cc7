import { useEffect, useId, useRef, type ReactNode } from 'react';

/** A modal dialog on the native <dialog> element: focus is trapped and Escape closes it. */
export function Modal({ open, title, children, actions, onClose }: { open: boolean; title: ReactNode; children?: ReactNode; actions?: ReactNode; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
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
