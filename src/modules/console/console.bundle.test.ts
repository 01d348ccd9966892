// The console's initial JavaScript, what a browser must fetch before the first page
// shows: the entry chunk and every chunk it imports statically (Vite's manifest),
// gzipped, stays within 200 kB. Pages load lazily and do not count.

import { describe, expect, it } from 'vitest';
import { consoleBuildDir, initialJavaScript } from './console.assets.ts';

const LIMIT = 200 * 1024;

describe('the console build', () => {
  it('keeps its initial JavaScript within 200 kB gzipped, and loads pages lazily', () => {
    const initial = initialJavaScript(consoleBuildDir);
    console.log(`console initial JavaScript: ${initial.files.length} file(s), ${(initial.gzipped / 1024).toFixed(1)} kB gzipped`);
    expect(initial.gzipped).toBeGreaterThan(0);
    expect(initial.gzipped).toBeLessThanOrEqual(LIMIT);
    // Every page of the registry is a chunk of its own, outside the initial set.
    const pages = initial.all.filter((k) => /\/pages\/[^/]+\.page\.tsx$/.test(k));
    expect(pages.length).toBeGreaterThan(0);
    for (const p of pages) expect(initial.keys.has(p), p).toBe(false);
  });
});
