import { describe, expect, it } from 'vitest';
import { createLimiter } from '../../lib/limiter.ts';
import type { UpstreamPort } from './upstream.port.ts';
import { withConcurrencyLimit } from './upstream.registry.ts';

describe('withConcurrencyLimit', () => {
  it('never lets more than n upstream calls of one provider run at once', async () => {
    let running = 0;
    let peak = 0;
    const slow = {
      provider: 'alpha',
      async getSim() {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        return null;
      },
    } as unknown as UpstreamPort;
    const port = withConcurrencyLimit(slow, createLimiter(3));
    expect(port.provider).toBe('alpha');
    await Promise.all(Array.from({ length: 20 }, () => port.getSim('x')));
    expect(peak).toBe(3);
  });
});
