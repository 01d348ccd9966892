// The console's initial JavaScript, what a browser must fetch before the first page
// shows: the entry chunk and every chunk it imports statically (Vite's manifest),
// gzipped, stays within 200 kB. Pages load lazily and do not count.

import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { consoleBuildDir } from './console.assets.ts';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const LIMIT = 200 * 1024;

describe('the console build', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(consoleBuildDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;

  it('keeps its initial JavaScript within 200 kB gzipped, and loads pages lazily', () => {
    const entries = Object.entries(manifest).filter(([, c]) => c.isEntry === true);
    expect(entries.length).toBe(1);
    const initial = new Set<string>();
    const visit = (key: string) => {
      if (initial.has(key)) return;
      initial.add(key);
      for (const next of manifest[key]?.imports ?? []) visit(next);
    };
    visit(entries[0]![0]);
    const files = [...initial].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    const gzipped = files.reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(consoleBuildDir, f)), { level: 9 }).length, 0);
    console.log(`console initial JavaScript: ${files.length} file(s), ${(gzipped / 1024).toFixed(1)} kB gzipped`);
    expect(gzipped).toBeGreaterThan(0);
    expect(gzipped).toBeLessThanOrEqual(LIMIT);
    // Every page of the registry is a chunk of its own, outside the initial set.
    const pages = Object.keys(manifest).filter((k) => /\/pages\/[^/]+\.page\.tsx$/.test(k));
    expect(pages.length).toBeGreaterThan(0);
    for (const p of pages) expect(initial.has(p), p).toBe(false);
  });
});
