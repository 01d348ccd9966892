// A number's page (docs/console.md#numbers): GET /numbers/{id}, its routing (where its
// SMS and calls go: GET and PUT /numbers/{id}/routing, an endpoint of each type or the
// default), and the SMS it received. Another organisation's id reads "Not found".

import { type FormEvent, useEffect, useState } from 'react';
import { useConsole } from '../app.context.tsx';
import { useLoad } from '../app.load.ts';
import { Link } from '../app.router.tsx';
import { ErrorView, NotFound } from '../ui.error.tsx';
import { useCanWrite } from '../ui.role.tsx';
import { isServiceDisabled, ServiceDisabled } from '../ui.service.tsx';
import { NumberStatus, SmsLog } from './numbers.page.tsx';
import type { PageProps } from './page.types.ts';

function Routing({ id }: { id: string }) {
  const { platform } = useConsole();
  const canWrite = useCanWrite();
  const routing = useLoad(() => platform.numbers.get('/numbers/{phoneNumberId}/routing', { params: { path: { phoneNumberId: id } } }), [platform, id]);
  const endpoints = useLoad(() => platform.numbers.get('/numbers/endpoints', { params: { query: { per_page: 100 } } }), [platform]);
  const r = routing.data?.data;
  const [sms, setSms] = useState('');
  const [voice, setVoice] = useState('');
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  useEffect(() => {
    setSms(r?.sms_endpoint_id ?? '');
    setVoice(r?.voice_endpoint_id ?? '');
  }, [r?.sms_endpoint_id, r?.voice_endpoint_id]);
  const all = endpoints.data?.data.endpoints ?? [];
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setSaved(false);
    try {
      await platform.numbers.put('/numbers/{phoneNumberId}/routing', {
        params: { path: { phoneNumberId: id } },
        body: { sms_endpoint_id: sms === '' ? null : sms, voice_endpoint_id: voice === '' ? null : voice },
      });
      setSaved(true);
      routing.reload();
    } catch (err) {
      setError(err);
    }
  };
  if (routing.error !== undefined) return <ErrorView error={routing.error} />;
  const describe = (x: { name: string; destination_uri: string } | null | undefined) => (x ? `${x.name} (${x.destination_uri})` : 'nowhere: no endpoint and no default');
  return (
    <section aria-labelledby="number-routing-title">
      <h2 id="number-routing-title">Routing</h2>
      <dl className="facts">
        <dt>SMS go to</dt>
        <dd>{r ? describe(r.effective.sms) : '…'}</dd>
        <dt>Calls go to</dt>
        <dd>{r ? describe(r.effective.voice) : '…'}</dd>
      </dl>
      <p className="muted">SMS also go to the organisation's webhook when it is enabled (the Numbers page shows it).</p>
      {canWrite && (
        <form className="toolbar" aria-label="Change routing" onSubmit={(e) => void save(e)}>
          <EndpointSelect label="SMS" kind="SMS" endpoints={all.filter((x) => x.type === 'sms')} value={sms} onChange={setSms} />
          <EndpointSelect label="Voice" kind="voice" endpoints={all.filter((x) => x.type === 'voice')} value={voice} onChange={setVoice} />
          <button type="submit">Save routing</button>
        </form>
      )}
      {saved && (
        <p className="notice" role="status">
          Routing saved.
        </p>
      )}
      {error !== undefined && <ErrorView error={error} />}
    </section>
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A choice among the organisation's endpoints of one type, or its default one. */
function EndpointSelect(props: { label: string; kind: string; endpoints: { id: string; name: string }[]; value: string; onChange(id: string): void }) {
  return (
    <label>
      {props.label} endpoint
      <select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">the default {props.kind} endpoint</option>
        {props.endpoints.map((x) => (
          <option key={x.id} value={x.id}>
            {x.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function NumberPage({ params }: PageProps) {
  const id = params.id ?? '';
  // A path that cannot name a number is no number at all (the API would answer 422).
  return UUID.test(id) ? <NumberView id={id} /> : <NotFound />;
}

function NumberView({ id }: { id: string }) {
  const { platform } = useConsole();
  const number = useLoad(() => platform.numbers.get('/numbers/{id}', { params: { path: { id } } }), [platform, id]);
  if (isServiceDisabled(number.error)) {
    return (
      <>
        <h1>Number</h1>
        <ServiceDisabled service="Phone numbers" />
      </>
    );
  }
  if (number.error !== undefined) return <ErrorView error={number.error} />;
  const n = number.data?.data;
  if (n === undefined) return <p className="muted">Loading…</p>;
  return (
    <>
      <p>
        <Link to="/numbers">← Numbers</Link>
      </p>
      <h1>{n.phone_number}</h1>
      <dl className="facts">
        <dt>Status</dt>
        <dd>
          <NumberStatus status={n.status} />
        </dd>
        <dt>National format</dt>
        <dd>{n.national_format}</dd>
        <dt>Country</dt>
        <dd>{n.country_iso}</dd>
        <dt>Type</dt>
        <dd>{n.number_type.replace('_', ' ')}</dd>
        <dt>Monthly fee</dt>
        <dd>{`${n.monthly_fee} ${n.currency}`}</dd>
        <dt>Next billing</dt>
        <dd>{n.next_billing_date ?? '—'}</dd>
        <dt>KYC</dt>
        <dd>{n.kyc_status}</dd>
        <dt>Id</dt>
        <dd className="mono">{n.id}</dd>
      </dl>
      <Routing id={n.id} />
      <SmsLog phoneNumberId={n.id} />
    </>
  );
}
