// The console's Settings page in Chromium: an API client's secret shown once (gone once
// its dialog closes, and after a reload), users invited, re-roled, reset and removed with
// the links shown once, event destinations with their signing secret, types, deliveries
// and deletion; a viewer sees the lists and no control that writes; the reset-password
// page; axe-core on each.

import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, expectAccessible } from './console.testkit.ts';

const writeControls = /^(Create API client|Revoke|Invite user|Change role|Reset password|Remove|Create event destination|Edit event types|Delete)$/;

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await page.getByRole('table', { name: 'API clients' }).getByRole('row').nth(1).waitFor();
}

describeInBrowser('console settings', import.meta.url, (kit) => {
  it('creates an API client and shows its secret once: gone after the dialog closes and after a reload', async () => {
    const { api, h } = kit();
    const page = await kit().page();
    await kit().signIn(page, kit().admin);
    await openSettings(page);
    await expectAccessible(page, 'settings');

    await page.getByRole('button', { name: 'Create API client' }).click();
    const form = page.getByRole('dialog', { name: 'Create an API client' });
    await form.getByLabel('Name').fill('nightly export');
    await form.getByLabel('admin').check();
    await form.getByRole('button', { name: 'Create' }).click();

    const shown = page.getByRole('dialog', { name: 'Client secret of nightly export' });
    await shown.waitFor();
    await expectAccessible(page, 'the secret dialog');
    const secret = await shown.getByLabel('Client secret').inputValue();
    expect(secret.length).toBeGreaterThan(30);
    const note = await shown.getByText(/^Client id cli_/).textContent();
    const clientId = /cli_[0-9a-f]{24}/.exec(note ?? '')?.[0] as string;
    // The secret works, for a client of this organisation with the roles chosen.
    const token = await h.app.inject({ method: 'POST', url: '/auth/token', payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret } });
    expect(token.statusCode).toBe(200);
    const listed = (await api('GET', '/api-clients?page_size=100')).body.items.find((c: { client_id: string }) => c.client_id === clientId);
    expect(listed).toMatchObject({ name: 'nightly export', roles: ['viewer', 'admin'] });

    await shown.getByRole('button', { name: 'Close' }).click();
    await shown.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /nightly export/ });
    await row.waitFor();
    expect(await page.content()).not.toContain(secret);
    await page.reload();
    await page.getByRole('row', { name: /nightly export/ }).waitFor();
    expect(await page.content()).not.toContain(secret);

    // Revoke it: the row says when, and its tokens stop.
    await page.getByRole('row', { name: /nightly export/ }).getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog', { name: 'Revoke nightly export?' }).getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('row', { name: /nightly export/ }).getByRole('button', { name: 'Revoke' }).waitFor({ state: 'detached' });
    expect((await api('GET', '/org', undefined, { authorization: `Bearer ${token.json().access_token}` })).status).toBe(401);
  });

  it('invites a user with the link shown once, changes the role, makes a reset link, removes; the last admin stays', async () => {
    const { api } = kit();
    const page = await kit().page();
    await kit().signIn(page, kit().admin);
    await openSettings(page);
    const email = `new-${Date.now()}@example.com`;

    await page.getByRole('button', { name: 'Invite user' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a user' });
    await invite.getByLabel('Email').fill(email);
    await invite.getByRole('button', { name: 'Invite' }).click();
    const shown = page.getByRole('dialog', { name: `Invitation for ${email}` });
    const link = await shown.getByLabel('Invitation link').inputValue();
    expect(link).toMatch(/\/console\/invitation#token=/);
    await shown.getByRole('button', { name: 'Close' }).click();
    const row = page.getByRole('row', { name: new RegExp(email) });
    await row.getByRole('cell', { name: 'viewer', exact: true }).waitFor();

    await row.getByRole('button', { name: 'Change role' }).click();
    const change = page.getByRole('dialog', { name: `Change the role of ${email}` });
    expect(await change.getByLabel('Role').inputValue()).toBe('admin');
    await change.getByRole('button', { name: 'Change role' }).click();
    await row.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    const user = (await api('GET', '/users?page_size=100')).body.items.find((u: { email: string }) => u.email === email);
    expect(user.role).toBe('admin');

    await row.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('dialog', { name: `Reset the password of ${email}?` }).getByRole('button', { name: 'Reset password' }).click();
    const reset = page.getByRole('dialog', { name: `Password reset for ${email}` });
    expect(await reset.getByLabel('Password-reset link').inputValue()).toMatch(/\/console\/reset-password#token=/);
    await reset.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog', { name: `Remove ${email}?` }).getByRole('button', { name: 'Remove' }).click();
    await row.waitFor({ state: 'detached' });
    expect((await api('GET', '/users?page_size=100')).body.items.map((u: { email: string }) => u.email)).not.toContain(email);

    // The organisation's only admin user cannot demote themselves: the API's refusal shows in the dialog.
    const me = page.getByRole('row', { name: new RegExp(`${kit().admin.email} \\(you\\)`) });
    await me.getByRole('button', { name: 'Change role' }).click();
    const self = page.getByRole('dialog', { name: `Change the role of ${kit().admin.email}` });
    await self.getByRole('button', { name: 'Change role' }).click();
    await self.getByRole('alert').getByText(/last admin/).waitFor();
    await expectAccessible(page, 'a refused change');
    await self.getByRole('button', { name: 'Cancel' }).click();
    await me.getByRole('cell', { name: 'admin', exact: true }).waitFor();
  });

  it('creates an event destination with its signing secret shown once, edits its types, shows its deliveries, deletes it', async () => {
    const { api } = kit();
    const page = await kit().page();
    await kit().signIn(page, kit().admin);
    await openSettings(page);
    // An address literal: the check of a public target needs no DNS, which the tests may not have.
    const url = `https://93.184.215.14/console-${Date.now()}`;

    await page.getByRole('button', { name: 'Create event destination' }).click();
    const form = page.getByRole('dialog', { name: 'Create an event destination' });
    await form.getByLabel('URL').fill(url);
    await form.getByLabel('Event types').fill('link.*, task.completed');
    await form.getByRole('button', { name: 'Create' }).click();
    const shown = page.getByRole('dialog', { name: `Signing secret of ${url}` });
    const secret = await shown.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Close' }).click();
    const row = page.getByRole('row', { name: new RegExp(url) });
    await row.getByRole('cell', { name: 'link.*, task.completed' }).waitFor();
    expect(await page.content()).not.toContain(secret);

    await row.getByRole('button', { name: 'Edit event types' }).click();
    const edit = page.getByRole('dialog', { name: `Event types of ${url}` });
    await edit.getByLabel('Event types').fill('client.*');
    await edit.getByRole('button', { name: 'Save' }).click();
    await row.getByRole('cell', { name: 'client.*', exact: true }).waitFor();
    const destination = (await api('GET', '/event-destinations?page_size=100')).body.items.find((d: { url: string }) => d.url === url);
    expect(destination.event_types).toEqual(['client.*']);

    // A new API client's event is delivered to it: its delivery is listed.
    expect((await api('POST', '/api-clients', { name: 'delivered', roles: ['viewer'] })).status).toBe(201);
    await row.getByRole('button', { name: 'Deliveries' }).click();
    const deliveries = page.getByRole('table', { name: `Deliveries to ${url}, newest first` });
    await deliveries.getByRole('cell', { name: 'client.created', exact: true }).waitFor();
    await expectAccessible(page, 'deliveries');

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: `Delete the destination ${url}?` }).getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    expect((await api('GET', `/event-destinations/${destination.id}`)).status).toBe(404);
  });

  it('shows a viewer the lists and no control that writes', async () => {
    const destination = await kit().api('POST', '/event-destinations', { url: `https://93.184.215.14/viewer-${Date.now()}`, event_types: ['task.completed'] });
    expect(destination.status).toBe(201);
    const page = await kit().page();
    await kit().signIn(page, kit().viewer);
    await openSettings(page);
    for (const name of ['API clients', 'Users', 'Event destinations']) await page.getByRole('table', { name }).waitFor();
    await page.getByRole('row', { name: new RegExp(kit().viewer.email) }).waitFor();
    // A destination's deliveries are for everyone to read; its other actions are not.
    const row = page.getByRole('row', { name: new RegExp(destination.body.url) });
    expect(await row.getByRole('button').allTextContents()).toEqual(['Deliveries']);
    await row.getByRole('button', { name: 'Deliveries' }).click();
    await page.getByRole('table', { name: `Deliveries to ${destination.body.url}, newest first` }).waitFor();
    const buttons = await page.getByRole('main').getByRole('button').allTextContents();
    expect(buttons.filter((b) => writeControls.test(b.trim()))).toEqual([]);
    await expectAccessible(page, 'settings as a viewer');
  });

  it('sets a new password on the reset page: every other session ends and the person is signed in', async () => {
    const { h, org, base } = kit();
    const email = `reset-${Date.now()}@example.com`;
    const made = await h.app.inject({ method: 'POST', url: `/admin/organizations/${org.id}/users`, headers: h.admin, payload: { email, role: 'viewer', password: 'the old password here' } });
    expect(made.statusCode).toBe(201);
    const elsewhere = await kit().page();
    await kit().signIn(elsewhere, { email, password: 'the old password here' });

    const reset = await h.app.inject({ method: 'POST', url: `/admin/users/${made.json().id}/password-reset`, headers: h.admin });
    const url = new URL(reset.json().reset_url as string);
    expect(url.pathname).toBe('/console/reset-password');
    const page = await (await kit().browser.newContext({ baseURL: base })).newPage();
    await page.goto(`${base}${url.pathname}${url.hash}`);
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await expectAccessible(page, 'reset-password page');
    await page.getByLabel('New password').fill('the new password here');
    await page.getByLabel('Repeat password').fill('the new password here');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.getByText(email).isVisible()).toBe(true);
    await page.context().close();

    // The session opened before the reset has ended.
    const status = await elsewhere.evaluate(async () => (await fetch('/console/api/session')).status);
    expect(status).toBe(401);
    // The link works once.
    const again = await kit().page();
    await again.goto(`${base}${url.pathname}${url.hash}`);
    await again.getByLabel('New password').fill('yet another password');
    await again.getByLabel('Repeat password').fill('yet another password');
    await again.getByRole('button', { name: 'Set password and sign in' }).click();
    await again.getByText(/This link is not valid/).waitFor();
  });
});
