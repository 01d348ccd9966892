// Runs a job's items with bounded concurrency, keeping the database off the critical
// path: starts and outcomes are written a batch at a time while the next items run.

export interface PipelineSpec<I, O> {
  items: readonly I[];
  /** Items in flight at once. */
  concurrency: number;
  /** Items marked started per call of `begin`, and outcomes per call of `record`. */
  batchSize: number;
  /** Outcomes waiting longer than this are recorded without waiting for a full batch. */
  flushEveryMs: number;
  signal: AbortSignal;
  begin(batch: readonly I[]): Promise<void>;
  /** Items begun but never run when the run stopped (a failure here is ignored: they stay begun). */
  unbegin?(items: readonly I[]): Promise<void>;
  /** The item's outcome, or null when it is left unfinished; throwing stops the run. */
  run(item: I): Promise<O | null>;
  record(outcomes: O[]): Promise<void>;
}

export class PipelineStopped extends Error {
  constructor() {
    super('stopped before every item ran');
    this.name = 'PipelineStopped';
  }
}

/**
 * Runs every item once; answers how many outcomes were recorded. A slot that finishes an
 * item takes the next one at once (no window barrier), so the upstream limiter stays
 * busy. It stops at the next item boundary when the signal aborts or something
 * unexpected fails: items already running finish, every outcome in hand is recorded,
 * items marked started but never run are handed to `unbegin`, then the cause is thrown.
 */
export async function runPipeline<I, O>(spec: PipelineSpec<I, O>): Promise<number> {
  const { items } = spec;
  let next = 0;
  let begun = 0;
  let beginning: Promise<void> | null = null;
  // Set from the slots and the writes (closures), so typed wide on purpose.
  let failure = null as { error: unknown } | null;
  let writeFailed = false;
  let recorded = 0;
  let left = 0;
  const unstarted: I[] = [];
  const buffer: O[] = [];
  let writes: Promise<void> = Promise.resolve();
  let lastFlush = Date.now();

  const stopped = () => failure !== null || spec.signal.aborted;

  function flush(): void {
    if (buffer.length === 0) return;
    const batch = buffer.splice(0, buffer.length);
    lastFlush = Date.now();
    // Writes go one after the other; a failed one ends the run, and the writes after it
    // are not tried (their items stay running, for the next run to check).
    writes = writes.then(async () => {
      if (writeFailed) return;
      try {
        await spec.record(batch);
        recorded += batch.length;
      } catch (error) {
        writeFailed = true;
        failure ??= { error };
      }
    });
  }

  async function ensureBegun(index: number): Promise<void> {
    if (index >= items.length) throw new RangeError(`item ${index} is past the end (${items.length} items)`);
    while (index >= begun) {
      if (beginning === null) {
        const from = begun;
        const to = Math.min(items.length, from + spec.batchSize);
        beginning = spec
          .begin(items.slice(from, to))
          .then(() => {
            begun = to;
          })
          .finally(() => {
            beginning = null;
          });
      }
      await beginning;
    }
  }

  async function slot(): Promise<void> {
    while (!stopped() && next < items.length) {
      // A turn of the event loop between items: on the embedded database every query
      // resolves without I/O, so without this a long task would be one unbroken chain
      // of promises and starve timers (lease renewal) and HTTP requests until it ends.
      await new Promise<void>((resolve) => setImmediate(resolve));
      // Other slots took items meanwhile: the last one may be gone.
      if (stopped() || next >= items.length) return;
      const index = next++;
      try {
        await ensureBegun(index);
        if (stopped()) {
          unstarted.push(items[index] as I);
          return;
        }
        const outcome = await spec.run(items[index] as I);
        if (outcome === null) {
          left++;
          continue;
        }
        buffer.push(outcome);
        if (buffer.length >= spec.batchSize || Date.now() - lastFlush >= spec.flushEveryMs) flush();
      } catch (error) {
        failure ??= { error };
      }
    }
  }

  await Promise.all(Array.from({ length: Math.max(1, Math.min(spec.concurrency, items.length)) }, slot));
  flush();
  await writes;
  unstarted.push(...items.slice(next, begun));
  if (unstarted.length > 0 && spec.unbegin) await spec.unbegin(unstarted).catch(() => {});
  if (failure !== null) throw failure.error;
  if (spec.signal.aborted) throw spec.signal.reason ?? new PipelineStopped();
  if (left > 0 || unstarted.length > 0 || next < items.length) throw new PipelineStopped();
  return recorded;
}
