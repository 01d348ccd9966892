// Items a crashed run left `running`: the next run checks whether each one's action
// already happened (and then records it without calling the operation again) or not
// (and then does it). The crash is staged in the database: items are marked running,
// then the targets are changed as the dead worker would have changed them.

import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { simNetEndpoints } from '../../providers/upstream/simulator/simulator.tables.ts';
import { coverageOf, listActivations, planOn } from '../activations/activations.testkit.ts';
import { call, deliverSims, newLink, type SimItem } from '../links/links.testkit.ts';
import { links } from '../links/links.tables.ts';
import { organizations } from '../organizations/organizations.tables.ts';
import { taskItems } from './tasks.tables.ts';
import { allItems, type Json, waitForTask } from './tasks.testkit.ts';

let h: Harness;
let t: Tenant;
let plan: { id: string };
const calls: string[] = [];

beforeAll(async () => {
  h = await createHarness({ JOB_POLL_MS: '50' });
  t = await h.tenant();
  plan = await planOn(h, t, await coverageOf(h, t, ['magenta']));
  // Every operation a bulk item may call, counted.
  const links = h.container.links as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
  const activations = h.container.activations as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
  for (const [target, names] of [
    [links, ['create', 'suspend', 'resume', 'detachSim', 'remove']],
    [activations, ['create', 'remove']],
  ] as const) {
    for (const name of names) {
      const real = target[name] as (...a: unknown[]) => Promise<unknown>;
      target[name] = (...args: unknown[]) => {
        calls.push(name);
        return real(...args);
      };
    }
  }
});
afterAll(async () => h.close());

const active = () => newLink(h, t, { plan_ids: [plan.id] });
const queue = async (path: string, body: Record<string, unknown>) => {
  const res = await call(h, t.admin, 'POST', path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body.id as string;
};
/** What a worker does before an item's action: the item is running from now on. */
async function markRunning(taskId: string) {
  await h.container.db
    .update(taskItems)
    .set({ status: 'running', startedAt: sql`now()` })
    .where(and(eq(taskItems.taskId, taskId), eq(taskItems.status, 'pending')));
  await new Promise((r) => setTimeout(r, 5));
}
async function finish(taskId: string): Promise<Json[]> {
  calls.length = 0;
  const workers = h.container.startWorkers();
  try {
    expect((await waitForTask(h.app, t.viewer, taskId)).status).toBe('completed');
  } finally {
    await workers.stop();
  }
  return allItems(h.app, t.viewer, taskId);
}
const endpointOf = async (linkId: string) => {
  const [row] = await h.container.db.select().from(links).where(eq(links.id, linkId));
  return row?.upstreamEndpointId as string;
};

describe('a resumed suspend', () => {
  it('records what happened before the crash, and does what did not', async () => {
    const [done, providerOnly, untouched, before] = await Promise.all([active(), active(), active(), active()]);
    expect((await call(h, t.admin, 'POST', `/links/${before.id}/suspend`)).status).toBe(200);
    const taskId = await queue('/links/bulk-suspend', { link_ids: [done.id, providerOnly.id, untouched.id, before.id] });
    await markRunning(taskId);
    // The dead worker suspended `done` completely, and `providerOnly` at the provider only.
    expect((await call(h, t.admin, 'POST', `/links/${done.id}/suspend`)).status).toBe(200);
    await h.container.upstream.get('alpha').suspendEndpoint(await endpointOf(providerOnly.id));

    const items = await finish(taskId);
    expect(items.map((i) => [i.status, i.result?.status ?? i.error])).toEqual([
      ['success', 'suspended'],
      ['success', 'suspended'],
      ['success', 'suspended'],
      // Suspended before the item started: the single operation's rule applies.
      ['failed', 'validation_error: only active links can be suspended; this link is suspended'],
    ]);
    // Only the untouched link and the one suspended before were asked for.
    expect(calls.filter((c) => c === 'suspend')).toHaveLength(2);
    expect((await call(h, t.viewer, 'GET', `/links/${providerOnly.id}`)).body.status).toBe('suspended');
  });
});

describe('a resumed provisioning', () => {
  it('adopts the link the crashed run created, and clears an endpoint it left unrecorded', async () => {
    const [adopted, orphaned] = (await deliverSims(h, t.id, 2)) as [SimItem, SimItem];
    const taskId = await queue('/sims/bulk-provision', { name_prefix: 'resumed', sim_ids: [adopted.id, orphaned.id], plan_ids: [plan.id] });
    await markRunning(taskId);
    // The first link was created (active, as with plan_ids) but its plan did not start;
    // the second crashed between the provider's endpoint and the platform's record.
    const link = (await call(h, t.admin, 'POST', '/links', { name: 'resumed_1', sim_id: adopted.id, plan_ids: [plan.id] })).body;
    const started = (await listActivations(h, t, link.id)).items[0];
    expect((await call(h, t.admin, 'DELETE', `/links/${link.id}/activations/${started.id}`)).status).toBe(204);
    const [org] = await h.container.db.select().from(organizations).where(eq(organizations.id, t.id));
    const orphan = await h.container.upstream.get('alpha').createEndpoint({ account: org?.providerAccount as string, iccid: orphaned.iccid });

    const items = await finish(taskId);
    expect(items[0]).toMatchObject({ status: 'success', result: { link_id: link.id, name: 'resumed_1' } });
    expect(items[1]).toMatchObject({ status: 'success', result: { name: 'resumed_2', status: 'active' } });
    expect(calls.filter((c) => c === 'create')).toEqual(['create', 'create']); // one plan for the first, one link for the second
    expect((await listActivations(h, t, link.id)).items.map((a: Json) => a.plan.id)).toEqual([plan.id]);
    const [gone] = await h.container.db.select().from(simNetEndpoints).where(eq(simNetEndpoints.id, orphan.id));
    expect(gone).toMatchObject({ status: 'deleted', iccid: null });
  });
});

describe('other resumed items', () => {
  it('count a detach, a delete and activation changes made before the crash', async () => {
    const [detached, deleted, activated, deactivated] = await Promise.all([active(), active(), active(), active()]);
    expect((await call(h, t.admin, 'DELETE', `/links/${deleted.id}/sim`)).status).toBe(200);
    const tasks = {
      delink: await queue('/links/bulk-delink-sim', { link_ids: [detached.id] }),
      delete: await queue('/links/bulk-delete', { link_ids: [deleted.id] }),
      add: await queue('/links/bulk-add-activation', { link_ids: [activated.id], plan_id: plan.id }),
      remove: await queue('/links/bulk-delete-activation', { link_ids: [deactivated.id], plan_id: plan.id }),
    };
    for (const id of Object.values(tasks)) await markRunning(id);
    expect((await call(h, t.admin, 'DELETE', `/links/${detached.id}/sim`)).status).toBe(200);
    expect((await call(h, t.admin, 'DELETE', `/links/${deleted.id}`)).status).toBe(204);
    const added = (await call(h, t.admin, 'POST', `/links/${activated.id}/activations`, { plan_id: plan.id })).body;
    const first = (await listActivations(h, t, deactivated.id)).items[0];
    expect((await call(h, t.admin, 'DELETE', `/links/${deactivated.id}/activations/${first.id}`)).status).toBe(204);

    calls.length = 0;
    const workers = h.container.startWorkers();
    try {
      for (const id of Object.values(tasks)) expect((await waitForTask(h.app, t.viewer, id)).completed_items).toBe(1);
    } finally {
      await workers.stop();
    }
    expect(calls).toEqual([]);
    const [delink, del, add, remove] = (await Promise.all(Object.values(tasks).map((id) => allItems(h.app, t.viewer, id)))).map((items) => items[0]);
    expect(delink.result).toEqual({ link_id: detached.id, status: 'hold' });
    expect(del.result).toEqual({ link_id: deleted.id, status: 'removed' });
    expect(add.result).toEqual({ link_id: activated.id, plan_id: plan.id, activation_id: added.id });
    expect(remove.result).toEqual({ link_id: deactivated.id, plan_id: plan.id, removed_activation_ids: [first.id] });
  });

  it('that never ran do their action, and unknown links still fail', async () => {
    const link = await active();
    const taskId = await queue('/links/bulk-delink-sim', { link_ids: [link.id, randomUUID()] });
    await markRunning(taskId);
    const items = await finish(taskId);
    expect(items.map((i) => i.status)).toEqual(['success', 'failed']);
    expect(calls).toEqual(['detachSim', 'detachSim']);
    const rows = await h.container.db.select().from(taskItems).where(inArray(taskItems.taskId, [taskId]));
    expect(rows.every((r) => r.startedAt !== null)).toBe(true);
  });
});
