// Numbers (docs/console.md#numbers): the phone numbers the organisation owns, buying one
// from the catalogue after its quote (search, preview, confirm, buy), where inbound SMS
// go (the webhook and the SMS endpoints), the inbound SMS log and the webhook delivery
// log with a retry of a failed delivery. Every call is the phone-number API's (/numbers).

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
const numberTypes = ['mobile', 'local', 'toll_free'] as const;
type NumberType = (typeof numberTypes)[number];
const deliveryStatuses = ['pending', 'succeeded', 'failed'] as const;

const pagesOf = (d: { total: number; per_page: number }) => Math.ceil(d.total / d.per_page);
const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '—');

export function NumberStatus({ status }: { status: string }) {
  return <span className={`status status-${status}`}>{status}</span>;
}

const listOwned = (platform: Platform, page: number) => platform.numbers.get('/numbers', { params: { query: { page, per_page: PAGE_SIZE } } });
type Owned = Awaited<ReturnType<typeof listOwned>>['data']['phone_numbers'][number];

const searchCatalogue = (platform: Platform, q: { country: string; type: NumberType; contains: string }) =>
  platform.numbers.get('/numbers/available', { params: { query: { country_iso: q.country, number_type: q.type, limit: 10, ...(q.contains ? { contains: q.contains } : {}) } } });
type Offer = Awaited<ReturnType<typeof searchCatalogue>>['data']['numbers'][number];

const previewOf = (platform: Platform, offer: Offer) => platform.numbers.post('/numbers/preview', { body: { number_id: offer.id } });
type Preview = Awaited<ReturnType<typeof previewOf>>['data'];

/** The inbound SMS log, optionally of one number. */
export function SmsLog({ phoneNumberId }: { phoneNumberId?: string }) {
  const { platform } = useConsole();
  const [page, setPage] = useState(1);
  const messages = useLoad(
    () => platform.numbers.get('/numbers/sms/messages', { params: { query: { page, per_page: PAGE_SIZE, ...(phoneNumberId ? { phone_number_id: phoneNumberId } : {}) } } }),
    [platform, page, phoneNumberId],
  );
  type Message = NonNullable<typeof messages.data>['data']['messages'][number];
  const columns: Column<Message>[] = [
    { header: 'Received', cell: (m) => when(m.received_at) },
    { header: 'From', cell: (m) => <span className="mono">{m.from}</span> },
    { header: 'To', cell: (m) => <span className="mono">{m.to}</span> },
    { header: 'Message', cell: (m) => m.body },
    { header: 'Price', cell: (m) => `${m.price} ${m.currency}`, className: 'num' },
  ];
  const d = messages.data?.data;
  return (
    <section aria-labelledby="sms-log-title">
      <h2 id="sms-log-title">SMS log</h2>
      {messages.error !== undefined ? (
        <ErrorView error={messages.error} />
      ) : (
        <DataTable<Message>
          caption="Inbound SMS, newest first"
          columns={columns}
          rows={d?.messages ?? []}
          rowKey={(m) => m.id}
          loading={messages.loading}
          empty="No SMS received yet."
          paging={d ? { page: d.page, pages: pagesOf(d), total: d.total } : undefined}
          onPage={setPage}
        />
      )}
    </section>
  );
}

function Deliveries() {
  const { platform } = useConsole();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<(typeof deliveryStatuses)[number] | undefined>(undefined);
  const [retryError, setRetryError] = useState<unknown>(undefined);
  const [watching, setWatching] = useState<string | null>(null);
  const deliveries = useLoad(
    () => platform.numbers.get('/numbers/sms/webhook/deliveries', { params: { query: { page, per_page: PAGE_SIZE, ...(status ? { status } : {}) } } }),
    [platform, page, status],
  );
  type Delivery = NonNullable<typeof deliveries.data>['data']['deliveries'][number];
  const d = deliveries.data?.data;
  // After a retry, the log refreshes until that delivery is no longer pending.
  const watched = d?.deliveries.find((x) => x.id === watching);
  useEffect(() => {
    if (watching === null || deliveries.loading) return;
    if (watched !== undefined && watched.status !== 'pending') {
      setWatching(null);
      return;
    }
    const timer = setTimeout(deliveries.reload, 1000);
    return () => clearTimeout(timer);
  }, [watching, watched, deliveries.loading, deliveries.reload]);

  const retry = async (delivery: Delivery) => {
    setRetryError(undefined);
    try {
      await platform.numbers.post('/numbers/sms/webhook/deliveries/{id}/retry', { params: { path: { id: delivery.id } } });
      setWatching(delivery.id);
      deliveries.reload();
    } catch (err) {
      setRetryError(err);
    }
  };
  const lastFailed = (x: Delivery) => {
    const last = x.attempts[x.attempts.length - 1];
    return last !== undefined && (last.status_code === null || last.status_code < 200 || last.status_code >= 300);
  };
  const columns: Column<Delivery>[] = [
    { header: 'Created', cell: (x) => when(x.created_at) },
    { header: 'Target', cell: (x) => <span className="mono">{x.target}</span> },
    { header: 'Status', cell: (x) => <NumberStatus status={x.status} /> },
    {
      header: 'Last attempt',
      cell: (x) => {
        const last = x.attempts[x.attempts.length - 1];
        if (last === undefined) return 'none yet';
        return `${when(last.at)} · ${last.status_code ?? last.error ?? 'no answer'} · ${x.attempts.length} ${x.attempts.length === 1 ? 'attempt' : 'attempts'}`;
      },
    },
    { header: 'Next attempt', cell: (x) => when(x.next_attempt_at) },
    {
      header: 'Action',
      cell: (x) =>
        x.status === 'failed' || (x.status === 'pending' && lastFailed(x)) ? (
          <WriteControl>
            <button type="button" onClick={() => void retry(x)} disabled={watching === x.id}>
              Retry
            </button>
          </WriteControl>
        ) : null,
    },
  ];
  return (
    <section aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">Webhook deliveries</h2>
      <div className="toolbar">
        <label>
          Delivery status
          <select
            value={status ?? ''}
            onChange={(e) => {
              setStatus(deliveryStatuses.find((s) => s === e.target.value));
              setPage(1);
            }}
          >
            <option value="">any</option>
            {deliveryStatuses.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={deliveries.reload}>
          Refresh
        </button>
      </div>
      {retryError !== undefined && <ErrorView error={retryError} />}
      {deliveries.error !== undefined ? (
        <ErrorView error={deliveries.error} />
      ) : (
        <DataTable<Delivery>
          caption="Deliveries of inbound SMS, newest first"
          columns={columns}
          rows={d?.deliveries ?? []}
          rowKey={(x) => x.id}
          loading={deliveries.loading}
          empty="No delivery yet."
          paging={d ? { page: d.page, pages: pagesOf(d), total: d.total } : undefined}
          onPage={setPage}
        />
      )}
    </section>
  );
}

/** Where inbound SMS go: the organisation's webhook, and the SMS endpoints numbers route to. */
function InboundRouting() {
  const { platform } = useConsole();
  const webhook = useLoad(() => platform.numbers.get('/numbers/sms/webhook'), [platform]);
  const endpoints = useLoad(() => platform.numbers.get('/numbers/endpoints', { params: { query: { type: 'sms', per_page: 100 } } }), [platform]);
  const [editing, setEditing] = useState(false);
  const [url, setUrl] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [error, setError] = useState<unknown>(undefined);
  const [adding, setAdding] = useState({ name: '', uri: '', isDefault: false });
  const [addError, setAddError] = useState<unknown>(undefined);
  const w = webhook.data?.data;
  const startEdit = () => {
    setUrl(w?.url ?? '');
    setEnabled(w?.enabled ?? true);
    setError(undefined);
    setEditing(true);
  };
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      await platform.numbers.put('/numbers/sms/webhook', { body: url.trim() === '' ? { url: null, enabled: false } : { url: url.trim(), enabled } });
      setEditing(false);
      webhook.reload();
    } catch (err) {
      setError(err);
    }
  };
  const addEndpoint = async (e: FormEvent) => {
    e.preventDefault();
    setAddError(undefined);
    try {
      await platform.numbers.post('/numbers/endpoints', { body: { name: adding.name.trim(), type: 'sms', destination_uri: adding.uri.trim(), is_default: adding.isDefault } });
      setAdding({ name: '', uri: '', isDefault: false });
      endpoints.reload();
    } catch (err) {
      setAddError(err);
    }
  };
  type Endpoint = NonNullable<typeof endpoints.data>['data']['endpoints'][number];
  const columns: Column<Endpoint>[] = [
    { header: 'Name', cell: (x) => x.name },
    { header: 'Destination', cell: (x) => <span className="mono">{x.destination_uri}</span> },
    { header: 'Default', cell: (x) => (x.is_default ? 'yes, for numbers without their own' : 'no') },
  ];
  return (
    <section aria-labelledby="routing-title">
      <h2 id="routing-title">Where inbound SMS go</h2>
      <p className="muted">
        Each SMS a number receives is delivered to the webhook, and to the number's SMS endpoint (its own routing, else the default one). A number's page changes its
        routing.
      </p>
      {webhook.error !== undefined ? (
        <ErrorView error={webhook.error} />
      ) : editing ? (
        <form className="card" aria-label="Webhook" onSubmit={(e) => void save(e)}>
          <label>
            Webhook URL
            <input type="url" value={url} maxLength={2048} placeholder="https://example.com/hooks/sms" onChange={(e) => setUrl(e.target.value)} />
          </label>
          <label className="check">
            <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Enabled
          </label>
          {error !== undefined && <ErrorView error={error} />}
          <div className="actions">
            <button type="submit" className="primary">
              Save webhook
            </button>
            <button type="button" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <dl className="facts">
          <dt>Webhook</dt>
          <dd className="mono">{w ? (w.url ?? 'none') : '…'}</dd>
          <dt>Enabled</dt>
          <dd>{w ? (w.enabled ? 'yes' : 'no') : '…'}</dd>
          <dt>Signed</dt>
          <dd>{w ? (w.has_secret ? 'yes' : 'no') : '…'}</dd>
        </dl>
      )}
      {!editing && (
        <WriteControl>
          <div className="actions">
            <button type="button" onClick={startEdit}>
              Change webhook
            </button>
          </div>
        </WriteControl>
      )}
      {endpoints.error !== undefined ? (
        <ErrorView error={endpoints.error} />
      ) : (
        <DataTable<Endpoint> caption="SMS endpoints" columns={columns} rows={endpoints.data?.data.endpoints ?? []} rowKey={(x) => x.id} loading={endpoints.loading} empty="No SMS endpoint." />
      )}
      <WriteControl>
        <form className="toolbar" aria-label="Add an SMS endpoint" onSubmit={(e) => void addEndpoint(e)}>
          <label>
            Endpoint name
            <input value={adding.name} required maxLength={128} onChange={(e) => setAdding({ ...adding, name: e.target.value })} />
          </label>
          <label>
            Endpoint URL
            <input type="url" value={adding.uri} required maxLength={2048} onChange={(e) => setAdding({ ...adding, uri: e.target.value })} />
          </label>
          <label className="check">
            <input type="checkbox" checked={adding.isDefault} onChange={(e) => setAdding({ ...adding, isDefault: e.target.checked })} /> Default
          </label>
          <button type="submit">Add endpoint</button>
        </form>
        {addError !== undefined && <ErrorView error={addError} />}
      </WriteControl>
    </section>
  );
}

/** Search the catalogue, see a number's quote, buy it at that quote. */
function BuyNumber({ onBought }: { onBought(): void }) {
  const { platform } = useConsole();
  const [form, setForm] = useState({ country: 'DE', type: 'mobile' as NumberType, contains: '' });
  const [found, setFound] = useState<{ offers: Offer[]; total: number } | null>(null);
  const [searchError, setSearchError] = useState<unknown>(undefined);
  const [searching, setSearching] = useState(false);
  const [quote, setQuote] = useState<{ offer: Offer; preview: Preview } | null>(null);
  const [buyError, setBuyError] = useState<unknown>(undefined);
  const [bought, setBought] = useState<string | null>(null);
  const search = async (e: FormEvent) => {
    e.preventDefault();
    setSearchError(undefined);
    setSearching(true);
    try {
      const answer = await searchCatalogue(platform, { country: form.country.trim().toUpperCase(), type: form.type, contains: form.contains.trim() });
      setFound({ offers: answer.data.numbers, total: answer.data.total_available });
    } catch (err) {
      setFound(null);
      setSearchError(err);
    } finally {
      setSearching(false);
    }
  };
  const askQuote = async (offer: Offer) => {
    setSearchError(undefined);
    setBuyError(undefined);
    try {
      setQuote({ offer, preview: (await previewOf(platform, offer)).data });
    } catch (err) {
      setSearchError(err);
    }
  };
  const buy = async () => {
    if (quote === null) return;
    setBuyError(undefined);
    try {
      const order = await platform.numbers.post('/numbers', { body: { number_id: quote.offer.id, quote_token: quote.preview.quote.quote_token } });
      setBought(order.data.phone_numbers[0]?.phone_number ?? quote.offer.phone_number);
      setQuote(null);
      setFound(null);
      onBought();
    } catch (err) {
      setBuyError(err);
    }
  };
  const columns: Column<Offer>[] = [
    { header: 'Number', cell: (o) => <span className="mono">{o.phone_number}</span> },
    { header: 'National format', cell: (o) => o.national_format },
    { header: 'Connection fee', cell: (o) => `${o.connection_fee} ${o.currency}`, className: 'num' },
    { header: 'Monthly fee', cell: (o) => `${o.monthly_fee} ${o.currency}`, className: 'num' },
    {
      header: 'Action',
      cell: (o) => (
        <button type="button" onClick={() => void askQuote(o)} aria-label={`Get quote for ${o.phone_number}`}>
          Get quote
        </button>
      ),
    },
  ];
  const q = quote?.preview.quote;
  return (
    <section aria-labelledby="buy-title">
      <h2 id="buy-title">Buy a number</h2>
      <form className="toolbar" aria-label="Search the catalogue" onSubmit={(e) => void search(e)}>
        <label>
          Country
          <input value={form.country} required minLength={2} maxLength={2} pattern="[A-Za-z]{2}" size={4} onChange={(e) => setForm({ ...form, country: e.target.value })} />
        </label>
        <label>
          Type
          <select value={form.type} onChange={(e) => setForm({ ...form, type: numberTypes.find((t) => t === e.target.value) ?? 'mobile' })}>
            {numberTypes.map((t) => (
              <option key={t} value={t}>
                {t.replace('_', ' ')}
              </option>
            ))}
          </select>
        </label>
        <label>
          Contains
          <input value={form.contains} maxLength={15} pattern="[0-9]*" inputMode="numeric" onChange={(e) => setForm({ ...form, contains: e.target.value })} />
        </label>
        <button type="submit" disabled={searching}>
          Search numbers
        </button>
      </form>
      {bought !== null && (
        <p className="notice" role="status">
          Bought {bought}. It is provisioning and becomes active within seconds.
        </p>
      )}
      {searchError !== undefined && <ErrorView error={searchError} />}
      {found !== null && (
        <DataTable<Offer> caption={`Available numbers (${found.total} in all)`} columns={columns} rows={found.offers} rowKey={(o) => o.id} empty="No number matches." />
      )}
      {quote !== null && q !== undefined && (
        <ConfirmDialog action="Buy" title={`Buy ${quote.offer.phone_number}`} onConfirm={buy} onClose={() => setQuote(null)}>
          <dl className="facts">
            <dt>Connection fee</dt>
            <dd>{`${q.connection_cost.toFixed(2)} ${q.currency}`}</dd>
            <dt>First month</dt>
            <dd>{`${q.monthly_cost.toFixed(2)} ${q.currency}`}</dd>
            <dt>Charged now</dt>
            <dd>
              <strong>{`${q.total_cost.toFixed(2)} ${q.currency}`}</strong>
            </dd>
            <dt>Then monthly</dt>
            <dd>{`${quote.offer.monthly_fee} ${q.currency}`}</dd>
            <dt>Quote valid until</dt>
            <dd>{when(q.expires_at)}</dd>
          </dl>
          {buyError !== undefined && <ErrorView error={buyError} />}
        </ConfirmDialog>
      )}
    </section>
  );
}

export default function NumbersPage({ query }: PageProps) {
  const { platform } = useConsole();
  const page = pageOf(query);
  const owned = useLoad(() => listOwned(platform, page), [platform, page]);
  if (isServiceDisabled(owned.error)) {
    return (
      <>
        <h1>Numbers</h1>
        <ServiceDisabled service="Phone numbers" />
      </>
    );
  }
  const columns: Column<Owned>[] = [
    { header: 'Number', cell: (n) => <Link to={`/numbers/${n.id}`}>{n.phone_number}</Link> },
    { header: 'Country', cell: (n) => n.country_iso },
    { header: 'Type', cell: (n) => n.number_type.replace('_', ' ') },
    { header: 'Status', cell: (n) => <NumberStatus status={n.status} /> },
    { header: 'Monthly fee', cell: (n) => `${n.monthly_fee} ${n.currency}`, className: 'num' },
    { header: 'Next billing', cell: (n) => n.next_billing_date ?? '—' },
  ];
  const d = owned.data?.data;
  return (
    <>
      <h1>Numbers</h1>
      {owned.error !== undefined ? (
        <ErrorView error={owned.error} />
      ) : (
        <DataTable<Owned>
          caption="Your numbers"
          columns={columns}
          rows={d?.phone_numbers ?? []}
          rowKey={(n) => n.id}
          loading={owned.loading}
          empty="No number yet."
          paging={d ? { page: d.page, pages: pagesOf(d), total: d.total } : undefined}
          onPage={(p) => navigate(`/numbers${queryString({ page: p })}`)}
        />
      )}
      <WriteControl>
        <BuyNumber onBought={owned.reload} />
      </WriteControl>
      <InboundRouting />
      <SmsLog />
      <Deliveries />
    </>
  );
}
