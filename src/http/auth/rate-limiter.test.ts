// The limiter against a claim that fails or never answers, which a running database
// cannot be made to do on cue: the organisation's requests go ahead, not 429, not held.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';

describe('rate limiter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets requests go ahead when a claim fails or hangs, and claims again on the next request', async () => {
    const errors: unknown[] = [];
    let mode: 'fail' | 'hang' | 'ok' = 'fail';
    const claim = vi.fn(async (_org: string, want: number) => {
      if (mode === 'fail') throw new Error('database away');
      if (mode === 'hang') return new Promise<never>(() => undefined);
      return { windowStart: Math.floor(Date.now() / 60_000) * 60_000, granted: want, now: Date.now() };
    });
    const limiter = createRateLimiter({ claim, defaultPerMinute: 100, onClaimError: (err) => errors.push(err) });

    await expect(limiter.take('org', null)).resolves.toBeUndefined();
    expect(String(errors[0])).toContain('database away');

    mode = 'hang';
    const held = [limiter.take('org', null), limiter.take('org', null)];
    expect(claim).toHaveBeenCalledTimes(2); // the two requests share one claim
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(Promise.all(held)).resolves.toEqual([undefined, undefined]);
    expect(String(errors[1])).toContain('too long');

    mode = 'ok';
    await expect(limiter.take('org', null)).resolves.toBeUndefined();
    // A lease of two (a fiftieth of 100): the next request needs no claim.
    expect(limiter.take('org', null)).toBeUndefined();
    expect(claim).toHaveBeenCalledTimes(3);
  });
});
