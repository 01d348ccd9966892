// A password-reset link lands here (/console/reset-password#token=…): the person sets a
// new password, which ends every session of theirs, and is signed in
// (POST /console/api/password-reset/accept). The token stays in the fragment, which the
// browser sends to no server.

import { type FormEvent, useEffect, useState } from 'react';
import { acceptPasswordReset, ConsoleApiError, type Session } from './api.session.ts';

const tokenOf = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

export default function ResetPasswordPage({ onSignedIn }: { onSignedIn(session: Session): void }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const token = tokenOf();
  useEffect(() => {
    document.title = 'Reset your password · Console';
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password !== repeat) return setError('The two passwords differ.');
    setBusy(true);
    setError(null);
    try {
      const session = await acceptPasswordReset(token, password);
      window.history.replaceState(null, '', window.location.pathname);
      onSignedIn(session);
    } catch (err) {
      if (err instanceof ConsoleApiError && (err.status === 401 || err.status === 404)) setError('This link is not valid: it was used, it expired (links work for an hour), or it is incomplete. Ask an admin for a new one.');
      else setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="card narrow" id="main">
      <h1>Reset your password</h1>
      {token === '' ? (
        <p role="alert">This link is incomplete: open the whole link you were given.</p>
      ) : (
        <form onSubmit={(e) => void submit(e)}>
          <p>Choose a new password of 12 characters or more. Every session of yours ends, and you are signed in here.</p>
          <label htmlFor="new-password">New password</label>
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
