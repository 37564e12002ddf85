/**
 * A build prints no deprecation notice. tsdown's CLI prints "[tsdown] Node.js v20... is deprecated" at each
 * start on Node below 22.18, once per package of a workspace build; every package (the hand-written runtimes
 * and those the generators emit) builds through tsdown's API instead (`TSDOWN_BUILD`), which builds from the
 * same tsdown.config.mjs. The script is run here on a scratch package, beside the CLI, which shows the
 * notice the check looks for is real on this Node.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TSDOWN_BUILD } from '../../src/emitters/package/manifest.js';

const repo = path.resolve(import.meta.dirname, '../../..');
// Inside the repository, so `tsdown` resolves from its node_modules as a package's build does.
const scratch = mkdtempSync(path.join(import.meta.dirname, '.tmp-quiet-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const nodeBelow22_18 = (() => {
  const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
  return major < 22 || (major === 22 && minor < 18);
})();

function scratchPackage(): string {
  mkdirSync(path.join(scratch, 'src'), { recursive: true });
  writeFileSync(path.join(scratch, 'package.json'), JSON.stringify({ name: 'quiet-probe', version: '1.0.0', type: 'module', private: true }));
  writeFileSync(path.join(scratch, 'tsdown.config.mjs'), "export default { entry: ['src/index.ts'], format: ['esm'], dts: false, logLevel: 'info' };\n");
  writeFileSync(path.join(scratch, 'src/index.ts'), 'export const answer: number = 42;\n');
  return scratch;
}

const shell = (command: string, cwd: string) => {
  const r = spawnSync(command, { cwd, shell: true, encoding: 'utf8' });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
};

describe('a build prints no deprecation notice', () => {
  it('every workspace package builds with the quiet script', () => {
    const dirs = readdirSync(path.join(repo, 'packages')).filter((d) => existsSync(path.join(repo, 'packages', d, 'tsdown.config.mjs')));
    expect(dirs.length).toBeGreaterThanOrEqual(6);
    for (const dir of dirs) {
      const manifest = JSON.parse(readFileSync(path.join(repo, 'packages', dir, 'package.json'), 'utf8')) as { scripts?: { build?: string } };
      expect(manifest.scripts?.build, dir).toBe(TSDOWN_BUILD);
    }
  });

  it('the quiet script builds, and its output has no line about deprecation; the CLI would print one here', () => {
    const cwd = scratchPackage();
    const quiet = shell(TSDOWN_BUILD, cwd);
    expect(quiet.status, quiet.output).toBe(0);
    expect(quiet.output).toMatch(/Build complete/);
    expect(quiet.output.split('\n').filter((line) => /deprecat/i.test(line))).toEqual([]);
    const built = readdirSync(path.join(cwd, 'dist')).find((f) => /^index\.m?js$/.test(f));
    expect(built && readFileSync(path.join(cwd, 'dist', built), 'utf8')).toContain('42');
    const cli = shell(`node ${JSON.stringify(path.join(repo, 'node_modules/tsdown/dist/run.mjs'))} --config-loader native`, cwd);
    expect(cli.status, cli.output).toBe(0);
    if (nodeBelow22_18) expect(cli.output).toMatch(/\[tsdown\] Node\.js v\S+ is deprecated/);
  });
});
