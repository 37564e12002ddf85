/**
 * Mistakes in what a user passes `generate` are usage errors (exit 2) that name the file and field, never an
 * internal error: an output path that is a file, a configuration's missing Redocly file, `packageJson`
 * overriding the name or version the toolchain sets, `x-pagination` on an answer that is no page envelope.
 * And what a run leaves after the user's own deletions: nothing of a deleted file stays in the pristine store.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { cliAsync } from '../../../tests/support/cli.js';
import { loadConfig } from '../../src/config/load.js';
import { loadIR, SpecError } from '../../src/load/index.js';
import { fixturesDir } from '../fixtures/config.js';

const spec = path.join(fixturesDir, 'cli-minimal/openapi.yaml');
const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-bad-input-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('--out naming a file is a usage error, not an internal one', async () => {
  const file = path.join(dir, 'afile');
  writeFileSync(file, 'x');
  const r = await cliAsync(['--spec', spec, '--out', file, '--only', 'bundle']);
  expect(r.status, r.output).toBe(2);
  expect(r.stderr).toMatch(/--out .*afile: is a file; expected the folder/);
  expect(r.output).not.toMatch(/Internal error|\n\s+at /);
});

test("a configuration whose `redocly` file is missing is refused with that file's name", async () => {
  const config = path.join(dir, 'redocly-missing.config.mjs');
  writeFileSync(config, "export default { redocly: 'missing-redocly.yaml' };\n");
  const r = await cliAsync(['--spec', spec, '--config', config, '--out', path.join(dir, 'out-redocly'), '--only', 'bundle']);
  expect(r.status, r.output).toBe(2);
  expect(r.stderr).toMatch(/missing-redocly\.yaml {2}File not found: the generator configuration's `redocly`/);
  expect(r.output).not.toMatch(/Internal error|ENOENT/);
});

test.each(['name', 'version'])('client.packageJson may not set %s (packageName and info.version do)', async (field) => {
  const config = path.join(dir, `package-${field}.config.mjs`);
  writeFileSync(config, `export default { client: { packageName: 'pet-client', packageJson: { ${field}: 'Bad Name!' } } };\n`);
  const error = await loadConfig(config).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SpecError);
  expect((error as SpecError).message).toMatch(/client\.packageJson .*name and version come from packageName and info\.version/);
});

test('x-pagination on an operation whose answer is no page envelope is a located problem', async () => {
  const file = path.join(dir, 'plain-array.yaml');
  const doc = {
    openapi: '3.1.0',
    info: { title: 'Pets', version: '1.0.0' },
    paths: {
      '/pets': {
        get: {
          operationId: 'listPets',
          'x-pagination': 'page',
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { type: 'string' } } } } } },
        },
      },
    },
  };
  writeFileSync(file, JSON.stringify(doc, null, 2));
  const config = {
    pagination: { items: ['data'], hasMore: ['meta', 'has_more'], nextCursor: ['meta', 'next_cursor'], page: ['meta', 'page'], pageParam: 'page', cursorParam: 'cursor' },
  };
  const error = await loadIR(file, { config: config as never }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SpecError);
  const [problem] = (error as SpecError).diagnostics;
  expect(problem).toMatchObject({ line: expect.any(Number), message: expect.stringMatching(/x-pagination is "page", but the success answer is not the configured page envelope/) });
});

test('a file kept for its hand edits and then deleted by its owner leaves the pristine store; the reference page promises no merge', async () => {
  const write = (name: string, extra: boolean) => {
    const file = path.join(dir, name);
    const paths: Record<string, unknown> = { '/things': { get: { operationId: 'listThings', tags: ['Things'], responses: { '200': { description: 'ok' } } } } };
    if (extra) paths['/others'] = { get: { operationId: 'listOthers', tags: ['Others'], responses: { '200': { description: 'ok' } } } };
    writeFileSync(file, JSON.stringify({ openapi: '3.1.0', info: { title: 'Orphans', version: '1.0.0' }, servers: [{ url: 'http://127.0.0.1/v1' }], paths }));
    return file;
  };
  const [withOthers, without] = [write('orphans-1.json', true), write('orphans-0.json', false)];
  const out = path.join(dir, 'out-orphans');
  const generate = async (file: string) => {
    const r = await cliAsync(['--spec', file, '--out', out, '--only', 'docs']);
    expect(r.status, r.output).toBe(0);
    return r;
  };
  await generate(withOthers);
  const page = readFileSync(path.join(out, 'docs/reference/index.html'), 'utf8');
  expect(page.slice(0, 400)).toMatch(/do not edit: the page is regenerated whole/);
  expect(page.slice(0, 400)).not.toMatch(/edits are kept/);
  const sample = path.join(out, 'docs/reference/samples/listOthers.gen.sh');
  writeFileSync(sample, `${readFileSync(sample, 'utf8')}# a hand edit\n`);
  const kept = await generate(without);
  expect(kept.output).toMatch(/listOthers\.gen\.sh/);
  expect(existsSync(sample)).toBe(true);
  expect(readFileSync(path.join(out, '.cmp/pristine.json'), 'utf8')).toContain('listOthers.gen.sh');
  rmSync(sample);
  await generate(without);
  expect(readFileSync(path.join(out, '.cmp/pristine.json'), 'utf8')).not.toContain('listOthers.gen.sh');
});

test('a schema nested deeper than the renderers read: the types are written unformatted, and the page is refused as the spec’s problem', async () => {
  // 150 levels of inline objects: deeper than prettier's printer recurses and than Redocly's parser reads (100).
  let schema: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < 150; i++) schema = { type: 'object', properties: { next: schema } };
  const file = path.join(dir, 'deep.json');
  const doc = { openapi: '3.1.0', info: { title: 'Deep', version: '1.0.0' }, paths: {}, components: { schemas: { Deep: schema } } };
  writeFileSync(file, JSON.stringify(doc));
  const out = path.join(dir, 'out-deep');
  const r = await cliAsync(['--spec', file, '--out', out, '--only', 'server,docs']);
  expect(r.status, r.output).toBe(2);
  expect(r.stderr).toMatch(/deep\.json {2}The reference page cannot be rendered: the document nests more than 100 levels deep/);
  expect(r.stderr).toMatch(/file\(s\) of the outputs done before it was found were written, the rest were not/);
  expect(r.output).not.toMatch(/Internal error|Maximum call stack|\n\s+at |Node\.js 20 support/);
  // The server's types were written (unformatted where prettier could not go), with the innermost level in them.
  expect(readFileSync(path.join(out, 'packages/server/src/generated/components.gen.ts'), 'utf8')).toContain('"next"');
});

test('two templated paths that differ only in their parameters’ names, with one method, are refused at the second', async () => {
  const file = path.join(dir, 'identical.yaml');
  const op = (id: string) =>
    `      operationId: ${id}\n      parameters: [{ name: p, in: path, required: true, schema: { type: string } }]\n      responses: { '200': { description: ok } }\n`;
  writeFileSync(
    file,
    `openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths:\n  /a/{x}:\n    get:\n${op('one').replace(/name: p/, 'name: x')}  /a/{y}:\n    get:\n${op('two').replace(/name: p/, 'name: y')}    post:\n${op('three').replace(/name: p/, 'name: y')}`,
  );
  const r = await cliAsync(['--spec', file, '--out', path.join(dir, 'out-identical'), '--only', 'bundle']);
  expect(r.status, r.output).toBe(2);
  expect(r.stderr).toMatch(/identical\.yaml:10:5 {2}GET \/a\/\{y\} is the same route as GET \/a\/\{x\}/);
  // POST has one route only: not a problem.
  expect(r.stderr).not.toMatch(/POST/);
});
