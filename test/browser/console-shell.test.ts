// The console's foundation in Chromium: sign-in and sign-out, the session surviving a
// reload, the main navigation, deep links, the invitation page, a strict CSP that the
// app never trips, and axe-core on each of these pages.

import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, expectAccessible } from './console.testkit.ts';

/**
 * Content-Security-Policy violations and script errors the page reports; the browser's
 * own line for the 401 of the session check made while signed out is expected.
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 401/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

describeInBrowser('console shell', import.meta.url, (kit) => {
  it('signs in with Email and Password, keeps the session across a reload, and signs out', async () => {
    const { signIn, admin } = kit();
    const page = await kit().page();
    const errors = watchErrors(page);
    await page.goto('/console');
    await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
    await expectAccessible(page, 'sign-in page');

    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Wrong email or password.').waitFor();

    await signIn(page, admin);
    await page.getByText(admin.email).waitFor();
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.getByText(admin.email).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You have signed out.').waitFor();
    // The session is gone on the server too: a reload shows the sign-in form.
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const session = await page.evaluate(async () => (await fetch('/console/api/session')).status);
    expect(session).toBe(401);
    expect(errors).toEqual([]);
  });

  it('shows the main navigation with only the pages that exist, each reachable', async () => {
    const page = await kit().page();
    const errors = watchErrors(page);
    await kit().signIn(page, kit().admin);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const names = await nav.getByRole('link').allTextContents();
    const known = ['Overview', 'Activity', 'Links', 'SIMs', 'Tasks', 'Numbers', 'eSIMs', 'Wallet', 'Settings'];
    expect(names.length).toBeGreaterThan(0);
    // Only the known names, in their order.
    expect(names).toEqual(known.filter((n) => names.includes(n)));
    expect(names).toContain('Links');
    for (const name of names) {
      await nav.getByRole('link', { name, exact: true }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await nav.getByRole('link', { name, exact: true }).getAttribute('aria-current')).toBe('page');
    }
    expect(errors).toEqual([]);
    await expectAccessible(page, 'the shell');
  });

  it('opens a deep link after sign-in and on reload, and shows Not found for a path that is no page', async () => {
    const page = await kit().page();
    await kit().signIn(page, kit().viewer);
    await page.goto('/console/links?status=active');
    await page.getByRole('heading', { level: 1, name: 'Links' }).waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('active');
    await page.goto('/console/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
    await expectAccessible(page, 'not found page');
  });

  it('accepts an invitation: the invitation_url lands on a page that sets the password and signs in', async () => {
    const { h, org, base } = kit();
    const created = await h.app.inject({ method: 'POST', url: `/admin/organizations/${org.id}/users`, headers: h.admin, payload: { email: `invited-${Date.now()}@example.com`, role: 'viewer' } });
    expect(created.statusCode).toBe(201);
    const url = new URL(created.json().invitation_url as string);
    expect(url.pathname).toBe('/console/invitation');
    const page = await kit().page();
    await page.goto(`${base}${url.pathname}${url.hash}`);
    await page.getByRole('heading', { name: 'Accept your invitation' }).waitFor();
    await expectAccessible(page, 'invitation page');
    await page.getByLabel('Password', { exact: true }).fill('a password of my own');
    await page.getByLabel('Repeat password').fill('a password of my own');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.getByText(created.json().email as string).isVisible()).toBe(true);
  });
});
