// What cpctl prints: the raw JSON answer with --json (for scripts), otherwise short
// aligned tables and key/value lines (for people).

import type { Args } from './args.ts';
import type { Api } from './http.ts';

export interface Io {
  stdout: { write(s: string): unknown };
  stderr: { write(s: string): unknown };
  /** Aborted when the command should stop (Ctrl-C): a long-running command ends cleanly. */
  signal?: AbortSignal;
}

export class Out {
  constructor(
    private readonly io: Io,
    readonly json: boolean,
  ) {}

  line(s = ''): void {
    this.io.stdout.write(`${s}\n`);
  }

  /** Writes without a line break (a progress line redrawn with \r). */
  write(s: string): void {
    this.io.stdout.write(s);
  }

  /** Whether stdout is a terminal (where a line may be redrawn in place). */
  get tty(): boolean {
    return (this.io.stdout as { isTTY?: boolean }).isTTY === true;
  }

  note(s: string): void {
    this.io.stderr.write(`${s}\n`);
  }

  raw(value: unknown): void {
    this.line(JSON.stringify(value, null, 2));
  }

  /** Prints `value` raw with --json, otherwise runs the human rendering. */
  answer(value: unknown, human: () => void): void {
    if (this.json) this.raw(value);
    else human();
  }

  table(headers: string[], rows: Array<Array<string | number | boolean | null | undefined>>): void {
    const cells = rows.map((r) => r.map((c) => (c === null || c === undefined ? '-' : String(c))));
    const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? '').length)));
    const fmt = (r: string[]) =>
      r
        .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i] as number)))
        .join('  ')
        .trimEnd();
    this.line(fmt(headers));
    for (const r of cells) this.line(fmt(r));
    if (rows.length === 0) this.line('(none)');
  }

  fields(pairs: Array<[string, unknown]>): void {
    const width = Math.max(...pairs.map(([k]) => k.length));
    for (const [k, v] of pairs) {
      const shown = v === null || v === undefined ? '-' : Array.isArray(v) ? v.join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v);
      this.line(`${`${k}:`.padEnd(width + 1)} ${shown}`);
    }
  }
}

/** What every command receives. */
export interface Ctx {
  api: Api;
  args: Args;
  out: Out;
  signal?: AbortSignal | undefined;
}

/** Loose access to a JSON answer, whose exact shape belongs to the server. */
export type Json = Record<string, unknown>;
export const obj = (v: unknown): Json => (typeof v === 'object' && v !== null ? (v as Json) : {});
export const arr = (v: unknown): Json[] => (Array.isArray(v) ? v.map(obj) : []);
