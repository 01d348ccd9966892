// `npm run bench` runs every registered benchmark; `npm run bench -- <name> [...]` runs
// the named ones. A benchmark that throws makes the run exit 1; a missed goal does not
// (it prints FAIL), so the numbers are always reported. `--against <git revision>` runs
// the named benchmarks (those that can compare, when none is named) on this checkout and
// on that revision side by side (bench/against.ts).

import { type ComparableBenchmark, compareTrees, type OtherTree, prepareTree } from './against.ts';
import type { Benchmark } from './lib.ts';

/** Every benchmark, loaded only when it runs. Add new ones here. */
const registry: Record<string, () => Promise<Benchmark>> = {
  foundation: async () => (await import('./foundation.bench.ts')).benchmark,
  plans: async () => (await import('./plans.bench.ts')).benchmark,
  lookup: async () => (await import('./lookup.bench.ts')).benchmark,
  tasks: async () => (await import('./tasks.bench.ts')).benchmark,
  links: async () => (await import('./links.bench.ts')).benchmark,
  console: async () => (await import('./console.bench.ts')).benchmark,
  usage: async () => (await import('./usage.bench.ts')).benchmark,
  numbers: async () => (await import('./numbers.bench.ts')).benchmark,
  reseller: async () => (await import('./reseller.bench.ts')).benchmark,
  events: async () => (await import('./events.bench.ts')).benchmark,
  http: async () => (await import('./http.bench.ts')).benchmark,
  startup: async () => (await import('./startup.bench.ts')).benchmark,
};

async function main(): Promise<number> {
  const wanted: string[] = [];
  let against: string | undefined;
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--against') against = args[++i] ?? '';
    else if (arg.startsWith('--against=')) against = arg.slice('--against='.length);
    else if (arg.startsWith('-')) {
      console.error(`unknown option ${arg}; usage: npm run bench -- [<name> ...] [--against <git revision>]`);
      return 2;
    } else wanted.push(arg);
  }
  if (against === '') {
    console.error('--against needs a git revision (a commit, branch or tag)');
    return 2;
  }
  const unknown = wanted.filter((n) => !(n in registry));
  if (unknown.length > 0) {
    console.error(`unknown benchmark ${unknown.join(', ')}; available: ${Object.keys(registry).join(', ')}`);
    return 2;
  }
  const names = wanted.length > 0 ? wanted : Object.keys(registry);
  const benches: Benchmark[] = [];
  for (const name of names) benches.push(await (registry[name] as () => Promise<Benchmark>)());
  let other: OtherTree | undefined;
  if (against !== undefined) {
    const cannot = benches.filter((b) => b.compare === undefined).map((b) => b.name);
    if (wanted.length > 0 && cannot.length > 0) {
      console.error(`--against: ${cannot.join(', ')} cannot compare two trees; these can: ${benches.filter((b) => b.compare !== undefined).map((b) => b.name).join(', ') || 'none of those named'}`);
      return 2;
    }
    other = prepareTree(against);
  }
  let failed = 0;
  for (const bench of other === undefined ? benches : benches.filter((b) => b.compare !== undefined)) {
    console.log(`\n== ${bench.name}${other === undefined ? '' : ` against ${other.label}`}: ${bench.description}`);
    const started = Date.now();
    try {
      if (other === undefined) await bench.run();
      else await compareTrees(bench as ComparableBenchmark, other);
      console.log(`== ${bench.name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (err) {
      failed++;
      console.error(`== ${bench.name} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    }
  }
  other?.remove();
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
