// Plans: create, read, list, merge-update and delete. Every change the provider must
// know (allowance, validity, activation type, throttle, cap, or the provider itself)
// is sent after validation and outside any transaction; the database write follows
// and, if it fails, the provider's copy is put back. An update writes only if the plan
// is still at the version it was merged from, so two concurrent updates cannot leave
// the provider with one and the database with the other.

import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../../db/client.ts';
import { deleted, invalid, notFound } from '../../lib/errors.ts';
import type { CoverageRow } from '../coverages/coverages.repo.ts';
import type { NotificationRow, PlanNotificationsRepo } from './plans.notifications.repo.ts';
import type { PlanProfiles } from './plans.profiles.ts';
import type { PlanFilter, PlanListQuery, PlanRecord, PlanRow, PlansRepo } from './plans.repo.ts';
import {
  addonInputOf,
  checkDataCap,
  checkInitialNotifications,
  checkTriggerChange,
  columnsOf,
  type PlanCreateInput,
  type PlanSettings,
  type PlanUpdateInput,
  sameAddonInput,
  settingsOf,
} from './plans.rules.ts';

export interface PlanView {
  record: PlanRecord;
  notifications: NotificationRow[];
}

export interface PlansDeps {
  db: Db;
  plansRepo: PlansRepo;
  notificationsRepo: PlanNotificationsRepo;
  profiles: PlanProfiles;
  /** A live coverage of the organisation, or entity_not_found / entity_deleted. */
  requireCoverage(organizationId: string, id: string, tx?: Executor, lock?: 'update' | 'share'): Promise<CoverageRow>;
  findOrganization(id: string): Promise<{ providerAccount: string } | null>;
}

const maxUpdateAttempts = 5;

export function createPlansService(deps: PlansDeps) {
  const { db, plansRepo: repo, notificationsRepo, profiles } = deps;

  async function requireLive(organizationId: string, id: string, tx?: Executor, lock?: 'update' | 'share'): Promise<PlanRow> {
    const row = await repo.find(organizationId, id, tx, lock);
    if (row === null) throw notFound('plan', id);
    if (row.removedAt !== null) throw deleted('plan', id);
    return row;
  }

  async function viewOf(organizationId: string, id: string, tx?: Executor): Promise<PlanView> {
    const record = await repo.findRecord(organizationId, id, tx);
    if (record === null) throw notFound('plan', id);
    if (record.plan.removedAt !== null) throw deleted('plan', id);
    const notifications = await notificationsRepo.listOf(organizationId, [id], tx);
    return { record, notifications: notifications.get(id) ?? [] };
  }

  async function accountOf(organizationId: string): Promise<string> {
    const org = await deps.findOrganization(organizationId);
    if (org === null) throw notFound('organization', organizationId);
    return org.providerAccount;
  }

  /** One attempt at an update; null when another change committed first (the caller tries again). */
  async function tryUpdate(organizationId: string, id: string, input: PlanUpdateInput): Promise<PlanView | null> {
    const current = await requireLive(organizationId, id);
    const before = settingsOf(current);
    checkTriggerChange(before.reactivationTrigger, input.reactivationTrigger);
    const merged: PlanSettings = { ...before };
    for (const key of Object.keys(input) as Array<keyof PlanSettings>) {
      if (input[key] !== undefined) (merged as unknown as Record<string, unknown>)[key] = input[key];
    }
    checkDataCap(merged);

    let coverage: CoverageRow | null = null;
    if (merged.coverageId !== before.coverageId) coverage = await deps.requireCoverage(organizationId, merged.coverageId);
    const provider = coverage?.provider ?? current.provider;
    const movesProvider = provider !== current.provider;
    const wanted = addonInputOf(merged);
    const upstreamChanged = movesProvider || !sameAddonInput(wanted, addonInputOf(before));

    const profileId = movesProvider ? await profiles.create(provider, await accountOf(organizationId), wanted) : current.upstreamProfileId;
    if (upstreamChanged && !movesProvider) await profiles.update(provider, profileId, wanted);
    let row: PlanRow | null;
    try {
      row = await db.transaction(async (tx) => {
        const zones = coverage === null ? {} : { compatibilityZones: (await deps.requireCoverage(organizationId, coverage.id, tx, 'share')).compatibilityZones };
        return repo.update(organizationId, id, current.version, { ...columnsOf(merged), ...zones, provider, upstreamProfileId: profileId }, tx);
      });
    } catch (err) {
      if (movesProvider) await profiles.discard(provider, profileId);
      else if (upstreamChanged) await profiles.restore(provider, profileId, addonInputOf(before));
      throw err;
    }
    if (row === null) {
      // Another change won the race. Its state is already upstream, or will be once the
      // next attempt (or the final resync) pushes the committed one; restoring ours here
      // could overwrite the winner's.
      if (movesProvider) await profiles.discard(provider, profileId);
      return null;
    }
    if (movesProvider) await profiles.discard(current.provider, current.upstreamProfileId);
    return viewOf(organizationId, id);
  }

  return {
    requireLive,
    viewOf,

    async create(organizationId: string, input: PlanCreateInput): Promise<PlanView> {
      const coverage = await deps.requireCoverage(organizationId, input.coverageId);
      const { notifications: initial, ...fields } = input;
      const settings: PlanSettings = {
        ...fields,
        description: input.description ?? null,
        dataCap: input.dataCap ?? null,
        reactivationTrigger: input.reactivationTrigger ?? null,
        maxReactivations: input.maxReactivations ?? null,
      };
      checkDataCap(settings);
      const notifications = checkInitialNotifications(initial ?? []);

      const id = randomUUID();
      const profileId = await profiles.create(coverage.provider, await accountOf(organizationId), addonInputOf(settings));
      try {
        await db.transaction(async (tx) => {
          // Locked so the coverage can neither be deleted nor change zones before the plan exists.
          const locked = await deps.requireCoverage(organizationId, coverage.id, tx, 'share');
          await repo.insert(
            {
              organizationId,
              id,
              ...columnsOf(settings),
              provider: locked.provider,
              compatibilityZones: locked.compatibilityZones,
              upstreamProfileId: profileId,
            },
            tx,
          );
          await notificationsRepo.insertMany(
            notifications.map((n) => ({ organizationId, planId: id, id: randomUUID(), type: n.type, message: n.message, threshold: n.threshold })),
            tx,
          );
        });
      } catch (err) {
        await profiles.discard(coverage.provider, profileId);
        throw err;
      }
      return viewOf(organizationId, id);
    },

    get: (organizationId: string, id: string): Promise<PlanView> => viewOf(organizationId, id),

    async list(
      organizationId: string,
      q: Omit<PlanListQuery, keyof PlanFilter> & PlanFilter & { forLinkId?: string },
    ): Promise<{ items: PlanView[]; total: number }> {
      const { forLinkId, ...query } = q;
      if (forLinkId !== undefined) {
        const link = await repo.linkZones(organizationId, forLinkId);
        if (link === null) throw notFound('link', forLinkId);
        if (link.removed) throw deleted('link', forLinkId);
        query.compatibilityZones = link.zones;
      }
      const { rows, total } = await repo.list(organizationId, query);
      const notifications = await notificationsRepo.listOf(
        organizationId,
        rows.map((r) => r.plan.id),
      );
      return { items: rows.map((record) => ({ record, notifications: notifications.get(record.plan.id) ?? [] })), total };
    },

    async update(organizationId: string, id: string, input: PlanUpdateInput): Promise<PlanView> {
      if (Object.values(input).every((v) => v === undefined)) return viewOf(organizationId, id);
      for (let attempt = 0; attempt < maxUpdateAttempts; attempt++) {
        const view = await tryUpdate(organizationId, id, input);
        if (view !== null) return view;
      }
      const committed = await requireLive(organizationId, id);
      await profiles.restore(committed.provider, committed.upstreamProfileId, addonInputOf(settingsOf(committed)));
      throw invalid('the plan kept changing while this update was applied; send it again', { entity: 'plan', id, reason: 'concurrent_update' });
    },

    /**
     * Marks the plan removed first (under a lock, after checking for active
     * activations, so none can start meanwhile), then deletes the provider's copy; if
     * the provider fails, the plan comes back as it was.
     */
    async remove(organizationId: string, id: string): Promise<void> {
      const row = await db.transaction(async (tx) => {
        const plan = await requireLive(organizationId, id, tx, 'update');
        const active = await repo.countActiveActivations(organizationId, id, tx);
        if (active > 0) throw invalid('the plan has active activations; remove them first', { entity: 'plan', id, active_activations: active });
        await repo.markRemoved(organizationId, id, tx);
        return plan;
      });
      try {
        await profiles.remove(row.provider, row.upstreamProfileId);
      } catch (err) {
        await repo.unmarkRemoved(organizationId, id);
        throw err;
      }
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
