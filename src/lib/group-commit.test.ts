import { describe, expect, it } from 'vitest';
import { createGroupCommit, type GroupCommit, type Settled } from './group-commit.ts';

describe('group commit', () => {
  it('writes what arrived in one turn of the event loop together, then everything that arrived meanwhile, in order and per key', async () => {
    const batches: Array<[string, number[]]> = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const gc = createGroupCommit<number, number>(async (key, inputs) => {
      batches.push([key, inputs]);
      if (batches.length === 1) await gate;
      return inputs.map((n): Settled<number> => (n < 0 ? { ok: false, error: new Error(`negative ${n}`) } : { ok: true, value: n * 10 }));
    });
    const first = gc.submit('a', 1);
    const other = gc.submit('b', 5);
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([
      ['a', [1]],
      ['b', [5]],
    ]);
    const queued = [gc.submit('a', 2), gc.submit('a', -3), gc.submit('a', 4)];
    release();
    expect(await first).toBe(10);
    const settled = await Promise.allSettled(queued);
    expect(settled.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([20, 'negative -3', 40]);
    expect(await other).toBe(50);
    expect(batches).toEqual([
      ['a', [1]],
      ['b', [5]],
      ['a', [2, -3, 4]],
    ]);
  });

  it('splits a long queue into batches of at most maxBatch, and a failed write refuses only its batch', async () => {
    const sizes: number[] = [];
    let calls = 0;
    const gc = createGroupCommit<number, number>(async (_key, inputs) => {
      sizes.push(inputs.length);
      if (calls++ === 1) throw new Error('connection lost');
      return inputs.map((n) => ({ ok: true, value: n }));
    }, { maxBatch: 2 });
    const all = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => gc.submit('k', n)));
    expect(sizes).toEqual([2, 2, 1]);
    expect(all.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected', 'fulfilled']);
    // Idle again: the next input is written alone.
    expect(await gc.submit('k', 9)).toBe(9);
    expect(sizes).toEqual([2, 2, 1, 1]);
  });

  it('lets the first input gather company for a moment when asked', async () => {
    const batches: number[][] = [];
    const gc = createGroupCommit<number, number>(
      async (_key, inputs) => {
        batches.push(inputs);
        return inputs.map((n) => ({ ok: true, value: n }));
      },
      { gatherMs: () => 20 },
    );
    const first = gc.submit('k', 1);
    await new Promise((r) => setTimeout(r, 5));
    const second = gc.submit('k', 2);
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(batches).toEqual([[1, 2]]);
  });
  it('with busyGatherMs, a batch after one of several inputs waits for the inputs that arrive meanwhile; a lone input never waits', async () => {
    const run = async (busyGatherMs: number) => {
      const batches: number[][] = [];
      const late: Array<Promise<number>> = [];
      const gc: GroupCommit<number, number> = createGroupCommit<number, number>(
        async (_key, inputs) => {
          batches.push(inputs);
          // While the first batch is written a third input arrives; a fourth arrives in the
          // next turn of the event loop after it has answered, before any timer can fire.
          if (batches.length === 1) {
            late.push(gc.submit('k', 3));
            setImmediate(() => late.push(gc.submit('k', 4)));
          }
          return inputs.map((n) => ({ ok: true as const, value: n }));
        },
        { busyGatherMs },
      );
      await Promise.all([gc.submit('k', 1), gc.submit('k', 2)]);
      await new Promise((r) => setImmediate(r));
      await Promise.all(late);
      return batches;
    };
    expect(await run(0)).toEqual([[1, 2], [3], [4]]);
    // A window far wider than a turn of the event loop: on a loaded machine a 1 ms timer can be due before the next setImmediate runs.
    expect(await run(50)).toEqual([[1, 2], [3, 4]]);

    const alone: number[][] = [];
    const single = createGroupCommit<number, number>(async (_key, inputs) => (alone.push(inputs), inputs.map((n) => ({ ok: true as const, value: n }))), { busyGatherMs: 1 });
    expect(await single.submit('k', 1)).toBe(1);
    expect(await single.submit('k', 2)).toBe(2);
    expect(alone).toEqual([[1], [2]]);
  });
});
