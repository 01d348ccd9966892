// Activity (docs/console.md#activity): the organisation's event feed from GET /events,
// newest first, filtered by type (exact, or a `link.*` prefix) and resource id, one page
// at a time by cursor (`starting_after`). The filters and the cursor are in the address.

import { type FormEvent, useEffect, useState } from 'react';
import { useConsole } from '../app.context.tsx';
import { useLoad } from '../app.load.ts';
import { navigate, queryString } from '../app.router.tsx';
import { ErrorView } from '../ui.error.tsx';
import { EventTable, listEvents } from '../ui.events.tsx';
import type { PageProps } from './page.types.ts';

const PAGE_SIZE = 25;

export default function ActivityPage({ query }: PageProps) {
  const { platform } = useConsole();
  const type = query.get('type') ?? '';
  const resource = query.get('resource') ?? '';
  const after = query.get('after') ?? '';
  const [typeText, setTypeText] = useState(type);
  const [resourceText, setResourceText] = useState(resource);
  useEffect(() => setTypeText(type), [type]);
  useEffect(() => setResourceText(resource), [resource]);

  const events = useLoad(
    () =>
      listEvents(platform, {
        limit: PAGE_SIZE,
        ...(type ? { type } : {}),
        ...(resource ? { resource_id: resource } : {}),
        ...(after ? { starting_after: after } : {}),
      }),
    [platform, type, resource, after],
  );
  const go = (next: { type: string; resource: string; after?: string }) => navigate(`/activity${queryString(next)}`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ type: typeText.trim(), resource: resourceText.trim() });
  };
  const items = events.data?.items ?? [];
  const last = items[items.length - 1];
  const filtered = type !== '' || resource !== '';

  return (
    <>
      <h1>Activity</h1>
      <form className="toolbar" role="search" aria-label="Filter events" onSubmit={submit}>
        <label>
          Type
          <input value={typeText} maxLength={100} placeholder="link.* or link.status_changed" onChange={(e) => setTypeText(e.target.value)} />
        </label>
        <label>
          Resource id
          <input value={resourceText} maxLength={100} placeholder="a link, SIM or task id" onChange={(e) => setResourceText(e.target.value)} />
        </label>
        <button type="submit">Filter</button>
        {filtered && (
          <button type="button" onClick={() => go({ type: '', resource: '' })}>
            Clear filters
          </button>
        )}
      </form>
      {events.error !== undefined ? (
        <ErrorView error={events.error} />
      ) : (
        <>
          <EventTable
            caption={filtered ? `Events${type ? ` of type ${type}` : ''}${resource ? ` about ${resource}` : ''}` : 'Latest events'}
            events={items}
            loading={events.loading}
          />
          <nav className="pager" aria-label="Event pages">
            <button type="button" disabled={events.loading || after === ''} onClick={() => go({ type, resource })}>
              Newest
            </button>
            <button type="button" disabled={events.loading || events.data?.has_more !== true || last === undefined} onClick={() => last && go({ type, resource, after: last.id })}>
              Older
            </button>
          </nav>
        </>
      )}
    </>
  );
}
