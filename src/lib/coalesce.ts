// Overlapping reads of one key share a call, and no request is answered by a call that
// began before it arrived: a request that comes while its key's call is in flight waits
// for the next call, which starts when that one settles and answers every request that
// came meanwhile. A hot key costs one call per round trip instead of one per request; an
// idle key's request starts its call at once. Nothing is kept once a call settles, so
// this is no cache: every answer was read after its request came.

export interface Coalescer<T> {
  /**
   * The answer of the first call for `key` that starts from now on. `call` runs only for
   * the request that starts or first queues that call. Requests sharing a call share its
   * value or error, so none may mutate it.
   */
  run(key: string, call: () => Promise<T>): Promise<T>;
  /** Keys with a call in flight (idle keys are dropped). */
  readonly keys: number;
}

interface Flight<T> {
  /** The call queued behind this one, shared by every request that came while this one ran. */
  next: { result: Promise<T>; start(): void } | null;
}

export function createCoalescer<T>(): Coalescer<T> {
  const flights = new Map<string, Flight<T>>();

  function start(key: string, call: () => Promise<T>): Promise<T> {
    const flight: Flight<T> = { next: null };
    flights.set(key, flight);
    const result = Promise.resolve().then(call);
    const settled = () => {
      if (flight.next === null) flights.delete(key);
      else flight.next.start();
    };
    result.then(settled, settled);
    return result;
  }

  return {
    run(key, call) {
      const flight = flights.get(key);
      if (flight === undefined) return start(key, call);
      if (flight.next === null) {
        let resolve!: (value: T) => void;
        let reject!: (reason: unknown) => void;
        const result = new Promise<T>((res, rej) => {
          resolve = res;
          reject = rej;
        });
        flight.next = { result, start: () => void start(key, call).then(resolve, reject) };
      }
      return flight.next.result;
    },
    get keys() {
      return flights.size;
    },
  };
}
