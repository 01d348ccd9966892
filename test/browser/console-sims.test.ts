// The SIMs page in Chromium (docs/console.md#sims): the inventory as GET /sims pages and
// filters it, and an eSIM's QR code (the API's SVG, shown without loading anything from
// another site) and install links.

import { expect, it } from 'vitest';
import { deliverSims } from '../../src/modules/links/links.testkit.ts';
import { describeInBrowser, expectAccessible } from './console.testkit.ts';

describeInBrowser('console SIMs', import.meta.url, (kit) => {
  it('lists the SIMs, filters by type and shows an eSIM QR code and its install links', async () => {
    const { h, org, api } = kit();
    const physical = await deliverSims(h, org.id, 2);
    const [esim] = await deliverSims(h, org.id, 1, 'eSIM');
    const profile = await api('GET', `/sims/${esim!.id}/esim-profile`);
    expect(profile.status).toBe(200);
    expect(profile.body.qr_code_svg).toContain('<svg');

    const page = await kit().page();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await kit().signIn(page, kit().viewer);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SIMs', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'SIMs' }).waitFor();
    const table = page.getByRole('table', { name: 'All SIMs' });
    for (const sim of [...physical, esim!]) await table.getByRole('cell', { name: sim.iccid, exact: true }).waitFor();
    const total = (await api('GET', '/sims?page_size=1')).body.total;
    expect(await page.getByText(`${total} in all`).count()).toBe(1);
    await expectAccessible(page, 'SIMs');

    await page.getByLabel('Type').selectOption('eSIM');
    const filtered = page.getByRole('table', { name: 'SIMs matching the filters' });
    await filtered.getByRole('cell', { name: esim!.iccid, exact: true }).waitFor();
    expect(await filtered.getByRole('cell', { name: physical[0]!.iccid, exact: true }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('type')).toBe('eSIM');

    await filtered.getByRole('link', { name: `QR code of ${esim!.iccid}` }).click();
    const qr = page.getByRole('img', { name: `QR code of eSIM ${esim!.iccid}` });
    await qr.waitFor();
    // The image decoded: the page's CSP let it in, and it came from the API's answer.
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(profile.body.qr_code_svg)}`);
    expect(await page.getByRole('link', { name: 'Install on iPhone' }).getAttribute('href')).toBe(profile.body.ios_deeplink);
    expect(await page.getByRole('link', { name: 'Install on Android' }).getAttribute('href')).toBe(profile.body.android_deeplink);
    expect(await page.getByText(profile.body.activation_code, { exact: true }).count()).toBe(1);
    await expectAccessible(page, 'eSIM QR code');
    // Nothing was loaded from another site.
    const origin = new URL(kit().base).origin;
    expect(requests.filter((u) => !u.startsWith(origin) && !u.startsWith('data:'))).toEqual([]);
  });

  it("shows Not found for an eSIM of another organisation or of nothing", async () => {
    const { h, other } = kit();
    const [theirs] = await deliverSims(h, other.id, 1, 'eSIM');
    const page = await kit().page();
    await kit().signIn(page, kit().admin);
    for (const id of [theirs!.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      await page.goto(`/console/sims?esim=${id}`);
      await page.getByRole('heading', { name: 'Not found' }).waitFor();
      expect(await page.getByRole('img', { name: /QR code/ }).count()).toBe(0);
    }
    expect(await page.getByText(theirs!.iccid).count()).toBe(0);
  });
});
