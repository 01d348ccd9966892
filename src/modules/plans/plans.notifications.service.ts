// A plan's SMS notifications. They are the platform's own configuration (the usage
// worker sends them), so no change here goes upstream. Each change happens under the
// plan's row lock and moves the plan's updated_at, since the plan's answer changed.

import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { PlanNotificationsRepo } from './plans.notifications.repo.ts';
import type { PlansRepo } from './plans.repo.ts';
import { duplicateNotification, type NotificationInput, type NotificationType, thresholdFor } from './plans.rules.ts';
import type { PlansService, PlanView } from './plans.service.ts';

export function createPlanNotificationsService(deps: {
  db: Db;
  plansRepo: Pick<PlansRepo, 'touch'>;
  notificationsRepo: PlanNotificationsRepo;
  plans: Pick<PlansService, 'requireLive' | 'viewOf'>;
}) {
  const { db, notificationsRepo: repo, plans } = deps;

  return {
    async add(organizationId: string, planId: string, input: NotificationInput): Promise<PlanView> {
      await plans.requireLive(organizationId, planId);
      const threshold = thresholdFor(input.type, input.threshold);
      await db.transaction(async (tx) => {
        await plans.requireLive(organizationId, planId, tx, 'update');
        const row = await repo.insert({ organizationId, planId, id: randomUUID(), type: input.type, message: input.message, threshold }, tx);
        if (row === null) throw duplicateNotification(input.type);
        await deps.plansRepo.touch(organizationId, planId, tx);
      });
      return plans.viewOf(organizationId, planId);
    },

    /** `threshold` left out keeps the current one; null clears it (refused for the data types). */
    async update(organizationId: string, planId: string, id: string, input: { message: string; threshold?: number | null }): Promise<PlanView> {
      await db.transaction(async (tx) => {
        await plans.requireLive(organizationId, planId, tx, 'update');
        const current = await repo.find(organizationId, planId, id, tx);
        if (current === null) throw notFound('notification', id);
        const threshold = thresholdFor(current.type as NotificationType, input.threshold === undefined ? current.threshold : input.threshold);
        await repo.update(organizationId, planId, id, { message: input.message, threshold }, tx);
        await deps.plansRepo.touch(organizationId, planId, tx);
      });
      return plans.viewOf(organizationId, planId);
    },

    async remove(organizationId: string, planId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await plans.requireLive(organizationId, planId, tx, 'update');
        if (!(await repo.remove(organizationId, planId, id, tx))) throw notFound('notification', id);
        await deps.plansRepo.touch(organizationId, planId, tx);
      });
    },
  };
}

export type PlanNotificationsService = ReturnType<typeof createPlanNotificationsService>;
