import { describe, expect, it } from 'vitest';
import { createLimiter, perKey } from './limiter.ts';

const tick = () => new Promise<void>((r) => setImmediate(r));

describe('createLimiter', () => {
  it('never runs more than n at once and runs every call in arrival order', async () => {
    const limiter = createLimiter(3);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        limiter.run(async () => {
          running++;
          peak = Math.max(peak, running);
          order.push(i);
          for (let k = 0; k < (i % 4) + 1; k++) await tick();
          running--;
          return i * 2;
        }),
      ),
    );
    expect(peak).toBe(3);
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
    expect(limiter.active).toBe(0);
    expect(limiter.pending).toBe(0);
  });

  it('frees the slot when a call throws', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(() => 'next')).resolves.toBe('next');
    expect(limiter.active).toBe(0);
  });

  it('drops a waiting call whose signal aborts, without taking a slot', async () => {
    const limiter = createLimiter(1);
    let release: () => void = () => {};
    const first = limiter.run(() => new Promise<void>((r) => (release = r)));
    const controller = new AbortController();
    const waiting = limiter.run(() => 'never', controller.signal);
    expect(limiter.pending).toBe(1);
    controller.abort(new Error('shutdown'));
    await expect(waiting).rejects.toThrow('shutdown');
    expect(limiter.pending).toBe(0);
    release();
    await first;
    expect(limiter.active).toBe(0);
    await expect(limiter.run(() => 'ok', controller.signal)).rejects.toThrow('shutdown');
  });

  it('refuses a size below one', () => {
    expect(() => createLimiter(0)).toThrow();
    expect(() => perKey(1.5)).toThrow();
  });
});

describe('perKey', () => {
  it('bounds each key separately and forgets idle keys', async () => {
    const limiter = perKey(2);
    const running = new Map<string, number>();
    const peak = new Map<string, number>();
    await Promise.all(
      ['alpha', 'beta'].flatMap((key) =>
        Array.from({ length: 10 }, () =>
          limiter.run(key, async () => {
            running.set(key, (running.get(key) ?? 0) + 1);
            peak.set(key, Math.max(peak.get(key) ?? 0, running.get(key)!));
            await tick();
            await tick();
            running.set(key, running.get(key)! - 1);
          }),
        ),
      ),
    );
    expect(peak.get('alpha')).toBe(2);
    expect(peak.get('beta')).toBe(2);
    expect(limiter.keys).toBe(0);
  });
});
