// The public APIs, called through the SDK (packages/sdk, docs/sdk.md) with the session's
// access token: every rule, error and limit is the one the API enforces for any client.

import { Platform } from '../../packages/sdk/src/sdk.client.ts';
import type { AccessTokens } from './api.session.ts';

export { PlatformError } from '../../packages/sdk/src/sdk.errors.ts';
export type { components } from '../../packages/sdk/src/openapi.generated.ts';

/** A Platform whose calls carry the session's token; a refused token is renewed once. */
export function platformFor(tokens: AccessTokens): Platform {
  const authed: typeof fetch = async (input, init) => {
    const send = async () => {
      const token = await tokens.get();
      const headers = new Headers(init?.headers);
      headers.set('authorization', `Bearer ${token}`);
      return { token, res: await fetch(input, { ...init, headers }) };
    };
    const first = await send();
    if (first.res.status !== 401) return first.res;
    tokens.invalidate(first.token);
    return (await send()).res;
  };
  return new Platform({ baseUrl: window.location.origin, fetch: authed, maxRetries: 1 });
}
