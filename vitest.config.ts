import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CommonJS as `main` and ESM as `module`: Node loads the first for Pothos and
    // Yoga, Vite would pick the second for our files, and two copies of graphql cannot share a schema.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['{common,domain,platform,http,server,schema,workflows,web,scripts,prisma,tests}/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/globalSetup.ts'],
    // A forgotten `.only` must not quietly skip the rest of the suite in CI.
    allowOnly: !process.env.CI,
    // A hang fails within minutes; only the tests that run the models set longer bounds of their own.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: more parallel files only queue for the same CPU and the one Temporal server.
    maxWorkers: 2,
    // Every file builds its own services and database and restores the timers it fakes, so files
    // share a worker's module cache: the product's modules load once per worker, not once per file
    // (imports 138 s → 22 s summed over the files).
    isolate: false,
  },
});
