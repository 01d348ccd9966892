// The console in a real browser (docs/console.md#tests): the platform listening on a
// random port with a seeded organisation (an admin and a viewer user, a plan to put
// links on) and another organisation, Debian's chromium driven by playwright-core (one
// browser per test file), a screenshot of each test's page in test-results/console/,
// and axe-core's check of a page.

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, type TestContext } from 'vitest';
import { linkWorld } from '../../src/modules/links/links.testkit.ts';
import type { Harness, Tenant } from '../harness.ts';
import { chromiumPath, launchArgs } from './console.chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const screenshotDir = path.join(root, 'test-results', 'console');

export interface Person {
  email: string;
  password: string;
}

export interface ConsoleKit {
  h: Harness;
  /** `http://127.0.0.1:<port>`. */
  base: string;
  /** The organisation whose people sign in, with an admin and a viewer API token. */
  org: Tenant;
  /** Another organisation, whose records the console must never show. */
  other: Tenant;
  /** A plan of `org`, for links created active. */
  plan: { id: string };
  admin: Person;
  viewer: Person;
  browser: Browser;
  /** A fresh browser context and page for the running test (screenshotted after it). */
  page(): Promise<Page>;
  /** Opens /console, signs in as `who` and waits for the main navigation. */
  signIn(page: Page, who: Person): Promise<void>;
  /** Credits `org`'s wallet through the admin API (purchases need money). */
  credit(amount: string): Promise<void>;
  /** The public API as the organisation's admin client, over HTTP. */
  api(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: ReturnType<typeof JSON.parse> }>;
}

async function addUser(h: Harness, organizationId: string, email: string, role: 'admin' | 'viewer'): Promise<Person> {
  const password = `a long password for ${role}s`;
  const res = await h.app.inject({ method: 'POST', url: `/admin/organizations/${organizationId}/users`, headers: h.admin, payload: { email, role, password } });
  expect(res.statusCode, res.body).toBe(201);
  return { email, password };
}

export interface BrowserKitOptions {
  /** Configuration of the platform under test, e.g. `WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true'` for a receiver on 127.0.0.1. */
  env?: Record<string, string>;
  /** Run the platform's workers too (jobs: number provisioning, webhook deliveries, ...). */
  workers?: boolean;
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);

/**
 * A describe block for browser tests: `run` gets the kit once `beforeAll` has started it.
 * Without chromium the block is skipped with the reason, unless CI=true, where it fails.
 */
export function describeInBrowser(name: string, file: string, run: (kit: () => ConsoleKit) => void, options: BrowserKitOptions = {}): void {
  if (chromiumPath === null) {
    if (process.env.CI === 'true') {
      describe(name, () => {
        beforeAll(() => {
          throw new Error('no chromium: install it (apt-get install -y chromium) or set CHROMIUM_PATH; CI runs the browser tests');
        });
        run(() => {
          throw new Error('no chromium');
        });
      });
      return;
    }
    console.warn(`${name}: skipped, no chromium found (install it with apt-get install -y chromium, or set CHROMIUM_PATH)`);
    describe.skip(name, () => run(() => undefined as never));
    return;
  }
  const executablePath = chromiumPath;
  describe(name, () => {
    let kit: ConsoleKit;
    let contexts: BrowserContext[] = [];
    let current: Page | null = null;
    let close: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      const world = await linkWorld(options.env);
      const { h, t, other, plan } = world;
      const base = await h.app.listen({ port: 0, host: '127.0.0.1' });
      const suffix = `${process.pid}-${Date.now()}`;
      const [admin, viewer] = await Promise.all([addUser(h, t.id, `admin-${suffix}@example.com`, 'admin'), addUser(h, t.id, `viewer-${suffix}@example.com`, 'viewer')]);
      const browser = await chromium.launch({ executablePath, headless: true, args: launchArgs });
      const workers = options.workers ? h.container.startWorkers() : null;
      close = async () => {
        await browser.close();
        await workers?.stop();
        await h.close();
      };
      kit = {
        h,
        base,
        org: t,
        other,
        plan,
        admin,
        viewer,
        browser,
        async page() {
          const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
          contexts.push(context);
          // Shorter than the test's own timeout, so a step that never happens names itself.
          context.setDefaultTimeout(10_000);
          current = await context.newPage();
          return current;
        },
        async signIn(page, who) {
          await page.goto('/console');
          await page.getByLabel('Email').fill(who.email);
          await page.getByLabel('Password').fill(who.password);
          await page.getByRole('button', { name: 'Sign in' }).click();
          await page.getByRole('navigation', { name: 'Main' }).waitFor();
        },
        async credit(amount) {
          const res = await h.app.inject({ method: 'POST', url: `/admin/organizations/${t.id}/wallet/credits`, headers: h.admin, payload: { amount } });
          expect(res.statusCode, res.body).toBe(201);
        },
        async api(method, url, body, headers = t.admin) {
          const res = await fetch(base + url, {
            method,
            headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const text = await res.text();
          return { status: res.status, body: text === '' ? null : JSON.parse(text) };
        },
      };
    });

    afterEach(async (ctx: TestContext) => {
      if (current !== null && !current.isClosed()) {
        fs.mkdirSync(screenshotDir, { recursive: true });
        const shot = path.join(screenshotDir, `${slug(path.basename(pathOf(file), '.test.ts'))}--${slug(ctx.task.name)}.png`);
        await current.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      }
      current = null;
      for (const c of contexts) await c.close();
      contexts = [];
    });

    afterAll(async () => close());

    run(() => kit);
  });
}

const pathOf = (file: string) => (file.startsWith('file:') ? fileURLToPath(file) : file);

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * axe-core's check of the page as it is now: no serious or critical violation. axe is
 * evaluated through the DevTools protocol, which the page's CSP does not govern.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as AxeViolation[];
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`).join('\n');
  expect(report, `axe on ${what}`).toBe('');
}
