// `cpctl demo`: a ready-to-try organisation, built only through the public interfaces
// an operator and a customer would use. The connectivity steps run only when the server
// offers their paths (its OpenAPI document says), so the demo works against any version.

import { randomBytes } from 'node:crypto';
import { buyDemoNumber } from './demo-numbers.ts';
import { buyDemoResellerLink } from './demo-reseller.ts';
import { ApiError, type Api } from './http.ts';
import { arr, type Ctx, type Json, obj, type Out } from './output.ts';

const alphaZones = ['magenta', 'cyan', 'brown', 'amber', 'violet'];
const demoCredit = '100.00';
const preferredCountries = ['DEU', 'FRA', 'ESP', 'ITA', 'NLD', 'GBR', 'USA'];

interface Summary {
  organization: Json;
  client: { client_id: string; client_secret: string };
  access_token: string;
  expires_in: number;
  wallet: Json;
  sims: Json[];
  coverage: Json | null;
  plan: Json | null;
  link: Json | null;
  phone_number: Json | null;
  reseller_plan: Json | null;
  reseller_link: Json | null;
  /** The console's address and the demo organisation's admin user who signs in there. */
  console: { url: string; email: string; password: string } | null;
  skipped: string[];
  failed: string[];
}

/** Runs one optional step; an API error is recorded instead of ending the demo. */
async function attempt<T>(s: Summary, what: string, fn: () => Promise<T>): Promise<T | null> {
  try {
    return await fn();
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    s.failed.push(`${what}: ${err.message}`);
    return null;
  }
}

/** Up to five operators the SIM can use, one a country, well-known countries first. */
async function chooseOperators(api: Api, token: string, sim: Json | undefined): Promise<Json[]> {
  const zones = sim && Array.isArray(sim.compatibility_zones) && sim.compatibility_zones.length > 0 ? (sim.compatibility_zones as string[]) : alphaZones;
  const usable = async (extra: Record<string, string>) => {
    const q = new URLSearchParams(extra);
    for (const z of zones) q.append('compatibility_zones', z);
    return arr(obj(await api.withToken(token, 'GET', `/operators?${q}`)).items).filter((o) => zones.includes(String(o.compatibility_zone)));
  };
  const byCountry = new Map<string, Json>();
  for (const country of preferredCountries) {
    if (byCountry.size >= 5) break;
    const first = (await usable({ country, page_size: '1' }))[0];
    if (first !== undefined) byCountry.set(country, first);
  }
  if (byCountry.size < 5) {
    for (const o of await usable({ page_size: '100' })) if (byCountry.size < 5 && !byCountry.has(String(o.country))) byCountry.set(String(o.country), o);
  }
  return [...byCountry.values()];
}

async function connectivitySteps(api: Api, s: Summary, paths: Set<string>): Promise<void> {
  const token = s.access_token;
  const sim = s.sims.find((x) => x.sim_type === 'physical') ?? s.sims[0];
  if (!paths.has('/operators') || !paths.has('/coverages')) s.skipped.push('coverage: the server has no /operators or /coverages yet');
  else {
    const operators = await attempt(s, 'operators', () => chooseOperators(api, token, sim));
    if (operators !== null && operators.length === 0) s.skipped.push('coverage: no operators match the SIMs');
    else if (operators !== null) {
      s.coverage = await attempt(s, 'coverage', async () =>
        obj(await api.withToken(token, 'POST', '/coverages', { name: 'Demo coverage', operator_ids: operators.map((o) => o.id) })),
      );
    }
  }

  if (!paths.has('/plans')) s.skipped.push('plan: the server has no /plans yet');
  else if (s.coverage === null) s.skipped.push('plan: no coverage to build it on');
  else {
    const coverageId = s.coverage.id;
    s.plan = await attempt(s, 'plan', async () =>
      obj(
        await api.withToken(token, 'POST', '/plans', {
          name: 'Demo 1 GB / 30 days',
          coverage_id: coverageId,
          included_data_mb: 1024,
          validity_days: 30,
          activation_type: 'immediate',
          base_throttle: 'unlimited',
          description: 'created by cpctl demo',
        }),
      ),
    );
  }

  if (!paths.has('/links')) s.skipped.push('link: the server has no /links yet');
  else if (sim === undefined) s.skipped.push('link: no SIM to bind it to');
  else {
    const body: Json = { name: 'demo-link-1', sim_id: sim.id };
    if (s.plan !== null) body.plan_ids = [s.plan.id];
    s.link = await attempt(s, 'link', async () => obj(await api.withToken(token, 'POST', '/links', body)));
  }
}

function printHuman(out: Out, s: Summary, base: string, paths: Set<string>): void {
  const count = (type: string) => s.sims.filter((x) => x.sim_type === type).length;
  out.fields([
    ['organization', `${s.organization.name} (${s.organization.id})`],
    ['client_id', s.client.client_id],
    ['client_secret', s.client.client_secret],
    ['wallet', `${s.wallet.balance} ${s.wallet.currency}`],
    ['sims', s.sims.length > 0 ? `${count('physical')} physical, ${count('eSIM')} eSIM` : 'none'],
    ['coverage', s.coverage ? `${s.coverage.id} (${arr(s.coverage.operators).length} operators)` : 'none'],
    ['plan', s.plan ? `${s.plan.id} (${s.plan.name})` : 'none'],
    ['link', s.link ? `${s.link.id} (${s.link.status}) on SIM ${obj(s.link.sim).iccid ?? '?'}` : 'none'],
    ['phone_number', s.phone_number ? `${s.phone_number.e164} (${s.phone_number.status}, ${s.phone_number.id})` : 'none'],
    ['reseller_plan', s.reseller_plan ? `${s.reseller_plan.id} (${s.reseller_plan.name}, ${s.reseller_plan.retail_price} ${s.reseller_plan.currency})` : 'none'],
    ['reseller_link', s.reseller_link ? `${s.reseller_link.id} (${s.reseller_link.status}, ICCID ${s.reseller_link.iccid})` : 'none'],
    ...(s.console === null
      ? []
      : ([
          ['console', s.console.url],
          ['console_email', s.console.email],
          ['console_password', s.console.password],
        ] as Array<[string, unknown]>)),
  ]);
  for (const note of s.skipped) out.line(`skipped ${note}`);
  for (const note of s.failed) out.line(`failed ${note}`);
  const q = (v: string) => `'${v.replaceAll("'", "'\\''")}'`;
  const third = paths.has('/links') ? '/links' : paths.has('/sims') ? '/sims' : null;
  out.line();
  out.line(`Try it (the token below is valid for ${s.expires_in} s; the first line gets a new one):`);
  out.line(`  curl -s -X POST ${base}/auth/token -d grant_type=client_credentials -d client_id=${q(s.client.client_id)} -d client_secret=${q(s.client.client_secret)}`);
  out.line(`  export TOKEN=${q(s.access_token)}`);
  out.line(`  curl -s ${base}/org -H "Authorization: Bearer $TOKEN"`);
  if (third !== null) out.line(`  curl -s ${base}${third} -H "Authorization: Bearer $TOKEN"`);
  else out.line(`  curl -s ${base}/openapi.json`);
  if (s.reseller_link !== null) out.line(`  curl -s ${base}/v1/links/${String(s.reseller_link.id)} -H "Authorization: Bearer $TOKEN"`);
  if (s.phone_number !== null) {
    const sms = JSON.stringify({ from: s.phone_number.e164, to: '+4915112345678', body: 'Hello from cpctl demo' });
    out.line(`  curl -s -X POST ${base}/numbers/sms/send -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' -d ${q(sms)}`);
  }
}

async function demo({ api, args, out }: Ctx): Promise<number> {
  args.expect([], ['name']);
  const name = args.flag('name') ?? `Demo ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`;
  const organization = obj(await api.admin('POST', '/organizations', { name }));
  const orgPath = `/organizations/${organization.id}`;
  const created = obj(await api.admin('POST', `${orgPath}/clients`, { name: 'demo admin', roles: ['admin'] }));
  const client = { client_id: String(created.client_id), client_secret: String(created.client_secret) };
  const token = await api.token(client.client_id, client.client_secret);
  const wallet = obj(await api.admin('POST', `${orgPath}/wallet/credits`, { amount: demoCredit, reference: 'cpctl demo' }));
  const s: Summary = {
    organization,
    client,
    access_token: token.access_token,
    expires_in: token.expires_in,
    wallet,
    sims: [],
    coverage: null,
    plan: null,
    link: null,
    phone_number: null,
    reseller_plan: null,
    reseller_link: null,
    console: null,
    skipped: [],
    failed: [],
  };

  const paths = await api.paths().catch((err) => {
    if (err instanceof ApiError) return new Set<string>();
    throw err;
  });
  if (!paths.has('/admin/organizations/{id}/users')) s.skipped.push('console user: the server has no /admin/organizations/{id}/users yet');
  else {
    const email = `demo-${String(organization.id).slice(0, 8)}@example.com`;
    const password = randomBytes(18).toString('base64url');
    const user = await attempt(s, 'console user', async () => obj(await api.admin('POST', `${orgPath}/users`, { email, role: 'admin', password })));
    if (user !== null) s.console = { url: `${api.baseUrl}/console`, email: String(user.email), password };
  }
  if (!paths.has('/admin/organizations/{id}/sims')) s.skipped.push('SIM delivery: the server has no /admin/organizations/{id}/sims yet');
  else {
    for (const [simType, count] of [
      ['physical', 3],
      ['eSIM', 2],
    ] as const) {
      const delivered = await attempt(s, `${simType} SIM delivery`, async () =>
        arr(obj(await api.admin('POST', `${orgPath}/sims`, { count, sim_type: simType, provider: 'alpha' })).items),
      );
      if (delivered !== null) s.sims.push(...delivered);
    }
  }
  await connectivitySteps(api, s, paths);
  if (!paths.has('/numbers/available')) s.skipped.push('phone number: the server has no /numbers/available yet');
  else {
    const orgId = String(organization.id);
    s.phone_number = await attempt(s, 'phone number', () => buyDemoNumber(api, s.access_token, orgId));
    if (s.phone_number !== null) s.wallet = obj(obj(await api.admin('GET', orgPath)).wallet);
  }

  if (!paths.has('/v1/links')) s.skipped.push('reseller link: the server has no /v1/links yet');
  else {
    const bought = await attempt(s, 'reseller link', () => buyDemoResellerLink(api, s.access_token, String(organization.id)));
    if (bought !== null) {
      s.reseller_plan = bought.plan;
      s.reseller_link = bought.link;
      s.wallet = obj(obj(await api.admin('GET', orgPath)).wallet);
    }
  }

  if (out.json) out.raw(s);
  else printHuman(out, s, api.baseUrl, paths);
  return s.failed.length > 0 ? 1 : 0;
}

export const demoCommand = demo;
