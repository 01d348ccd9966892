// Shapes `/v1` links and transactions into their wire forms. The activation URLs are
// the platforms' universal links (esimsetup.apple.com and esimsetup.android.com) with
// the URL-encoded LPA string.

import { formatMoney } from '../../lib/money.ts';
import type { CountryCoverage } from './plans.coverage.ts';
import type { V1LinkDetail } from './links.manage.ts';
import type { TransactionRow, V1LinkRow } from './links.repo.ts';

const round = (n: number) => Math.round(n * 1000) / 1000;

export const toLinkItem = (l: V1LinkRow) => ({
  id: l.id,
  name: l.name,
  iccid: l.iccid,
  status: l.status,
  sponsor_profile: l.sponsorProfile,
  created_at: l.createdAt.toISOString(),
  updated_at: l.updatedAt.toISOString(),
});

export function activationUrls(lpa: string | null) {
  if (lpa === null) return { apple_activation_url: null, android_activation_url: null };
  const card = encodeURIComponent(lpa);
  return {
    apple_activation_url: `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${card}`,
    android_activation_url: `https://esimsetup.android.com/esim_qrcode_provisioning?carddata=${card}`,
  };
}

export const toLinkDetail = (d: V1LinkDetail) => ({
  ...toLinkItem(d.link),
  status: d.status,
  activations: d.activations.map((a) => ({
    id: a.row.id,
    plan: { id: a.row.planId, name: a.row.planName, data_mb: a.row.dataMb, validity_days: a.row.validityDays },
    status: a.row.status as 'active' | 'expired' | 'exhausted',
    data_used_mb: round(a.usedMb),
    data_remaining_mb: round(a.remainingMb),
    coverage_countries: a.row.countries,
    activated_at: a.row.activatedAt?.toISOString() ?? null,
    expires_at: a.row.expiresAt?.toISOString() ?? null,
    created_at: a.row.createdAt.toISOString(),
  })),
  data_used_mb: round(d.usedMb),
  data_remaining_mb: round(d.remainingMb),
  lpa_profile: d.lpaProfile,
  ...activationUrls(d.lpaProfile),
  coverage_data: d.coverage,
});

// coverage_data is most of a detail's bytes (every operator of every covered country,
// 17 kB for three large countries) and the same for every link of a plan, so its JSON is
// written once per set of countries and spliced into each answer.
const coverageJson = new Map<string, string>();
const COVERAGE_JSON_KEPT = 1000;

function coverageJsonOf(coverage: readonly CountryCoverage[]): string {
  const key = coverage.map((c) => c.iso).join(',');
  let json = coverageJson.get(key);
  if (json === undefined) {
    if (coverageJson.size >= COVERAGE_JSON_KEPT) coverageJson.clear();
    json = JSON.stringify(coverage);
    coverageJson.set(key, json);
  }
  return json;
}

/**
 * A detail as its JSON text, the same document toLinkDetail gives the route's
 * serializer, with the coverage written once per set of countries (see above).
 */
export function linkDetailJson(d: V1LinkDetail): string {
  const { coverage_data: _coverage, ...rest } = toLinkDetail(d);
  return `${JSON.stringify(rest).slice(0, -1)},"coverage_data":${coverageJsonOf(d.coverage)}}`;
}

export const toTransaction = (t: TransactionRow) => ({
  id: t.id,
  type: t.type as 'activation' | 'topup' | 'refund' | 'monthly_link_fee',
  amount: formatMoney(t.amount),
  currency: t.currency,
  plan_name: t.planName ?? (typeof (t.metadata as { plan_name?: unknown }).plan_name === 'string' ? ((t.metadata as { plan_name: string }).plan_name) : null),
  charged_at: t.chargedAt.toISOString(),
  charged_link_ids: t.chargedLinkIds,
});
