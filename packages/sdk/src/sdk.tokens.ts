// Access tokens for an API client: fetched from POST /auth/token with the client
// credentials grant (docs/authentication.md) and renewed shortly before they expire,
// or after an API answered 401 to one. Concurrent calls share one token request.

import { errorFromAnswer } from './sdk.errors.ts';

export interface TokenSource {
  /** A token that is valid now, fetching a new one when needed. */
  get(): Promise<string>;
  /** Forget `token` (an API refused it), so the next get() fetches another. */
  invalidate(token: string): void;
  /** Whether invalidate() can lead to a different token. */
  readonly renewable: boolean;
}

/** A token renewed this many seconds before its `expires_in` runs out. */
const EARLY_SECONDS = 60;

export function staticToken(token: string): TokenSource {
  return { get: async () => token, invalidate: () => {}, renewable: false };
}

export function clientCredentials(opts: { tokenUrl: string; clientId: string; clientSecret: string; fetch: typeof fetch; now?: () => number }): TokenSource {
  const now = opts.now ?? Date.now;
  let current: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function request(): Promise<string> {
    const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: opts.clientId, client_secret: opts.clientSecret });
    const res = await opts.fetch(opts.tokenUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: the error below quotes the text
    }
    if (!res.ok) throw errorFromAnswer('oauth', res.status, res.headers, parsed);
    const { access_token: token, expires_in: expiresIn } = parsed as { access_token: string; expires_in: number };
    current = { token, renewAt: now() + Math.max(0, expiresIn - EARLY_SECONDS) * 1000 };
    return token;
  }

  return {
    renewable: true,
    async get() {
      if (current !== null && now() < current.renewAt) return current.token;
      pending ??= request().finally(() => {
        pending = null;
      });
      return pending;
    },
    invalidate(token) {
      if (current?.token === token) current = null;
    },
  };
}
