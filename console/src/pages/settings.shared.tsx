// What the Settings sections share: a page of a list kept in the section's state, the
// message of a refused write shown in its dialog, and a date as people read it.

import { useState } from 'react';
import { PlatformError } from '../api.platform.ts';

export const PAGE_SIZE = 25;

/** The API's message of a refused write, with its code (the dialog stays open to fix it). */
export const messageOf = (err: unknown): string =>
  err instanceof PlatformError ? `${err.message} (${err.code})` : err instanceof Error ? err.message : String(err);

export const when = (iso: string | null | undefined): string => (iso ? new Date(iso).toLocaleString() : '—');

/** A write's error shown in its dialog, and the call that clears it before trying again. */
export function useDialogError() {
  const [error, setError] = useState<string | null>(null);
  const attempt = async (fn: () => Promise<void>) => {
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(messageOf(err));
    }
  };
  const view =
    error === null ? null : (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  return { attempt, view, clear: () => setError(null) };
}
