// `cpctl reseller-plan ...` and `cpctl sponsor-profile ...`: the /v1 plan catalogue
// through /admin/reseller-plans and /admin/sponsor-profiles; `cpctl reseller-purchase
// ...` and `cpctl reseller-topup ...`: pending purchases and top-ups and running their
// repair again (/admin/reseller-purchases, /admin/reseller-topups).

import { type Args, UsageError, wholeNumber } from './args.ts';
import { arr, type Ctx, type Json, obj, type Out } from './output.ts';

const coverageTypes = ['local', 'regional', 'global'] as const;
const providers = ['alpha', 'beta'] as const;
const planFlags = [
  'name',
  'provider-plan-id',
  'data-mb',
  'validity-days',
  'sponsor-profile',
  'coverage-type',
  'countries',
  'price',
  'currency',
  'enabled',
  'exclude',
];

function showPlan(out: Out, p: Json): void {
  const coverage = obj(p.coverage);
  out.fields([
    ['id', p.id],
    ['name', p.name],
    ['provider_plan_id', p.provider_plan_id],
    ['organization', p.organization_id ?? 'global'],
    ['data_mb', p.data_mb],
    ['validity_days', p.validity_days],
    ['sponsor_profile', p.sponsor_profile],
    ['coverage_type', p.coverage_type],
    ['regions', p.regions],
    ['countries', coverage.countries],
    ['retail_price', `${p.retail_price} ${p.currency}`],
    ['enabled', p.enabled],
    ['excluded_organizations', p.excluded_organizations],
  ]);
}

/** The body fields given as flags; the server checks values (countries, organisations, price). */
function planBody(args: Args): Json {
  const body: Json = {};
  if (args.flag('name') !== undefined) body.name = args.flag('name');
  if (args.flag('provider-plan-id') !== undefined) body.provider_plan_id = args.flag('provider-plan-id');
  if (args.flag('data-mb') !== undefined) body.data_mb = wholeNumber('--data-mb', args.flag('data-mb'), 1, 10_000_000);
  if (args.flag('validity-days') !== undefined) body.validity_days = wholeNumber('--validity-days', args.flag('validity-days'), 1, 3650);
  if (args.flag('sponsor-profile') !== undefined) body.sponsor_profile = args.flag('sponsor-profile');
  if (args.oneOf('coverage-type', coverageTypes) !== undefined) body.coverage_type = args.flag('coverage-type');
  if (args.list('countries') !== undefined) body.countries = args.list('countries');
  if (args.flag('price') !== undefined) body.retail_price = args.flag('price');
  if (args.flag('currency') !== undefined) body.currency = args.flag('currency');
  if (args.bool('enabled') !== undefined) body.enabled = args.bool('enabled');
  if (args.list('exclude') !== undefined) body.excluded_organizations = args.list('exclude');
  return body;
}

async function create({ api, args, out }: Ctx): Promise<void> {
  args.expect(['name'], [...planFlags.filter((f) => f !== 'name'), 'org']);
  for (const required of ['provider-plan-id', 'data-mb', 'validity-days', 'coverage-type', 'countries', 'price']) {
    if (args.flag(required) === undefined) throw args.usageError(`missing --${required}`);
  }
  // The operator's usual choices: euros, the `default` sponsor profile, on sale at once.
  const body: Json = { currency: 'EUR', sponsor_profile: 'default', enabled: true, ...planBody(args), name: args.pos(0) };
  if (args.flag('org') !== undefined) body.organization_id = args.flag('org');
  const p = await api.admin('POST', '/reseller-plans', body);
  out.answer(p, () => showPlan(out, obj(p)));
}

async function list({ api, args, out }: Ctx): Promise<void> {
  args.expect([], ['org', 'enabled', 'sponsor-profile', 'page', 'page-size']);
  const q = new URLSearchParams();
  if (args.flag('org') !== undefined) q.set('organization_id', args.flag('org') as string);
  if (args.bool('enabled') !== undefined) q.set('enabled', String(args.bool('enabled')));
  if (args.flag('sponsor-profile') !== undefined) q.set('sponsor_profile', args.flag('sponsor-profile') as string);
  if (args.flag('page') !== undefined) q.set('page', String(wholeNumber('--page', args.flag('page'), 1, 1_000_000)));
  if (args.flag('page-size') !== undefined) q.set('page_size', String(wholeNumber('--page-size', args.flag('page-size'), 1, 100)));
  const query = q.toString();
  const answer = obj(await api.admin('GET', `/reseller-plans${query ? `?${query}` : ''}`));
  out.answer(answer, () => {
    out.table(
      ['ID', 'NAME', 'ORGANIZATION', 'PROVIDER PLAN', 'DATA MB', 'DAYS', 'PRICE', 'ENABLED'],
      arr(answer.items).map((p) => [
        p.id as string,
        p.name as string,
        (p.organization_id as string | null) ?? 'global',
        p.provider_plan_id as string,
        p.data_mb as number,
        p.validity_days as number,
        `${p.retail_price} ${p.currency}`,
        p.enabled as boolean,
      ]),
    );
    out.line(`page ${answer.page} of ${answer.pages}, ${answer.total} in all`);
  });
}

async function get({ api, args, out }: Ctx): Promise<void> {
  args.expect(['id'], []);
  const p = await api.admin('GET', `/reseller-plans/${encodeURIComponent(args.pos(0))}`);
  out.answer(p, () => showPlan(out, obj(p)));
}

async function update({ api, args, out }: Ctx): Promise<void> {
  args.expect(['id'], planFlags);
  const body = planBody(args);
  if (Object.keys(body).length === 0) throw args.usageError('nothing to update');
  const p = await api.admin('PATCH', `/reseller-plans/${encodeURIComponent(args.pos(0))}`, body);
  out.answer(p, () => showPlan(out, obj(p)));
}

async function profileSet({ api, args, out }: Ctx): Promise<void> {
  args.expect(['name', 'provider', 'base-plan'], []);
  if (!(providers as readonly string[]).includes(args.pos(1))) throw new UsageError(`<provider> must be alpha or beta, got "${args.pos(1)}"`);
  const p = obj(await api.admin('PUT', `/sponsor-profiles/${encodeURIComponent(args.pos(0))}`, { provider: args.pos(1), base_plan: args.pos(2) }));
  out.answer(p, () => out.line(`sponsor profile ${p.name}: provider ${p.provider}, base plan ${p.base_plan}`));
}

async function profileList({ api, args, out }: Ctx): Promise<void> {
  args.expect([], []);
  const answer = obj(await api.admin('GET', '/sponsor-profiles'));
  out.answer(answer, () =>
    out.table(
      ['NAME', 'PROVIDER', 'BASE PLAN', 'UPDATED'],
      arr(answer.items).map((p) => [p.name as string, p.provider as string, p.base_plan as string, p.updated_at as string]),
    ),
  );
}

/** Pending purchases or top-ups: the command word, the admin path and what tells one apart. */
interface Pendings {
  command: 'reseller-purchase' | 'reseller-topup';
  path: 'reseller-purchases' | 'reseller-topups';
  /** The column of the list, and the field of one, that says what was bought. */
  what: { header: string; of(p: Json): string };
}

const purchases: Pendings = { command: 'reseller-purchase', path: 'reseller-purchases', what: { header: 'ICCID', of: (p) => p.iccid as string } };
const topups: Pendings = { command: 'reseller-topup', path: 'reseller-topups', what: { header: 'LINK', of: (p) => p.link_id as string } };

function repairText(p: Json): string {
  if (p.repair === null) return 'none';
  const r = obj(p.repair);
  return `job ${r.job_id} ${r.status}, attempt ${r.attempts} of ${r.max_attempts}, due ${r.run_at}`;
}

function pendingList(kind: Pendings) {
  return async ({ api, args, out }: Ctx): Promise<void> => {
    args.expect([], ['org', 'older-than', 'page', 'page-size']);
    const q = new URLSearchParams();
    if (args.flag('org') !== undefined) q.set('organization_id', args.flag('org') as string);
    if (args.flag('older-than') !== undefined) q.set('older_than_seconds', String(wholeNumber('--older-than', args.flag('older-than'), 0, 315_360_000)));
    if (args.flag('page') !== undefined) q.set('page', String(wholeNumber('--page', args.flag('page'), 1, 1_000_000)));
    if (args.flag('page-size') !== undefined) q.set('page_size', String(wholeNumber('--page-size', args.flag('page-size'), 1, 100)));
    const query = q.toString();
    const answer = obj(await api.admin('GET', `/${kind.path}${query ? `?${query}` : ''}`));
    out.answer(answer, () => {
      out.table(
        ['ID', 'ORGANIZATION', kind.what.header, 'AMOUNT', 'CREATED', 'REPAIR'],
        arr(answer.items).map((p) => {
          const repair = p.repair === null ? null : obj(p.repair);
          const repairCell = repair === null ? 'none' : `${repair.status} (${repair.attempts}/${repair.max_attempts})`;
          return [p.id as string, p.organization_id as string, kind.what.of(p), `${p.amount} ${p.currency}`, p.created_at as string, repairCell];
        }),
      );
      out.line(`page ${answer.page} of ${answer.pages}, ${answer.total} pending in all`);
    });
  };
}

function pendingRepair(kind: Pendings) {
  return async ({ api, args, out }: Ctx): Promise<void> => {
    args.expect(['org-id', 'id'], []);
    const p = obj(await api.admin('POST', `/organizations/${encodeURIComponent(args.pos(0))}/${kind.path}/${encodeURIComponent(args.pos(1))}/repair`));
    out.answer(p, () =>
      out.fields([
        ['id', p.id],
        ['organization', p.organization_id],
        ['status', p.status],
        ['plan', `${p.plan_name} (${p.plan_id})`],
        [kind.what.header.toLowerCase(), kind.what.of(p)],
        ['amount', `${p.amount} ${p.currency}`],
        ['created_at', p.created_at],
        ['repair', repairText(p)],
      ]),
    );
  };
}

export const resellerPlanCommands = { create, list, get, update };
export const resellerPurchaseCommands = { list: pendingList(purchases), repair: pendingRepair(purchases) };
export const resellerTopupCommands = { list: pendingList(topups), repair: pendingRepair(topups) };
export const sponsorProfileCommands = { set: profileSet, list: profileList };
