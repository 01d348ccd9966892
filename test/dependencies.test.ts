// Dependencies point inward: the domain (modules, jobs, the providers, the database and
// the small helpers) never imports the HTTP layer, except the route files, whose job is
// to map HTTP onto the domain. Errors, roles and service names belong to the domain.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const http = path.join(root, 'src', 'http');
const domain = ['modules', 'jobs', 'providers', 'db', 'lib'].map((d) => path.join(root, 'src', d));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Relative module specifiers of a file: static imports and re-exports, and import() calls. */
function specifiers(text: string): string[] {
  const found = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g), ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)];
  return found.map((m) => m[1] as string).filter((s) => s.startsWith('.'));
}

const isRouteFile = (file: string) => file.endsWith('.routes.ts');

describe('dependencies', () => {
  it('finds the imports of a file, types and re-exports included', () => {
    const text = "import type { App } from '../../http/app.ts';\nexport { ok } from '../../http/envelope.ts';\ntype X = import('../../http/errors.ts').Y;\nimport pino from 'pino';";
    expect(specifiers(text)).toEqual(['../../http/app.ts', '../../http/envelope.ts', '../../http/errors.ts']);
  });

  it('keeps HTTP out of the domain: only route files import src/http', () => {
    const files = domain.flatMap(sources);
    expect(files.length).toBeGreaterThan(100);
    const offending = files.flatMap((file) =>
      isRouteFile(file)
        ? []
        : specifiers(fs.readFileSync(file, 'utf8'))
            .filter((s) => {
              const target = path.resolve(path.dirname(file), s);
              return target === http || target.startsWith(http + path.sep);
            })
            .map((s) => `${path.relative(root, file)} imports ${s}`),
    );
    expect(offending).toEqual([]);
  });
});
