#!/usr/bin/env node
// `npm start`: the program from one esbuild bundle of src/main.ts and the packages it
// uses, rebuilt only when one of its inputs changed. Through tsx every start transpiled
// or looked up about 220 TypeScript files and loaded some 1,300 package files one by
// one, 1-1.5 s on the 2-core development machine; the bundle loads in about 0.2 s and
// takes under a second to build. `npm run dev` still runs the sources through tsx, and
// so does this script when it cannot build the bundle.
//
// The bundle, its source map and the list of its inputs live in
// node_modules/.cache/connectivity-platform, outside the repository. Stack traces name
// lines of the bundle; NODE_OPTIONS=--enable-source-maps maps them to src/ (it costs
// about 0.1 s of start-up, so it is not the default).

import fs from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'connectivity-platform');
const bundle = path.join(cacheDir, 'main.mjs');
const inputsFile = path.join(cacheDir, 'main.inputs.json');

// Packages that read files beside their own code (PGlite its WebAssembly, the API
// reference its pages, the OpenAPI plugin its package.json), load a native binary
// (argon2) or load optional modules at run time (pg, pino) are imported from
// node_modules as they are.
const external = ['@electric-sql/pglite', '@fastify/swagger', '@fastify/swagger-ui', '@node-rs/argon2', 'pg', 'pino'];

// Besides the source files the bundle was built from: npm's lock files (which packages
// are installed; npm rewrites node_modules/.package-lock.json on every install), the
// build settings (this file, tsconfig.json) and package.json.
const alwaysInputs = ['package.json', 'package-lock.json', 'node_modules/.package-lock.json', 'tsconfig.json', 'scripts/start.js'];

/** Size and modification time of each file, relative to the repository. */
function signature(files) {
  return files.map((file) => {
    try {
      const s = fs.statSync(path.join(root, file));
      return `${file} ${s.size} ${s.mtimeMs}`;
    } catch {
      return `${file} missing`;
    }
  });
}

/** Whether the bundle was built from the files as they are now. */
function upToDate() {
  try {
    const recorded = JSON.parse(fs.readFileSync(inputsFile, 'utf8'));
    return fs.existsSync(bundle) && signature(recorded.files).join('\n') === recorded.signature.join('\n');
  } catch {
    return false;
  }
}

// `import.meta.url` in a file of src/ must keep naming that file (src/db/drivers.ts finds
// the migrations beside it), not the bundle: it becomes the file's URL relative to the
// bundle, which stays right when the checkout moves.
const sourceLocations = {
  name: 'source-locations',
  setup(build) {
    const src = path.join(root, 'src') + path.sep;
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!args.path.startsWith(src)) return undefined;
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const relative = path.relative(cacheDir, args.path).split(path.sep).join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

async function build() {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/main.ts'],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    external,
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
    // Bundled CommonJS packages call require(); an ES module has none of its own.
    banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
    plugins: [sourceLocations],
  });
  const files = [...Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('node_modules/')), ...alwaysInputs];
  fs.mkdirSync(cacheDir, { recursive: true });
  // Each file is written beside its place and renamed into it, so a start running at
  // the same time never loads half a bundle.
  const suffix = `.tmp-${process.pid}`;
  const write = (file, contents) => {
    try {
      fs.writeFileSync(file + suffix, contents);
      fs.renameSync(file + suffix, file);
    } finally {
      fs.rmSync(file + suffix, { force: true });
    }
  };
  for (const out of result.outputFiles) write(out.path, out.contents);
  write(inputsFile, JSON.stringify({ files, signature: signature(files) }));
}

// The console's pages (docs/console.md), built by Vite the same way: only when an input
// changed. Without them the platform still serves every API, and /console answers 503.
try {
  const { ensureConsole } = await import('./console-build.js');
  await ensureConsole();
} catch (err) {
  console.error(`the console could not be built (${err instanceof Error ? err.message : String(err)}); /console answers 503 until it is`);
}

// Where Node.js has one (22.1 and later), V8's compile cache keeps the bundle's compiled
// code between starts: about 50 ms of the bundle's 140 on Node.js 24.
module.enableCompileCache?.(path.join(cacheDir, 'v8'));

let built = upToDate();
if (!built) {
  try {
    await build();
    built = true;
  } catch (err) {
    // A read-only installation, or esbuild missing: the sources still run, through tsx.
    console.error(`the start bundle could not be built (${err instanceof Error ? err.message : String(err)}); running the sources through tsx`);
  }
}
if (built) {
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(path.join(root, 'src', 'main.ts')).href);
}
