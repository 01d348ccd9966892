#!/usr/bin/env node
// Builds the console (console/, a React app) with Vite into
// node_modules/.cache/connectivity-platform/console, where the platform serves it from
// (docs/console.md#how-it-is-built-and-served). Like the server bundle of scripts/start.js
// it is rebuilt only when one of its inputs changed: `npm start` and the test setup call
// ensureConsole(); `node scripts/console-build.js` builds it if stale (`--force`: always).

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const consoleOutDir = path.join(root, 'node_modules', '.cache', 'connectivity-platform', 'console');
const inputsFile = `${consoleOutDir}.inputs.json`;

// The app's sources, the SDK it calls the APIs with, and the build settings.
const inputDirs = ['console', 'packages/sdk/src'];
const alwaysInputs = ['package.json', 'package-lock.json', 'node_modules/.package-lock.json', 'scripts/console-build.js'];

function listFiles(dir) {
  const out = [];
  const walk = (rel) => {
    let entries;
    try {
      entries = fs.readdirSync(path.join(root, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const child = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(child);
      else out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

function signature() {
  const files = [...inputDirs.flatMap(listFiles), ...alwaysInputs];
  return files.map((file) => {
    try {
      const s = fs.statSync(path.join(root, file));
      return `${file} ${s.size} ${s.mtimeMs}`;
    } catch {
      return `${file} missing`;
    }
  });
}

/** Whether the built console is the build of the sources as they are now. */
export function consoleUpToDate() {
  try {
    const recorded = JSON.parse(fs.readFileSync(inputsFile, 'utf8'));
    return fs.existsSync(path.join(consoleOutDir, 'index.html')) && recorded.signature.join('\n') === signature().join('\n');
  } catch {
    return false;
  }
}

/** Builds the console into a directory of its own, then swaps it into place. */
export async function buildConsole() {
  const before = signature();
  const { build } = await import('vite');
  const staging = `${consoleOutDir}.tmp-${process.pid}`;
  const old = `${consoleOutDir}.old-${process.pid}`;
  // A production build whatever the caller's NODE_ENV (vitest sets `test`, which would
  // make Vite bundle React's development build).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      mode: 'production',
      configFile: path.join(root, 'console', 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: staging, emptyOutDir: true },
    });
    // A page that another process is serving keeps its assets until the swap is done.
    if (fs.existsSync(consoleOutDir)) fs.renameSync(consoleOutDir, old);
    fs.renameSync(staging, consoleOutDir);
    fs.writeFileSync(inputsFile, JSON.stringify({ signature: before }));
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(old, { recursive: true, force: true });
  }
}

/** Builds the console when it is missing or stale; true when a build ran. */
export async function ensureConsole() {
  if (consoleUpToDate()) return false;
  await buildConsole();
  return true;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const force = process.argv.includes('--force');
  const built = force ? (await buildConsole(), true) : await ensureConsole();
  console.log(built ? `console built into ${path.relative(root, consoleOutDir)}` : 'console up to date');
}
