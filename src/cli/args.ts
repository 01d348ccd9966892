// A hand-rolled argv parser: cpctl has a dozen commands with a few flags each, which
// does not justify a framework, and a small parser gives exact usage errors (exit 2).

export class UsageError extends Error {}

export interface Parsed {
  positionals: string[];
  flags: Map<string, string>;
  json: boolean;
  help: boolean;
  version: boolean;
}

/**
 * Splits argv into positionals and `--flag value` / `--flag=value` pairs. Only `--json`,
 * `--help` and `--version` stand alone; every other flag takes a value, so a value may
 * start with a dash (a negative number) without being mistaken for a flag.
 */
export function parseArgv(argv: readonly string[]): Parsed {
  const positionals: string[] = [];
  const flags = new Map<string, string>();
  let json = false;
  let help = false;
  let version = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '--json') json = true;
    else if (arg === '--help' || arg === '-h') help = true;
    else if (arg === '--version') version = true;
    else if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
      let value: string | undefined;
      if (eq >= 0) value = arg.slice(eq + 1);
      else {
        value = argv[i + 1];
        i++;
      }
      if (name === '') throw new UsageError(`malformed option "${arg}"`);
      if (value === undefined) throw new UsageError(`option --${name} needs a value`);
      if (flags.has(name)) throw new UsageError(`option --${name} given twice`);
      flags.set(name, value);
    } else positionals.push(arg);
  }
  return { positionals, flags, json, help, version };
}

/** The arguments of one command, checked against what that command accepts. */
export class Args {
  constructor(
    private readonly positionals: string[],
    private readonly flags: Map<string, string>,
    readonly json: boolean,
    /** The command's usage line, which every usage error repeats. */
    private readonly usage: string,
  ) {}

  /** A usage error that ends with the command's usage line. */
  usageError(problem: string): UsageError {
    return new UsageError(`${problem}; usage: cpctl ${this.usage}`);
  }

  /** Refuses positionals beyond `names` and any flag not in `allowed`. */
  expect(names: readonly string[], allowed: readonly string[]): void {
    if (this.positionals.length < names.length) throw this.usageError(`missing <${names[this.positionals.length]}>`);
    if (this.positionals.length > names.length) throw this.usageError(`unexpected argument "${this.positionals[names.length]}"`);
    for (const name of this.flags.keys()) {
      if (!allowed.includes(name)) throw this.usageError(`unknown option --${name}`);
    }
  }

  pos(i: number): string {
    return this.positionals[i] as string;
  }

  flag(name: string): string | undefined {
    return this.flags.get(name);
  }

  list(name: string): string[] | undefined {
    const v = this.flags.get(name);
    if (v === undefined) return undefined;
    return v
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
  }

  bool(name: string): boolean | undefined {
    const v = this.flags.get(name);
    if (v === undefined) return undefined;
    if (v === 'true') return true;
    if (v === 'false') return false;
    throw new UsageError(`--${name} must be true or false, got "${v}"`);
  }

  oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const v = this.flags.get(name);
    if (v === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(v)) throw new UsageError(`--${name} must be one of ${allowed.join(', ')}, got "${v}"`);
    return v as T;
  }
}

/** A whole number within bounds, from a positional or flag value. */
export function wholeNumber(label: string, raw: string | undefined, min: number, max: number): number {
  if (raw === undefined || !/^-?\d+$/.test(raw)) throw new UsageError(`${label} must be a whole number, got "${raw ?? ''}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new UsageError(`${label} must be between ${min} and ${max}, got ${n}`);
  return n;
}

/** A non-negative decimal number (megabytes of data, for example). */
export function decimalNumber(label: string, raw: string): number {
  if (!/^\d+(\.\d+)?$/.test(raw)) throw new UsageError(`${label} must be a non-negative number, got "${raw}"`);
  return Number(raw);
}
