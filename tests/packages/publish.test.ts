/**
 * Every package we publish passes the field's packaging checks: publint (manifest, exports, files) and
 * arethetypeswrong (types resolve the same as the code under node10, node16 from ESM and from CJS, and
 * bundler). The mock ships ES modules only, by choice (Prism and its CLI), so it is checked with attw's
 * `esm-only` profile, which ignores only the CommonJS entry it does not have. Each tarball is packed here
 * without lifecycle scripts, from the dist/ the build keeps current.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPackages } from '../../generators/src/build/packages.js';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');
const bin = (name: string) => path.join(repo, 'node_modules/.bin', name);
const scratch = mkdtempSync(path.join(tmpdir(), 'cmp-publish-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const PACKAGES: [dir: string, attwFlags: string[]][] = [
  ['packages/client-runtime', []],
  ['packages/server-runtime', []],
  ['packages/client', []],
  ['packages/server', []],
  ['packages/mock', ['--profile', 'esm-only']],
];

beforeAll(async () => {
  const failed = (await buildPackages({ root: repo })).filter((b) => b.status === 'failed');
  expect(failed.map((b) => `${b.dir}: ${b.error}`)).toEqual([]);
}, 300_000);

describe('published packages', () => {
  it.each(PACKAGES)(
    '%s passes publint and arethetypeswrong',
    async (dir, attwFlags) => {
      const cwd = path.join(repo, dir);
      const publint = await run(bin('publint'), ['--strict'], { cwd });
      expect(publint.stdout).toContain('All good!');
      const packed = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], { cwd });
      const tarball = path.join(scratch, (JSON.parse(packed.stdout) as { filename: string }[])[0]!.filename);
      // attw exits non-zero on any problem (run() then rejects); under a profile it lists what it ignored as such.
      const attw = await run(bin('attw'), [tarball, '--format', 'ascii', ...attwFlags], { cwd });
      expect(attw.stdout.split('\n').filter((line) => /⚠️|❌|💀|🐛|🥴|❗️/u.test(line) && !line.includes('ignored'))).toEqual([]);
      expect(attw.stdout).toMatch(attwFlags.length ? /node16 \(from ESM\): 🟢/u : /No problems found/);
    },
    120_000,
  );
});
