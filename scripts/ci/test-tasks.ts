/**
 * Writes the test tasks of turbo.json and the scripts of tests/package.json from the one list of suites
 * (tests/suites.ts). `npx tsx scripts/ci/test-tasks.ts` prints what differs and exits 1 when either file is
 * not what the list gives; `--write` writes them. tests/tasks/turbo-graph.test.ts runs the check.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suites, testFiles, type Suite } from '../../tests/suites.js';

const root = path.resolve(import.meta.dirname, '../..');
const TESTS = '@customer-messaging/tests';
/** What no suite reads: scratch copies, turbo's own folders, the bytecode Python writes beside the SDK's sources. */
const NEVER = ['!$TURBO_ROOT$/**/.tmp-*/**', '!$TURBO_ROOT$/**/.turbo/**', '!**/.tmp-*/**', '!$TURBO_ROOT$/**/__pycache__/**'];
/** The static checks the aggregate `test` task runs beside the suites. */
const STATIC = ['//#lint', '//#format:check', '//#typecheck', '//#diff:ci'];

const rooted = (glob: string) => (glob.startsWith('!') ? `!$TURBO_ROOT$/${glob.slice(1)}` : `$TURBO_ROOT$/${glob}`);

/** The turbo task of one suite. */
export function suiteTask(suite: Suite): Record<string, unknown> {
  const dependsOn = [...(suite.sources ?? []), ...(suite.builds ?? [])].map((p) => `${p}#transit`);
  const task: Record<string, unknown> = {};
  if (dependsOn.length) task.dependsOn = [...new Set(dependsOn)];
  task.inputs = [
    'package.json',
    'tsconfig.json',
    'suites.ts',
    'support/**',
    '$TURBO_ROOT$/vitest.config.ts',
    rooted(`${suite.dir}/**`),
    // A suite that shares its folder is not re-run by an edit to the other suite's test files.
    ...testFiles(suite).exclude.map((file) => rooted(`!${file}`)),
    ...(suite.reads ?? []).map(rooted),
    ...NEVER,
  ];
  if (suite.env?.length) task.env = suite.env;
  return task;
}

/** The catch-all suite: test files in no suite's folder; re-run on any change until they get a suite. */
const REST = {
  inputs: [
    '$TURBO_ROOT$/**',
    '!$TURBO_ROOT$/.git/**',
    '!$TURBO_ROOT$/**/node_modules/**',
    '!$TURBO_ROOT$/**/dist/**',
    '!$TURBO_ROOT$/**/.turbo/**',
    '!$TURBO_ROOT$/test-artifacts/**',
    '!$TURBO_ROOT$/docs/site/**',
    '!$TURBO_ROOT$/**/*.tgz',
    '!$TURBO_ROOT$/**/.tmp-*/**',
    '!$TURBO_ROOT$/packages/mock/spec/**',
    '!$TURBO_ROOT$/**/__pycache__/**',
  ],
};

export function expectedTurbo(current: { tasks: Record<string, unknown> } & Record<string, unknown>): typeof current {
  const tasks: Record<string, unknown> = {};
  for (const [id, task] of Object.entries(current.tasks)) if (!id.startsWith('test:') && id !== `${TESTS}#test`) tasks[id] = task;
  tasks[`${TESTS}#test`] = { dependsOn: [...suites.map((s) => `test:${s.name}`), 'test:rest', ...STATIC] };
  for (const suite of suites) tasks[`test:${suite.name}`] = suiteTask(suite);
  tasks['test:rest'] = REST;
  return { ...current, tasks };
}

export function expectedScripts(): Record<string, string> {
  return {
    ...Object.fromEntries(suites.map((s) => [`test:${s.name}`, `cd .. && vitest run --project ${s.name}`])),
    'test:rest': 'cd .. && vitest run --project rest --passWithNoTests',
  };
}

/** The two files as the list gives them, beside what is committed. */
export function testTaskFiles(): { file: string; committed: string; expected: string }[] {
  const turboFile = path.join(root, 'turbo.json');
  const turbo = readFileSync(turboFile, 'utf8');
  const pkgFile = path.join(root, 'tests/package.json');
  const pkg = readFileSync(pkgFile, 'utf8');
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return [
    { file: turboFile, committed: turbo, expected: json(expectedTurbo(JSON.parse(turbo))) },
    { file: pkgFile, committed: pkg, expected: json({ ...JSON.parse(pkg), scripts: expectedScripts() }) },
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const write = process.argv.includes('--write');
  let stale = 0;
  for (const { file, committed, expected } of testTaskFiles()) {
    if (committed === expected) continue;
    stale++;
    if (write) {
      writeFileSync(file, expected);
      console.log(`wrote ${path.relative(root, file)}`);
    } else console.error(`${path.relative(root, file)} is not what tests/suites.ts gives: run \`npx tsx scripts/ci/test-tasks.ts --write\``);
  }
  process.exitCode = write || stale === 0 ? 0 : 1;
}
