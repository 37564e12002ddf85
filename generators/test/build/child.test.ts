/**
 * Package builds in a child process (`BuildProcess`, what `npm run dev` builds with, so that the bundler's
 * memory goes back to the system instead of piling up in the session): the build runs in the child, not in
 * the caller's process, and answers as `buildPackages` does; a child past its memory bound is ended after
 * the build; `cancel()` ends a build under way with its process and leaves the part to be built again;
 * `release()` ends an idle child and `stop()` ends the child by its pid; a process that exits without `stop()` takes its child with it.
 *
 * On a tiny package whose build configuration has a plugin that records which process builds it and, while a
 * marker file exists, holds the build at its start (a build that is surely under way when it is cancelled).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildProcess, CANCELLED } from '../../src/build/child.js';
import { alive } from '../../../tests/support/processes.js';

const repo = path.resolve(import.meta.dirname, '../../..');
let root: string;
const dir = 'packages/tiny';
const file = (name: string) => path.join(root, dir, name);
/** Every process this file started, ended at the end whatever happened. */
const started: BuildProcess[] = [];
const builder = (options?: ConstructorParameters<typeof BuildProcess>[0]) => {
  const b = new BuildProcess(options);
  started.push(b);
  return b;
};
async function eventually(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out: ${what}`);
    await sleep(50);
  }
}

beforeAll(() => {
  // Under the repository, so the build resolves tsdown from its node_modules.
  const parent = path.join(repo, 'test-artifacts');
  mkdirSync(parent, { recursive: true });
  root = mkdtempSync(path.join(parent, 'build-child-'));
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'child-project', private: true, workspaces: ['packages/*'] }));
  mkdirSync(file('src'), { recursive: true });
  writeFileSync(file('package.json'), JSON.stringify({ name: 'tiny', version: '1.0.0', type: 'module' }));
  writeFileSync(file('src/index.ts'), `export const greeting: string = 'hello';\n`);
  const [builtBy, hold, holding] = ['built-by', 'hold', 'holding'].map((name) => JSON.stringify(path.join(root, name)));
  writeFileSync(
    file('tsdown.config.mjs'),
    `import { existsSync, writeFileSync } from 'node:fs';
const hold = {
  name: 'hold',
  async buildStart() {
    writeFileSync(${builtBy}, String(process.pid));
    if (!existsSync(${hold})) return;
    writeFileSync(${holding}, String(process.pid));
    while (existsSync(${hold})) await new Promise((r) => setTimeout(r, 50));
  },
};
export default { entry: ['src/index.ts'], format: ['esm'], dts: { oxc: true }, platform: 'node', target: 'node20', fixedExtension: false, clean: false, plugins: [hold] };
`,
  );
});
afterAll(async () => {
  await Promise.all(started.map((b) => b.stop()));
  rmSync(root, { recursive: true, force: true });
});

describe('package builds in a child process', () => {
  it('builds in the child, not in this process, and answers with the results', async () => {
    const builds = builder();
    const results = await builds.build({ root, part: 'js' });
    expect(results).not.toBe(CANCELLED);
    expect((results as Exclude<typeof results, typeof CANCELLED>).map((r) => [r.dir, r.status, r.error])).toEqual([[dir, 'built', undefined]]);
    const pid = builds.pid!;
    expect(pid).toBeDefined();
    expect(pid).not.toBe(process.pid);
    expect(Number(readFileSync(path.join(root, 'built-by'), 'utf8'))).toBe(pid);
    expect(existsSync(file('dist/index.js'))).toBe(true);
    // It stays loaded for the next build (the bundler is not loaded again): the same process builds it.
    expect(await builds.build({ root, part: 'js', force: true })).not.toBe(CANCELLED);
    expect(Number(readFileSync(path.join(root, 'built-by'), 'utf8'))).toBe(pid);
    // release(): the idle child ends (its memory goes back); the next build starts another.
    builds.release();
    await eventually(() => !alive(pid), `the released child (pid ${pid}) ended`);
    expect(builds.pid).toBeUndefined();
    expect(await builds.build({ root, part: 'js', force: true })).not.toBe(CANCELLED);
    const next = builds.pid!;
    expect(next).not.toBe(pid);
    expect(Number(readFileSync(path.join(root, 'built-by'), 'utf8'))).toBe(next);
    // stop(): the child is ended by its pid, and nothing builds any more.
    await builds.stop();
    expect(alive(next)).toBe(false);
    expect(builds.pid).toBeUndefined();
    expect(await builds.build({ root, part: 'js', force: true })).toBe(CANCELLED);
  });

  it('a child past its memory bound is ended after its build, and the next build runs in a new one', async () => {
    const builds = builder({ recycleMiB: 0 });
    await builds.build({ root, part: 'js', force: true });
    const first = Number(readFileSync(path.join(root, 'built-by'), 'utf8'));
    await eventually(() => !alive(first), `the first child (pid ${first}) ended`);
    expect(await builds.build({ root, part: 'js', force: true })).not.toBe(CANCELLED);
    const second = Number(readFileSync(path.join(root, 'built-by'), 'utf8'));
    expect(second).not.toBe(first);
    expect(second).not.toBe(process.pid);
  });

  it('cancel() ends a build under way with its process; the part is built again by the next build', async () => {
    const builds = builder();
    expect(await builds.build({ root, part: 'dts' })).not.toBe(CANCELLED);
    writeFileSync(file('src/index.ts'), `export const greeting: string = 'hello again';\n`);
    writeFileSync(path.join(root, 'hold'), '');
    rmSync(path.join(root, 'holding'), { force: true });
    const pending = builds.build({ root, part: 'dts' });
    await eventually(() => existsSync(path.join(root, 'holding')), 'the declarations build started');
    const pid = Number(readFileSync(path.join(root, 'holding'), 'utf8'));
    expect(builds.busy).toBe(true);
    builds.cancel();
    expect(await pending).toBe(CANCELLED);
    await eventually(() => !alive(pid), `the cancelled build's process (pid ${pid}) ended`);
    // Not taken for current: the next build of the part builds it, in a new process.
    rmSync(path.join(root, 'hold'));
    const again = await builds.build({ root, part: 'dts' });
    expect(again === CANCELLED ? again : again.map((r) => r.status)).toEqual(['built']);
    expect(readFileSync(file('dist/index.d.ts'), 'utf8')).toContain('greeting');
    expect(existsSync(file('dist/.declarations'))).toBe(false);
    expect(Number(readFileSync(path.join(root, 'built-by'), 'utf8'))).not.toBe(pid);
  });

  it('a process that exits without stop() takes its build process with it', () => {
    const script = path.join(root, 'exits.mts');
    writeFileSync(
      script,
      `import { BuildProcess } from ${JSON.stringify(path.join(repo, 'generators/src/build/child.ts'))};
const builds = new BuildProcess();
builds.warm();
console.log(builds.pid);
setTimeout(() => process.exit(0), 300);
`,
    );
    const result = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: repo, encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    const pid = Number(result.stdout.trim());
    expect(pid).toBeGreaterThan(0);
    // SIGKILL from the exit handler: gone by the time the parent has exited, give or take the kernel.
    const deadline = Date.now() + 10_000;
    while (alive(pid) && Date.now() < deadline) spawnSync('sleep', ['0.05']);
    expect(alive(pid)).toBe(false);
  });
});
