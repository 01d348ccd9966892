// The eSIMs and Wallet pages in Chromium: buy a /v1 eSIM after seeing the wallet's charge
// and see its QR code and install links, top it up, read its history, find the debit in
// the wallet's ledger and export the filtered ledger as CSV; a viewer sees no write
// control; another organisation's eSIM is "Not found"; a disabled service says so.

import fs from 'node:fs';
import { expect, it } from 'vitest';
import { resellerPlanBody } from '../../src/modules/reseller/links.testkit.ts';
import { describeInBrowser, expectAccessible } from './console.testkit.ts';

describeInBrowser('console eSIMs and wallet', import.meta.url, (kit) => {
  let planName = '';
  let esimId = '';

  async function plan(organizationId: string, name: string, price: string): Promise<{ id: string }> {
    const { h } = kit();
    const res = await h.app.inject({
      method: 'POST',
      url: '/admin/reseller-plans',
      headers: h.admin,
      payload: resellerPlanBody({ name, provider_plan_id: `pp-${name.toLowerCase().replace(/\W+/g, '-')}`, retail_price: price, organization_id: organizationId }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  it('buys a /v1 eSIM after showing the wallet charge, and shows its QR code and install links', async () => {
    const { org, signIn, admin } = kit();
    planName = 'Europe 1 GB console';
    await plan(org.id, planName, '5.00');
    await kit().credit('20.00');
    const page = await kit().page();
    await signIn(page, admin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'eSIMs', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'eSIMs' }).waitFor();
    await page.getByRole('cell', { name: planName, exact: true }).waitFor();
    await expectAccessible(page, 'eSIMs page');

    await page.getByRole('button', { name: `Buy ${planName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Buy ${planName}` });
    await dialog.getByText('20.00 EUR', { exact: true }).waitFor();
    expect(await dialog.getByText('5.00 EUR', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText('15.00 EUR', { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page, 'eSIM buy dialog');
    await dialog.getByLabel('Name (optional)').fill('Field unit 7');
    await dialog.getByRole('button', { name: 'Buy', exact: true }).click();

    await page.getByRole('heading', { level: 1, name: 'Field unit 7' }).waitFor();
    esimId = new URL(page.url()).pathname.split('/').pop() as string;
    const link = await kit().api('GET', `/v1/links/${esimId}`);
    expect(link.status).toBe(200);
    expect(await page.getByText(link.body.iccid as string, { exact: true }).isVisible()).toBe(true);
    const qr = page.getByRole('img', { name: `QR code to install eSIM ${link.body.iccid}` });
    await qr.waitFor();
    expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    expect(await page.getByRole('link', { name: 'Install on iPhone' }).getAttribute('href')).toBe(link.body.apple_activation_url);
    expect(await page.getByRole('link', { name: 'Install on Android' }).getAttribute('href')).toBe(link.body.android_activation_url);
    // Everything the page loaded came from the platform itself.
    const origins = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).origin));
    expect(origins.every((o) => o === new URL(page.url()).origin)).toBe(true);
    expect((await kit().api('GET', '/v1/balance')).body.balance).toBe('15.00');
    await expectAccessible(page, 'eSIM page');
  });

  it('tops the eSIM up after showing the charge, and lists the purchase and the top-up in its history', async () => {
    expect(esimId, 'the eSIM bought by the test before').not.toBe('');
    const page = await kit().page();
    await kit().signIn(page, kit().admin);
    await page.goto(`/console/esims/${esimId}`);
    await page.getByRole('heading', { level: 2, name: 'Top up' }).waitFor();
    await page.getByRole('button', { name: 'Top up…' }).click();
    const dialog = page.getByRole('dialog', { name: `Top up with ${planName}` });
    await dialog.getByText('15.00 EUR', { exact: true }).waitFor();
    expect(await dialog.getByText('10.00 EUR', { exact: true }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Top up', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const history = page.getByRole('table', { name: 'Purchases and top-ups' });
    await history.getByRole('cell', { name: 'topup', exact: true }).waitFor();
    expect(await history.getByRole('cell', { name: 'activation', exact: true }).isVisible()).toBe(true);
    const link = await kit().api('GET', `/v1/links/${esimId}`);
    expect(link.body.activations).toHaveLength(2);
    expect(await page.getByRole('table', { name: 'Plans on this eSIM' }).getByRole('row').count()).toBe(3);
    expect((await kit().api('GET', '/v1/balance')).body.balance).toBe('10.00');
  });

  it('shows the purchase’s debit in the wallet ledger, filters it, and exports the filtered ledger as CSV', async () => {
    expect(esimId, 'the eSIM bought by the test before').not.toBe('');
    const page = await kit().page();
    await kit().signIn(page, kit().admin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wallet', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
    await page.locator('dl.balance').getByText('10.00 EUR', { exact: true }).waitFor();
    const table = page.getByRole('table', { name: /^Ledger entries/ });
    await table.getByRole('cell', { name: 'reseller activation', exact: true }).waitFor();
    expect(await table.getByRole('cell', { name: '-5.00 EUR', exact: true }).count()).toBe(2);
    await expectAccessible(page, 'wallet page');

    await page.getByLabel('Direction').selectOption('debit');
    await page.getByRole('table', { name: 'Ledger entries: debits' }).waitFor();
    expect(new URL(page.url()).searchParams.get('direction')).toBe('debit');
    await expect.poll(() => page.getByRole('table', { name: 'Ledger entries: debits' }).getByRole('row').count()).toBe(3);
    expect(await page.getByRole('cell', { name: 'credit', exact: true }).count()).toBe(0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('id,created_at,kind,amount,balance_after,currency,reference,metadata');
    expect(lines.slice(1).map((l) => l.split(',')[2]).sort()).toEqual(['reseller_activation', 'reseller_topup']);
    expect(lines.every((l) => !l.includes(',credit,'))).toBe(true);
    expect(lines.slice(1).every((l) => l.split(',')[3] === '-5.00')).toBe(true);
  });

  it('shows a viewer every page and no control that writes', async () => {
    expect(esimId, 'the eSIM bought by the test before').not.toBe('');
    const page = await kit().page();
    await kit().signIn(page, kit().viewer);
    await page.goto('/console/esims');
    await page.getByRole('cell', { name: planName, exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Buy/ }).count()).toBe(0);
    await expectAccessible(page, 'eSIMs page as a viewer');
    await page.goto(`/console/esims/${esimId}`);
    await page.getByRole('heading', { level: 1, name: 'Field unit 7' }).waitFor();
    await page.getByRole('table', { name: 'Purchases and top-ups' }).getByRole('cell', { name: 'topup', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /Top up/ }).count()).toBe(0);
    expect(await page.getByRole('img', { name: /^QR code/ }).isVisible()).toBe(true);
    await page.goto('/console/wallet');
    await page.getByRole('table', { name: 'Ledger entries' }).getByRole('cell', { name: 'reseller topup', exact: true }).waitFor();
    await expectAccessible(page, 'wallet page as a viewer');
  });

  it('shows Not found for another organisation’s eSIM and for one that does not exist', async () => {
    const { other, h } = kit();
    const theirs = await plan(other.id, 'Their plan', '1.00');
    await h.app.inject({ method: 'POST', url: `/admin/organizations/${other.id}/wallet/credits`, headers: h.admin, payload: { amount: '5' } });
    const bought = await kit().api('POST', '/v1/links', { plan_id: theirs.id }, other.admin);
    expect(bought.status).toBe(201);
    const page = await kit().page();
    await kit().signIn(page, kit().admin);
    for (const id of [bought.body.id as string, bought.body.iccid as string, '00000000-0000-4000-8000-000000000000']) {
      await page.goto(`/console/esims/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
      expect(await page.getByText(bought.body.iccid as string).count()).toBe(0);
    }
    await expectAccessible(page, 'eSIM not found');
  });

  it('says so when the organisation has not enabled the reseller or connectivity service', async () => {
    const { h, org } = kit();
    const set = async (services: string[]) => {
      const res = await h.app.inject({ method: 'PATCH', url: `/admin/organizations/${org.id}`, headers: h.admin, payload: { services } });
      expect(res.statusCode, res.body).toBe(200);
    };
    await set(['connectivity', 'numbers', 'mccmnc']);
    try {
      const page = await kit().page();
      await kit().signIn(page, kit().admin);
      await page.goto('/console/esims');
      await page.getByRole('heading', { name: 'Reseller is not enabled' }).waitFor();
      await page.goto(`/console/esims/${esimId}`);
      await page.getByRole('heading', { name: 'Reseller is not enabled' }).waitFor();
      await expectAccessible(page, 'eSIMs without the service');
      await set(['reseller', 'numbers', 'mccmnc']);
      await page.goto('/console/wallet');
      await page.getByRole('heading', { name: 'Connectivity is not enabled' }).waitFor();
    } finally {
      await set(['connectivity', 'reseller', 'numbers', 'mccmnc']);
    }
  });
});
