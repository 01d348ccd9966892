// Wallet (docs/console.md#wallet): the balance and the ledger from GET /wallet and
// GET /wallet/entries, filtered and paged by the API; the filters are in the query
// string, and the CSV export pages through the API with the same filters.

import { type FormEvent, useEffect, useState } from 'react';
import type { Platform } from '../../../packages/sdk/src/sdk.client.ts';
import { useConsole } from '../app.context.tsx';
import { useLoad } from '../app.load.ts';
import { navigate, pageOf, queryString } from '../app.router.tsx';
import { type CsvColumn, downloadCsv } from '../ui.csv.ts';
import { ErrorView } from '../ui.error.tsx';
import { isServiceDisabled, ServiceDisabled } from '../ui.service.tsx';
import { type Column, DataTable } from '../ui.table.tsx';
import type { PageProps } from './page.types.ts';

const PAGE_SIZE = 25;
/** The ledger's kinds (docs/connectivity.md#the-wallet); the API takes any. */
export const ledgerKinds = [
  'credit',
  'reseller_activation',
  'reseller_topup',
  'reseller_refund',
  'reseller_monthly_link_fee',
  'number_purchase',
  'number_refund',
  'number_monthly_fee',
  'sms_outbound',
  'sms_outbound_refund',
  'sms_inbound',
  'lookup',
];
const directions = ['credit', 'debit'] as const;
type Direction = (typeof directions)[number];

export interface LedgerFilter {
  kind?: string | undefined;
  direction?: Direction | undefined;
  /** Days (YYYY-MM-DD, UTC), both included. */
  from?: string | undefined;
  to?: string | undefined;
}

const isDay = (s: string | null): s is string => s !== null && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

const ledgerQuery = (f: LedgerFilter, page: number, pageSize: number) => ({
  page,
  page_size: pageSize,
  ...(f.kind ? { kind: f.kind } : {}),
  ...(f.direction ? { direction: f.direction } : {}),
  ...(f.from ? { created_after: `${f.from}T00:00:00Z` } : {}),
  ...(f.to ? { created_before: dayAfter(f.to) } : {}),
});

const listEntries = (platform: Platform, f: LedgerFilter, page: number, pageSize = PAGE_SIZE) =>
  platform.connectivity.get('/wallet/entries', { params: { query: ledgerQuery(f, page, pageSize) } });
type Entry = Awaited<ReturnType<typeof listEntries>>['items'][number];

export const kindLabel = (k: string) => k.replaceAll('_', ' ');
const when = (iso: string) => new Date(iso).toLocaleString();

const columns: Column<Entry>[] = [
  { header: 'Date', cell: (e) => <time dateTime={e.created_at}>{when(e.created_at)}</time> },
  { header: 'Kind', cell: (e) => kindLabel(e.kind) },
  { header: 'Amount', cell: (e) => `${e.amount} ${e.currency}`, className: 'num' },
  { header: 'Balance after', cell: (e) => `${e.balance_after} ${e.currency}`, className: 'num' },
  { header: 'Reference', cell: (e) => <span className="mono">{e.reference ?? '—'}</span> },
];

const csvColumns: CsvColumn<Entry>[] = [
  { header: 'id', value: (e) => e.id },
  { header: 'created_at', value: (e) => e.created_at },
  { header: 'kind', value: (e) => e.kind },
  { header: 'amount', value: (e) => e.amount },
  { header: 'balance_after', value: (e) => e.balance_after },
  { header: 'currency', value: (e) => e.currency },
  { header: 'reference', value: (e) => e.reference },
  { header: 'metadata', value: (e) => JSON.stringify(e.metadata) },
];

export default function WalletPage({ query }: PageProps) {
  const { platform } = useConsole();
  const filter: LedgerFilter = {
    kind: ledgerKinds.find((k) => k === query.get('kind')),
    direction: directions.find((d) => d === query.get('direction')),
    from: isDay(query.get('from')) ? (query.get('from') as string) : undefined,
    to: isDay(query.get('to')) ? (query.get('to') as string) : undefined,
  };
  const page = pageOf(query);
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');
  useEffect(() => setFrom(filter.from ?? ''), [filter.from]);
  useEffect(() => setTo(filter.to ?? ''), [filter.to]);
  const [exporting, setExporting] = useState<{ busy: boolean; error?: unknown }>({ busy: false });

  const balance = useLoad(() => platform.connectivity.get('/wallet'), [platform]);
  const entries = useLoad(() => listEntries(platform, filter, page), [platform, filter.kind, filter.direction, filter.from, filter.to, page]);

  const go = (next: LedgerFilter & { page?: number }) => {
    const f = { ...filter, ...next };
    navigate(`/wallet${queryString({ kind: f.kind, direction: f.direction, from: f.from, to: f.to, page: next.page ?? 1 })}`);
  };
  const applyDates = (e: FormEvent) => {
    e.preventDefault();
    go({ from: isDay(from) ? from : undefined, to: isDay(to) ? to : undefined });
  };

  // Every entry the filter matches, a page of 100 at a time, into one CSV.
  const exportCsv = async () => {
    setExporting({ busy: true });
    try {
      const rows: Entry[] = [];
      for (let p = 1; ; p++) {
        const answer = await listEntries(platform, filter, p, 100);
        rows.push(...answer.items);
        if (p >= answer.pages) break;
      }
      downloadCsv(`wallet-ledger-${new Date().toISOString().slice(0, 10)}.csv`, rows, csvColumns);
      setExporting({ busy: false });
    } catch (error) {
      setExporting({ busy: false, error });
    }
  };

  if (isServiceDisabled(balance.error) || isServiceDisabled(entries.error)) {
    return (
      <>
        <h1>Wallet</h1>
        <ServiceDisabled service="Connectivity" />
      </>
    );
  }
  const data = entries.data;
  const described = [filter.kind && kindLabel(filter.kind), filter.direction && `${filter.direction}s`, filter.from && `from ${filter.from}`, filter.to && `to ${filter.to}`].filter(Boolean);
  return (
    <>
      <h1>Wallet</h1>
      {balance.error !== undefined ? (
        <ErrorView error={balance.error} />
      ) : (
        <dl className="facts balance">
          <dt>Balance</dt>
          <dd>{balance.data ? <strong>{`${balance.data.balance} ${balance.data.currency}`}</strong> : '…'}</dd>
        </dl>
      )}
      <h2>Ledger</h2>
      <form className="toolbar" aria-label="Ledger filters" onSubmit={applyDates}>
        <label>
          Kind
          <select value={filter.kind ?? ''} onChange={(e) => go({ kind: e.target.value || undefined })}>
            <option value="">any</option>
            {ledgerKinds.map((k) => (
              <option key={k} value={k}>
                {kindLabel(k)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Direction
          <select value={filter.direction ?? ''} onChange={(e) => go({ direction: directions.find((d) => d === e.target.value) })}>
            <option value="">money in and out</option>
            <option value="credit">money in</option>
            <option value="debit">money out</option>
          </select>
        </label>
        <label>
          From
          <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          To
          <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="submit">Apply dates</button>
        <button type="button" onClick={() => void exportCsv()} disabled={exporting.busy} aria-busy={exporting.busy}>
          Export CSV
        </button>
      </form>
      {exporting.error !== undefined && <ErrorView error={exporting.error} />}
      {entries.error !== undefined ? (
        <ErrorView error={entries.error} />
      ) : (
        <DataTable<Entry>
          caption={described.length > 0 ? `Ledger entries: ${described.join(', ')}` : 'Ledger entries'}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(e) => e.id}
          loading={entries.loading}
          empty="No entry matches."
          paging={data ? { page: data.page, pages: data.pages, total: data.total } : undefined}
          onPage={(p) => go({ page: p })}
        />
      )}
    </>
  );
}
