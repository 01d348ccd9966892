// Bounded concurrency in one process: at most n functions run at once, the rest wait
// in arrival order. Upstream calls go through a per-provider limiter so a bulk job over
// thousands of links cannot flood one provider (config.upstream.concurrencyPerProvider).

export interface Limiter {
  /** Runs fn when a slot is free; a signal aborted while waiting gives up the place in line. */
  run<T>(fn: () => Promise<T> | T, signal?: AbortSignal): Promise<T>;
  readonly active: number;
  readonly pending: number;
}

export interface KeyedLimiter {
  run<T>(key: string, fn: () => Promise<T> | T, signal?: AbortSignal): Promise<T>;
  /** Limiters currently holding or awaiting work (idle keys are dropped). */
  readonly keys: number;
}

interface Waiter {
  start(): void;
  cancel(reason: unknown): void;
}

export function createLimiter(n: number): Limiter {
  if (!Number.isInteger(n) || n < 1) throw new Error(`limiter size must be a positive integer, got ${n}`);
  let active = 0;
  const waiting: Waiter[] = [];

  function release(): void {
    const next = waiting.shift();
    if (next) next.start();
    else active--;
  }

  function acquire(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (active < n) {
      active++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => waiter.cancel(signal?.reason);
      const waiter: Waiter = {
        // The slot passes straight from the finishing call to this one: active is unchanged.
        start() {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        cancel(reason) {
          const i = waiting.indexOf(waiter);
          if (i >= 0) waiting.splice(i, 1);
          reject(reason);
        },
      };
      waiting.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  return {
    async run<T>(fn: () => Promise<T> | T, signal?: AbortSignal): Promise<T> {
      await acquire(signal);
      try {
        return await fn();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get pending() {
      return waiting.length;
    },
  };
}

/** One limiter of size n per key (a provider, an organisation). */
export function perKey(n: number): KeyedLimiter {
  if (!Number.isInteger(n) || n < 1) throw new Error(`limiter size must be a positive integer, got ${n}`);
  const limiters = new Map<string, Limiter>();
  return {
    async run<T>(key: string, fn: () => Promise<T> | T, signal?: AbortSignal): Promise<T> {
      let limiter = limiters.get(key);
      if (limiter === undefined) {
        limiter = createLimiter(n);
        limiters.set(key, limiter);
      }
      try {
        return await limiter.run(fn, signal);
      } finally {
        if (limiter.active === 0 && limiter.pending === 0) limiters.delete(key);
      }
    },
    get keys() {
      return limiters.size;
    },
  };
}
