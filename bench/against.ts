// `npm run bench -- <name> --against <git revision>`: the bench's targets on this
// checkout and on another revision in one run, their slices alternated with each other
// and with the bare node:http server's, so the machine's drift falls on both trees alike.
// The other revision is checked out in a temporary git worktree outside the repository
// and started as its own `npm start` runs it; each tree gets its own database, seeded the
// same way. What is judged is the CPU per 2xx answer of each tree (its process and, on
// PostgreSQL, its database's backends), median over the rounds; see docs/performance.md.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Benchmark, fmt, type FreshDatabase, freshPostgres, root } from './lib.ts';
import { backendsCpu, backendsSpent, cpuOf, machineCpu } from './proc-cpu.mjs';
import { costRatioOf, type InterleavedResult, type InterleavedSide, loadInterleaved, type Process, type RotatingRequest, startBare, startPlatformProcess, terminateServers } from './processes.ts';

/** One request stream of a comparison, built on each tree from its own seeded records. */
export interface CompareTarget {
  key: string;
  label: string;
  list: RotatingRequest[];
}

/** A running platform a bench seeds: its URL, the admin token, its PostgreSQL URL (null on the embedded database). */
export interface SeedContext {
  url: string;
  admin: Record<string, string>;
  databaseUrl: string | null;
}

/** How a bench takes part in a comparison. */
export interface Comparison {
  /** Connections of the load generator (the bench's own number). */
  connections: number;
  /** Settings of the platform process beyond `npm start`'s (as the bench starts it). */
  env: Record<string, string>;
  /** Seeds one tree as the bench does and answers its targets, the same keys in the same order on every tree; `check` runs after the load. */
  seed(p: SeedContext): Promise<{ targets: CompareTarget[]; check?(): Promise<void> }>;
}

export type ComparableBenchmark = Benchmark & { compare: Comparison };

const num = (name: string, def: number) => (process.env[name] ? Number(process.env[name]) : def);

function git(args: string[], cwd = root): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The databases of the comparison running now, dropped when the run is interrupted. */
const liveDatabases = new Set<FreshDatabase>();

/** Another revision, checked out and installed in a temporary directory. */
export interface OtherTree {
  /** The revision as given, and its commit. */
  ref: string;
  commit: string;
  /** Short name printed in the tables. */
  label: string;
  root: string;
  remove(): void;
}

/**
 * Checks `ref` out into a temporary git worktree outside this repository. When its
 * package-lock.json is this checkout's, its node_modules links each of this checkout's
 * packages (not node_modules itself: `npm start` keeps its bundle in node_modules/.cache,
 * which must stay each tree's own); otherwise `npm ci` installs its own. The worktree is
 * removed by `remove()`, at exit, and on SIGINT or SIGTERM.
 */
export function prepareTree(ref: string): OtherTree {
  let commit: string;
  try {
    commit = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim();
  } catch {
    throw new Error(`--against ${ref}: not a revision of this repository`);
  }
  const label = git(['rev-parse', '--short', commit]).trim();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-against-'));
  const tree = path.join(dir, label);
  let removed = false;
  // The directory goes first, then git forgets the worktree: `git worktree remove`
  // takes far longer over the files of an installed node_modules.
  const remove = () => {
    if (removed) return;
    removed = true;
    fs.rmSync(dir, { recursive: true, force: true });
    try {
      git(['worktree', 'prune']);
    } catch {
      // nothing to prune
    }
  };
  const interrupted = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the servers, dropping the databases and removing the worktree of ${label}`);
    terminateServers();
    const drops = Promise.allSettled([...liveDatabases].map((db) => db.drop()));
    void Promise.race([drops, new Promise((r) => setTimeout(r, 5000))]).finally(() => {
      remove();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  };
  process.once('exit', remove);
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    git(['worktree', 'add', '--detach', tree, commit]);
    const lock = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
    if (lock(path.join(tree, 'package-lock.json')) === lock(path.join(root, 'package-lock.json')) && fs.existsSync(path.join(root, 'node_modules'))) {
      fs.mkdirSync(path.join(tree, 'node_modules'));
      for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
        if (entry === '.cache') continue;
        fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(tree, 'node_modules', entry));
      }
      console.log(`${label} (${ref}) checked out in a temporary worktree; its package-lock.json is this tree's, so it uses this tree's packages`);
    } else {
      console.log(`${label} (${ref}) checked out in a temporary worktree; its package-lock.json differs from this tree's: npm ci there`);
      const started = Date.now();
      try {
        execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: tree, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
      } catch (err) {
        throw new Error(`npm ci in the worktree of ${label} failed: ${(err as { stderr?: string }).stderr ?? (err as Error).message}`);
      }
      console.log(`  installed in ${fmt((Date.now() - started) / 1000, 1)} s`);
    }
  } catch (err) {
    remove();
    throw err;
  }
  return { ref, commit, label, root: tree, remove };
}

/** One side of one target in one round. */
export interface SideFigures {
  requestsPerSecond: number;
  /** CPU per 2xx answer in µs: the platform process, and its database's backends. */
  platformMicros: number;
  databaseMicros: number;
  generatorLoad: number;
  non2xx: number;
  errors: number;
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? Number.NaN : s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

export function figures(r: InterleavedResult): SideFigures {
  const ok = Math.max(r.ok, 1e-9);
  return { requestsPerSecond: r.requestsPerSecond, platformMicros: r.cpuTotal / ok, databaseMicros: r.databaseTotal / ok, generatorLoad: r.generatorLoad, non2xx: r.non2xx, errors: r.errors };
}

/** The generator is the ceiling rather than the server when it used this much of a core. */
export const GENERATOR_LIMIT = 0.9;

/** The load generator's CPU in cores, with `!` past GENERATOR_LIMIT. */
export const generatorText = (g: number): string => `${fmt(g, 2)}${g > GENERATOR_LIMIT ? '!' : ''}`;

/**
 * A target's cost ratio: the bare server's CPU per 2xx answer over the target's (its
 * platform process and PostgreSQL backends), in the same slices: 1 is as cheap as bare.
 */
export const costRatio = (bare: SideFigures, target: SideFigures): number => costRatioOf(bare.platformMicros, target.platformMicros + target.databaseMicros);
/** How long both trees are watched without load before the rounds. */
const IDLE_MS = 5000;
/** A tree costing more than this per answer than the other is flagged. */
const TOLERANCE = 0.05;

/**
 * Runs `bench`'s comparison: both trees started as `npm start` runs them on databases
 * of their own (PostgreSQL at BENCH_DATABASE_URL, or each its embedded database with
 * BENCH_DATABASE=embedded), seeded alike, then every target in rounds, each round one
 * run of the load generator that alternates one-second slices of the bare server, this
 * tree and the other. Prints, per target, each tree's share of the bare server and its
 * CPU per 2xx answer, and the ratio of the two costs, medians over the rounds.
 */
export async function compareTrees(bench: ComparableBenchmark, other: OtherTree): Promise<unknown> {
  const { compare } = bench;
  const embedded = process.env.BENCH_DATABASE === 'embedded';
  const rounds = num('BENCH_ROUNDS', 3);
  // Six slices a side: with the trees' order turned every other slice, each follows the bare server's slice as often.
  const seconds = num('BENCH_DURATION', 6);
  const sliceSeconds = num('BENCH_SLICE', 1);
  const connections = num('BENCH_CONNECTIONS', compare.connections);
  const warmupSeconds = num('BENCH_WARMUP', 1);
  const slices = Math.max(1, Math.round(seconds / sliceSeconds));
  const trees = [
    { label: 'this', tree: undefined as string | undefined },
    { label: other.label, tree: other.root },
  ];
  const databases: Array<(FreshDatabase & { name: string }) | null> = [];
  const platforms: Array<Process & { admin: Record<string, string> }> = [];
  let bare: Process | undefined;
  try {
    for (const [i, t] of trees.entries()) {
      const db = embedded ? null : await freshPostgres(i === 0 ? 'this' : 'other');
      databases.push(db);
      if (db) liveDatabases.add(db);
      // A checkout's first start builds its bundle and, on the embedded database, the
      // database template: minutes on a machine that other work keeps busy.
      platforms.push(await startPlatformProcess({ databaseUrl: db?.url ?? '', env: compare.env, startTimeoutMs: 300_000, ...(t.tree === undefined ? {} : { tree: t.tree }) }));
    }
    bare = await startBare();
    if (process.env.BENCH_PROFILE_DIR) console.log(`CPU profiles (named by process id) in ${process.env.BENCH_PROFILE_DIR}: this tree ${platforms[0]?.pid}, ${other.label} ${platforms[1]?.pid}`);
    const seededAt = Date.now();
    const seeded = await Promise.all(platforms.map((p, i) => compare.seed({ url: p.url, admin: p.admin, databaseUrl: databases[i]?.url ?? null })));
    const [mine, theirs] = seeded as [Awaited<ReturnType<Comparison['seed']>>, Awaited<ReturnType<Comparison['seed']>>];
    const keys = mine.targets.map((t) => t.key).join(',');
    if (theirs.targets.map((t) => t.key).join(',') !== keys) throw new Error(`the trees were seeded with different targets: ${keys} against ${theirs.targets.map((t) => t.key).join(',')}`);
    console.log(`both trees seeded in ${fmt((Date.now() - seededAt) / 1000, 1)} s, each on its own ${embedded ? 'embedded database' : 'PostgreSQL database'}`);
    console.log(
      `this tree against ${other.label} (${other.ref}): ${connections} connections, ${rounds} rounds; in each round each target runs ${slices} slices of ${fmt(sliceSeconds, 1)} s on each of bare, this and ${other.label}, alternated (the bare server gets this tree's requests)`,
    );

    // What each tree spends with no load (its workers' polls, schedules): counted in its
    // slices too, so a cheap target's cost per answer carries it.
    const idleBefore = platforms.map((p, i) => ({ platform: cpuOf(p.pid), database: databases[i] ? backendsCpu((databases[i] as { name: string }).name) : null }));
    const idleStarted = Date.now();
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const idle = platforms.map((p, i) => {
      const before = idleBefore[i] as { platform: number; database: Map<number, number> | null };
      const seconds = (Date.now() - idleStarted) / 1000;
      const db = databases[i] as { name: string } | null;
      return {
        platformMsPerSecond: (cpuOf(p.pid) - before.platform) / 1000 / seconds,
        databaseMsPerSecond: db === null || before.database === null ? 0 : backendsSpent(before.database, backendsCpu(db.name)) / 1000 / seconds,
      };
    });
    const idleText = (x: { platformMsPerSecond: number; databaseMsPerSecond: number }) => `${fmt(x.platformMsPerSecond, 1)}${embedded ? '' : ` + ${fmt(x.databaseMsPerSecond, 1)}`} ms/s`;
    console.log(`idle, over ${fmt(IDLE_MS / 1000)} s without load: this ${idleText(idle[0] as (typeof idle)[0])}, ${other.label} ${idleText(idle[1] as (typeof idle)[0])} of CPU${embedded ? '' : ' (platform + PostgreSQL)'}`);

    const load0 = os.loadavg()[0] as number;
    const machine0 = machineCpu();
    const started = Date.now();
    const perTarget = mine.targets.map(() => [] as Array<{ bare: SideFigures; sides: [SideFigures, SideFigures] }>);
    for (let round = 0; round < rounds; round++) {
      for (const [k, target] of mine.targets.entries()) {
        const list = target.list;
        const sides: InterleavedSide[] = [
          { base: bare.url, list, pid: bare.pid },
          ...platforms.map((p, i) => ({
            base: p.url,
            list: (seeded[i] as { targets: CompareTarget[] }).targets[k]?.list as RotatingRequest[],
            pid: p.pid,
            ...(databases[i] ? { database: (databases[i] as { name: string }).name } : {}),
          })),
        ];
        const [b, t, o] = (await loadInterleaved(sides, { slices, sliceSeconds, connections, warmupSeconds, settleMs: 100 })).map(figures) as [SideFigures, SideFigures, SideFigures];
        perTarget[k]?.push({ bare: b, sides: [t, o] });
        const cost = (f: SideFigures) => `${fmt(f.requestsPerSecond).padStart(7)}/s ${fmt(f.platformMicros, 1)}${embedded ? '' : `+${fmt(f.databaseMicros, 1)}`} µs`;
        console.log(`  round ${round + 1} ${target.label}: bare ${cost(b)}; this ${cost(t)}; ${other.label} ${cost(o)}`);
      }
    }
    const busy = (machineCpu() - machine0) / ((Date.now() - started) * 1000) / os.cpus().length;
    const load1 = os.loadavg()[0] as number;

    const width = Math.max(...mine.targets.map((t) => t.label.length)) + 2;
    const cpuHeader = embedded ? 'µs CPU per 2xx (platform)' : 'µs CPU per 2xx (platform + PostgreSQL)';
    console.log(
      `\nmedians over ${rounds} rounds; cost: the bare server's CPU per 2xx over the tree's (1 = as cheap as bare); ${cpuHeader}; generator: its own CPU in cores during bare / this / ${other.label} slices (max over the rounds)`,
    );
    console.log(
      `  ${'target'.padEnd(width)} ${'cost this'.padStart(9)} ${`cost ${other.label}`.padStart(13)} ${'share this'.padStart(10)} ${`share ${other.label}`.padStart(14)} ${'CPU this'.padStart(16)} ${`CPU ${other.label}`.padStart(16)} ${'bare'.padStart(6)} ${'this/other'.padStart(10)}  generator`,
    );
    const summary = mine.targets.map((target, k) => {
      const rs = perTarget[k] as Array<{ bare: SideFigures; sides: [SideFigures, SideFigures] }>;
      const side = (j: 0 | 1) => ({
        share: median(rs.map((r) => r.sides[j].requestsPerSecond / r.bare.requestsPerSecond)),
        requestsPerSecond: median(rs.map((r) => r.sides[j].requestsPerSecond)),
        platformMicros: median(rs.map((r) => r.sides[j].platformMicros)),
        databaseMicros: median(rs.map((r) => r.sides[j].databaseMicros)),
        totalMicros: median(rs.map((r) => r.sides[j].platformMicros + r.sides[j].databaseMicros)),
        generatorLoad: Math.max(...rs.map((r) => r.sides[j].generatorLoad)),
        non2xx: rs.reduce((n, r) => n + r.sides[j].non2xx, 0),
        errors: rs.reduce((n, r) => n + r.sides[j].errors, 0),
      });
      const [t, o] = [side(0), side(1)];
      const cost = (j: 0 | 1) => median(rs.map((r) => costRatio(r.bare, r.sides[j])));
      const [costThis, costOther] = [cost(0), cost(1)];
      const ratio = median(rs.map((r) => (r.sides[0].platformMicros + r.sides[0].databaseMicros) / (r.sides[1].platformMicros + r.sides[1].databaseMicros)));
      const bareMicros = median(rs.map((r) => r.bare.platformMicros));
      const bareGenerator = Math.max(...rs.map((r) => r.bare.generatorLoad));
      const gen = generatorText;
      const cpu = (s: typeof t) => (embedded ? fmt(s.platformMicros, 1) : `${fmt(s.platformMicros, 1)} + ${fmt(s.databaseMicros, 1)}`);
      const verdict = ratio > 1 + TOLERANCE ? `  this tree costs ${fmt((ratio - 1) * 100, 1)}% more` : '';
      const problems = t.non2xx + t.errors + o.non2xx + o.errors > 0 ? `  (non-2xx/errors: this ${t.non2xx}/${t.errors}, ${other.label} ${o.non2xx}/${o.errors})` : '';
      console.log(
        `  ${target.label.padEnd(width)} ${fmt(costThis, 3).padStart(9)} ${fmt(costOther, 3).padStart(13)} ${fmt(t.share, 3).padStart(10)} ${fmt(o.share, 3).padStart(14)} ${cpu(t).padStart(16)} ${cpu(o).padStart(16)} ${fmt(bareMicros, 1).padStart(6)} ${fmt(ratio, 3).padStart(10)}  ${gen(bareGenerator)} / ${gen(t.generatorLoad)} / ${gen(o.generatorLoad)}${verdict}${problems}`,
      );
      return { key: target.key, label: target.label, this: { ...t, cost: costThis }, other: { ...o, cost: costOther }, ratio, bareMicros, bareGenerator, rounds: rs };
    });
    if (summary.some((s) => Math.max(s.bareGenerator, s.this.generatorLoad, s.other.generatorLoad) > GENERATOR_LIMIT)) {
      console.log(`  ! the load generator used more than ${GENERATOR_LIMIT} of a core in those slices: their rate is the generator's ceiling, judge those by CPU per answer`);
    }
    console.log(
      `  machine: ${os.cpus().length} cores, busy ${fmt(busy * 100)}% during the load (all processes), load average ${fmt(load0, 1)} before and ${fmt(load1, 1)} after`,
    );
    for (const s of seeded) await s.check?.();
    const result = { bench: bench.name, against: { ref: other.ref, commit: other.commit }, database: embedded ? 'embedded' : 'postgresql', connections, rounds, slices, sliceSeconds, machine: { cores: os.cpus().length, busy, loadBefore: load0, loadAfter: load1 }, idle, targets: summary };
    if (process.env.BENCH_COMPARE_OUT) fs.appendFileSync(process.env.BENCH_COMPARE_OUT, `${JSON.stringify(result)}\n`);
    return result;
  } finally {
    await bare?.stop();
    for (const p of platforms) await p.stop();
    for (const db of databases) {
      if (db) liveDatabases.delete(db);
      await db?.drop();
    }
  }
}
