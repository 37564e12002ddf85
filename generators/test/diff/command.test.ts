/**
 * The diff command's contract: output formats (the JSON shape docs/diff-rules.md documents), exit codes,
 * waivers (reason required, unknown rules refused with file and line, unused ones reported), and 3.0 input.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diffCommand } from '../../src/diff/command.js';
import { diffSpecs } from '../../src/diff/run.js';
import { RULES_PAGE, renderRulesPage } from '../../src/diff/rules-page.js';
import { mini, mini30 } from './fixtures.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
afterEach(() => {
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
  vi.restoreAllMocks();
});

/** Base and head files (head: Pet.kind removed, a response-breaking change), and a waiver file. */
function files(waivers?: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-diff-cmd-'));
  dirs.push(dir);
  const head = structuredClone(mini);
  delete head.components.schemas.Pet.properties.kind;
  head.paths['/owners'] = { get: { operationId: 'listOwners', responses: { '200': { description: 'ok' } } } };
  const f = { base: path.join(dir, 'base.json'), head: path.join(dir, 'head.json'), waivers: path.join(dir, 'waivers.yaml') };
  writeFileSync(f.base, JSON.stringify(mini));
  writeFileSync(f.head, JSON.stringify(head));
  if (waivers !== undefined) writeFileSync(f.waivers, waivers);
  return f;
}

async function cli(...argv: string[]) {
  const out = vi.spyOn(console, 'log').mockImplementation(() => {});
  const err = vi.spyOn(console, 'error').mockImplementation(() => {});
  out.mockClear();
  err.mockClear();
  const code = await diffCommand(argv);
  return { code, stdout: out.mock.calls.flat().join('\n'), stderr: err.mock.calls.flat().join('\n') };
}

describe('diff command', () => {
  it('--format json prints the documented shape', async () => {
    const f = files();
    const { code, stdout } = await cli(f.base, '--head', f.head, '--format', 'json', '--waivers', f.waivers.replace('waivers', 'none'));
    expect(code).toBe(2);
    const ok = await cli(f.base, '--head', f.head, '--format', 'json');
    expect(ok.code).toBe(0);
    const json = JSON.parse(ok.stdout);
    expect(Object.keys(json)).toEqual(['base', 'head', 'bump', 'gate', 'changes', 'unusedWaivers']);
    expect(json.bump).toBe('major');
    expect(json.gate).toEqual({ ok: false, declared: 'none', reasons: [expect.stringMatching(/break API clients/)] });
    expect(json.changes).toContainEqual({
      rule: 'response-required-property-removed',
      client: 'breaking',
      server: 'non-breaking',
      semver: 'major',
      location: 'schema Pet.kind',
      message: 'field kind removed',
    });
    expect(json.changes).toContainEqual(expect.objectContaining({ rule: 'operation-added', client: 'non-breaking', server: 'breaking', semver: 'minor', location: 'GET /owners' }));
    expect(stdout).toBe('');
  });

  it('text and markdown split clients from servers; --ci exits 1 on an unacknowledged break', async () => {
    const f = files();
    const text = await cli(f.base, '--head', f.head, '--ci');
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/For API clients[\s\S]*Breaking \(1\)\n {4}schema Pet\.kind: field kind removed {2}\[response-required-property-removed\]/);
    expect(text.stdout).toMatch(/For servers[\s\S]*Must implement \(1\)\n {4}GET \/owners: new operation listOwners/);
    expect(text.stderr).toMatch(/version gate refuses[\s\S]*bump info\.version to 2\.0\.0/);
    const md = await cli(f.base, '--head', f.head, '--format', 'markdown');
    expect(md.code).toBe(0);
    expect(md.stdout).toMatch(/^# Spec changes: 1\.0\.0 -> 1\.0\.0\n\nImplied version bump: \*\*major\*\*/);
    expect(md.stdout).toContain('### Breaking\n\n- `schema Pet.kind`: field kind removed (`response-required-property-removed`)');
  });

  it('bad arguments and bad inputs exit 2 with a clear message', async () => {
    const f = files();
    expect(await cli('--format', 'yaml')).toMatchObject({ code: 2, stderr: expect.stringContaining('--format: expected text, markdown or json, got "yaml"') });
    expect(await cli('--frobnicate')).toMatchObject({ code: 2, stderr: expect.stringContaining("Unknown option '--frobnicate'") });
    expect(await cli('no-such-ref-or-file', '--head', f.head)).toMatchObject({ code: 2, stderr: '"no-such-ref-or-file" is neither a file nor a git ref of this repository.' });
    writeFileSync(f.head, '{"openapi": "2.0"}');
    expect(await cli(f.base, '--head', f.head)).toMatchObject({ code: 2, stderr: expect.stringMatching(/head\.json {2}Expected "openapi: 3\.0\.x" or "openapi: 3\.1\.x"/) });
  });

  it('a waiver accepts a deliberate break: the gate passes and the change is listed as waived', async () => {
    const f = files("waivers:\n  - rule: response-required-property-removed\n    location: 'schema Pet.kind'\n    reason: never sent in production\n");
    const report = await diffSpecs({ base: f.base, head: f.head, waivers: f.waivers, repoRoot });
    expect(report.gate).toMatchObject({ ok: true, required: 'minor' });
    expect(report.changes).toContainEqual(expect.objectContaining({ rule: 'response-required-property-removed', waived: 'never sent in production' }));
    const text = await cli(f.base, '--head', f.head, '--ci', '--waivers', f.waivers);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/Waived \(1\)\n {4}schema Pet\.kind: field kind removed {2}\[response-required-property-removed\] {2}waived: never sent in production/);
  });

  it('an unused waiver is reported with where it is written', async () => {
    const f = files('waivers:\n  - rule: operation-removed\n    location: GET /pets\n    reason: planned\n');
    const report = await diffSpecs({ base: f.base, head: f.head, waivers: f.waivers, repoRoot });
    expect(report.unusedWaivers).toEqual([expect.objectContaining({ rule: 'operation-removed', location: 'GET /pets', source: expect.stringMatching(/waivers\.yaml:2$/) })]);
    expect((await cli(f.base, '--head', f.head, '--waivers', f.waivers)).stdout).toMatch(/Unused waivers \(1\)[^\n]*\n {4}\S*waivers\.yaml:2: operation-removed at GET \/pets/);
  });

  it.each([
    ['no reason', 'waivers:\n  - rule: operation-removed\n    location: GET /pets\n', /waivers\.yaml:2:5 {2}The waiver of operation-removed at GET \/pets needs a `reason`/],
    ['an unknown rule', 'waivers:\n  - rule: operation-vanished\n    location: GET /pets\n    reason: x\n', /waivers\.yaml:2:5 {2}Unknown rule "operation-vanished"/],
    ['an unknown key', 'waivers:\n  - rule: operation-removed\n    location: GET /pets\n    reason: x\n    until: 2027\n', /Unknown key "until" in a waiver/],
    ['not a list', 'waivers: yes\n', /Expected `waivers:` followed by a list/],
    ['bad YAML', 'waivers:\n  - rule: [\n', /waivers\.yaml:\d+:\d+ {2}YAML syntax error/],
  ])('a waiver file with %s is refused (exit 2)', async (_name, text, message) => {
    const f = files(text);
    const run = await cli(f.base, '--head', f.head, '--waivers', f.waivers);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  it('reads OpenAPI 3.0 documents', async () => {
    const f = files();
    writeFileSync(f.base, JSON.stringify(mini30));
    const head = structuredClone(mini30);
    head.components.schemas.Pet.properties.name.nullable = true;
    writeFileSync(f.head, JSON.stringify(head));
    const report = await diffSpecs({ base: f.base, head: f.head, repoRoot });
    expect(report.changes.map((c) => [c.rule, c.location])).toEqual([['response-became-nullable', 'schema Pet.name']]);
  });

  it('the rules page is the registry rendered (npm run check keeps the committed one in step)', () => {
    expect(readFileSync(path.join(repoRoot, RULES_PAGE), 'utf8')).toBe(renderRulesPage());
  });
});
