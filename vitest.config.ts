import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { defaultServerConditions } from 'vite';

export default defineConfig({
  // `cmp-source`: inside this repository, workspace packages resolve to their TypeScript sources, so tests
  // never need a build. Published packages resolve to dist/ (the condition is ours; consumers never set it).
  resolve: { conditions: ['cmp-source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['cmp-source', ...defaultServerConditions] } },
  test: {
    // Failures and the closing summary only (vitest's "minimal" reporter: no line per passing file, no slow-test
    // lists, no console output of passing tests); VERBOSE=1 gives the default reporter's full listing.
    reporters: process.env.VERBOSE ? ['default'] : ['minimal'],
    include: ['generators/test/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/fixtures/**'],
    testTimeout: 60_000,
    // Twice the cores, not vitest's default of one fewer: most test files spend their time waiting on child
    // processes and local servers (the generator CLI, tsc, Prism, Chromium), so on a 2-core machine one file
    // at a time left a core idle for most of the run. VITEST_MAX_WORKERS overrides it.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism() * 2),
    hookTimeout: 120_000,
    // A worker runs its test files one after another in one module registry instead of a fresh one per file:
    // most files import the same generators, Redocly, prettier and Fastify, and importing them again for
    // each of the 100 files was about a fifth of the suite's CPU time (vitest's "import" total: 117 s of
    // 6 min). No test relies on a fresh module: each restores what it spies on and keeps state in its own
    // scratch folder, server or process.
    isolate: false,
  },
});
