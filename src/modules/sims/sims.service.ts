import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { invalid, notFound } from '../../lib/errors.ts';
import type { ProviderName, SimType, UpstreamRegistry } from '../../providers/upstream/upstream.port.ts';
import { UpstreamError } from '../../providers/upstream/upstream.port.ts';
import { requireUpstream, upstreamUnavailable } from '../../providers/upstream/upstream.errors.ts';
import type { PlanRow } from '../plans/plans.repo.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { SimEvents } from './sims.events.ts';
import type { SimFilter, SimListQuery, SimRecord, SimRow, SimsRepo } from './sims.repo.ts';

export const maxDelivery = 1000;

/** The eSIM installation view (activation code, QR code, links); every field null for a physical SIM. */
export interface EsimProfile {
  activationCode: string | null;
  qrCodeSvg: string | null;
  androidDeeplink: string | null;
  iosDeeplink: string | null;
}

const noProfile: EsimProfile = { activationCode: null, qrCodeSvg: null, androidDeeplink: null, iosDeeplink: null };

/** The platforms' universal links that open the eSIM installer with the LPA string. */
export const androidDeeplinkOf = (lpa: string) => `https://esimsetup.android.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(lpa)}`;
export const iosDeeplinkOf = (lpa: string) => `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(lpa)}`;

export function createSimsService(deps: {
  simsRepo: SimsRepo;
  findOrganization(id: string): Promise<{ providerAccount: string } | null>;
  upstream: UpstreamRegistry;
  /** A live plan of the organisation, or entity_not_found / entity_deleted (for `for_plan_id`). */
  requirePlan(organizationId: string, id: string): Promise<PlanRow>;
  /** Stores what the provider reported of a SIM, with sim.imei_changed when its IMEI changed (sims.events.ts). */
  syncReported: SimEvents['syncReported'];
}) {
  const { simsRepo, upstream } = deps;

  async function requireRecord(organizationId: string, id: string): Promise<SimRecord> {
    const record = await simsRepo.findRecord(organizationId, id);
    if (record === null) throw notFound('sim', id);
    return record;
  }

  return {
    get: requireRecord,

    /** `forPlanId` resolves the plan's zones and replaces `compatibilityZones`. */
    async list(organizationId: string, q: Omit<SimListQuery, keyof SimFilter> & SimFilter & { forPlanId?: string }): Promise<{ rows: SimRecord[]; total: number }> {
      const { forPlanId, ...query } = q;
      if (forPlanId !== undefined) query.compatibilityZones = (await deps.requirePlan(organizationId, forPlanId)).compatibilityZones;
      return simsRepo.list(organizationId, query);
    },

    /**
     * POST /sims/{id}/refresh: stores what the provider reports now. A provider with no
     * data for the SIM leaves the stored SIM as it is.
     */
    async refresh(origin: EventOrigin, organizationId: string, id: string): Promise<SimRecord> {
      const { sim } = await requireRecord(organizationId, id);
      // An adapter that reports an unknown SIM as a 404 error rather than null has no data either.
      const read = () => upstream.get(sim.provider as ProviderName).getSim(sim.iccid).catch((err: unknown) => (err instanceof UpstreamError && err.kind === 'not_found' ? null : Promise.reject(err)));
      const fresh = await requireUpstream(sim.provider, 'read the SIM', read);
      if (fresh !== null) {
        await deps.syncReported(origin, organizationId, id, {
          status: fresh.status,
          isAttached: fresh.endpointId !== null,
          msisdn: fresh.msisdn,
          imsi: fresh.imsi,
          imei: fresh.imei,
          eid: fresh.eid,
          compatibilityZones: [...fresh.compatibilityZones],
          esimProfileStatus: fresh.esimProfileStatus,
        });
      }
      return requireRecord(organizationId, id);
    },

    /** GET /sims/{id}/esim-profile: the LPA code from the provider, as QR code and deeplinks. */
    async esimProfile(organizationId: string, id: string): Promise<EsimProfile> {
      const { sim } = await requireRecord(organizationId, id);
      if (sim.simType !== 'eSIM') return noProfile;
      const lpa = await requireUpstream(sim.provider, 'read the eSIM activation code', () =>
        upstream.get(sim.provider as ProviderName).getEsimActivationCode(sim.iccid),
      );
      if (lpa === null) return noProfile;
      const qrCodeSvg = await QRCode.toString(lpa, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { activationCode: lpa, qrCodeSvg, androidDeeplink: androidDeeplinkOf(lpa), iosDeeplink: iosDeeplinkOf(lpa) };
    },

    /**
     * The provider delivers SIMs to the organisation's account and they enter its
     * inventory as the provider reported them. The provider keeps what it delivered
     * even if recording fails here; a later refresh finds them by ICCID.
     */
    async deliver(organizationId: string, input: { count: number; simType: SimType; provider?: ProviderName }): Promise<SimRow[]> {
      if (!Number.isInteger(input.count) || input.count < 1 || input.count > maxDelivery) {
        throw invalid(`count must be a whole number from 1 to ${maxDelivery}`, { field: 'count' });
      }
      const provider = input.provider ?? 'alpha';
      const org = await deps.findOrganization(organizationId);
      if (org === null) throw notFound('organization', organizationId);
      let delivered: Awaited<ReturnType<ReturnType<UpstreamRegistry['get']>['deliverSims']>>;
      try {
        delivered = await upstream.get(provider).deliverSims({ account: org.providerAccount, count: input.count, simType: input.simType });
      } catch (err) {
        throw upstreamUnavailable(err, provider, 'deliver SIMs');
      }
      return simsRepo.insertMany(
        organizationId,
        delivered.map((s) => ({
          id: randomUUID(),
          iccid: s.iccid,
          provider,
          status: s.status,
          simType: s.simType,
          isAttached: s.endpointId !== null,
          msisdn: s.msisdn,
          imsi: s.imsi,
          imei: s.imei,
          eid: s.eid,
          compatibilityZones: [...s.compatibilityZones],
          esimProfileStatus: s.esimProfileStatus,
        })),
      );
    },
  };
}

export type SimsService = ReturnType<typeof createSimsService>;
