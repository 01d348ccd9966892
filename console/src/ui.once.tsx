// A value the API answers only once (a client secret, a destination's signing secret, an
// invitation or password-reset link), shown in a modal dialog until it is closed. The
// page keeps it nowhere else: once the dialog closes it is gone, as on the server.

import { useEffect, useId, useRef, useState } from 'react';

export interface ShownOnce {
  title: string;
  /** The label of the value's field ("Client secret", "Invitation link"). */
  label: string;
  value: string;
  /** What to do with it, shown above the value. */
  note: string;
}

export function ShownOnceDialog({ shown, onClose }: { shown: ShownOnce; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const fieldId = useId();
  const [copied, setCopied] = useState(false);
  // Opened as a modal once mounted; unmounting removes it (no close(), whose event would
  // report a second closing).
  useEffect(() => {
    const dialog = ref.current;
    if (dialog !== null && !dialog.open) dialog.showModal();
  }, []);
  const copy = () => {
    navigator.clipboard.writeText(shown.value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <h2 id={titleId}>{shown.title}</h2>
      <p>{shown.note}</p>
      <label htmlFor={fieldId}>{shown.label}</label>
      <input id={fieldId} className="mono once" readOnly value={shown.value} onFocus={(e) => e.currentTarget.select()} />
      <p className="muted" aria-live="polite">
        {copied ? 'Copied.' : 'It is shown this once: copy it now.'}
      </p>
      <div className="actions">
        <button type="button" onClick={copy}>
          Copy
        </button>
        <button type="button" className="primary" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
