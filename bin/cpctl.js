#!/usr/bin/env node
// Runs the TypeScript CLI directly through tsx, so `npx cpctl` works after `npm ci`
// without a build step.

import { getEventListeners } from 'node:events';
import { register } from 'tsx/esm/api';

register();
const { run } = await import('../src/cli/cpctl.ts');

// Ctrl-C (or SIGTERM) asks a command that waits on the signal (`webhooks listen`) to undo
// what it set up and end; any other command, or a second Ctrl-C, ends the process at once.
const interrupt = new AbortController();
const stop = () => {
  if (interrupt.signal.aborted || getEventListeners(interrupt.signal, 'abort').length === 0) process.exit(130);
  interrupt.abort();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

process.exitCode = await run(process.argv.slice(2), process.env, { stdout: process.stdout, stderr: process.stderr, signal: interrupt.signal });
process.off('SIGINT', stop);
process.off('SIGTERM', stop);
