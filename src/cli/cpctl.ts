// cpctl: the operator's command line over the admin API. `run` takes its argv,
// environment and output streams as arguments so tests drive it in-process; bin/cpctl.js
// passes the real ones. Exit codes: 0 done, 1 the call failed (API error, no server,
// no admin token), 2 the command line was wrong (no command at all included).

import fs from 'node:fs';
import { Args, parseArgv, UsageError } from './args.ts';
import { find, groupOf } from './commands.ts';
import { help, helpText } from './help.ts';
import { ApiError, CommandFailed, ConnectError, type Env, createApi } from './http.ts';
import { type Io, Out } from './output.ts';

export type { Io } from './output.ts';

/** The version of the program cpctl ships with (package.json). */
export const version: string = (JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

function suggestion(positionals: string[]): string {
  const group = groupOf(positionals);
  return group.length > 0 ? `; "${positionals[0]}" takes: ${group.map((g) => g.name.split(' ').slice(1).join(' ')).join(', ')}` : '';
}

export async function run(argv: readonly string[], env: Env, io: Io): Promise<number> {
  let json = false;
  try {
    const parsed = parseArgv(argv);
    json = parsed.json;
    const out = new Out(io, json);
    if (parsed.version) {
      io.stdout.write(`cpctl ${version}\n`);
      return 0;
    }
    if (parsed.positionals.length === 0 && !parsed.help) {
      io.stderr.write(help);
      return 2;
    }
    if (parsed.help || parsed.positionals[0] === 'help') {
      const topic = parsed.positionals[0] === 'help' ? parsed.positionals.slice(1) : parsed.positionals;
      const text = helpText(topic);
      if (text === null) throw new UsageError(`no command "${topic.join(' ')}"${suggestion(topic)}; see cpctl help`);
      io.stdout.write(text);
      return 0;
    }
    const found = find(parsed.positionals);
    if (found === null) {
      throw new UsageError(`unknown command "${parsed.positionals.join(' ')}"${suggestion(parsed.positionals)}; see cpctl help`);
    }
    const args = new Args(found.rest, parsed.flags, json, found.command.usage);
    const code = await found.command.handler({ api: createApi(env), args, out, signal: io.signal });
    return typeof code === 'number' ? code : 0;
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr.write(`cpctl: ${err.message}\n`);
      return 2;
    }
    if (err instanceof ApiError) {
      if (json && err.body !== null) io.stdout.write(`${JSON.stringify(err.body, null, 2)}\n`);
      io.stderr.write(`cpctl: ${err.message}\n`);
      return 1;
    }
    if (err instanceof ConnectError || err instanceof CommandFailed) {
      io.stderr.write(`cpctl: ${err.message}\n`);
      return 1;
    }
    io.stderr.write(`cpctl: unexpected failure: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}
