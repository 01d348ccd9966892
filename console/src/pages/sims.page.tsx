// SIMs (docs/console.md#sims): the inventory from GET /sims, paged and filtered by the
// API (search, status, type, compatibility zone); an eSIM's QR code and install links
// from GET /sims/{id}/esim-profile, whose SVG is shown as an image (nothing is loaded
// from another site). The view's state is in the query string.

import { type FormEvent, useEffect, useState } from 'react';
import type { Platform } from '../../../packages/sdk/src/sdk.client.ts';
import { useConsole } from '../app.context.tsx';
import { useLoad } from '../app.load.ts';
import { Link, navigate, pageOf, queryString } from '../app.router.tsx';
import { ErrorView, NotFound } from '../ui.error.tsx';
import { UUID } from '../ui.ids.ts';
import { type Column, DataTable } from '../ui.table.tsx';
import type { PageProps } from './page.types.ts';

const PAGE_SIZE = 25;
const statuses = ['inactive', 'active', 'suspended', 'terminated'] as const;
const types = ['physical', 'eSIM'] as const;
const zones = ['magenta', 'cyan', 'brown', 'amber', 'violet', 'coral', 'teal', 'slate', 'ivory'] as const;
type Status = (typeof statuses)[number];
type SimType = (typeof types)[number];
type Zone = (typeof zones)[number];

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((v) => v === value);

const listSims = (platform: Platform, q: { page: number; search: string; status?: Status | undefined; simType?: SimType | undefined; zone?: Zone | undefined }) =>
  platform.connectivity.get('/sims', {
    params: {
      query: {
        page: q.page,
        page_size: PAGE_SIZE,
        sort_by: 'iccid',
        ...(q.search ? { search: q.search } : {}),
        ...(q.status ? { status: q.status } : {}),
        ...(q.simType ? { sim_type: q.simType } : {}),
        ...(q.zone ? { compatibility_zones: [q.zone] } : {}),
      },
    },
  });
type SimItem = Awaited<ReturnType<typeof listSims>>['items'][number];

function EsimPanel({ simId, onClose }: { simId: string; onClose(): void }) {
  // Not an id at all: nothing of the organisation's, like an id of another one.
  return UUID.test(simId) ? <EsimProfile simId={simId} onClose={onClose} /> : <NotFound />;
}

function EsimProfile({ simId, onClose }: { simId: string; onClose(): void }) {
  const { platform } = useConsole();
  const profile = useLoad(
    () =>
      Promise.all([
        platform.connectivity.get('/sims/{sim_id}', { params: { path: { sim_id: simId } } }),
        platform.connectivity.get('/sims/{sim_id}/esim-profile', { params: { path: { sim_id: simId } } }),
      ]),
    [platform, simId],
  );
  if (profile.error !== undefined) return <ErrorView error={profile.error} />;
  if (profile.data === undefined) return <p className="muted">Loading…</p>;
  const [sim, p] = profile.data;
  return (
    <section className="panel" aria-labelledby="esim-title">
      <h2 id="esim-title">
        Install eSIM <span className="mono">{sim.iccid}</span>
      </h2>
      {p.qr_code_svg === null ? (
        <p>{sim.sim_type === 'eSIM' ? 'The provider has no activation code for this eSIM.' : 'A physical SIM has no QR code.'}</p>
      ) : (
        <div className="grid2">
          <img className="qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(p.qr_code_svg)}`} alt={`QR code of eSIM ${sim.iccid}`} width={220} height={220} />
          <dl className="facts">
            <dt>Activation code</dt>
            <dd className="mono">{p.activation_code}</dd>
            {p.ios_deeplink !== null && (
              <>
                <dt>iPhone</dt>
                <dd>
                  <a href={p.ios_deeplink} rel="noreferrer">
                    Install on iPhone
                  </a>
                </dd>
              </>
            )}
            {p.android_deeplink !== null && (
              <>
                <dt>Android</dt>
                <dd>
                  <a href={p.android_deeplink} rel="noreferrer">
                    Install on Android
                  </a>
                </dd>
              </>
            )}
            <dt>Profile</dt>
            <dd>{sim.esim_profile_status ?? '—'}</dd>
          </dl>
        </div>
      )}
      <button type="button" onClick={onClose}>
        Close
      </button>
    </section>
  );
}

export default function SimsPage({ query }: PageProps) {
  const { platform } = useConsole();
  const search = query.get('q') ?? '';
  const status = pick(statuses, query.get('status'));
  const simType = pick(types, query.get('type'));
  const zone = pick(zones, query.get('zone'));
  const page = pageOf(query);
  const esim = query.get('esim') ?? '';
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);

  const sims = useLoad(() => listSims(platform, { page, search, status, simType, zone }), [platform, page, search, status, simType, zone]);
  const state = { q: search, status, type: simType, zone, page };
  const go = (next: Partial<typeof state> & { esim?: string }) => navigate(`/sims${queryString({ ...state, page: 1, ...next })}`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ q: text.trim() });
  };

  const columns: Column<SimItem>[] = [
    { header: 'ICCID', cell: (s) => <span className="mono">{s.iccid}</span> },
    { header: 'Type', cell: (s) => s.sim_type },
    { header: 'Status', cell: (s) => <span className={`status status-${s.status}`}>{s.status}</span> },
    { header: 'MSISDN', cell: (s) => <span className="mono">{s.msisdn ?? '—'}</span> },
    { header: 'Zones', cell: (s) => s.compatibility_zones.join(', ') },
    { header: 'Link', cell: (s) => (s.link === null ? '—' : <Link to={`/links/${s.link.id}`}>{s.link.name ?? s.link.id}</Link>) },
    {
      header: 'eSIM',
      cell: (s) =>
        s.sim_type === 'eSIM' ? (
          <Link to={`/sims${queryString({ ...state, esim: s.id })}`} aria-label={`QR code of ${s.iccid}`}>
            QR code
          </Link>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <>
      <h1>SIMs</h1>
      <form className="toolbar" role="search" aria-label="Filter SIMs" onSubmit={submit}>
        <label>
          Search
          <input type="search" value={text} maxLength={200} placeholder="id, ICCID, MSISDN, IMSI, IMEI or EID" onChange={(e) => setText(e.target.value)} />
        </label>
        <label>
          Status
          <select value={status ?? ''} onChange={(e) => go({ status: pick(statuses, e.target.value) })}>
            <option value="">any</option>
            {statuses.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label>
          Type
          <select value={simType ?? ''} onChange={(e) => go({ type: pick(types, e.target.value) })}>
            <option value="">any</option>
            {types.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label>
          Zone
          <select value={zone ?? ''} onChange={(e) => go({ zone: pick(zones, e.target.value) })}>
            <option value="">any</option>
            {zones.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <button type="submit">Search</button>
      </form>
      {esim !== '' && <EsimPanel key={esim} simId={esim} onClose={() => go({ page, esim: '' })} />}
      {sims.error !== undefined ? (
        <ErrorView error={sims.error} />
      ) : (
        <DataTable<SimItem>
          caption={search || status || simType || zone ? 'SIMs matching the filters' : 'All SIMs'}
          columns={columns}
          rows={sims.data?.items ?? []}
          rowKey={(s) => s.id}
          loading={sims.loading}
          empty="No SIM matches."
          paging={sims.data ? { page: sims.data.page, pages: sims.data.pages, total: sims.data.total } : undefined}
          onPage={(p) => go({ page: p })}
        />
      )}
    </>
  );
}
