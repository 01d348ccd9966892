// Prometheus metrics of one process. The registry belongs to the container (not the
// module), so two apps in one test process never share counters.

import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';

const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface Series {
  method: string;
  route: string;
  status: string;
  /** Answers per latency bucket (not cumulative); the last slot counts those above every bound. */
  buckets: Float64Array;
  sum: number;
  count: number;
}

type Value = { metricName: string; labels: Record<string, string | number>; sharedLabels?: Record<string, string>; value: number };

/**
 * http_requests_total and http_request_duration_seconds, counted by the request's own
 * code: one map lookup and three additions per answer. prom-client's labelled children
 * hash their label set on every call, which cost the server more than the rest of its
 * per-request bookkeeping; the registry still renders both in its format at scrape time.
 */
function createRequestSeries(registry: Registry) {
  const series = new Map<string, Series>();
  const values = (pick: (s: Series) => Value[]) => [...series.values()].flatMap(pick);
  const metric = (name: string, help: string, type: 'counter' | 'histogram', get: () => Value[]) => ({
    name,
    help,
    type,
    aggregator: 'sum',
    get: async () => ({ name, help, type, aggregator: 'sum', values: get() }),
    reset: () => series.clear(),
  });
  const total = metric('http_requests_total', 'HTTP requests by method, route template and status', 'counter', () =>
    values((s) => [{ metricName: 'http_requests_total', labels: { method: s.method, route: s.route, status: s.status }, value: s.count }]),
  );
  // One histogram series per method and route: the series of its statuses are added up.
  const latency = metric('http_request_duration_seconds', 'HTTP request latency by method and route template', 'histogram', () => {
    const byRoute = new Map<string, { method: string; route: string; buckets: Float64Array; sum: number; count: number }>();
    for (const s of series.values()) {
      const key = `${s.method} ${s.route}`;
      const r = byRoute.get(key) ?? { method: s.method, route: s.route, buckets: new Float64Array(latencyBuckets.length + 1), sum: 0, count: 0 };
      byRoute.set(key, r);
      s.buckets.forEach((n, i) => (r.buckets[i] = (r.buckets[i] ?? 0) + n));
      r.sum += s.sum;
      r.count += s.count;
    }
    return [...byRoute.values()].flatMap((r) => {
      const labels = { method: r.method, route: r.route };
      let acc = 0;
      // `le` first, then the series' labels, as prom-client's own histograms print them.
      return [
        ...latencyBuckets.map((le, i) => ({ metricName: 'http_request_duration_seconds_bucket', labels: { le }, sharedLabels: labels, value: (acc += r.buckets[i] ?? 0) })),
        { metricName: 'http_request_duration_seconds_bucket', labels: { le: '+Inf' }, sharedLabels: labels, value: r.count },
        { metricName: 'http_request_duration_seconds_sum', labels, value: r.sum },
        { metricName: 'http_request_duration_seconds_count', labels, value: r.count },
      ];
    });
  });
  // The registry takes any object that answers get() in its own shape.
  registry.registerMetric(total as unknown as Parameters<Registry['registerMetric']>[0]);
  registry.registerMetric(latency as unknown as Parameters<Registry['registerMetric']>[0]);
  return {
    observe(method: string, route: string, status: number, seconds: number): void {
      // Bounded by the route templates (unmatched URLs share one), methods and statuses.
      const key = `${method} ${status} ${route}`;
      let s = series.get(key);
      if (s === undefined) {
        s = { method, route, status: String(status), buckets: new Float64Array(latencyBuckets.length + 1), sum: 0, count: 0 };
        series.set(key, s);
      }
      let i = 0;
      while (i < latencyBuckets.length && seconds > (latencyBuckets[i] as number)) i++;
      s.buckets[i] = (s.buckets[i] ?? 0) + 1;
      s.sum += seconds;
      s.count++;
    },
  };
}

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = createRequestSeries(registry);
  const jobQueueDepth = new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs in the durable queue by job name and status (queued, running, failed), read at scrape time',
    labelNames: ['name', 'status'] as const,
    registers: [registry],
  });
  const jobs = new Counter({
    name: 'jobs_total',
    help: "Jobs this process's workers finished, by job name and outcome (succeeded, failed, retried, released, lost)",
    labelNames: ['name', 'outcome'] as const,
    registers: [registry],
  });
  return {
    registry,
    setJobQueueDepth(rows: ReadonlyArray<{ name: string; status: string; count: number }>) {
      // Reset first so a name/status pair that emptied disappears instead of keeping its last value.
      jobQueueDepth.reset();
      for (const r of rows) jobQueueDepth.set({ name: r.name, status: r.status }, r.count);
    },
    countJob(name: string, outcome: string) {
      jobs.inc({ name, outcome });
    },
    observeRequest: requests.observe,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
