/**
 * No valid name stops the generators (property test): reserved words, the names the generated files and
 * the runtimes use themselves, names that differ only by case or punctuation, symbols, quotes, comment
 * ends and non-Latin text, in every position a spec gives a name (path, query, header and cookie
 * parameters, schema properties, operation ids, tags, component schemas). Each generated document is run
 * through every emitter but the reference page's renderer; each run asserts every TypeScript file parses
 * and every operation is in the client, the stubs, the samples and the mock. The documents of the run are
 * then emitted with their openapi-typescript types and type-checked together, in one tsc Program.
 *
 * Runs: NAMES_RUNS (default 60); a failure prints fast-check's seed and path, replay with NAMES_SEED=<seed>.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIR } from '../../src/ir/build.js';
import { RESERVED_WORDS } from '../../src/ir/names.js';
import { CLIENT_MEMBERS, RESOURCE_MEMBERS } from '../../src/ir/sdk-names.js';
import { emitClient } from '../../src/emitters/client/emit.js';
import { emitServer } from '../../src/emitters/server/emit.js';
import { emitMock } from '../../src/emitters/mock/emit.js';
import { samplesFor } from '../../src/emitters/samples/index.js';
import { decorateDocument } from '../../src/emitters/docs/decorate.js';
import type { IR } from '../../src/ir/types.js';
import type { UserConfig } from '../../src/config/types.js';
import type { GeneratedFile } from '../../src/emitters/types.js';
import { nativeTscArgs } from '../../../tests/support/tsc.js';

const RUNS = Number(process.env.NAMES_RUNS ?? 60);
const SEED = process.env.NAMES_SEED ? Number(process.env.NAMES_SEED) : undefined;
const repo = path.resolve(import.meta.dirname, '../../..');

/** Names that broke, or could break, generated code: the words of the language, of the files, of the runtimes. */
const special = fc.constantFrom(
  ...RESERVED_WORDS,
  ...['constructor', 'prototype', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'then', 'length', 'name', 'arguments'],
  ...['raw', 'baseUrl', '_client', '_call', '_paginate', '_exchange', 'withOptions', 'body', 'params', 'options', 'headers', 'cookies', 'query', 'path'],
  ...['client', 'ops', 'paths', 'components', 'operations', 'webhooks', '$defs', 'Handlers', 'OperationId', 'definition', 'Readable', 'Writable', 'Blob'],
  ...['', ' ', '*/', '/*', '${x}', '`', "it's", 'a"b', 'back\\slash', '名前', 'ÄÖÜ', '2fa', '0', 'a-b', 'a_b', 'aB', 'AB', 'A B', 'a.b', 'x'.repeat(80)],
);
const text = fc.oneof(
  { weight: 3, arbitrary: special },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) },
);
/** A path template variable cannot hold the template's own delimiters or a path separator. */
const pathParamName = text.filter((n) => n.length > 0 && !/[{}/?#%]/.test(n));
/** HTTP header and cookie names are tokens (RFC 9110 section 5.6.2; RFC 6265). */
const tokenName = fc.oneof(special, fc.string({ maxLength: 12 })).filter((n) => /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(n) && n.toLowerCase() !== 'x-request-id');
/** Component names match `^[a-zA-Z0-9.\-_]+$` (OpenAPI 3.1 section 4.8.7.1). */
const componentName = fc.oneof(special, fc.string({ maxLength: 12 })).filter((n) => /^[a-zA-Z0-9._-]+$/.test(n));

const operation = fc.record({
  id: fc.option(text, { nil: undefined }),
  tag: fc.option(text, { nil: undefined }),
  method: fc.constantFrom('get', 'post', 'put', 'patch', 'delete'),
  pathParams: fc.uniqueArray(pathParamName, { maxLength: 2 }),
  query: fc.uniqueArray(text, { maxLength: 3 }),
  header: fc.uniqueArray(tokenName, { maxLength: 2, selector: (n) => n.toLowerCase() }),
  cookie: fc.uniqueArray(tokenName, { maxLength: 1 }),
  properties: fc.uniqueArray(text, { maxLength: 4 }),
  schema: fc.nat(3),
});
const spec = fc.record({
  title: text,
  schemas: fc.uniqueArray(componentName, { minLength: 1, maxLength: 4 }),
  schemaProperties: fc.uniqueArray(text, { maxLength: 4 }),
  operations: fc.array(operation, { minLength: 1, maxLength: 4 }),
  config: fc.constantFrom<'defaults' | 'envelopes'>('defaults', 'envelopes'),
});
type Spec = typeof spec extends fc.Arbitrary<infer T> ? T : never;

/** Own data properties, `__proto__` included (an object literal would set the prototype instead). */
const record = (entries: [string, unknown][]) => Object.fromEntries(entries);
const stringSchema = { type: 'string' };

function documentOf(s: Spec): Record<string, unknown> {
  const paths: [string, Record<string, unknown>][] = [];
  const ids = new Set<string>();
  s.operations.forEach((op, i) => {
    // Operation ids are unique in a valid document (OpenAPI 3.1 section 4.8.10.1).
    const id = op.id !== undefined && !ids.has(op.id) ? op.id : undefined;
    if (id !== undefined) ids.add(id);
    const schemaName = s.schemas[op.schema % s.schemas.length]!;
    const parameters = [
      ...op.pathParams.map((name) => ({ name, in: 'path', required: true, schema: stringSchema })),
      ...op.query.map((name) => ({ name, in: 'query', schema: stringSchema })),
      ...op.header.map((name) => ({ name, in: 'header', schema: stringSchema })),
      ...op.cookie.map((name) => ({ name, in: 'cookie', schema: stringSchema })),
    ];
    const body = op.method === 'get' || op.method === 'delete' ? undefined : record(op.properties.map((p) => [p, stringSchema]));
    const path = `/r${i}${op.pathParams.map((p) => `/{${p}}`).join('')}`;
    paths.push([
      path,
      record([
        [
          op.method,
          {
            ...(id !== undefined ? { operationId: id } : {}),
            ...(op.tag !== undefined ? { tags: [op.tag] } : {}),
            parameters,
            ...(body ? { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: body } } } } } : {}),
            responses: {
              '200': { description: 'OK', content: { 'application/json': { schema: { $ref: `#/components/schemas/${schemaName}` } } } },
              default: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
            },
          },
        ],
      ]),
    ]);
  });
  const schemas = record([
    ...s.schemas.map((name): [string, unknown] => [name, { type: 'object', properties: record(s.schemaProperties.map((p) => [p, stringSchema])) }]),
    ...(s.schemas.includes('Error') ? [] : [['Error', { type: 'object', properties: { error: { type: 'object', properties: { code: stringSchema } } } }] as [string, unknown]]),
  ]);
  return { openapi: '3.1.0', info: { title: s.title, version: '1.0.0' }, servers: [{ url: 'https://api.test/v1' }], paths: record(paths), components: { schemas } };
}

const CONFIGS: Record<Spec['config'], UserConfig> = {
  defaults: {},
  envelopes: { errors: { code: 'error.code' }, pagination: { items: 'data', hasMore: 'has_more' } },
};

/** Every emitter's output but the reference page's HTML (its renderer is a child process of Redocly's CLI). */
async function emitAll(ir: IR, withTypes: boolean): Promise<GeneratedFile[]> {
  const files: GeneratedFile[] = [...(await emitMock(ir))];
  if (withTypes) files.push(...(await emitClient(ir)), ...(await emitServer(ir)));
  for (const op of ir.operations) {
    const { typescript } = samplesFor(ir, op);
    files.push({ path: `docs/samples/${ir.operations.indexOf(op)}.ts`, contents: typescript });
  }
  return files;
}

function syntaxErrors(file: GeneratedFile): string[] {
  const source = ts.createSourceFile(file.path, file.contents, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const diagnostics = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  return diagnostics.map((d) => `${file.path}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

/** The documents type-checked together: a fixed sample of the same arbitrary (a Program per document would take minutes). */
/** A generated module's values: transpiled (types erased) and imported from a data URL. */
async function runModule(source: string): Promise<Record<string, unknown>> {
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  return import(`data:text/javascript,${encodeURIComponent(js)}`);
}

const TYPE_CHECKED = Number(process.env.NAMES_TYPECHECKED ?? 10);
const out = mkdtempSync(path.join(import.meta.dirname, '.tmp-names-'));
afterAll(() => process.env.NAMES_KEEP || rmSync(out, { recursive: true, force: true }));

describe("the SDK classes' own members", () => {
  it('are every member the runtime gives the client and resource classes', async () => {
    const { BaseClient, APIResource } = await import('@openapi-cmp/client-runtime');
    const client = new BaseClient({ accessToken: 't' }, { defaultBaseUrl: 'http://127.0.0.1:1' });
    const members = [...Object.getOwnPropertyNames(BaseClient.prototype), ...Object.keys(client), 'raw'];
    expect(members.filter((m) => !CLIENT_MEMBERS.has(m))).toEqual([]);
    class Probe extends APIResource {}
    const resource = new Probe(client);
    expect([...Object.getOwnPropertyNames(APIResource.prototype), ...Object.keys(resource)].filter((m) => !RESOURCE_MEMBERS.has(m))).toEqual([]);
  });
});

describe('any valid name, in any position', () => {
  it('generates parseable code holding every operation', async () => {
    await fc.assert(
      fc.asyncProperty(spec, async (s) => {
        const ir = buildIR(documentOf(s), { config: CONFIGS[s.config] });
        const files = await emitAll(ir, false);
        for (const file of files.filter((f) => f.path.endsWith('.ts'))) expect(syntaxErrors(file)).toEqual([]);
        decorateDocument(ir, {});
        // Every operation is a row of the mock and has a sample calling its SDK method.
        // The mock's table, run as JavaScript, holds every operation's id and path exactly as the spec spells them.
        const mock = await runModule(files.find((f) => f.path.endsWith('operations.gen.ts'))!.contents);
        expect((mock.mockOperations as { id: string; path: string }[]).map((o) => [o.id, o.path])).toEqual(ir.operations.map((o) => [o.id, o.path]));
        for (const op of ir.operations) {
          expect(files.some((f) => f.path.startsWith('docs/') && f.contents.includes(`.${op.sdk.method}(`))).toBe(true);
        }
      }),
      { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
    );
  });

  it('type-checks, client and stubs over the runtimes', async () => {
    const sample = fc.sample(spec, { numRuns: TYPE_CHECKED, seed: SEED ?? 22 });
    const roots: string[] = [];
    for (const [i, s] of sample.entries()) {
      const ir = buildIR(documentOf(s), { config: CONFIGS[s.config] });
      const dir = path.join(out, `spec${i}`);
      for (const file of await emitAll(ir, true)) {
        mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
        writeFileSync(path.join(dir, file.path), file.contents);
        if (/src\/generated\/.*\.ts$/.test(file.path)) roots.push(path.join(dir, file.path));
      }
      // The mock's table imports its package's own core; the client and stubs import the runtimes by name (found in the repository's node_modules).
      symlinkSync(path.join(repo, 'packages/mock/src/core'), path.join(dir, 'packages/mock/src/core'), 'dir');
      writeFileSync(path.join(dir, 'spec.json'), JSON.stringify(documentOf(s), null, 2));
    }
    writeFileSync(
      path.join(out, 'tsconfig.json'),
      JSON.stringify({ extends: path.relative(out, path.join(repo, 'tsconfig.base.json')), compilerOptions: { noEmit: true, customConditions: ['cmp-source'] }, files: roots }),
    );
    const tsc = spawnSync(process.execPath, nativeTscArgs('-p', path.join(out, 'tsconfig.json')), { encoding: 'utf8', maxBuffer: 64 << 20 });
    expect(tsc.stdout.split('\n').filter((l) => l.includes('error TS'))).toEqual([]);
    expect(tsc.status).toBe(0);
  });
});
