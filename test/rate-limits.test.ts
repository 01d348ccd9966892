// Requests a minute per organisation, through HTTP: every tenant service counts against
// one limit, each answers 429 in its own error format with Retry-After, the count is
// shared by processes on one database, and the operator sets an organisation's own limit.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { query } from '../src/db/client.ts';
import { createHarness, type Harness, type Tenant } from './harness.ts';

let h: Harness;
const LIMIT = 10;

beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
});
afterAll(async () => h.close());

/** The count is per minute of the database's clock: a case that spends a limit starts early in a minute. */
async function earlyInAMinute(): Promise<void> {
  const into = Date.now() % 60_000;
  if (into > 45_000) await new Promise((r) => setTimeout(r, 60_000 - into + 200));
}

const get = (t: Tenant, url: string, app = h.app) => app.inject({ method: 'GET', url, headers: t.admin });

describe('rate limits', () => {
  it('refuses the requests past the limit of the minute, in every service, with Retry-After', async () => {
    const t = await h.tenant();
    const other = await h.tenant();
    await earlyInAMinute();
    const first = await Promise.all(Array.from({ length: LIMIT - 3 }, () => get(t, '/org')));
    expect(first.map((r) => r.statusCode)).toEqual(Array(LIMIT - 3).fill(200));
    // Every service counts against the same limit.
    for (const url of ['/v1/plans', '/numbers/balance', '/mccmnc/balance']) expect((await get(t, url)).statusCode, url).toBe(200);

    const refused = await get(t, '/org');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      message: expect.stringContaining(`${LIMIT} requests of this minute`),
      code: 'rate_limited',
      details: { limit: LIMIT, window_seconds: 60, retry_after: retryAfter },
    });
    expect((await get(t, '/v1/plans')).json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String), details: { limit: LIMIT, window_seconds: 60, retry_after: expect.any(Number) } } });
    for (const url of ['/numbers/balance', '/mccmnc/balance']) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(429);
      expect(res.json()).toEqual({ success: false, error: { code: 'RATE_LIMITED', message: expect.any(String) } });
    }
    // Writes are refused before they change anything, and other organisations go on.
    const sms = await h.app.inject({ method: 'POST', url: '/numbers/sms/send', headers: t.admin, payload: { from: '+4915112345678', to: '+4915112345679', body: 'x' } });
    expect(sms.statusCode).toBe(429);
    expect((await get(other, '/org')).statusCode).toBe(200);
    // The operator's API, the token endpoint and the public routes are not counted.
    expect((await h.app.inject({ method: 'GET', url: `/admin/organizations/${t.id}`, headers: h.admin })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    await h.createClient(t.id);
  });

  it('admits exactly the limit of concurrent requests, across two processes on one database', async () => {
    const t = await h.tenant();
    const second = await createHarness({ RATE_LIMIT_PER_MINUTE: String(LIMIT) }, { database: h.db });
    try {
      await earlyInAMinute();
      const answers = await Promise.all(Array.from({ length: 3 * LIMIT }, (_, i) => get(t, '/org', i % 2 === 0 ? h.app : second.app)));
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(LIMIT);
      expect(codes.filter((c) => c === 429)).toHaveLength(2 * LIMIT);
    } finally {
      await second.app.close();
    }
  });

  it("sets an organisation's own limit, and returns it to the platform's", async () => {
    const t = await h.tenant();
    const patch = (payload: unknown) =>
      h.app.inject({ method: 'PATCH', url: `/admin/organizations/${t.id}`, headers: h.admin, payload: payload as Record<string, unknown> });
    for (const bad of [{ rate_limit_per_minute: 0 }, { rate_limit_per_minute: 1.5 }, { rate_limit_per_minute: '100' }, { rate_limit_per_minute: 1_000_000_001 }]) {
      const res = await patch(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect((await h.app.inject({ method: 'GET', url: `/admin/organizations/${t.id}`, headers: h.admin })).json().rate_limit_per_minute).toBeNull();

    await earlyInAMinute();
    const own = await patch({ rate_limit_per_minute: 3 });
    expect(own.statusCode).toBe(200);
    expect(own.json().rate_limit_per_minute).toBe(3);
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await get(t, '/org')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    expect((await get(t, '/org')).json().details.limit).toBe(3);

    // Back to the platform's limit of 10: the minute's 3 count, 7 more are admitted.
    const back = await patch({ rate_limit_per_minute: null });
    expect(back.json().rate_limit_per_minute).toBeNull();
    const more = [];
    for (let i = 0; i < 8; i++) more.push((await get(t, '/org')).statusCode);
    expect(more).toEqual([...Array(7).fill(200), 429]);
  });

  it("counts by the database's minute, whatever this process's clock reads", async () => {
    const t = await h.tenant();
    await h.app.inject({ method: 'PATCH', url: `/admin/organizations/${t.id}`, headers: h.admin, payload: { rate_limit_per_minute: 500 } });
    await earlyInAMinute();
    const realNow = Date.now.bind(Date);
    // This process's clock a minute and a second ahead: every lease would look a minute old.
    const spy = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    try {
      const codes = [];
      for (let i = 0; i < 100; i++) codes.push((await get(t, '/org')).statusCode);
      expect(codes.filter((c) => c !== 200)).toEqual([]);
    } finally {
      spy.mockRestore();
    }
    // Leases of ten: the minute counts the hundred requests, not a lease thrown away per request.
    const [row] = await query<{ used: number }>(h.container.db, sql`SELECT used FROM rate_limit_windows WHERE organization_id = ${t.id}`);
    expect(row?.used).toBe(100);
  });

  it('counts nothing when the limit is off', async () => {
    const off = await createHarness({ RATE_LIMIT_PER_MINUTE: '0' });
    try {
      const t = await off.tenant();
      const answers = await Promise.all(Array.from({ length: 3 * LIMIT }, () => get(t, '/org', off.app)));
      expect(answers.every((r) => r.statusCode === 200)).toBe(true);
      expect(await query(off.container.db, sql`SELECT count(*)::int AS n FROM rate_limit_windows`)).toEqual([{ n: 0 }]);
    } finally {
      await off.close();
    }
  });
});
