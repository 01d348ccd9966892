import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { buildLookupIndex, lazyLookupIndex } from './lookup.index.ts';

let h: Harness;
let t: Tenant;

beforeAll(async () => {
  h = await createHarness();
  t = await h.tenant();
});
afterAll(async () => h.close());

const post = (url: string, headers: Record<string, string> = t.viewer) => h.app.inject({ method: 'POST', url: `/mccmnc${url}`, headers });

async function priced(price: string, credit: string | null, billing = true): Promise<Tenant> {
  const tenant = await h.tenant();
  await h.app.inject({
    method: 'PATCH',
    url: `/admin/organizations/${tenant.id}`,
    headers: h.admin,
    payload: { price_per_request: price, billing_configured: billing },
  });
  if (credit !== null) {
    await h.app.inject({ method: 'POST', url: `/admin/organizations/${tenant.id}/wallet/credits`, headers: h.admin, payload: { amount: credit } });
  }
  return tenant;
}

const balanceOf = async (id: string) => (await h.app.inject({ method: 'GET', url: `/admin/organizations/${id}`, headers: h.admin })).json().wallet.balance;

describe('POST /mccmnc/lookup', () => {
  it('resolves by mcc+mnc and by plmn, keeping leading zeros', async () => {
    const res = await post('/lookup?mcc=262&mnc=01');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: expect.objectContaining({ mcc: '262', mnc: '01', plmn: '26201', iso: 'DE', country: 'Germany', region: 'EU', dial_code: '49', tadig: null }),
    });
    const byPlmn = await post('/lookup?plmn=26201');
    expect(byPlmn.json().data.operator).toBe(res.json().data.operator);
  });

  it('answers a PLMN shared by several territories with its home first and all in countries', async () => {
    const res = await post('/lookup?plmn=34001');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.countries.length).toBeGreaterThan(1);
    expect(data.countries).toEqual(expect.arrayContaining(['GP', 'MQ']));
    expect(data.iso).toBe(data.countries[0]);
  });

  it('validates input in the envelope', async () => {
    for (const q of ['', '?mcc=262', '?mcc=26&mnc=01', '?plmn=abc', '?plmn=26201&mcc=262&mnc=01', '?mnc=1234&mcc=262']) {
      const res = await post(`/lookup${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.json()).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: expect.any(String) } });
    }
  });

  it('answers 404 OPERATOR_NOT_FOUND for an unknown operator', async () => {
    const res = await post('/lookup?plmn=99999');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('OPERATOR_NOT_FOUND');
  });

  it('needs a token and the service', async () => {
    expect((await post('/lookup?plmn=26201', {})).json()).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
    const off = await h.tenant({ services: ['connectivity'] });
    const res = await post('/lookup?plmn=26201', off.admin);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('MCC_MNC_DISABLED');
  });
});

describe('POST /mccmnc/by-country and /search', () => {
  it('lists a country by ISO code', async () => {
    const res = await post('/by-country?iso=de');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ iso: 'DE', dial_code: '49', countries: ['DE'] });
    expect(d.count).toBe(d.operators.length);
    expect(d.operators.every((o: { iso: string }) => o.iso === 'DE')).toBe(true);
  });

  it('lists every country of a shared dial code', async () => {
    const res = await post('/by-country?dial_code=%2B1');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.iso).toBeNull();
    expect(d.countries).toEqual(expect.arrayContaining(['US', 'CA', 'JM']));
    const seven = (await post('/by-country?dial_code=7')).json().data;
    expect(seven.countries).toEqual(expect.arrayContaining(['RU', 'KZ']));
  });

  it('rejects both or neither parameter, and unknown countries', async () => {
    expect((await post('/by-country')).statusCode).toBe(422);
    expect((await post('/by-country?iso=DE&dial_code=49')).statusCode).toBe(422);
    expect((await post('/by-country?iso=XX')).statusCode).toBe(404);
  });

  it('searches operator and brand names without regard to case or accents', async () => {
    const res = await post('/search?query=TELEFONICA&limit=5');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ query: 'TELEFONICA', iso: null, limit: 5 });
    expect(d.operators.length).toBeGreaterThan(0);
    expect(d.operators.length).toBeLessThanOrEqual(5);
    expect(d.operators.some((o: { operator: string; brand: string | null }) => /Telef[óo]nica/i.test(`${o.operator} ${o.brand}`))).toBe(true);
    const inEs = (await post('/search?query=movistar&iso=es')).json().data;
    expect(inEs.operators.every((o: { iso: string }) => o.iso === 'ES')).toBe(true);
    expect((await post('/search?query=a')).statusCode).toBe(422);
    expect((await post('/search?query=zzqqxx')).statusCode).toBe(404);
    expect((await post('/search?query=ab&limit=101')).statusCode).toBe(422);
  });
});

describe('billing', () => {
  it('is free at price zero and leaves the ledger untouched', async () => {
    const before = (await h.container.db.query.walletEntries.findMany()).filter((e) => e.organizationId === t.id).length;
    await post('/lookup?plmn=26201');
    const after = (await h.container.db.query.walletEntries.findMany()).filter((e) => e.organizationId === t.id).length;
    expect(after).toBe(before);
  });

  it('debits each successful answer, never a failed one', async () => {
    const p = await priced('0.25', '1.00');
    expect((await post('/lookup?plmn=26201', p.viewer)).statusCode).toBe(200);
    expect((await post('/by-country?iso=FR', p.viewer)).statusCode).toBe(200);
    expect((await post('/search?query=vodafone', p.viewer)).statusCode).toBe(200);
    expect((await post('/lookup?plmn=99999', p.viewer)).statusCode).toBe(404);
    expect(await balanceOf(p.id)).toBe('0.25');
  });

  it('answers 403 BILLING_NOT_CONFIGURED and 402 INSUFFICIENT_BALANCE with no data', async () => {
    const unconfigured = await priced('0.10', '5.00', false);
    const r1 = await post('/lookup?plmn=26201', unconfigured.viewer);
    expect(r1.statusCode).toBe(403);
    expect(r1.json()).toEqual({ success: false, error: { code: 'BILLING_NOT_CONFIGURED', message: expect.any(String) } });
    const poor = await priced('0.10', null);
    const r2 = await post('/lookup?plmn=26201', poor.viewer);
    expect(r2.statusCode).toBe(402);
    expect(r2.json()).toEqual({ success: false, error: { code: 'INSUFFICIENT_BALANCE', message: expect.any(String) } });
  });

  it('is exact under 50 concurrent clients: balance = initial - price x successes', async () => {
    const p = await priced('0.01', '0.30');
    const results = await Promise.all(Array.from({ length: 50 }, () => post('/lookup?plmn=26201', p.viewer)));
    const ok = results.filter((r) => r.statusCode === 200).length;
    const poor = results.filter((r) => r.statusCode === 402).length;
    expect(ok).toBe(30);
    expect(poor).toBe(20);
    expect(await balanceOf(p.id)).toBe('0.00');
    const entries = (await h.container.db.query.walletEntries.findMany()).filter((e) => e.organizationId === p.id && e.kind === 'lookup');
    // Concurrent debits are coalesced: each ledger row pays for `units` requests.
    expect(entries.reduce((n, e) => n + Number((e.metadata as { units: number }).units), 0)).toBe(30);
    expect(entries.reduce((n, e) => n + Number(e.amount) * 100, 0)).toBeCloseTo(-30, 6);

    const rich = await priced('0.013', '100');
    const many = await Promise.all(Array.from({ length: 50 }, () => post('/search?query=orange', rich.viewer)));
    expect(many.every((r) => r.statusCode === 200)).toBe(true);
    expect(await balanceOf(rich.id)).toBe('99.35');
  });
});

describe('GET /mccmnc/health and /dataset', () => {
  it('answers health without the envelope and names the data source and licence', async () => {
    const health = await h.app.inject({ method: 'GET', url: '/mccmnc/health' });
    expect(health.json()).toEqual({ ok: true, timestamp: expect.any(String) });
    const ds = await h.app.inject({ method: 'GET', url: '/mccmnc/dataset' });
    expect(ds.json().data).toMatchObject({ licence: 'CC BY-SA 4.0', package: 'mcc-mnc-list' });
    expect(ds.json().data.count).toBeGreaterThan(2000);
  });
});

describe('the lookup index', () => {
  it('is built by the first lookup that needs it, once', () => {
    let builds = 0;
    const index = lazyLookupIndex(() => {
      builds++;
      return buildLookupIndex();
    });
    expect(builds).toBe(0);
    expect(index.byPlmn('26201')[0]?.iso).toBe('DE');
    expect(index.search('telekom', 'DE', 1)).toHaveLength(1);
    expect(index.size).toBeGreaterThan(1000);
    expect(builds).toBe(1);
  });
});

describe('a price raised from zero', () => {
  it('bills at once on the process that changed it, though free prices are cached', async () => {
    const cached = await createHarness({ AUTH_CLIENT_CACHE_SECONDS: '60' });
    try {
      const org = await cached.tenant();
      const lookup = () => cached.app.inject({ method: 'POST', url: '/mccmnc/lookup?plmn=26201', headers: org.viewer });
      expect((await lookup()).statusCode).toBe(200); // free: remembered for 60 s
      await cached.app.inject({ method: 'POST', url: `/admin/organizations/${org.id}/wallet/credits`, headers: cached.admin, payload: { amount: '1' } });
      await cached.app.inject({ method: 'PATCH', url: `/admin/organizations/${org.id}`, headers: cached.admin, payload: { price_per_request: '0.25', billing_configured: true } });
      expect((await lookup()).statusCode).toBe(200);
      const wallet = (await cached.app.inject({ method: 'GET', url: `/admin/organizations/${org.id}`, headers: cached.admin })).json().wallet;
      expect(wallet.balance).toBe('0.75');
    } finally {
      await cached.close();
    }
  });
});
