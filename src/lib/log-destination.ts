// The process's log destination: pino's asynchronous one (sonic-boom, blocks of 4 KiB),
// fed once per turn of the event loop instead of once per line, which spares a busy
// server a scan of the block per line.

import pino from 'pino';

export interface LogDestination {
  write(line: string): boolean;
  /** Hands the gathered lines on and flushes the underlying destination. */
  flush(cb?: (err?: Error) => void): void;
  flushSync(): void;
}

/**
 * Sonic-boom measures the UTF-8 length of the block it is filling on every write it
 * takes, so a line per request cost a scan of up to 16 KiB each; gathered, the lines of
 * a turn cost one. Lines keep their order, and whatever is gathered is handed on before
 * the process exits, before pino's own flush at exit runs. A block that does not fill (a
 * quiet server, or one logging at `warn`) is written within `flushMs` anyway, so an
 * error's line neither waits for more traffic nor dies with a killed process.
 */
export function gatheredDestination(fd: number, flushMs = 1000): LogDestination {
  const dest = pino.destination({ dest: fd, sync: false, minLength: 4096 });
  let lines: string[] = [];
  let scheduled = false;
  let flushTimer: NodeJS.Timeout | null = null;
  const flushLater = () => {
    flushTimer = null;
    // After the exit flush the destination is gone; the callback takes that error.
    dest.flush(() => {});
  };
  const handOn = () => {
    scheduled = false;
    if (lines.length === 0) return;
    const block = lines.length === 1 ? (lines[0] as string) : lines.join('');
    lines = [];
    dest.write(block);
    if (flushTimer === null) {
      flushTimer = setTimeout(flushLater, flushMs);
      flushTimer.unref();
    }
  };
  // prepend: pino's flush at exit (registered when the destination was made) comes after.
  process.prependListener('exit', handOn);
  return {
    write(line) {
      lines.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(handOn);
      }
      return true;
    },
    flush(cb) {
      handOn();
      dest.flush(cb);
    },
    flushSync() {
      handOn();
      dest.flushSync();
    },
  };
}
