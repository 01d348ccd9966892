import { randomUUID } from 'node:crypto';
import { AppError, invalid, notFound } from '../../http/errors.ts';
import type { ProviderName, SimType, UpstreamRegistry } from '../../providers/upstream/port.ts';
import { UpstreamError } from '../../providers/upstream/port.ts';
import type { SimRow, SimsRepo } from './sims.repo.ts';

export const maxDelivery = 1000;

export function createSimsService(deps: {
  simsRepo: SimsRepo;
  findOrganization(id: string): Promise<{ providerAccount: string } | null>;
  upstream: UpstreamRegistry;
}) {
  const { simsRepo, upstream } = deps;

  return {
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
        if (!(err instanceof UpstreamError)) throw err;
        throw new AppError('upstream_unavailable', `provider ${provider} could not deliver SIMs`, {
          provider,
          operation: err.operation,
          upstream_status: err.status,
          retryable: err.retryable,
        });
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
