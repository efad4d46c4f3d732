import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{api,schema,workflows,web,scripts,prisma,tests}/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: more parallel files only queue for the same CPU and the one Temporal server.
    maxWorkers: 2,
  },
});
