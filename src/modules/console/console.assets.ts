// The console's built files (docs/console.md#how-it-is-built-and-served): index.html and
// the hashed assets Vite writes beside it. Assets never change under their name, so each
// is read once and kept with its gzip form; index.html is read on every request, so a
// rebuild shows at once.

import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Where `npm start` and the test setup build the console (scripts/console-build.js). */
export const consoleBuildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../node_modules/.cache/connectivity-platform/console');

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

/** An asset's file name as Vite writes it: no directory, no dot first. */
const assetName = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export interface ConsoleAsset {
  type: string;
  body: Buffer;
  gzip: Buffer | null;
}

export interface ConsoleAssets {
  /** index.html, or null when the console is not built. */
  index(): Promise<Buffer | null>;
  /** A file of assets/, or null when there is none of that name. */
  asset(name: string): Promise<ConsoleAsset | null>;
}

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch {
    return null;
  }
}

export function createConsoleAssets(dir: string): ConsoleAssets {
  const cache = new Map<string, ConsoleAsset>();
  return {
    index: () => readOrNull(path.join(dir, 'index.html')),
    async asset(name) {
      if (!assetName.test(name)) return null;
      const type = types[path.extname(name)];
      if (type === undefined) return null;
      const known = cache.get(name);
      if (known !== undefined) return known;
      const body = await readOrNull(path.join(dir, 'assets', name));
      if (body === null) return null;
      const compressible = !type.startsWith('image/png') && !type.startsWith('font/');
      const asset = { type, body, gzip: compressible && body.length > 1024 ? gzipSync(body) : null };
      cache.set(name, asset);
      return asset;
    },
  };
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface InitialJavaScript {
  /** The manifest keys of the entry chunk and every chunk it imports statically. */
  keys: Set<string>;
  /** Their JavaScript files, relative to the build directory. */
  files: string[];
  /** Their size gzipped at level 9, in bytes. */
  gzipped: number;
  /** Every key of the manifest. */
  all: string[];
}

/**
 * What a browser must fetch before the console's first page shows: the entry chunk and
 * what it imports statically, from Vite's manifest in `dir` (docs/console.md#how-it-is-built-and-served).
 */
export function initialJavaScript(dir: string): InitialJavaScript {
  const manifest = JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry === true);
  if (entries.length !== 1) throw new Error(`the console's manifest has ${entries.length} entry chunks, not one`);
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entries[0] as string);
  const files = [...keys].map((k) => (manifest[k] as ManifestChunk).file).filter((f) => f.endsWith('.js'));
  const gzipped = files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dir, f)), { level: 9 }).length, 0);
  return { keys, files, gzipped, all: Object.keys(manifest) };
}
