/**
 * `npm test` on a machine without the programs its suites need says so once, naming each missing one and its
 * Debian package, before any suite runs (scripts/ci/prerequisites.mjs, called by scripts/ci/turbo.sh).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { PREREQUISITES, missingPrerequisites } from '../../scripts/ci/prerequisites.mjs';
import { repoRoot } from '../support/spec.js';

const bare = mkdtempSync(path.join(os.tmpdir(), 'cmp-prereq-'));
afterAll(() => rmSync(bare, { recursive: true, force: true }));

test('this machine has every prerequisite', () => {
  expect(missingPrerequisites().map(([what, , pkg]) => `${what}: ${pkg}`)).toEqual([]);
});

test('a machine with Node alone gets one message naming every program and its package, and npm test stops', () => {
  // A PATH holding only node and a shell: nothing else the suites need is found.
  symlinkSync(process.execPath, path.join(bare, 'node'));
  symlinkSync('/bin/sh', path.join(bare, 'sh'));
  symlinkSync('/bin/bash', path.join(bare, 'bash'));
  symlinkSync('/usr/bin/dirname', path.join(bare, 'dirname'));
  const result = spawnSync(path.join(bare, 'node'), ['scripts/ci/prerequisites.mjs'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { PATH: bare, CHROMIUM_PATH: path.join(bare, 'no-chromium') },
  });
  expect(result.status).toBe(1);
  expect(result.stderr.match(/npm test needs/g)).toHaveLength(1);
  for (const [what, , pkg] of PREREQUISITES) expect(result.stderr).toContain(`${what}: ${pkg}`);
  expect(result.stderr).toMatch(/apt-get install -y chromium redis-server .*golang-go/);
  // The test command itself stops there, before turbo starts a suite.
  const turbo = spawnSync(path.join(bare, 'bash'), ['scripts/ci/turbo.sh', 'run', 'test', '--dry=json'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { PATH: bare, CHROMIUM_PATH: path.join(bare, 'no-chromium') },
  });
  expect(turbo.status).toBe(1);
  expect(turbo.stdout).not.toContain('"tasks"');
  expect(turbo.stderr).toContain('npm test needs programs this machine does not have');
});
