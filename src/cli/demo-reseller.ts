// The reseller part of `cpctl demo`: the operator publishes a `/v1` plan for the demo
// organisation only, and the customer buys an eSIM link on it, paid from the wallet.

import type { Api } from './http.ts';
import { type Json, obj } from './output.ts';

export interface DemoResellerLink {
  plan: Json;
  link: Json;
}

export async function buyDemoResellerLink(api: Api, token: string, organizationId: string): Promise<DemoResellerLink> {
  const plan = obj(
    await api.admin('POST', '/reseller-plans', {
      name: 'Demo Europe 1 GB / 7 days',
      provider_plan_id: `demo-${organizationId}`,
      data_mb: 1024,
      validity_days: 7,
      sponsor_profile: 'default',
      coverage_type: 'regional',
      countries: ['DE', 'FR', 'ES', 'IT', 'NL'],
      retail_price: '4.50',
      currency: 'EUR',
      enabled: true,
      organization_id: organizationId,
    }),
  );
  const link = obj(await api.withToken(token, 'POST', '/v1/links', { plan_id: plan.id, name: 'demo-esim-1' }));
  return { plan, link };
}
