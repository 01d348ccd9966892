import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.ts';

describe('request metrics', () => {
  it('counts answers by method, route and status, and their latency in cumulative buckets per route', async () => {
    const m = createMetrics();
    m.observeRequest('GET', '/org', 200, 0.0004);
    m.observeRequest('GET', '/org', 200, 0.003);
    m.observeRequest('GET', '/org', 404, 0.2);
    m.observeRequest('POST', '/links', 201, 7);
    const text = await m.registry.metrics();
    const line = (prefix: string) => text.split('\n').find((l) => l.startsWith(`${prefix} `));

    expect(text).toContain('# TYPE http_requests_total counter');
    expect(line('http_requests_total{method="GET",route="/org",status="200"}')).toBe('http_requests_total{method="GET",route="/org",status="200"} 2');
    expect(line('http_requests_total{method="GET",route="/org",status="404"}')).toMatch(/ 1$/);

    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const bucket = (route: string, le: string) => line(`http_request_duration_seconds_bucket{le="${le}",method="${route.split(' ')[0]}",route="${route.split(' ')[1]}"}`);
    expect(bucket('GET /org', '0.001')).toMatch(/ 1$/);
    expect(bucket('GET /org', '0.005')).toMatch(/ 2$/);
    expect(bucket('GET /org', '0.1')).toMatch(/ 2$/);
    expect(bucket('GET /org', '0.25')).toMatch(/ 3$/);
    expect(bucket('GET /org', '+Inf')).toMatch(/ 3$/);
    expect(bucket('POST /links', '5')).toMatch(/ 0$/);
    expect(bucket('POST /links', '+Inf')).toMatch(/ 1$/);
    expect(Number(line('http_request_duration_seconds_sum{method="GET",route="/org"}')?.split(' ')[1])).toBeCloseTo(0.2034, 6);
    expect(line('http_request_duration_seconds_count{method="GET",route="/org"}')).toMatch(/ 3$/);

    // JSON form too (the registry renders both from the same values).
    const json = await m.registry.getMetricsAsJSON();
    expect(json.find((x) => x.name === 'http_requests_total')?.values).toHaveLength(3);
  });
});
