// Test factories for the phone-number service: an organisation ready to buy (numbers
// enabled, KYC approved, billing configured, a credited wallet), and a number it owns,
// ordered from the provider the way a completed purchase leaves it.

import { randomUUID } from 'node:crypto';
import type { Harness, Tenant } from '../../../test/harness.ts';
import type { NumberType } from '../../providers/upstream/numbers.port.ts';
import { phoneNumbers } from './numbers.tables.ts';

export interface NumbersTenantOptions {
  kyc?: 'none' | 'pending' | 'approved' | 'rejected';
  billing?: boolean;
  /** Wallet credit; none when null. */
  credit?: string | null;
  currency?: string;
  services?: string[];
}

export async function numbersTenant(h: Harness, opts: NumbersTenantOptions = {}): Promise<Tenant> {
  const org = await h.createOrganization({ ...(opts.currency ? { currency: opts.currency } : {}), ...(opts.services ? { services: opts.services } : {}) });
  const patch = await h.app.inject({
    method: 'PATCH',
    url: `/admin/organizations/${org.id}`,
    headers: h.admin,
    payload: { kyc_status: opts.kyc ?? 'approved', billing_configured: opts.billing ?? true },
  });
  if (patch.statusCode !== 200) throw new Error(`patch organization: ${patch.statusCode} ${patch.body}`);
  const credit = opts.credit === undefined ? '100.00' : opts.credit;
  if (credit !== null) {
    const res = await h.app.inject({ method: 'POST', url: `/admin/organizations/${org.id}/wallet/credits`, headers: h.admin, payload: { amount: credit } });
    if (res.statusCode !== 201) throw new Error(`credit: ${res.statusCode} ${res.body}`);
  }
  const [a, v] = await Promise.all([h.createClient(org.id, ['admin']), h.createClient(org.id, ['viewer'])]);
  const [at, vt] = await Promise.all([h.token(a), h.token(v)]);
  return { id: org.id, admin: { authorization: `Bearer ${at}` }, viewer: { authorization: `Bearer ${vt}` } };
}

export interface OwnedNumber {
  id: string;
  e164: string;
  countryIso: string;
  upstreamNumberId: string;
}

/**
 * A number the organisation owns, `active` (or the given status), ordered from the
 * provider so that SMS to and from it pass the network. Goes around the purchase flow.
 */
export async function ownNumber(
  h: Harness,
  organizationId: string,
  opts: { countryIso?: string; numberType?: NumberType; status?: 'active' | 'provisioning' | 'suspended'; nextBillingDate?: string } = {},
): Promise<OwnedNumber> {
  const c = h.container;
  const org = await c.organizations.get(organizationId);
  const account = `acct-${organizationId}`;
  const numberType = opts.numberType ?? 'mobile';
  const found = await c.upstream.numbers.searchNumbers({
    account,
    countryIso: opts.countryIso ?? 'DE',
    numberType,
    contains: null,
    limit: 1,
    currency: org.currency,
    holdSeconds: 900,
  });
  const held = found.numbers[0];
  if (held === undefined) throw new Error('the provider offered no number');
  const ordered = await c.upstream.numbers.orderNumber({ account, holdId: held.holdId });
  const id = randomUUID();
  const now = await c.upstream.numbers.now();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()));
  await c.db.insert(phoneNumbers).values({
    organizationId,
    id,
    orderId: randomUUID(),
    holdId: held.holdId,
    upstreamNumberId: ordered.upstreamId,
    e164: held.e164,
    countryIso: held.countryIso,
    numberType: held.numberType,
    connectionFee: held.connectionFee,
    monthlyFee: held.monthlyFee,
    currency: held.currency,
    status: opts.status ?? 'active',
    trafficDirection: held.trafficDirection,
    nextBillingDate: opts.nextBillingDate ?? next.toISOString().slice(0, 10),
    activatedAt: now,
  });
  return { id, e164: held.e164, countryIso: held.countryIso, upstreamNumberId: ordered.upstreamId };
}
