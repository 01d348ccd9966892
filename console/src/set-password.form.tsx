// The page an emailed-by-hand link lands on (an invitation, a password reset): the person
// chooses a password and is signed in. The link's token stays in the fragment
// (#token=…), which the browser sends to no server. docs/console.md#signing-in

import { type FormEvent, useEffect, useState } from 'react';
import { ConsoleApiError, type Session } from './api.session.ts';

const tokenOf = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

export interface SetPasswordProps {
  title: string;
  /** What the form says above its fields. */
  intro: string;
  /** The first field's label. */
  passwordLabel: string;
  /** What a used, expired or unknown link is told. */
  invalid: string;
  incomplete: string;
  accept(token: string, password: string): Promise<Session>;
  onSignedIn(session: Session): void;
}

export function SetPasswordForm({ title, intro, passwordLabel, invalid, incomplete, accept, onSignedIn }: SetPasswordProps) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const token = tokenOf();
  useEffect(() => {
    document.title = `${title} · Console`;
  }, [title]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password !== repeat) return setError('The two passwords differ.');
    setBusy(true);
    setError(null);
    try {
      const session = await accept(token, password);
      window.history.replaceState(null, '', window.location.pathname);
      onSignedIn(session);
    } catch (err) {
      if (err instanceof ConsoleApiError && (err.status === 401 || err.status === 404)) setError(invalid);
      else setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="card narrow" id="main">
      <h1>{title}</h1>
      {token === '' ? (
        <p role="alert">{incomplete}</p>
      ) : (
        <form onSubmit={(e) => void submit(e)}>
          <p>{intro}</p>
          <label htmlFor="new-password">{passwordLabel}</label>
          <input id="new-password" type="password" autoComplete="new-password" required minLength={12} maxLength={256} value={password} onChange={(e) => setPassword(e.target.value)} />
          <label htmlFor="repeat-password">Repeat password</label>
          <input id="repeat-password" type="password" autoComplete="new-password" required minLength={12} maxLength={256} value={repeat} onChange={(e) => setRepeat(e.target.value)} />
          {error !== null && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="primary" disabled={busy}>
            Set password and sign in
          </button>
        </form>
      )}
    </main>
  );
}
