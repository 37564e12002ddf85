import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['generators/test/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/fixtures/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
