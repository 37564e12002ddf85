/**
 * OpenAPI Overlays 1.0: update and remove on RFC 9535 targets, in order; a target that selects nothing is a
 * located warning; an overlay that breaks its own schema (or carries a malformed JSONPath) is refused with
 * file:line. Applied before anything reads the spec: generate (--overlay and the configuration's
 * `overlays`) and diff (both sides), on another API's document.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { applyOverlay, loadOverlay } from '../../src/overlay/index.js';
import { forJsonPathPlus, jsonPathProblem } from '../../src/overlay/jsonpath.js';
import { SpecError } from '../../src/load/diagnostics.js';
import { generateCommand } from '../../src/generate.js';
import { diffSpecs } from '../../src/diff/run.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-overlay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const petstore = path.resolve(import.meta.dirname, '../fixtures/petstore/openapi.yaml');
let n = 0;
function overlayFile(text: string): string {
  const file = path.join(dir, `overlay${n++}.yaml`);
  writeFileSync(file, text);
  return file;
}
const HEAD = 'overlay: 1.0.0\ninfo:\n  title: Test overlay\n  version: 1.0.0\nactions:\n';

describe('applying an overlay', () => {
  const doc = () => ({
    info: { title: 'T', version: '1' },
    tags: [{ name: 'pets' }, { name: 'store' }, { name: 'internal' }],
    paths: { '/pets': { get: { summary: 'List', responses: { 200: { description: 'ok' } } } }, '/admin': { get: { summary: 'Admin' } } },
  });

  it.each([
    [
      'update merges recursively',
      `  - target: $.paths['/pets'].get\n    update:\n      summary: Browse\n      x-sdk-method: pets.browse\n`,
      (d: ReturnType<typeof doc>) => d.paths['/pets'].get,
      { summary: 'Browse', 'x-sdk-method': 'pets.browse', responses: { 200: { description: 'ok' } } },
    ],
    [
      'update on a list appends',
      `  - target: $.tags\n    update:\n      name: beta\n`,
      (d: ReturnType<typeof doc>) => d.tags.map((t) => t.name),
      ['pets', 'store', 'internal', 'beta'],
    ],
    [
      'remove by an RFC 9535 filter',
      `  - target: $.tags[?@.name == 'internal' || @.name == 'store']\n    remove: true\n`,
      (d: ReturnType<typeof doc>) => d.tags.map((t) => t.name),
      ['pets'],
    ],
    ['remove a member', `  - target: $.paths['/admin']\n    remove: true\n`, (d: ReturnType<typeof doc>) => Object.keys(d.paths), ['/pets']],
    ['actions apply in order', `  - target: $.info\n    update: { title: A }\n  - target: $.info\n    update: { title: B }\n`, (d: ReturnType<typeof doc>) => d.info.title, 'B'],
    ['a negative index', `  - target: $.tags[-1]\n    remove: true\n`, (d: ReturnType<typeof doc>) => d.tags.map((t) => t.name), ['pets', 'store']],
  ])('%s', (_, actions, pick, want) => {
    const d = doc();
    expect(applyOverlay(d, loadOverlay(overlayFile(HEAD + actions)))).toEqual([]);
    expect(pick(d)).toEqual(want);
  });

  it('a target that selects nothing is a located warning and changes nothing', () => {
    const d = doc();
    const file = overlayFile(`${HEAD}  - target: $.info\n    update: { title: X }\n  - target: $.paths['/nowhere'].get\n    update: { summary: Y }\n`);
    const warnings = applyOverlay(d, loadOverlay(file));
    expect(warnings).toEqual([expect.objectContaining({ line: 8, message: expect.stringContaining("$.paths['/nowhere'].get selects nothing") })]);
    expect(d.info.title).toBe('X');
  });
});

describe('a faulty overlay is refused with file:line', () => {
  it.each([
    ['a malformed JSONPath', `${HEAD}  - target: $.paths['/pets'\n    remove: true\n`, 6, /is no JSONPath \(RFC 9535\): `\[` is not closed/],
    ['a target without $', `${HEAD}  - target: paths.x\n    remove: true\n`, 6, /starts with `\$`/],
    ['an action doing nothing', `${HEAD}  - target: $.info\n    description: nothing\n`, 6, /does nothing: give it an `update` or `remove: true`/],
    ['remove not a boolean', `${HEAD}  - target: $.info\n    remove: "yes"\n`, 7, /remove is "yes"; expected true or false/],
    ['an unknown field', `${HEAD}  - target: $.info\n    replace: { a: 1 }\n`, 7, /Unknown field `replace`/],
    ['a wrong version', 'overlay: 2.0.0\ninfo: { title: t, version: "1" }\nactions:\n  - { target: $.info, remove: true }\n', 1, /"1.0.0"/],
    ['no actions', 'overlay: 1.0.0\ninfo: { title: t, version: "1" }\nactions: []\n', 3, /non-empty list/],
    ['not YAML', 'overlay: 1.0.0\ninfo: [\n', 3, /Not YAML or JSON/],
  ])('%s', (_, text, line, message) => {
    const file = overlayFile(text);
    let error: unknown;
    try {
      loadOverlay(file);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SpecError);
    const diagnostics = (error as SpecError).diagnostics;
    expect(diagnostics).toContainEqual(expect.objectContaining({ line, message: expect.stringMatching(message) }));
    expect(diagnostics.every((d) => d.file.endsWith(path.basename(file)))).toBe(true);
  });

  it.each([
    ["$.paths['/pets'].get", undefined],
    ['$..description', undefined],
    ["$.a[?@.b == ']']", undefined],
    ['$.a.', /ends with/],
    ['$.a[]', /selects nothing/],
    ['$.a)', /closes nothing/],
  ])('JSONPath %s', (p, problem) => {
    const found = jsonPathProblem(p);
    if (problem) expect(found).toMatch(problem);
    else expect(found).toBeUndefined();
  });

  it('rewrites the RFC forms jsonpath-plus reads its own way', () => {
    expect(forJsonPathPlus("$.tags[?@.name == 'a]b'].x")).toBe("$.tags[?(@.name == 'a]b')].x");
    expect(forJsonPathPlus('$.a[-1]')).toBe('$.a[-1:]');
    expect(forJsonPathPlus('$.a[-3]')).toBe('$.a[-3:-2]');
  });
});

describe('overlays in the commands', () => {
  const rename = () => overlayFile(`${HEAD}  - target: $.paths['/pets'].get\n    update:\n      summary: Browse the pets\n      x-sdk-method: pets.browse\n`);
  const quiet = async (run: () => Promise<number>) => {
    const lines: string[] = [];
    const spies = [vi.spyOn(console, 'log'), vi.spyOn(console, 'error')].map((s) => s.mockImplementation((...a: unknown[]) => void lines.push(a.join(' '))));
    try {
      return { code: await run(), text: lines.join('\n') };
    } finally {
      spies.forEach((s) => s.mockRestore());
    }
  };

  it('generate applies --overlay after the configuration’s overlays; a bad overlay is refused before anything is written', async () => {
    const out = path.join(dir, 'out');
    const config = path.join(dir, 'cmp.config.mjs');
    const second = overlayFile(
      `${HEAD}  - target: $.paths['/pets'].get\n    update:\n      description: Every pet of the store.\n  - target: $.components.schemas.Nothing\n    remove: true\n`,
    );
    writeFileSync(config, `export default { overlays: ['${path.basename(rename())}'] };\n`);
    const result = await quiet(() => generateCommand(['--spec', petstore, '--out', out, '--config', config, '--only', 'bundle,client', '--overlay', second]));
    expect(result.code, result.text).toBe(0);
    expect(result.text).toMatch(new RegExp(`${path.basename(second)}:\\d+:\\d+\\s+warning: actions\\[1\\]\\.target \\$\\.components\\.schemas\\.Nothing selects nothing`));
    const bundle = readFileSync(path.join(out, 'openapi/dist/openapi.yaml'), 'utf8');
    expect(bundle).toContain('summary: Browse the pets');
    expect(bundle).toContain('description: Every pet of the store.');
    expect(readFileSync(path.join(out, 'packages/client/src/generated/resources.gen.ts'), 'utf8')).toMatch(/\n {2}browse\(/);

    const bad = overlayFile(`${HEAD}  - target: $.paths[\n    remove: true\n`);
    const refused = await quiet(() => generateCommand(['--spec', petstore, '--out', path.join(dir, 'never'), '--only', 'bundle', '--overlay', bad]));
    expect(refused.code).toBe(2);
    expect(refused.text).toMatch(new RegExp(`The overlay has 1 problem\\(s\\); nothing was written:\\n.*${path.basename(bad)}:6:\\d+\\s+actions\\[0\\]\\.target`));
  });

  it('diff applies the overlay to both sides: a summary both sides get is no change', async () => {
    const head = path.join(dir, 'head.yaml');
    writeFileSync(head, readFileSync(petstore, 'utf8').replace('summary: List all pets', 'summary: List every pet'));
    const plain = await diffSpecs({ base: petstore, head, repoRoot: dir, sdk: false });
    expect(plain.changes.length).toBeGreaterThan(0);
    const overlaid = await diffSpecs({ base: petstore, head, repoRoot: dir, sdk: false, overlays: [rename()] });
    expect(overlaid.changes).toEqual([]);
  });
});
