// The console's own API (/console/api, docs/authentication.md#console-users-and-sessions):
// the session behind the cookie, its CSRF token on every write, and the short-lived
// access token with which the console calls the public APIs.

export type Role = 'admin' | 'viewer';

export interface Session {
  user: { id: string; email: string; role: Role; organization_id: string };
  csrf_token: string;
  expires_at: string;
}

/** An answer of the console API that was not a success: status and `{message, code}`. */
export class ConsoleApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function call<T>(method: string, path: string, body?: unknown, csrf?: string): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (csrf !== undefined) headers['x-csrf-token'] = csrf;
  const res = await fetch(`/console/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
  if (res.status === 204) return undefined as T;
  const answer = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
  if (!res.ok) throw new ConsoleApiError(res.status, answer.code ?? 'error', answer.message ?? `HTTP ${res.status}`);
  return answer as T;
}

/** The signed-in session, or null when there is none. */
export async function currentSession(): Promise<Session | null> {
  try {
    return await call<Session>('GET', '/session');
  } catch (err) {
    if (err instanceof ConsoleApiError && err.status === 401) return null;
    throw err;
  }
}

export const signIn = (email: string, password: string) => call<Session>('POST', '/session', { email, password });
export const signOut = (session: Session) => call<void>('DELETE', '/session', undefined, session.csrf_token);
export const acceptInvitation = (token: string, password: string) => call<Session>('POST', '/invitations/accept', { token, password });
export const acceptPasswordReset = (token: string, password: string) => call<Session>('POST', '/password-reset/accept', { token, password });

/** Renewed this long before the token's `expires_in` runs out. */
const EARLY_MS = 60_000;

export interface AccessTokens {
  /** A token valid now: the one in hand, or a new one from POST /console/api/token. */
  get(): Promise<string>;
  /** Forget `token` (an API refused it), so the next get() mints another. */
  invalidate(token: string): void;
}

/** Access tokens of `session`, minted on demand and renewed before they expire. */
export function accessTokens(session: Session, onSignedOut: () => void): AccessTokens {
  let current: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;
  async function mint(): Promise<string> {
    try {
      const answer = await call<{ access_token: string; expires_in: number }>('POST', '/token', undefined, session.csrf_token);
      current = { token: answer.access_token, renewAt: Date.now() + Math.max(0, answer.expires_in * 1000 - EARLY_MS) };
      return answer.access_token;
    } catch (err) {
      // The session ended (signed out elsewhere, expired, user removed): back to sign-in.
      if (err instanceof ConsoleApiError && err.status === 401) onSignedOut();
      throw err;
    }
  }
  return {
    async get() {
      if (current !== null && Date.now() < current.renewAt) return current.token;
      pending ??= mint().finally(() => {
        pending = null;
      });
      return pending;
    },
    invalidate(token) {
      if (current?.token === token) current = null;
    },
  };
}
