// Prometheus metrics of one process. The registry belongs to the container (not the
// module), so two apps in one test process never share counters.

import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
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
  // Bounded by the route templates (unmatched URLs share one), methods and statuses.
  const requestSeries = new Map<string, { count: { inc(): void }; latency: { observe(v: number): void } }>();
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
    observeRequest(method: string, route: string, status: number, seconds: number) {
      // The label children of each method, route and status are looked up once: hashing
      // the label set on every request cost more than counting it.
      const key = `${method} ${status} ${route}`;
      let series = requestSeries.get(key);
      if (series === undefined) {
        series = { count: requests.labels(method, route, String(status)), latency: latency.labels(method, route) };
        requestSeries.set(key, series);
      }
      series.count.inc();
      series.latency.observe(seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
