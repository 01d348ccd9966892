// The console's build (docs/console.md#how-it-is-built-and-served): served under
// /console, hashed assets in assets/, one chunk per page (pages load lazily).
// scripts/console-build.js builds it; `npx vite --config console/vite.config.ts` serves
// it for development, calling the platform at CONSOLE_API (default http://127.0.0.1:8080).

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.CONSOLE_API ?? 'http://127.0.0.1:8080';
const root = new URL('.', import.meta.url).pathname;

export default defineConfig({
  root,
  base: '/console/',
  plugins: [react()],
  // The manifest lists each chunk's static imports: src/modules/console/console.bundle.test.ts
  // measures the initial JavaScript with it.
  build: { assetsDir: 'assets', sourcemap: false, target: 'es2022', manifest: true },
  server: {
    proxy: Object.fromEntries(['/console/api', '/links', '/sims', '/v1', '/numbers', '/events', '/org'].map((p) => [p, api])),
  },
});
