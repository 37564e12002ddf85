import { defineConfig } from 'vitest/config';
import { defaultServerConditions } from 'vite';

export default defineConfig({
  // `cmp-source`: inside this repository, workspace packages resolve to their TypeScript sources, so tests
  // never need a build. Published packages resolve to dist/ (the condition is ours; consumers never set it).
  resolve: { conditions: ['cmp-source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['cmp-source', ...defaultServerConditions] } },
  test: {
    include: ['generators/test/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/fixtures/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
