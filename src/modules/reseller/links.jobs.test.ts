import { describe, expect, it } from 'vitest';
import { createRepairJob, createTopupRepairJob, REPAIR_MAX_ATTEMPTS } from './links.jobs.ts';

describe('the repair jobs of /v1 purchases and top-ups', () => {
  const jobs = [createRepairJob(async () => 'completed'), createTopupRepairJob(async () => ({}))];

  it('keep asking an unreachable provider for 30 days before giving up, at most an hour apart', () => {
    for (const job of jobs) {
      expect(job.maxAttempts).toBe(REPAIR_MAX_ATTEMPTS);
      const waits = Array.from({ length: REPAIR_MAX_ATTEMPTS - 1 }, (_, i) => job.backoff?.(i + 1) ?? 0);
      expect(Math.max(...waits)).toBe(3_600_000);
      expect(waits.slice(0, 3)).toEqual([60_000, 120_000, 240_000]);
      const total = waits.reduce((a, b) => a + b, 0);
      expect(total).toBeGreaterThanOrEqual(30 * 86_400_000);
      expect(total).toBeLessThan(31 * 86_400_000);
    }
  });
});
