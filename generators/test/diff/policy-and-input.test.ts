/**
 * The diff command on input a demanding user has: a broken local `$ref` is refused as `generate` refuses it;
 * an API versioned by date passes the gate while its version stands; what the lifecycle policy allows (removal
 * after a sunset date, an unstable operation) stays non-breaking when the SDK impact is judged too; a report
 * written to a folder that does not exist yet; pre-release versions compared by their core.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { compareVersions } from '../../src/release/files.js';
import { declaredBump, evaluateGate } from '../../src/diff/gate.js';
import { mini } from './fixtures.js';
import { runDiff } from './run-command.js';

const dirs: string[] = [];
afterEach(() => {
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
  vi.restoreAllMocks();
});

function write(base: unknown, head: unknown) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-diff-policy-'));
  dirs.push(dir);
  const f = { dir, base: path.join(dir, 'base.json'), head: path.join(dir, 'head.json') };
  writeFileSync(f.base, JSON.stringify(base));
  writeFileSync(f.head, JSON.stringify(head));
  return f;
}

const diff = runDiff;

test('a local $ref that points at nothing is refused with exit 2, naming it, not read as "no changes"', async () => {
  const head = structuredClone(mini);
  head.paths['/pets'].get.responses['200'].content['application/json'].schema = { $ref: '#/components/schemas/Nope' };
  const f = write(mini, head);
  const { code, stderr } = await diff(f.base, '--head', f.head, '--ci', '--no-sdk');
  expect(code).toBe(2);
  expect(stderr).toMatch(/Can't resolve \$ref #\/components\/schemas\/Nope/);
});

test('an API versioned by date passes --ci while its version stands, and is refused when it moves to another non-semver one', async () => {
  const dated = { ...structuredClone(mini), info: { ...mini.info, version: '2024-06-01' } };
  const same = write(dated, dated);
  expect((await diff(same.base, '--head', same.head, '--ci', '--no-sdk')).code).toBe(0);
  const moved = write(dated, { ...dated, info: { ...dated.info, version: '2024-07-01' } });
  const refused = await diff(moved.base, '--head', moved.head, '--ci', '--no-sdk');
  expect(refused.code).toBe(1);
  expect(`${refused.stdout}\n${refused.stderr}`).toMatch(/"2024-07-01" is not a semantic version/);
});

test.each([
  [
    'a deprecated operation removed after its sunset date',
    (d: any) => Object.assign(d.paths['/pets/{pet_id}'].get, { deprecated: true, 'x-sunset': '2020-01-31' }),
    (d: any) => delete d.paths['/pets/{pet_id}'].get,
    'deprecated-operation-removed-after-sunset',
  ],
  [
    'an unstable operation removed',
    (d: any) => (d.paths['/pets/{pet_id}'].get['x-stability-level'] = 'alpha'),
    (d: any) => delete d.paths['/pets/{pet_id}'].get,
    'operation-removed',
  ],
])('what the lifecycle policy allows (%s) stays non-breaking with the SDK impact judged, which is reported', async (_name, mark, remove, rule) => {
  const base = structuredClone(mini);
  mark(base);
  const head = structuredClone(base);
  remove(head);
  const f = write(base, head);
  for (const sdk of [[], ['--no-sdk']]) {
    const { code, stdout } = await diff(f.base, '--head', f.head, '--format', 'json', ...sdk);
    expect(code).toBe(0);
    const changes = JSON.parse(stdout).changes as { rule: string; client: string; semver: string; sdk?: unknown }[];
    const change = changes.find((c) => c.rule === rule)!;
    expect(change, JSON.stringify(changes)).toMatchObject({ client: 'non-breaking' });
    expect(change.semver).not.toBe('major');
    if (!sdk.length) expect(change.sdk).toBeDefined();
  }
});

test('--output writes the report into a folder it makes', async () => {
  const f = write(mini, mini);
  const file = path.join(f.dir, 'reports/nested/diff.txt');
  expect((await diff(f.base, '--head', f.head, '--no-sdk', '--output', file)).code).toBe(0);
  expect(readFileSync(file, 'utf8')).toMatch(/No changes/);
});

test('versions are compared by semver precedence: a pre-release comes before its release, a build label is ignored', () => {
  expect(compareVersions('1.0.0-rc.1', '1.0.0')).toBeLessThan(0);
  expect(compareVersions('1.0.0-rc.2', '1.0.0-rc.10')).toBeLessThan(0);
  expect(compareVersions('1.0.0+build.7', '1.0.0')).toBe(0);
  expect(compareVersions('0.9.0-beta.2', '1.0.0')).toBeLessThan(0);
  expect(compareVersions('2.0.0+build.5', '1.9.9')).toBeGreaterThan(0);
  // What semver does not read is compared by its numeric core, never NaN.
  expect(compareVersions('v2', '1.0.0')).toBeGreaterThan(0);
});

test.each([
  ['1.0.0-rc.1', '1.0.0', 'major'],
  ['1.2.0-rc.1', '1.2.0', 'minor'],
  ['1.2.3-rc.1', '1.2.3', 'patch'],
  ['2.0.0-rc.1', '2.0.0-rc.2', 'major'],
  ['1.0.0', '1.0.1-rc.1', 'patch'],
  ['1.0.0', '2.0.0-beta.1', 'major'],
  ['1.0.0', '1.0.0+build.7', 'none'],
  ['1.0.0', '1.0.0', 'none'],
] as const)('the bump from %s to %s is %s', (base, head, bump) => {
  expect(declaredBump(base, head)).toBe(bump);
});

test('a pre-release released as its version is a bump: the gate takes the changes it previewed', () => {
  const breaking = [{ waived: false, semver: 'major' }] as unknown as Parameters<typeof evaluateGate>[0];
  expect(evaluateGate(breaking, '1.0.0-rc.1', '1.0.0')).toMatchObject({ ok: true, declared: 'major' });
  expect(evaluateGate(breaking, '1.2.3-rc.1', '1.2.3')).toMatchObject({ ok: false, declared: 'patch', required: 'major' });
  expect(evaluateGate([], '1.0.0', '1.0.0-rc.1').reasons.join(' ')).toMatch(/lower than the base's/);
});

test.each([
  ['0.9.0', /1\.0\.0 -> 0\.9\.0 is lower than the base's \(a version only goes up\)/],
  ['2024-06-01', /1\.0\.0 -> 2024-06-01 is a change that is no semantic version bump/],
  ['1.0.0+build.7', /1\.0\.0 -> 1\.0\.0\+build\.7 is the same version \(only its build label changed\)/],
  ['1.1.0', /1\.0\.0 -> 1\.1\.0 is a minor bump/],
])('the report says how info.version moved to %s, and never calls a decrease a bump', async (version, said) => {
  const f = write(mini, { ...structuredClone(mini), info: { ...mini.info, version } });
  const { stdout } = await diff(f.base, '--head', f.head, '--no-sdk');
  expect(stdout).toMatch(said);
});

test('a head that is not valid JSON is refused at its line and column, not at an offset alone', async () => {
  const f = write(mini, mini);
  writeFileSync(f.head, '{\n  "openapi": "3.1.0",\n  "info": {"title": "T", "version": "1"},\n  "paths": {},\n}\n');
  const { code, stderr } = await diff(f.base, '--head', f.head, '--no-sdk');
  expect(code).toBe(2);
  expect(stderr).toMatch(/head\.json:5:1 {2}Not valid JSON: /);
});

test('a parameter without a place (`in`) is no parameter: read as absent, never reported as an "undefined parameter"', async () => {
  const head = structuredClone(mini);
  const list = head.paths['/pets'].get.parameters as Record<string, unknown>[];
  list.push({ name: 'q', schema: { type: 'string' } }, { name: 'r', in: 'nowhere', schema: { type: 'string' } });
  const f = write(mini, head);
  const { code, stdout } = await diff(f.base, '--head', f.head, '--no-sdk');
  expect(code).toBe(0);
  expect(stdout).not.toMatch(/undefined|nowhere/);
  expect(stdout).toMatch(/No changes/);
});
