// A confirmation dialog (the native modal <dialog>): its confirming button is named as
// the action ("Suspend"), and Cancel or Escape closes it without acting.

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface ConfirmProps {
  /** The action, which names the confirming button. */
  action: string;
  title: string;
  children?: ReactNode;
  /** Runs on confirmation; the dialog stays open, busy, until it settles. */
  onConfirm(): Promise<void> | void;
  onClose(): void;
  danger?: boolean;
}

export function ConfirmDialog({ action, title, children, onConfirm, onClose, danger }: ConfirmProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog !== null && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  // A close this component made itself (StrictMode runs the effect, its cleanup and the
  // effect again, and the close event arrives once the dialog is open again) is not the
  // person's: only a dialog still closed when its close event arrives was closed by them.
  const closed = () => {
    if (ref.current?.open !== true) onClose();
  };
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={closed} onCancel={onClose}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="actions">
        <button type="button" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button type="button" className={danger ? 'danger' : 'primary'} onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
          {action}
        </button>
      </div>
    </dialog>
  );
}
