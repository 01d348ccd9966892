// The phone-number part of `cpctl demo`: the operator approves the demo organisation's
// KYC and turns billing on, then the customer searches the catalogue and buys a number.

import type { Api } from './http.ts';
import { arr, type Json, obj } from './output.ts';

/** How long the demo waits for the worker to activate the number before printing it as it is. */
const ACTIVATION_WAIT_MS = 2000;

export async function buyDemoNumber(api: Api, token: string, organizationId: string): Promise<Json | null> {
  await api.admin('PATCH', `/organizations/${organizationId}`, { kyc_status: 'approved', billing_configured: true });
  const found = obj(obj(await api.withToken(token, 'GET', '/numbers/available?country_iso=DE&number_type=mobile&limit=1')).data);
  const candidate = arr(found.numbers)[0];
  if (candidate === undefined) return null;
  const bought = obj(obj(await api.withToken(token, 'POST', '/numbers/', { number_id: candidate.id })).data);
  let number = arr(bought.phone_numbers)[0] ?? null;
  const deadline = Date.now() + ACTIVATION_WAIT_MS;
  while (number !== null && number.status === 'provisioning' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    number = obj(obj(await api.withToken(token, 'GET', `/numbers/${String(number.id)}`)).data);
  }
  return number;
}
