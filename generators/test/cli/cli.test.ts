/**
 * The `generate` CLI on any OpenAPI 3.1 document (--spec, --out): it writes and reports, --check names
 * stale files and exits 1, bad arguments get a usage message, --watch regenerates when the spec is saved.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cli, spawnCli } from '../../../tests/support/cli.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/cli-minimal/openapi.yaml');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function scratch() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-cli-'));
  dirs.push(dir);
  cpSync(fixture, path.join(dir, 'openapi.yaml'));
  return { dir, spec: path.join(dir, 'openapi.yaml'), out: path.join(dir, 'out') };
}
const generate = (...args: string[]) => cli(args);

describe('generate CLI', () => {
  it('writes every artifact of another spec under --out, then finds nothing stale', () => {
    const s = scratch();
    const first = generate('--spec', s.spec, '--out', s.out, '--only', 'bundle,client,server,mock');
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Generated \d+ files in \d+ ms: \d+ created, 0 updated/);
    expect(readFileSync(path.join(s.out, 'packages/client/src/generated/resources.gen.ts'), 'utf8')).toMatch(/list\(/);
    expect(readFileSync(path.join(s.out, 'packages/server/src/generated/routes.gen.ts'), 'utf8')).toContain("operationId: 'listThings'");
    const check = generate('--check', '--spec', s.spec, '--out', s.out, '--only', 'bundle,client,server,mock');
    expect(check.status).toBe(0);
    expect(check.stdout).toMatch(/Up to date: \d+ generated files match the spec/);

    // A one-word summary edit touches only the files that show the summary (and the stamps, which keep
    // the spec's hash): headers carry no hash or version, so parallel spec changes do not conflict everywhere.
    writeFileSync(s.spec, readFileSync(s.spec, 'utf8').replace('summary: List things', 'summary: List the things'));
    const second = generate('--spec', s.spec, '--out', s.out, '--only', 'bundle,client,server,mock');
    expect(second.status, second.stderr).toBe(0);
    const updated = [...second.stdout.matchAll(/^\s*updated\s+(\S+)$/gm)].map((m) => m[1]!);
    expect(updated).toContain('openapi/dist/openapi.yaml');
    for (const file of updated.filter((f) => !f.endsWith('stamp.gen.json'))) {
      expect(readFileSync(path.join(s.out, file), 'utf8'), file).toContain('List the things');
    }
    expect(readFileSync(path.join(s.out, 'packages/server/src/generated/routes.gen.ts'), 'utf8')).not.toMatch(/sha256|Spec \d+\.\d+/);
  });

  it('a rerun with nothing changed does nothing; an edited output or input makes it regenerate', () => {
    const s = scratch();
    expect(generate('--spec', s.spec, '--out', s.out, '--only', 'bundle').status).toBe(0);
    const again = generate('--spec', s.spec, '--out', s.out, '--only', 'bundle');
    expect(again.stdout).toMatch(/Up to date: nothing changed since the last run \(\d+ files/);
    const bundle = path.join(s.out, 'openapi/dist/openapi.yaml');
    writeFileSync(bundle, readFileSync(bundle, 'utf8') + '# hand edit\n');
    // The edit makes it run again; the edit is kept (a three-way merge against the pristine store).
    const edited = generate('--spec', s.spec, '--out', s.out, '--only', 'bundle');
    expect(edited.stdout).toContain('kept     openapi/dist/openapi.yaml');
    expect(edited.stdout).toContain('Kept 1 hand edit(s) in 1 file(s)');
    writeFileSync(s.spec, readFileSync(s.spec, 'utf8').replace('summary: List things', 'summary: List all things'));
    expect(generate('--spec', s.spec, '--out', s.out, '--only', 'bundle').stdout).toContain('merged   openapi/dist/openapi.yaml');
    expect(readFileSync(bundle, 'utf8')).toMatch(/List all things[\s\S]*# hand edit\n$/);
  });

  it('--check writes nothing, exits 1 and names each stale file with the fix', () => {
    const s = scratch();
    generate('--spec', s.spec, '--out', s.out, '--only', 'bundle');
    writeFileSync(s.spec, readFileSync(s.spec, 'utf8').replace('summary: List things', 'summary: List all things'));
    const before = readFileSync(path.join(s.out, 'openapi/dist/openapi.yaml'), 'utf8');
    const check = generate('--check', '--spec', s.spec, '--out', s.out, '--only', 'bundle');
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('openapi/dist/openapi.yaml (differs)');
    expect(check.stderr).toContain('Fix: npm run generate');
    expect(readFileSync(path.join(s.out, 'openapi/dist/openapi.yaml'), 'utf8')).toBe(before);
  });

  it('removes generated files that are no longer emitted, never a file without the generated header', () => {
    const s = scratch();
    generate('--spec', s.spec, '--out', s.out, '--only', 'bundle');
    const stale = path.join(s.out, 'openapi/dist/old.gen.json');
    const mine = path.join(s.out, 'openapi/dist/notes.md');
    writeFileSync(stale, '// Generated — do not edit.\n');
    writeFileSync(mine, 'my notes\n');
    const result = generate('--spec', s.spec, '--out', s.out, '--only', 'bundle');
    expect(result.stdout).toContain('removed  openapi/dist/old.gen.json');
    expect(existsSync(stale)).toBe(false);
    expect(readFileSync(mine, 'utf8')).toBe('my notes\n');
  });

  it.each([
    [['--spec', '/nonexistent/openapi.yaml'], /file not found/],
    // With --spec, so that no configuration is read: the case is the emitter list's check, on any document.
    [['--spec', path.relative(process.cwd(), fixture), '--only', 'nonsense'], /--only: unknown emitter nonsense; expected one of bundle, client/],
    [['--frobnicate'], /Unknown option '--frobnicate'[\s\S]*Usage: npm run generate/],
  ])('%j gets a clear message and exit code 2', (args, message) => {
    const result = generate(...args);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('--watch regenerates when the spec is saved', async () => {
    const s = scratch();
    const child = spawnCli(['--watch', '--spec', s.spec, '--out', s.out, '--only', 'bundle']);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const waitFor = async (pattern: RegExp) => {
      for (let i = 0; i < 300 && !pattern.test(output); i++) await new Promise((r) => setTimeout(r, 100));
      expect(output).toMatch(pattern);
    };
    try {
      await waitFor(/Generated \d+ files/);
      writeFileSync(s.spec, readFileSync(s.spec, 'utf8').replace('summary: List things', 'summary: List the things'));
      await waitFor(/openapi\.yaml changed; regenerating[\s\S]*updated\s+openapi\/dist\/openapi\.yaml/);
      expect(readFileSync(path.join(s.out, 'openapi/dist/openapi.yaml'), 'utf8')).toContain('summary: List the things');
    } finally {
      child.kill();
    }
  });
});

describe('the emitter table', () => {
  it("each row loads the emitter of its name, whose owned folder is the row's, in the table's order", async () => {
    const { EMITTERS, EMITTER_NAMES, loadEmitters } = await import('../../src/emitters/index.js');
    const emitters = await loadEmitters(EMITTER_NAMES);
    expect(emitters.map((e) => [e.name, e.ownedDirs])).toEqual(EMITTERS.map((row) => [row.name, [row.dir]]));
  });

  it('--only names an emitter of the table, and only those run', async () => {
    const { unknownEmitters, emitterRows } = await import('../../src/emitters/index.js');
    expect(unknownEmitters(['client', 'nope', 'mcp'])).toEqual(['nope']);
    expect(emitterRows(['mcp', 'bundle']).map((row) => row.name)).toEqual(['bundle', 'mcp']);
  });
});
