// `cpctl org ...`: organisations through /admin/organizations.

import { wholeNumber } from './args.ts';
import { arr, type Ctx, type Json, obj, type Out } from './output.ts';

const kycStatuses = ['none', 'pending', 'approved', 'rejected'] as const;

function showOrganization(out: Out, o: Json): void {
  const wallet = obj(o.wallet);
  out.fields([
    ['id', o.id],
    ['name', o.name],
    ['services', o.services],
    ['currency', o.currency],
    ['wallet', `${wallet.balance ?? '?'} ${wallet.currency ?? ''}`.trim()],
    ['price_per_request', o.price_per_request],
    ['monthly_link_fee', o.monthly_link_fee],
    ['rate_limit_per_minute', o.rate_limit_per_minute ?? '(the platform default)'],
    ['billing_configured', o.billing_configured],
    ['kyc_status', o.kyc_status],
    ['created_at', o.created_at],
  ]);
}

async function create({ api, args, out }: Ctx): Promise<void> {
  args.expect(['name'], ['services', 'currency']);
  const body: Json = { name: args.pos(0) };
  const services = args.list('services');
  if (services !== undefined) body.services = services;
  if (args.flag('currency') !== undefined) body.currency = args.flag('currency');
  const o = await api.admin('POST', '/organizations', body);
  out.answer(o, () => showOrganization(out, obj(o)));
}

async function list({ api, args, out }: Ctx): Promise<void> {
  args.expect([], ['page', 'page-size']);
  const q = new URLSearchParams();
  if (args.flag('page') !== undefined) q.set('page', String(wholeNumber('--page', args.flag('page'), 1, 1_000_000)));
  if (args.flag('page-size') !== undefined) q.set('page_size', String(wholeNumber('--page-size', args.flag('page-size'), 1, 100)));
  const query = q.toString();
  const answer = obj(await api.admin('GET', `/organizations${query ? `?${query}` : ''}`));
  out.answer(answer, () => {
    out.table(
      ['ID', 'NAME', 'SERVICES', 'WALLET', 'KYC'],
      arr(answer.items).map((o) => {
        const w = obj(o.wallet);
        return [o.id as string, o.name as string, (o.services as string[] | undefined)?.join(',') ?? '', `${w.balance} ${w.currency}`, o.kyc_status as string];
      }),
    );
    out.line(`page ${answer.page} of ${answer.pages}, ${answer.total} in all`);
  });
}

async function get({ api, args, out }: Ctx): Promise<void> {
  args.expect(['id'], []);
  const o = await api.admin('GET', `/organizations/${encodeURIComponent(args.pos(0))}`);
  out.answer(o, () => showOrganization(out, obj(o)));
}

async function update({ api, args, out }: Ctx): Promise<void> {
  args.expect(['id'], ['name', 'services', 'price-per-request', 'billing-configured', 'kyc-status', 'monthly-link-fee', 'rate-limit-per-minute']);
  const body: Json = {};
  if (args.flag('name') !== undefined) body.name = args.flag('name');
  if (args.list('services') !== undefined) body.services = args.list('services');
  if (args.flag('price-per-request') !== undefined) body.price_per_request = args.flag('price-per-request');
  if (args.bool('billing-configured') !== undefined) body.billing_configured = args.bool('billing-configured');
  if (args.oneOf('kyc-status', kycStatuses) !== undefined) body.kyc_status = args.flag('kyc-status');
  if (args.flag('monthly-link-fee') !== undefined) body.monthly_link_fee = args.flag('monthly-link-fee');
  const rate = args.flag('rate-limit-per-minute');
  if (rate !== undefined) body.rate_limit_per_minute = rate === 'default' ? null : wholeNumber('--rate-limit-per-minute', rate, 1, 1_000_000_000);
  if (Object.keys(body).length === 0) throw args.usageError('nothing to update');
  const o = await api.admin('PATCH', `/organizations/${encodeURIComponent(args.pos(0))}`, body);
  out.answer(o, () => showOrganization(out, obj(o)));
}

export const orgCommands = { create, list, get, update };
