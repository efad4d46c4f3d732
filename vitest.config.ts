import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{api,schema,workflows,web,scripts,prisma}/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
  },
});
