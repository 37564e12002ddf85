import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { defaultServerConditions } from 'vite';
import { suites, testFiles } from './tests/suites.js';

/**
 * The test suites come from one list, tests/suites.ts: one vitest project each, and one turbo task each
 * (`test:<name>` of the `tests` workspace, written into turbo.json from the same list), so a change re-runs
 * only the suites whose inputs it touches. A suite is a folder (or the part of one its `files` name); its files are found by glob, so a new test
 * file in one of these folders runs with its suite. A test file in no suite's folder runs in `rest` (empty
 * while every file has a suite: its script passes with no files), whose turbo task re-runs on any change,
 * until it gets a suite of its own; `tests/tasks/turbo-graph.test.ts` says what is missing.
 */

// Scratch copies tests make of the repository (test-artifacts/, .tmp-* folders) are never themselves tests.
const exclude = ['**/node_modules/**', '**/fixtures/**', 'test-artifacts/**', '**/.tmp-*/**', '**/dist/**'];

export default defineConfig({
  // `cmp-source`: inside this repository, workspace packages resolve to their TypeScript sources, so tests
  // never need a build. Published packages resolve to dist/ (the condition is ours; consumers never set it).
  resolve: { conditions: ['cmp-source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['cmp-source', ...defaultServerConditions] } },
  test: {
    // Failures and the closing summary only (vitest's "minimal" reporter: no line per passing file, no slow-test
    // lists, no console output of passing tests); VERBOSE=1 gives the default reporter's full listing.
    reporters: process.env.VERBOSE ? ['default'] : ['minimal'],
    exclude,
    // Generous: a timeout only costs time when a test hangs, and npm test runs several suites side by side on
    // machines of two cores that are often busy with other work (a test of 10 s alone took over 60 s there).
    // Files set no timeouts of their own (a hook of 120 s timed out on a new machine's first run, and a test
    // of 180 s and the site crawl's hook of 600 s on CI's, where six suites shared two slow cores): a test may
    // take 15 minutes and a hook 20 before it fails, well inside CI's 90.
    testTimeout: 900_000,
    // Twice the cores, not vitest's default of one fewer: most test files spend their time waiting on child
    // processes and local servers (the generator CLI, tsc, Prism, Chromium), so on a 2-core machine one file
    // at a time left a core idle for most of the run. VITEST_MAX_WORKERS overrides it (npm test, which runs
    // several suites side by side through turbo, sets it lower).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism() * 2),
    hookTimeout: 1_200_000,
    // expect.poll's own default (1 s) is too short for a page or a child process on a busy machine.
    expect: { poll: { timeout: 30_000 } },
    // A worker runs its test files one after another in one module registry instead of a fresh one per file:
    // most files import the same generators, Redocly, prettier and Fastify, and importing them again for
    // each of the 100 files was about a fifth of the suite's CPU time (vitest's "import" total: 117 s of
    // 6 min). No test relies on a fresh module: each restores what it spies on and keeps state in its own
    // scratch folder, server or process.
    isolate: false,
    projects: [
      ...suites.map((suite) => {
        const { include, exclude: others } = testFiles(suite);
        return { extends: true as const, test: { name: suite.name, include, exclude: [...exclude, ...others] } };
      }),
      {
        extends: true as const,
        test: {
          name: 'rest',
          include: ['**/*.test.ts'],
          exclude: [...exclude, ...suites.map(({ dir }) => `${dir}/**`)],
        },
      },
    ],
  },
});
