// The console's built files (docs/console.md#how-it-is-built-and-served): index.html and
// the hashed assets Vite writes beside it. Assets never change under their name, so each
// is read once and kept with its gzip form; index.html is read on every request, so a
// rebuild shows at once.

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
