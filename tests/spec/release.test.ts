/**
 * Spec evolution: package versions follow the spec's info.version; `diff --ci` and `release` share one
 * version gate (client-breaking needs a major, additions a minor, servers' work is never in the version);
 * a release writes each package's changelog for its own users, with no info.version entry.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBundledSpec, repoRoot } from '../support/spec.js';
import { scratchSpec, type ScratchSpec } from '../support/scratch.js';
import { PACKAGES, latestRelease } from '../../generators/src/release/files.js';
import { release } from '../../generators/src/release/release.js';
import { diffSpecs } from '../../generators/src/diff/run.js';
import { nextVersion } from '../../generators/src/diff/gate.js';
import { loadDocument } from '../../generators/src/load/fast.js';
import { cli as runCli } from '../support/cli.js';

let scratch: ScratchSpec | undefined;
afterEach(() => {
  scratch?.remove();
  vi.restoreAllMocks();
});

const released = JSON.parse(readFileSync(latestRelease()!, 'utf8')).info.version as string;
const cli = (...args: string[]) => runCli(args);

/** A scratch repository root: the spec, its bundle and the packages that follow its version. */
async function scratchRoot(): Promise<ScratchSpec> {
  const s = scratchSpec();
  for (const pkg of PACKAGES) {
    mkdirSync(path.join(s.dir, pkg), { recursive: true });
    for (const f of ['package.json', 'CHANGELOG.md']) cpSync(path.join(repoRoot, pkg, f), path.join(s.dir, pkg, f));
  }
  return s;
}
async function bundle(s: ScratchSpec) {
  mkdirSync(path.join(s.dir, 'openapi/dist'), { recursive: true });
  writeFileSync(path.join(s.dir, 'openapi/dist/openapi.json'), JSON.stringify(await loadDocument(s.root)));
}
const setVersion = (s: ScratchSpec, version: string) => s.edit('openapi.yaml', (t) => t.replace(/^(\s+version:) .*$/m, `$1 ${version}`));
const quiet = () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
};
const gate = (s: ScratchSpec) => diffSpecs({ base: latestRelease(path.join(s.dir, 'openapi/releases'))!, head: s.root, repoRoot: s.dir });

describe('release', () => {
  it.each(PACKAGES)('%s has the spec version and a CHANGELOG entry for it', (pkg) => {
    const version = loadBundledSpec().info.version;
    expect(JSON.parse(readFileSync(path.join(repoRoot, pkg, 'package.json'), 'utf8')).version).toBe(version);
    expect(readFileSync(path.join(repoRoot, pkg, 'CHANGELOG.md'), 'utf8')).toContain(`## ${version}`);
  });

  it('diff --ci fails on a client-breaking change until info.version gets a major bump', () => {
    scratch = scratchSpec();
    scratch.edit('components/schemas/Message.yaml', (t) => t.replace('  caption:\n    type: string\n', ''));
    const refused = cli('diff', '--ci', '--head', scratch.root);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toMatch(/Breaking \(\d+\)/);
    expect(refused.stdout).toContain('field caption removed');
    expect(refused.stderr).toMatch(/version gate refuses[\s\S]*break API clients[\s\S]*bump info\.version to \d+\.0\.0/);

    setVersion(scratch, nextVersion(released, 'major'));
    const accepted = cli('diff', '--ci', '--head', scratch.root);
    expect(accepted.status, accepted.stderr).toBe(0);
    expect(accepted.stdout).toContain('Implied version bump: major');
  });

  it('release refuses exactly what diff --ci refuses, and writes nothing then', async () => {
    quiet();
    scratch = await scratchRoot();
    // Additive change released as a patch: both refuse, with the same reason.
    scratch.edit('components/schemas/Message.yaml', (t) => t.replace('  caption:\n    type: string\n', '  caption:\n    type: string\n  edited:\n    type: boolean\n'));
    setVersion(scratch, nextVersion(released, 'patch'));
    await bundle(scratch);
    const report = await gate(scratch);
    expect(report.gate).toMatchObject({ ok: false, required: 'minor', declared: 'patch' });
    const before = readFileSync(path.join(scratch.dir, 'packages/client/CHANGELOG.md'), 'utf8');
    expect(await release({ root: scratch.dir, date: '2026-01-02' })).toBe(1);
    expect(vi.mocked(console.error).mock.calls.flat().join('\n')).toContain(report.gate.reasons[0]);
    expect(readFileSync(path.join(scratch.dir, 'packages/client/CHANGELOG.md'), 'utf8')).toBe(before);
  });

  it('a new operation and an optional field release as a minor, with per-package changelogs and no version entry', async () => {
    quiet();
    scratch = await scratchRoot();
    scratch.edit('components/schemas/Message.yaml', (t) => t.replace('  caption:\n    type: string\n', '  caption:\n    type: string\n  edited:\n    type: boolean\n'));
    const objects = readFileSync(path.join(scratch.dir, 'openapi/paths/objects.yaml'), 'utf8');
    writeFileSync(
      path.join(scratch.dir, 'openapi/paths/inboxes.yaml'),
      objects.replace('operationId: listObjects', 'operationId: listInboxes').replace('x-sdk-method: objects.list', 'x-sdk-method: inboxes.list'),
    );
    scratch.edit('openapi.yaml', (t) => t.replace('  /objects:\n', '  /inboxes:\n    $ref: paths/inboxes.yaml\n  /objects:\n'));
    const minor = nextVersion(released, 'minor');
    setVersion(scratch, minor);
    await bundle(scratch);
    const report = await gate(scratch);
    expect(report.gate).toMatchObject({ ok: true, required: 'minor', declared: 'minor' });
    expect(await release({ root: scratch.dir, date: '2026-01-02' })).toBe(0);
    const client = readFileSync(path.join(scratch.dir, 'packages/client/CHANGELOG.md'), 'utf8');
    const server = readFileSync(path.join(scratch.dir, 'packages/server/CHANGELOG.md'), 'utf8');
    const mock = readFileSync(path.join(scratch.dir, 'packages/mock/CHANGELOG.md'), 'utf8');
    // The client's users read the API's changes in its words: sections Added / Changed / ..., the operation by
    // its summary and method and path, the field by its schema; not the diff's locations and keywords.
    expect(client).toContain(`## ${minor} (2026-01-02)\n\n### Added`);
    expect(client).toMatch(/- New operation: .+ \(`GET \/inboxes`\)\./);
    expect(client).toMatch(/- `Message`: new field `edited`\./);
    expect(client).not.toMatch(/### Breaking\n\n- [^\n]*\n[\s\S]*## \d/);
    expect(client.split(`## ${released}`)[0]).not.toMatch(/info\.version|### Breaking|schema Message|\]\s*$/m);
    // The mock's users read what it newly answers, not a copy of the client's text.
    expect(mock.split(`## ${released}`)[0]).toMatch(/### Answers\n\n- .+ \(`GET \/inboxes`\)/);
    expect(mock.split(`## ${released}`)[0]).not.toContain('`Message`');
    // Other unreleased changes of the working spec may be listed beside it.
    expect(server.split(`## ${released}`)[0]).toMatch(/### Must implement\n\n(?:- .*\n)*- `GET \/inboxes`: new operation listInboxes\n/);
    expect(JSON.parse(readFileSync(path.join(scratch.dir, 'packages/mock/package.json'), 'utf8')).version).toBe(minor);
    expect(readFileSync(path.join(scratch.dir, `openapi/releases/${minor}.json`), 'utf8')).toContain(`"version":"${minor}"`);
    // The released version is now the base: releasing it again is refused.
    expect(await release({ root: scratch.dir })).toBe(1);
  });
});
