/**
 * turbo.json as the repository's task graph. Every test file runs in exactly one turbo task (so none silently
 * stops running), and that task re-runs when the file changes; an edit reaches the tasks that read what it
 * touched and no others. The edits are made in a scratch clone and judged by `turbo run --dry=json`: which
 * task hashes change (a changed hash is a cache miss, a re-run), without running any task.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testTaskFiles } from '../../scripts/ci/test-tasks.js';
import { scratchClones, turbo, workingTreeFiles, type Clones } from '../support/clones.js';
import { repoRoot } from '../support/spec.js';

interface DryTask {
  taskId: string;
  task: string;
  package: string;
  hash: string;
  command: string;
  inputs: Record<string, string>;
  dependencies: string[];
  /** The package's folder, relative to the root. */
  directory: string;
}

const TESTS = '@customer-messaging/tests';
const ENTRY = ['run', 'test', 'build', 'generate', 'docs', '--dry=json'];

function dryRun(cwd: string): Map<string, DryTask> {
  const result = turbo(cwd, ENTRY);
  expect(result.status, result.output).toBe(0);
  const tasks = (JSON.parse(result.stdout) as { tasks: DryTask[] }).tasks;
  return new Map(tasks.map((t) => [t.taskId, t]));
}

/** Task ids whose hash differs between two dry runs. */
function changed(before: Map<string, DryTask>, after: Map<string, DryTask>): string[] {
  return [...after.values()]
    .filter((t) => before.get(t.taskId)?.hash !== t.hash)
    .map((t) => t.taskId)
    .sort();
}

describe('the suites are one list', () => {
  test('turbo.json’s test tasks and tests/package.json’s scripts are what tests/suites.ts gives', () => {
    for (const { file, committed, expected } of testTaskFiles()) {
      expect(committed, `${path.relative(repoRoot, file)} is stale: run \`npx tsx scripts/ci/test-tasks.ts --write\``).toBe(expected);
    }
  });
});

describe('every test file belongs to exactly one turbo test task', () => {
  let listed: { file: string; projectName: string }[];
  beforeAll(() => {
    // What vitest itself would run, per project (suite).
    listed = JSON.parse(
      execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'list', '--filesOnly', '--json'], {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
        maxBuffer: 16 * 1024 * 1024,
      }),
    ) as { file: string; projectName: string }[];
  });

  test('vitest’s projects, the tests workspace’s scripts and turbo.json’s `test` agree, and cover every *.test.ts', () => {
    const byFile = new Map<string, string[]>();
    for (const { file, projectName } of listed) {
      const rel = path.relative(repoRoot, file);
      byFile.set(rel, [...(byFile.get(rel) ?? []), projectName]);
    }
    const testFiles = workingTreeFiles().filter((f) => f.endsWith('.test.ts') && !f.split('/').includes('fixtures'));
    expect(testFiles.length).toBeGreaterThan(50);
    const turboJson = JSON.parse(readFileSync(path.join(repoRoot, 'turbo.json'), 'utf8')) as { tasks: Record<string, { dependsOn?: string[]; inputs?: string[] }> };
    const scripts = (JSON.parse(readFileSync(path.join(repoRoot, 'tests/package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const aggregate = turboJson.tasks[`${TESTS}#test`]?.dependsOn ?? [];
    const problems: string[] = [];
    for (const file of testFiles) {
      const projects = byFile.get(file) ?? [];
      if (projects.length !== 1) {
        problems.push(`${file}: in ${projects.length} vitest projects (${projects.join(', ') || 'none'}), expected exactly 1 (vitest.config.ts, \`suites\`)`);
        continue;
      }
      const task = `test:${projects[0]}`;
      if (!scripts[task]?.includes(`--project ${projects[0]}`)) problems.push(`${file}: tests/package.json has no script "${task}" running \`--project ${projects[0]}\``);
      if (!aggregate.includes(task)) problems.push(`${file}: turbo.json's "${TESTS}#test" does not depend on "${task}", so \`turbo run test\` never runs it`);
      if (!turboJson.tasks[task]) problems.push(`${file}: turbo.json defines no task "${task}" (its inputs)`);
    }
    expect(problems).toEqual([]);
    // No file vitest runs is unknown to git's view of the repository (a file outside the tree would be missed above).
    expect([...byFile.keys()].filter((f) => !testFiles.includes(f))).toEqual([]);
  });

  test('each test file is an input of the task that runs it, so editing it re-runs that task; no input is a file git ignores', () => {
    const result = turbo(repoRoot, ['run', 'test', 'build', 'generate', 'docs', '--dry=json']);
    expect(result.status, result.output).toBe(0);
    const all = (JSON.parse(result.stdout) as { tasks: DryTask[] }).tasks;
    // Explicit input globs do not honour .gitignore: what a run leaves behind (turbo's logs, test-artifacts/,
    // scratch folders, dist/) must be excluded by hand, or the next run's hashes differ and nothing replays.
    const inputs = [...new Set(all.flatMap((t) => Object.keys(t.inputs).map((f) => path.relative(repoRoot, path.resolve(repoRoot, t.directory, f)))))];
    const ignored = spawnSync('git', ['check-ignore', '--stdin'], { cwd: repoRoot, input: inputs.join('\n'), encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean);
    expect(ignored.slice(0, 20)).toEqual([]);
    const tasks = all.filter((t) => t.package === TESTS && t.task.startsWith('test:'));
    const missing: string[] = [];
    for (const { file, projectName } of listed) {
      const task = tasks.find((t) => t.task === `test:${projectName}`);
      const asInput = path.relative(path.join(repoRoot, 'tests'), file);
      if (!task || !(asInput in task.inputs)) missing.push(`${path.relative(repoRoot, file)} is not an input of test:${projectName}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('an edit re-runs what it reaches and nothing else (dry runs in a scratch clone)', () => {
  let clones: Clones;
  let base: Map<string, DryTask>;

  beforeAll(() => {
    clones = scratchClones();
    base = dryRun(clones.first);
  });
  afterAll(() => clones?.remove());

  test('nothing changed: the same hashes, so `turbo run test` replays every task from the cache', () => {
    expect(changed(base, dryRun(clones.first))).toEqual([]);
    // Nor when git rewrites its index (a file's timestamp changed, then `git status`): .git is no input.
    const readme = path.join(clones.first, 'README.md');
    const indexBefore = readFileSync(path.join(clones.first, '.git/index'));
    execFileSync('touch', ['-d', '2001-01-01', readme]);
    execFileSync('git', ['status', '--porcelain'], { cwd: clones.first });
    expect(readFileSync(path.join(clones.first, '.git/index')).equals(indexBefore), 'git rewrote its index').toBe(false);
    expect(changed(base, dryRun(clones.first))).toEqual([]);
    // The whole suite is in the graph: every vitest suite and the static checks.
    for (const id of ['//#lint', '//#format:check', '//#typecheck', '//#diff:ci', `${TESTS}#test:contract`, `${TESTS}#test:sandbox`, `${TESTS}#test:generators`]) {
      expect(base.get(`${TESTS}#test`)!.dependencies).toContain(id);
    }
  });

  /**
   * The tasks whose hash an edit changes: appends `text` to a file of the first clone, dry-runs turbo, and
   * undoes the edit (checked) whatever the assertions on the result do.
   */
  const tasksAfterEdit = (file: string, text: string): string[] => {
    const abs = path.join(clones.first, file);
    const before = readFileSync(abs, 'utf8');
    appendFileSync(abs, text);
    try {
      return changed(base, dryRun(clones.first));
    } finally {
      execFileSync('git', ['checkout', '--', '.'], { cwd: clones.first });
      expect(readFileSync(abs, 'utf8')).toBe(before);
    }
  };

  test('a sandbox source edit re-runs the sandbox’s tasks and what depends on the sandbox, nothing else', () => {
    const hit = tasksAfterEdit('packages/sandbox/src/ids.ts', '\n// an edit\n');
    expect(hit).toEqual(
      [
        '//#docs',
        '//#format:check',
        '//#generate',
        '//#lint',
        '//#typecheck',
        '@customer-messaging/sandbox#build',
        '@customer-messaging/sandbox#transit',
        `${TESTS}#test`,
        `${TESTS}#test:contract`,
        `${TESTS}#test:docs`,
        // The site's "Try it" calls a sandbox.
        `${TESTS}#test:docs-site`,
        // The Python SDK's test (in the generators' suite on this API) calls every operation on a sandbox.
        `${TESTS}#test:generators-api`,
        // The MCP server's suite runs its tools against a sandbox.
        `${TESTS}#test:mcp`,
        `${TESTS}#test:release`,
        `${TESTS}#test:rest`,
        `${TESTS}#test:sandbox`,
      ].sort(),
    );
  });

  test('a spec edit re-runs everything the spec reaches: its gates, the generated packages, their dependents, docs and generate', () => {
    const hit = new Set(tasksAfterEdit('openapi/components/schemas/Agent.yaml', '\n# an edit\n'));
    for (const id of [
      '//#generate',
      '//#docs',
      '//#diff:ci',
      '@customer-messaging/client#transit',
      '@customer-messaging/server#transit',
      '@customer-messaging/mock#transit',
      '@customer-messaging/sandbox#transit',
      '@customer-messaging/client#build',
      '@customer-messaging/server#build',
      '@customer-messaging/mock#build',
      '@customer-messaging/sandbox#build',
      ...['spec', 'generators-api', 'client', 'server', 'sandbox', 'mock', 'contract', 'docs', 'docs-site', 'packages', 'release'].map((s) => `${TESTS}#test:${s}`),
    ]) {
      expect(hit, id).toContain(id);
    }
    // Hand-written code the spec does not reach keeps its hash, and the generators' tests on other APIs'
    // documents replay from the cache.
    for (const id of [
      `${TESTS}#test:generators`,
      '@openapi-cmp/client-runtime#transit',
      '@openapi-cmp/server-runtime#transit',
      '@customer-messaging/generators#transit',
      '@customer-messaging/generators#build',
      '//#lint',
    ]) {
      expect(hit, id).not.toContain(id);
    }
  });

  test('an edit of a guide re-runs the docs and nothing of the packages', () => {
    const hit = tasksAfterEdit('docs/guides/authentication.md', '\nAn edit.\n');
    expect(hit).toContain('//#docs');
    expect(hit).toContain(`${TESTS}#test:docs`);
    expect(hit.filter((id) => /#(transit|build)$/.test(id) || /test:(client|server|sandbox|mock|spec|packages|release)$/.test(id))).toEqual([]);
  });

  test('an edit of generated code re-runs the type-check but not ESLint or prettier, which leave generated code alone', () => {
    const hit = tasksAfterEdit('packages/client/src/generated/models.gen.ts', '\n// an edit\n');
    expect(hit).toContain('//#typecheck');
    expect(hit).not.toContain('//#lint');
    expect(hit).not.toContain('//#format:check');
  });
});
