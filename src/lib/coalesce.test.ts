import { describe, expect, it } from 'vitest';
import { createCoalescer } from './coalesce.ts';

const tick = () => new Promise<void>((r) => setImmediate(r));

/** A read whose calls are numbered and each held open until released. */
function heldRead() {
  let calls = 0;
  const open: Array<() => void> = [];
  return {
    call: () =>
      new Promise<number>((resolve) => {
        const n = ++calls;
        open.push(() => resolve(n));
      }),
    get calls() {
      return calls;
    },
    /** Lets the oldest open call answer, then waits for the next one to start. */
    async release() {
      open.shift()?.();
      await tick();
    },
  };
}

describe('createCoalescer', () => {
  it('starts a call at once when none is in flight, and forgets the key when it settles', async () => {
    const reads = createCoalescer<string>();
    await expect(reads.run('a', async () => 'first')).resolves.toBe('first');
    await expect(reads.run('a', async () => 'second')).resolves.toBe('second');
    expect(reads.keys).toBe(0);
  });

  it('answers requests that came during a call with one next call, started after it', async () => {
    const reads = createCoalescer<number>();
    const read = heldRead();
    const first = reads.run('a', read.call);
    await tick();
    // Arrived while call 1 was in flight: never answered by it.
    const during = [reads.run('a', read.call), reads.run('a', read.call), reads.run('a', read.call)];
    await tick();
    expect(read.calls).toBe(1);
    await read.release();
    expect(read.calls).toBe(2);
    // Arrived while call 2 was in flight: waits for call 3.
    const later = reads.run('a', read.call);
    await read.release();
    await read.release();
    expect(await first).toBe(1);
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
    expect(await later).toBe(3);
    expect(read.calls).toBe(3);
    expect(reads.keys).toBe(0);
  });

  it('keeps keys apart', async () => {
    const reads = createCoalescer<string>();
    const [a, b] = await Promise.all([reads.run('a', async () => 'A'), reads.run('b', async () => 'B')]);
    expect([a, b]).toEqual(['A', 'B']);
  });

  it('gives a failure to the requests that shared the call, and the next call still runs', async () => {
    const reads = createCoalescer<string>();
    let fail = true;
    const call = async () => {
      await tick();
      if (fail) throw new Error('boom');
      return 'ok';
    };
    const first = reads.run('a', call);
    const during = [reads.run('a', call), reads.run('a', call)];
    await expect(first).rejects.toThrow('boom');
    fail = false;
    await expect(Promise.all(during)).resolves.toEqual(['ok', 'ok']);
    expect(reads.keys).toBe(0);
  });

  it('turns a call that throws at once into a rejection', async () => {
    const reads = createCoalescer<string>();
    await expect(
      reads.run('a', () => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    expect(reads.keys).toBe(0);
  });
});
