// The console's root: checks the session on load (GET /console/api/session), shows the
// sign-in or invitation page without one, and the shell with one; a password-reset link
// opens its page either way.

import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { platformFor } from './api.platform.ts';
import { accessTokens, currentSession, type Session, signOut as endSession } from './api.session.ts';
import { ConsoleContext, type ConsoleContextValue } from './app.context.tsx';
import { navigate, useLocation } from './app.router.tsx';
import { Shell } from './app.shell.tsx';
import { ErrorView } from './ui.error.tsx';

const SignInPage = lazy(() => import('./sign-in.page.tsx'));
const InvitationPage = lazy(() => import('./invitation.page.tsx'));
const ResetPasswordPage = lazy(() => import('./reset-password.page.tsx'));

type State = { kind: 'checking' } | { kind: 'signed-out'; notice?: string } | { kind: 'signed-in'; session: Session } | { kind: 'failed'; error: unknown };

export function App() {
  const [state, setState] = useState<State>({ kind: 'checking' });
  const { path } = useLocation();

  useEffect(() => {
    currentSession().then(
      (session) => setState(session === null ? { kind: 'signed-out' } : { kind: 'signed-in', session }),
      (error: unknown) => setState({ kind: 'failed', error }),
    );
  }, []);

  const signedIn = useCallback((session: Session) => {
    setState({ kind: 'signed-in', session });
    if (path === '/invitation' || path === '/sign-in' || path === '/reset-password') navigate('/', { replace: true });
  }, [path]);

  const session = state.kind === 'signed-in' ? state.session : null;
  const context = useMemo<ConsoleContextValue | null>(() => {
    if (session === null) return null;
    const expired = () => setState({ kind: 'signed-out', notice: 'Your session has ended. Sign in again.' });
    return {
      session,
      platform: platformFor(accessTokens(session, expired)),
      signOut: async () => {
        await endSession(session).catch(() => undefined);
        setState({ kind: 'signed-out', notice: 'You have signed out.' });
      },
    };
  }, [session]);

  if (state.kind === 'checking') return <p className="muted center">Loading…</p>;
  if (state.kind === 'failed') return <main className="center"><ErrorView error={state.error} /></main>;
  // A reset link is for the person it names, whoever is signed in on this browser: using it
  // replaces that session with theirs.
  if (path === '/reset-password') {
    return (
      <Suspense fallback={<p className="muted center">Loading…</p>}>
        <ResetPasswordPage onSignedIn={signedIn} />
      </Suspense>
    );
  }
  if (context === null) {
    const notice = state.kind === 'signed-out' ? state.notice : undefined;
    return (
      <Suspense fallback={<p className="muted center">Loading…</p>}>
        {path === '/invitation' ? <InvitationPage onSignedIn={signedIn} /> : <SignInPage onSignedIn={signedIn} notice={notice} />}
      </Suspense>
    );
  }
  return (
    <ConsoleContext.Provider value={context}>
      <Shell />
    </ConsoleContext.Provider>
  );
}
