/**
 * Quality gate (issue: the spec): the committed bundle `openapi/dist/openapi.{yaml,json}` is
 * deterministic and a stale one is caught, naming the file and the command that fixes it.
 */
import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadProject } from '../../generators/src/load/index.js';
import { bundleEmitter } from '../../generators/src/emitters/bundle/index.js';
import { repoRoot } from '../support/spec.js';
import { scratchSpec, type ScratchSpec } from '../support/scratch.js';
import { cli } from '../support/cli.js';

let scratch: ScratchSpec | undefined;
afterEach(() => scratch?.remove());

const bundleFiles = async () => {
  const { ir } = await loadProject();
  return bundleEmitter.emit(ir);
};

describe('the bundle', () => {
  it('is deterministic and equal to the committed files', async () => {
    const [first, second] = [await bundleFiles(), await bundleFiles()];
    expect(second).toEqual(first);
    for (const file of first) expect(readFileSync(path.join(repoRoot, file.path), 'utf8'), file.path).toBe(file.contents);
  });

  it('the YAML and JSON bundles hold the same document', () => {
    const json = JSON.parse(readFileSync(path.join(repoRoot, 'openapi/dist/openapi.json'), 'utf8'));
    expect(json.paths['/conversations'].get.operationId).toBe('listConversations');
    expect(readFileSync(path.join(repoRoot, 'openapi/dist/openapi.yaml'), 'utf8')).toContain('operationId: listConversations');
  });

  it('a spec edit without regeneration is reported stale, with the fix', () => {
    scratch = scratchSpec();
    const out = path.join(scratch.dir, 'out');
    mkdirSync(path.join(out, 'openapi'), { recursive: true });
    cpSync(path.join(repoRoot, 'openapi/dist'), path.join(out, 'openapi/dist'), { recursive: true });
    scratch.edit('paths/objects.yaml', (t) => t.replace('summary: List object types', 'summary: List the object types'));
    const result = cli(['--check', '--only', 'bundle', '--spec', scratch.root, '--config', scratch.generatorConfig, '--out', out]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('openapi/dist/openapi.yaml (differs)');
    expect(result.stderr).toContain('openapi/dist/openapi.json (differs)');
    expect(result.stderr).toContain('npm run generate');
  });
});
