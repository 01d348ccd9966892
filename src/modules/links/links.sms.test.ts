import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Tenant } from '../../../test/harness.ts';
import { simNetSms } from '../../providers/upstream/simulator/simulator.tables.ts';
import { sims } from '../sims/sims.tables.ts';
import { linkWorld, call, expectError, fault, newLink, reportImei, useData } from './links.testkit.ts';

let h: Harness;
let t: Tenant;
let other: Tenant;
let plan: { id: string };

beforeAll(async () => {
  ({ h, t, other, plan } = await linkWorld());
});
afterAll(async () => h.close());

describe('SMS to a link', () => {
  it('sends through the provider, stores every attempt, and lists them newest first', async () => {
    const link = await newLink(h, t, { plan_ids: [plan.id] });
    const sent = await call(h, t.admin, 'POST', `/links/${link.id}/sms`, { message: 'Hello device' });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      id: expect.any(String),
      message: 'Hello device',
      status: 'sent',
      sent_at: expect.any(String),
      failure_reason: null,
      created_at: expect.any(String),
    });
    const delivered = await h.container.db.select().from(simNetSms).where(eq(simNetSms.iccid, link.sim.iccid));
    expect(delivered.map((m) => m.body)).toEqual(['Hello device']);

    await fault(h, 'send_sms', 503, 1);
    const failed = await call(h, t.admin, 'POST', `/links/${link.id}/sms`, { message: 'Lost one' });
    expectError(failed, 502, 'upstream_unavailable');

    const list = await call(h, t.viewer, 'GET', `/links/${link.id}/sms`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(list.body.items[0]).toMatchObject({ id: expect.any(String), message: 'Lost one', status: 'failed', sent_at: null });
    expect(list.body.items[0].failure_reason).toMatch(/503/);
    expect(list.body.items[1]).toEqual(sent.body);
    const oldest = await call(h, t.viewer, 'GET', `/links/${link.id}/sms?sort_order=asc&page_size=1`);
    expect(oldest.body).toMatchObject({ total: 2, pages: 2, items: [{ id: sent.body.id }] });
    const byStatus = await call(h, t.viewer, 'GET', `/links/${link.id}/sms?sort_by=status`);
    expect(byStatus.body.items.map((m: { status: string }) => m.status)).toEqual(['failed', 'sent']);
    expect((await call(h, t.viewer, 'GET', `/links/${link.id}/sms`)).body.total).toBe(2);
  });

  it('needs an active link with a SIM', async () => {
    const pre = await newLink(h, t);
    expectError(await call(h, t.admin, 'POST', `/links/${pre.id}/sms`, { message: 'x' }), 422, 'validation_error');
    const link = await newLink(h, t, { plan_ids: [plan.id] });
    await call(h, t.admin, 'POST', `/links/${link.id}/suspend`);
    expectError(await call(h, t.admin, 'POST', `/links/${link.id}/sms`, { message: 'x' }), 422, 'validation_error');
    await call(h, t.admin, 'DELETE', `/links/${link.id}/sim`);
    expectError(await call(h, t.admin, 'POST', `/links/${link.id}/sms`, { message: 'x' }), 422, 'validation_error');
    // A SIM without an MSISDN cannot receive SMS (every simulated SIM has one, so it is taken away here).
    const bare = await newLink(h, t, { plan_ids: [plan.id] });
    await h.container.db.update(sims).set({ msisdn: null }).where(eq(sims.id, bare.sim.id));
    const noNumber = await call(h, t.admin, 'POST', `/links/${bare.id}/sms`, { message: 'x' });
    expectError(noNumber, 422, 'validation_error');
    expect(noNumber.body.message).toMatch(/MSISDN/);
    // Refused attempts never reached the provider and are not stored.
    expect((await call(h, t.viewer, 'GET', `/links/${link.id}/sms`)).body.total).toBe(0);
  });

  it('validates the message and keeps other organisations out', async () => {
    const link = await newLink(h, t, { plan_ids: [plan.id] });
    for (const payload of [{}, { message: '' }, { message: 'x'.repeat(81) }, { message: 1 }, { message: 'x', to: 'y' }]) {
      expectError(await call(h, t.admin, 'POST', `/links/${link.id}/sms`, payload), 422, 'request_validation_error');
    }
    expect((await call(h, t.admin, 'POST', `/links/${link.id}/sms`, { message: 'x'.repeat(80) })).status).toBe(201);
    expectError(await call(h, other.admin, 'POST', `/links/${link.id}/sms`, { message: 'x' }), 404, 'entity_not_found');
    expectError(await call(h, other.admin, 'GET', `/links/${link.id}/sms`), 404, 'entity_not_found');
    expect((await call(h, t.viewer, 'POST', `/links/${link.id}/sms`, { message: 'x' })).status).toBe(403);
    expectError(await call(h, t.viewer, 'GET', `/links/${link.id}/sms?page_size=0`), 422, 'request_validation_error');
  });
});

describe('GET /links/{id}/costs', () => {
  it('reports the month’s cost lines of the link’s SIM with their operators', async () => {
    const link = await newLink(h, t, { plan_ids: [plan.id] });
    await reportImei(h, link.sim.iccid, '356938035643809');
    expect((await useData(h, link.sim.iccid, 3.5)).status).toBe(200);
    expect((await call(h, t.admin, 'POST', `/links/${link.id}/sms`, { message: 'bill me' })).status).toBe(201);

    const now = await call(h, t.viewer, 'GET', `/links/${link.id}/costs`);
    expect(now.status).toBe(200);
    const { body } = now;
    const month = new Date().toISOString().slice(0, 7);
    expect(body).toMatchObject({ link_id: link.id, period_start: `${month}-01T00:00:00.000Z`, currency: 'EUR' });
    expect(new Date(body.period_end).getUTCDate()).toBe(1);
    expect(body.lines.map((l: { service_name: string }) => l.service_name)).toEqual(['DATA', 'SMS-MT']);
    const [data, sms] = body.lines;
    expect(data).toMatchObject({ usage: '3.50', amount: expect.stringMatching(/^\d+\.\d{2,6}$/) });
    expect(data.operators).toHaveLength(1);
    expect(data.operators[0]).toMatchObject({ id: expect.any(String), country: expect.stringMatching(/^[A-Z]{3}$/) });
    expect(sms).toMatchObject({ usage: '1' });

    const explicit = await call(h, t.viewer, 'GET', `/links/${link.id}/costs?month=${month}`);
    expect(explicit.body).toEqual(body);
    const past = await call(h, t.viewer, 'GET', `/links/${link.id}/costs?month=2020-02`);
    expect(past.body).toMatchObject({ period_start: '2020-02-01T00:00:00.000Z', period_end: '2020-03-01T00:00:00.000Z', lines: [] });
  });

  it('rejects bad months, links without a SIM, and answers 502 when the provider fails', async () => {
    const link = await newLink(h, t);
    for (const month of ['2024-13', '2024-1', '24-01', '2024-00', 'now', '0999-01']) {
      expectError(await call(h, t.viewer, 'GET', `/links/${link.id}/costs?month=${month}`), 422, 'request_validation_error');
    }
    await fault(h, 'get_costs');
    expectError(await call(h, t.viewer, 'GET', `/links/${link.id}/costs?month=2024-01`), 502, 'upstream_unavailable');
    await call(h, t.admin, 'DELETE', `/links/${link.id}/sim`);
    expectError(await call(h, t.viewer, 'GET', `/links/${link.id}/costs`), 422, 'validation_error');
    expectError(await call(h, other.viewer, 'GET', `/links/${link.id}/costs`), 404, 'entity_not_found');
  });
});
