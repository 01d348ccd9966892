// The console's access tokens (console/src/api.session.ts): minted with the session's
// CSRF token, reused while valid, renewed a minute before they expire, minted again once
// an API refused one, and a session that ended (401) sends the console back to sign-in.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokens, type Session } from '../console/src/api.session.ts';

const session: Session = { user: { id: 'usr_1', email: 'a@example.com', role: 'admin', organization_id: 'org' }, csrf_token: 'csrf-123', expires_at: '2030-01-01T00:00:00Z' };

let calls: Array<{ url: string; method: string; csrf: string | null }>;
let answers: Array<{ status: number; body: unknown }>;

beforeEach(() => {
  calls = [];
  answers = [];
  vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
  vi.stubGlobal('fetch', async (url: string, init: { method: string; headers: Record<string, string> }) => {
    calls.push({ url, method: init.method, csrf: init.headers['x-csrf-token'] ?? null });
    const next = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const minted = (token: string) => ({ status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: 900 } });

describe('accessTokens', () => {
  it('mints with the CSRF token, reuses the token, and renews it a minute before it expires', async () => {
    const tokens = accessTokens(session, () => undefined);
    answers.push(minted('t1'), minted('t2'));
    expect(await tokens.get()).toBe('t1');
    expect(calls).toEqual([{ url: '/console/api/token', method: 'POST', csrf: 'csrf-123' }]);
    vi.advanceTimersByTime(839_000);
    expect(await tokens.get()).toBe('t1');
    expect(calls.length).toBe(1);
    vi.advanceTimersByTime(1_000); // 14 minutes in: a minute before the 15 run out
    expect(await tokens.get()).toBe('t2');
    expect(calls.length).toBe(2);
  });

  it('shares one mint between concurrent calls and mints again after a refused token', async () => {
    const tokens = accessTokens(session, () => undefined);
    answers.push(minted('t1'), minted('t2'));
    expect(await Promise.all([tokens.get(), tokens.get(), tokens.get()])).toEqual(['t1', 't1', 't1']);
    expect(calls.length).toBe(1);
    tokens.invalidate('t0'); // an older token: nothing changes
    expect(await tokens.get()).toBe('t1');
    tokens.invalidate('t1');
    expect(await tokens.get()).toBe('t2');
  });

  it('reports a session that ended, and keeps other failures to the caller', async () => {
    const ended = vi.fn();
    const tokens = accessTokens(session, ended);
    answers.push({ status: 500, body: { message: 'boom', code: 'internal_error' } }, { status: 401, body: { message: 'not signed in', code: 'unauthorized' } });
    await expect(tokens.get()).rejects.toMatchObject({ status: 500, code: 'internal_error' });
    expect(ended).not.toHaveBeenCalled();
    await expect(tokens.get()).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledOnce();
  });
});
