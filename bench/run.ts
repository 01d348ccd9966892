// `npm run bench` runs every registered benchmark; `npm run bench -- <name> [...]` runs
// the named ones. A benchmark that throws makes the run exit 1; a missed goal does not
// (it prints FAIL), so the numbers are always reported.

import type { Benchmark } from './lib.ts';

/** Every benchmark, loaded only when it runs. Add new ones here. */
const registry: Record<string, () => Promise<Benchmark>> = {
  foundation: async () => (await import('./foundation.bench.ts')).benchmark,
  plans: async () => (await import('./plans.bench.ts')).benchmark,
  lookup: async () => (await import('./lookup.bench.ts')).benchmark,
  tasks: async () => (await import('./tasks.bench.ts')).benchmark,
  links: async () => (await import('./links.bench.ts')).benchmark,
  usage: async () => (await import('./usage.bench.ts')).benchmark,
  numbers: async () => (await import('./numbers.bench.ts')).benchmark,
  reseller: async () => (await import('./reseller.bench.ts')).benchmark,
  http: async () => (await import('./http.bench.ts')).benchmark,
  startup: async () => (await import('./startup.bench.ts')).benchmark,
};

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((n) => !(n in registry));
  if (unknown.length > 0) {
    console.error(`unknown benchmark ${unknown.join(', ')}; available: ${Object.keys(registry).join(', ')}`);
    return 2;
  }
  let failed = 0;
  for (const name of wanted.length > 0 ? wanted : Object.keys(registry)) {
    const bench = await (registry[name] as () => Promise<Benchmark>)();
    console.log(`\n== ${bench.name}: ${bench.description}`);
    const started = Date.now();
    try {
      await bench.run();
      console.log(`== ${bench.name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (err) {
      failed++;
      console.error(`== ${bench.name} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    }
  }
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
