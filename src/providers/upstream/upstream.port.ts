// The upstream port: everything the platform asks of a mobile network provider. The
// simulator is one adapter; a real provider would be another, passing the same
// contract tests (upstream.contract.ts). Services depend on this interface only.

export type ProviderName = 'alpha' | 'beta';
export const providerNames: readonly ProviderName[] = ['alpha', 'beta'];

export type CompatibilityZone = 'magenta' | 'cyan' | 'brown' | 'amber' | 'violet' | 'coral' | 'teal' | 'slate' | 'ivory';

/** One zone family per provider. */
export const zoneFamilies: Record<ProviderName, readonly CompatibilityZone[]> = {
  alpha: ['magenta', 'cyan', 'brown', 'amber', 'violet'],
  beta: ['coral', 'teal', 'slate', 'ivory'],
};

export const allZones: readonly CompatibilityZone[] = [...zoneFamilies.alpha, ...zoneFamilies.beta];

export function providerOfZone(zone: string): ProviderName | null {
  for (const p of providerNames) if ((zoneFamilies[p] as readonly string[]).includes(zone)) return p;
  return null;
}

export type SimType = 'physical' | 'eSIM';
export type UpstreamSimStatus = 'inactive' | 'active' | 'suspended' | 'terminated';
export type EsimProfileStatus = 'installed' | 'downloaded' | 'enabled' | 'disabled' | 'deleted' | 'error';
export type NetworkType = '2G' | '3G' | '4G' | '5G' | 'NB-IoT' | 'LTE-M';
export const networkTypes: readonly NetworkType[] = ['2G', '3G', '4G', '5G', 'NB-IoT', 'LTE-M'];

export interface UpstreamSim {
  iccid: string;
  simType: SimType;
  status: UpstreamSimStatus;
  imsi: string;
  msisdn: string;
  eid: string | null;
  imei: string | null;
  compatibilityZones: CompatibilityZone[];
  esimProfileStatus: EsimProfileStatus | null;
  /** The provider's endpoint the SIM is attached to, if any. */
  endpointId: string | null;
}

/**
 * An eSIM handed out from a provider's pool: the SIM with the activation code (the
 * SGP.22 `LPA:1$...` string) a device installs its profile from, as eSIM pools hand
 * out a profile with its code; null from a provider that gives the code only on its
 * own read (getEsimActivationCode).
 */
export interface IssuedEsim extends UpstreamSim {
  activationCode: string | null;
}

export interface UpstreamEndpoint {
  id: string;
  iccid: string | null;
  status: 'active' | 'suspended' | 'deleted';
  barredNetworkTypes: NetworkType[];
  imeiLock: string | null;
  throttle: string | null;
}

export interface PlanAddonInput {
  allowanceMb: number;
  validityDays: number;
  activationType: 'immediate' | 'on_first_data_usage';
  /** `unlimited` or a throttle action. */
  throttle: string;
  dataCap: { thresholdMb: number; period: 'daily' | 'monthly'; periodMultiplier: number; action: string } | null;
  /**
   * ISO 3166-1 alpha-2 codes (upper case) of the countries where the allowance applies:
   * traffic elsewhere does not draw from it. Absent or null: wherever the endpoint is served.
   */
  countries?: readonly string[] | null;
}

/** A plan profile (a connectivity plan at the provider) has no countries: its plan's coverage is a set of operators. */
export interface PlanProfileInput extends Omit<PlanAddonInput, 'countries'> {
  account: string;
}

export interface UpstreamAddon {
  id: string;
  endpointId: string;
  status: 'pending' | 'active' | 'expired' | 'exhausted' | 'removed';
  allowanceMb: string;
  usedMb: string;
  activatedAt: Date | null;
  expiresAt: Date | null;
}

export interface EndpointUsage {
  endpointId: string;
  totalUsedMb: string;
  addons: UpstreamAddon[];
  /** The cap throttle currently applied by the network, if any. */
  throttle: string | null;
}

export interface NetworkStatus {
  connected: boolean;
  rat: '2g_3g' | '4g' | '5g' | 'unknown';
  /** Operator id in the platform's operator catalogue, or null when not attached. */
  operatorId: string | null;
  lastSeenAt: Date | null;
}

export interface SmsResult {
  id: string;
  status: 'sent';
}

export interface CostLine {
  service: 'DATA' | 'SMS-MO' | 'SMS-MT' | 'IOT' | null;
  usage: string | null;
  amount: string | null;
  operatorIds: string[];
}

export interface UpstreamPort {
  readonly provider: ProviderName;
  /** Current time of the provider's network (the simulator's clock can be moved). */
  now(): Promise<Date>;

  deliverSims(input: { account: string; count: number; simType: SimType }): Promise<UpstreamSim[]>;
  /** Null when the provider has no data for the SIM. */
  getSim(iccid: string): Promise<UpstreamSim | null>;
  getEsimActivationCode(iccid: string): Promise<string | null>;
  /**
   * One eSIM from the provider's pool for a base plan (a sponsor profile's), issued to
   * the account, with its activation code. Each call hands out a different eSIM, never
   * one already issued.
   */
  issueEsim(input: { account: string; basePlan: string }): Promise<IssuedEsim>;

  /** The endpoint as the provider has it now; null when it has none by this id. */
  getEndpoint(endpointId: string): Promise<UpstreamEndpoint | null>;
  createEndpoint(input: { account: string; iccid: string | null }): Promise<UpstreamEndpoint>;
  deleteEndpoint(endpointId: string): Promise<void>;
  attachSim(endpointId: string, iccid: string): Promise<UpstreamEndpoint>;
  detachSim(endpointId: string): Promise<UpstreamEndpoint>;
  suspendEndpoint(endpointId: string): Promise<UpstreamEndpoint>;
  resumeEndpoint(endpointId: string): Promise<UpstreamEndpoint>;
  setNetworkBars(endpointId: string, barred: NetworkType[]): Promise<UpstreamEndpoint>;
  setImeiLock(endpointId: string, imei: string | null): Promise<UpstreamEndpoint>;

  addPlan(endpointId: string, plan: PlanAddonInput): Promise<UpstreamAddon>;
  /**
   * An endpoint for the SIM with the plan as its first add-on, in one call (`/v1`'s
   * purchase step 4). It is refused as createEndpoint or addPlan would refuse its
   * parts (the error's operation says which); the simulated provider then keeps
   * nothing of the call, and a caller that cannot know whether a provider does
   * removes any endpoint the SIM ended up on.
   */
  createEndpointWithPlan(input: { account: string; iccid: string; plan: PlanAddonInput }): Promise<{ endpoint: UpstreamEndpoint; addon: UpstreamAddon }>;
  removePlan(endpointId: string, addonId: string): Promise<void>;
  getUsage(endpointIds: string[]): Promise<EndpointUsage[]>;
  getNetworkStatus(endpointId: string): Promise<NetworkStatus>;
  sendSms(input: { iccid: string; message: string }): Promise<SmsResult>;
  getCosts(input: { iccid: string; from: Date; to: Date }): Promise<{ currency: string; lines: CostLine[] }>;

  /** The provider's copy of a plan under the organisation's account; the plan name never goes upstream. */
  createPlanProfile(input: PlanProfileInput): Promise<{ id: string }>;
  updatePlanProfile(profileId: string, input: PlanAddonInput): Promise<void>;
  /** Deleting a profile the provider no longer has is not an error. */
  deletePlanProfile(profileId: string): Promise<void>;
}

export type UpstreamErrorKind = 'unavailable' | 'rate_limited' | 'rejected' | 'not_found' | 'conflict';

/**
 * A failed upstream call. `retryable` says whether the same call may succeed later
 * (timeouts, 429, 5xx) or will fail again (a rule of the provider was broken).
 */
export class UpstreamError extends Error {
  readonly operation: string;
  readonly kind: UpstreamErrorKind;
  readonly status: number;
  readonly retryable: boolean;

  constructor(operation: string, kind: UpstreamErrorKind, status: number, message: string) {
    super(message);
    this.name = 'UpstreamError';
    this.operation = operation;
    this.kind = kind;
    this.status = status;
    this.retryable = kind === 'unavailable' || kind === 'rate_limited';
  }

  static fromStatus(operation: string, status: number, message?: string): UpstreamError {
    const kind: UpstreamErrorKind =
      status === 429 ? 'rate_limited' : status === 404 ? 'not_found' : status === 409 ? 'conflict' : status >= 500 ? 'unavailable' : 'rejected';
    return new UpstreamError(operation, kind, status, message ?? `upstream ${operation} failed with HTTP ${status}`);
  }
}

/** The providers the platform is connected to, chosen in one place (the container). */
export interface UpstreamRegistry {
  get(provider: ProviderName): UpstreamPort;
}
