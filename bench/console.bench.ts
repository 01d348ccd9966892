// The console in a real browser over 100,000 links (docs/performance.md#console): the
// platform as `npm start` runs it (its own process, the console built on start) on a
// fresh PostgreSQL database, one organisation whose links and SIMs are inserted with
// generate_series (the links bench's seed), an admin console user, and Debian's chromium
// driven by playwright-core, headless.
//
// The browser signs in once; then each load opens a fresh page in a context holding that
// session: the first load of /console/links with an empty cache (cold), the rest with the
// cache of a returning user (warm). Each load's figure is the page's own clock
// (performance.now(), from navigation start) at the first DOM change after which the
// page is interactive: the links table shows its first page of rows and the search box is
// enabled; a link's page shows its name and ICCID. Goal (issue 37): the links page
// interactive within 1 s, for the median warm load and the cold load. The initial
// JavaScript's gzipped size is computed from Vite's manifest, as the bundle test does.

import os from 'node:os';
import { sql } from 'drizzle-orm';
import { type BrowserContext, chromium } from 'playwright-core';
import { consoleBuildDir, initialJavaScript } from '../src/modules/console/console.assets.ts';
import { query } from '../src/db/client.ts';
import { type Database, openPostgres } from '../src/db/drivers.ts';
import { chromiumPath, launchArgs } from '../test/browser/console.chromium.ts';
import { type Benchmark, fmt, freshPostgres } from './lib.ts';
import { seedLinks } from './links.bench.ts';
import { call, organization, startPlatformProcess } from './processes.ts';

const linkCount = Number(process.env.BENCH_CONSOLE_LINKS ?? 100_000);
const loads = Number(process.env.BENCH_CONSOLE_LOADS ?? 10);
const goalMs = 1000;
const pageSize = 25;
const initialLimit = 200 * 1024;

/** What makes a page interactive: rows of the links table, or a link's name and ICCID. */
type Ready = { kind: 'list'; rows: number } | { kind: 'link'; name: string; iccid: string };

interface Load {
  /** ms from navigation start until the page was interactive. */
  readyMs: number;
  /** Bytes fetched over the network for the page's scripts and styles (0 from the cache). */
  transferred: number;
  /** ms the page's slowest API request took, from its start to its last byte. */
  api: number;
}

// Runs in the page before its own scripts, with `ready` bound: notes performance.now() at
// the first DOM change, or the first frame, after which the page is interactive. Plain
// JavaScript, since a function compiled by the bench's loader would carry its helpers.
const watchSource = `
const w = window;
const check = () => {
  if (ready.kind === 'list') {
    const search = document.querySelector('form[role="search"] input[type="search"]');
    const table = document.querySelector('table[aria-busy="false"]');
    if (search === null || search.disabled || table === null) return false;
    return table.querySelectorAll('tbody tr td a').length === ready.rows;
  }
  const h1 = document.querySelector('h1');
  if (h1 === null || !(h1.textContent || '').includes(ready.name)) return false;
  return [...document.querySelectorAll('dd')].some((dd) => dd.textContent === ready.iccid);
};
const tick = () => {
  if (w.__benchReady !== undefined) return;
  if (check()) {
    w.__benchReady = performance.now();
    observer.disconnect();
  } else requestAnimationFrame(tick);
};
const observer = new MutationObserver(tick);
observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
requestAnimationFrame(tick);
`;

async function load(context: BrowserContext, url: string, ready: Ready): Promise<Load> {
  const page = await context.newPage();
  try {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.addInitScript({ content: `{ const ready = ${JSON.stringify(ready)};\n${watchSource}}` });
    await page.goto(url);
    await page
      .waitForFunction(() => (window as unknown as { __benchReady?: number }).__benchReady !== undefined, undefined, { timeout: 30_000 })
      .catch(async (err: Error) => {
        const text = await page.locator('main').innerText().catch(() => '');
        throw new Error(`${url} did not become interactive: ${err.message}\nerrors: ${errors.join('; ') || 'none'}\nthe page shows: ${text.slice(0, 500)}`);
      });
    return await page.evaluate(() => ({
      readyMs: (window as unknown as { __benchReady: number }).__benchReady,
      transferred: performance
        .getEntriesByType('resource')
        .filter((e) => /\.(js|css)$/.test(new URL(e.name).pathname))
        .reduce((sum, e) => sum + (e as PerformanceResourceTiming).transferSize, 0),
      api: Math.max(0, ...performance.getEntriesByType('resource').filter((e) => ['fetch', 'xmlhttprequest'].includes((e as PerformanceResourceTiming).initiatorType)).map((e) => e.duration)),
    }));
  } finally {
    await page.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/** A row of the figures: the first load, then median and max of the others, and what the others fetched. */
function row(label: string, first: Load, rest: Load[]): string {
  const ms = rest.map((x) => x.readyMs);
  const kb = median(rest.map((x) => x.transferred)) / 1024;
  const cell = (n: number) => `${fmt(n)} ms`.padStart(8);
  return `  ${label.padEnd(48)} ${cell(first.readyMs)} (${fmt(first.transferred / 1024, 1).padStart(5)} kB) ${cell(median(ms))} ${cell(Math.max(...ms))} (${fmt(kb, 1)} kB)  ${cell(median(rest.map((x) => x.api)))}`;
}

const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' / ');

/** The seeded link numbered `g` (bench/links.bench.ts): its id, name and ICCID; g % 20 from 5 to 19 is active with a SIM. */
async function seeded(database: Database, organizationId: string, g: number): Promise<{ id: string; name: string; iccid: string }> {
  const [row] = await query<{ id: string; name: string; iccid: string }>(
    database.db,
    sql`SELECT l.id::text AS id, l.name, s.iccid FROM links l JOIN sims s ON s.id = l.sim_id WHERE l.organization_id = ${organizationId}::uuid AND l.name = ${`Link ${g}`}`,
  );
  if (row === undefined) throw new Error(`no seeded link ${g}`);
  return row;
}

export const benchmark: Benchmark = {
  name: 'console',
  description: `the console in headless chromium over ${fmt(linkCount)} links: the links page, a link's page, a search by ICCID and a status filter, loaded ${loads} times each; the initial JavaScript gzipped`,
  async run() {
    if (chromiumPath === null) throw new Error('no chromium: install it (apt-get install -y chromium) or set CHROMIUM_PATH');
    const loadAtStart = loadAverage();
    const db = await freshPostgres();
    // The console is built on start when one of its inputs changed.
    const platform = await startPlatformProcess({ databaseUrl: db.url, startTimeoutMs: 600_000 });
    const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: launchArgs });
    try {
      const org = await organization(platform.url, platform.admin, 'Console bench');
      const database = openPostgres(db.url, 1);
      const samples: Array<{ id: string; name: string; iccid: string }> = [];
      try {
        const started = Date.now();
        await seedLinks(database, org.id, linkCount);
        for (const table of ['links', 'sims', 'link_counts']) await database.db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
        await database.db.execute(sql`CHECKPOINT`);
        console.log(`seeded ${fmt(linkCount)} links and SIMs with generate_series in ${fmt((Date.now() - started) / 1000, 1)} s`);
        // Links spread over the table, each active with a SIM (g % 20 = 7).
        for (let i = 0; i < loads + 1; i++) samples.push(await seeded(database, org.id, Math.floor(((i + 0.5) * linkCount) / (loads + 1) / 20) * 20 + 7));
      } finally {
        await database.close();
      }
      const page = await call<{ total: number }>(platform.url, 'GET', '/links?page_size=1', org.auth);
      if (page.total !== linkCount) throw new Error(`GET /links counts ${page.total} links, not ${linkCount}`);
      const email = 'bench-admin@example.com';
      const password = 'a long password for the console bench';
      await call(platform.url, 'POST', `/admin/organizations/${org.id}/users`, platform.admin, { email, role: 'admin', password });

      // Sign in once, in a context of its own; the measured context starts with its session and an empty cache.
      const signIn = await browser.newContext({ baseURL: platform.url, viewport: { width: 1280, height: 800 } });
      const first = await signIn.newPage();
      await first.goto('/console');
      await first.getByLabel('Email').fill(email);
      await first.getByLabel('Password').fill(password);
      await first.getByRole('button', { name: 'Sign in' }).click();
      await first.getByRole('navigation', { name: 'Main' }).waitFor();
      const storageState = await signIn.storageState();
      await signIn.close();
      // Built (or rebuilt) by the platform's start.
      const initial = initialJavaScript(consoleBuildDir);
      const context = await browser.newContext({ baseURL: platform.url, viewport: { width: 1280, height: 800 }, storageState });

      const list: Ready = { kind: 'list', rows: pageSize };
      const cold = await load(context, '/console/links', list);
      const warm: Load[] = [];
      for (let i = 0; i < loads; i++) warm.push(await load(context, '/console/links', list));
      // Each of the others: a first load (its page's chunk not yet cached), then `loads` more.
      const others: Array<{ label: string; first: Load; rest: Load[] }> = [];
      const measure = async (label: string, at: (i: number) => [string, Ready]) => {
        const rest: Load[] = [];
        const first = await load(context, ...at(0));
        for (let i = 1; i <= loads; i++) rest.push(await load(context, ...at(i)));
        others.push({ label, first, rest });
      };
      await measure(`a link's page /console/links/{id}`, (i) => {
        const s = samples[i] as (typeof samples)[number];
        return [`/console/links/${s.id}`, { kind: 'link', name: s.name, iccid: s.iccid }];
      });
      await measure('a search by ICCID /console/links?q={iccid}', (i) => [`/console/links?q=${(samples[i] as (typeof samples)[number]).iccid}`, { kind: 'list', rows: 1 }]);
      await measure('a status filter /console/links?status=suspended', () => ['/console/links?status=suspended', list]);
      await context.close();

      const initialOk = initial.gzipped <= initialLimit;
      console.log(`initial JavaScript: ${initial.files.length} file(s), ${fmt(initial.gzipped / 1024, 1)} kB gzipped   goal <= 200 kB: ${initialOk ? 'PASS' : 'FAIL'}`);
      console.log(`from navigation start until interactive, over ${fmt(linkCount)} links (the page's clock; kB: scripts and styles fetched; API: the slowest API request, median):`);
      console.log(`  ${'page'.padEnd(48)} ${'first load'.padEnd(19)} ${`median of ${loads}`.padStart(8)} ${'max'.padStart(8)} ${''.padEnd(8)} ${'API'.padStart(8)}`);
      console.log(row('/console/links (first load: empty cache)', cold, warm));
      for (const o of others) console.log(row(o.label, o.first, o.rest));
      console.log(`load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end`);
      const warmMedian = median(warm.map((x) => x.readyMs));
      const ok = warmMedian <= goalMs && cold.readyMs <= goalMs;
      console.log(`links page interactive within 1 s (median warm ${fmt(warmMedian)} ms, cold ${fmt(cold.readyMs)} ms): ${ok ? 'PASS' : 'FAIL'}`);
    } finally {
      await browser.close();
      await platform.stop();
      await db.drop();
    }
  },
};
