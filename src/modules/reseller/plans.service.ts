// The `/v1` plan catalogue: the operator creates and edits plans (global or of one
// organisation); resellers see the enabled plans meant for them. Input that passes the
// schema is still checked here against real data: countries against the country data
// set, organisation ids against the organisations table.

import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { atMost, MAX_PRICE, toMicros } from '../../lib/money.ts';
import { countriesIn, isCountry, type RegionCode } from '../../lib/regions.ts';
import { type CountryCoverage, coverageOf } from './plans.coverage.ts';
import type { AdminFilters, CoverageType, ResellerPlanInsert, ResellerPlanRow, ResellerPlansRepo } from './plans.repo.ts';

export interface PlanInput {
  name: string;
  provider_plan_id: string;
  data_mb: number;
  validity_days: number;
  sponsor_profile: string;
  coverage_type: CoverageType;
  countries: string[];
  retail_price: string;
  currency: string;
  enabled: boolean;
  organization_id?: string | null;
  excluded_organizations?: string[];
}

export type PlanPatch = Partial<Omit<PlanInput, 'organization_id'>>;

export interface PlanFilters {
  region?: RegionCode;
  coverageType?: CoverageType;
  sponsorProfile?: string;
}

type Page = { limit: number; offset: number };

/** Upper-cased, deduplicated and sorted; a code the data set does not know is refused. */
export function normaliseCountries(given: readonly string[]): string[] {
  const codes = [...new Set(given.map((c) => c.toUpperCase()))].sort();
  const unknown = codes.filter((c) => !isCountry(c));
  if (unknown.length > 0) throw invalid(`unknown country codes: ${unknown.join(', ')}`, { countries: unknown });
  return codes;
}

function positivePrice(value: string): string {
  if (toMicros(value) <= 0n) throw invalid('retail_price must be above zero', { retail_price: value });
  return atMost('retail_price', value, MAX_PRICE);
}

export function createResellerPlansService(deps: { db: Db; repo: ResellerPlansRepo }) {
  const { db, repo } = deps;

  /** Unknown organisation ids in a body are a validation error (422), like an unknown plan_id. */
  async function requireOrganizations(field: string, ids: readonly string[]): Promise<void> {
    const known = await repo.existingOrganizations(ids);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw invalid(`${field} names unknown organisations`, { [field]: unknown });
  }

  function patchOf(p: PlanPatch): Partial<ResellerPlanInsert> {
    const out: Partial<ResellerPlanInsert> = {};
    if (p.name !== undefined) out.name = p.name;
    if (p.provider_plan_id !== undefined) out.providerPlanId = p.provider_plan_id;
    if (p.data_mb !== undefined) out.dataMb = p.data_mb;
    if (p.validity_days !== undefined) out.validityDays = p.validity_days;
    if (p.sponsor_profile !== undefined) out.sponsorProfile = p.sponsor_profile;
    if (p.coverage_type !== undefined) out.coverageType = p.coverage_type;
    if (p.countries !== undefined) out.countries = normaliseCountries(p.countries);
    if (p.retail_price !== undefined) out.retailPrice = positivePrice(p.retail_price);
    if (p.currency !== undefined) out.currency = p.currency;
    if (p.enabled !== undefined) out.enabled = p.enabled;
    if (p.excluded_organizations !== undefined) out.excludedOrganizations = [...new Set(p.excluded_organizations.map((id) => id.toLowerCase()))];
    return out;
  }

  async function requireVisiblePlan(organizationId: string, id: string, tx?: Executor): Promise<ResellerPlanRow> {
    const row = await repo.findVisible(organizationId, id, tx);
    if (row === null) throw notFound('plan', id);
    return row;
  }

  return {
    async create(input: PlanInput): Promise<ResellerPlanRow> {
      const row = patchOf(input);
      const organizationId = input.organization_id?.toLowerCase() ?? null;
      const excluded = row.excludedOrganizations ?? [];
      if (organizationId !== null && excluded.length > 0) {
        throw invalid('excluded_organizations applies to global plans only', { organization_id: organizationId });
      }
      if (organizationId !== null) await requireOrganizations('organization_id', [organizationId]);
      await requireOrganizations('excluded_organizations', excluded);
      return repo.insert({ ...(row as ResellerPlanInsert), id: randomUUID(), organizationId, excludedOrganizations: excluded });
    },

    /** Any subset of the fields; the owner is fixed at creation (a plan never moves between organisations). */
    async update(id: string, patch: PlanPatch): Promise<ResellerPlanRow> {
      const set = patchOf(patch);
      if (set.excludedOrganizations !== undefined) await requireOrganizations('excluded_organizations', set.excludedOrganizations);
      return db.transaction(async (tx) => {
        const current = await repo.findForUpdate(id, tx);
        if (current === null) throw notFound('reseller plan', id);
        if (current.organizationId !== null && (set.excludedOrganizations?.length ?? 0) > 0) {
          throw invalid('excluded_organizations applies to global plans only', { organization_id: current.organizationId });
        }
        return (await repo.update(id, set, tx)) as ResellerPlanRow;
      });
    },

    async get(id: string): Promise<ResellerPlanRow> {
      const row = await repo.find(id);
      if (row === null) throw notFound('reseller plan', id);
      return row;
    },

    listAdmin: (f: AdminFilters, page: Page) => repo.listAdmin(f, page),

    /** One page of the enabled plans the organisation may see, filters combined with AND. */
    listVisible(organizationId: string, f: PlanFilters, page: Page) {
      return repo.listVisible(
        organizationId,
        { regionCountries: f.region !== undefined ? countriesIn(f.region) : undefined, coverageType: f.coverageType, sponsorProfile: f.sponsorProfile },
        page,
      );
    },

    /**
     * The plan if the organisation may buy it, else null: missing, disabled, excluded,
     * hidden by the organisation's own copy, or another organisation's. For the links module.
     */
    findVisiblePlan: (organizationId: string, id: string, tx?: Executor): Promise<ResellerPlanRow | null> => repo.findVisible(organizationId, id, tx),

    /** As findVisiblePlan, but 404 NOT_FOUND when the organisation may not see the plan. */
    requireVisiblePlan,

    /** Every covered country of a visible plan with its operators and network types. */
    async coverage(organizationId: string, id: string): Promise<{ plan: ResellerPlanRow; countries: CountryCoverage[] }> {
      const plan = await requireVisiblePlan(organizationId, id);
      return { plan, countries: coverageOf(plan.countries) };
    },
  };
}

export type ResellerPlansService = ReturnType<typeof createResellerPlansService>;
