import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { countProfiles, createCoverage, createPlan, operatorsIn, planBody } from './plans.testkit.ts';

let h: Harness;
let t: Tenant;
let coverageId: string;

beforeAll(async () => {
  h = await createHarness();
  t = await h.tenant();
  const ops = await operatorsIn(h, t.viewer, 'teal', 2);
  coverageId = (await createCoverage(h, t.admin, ops.map((o) => o.id))).id;
});
afterAll(async () => h.close());

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers = t.admin) {
  const res = await h.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.body.length > 0 ? res.json() : null };
}
const add = (planId: string, payload: unknown) => call('POST', `/plans/${planId}/notifications`, payload);

const allFour = [
  { type: 'data_consumption_absolute', message: 'You used 500 MB', threshold: 500 },
  { type: 'data_consumption_relative', message: 'You used 80%', threshold: 80 },
  { type: 'activation', message: 'Welcome', threshold: null },
  { type: 'expiration', message: 'Your plan ended' },
];

describe('notifications in the create body', () => {
  it('creates them with ids, one of each type', async () => {
    const plan = await createPlan(h, t.admin, coverageId, { notifications: allFour });
    expect(plan.notifications).toEqual(allFour.map((n) => ({ id: expect.any(String), type: n.type, message: n.message, threshold: n.threshold ?? null })));
    expect(new Set(plan.notifications.map((n: { id: string }) => n.id)).size).toBe(4);
    expect((await call('GET', `/plans/${plan.id}`)).body.notifications).toEqual(plan.notifications);
  });

  it('refuses a repeated type with 409 and a threshold mismatch with 422, creating nothing', async () => {
    const before = { plans: (await call('GET', '/plans')).body.total, profiles: await countProfiles(h) };
    const dup = await call('POST', '/plans', planBody(coverageId, { notifications: [allFour[2], { type: 'activation', message: 'again' }] }));
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'duplicate_entity', details: { entity: 'notification', type: 'activation' } });
    const bad = await call('POST', '/plans', planBody(coverageId, { notifications: [{ type: 'data_consumption_relative', message: 'x', threshold: 0 }] }));
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('validation_error');
    const missing = await call('POST', '/plans', planBody(coverageId, { notifications: [{ type: 'data_consumption_absolute', message: 'x' }] }));
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe('validation_error');
    expect((await call('GET', '/plans')).body.total).toBe(before.plans);
    expect(await countProfiles(h)).toBe(before.profiles);
  });
});

describe('POST /plans/{plan_id}/notifications', () => {
  it('adds one and answers 201 with the plan, moving its updated_at', async () => {
    const plan = await createPlan(h, t.admin, coverageId);
    const r = await add(plan.id, { type: 'data_consumption_absolute', message: 'Half a gig', threshold: 0.5 });
    expect(r.status).toBe(201);
    expect(r.body.id).toBe(plan.id);
    expect(r.body.notifications).toEqual([{ id: expect.any(String), type: 'data_consumption_absolute', message: 'Half a gig', threshold: 0.5 }]);
    expect(r.body.updated_at > plan.updated_at).toBe(true);
  });

  it('allows one notification per type (409 duplicate_entity)', async () => {
    const plan = await createPlan(h, t.admin, coverageId);
    for (const n of allFour) expect((await add(plan.id, n)).status).toBe(201);
    for (const n of allFour) {
      const r = await add(plan.id, { ...n, message: 'second' });
      expect(r.status, n.type).toBe(409);
      expect(r.body).toMatchObject({ code: 'duplicate_entity', details: { entity: 'notification', type: n.type } });
    }
    expect((await call('GET', `/plans/${plan.id}`)).body.notifications).toHaveLength(4);
  });

  it('keeps one per type when several requests race', async () => {
    const plan = await createPlan(h, t.admin, coverageId);
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => add(plan.id, { type: 'expiration', message: `race ${i}` })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await call('GET', `/plans/${plan.id}`)).body.notifications).toHaveLength(1);
  });

  it('checks thresholds per type with validation_error', async () => {
    const cases: Array<[string, unknown, number]> = [
      ['data_consumption_absolute', 0, 422],
      ['data_consumption_absolute', -1, 422],
      ['data_consumption_absolute', null, 422],
      ['data_consumption_absolute', undefined, 422],
      ['data_consumption_absolute', 10_000_001, 422],
      ['data_consumption_absolute', 0.001, 201],
      ['data_consumption_relative', 0, 422],
      ['data_consumption_relative', 0.5, 422],
      ['data_consumption_relative', 101, 422],
      ['data_consumption_relative', null, 422],
      ['data_consumption_relative', 1, 201],
      ['data_consumption_relative', 100, 201],
      ['activation', 5, 422],
      ['activation', 0, 422],
      ['activation', null, 201],
      ['expiration', 1, 422],
      ['expiration', undefined, 201],
    ];
    for (const [type, threshold, status] of cases) {
      const plan = await createPlan(h, t.admin, coverageId);
      const r = await add(plan.id, { type, message: 'm', ...(threshold === undefined ? {} : { threshold }) });
      expect(r.status, `${type} ${threshold}`).toBe(status);
      if (status === 422) {
        expect(r.body.code).toBe('validation_error');
        expect((await call('GET', `/plans/${plan.id}`)).body.notifications).toEqual([]);
      }
    }
  });

  it('bounds the message to 1..85 characters and rejects unknown types or fields', async () => {
    const plan = await createPlan(h, t.admin, coverageId);
    for (const payload of [
      { type: 'activation', message: '' },
      { type: 'activation', message: 'x'.repeat(86) },
      { type: 'activation' },
      { message: 'x' },
      { type: 'birthday', message: 'x' },
      { type: 'activation', message: 'x', extra: 1 },
      { type: 'data_consumption_absolute', message: 'x', threshold: '5' },
    ]) {
      const r = await add(plan.id, payload);
      expect(r.status, JSON.stringify(payload)).toBe(422);
      expect(r.body.code).toBe('request_validation_error');
    }
    expect((await add(plan.id, { type: 'activation', message: 'é'.repeat(85) })).status).toBe(201);
    expect((await add(plan.id, { type: 'expiration', message: 'x'.repeat(85) })).status).toBe(201);
  });

  it('answers 404 for an unknown plan', async () => {
    const r = await add(randomUUID(), { type: 'activation', message: 'x' });
    expect(r.status).toBe(404);
  });
});

describe('PATCH and DELETE /plans/{plan_id}/notifications/{notification_id}', () => {
  it('updates message and threshold, keeping the threshold when it is left out', async () => {
    const plan = await createPlan(h, t.admin, coverageId, { notifications: allFour });
    const abs = plan.notifications.find((n: { type: string }) => n.type === 'data_consumption_absolute');
    const url = `/plans/${plan.id}/notifications/${abs.id}`;
    const r = await call('PATCH', url, { message: 'Now 700 MB', threshold: 700 });
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(plan.id);
    expect(r.body.notifications.find((n: { id: string }) => n.id === abs.id)).toEqual({ ...abs, message: 'Now 700 MB', threshold: 700 });
    expect(r.body.updated_at > plan.updated_at).toBe(true);
    const kept = await call('PATCH', url, { message: 'Only text' });
    expect(kept.body.notifications.find((n: { id: string }) => n.id === abs.id)).toEqual({ ...abs, message: 'Only text', threshold: 700 });
    expect(kept.body.notifications.filter((n: { id: string }) => n.id !== abs.id)).toEqual(plan.notifications.filter((n: { id: string }) => n.id !== abs.id));
  });

  it('applies the same threshold rules, and needs the message', async () => {
    const plan = await createPlan(h, t.admin, coverageId, { notifications: allFour });
    const idOf = (type: string) => plan.notifications.find((n: { type: string }) => n.type === type).id;
    const cases: Array<[string, unknown, number, string]> = [
      ['data_consumption_absolute', null, 422, 'validation_error'],
      ['data_consumption_absolute', 0, 422, 'validation_error'],
      ['data_consumption_relative', 101, 422, 'validation_error'],
      ['data_consumption_relative', 50, 200, ''],
      ['activation', 3, 422, 'validation_error'],
      ['expiration', null, 200, ''],
    ];
    for (const [type, threshold, status, code] of cases) {
      const r = await call('PATCH', `/plans/${plan.id}/notifications/${idOf(type)}`, { message: 'm', threshold });
      expect(r.status, `${type} ${threshold}`).toBe(status);
      if (code) expect(r.body.code).toBe(code);
    }
    for (const payload of [{}, { threshold: 5 }, { message: '' }, { message: 'x'.repeat(86) }, { message: 'x', type: 'activation' }]) {
      const r = await call('PATCH', `/plans/${plan.id}/notifications/${idOf('data_consumption_absolute')}`, payload);
      expect(r.status, JSON.stringify(payload)).toBe(422);
      expect(r.body.code).toBe('request_validation_error');
    }
    const after = (await call('GET', `/plans/${plan.id}`)).body.notifications;
    expect(after.find((n: { type: string }) => n.type === 'data_consumption_absolute').threshold).toBe(500);
  });

  it("answers 404 for an unknown notification or one of another plan", async () => {
    const a = await createPlan(h, t.admin, coverageId, { notifications: [allFour[2]] });
    const b = await createPlan(h, t.admin, coverageId);
    const foreign = a.notifications[0].id;
    for (const [method, url, payload] of [
      ['PATCH', `/plans/${b.id}/notifications/${foreign}`, { message: 'x' }],
      ['DELETE', `/plans/${b.id}/notifications/${foreign}`, undefined],
      ['PATCH', `/plans/${a.id}/notifications/${randomUUID()}`, { message: 'x' }],
      ['DELETE', `/plans/${a.id}/notifications/${randomUUID()}`, undefined],
    ] as const) {
      const r = await call(method, url, payload);
      expect(r.status, `${method} ${url}`).toBe(404);
      expect(r.body.code).toBe('entity_not_found');
    }
    expect((await call('GET', `/plans/${a.id}`)).body.notifications).toHaveLength(1);
  });

  it('deletes with 204, after which the type can be added again', async () => {
    const plan = await createPlan(h, t.admin, coverageId, { notifications: allFour });
    const act = plan.notifications.find((n: { type: string }) => n.type === 'activation');
    expect((await call('DELETE', `/plans/${plan.id}/notifications/${act.id}`)).status).toBe(204);
    const after = (await call('GET', `/plans/${plan.id}`)).body;
    expect(after.notifications.map((n: { id: string }) => n.id)).not.toContain(act.id);
    expect(after.updated_at > plan.updated_at).toBe(true);
    expect((await call('DELETE', `/plans/${plan.id}/notifications/${act.id}`)).status).toBe(404);
    expect((await add(plan.id, { type: 'activation', message: 'Back' })).status).toBe(201);
  });

  it('needs the admin role to change notifications', async () => {
    const plan = await createPlan(h, t.admin, coverageId, { notifications: [allFour[2]] });
    const nid = plan.notifications[0].id;
    expect((await call('POST', `/plans/${plan.id}/notifications`, { type: 'expiration', message: 'x' }, t.viewer)).status).toBe(403);
    expect((await call('PATCH', `/plans/${plan.id}/notifications/${nid}`, { message: 'x' }, t.viewer)).status).toBe(403);
    expect((await call('DELETE', `/plans/${plan.id}/notifications/${nid}`, undefined, t.viewer)).status).toBe(403);
  });
});
