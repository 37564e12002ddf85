/**
 * Hand edits inside generated files survive regeneration, on another API's workspace (`--spec --out`): a
 * clean merge keeps them and exits 0, a clash writes conflict markers and names file:line, `check` counts
 * merged edits as current and fails on unresolved conflicts, the ignore list hands a file over whole,
 * `--pristine` lists what it would discard and asks (`--yes`), and a missing or damaged pristine store stops
 * the run with the commands that recover it. Real git (`git merge-file`). The workspace is generated once
 * per spec version and copied for each test.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { generateCommand } from '../../src/generate.js';
import { MergeSession } from '../../src/merge/session.js';
import { conflictLines } from '../../src/merge/merge-file.js';
import { confirmDiscard } from '../../src/merge/pristine.js';
import { PassThrough } from 'node:stream';
import { sha256, writeStore } from '../../src/merge/store.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/petstore/openapi.yaml');
const root = mkdtempSync(path.join(os.tmpdir(), 'cmp-edits-'));
const RESOURCES = 'packages/client/src/generated/resources.gen.ts';
const INDEX = 'packages/client/src/index.ts';
const MODELS = 'packages/client/src/generated/models.gen.ts';

/** The spec before (A) and after (B) a change of two summaries and a new operation. */
const specA = path.join(root, 'a.yaml');
const specB = path.join(root, 'b.yaml');
let base = '';

/** Runs the CLI in this process; its exit code and what it printed. */
async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  try {
    const code = await generateCommand(args);
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

let n = 0;
/** A copy of the workspace generated from spec A. */
function workspace(): string {
  const dir = path.join(root, `ws${n++}`);
  cpSync(base, dir, { recursive: true });
  return dir;
}
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const write = (dir: string, file: string, text: string) => writeFileSync(path.join(dir, file), text);
const gen = (dir: string, spec = specB, ...more: string[]) => cli('--spec', spec, '--out', dir, '--only', 'client', ...more);
const check = (dir: string, spec = specB, ...more: string[]) => cli('--check', '--spec', spec, '--out', dir, '--only', 'client', ...more);

const HELPER = ['', '  /** Hand-written: the number of pets. */', '  async countPets(): Promise<number> {', '    return (await this.listPets()).length;', '  }'].join('\n');

beforeAll(async () => {
  const text = readFileSync(fixture, 'utf8');
  writeFileSync(specA, text);
  writeFileSync(
    specB,
    text
      .replace('summary: List all pets', 'summary: List every pet')
      .replace('summary: Info for a specific pet', 'summary: Info for one pet')
      .replace(
        'paths:\n',
        "paths:\n  /pets/count:\n    get:\n      operationId: countAllPets\n      tags: [pets]\n      summary: Count the pets\n      responses:\n        '204':\n          description: Counted.\n",
      ),
  );
  base = path.join(root, 'base');
  const first = await cli('--spec', specA, '--out', base, '--only', 'client');
  expect(first.code, first.err).toBe(0);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('edits in generated files', () => {
  it('writes a pristine store that check reads, with a blob per generated file', async () => {
    const lock = JSON.parse(read(base, '.cmp/pristine.json')) as { files: Record<string, string> };
    expect(Object.keys(lock.files)).toContain(RESOURCES);
    expect(Object.keys(lock.files)).toEqual([...Object.keys(lock.files)].sort());
    expect(readdirSync(path.join(base, '.cmp/pristine')).sort()).toEqual([...new Set(Object.values(lock.files))].map((h) => `${h}.gz`).sort());
    expect(read(base, RESOURCES)).toMatch(/^\/\/ Generated from .* edits are kept when it is regenerated/);
    expect((await check(base, specA)).code).toBe(0);
  });

  it('a clean merge keeps a method added to a resource class and a line added to the entry point, and check calls them current', async () => {
    const dir = workspace();
    write(dir, RESOURCES, read(dir, RESOURCES).replace(/(listPets\(params[^\n]*\n[^\n]*\n {2}\})/, `$1\n${HELPER}`));
    write(dir, INDEX, read(dir, INDEX) + "export { petsOf } from './pets-of.js';\n");
    const result = await gen(dir);
    expect(result.code, result.err).toBe(0);
    expect(result.out).toMatch(/Kept \d+ hand edit\(s\) in 2 file\(s\) \(2 merged with new output\)/);
    const merged = read(dir, RESOURCES);
    expect(merged).toContain('async countPets(): Promise<number> {');
    expect(merged).toContain('List every pet');
    expect(merged).toContain('countAllPets(');
    expect(read(dir, INDEX)).toContain("export { petsOf } from './pets-of.js';");
    const current = await check(dir);
    expect(current.code, current.err).toBe(0);
    expect(current.out).toMatch(/with hand edits kept/);
    // Against the older spec the merged files are stale again.
    const older = await check(dir, specA);
    expect(older.code).toBe(1);
    expect(older.err).toContain(`${RESOURCES} (differs)`);
    // A rerun keeps them without merging again.
    const again = await gen(dir);
    expect(again.code).toBe(0);
    expect(read(dir, RESOURCES)).toBe(merged);
  });

  it('a clash writes conflict markers, exits 1 naming file:line, and check fails until it is resolved', async () => {
    const dir = workspace();
    write(dir, RESOURCES, read(dir, RESOURCES).replace('   * List all pets', '   * List all pets, newest first'));
    const result = await gen(dir);
    expect(result.code).toBe(1);
    const at = new RegExp(`${RESOURCES.replaceAll('.', '\\.')}:(\\d+)  conflict`).exec(result.err);
    expect(at, result.err).not.toBeNull();
    const lines = read(dir, RESOURCES).split('\n');
    const line = Number(at![1]);
    expect(lines[line - 1]).toBe('<<<<<<< your edit');
    const block = lines.slice(line - 1, lines.indexOf('>>>>>>> new output', line) + 1).join('\n');
    expect(block).toContain('List all pets, newest first');
    expect(block).toContain('List every pet');
    // The rest of the new output came in.
    expect(lines.join('\n')).toContain('countAllPets(');

    const failing = await check(dir);
    expect(failing.code).toBe(1);
    expect(failing.err).toContain(`${RESOURCES} (unresolved conflict at line ${line})`);
    // Generating again does not nest markers.
    expect((await gen(dir)).code).toBe(1);
    expect(
      read(dir, RESOURCES)
        .split('\n')
        .filter((l) => l.startsWith('<<<<<<<')),
    ).toHaveLength(1);

    // Resolved (the user's line kept): current.
    write(dir, RESOURCES, read(dir, RESOURCES).replace(/<<<<<<< your edit\n([\s\S]*?)=======\n[\s\S]*?>>>>>>> new output\n/, '$1'));
    const resolved = await check(dir);
    expect(resolved.code, resolved.err).toBe(0);
    expect(read(dir, RESOURCES)).toContain('List all pets, newest first');
  });

  it('the ignore list hands a generated file over whole; exported hand-written modules come through the entry point', async () => {
    const dir = workspace();
    const config = path.join(dir, 'cmp.config.mjs');
    writeFileSync(config, `export default { ignore: ['${MODELS}'], client: { exports: ['./pets-of.js'] } };\n`);
    write(dir, 'packages/client/src/pets-of.ts', 'export const petsOf = (owner: string): string => `pets of ${owner}`;\n');
    write(dir, MODELS, '// Mine now.\nexport type Pet = { name: string };\n');
    const result = await gen(dir, specB, '--config', config);
    expect(result.code, result.err).toBe(0);
    expect(read(dir, MODELS)).toBe('// Mine now.\nexport type Pet = { name: string };\n');
    expect(read(dir, INDEX)).toMatch(/export \* from '\.\/pets-of\.js';/);
    expect(JSON.parse(read(dir, '.cmp/pristine.json')).files[MODELS]).toBeUndefined();
    expect((await check(dir, specB, '--config', config)).code).toBe(0);
  });

  it("handEdits: 'refuse' keeps check exact: generate keeps the edit, check calls it stale", async () => {
    const dir = workspace();
    const config = path.join(dir, 'cmp.config.mjs');
    writeFileSync(config, "export default { handEdits: 'refuse' };\n");
    write(dir, INDEX, read(dir, INDEX) + '// mine\n');
    expect((await gen(dir, specB, '--config', config)).code).toBe(0);
    expect(read(dir, INDEX)).toContain('// mine');
    const checked = await check(dir, specB, '--config', config);
    expect(checked.code).toBe(1);
    expect(checked.err).toContain(`${INDEX} (hand-edited; the configuration's handEdits: 'refuse'`);
  });

  it('--pristine prints what it would discard and refuses without a terminal; --yes writes fresh output', async () => {
    const dir = workspace();
    const edited = read(dir, RESOURCES).replace(/(listPets\(params[^\n]*\n[^\n]*\n {2}\})/, `$1\n${HELPER}`);
    write(dir, RESOURCES, edited);
    const refused = await gen(dir, specA, '--pristine');
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(new RegExp(`${RESOURCES.replaceAll('.', '\\.')}: 5 line\\(s\\)`));
    expect(refused.err).toContain('Pass --yes');
    expect(read(dir, RESOURCES)).toBe(edited);
    expect((await cli('--spec', specA, '--out', dir, '--yes')).code).toBe(2);
    const fresh = await gen(dir, specA, '--pristine', '--yes');
    expect(fresh.code, fresh.err).toBe(0);
    expect(read(dir, RESOURCES)).toBe(read(base, RESOURCES));
  });

  it('a merge that no longer parses is written as merged text, with a located warning', async () => {
    const dir = workspace();
    // Drop the brace that closes listPets: the merge is clean (the summary changes lines above), the result is no TypeScript.
    write(dir, RESOURCES, read(dir, RESOURCES).replace(/(listPets\(params[^\n]*\n[^\n]*\n) {2}\}\n/, '$1'));
    const result = await gen(dir);
    expect(result.code, result.err).toBe(0);
    expect(result.err).toMatch(new RegExp(`${RESOURCES.replaceAll('.', '\\.')}:\\d+  warning: no longer parses after the merge`));
    expect(read(dir, RESOURCES)).toContain('List every pet');
  });
});

describe('a missing or damaged pristine store', () => {
  const edit = (dir: string) => {
    const text = read(dir, RESOURCES) + '\n// mine\n';
    write(dir, RESOURCES, text);
    return text;
  };

  it('missing: files that differ are left as they are, exit 2 with the recovery commands; check names it', async () => {
    const dir = workspace();
    const text = edit(dir);
    rmSync(path.join(dir, '.cmp'), { recursive: true });
    const result = await gen(dir);
    expect(result.code).toBe(2);
    expect(result.err).toContain('No pristine store (.cmp/pristine.json)');
    expect(result.err).toContain('git checkout HEAD -- .cmp/');
    expect(result.err).toContain('npm run generate -- --pristine');
    expect(read(dir, RESOURCES)).toBe(text);
    expect(existsSync(path.join(dir, '.cmp/pristine.json'))).toBe(false);
    const checked = await check(dir, specA);
    expect(checked.code).toBe(1);
    expect(checked.err).toContain('No pristine store');
  });

  it.each([
    ['a lock that is not JSON', (dir: string) => write(dir, '.cmp/pristine.json', '{ "files": '), /\.cmp\/pristine\.json: is not JSON/],
    [
      'a missing blob',
      (dir: string) => rmSync(path.join(dir, '.cmp/pristine', `${JSON.parse(read(dir, '.cmp/pristine.json')).files[RESOURCES]}.gz`)),
      /\.cmp\/pristine\/[0-9a-f]{64}\.gz: missing \(the pristine copy of packages\/client\/src\/generated\/resources\.gen\.ts\)/,
    ],
    [
      'a damaged blob',
      (dir: string) => writeFileSync(path.join(dir, '.cmp/pristine', `${JSON.parse(read(dir, '.cmp/pristine.json')).files[RESOURCES]}.gz`), 'not gzip'),
      /cannot be read as gzip/,
    ],
  ])('%s: exit 2, the edit untouched, with the recovery commands', async (_, damage, message) => {
    const dir = workspace();
    const text = edit(dir);
    damage(dir);
    const result = await gen(dir);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(message);
    expect(result.err).toContain('git checkout HEAD -- .cmp/');
    expect(result.err).not.toMatch(/\n\s+at /);
    expect(read(dir, RESOURCES)).toBe(text);
  });
});

describe('property: random edits to random generated files, then random spec changes', () => {
  /** Three spec versions' outputs (A, B, and C: B with a field and a parameter more), each with its store. */
  const variants: { dir: string; files: Map<string, string> }[] = [];

  beforeAll(async () => {
    const specC = path.join(root, 'c.yaml');
    writeFileSync(
      specC,
      readFileSync(specB, 'utf8')
        .replace('description: Only pets with this tag.', 'description: Only pets with this tag (case-sensitive).')
        .replace('        tag: { type: string }\n', '        tag: { type: string }\n        nickname: { type: string, description: What the owner calls it. }\n'),
    );
    for (const [i, spec] of [specA, specB, specC].entries()) {
      const dir = i === 0 ? base : path.join(root, `variant${i}`);
      if (i > 0) expect((await cli('--spec', spec, '--out', dir, '--only', 'client')).code).toBe(0);
      const files = new Map<string, string>();
      for (const file of Object.keys(JSON.parse(read(dir, '.cmp/pristine.json')).files as Record<string, string>)) {
        if (file.startsWith('packages/client/src/') && file.endsWith('.ts')) files.set(file, read(dir, file));
      }
      variants.push({ dir, files });
    }
    expect(variants[1]!.files.get(RESOURCES)).not.toBe(variants[2]!.files.get(RESOURCES));
  });

  it('never loses a line the user wrote: each is merged in or inside conflict markers', () => {
    const edit = fc.record({
      file: fc.nat(),
      at: fc.nat(),
      kind: fc.constantFrom('insert', 'replace'),
      lines: fc.array(fc.constantFrom('  // note', '  helper(): number { return 1; }', 'export const extra = 1;', '   * @remarks mine', ''), { minLength: 1, maxLength: 3 }),
    });
    let id = 0;
    fc.assert(
      fc.property(fc.nat({ max: 2 }), fc.nat({ max: 2 }), fc.array(edit, { minLength: 1, maxLength: 6 }), (from, to, edits) => {
        const before = variants[from]!;
        const after = variants[to]!;
        const names = [...before.files.keys()].sort();
        const edited = new Map<string, string[]>();
        const written: string[] = [];
        for (const e of edits) {
          const file = names[e.file % names.length]!;
          const lines = edited.get(file) ?? before.files.get(file)!.split('\n');
          // Each user line is unique, so finding it afterwards proves it was kept.
          const mine = e.lines.map((l) => `${l} /* user ${id++} */`);
          const at = e.at % (lines.length + 1);
          lines.splice(at, e.kind === 'replace' ? 1 : 0, ...mine);
          edited.set(file, lines);
          written.push(...mine);
        }
        // The pristine store of the version the edits were made on.
        const out = mkdtempSync(path.join(root, 'prop-'));
        const hashes = new Map([...before.files].map(([f, t]) => [f, sha256(t)]));
        writeStore(out, hashes, new Map([...before.files.values()].map((t) => [sha256(t), t])));
        const session = new MergeSession({ out, check: false });
        const results = new Map<string, string>();
        for (const [file, lines] of edited) {
          const current = lines.join('\n');
          const r = session.resolve(file, after.files.get(file)!, current);
          results.set(file, r.write ?? current);
        }
        rmSync(out, { recursive: true });
        const all = [...results.values()].join('\n').split('\n');
        for (const line of written) expect(all).toContain(line);
      }),
      { numRuns: 40, seed: 38 },
    );
  });
});

describe('a package renamed by a spec change', () => {
  it('removes the old package whole (files without room for the header too) and keeps what the user added to it', async () => {
    const dir = mkdtempSync(path.join(root, 'renamed-'));
    const python = (spec: string, ...more: string[]) => cli('--spec', spec, '--out', dir, '--only', 'python', ...more);
    const packages = () => readdirSync(path.join(dir, 'packages/client-python/src'));
    expect((await python(specA)).code).toBe(0);
    const [before] = packages();
    // An empty marker file (PEP 561's py.typed) has no room for the generated header: the store says it was generated.
    expect(readFileSync(path.join(dir, 'packages/client-python/src', before!, 'py.typed'), 'utf8')).toBe('');
    const mine = path.join(dir, 'packages/client-python/src', before!, 'resources/mine.py');
    writeFileSync(mine, '# hand-written\n');
    const renamed = path.join(root, 'renamed.yaml');
    writeFileSync(renamed, readFileSync(specA, 'utf8').replace('title: Swagger Petstore', 'title: Pet Shelter'));
    const second = await python(renamed);
    expect(second.code, second.err).toBe(0);
    expect(packages().sort()).toEqual([before!, packages().find((p) => p !== before)!].sort());
    // What is left of the old package is the user's file and the folders that hold it.
    const left = readdirSync(path.join(dir, 'packages/client-python/src', before!), { recursive: true })
      .map(String)
      .sort();
    expect(left).toEqual(['resources', 'resources/mine.py']);
    expect(second.out).toContain(`removed  packages/client-python/src/${before}/py.typed`);
    expect((await cli('--check', '--spec', renamed, '--out', dir, '--only', 'python')).code).toBe(0);
    // Renamed again: the second package held nothing of the user's, so nothing of it is left.
    const renamedFirst = packages().find((p) => p !== before)!;
    writeFileSync(renamed, readFileSync(specA, 'utf8').replace('title: Swagger Petstore', 'title: Pet Refuge'));
    expect((await python(renamed)).code).toBe(0);
    expect(packages()).toContain(before);
    expect(packages()).not.toContain(renamedFirst);
    expect(packages()).toHaveLength(2);
  });
});

describe('the merge session alone', () => {
  it('removes a file no longer generated only when it holds no hand edit', () => {
    const out = mkdtempSync(path.join(root, 'remove-'));
    const text = '// Generated from x — edits are kept.\nexport const a = 1;\n';
    writeStore(
      out,
      new Map([
        ['old.gen.ts', sha256(text)],
        ['other.gen.ts', sha256(text)],
      ]),
      new Map([[sha256(text), text]]),
    );
    const session = new MergeSession({ out, check: false });
    expect(session.mayRemove('old.gen.ts', text + 'export const mine = 2;\n')).toBe(false);
    expect(session.mayRemove('other.gen.ts', text)).toBe(true);
    expect(session.mayRemove('never-stored.gen.ts', text)).toBe(true);
  });

  it('a file without a pristine copy: generated output when it carries the header, else both sides kept', () => {
    const out = mkdtempSync(path.join(root, 'unknown-'));
    writeStore(out, new Map(), new Map());
    const session = new MergeSession({ out, check: false });
    const fresh = '// Generated from x — edits are kept.\nexport const a = 2;\n';
    expect(session.resolve('a.gen.ts', fresh, '// Generated from x — do not edit.\nexport const a = 1;\n')).toMatchObject({ status: 'updated', write: fresh });
    const mine = session.resolve('b.gen.ts', fresh, 'export const mine = 1;\n');
    expect(mine.status).toBe('conflict');
    expect(mine.write).toContain('export const mine = 1;');
    expect(mine.write).toContain('export const a = 2;');
  });

  it.each([
    ['a conflict', 'a\n<<<<<<< your edit\nb\n=======\nc\n>>>>>>> new output\nd\n', [2]],
    ['two conflicts', '<<<<<<< x\n1\n=======\n2\n>>>>>>> y\nz\n<<<<<<< x\n=======\n>>>>>>> y\n', [1, 7]],
    ['a Markdown rule of seven =', 'Title\n=======\ntext\n', []],
    ['an opening marker never closed', '<<<<<<< mine\nb\n', []],
  ])('conflict markers: %s', (_, text, lines) => {
    expect(conflictLines(text)).toEqual(lines);
  });
});

describe('--pristine in a terminal', () => {
  const ask = async (answer: string) => {
    const input = Object.assign(new PassThrough(), { isTTY: true });
    const output = new PassThrough();
    let asked = '';
    output.on('data', (chunk: Buffer) => {
      asked += chunk.toString();
      if (asked.includes('[y/N]')) input.write(answer);
    });
    const logs: string[] = [];
    const spies = [vi.spyOn(console, 'log'), vi.spyOn(console, 'error')].map((s) => s.mockImplementation((...a: unknown[]) => void logs.push(a.join(' '))));
    try {
      const ok = await confirmDiscard([{ path: RESOURCES, lines: 5, removed: false }], false, { input, output });
      return { ok, asked, logs: logs.join('\n') };
    } finally {
      spies.forEach((s) => s.mockRestore());
    }
  };

  it.each([
    ['y\n', true],
    ['yes\n', true],
    ['\n', false],
    ['n\n', false],
  ])('asks before discarding; %j answers %s', async (answer, want) => {
    const { ok, asked, logs } = await ask(answer);
    expect(asked).toContain('Discard these lines? [y/N]');
    expect(logs).toContain(`${RESOURCES}: 5 line(s)`);
    expect(ok).toBe(want);
  });
});
