/**
 * The diff command's contract: output formats (the JSON shape docs/diff-rules.md documents), exit codes,
 * waivers (reason required, unknown rules refused with file and line, unused ones reported), and 3.0 input.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stringify } from 'yaml';
import { createLocator } from '../../src/load/locate.js';
import { renderGithub } from '../../src/diff/report-ci.js';
import type { DiffReport } from '../../src/diff/report.js';
import { diffSpecs } from '../../src/diff/run.js';
import { RULES_PAGE, renderRulesPage } from '../../src/diff/rules-page.js';
import { mini, mini30 } from './fixtures.js';
import { runDiff } from './run-command.js';

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

const cli = runDiff;

describe('diff command', () => {
  it('--format json prints the documented shape', async () => {
    const f = files();
    const { code, stdout } = await cli(f.base, '--head', f.head, '--format', 'json', '--waivers', f.waivers.replace('waivers', 'none'));
    expect(code).toBe(2);
    const ok = await cli(f.base, '--head', f.head, '--format', 'json');
    expect(ok.code).toBe(0);
    const json = JSON.parse(ok.stdout);
    expect(Object.keys(json)).toEqual(['sdk', 'base', 'head', 'bump', 'gate', 'changes', 'unusedWaivers']);
    expect(json.sdk).toEqual({ judged: true, probes: expect.any(Number) });
    expect(json.bump).toBe('major');
    expect(json.gate).toEqual({ ok: false, declared: 'none', reasons: [expect.stringMatching(/break API clients/)] });
    expect(json.changes).toContainEqual({
      rule: 'response-required-property-removed',
      client: 'breaking',
      server: 'non-breaking',
      semver: 'major',
      location: 'schema Pet.kind',
      message: 'field kind removed',
      pointer: '#/components/schemas/Pet/properties/kind',
      sdk: { impact: 'breaking', details: [expect.stringMatching(/^type Pet \.kind: .*kind/)] },
    });
    expect(json.changes).toContainEqual(expect.objectContaining({ rule: 'operation-added', client: 'non-breaking', server: 'breaking', semver: 'minor', location: 'GET /owners' }));
    expect(stdout).toBe('');
  });

  it('text and markdown split clients from servers; --ci exits 1 on an unacknowledged break', async () => {
    const f = files();
    const text = await cli(f.base, '--head', f.head, '--ci', '--no-sdk');
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/For API clients[\s\S]*Breaking \(1\)\n {4}schema Pet\.kind: field kind removed {2}\[response-required-property-removed\]/);
    expect(text.stdout).toMatch(/For servers[\s\S]*Must implement \(1\)\n {4}GET \/owners: new operation listOwners/);
    expect(text.stderr).toMatch(/version gate refuses[\s\S]*bump info\.version to 2\.0\.0/);
    const md = await cli(f.base, '--head', f.head, '--format', 'markdown', '--no-sdk');
    expect(md.code).toBe(0);
    expect(md.stdout).toMatch(/^# Spec changes: 1\.0\.0 -> 1\.0\.0\n\nImplied version bump: \*\*major\*\*/);
    expect(md.stdout).toContain('### Breaking\n\n- `schema Pet.kind`: field kind removed (`response-required-property-removed`)');
  });

  it('--ci --quiet (what npm test runs) prints nothing when the gate passes, the whole report when it refuses', async () => {
    const waived = files("waivers:\n  - rule: response-required-property-removed\n    location: 'schema Pet.kind'\n    reason: never sent in production\n");
    expect(await cli(waived.base, '--head', waived.head, '--ci', '--quiet', '--waivers', waived.waivers, '--no-sdk')).toEqual({ code: 0, stdout: '', stderr: '' });
    const refused = await cli(waived.base, '--head', waived.head, '--ci', '--quiet', '--no-sdk');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('Breaking (1)');
    expect(refused.stderr).toMatch(/version gate refuses/);
  });

  it('bad arguments and bad inputs exit 2 with a clear message', async () => {
    const f = files();
    expect(await cli('--format', 'yaml')).toMatchObject({ code: 2, stderr: expect.stringContaining('--format: expected text, markdown, json, github or junit, got "yaml"') });
    expect(await cli('--frobnicate')).toMatchObject({ code: 2, stderr: expect.stringContaining("Unknown option '--frobnicate'") });
    expect(await cli('no-such-ref-or-file', '--head', f.head)).toMatchObject({ code: 2, stderr: '"no-such-ref-or-file" is neither a file nor a git ref of this repository.' });
    writeFileSync(f.head, '{"openapi": "2.0"}');
    expect(await cli(f.base, '--head', f.head, '--no-sdk')).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/head\.json {2}Expected "openapi: 3\.0\.x", "openapi: 3\.1\.x" or "openapi: 3\.2\.x"/),
    });
  });

  it('a waiver accepts a deliberate break: the gate passes and the change is listed as waived', async () => {
    const f = files("waivers:\n  - rule: response-required-property-removed\n    location: 'schema Pet.kind'\n    reason: never sent in production\n");
    const report = await diffSpecs({ base: f.base, head: f.head, waivers: f.waivers, repoRoot, sdk: false });
    expect(report.gate).toMatchObject({ ok: true, required: 'minor' });
    expect(report.changes).toContainEqual(expect.objectContaining({ rule: 'response-required-property-removed', waived: 'never sent in production' }));
    const text = await cli(f.base, '--head', f.head, '--ci', '--waivers', f.waivers, '--no-sdk');
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/Waived \(1\)\n {4}schema Pet\.kind: field kind removed {2}\[response-required-property-removed\] {2}waived: never sent in production/);
  });

  it('an unused waiver is reported with where it is written', async () => {
    const f = files('waivers:\n  - rule: operation-removed\n    location: GET /pets\n    reason: planned\n');
    const report = await diffSpecs({ base: f.base, head: f.head, waivers: f.waivers, repoRoot, sdk: false });
    expect(report.unusedWaivers).toEqual([expect.objectContaining({ rule: 'operation-removed', location: 'GET /pets', source: expect.stringMatching(/waivers\.yaml:2$/) })]);
    expect((await cli(f.base, '--head', f.head, '--waivers', f.waivers, '--no-sdk')).stdout).toMatch(
      /Unused waivers \(1\)[^\n]*\n {4}\S*waivers\.yaml:2: operation-removed at GET \/pets/,
    );
  });

  it.each([
    ['no reason', 'waivers:\n  - rule: operation-removed\n    location: GET /pets\n', /waivers\.yaml:2:5 {2}The waiver of operation-removed at GET \/pets needs a `reason`/],
    ['an unknown rule', 'waivers:\n  - rule: operation-vanished\n    location: GET /pets\n    reason: x\n', /waivers\.yaml:2:5 {2}Unknown rule "operation-vanished"/],
    ['an unknown key', 'waivers:\n  - rule: operation-removed\n    location: GET /pets\n    reason: x\n    until: 2027\n', /Unknown key "until" in a waiver/],
    ['not a list', 'waivers: yes\n', /Expected `waivers:` followed by a list/],
    ['bad YAML', 'waivers:\n  - rule: [\n', /waivers\.yaml:\d+:\d+ {2}YAML syntax error/],
  ])('a waiver file with %s is refused (exit 2)', async (_name, text, message) => {
    const f = files(text);
    const run = await cli(f.base, '--head', f.head, '--waivers', f.waivers, '--no-sdk');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  it('reads OpenAPI 3.0 documents', async () => {
    const f = files();
    writeFileSync(f.base, JSON.stringify(mini30));
    const head = structuredClone(mini30);
    head.components.schemas.Pet.properties.name.nullable = true;
    writeFileSync(f.head, JSON.stringify(head));
    const report = await diffSpecs({ base: f.base, head: f.head, repoRoot, sdk: false });
    expect(report.changes.map((c) => [c.rule, c.location])).toEqual([['response-became-nullable', 'schema Pet.name']]);
  });

  it('--format github annotates each change at its file and line, and the gate', async () => {
    const f = files();
    const yamlHead = f.head.replace(/json$/, 'yaml');
    const text = stringify(JSON.parse(readFileSync(f.head, 'utf8')));
    writeFileSync(yamlHead, text);
    const run = await cli(f.base, '--head', yamlHead, '--format', 'github', '--no-sdk');
    expect(run.code).toBe(0);
    // Pet.kind was removed: the annotation points at Pet's `properties` in the head, where it was.
    const properties = text.split('\n').findIndex((l, i, all) => i > all.indexOf('    Pet:') && l === '      properties:') + 1;
    const file = path.relative(process.cwd(), yamlHead).startsWith('..') ? yamlHead : path.relative(process.cwd(), yamlHead);
    expect(run.stdout).toContain(
      `::error file=${file},line=${properties},col=7,title=response-required-property-removed::schema Pet.kind: field kind removed. Clients: breaking, servers: non-breaking, version: major.`,
    );
    expect(run.stdout).toMatch(/^::notice file=[^,]+,line=\d+,col=\d+,title=operation-added::GET \/owners: new operation listOwners/m);
    expect(run.stdout.split('\n').at(-1)).toMatch(/^::error title=spec diff::Spec 1\.0\.0 -> 1\.0\.0: 2 change\(s\), implied bump major; the version gate refuses/);
  });

  it('--format github places a change of the multi-file spec in its own file', () => {
    const report: DiffReport = {
      base: { label: 'a', version: '1.0.0' },
      head: { label: 'b', version: '1.0.0' },
      unusedWaivers: [],
      gate: { ok: true, required: 'none', declared: 'none', reasons: [] },
      changes: [
        {
          rule: 'response-type-changed',
          client: 'breaking',
          server: 'non-breaking',
          semver: 'major',
          location: 'schema Message.caption',
          message: 'type string -> integer',
          pointer: '#/components/schemas/Message/properties/caption',
        },
      ],
    };
    const out = renderGithub(report, createLocator(path.join(repoRoot, 'openapi/openapi.yaml')));
    const authored = readFileSync(path.join(repoRoot, 'openapi/components/schemas/Message.yaml'), 'utf8').split('\n');
    const line = authored.findIndex((l) => l.startsWith('  caption:')) + 1;
    expect(out.split('\n')[0]).toBe(
      `::error file=${path.relative(process.cwd(), path.join(repoRoot, 'openapi/components/schemas/Message.yaml'))},line=${line},col=3,title=response-type-changed::schema Message.caption: type string -> integer. Clients: breaking, servers: non-breaking, version: major.`,
    );
  });

  it('--format junit: a suite per audience and one for the gate; breaking changes fail, waived ones are skipped', async () => {
    const f = files("waivers:\n  - rule: operation-added\n    location: GET /owners\n    reason: 'planned <&> announced'\n");
    const run = await cli(f.base, '--head', f.head, '--format', 'junit', '--waivers', f.waivers, '--no-sdk');
    expect(run.code).toBe(0);
    const xml = run.stdout;
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites /);
    expect(xml).toContain('<testsuite name="spec diff: API clients" tests="2" failures="1" skipped="1">');
    expect(xml).toMatch(
      /<testcase classname="spec\.clients\.response-required-property-removed" name="schema Pet\.kind" file="[^"]+head\.json" line="1"><failure type="response-required-property-removed" message="schema Pet\.kind: field kind removed">/,
    );
    expect(xml).toContain('<skipped message="waived: planned &lt;&amp;&gt; announced"/>');
    expect(xml).toContain('<testsuite name="spec diff: version gate" tests="1" failures="1" skipped="0">');
    expect(xml.match(/<testsuite /g)).toHaveLength(3);
    expect(xml.match(/<testcase /g)).toHaveLength(5);
    expect(xml).toMatch(/<\/testsuites>$/);
  });

  it('the rules page is the registry rendered (npm run check keeps the committed one in step)', () => {
    expect(readFileSync(path.join(repoRoot, RULES_PAGE), 'utf8')).toBe(renderRulesPage());
  });
});

describe('diff command for CI pipelines', () => {
  it('--fail-on breaking|potentially-breaking fails on a change at that level for clients, like oasdiff --fail-on', async () => {
    const f = files();
    expect((await cli(f.base, '--head', f.head, '--no-sdk', '--fail-on', 'breaking')).code).toBe(1);
    // Only an addition: nothing at either level.
    const added = structuredClone(mini);
    added.paths['/owners'] = { get: { operationId: 'listOwners', responses: { '200': { description: 'ok' } } } };
    writeFileSync(f.head, JSON.stringify(added));
    expect((await cli(f.base, '--head', f.head, '--no-sdk', '--fail-on', 'breaking')).code).toBe(0);
    // A new value of a response enum: a warning for clients, so only potentially-breaking fails.
    const warned = structuredClone(mini);
    warned.components.schemas.Pet.properties.kind.enum.push('bird');
    writeFileSync(f.head, JSON.stringify(warned));
    expect((await cli(f.base, '--head', f.head, '--no-sdk', '--fail-on', 'breaking')).code).toBe(0);
    const { code, stderr } = await cli(f.base, '--head', f.head, '--no-sdk', '--fail-on', 'potentially-breaking');
    expect(code).toBe(1);
    expect(stderr).toMatch(/--fail-on potentially-breaking: 1 change/);
    expect((await cli(f.base, '--head', f.head, '--fail-on', 'error')).code).toBe(2);
  });

  it('when the SDK impact cannot be judged every format says so at its top, and --fail-on-unjudged fails', async () => {
    const f = files();
    // The project's configuration names operations these files lack: no client can be generated with it.
    const config = path.join(repoRoot, 'cmp.config.ts');
    const top = async (format: string) => (await cli(f.base, '--head', f.head, '--config', config, '--format', format)).stdout;
    expect((await top('text')).split('\n')[1]).toMatch(/^WARNING: SDK impact not judged: /);
    expect((await top('markdown')).split('\n')[2]).toMatch(/^> \*\*Warning:\*\* SDK impact not judged: /);
    const json = JSON.parse(await top('json'));
    expect(Object.keys(json)[0]).toBe('sdk');
    expect(json.sdk).toMatchObject({ judged: false, skipped: expect.stringMatching(/^SDK impact not judged: /) });
    expect((await top('github')).split('\n')[0]).toMatch(/^::warning title=SDK impact not judged::SDK impact not judged: /);
    expect((await top('junit')).split('\n')[2]).toMatch(/<testsuite name="spec diff: SDK impact" tests="1" failures="0" skipped="1">/);
    expect((await cli(f.base, '--head', f.head, '--config', config)).code).toBe(0);
    const failed = await cli(f.base, '--head', f.head, '--config', config, '--fail-on-unjudged');
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/--fail-on-unjudged: SDK impact not judged/);
    expect((await cli(f.base, '--head', f.head, '--config', path.join(path.dirname(f.base), 'missing.config.ts'))).code).toBe(2);
  });

  it('two files of our own API (a release and a bundle) get the project configuration by default', async () => {
    const { projectConfig } = await import('../../src/diff/command.js');
    const own = await projectConfig(path.join(repoRoot, 'openapi/dist/openapi.json'));
    expect(own?.client?.packageName).toBe('@customer-messaging/client');
    const f = files();
    expect(await projectConfig(f.head)).toBeUndefined();
  });

  it('the lifecycle policy is configurable: diff.lifecycle in the configuration', async () => {
    const f = files();
    const base = structuredClone(mini);
    Object.assign(base.paths['/pets/{pet_id}'].get, { deprecated: true, 'x-sunset': '2020-01-31' });
    const head = structuredClone(base);
    delete head.paths['/pets/{pet_id}'].get;
    writeFileSync(f.base, JSON.stringify(base));
    writeFileSync(f.head, JSON.stringify(head));
    const judge = async (lifecycle: unknown) => {
      const file = path.join(path.dirname(f.base), `cmp.config.${Math.random().toString(36).slice(2)}.mjs`);
      writeFileSync(file, `export default ${JSON.stringify({ diff: { lifecycle } })};`);
      return JSON.parse((await cli(f.base, '--head', f.head, '--no-sdk', '--config', file, '--format', 'json')).stdout).changes.map((c: { rule: string }) => c.rule);
    };
    expect(await judge({})).toEqual(['deprecated-operation-removed-after-sunset']);
    expect(await judge({ allowRemovalAfterSunset: false })).toEqual(['operation-removed']);
    expect(await judge(false)).toEqual(['operation-removed']);
    expect(await judge({ today: '2019-12-31' })).toEqual(['operation-removed']);
  });
});
