// The fetch every API call goes through: it adds the credential, renews an access token
// the API refused, and retries what is safe to retry (docs/sdk.md, "Retries"):
// 429 always (the platform refused it before doing anything), 503 and network failures
// for reads and for writes that carry an Idempotency-Key (sent again with the same key),
// each after `Retry-After` when the answer gives one, else after a growing backoff.

import { surfaceOf } from './sdk.errors.ts';
import { retryAfterSeconds } from './sdk.errors.ts';
import type { TokenSource } from './sdk.tokens.ts';

export interface RetryOptions {
  /** Retries after the first attempt (default 3; 0 turns retries off). */
  maxRetries: number;
  /** A Retry-After longer than this (milliseconds) is not waited for: the error is thrown (default 60 000). */
  maxWaitMs: number;
  /** Waits between attempts; replaceable to observe or shorten them. */
  sleep: (ms: number) => Promise<void>;
}

export interface TransportOptions {
  fetch: typeof fetch;
  /** The API clients' access token (every API but /admin), or null when none was configured. */
  token: TokenSource | null;
  adminToken: string | null;
  organizationId: string | null;
  userAgent: string;
  retry: RetryOptions;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function backoffMs(attempt: number): number {
  // 0.5 s, 1 s, 2 s, ... capped at 8 s, with up to a quarter of jitter.
  const base = Math.min(8000, 500 * 2 ** attempt);
  return base - Math.floor(Math.random() * base * 0.25);
}

export function createTransport(opts: TransportOptions): (request: Request) => Promise<Response> {
  return async function transport(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const surface = surfaceOf(url.pathname);
    const body = request.body === null ? undefined : await request.arrayBuffer();
    const retryable = safeMethods.has(request.method) || request.headers.has('idempotency-key');
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      const headers = new Headers(request.headers);
      headers.set('user-agent', opts.userAgent);
      let token: string | null = null;
      if (surface === 'admin') {
        if (opts.adminToken !== null) headers.set('authorization', `Bearer ${opts.adminToken}`);
      } else if (surface !== 'oauth' && opts.token !== null && !headers.has('authorization')) {
        token = await opts.token.get();
        headers.set('authorization', `Bearer ${token}`);
        if (opts.organizationId !== null && !headers.has('x-organization-id')) headers.set('x-organization-id', opts.organizationId);
      }
      const last = attempt >= opts.retry.maxRetries;
      let response: Response;
      try {
        response = await opts.fetch(request.url, { method: request.method, headers, body, redirect: 'follow', signal: request.signal });
      } catch (err) {
        if (last || !retryable || request.signal.aborted) throw err;
        await opts.retry.sleep(backoffMs(attempt));
        continue;
      }
      if (response.status === 401 && token !== null && opts.token?.renewable && !renewed) {
        // The token expired early or its key was rotated: one new token, one more try.
        renewed = true;
        opts.token.invalidate(token);
        await response.body?.cancel();
        attempt--;
        continue;
      }
      const again = response.status === 429 || (response.status === 503 && retryable);
      if (!again || last) return response;
      const after = retryAfterSeconds(response.headers.get('retry-after'));
      const waitMs = after === null ? backoffMs(attempt) : after * 1000;
      if (waitMs > opts.retry.maxWaitMs) return response;
      await response.body?.cancel();
      await opts.retry.sleep(waitMs);
    }
  };
}
