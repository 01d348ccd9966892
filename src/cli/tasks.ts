// `cpctl task watch <org-id> <task-id>`: follows a bulk task until it ends. On a terminal
// one progress line is redrawn in place; otherwise (a log, a pipe) a line is printed each
// time the counts change. Exit code 0 when the task completed (some items may have
// failed), 1 when it failed (its worker job crashed beyond its retries).

import { setTimeout as sleep } from 'node:timers/promises';
import { decimalNumber, UsageError } from './args.ts';
import { type Ctx, type Json, obj } from './output.ts';

const BAR_WIDTH = 30;

const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** `[#########.....]  45%  2250/5000  (2200 ok, 50 failed)  running` */
export function progressLine(task: Json): string {
  const total = count(task.total_items);
  const ok = count(task.completed_items);
  const failed = count(task.failed_items);
  const done = ok + failed;
  const share = total === 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(share * BAR_WIDTH);
  const percent = `${Math.floor(share * 100)}%`.padStart(4);
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${percent}  ${done}/${total}  (${ok} ok, ${failed} failed)  ${String(task.status)}`;
}

const ended = (task: Json) => task.status === 'completed' || task.status === 'failed';

async function watch({ api, args, out }: Ctx): Promise<number> {
  args.expect(['org-id', 'task-id'], ['interval']);
  const raw = args.flag('interval');
  const seconds = raw === undefined ? 1 : decimalNumber('--interval', raw);
  if (seconds < 0.05 || seconds > 60) throw new UsageError(`--interval must be between 0.05 and 60 seconds, got ${raw}`);
  const url = `/organizations/${encodeURIComponent(args.pos(0))}/tasks/${encodeURIComponent(args.pos(1))}`;

  const live = !out.json && out.tty;
  let last = '';
  let task = obj(await api.admin('GET', url));
  for (;;) {
    if (!out.json) {
      const line = progressLine(task);
      if (live) out.write(`\r${line}`);
      else if (line !== last) out.line(line);
      last = line;
    }
    if (ended(task)) break;
    await sleep(seconds * 1000);
    task = obj(await api.admin('GET', url));
  }
  if (live) out.line();
  out.answer(task, () =>
    out.line(
      `task ${String(task.id)} ${String(task.status)}: ${count(task.completed_items)} succeeded, ${count(task.failed_items)} failed, ` +
        `${count(task.pending_items)} not processed, of ${count(task.total_items)}`,
    ),
  );
  return task.status === 'completed' ? 0 : 1;
}

export const taskCommands = { watch };
