// The item pipeline on its own: each item runs once with bounded concurrency, items are
// begun and recorded in batches, and a stop or a failure ends it at an item boundary
// with every outcome in hand recorded.

import { describe, expect, it } from 'vitest';
import { PipelineStopped, runPipeline } from './tasks.pipeline.ts';

const tick = (ms = 1) => new Promise((r) => setTimeout(r, ms));

function harness(count: number, opts: { concurrency?: number; batchSize?: number; run?: (i: number) => Promise<number | null> } = {}) {
  const begun: number[][] = [];
  const unbegun: number[] = [];
  const recorded: number[][] = [];
  let inFlight = 0;
  let peak = 0;
  const controller = new AbortController();
  const spec = {
    items: Array.from({ length: count }, (_, i) => i),
    concurrency: opts.concurrency ?? 4,
    batchSize: opts.batchSize ?? 5,
    flushEveryMs: 10_000,
    signal: controller.signal,
    async begin(batch: readonly number[]) {
      begun.push([...batch]);
    },
    async unbegin(items: readonly number[]) {
      unbegun.push(...items);
    },
    async run(i: number) {
      inFlight++;
      peak = Math.max(peak, inFlight);
      try {
        const run =
          opts.run ??
          (async (n: number) => {
            await tick();
            return n;
          });
        return await run(i);
      } finally {
        inFlight--;
      }
    },
    async record(outcomes: number[]) {
      recorded.push([...outcomes]);
    },
  };
  return { spec, begun, unbegun, recorded, controller, peak: () => peak };
}

describe('runPipeline', () => {
  it('runs every item once, never more at once than the concurrency, begun before it runs', async () => {
    const started: number[] = [];
    const p = harness(23, {
      concurrency: 4,
      run: async (i) => {
        expect(p.begun.flat()).toContain(i);
        started.push(i);
        await tick(Math.random() * 3);
        return i;
      },
    });
    expect(await runPipeline(p.spec)).toBe(23);
    expect(started.sort((a, b) => a - b)).toEqual(p.spec.items);
    expect(p.recorded.flat().sort((a, b) => a - b)).toEqual(p.spec.items);
    expect(p.begun).toEqual([[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19], [20, 21, 22]]);
    expect(p.recorded.every((batch) => batch.length <= 5)).toBe(true);
    expect(p.peak()).toBe(4);
    expect(p.unbegun).toEqual([]);
  });

  it('ends with more slots than items, and with no items at all', async () => {
    const few = harness(3, { concurrency: 16, batchSize: 16 });
    expect(await runPipeline(few.spec)).toBe(3);
    const none = harness(0);
    expect(await runPipeline(none.spec)).toBe(0);
    expect(none.begun).toEqual([]);
  });

  it('stops at the next item boundary when aborted, recording what finished and handing back what never started', async () => {
    const p = harness(40, {
      concurrency: 2,
      batchSize: 10,
      run: async (i) => {
        if (i === 3) p.controller.abort(new Error('shutting down'));
        await tick();
        return i;
      },
    });
    await expect(runPipeline(p.spec)).rejects.toThrow('shutting down');
    const done = p.recorded.flat();
    expect(done).toContain(3);
    expect(done.length).toBeLessThan(10);
    expect([...done, ...p.unbegun].sort((a, b) => a - b)).toEqual(p.begun.flat());
  });

  it('records the outcomes in hand before an unexpected failure ends the run; items left unfinished stay begun', async () => {
    const p = harness(10, {
      concurrency: 3,
      run: async (i) => {
        if (i === 1) {
          await tick(2);
          throw new Error('database gone');
        }
        if (i === 2) return null;
        await tick(5);
        return i;
      },
    });
    await expect(runPipeline(p.spec)).rejects.toThrow('database gone');
    expect(p.recorded.flat()).toContain(0);
    expect(p.recorded.flat()).not.toContain(1);
    expect(p.unbegun).not.toContain(1);
    expect(p.unbegun).not.toContain(2);
  });

  it('stops writing after a failed write, and an item left unfinished makes the run incomplete', async () => {
    const failing = harness(12, { batchSize: 2 });
    let writes = 0;
    failing.spec.record = async () => {
      writes++;
      throw new Error('write failed');
    };
    await expect(runPipeline(failing.spec)).rejects.toThrow('write failed');
    expect(writes).toBe(1);

    const left = harness(4, { run: async (i) => (i === 2 ? null : i) });
    await expect(runPipeline(left.spec)).rejects.toBeInstanceOf(PipelineStopped);
    expect(left.recorded.flat().sort()).toEqual([0, 1, 3]);
  });
});
