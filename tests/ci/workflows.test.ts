/**
 * The GitHub Actions workflows: each is valid (action-validator, GitHub's workflow schema), and each `run:`
 * step only calls a script of the repository that exists, so what CI does is what `bash scripts/ci/<step>`
 * does locally. The three jobs are there: the spec pull request, the release on a version tag, the docs on
 * GitHub Pages, and the tests through turbo with the remote cache.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { validateWorkflows, workflowFiles } from '../../scripts/ci/validate-workflows.mjs';
import { repoRoot } from '../support/spec.js';

const dir = path.join(repoRoot, '.github/workflows');
const files = workflowFiles().map((f) => path.basename(f));
const scratch = mkdtempSync(path.join(os.tmpdir(), 'cmp-workflows-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, { steps?: Step[] }>;
}
const load = (file: string) => parse(readFileSync(path.join(dir, file), 'utf8')) as Workflow;
const steps = (wf: Workflow) => Object.values(wf.jobs).flatMap((job) => job.steps ?? []);
const runs = (wf: Workflow) => steps(wf).flatMap((s) => (s.run ? [s.run.trim()] : []));

describe('.github/workflows', () => {
  test('holds the spec pull request, the release, the docs and the test workflows', () => {
    expect(files.sort()).toEqual(expect.arrayContaining(['docs.yml', 'release.yml', 'spec-pr.yml', 'test.yml']));
  });

  test('every workflow is valid against GitHub’s workflow schema (action-validator)', () => {
    expect(validateWorkflows()).toEqual(files.map((f) => ({ file: path.join(dir, f), problems: [] })));
  });

  test('the validator is not a rubber stamp: a broken workflow is refused, naming where', () => {
    const broken = path.join(scratch, 'broken.yml');
    writeFileSync(
      broken,
      'name: broken\non: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    timeout-minutes: soon\n    steps:\n      - run: echo hi\n        uses: actions/checkout@v4\n',
    );
    const [result] = validateWorkflows([broken]);
    expect(result!.problems).toEqual(expect.arrayContaining([expect.stringMatching(/^\/jobs\/a\/timeout-minutes: /), expect.stringMatching(/^\/jobs\/a\/steps\/0: /)]));
  });

  test.each(files)('every run step of %s calls one script of the repository, and the script exists', (file) => {
    for (const command of runs(load(file))) {
      const match = /^(?:bash|node) ((?:scripts\/ci|\.ci)\/[\w.-]+)(?: |$)/.exec(command);
      expect(match, `"${command}" is not a call of a repository script`).not.toBeNull();
      expect(command.includes('\n'), `"${command}" is more than one command`).toBe(false);
      expect(existsSync(path.join(repoRoot, match![1]!)), `${match![1]} does not exist`).toBe(true);
    }
  });
});

describe('the three jobs', () => {
  test('spec pull request: install with the npm cache, generate --check and lint, the diff against the base, the comment, the gate', () => {
    const wf = load('spec-pr.yml');
    expect(Object.keys(wf.on)).toEqual(['pull_request']);
    expect(wf.permissions?.['pull-requests']).toBe('write');
    const all = steps(wf);
    expect(all.find((s) => s.uses?.startsWith('actions/setup-node'))?.with?.cache).toBe('npm');
    // The base branch's history is needed for `diff origin/<base>`.
    expect(all.find((s) => s.uses?.startsWith('actions/checkout'))?.with?.['fetch-depth']).toBe(0);
    expect(runs(wf)).toEqual([
      'bash scripts/ci/install.sh',
      'bash scripts/ci/spec-check.sh',
      'bash scripts/ci/spec-diff.sh "origin/${{ github.base_ref }}" spec-diff.md',
      'node scripts/ci/pr-comment.mjs spec-diff.md',
      'bash scripts/ci/version-gate.sh',
    ]);
    expect(all.find((s) => s.run?.includes('pr-comment'))?.env?.GITHUB_TOKEN).toBe('${{ secrets.GITHUB_TOKEN }}');
  });

  test('release: on a version tag, release the spec, then publish with provenance (an OIDC token)', () => {
    const wf = load('release.yml');
    expect(wf.on).toEqual({ push: { tags: ['v*.*.*'] } });
    expect(wf.permissions?.['id-token']).toBe('write');
    expect(runs(wf)).toEqual([
      'bash scripts/ci/install.sh',
      'bash scripts/ci/release-spec.sh "${{ github.ref_name }}"',
      'bash scripts/ci/build-python.sh release-tarballs/python',
      'node scripts/ci/publish.mjs --out release-tarballs',
    ]);
    expect(readFileSync(path.join(repoRoot, 'scripts/ci/publish.mjs'), 'utf8')).toContain("'--provenance'");
  });

  test('docs: build under the repository’s path, upload and deploy to GitHub Pages', () => {
    const wf = load('docs.yml');
    expect(wf.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
    expect(runs(wf)).toContain('bash scripts/ci/docs-build.sh _site "/${{ github.event.repository.name }}/"');
    const uses = steps(wf).flatMap((s) => (s.uses ? [s.uses.split('@')[0]] : []));
    expect(uses).toEqual(expect.arrayContaining(['actions/upload-pages-artifact', 'actions/deploy-pages']));
  });

  test('test: .ci/run with the remote cache’s settings from the repository’s variables and secrets', () => {
    const wf = load('test.yml');
    expect(runs(wf)).toEqual(['bash .ci/run']);
    const env = Object.values(wf.jobs)[0] as unknown as { env: Record<string, string> };
    expect(env.env).toEqual({ TURBO_API: '${{ vars.TURBO_API }}', TURBO_TEAM: '${{ vars.TURBO_TEAM }}', TURBO_TOKEN: '${{ secrets.TURBO_TOKEN }}' });
  });
});
