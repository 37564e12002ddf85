/**
 * The test suites, in one list. Each suite is a folder of `*.test.ts` files, one vitest project
 * (vitest.config.ts reads this list) and one turbo task `test:<name>` of the tests workspace. turbo.json's
 * test tasks and tests/package.json's scripts are written from this list by `scripts/ci/test-tasks.ts`
 * (`npx tsx scripts/ci/test-tasks.ts --write`); tests/tasks/turbo-graph.test.ts fails while they differ.
 *
 * `sources`: the workspace packages whose TypeScript sources a suite imports (vitest resolves them through the
 * `cmp-source` condition). `builds`: the packages whose built `dist/` a suite runs (a bin, a packed tarball);
 * the suite makes them current itself with the toolchain's build before it uses them (a current package is
 * left as it is, and a package another suite is building is waited for: turbo's own `build` task would empty
 * a dist/ that a suite beside it is reading). For both, turbo hashes the package through its `transit` task,
 * so a change to one re-runs the suite, and it never runs against a stale dist/. `reads`: further files of the repository, relative to
 * its root (globs; `!` excludes), that the suite reads.
 */
export interface Suite {
  name: string;
  dir: string;
  /**
   * The test files it runs, as globs relative to `dir`, when it shares its folder with another suite (which
   * then runs the rest of the folder): so a folder's tests can be split by what they read, and an edit re-runs
   * only the part that reads it.
   */
  files?: string[];
  sources?: string[];
  builds?: string[];
  reads?: string[];
  env?: string[];
}

const SPEC = ['openapi/**', 'cmp.config.ts', 'redocly.yaml'];
const DOCS = ['docs/**', '!docs/site/**'];
/** The Python SDK and its runtime (Python sources, no workspace package). */
const PYTHON = ['packages/client-python/**', 'packages/client-python-runtime/**'];
/** The generators' tests that read this API's spec, docs or generated packages (the `generators-api` suite). */
const GENERATORS_ON_THIS_API = [
  'bundle/yaml-text-api.test.ts',
  'config/config.test.ts',
  'diff/base.test.ts',
  'diff/command.test.ts',
  'diff/mutations.test.ts',
  'diff/robustness.test.ts',
  'diff/sdk-impact.test.ts',
  'docs/site-changelog.test.ts',
  'features/streams.test.ts',
  'foreign/petstore-output.test.ts',
  'load/lenient.test.ts',
  'python/**/*.test.ts',
];

export const suites: Suite[] = [
  {
    // The generators on the fixtures, GitHub's and other APIs' documents: nothing here reads this API's spec, its
    // docs or the packages generated from them (a run with those folders removed passes), so a change to the
    // spec replays this suite from the cache.
    name: 'generators',
    dir: 'generators/test',
    sources: ['@customer-messaging/generators', '@openapi-cmp/client-runtime', '@openapi-cmp/server-runtime', '@openapi-cmp/mcp-runtime'],
    // What the generators copy into the packages they write (templates, the mock's hand-written runtime, the
    // Python runtime) and what the tests read beside them (every manifest: build/quiet-build.test.ts; the
    // cores: config/api-names.test.ts; the compiler options generated code is checked with).
    reads: [
      'templates/**',
      'packages/client-python-runtime/**',
      'packages/*/package.json',
      'packages/*/src/core/**',
      'packages/mock/src/**',
      '!packages/mock/src/generated/**',
      'tsconfig.json',
    ],
    env: ['NAMES_*', 'HOSTILE_*'],
  },
  {
    // The generators on this API: its spec, its configuration, its releases, the packages and docs generated
    // from them (the diff, the Python SDK, the CLI's defaults, the mock's stream and webhook core).
    name: 'generators-api',
    dir: 'generators/test',
    files: GENERATORS_ON_THIS_API,
    sources: ['@customer-messaging/generators', '@openapi-cmp/client-runtime', '@openapi-cmp/server-runtime', '@openapi-cmp/mcp-runtime', '@customer-messaging/mock'],
    // The Python SDK's test runs a sandbox from its dist/.
    builds: ['@customer-messaging/sandbox'],
    reads: [...SPEC, 'templates/**', ...DOCS, ...PYTHON, 'packages/*/package.json', 'packages/*/src/core/**', 'tsconfig.json'],
    env: ['NAMES_*', 'HOSTILE_*'],
  },
  {
    name: 'client',
    dir: 'packages/client/test',
    sources: ['@customer-messaging/client'],
    // Its package test uses the one install of the published packages (tests/support/packed.ts).
    builds: ['@customer-messaging/client', '@customer-messaging/server', '@customer-messaging/mock', '@customer-messaging/mcp'],
  },
  { name: 'server', dir: 'packages/server/test', sources: ['@customer-messaging/server'], env: ['REDIS_URL'] },
  { name: 'sandbox', dir: 'packages/sandbox/test', sources: ['@customer-messaging/sandbox'] },
  {
    name: 'mock',
    dir: 'packages/mock/test',
    // The generators: a test generates the mock package of another API; the server tests' Redis helper.
    sources: ['@customer-messaging/mock', '@customer-messaging/generators'],
    reads: ['packages/server/test/redis.ts'],
  },
  {
    name: 'spec',
    dir: 'tests/spec',
    sources: ['@customer-messaging/generators'],
    reads: [...SPEC, '.spectral.yaml', 'packages/*/package.json', 'packages/*/CHANGELOG.md'],
  },
  {
    name: 'contract',
    dir: 'tests/contract',
    sources: ['@customer-messaging/generators', '@customer-messaging/client', '@customer-messaging/sandbox', '@customer-messaging/mock'],
    reads: [...SPEC, '.spectral.yaml', 'templates/**', ...DOCS, 'package.json', 'tsconfig.json'],
    env: ['FUZZ_*'],
  },
  {
    name: 'docs',
    dir: 'tests/docs',
    sources: ['@customer-messaging/generators', '@customer-messaging/client', '@customer-messaging/sandbox', '@customer-messaging/mock'],
    // The guides' Python SDK blocks run in the SDK's test environment.
    reads: [...SPEC, 'templates/**', ...DOCS, ...PYTHON, 'README.md'],
    env: ['DOCS_SCREENSHOTS', 'CHROMIUM_PATH'],
  },
  {
    // The site in a browser, a task of its own: it is the longest file of the docs tests (about half their
    // time), and as one task with them it was the last to end after a spec change. Both tasks share the one
    // site build (site-build.ts makes it once, under a lock, whichever asks first).
    name: 'docs-site',
    dir: 'tests/docs',
    files: ['site.test.ts'],
    sources: ['@customer-messaging/generators', '@customer-messaging/client', '@customer-messaging/sandbox', '@customer-messaging/mock'],
    reads: [...SPEC, 'templates/**', ...DOCS, 'README.md'],
    env: ['DOCS_SCREENSHOTS', 'CHROMIUM_PATH'],
  },
  {
    name: 'mcp',
    dir: 'tests/mcp',
    sources: ['@customer-messaging/sandbox'],
    // The MCP server runs as a user runs it: its bin, over the client package's dist/.
    builds: ['@customer-messaging/mcp', '@openapi-cmp/mcp-runtime', '@customer-messaging/client', '@openapi-cmp/client-runtime'],
    reads: ['docs/guides/ai-agents.md'],
  },
  {
    name: 'packages',
    dir: 'tests/packages',
    sources: [
      '@customer-messaging/generators',
      '@openapi-cmp/client-runtime',
      '@openapi-cmp/server-runtime',
      '@openapi-cmp/mcp-runtime',
      '@customer-messaging/client',
      '@customer-messaging/server',
      '@customer-messaging/mock',
      '@customer-messaging/mcp',
    ],
    builds: [
      '@openapi-cmp/client-runtime',
      '@openapi-cmp/server-runtime',
      '@openapi-cmp/mcp-runtime',
      '@customer-messaging/client',
      '@customer-messaging/server',
      '@customer-messaging/mock',
      '@customer-messaging/mcp',
    ],
    reads: ['packages/*/README.md', 'packages/*/CHANGELOG.md'],
  },
  {
    name: 'release',
    dir: 'tests/release',
    sources: ['@customer-messaging/client', '@customer-messaging/server', '@customer-messaging/mock', '@customer-messaging/sandbox', '@customer-messaging/mcp'],
    builds: ['@customer-messaging/client', '@customer-messaging/server', '@customer-messaging/mock', '@customer-messaging/sandbox', '@customer-messaging/mcp'],
    reads: ['packages/*/README.md', 'packages/*/CHANGELOG.md'],
  },
  {
    name: 'ci',
    dir: 'tests/ci',
    sources: ['@customer-messaging/generators'],
    reads: ['turbo.json', 'package.json', 'package-lock.json', '.github/**', 'scripts/ci/**', '.ci/**', 'packages/*/package.json'],
  },
  {
    name: 'tasks',
    dir: 'tests/tasks',
    reads: [
      'turbo.json',
      'package.json',
      '*/package.json',
      'packages/*/package.json',
      '**/*.test.ts',
      'tests/suites.ts',
      'vitest.config.ts',
      'scripts/ci/test-tasks.ts',
      '!**/node_modules/**',
    ],
  },
  { name: 'setup', dir: 'tests/setup', reads: ['package.json', 'package-lock.json', 'scripts/ci/prerequisites.mjs', 'scripts/ci/turbo.sh'] },
];

/** A suite's test files: its own `files`, or its whole folder but the files of the suites that share it. */
export function testFiles(suite: Suite): { include: string[]; exclude: string[] } {
  if (suite.files) return { include: suite.files.map((f) => `${suite.dir}/${f}`), exclude: [] };
  const others = suites.filter((other) => other !== suite && other.dir === suite.dir).flatMap((other) => other.files ?? []);
  return { include: [`${suite.dir}/**/*.test.ts`], exclude: others.map((f) => `${suite.dir}/${f}`) };
}
