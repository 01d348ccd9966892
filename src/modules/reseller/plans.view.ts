// Shapes a stored plan into its wire forms. Regions are worked out here from the
// countries (src/lib/regions.ts), never stored, so they always follow the data set.

import { formatMoney } from '../../lib/money.ts';
import { type RegionCode, regionsOf } from '../../lib/regions.ts';
import type { CoverageType, ResellerPlanRow } from './plans.repo.ts';

/** The `/v1` plan object. */
export interface PlanView {
  id: string;
  name: string;
  provider_plan_id: string;
  data_mb: number;
  validity_days: number;
  sponsor_profile: string;
  coverage_type: CoverageType;
  regions: RegionCode[];
  coverage: { country_count: number; countries: string[] };
  retail_price: string;
  currency: string;
  is_global: boolean;
}

export const toPlan = (r: ResellerPlanRow): PlanView => ({
  id: r.id,
  name: r.name,
  provider_plan_id: r.providerPlanId,
  data_mb: r.dataMb,
  validity_days: r.validityDays,
  sponsor_profile: r.sponsorProfile,
  coverage_type: r.coverageType as CoverageType,
  regions: regionsOf(r.countries),
  coverage: { country_count: r.countries.length, countries: r.countries },
  retail_price: formatMoney(r.retailPrice),
  currency: r.currency,
  is_global: r.organizationId === null,
});

/** The operator's view: the plan object plus ownership, exclusions and state. */
export const toAdminPlan = (r: ResellerPlanRow) => ({
  ...toPlan(r),
  organization_id: r.organizationId,
  excluded_organizations: r.excludedOrganizations,
  enabled: r.enabled,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});
