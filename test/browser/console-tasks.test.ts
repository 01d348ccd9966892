// The Tasks pages in Chromium (docs/console.md#tasks): a bulk task made from a CSV file
// read in the browser, followed to its end with a progress bar, its per-item results and
// its failed items downloaded as CSV; what a viewer sees; another organisation's task.

import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedActiveLinks, waitForTask } from '../../src/modules/tasks/tasks.testkit.ts';
import { describeInBrowser, expectAccessible } from './console.testkit.ts';

describeInBrowser('console tasks', import.meta.url, (kit) => {
  // The workers that run the bulk tasks.
  let workers: { stop(): Promise<void> } | null = null;
  beforeAll(() => {
    workers = kit().h.container.startWorkers();
  });
  afterAll(async () => workers?.stop());

  it('creates a bulk task from an uploaded CSV, follows its progress to the end and downloads the failed items', async () => {
    const { h, org, api, admin } = kit();
    const links = await seedActiveLinks(h.container.db, org.id, 40);
    // One link is suspended already and one id names nothing: both fail their item.
    expect((await api('POST', `/links/${links[0]}/suspend`)).status).toBe(200);
    const unknown = '00000000-0000-4000-8000-00000000beef';
    const csv = ['name,link_id', ...links.map((id, i) => `"device ${i}, floor 2",${id}`), `ghost,${unknown}`].join('\r\n');

    const page = await kit().page();
    await kit().signIn(page, admin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tasks' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    await expectAccessible(page, 'tasks');
    await page.getByLabel('Operation').selectOption({ label: 'Suspend links' });
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'suspend.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('suspend.csv: 41 rows.').waitFor();
    await page.getByRole('button', { name: 'Create task' }).click();

    await page.waitForURL(/\/console\/tasks\/[0-9a-f-]{36}$/);
    const taskId = new URL(page.url()).pathname.split('/').pop() as string;
    await page.getByRole('heading', { level: 1, name: 'Suspend links' }).waitFor();
    const bar = page.getByRole('progressbar', { name: 'Task progress' });
    await bar.waitFor();
    const task = await waitForTask(h.app, org.viewer, taskId);
    expect(task).toMatchObject({ type: 'link_suspend', total_items: 41, completed_items: 39, failed_items: 2 });
    // The page follows it to the end by itself.
    await page.getByText('Finished: 39 succeeded, 2 failed.').waitFor();
    expect(await bar.getAttribute('value')).toBe('41');
    expect(await bar.getAttribute('max')).toBe('41');
    const items = page.getByRole('table', { name: 'Items, in the order of the request' });
    await items.getByRole('cell', { name: links[0] as string, exact: true }).waitFor();
    expect(await page.getByText('Page 1 of 2 · 41 in all').count()).toBe(1);
    await expectAccessible(page, 'task');

    // The task changed the links as the API sees them.
    expect((await api('GET', `/links/${links[1]}`)).body.status).toBe('suspended');

    await page.getByLabel('Item status').selectOption('failed');
    const failedTable = page.getByRole('table', { name: 'Items failed' });
    await failedTable.getByRole('cell', { name: unknown, exact: true }).waitFor();
    expect(await failedTable.locator('tbody tr').count()).toBe(2);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download failed items (CSV)' }).click()]);
    expect(download.suggestedFilename()).toBe(`task-${taskId}-failed.csv`);
    const text = fs.readFileSync((await download.path()) as string, 'utf8');
    const rows = text.trim().split('\r\n');
    expect(rows[0]).toBe('link_id,reference_id,error,item_id');
    expect(rows).toHaveLength(3);
    const apiFailed = (await api('GET', `/tasks/${taskId}/items?status=failed&sort_order=asc&sort_by=created_at`)).body.items as Array<{ reference_id: string; error: string }>;
    expect(new Set(rows.slice(1).map((r) => r.split(',')[0]))).toEqual(new Set([links[0], unknown]));
    for (const item of apiFailed) expect(text).toContain(item.error.includes(',') ? `"${item.error}"` : item.error);
  });

  it('refuses a CSV without the column the operation reads, before sending anything', async () => {
    const page = await kit().page();
    await kit().signIn(page, kit().admin);
    await page.goto('/console/tasks');
    await page.getByLabel('Operation').selectOption({ label: 'Resume links' });
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'wrong.csv', mimeType: 'text/csv', buffer: Buffer.from('sim_id\n00000000-0000-4000-8000-000000000001\n') });
    await page.getByText('The first row must name the columns, one of them link_id.').waitFor();
    expect(await page.getByRole('button', { name: 'Create task' }).isDisabled()).toBe(true);
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('link_id\nnot-an-id\n') });
    await page.getByText('Row 2: link_id is not an id (not-an-id).').waitFor();
    expect(await page.getByRole('button', { name: 'Create task' }).isDisabled()).toBe(true);
  });

  it('shows a viewer the tasks and their results without any control that writes', async () => {
    const { h, org, api } = kit();
    const links = await seedActiveLinks(h.container.db, org.id, 2);
    const created = await api('POST', '/links/bulk-suspend', { link_ids: links });
    expect(created.status).toBe(202);
    await waitForTask(h.app, org.viewer, created.body.id);

    const page = await kit().page();
    await kit().signIn(page, kit().viewer);
    await page.goto('/console/tasks');
    await page.getByRole('table', { name: 'All tasks, newest first' }).getByRole('link', { name: 'Suspend links' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Create task' }).count()).toBe(0);
    expect(await page.getByLabel('CSV file', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Operation').count()).toBe(0);
    await expectAccessible(page, 'tasks as a viewer');
    await page.goto(`/console/tasks/${created.body.id}`);
    await page.getByText('Finished: 2 succeeded, 0 failed.').waitFor();
    // Reading and downloading only: no button but the download, which writes nothing.
    const buttons = await page.getByRole('main').getByRole('button').allTextContents();
    expect(buttons.filter((b) => !['Previous', 'Next', 'Download failed items (CSV)'].includes(b))).toEqual([]);
  });

  it('shows Not found for a task of another organisation or of nothing', async () => {
    const { h, other } = kit();
    const theirs = await seedActiveLinks(h.container.db, other.id, 1);
    const res = await h.app.inject({ method: 'POST', url: '/links/bulk-suspend', headers: other.admin, payload: { link_ids: theirs } });
    expect(res.statusCode).toBe(202);
    const page = await kit().page();
    await kit().signIn(page, kit().admin);
    for (const id of [res.json().id as string, '00000000-0000-4000-8000-000000000000', 'nothing']) {
      await page.goto(`/console/tasks/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
      expect(await page.getByRole('progressbar').count()).toBe(0);
    }
    await expectAccessible(page, 'task not found');
  });
});
