// An eSIM's page (docs/console.md#esims): GET /v1/links/{id} with its QR code and install
// links (drawn and linked here, nothing loaded from another site), its plans, a top-up
// that shows the wallet's charge before it is confirmed, and its purchase and top-up
// history (GET /v1/links/{id}/history). Another organisation's id reads "Not found".

import { useState } from 'react';
import { useConsole } from '../app.context.tsx';
import { useLoad } from '../app.load.ts';
import { Link } from '../app.router.tsx';
import { ConfirmDialog } from '../ui.confirm.tsx';
import { ErrorView } from '../ui.error.tsx';
import { QrCode } from '../ui.qr.tsx';
import { WriteControl } from '../ui.role.tsx';
import { isServiceDisabled, ServiceDisabled } from '../ui.service.tsx';
import { type Column, DataTable } from '../ui.table.tsx';
import { after, dataLabel, EsimStatus, type Plan } from './esims.page.tsx';
import type { PageProps } from './page.types.ts';

const HISTORY_SIZE = 15;

function TopUp({ id, onDone }: { id: string; onDone(): void }) {
  const { platform } = useConsole();
  const plans = useLoad(() => platform.reseller.get('/v1/links/{identifier}/topup-plans', { params: { path: { identifier: id } } }), [platform, id]);
  const [planId, setPlanId] = useState('');
  const [confirming, setConfirming] = useState<Plan | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const wallet = useLoad(() => (confirming === null ? Promise.resolve(null) : platform.reseller.get('/v1/balance')), [platform, confirming]);
  const items = plans.data?.items ?? [];
  const chosen = items.find((p) => p.id === planId) ?? items[0];
  const topUp = async (plan: Plan) => {
    setError(undefined);
    try {
      await platform.reseller.put('/v1/links/{identifier}/plans', { params: { path: { identifier: id } }, body: { add: [plan.id] } });
      setConfirming(null);
      onDone();
    } catch (err) {
      setError(err);
    }
  };
  if (plans.error !== undefined) return <ErrorView error={plans.error} />;
  return (
    <section aria-labelledby="topup-title">
      <h2 id="topup-title">Top up</h2>
      {items.length === 0 ? (
        <p className="muted">{plans.loading ? 'Loading…' : 'No plan can top up this eSIM.'}</p>
      ) : (
        <div className="toolbar">
          <label>
            Top-up plan
            <select value={chosen?.id ?? ''} onChange={(e) => setPlanId(e.target.value)}>
              {items.map((p) => (
                <option key={p.id} value={p.id}>
                  {`${p.name} · ${dataLabel(p.data_mb)} · ${p.validity_days} days · ${p.retail_price} ${p.currency}`}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => chosen && setConfirming(chosen)}>
            Top up…
          </button>
        </div>
      )}
      {confirming !== null && (
        <ConfirmDialog action="Top up" title={`Top up with ${confirming.name}`} onConfirm={() => topUp(confirming)} onClose={() => { setConfirming(null); setError(undefined); }}>
          <dl className="facts">
            <dt>Adds</dt>
            <dd>
              {dataLabel(confirming.data_mb)} for {confirming.validity_days} days
            </dd>
            <dt>Charged to the wallet</dt>
            <dd>
              <strong>{`${confirming.retail_price} ${confirming.currency}`}</strong>
            </dd>
            <dt>Wallet now</dt>
            <dd>{wallet.data ? `${wallet.data.balance} ${wallet.data.currency}` : '…'}</dd>
            <dt>Wallet after</dt>
            <dd>{wallet.data ? `${after(wallet.data.balance, confirming.retail_price)} ${wallet.data.currency}` : '…'}</dd>
          </dl>
          {error !== undefined && <ErrorView error={error} />}
        </ConfirmDialog>
      )}
    </section>
  );
}

export default function EsimPage({ params }: PageProps) {
  const { platform } = useConsole();
  const id = params.id ?? '';
  const [historyPage, setHistoryPage] = useState(1);
  const link = useLoad(() => platform.reseller.get('/v1/links/{identifier}', { params: { path: { identifier: id } } }), [platform, id]);
  const history = useLoad(
    () => platform.reseller.get('/v1/links/{identifier}/history', { params: { path: { identifier: id }, query: { page: historyPage, per_page: HISTORY_SIZE } } }),
    [platform, id, historyPage],
  );
  const reload = () => {
    link.reload();
    history.reload();
  };

  if (isServiceDisabled(link.error)) {
    return (
      <>
        <h1>eSIM</h1>
        <ServiceDisabled service="Reseller" />
      </>
    );
  }
  if (link.error !== undefined) return <ErrorView error={link.error} />;
  const l = link.data;
  if (l === undefined) return <p className="muted">Loading…</p>;
  type Activation = (typeof l.activations)[number];
  type Charge = NonNullable<typeof history.data>['items'][number];
  const activationColumns: Column<Activation>[] = [
    { header: 'Plan', cell: (a) => a.plan.name },
    { header: 'Status', cell: (a) => a.status },
    { header: 'Used', cell: (a) => `${a.data_used_mb} MB` },
    { header: 'Left', cell: (a) => `${a.data_remaining_mb} MB` },
    { header: 'Expires', cell: (a) => (a.expires_at ? new Date(a.expires_at).toLocaleDateString() : '—') },
  ];
  const historyColumns: Column<Charge>[] = [
    { header: 'Date', cell: (c) => new Date(c.charged_at).toLocaleString() },
    { header: 'Type', cell: (c) => c.type.replaceAll('_', ' ') },
    { header: 'Plan', cell: (c) => c.plan_name ?? '—' },
    { header: 'Amount', cell: (c) => `${c.amount} ${c.currency}`, className: 'num' },
  ];
  const h = history.data;
  return (
    <>
      <p>
        <Link to="/esims">← eSIMs</Link>
      </p>
      <h1>{l.name ?? 'eSIM'}</h1>
      <div className="grid2">
        <dl className="facts">
          <dt>Status</dt>
          <dd>
            <EsimStatus status={l.status} />
          </dd>
          <dt>ICCID</dt>
          <dd className="mono">{l.iccid}</dd>
          <dt>Id</dt>
          <dd className="mono">{l.id}</dd>
          <dt>Data used</dt>
          <dd>{l.data_used_mb} MB</dd>
          <dt>Data left</dt>
          <dd>{l.data_remaining_mb} MB</dd>
        </dl>
        <section aria-labelledby="install-title">
          <h2 id="install-title">Install</h2>
          {l.lpa_profile ? (
            <>
              <QrCode value={l.lpa_profile} label={`QR code to install eSIM ${l.iccid}`} />
              <p className="mono small">{l.lpa_profile}</p>
              <ul className="install-links">
                {l.apple_activation_url && (
                  <li>
                    <a href={l.apple_activation_url} rel="noreferrer noopener" target="_blank">
                      Install on iPhone
                    </a>
                  </li>
                )}
                {l.android_activation_url && (
                  <li>
                    <a href={l.android_activation_url} rel="noreferrer noopener" target="_blank">
                      Install on Android
                    </a>
                  </li>
                )}
              </ul>
            </>
          ) : (
            <p className="muted">The provider has not given this eSIM's activation code yet.</p>
          )}
        </section>
      </div>
      <DataTable<Activation> caption="Plans on this eSIM" columns={activationColumns} rows={l.activations} rowKey={(a) => a.id} empty="No plan is active." />
      <WriteControl>
        <TopUp id={l.id} onDone={reload} />
      </WriteControl>
      <h2>History</h2>
      {history.error !== undefined ? (
        <ErrorView error={history.error} />
      ) : (
        <DataTable<Charge>
          caption="Purchases and top-ups"
          columns={historyColumns}
          rows={h?.items ?? []}
          rowKey={(c) => c.id}
          loading={history.loading}
          paging={h ? { page: h.page, pages: h.total_pages, total: h.total } : undefined}
          onPage={setHistoryPage}
        />
      )}
    </>
  );
}
