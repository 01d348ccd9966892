// Sign-in with email and password (POST /console/api/session).

import { type FormEvent, useEffect, useState } from 'react';
import { ConsoleApiError, type Session, signIn } from './api.session.ts';

export default function SignInPage({ onSignedIn, notice }: { onSignedIn(session: Session): void; notice?: string | undefined }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = 'Sign in · Console';
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await signIn(email, password));
    } catch (err) {
      if (err instanceof ConsoleApiError && err.status === 401) setError('Wrong email or password.');
      else if (err instanceof ConsoleApiError && err.status === 429) setError('Too many failed attempts. Wait a moment, then try again.');
      else setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="card narrow" id="main">
      <h1>Sign in to the console</h1>
      {notice !== undefined && <p role="status">{notice}</p>}
      <form onSubmit={(e) => void submit(e)}>
        <label htmlFor="email">Email</label>
        <input id="email" type="email" autoComplete="username" required maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
        <label htmlFor="password">Password</label>
        <input id="password" type="password" autoComplete="current-password" required maxLength={256} value={password} onChange={(e) => setPassword(e.target.value)} />
        {error !== null && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          Sign in
        </button>
      </form>
    </main>
  );
}
