import { configDefaults, defineConfig } from 'vitest/config';

// `*.pg.test.ts` needs several processes on one database, which only PostgreSQL allows
// (PGlite is in-process): those files run when TEST_DATABASE_URL is set, and only then.
const postgresOnly = ['src/**/*.pg.test.ts', 'test/**/*.pg.test.ts'];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, ...postgresOnly],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
