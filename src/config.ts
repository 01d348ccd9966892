// Configuration is read from the environment once, validated, and handed to the
// composition root as one typed object. A bad value stops start-up with a single
// line naming the variable, so a misconfigured deployment fails before it serves.

import { isIP } from 'node:net';
import path from 'node:path';
import { upstreamOperations } from './providers/upstream/simulator/simulator.state.ts';

export type Role = 'api' | 'worker' | 'all';

export interface Config {
  port: number;
  host: string;
  role: Role;
  logLevel: string;
  /** `statementTimeoutMs`: PostgreSQL cancels a statement, or ends a session idle in a transaction, after this long (0: never). */
  database: { url: string | null; dataDir: string; poolSize: number; statementTimeoutMs: number };
  adminToken: string | null;
  /**
   * Which proxies' `X-Forwarded-For` names the client (Fastify's trustProxy): false (none,
   * the peer is the client), true (every peer), or the proxies' addresses and CIDR ranges.
   * The source address of the token endpoint's throttle.
   */
  trustProxy: boolean | string[];
  /** Bearer token GET /metrics demands when set; null: the metrics are open to whoever reaches the port. */
  metricsToken: string | null;
  auth: {
    tokenTtlSeconds: number;
    issuer: string;
    clientCacheSeconds: number;
    maxFailedAttempts: number;
    failureWindowSeconds: number;
  };
  /** Requests a minute per organisation on the tenant APIs, unless the organisation has its own; 0: no limit. */
  /** Seconds a running request holds its Idempotency-Key before a retry may take it over (only when no money moved). */
  idempotencyLockSeconds: number;
  rateLimitPerMinute: number;
  /** `operationLatencyMs`: latency of the named operations (the port's, in snake case), in place of every other latency setting. */
  simulator: { latencyMs: number; operationLatencyMs?: Record<string, number> };
  upstream: { concurrencyPerProvider: number };
  /** Items of one bulk-task job processed at once (the upstream limiter still bounds the provider calls). */
  tasks: { itemConcurrency: number; rangesPerWorker: number };
  jobs: { concurrency: number; pollMs: number; leaseMs: number; schedulerTickMs: number; retryBaseMs: number; retentionDays: number };
  /** `concurrency`: deliveries one process makes at once (their own lane of the job workers). */
  webhooks: { allowPrivateTargets: boolean; concurrency: number };
  /** The usage snapshot: its period, and links per provider call (the provider takes at most 1000). */
  usage: { snapshotIntervalMs: number; batchSize: number };
  /** The event feed: days an event is kept before the hourly prune deletes it. */
  events: { retentionDays: number };
  shutdownGraceMs: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, def: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (!/^-?\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

function oneOf<T extends string>(env: Env, name: string, def: T, allowed: readonly T[]): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function bool(env: Env, name: string, def: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** TRUST_PROXY: `false`, `true`, or the proxies' addresses and CIDR ranges separated by commas. */
function trustProxy(env: Env, name: string): boolean | string[] {
  const raw = (env[name] ?? '').trim();
  if (raw === '' || ['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes'].includes(raw.toLowerCase())) return true;
  const entries = raw.split(',').map((e) => e.trim());
  for (const e of entries) {
    const [address, bits, extra] = e.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 4 ? 32 : 128;
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !bitsOk || extra !== undefined) {
      throw new ConfigError(`${name} must be true, false, or IP addresses and CIDR ranges separated by commas, got "${e}"`);
    }
  }
  return entries;
}

function url(env: Env, name: string): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  try {
    const u = new URL(raw);
    if (!['postgres:', 'postgresql:'].includes(u.protocol)) throw new Error('protocol');
  } catch {
    throw new ConfigError(`${name} must be a postgres:// URL`);
  }
  return raw;
}

/** `operation=ms` pairs, comma-separated: each operation one of the simulated port's, each latency 0 to 600,000 ms. */
function operationLatencies(env: Env, name: string): Record<string, number> {
  const raw = env[name];
  const out: Record<string, number> = {};
  if (raw === undefined || raw.trim() === '') return out;
  for (const pair of raw.split(',')) {
    const m = /^\s*([a-z_]+)\s*=\s*(\d{1,6})\s*$/.exec(pair);
    if (m === null) throw new ConfigError(`${name} must be operation=milliseconds pairs separated by commas, got "${raw}"`);
    const [, operation, ms] = m as unknown as [string, string, string];
    if (!(upstreamOperations as readonly string[]).includes(operation)) throw new ConfigError(`${name}: unknown operation "${operation}" (one of ${upstreamOperations.join(', ')})`);
    if (Number(ms) > 600_000) throw new ConfigError(`${name}: ${operation} must be at most 600000 ms, got ${ms}`);
    out[operation] = Number(ms);
  }
  return out;
}

export function loadConfig(env: Env = process.env): Config {
  const adminToken = env.ADMIN_TOKEN && env.ADMIN_TOKEN.length > 0 ? env.ADMIN_TOKEN : null;
  if (adminToken !== null && adminToken.length < 16) {
    throw new ConfigError('ADMIN_TOKEN must be at least 16 characters');
  }
  const metricsToken = env.METRICS_TOKEN && env.METRICS_TOKEN.length > 0 ? env.METRICS_TOKEN : null;
  if (metricsToken !== null && !/^[\x21-\x7e]{16,4096}$/.test(metricsToken)) {
    throw new ConfigError('METRICS_TOKEN must be 16 to 4096 visible ASCII characters');
  }
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: env.HOST && env.HOST.length > 0 ? env.HOST : '0.0.0.0',
    role: oneOf(env, 'ROLE', 'all', ['api', 'worker', 'all'] as const),
    logLevel: oneOf(env, 'LOG_LEVEL', 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const),
    database: {
      url: url(env, 'DATABASE_URL'),
      dataDir: path.resolve(env.DATA_DIR && env.DATA_DIR.length > 0 ? env.DATA_DIR : './data'),
      poolSize: int(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
      statementTimeoutMs: int(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 30000, 0, 3600000),
    },
    adminToken,
    trustProxy: trustProxy(env, 'TRUST_PROXY'),
    metricsToken,
    auth: {
      tokenTtlSeconds: int(env, 'TOKEN_TTL_SECONDS', 3600, 60, 86400),
      issuer: env.TOKEN_ISSUER && env.TOKEN_ISSUER.length > 0 ? env.TOKEN_ISSUER : 'connectivity-platform',
      clientCacheSeconds: int(env, 'AUTH_CLIENT_CACHE_SECONDS', 5, 0, 3600),
      maxFailedAttempts: int(env, 'AUTH_MAX_FAILED_ATTEMPTS', 10, 1, 10000),
      failureWindowSeconds: int(env, 'AUTH_FAILURE_WINDOW_SECONDS', 300, 1, 86400),
    },
    /** How long a request holds its Idempotency-Key before a retry may take it over (only when no money moved). */
    idempotencyLockSeconds: int(env, 'IDEMPOTENCY_LOCK_SECONDS', 120, 1, 3600),
    events: { retentionDays: int(env, 'EVENTS_RETENTION_DAYS', 30, 0, 3650) },
    rateLimitPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', 6000, 0, 1_000_000_000),
    simulator: { latencyMs: int(env, 'SIMULATOR_LATENCY_MS', 0, 0, 60000), operationLatencyMs: operationLatencies(env, 'SIMULATOR_OPERATION_LATENCY_MS') },
    upstream: { concurrencyPerProvider: int(env, 'UPSTREAM_CONCURRENCY', 16, 1, 1000) },
    tasks: {
      itemConcurrency: int(env, 'TASK_ITEM_CONCURRENCY', int(env, 'UPSTREAM_CONCURRENCY', 16, 1, 1000), 1, 1000),
      rangesPerWorker: int(env, 'TASK_RANGES_PER_WORKER', 4, 1, 1000),
    },
    jobs: {
      concurrency: int(env, 'JOB_CONCURRENCY', 8, 1, 1000),
      pollMs: int(env, 'JOB_POLL_MS', 1000, 5, 60000),
      leaseMs: int(env, 'JOB_LEASE_MS', 30000, 100, 3600000),
      schedulerTickMs: int(env, 'JOB_SCHEDULER_TICK_MS', 1000, 5, 60000),
      retryBaseMs: int(env, 'JOB_RETRY_BASE_MS', 1000, 1, 3600000),
      retentionDays: int(env, 'JOB_RETENTION_DAYS', 7, 1, 3650),
    },
    webhooks: { allowPrivateTargets: bool(env, 'WEBHOOKS_ALLOW_PRIVATE_TARGETS', false), concurrency: int(env, 'WEBHOOK_CONCURRENCY', 32, 1, 1000) },
    usage: {
      snapshotIntervalMs: int(env, 'USAGE_SNAPSHOT_INTERVAL_MS', 60000, 1000, 86400000),
      batchSize: int(env, 'USAGE_BATCH_SIZE', 1000, 1, 1000),
    },
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 10000, 0, 600000),
  };
}
