// The Links pages in Chromium: the list shows links made through the API, searches by
// name, ICCID and id, filters by status and pages on the server; a link's page shows its
// ICCID (also on a reload of its address); Suspend, Resume and Terminate change the link
// as the API sees it; an SMS reaches the link's log; a viewer sees no control that
// writes; another organisation's link is "Not found"; axe-core on each page.

import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createLink, deliverSims, type SimItem } from '../../src/modules/links/links.testkit.ts';
import { type ConsoleKit, describeInBrowser, expectAccessible } from './console.testkit.ts';

const writeControls = /^(Suspend|Resume|Terminate|Send SMS)$/;

/** An active link of `kit.org` made through the connectivity API. */
async function activeLink(kit: ConsoleKit, name: string): Promise<{ id: string; name: string; sim: { iccid: string } }> {
  const [sim] = await deliverSims(kit.h, kit.org.id, 1);
  return createLink(kit.h, kit.org.admin, (sim as SimItem).id, { name, plan_ids: [kit.plan.id] });
}

async function statusOf(kit: ConsoleKit, id: string): Promise<string> {
  const res = await kit.api('GET', `/links/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.status;
}

async function confirm(page: Page, action: string): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describeInBrowser('console links', import.meta.url, (kit) => {
  it('lists a link made through the API, finds it by name, ICCID and id, and filters by status', async () => {
    const link = await activeLink(kit(), `truck-${Date.now()}`);
    const page = await kit().page();
    await kit().signIn(page, kit().admin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Links' }).click();
    const table = page.getByRole('table');
    await table.getByRole('link', { name: link.name }).waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Name', 'Status', 'ICCID', 'Network', 'Used', 'Id']);

    for (const term of [link.name, link.sim.iccid, link.id]) {
      await page.getByRole('searchbox', { name: 'Search' }).fill(term);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get('q') === term);
      await page.getByText('Page 1 of 1 · 1 in all').waitFor();
      expect(await table.getByRole('link', { name: link.name }).isVisible(), term).toBe(true);
    }
    // The search, the filter and the page are in the address: a reload shows the same view.
    await page.getByLabel('Status').selectOption('suspended');
    await page.getByText('No link matches.').waitFor();
    await page.getByLabel('Status').selectOption('active');
    await table.getByRole('link', { name: link.name }).waitFor();
    await page.reload();
    await table.getByRole('link', { name: link.name }).waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('active');
    // The page shown, as CSV.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('links-page-1.csv');
    const csv = fs.readFileSync(await download.path(), 'utf8').split('\r\n');
    expect(csv[0]).toBe('id,name,status,iccid,connected,total_used_mib,updated_at');
    expect(csv[1]).toMatch(new RegExp(`^${link.id},${link.name},active,${link.sim.iccid},`));
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByLabel('Status').selectOption('');
    await page.waitForURL((u) => u.searchParams.get('q') === null && u.searchParams.get('status') === null);
    await page.getByRole('table', { name: 'All links' }).getByRole('link', { name: link.name }).waitFor();
    await expectAccessible(page, 'links list');
  });

  it('pages through the links on the server', async () => {
    const { h, org } = kit();
    const sims = await deliverSims(h, org.id, 26);
    const prefix = `fleet-${Date.now()}`;
    for (const [i, sim] of sims.entries()) await createLink(h, org.admin, sim.id, { name: `${prefix}-${String(i).padStart(2, '0')}` });
    const page = await kit().page();
    await kit().signIn(page, kit().viewer);
    await page.goto(`/console/links?q=${prefix}`);
    await page.getByText('Page 1 of 2 · 26 in all').waitFor();
    expect(await page.getByRole('table').getByRole('row').count()).toBe(26); // a header and 25 links
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2 · 26 in all').waitFor();
    expect(await page.getByRole('table').getByRole('row').count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Page 1 of 2 · 26 in all').waitFor();
  });

  it("opens a link's page with its ICCID, also from its address on a reload", async () => {
    const link = await activeLink(kit(), `meter-${Date.now()}`);
    const page = await kit().page();
    await kit().signIn(page, kit().admin);
    await page.goto(`/console/links?q=${link.id}`);
    await page.getByRole('table').getByRole('link', { name: link.name }).click();
    await page.waitForURL(`**/console/links/${link.id}`);
    await page.getByRole('heading', { level: 1, name: link.name }).waitFor();
    await page.getByText(link.sim.iccid, { exact: true }).waitFor();
    await page.reload();
    await page.getByText(link.sim.iccid, { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Network status' }).waitFor();
    await page.getByRole('heading', { name: 'Events' }).waitFor();
    await page.getByText('link.created').waitFor();
    await page.getByRole('table', { name: 'Plan activations' }).getByRole('row').nth(1).waitFor();
    // The usage chart: inline SVG, described in its accessible name.
    await page.getByRole('img', { name: /^Data used per plan activation, oldest first \(MiB\): 1 point, / }).waitFor();
    await expectAccessible(page, "a link's page");
  });

  it('suspends and resumes a link, as the API then sees it, and shows who did it in the timeline', async () => {
    const link = await activeLink(kit(), `pump-${Date.now()}`);
    const page = await kit().page();
    await kit().signIn(page, kit().admin);
    await page.goto(`/console/links/${link.id}`);
    await page.getByRole('heading', { level: 1, name: link.name }).waitFor();

    await page.getByRole('button', { name: 'Suspend', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'the confirmation dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await statusOf(kit(), link.id)).toBe('active');

    await confirm(page, 'Suspend');
    await page.getByText('Link suspended.').waitFor();
    expect(await statusOf(kit(), link.id)).toBe('suspended');
    await page.getByRole('button', { name: 'Resume', exact: true }).waitFor();
    await page.getByText('active → suspended').waitFor();

    await confirm(page, 'Resume');
    await page.getByText('Link resumed.').waitFor();
    expect(await statusOf(kit(), link.id)).toBe('active');
    await page.getByText('suspended → active').waitFor();
    // The change is the console user's, in the event feed as anywhere.
    const events = await kit().api('GET', `/links/${link.id}/events?type=link.status_changed`);
    expect(events.body.items[0]).toMatchObject({ source: 'console', actor: { type: 'user' } });
  });

  it('sends an SMS to the device and terminates a link', async () => {
    const link = await activeLink(kit(), `gate-${Date.now()}`);
    const page = await kit().page();
    await kit().signIn(page, kit().admin);
    await page.goto(`/console/links/${link.id}`);
    await page.getByLabel('Message').fill('reboot now');
    await page.getByRole('button', { name: 'Send SMS' }).click();
    await page.getByRole('table', { name: 'SMS sent to the device' }).getByText('reboot now').waitFor();
    const sms = await kit().api('GET', `/links/${link.id}/sms`);
    expect(sms.body.items.map((s: { message: string }) => s.message)).toContain('reboot now');

    await confirm(page, 'Terminate');
    await page.waitForURL((u) => u.pathname === '/console/links');
    expect((await kit().api('GET', `/links/${link.id}`)).status).toBe(410);
    await page.goto(`/console/links/${link.id}`);
    await page.getByRole('heading', { name: 'Link terminated' }).waitFor();
  });

  it('shows a viewer every page and no control that writes', async () => {
    const link = await activeLink(kit(), `viewer-${Date.now()}`);
    const page = await kit().page();
    await kit().signIn(page, kit().viewer);
    await page.goto(`/console/links/${link.id}`);
    await page.getByText(link.sim.iccid, { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'SMS to the device' }).waitFor();
    const buttons = await page.getByRole('button').allTextContents();
    expect(buttons.filter((b) => writeControls.test(b.trim()))).toEqual([]);
    expect(await page.getByLabel('Message').count()).toBe(0);
    await page.goto('/console/links');
    await page.getByRole('table').getByRole('link').first().waitFor();
    expect((await page.getByRole('button').allTextContents()).filter((b) => writeControls.test(b.trim()))).toEqual([]);
    await expectAccessible(page, 'links list as a viewer');
  });

  it("shows Not found, and nothing of the record, for another organisation's link, an unknown id and no id", async () => {
    const { h, other } = kit();
    const [sim] = await deliverSims(h, other.id, 1);
    const theirs = await createLink(h, other.admin, (sim as SimItem).id, { name: `theirs-${Date.now()}` });
    const page = await kit().page();
    await kit().signIn(page, kit().admin);
    for (const id of [theirs.id, '6f1c1b0e-0d55-4d8e-9d0a-3b7a2f8c9e01', 'not-an-id']) {
      await page.goto(`/console/links/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
      const text = await page.locator('main').innerText();
      expect(text).not.toContain(theirs.name);
      expect(text).not.toContain((sim as SimItem).iccid);
    }
    await expectAccessible(page, 'not found');
  });
});
