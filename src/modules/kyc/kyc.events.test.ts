// The KYC events through HTTP: the operator's decision on an organisation's or a
// number's submission is on the organisation's feed, with the submission as the numbers
// API shows it; a refused decision writes nothing.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { call } from '../links/links.testkit.ts';
import type { Json } from '../tasks/tasks.testkit.ts';
import { numbersTenant, ownNumber } from '../numbers/numbers.testkit.ts';

let h: Harness;
let other: Tenant;

beforeAll(async () => {
  h = await createHarness();
  other = await numbersTenant(h, { services: ['connectivity', 'numbers'] });
});
afterAll(async () => h.close());

const address = { line1: 'Alexanderplatz 1', city: 'Berlin', postal_code: '10178', country_iso: 'DE' };
const orgBody = { legal_name: 'Acme GmbH', registration_number: 'HRB 12345', country_iso: 'DE', address, contact_email: 'kyc@acme.example' };
const numberBody = { end_user_name: 'Erika Mustermann', address };

const kycEvents = async (who: Tenant) => {
  const res = await call(h, who.viewer, 'GET', '/events?type=kyc.decided&limit=100');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items as Json[];
};
const operator = { source: 'api', actor: { type: 'admin', id: null }, resource: { type: 'kyc_submission' }, previous: { status: 'pending' } };

describe('kyc.decided', () => {
  it("is written when the operator decides an organisation's submission, with the submission as the organisation reads it", async () => {
    const t = await numbersTenant(h, { kyc: 'none', services: ['connectivity', 'numbers'] });
    const sub = (await call(h, t.admin, 'POST', '/numbers/kyc/organization', orgBody)).body.data;
    expect(await kycEvents(t)).toEqual([]);
    const decided = await call(h, h.admin, 'POST', `/admin/kyc/${sub.id}/decision`, { decision: 'rejected', reason: 'blurred scan' });
    expect(decided.status).toBe(200);
    const [event, ...rest] = await kycEvents(t);
    expect(rest).toEqual([]);
    expect(event).toMatchObject({ ...operator, type: 'kyc.decided', resource: { id: sub.id } });
    const shown = (await call(h, t.viewer, 'GET', '/numbers/kyc/organization')).body.data;
    expect(shown.kyc_status).toBe('rejected');
    expect(event!.data).toEqual(shown.submission);
    // Deciding again is refused and writes nothing; the other organisation sees nothing.
    expect((await call(h, h.admin, 'POST', `/admin/kyc/${sub.id}/decision`, { decision: 'approved' })).status).toBe(409);
    expect(await kycEvents(t)).toEqual([event]);
    expect(await kycEvents(other)).toEqual([]);
  });

  it("is written when the operator decides a number's submission", async () => {
    const t = await numbersTenant(h, { services: ['connectivity', 'numbers'] });
    const number = await ownNumber(h, t.id);
    const sub = (await call(h, t.admin, 'POST', `/numbers/${number.id}/kyc`, numberBody)).body.data;
    expect((await call(h, h.admin, 'POST', `/admin/kyc/${sub.id}/decision`, { decision: 'approved' })).status).toBe(200);
    const [event] = await kycEvents(t);
    expect(event).toMatchObject({ ...operator, type: 'kyc.decided', resource: { id: sub.id }, data: { kind: 'number', phone_number_id: number.id, status: 'approved' } });
    const shown = (await call(h, t.viewer, 'GET', `/numbers/${number.id}/kyc`)).body.data;
    expect(event!.data).toEqual(shown.submission);
  });
});
