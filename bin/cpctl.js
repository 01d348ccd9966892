#!/usr/bin/env node
// Runs the TypeScript CLI directly through tsx, so `npx cpctl` works after `npm ci`
// without a build step.

import { register } from 'tsx/esm/api';

register();
const { run } = await import('../src/cli/cpctl.ts');
process.exitCode = await run(process.argv.slice(2), process.env, process);
