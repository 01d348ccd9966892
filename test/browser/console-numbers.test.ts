// The Numbers pages in Chromium: buy a number after seeing its quote, the SMS it receives
// in the SMS log, a webhook delivery that failed (a receiver answering 500) sent again
// with Retry, routing a number's SMS to an endpoint; a viewer sees no write control;
// another organisation's number is "Not found"; a disabled service says so.

import { expect, it } from 'vitest';
import { ownNumber } from '../../src/modules/numbers/numbers.testkit.ts';
import { type Receiver, startReceiver } from '../../src/modules/webhooks/webhooks.testkit.ts';
import { describeInBrowser, expectAccessible } from './console.testkit.ts';

describeInBrowser(
  'console numbers',
  import.meta.url,
  (kit) => {
    let numberId = '';
    let phone = '';
    let receiver: Receiver | null = null;

    async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
      for (let i = 0; i < 200; i++) {
        const value = await read();
        if (done(value)) return value;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`waited too long for ${what}`);
    }

    it('buys a number from the catalogue after showing its quote', async () => {
      const { h, org, api } = kit();
      const patch = await h.app.inject({ method: 'PATCH', url: `/admin/organizations/${org.id}`, headers: h.admin, payload: { kyc_status: 'approved', billing_configured: true } });
      expect(patch.statusCode, patch.body).toBe(200);
      await kit().credit('50.00');
      const page = await kit().page();
      await kit().signIn(page, kit().admin);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Numbers', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Numbers' }).waitFor();
      await page.getByRole('table', { name: 'Your numbers' }).getByText('No number yet.').waitFor();
      await expectAccessible(page, 'numbers page');

      await page.getByLabel('Country').fill('DE');
      await page.getByRole('button', { name: 'Search numbers' }).click();
      const offers = page.getByRole('table', { name: /^Available numbers/ });
      await offers.waitFor();
      const quoteButton = offers.getByRole('button', { name: /^Get quote for \+49/ }).first();
      phone = ((await quoteButton.getAttribute('aria-label')) ?? '').replace('Get quote for ', '');
      const [previewed] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === '/numbers/preview'), quoteButton.click()]);
      const quote = (await previewed.json()).data.quote as { total_cost: number; currency: string };
      const dialog = page.getByRole('dialog', { name: `Buy ${phone}` });
      await dialog.waitFor();
      await expectAccessible(page, 'number quote dialog');
      // The dialog shows the API's quote for this number.
      const total = `${quote.total_cost.toFixed(2)} ${quote.currency}`;
      expect(await dialog.getByText('Charged now').isVisible()).toBe(true);
      expect(await dialog.getByText(total, { exact: true }).isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Buy', exact: true }).click();
      await page.getByText(`Bought ${phone}.`).waitFor();

      const owned = await api('GET', '/numbers?per_page=100');
      const mine = (owned.body.data.phone_numbers as Array<{ id: string; phone_number: string }>).find((n) => n.phone_number === phone);
      expect(mine).toBeDefined();
      numberId = mine?.id ?? '';
      await page.getByRole('table', { name: 'Your numbers' }).getByRole('link', { name: phone }).waitFor();
      await until('the number to be provisioned', () => api('GET', `/numbers/${numberId}`), (a) => a.body.data.status === 'active');
      const ledger = await api('GET', '/wallet/entries?kind=number_purchase');
      expect(ledger.body.items).toHaveLength(1);
      expect(ledger.body.items[0].amount).toBe(`-${quote.total_cost.toFixed(2)}`);

      await page.getByRole('table', { name: 'Your numbers' }).getByRole('link', { name: phone }).click();
      await page.getByRole('heading', { level: 1, name: phone }).waitFor();
      await page.getByText('active', { exact: true }).waitFor();
      await expectAccessible(page, 'number page');
    });

    it('retries a webhook delivery that failed, and shows the SMS in the SMS log', async () => {
      expect(numberId, 'the number bought by the test before').not.toBe('');
      const { api, h } = kit();
      let healthy = false;
      receiver = await startReceiver(() => (healthy ? 200 : 500));
      const set = await api('PUT', '/numbers/sms/webhook', { url: receiver.url });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      const sms = await h.app.inject({ method: 'POST', url: '/admin/simulator/inbound-sms', headers: h.admin, payload: { from: '+4915112345678', to: phone, body: 'Printer on fire' } });
      expect(sms.statusCode, sms.body).toBeLessThan(300);
      await until('a failed attempt', () => api('GET', '/numbers/sms/webhook/deliveries'), (a) => (a.body.data.deliveries[0]?.attempts.length ?? 0) > 0);

      const page = await kit().page();
      await kit().signIn(page, kit().admin);
      await page.goto('/console/numbers');
      await page.getByRole('table', { name: /^Inbound SMS/ }).getByRole('cell', { name: 'Printer on fire' }).waitFor();
      const log = page.getByRole('table', { name: /^Deliveries of inbound SMS/ });
      await log.getByRole('cell', { name: receiver.url }).waitFor();
      await log.getByText(/· 500 ·/).first().waitFor();
      await expectAccessible(page, 'numbers page with deliveries');
      const before = receiver.requests.length;
      healthy = true;
      await log.getByRole('button', { name: 'Retry' }).click();
      await log.getByRole('cell', { name: 'succeeded', exact: true }).waitFor();
      expect(receiver.requests.length).toBeGreaterThan(before);
      const after = await api('GET', '/numbers/sms/webhook/deliveries');
      expect(after.body.data.deliveries[0].status).toBe('succeeded');
      expect(await log.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    });

    it('adds an SMS endpoint and routes the number’s SMS to it', async () => {
      expect(numberId, 'the number bought by the test before').not.toBe('');
      const page = await kit().page();
      await kit().signIn(page, kit().admin);
      await page.goto('/console/numbers');
      const add = page.getByRole('form', { name: 'Add an SMS endpoint' });
      await add.getByLabel('Endpoint name').fill('helpdesk');
      await add.getByLabel('Endpoint URL').fill(`${receiver?.url ?? ''}/helpdesk`);
      await add.getByRole('button', { name: 'Add endpoint' }).click();
      await page.getByRole('table', { name: 'SMS endpoints' }).getByRole('cell', { name: 'helpdesk', exact: true }).waitFor();

      await page.goto(`/console/numbers/${numberId}`);
      await page.getByText('nowhere: no endpoint and no default').first().waitFor();
      await page.getByLabel('SMS endpoint').selectOption({ label: 'helpdesk' });
      await page.getByRole('button', { name: 'Save routing' }).click();
      await page.getByText('Routing saved.').waitFor();
      await page.getByText(/^helpdesk \(/).waitFor();
      const routing = await kit().api('GET', `/numbers/${numberId}/routing`);
      expect(routing.body.data.effective.sms.name).toBe('helpdesk');
      expect(routing.body.data.sms_endpoint_id).toBe(routing.body.data.effective.sms.id);
      await expectAccessible(page, 'number page with routing');
    });

    it('shows a viewer every page and no control that writes', async () => {
      expect(numberId, 'the number bought by the test before').not.toBe('');
      const page = await kit().page();
      await kit().signIn(page, kit().viewer);
      await page.goto('/console/numbers');
      await page.getByRole('table', { name: /^Deliveries of inbound SMS/ }).getByRole('cell', { name: 'succeeded', exact: true }).waitFor();
      await page.getByRole('table', { name: 'SMS endpoints' }).getByRole('cell', { name: 'helpdesk', exact: true }).waitFor();
      for (const name of ['Search numbers', 'Retry', 'Change webhook', 'Add endpoint']) expect(await page.getByRole('button', { name }).count(), name).toBe(0);
      expect(await page.getByRole('heading', { name: 'Buy a number' }).count()).toBe(0);
      await expectAccessible(page, 'numbers page as a viewer');
      await page.goto(`/console/numbers/${numberId}`);
      await page.getByText(/^helpdesk \(/).waitFor();
      expect(await page.getByRole('button', { name: 'Save routing' }).count()).toBe(0);
      expect(await page.getByLabel('SMS endpoint').count()).toBe(0);
      await expectAccessible(page, 'number page as a viewer');
    });

    it('shows Not found for another organisation’s number, one that does not exist and a malformed id', async () => {
      const { h, other } = kit();
      const theirs = await ownNumber(h, other.id);
      const page = await kit().page();
      await kit().signIn(page, kit().admin);
      for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-a-number']) {
        await page.goto(`/console/numbers/${id}`);
        await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
        expect(await page.getByText(theirs.e164).count()).toBe(0);
      }
      await expectAccessible(page, 'number not found');
    });

    it('says so when the organisation has not enabled the phone-number service', async () => {
      const { h, org } = kit();
      const set = async (services: string[]) => {
        const res = await h.app.inject({ method: 'PATCH', url: `/admin/organizations/${org.id}`, headers: h.admin, payload: { services } });
        expect(res.statusCode, res.body).toBe(200);
      };
      await set(['connectivity', 'reseller', 'mccmnc']);
      try {
        const page = await kit().page();
        await kit().signIn(page, kit().admin);
        await page.goto('/console/numbers');
        await page.getByRole('heading', { name: 'Phone numbers is not enabled' }).waitFor();
        await page.goto(`/console/numbers/${numberId || '00000000-0000-4000-8000-000000000000'}`);
        await page.getByRole('heading', { name: 'Phone numbers is not enabled' }).waitFor();
        await expectAccessible(page, 'numbers without the service');
      } finally {
        await set(['connectivity', 'reseller', 'numbers', 'mccmnc']);
        await receiver?.close();
      }
    });
  },
  { env: { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' }, workers: true },
);
