// eSIMs (docs/console.md#esims): the organisation's /v1 eSIM links, and the plans it can
// buy by region and country, each bought after a confirmation that shows the wallet's
// charge (GET /v1/balance). The lists' state is in the query string.

import { type FormEvent, useEffect, useState } from 'react';
import type { Platform } from '../../../packages/sdk/src/sdk.client.ts';
import { useConsole } from '../app.context.tsx';
import { useLoad } from '../app.load.ts';
import { Link, navigate, pageOf, queryString } from '../app.router.tsx';
import { ConfirmDialog } from '../ui.confirm.tsx';
import { ErrorView } from '../ui.error.tsx';
import { WriteControl } from '../ui.role.tsx';
import { isServiceDisabled, ServiceDisabled } from '../ui.service.tsx';
import { type Column, DataTable } from '../ui.table.tsx';
import type { PageProps } from './page.types.ts';

const PAGE_SIZE = 20;
const statuses = ['active', 'suspended', 'inactive'] as const;
const regionCodes = ['EU', 'AF', 'AS', 'LA', 'NA', 'OC'] as const;
type RegionCode = (typeof regionCodes)[number];

const listPlans = (platform: Platform, region: RegionCode | undefined) =>
  platform.reseller.get('/v1/plans', { params: { query: { per_page: 100, ...(region ? { region } : {}) } } });
export type Plan = Awaited<ReturnType<typeof listPlans>>['items'][number];

const listEsims = (platform: Platform, q: { page: number; status?: (typeof statuses)[number] | undefined; search: string }) =>
  platform.reseller.get('/v1/links', { params: { query: { page: q.page, per_page: PAGE_SIZE, ...(q.status ? { status: q.status } : {}), ...(q.search ? { search: q.search } : {}) } } });
type Esim = Awaited<ReturnType<typeof listEsims>>['items'][number];

export const dataLabel = (mb: number) => (mb >= 1024 && mb % 1024 === 0 ? `${mb / 1024} GB` : `${mb} MB`);
/** The balance after paying `price` from `balance` (decimal strings, cents). */
export const after = (balance: string, price: string) => ((Math.round(Number(balance) * 100) - Math.round(Number(price) * 100)) / 100).toFixed(2);

export function EsimStatus({ status }: { status: string }) {
  return <span className={`status status-${status}`}>{status}</span>;
}

/** The buy dialog: the plan, its price, the wallet before and after, and a name. */
function BuyDialog({ plan, onClose }: { plan: Plan; onClose(): void }) {
  const { platform } = useConsole();
  const wallet = useLoad(() => platform.reseller.get('/v1/balance'), [platform]);
  const [name, setName] = useState('');
  const [error, setError] = useState<unknown>(undefined);
  const buy = async () => {
    setError(undefined);
    try {
      const link = await platform.reseller.post('/v1/links', { body: { plan_id: plan.id, ...(name.trim() ? { name: name.trim() } : {}) } });
      navigate(`/esims/${link.id}`);
    } catch (err) {
      setError(err);
    }
  };
  const short = wallet.data !== undefined && Number(wallet.data.balance) < Number(plan.retail_price);
  return (
    <ConfirmDialog action="Buy" title={`Buy ${plan.name}`} onConfirm={buy} onClose={onClose}>
      <dl className="facts">
        <dt>Plan</dt>
        <dd>
          {plan.name} · {dataLabel(plan.data_mb)} · {plan.validity_days} days
        </dd>
        <dt>Charged to the wallet</dt>
        <dd>
          <strong>{`${plan.retail_price} ${plan.currency}`}</strong>
        </dd>
        <dt>Wallet now</dt>
        <dd>{wallet.data ? `${wallet.data.balance} ${wallet.data.currency}` : '…'}</dd>
        <dt>Wallet after</dt>
        <dd>{wallet.data ? `${after(wallet.data.balance, plan.retail_price)} ${wallet.data.currency}` : '…'}</dd>
      </dl>
      {short && <p className="form-error">The wallet does not cover this plan; the platform will refuse the purchase.</p>}
      <label className="field">
        Name (optional)
        <input value={name} maxLength={255} onChange={(e) => setName(e.target.value)} />
      </label>
      {error !== undefined && <ErrorView error={error} />}
    </ConfirmDialog>
  );
}

function Plans() {
  const { platform } = useConsole();
  const [region, setRegion] = useState<RegionCode | undefined>(undefined);
  const [country, setCountry] = useState('');
  const [buying, setBuying] = useState<Plan | null>(null);
  const regions = useLoad(() => platform.reseller.get('/v1/regions'), [platform]);
  const plans = useLoad(() => listPlans(platform, region), [platform, region]);
  const countries = region === undefined ? [] : (regions.data?.items.find((r) => r.code === region)?.countries ?? []);
  const shown = (plans.data?.items ?? []).filter((p) => country === '' || p.coverage.countries.includes(country));
  const columns: Column<Plan>[] = [
    { header: 'Plan', cell: (p) => p.name },
    { header: 'Data', cell: (p) => dataLabel(p.data_mb) },
    { header: 'Validity', cell: (p) => `${p.validity_days} days` },
    { header: 'Coverage', cell: (p) => `${p.regions.join(', ')} · ${p.coverage.country_count} ${p.coverage.country_count === 1 ? 'country' : 'countries'}` },
    { header: 'Price', cell: (p) => `${p.retail_price} ${p.currency}`, className: 'num' },
    {
      header: 'Action',
      cell: (p) => (
        <WriteControl>
          <button type="button" onClick={() => setBuying(p)} aria-label={`Buy ${p.name}`}>
            Buy
          </button>
        </WriteControl>
      ),
    },
  ];
  return (
    <section aria-labelledby="plans-title">
      <h2 id="plans-title">Plans</h2>
      <div className="toolbar">
        <label>
          Region
          <select
            value={region ?? ''}
            onChange={(e) => {
              setRegion(regionCodes.find((r) => r === e.target.value));
              setCountry('');
            }}
          >
            <option value="">all regions</option>
            {(regions.data?.items ?? []).map((r) => (
              <option key={r.code} value={r.code}>
                {r.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Country
          <select value={country} onChange={(e) => setCountry(e.target.value)} disabled={region === undefined}>
            <option value="">{region === undefined ? 'choose a region first' : 'any country'}</option>
            {countries.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      </div>
      {plans.error !== undefined ? (
        <ErrorView error={plans.error} />
      ) : (
        <DataTable<Plan> caption="Plans you can buy" columns={columns} rows={shown} rowKey={(p) => p.id} loading={plans.loading} empty="No plan covers this." />
      )}
      {plans.data !== undefined && plans.data.total > plans.data.items.length && <p className="muted">Showing the first {plans.data.items.length} of {plans.data.total} plans.</p>}
      {buying !== null && <BuyDialog plan={buying} onClose={() => setBuying(null)} />}
    </section>
  );
}

export default function EsimsPage({ query }: PageProps) {
  const { platform } = useConsole();
  const search = query.get('q') ?? '';
  const status = statuses.find((s) => s === query.get('status'));
  const page = pageOf(query);
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  const esims = useLoad(() => listEsims(platform, { page, status, search }), [platform, page, status, search]);
  const go = (next: { q?: string; status?: string | undefined; page?: number }) =>
    navigate(`/esims${queryString({ q: next.q ?? search, status: 'status' in next ? next.status : status, page: next.page ?? 1 })}`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ q: text.trim() });
  };
  if (isServiceDisabled(esims.error)) {
    return (
      <>
        <h1>eSIMs</h1>
        <ServiceDisabled service="Reseller" />
      </>
    );
  }
  const columns: Column<Esim>[] = [
    { header: 'Name', cell: (l) => <Link to={`/esims/${l.id}`}>{l.name ?? '(no name)'}</Link> },
    { header: 'ICCID', cell: (l) => <span className="mono">{l.iccid ?? '—'}</span> },
    { header: 'Status', cell: (l) => <EsimStatus status={l.status} /> },
    { header: 'Bought', cell: (l) => new Date(l.created_at).toLocaleString() },
  ];
  const data = esims.data;
  return (
    <>
      <h1>eSIMs</h1>
      <section aria-labelledby="esims-title">
        <h2 id="esims-title">Your eSIMs</h2>
        <form className="toolbar" role="search" onSubmit={submit}>
          <label>
            Search
            <input type="search" value={text} maxLength={200} placeholder="name, ICCID or id" onChange={(e) => setText(e.target.value)} />
          </label>
          <label>
            Status
            <select value={status ?? ''} onChange={(e) => go({ status: e.target.value || undefined })}>
              <option value="">any</option>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Search</button>
        </form>
        {esims.error !== undefined ? (
          <ErrorView error={esims.error} />
        ) : (
          <DataTable<Esim>
            caption="eSIMs bought through /v1"
            columns={columns}
            rows={data?.items ?? []}
            rowKey={(l) => l.id}
            loading={esims.loading}
            empty="No eSIM yet."
            paging={data ? { page: data.page, pages: data.total_pages, total: data.total } : undefined}
            onPage={(p) => go({ page: p })}
          />
        )}
      </section>
      <Plans />
    </>
  );
}
