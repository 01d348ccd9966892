// What `cpctl help`, `cpctl <command> --help` and `cpctl` alone print, made from the
// command table.

import { type Command, find, groupOf, sections } from './commands.ts';

const width = 100;
const indent = '      ';

/** A usage line wrapped at `width`, never inside a bracketed option. */
function wrap(first: string, text: string, next: string): string[] {
  const words: string[] = [];
  let depth = 0;
  for (const part of text.split(' ')) {
    if (depth > 0) words[words.length - 1] += ` ${part}`;
    else words.push(part);
    depth += (part.match(/\[/g) ?? []).length - (part.match(/\]/g) ?? []).length;
  }
  const lines: string[] = [];
  let line = first;
  for (const word of words) {
    const prefix = lines.length === 0 ? first : next;
    if (line.length > prefix.length && line.length + 1 + word.length > width) {
      lines.push(line);
      line = next + word;
    } else line += (line.length > prefix.length ? ' ' : '') + word;
  }
  lines.push(line);
  return lines;
}

/** A command in a list: its usage, then its summary. */
const listing = (c: Command): string[] => [...wrap('  ', c.usage, `  ${indent}`), `${indent}${c.about[0]}`];

const common = `Options
  --json      print the server's JSON answer as it is (and the error body on failure)
  --help      help for a command: cpctl <command> --help, or cpctl help <command>
  --version   print cpctl's version

Environment
  CP_URL           the platform's address (default http://localhost:8080)
  CP_ADMIN_TOKEN   the admin token; without it cpctl reads $DATA_DIR/admin-token
  DATA_DIR         where the server keeps its data (default ./data), which holds the
                   admin token the server generated on its first start

Exit codes: 0 done, 1 the call failed, 2 wrong usage.
`;

export const help = [
  'cpctl: administer a connectivity platform through its admin API',
  '',
  'Usage: cpctl <command> [arguments] [--json]',
  ...sections.flatMap((s) => ['', s.title, ...s.commands.flatMap(listing)]),
  '',
  common,
].join('\n');

function commandHelp(c: Command): string {
  const [summary, ...more] = c.about;
  return [...wrap('Usage: cpctl ', c.usage, `${indent}`), '', `${(summary as string).charAt(0).toUpperCase()}${(summary as string).slice(1)}.`, ...more, '', common].join('\n');
}

function groupHelp(group: string, members: readonly Command[]): string {
  return [`cpctl ${group}: ${members.length} commands`, '', ...members.flatMap(listing), '', common].join('\n');
}

/** The help of a command, of a group of commands (`org`) or of all (no topic); null for no such command. */
export function helpText(topic: string[]): string | null {
  if (topic.length === 0) return help;
  const found = find(topic);
  if (found !== null) return commandHelp(found.command);
  const group = groupOf(topic);
  return group.length > 0 && topic.length === 1 ? groupHelp(topic[0] as string, group) : null;
}

