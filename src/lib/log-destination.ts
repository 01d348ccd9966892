// The process's log destination: pino's asynchronous one (sonic-boom), fed whole blocks
// of lines as bytes instead of one line at a time (docs/performance.md, "How the
// pipeline is kept small").

import pino from 'pino';

export interface LogDestination {
  write(line: string): boolean;
  /** Hands the gathered lines on and flushes the underlying destination. */
  flush(cb?: (err?: Error) => void): void;
  flushSync(): void;
}

/** Lines are handed on in blocks of about this many characters (a few hundred request lines). */
const BLOCK_CHARS = 32 * 1024;

/**
 * Lines are gathered here and handed to sonic-boom as one Buffer per block: each block is
 * one write(2), encoded once. Sonic-boom fed strings measures the UTF-8 length of the
 * block it is filling on every write it takes, encodes each block a second time after
 * writing it, and writes every 4 KiB. Lines keep their order, and whatever is gathered
 * is handed on before the process exits, before pino's own flush at exit runs. A block
 * that does not fill (a quiet server, or one logging at `warn`) is written within
 * `flushMs` anyway, so an error's line neither waits for more traffic nor dies with a
 * killed process.
 */
export function gatheredDestination(fd: number, flushMs = 1000, blockChars = BLOCK_CHARS): LogDestination {
  const dest = pino.destination({ dest: fd, sync: false, minLength: 4096, contentMode: 'buffer' });
  let lines: string[] = [];
  let gathered = 0;
  let flushTimer: NodeJS.Timeout | null = null;
  const handOn = () => {
    if (lines.length === 0) return;
    const block = lines.length === 1 ? (lines[0] as string) : lines.join('');
    lines = [];
    gathered = 0;
    dest.write(Buffer.from(block) as unknown as string);
  };
  const flushLater = () => {
    flushTimer = null;
    handOn();
    // After the exit flush the destination is gone; the callback takes that error.
    dest.flush(() => {});
  };
  // prepend: pino's flush at exit (registered when the destination was made) comes after.
  process.prependListener('exit', handOn);
  return {
    write(line) {
      lines.push(line);
      gathered += line.length;
      if (gathered >= blockChars) handOn();
      else if (flushTimer === null) {
        flushTimer = setTimeout(flushLater, flushMs);
        flushTimer.unref();
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
