// The number contract run against the simulated number provider, on a fresh database, with
// every optional capability the simulator has: injected faults, its clock, and SMS that
// arrive when the test asks (the control the admin routes use).

import { afterAll, beforeAll } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../../test/database.ts';
import { runNumbersContract } from '../numbers.contract.ts';
import { createUpstreamRegistry, type Upstream } from '../upstream.registry.ts';

let tdb: TestDatabase;
let up: Upstream;

beforeAll(async () => {
  tdb = await freshDatabase();
  up = createUpstreamRegistry({ simulator: { latencyMs: 0 }, upstream: { concurrencyPerProvider: 16 } }, tdb.database.db);
});
afterAll(async () => tdb?.drop());

runNumbersContract('simulator', async () => ({
  port: up.numbers,
  account: 'acct-numbers-1',
  otherAccount: 'acct-numbers-2',
  offering: { countryIso: 'DE', numberType: 'mobile' },
  inboundOnlyOffering: { countryIso: 'DE', numberType: 'toll_free' },
  currencies: ['EUR', 'USD', 'GBP'],
  injectFault: async (operation, status, count) => {
    await up.simulator.setFault({ operation: operation as never, status, remaining: count });
  },
  advanceClock: async (seconds) => {
    await up.simulator.advanceClock(seconds);
  },
  deliverInbound: async (input) => {
    await up.simulator.injectInboundSms(input);
  },
}));
