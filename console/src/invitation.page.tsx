// An invitation's link lands here (/console/invitation#token=…): the person sets a
// password and is signed in (POST /console/api/invitations/accept). The token stays in
// the fragment, which the browser sends to no server.

import { type FormEvent, useEffect, useState } from 'react';
import { acceptInvitation, ConsoleApiError, type Session } from './api.session.ts';

const tokenOf = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

export default function InvitationPage({ onSignedIn }: { onSignedIn(session: Session): void }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const token = tokenOf();
  useEffect(() => {
    document.title = 'Accept invitation · Console';
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password !== repeat) return setError('The two passwords differ.');
    setBusy(true);
    setError(null);
    try {
      const session = await acceptInvitation(token, password);
      window.history.replaceState(null, '', window.location.pathname);
      onSignedIn(session);
    } catch (err) {
      if (err instanceof ConsoleApiError && (err.status === 401 || err.status === 404)) setError('This invitation is not valid: it was used, it expired, or the link is incomplete.');
      else setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="card narrow" id="main">
      <h1>Accept your invitation</h1>
      {token === '' ? (
        <p role="alert">This invitation link is incomplete: open the whole link you were given.</p>
      ) : (
        <form onSubmit={(e) => void submit(e)}>
          <p>Choose a password of 12 characters or more.</p>
          <label htmlFor="new-password">Password</label>
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
