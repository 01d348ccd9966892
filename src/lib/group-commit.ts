// A group commit: requests that arrive while a batch of the same key is being written
// wait and are written together by the next batch, in arrival order. One request alone
// is written after the current turn of the event loop (or after a moment's gathering
// when the caller asks for it), so nothing waits for long when the system is idle; under
// load, each statement carries every request that came while the previous one ran.

/** One request's answer from a batch: its value, or the error that refused it alone. */
export type Settled<O> = { ok: true; value: O } | { ok: false; error: unknown };

export interface GroupCommit<I, O> {
  /** Resolves with this input's answer once the batch that carries it has run. */
  submit(key: string, input: I): Promise<O>;
}

interface Waiting<I, O> {
  input: I;
  resolve(value: O): void;
  reject(error: unknown): void;
}

/**
 * `write` gets the inputs of one batch (at most `maxBatch`, in arrival order) and
 * answers one Settled per input, in the same order; if it throws, every input of the
 * batch gets that error.
 */
export interface GroupCommitOptions {
  /** Inputs per batch at most (256). */
  maxBatch?: number;
  /** How long the first input of an idle key waits for others to join its batch (0, the default: not at all). */
  gatherMs?: () => number;
  /**
   * How long a batch waits for more inputs when the batch before it carried several (0,
   * the default: not at all), as PostgreSQL's `commit_delay` waits only while other
   * transactions are active: under load each statement then carries more inputs, at the
   * price of that much latency; a key used by one request at a time never waits.
   */
  busyGatherMs?: number;
}

export function createGroupCommit<I, O>(write: (key: string, inputs: I[]) => Promise<Settled<O>[]>, options: GroupCommitOptions = {}): GroupCommit<I, O> {
  const { maxBatch = 256, gatherMs = () => 0, busyGatherMs = 0 } = options;
  const queues = new Map<string, Waiting<I, O>[]>();

  async function drain(key: string, queue: Waiting<I, O>[]): Promise<void> {
    const wait = gatherMs();
    // Even without a wait, the first batch of an idle key leaves after the current turn of
    // the event loop: requests read in the same turn, and the continuations of a batch
    // that just answered, then share it instead of trailing it one statement each.
    await new Promise((resolve) => (wait > 0 ? setTimeout(resolve, wait) : setImmediate(resolve)));
    let previous = 0;
    while (queue.length > 0) {
      if (busyGatherMs > 0 && previous > 1) await new Promise((resolve) => setTimeout(resolve, busyGatherMs));
      const batch = queue.splice(0, maxBatch);
      previous = batch.length;
      try {
        const answers = await write(
          key,
          batch.map((w) => w.input),
        );
        batch.forEach((w, i) => {
          const a = answers[i];
          if (a === undefined) w.reject(new Error(`group commit: no answer for input ${i} of ${batch.length}`));
          else if (a.ok) w.resolve(a.value);
          else w.reject(a.error);
        });
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    queues.delete(key);
  }

  return {
    submit(key, input) {
      return new Promise<O>((resolve, reject) => {
        const running = queues.get(key);
        if (running !== undefined) {
          running.push({ input, resolve, reject });
          return;
        }
        const queue: Waiting<I, O>[] = [{ input, resolve, reject }];
        queues.set(key, queue);
        void drain(key, queue);
      });
    },
  };
}
