// A promise that gives up on another after a time: for waits that must not last for ever
// (a statement on a connection that never answers). The work itself runs on; only the
// wait for it ends.

/** Settles as `work` does, or rejects with `message` after `ms`, whichever comes first. */
export function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
