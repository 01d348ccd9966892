// The Overview and Activity pages in Chromium (docs/console.md#overview,
// docs/console.md#activity): the wallet's balance, links counted by status, this month's
// data per day and the latest events, all as the API answers them; the event feed with
// who made each change, its type filters, cursor paging and links to the resources.

import { expect, it } from 'vitest';
import { createLink, deliverSims, type SimItem, useData } from '../../src/modules/links/links.testkit.ts';
import { describeInBrowser, expectAccessible } from './console.testkit.ts';

describeInBrowser('console overview and activity', import.meta.url, (kit) => {
  it('shows the balance, the links by status, the data used this month and the latest events, as the API answers them', async () => {
    const { h, org, plan, api, admin } = kit();
    const credited = await h.app.inject({ method: 'POST', url: `/admin/organizations/${org.id}/wallet/credits`, headers: h.admin, payload: { amount: '42.50' } });
    expect(credited.statusCode, credited.body).toBe(201);
    const [a, b] = await deliverSims(h, org.id, 2);
    const active = await createLink(h, org.admin, (a as SimItem).id, { name: 'overview-active', plan_ids: [plan.id] });
    await createLink(h, org.admin, (b as SimItem).id, { name: 'overview-pre-active' });
    expect(active.status).toBe('active');
    // The device uses 10.5 MiB today, which the next usage snapshot counts.
    await h.container.usage.snapshotNow();
    expect((await useData(h, (a as SimItem).iccid, 10.5)).status).toBe(200);
    await h.container.usage.snapshotNow();

    const balance = await api('GET', '/v1/balance');
    expect(balance.status).toBe(200);
    const counts: Record<string, number> = {};
    for (const status of ['active', 'pre_active', 'suspended', 'hold']) counts[status] = (await api('GET', `/links?status=${status}&page_size=1`)).body.total;
    expect(counts.active).toBeGreaterThanOrEqual(1);

    const page = await kit().page();
    await kit().signIn(page, admin);
    // /console opens the Overview, the first page of the navigation.
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/overview');
    await page.getByTestId('balance').waitFor();
    expect(await page.getByTestId('balance').textContent()).toBe(`${balance.body.balance} ${balance.body.currency}`);
    // The last ledger entries, as GET /wallet/entries answers them: the credit above among them.
    const ledger = await api('GET', '/wallet/entries?page_size=5');
    expect(ledger.status).toBe(200);
    const entries = page.getByRole('table', { name: 'The last wallet entries' });
    await entries.getByRole('cell', { name: `${ledger.body.items[0].amount} ${ledger.body.items[0].currency}`, exact: true }).first().waitFor();
    expect(await entries.getByRole('row').count()).toBe(1 + ledger.body.items.length);
    expect(ledger.body.items.some((e: { kind: string; amount: string }) => e.kind === 'credit' && e.amount === '42.50')).toBe(true);
    for (const [status, total] of Object.entries(counts)) {
      await expect.poll(() => page.getByTestId(`links-${status}`).textContent()).toBe(String(total));
    }
    const chart = page.getByRole('img', { name: /Data used per day/ });
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).toMatch(/10\.5 MiB in all/);
    const latest = page.getByRole('table', { name: 'The 10 latest events' });
    await latest.getByRole('cell', { name: 'link.created' }).first().waitFor();
    await expectAccessible(page, 'overview');
  });

  it('shows an event of a change made through the API with who made it, links to its resource, and filters by type and resource', async () => {
    const { h, org, api, viewer, plan } = kit();
    const [sim, sim2] = await deliverSims(h, org.id, 2);
    const link = await createLink(h, org.admin, (sim as SimItem).id, { name: 'activity-link' });
    const other = await createLink(h, org.admin, (sim2 as SimItem).id, { name: 'activity-other', plan_ids: [plan.id] });
    const suspended = await api('POST', `/links/${other.id}/suspend`);
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    const feed = await api('GET', `/events?resource_id=${other.id}`);
    const changed = feed.body.items.find((e: { type: string }) => e.type === 'link.status_changed');
    expect(changed.actor.type).toBe('client');

    const page = await kit().page();
    await kit().signIn(page, viewer);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    const table = page.getByRole('table', { name: 'Latest events' });
    const row = table.getByRole('row').filter({ hasText: 'link.status_changed' }).filter({ hasText: other.id });
    await row.waitFor();
    expect(await row.textContent()).toContain(`API client ${changed.actor.id} · api`);
    expect(await row.getByRole('link').getAttribute('href')).toBe(`/console/links/${other.id}`);
    await expectAccessible(page, 'activity');

    // An exact type.
    await page.getByLabel('Type').fill('link.status_changed');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const byType = page.getByRole('table', { name: 'Events of type link.status_changed' });
    await byType.getByRole('cell', { name: 'link.status_changed' }).first().waitFor();
    // The caption follows the filter at once; the rows once the filtered page has loaded.
    await expect.poll(async () => [...new Set(await byType.locator('tbody tr td:nth-child(2)').allTextContents())]).toEqual(['link.status_changed']);
    expect(new URL(page.url()).searchParams.get('type')).toBe('link.status_changed');

    // A prefix and a resource: every event of that link, and only those.
    await page.getByLabel('Type').fill('link.*');
    await page.getByLabel('Resource id').fill(link.id);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const ofLink = page.getByRole('table', { name: `Events of type link.* about ${link.id}` });
    await ofLink.getByRole('cell', { name: 'link.created' }).waitFor();
    const expected = (await api('GET', `/events?type=link.*&resource_id=${link.id}`)).body.items.map((e: { type: string }) => e.type);
    await expect.poll(() => ofLink.locator('tbody tr td:nth-child(2)').allTextContents()).toEqual(expected);
    // A reload keeps the filters.
    await page.reload();
    await ofLink.getByRole('cell', { name: 'link.created' }).waitFor();
    expect(await page.getByLabel('Type').inputValue()).toBe('link.*');
  });

  it('pages through the feed with starting_after', async () => {
    const { h, org, api } = kit();
    // More events than one page holds.
    const sims = await deliverSims(h, org.id, 26);
    for (const sim of sims) await createLink(h, org.admin, sim.id, { name: 'paged' });
    const first = (await api('GET', '/events?type=link.created&limit=25')).body;
    expect(first.has_more).toBe(true);
    const second = (await api('GET', `/events?type=link.created&limit=25&starting_after=${first.items[24].id}`)).body;

    const page = await kit().page();
    await kit().signIn(page, kit().admin);
    await page.goto('/console/activity?type=link.created');
    const table = page.getByRole('table', { name: 'Events of type link.created' });
    await table.getByRole('link', { name: `link ${first.items[0].resource.id}` }).waitFor();
    await page.getByRole('button', { name: 'Older' }).click();
    await table.getByRole('link', { name: `link ${second.items[0].resource.id}` }).waitFor();
    expect(new URL(page.url()).searchParams.get('after')).toBe(first.items[24].id);
    await page.getByRole('button', { name: 'Newest' }).click();
    await table.getByRole('link', { name: `link ${first.items[0].resource.id}` }).waitFor();
  });
});
