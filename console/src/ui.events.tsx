// Events as the console shows them (docs/console.md#activity): when, the type, the
// resource with a link to its page where the console has one, and who made the change
// (the event's source and actor).

import type { Platform } from '../../packages/sdk/src/sdk.client.ts';
import type { Session } from './api.session.ts';
import { useConsole } from './app.context.tsx';
import { Link, matchPath } from './app.router.tsx';
import { pages } from './pages/pages.registry.ts';
import { type Column, DataTable } from './ui.table.tsx';

export const listEvents = (platform: Platform, query: { type?: string; resource_id?: string; starting_after?: string; limit: number }) =>
  platform.connectivity.get('/events', { params: { query } });
export type EventItem = Awaited<ReturnType<typeof listEvents>>['items'][number];

export const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }) + ' UTC';

/**
 * The console page of an event's resource: a link's (an activation's link), a task's, a
 * SIM searched by its id; another resource's page when the console has one.
 */
export function resourcePath(event: EventItem): string | null {
  const { type, id } = event.resource;
  const data = event.data as Record<string, unknown> | null;
  const linkId = type === 'activation' && data !== null && typeof data.link_id === 'string' ? data.link_id : null;
  if (type === 'link') return `/links/${encodeURIComponent(id)}`;
  if (linkId !== null) return `/links/${encodeURIComponent(linkId)}`;
  if (type === 'task') return `/tasks/${encodeURIComponent(id)}`;
  if (type === 'sim') return `/sims?q=${encodeURIComponent(id)}`;
  const page = type === 'wallet' ? '/wallet' : null;
  return page !== null && pages.some((p) => matchPath(p.path, page) !== null) ? page : null;
}

/** Who made the change: the actor, named from the user's point of view, and the source. */
export function who(event: EventItem, session: Session): string {
  const { actor, source } = event;
  const name =
    actor.type === 'user' ? (actor.id === session.user.id ? `you (${session.user.email})` : `user ${actor.id ?? ''}`)
    : actor.type === 'client' ? `API client ${actor.id ?? ''}`
    : actor.type === 'admin' ? 'the operator'
    : 'the platform';
  return `${name} · ${source}`;
}

export function ResourceCell({ event }: { event: EventItem }) {
  const to = resourcePath(event);
  const label = `${event.resource.type.replace('_', ' ')} ${event.resource.id}`;
  return to === null ? <span className="mono">{label}</span> : <Link to={to} className="mono">{label}</Link>;
}

export function EventTable({ caption, events, loading }: { caption: string; events: EventItem[]; loading: boolean }) {
  const { session } = useConsole();
  const columns: Column<EventItem>[] = [
    { header: 'When', cell: (e) => when(e.created_at) },
    { header: 'Type', cell: (e) => <code>{e.type}</code> },
    { header: 'Resource', cell: (e) => <ResourceCell event={e} /> },
    { header: 'Who', cell: (e) => who(e, session) },
  ];
  return <DataTable<EventItem> caption={caption} columns={columns} rows={events} rowKey={(e) => e.id} loading={loading} empty="No event." />;
}
