// The console web app's pages (docs/console.md): the files Vite built, served at
// /console. The console itself calls /console/api (the users module) and the public APIs.

import { consoleBuildDir, createConsoleAssets } from './console.assets.ts';
import { consoleAppMounts } from './console.routes.ts';

export function createConsoleModule(deps: { dir?: string } = {}) {
  const assets = createConsoleAssets(deps.dir ?? consoleBuildDir);
  return { assets, routes: consoleAppMounts(assets) };
}

export type ConsoleModule = ReturnType<typeof createConsoleModule>;
