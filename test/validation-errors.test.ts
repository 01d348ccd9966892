// Errors that say what to fix, through HTTP on every API: every problem of a request in
// one answer, each named by its field, in words rather than patterns, in the body each
// API documents; and the messages for a credential or a lookup sent the wrong way.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numbersTenant, ownNumber } from '../src/modules/numbers/numbers.testkit.ts';
import { createHarness, type Harness, type Tenant } from './harness.ts';

let h: Harness;
let t: Tenant;

beforeAll(async () => {
  h = await createHarness();
  t = await h.tenant({ services: ['connectivity', 'reseller', 'numbers', 'mccmnc'] });
});
afterAll(async () => h.close());

const UUID = '00000000-0000-4000-8000-000000000000';

describe('every problem of a request in one answer', () => {
  it('lists two missing fields and an unknown one of POST /plans, each by name', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/plans',
      headers: t.admin,
      payload: { name: 'p', coverage_id: UUID, included_data_mb: 10, validity_days: 30, colour: 'blue' },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('request_validation_error');
    expect(body.details.errors).toEqual([
      { field: 'activation_type', location: 'body', message: 'is required' },
      { field: 'base_throttle', location: 'body', message: 'is required' },
      { field: 'colour', location: 'body', message: 'unknown field' },
    ]);
    expect(body.message).toBe('activation_type is required; base_throttle is required; unknown field: colour');
  });

  it('names nested fields by their path and lists the problems of the path and of the body together', async () => {
    const res = await h.app.inject({
      method: 'PATCH',
      url: '/plans/not-a-uuid',
      headers: t.admin,
      payload: { name: 7, data_cap: { foo: 1 } },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().details.errors as Array<{ field: string; location: string; message: string }>;
    expect(errors[0]).toEqual({ field: 'plan_id', location: 'path', message: 'must be a UUID' });
    expect(errors).toContainEqual({ field: 'name', location: 'body', message: 'must be a string' });
    expect(errors).toContainEqual({ field: 'data_cap.foo', location: 'body', message: 'unknown field' });
  });

  it('says what a query parameter must be, in words', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/sims?page=0&page_size=x&status=lost', headers: t.admin });
    expect(res.statusCode).toBe(422);
    const errors = res.json().details.errors as Array<{ field: string; message: string }>;
    expect(errors.map((e) => e.field).sort()).toEqual(['page', 'page_size', 'status']);
    expect(errors.find((e) => e.field === 'page')?.message).toBe('must be at least 1');
    expect(errors.find((e) => e.field === 'page_size')?.message).toBe('must be an integer');
    expect(errors.find((e) => e.field === 'status')?.message).toMatch(/^must be one of: /);
  });

  it('writes an amount refused by its pattern in words on the admin API', async () => {
    const res = await h.app.inject({ method: 'POST', url: `/admin/organizations/${t.id}/wallet/credits`, headers: h.admin, payload: { amount: 'ten' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'request_validation_error',
      message: 'amount must be an amount with at most 6 decimals, such as "10" or "15.30"',
      details: { errors: [{ field: 'amount', location: 'body', message: 'must be an amount with at most 6 decimals, such as "10" or "15.30"' }] },
    });
    expect(res.json().message).not.toMatch(/\^|\\d/);
  });

  it('lists the problems in details under /v1', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/v1/links', headers: t.admin, payload: { plan: 'x' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'plan_id is required; unknown field: plan',
        details: {
          errors: [
            { field: 'plan_id', location: 'body', message: 'is required' },
            { field: 'plan', location: 'body', message: 'unknown field' },
          ],
        },
      },
    });
  });

  it('lists every problem in the message of the envelope, which has no details', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/numbers/sms/send', headers: t.admin, payload: { from: '4915', body: 1, x: true } });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body.error).sort()).toEqual(['code', 'message']);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toContain('to is required');
    expect(body.error.message).toContain('from must be a phone number in E.164 format');
    expect(body.error.message).toContain('body must be a string');
    expect(body.error.message).toContain('unknown field: x');
  });

  it('keeps the RFC 6749 body at the token endpoint', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/auth/token', payload: { grant_type: 'client_credentials', client_id: 'x', client_secret: 'y', scope: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_request', error_description: expect.stringContaining('scope') });
  });
});

describe('messages that name the real problem', () => {
  it('says that an E.164 number is not a valid number of its country, and names the country', async () => {
    const n = await numbersTenant(h);
    const from = (await ownNumber(h, n.id, { countryIso: 'DE' })).e164;
    const res = await h.app.inject({ method: 'POST', url: '/numbers/sms/send', headers: n.admin, payload: { from, to: '+447700900123', body: 'hi' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      'to is written in E.164 format, but +447700900123 is not a valid phone number in United Kingdom (GB), Guernsey (GG), Isle of Man (IM) or Jersey (JE)',
    );
    const nowhere = await h.app.inject({ method: 'POST', url: '/numbers/sms/send', headers: n.admin, payload: { from, to: '+999123456', body: 'hi' } });
    expect(nowhere.json().error.message).toBe('to is written in E.164 format, but +999123456 does not start with a country calling code');
  });

  it('tells a caller who sent the admin token to a tenant API where it is accepted, and the reverse', async () => {
    const tenantRoute = await h.app.inject({ method: 'GET', url: '/sims', headers: h.admin });
    expect(tenantRoute.statusCode).toBe(401);
    expect(tenantRoute.json()).toMatchObject({ code: 'unauthorized', message: 'the platform admin token is accepted only under /admin; this API takes an access token from POST /auth/token' });
    const numbers = await h.app.inject({ method: 'GET', url: '/numbers', headers: h.admin });
    expect(numbers.json().error).toEqual({ code: 'UNAUTHORIZED', message: expect.stringContaining('accepted only under /admin') });
    const adminRoute = await h.app.inject({ method: 'GET', url: '/admin/organizations', headers: t.admin });
    expect(adminRoute.statusCode).toBe(401);
    expect(adminRoute.json().message).toBe("an access token is not accepted here: the admin API takes the platform operator's ADMIN_TOKEN");
    const wrong = await h.app.inject({ method: 'GET', url: '/sims', headers: { authorization: 'Bearer nonsense' } });
    expect(wrong.json().message).toBe('invalid or expired access token');
  });

  it('tells a lookup sent as a JSON body that its key goes in the query string', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/mccmnc/lookup', headers: t.admin, payload: { mcc: '262', mnc: '01' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        message: 'mcc and mnc, or plmn, go in the query string (POST /mccmnc/lookup?mcc=262&mnc=01), not in a JSON body, which this route does not read',
      },
    });
    const none = await h.app.inject({ method: 'POST', url: '/mccmnc/lookup', headers: t.admin });
    expect(none.json().error.message).toBe('mcc and mnc, or plmn, are required in the query string (POST /mccmnc/lookup?mcc=262&mnc=01)');
    const query = await h.app.inject({ method: 'POST', url: '/mccmnc/lookup?mcc=262&mnc=01', headers: t.admin });
    expect(query.statusCode).toBe(200);
  });
});
