// `cpctl events tail <org-id>`: follows an organisation's event feed live, as
// `kubectl get events -w` does. It acts as a viewer client of the organisation, which it
// creates through the admin API for the time it runs and revokes when done.
//
// Each poll reads GET /events newest first, page after page with the `starting_after`
// cursor, back to a few seconds before the newest event seen, and prints the events not
// printed yet, oldest first. Re-reading those seconds catches an event whose
// transaction committed after a newer one (docs/events.md#sequence).

import { setTimeout as sleep } from 'node:timers/promises';
import { decimalNumber, UsageError, wholeNumber } from './args.ts';
import type { Ctx, Json } from './output.ts';
import { obj } from './output.ts';

/** How far back each poll re-reads from the newest event seen. */
const OVERLAP_MS = 10_000;
const PAGE = 100;

interface FeedEvent {
  id: string;
  type: string;
  created_at: string;
  sequence: number;
  source: string;
  actor: { type: string; id: string | null };
  resource: { type: string; id: string };
}

/** Whether `a` comes after `b` in the feed's order (created_at, then sequence). */
const after = (a: FeedEvent, b: FeedEvent) => a.created_at > b.created_at || (a.created_at === b.created_at && a.sequence > b.sequence);

export function eventLine(e: FeedEvent): string {
  const who = e.actor.id === null ? e.actor.type : `${e.actor.type} ${e.actor.id}`;
  return `${e.created_at}  ${e.type}  ${e.resource.type} ${e.resource.id}  ${e.source} (${who})`;
}

async function tail({ api, args, out, signal }: Ctx): Promise<void> {
  args.expect(['org-id'], ['type', 'after', 'interval', 'count']);
  const type = args.flag('type');
  const rawInterval = args.flag('interval');
  const seconds = rawInterval === undefined ? 1 : decimalNumber('--interval', rawInterval);
  if (seconds < 0.05 || seconds > 60) throw new UsageError(`--interval must be between 0.05 and 60 seconds, got ${rawInterval}`);
  const count = args.flag('count') === undefined ? null : wholeNumber('--count', args.flag('count'), 1, 1_000_000);
  const startAfter = args.flag('after');

  const org = encodeURIComponent(args.pos(0));
  const client = obj(await api.admin('POST', `/organizations/${org}/clients`, { name: 'cpctl events tail', roles: ['viewer'] }));
  const clientId = String(client.client_id);
  let token: { value: string; until: number } | null = null;
  const get = async (path: string): Promise<Json> => {
    if (token === null || Date.now() > token.until) {
      const t = await api.token(clientId, String(client.client_secret));
      token = { value: t.access_token, until: Date.now() + (t.expires_in * 1000) / 2 };
    }
    return obj(await api.withToken(token.value, 'GET', path));
  };

  /** The events created after `since` (all of them when null), newest first, every page. */
  async function read(since: string | null): Promise<FeedEvent[]> {
    const found: FeedEvent[] = [];
    let cursor: string | null = null;
    for (;;) {
      const q = new URLSearchParams({ limit: String(PAGE) });
      if (type !== undefined) q.set('type', type);
      if (since !== null) q.set('created_after', since);
      if (cursor !== null) q.set('starting_after', cursor);
      const page = await get(`/events?${q.toString()}`);
      const items = (Array.isArray(page.items) ? page.items : []) as FeedEvent[];
      found.push(...items);
      if (page.has_more !== true || items.length === 0) return found;
      cursor = (items.at(-1) as FeedEvent).id;
    }
  }

  try {
    // Where to start: after the event named by --after, else after the newest one now.
    let floor: FeedEvent | null = null;
    if (startAfter !== undefined) floor = (await get(`/events/${encodeURIComponent(startAfter)}`)) as unknown as FeedEvent;
    else {
      const q = new URLSearchParams({ limit: '1' });
      if (type !== undefined) q.set('type', type);
      floor = ((await get(`/events?${q.toString()}`)).items as FeedEvent[] | undefined)?.[0] ?? null;
    }
    const seen = new Map<string, number>();
    let newest = floor === null ? null : Date.parse(floor.created_at);
    let printed = 0;
    if (!out.json) out.note(`following the events of organisation ${args.pos(0)}${type === undefined ? '' : ` (${type})`}; Ctrl-C stops`);
    while (signal?.aborted !== true && (count === null || printed < count)) {
      const since = newest === null ? null : new Date(newest - OVERLAP_MS).toISOString();
      const fresh = (await read(since)).filter((e) => !seen.has(e.id)).reverse();
      for (const e of fresh) {
        const at = Date.parse(e.created_at);
        seen.set(e.id, at);
        newest = Math.max(newest ?? at, at);
        if (floor !== null && !after(e, floor)) continue;
        if (count !== null && printed >= count) continue;
        out.line(out.json ? JSON.stringify(e) : eventLine(e));
        printed++;
      }
      // Ids older than any poll re-reads are forgotten.
      for (const [id, at] of seen) if (newest !== null && at < newest - 2 * OVERLAP_MS) seen.delete(id);
      if (count !== null && printed >= count) break;
      await sleep(seconds * 1000, undefined, signal === undefined ? {} : { signal }).catch(() => undefined);
    }
  } finally {
    await api.admin('DELETE', `/clients/${encodeURIComponent(clientId)}`).catch(() => undefined);
  }
}

export const eventCommands = { tail };
