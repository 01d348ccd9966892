// The README and the docs link to each other and into sections: every relative link
// must name a file that exists and, when it has a #fragment, a heading of that file.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const pages = ['README.md', ...fs.readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** GitHub's anchors of a markdown file's headings (fenced code skipped; repeats get -1, -2, ...). */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const heading of markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = (heading[1] as string)
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return out;
}

describe('links between the README and the docs', () => {
  it.each(pages)('%s links only to files and sections that exist', (page) => {
    const text = fs.readFileSync(page, 'utf8').replace(/```[\s\S]*?```/g, '');
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] as string).filter((l) => !/^[a-z]+:/.test(l));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const [file, fragment] = link.split('#') as [string, string | undefined];
      const target = file === '' ? page : path.join(path.dirname(page), file);
      expect(fs.existsSync(target), `${page}: ${link}`).toBe(true);
      if (fragment !== undefined) expect(anchors(fs.readFileSync(target, 'utf8')), `${page}: ${link}`).toContain(fragment);
    }
  });
});
