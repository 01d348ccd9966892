// Links (docs/console.md#links): search by name, ICCID or id, filter by status, one
// page at a time from GET /links (the API pages and filters; the console never holds
// every link). The view's state is in the query string, so a reload keeps it.

import { type FormEvent, useEffect, useState } from 'react';
import type { Platform } from '../../../packages/sdk/src/sdk.client.ts';
import { useConsole } from '../app.context.tsx';
import { useLoad } from '../app.load.ts';
import { Link, navigate, pageOf, queryString } from '../app.router.tsx';
import { type Column, DataTable } from '../ui.table.tsx';
import { type CsvColumn, downloadCsv } from '../ui.csv.ts';
import { ErrorView } from '../ui.error.tsx';
import type { PageProps } from './page.types.ts';

type LinkStatus = 'pre_active' | 'active' | 'suspended' | 'hold';

const statuses: LinkStatus[] = ['pre_active', 'active', 'suspended', 'hold'];
const PAGE_SIZE = 25;

export const statusLabel = (s: string) => s.replace('_', ' ');

export function StatusBadge({ status }: { status: string }) {
  return <span className={`status status-${status}`}>{statusLabel(status)}</span>;
}

const listLinks = (platform: Platform, query: { page: number; status?: LinkStatus | undefined; search: string }) =>
  platform.connectivity.get('/links', {
    params: { query: { page: query.page, page_size: PAGE_SIZE, sort_by: 'updated_at', ...(query.status ? { status: query.status } : {}), ...(query.search ? { search: query.search } : {}) } },
  });
type LinkItem = Awaited<ReturnType<typeof listLinks>>['items'][number];

const columns: Column<LinkItem>[] = [
  { header: 'Name', cell: (l) => <Link to={`/links/${l.id}`}>{l.name ?? '(no name)'}</Link> },
  { header: 'Status', cell: (l) => <StatusBadge status={l.status} /> },
  { header: 'ICCID', cell: (l) => <span className="mono">{l.sim?.iccid ?? '—'}</span> },
  { header: 'Network', cell: (l) => (l.network_status.connected ? `connected${l.network_status.operator ? ` · ${l.network_status.operator.name}` : ''}` : 'not connected') },
  { header: 'Used', cell: (l) => `${l.usage.total_used_mib} MiB` },
  { header: 'Id', cell: (l) => <span className="mono">{l.id}</span> },
];


const csvColumns: CsvColumn<LinkItem>[] = [
  { header: 'id', value: (l) => l.id },
  { header: 'name', value: (l) => l.name },
  { header: 'status', value: (l) => l.status },
  { header: 'iccid', value: (l) => l.sim?.iccid },
  { header: 'connected', value: (l) => l.network_status.connected },
  { header: 'total_used_mib', value: (l) => l.usage.total_used_mib },
  { header: 'updated_at', value: (l) => l.updated_at },
];

export default function LinksPage({ query }: PageProps) {
  const { platform } = useConsole();
  const search = query.get('q') ?? '';
  const status = statuses.find((s) => s === query.get('status'));
  const page = pageOf(query);
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);

  const links = useLoad(() => listLinks(platform, { page, status, search }), [platform, page, status, search]);
  const go = (next: { q?: string; status?: string; page?: number }) =>
    navigate(`/links${queryString({ q: next.q ?? search, status: 'status' in next ? next.status : status, page: next.page ?? 1 })}`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ q: text.trim(), page: 1 });
  };
  const data = links.data;

  return (
    <>
      <h1>Links</h1>
      <form className="toolbar" role="search" onSubmit={submit}>
        <label>
          Search
          <input type="search" value={text} maxLength={200} placeholder="name, ICCID or id" onChange={(e) => setText(e.target.value)} />
        </label>
        <label>
          Status
          <select value={status ?? ''} onChange={(e) => go({ status: e.target.value || undefined, page: 1 })}>
            <option value="">any</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Search</button>
        <button type="button" disabled={!data || data.items.length === 0} onClick={() => data && downloadCsv(`links-page-${data.page}.csv`, data.items, csvColumns)}>
          Download CSV
        </button>
      </form>
      {links.error !== undefined ? (
        <ErrorView error={links.error} />
      ) : (
        <DataTable<LinkItem>
          caption={search || status ? `Links matching ${[search && `“${search}”`, status && statusLabel(status)].filter(Boolean).join(', ')}` : 'All links'}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(l) => l.id}
          loading={links.loading}
          empty="No link matches."
          paging={data ? { page: data.page, pages: data.pages, total: data.total } : undefined}
          onPage={(p) => go({ page: p })}
        />
      )}
    </>
  );
}
