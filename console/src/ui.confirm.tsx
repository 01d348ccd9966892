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
  // Opened as a modal once mounted; unmounting removes it (no close(), whose event would
  // report a second closing).
  useEffect(() => {
    const dialog = ref.current;
    if (dialog !== null && !dialog.open) dialog.showModal();
  }, []);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
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
