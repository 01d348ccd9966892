// The SDK (packages/sdk, docs/sdk.md) against a started platform: tokens fetched and
// renewed, each API's errors in its own class, Idempotency-Key reused across retries,
// 429 and 503 retried after Retry-After, paged lists iterated, webhook signatures checked.

import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminError, ConnectivityError, LookupError, NumbersError, OAuthError, Platform, type PlatformOptions, ResellerError, verifyWebhook, WebhookVerificationError } from '../packages/sdk/src/index.ts';
import { clientCredentials } from '../packages/sdk/src/sdk.tokens.ts';
import { signature } from '../src/modules/webhooks/webhooks.sender.ts';
import { ADMIN_TOKEN, createHarness, type Harness } from './harness.ts';

let h: Harness;
let base: string;
let orgId: string;
let client: { client_id: string; client_secret: string };

/** Every request the SDK sends, with the answer's status, through the real fetch. */
function recorder() {
  const seen: { method: string; path: string; headers: Headers; status: number }[] = [];
  const record: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    seen.push({ method: init?.method ?? 'GET', path: new URL(String(input)).pathname, headers: new Headers(init?.headers), status: res.status });
    return res;
  };
  return { seen, fetch: record };
}

function sdk(options: Partial<PlatformOptions> = {}): Platform {
  return new Platform({ baseUrl: base, clientId: client.client_id, clientSecret: client.client_secret, adminToken: ADMIN_TOKEN, ...options });
}

beforeAll(async () => {
  h = await createHarness();
  base = await h.app.listen({ port: 0, host: '127.0.0.1' });
  const org = await h.createOrganization({ name: 'SDK', services: ['connectivity', 'reseller', 'numbers', 'mccmnc'] });
  orgId = org.id;
  client = await h.createClient(orgId);
});
afterAll(async () => h.close());

describe('access tokens', () => {
  it('fetches a token with the client credentials once for concurrent calls, and sends it', async () => {
    const r = recorder();
    const platform = sdk({ fetch: r.fetch });
    const [a, b] = await Promise.all([platform.connectivity.get('/org'), platform.connectivity.get('/org')]);
    expect(a.id).toBe(orgId);
    expect(b.id).toBe(orgId);
    expect(r.seen.map((s) => s.path)).toEqual(['/auth/token', '/org', '/org']);
    expect(r.seen[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(r.seen[1]?.headers.get('authorization')).toMatch(/^Bearer ey/);
    await platform.connectivity.get('/org');
    expect(r.seen.map((s) => s.path)).toEqual(['/auth/token', '/org', '/org', '/org']);
  });

  it('renews a token a minute before it expires', async () => {
    const r = recorder();
    let now = Date.now();
    const tokens = clientCredentials({ tokenUrl: `${base}/auth/token`, clientId: client.client_id, clientSecret: client.client_secret, fetch: r.fetch, now: () => now });
    const first = await tokens.get();
    now += (h.config.auth.tokenTtlSeconds - 61) * 1000;
    expect(await tokens.get()).toBe(first);
    now += 1000;
    const second = await tokens.get();
    expect(r.seen.map((s) => s.status)).toEqual([200, 200]);
    expect(second).not.toBe(first);
  });

  it('renews a token an API refused (its signing key was retired), once', async () => {
    const r = recorder();
    const platform = sdk({ fetch: r.fetch });
    const token = await platform.auth.token();
    const kid = JSON.parse(Buffer.from(token.split('.')[0] as string, 'base64url').toString()).kid as string;
    await platform.admin.post('/admin/signing-keys', { body: { activate_in_seconds: 0 } });
    await platform.admin.delete('/admin/signing-keys/{kid}', { params: { path: { kid } } });
    expect((await platform.connectivity.get('/org')).id).toBe(orgId);
    expect(r.seen.filter((s) => !s.path.startsWith('/admin')).map((s) => `${s.path} ${s.status}`)).toEqual(['/auth/token 200', '/org 401', '/auth/token 200', '/org 200']);
  });

  it('throws the API error when a fixed token is refused, and the OAuth error for wrong credentials', async () => {
    const r = recorder();
    const platform = new Platform({ baseUrl: base, accessToken: 'not-a-token', fetch: r.fetch });
    const err = await platform.connectivity.get('/org').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConnectivityError);
    expect(err).toMatchObject({ status: 401, code: 'unauthorized' });
    // A fixed token cannot be renewed: one attempt.
    expect(r.seen).toHaveLength(1);

    const wrong = await new Platform({ baseUrl: base, clientId: client.client_id, clientSecret: 'wrong' }).connectivity.get('/org').catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(OAuthError);
    expect(wrong).toMatchObject({ status: 401, code: 'invalid_client', message: expect.any(String) });
  });
});

describe('errors', () => {
  it('throws each API error in its own class, with code, message, details and the request id', async () => {
    const platform = sdk();
    const missing = '00000000-0000-4000-8000-000000000000';
    const cases = [
      [() => platform.connectivity.get('/links/{link_id}', { params: { path: { link_id: missing } } }), ConnectivityError, 404, 'entity_not_found'],
      [() => platform.reseller.get('/v1/links/{identifier}', { params: { path: { identifier: missing } } }), ResellerError, 404, 'NOT_FOUND'],
      [() => platform.numbers.get('/numbers/{id}', { params: { path: { id: missing } } }), NumbersError, 404, 'NOT_FOUND'],
      [() => platform.lookup.post('/mccmnc/lookup', { params: { query: {} } }), LookupError, 422, 'VALIDATION_ERROR'],
      [() => platform.admin.get('/admin/organizations/{id}', { params: { path: { id: missing } } }), AdminError, 404, 'entity_not_found'],
    ] as const;
    for (const [call, Class, status, code] of cases) {
      const err = await (call as () => Promise<unknown>)().catch((e: unknown) => e);
      expect(err, Class.name).toBeInstanceOf(Class);
      expect(err, Class.name).toMatchObject({ status, code, message: expect.any(String), requestId: expect.stringMatching(/\S/) });
    }
    // Validation errors carry their details.
    const invalid = await platform.connectivity.post('/coverages', { body: { name: '', operator_ids: [] } as never }).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(ConnectivityError);
    expect((invalid as ConnectivityError).status).toBe(422);
    expect((invalid as ConnectivityError).details).toBeTruthy();
  });
});

describe('retries', () => {
  /** The real fetch, except that the answers of the given calls are replaced once by the platform's 503. */
  function losingAnswers(path: string, times: number) {
    const r = recorder();
    let left = times;
    const wrapped: typeof fetch = async (input, init) => {
      const res = await r.fetch(input, init);
      if (new URL(String(input)).pathname !== path || left === 0) return res;
      left--;
      // The purchase ran and committed; its answer is lost to a 503, as when the database
      // failed after the charge. The client only sees that it may retry.
      return new Response(JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'try again' } }), { status: 503, headers: { 'retry-after': '1', 'content-type': 'application/json' } });
    };
    return { seen: r.seen, fetch: wrapped };
  }

  async function sellablePlan(): Promise<string> {
    const admin = sdk();
    await admin.admin.post('/admin/organizations/{id}/wallet/credits', { params: { path: { id: orgId } }, body: { amount: '50.00', reference: 'sdk test' } });
    const plan = await admin.admin.post('/admin/reseller-plans', {
      body: { name: 'SDK 1 GB', provider_plan_id: `sdk-${Math.random()}`, data_mb: 1024, validity_days: 7, sponsor_profile: 'default', coverage_type: 'regional', countries: ['DE'], retail_price: '4.50', currency: 'EUR', enabled: true, organization_id: orgId },
    });
    return plan.id;
  }

  it('sends an Idempotency-Key on a purchase and the same one again when it retries a 503, so it buys once', async () => {
    const planId = await sellablePlan();
    const waits: number[] = [];
    const net = losingAnswers('/v1/links', 1);
    const platform = sdk({ fetch: net.fetch, sleep: async (ms) => void waits.push(ms) });
    const before = await platform.reseller.get('/v1/balance');
    const link = await platform.reseller.post('/v1/links', { body: { plan_id: planId, name: 'order 1' } });
    const posts = net.seen.filter((s) => s.method === 'POST' && s.path === '/v1/links');
    expect(posts).toHaveLength(2);
    const key = posts[0]?.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]?.headers.get('idempotency-key')).toBe(key);
    expect(waits).toEqual([1000]);
    // The second attempt replayed the first purchase: one link, one charge.
    const after = await platform.reseller.get('/v1/balance');
    expect(Number(before.balance) - Number(after.balance)).toBeCloseTo(4.5, 6);
    const listed: string[] = [];
    for await (const l of platform.reseller.list('/v1/links', { params: { query: { search: 'order 1' } } })) listed.push(l.id);
    expect(listed).toEqual([link.id]);

    // A key the caller gives is the one sent.
    const own = recorder();
    await sdk({ fetch: own.fetch }).reseller.post('/v1/links', { params: { header: { 'idempotency-key': 'order-2' } }, body: { plan_id: planId, name: 'order 2' } });
    expect(own.seen.find((s) => s.path === '/v1/links')?.headers.get('idempotency-key')).toBe('order-2');
  });

  it('retries a read after a 503 but not a write without an Idempotency-Key', async () => {
    const waits: number[] = [];
    const reads = losingAnswers('/org', 2);
    expect((await sdk({ fetch: reads.fetch, sleep: async (ms) => void waits.push(ms) }).connectivity.get('/org')).id).toBe(orgId);
    expect(reads.seen.filter((s) => s.path === '/org')).toHaveLength(3);
    expect(waits).toEqual([1000, 1000]);

    const writes = losingAnswers('/coverages', 1);
    const err = await sdk({ fetch: writes.fetch, sleep: async () => {} })
      .connectivity.post('/coverages', { body: { name: 'once', operator_ids: [] } as never })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConnectivityError);
    expect(err).toMatchObject({ status: 503, retryAfter: 1 });
    expect(writes.seen.filter((s) => s.path === '/coverages')).toHaveLength(1);
  });

  it('waits out a 429 for its Retry-After and tries again', async () => {
    const org = await h.createOrganization({ name: 'limited' });
    const limited = await h.createClient(org.id);
    const admin = sdk();
    await admin.admin.patch('/admin/organizations/{id}', { params: { path: { id: org.id } }, body: { rate_limit_per_minute: 1 } });
    const waits: number[] = [];
    const r = recorder();
    const platform = new Platform({
      baseUrl: base,
      clientId: limited.client_id,
      clientSecret: limited.client_secret,
      fetch: r.fetch,
      // While the client waits, the operator lifts the limit: the retry then goes through.
      sleep: async (ms) => {
        waits.push(ms);
        await admin.admin.patch('/admin/organizations/{id}', { params: { path: { id: org.id } }, body: { rate_limit_per_minute: null } });
      },
    });
    // One request a minute: the second of a minute is refused (a third covers a minute that ends between the first two).
    for (let i = 0; i < 3 && !r.seen.some((s) => s.status === 429); i++) expect((await platform.connectivity.get('/org')).id).toBe(org.id);
    const statuses = r.seen.filter((s) => s.path === '/org').map((s) => s.status);
    expect(statuses.slice(-3)).toEqual([200, 429, 200]);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(0);
    expect(waits[0]).toBeLessThanOrEqual(60_000);

    // A Retry-After past maxRetryWaitMs is not waited for: the error says when to come back.
    await admin.admin.patch('/admin/organizations/{id}', { params: { path: { id: org.id } }, body: { rate_limit_per_minute: 1 } });
    const impatient = new Platform({ baseUrl: base, clientId: limited.client_id, clientSecret: limited.client_secret, maxRetryWaitMs: 0 });
    // Three at once: at most one a minute goes through, so at least one is refused.
    const errs = await Promise.all([1, 2, 3].map(() => impatient.connectivity.get('/org').then(() => null, (e: unknown) => e)));
    const refused = errs.find((e) => e !== null);
    expect(refused).toBeInstanceOf(ConnectivityError);
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited', retryAfter: expect.any(Number) });
  });
});

describe('paged lists', () => {
  it('iterates every item of a list across its pages, on each paging style', async () => {
    const admin = sdk();
    await admin.admin.post('/admin/organizations/{id}/sims', { params: { path: { id: orgId } }, body: { count: 5, sim_type: 'physical' } });
    const r = recorder();
    const platform = sdk({ fetch: r.fetch });
    const ids: string[] = [];
    for await (const sim of platform.connectivity.list('/sims', { params: { query: { page_size: 2, sim_type: 'physical' } } })) ids.push(sim.id);
    expect(new Set(ids).size).toBe(5);
    expect(r.seen.filter((s) => s.path === '/sims')).toHaveLength(3);

    // /numbers pages inside its envelope, with per_page.
    for (const n of [1, 2, 3]) await platform.numbers.post('/numbers/endpoints', { body: { name: `e${n}`, type: 'sms', destination_uri: `https://93.184.216.34/${n}` } });
    const names: string[] = [];
    for await (const e of platform.numbers.list('/numbers/endpoints', { params: { query: { per_page: 2 } } })) names.push(e.name);
    expect(names).toEqual(['e1', 'e2', 'e3']);

    // Stopping early fetches no further page.
    const before = r.seen.length;
    for await (const sim of platform.connectivity.list('/sims', { params: { query: { page_size: 2 } } })) if (sim) break;
    expect(r.seen.length - before).toBe(1);
  });
});

describe('verifyWebhook', () => {
  const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
  const body = JSON.stringify({ type: 'sms.inbound', data: { from: '+4915112345678', body: 'Hello' } });
  const now = Math.floor(Date.now() / 1000);

  it('accepts what the platform signs and what the Standard Webhooks library signs, and answers the payload', () => {
    const platformSigned = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(now), 'webhook-signature': signature(secret, 'msg_1', now, body) };
    expect(verifyWebhook(body, platformSigned, secret)).toEqual(JSON.parse(body));
    const librarySigned = new Webhook(secret).sign('msg_2', new Date(now * 1000), body);
    expect(verifyWebhook(Buffer.from(body), new Headers({ 'webhook-id': 'msg_2', 'webhook-timestamp': String(now), 'webhook-signature': `v1,bogus ${librarySigned}` }), secret)).toEqual(JSON.parse(body));
    // A secret without the prefix is used as its UTF-8 bytes, as the platform does.
    const plain = 'a plain shared secret';
    expect(verifyWebhook(body, { 'webhook-id': 'm', 'webhook-timestamp': String(now), 'webhook-signature': signature(plain, 'm', now, body) }, plain)).toEqual(JSON.parse(body));
  });

  it('refuses a changed body, another secret, an old timestamp or a missing header', () => {
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(now), 'webhook-signature': signature(secret, 'msg_1', now, body) };
    expect(() => verifyWebhook(`${body} `, headers, secret)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(body, headers, `whsec_${Buffer.alloc(32, 8).toString('base64')}`)).toThrow(/no signature matches/);
    const old = now - 301;
    expect(() => verifyWebhook(body, { ...headers, 'webhook-timestamp': String(old), 'webhook-signature': signature(secret, 'msg_1', old, body) }, secret)).toThrow(/300 seconds/);
    expect(() => verifyWebhook(body, { 'webhook-id': 'msg_1', 'webhook-timestamp': String(now) }, secret)).toThrow(/missing/);
  });
});
