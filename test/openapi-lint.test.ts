// The served OpenAPI document passes Redocly's recommended rules with no error and no
// warning, so generators and readers take it as it is (docs/architecture.md#tests).

import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.ts';

let h: Harness;
let dir: string;
beforeAll(async () => {
  h = await createHarness();
  dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
});
afterAll(async () => {
  await h.close();
  await rm(dir, { recursive: true, force: true });
});

const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

describe('the served OpenAPI document', () => {
  it('passes `redocly lint` with the recommended rules, without an error or a warning', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).body;
    const file = join(dir, 'openapi.json');
    await writeFile(file, doc);
    // Two acknowledged findings, each with its reason, in the ignore file; nothing else.
    await copyFile(new URL('openapi.lint-ignore.yaml', import.meta.url), join(dir, '.redocly.lint-ignore.yaml'));
    // No telemetry and no update check: the lint runs offline.
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    const run = await promisify(execFile)(process.execPath, [cli, 'lint', '--extends', 'recommended', '--format', 'json', file], { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 }).catch(
      (err: { stdout?: string; stderr?: string }) => ({ stdout: err.stdout ?? '', stderr: err.stderr ?? '' }),
    );
    const report = JSON.parse(run.stdout) as {
      totals: { errors: number; warnings: number; ignored: number };
      problems: Array<{ ruleId: string; severity: string; message: string; ignored?: boolean; location: Array<{ pointer: string }> }>;
    };
    const problems = report.problems.filter((p) => p.ignored !== true).map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
    expect(problems).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 2 });
  }, 120_000);
});

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  requestBody?: { content: Record<string, { example?: unknown; examples?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { example?: unknown; examples?: unknown }> }>;
}

describe('the served OpenAPI document, for readers and generators', () => {
  it('names, summarises and gives an example of every operation, in tags ordered as a customer reads them', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      info: { license?: unknown };
      servers?: unknown[];
      tags: Array<{ name: string; description?: string }>;
      paths: Record<string, Record<string, Operation>>;
    };
    expect(doc.info.license).toEqual({ name: 'Apache License 2.0', identifier: 'Apache-2.0' });
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(doc.tags.map((t) => t.name)).toEqual(['Authentication', 'Connectivity', 'Reseller v1', 'Phone numbers', 'Operator lookup', 'Platform', 'Administration']);
    for (const tag of doc.tags) expect(tag.description, tag.name).toMatch(/\w/);
    // The paths follow the tags: the reference opens on authentication, administration comes last.
    const firstTags = Object.values(doc.paths).map((ops) => Object.values(ops)[0]?.tags?.[0] as string);
    const ranks = firstTags.map((t) => doc.tags.findIndex((x) => x.name === t));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(firstTags[0]).toBe('Authentication');
    const ids = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
        expect(ids.has(op.operationId as string), `${where}: ${op.operationId}`).toBe(false);
        ids.add(op.operationId as string);
        expect(op.summary, where).toMatch(/\w/);
        for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) expect(media.example ?? media.examples, `${where} ${type}`).toBeDefined();
        for (const [status, answer] of Object.entries(op.responses)) {
          if (!/^2\d\d$/.test(status)) continue;
          expect(answer.description, where).not.toBe('Default Response');
          for (const [type, media] of Object.entries(answer.content ?? {})) if (status !== '204') expect(media.example ?? media.examples, `${where} ${status} ${type}`).toBeDefined();
        }
      }
    }
    expect(doc.paths['/']?.get?.operationId).toBe('getIndex');
    // RFC 6749 clients send a form; JSON is accepted too.
    expect(Object.keys(doc.paths['/auth/token']?.post?.requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded', 'application/json']);
  });
});
