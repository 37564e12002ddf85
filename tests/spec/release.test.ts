/**
 * Spec evolution: package versions follow the spec's info.version, and CI's diff against the previous
 * release fails on an unacknowledged breaking change and passes once info.version is bumped.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadBundledSpec, repoRoot } from '../support/spec.js';
import { scratchSpec, type ScratchSpec } from '../support/scratch.js';
import { PACKAGES } from '../../scripts/release-files.js';

let scratch: ScratchSpec | undefined;
afterEach(() => scratch?.remove());

const diffCi = (head: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/spec-diff.ts'), '--ci', '--head', head], { encoding: 'utf8' });

describe('release', () => {
  it.each(PACKAGES)('%s has the spec version and a CHANGELOG entry for it', (pkg) => {
    const version = loadBundledSpec().info.version;
    expect(JSON.parse(readFileSync(path.join(repoRoot, pkg, 'package.json'), 'utf8')).version).toBe(version);
    expect(readFileSync(path.join(repoRoot, pkg, 'CHANGELOG.md'), 'utf8')).toContain(`## ${version}`);
  });

  it('CI fails on a breaking change that info.version does not acknowledge, and passes after a major bump', () => {
    scratch = scratchSpec();
    scratch.edit('components/schemas/Message.yaml', (t) => t.replace('  caption:\n    type: string\n', ''));
    const refused = diffCi(scratch.root);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toMatch(/Breaking \(\d+\)/);
    expect(refused.stdout).toContain('field caption removed');
    expect(refused.stderr).toMatch(/not acknowledged.*bump info\.version/s);

    scratch.edit('openapi.yaml', (t) => t.replace('version: 1.0.0', 'version: 2.0.0'));
    const accepted = diffCi(scratch.root);
    expect(accepted.status).toBe(0);
    expect(accepted.stdout).toContain('Implied version bump: major');
  });
});
