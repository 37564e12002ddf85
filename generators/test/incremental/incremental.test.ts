/**
 * Incremental regeneration (src/incremental/): after a one-operation edit, `generate` reuses the stored
 * pieces of the unchanged parts (the lint of unchanged pieces, the bundle's YAML and openapi-typescript's
 * types per path item, the reference page's shell, each unchanged operation's samples), and what it
 * writes is byte for byte what a full generate writes; `check` stays exact. On a real public description
 * (Ably's control API, 22 operations sharing components, from the corpus), with a store of the test's own
 * (`OPENAPI_CMP_INCREMENTAL_STORE`), through the command line as users run it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliAsync } from '../../../tests/support/cli.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/corpus/ably.net_control.json');
type Doc = Record<string, any>;

let dir: string;
let spec: string;
/** What the first (cold) generate wrote. */
let cold: Map<string, string>;
const env = () => ({ ...process.env, OPENAPI_CMP_INCREMENTAL_STORE: path.join(dir, 'store') });
const generate = (out: string, ...more: string[]) => cliAsync(['--spec', spec, '--out', path.join(dir, out), '--verbose', ...more], { env: env() });

/** Every file under a folder, by relative path. */
function files(root: string): Map<string, string> {
  const found = readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(found.map((e) => [path.relative(root, path.join(e.parentPath, e.name)), readFileSync(path.join(e.parentPath, e.name), 'latin1')]));
}

function edit(change: (doc: Doc) => void): void {
  const doc = JSON.parse(readFileSync(spec, 'utf8')) as Doc;
  change(doc);
  writeFileSync(spec, JSON.stringify(doc, null, 2));
}

/** The first operation of the second path (not the first, so the splice has blocks on both sides). */
const secondOperation = (doc: Doc) => {
  const item = Object.values(doc.paths as Doc)[1] as Doc;
  return item[Object.keys(item).find((k) => ['get', 'post', 'put', 'patch', 'delete'].includes(k))!] as Doc;
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cmp-incremental-'));
  spec = path.join(dir, 'openapi.json');
  writeFileSync(spec, readFileSync(fixture));
  const first = await generate('edited');
  expect(first.status, first.output).toBe(0);
  cold = files(path.join(dir, 'edited'));
});

/** The files of `out` that differ from those of `want` (by path; missing or extra paths too). */
function differences(got: Map<string, string>, want: Map<string, string>): string[] {
  return [...new Set([...got.keys(), ...want.keys()])].filter((file) => got.get(file) !== want.get(file)).sort();
}

/** A full generate of the spec as it is now into a fresh folder, with an empty store of its own. */
async function coldGenerate(out: string): Promise<Map<string, string>> {
  const r = await cliAsync(['--spec', spec, '--out', path.join(dir, out), '--verbose'], { env: { ...env(), OPENAPI_CMP_INCREMENTAL_STORE: path.join(dir, `${out}-store`) } });
  expect(r.status, r.output).toBe(0);
  expect(r.stderr).not.toMatch(/spliced|afresh|pieces changed/);
  return files(path.join(dir, out));
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a one-operation edit', () => {
  it('reuses the unchanged pieces and writes what a full generate writes, which check accepts', async () => {
    edit((doc) => {
      const op = secondOperation(doc);
      op.summary = `${op.summary ?? ''} (edited)`;
      op.description = `${op.description ?? ''}\n\nA second paragraph with <angle> brackets and a line\u2028separator.`;
      // A new query parameter: the operation's member of the types changes too, not only the path's.
      op.parameters = [...((op.parameters as unknown[] | undefined) ?? []), { name: 'edited_flag', in: 'query', schema: { type: 'boolean' } }];
    });
    const incremental = await generate('edited');
    expect(incremental.status, incremental.output).toBe(0);
    expect(incremental.stderr).toMatch(/bundle-yaml: 1 of \d+ path items written afresh/);
    expect(incremental.stderr).toMatch(/openapi-types: 1 of \d+ path items printed afresh/);
    expect(incremental.stderr).toMatch(/reference-page: the shell is unchanged; the document's JSON spliced into the stored page/);
    expect(incremental.stderr).toMatch(/lint: 1 of \d+ pieces changed; \d+ linted/);
    expect(incremental.stderr).toMatch(/samples: 1 of 22 operations rendered afresh/);
    expect(incremental.stderr).toMatch(/mcp-tools: 1 of 22 operations rendered afresh/);
    expect(incremental.stdout).toMatch(/updated +docs\/reference\/index\.html/);
    // Every output the cold run wrote is known by its stat: none is read to be compared.
    const known = /outputs: (\d+) of (\d+) files known by their stat, not read/.exec(incremental.stderr);
    expect(known, incremental.stderr).not.toBeNull();
    expect(Number(known![1])).toBeGreaterThan(100);
    expect(Number(known![1])).toBe(Number(known![2]));

    // A full generate of the same document, into another folder, with an empty store of its own.
    const full = await cliAsync(['--spec', spec, '--out', path.join(dir, 'full'), '--verbose'], {
      env: { ...env(), OPENAPI_CMP_INCREMENTAL_STORE: path.join(dir, 'empty-store') },
    });
    expect(full.status, full.output).toBe(0);
    expect(full.stderr).not.toMatch(/spliced|afresh/);
    const [edited, whole] = [files(path.join(dir, 'edited')), files(path.join(dir, 'full'))];
    expect([...edited.keys()].sort()).toEqual([...whole.keys()].sort());
    const differ = [...edited].filter(([file, text]) => whole.get(file) !== text).map(([file]) => file);
    expect(differ).toEqual([]);
    expect(edited.get('docs/reference/index.html')).toContain('(edited)');

    // check renders every piece afresh and compares.
    const check = await cliAsync(['check', '--spec', spec, '--out', path.join(dir, 'edited'), '--only', 'bundle,docs', '--verbose'], { env: env() });
    expect(check.status, check.output).toBe(0);
    expect(check.output).not.toMatch(/spliced|afresh/);
  });

  it('an edit of a shared component re-lints what reaches it, and a revert writes what the cold generate wrote', async () => {
    edit((doc) => {
      // `error` is the answer of almost every operation: its change reaches them all.
      doc.components.schemas.error.properties.retryAfter = { type: 'integer', description: 'Seconds to wait before retrying.' };
    });
    const incremental = await generate('edited');
    expect(incremental.status, incremental.output).toBe(0);
    const linted = /lint: 1 of (\d+) pieces changed; (\d+) linted/.exec(incremental.stderr);
    expect(linted, incremental.stderr).not.toBeNull();
    // The operations answering with `error` are linted again with it; not the whole document.
    expect(Number(linted![2])).toBeGreaterThan(10);
    expect(Number(linted![2])).toBeLessThan(Number(linted![1]));
    // The samples are made from the operations alone, whose IR names the schema by its $ref: all reused.
    expect(incremental.stderr).toMatch(/samples: 0 of 22 operations rendered afresh/);
    // A tool inlines the schemas its operation reaches: those reaching `error` are made again.
    const tools = /mcp-tools: (\d+) of 22 operations rendered afresh/.exec(incremental.stderr);
    expect(Number(tools?.[1])).toBeGreaterThan(10);
    expect(differences(files(path.join(dir, 'edited')), await coldGenerate('component'))).toEqual([]);
    expect(readFileSync(path.join(dir, 'edited/packages/client/src/generated/schema.gen.ts'), 'utf8')).toContain('retryAfter');

    // Back to the document of the first, cold run (the operation edit of the test before reverted too).
    writeFileSync(spec, readFileSync(fixture));
    const reverted = await generate('edited');
    expect(reverted.status, reverted.output).toBe(0);
    expect(reverted.stderr).toMatch(/lint: 2 of \d+ pieces changed/);
    expect(reverted.stderr).toMatch(/samples: 1 of 22 operations rendered afresh/);
    expect(differences(files(path.join(dir, 'edited')), cold)).toEqual([]);
  });

  it('a problem in a changed piece is found and placed as a lint of the whole document places it', async () => {
    edit((doc) => {
      // A parameter without `in`: an error whatever --strict says.
      const op = secondOperation(doc);
      op.parameters = [...((op.parameters as unknown[] | undefined) ?? []), { name: 'broken', schema: { type: 'string' } }];
    });
    const [incremental, whole] = await Promise.all([
      generate('edited', '--only', 'bundle'),
      cliAsync(['check', '--spec', spec, '--out', path.join(dir, 'edited'), '--only', 'bundle'], { env: env() }),
    ]);
    expect(incremental.status, incremental.output).toBe(2);
    expect(incremental.stderr).toMatch(/lint: 1 of \d+ pieces changed/);
    expect(incremental.stderr).toMatch(/openapi\.json:\d+:\d+ .*in/);
    expect(whole.status, whole.output).toBe(2);
    expect(incremental.stderr.replace(/^incremental: .*\n/gm, '')).toBe(whole.stderr);
    writeFileSync(spec, readFileSync(fixture));
  });

  it('renders the page whole when what its shell shows changed (a tag, the introduction)', async () => {
    edit((doc) => {
      doc.info.description = `${doc.info.description ?? ''} Changed introduction.`;
    });
    const r = await generate('edited', '--only', 'bundle,docs');
    expect(r.status, r.output).toBe(0);
    expect(r.stderr).toMatch(/reference-page: nothing stored for these inputs; rendered whole/);
    expect(r.stderr).not.toMatch(/spliced/);
    expect(readFileSync(path.join(dir, 'edited/docs/reference/index.html'), 'utf8')).toContain('Changed introduction.');
  });

  it('a hand edit that keeps the file size is seen (its stat changed) and merged, not overwritten', async () => {
    writeFileSync(spec, readFileSync(fixture));
    const level = await generate('edited');
    expect(level.status, level.output).toBe(0);
    const resources = path.join(dir, 'edited/packages/client/src/generated/resources.gen.ts');
    const text = readFileSync(resources, 'utf8');
    const at = text.lastIndexOf('options,');
    writeFileSync(resources, `${text.slice(0, at)}Options,${text.slice(at + 'options,'.length)}`);
    edit((doc) => {
      secondOperation(doc).summary = 'Summary beside a hand edit';
    });
    const r = await generate('edited');
    expect(r.status, r.output).toBe(0);
    expect(r.stdout).toMatch(/merged +packages\/client\/src\/generated\/resources\.gen\.ts/);
    const merged = readFileSync(resources, 'utf8');
    expect(merged).toContain('Summary beside a hand edit');
    expect(merged.slice(merged.lastIndexOf('ptions,') - 1)).toMatch(/^Options,/);
    const known = /outputs: (\d+) of (\d+) files known by their stat, not read/.exec(r.stderr);
    expect(Number(known?.[1])).toBeLessThan(Number(known?.[2]));
  });

  it('falls back to a full render, and says why under --verbose, when the store is corrupt', async () => {
    const store = path.join(dir, 'store');
    const entries = readdirSync(store, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.json'));
    expect(entries.length).toBeGreaterThanOrEqual(2);
    for (const e of entries) {
      const file = path.join(e.parentPath, e.name);
      const text = readFileSync(file, 'utf8');
      // A torn write: the checksum line stays, the body loses its end.
      writeFileSync(file, text.slice(0, Math.floor(text.length * 0.6)));
    }
    edit((doc) => {
      secondOperation(doc).summary = 'Summary after the store broke';
    });
    const r = await generate('edited', '--only', 'bundle,docs');
    expect(r.status, r.output).toBe(0);
    expect(r.stderr).toMatch(/bundle-yaml: the stored entry .* cannot be used \((its checksum does not match|it is cut short)\); rendered whole/);
    expect(r.stderr).toMatch(/reference-page: the stored entry .* cannot be used \((its checksum does not match|it is cut short)\); rendered whole/);
    const check = await cliAsync(['check', '--spec', spec, '--out', path.join(dir, 'edited'), '--only', 'bundle,docs'], { env: env() });
    expect(check.status, check.output).toBe(0);
  });
});
